/**
 * The REST facade on the HTTP server: each route of the table (core and modules) gets its context, the
 * login-wall predispatch, query and body validation, its handler (which runs GraphQL operations), and the
 * caching headers of its kind (public, private and varying, or no-store for writes).
 */
import type { Context, Hono } from "hono";
import type { App } from "../core/kernel.ts";
import type { RequestContext } from "../core/context.ts";
import { ProblemError, zodProblem } from "../core/errors.ts";
import { limitedStream, MAX_BODY_BYTES, readBodyLimited, readBytesLimited } from "../http/body.ts";
import type { Env } from "../http/env.ts";
import type { RunOperation } from "./graphql-client.ts";
import { nullsAsAbsent } from "./null-as-absent.ts";
import { isRestResponse, operationFields, type RestResponse, type RestRoute, type UploadedFile } from "../core/routes.ts";
import { cachedAnswer, etagMatches, requestTarget, varyHeader, type CachedAnswer } from "../core/response-cache.ts";

export interface MountDeps {
  app: App;
  run: RunOperation;
  contextFor(c: Context<Env>): Promise<RequestContext>;
}

export function mountRestRoutes(hono: Hono<Env>, routes: RestRoute[], { app, run, contextFor }: MountDeps) {
  for (const route of routes) {
    const reshaped = route.refusal;
    const handler = reshaped
      ? async (c: Context<Env>) => {
          try {
            return await handle(c);
          } catch (e) {
            const out = reshaped(e);
            if (!out) throw e;
            for (const [k, v] of Object.entries(out.headers ?? {})) c.header(k, v);
            c.header("Cache-Control", "no-store");
            return c.json(out.body ?? null, (out.status ?? 400) as 400);
          }
        }
      : (c: Context<Env>) => handle(c);
    const handle = async (c: Context<Env>) => {
      const ctx = await contextFor(c);
      const url = new URL(c.req.url);
      await app.events.dispatch("controller_action_predispatch", {
        ctx,
        kind: "rest",
        path: url.pathname,
        routeId: route.id,
        exemptFromLoginWall: route.exemptFromLoginWall ?? false,
      });
      const query = route.query ? parse(route.query, Object.fromEntries(url.searchParams), "query") : {};
      // after the login wall and the query's validation: a refused request never reaches the cache
      const ticket = route.responseCache ? await app.responses.ticket(ctx, requestTarget(url)) : undefined;
      if (ticket) {
        const hit = app.responses.get(ticket);
        if (hit) return answer(c, hit, "hit");
        // also on a refusal (404): it varies as the answer would
        c.header("Vary", varyHeader(ticket));
        c.header("Cache-Control", "private, max-age=60");
        c.header("X-Response-Cache", "miss");
      }
      route.guard?.(ctx);
      let body: unknown;
      if (route.body) {
        const ct = c.req.header("content-type") ?? "";
        const types = route.bodyTypes ?? ["json"];
        const isForm = /^application\/x-www-form-urlencoded\b/i.test(ct);
        const isMultipart = /^multipart\/form-data\b/i.test(ct);
        if (isForm && types.includes("form")) {
          body = parse(route.body, formObject(new URLSearchParams(await readBodyLimited(c.req.raw))), "body", route.invalidBodyStatus);
        } else if (isMultipart && types.includes("multipart")) {
          const bytes = await readBytesLimited(c.req.raw, route.maxBodyBytes?.(app.settings) ?? MAX_BODY_BYTES);
          body = parse(route.body, await multipartObject(bytes, ct), "body", route.invalidBodyStatus);
        } else {
          if (!types.includes("json") || !/^application\/(.+\+)?json\b/i.test(ct)) {
            const accepted = types.map((t) => MEDIA_TYPES[t]).join(" or ");
            throw new ProblemError(415, "unsupported_media_type", `Send the body as ${accepted}`);
          }
          const text = await readBodyLimited(c.req.raw);
          let json: unknown;
          try {
            json = JSON.parse(text);
          } catch {
            throw new ProblemError(400, "malformed_json", "The request body is not valid JSON");
          }
          body = parse(route.body, nullsAsAbsent(route.body, json), "body", route.invalidBodyStatus);
        }
      }
      let bodyStream: ReadableStream<Uint8Array> | null = null;
      if (route.streamBody) {
        const ct = (c.req.header("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
        if (!route.streamBody.mediaTypes.includes(ct))
          throw new ProblemError(415, "unsupported_media_type", `Send the body as ${route.streamBody.mediaTypes.join(" or ")}`);
        bodyStream = limitedStream(c.req.raw, route.streamBody.maxBytes);
      }
      const out = await route.handler(ctx, {
        params: c.req.param() as Record<string, string>,
        path: url.pathname,
        query: query as Record<string, unknown>,
        searchParams: url.searchParams,
        body,
        bodyStream,
        headers: { get: (n) => c.req.header(n) ?? null },
        run,
        ...operationFields(ctx, run),
      });
      const res: RestResponse = isRestResponse(out) ? out : { body: out };
      for (const [k, v] of Object.entries(res.headers ?? {})) c.header(k, v);
      // on a GET, caching headers the handler set itself (GET /cart: no-store, varies by X-Cart-Id) win over the defaults
      const own = (name: string) => Object.keys(res.headers ?? {}).some((k) => k.toLowerCase() === name);
      const cacheHeader = (name: string, value: string) => own(name.toLowerCase()) || c.header(name, value);
      if (ticket) {
        // headers set with the ticket
      } else if (route.method === "GET") {
        if (route.publicCache) cacheHeader("Cache-Control", "public, max-age=60");
        else {
          cacheHeader("Vary", "Authorization, X-Store-Code");
          cacheHeader("Cache-Control", "private, max-age=60");
        }
      } else c.header("Cache-Control", "no-store");
      if (res.redirect) return c.redirect(res.redirect, (res.status && res.status >= 300 && res.status < 400 ? res.status : 303) as 303);
      if (res.raw) return c.body(res.raw.text, (res.status ?? 200) as 200, { "Content-Type": res.raw.contentType });
      if (res.status === 204) return c.body(null, 204);
      if (ticket && (res.status ?? 200) === 200 && !res.headers) {
        const tags = route.responseCache === true ? ["*"] : (route.responseCache?.tags ?? ["*"]);
        const dispatch = { kind: "rest" as const, path: url.pathname, routeId: route.id, exemptFromLoginWall: route.exemptFromLoginWall ?? false };
        const made = cachedAnswer(JSON.stringify(res.body ?? null), "application/json", { tags, dispatch, vary: varyHeader(ticket) });
        app.responses.set(ctx, ticket, made);
        return answer(c, made, "miss");
      }
      return c.json(res.body ?? null, (res.status ?? 200) as 200);
    };
    hono.on(route.method, route.path, handler);
    for (const a of route.aliases ?? []) hono.on(a.method ?? route.method, a.path, handler);
  }
}

/** a kept (or just made) answer: 304 when the caller holds these bytes already */
function answer(c: Context<Env>, a: CachedAnswer, state: "hit" | "miss"): Response {
  c.header("Vary", a.vary);
  c.header("Cache-Control", "private, max-age=60");
  c.header("X-Response-Cache", state);
  c.header("ETag", a.etag);
  if (etagMatches(c.req.header("if-none-match"), a.etag)) return c.body(null, 304);
  return c.body(a.body, 200, { "Content-Type": a.contentType });
}

/** validates query parameters (400) or a body (422, or 400 where the route's contract says so) */
function parse<S extends import("zod").ZodType>(schema: S, input: unknown, where: "query" | "body", status: 400 | 422 = where === "query" ? 400 : 422) {
  const r = schema.safeParse(input);
  if (r.success) return r.data;
  throw zodProblem(r.error.issues, {
    status,
    where,
    detail: status === 400 ? (where === "query" ? "Invalid query parameters" : "The request has invalid or missing fields") : undefined,
  });
}

/** an urlencoded form as an object: a name sent once is a string, a repeated name an array */
const MEDIA_TYPES = { json: "application/json", form: "application/x-www-form-urlencoded", multipart: "multipart/form-data" } as const;

/** a multipart/form-data body as an object: text parts as strings, file parts as UploadedFile; a repeated name gives an array */
async function multipartObject(bytes: Uint8Array, contentType: string): Promise<Record<string, unknown>> {
  let form: FormData;
  try {
    form = await new Response(bytes as Uint8Array<ArrayBuffer>, { headers: { "content-type": contentType } }).formData();
  } catch {
    throw new ProblemError(400, "malformed_multipart", "The request body is not valid multipart/form-data");
  }
  const out: Record<string, unknown> = {};
  for (const key of new Set(form.keys())) {
    const all = await Promise.all(
      form
        .getAll(key)
        .map(
          async (v): Promise<string | UploadedFile> =>
            typeof v === "string" ? v : { filename: v.name, declaredType: v.type, bytes: new Uint8Array(await v.arrayBuffer()) },
        ),
    );
    out[key] = all.length === 1 ? all[0] : all;
  }
  return out;
}

function formObject(params: URLSearchParams): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    const all = params.getAll(key);
    out[key] = all.length === 1 ? all[0]! : all;
  }
  return out;
}
