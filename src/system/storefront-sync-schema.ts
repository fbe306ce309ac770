/** The admin's storefront sync: "sync now" (answers at once, the sync runs in the background) and the record of the last syncs. */
import { audited } from "../core/audit/declare.ts";
import { recordAudit } from "../core/audit/record.ts";
import type { Builder } from "../core/schema-builder.ts";
import { ProblemError } from "../core/errors.ts";
import { storefrontSyncOf } from "../core/storefront-sync.ts";
import { syncRunStart, syncRuns } from "../core/storefront-sync-log.ts";

interface StatusDto {
  configured: boolean;
  storefrontUrl: string | null;
  limit: number;
}

export function registerStorefrontSyncSchema(builder: Builder) {
  const Outcome = builder.enumType("StorefrontSyncOutcome", {
    values: {
      pending: { description: "asked, the worker has not answered yet (or the process ended first)" },
      accepted: { description: "the worker synced and answered 2xx" },
      failed: { description: "the worker refused or every attempt failed (see reason)" },
      not_configured: { description: "asked while STOREFRONT_URL and SYNC_SECRET were not set" },
    } as const,
  });
  const Run = builder.prismaObject("StorefrontSyncRun", {
    fields: (t) => ({
      id: t.exposeInt("id"),
      trigger: t.exposeString("trigger", {
        description: "admin (sync now), cron, change (a catalogue save), module (a module's rules or config) or start (the first sync of `npm start`)",
      }),
      kind: t.exposeString("kind", { description: "full or partial" }),
      path: t.exposeString("path", { description: "the worker path called" }),
      outcome: t.field({ type: Outcome, resolve: (r) => r.outcome as never }),
      reason: t.exposeString("reason", { nullable: true }),
      attempts: t.exposeInt("attempts"),
      itemCount: t.exposeInt("itemCount", { nullable: true, description: "product ids of a partial product sync; null: all" }),
      adminId: t.exposeInt("adminId", { nullable: true }),
      requestedAt: t.expose("requestedAt", { type: "DateTime" }),
      finishedAt: t.expose("finishedAt", { type: "DateTime", nullable: true, description: "when the worker answered (or the last attempt failed)" }),
      durationMs: t.exposeInt("durationMs", { nullable: true }),
      workerReport: t.field({
        type: "JSON",
        nullable: true,
        description: "the worker's answer: {success, synced: {products, categories, ...}, duration}",
        resolve: (r) => {
          if (!r.workerReport) return null;
          try {
            return JSON.parse(r.workerReport) as unknown;
          } catch {
            return r.workerReport;
          }
        },
      }),
    }),
  });
  const Status = builder.objectRef<StatusDto>("StorefrontSyncStatus").implement({
    fields: (t) => ({
      configured: t.exposeBoolean("configured", { description: "STOREFRONT_URL and SYNC_SECRET are set: this backend asks the worker to sync" }),
      storefrontUrl: t.exposeString("storefrontUrl", { nullable: true }),
      runs: t.prismaField({
        type: [Run],
        description: "the last sync requests, newest first",
        resolve: (_q, s, _a, { ctx }) => syncRuns(ctx.app.db, s.limit),
      }),
      lastFullSync: t.prismaField({
        type: Run,
        nullable: true,
        description: "the last full sync the worker accepted",
        resolve: (_q, _s, _a, { ctx }) => ctx.app.db.storefrontSyncRun.findFirst({ where: { kind: "full", outcome: "accepted" }, orderBy: { id: "desc" } }),
      }),
    }),
  });

  builder.queryFields((t) => ({
    storefrontSyncStatus: t.field({
      type: Status,
      description: "whether a storefront worker is configured and the last sync requests made to it, with their outcome",
      authScopes: { admin: "catalog" },
      args: { limit: t.arg.int({ defaultValue: 20, description: "1..100" }) },
      resolve: (_r, { limit }, { ctx }) => ({
        configured: !!storefrontSyncOf(ctx.app),
        storefrontUrl: storefrontSyncOf(ctx.app) ? (ctx.app.settings.storefrontUrl ?? null) : null,
        limit: Math.min(Math.max(limit ?? 20, 1), 100),
      }),
    }),
  }));
  builder.mutationFields((t) => ({
    storefrontSyncNow: t.boolean({
      description:
        "asks the storefront worker for a full sync now, in the background; the request is in storefrontSyncStatus once this answers (a Problem `not_configured` when STOREFRONT_URL and SYNC_SECRET are not set, recorded too)",
      authScopes: { admin: "catalog" },
      extensions: audited("storefront_sync"),
      errors: { types: [ProblemError] },
      resolve: async (_r, _a, { ctx }) => {
        const adminId = ctx.caller.kind === "admin" ? ctx.caller.adminId : null;
        const sync = storefrontSyncOf(ctx.app);
        if (!sync) {
          await syncRunStart(ctx.app.db, { trigger: "admin", path: "/sync", adminId }, "not_configured");
          throw new ProblemError(409, "not_configured", "STOREFRONT_URL and SYNC_SECRET are not set");
        }
        // the request's row and its audit entry commit together; a refusal above (not configured) changes nothing to audit
        await sync.requestFull({
          adminId,
          record: (db, runId) =>
            recordAudit(db, ctx, {
              operation: "storefrontSyncNow",
              entityType: "storefront_sync",
              entityId: runId,
              before: null,
              after: { kind: "full", path: "/sync" },
            }),
        });
        return true;
      },
    }),
  }));
}
