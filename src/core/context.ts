/**
 * The request context: the first argument of every service call. Built once per HTTP request
 * (or WebSocket connection) from the credentials sent; the customer group is read from the
 * database each time, never from the token, so an approval takes effect without a new token.
 */
import { randomUUID } from "node:crypto";
import type { App } from "./kernel.ts";
import type { Store } from "../generated/prisma/client.ts";
import { ProblemError } from "./errors.ts";
import { needsRehash, hashPassword } from "./auth/password.ts";
import { checkCredential, countFailedAttempt } from "./auth/attempt-limits.ts";
import { apiSecretsOf } from "./auth/api-secrets.ts";
import type { HookPayloads } from "./events.ts";

export const GUEST_GROUP_ID = 0;

export type Caller =
  | { kind: "guest" }
  | { kind: "api_user"; apiUserId: number; username: string }
  | { kind: "customer"; customerId: number; email: string; tokenId?: string; tokenExpiresAt?: Date }
  | { kind: "admin"; adminId: number; username?: string; scopes: string[]; tokenExpiresAt?: Date; sessionId?: number };

export interface RequestContext {
  app: App;
  requestId: string;
  store: Store;
  caller: Caller;
  /** the caller's customer group (0 = NOT LOGGED IN) */
  groupId: number;
  ip: string;
  /** request headers, lower-case names */
  header(name: string): string | undefined;
  /** the request URL's query parameters (HTTP requests; empty for WebSocket operations) */
  query: URLSearchParams;
  /** per-request memo for services (loaders, computed scopes) */
  memo: Map<string, unknown>;
  /**
   * the destination country (ISO2) rules scope on: the caller's cart's shipping country, else the
   * `X-Destination-Country` header (an ISO 3166-1 alpha-2 code, else ignored), else null. Read on first
   * use and remembered for the request: requests that never ask pay no query.
   */
  destinationCountry(): Promise<string | null>;
}

export interface ContextInput {
  headers: { get(name: string): string | null };
  ip: string;
  requestId?: string;
  /** the request URL, whose query parameters the context exposes */
  url?: string;
}

export async function resolveStore(app: App, code: string | null | undefined): Promise<Store> {
  const stores = await app.stores();
  if (!code) return stores.default;
  const s = stores.byCode.get(code);
  if (!s) throw new ProblemError(400, "unknown_store", `Unknown store code "${code}"`);
  return s;
}

export async function createContext(app: App, input: ContextInput): Promise<RequestContext> {
  const h = input.headers;
  // a change committed before this request started is seen by it, announced here or not
  await app.coherence.sync();
  const store = await resolveStore(app, h.get("x-store-code"));
  const base = {
    app,
    requestId: input.requestId ?? randomUUID(),
    store,
    ip: input.ip,
    header: (n: string) => h.get(n) ?? undefined,
    query: input.url ? new URL(input.url).searchParams : new URLSearchParams(),
    memo: new Map<string, unknown>(),
    destinationCountry(this: RequestContext) {
      return destinationCountryOf(this);
    },
  };
  const auth = h.get("authorization");
  if (!auth) return { ...base, caller: { kind: "guest" }, groupId: GUEST_GROUP_ID };

  const [scheme, value] = splitOnce(auth.trim(), " ");
  if (/^bearer$/i.test(scheme) && value) return bearerContext(app, value.trim(), base);
  if (/^basic$/i.test(scheme) && value) return { ...base, caller: await apiUserCaller(app, value.trim(), input.ip), groupId: GUEST_GROUP_ID };
  throw new ProblemError(401, "invalid_token", "Unsupported Authorization scheme; use Bearer or Basic");
}

const invalidToken = (detail: string) => new ProblemError(401, "invalid_token", detail, { headers: { "WWW-Authenticate": 'Bearer error="invalid_token"' } });

/**
 * A customer token is good only in the store it was issued for and only while the customer's token
 * generation is the one it carries (a password or email change ends every earlier token at once), or
 * while it is the token that made the last such change (the storefront that changed it stays logged in).
 */
