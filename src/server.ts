/**
 * The HTTP server: Hono on node:http, Yoga at /graphql (with graphql-ws on the same port), the REST
 * facade under /api/rest/v2, module client scripts under /plugins, the admin console under /admin, /healthz.
 */
import http from "node:http";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { Hono, type Context } from "hono";
import { getRequestListener } from "@hono/node-server";
import type { GraphQLSchema } from "graphql";
import { createApp, restRoutes, type App } from "./app.ts";
import { createContext } from "./core/context.ts";
import { answerSentWhen } from "./core/after-answer.ts";
import { ProblemError, problemBody } from "./core/errors.ts";
import type { ModuleDefinition } from "./core/modules.ts";
import { settingsFromEnv, type Settings } from "./core/settings.ts";
import type { DbHandle } from "./core/db/client.ts";
import { buildSchema } from "./graphql/schema.ts";
import { createGraphQL } from "./graphql/yoga.ts";
import { operationRunner } from "./rest/graphql-client.ts";
import { mountRestRoutes } from "./rest/mount.ts";
import { bodyTooLarge, closeAfterAnswer, MAX_BODY_BYTES, readBodyLimited } from "./http/body.ts";
import { problemResponse } from "./http/problem-response.ts";
import type { Env } from "./http/env.ts";
import { buildOpenApi } from "./rest/openapi.ts";
import { attachGraphQLWs } from "./graphql/ws-server.ts";
import { lazyRootFields, operationOfRequest } from "./graphql/root-fields.ts";
import { clientIp } from "./http/client-ip.ts";
import { corsMiddleware } from "./http/cors.ts";
import { answerFromCache, earlyContext, requestIdOf } from "./http/cached-answers.ts";
import { cacheableQuery } from "./graphql/cached-query.ts";
import { cachedAnswer, etagMatches, requestTarget, varyHeader } from "./core/response-cache.ts";
import { LANDING_CSP, landingPage } from "./http/landing-page.ts";
import { mountAdminConsole } from "./http/admin-console.ts";
import { projectRoot } from "./core/db/url.ts";

export { MAX_BODY_BYTES } from "./http/body.ts";

export interface ServerOptions {
  settings?: Partial<Settings>;
  modules: ModuleDefinition<never>[];
  dbHandle?: DbHandle;
  logger?: App["logger"];
  /** the admin console's built bundle (default: admin/dist in the project) */
  adminDistDir?: string;
}

export interface RunningServer {
  app: App;
  schema: GraphQLSchema;
  url: string;
  port: number;
  http: http.Server;
  close(): Promise<void>;
}

