/**
 * Backend -> storefront worker triggers: a catalogue change announced on `catalogChanged` (product,
 * category, CMS page, blog post or config value saved) asks the worker for a partial sync of what changed;
 * a module whose own changes (rules, its config) alter what the worker copies says so through
 * `storefrontStale`; a cron schedule and the admin `storefrontSyncNow` mutation ask for a full sync.
 * A partial call names the changed records (`ids`: products, categories, CMS pages, blog posts); the worker
 * re-reads the named products and the whole of the other kinds, and the run's record counts them.
 * Configured by STOREFRONT_URL and
 * SYNC_SECRET. Calls run in the background (never inside an admin save), are batched for a moment, retried
 * with doubling waits, and with Redis made by one instance only (a short NX claim per change).
 */
import { createHash } from "node:crypto";
import { Cron } from "croner";
import type { App } from "./kernel.ts";
import type { CatalogChange } from "./pubsub.ts";
import { syncRunFinish, syncRunStart, type SyncTrigger } from "./storefront-sync-log.ts";
import type { DbClient } from "./unit-of-work.ts";

export interface StorefrontSyncOptions {
  /** the worker's origin, e.g. https://shop.example.com */
  url: string;
  secret: string;
  /** cron expression of the full sync; "" turns it off (default: every day at 03:00) */
  cron?: string;
  /** attempts per call (default 6) and the first wait between them (default 2 s, doubling) */
  attempts?: number;
  baseDelayMs?: number;
  /** a batch of changes goes out as one call after this long without another (default 500 ms; at most ten times this after its first) */
  batchMs?: number;
}

/** worker path per announced entity */
const PARTIAL: Record<string, string> = {
  config: "/sync/config",
  product: "/sync/products",
  category: "/sync/categories",
  cms: "/sync/cms-pages",
  cms_page: "/sync/cms-pages",
  cmsPage: "/sync/cms-pages",
  blog: "/sync/blog-posts",
  blog_post: "/sync/blog-posts",
  blogPost: "/sync/blog-posts",
};

/** the most ids the worker takes in one partial sync call (worker/src/index.ts) */
export const MAX_IDS_PER_CALL = 1000;

/** what of the worker's copy a change made stale: its products (all, or the named ones), config, ... */
export interface StaleScope {
  scope: "products" | "categories" | "config" | "cms-pages" | "blog-posts";
  /** products only: the ones affected (absent: every product, a product sync that also deletes) */
  productIds?: number[];
  /**
   * names the change the same way on every instance that hears it (e.g. the event's timestamp), so one
   * instance makes the call
   */
  key: string;
}

export interface StorefrontSync {
  /** queues a full sync; resolves once the worker accepted it (or every attempt failed) */
  syncNow(): Promise<boolean>;
  /**
   * records a full sync asked by an admin (its StorefrontSyncRun row exists once this resolves) and makes the
   * call in the background; `done` resolves like syncNow
   */
  /**
   * `record` runs in the transaction that records the request (the admin's audit entry, which commits with the
   * request's row or not at all)
   */
  requestFull(by: { adminId: number | null; record?: (db: DbClient, runId: number) => Promise<void> }): Promise<{ runId: number; done: Promise<boolean> }>;
  /** queues the partial sync of what a change made stale (batched like the catalogue's changes) */
  stale(what: StaleScope): Promise<void>;
  stop(): Promise<void>;
}

const running = new WeakMap<App, StorefrontSync>();
export const storefrontSyncOf = (app: App) => running.get(app);

/** a module's change made part of the worker's copy stale (nothing when no worker is configured) */
export async function storefrontStale(app: App, what: StaleScope): Promise<void> {
  await running.get(app)?.stale(what);
}

