/**
 * The module contract (v2), one for the commerce domains and the B2B modules alike (ContractParts):
 * code, schema additions, REST routes, observers, events, mail templates, dependencies (`requires`).
 * A domain (defineDomain) adds its services and caches to the app (`install`, `caches`); the composition
 * root lists the domains. A B2B module (defineModule) is a plugin: config schema with defaults, schema additions,
 * REST routes, observers, an optional storefront client script, an optional listing filter, and
 * - the events it emits (`events`, payloads typed by augmenting HookPayloads in core/events.ts),
 * - a typed service (`service`, typed by augmenting ModuleServices below) that other modules reach
 *   through `registry.service(code)` / `module.dependency(code)`,
 * - its dependencies: `requires` (refused at start when absent) and `optional` (used when present),
 * - its admin scopes and shipped mail templates.
 * The core knows no domain and no module by name.
 */
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { z } from "zod";
import type { RequestContext } from "./context.ts";
import type { EventBus } from "./events.ts";
import type { App } from "./kernel.ts";
import type { Builder } from "./schema-builder.ts";
import type { RestRoute } from "./routes.ts";
import type { Prisma } from "./db/client.ts";
import type { HookSpec } from "./events.ts";
import type { MailTemplateDefinition } from "./mail/templates.ts";
import type { ConfigFieldOption, ConfigSectionDefinition } from "./config-fields.ts";
import { ProblemError } from "./errors.ts";

/**
 * The object types of the domains that modules may extend (Product, Category, ...), handed to `schema()`.
 * The kernel names none: the domain that builds them types them by augmentation (catalog/schema.ts).
 */
// biome-ignore lint/suspicious/noEmptyInterface: an empty map that domains extend by declaration merging
export interface CoreTypeRefs {}

export interface ModuleConfigBase {
  enabled: boolean;
}

/**
 * Services of modules by code. A module types its own by augmentation:
 *   declare module "../../core/modules.ts" { interface ModuleServices { mycode: MyService } }
 */
// biome-ignore lint/suspicious/noEmptyInterface: an empty map that modules extend by declaration merging
export interface ModuleServices {}

/** what every present module's service answers, whatever else it offers */
export interface ModuleServiceBase {
  /** whether the module is switched on for this store (or the context's store) */
  isEnabled(storeOrCtx: number | RequestContext): Promise<boolean>;
}

export type ServiceOf<K extends string> = (K extends keyof ModuleServices ? ModuleServices[K] : object) & ModuleServiceBase;

/** What every member of the contract declares, a commerce domain (`M` = InstalledDomain) or a B2B module (`M` = InstalledModule). */
export interface ContractParts<M> {
  /** unique among domains and modules; a module's is the path segment of /api/rest/v2/b2b/{code}/config */
  code: string;
  label: string;
  /** Pothos types, queries, mutations, subscriptions; `types` are the domains' object types others may extend */
  schema?(builder: Builder, member: M, types: CoreTypeRefs): void;
  routes?(member: M): RestRoute[];
  observers?(bus: EventBus, member: M): void;
  /** codes that must be installed (start is refused without them); installed before this one */
  requires?: string[];
  /** codes used when installed; installed before this one */
  optional?: string[];
  /** the hooks this member dispatches, with their phase; the payload types augment HookPayloads */
  events?: Record<string, HookSpec>;
  /** mail templates shipped as defaults (ids unique across the app); admins override them in the database */
  mailTemplates?: Record<string, MailTemplateDefinition>;
  /**
   * settings sections an admin edits (labels, types and defaults from each zod schema's `.meta()`); a module's
   * own `config` is its section
   */
  settings?: ConfigSectionDefinition[];
}

/**
 * A commerce domain (catalog, customer, sales, cart, content, store, media): the same contract as a module,
 * without config or discovery, always installed; its schema may hand object types on to the members after it.
 */
export interface DomainDefinition extends ContractParts<InstalledDomain> {
  /** returns the object types it builds that later domains and modules may extend (merged into `types`) */
  // biome-ignore lint/suspicious/noConfusingVoidType: a domain that builds no shared types returns nothing
  schema?(builder: Builder, domain: InstalledDomain, types: CoreTypeRefs): Partial<CoreTypeRefs> | void;
  /** adds the domain's services to the app (typed by augmenting App in core/kernel.ts); runs before any module exists */
  install?(app: App, domain: InstalledDomain): void;
  /** registers what evicts the domain's caches (Coherence groups, pub/sub topics); runs before the kernel starts */
  caches?(app: App, domain: InstalledDomain): void;
}

export interface InstalledDomain {
  definition: DomainDefinition;
  app: App;
}

export function defineDomain(def: DomainDefinition): DomainDefinition {
  return def;
}

/**
 * The domains in the order the composition root lists them (the order their routes are mounted); a missing
 * required domain or a cycle of `requires` is an error.
 */