async function bearerContext(app: App, token: string, base: Omit<RequestContext, "caller" | "groupId">): Promise<RequestContext> {
  // a customer token that passed every check below a moment ago, and nothing it read changed since (auth/caller-memo.ts)
  const known = app.callers.get(token);
  if (known && known.storeId === base.store.id) return { ...base, caller: known.caller, groupId: known.groupId };
  const since = app.callers.token();
  const verified = await app.tokens.verify(token);
  if (!verified) throw invalidToken("The access token is invalid or expired");
  if (verified.kind === "admin") {
    const admin = await app.db.adminUser.findUnique({ where: { id: verified.claims.adminId } });
    if (!admin?.isActive) throw invalidToken("The admin account no longer exists");
    // "sign out everywhere" and a password change raise the generation: every token issued before is refused at once
    if (admin.sessionGeneration !== verified.claims.generation)
      throw invalidToken("The access token was revoked (signed out everywhere or the password changed)");
    // a console token dies with its session (signed out, or ended because its refresh token was replayed)
    const sessionId = verified.claims.sessionId;
    if (sessionId !== undefined && sessionId !== null) {
      const session = await app.db.adminSession.findUnique({ where: { id: sessionId }, select: { endedAt: true } });
      if (!session || session.endedAt) throw invalidToken("The console session has ended: sign in again");
    }
    const scopes = admin.scopes.split(",").map((s) => s.trim());
    return {
      ...base,
      caller: { kind: "admin", adminId: admin.id, username: admin.username, scopes, tokenExpiresAt: verified.expiresAt, sessionId: verified.claims.sessionId },
      groupId: GUEST_GROUP_ID,
    };
  }
  const claims = verified.claims;
  if (claims.storeId !== base.store.id) throw invalidToken("The access token was issued for another store");
  const customer = await app.db.customer.findUnique({
    where: { id: claims.customerId },
    select: { id: true, email: true, groupId: true, storeId: true, isApproved: true, approvalStatus: true, tokenGeneration: true, keptTokenId: true },
  });
  if (!customer || customer.storeId !== base.store.id) throw invalidToken("The customer account no longer exists");
  // the token that made the last change is the one earlier token that stays good
  const kept = !!claims.tokenId && customer.keptTokenId === claims.tokenId;
  if (customer.tokenGeneration !== claims.generation && !kept) throw invalidToken("The access token was revoked (the password or email changed): log in again");
  const caller: Caller = { kind: "customer", customerId: customer.id, email: customer.email, tokenId: claims.tokenId, tokenExpiresAt: verified.expiresAt };
  const ctx: RequestContext = { ...base, caller, groupId: customer.groupId };
  // modules may refuse the token (e.g. of an account that is not approved) or name the group it buys in
  const groupId = await checkedCustomerGroup(ctx, customer);
  ctx.groupId = groupId;
  app.callers.remember(token, { caller, groupId, storeId: customer.storeId, expiresAt: verified.expiresAt.getTime() }, since);
  return ctx;
}

/**
 * HTTP Basic for API users. Their secrets are stored keyed (auth/api-secrets.ts): checking one costs a row read
 * and an HMAC, so the right secret passes on every request, whatever the budgets say, and only a wrong one
 * spends a point (429 once a budget is spent). A secret stored the old way (a password hash) or under another
 * key goes through `checkCredential` once (budgets reserved before hashing) and is then stored keyed. The row
 * is read on every request, so deactivating the user or giving it a new secret takes effect at once.
 */
async function apiUserCaller(app: App, credential: string, ip: string): Promise<Caller> {
  const [username = "", secret = ""] = splitOnce(Buffer.from(credential, "base64").toString("utf8"), ":");
  const refused = () => new ProblemError(401, "invalid_credentials", "Invalid API user credentials", { headers: { "WWW-Authenticate": 'Basic realm="api"' } });
  if (!username || username.length > 128 || secret.length > 1024) throw refused();
  const user = await app.db.apiUser.findUnique({ where: { username } });
  const active = user?.isActive ? user : null;
  const secrets = apiSecretsOf(app);
  const keyed = secrets.check(secret, active);
  if (keyed.keyed) {
    if (keyed.ok && active) return { kind: "api_user", apiUserId: active.id, username: active.username };
    await countFailedAttempt(app.limits, "api_user", ip, username);
    throw refused();
  }
  if (!active || !(await checkCredential(app, { kind: "api_user", principal: username, secret, storedHash: async () => active.secretHash, ip }))) {
    throw refused();
  }
  const slow = needsRehash(active.secretHash) ? await hashPassword(secret) : active.secretHash;
  await app.db.apiUser.updateMany({
    where: { id: active.id, secretHash: active.secretHash },
    data: { secretHash: slow, secretMac: secrets.stored(secret, slow) },
  });
  return { kind: "api_user", apiUserId: active.id, username: active.username };
}

