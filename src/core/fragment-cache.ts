/**
 * Fragments: parts of answers built once per (entity, vary context) and reused by every answer that shows them
 * (a product as listings show it, on any page and in any sort). An entry hangs off the loaded entity it was
 * built from (its cached row object), so it dies with that row: whatever evicts the row (a change of the entity,
 * or of one it shows) evicts its fragments. Beyond that every entry is dropped by `clear()` (wired to every
 * change event applied on the instance, config writes and the cache group), and carries the cache versions the
 * instance reflected when it was looked up (Coherence.signature): an entry made before a change that committed
 * before the request started is never served, on any instance.
 */
import type { CacheGroup } from "./ttl-cache.ts";

interface Entry<V> {
  value: V;
  generation: number;
  /** ms since the epoch after which the fragment is wrong (a special price's dates), or Infinity */
  expires: number;
}

export class FragmentCache<V> {
  private readonly byOwner = new WeakMap<object, Map<string, Entry<V>>>();
  private generation = 0;
  /** hits, misses and refused stores (tests and logs) */
  readonly stats = { hits: 0, misses: 0, refused: 0 };

  constructor(private readonly group?: CacheGroup) {
    group?.add(this);
  }

  /** take before building what will be stored; pass to set() */
  token(): number {
    return this.generation;
  }

  get(owner: object, key: string, now = Date.now()): V | undefined {
    if (this.group?.suspended) return undefined;
    const e = this.byOwner.get(owner)?.get(key);
    if (e && e.generation === this.generation && e.expires > now) {
      this.stats.hits++;
      return e.value;
    }
    this.stats.misses++;
    return undefined;
  }

  /** keeps a fragment built after `token` was taken, unless an eviction ran since (false) */
  set(owner: object, key: string, value: V, token: number, expires = Number.POSITIVE_INFINITY): boolean {
    if (this.group?.suspended || token !== this.generation) {
      this.stats.refused++;
      return false;
    }
    let own = this.byOwner.get(owner);
    if (!own) {
      own = new Map();
      this.byOwner.set(owner, own);
    }
    own.set(key, { value, generation: token, expires });
    return true;
  }

  /** drops every fragment; builds in flight will not store */
  clear(): void {
    this.generation++;
  }
}
