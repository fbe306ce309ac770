/**
 * The audit log's retention: entries older than AUDIT_RETENTION_DAYS (default 365) are deleted in batches by a
 * cron job (default every day at 04:15). One instance prunes at a time: with Redis the run is claimed by a key
 * (NX, with a lease), and on PostgreSQL each batch also takes an advisory lock for its transaction, skipping the
 * run when another instance holds it; SQLite serves one process, whose writes the database lock serialises.
 */
import { randomUUID } from "node:crypto";
import { Cron } from "croner";
import type { App } from "../kernel.ts";

export interface AuditPruneOptions {
  /** entries older than this many days are deleted */
  retentionDays: number;
  /** cron expression of the prune; "" turns it off */
  cron: string;
  /** rows deleted per transaction */
  batchSize?: number;
}

export interface AuditPruneResult {
  deleted: number;
  /** false when another instance was pruning */
  ran: boolean;
}

/** PostgreSQL advisory lock key of the prune (any bigint unique to it) */
const PRUNE_LOCK_KEY = 7_301_202_907n;
const DAY_MS = 86_400_000;

/** Deletes the entries older than the retention, `batchSize` at a time (oldest first), each batch its own transaction. */
export async function pruneAuditLog(app: App, opts: { retentionDays: number; batchSize?: number; now?: Date }): Promise<AuditPruneResult> {
  const batch = opts.batchSize ?? 1000;
  const cutoff = new Date((opts.now ?? new Date()).getTime() - opts.retentionDays * DAY_MS);
  const lease = await claimRun(app);
  if (!lease) return { deleted: 0, ran: false };
  let deleted = 0;
  try {
    for (;;) {
      const n = await app.db.$transaction(async (tx) => {
        if (app.dbHandle.target.kind === "postgres") {
          const [row] = await tx.$queryRawUnsafe<{ locked: boolean }[]>("SELECT pg_try_advisory_xact_lock($1::bigint) AS locked", PRUNE_LOCK_KEY.toString());
          if (!row?.locked) return -1;
        }
        const ids = await tx.auditEntry.findMany({ where: { at: { lt: cutoff } }, orderBy: { at: "asc" }, take: batch, select: { id: true } });
        if (!ids.length) return 0;
        return (await tx.auditEntry.deleteMany({ where: { id: { in: ids.map((r) => r.id) } } })).count;
      });
      if (n < 0) return { deleted, ran: deleted > 0 };
      deleted += n;
      if (n < batch) return { deleted, ran: true };
    }
  } finally {
    await lease.release();
  }
}

/** with Redis: one instance's run at a time (the key expires should an instance die while pruning) */
async function claimRun(app: App): Promise<{ release(): Promise<void> } | null> {
  const redis = app.redis;
  if (!redis) return { release: async () => {} };
  const key = `${app.settings.redisPrefix}audit-prune`;
  const owner = randomUUID();
  if ((await redis.set(key, owner, "PX", 15 * 60_000, "NX")) !== "OK") return null;
  return {
    release: async () => {
      // only our own claim: one that expired and was taken by another instance stays
      await redis.eval("if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end", 1, key, owner);
    },
  };
}

export interface AuditPrune {
  /** stops the schedule and waits for a prune under way */
  stop(): Promise<void>;
}

/** Schedules the prune (nothing when the cron expression is empty). */
export function startAuditPrune(app: App, opts: AuditPruneOptions): AuditPrune {
  const log = app.logger.child({ component: "audit-prune" });
  let running: Promise<void> | null = null;
  const run = async () => {
    try {
      const r = await pruneAuditLog(app, opts);
      if (r.deleted) log.info({ deleted: r.deleted, retentionDays: opts.retentionDays }, "audit log pruned");
    } catch (err) {
      log.error({ err }, "audit log prune failed");
    }
  };
  // protect: a run still going when the next is due is not started twice
  const cron = opts.cron
    ? new Cron(opts.cron, { protect: true }, async () => {
        running = run();
        await running;
        running = null;
      })
    : null;
  return {
    async stop() {
      cron?.stop();
      await running;
    },
  };
}