/**
 * The customer token check (`customer_token_check`) for `ctx` (whose caller is this customer): a module's refusal
 * is thrown (a ProblemError); else the customer group a request of theirs buys in (the row's, or what a module
 * derives). Every request with a customer token runs it; the login answer and admin tools that act "as the
 * customer" ask it too, so that they name the same group.
 */
export async function checkedCustomerGroup(ctx: RequestContext, customer: HookPayloads["customer_token_check"]["customer"]): Promise<number> {
  const { groupId } = await ctx.app.events.dispatch("customer_token_check", { ctx, customer, groupId: customer.groupId });
  return groupId;
}

const COUNTRY_MEMO = "core:destinationCountry";
const ISO2 = /^[A-Z]{2}$/;

function destinationCountryOf(ctx: RequestContext): Promise<string | null> {
  const known = ctx.memo.get(COUNTRY_MEMO) as Promise<string | null> | undefined;
  if (known) return known;
  const p = (async () => {
    const db = ctx.app.db;
    let cart: { shippingCountry: string | null } | null = null;
    if (ctx.caller.kind === "customer") {
      const customerId = ctx.caller.customerId;
      const storeId = ctx.store.id;
      // remembered per customer, dropped on every instance by each write that changes it (destinations.ts)
      const country = await ctx.app.destinations.get(customerId, storeId, async () => {
        const c = await db.cart.findFirst({
          where: { customerId, storeId, status: "active" },
          select: { shippingCountry: true },
          orderBy: { id: "desc" },
        });
        return c?.shippingCountry ? c.shippingCountry.toUpperCase() : null;
      });
      cart = { shippingCountry: country };
    } else {
      const masked = ctx.header("x-cart-id");
      if (masked && masked.length <= 64) {
        const c = await db.cart.findUnique({ where: { maskedId: masked }, select: { shippingCountry: true, customerId: true, storeId: true, status: true } });
        // a customer's cart is never reachable by its masked id alone, nor a cart of another store
        if (c && c.customerId === null && c.storeId === ctx.store.id && c.status === "active") cart = c;
      }
    }
    if (cart?.shippingCountry) return cart.shippingCountry.toUpperCase();
    return headerCountry(ctx);
  })();
  ctx.memo.set(COUNTRY_MEMO, p);
  return p;
}

function headerCountry(ctx: RequestContext): string | null {
  const h = ctx.header("x-destination-country")?.trim().toUpperCase();
  return h && ISO2.test(h) ? h : null;
}

/**
 * A request that names its cart itself (Maho's /guest-carts/{maskedId}) ships where that cart does: its shipping
 * country decides the destination from then on, not the cart X-Cart-Id or the customer's latest cart would name.
 */
export function useCartDestination(ctx: RequestContext, shippingCountry: string | null): void {
  ctx.memo.set(COUNTRY_MEMO, Promise.resolve(shippingCountry ? shippingCountry.toUpperCase() : headerCountry(ctx)));
}

function splitOnce(s: string, sep: string): [string, string | undefined] {
  const i = s.indexOf(sep);
  return i < 0 ? [s, undefined] : [s.slice(0, i), s.slice(i + sep.length)];
}

export const isAdmin = (ctx: RequestContext, scope?: string) =>
  ctx.caller.kind === "admin" && (!scope || ctx.caller.scopes.includes("*") || ctx.caller.scopes.includes(scope));

/** true when the response depends on who is calling */
export const callerDependent = (ctx: RequestContext) => ctx.caller.kind !== "guest";
