/**
 * Kept answers before the router: a GET whose target the response cache holds answers for is looked up
 * straight from node:http, with only what the answer depends on: the request's context (cache versions
 * read, store, caller from the verified-token memo), the vary hook, the predispatch observers (the login
 * wall, told what the kept answer was), the access log, CORS. The bytes are written as kept, or a 304.
 * Anything else (not kept for this context, a refused credential, an error) goes on to the router, with
 * the context made here so that it is not made twice.
 */
import type http from "node:http";
import { randomUUID } from "node:crypto";
import type { App } from "../core/kernel.ts";
import { createContext, type RequestContext } from "../core/context.ts";
import { etagMatches, requestTarget } from "../core/response-cache.ts";
import { corsAnswerHeaders } from "./cors.ts";

/** the context the fast path made for a request it handed on */
const EARLY_CONTEXT = Symbol("b2b.earlyContext");

export interface CachedAnswerDeps {
  app: App;
  ipOf(req: http.IncomingMessage): string;
  corsOrigins: readonly string[];
}

export function requestIdOf(given: string | undefined): string {
  // a caller's request id is echoed and logged: only a short token of safe characters is taken
  return given && /^[A-Za-z0-9._:-]{1,64}$/.test(given) ? given : randomUUID();
}

/** the context made for this request before the router, if any (taken once) */
export function earlyContext(req: http.IncomingMessage | undefined): RequestContext | undefined {
  const r = req as (http.IncomingMessage & { [EARLY_CONTEXT]?: RequestContext }) | undefined;
  const ctx = r?.[EARLY_CONTEXT];
  if (r) r[EARLY_CONTEXT] = undefined;
  return ctx;
}

export function answerFromCache(deps: CachedAnswerDeps, next: http.RequestListener): http.RequestListener {
  const { app } = deps;
  const allowed = new Set(deps.corsOrigins);
  return (req, res) => {
    if (req.method !== "GET" || !app.responses.enabled) return next(req, res);
    // API users (Basic) are never served kept answers, and their credential check counts attempts: once, by the router
    const auth = req.headers.authorization;
    if (auth !== undefined && !/^\s*bearer\s/i.test(auth)) return next(req, res);
    let target: string;
    try {
      target = requestTarget(new URL(req.url ?? "/", "http://x"));
    } catch {
      return next(req, res);
    }
    const keyHeaders = app.responses.keyHeadersOf(target);
    if (!keyHeaders) return next(req, res);
    serve(req, res, target, keyHeaders).then(
      (served) => served || next(req, res),
      // a refusal (a bad token, the login wall) or a fault: the router answers it as it would any request
      () => next(req, res),
    );
  };

  async function serve(req: http.IncomingMessage, res: http.ServerResponse, target: string, keyHeaders: string[]): Promise<boolean> {
    const started = performance.now();
    const header = (n: string) => {
      const v = req.headers[n];
      return v === undefined ? null : Array.isArray(v) ? v.join(", ") : v;
    };
    const requestId = requestIdOf(header("x-request-id") ?? undefined);
    const ctx = await createContext(app, {
      headers: { get: header },
      ip: deps.ipOf(req),
      requestId,
      url: `http://${req.headers.host ?? "localhost"}${req.url}`,
    });
    const ticket = await app.responses.ticket(ctx, target, keyHeaders);
    const hit = ticket && app.responses.get(ticket);
    if (!hit) {
      (req as http.IncomingMessage & { [EARLY_CONTEXT]?: RequestContext })[EARLY_CONTEXT] = ctx;
      return false;
    }
    const d = hit.dispatch;
    await app.events.dispatch("controller_action_predispatch", { ctx, ...d, rootFields: d.rootFields ? () => d.rootFields! : undefined });
    const headers: Record<string, string | number> = {
      "Content-Type": hit.contentType,
      ETag: hit.etag,
      Vary: hit.vary,
      "Cache-Control": "private, max-age=60",
      "X-Response-Cache": "hit",
      "X-Request-Id": requestId,
    };
    if (allowed.size) Object.assign(headers, corsAnswerHeaders(allowed, header("origin") ?? undefined, hit.vary));
    const notModified = etagMatches(header("if-none-match") ?? undefined, hit.etag);
    if (notModified) {
      res.writeHead(304, headers);
      res.end();
    } else {
      headers["Content-Length"] = hit.body.byteLength;
      res.writeHead(200, headers);
      res.end(hit.body);
    }
    app.logger.info(
      { requestId, method: "GET", path: target.split("?", 1)[0], status: notModified ? 304 : 200, ms: Math.round(performance.now() - started), cache: "hit" },
      "request",
    );
    return true;
  }
}