export function startStorefrontSync(app: App, opts: StorefrontSyncOptions): StorefrontSync {
  const log = app.logger.child({ component: "storefront-sync" });
  const attempts = opts.attempts ?? 6;
  const base = opts.baseDelayMs ?? 2000;
  let stopped = false;
  const timers = new Set<NodeJS.Timeout>();
  const sleep = (ms: number) =>
    new Promise<void>((r) => {
      const t = setTimeout(() => {
        timers.delete(t);
        r();
      }, ms);
      timers.add(t);
    });

  /** with Redis, one instance makes each call (every instance hears every change) */
  async function claim(what: string): Promise<boolean> {
    if (!app.redis) return true;
    const key = `${app.settings.redisPrefix}storefront-sync:${createHash("sha256").update(what).digest("hex").slice(0, 32)}`;
    try {
      return (await app.redis.set(key, "1", "PX", 60_000, "NX")) === "OK";
    } catch {
      return true; // Redis down: a repeated sync is harmless, a missed one is not
    }
  }

  /** records the run (a failure to record never stops the sync) */
  async function started(trigger: SyncTrigger, path: string, body: Record<string, unknown>, adminId: number | null = null): Promise<number | null> {
    const ids = Array.isArray(body.ids) ? body.ids.length : null;
    return syncRunStart(app.db, { trigger, path, itemCount: ids, adminId }).catch((err: unknown) => {
      log.warn({ err }, "storefront sync run not recorded");
      return null;
    });
  }

  async function call(path: string, body: Record<string, unknown>, trigger: SyncTrigger, runId?: number | null): Promise<boolean> {
    const url = opts.url.replace(/\/+$/, "") + path;
    const startedAt = Date.now();
    const id = runId === undefined ? await started(trigger, path, body) : runId;
    const finish = async (outcome: "accepted" | "failed", attempt: number, reason?: string, workerReport?: string | null) => {
      if (id !== null) {
        await syncRunFinish(app.db, id, { outcome, attempts: attempt, startedAt, reason, workerReport }).catch((err: unknown) =>
          log.warn({ err }, "storefront sync run not recorded"),
        );
      }
      return outcome === "accepted";
    };
    let reason = "stopped";
    let lastReport: string | null = null;
    let attempt = 0;
    while (attempt < attempts && !stopped) {
      attempt++;
      try {
        const res = await fetch(url, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ ...body, secret: opts.secret }),
          signal: AbortSignal.timeout(120_000),
        });
        // the worker answers once it has synced: its answer is its report
        const report = await res.text().catch(() => "");
        if (res.ok) {
          log.info({ path, status: res.status, attempt }, "storefront sync requested");
          return finish("accepted", attempt, undefined, report || null);
        }
        reason = `worker answered ${res.status}`;
        lastReport = report || null;
        // a refusal of the secret or the path will not heal by retrying
        if (res.status === 401 || res.status === 403 || res.status === 404 || res.status === 503) {
          log.error({ path, status: res.status }, "storefront worker refused the sync call (check STOREFRONT_URL and SYNC_SECRET)");
          return finish("failed", attempt, reason, lastReport);
        }
        log.warn({ path, status: res.status, attempt }, "storefront sync call failed");
      } catch (err) {
        reason = (err as Error).message;
        lastReport = null;
        log.warn({ path, attempt, err: reason }, "storefront sync call failed");
      }
      if (attempt < attempts) await sleep(base * 2 ** (attempt - 1));
    }
    return finish("failed", attempt, reason, lastReport);
  }

  // changes are batched per path: a batch ends after a quiet moment (batchMs without a change), or at the latest
  // ten moments after its first change, so a mass action, an import or a burst of saves makes one call per path
  const batchMs = opts.batchMs ?? 500;
  const pending = new Map<string, Set<number> | null>();
  let flushTimer: NodeJS.Timeout | undefined;
  let batchStartedAt: number | undefined;
  const triggers = new Map<string, SyncTrigger>();
  function queue(path: string, ids: number[] | null, trigger: SyncTrigger) {
    if (!triggers.has(path)) triggers.set(path, trigger);
    const cur = pending.get(path);
    if (ids && cur !== null) {
      const set = cur ?? new Set<number>();
      for (const id of ids) set.add(id);
      // more than the worker takes in one call: every item of the kind, still one call
      pending.set(path, set.size > MAX_IDS_PER_CALL ? null : set);
    } else pending.set(path, null);
    batchStartedAt ??= Date.now();
    if (flushTimer) clearTimeout(flushTimer);
    flushTimer = setTimeout(flush, Math.max(0, Math.min(batchMs, batchStartedAt + batchMs * 10 - Date.now())));
  }
  function flush() {
    flushTimer = undefined;
    batchStartedAt = undefined;
    const batch = [...pending];
    pending.clear();
    const by = new Map(triggers);
    triggers.clear();
    for (const [path, ids] of batch) void call(path, ids ? { ids: [...ids] } : {}, by.get(path) ?? "change");
  }

  async function stale(what: StaleScope) {
    if (stopped || !(await claim(`stale|${what.scope}|${what.key}`))) return;
    const ids = what.scope === "products" && what.productIds ? what.productIds.filter((n) => Number.isInteger(n) && n > 0) : null;
    if (ids && !ids.length) return;
    queue(`/sync/${what.scope}`, ids, "module");
  }

  async function onChange(change: CatalogChange) {
    const path = PARTIAL[change.entity];
    if (!path || !(await claim(`${change.entity}|${change.ids.join(",")}|${change.at}`))) return;
    // the records by id (config values are named by path: the whole config is synced)
    const ids = path === "/sync/config" ? [] : change.ids.map(Number).filter((n) => Number.isInteger(n) && n > 0);
    queue(path, ids.length ? ids : null, "change");
  }

  const sub = app.pubsub.subscribe("catalogChanged");
  void (async () => {
    for await (const change of sub) {
      if (stopped) break;
      await onChange(change).catch((err: unknown) => log.error({ err }, "storefront sync trigger failed"));
    }
  })().catch((err: unknown) => log.error({ err }, "storefront sync listener stopped"));

  const schedule = opts.cron ?? "0 3 * * *";
  const cron = schedule
    ? new Cron(schedule, { protect: true }, async (job: Cron) => {
        if (await claim(`cron|${job.currentRun()?.toISOString()}`)) await call("/sync", {}, "cron");
      })
    : undefined;

  const handle: StorefrontSync = {
    syncNow: () => call("/sync", {}, "admin"),
    async requestFull(by) {
      const record = by.record;
      const runId = record
        ? await app.db.$transaction(async (tx) => {
            const id = await syncRunStart(tx, { trigger: "admin", path: "/sync", adminId: by.adminId });
            await record(tx, id);
            return id;
          })
        : await started("admin", "/sync", {}, by.adminId);
      return { runId: runId ?? 0, done: call("/sync", {}, "admin", runId) };
    },
    stale,
    async stop() {
      stopped = true;
      cron?.stop();
      if (flushTimer) clearTimeout(flushTimer);
      for (const t of timers) clearTimeout(t);
      await sub.return?.(undefined);
    },
  };
  running.set(app, handle);
  log.info({ url: opts.url, cron: schedule || "off" }, "storefront sync triggers on");
  return handle;
}
