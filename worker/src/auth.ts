/** The customer's login cookie, verified at the edge against the backend's JWKS (cached by jose). */
import { createRemoteJWKSet, jwtVerify } from "jose";
import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import type { AppEnv, Env } from "./env.ts";

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
