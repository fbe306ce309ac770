/**
 * Fragments: parts of answers built once per (entity, vary context) and reused by every answer that shows them
 * (a product as listings show it, on any page and in any sort). An entry names the loaded entity it was built from
 * (its cached row object) and is served only with that very object: whatever evicts the row (a change of the
 * entity, or of one it shows) evicts its fragments. Beyond that every entry is dropped by `clear()` (wired to every
 * change event applied on the instance, config writes and the cache group), and callers key entries with the cache
 * versions the instance reflected when the request started (Coherence.signature): an entry made before a change
 * that committed before the request is never served, on any instance. At most `max` entries (least recently used
 * first out).
 */
import { LRUCache } from "lru-cache";
import type { CacheGroup } from "./ttl-cache.ts";

interface Entry<V> {
  owner: object;
  value: V;
  /** ms since the epoch after which the fragment is wrong (a special price's dates), or Infinity */
  expires: number;
}

export class FragmentCache<V> {
  private readonly lru: LRUCache<string, Entry<V>>;
  private generation = 0;
  /** hits, misses and refused stores (tests and logs) */
  readonly stats = { hits: 0, misses: 0, refused: 0 };

  constructor(opts: { max: number; group?: CacheGroup }) {
    this.lru = new LRUCache({ max: Math.max(1, opts.max) });
    this.group = opts.group;
    this.group?.add(this);
  }

  private readonly group?: CacheGroup;

  /** take before building what will be stored; pass to set() */
  token(): number {
    return this.generation;
  }

  /** the fragment kept under `key` for this very `owner` object, unless it expired */
  get(key: string, owner: object, now = Date.now()): V | undefined {
    const e = this.group?.suspended ? undefined : this.lru.get(key);
    if (e && e.owner === owner && e.expires > now) {
      this.stats.hits++;
      return e.value;
    }
    this.stats.misses++;
    return undefined;
  }

  /** keeps a fragment built from `owner` after `token` was taken, unless an eviction ran since (false) */
  set(key: string, owner: object, value: V, token: number, expires = Number.POSITIVE_INFINITY): boolean {
    if (this.group?.suspended || token !== this.generation) {
      this.stats.refused++;
      return false;
    }
    this.lru.set(key, { owner, value, expires });
    return true;
  }

  /** drops every fragment; builds in flight will not store */
  clear(): void {
    this.generation++;
    this.lru.clear();
  }

  /** fragments kept (tests, health) */
  get size(): number {
    return this.lru.size;
  }
}
