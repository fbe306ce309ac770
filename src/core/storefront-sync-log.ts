/**
 * The record of storefront sync requests (table StorefrontSyncRun): one row per call the backend makes to the
 * worker, written when the call starts (outcome `pending`) and completed when the worker answers or the last
 * attempt fails. The worker syncs before it answers, so its answer is its report: what it copied and how long it
 * took. A process that dies mid-call leaves its row `pending`.
 */
import type { Db } from "./db/client.ts";
import type { DbClient } from "./unit-of-work.ts";

/** `start`: the first full sync `npm start` (scripts/start.ts) asks of the worker itself, recorded by it */
export type SyncTrigger = "admin" | "cron" | "change" | "module" | "start";
export type SyncOutcome = "pending" | "accepted" | "failed" | "not_configured";

export interface SyncRunStart {
  trigger: SyncTrigger;
  path: string;
  itemCount?: number | null;
  adminId?: number | null;
}

const kindOf = (path: string) => (path === "/sync" ? "full" : "partial");

/** a request about to be made (`pending`), or one that could not be (`not_configured`), in the caller's transaction when given one */
export async function syncRunStart(db: Db | DbClient, run: SyncRunStart, outcome: SyncOutcome = "pending"): Promise<number> {
  const row = await db.storefrontSyncRun.create({
    data: {
      trigger: run.trigger,
      kind: kindOf(run.path),
      path: run.path,
      itemCount: run.itemCount ?? null,
      adminId: run.adminId ?? null,
      outcome,
      ...(outcome === "not_configured" ? { finishedAt: new Date(), durationMs: 0, reason: "STOREFRONT_URL and SYNC_SECRET are not set" } : {}),
    },
    select: { id: true },
  });
  return row.id;
}

export async function syncRunFinish(
  db: Db,
  id: number,
  result: { outcome: "accepted" | "failed"; attempts: number; startedAt: number; reason?: string; workerReport?: string | null },
): Promise<void> {
  await db.storefrontSyncRun.update({
    where: { id },
    data: {
      outcome: result.outcome,
      attempts: result.attempts,
      reason: result.reason?.slice(0, 1000) ?? null,
      workerReport: result.workerReport?.slice(0, 10_000) ?? null,
      finishedAt: new Date(),
      durationMs: Math.max(0, Date.now() - result.startedAt),
    },
  });
}

/** the last runs, newest first */
export function syncRuns(db: Db, limit: number) {
  return db.storefrontSyncRun.findMany({ orderBy: { id: "desc" }, take: limit });
}
