/** The customer's login cookie, verified at the edge against the backend's JWKS (cached by jose). */
import { createRemoteJWKSet, jwtVerify } from "jose";
import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import type { AppEnv, Env } from "./env.ts";
import { backendFetch } from "./backend.ts";
import { sha256Hex } from "./http.ts";

export const TOKEN_COOKIE = "customer_token";

let jwks: { url: string; set: ReturnType<typeof createRemoteJWKSet> } | undefined;

function keySet(env: Env) {
  const url = `${env.BACKEND_URL.replace(/\/$/, "")}/api/rest/v2/auth/jwks.json`;
  if (jwks?.url !== url) jwks = { url, set: createRemoteJWKSet(new URL(url), { cacheMaxAge: 10 * 60_000, cooldownDuration: 30_000 }) };
  return jwks.set;
}

/**
 * the verified customer token of this request, or null (absent, expired, forged): the Bearer token a client
 * written for Maho's API sends itself, else the login cookie. An explicit Bearer header decides alone: a stale
 * cookie left in the browser never blocks it, and a bad one is not papered over by somebody's cookie.
 */
export async function customerToken(c: Context<AppEnv>): Promise<string | null> {
  const bearer = /^Bearer\s+(\S+)$/i.exec(c.req.header("authorization") ?? "")?.[1];
  const token = bearer ?? getCookie(c, TOKEN_COOKIE);
  if (!token || token.length > 4096) return null;
  try {
    await jwtVerify(token, keySet(c.env), { algorithms: ["ES256", "EdDSA"] });
    return token;
  } catch {
    return null;
  }
}

/**
 * A good signature says nothing of the account now (declined, deactivated, password changed): the backend,
 * which applies every reason to refuse a token (its generation, the modules' vetoes), is asked once per
 * token per isolate every SESSION_TTL_MS. No answer counts as no session (never cached).
 */
const SESSION_TTL_MS = 10_000;
const MAX_SESSIONS = 5_000;
const sessions = new Map<string, { ok: boolean; at: number }>();
const asking = new Map<string, Promise<boolean>>();

export async function sessionToken(c: Context<AppEnv>, store: string): Promise<string | null> {
  const token = await customerToken(c);
  if (!token) return null;
  const key = `${store}:${await sha256Hex(token)}`;
  const now = Date.now();
  const known = sessions.get(key);
  if (known && now - known.at < SESSION_TTL_MS) return known.ok ? token : null;
  let p = asking.get(key);
  if (!p) {
    p = accepted(c.env, store, token)
      .then((ok) => {
        if (ok !== null) {
          if (sessions.size >= MAX_SESSIONS) {
            for (const [k, v] of sessions) if (Date.now() - v.at >= SESSION_TTL_MS) sessions.delete(k);
            if (sessions.size >= MAX_SESSIONS) sessions.clear();
          }
          sessions.set(key, { ok, at: Date.now() });
        }
        return ok === true;
      })
      .finally(() => asking.delete(key));
    asking.set(key, p);
  }
  return (await p) ? token : null;
}

/** true: the backend takes the token; false: it refuses it; null: no usable answer */
async function accepted(env: Env, store: string, token: string): Promise<boolean | null> {
  try {
    const res = await backendFetch(env, "/api/rest/v2/customers/me", { store, bearer: token });
    await res.body?.cancel();
    if (res.ok) return true;
    return res.status === 401 || res.status === 403 ? false : null;
  } catch {
    return null;
  }
}
