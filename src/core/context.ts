/**
 * The request context: the first argument of every service call. Built once per HTTP request
 * (or WebSocket connection) from the credentials sent; the customer group is read from the
 * database each time, never from the token, so an approval takes effect without a new token.
 */
import { randomUUID } from "node:crypto";
import type { App } from "./app.ts";
import type { Store } from "../generated/prisma/client.ts";
import { ProblemError } from "./errors.ts";
import { verifyPassword, dummyHash } from "./auth/password.ts";

export const GUEST_GROUP_ID = 0;

export type Caller =
  | { kind: "guest" }
  | { kind: "api_user"; apiUserId: number; username: string }
  | { kind: "customer"; customerId: number; email: string }
  | { kind: "admin"; adminId: number; scopes: string[] };

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
  /** per-request memo for services (loaders, computed scopes) */
  memo: Map<string, unknown>;
}

export interface ContextInput {
  headers: { get(name: string): string | null };
  ip: string;
  requestId?: string;
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
  const store = await resolveStore(app, h.get("x-store-code"));
  const base = {
    app,
    requestId: input.requestId ?? randomUUID(),
    store,
    ip: input.ip,
    header: (n: string) => h.get(n) ?? undefined,
    memo: new Map<string, unknown>(),
  };
  const auth = h.get("authorization");
  if (!auth) return { ...base, caller: { kind: "guest" }, groupId: GUEST_GROUP_ID };

  const [scheme, value] = splitOnce(auth.trim(), " ");
  if (/^bearer$/i.test(scheme) && value) {
    const verified = await app.tokens.verify(value.trim());
    if (!verified) throw new ProblemError(401, "invalid_token", "The access token is invalid or expired", { headers: { "WWW-Authenticate": 'Bearer error="invalid_token"' } });
    if (verified.kind === "admin") {
      const admin = await app.db.adminUser.findUnique({ where: { id: verified.claims.adminId } });
      if (!admin || !admin.isActive) throw new ProblemError(401, "invalid_token", "The admin account no longer exists");
      return { ...base, caller: { kind: "admin", adminId: admin.id, scopes: admin.scopes.split(",").map((s) => s.trim()) }, groupId: GUEST_GROUP_ID };
    }
    const customer = await app.db.customer.findUnique({
      where: { id: verified.claims.customerId },
      select: { id: true, email: true, groupId: true, storeId: true, isApproved: true, approvalStatus: true },
    });
    if (!customer) throw new ProblemError(401, "invalid_token", "The customer account no longer exists or is not active");
    const ctx: RequestContext = { ...base, caller: { kind: "customer", customerId: customer.id, email: customer.email }, groupId: customer.groupId };
    // modules may refuse the token (e.g. of an account that is not approved)
    await app.events.dispatch("customer_token_check", { ctx, customer });
    return ctx;
  }
  if (/^basic$/i.test(scheme) && value) {
    const cached = app.apiUserCache.get(value.trim());
    if (cached) return { ...base, caller: { kind: "api_user", ...cached }, groupId: GUEST_GROUP_ID };
    const decoded = Buffer.from(value.trim(), "base64").toString("utf8");
    const [username, secret] = splitOnce(decoded, ":");
    const user = username ? await app.db.apiUser.findUnique({ where: { username } }) : null;
    // verify against a dummy hash when the user is unknown: same cost, no user enumeration by timing
    const ok = await verifyPassword(secret ?? "", user?.secretHash ?? (await dummyHash()));
    if (!user || !user.isActive || !ok) throw new ProblemError(401, "invalid_credentials", "Invalid API user credentials", { headers: { "WWW-Authenticate": 'Basic realm="api"' } });
    app.apiUserCache.set(value.trim(), { apiUserId: user.id, username: user.username });
    return { ...base, caller: { kind: "api_user", apiUserId: user.id, username: user.username }, groupId: GUEST_GROUP_ID };
  }
  throw new ProblemError(401, "invalid_token", "Unsupported Authorization scheme; use Bearer or Basic");
}

function splitOnce(s: string, sep: string): [string, string | undefined] {
  const i = s.indexOf(sep);
  return i < 0 ? [s, undefined] : [s.slice(0, i), s.slice(i + sep.length)];
}

export const isAdmin = (ctx: RequestContext, scope?: string) =>
  ctx.caller.kind === "admin" && (!scope || ctx.caller.scopes.includes("*") || ctx.caller.scopes.includes(scope));

/** true when the response depends on who is calling */
export const callerDependent = (ctx: RequestContext) => ctx.caller.kind !== "guest";
