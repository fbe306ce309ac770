/**
 * The REST route primitive: each route declares its shape (used for validation and the OpenAPI document).
 * Domains and modules declare their routes with it (`defineRoute` types a handler's query and body by the
 * route's schemas); the REST facade (rest/mount.ts) mounts them.
 */
import type { z } from "zod";
import type { TypedDocumentNode } from "@graphql-typed-document-node/core";
import { ProblemError } from "./errors.ts";
import type { RequestContext } from "./context.ts";
import { unwrapData, unwrapResult } from "./api/result.ts";
import type { Settings } from "./settings.ts";

/** runs a GraphQL operation of this server with the request's context (the REST facade's runner implements it) */
export type RunOperation = <R, V>(ctx: RequestContext, doc: TypedDocumentNode<R, V>, variables: V) => Promise<R>;

export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export interface RestRequest<Q = Record<string, unknown>, B = unknown> {
  params: Record<string, string>;
  /** the request path as sent (percent-encoded) */
  path: string;
  query: Q;
  /** the raw query string parameters, for conventions zod cannot name (order[field]) */
  searchParams: URLSearchParams;
  body: B;
  /**
   * a `streamBody` route's request body as it arrives (null for others), cut with a 413 `payload_too_large` past
   * the route's `maxBytes`; the handler reads it itself
   */
  bodyStream: ReadableStream<Uint8Array> | null;
  headers: { get(name: string): string | null };
  run: RunOperation;
  /** runs an operation with the request's context and answers one field's `data`; its `Problem` is thrown as a ProblemError */
  runData<R, V, K extends keyof R>(doc: TypedDocumentNode<R, V>, variables: V, field: K): Promise<DataOf<R[K]>>;
  /** runs an operation with the request's context and answers one field, its `Problem` thrown as a ProblemError */
  runResult<R, V, K extends keyof R>(doc: TypedDocumentNode<R, V>, variables: V, field: K): Promise<Exclude<R[K], { __typename: "Problem" }>>;
}

/** a file part of a multipart body, read whole (within the route's maxBodyBytes) */
export interface UploadedFile {
  /** the file name the client gave (not trusted for anything but display) */
  filename: string;
  /** the media type the client declared (not trusted: uploads are checked by their bytes) */
  declaredType: string;
  bytes: Uint8Array;
}

export const isUploadedFile = (v: unknown): v is UploadedFile =>
  typeof v === "object" && v !== null && (v as UploadedFile).bytes instanceof Uint8Array && typeof (v as UploadedFile).filename === "string";

/** the `data` of an errors-plugin result field (`{__typename, data} | Problem`) */
export type DataOf<F> = F extends { data?: infer D } ? D : never;

/** `runData` and `runResult` of a request, on the facade's runner and the request's context */
export function operationFields(ctx: RequestContext, run: RunOperation): Pick<RestRequest, "runData" | "runResult"> {
  return {
    runData: async (doc, variables, field) => unwrapData((await run(ctx, doc, variables))[field] as never),
    runResult: async (doc, variables, field) => unwrapResult((await run(ctx, doc, variables))[field] as never),
  };
}

export interface RestResponse {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
  /** a non-JSON body (scripts, HTML, media files), or a stream of one sent as it is made (a CSV export) */
  raw?: { contentType: string; text: string | Uint8Array<ArrayBuffer> | ReadableStream<Uint8Array> };
  /** answer a redirect to this location (status 303 unless `status` is another 3xx) */
  redirect?: string;
}

