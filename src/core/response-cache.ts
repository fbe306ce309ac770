/**
 * The response cache (Magento's full-page cache, for API answers): the final bytes of an answer that is
 * the same for every caller of one class, with a strong ETag, kept under a byte budget (LRU).
 *
 * Key: route + path + query (as sent, re-encoded: parameter order can decide an answer) + the caller's
 * vary context + the cache versions this instance reflects (Coherence.signature, read after the request
 * started). The vary context is what the core knows (store, hence currency; caller kind; customer group)
 * plus what modules add through the `response_cache_vary` hook (the access gate: the destination country
 * when a rule scopes on it). Only guests and customers are served from it: admins and API users see other
 * fields, and a request that names a cart (X-Cart-Id) carries customer data.
 *
 * Coherence: every event applied on this instance (any topic) drops every entry, and an answer computed
 * while an eviction ran is not stored (epoch); with several instances the versions in the key make an
 * entry made before a change unreachable for any request that starts after the change committed, heard
 * or not. Entries are not tagged finer than that: any change drops them all.
 */
import { createHash } from "node:crypto";
import { LRUCache } from "lru-cache";
import type { RequestContext } from "./context.ts";
import type { CacheGroup } from "./ttl-cache.ts";

export interface CachedAnswer {
  body: Uint8Array<ArrayBuffer>;
  /** strong: a hash of the bytes */
  etag: string;
  contentType: string;
}

export interface ResponseCacheOptions {
  enabled: boolean;
  /** byte budget of the bodies kept */
  maxBytes: number;
  /** ms an entry lives at most (time-bound prices: special price dates) */
  ttlMs: number;
  group?: CacheGroup;
}

/** what a request is looked up and stored under; taken once its context exists, before its handler runs */
export interface CacheTicket {
  key: string;
  epoch: number;
  /** request headers the answer varies by, beyond Authorization and X-Store-Code */
  vary: string[];
}

const NO_STORE = "core:responseCache:noStore";

/** this request's answer must not be stored (a module rendered something per request into it, e.g. a signed form token) */
export function noResponseCache(ctx: RequestContext): void {
  ctx.memo.set(NO_STORE, true);
}

/** whether something asked that this request's answer not be stored (fragment caches honour it too) */
export function noResponseCacheRequested(ctx: RequestContext): boolean {
  return ctx.memo.get(NO_STORE) === true;
}

export class ResponseCache {
  readonly enabled: boolean;
  private readonly lru: LRUCache<string, CachedAnswer>;
  private epoch = 0;
  private readonly group?: CacheGroup;
  /** hits, misses and refused stores (tests and logs) */
  readonly stats = { hits: 0, misses: 0, refused: 0 };

  constructor(opts: ResponseCacheOptions) {
    this.enabled = opts.enabled;
    this.group = opts.group;
    this.lru = new LRUCache<string, CachedAnswer>({
      maxSize: Math.max(1, opts.maxBytes),
      sizeCalculation: (v, k) => v.body.byteLength + k.length + 64,
      ttl: opts.ttlMs,
    });
    this.group?.add(this);
  }

  /** the ticket of a request, or undefined when its answer is not the cache's to keep */
  async ticket(ctx: RequestContext, route: string, url: URL, versions: string): Promise<CacheTicket | undefined> {
    if (!this.enabled || this.group?.suspended) return undefined;
    const kind = ctx.caller.kind;
    if (kind !== "guest" && kind !== "customer") return undefined;
    if (ctx.header("x-cart-id") !== undefined) return undefined;
    const epoch = this.epoch;
    const vary = { ctx, parts: [] as string[], headers: [] as string[] };
    await ctx.app.events.dispatch("response_cache_vary", vary);
    const query = new URLSearchParams(url.searchParams).toString();
    const context = [`store=${ctx.store.id}`, `caller=${kind}`, `group=${ctx.groupId}`, ...vary.parts].join("&");
    return { key: `${route} ${url.pathname}?${query}\n${context}\n${versions}`, epoch, vary: vary.headers };
  }

  get(t: CacheTicket): CachedAnswer | undefined {
    if (this.group?.suspended) return undefined;
    const hit = this.lru.get(t.key);
    if (hit) this.stats.hits++;
    else this.stats.misses++;
    return hit;
  }

  /** stores an answer unless an eviction ran since the ticket was taken, or the request asked not to */
  set(ctx: RequestContext, t: CacheTicket, answer: CachedAnswer): boolean {
    if (this.group?.suspended || t.epoch !== this.epoch || ctx.memo.get(NO_STORE)) {
      this.stats.refused++;
      return false;
    }
    this.lru.set(t.key, answer);
    return true;
  }

  clear(): void {
    this.epoch++;
    this.lru.clear();
  }

  /** bytes kept (tests, health) */
  get bytes(): number {
    return this.lru.calculatedSize;
  }
}

const encoder = new TextEncoder();

export function cachedAnswer(body: string, contentType: string): CachedAnswer {
  const bytes = encoder.encode(body);
  return { body: bytes, etag: `"${createHash("sha256").update(bytes).digest("base64url").slice(0, 32)}"`, contentType };
}

/** whether an If-None-Match header names this ETag (a list, weak forms, or *) */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === "*") return true;
  return header.split(",").some((t) => t.trim().replace(/^W\//, "") === etag);
}
