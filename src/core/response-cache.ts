/**
 * The response cache (Magento's full-page cache, for API answers): the final bytes of an answer that is
 * the same for every caller of one class, with a strong ETag, kept under a byte budget (LRU).
 *
 * Key: the request target (path and query as sent) + the caller's vary context + the request headers the
 * answer's kind varies by (GraphQL: Accept). The vary context is what the core knows (store, hence
 * currency; caller kind; customer group) plus what modules add through the `response_cache_vary` hook
 * (the access gate: its compiled rule set, and the destination country when a rule scopes on it). Only
 * guests and customers are served from it: admins and API users see other fields, and a request that
 * names a cart (X-Cart-Id) carries customer data.
 *
 * Eviction by tag: an entry carries the tags its route or root fields declare (`catalog`, `content`; none
 * declared = `*`, evicted by every tag). A topic whose follower evicts by tag (the catalogue's
 * `catalogChanged`: a CMS change drops `content`, a product or category change `catalog`) is declared
 * `tagged`; a topic declared `ignored` decides nothing an entry shows (customer tokens); any other topic
 * (config, module rules) drops every entry.
 *
 * Coherence: the cache is a strict group of every topic (coherence.ts): the request's context reads the
 * cache versions before the lookup, and a topic whose versions moved without its events being heard here
 * (another instance's change whose event is still on its way) drops what that topic may have changed,
 * so a request that starts after a change committed never gets an entry made before it. An answer
 * computed while any eviction ran is not stored (epoch).
 */
import { createHash } from "node:crypto";
import { LRUCache } from "lru-cache";
import type { RequestContext } from "./context.ts";
import { varyContext } from "./vary-context.ts";
import type { CacheGroup } from "./ttl-cache.ts";

/** what the request's predispatch observers (the login wall) are told again when a kept answer is served */
export interface KeptDispatch {
  kind: "rest" | "graphql";
  path: string;
  routeId: string;
  exemptFromLoginWall: boolean;
  rootFields?: string[];
}

export interface CachedAnswer {
  body: Uint8Array<ArrayBuffer>;
  /** strong: a hash of the bytes */
  etag: string;
  contentType: string;
  /** what it shows, for eviction by tag (`*`: everything) */
  tags: string[];
  dispatch: KeptDispatch;
  /** the Vary header it is answered with */
  vary: string;
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
  target: string;
  epoch: number;
  /** the request headers the key holds, beyond the context (GraphQL: accept) */
  keyHeaders: string[];
  /** request headers the answer varies by, beyond Authorization and X-Store-Code */
  vary: string[];
}

/** how a topic's changes reach the cache: its follower evicts by tag, or it changes nothing an entry shows */
export type TopicPolicy = "tagged" | "ignored";

