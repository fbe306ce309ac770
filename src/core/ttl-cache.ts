/**
 * A small bounded map whose entries expire; keys are hashed (unless told otherwise) so secrets are never
 * kept in memory as given.
 *
 * Coherence: a cache that is evicted by events (a write on this or another instance) must never have
 * an eviction undone by a read that started before it. A read takes a `token()` before it queries and
 * hands it to `set()`; the value is refused when the key was deleted, or the cache cleared, after the
 * token was taken (the read may have seen the row as it was before the write). `getOrLoad()` does this
 * for you and shares one load between concurrent callers. Caches of a `CacheGroup` are dropped together
 * and can be suspended (serve and keep nothing) while the events that evict them may be missed.
 */
import { createHash } from "node:crypto";

/** caches evicted by the same stream of events: dropped together, suspended together */
export class CacheGroup {
  private readonly members = new Set<{ clear(): void }>();
  private suspendedNow = false;

  /** true while this group's caches serve and keep nothing */
  get suspended(): boolean {
    return this.suspendedNow;
  }

  add<T extends { clear(): void }>(member: T): T {
    this.members.add(member);
    return member;
  }

  /** drops every member cache; loads in flight will not store what they read */
  clearAll(): void {
    for (const m of this.members) m.clear();
  }

  /** evictions may be missed from now on: drop everything and keep nothing until resume() */
  suspend(): void {
    this.suspendedNow = true;
    this.clearAll();
  }

  /** evictions arrive again: drop what may have been missed, then cache again */
  resume(): void {
    this.clearAll();
    this.suspendedNow = false;
  }
}

export interface TtlCacheOptions {
  /** hash keys with SHA-256 before keeping them (default true: keys may be credentials) */
  hashKeys?: boolean;
  /** the group that drops and suspends this cache with the others */
  group?: CacheGroup;
}

export class TtlCache<V> {
  private readonly map = new Map<string, { v: V; exp: number }>();
  /** bumped by every eviction (delete or clear) */
  private gen = 0;
  /** a store whose token is below this is refused (set by clear) */
  private floor = 0;
  /** key -> generation of its last delete; bounded, overflowing turns into a clear of the floor */
  private readonly deleted = new Map<string, number>();
  /** loads in flight (getOrLoad), shared by concurrent callers of the same generation */
  private readonly inflight = new Map<string, { token: number; p: Promise<V> }>();
  private readonly hashKeys: boolean;
  private readonly group?: CacheGroup;

  constructor(
    private readonly ttlMs: number,
    private readonly max = 1000,
    opts: TtlCacheOptions = {},
  ) {
    this.hashKeys = opts.hashKeys ?? true;
    this.group = opts.group;
    this.group?.add(this);
  }

  private key(k: string) {
    return this.hashKeys ? createHash("sha256").update(k).digest("base64") : k;
  }

  /** how many evictions this cache has seen (tests wait on it) */
  get generation(): number {
    return this.gen;
  }

  /** take before reading what will be stored; pass to set() */
  token(): number {
    return this.gen;
  }

  get(k: string): V | undefined {
    if (this.group?.suspended) return undefined;
    const key = this.key(k);
    const e = this.map.get(key);
    if (!e) return undefined;
    if (e.exp < Date.now()) {
      this.map.delete(key);
      return undefined;
    }
    return e.v;
  }

  /**
   * Stores a value read after `token` was taken; refused (false) when the key was evicted since, so a
   * slow read can never put back what an eviction removed. Without a token the value is stored as is:
   * only for caches that nothing evicts.
   */
  set(k: string, v: V, token?: number): boolean {
    return this.store(this.key(k), v, token);
  }

  private store(key: string, v: V, token: number | undefined): boolean {
    if (this.group?.suspended) return false;
    if (token !== undefined && (token < this.floor || token < (this.deleted.get(key) ?? 0))) return false;
    if (this.map.size >= this.max && !this.map.has(key)) this.map.delete(this.map.keys().next().value!);
    this.map.set(key, { v, exp: Date.now() + this.ttlMs });
    return true;
  }

  /**
   * The cached value, or the value `load` resolves to (stored unless an eviction came in meanwhile).
   * Concurrent callers share one load, unless an eviction came between them: a caller never gets a value
   * read before an eviction that happened before it asked. A failed load is not kept.
   */
  getOrLoad(k: string, load: () => Promise<V>): Promise<V> {
    const key = this.key(k);
    // suspended: nothing is served from memory or kept, but concurrent callers still share a load
    const e = this.group?.suspended ? undefined : this.map.get(key);
    if (e && e.exp >= Date.now()) return Promise.resolve(e.v);
    const running = this.inflight.get(key);
    if (running) return running.p;
    const token = this.gen;
    const p = (async () => load())().then(
      (v) => {
        if (this.inflight.get(key)?.p === p) this.inflight.delete(key);
        this.store(key, v, token);
        return v;
      },
      (err: unknown) => {
        if (this.inflight.get(key)?.p === p) this.inflight.delete(key);
        throw err;
      },
    );
    this.inflight.set(key, { token, p });
    return p;
  }

  /** evicts one key: a load that started before cannot store it again */
  delete(k: string): void {
    const key = this.key(k);
    this.gen++;
    this.map.delete(key);
    this.inflight.delete(key);
    if (this.deleted.size >= Math.max(1000, this.max)) {
      // too many remembered deletes: refuse every older load instead (conservative, bounded)
      this.deleted.clear();
      this.floor = this.gen;
    } else this.deleted.set(key, this.gen);
  }

  /** evicts everything: no load that started before can store */
  clear(): void {
    this.gen++;
    this.floor = this.gen;
    this.deleted.clear();
    this.map.clear();
    this.inflight.clear();
  }
}