export interface RestRoute {
  id: string;
  method: Method;
  /** Hono path, e.g. /api/rest/v2/products/:id */
  path: string;
  summary: string;
  tag: string;
  query?: z.ZodObject;
  body?: z.ZodType;
  /**
   * the body media types the route accepts: JSON (default), and/or `form` (application/x-www-form-urlencoded,
   * parsed to an object; a repeated name gives an array) for routes that browsers post HTML forms to, and/or
   * `multipart` (multipart/form-data, parsed the same way; a file part becomes an UploadedFile) for uploads
   */
  bodyTypes?: ("json" | "form" | "multipart")[];
  /**
   * a `multipart` route's body limit (an upload's), above the one every other request has (MAX_BODY_BYTES,
   * src/http/body.ts): the server lets a larger Content-Length through to this route only
   */
  maxBodyBytes?: (settings: Settings) => number;
  /** refuses a caller before the body is read (an upload's: nobody but an admin makes the server read megabytes) */
  guard?(ctx: RequestContext): void;
  /**
   * a body the handler reads itself as a byte stream (`req.bodyStream`: a file upload such as a CSV import) instead
   * of a parsed `body`: the media types it accepts (415 otherwise) and its own size limit, in place of the server's
   * 1 MB (a path without parameters: the server checks Content-Length against it before routing)
   */
  streamBody?: { mediaTypes: string[]; maxBytes: number; description: string };
  /** status -> description, for the OpenAPI document */
  responses?: Record<number, string>;
  /** the media type of a successful answer for the OpenAPI document (a `raw` one: application/pdf); JSON by default */
  produces?: string;
  /** the status of a body that fails its schema: 422 `invalid` (default), or 400 `invalid_request` where the contract says so */
  invalidBodyStatus?: 400 | 422;
  /**
   * the answer is the same for every caller of one class (store, caller kind, customer group, what modules
   * add): the response cache keeps it (core/response-cache.ts), tagged with what it shows (`true`: with
   * everything, evicted by any change). Never for answers with customer data.
   */
  responseCache?: true | { tags: string[] };
  /** true: the answer is the same for every caller (public caching) */
  publicCache?: boolean;
  /** the login wall and other predispatch observers skip these (auth, registration, forms) */
  exemptFromLoginWall?: boolean;
  /**
   * a route that speaks another client's contract (Maho's form client) answers its refusals in that client's shape:
   * every ProblemError of the request (a body that fails its schema, the handler's refusals) goes through this
   * first; null leaves it to the problem details handler
   */
  refusal?: (e: unknown) => RestResponse | null;
  /** aliases served with the same handler, e.g. the worker's /api/cart */
  aliases?: { method?: Method; path: string }[];
  handler(ctx: RequestContext, req: RestRequest): Promise<RestResponse | object>;
}

/** what a route's schema lets through (`D` without one) */
type Parsed<S, D> = S extends z.ZodType ? z.output<S> : D;

/** a route whose handler reads `req.query` and `req.body` as its `query` and `body` schemas output them */
export interface TypedRestRoute<Q extends z.ZodObject | undefined, B extends z.ZodType | undefined> extends Omit<RestRoute, "query" | "body" | "handler"> {
  query?: Q;
  body?: B;
  handler(ctx: RequestContext, req: RestRequest<Parsed<Q, Record<string, unknown>>, Parsed<B, unknown>>): Promise<RestResponse | object>;
}

/** declares a route whose handler's query and body are typed by its schemas (no cast of `req.query` or `req.body`) */
export function defineRoute<Q extends z.ZodObject | undefined = undefined, B extends z.ZodType | undefined = undefined>(
  route: TypedRestRoute<Q, B>,
): RestRoute {
  return route as RestRoute;
}

/** a path parameter that must be a positive integer id; 400 otherwise */
export function idParam(raw: string | undefined, what = "id"): number {
  const id = Number(raw);
  if (!Number.isInteger(id) || id < 1) throw new ProblemError(400, "invalid_request", `The ${what} must be a positive integer`);
  return id;
}

const RESPONSE = Symbol("rest-response");
/** marks a handler's answer as a response (status, headers) rather than a body to send as it is */
export const respond = (r: RestResponse): RestResponse => Object.assign(r, { [RESPONSE]: true });
export const isRestResponse = (r: unknown): r is RestResponse => typeof r === "object" && r !== null && RESPONSE in r;
