/**
 * Magento-style scoped configuration: a value at `store` scope overrides the `default` scope.
 * All rows are small and read on every request, so they are cached and reloaded after a write
 * (locally at once, on other instances through the pub/sub `config_changed` topic).
 */
import type { z } from "zod";
import type { Db } from "./db/client.ts";
import type { Coherence } from "./coherence.ts";
import { TtlCache, type CacheGroup } from "./ttl-cache.ts";

export class ScopedConfig {
  private readonly cache: TtlCache<Map<string, string>>;
  private readonly listeners = new Set<() => void>();
  private readonly coherence?: Coherence;

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

  /** typed access: raw strings under `prefix/` coerced into the schema, defaults filling the gaps */
  async typed<S extends z.ZodType>(prefix: string, storeId: number, schema: S, defaults: z.input<S>): Promise<z.output<S>> {
    const raw = await this.section(prefix, storeId);
    const merged: Record<string, unknown> = { ...(defaults as Record<string, unknown>) };
    for (const [k, v] of Object.entries(raw)) merged[k] = coerceConfigValue(v, (defaults as Record<string, unknown>)[k]);
    return schema.parse(merged);
  }

  /** writes a value; answers the `configChanged` version to announce (bumped in the same transaction) */
  async set(path: string, value: string, scope: "default" | "store" = "default", scopeId = 0): Promise<number> {
    if (scope === "default") scopeId = 0;
    const version = await this.db.$transaction(async (tx) => {
      await tx.configValue.upsert({
        where: { scope_scopeId_path: { scope, scopeId, path } },
        create: { scope, scopeId, path, value },
        update: { value },
      });
      return this.coherence?.bump(tx, "configChanged") ?? 0;
    });
    this.invalidate();
    this.coherence?.heard("configChanged", version);
    return version;
  }

  async unset(path: string, scope: "default" | "store" = "default", scopeId = 0): Promise<number> {
    const version = await this.db.$transaction(async (tx) => {
      await tx.configValue.deleteMany({ where: { scope, scopeId, path } });
      return this.coherence?.bump(tx, "configChanged") ?? 0;
    });
    this.invalidate();
    this.coherence?.heard("configChanged", version);
    return version;
  }
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
