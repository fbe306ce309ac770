/**
 * The typed event bus. Hook names are Magento's so module authors recognise them (docs/architecture.md#hook-names-are-magentos).
 * Observers run in registration order; an observer vetoes by throwing a ProblemError.
 *
 * Each hook is declared by whoever dispatches it: the kernel and the transports by CORE_HOOKS here, a domain
 * in its definition's `events` (src/<domain>/hooks.ts, declared when the kernel installs the domain), a module
 * in its own `events`. The declarer types the payloads by augmenting HookPayloads beside the declaration:
 *
 *   declare module "../../core/events.ts" { interface HookPayloads { my_event: { ctx: RequestContext } } }
 *
 * Every hook is declared with a phase:
 * - "inTransaction": observers run where the hook is dispatched, inside the caller's unit of work when
 *   there is one (they see its uncommitted rows, write through `dbOf(ctx)` and may veto by throwing);
 * - "afterCommit": observers run once the caller's unit of work has committed (at once when there is
 *   none); they cannot veto, and a failing observer is logged (notifications, pub/sub, mail kicks).
 */
import type { RequestContext } from "./context.ts";
import { afterCommit } from "./unit-of-work.ts";

/** the customer row as the customer hooks (the kernel's login and token hooks, the customer domain's) hand it to observers */
export interface CustomerSnapshot {
  id: number;
  storeId: number;
  email: string;
  firstName: string;
  lastName: string;
  groupId: number;
  isApproved: boolean;
  approvalStatus: string;
  createdAt: Date;
}

/**
 * Payloads by hook name. The kernel's and the transports' hooks are here; the commerce domains type theirs
 * beside their declarations (catalog/hooks.ts, content/hooks.ts, cart/hooks.ts, customer/hooks.ts) and
 * modules theirs in their folders, each by augmenting this interface.
 */
export interface HookPayloads {
  /** every REST and GraphQL request, before it runs */
  controller_action_predispatch: {
    ctx: RequestContext;
    kind: "rest" | "graphql";
    path: string;
    routeId: string;
    /** the route serves login, registration, forms or CMS content: a login wall lets it through */
    exemptFromLoginWall: boolean;
    /** GraphQL (HTTP and WebSocket): the top-level fields the operation selects (parsed on first call; [] when it does not parse) */
    rootFields?: () => string[];
  };
  /** the password was right and no token is issued yet (core/auth/routes.ts): an observer refuses the login by throwing a ProblemError */
  customer_login_before: { ctx: RequestContext; customer: CustomerSnapshot };
  /**
   * a customer's credentials were accepted and a token issued: observers may name the customer's cart
   * (the cart domain merges the guest cart `guestMaskedId` into it and sets `cartMaskedId`)
   */
  customer_login_after: { ctx: RequestContext; customerId: number; guestMaskedId: string | undefined; cartMaskedId: string | null };
  /**
   * every request carrying a customer token, once the customer row is read (core/context.ts): an observer refuses
   * it (throws a ProblemError, 401 or 403), or sets `groupId`, the customer group the request buys in (it starts
   * as the row's own group; the request's `ctx.groupId` and every remembered check of the token take it)
   */
  customer_token_check: {
    ctx: RequestContext;
    customer: Pick<CustomerSnapshot, "id" | "email" | "storeId" | "groupId" | "isApproved" | "approvalStatus">;
    groupId: number;
  };
  /**
   * the response cache keys a caller-class answer (core/response-cache.ts): an observer whose decisions read
   * more than the store, the caller kind and the customer group adds what they read (`parts`) and the
   * request headers it comes from (`headers`, for Vary)
   */
  response_cache_vary: { ctx: RequestContext; parts: string[]; headers: string[] };
}

export type HookName = keyof HookPayloads;
export type HookPhase = "inTransaction" | "afterCommit";
export interface HookSpec {
  phase: HookPhase;
  description?: string;
}

/**
 * The hooks the kernel and the transports dispatch (REST, GraphQL over HTTP and WebSocket, the cached answers,
 * the response cache's key, the customer token check and login); every other hook is declared by the domain or
 * the module that dispatches it.
 */
export const CORE_HOOKS: Record<string, HookSpec> = {
  controller_action_predispatch: { phase: "inTransaction", description: "every REST and GraphQL request, before it runs" },
  response_cache_vary: { phase: "inTransaction", description: "a cacheable answer is looked up: observers add what their decisions read to its key" },
  customer_login_before: { phase: "inTransaction", description: "customer login, before a token is issued (veto)" },
  customer_login_after: { phase: "inTransaction", description: "customer login, token issued: observers name the customer's cart (guest cart merge)" },
  customer_token_check: { phase: "inTransaction", description: "each request with a customer token (veto)" },
} satisfies Partial<Record<HookName, HookSpec>>;

export type Observer<K extends HookName> = (payload: HookPayloads[K]) => void | Promise<void>;

export class EventBus {
  private readonly observers = new Map<HookName, Observer<HookName>[]>();
  private readonly specs = new Map<string, HookSpec & { owner: string }>();

  constructor() {
    for (const [name, spec] of Object.entries(CORE_HOOKS)) this.declare(name, spec, "core");
  }

  /** declares a hook (the core's, or one a domain or a module dispatches; `owner` is its code); a name has one owner */
  declare(name: string, spec: HookSpec, owner: string): void {
    const known = this.specs.get(name);
    if (known && known.owner !== owner) throw new Error(`hook "${name}" is declared by "${known.owner}" and "${owner}"`);
    this.specs.set(name, { ...spec, owner });
  }

  /** the declaration of a hook, or undefined when nothing installed emits it */
  spec(name: string): (HookSpec & { owner: string }) | undefined {
    return this.specs.get(name);
  }

  /** observing a hook nobody declares is allowed: its emitter may be an optional module that is absent */
  on<K extends HookName>(name: K, observer: Observer<K>): () => void {
    const list = this.observers.get(name) ?? [];
    list.push(observer as Observer<HookName>);
    this.observers.set(name, list);
    return () => {
      const i = list.indexOf(observer as Observer<HookName>);
      if (i >= 0) list.splice(i, 1);
    };
  }

  has(name: HookName): boolean {
    return (this.observers.get(name)?.length ?? 0) > 0;
  }

  /**
   * Runs the observers of a hook: now (inTransaction), or once the unit of work of `payload.ctx` has
   * committed (afterCommit). Dispatching a hook nobody declared is a programming error.
   */
  async dispatch<K extends HookName>(name: K, payload: HookPayloads[K]): Promise<HookPayloads[K]> {
    const spec = this.specs.get(name);
    if (!spec) throw new Error(`hook "${name}" is dispatched but not declared`);
    const list = this.observers.get(name);
    if (!list?.length) return payload;
    if (spec.phase === "afterCommit") {
      const ctx = (payload as { ctx?: RequestContext }).ctx;
      if (!ctx) throw new Error(`after-commit hook "${name}" needs a ctx in its payload`);
      // each observer on its own: one failing after the commit does not keep the others from running
      for (const observer of [...list]) await afterCommit(ctx, () => (observer as Observer<K>)(payload));
      return payload;
    }
    for (const observer of [...list]) {
      const r = (observer as Observer<K>)(payload);
      if (r && typeof (r as Promise<void>).then === "function") await r;
    }
    return payload;
  }
}
