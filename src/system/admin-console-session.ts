/**
 * The console's session routes, on the console's own path so that its refresh cookie (Path=/admin) reaches them
 * and nothing else: sign in, renew, sign out, sign out everywhere (core/auth/admin-sessions.ts). The cookie is
 * HttpOnly, SameSite=Strict and Secure (except on a loopback host, where a browser may speak plain HTTP).
 *
 * Cross-site request forgery: every route takes a JSON body only (a form or a "simple" cross-site request is
 * refused with 415 before anything runs), refuses a request whose Origin is another host or whose Sec-Fetch-Site
 * says it came from another site, and the cookie is SameSite=Strict. CORS never allows credentials (http/cors.ts).
 * API clients keep POST /api/rest/v2/auth/admin-token, which sets no cookie.
 */
import { z } from "zod";
import { defineRoute, respond, type RestRequest, type RestRoute } from "../core/routes.ts";
import { ProblemError } from "../core/errors.ts";
import {
  CONSOLE_PATH,
  endAdminSession,
  endAdminSessionsEverywhere,
  type IssuedSession,
  REFRESH_COOKIE,
  renewAdminSession,
  startAdminSession,
} from "../core/auth/admin-sessions.ts";

const signInBody = z.object({ username: z.string().min(1).max(128), password: z.string().min(1).max(1024) });
/** the routes without fields still take a JSON object: the content type is the CSRF guard */
const emptyBody = z.object({}).strict();

/** a host a browser reaches over plain HTTP on this machine only: the cookie cannot be Secure there */
export function isLoopbackHost(host: string | null | undefined): boolean {
  if (!host) return false;
  const name = host.startsWith("[") ? host.slice(1, host.indexOf("]")) : host.replace(/:\d+$/, "");
  return name === "localhost" || name.endsWith(".localhost") || name === "::1" || /^127(\.\d{1,3}){3}$/.test(name);
}

function cookie(req: RestRequest<unknown, unknown>, value: string, maxAge: number): string {
  const secure = isLoopbackHost(req.headers.get("host")) ? "" : "; Secure";
  return `${REFRESH_COOKIE}=${value}; Path=${CONSOLE_PATH}; Max-Age=${maxAge}; HttpOnly; SameSite=Strict${secure}`;
}
const clearCookie = (req: RestRequest<unknown, unknown>) => cookie(req, "", 0);

function refreshCookieOf(req: RestRequest<unknown, unknown>): string | undefined {
  for (const part of (req.headers.get("cookie") ?? "").split(";")) {
    const i = part.indexOf("=");
    if (i > 0 && part.slice(0, i).trim() === REFRESH_COOKIE) return part.slice(i + 1).trim();
  }
  return undefined;
}

/** refuses a request another site made (the browser says so) or whose Origin is another host */
function sameOriginOnly(req: RestRequest<unknown, unknown>): void {
  const site = req.headers.get("sec-fetch-site");
  const origin = req.headers.get("origin");
  let foreign = site !== null && site !== "same-origin" && site !== "none";
  if (origin !== null) {
    try {
      foreign ||= new URL(origin).host !== req.headers.get("host");
    } catch {
      foreign = true;
    }
  }
  if (foreign) throw new ProblemError(403, "cross_site_request", "The console's session routes answer the console's own pages only");
}

const issued = (req: RestRequest<unknown, unknown>, s: IssuedSession) =>
  respond({ body: s.answer, headers: { "Set-Cookie": cookie(req, s.refreshToken, s.refreshMaxAge) } });

/** a refused renewal also drops the cookie, so the browser stops presenting a token that counts for nothing */
async function orDropCookie<T>(req: RestRequest<unknown, unknown>, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (e) {
    if (e instanceof ProblemError && e.status === 401) {
      throw new ProblemError(401, e.code, e.message, { headers: { ...e.headers, "Set-Cookie": clearCookie(req) } });
    }
    throw e;
  }
}

const SESSION_ANSWER = "{token, token_type, expires_in, scopes, username, idle_seconds, session_expires_in} and the refresh cookie";

export function adminConsoleSessionRoutes(): RestRoute[] {
  return [
    defineRoute({
      id: "admin_console_session_start",
      method: "POST",
      path: `${CONSOLE_PATH}/session`,
      tag: "console",
      summary: "The console's sign-in: a short-lived admin token, and a refresh token in an HttpOnly cookie on /admin",
      body: signInBody,
      invalidBodyStatus: 400,
      exemptFromLoginWall: true,
      responses: {
        200: SESSION_ANSWER,
        401: "invalid_credentials",
        403: "cross_site_request",
        415: "not JSON",
        429: "rate_limited",
        503: "busy (Retry-After)",
      },
      handler: async (ctx, req) => {
        sameOriginOnly(req);
        return issued(req, await startAdminSession(ctx, req.body));
      },
    }),
    defineRoute({
      id: "admin_console_session_refresh",
      method: "POST",
      path: `${CONSOLE_PATH}/session/refresh`,
      tag: "console",
      summary: "Renews the console's admin token with the refresh cookie, which is rotated (a rotated one presented again ends the session)",
      body: emptyBody,
      invalidBodyStatus: 400,
      exemptFromLoginWall: true,
      responses: { 200: SESSION_ANSWER, 401: "session_ended (the cookie is dropped)", 403: "cross_site_request", 415: "not JSON" },
      handler: async (ctx, req) => {
        sameOriginOnly(req);
        return issued(req, await orDropCookie(req, () => renewAdminSession(ctx, refreshCookieOf(req))));
      },
    }),
    defineRoute({
      id: "admin_console_session_sign_out",
      method: "POST",
      path: `${CONSOLE_PATH}/session/sign-out`,
      tag: "console",
      summary: "Ends the console session of the refresh cookie and drops the cookie",
      body: emptyBody,
      invalidBodyStatus: 400,
      exemptFromLoginWall: true,
      responses: { 204: "ended (or there was none)", 403: "cross_site_request", 415: "not JSON" },
      handler: async (ctx, req) => {
        sameOriginOnly(req);
        await endAdminSession(ctx, refreshCookieOf(req));
        return respond({ status: 204, headers: { "Set-Cookie": clearCookie(req) } });
      },
    }),
    defineRoute({
      id: "admin_console_session_sign_out_everywhere",
      method: "POST",
      path: `${CONSOLE_PATH}/session/sign-out-everywhere`,
      tag: "console",
      summary: "Ends every session of the cookie's admin, in every browser, and refuses every admin token issued to it before",
      body: emptyBody,
      invalidBodyStatus: 400,
      exemptFromLoginWall: true,
      responses: { 200: "{endedSessions}", 401: "session_ended", 403: "cross_site_request", 415: "not JSON" },
      handler: async (ctx, req) => {
        sameOriginOnly(req);
        const r = await orDropCookie(req, () => endAdminSessionsEverywhere(ctx, refreshCookieOf(req)));
        return respond({ body: r, headers: { "Set-Cookie": clearCookie(req) } });
      },
    }),
  ];
}
