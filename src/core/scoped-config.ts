/**
 * Magento-style scoped configuration: a value at `store` scope overrides the `default` scope.
 * All rows are small and read on every request, so they are cached and reloaded after a write
 * (locally at once, on other instances through the pub/sub `config_changed` topic).
 */
import type { z } from "zod";
import type { Db } from "./db/client.ts";
import type { Coherence } from "./coherence.ts";
import type { DbClient } from "./unit-of-work.ts";
import { TtlCache, type CacheGroup } from "./ttl-cache.ts";

export class ScopedConfig {
  private readonly cache: TtlCache<Map<string, string>>;
  private readonly listeners = new Set<() => void>();
  private readonly coherence?: Coherence;
  /** typed() answers per loaded copy of the rows, by store and prefix */
  private readonly parsed = new WeakMap<Map<string, string>, Map<string, { schema: unknown; defaults: unknown; value: unknown }>>();

  /** `group`: dropped with the other caches of the instance (and suspended while evictions may be missed) */
  constructor(
    private readonly db: Db,
    opts: { group?: CacheGroup; ttlMs?: number; coherence?: Coherence } = {},
  ) {
    this.coherence = opts.coherence;
    // the TTL bounds what a write outside the application (SQL) leaves stale; writes through it evict
    this.cache = new TtlCache(opts.ttlMs ?? 5 * 60_000, 1, { hashKeys: false, group: opts.group });
    opts.group?.add({ clear: () => this.notify() });
  }

  private load(): Promise<Map<string, string>> {
    // a load that started before an invalidation never becomes the cached copy (see TtlCache)
    return this.cache.getOrLoad("all", () =>
      this.db.configValue.findMany().then((rows) => {
        const m = new Map<string, string>();
        for (const r of rows) m.set(`${r.scope}:${r.scopeId}:${r.path}`, r.value);
        return m;
      }),
    );
  }

  invalidate(): void {
    this.cache.clear();
    this.notify();
  }

  private notify(): void {
    for (const l of this.listeners) l();
  }

  onChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** the effective raw value for a store, or undefined */
  async get(path: string, storeId: number): Promise<string | undefined> {
    const m = await this.load();
    return m.get(`store:${storeId}:${path}`) ?? m.get(`default:0:${path}`);
  }

  /** every effective value under `prefix/` for a store, keyed by the rest of the path */
  async section(prefix: string, storeId: number): Promise<Record<string, string>> {
    const m = await this.load();
    const out: Record<string, string> = {};
    for (const scope of [`default:0:${prefix}/`, `store:${storeId}:${prefix}/`]) {
      for (const [k, v] of m) if (k.startsWith(scope)) out[k.slice(scope.length)] = v;
    }
    return out;
  }

  /** the raw values stored at exactly one scope under `prefix/`, keyed by the rest of the path (no inheritance) */
  async storedAt(prefix: string, scope: "default" | "store", scopeId: number): Promise<Record<string, string>> {
    const m = await this.load();
    const head = `${scope}:${scope === "default" ? 0 : scopeId}:${prefix}/`;
    const out: Record<string, string> = {};
    for (const [k, v] of m) if (k.startsWith(head)) out[k.slice(head.length)] = v;
    return out;
  }

  /**
   * typed access: raw strings under `prefix/` coerced into the schema, defaults filling the gaps. Parsed once per
   * loaded copy of the rows (a write or an eviction loads a new copy) and frozen: modules read their settings
   * several times per request, and parsing them each time was a tenth of a listing's time.
   */
  async typed<S extends z.ZodType>(prefix: string, storeId: number, schema: S, defaults: z.input<S>): Promise<z.output<S>> {
    const m = await this.load();
    let parsed = this.parsed.get(m);
    if (!parsed) {
      parsed = new Map();
      this.parsed.set(m, parsed);
    }
    const key = `${storeId}:${prefix}`;
    const hit = parsed.get(key);
    if (hit && hit.schema === schema && hit.defaults === defaults) return hit.value as z.output<S>;
    const raw = await this.section(prefix, storeId);
    const merged: Record<string, unknown> = { ...(defaults as Record<string, unknown>) };
    for (const [k, v] of Object.entries(raw)) merged[k] = coerceConfigValue(v, (defaults as Record<string, unknown>)[k]);
    const value = deepFreeze(schema.parse(merged));
    parsed.set(key, { schema, defaults, value });
    return value;
  }

  /**
   * writes a value; answers the `configChanged` version to announce (bumped in the same transaction). `also` runs in
   * that transaction too (the write's audit entry), before it commits.
   */
  async set(path: string, value: string, scope: "default" | "store" = "default", scopeId = 0, also?: (tx: DbClient) => Promise<void>): Promise<number> {
    if (scope === "default") scopeId = 0;
    const version = await this.db.$transaction(async (tx) => {
      await tx.configValue.upsert({
        where: { scope_scopeId_path: { scope, scopeId, path } },
        create: { scope, scopeId, path, value },
        update: { value },
      });
      await also?.(tx);
      return this.coherence?.bump(tx, "configChanged") ?? 0;
    });
    this.invalidate();
    this.coherence?.heard("configChanged", version);
    return version;
  }

  async unset(path: string, scope: "default" | "store" = "default", scopeId = 0, also?: (tx: DbClient) => Promise<void>): Promise<number> {
    const version = await this.db.$transaction(async (tx) => {
      await tx.configValue.deleteMany({ where: { scope, scopeId, path } });
      await also?.(tx);
      return this.coherence?.bump(tx, "configChanged") ?? 0;
    });
    this.invalidate();
    this.coherence?.heard("configChanged", version);
    return version;
  }
}

/** a shared answer nobody may change under the others' feet (a write throws) */
function deepFreeze<T>(v: T): T {
  if (v !== null && typeof v === "object" && !Object.isFrozen(v)) {
    Object.freeze(v);
    for (const x of Object.values(v)) deepFreeze(x);
  }
  return v;
}

/** Config is stored as text; coerce by the shape of the default. */
export function coerceConfigValue(v: string, like: unknown): unknown {
  if (typeof like === "boolean") return v === "1" || v === "true";
  if (typeof like === "number") return Number(v);
  if (Array.isArray(like)) {
    const t = v.trim();
    if (t.startsWith("[")) return JSON.parse(t);
    const parts =
      t === ""
        ? []
        : t
            .split(",")
            .map((s) => s.trim())
            .filter(Boolean);
    return typeof like[0] === "string" ? parts : parts.map((p) => (/^-?\d+(\.\d+)?$/.test(p) ? Number(p) : p));
  }
  if (like !== null && typeof like === "object") return JSON.parse(v);
  return v;
}