export async function createServer(opts: ServerOptions) {
  const settings = { ...settingsFromEnv(), ...opts.settings };
  const app = await createApp(settings, { modules: opts.modules, dbHandle: opts.dbHandle, logger: opts.logger });
  const schema = buildSchema(app.db, app.domains, app.modules.installed);
  const yoga = createGraphQL(app, schema);
  const run = operationRunner(yoga);
  const routes = restRoutes(app.domains, app.modules.installed);
  const openapi = buildOpenApi(routes);

  const hono = new Hono<Env>();
  // upload routes (images, a CSV import) have a limit of their own; every other body has MAX_BODY_BYTES
  const uploadLimits = routes
    .filter((r) => r.maxBodyBytes || r.streamBody)
    .map((r) => ({
      method: r.method,
      path: new RegExp(`^${r.path.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/:[A-Za-z_]+/g, "[^/]+")}$`),
      maxBytes: r.maxBodyBytes ? r.maxBodyBytes(settings) : r.streamBody!.maxBytes,
    }));
  const bodyLimitOf = (method: string, pathname: string) => uploadLimits.find((u) => u.method === method && u.path.test(pathname))?.maxBytes ?? MAX_BODY_BYTES;

  hono.onError((err, c) => {
    if (err instanceof ProblemError) return problemResponse(c, err);
    // a client that goes away mid-request (an aborted upload) is not a fault of ours
    if (c.req.raw.signal.aborted || isClientAbort(err)) {
      app.logger.debug({ requestId: c.get("requestId"), message: err.message }, "client aborted the request");
      return problemResponse(c, new ProblemError(400, "request_aborted", "The request was aborted by the client"));
    }
    app.logger.error({ err, requestId: c.get("requestId") }, "unhandled error");
    return c.body(JSON.stringify(problemBody(500, "internal_error", "An unexpected error occurred")), 500, { "Content-Type": "application/problem+json" });
  });
  hono.notFound((c) => problemResponse(c, new ProblemError(404, "not_found", `No route for ${c.req.method} ${new URL(c.req.url).pathname}`)));

  // request id, access log, body size limit
  hono.use("*", async (c, next) => {
    const requestId = requestIdOf(c.req.header("x-request-id"));
    c.set("requestId", requestId);
    const started = performance.now();
    const node = c.env as { incoming?: http.IncomingMessage; outgoing?: http.ServerResponse } | undefined;
    const len = Number(c.req.header("content-length") ?? 0);
    if (len > MAX_BODY_BYTES) {
      // an upload route takes more (its own limit, checked again while its body is read)
      const limit = bodyLimitOf(c.req.method, new URL(c.req.url).pathname);
      if (len > limit) {
        c.header("X-Request-Id", requestId);
        if (node?.incoming && node.outgoing) closeAfterAnswer(node.incoming, node.outgoing);
        return problemResponse(c, bodyTooLarge(limit));
      }
    }
    await next();
    // answered before the body ended: a 413 while reading it, or a refusal before reading a body of unknown length
    // (chunked) is read whole, then the connection closes; the rest of a body of a known length within the limit
    // is read and dropped by node, and the connection kept
    const unread = node?.incoming && node.outgoing && !node.incoming.complete;
    if (unread && (c.res.status === 413 || c.req.header("content-length") === undefined)) closeAfterAnswer(node.incoming!, node.outgoing!);
    // on the response's own headers: c.header() after the handler re-wraps the body (a 250 KB listing's bytes
    // were measured, copied and streamed again); headers a Response was made with immutable fall back to it
    try {
      c.res.headers.set("X-Request-Id", requestId);
    } catch {
      c.header("X-Request-Id", requestId);
    }
    app.logger.info(
      { requestId, method: c.req.method, path: new URL(c.req.url).pathname, status: c.res.status, ms: Math.round(performance.now() - started) },
      "request",
    );
  });
  hono.use("*", corsMiddleware(settings.corsOrigins));

  // every configured dependency: 503 when one is down ({status:"degraded", db:"ok", redis:"down"})
  hono.get("/healthz", async (c) => {
    const h = await app.health();
    const status = h.db === "down" ? "down" : h.redis === "down" ? "degraded" : "ok";
    c.header("Cache-Control", "no-store");
    return c.json({ status, ...h }, status === "ok" ? 200 : 503);
  });
  // for load balancers: can this instance serve? It needs the database; without Redis it degrades and serves
  hono.get("/readyz", async (c) => {
    const h = await app.health();
    c.header("Cache-Control", "no-store");
    return c.json({ status: h.db === "ok" ? "ok" : "down", ...h }, h.db === "ok" ? 200 : 503);
  });

  const ipOptions = { trustedProxies: settings.trustedProxies, signingSecret: settings.syncSecret };
  const ipOf = (c: Context) => {
    const incoming = (c.env as { incoming?: http.IncomingMessage } | undefined)?.incoming;
    return clientIp(incoming?.socket.remoteAddress ?? "", (n) => c.req.header(n), ipOptions);
  };
  const contextFor = async (c: Context<Env>) => {
    // made already when the request was looked up before the router (http/cached-answers.ts)
    const early = earlyContext((c.env as { incoming?: http.IncomingMessage } | undefined)?.incoming);
    if (early) early.requestId = c.get("requestId");
    const ctx =
      early ?? (await createContext(app, { headers: { get: (n) => c.req.header(n) ?? null }, ip: ipOf(c), requestId: c.get("requestId"), url: c.req.url }));
    const outgoing = (c.env as { outgoing?: http.ServerResponse } | undefined)?.outgoing;
    if (outgoing) answerSentWhen(ctx, new Promise<void>((r) => outgoing.once("close", () => r())));
    c.set("ctx", ctx);
    return ctx;
  };

  hono.on(["GET", "POST"], "/graphql", async (c) => {
    const isGraphiql = c.req.method === "GET" && (c.req.header("accept") ?? "").includes("text/html");
    const ctx = isGraphiql ? undefined : await contextFor(c);
    let request = c.req.raw;
    if (ctx) {
      const body = c.req.method === "POST" ? await readBodyLimited(request) : undefined;
      if (body !== undefined) request = new Request(request.url, { method: "POST", headers: request.headers, body });
      const rootFields = lazyRootFields(() => operationOfRequest(c.req.url, body));
      await app.events.dispatch("controller_action_predispatch", {
        ctx,
        kind: "graphql",
        path: "/graphql",
        routeId: "graphql",
        exemptFromLoginWall: false,
        rootFields,
      });
    }
    // a GET query of cacheable root fields only: kept per vary context, like the REST GETs (graphql/cached-query.ts)
    const url = new URL(c.req.url);
    const cacheable = ctx && c.req.method === "GET" ? cacheableQuery(schema, url, c.req.header("accept")) : undefined;
    const ticket = ctx && cacheable ? await app.responses.ticket(ctx, requestTarget(url), ["accept"]) : undefined;
    if (ticket && cacheable && ctx) {
      const hit = app.responses.get(ticket);
      if (hit) return keptGraphQLAnswer(c, hit, "hit");
      const res = await yoga.fetch(request, { ctx, ip: ipOf(c) });
      const text = await res.text();
      const made = cachedAnswer(text, res.headers.get("content-type") ?? "application/json", {
        tags: cacheable.tags,
        dispatch: { kind: "graphql", path: "/graphql", routeId: "graphql", exemptFromLoginWall: false, rootFields: cacheable.rootFields },
        vary: varyHeader(ticket),
      });
      if (res.status === 200 && !hasErrors(text)) {
        app.responses.set(ctx, ticket, made);
        return keptGraphQLAnswer(c, made, "miss");
      }
      const headers = new Headers(res.headers);
      headers.set("Vary", made.vary);
      headers.set("Cache-Control", "private, max-age=0, no-store");
      return new Response(text, { status: res.status, headers });
    }
    const res = await yoga.fetch(request, { ctx, ip: ipOf(c) });
    // Yoga's response is handed over as it is: re-wrapping an SSE body breaks its cancellation when the client leaves
    if (ctx) {
      res.headers.set("Vary", "Authorization, X-Store-Code");
      res.headers.set("Cache-Control", "private, max-age=0, no-store");
    }
    return res;
  });

  // a page of links for whoever opens the backend in a browser
  const landing = landingPage({
    title: "B2B trade API",
    modules: app.modules.installed.map((m) => ({ code: m.definition.code, name: m.definition.label })),
    storefrontUrl: settings.storefrontUrl && /^https?:\/\//i.test(settings.storefrontUrl) ? settings.storefrontUrl : undefined,
  });
  hono.get("/", async (c) =>
    c.html(await landing, 200, {
      "Content-Security-Policy": LANDING_CSP,
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "no-referrer",
      "Cache-Control": "no-cache",
    }),
  );
  hono.get("/api/rest/v2/openapi.json", (c) => c.json(openapi));
  mountAdminConsole(hono, opts.adminDistDir ?? path.join(projectRoot(), "admin", "dist"));
  hono.get("/plugins/:file", (c) => {
    const file = c.req.param("file");
    const m = file.endsWith(".js") ? app.modules.byManifestCode(file.slice(0, -3)) : undefined;
    if (!m?.definition.clientScript) return problemResponse(c, new ProblemError(404, "not_found", "No such plugin script"));
    return c.body(m.definition.clientScript, 200, { "Content-Type": "text/javascript; charset=utf-8", "Cache-Control": "public, max-age=300" });
  });

  mountRestRoutes(hono, routes, { app, run, contextFor });

  const listener = answerFromCache(
    { app, ipOf: (req) => clientIp(req.socket.remoteAddress ?? "", (n) => req.headers[n], ipOptions), corsOrigins: settings.corsOrigins },
    getRequestListener(hono.fetch),
  );
  const server = http.createServer(listener);
  // `Expect: 100-continue` (curl, most HTTP clients for a large body): a body announced over the limit is refused
  // before the client sends it, rather than invited with 100 Continue and then drained
  server.on("checkContinue", (req, res) => {
    const announced = Number(req.headers["content-length"]);
    const limit = bodyLimitOf(req.method ?? "", (req.url ?? "/").split("?")[0]!);
    if (Number.isFinite(announced) && announced > limit) {
      const body = JSON.stringify(problemBody(413, "payload_too_large", `Request bodies are limited to ${limit} bytes`));
      res.writeHead(413, { "Content-Type": "application/problem+json", "Content-Length": Buffer.byteLength(body), Connection: "close" });
      res.end(body);
      return;
    }
    res.writeContinue();
    listener(req, res);
  });
  const ws = attachGraphQLWs({
    app,
    yoga,
    server,
    path: "/graphql",
    maxPayloadBytes: MAX_BODY_BYTES,
    maxConnectionsPerIp: settings.wsMaxConnectionsPerIp,
    ipOf: (req) => clientIp(req.socket.remoteAddress ?? "", (n) => req.headers[n], ipOptions),
  });

  return {
    app,
    schema,
    hono,
    routes,
    async listen(port = settings.port, host = settings.host): Promise<RunningServer> {
      await new Promise<void>((resolve) => server.listen(port, host, resolve));
      const addr = server.address() as AddressInfo;
      const url = `http://${host === "0.0.0.0" ? "127.0.0.1" : host}:${addr.port}`;
      const modules = app.modules.installed;
      const stops = modules.map((m) => m.definition.start?.(app, m)).filter((s): s is () => void => typeof s === "function");
      return {
        app,
        schema,
        url,
        port: addr.port,
        http: server,
        async close() {
          for (const s of stops) await s();
          await ws.close();
          server.closeAllConnections();
          await new Promise<void>((r) => server.close(() => r()));
          await yoga.dispose?.();
          await app.close();
        },
      };
    },
  };
}

/** a kept GraphQL answer (or one just made): 304 when the caller holds these bytes already */
function keptGraphQLAnswer(c: Context<Env>, a: import("./core/response-cache.ts").CachedAnswer, state: "hit" | "miss"): Response {
  const headers = { ETag: a.etag, Vary: a.vary, "Cache-Control": "private, max-age=60", "X-Response-Cache": state };
  if (etagMatches(c.req.header("if-none-match"), a.etag)) return c.body(null, 304, headers);
  return c.body(a.body, 200, { ...headers, "Content-Type": a.contentType });
}

/** whether a GraphQL answer carries errors (never kept: a partial answer, a refusal) */
function hasErrors(text: string): boolean {
  try {
    return "errors" in (JSON.parse(text) as object);
  } catch {
    return true;
  }
}

/** errors of a request whose client went away (connection reset, body stream aborted) */
function isClientAbort(err: Error): boolean {
  const code = (err as { code?: string }).code ?? (err.cause as { code?: string } | undefined)?.code;
  return (
    err.name === "AbortError" ||
    code === "ECONNRESET" ||
    code === "ECONNABORTED" ||
    code === "ERR_STREAM_PREMATURE_CLOSE" ||
    /^(aborted|terminated)$/i.test(err.message)
  );
}
