/**
 * Security headers on every answer of the worker. The pages load scripts and styles from this origin only
 * (the store config is a JSON data block, never run); merchant CMS HTML may style inline and show images
 * from anywhere over HTTPS; forms post here or to the backend (a custom form's browser route).
 */
import type { Context } from "hono";
import type { AppEnv, Env } from "./env.ts";

export function contentSecurityPolicy(env: Env): string {
  let backend = "";
  try {
    backend = ` ${new URL(env.BACKEND_URL).origin}`;
  } catch {
    backend = "";
  }
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: https:${backend}`,
    "font-src 'self' data:",
    "connect-src 'self'",
    `form-action 'self'${backend}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
  ].join("; ");
}

export async function securityHeaders(c: Context<AppEnv>, next: () => Promise<void>) {
  await next();
  const res = new Response(c.res.body, c.res);
  const h = res.headers;
  if (!h.has("content-security-policy")) h.set("content-security-policy", contentSecurityPolicy(c.env));
  h.set("x-frame-options", "DENY");
  h.set("x-content-type-options", "nosniff");
  h.set("referrer-policy", "strict-origin-when-cross-origin");
  c.res = res;
}