export function installDomains(app: App, defs: DomainDefinition[]): InstalledDomain[] {
  dependencyOrder(defs, "domain");
  return defs.map((definition) => ({ definition, app }));
}

export interface ModuleDefinition<C extends ModuleConfigBase = ModuleConfigBase> extends ContractParts<InstalledModule<C>> {
  /** plugin manifest code in store config extensions.b2bPlugins, e.g. "b2b-example" */
  manifestCode: string;
  config: {
    /** scoped config path prefix, e.g. "b2b_example" */
    prefix: string;
    schema: z.ZodType<C>;
    defaults: C;
    /** the discovery answer: effective config without admin-only details */
    public(config: C, ctx: RequestContext): Record<string, unknown>;
    /** the manifest `config` object; defaults to {} */
    manifest?(config: C, ctx: RequestContext): Record<string, unknown>;
    /**
     * checks a value about to be written that the schema alone cannot judge (ids that must exist):
     * throw a ProblemError (422 with field errors) to refuse it
     */
    validate?(key: string, value: unknown, module: InstalledModule<C>): Promise<void>;
    /** the choices of settings whose values are ids of records (customer groups, ...), by key, for admin screens */
    fieldOptions?(module: InstalledModule<C>): Promise<Record<string, ConfigFieldOption[]>>;
  };
  /** storefront script served at /plugins/{manifestCode}.js */
  clientScript?: string;
  /**
   * Products this module hides from the caller in listings, search and counts, as a Prisma where
   * fragment ANDed into the query, or null for none.
   */
  productVisibility?(ctx: RequestContext, module: InstalledModule<C>): Promise<Prisma.ProductWhereInput | null>;
  /** runs once the app is up (timers, outbox workers); returns a stop function */
  start?(app: App, module: InstalledModule<C>): (() => Promise<void> | void) | void;
  /** this module's service for other modules (created once, on first use) */
  service?(module: InstalledModule<C>): object;
  /** admin scopes this module's fields declare beyond the core's, with what they allow */
  adminScopes?: Record<string, string>;
}

export interface InstalledModule<C extends ModuleConfigBase = ModuleConfigBase> {
  definition: ModuleDefinition<C>;
  app: App;
  /** effective config for the context's store */
  config(ctx: RequestContext): Promise<C>;
  configForStore(storeId: number): Promise<C>;
  /** the service of a module this one declares in `requires` (always there) or `optional` (undefined when absent) */
  dependency<K extends string>(code: K): ServiceOf<K> | undefined;
}

export function defineModule<C extends ModuleConfigBase>(def: ModuleDefinition<C>): ModuleDefinition<C> {
  return def;
}

export class ModuleRegistry {
  /** in dependency order: a module comes after every module it requires or optionally uses */
  readonly installed: InstalledModule[] = [];
  private readonly byCode = new Map<string, InstalledModule>();
  private readonly services = new Map<string, ServiceOf<string>>();

  constructor(
    private readonly app: App,
    definitions: ModuleDefinition<never>[],
  ) {
    const defs = definitions as unknown as ModuleDefinition[];
    const codes = new Set<string>();
    for (const def of defs) {
      if (codes.has(def.code)) throw new Error(`module code "${def.code}" registered twice`);
      codes.add(def.code);
    }
    for (const def of dependencyOrder(defs)) {
      const declared = new Set([...(def.requires ?? []), ...(def.optional ?? [])]);
      const m: InstalledModule = {
        definition: def,
        app,
        config: (ctx) => this.effectiveConfig(def, ctx.store.id),
        configForStore: (storeId) => this.effectiveConfig(def, storeId),
        dependency: (code) => {
          if (!declared.has(code)) throw new Error(`module "${def.code}" uses module "${code}" without declaring it in requires or optional`);
          return this.service(code);
        },
      };
      this.installed.push(m);
      this.byCode.set(def.code, m);
    }
  }

  /**
   * The service of an installed module, or undefined when it is absent. Every present module's service
   * has `isEnabled(store)`; the rest is what its definition's `service()` returns.
   */
  service<K extends string>(code: K): ServiceOf<K> | undefined {
    const known = this.services.get(code);
    if (known) return known as ServiceOf<K>;
    const m = this.byCode.get(code);
    if (!m) return undefined;
    const own = m.definition.service?.(m) ?? {};
    const base: ModuleServiceBase = {
      isEnabled: async (s) => (typeof s === "number" ? await m.configForStore(s) : await m.config(s)).enabled,
    };
    const svc = Object.assign(own, base) as ServiceOf<K>;
    this.services.set(code, svc);
    return svc;
  }

  /** admin scopes: the core's and every installed module's */
  adminScopes(core: Record<string, string>): Record<string, string> {
    const out = { ...core };
    for (const m of this.installed) Object.assign(out, m.definition.adminScopes ?? {});
    return out;
  }