const NO_STORE = "core:responseCache:noStore";
/** at most this many distinct targets are remembered for the fast path (beyond: the slow path still finds them) */
const MAX_TARGETS = 100_000;

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
  private readonly byTag = new Map<string, Set<string>>();
  /** target -> the request headers its keys hold: what the fast path may look up before any routing */
  private readonly targets = new Map<string, string[]>();
  private readonly policies = new Map<string, TopicPolicy>();
  /** hits, misses, refused stores and evictions (tests and logs) */
  readonly stats = { hits: 0, misses: 0, refused: 0, evictions: 0 };

  constructor(opts: ResponseCacheOptions) {
    this.enabled = opts.enabled;
    this.group = opts.group;
    this.lru = new LRUCache<string, CachedAnswer>({
      maxSize: Math.max(1, opts.maxBytes),
      sizeCalculation: (v, k) => v.body.byteLength + k.length + 64,
      ttl: opts.ttlMs,
      dispose: (v, k) => {
        for (const t of v.tags) this.byTag.get(t)?.delete(k);
      },
    });
    this.group?.add(this);
  }

  /** how a topic's events evict (default: every entry) */
  topic(topic: string, policy: TopicPolicy): void {
    this.policies.set(topic, policy);
  }

  /** whether `topic` changes nothing a caller class's answer shows (customer tokens, destinations): fragments keep too */
  ignores(topic: string): boolean {
    return this.policies.get(topic) === "ignored";
  }

  /** an event of `topic` was applied here (a tagged topic's follower evicted by tag before) */
  heard(topic: string): void {
    if (!this.policies.has(topic)) this.clear();
  }

  /** versions of `topic` moved without their events: what it may have changed goes */
  missed(topic: string): void {
    if (this.policies.get(topic) !== "ignored") this.clear();
  }

  /** the request headers kept answers of this target are keyed by, or undefined when nothing was stored under it */
  keyHeadersOf(target: string): string[] | undefined {
    if (!this.enabled || this.group?.suspended) return undefined;
    return this.targets.get(target);
  }

  /** the ticket of a request, or undefined when its answer is not the cache's to keep */
  async ticket(ctx: RequestContext, target: string, keyHeaders: string[] = []): Promise<CacheTicket | undefined> {
    if (!this.enabled || this.group?.suspended) return undefined;
    if (ctx.header("x-cart-id") !== undefined) return undefined;
    const epoch = this.epoch;
    // the request's one vary context (also what product fragments are kept under): the hook runs once per request
    const vary = await varyContext(ctx);
    if (!vary) return undefined;
    const own = keyHeaders.map((h) => `${h}=${ctx.header(h) ?? ""}`);
    return { key: `${target}\n${[vary.key, ...own].join("&")}`, target, epoch, keyHeaders, vary: vary.headers };
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
    if (!this.lru.has(t.key)) return false;
    for (const tag of answer.tags) {
      const keys = this.byTag.get(tag) ?? new Set<string>();
      this.byTag.set(tag, keys);
      keys.add(t.key);
    }
    if (!this.targets.has(t.target)) {
      if (this.targets.size >= MAX_TARGETS) this.targets.clear();
      this.targets.set(t.target, t.keyHeaders);
    }
    return true;
  }

  /** drops the entries that show any of these tags, and those that declared none (`*`) */
  evictTags(tags: readonly string[]): void {
    this.epoch++;
    this.stats.evictions++;
    for (const tag of new Set([...tags, "*"])) {
      const keys = this.byTag.get(tag);
      if (!keys) continue;
      for (const k of [...keys]) this.lru.delete(k);
      this.byTag.delete(tag);
    }
  }

  clear(): void {
    this.epoch++;
    this.stats.evictions++;
    this.lru.clear();
    this.byTag.clear();
    this.targets.clear();
  }

  /** bytes kept (tests, health) */
  get bytes(): number {
    return this.lru.calculatedSize;
  }

  /** entries kept (tests) */
  get size(): number {
    return this.lru.size;
  }
}

const encoder = new TextEncoder();

/** what an answer is kept under: the path and query as sent (parameter order can decide an answer) */
export function requestTarget(url: { pathname: string; search: string }): string {
  return url.pathname + url.search;
}

export function cachedAnswer(body: string, contentType: string, meta: Pick<CachedAnswer, "tags" | "dispatch" | "vary">): CachedAnswer {
  const bytes = encoder.encode(body);
  return { body: bytes, etag: `"${createHash("sha256").update(bytes).digest("base64url").slice(0, 32)}"`, contentType, ...meta };
}

/** the Vary header of a kept answer: the credentials and store, what the key holds, what modules added */
export function varyHeader(t: CacheTicket): string {
  return ["Authorization", "X-Store-Code", ...t.keyHeaders.map(headerName), ...t.vary].join(", ");
}

const headerName = (h: string) => h.replace(/(^|-)([a-z])/g, (_m, d: string, c: string) => d + c.toUpperCase());

/** whether an If-None-Match header names this ETag (a list, weak forms, or *) */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === "*") return true;
  return header.split(",").some((t) => t.trim().replace(/^W\//, "") === etag);
}

/**
 * The `extensions` of a GraphQL root field whose answer is the same for every caller of one vary context:
 * a GET query made only of such fields is kept (graphql/cached-query.ts), tagged with these tags.
 */
export function responseCached(...tags: string[]): { responseCache: { tags: string[] } } {
  return { responseCache: { tags } };
}
