/**
 * CORS for every route, closed unless CORS_ORIGINS lists origins. Written as a middleware that touches the
 * response only after the handler (Hono's own cors() prepares headers first, which re-wraps a streamed
 * response such as Yoga's SSE and breaks its cancellation). No cookies are used: credentials are never allowed.
 */
import type { MiddlewareHandler } from "hono";

export const CORS_REQUEST_HEADERS = [
  "authorization",
  "content-type",
  "idempotency-key",
  "x-cart-id",
  "x-store-code",
  "x-destination-country",
  "x-request-id",
  "x-graphql-yoga-csrf",
  "apollo-require-preflight",
];
const EXPOSED = "X-Request-Id, Retry-After, WWW-Authenticate, Idempotent-Replayed";
const METHODS = "GET, POST, PUT, PATCH, DELETE";

export function corsMiddleware(origins: readonly string[]): MiddlewareHandler {
  const allowed = new Set(origins);
  return async (c, next) => {
    const origin = c.req.header("origin");
    const ok = origin !== undefined && allowed.has(origin);
    if (c.req.method === "OPTIONS" && c.req.header("access-control-request-method")) {
      const headers = new Headers({ Vary: "Origin, Access-Control-Request-Method, Access-Control-Request-Headers", "Cache-Control": "no-store" });
      if (!ok) return new Response(null, { status: 204, headers });
      headers.set("Access-Control-Allow-Origin", origin);
      headers.set("Access-Control-Allow-Methods", METHODS);
      headers.set("Access-Control-Allow-Headers", CORS_REQUEST_HEADERS.join(", "));
      headers.set("Access-Control-Max-Age", "600");
      return new Response(null, { status: 204, headers });
    }
    await next();
    if (allowed.size === 0) return;
    const h = c.res.headers;
    for (const [k, v] of Object.entries(corsAnswerHeaders(allowed, origin, h.get("Vary")) ?? {})) h.set(k, v);
  };
}

/** the CORS headers of an answer (not a preflight): undefined when no origin is configured */
export function corsAnswerHeaders(allowed: ReadonlySet<string>, origin: string | undefined, vary: string | null): Record<string, string> | undefined {
  if (allowed.size === 0) return undefined;
  const out: Record<string, string> = { Vary: vary ? `${vary}, Origin` : "Origin" };
  if (origin !== undefined && allowed.has(origin)) {
    out["Access-Control-Allow-Origin"] = origin;
    out["Access-Control-Expose-Headers"] = EXPOSED;
  }
  return out;
}