  /**
   * Checks a value about to be written under an installed module's config prefix against the module's
   * schema (422 with a field error when it does not fit, or names no setting of the module).
   */
  async validateConfigValue(path: string, value: string, storeId: number): Promise<void> {
    const slash = path.indexOf("/");
    const m = this.installed.find((x) => x.definition.config.prefix === path.slice(0, slash));
    if (!m || slash < 0) return;
    const key = path.slice(slash + 1);
    const defaults = m.definition.config.defaults as unknown as Record<string, unknown>;
    if (!(key in defaults)) {
      throw new ProblemError(422, "invalid", `"${key}" is not a setting of module ${m.definition.code}`, {
        errors: [{ field: "path", code: "unknown_setting", message: `known: ${Object.keys(defaults).join(", ")}` }],
      });
    }
    const like = defaults[key];
    const coerced = typeof like === "boolean" ? value === "1" || value === "true" : typeof like === "number" ? Number(value) : value;
    if (typeof like === "boolean" && !["0", "1", "true", "false"].includes(value)) {
      throw new ProblemError(422, "invalid", `${path} takes 1 or 0`, { errors: [{ field: "value", code: "invalid_type", message: "1 or 0" }] });
    }
    if (typeof like !== "boolean" && typeof like !== "number" && typeof like !== "string") return;
    const trial = { ...(await m.configForStore(storeId)), [key]: coerced };
    const r = m.definition.config.schema.safeParse(trial);
    if (!r.success) {
      const issues = r.error.issues.filter((i) => i.path[0] === key);
      if (issues.length)
        throw new ProblemError(422, "invalid", `Invalid value for ${path}`, {
          errors: issues.map((i) => ({ field: "value", code: i.code, message: i.message })),
        });
    }
    await m.definition.config.validate?.(key, coerced, m);
  }

  private effectiveConfig<C extends ModuleConfigBase>(def: ModuleDefinition<C>, storeId: number): Promise<C> {
    return this.app.config.typed(def.config.prefix, storeId, def.config.schema, def.config.defaults as never) as Promise<C>;
  }

  get(code: string): InstalledModule | undefined {
    return this.byCode.get(code);
  }

  byManifestCode(code: string): InstalledModule | undefined {
    return this.installed.find((m) => m.definition.manifestCode === code);
  }
}

/** definitions sorted so that each comes after what it requires or optionally uses; a missing required module or a cycle is an error */
export function dependencyOrder<D extends Pick<ContractParts<unknown>, "code" | "requires" | "optional">>(
  defs: D[],
  kind: "module" | "domain" = "module",
): D[] {
  const byCode = new Map(defs.map((d) => [d.code, d]));
  for (const d of defs) {
    for (const r of d.requires ?? []) {
      if (!byCode.has(r))
        throw new Error(
          kind === "module"
            ? `module "${d.code}" requires module "${r}", which is not installed (add it under src/modules/ or to B2B_MODULES)`
            : `domain "${d.code}" requires domain "${r}", which is not listed (src/app.ts)`,
        );
    }
  }
  const out: D[] = [];
  const state = new Map<string, "visiting" | "done">();
  const visit = (d: D, trail: string[]) => {
    const s = state.get(d.code);
    if (s === "done") return;
    if (s === "visiting") throw new Error(`${kind}s depend on each other in a cycle: ${[...trail, d.code].join(" -> ")}`);
    state.set(d.code, "visiting");
    for (const dep of [...(d.requires ?? []), ...(d.optional ?? [])]) {
      const x = byCode.get(dep);
      if (x) visit(x, [...trail, d.code]);
    }
    state.set(d.code, "done");
    out.push(d);
  };
  for (const d of defs) visit(d, []);
  return out;
}

/**
 * Module definitions found under src/modules/<dir>/index.ts, filtered by B2B_MODULES
 * (a comma-separated list of codes or folder names; unset = all present).
 */
export async function discoverModules(wanted: string[] | null, dir = path.resolve(import.meta.dirname, "../modules")): Promise<ModuleDefinition<never>[]> {
  if (!fs.existsSync(dir)) return [];
  const out: ModuleDefinition<never>[] = [];
  for (const name of fs.readdirSync(dir).sort()) {
    const entry = path.join(dir, name, "index.ts");
    if (!fs.existsSync(entry)) continue;
    const mod = (await import(pathToFileURL(entry).href)) as { default: ModuleDefinition<never> };
    const def = mod.default;
    if (wanted && !wanted.includes(name) && !wanted.includes(def.code) && !wanted.includes(def.manifestCode)) continue;
    out.push(def);
  }
  const unknown = (wanted ?? []).filter((w) => !out.some((d) => d.code === w || d.manifestCode === w) && !fs.existsSync(path.join(dir, w, "index.ts")));
  if (unknown.length) throw new Error(`B2B_MODULES names modules that are not present under ${dir}: ${unknown.join(", ")}`);
  return out;
}
