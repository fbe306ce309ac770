/**
 * Admin GraphQL of the audit log (scope `audit`): every admin write as recordAudit (src/core/audit/record.ts)
 * stored it, newest first, filtered by who, what and when. Read only: nothing here writes an entry.
 */
import type { Builder } from "../core/schema-builder.ts";
import { auditWhere, type AuditLogFilter } from "../core/audit/query.ts";

interface AuditEntryRow {
  id: number;
  at: Date;
  actorKind: string;
  adminId: number | null;
  apiUserId: number | null;
  actorName: string;
  ip: string | null;
  requestId: string | null;
  operation: string;
  entityType: string;
  entityId: string;
  before: string | null;
  after: string | null;
}

const json = (s: string | null): unknown => (s === null ? null : JSON.parse(s));

export function registerAuditSchema(builder: Builder) {
  const Entry = builder.objectRef<AuditEntryRow>("AuditEntry").implement({
    description: "one admin write: who, when, from which address, what, and the changed fields before and after (secrets masked)",
    fields: (t) => ({
      id: t.exposeInt("id"),
      at: t.field({ type: "DateTime", resolve: (e) => e.at }),
      actorKind: t.exposeString("actorKind", { description: "admin | api_user | cli | system" }),
      adminId: t.exposeInt("adminId", { nullable: true }),
      apiUserId: t.exposeInt("apiUserId", { nullable: true }),
      adminUsername: t.exposeString("actorName", {
        description: "the admin's or API user's username when it wrote (a CLI command or job: its name)",
      }),
      ip: t.exposeString("ip", { nullable: true }),
      requestId: t.exposeString("requestId", { nullable: true }),
      operation: t.exposeString("operation", { description: "the GraphQL mutation, REST route or command, e.g. customerUpdate" }),
      entityType: t.exposeString("entityType", { description: "snake_case record type: customer, order, custom_form, ..." }),
      entityId: t.exposeString("entityId"),
      before: t.field({
        type: "JSON",
        nullable: true,
        description: "the changed fields before the write; null when it created the record",
        resolve: (e) => json(e.before),
      }),
      after: t.field({
        type: "JSON",
        nullable: true,
        description: "the changed fields after the write; null when it deleted the record",
        resolve: (e) => json(e.after),
      }),
    }),
  });
  const Page = builder.objectRef<{ items: AuditEntryRow[]; totalCount: number }>("AuditLogPage").implement({
    fields: (t) => ({
      items: t.field({ type: [Entry], resolve: (p) => p.items }),
      totalCount: t.exposeInt("totalCount"),
    }),
  });
  const Filter = builder.inputType("AuditLogFilter", {
    fields: (t) => ({
      adminId: t.int(),
      actorKind: t.string({ description: "admin | api_user | cli | system" }),
      entityType: t.string(),
      entityId: t.string(),
      operation: t.string(),
      from: t.field({ type: "DateTime", description: "at or after" }),
      to: t.field({ type: "DateTime", description: "before" }),
    }),
  });
  builder.queryFields((t) => ({
    auditLog: t.field({
      type: Page,
      description: "the audit log, newest first; every filter is exact and indexed (from/to bound the time)",
      authScopes: { admin: "audit" },
      args: {
        filter: t.arg({ type: Filter }),
        page: t.arg.int({ defaultValue: 1 }),
        pageSize: t.arg.int({ defaultValue: 20 }),
      },
      resolve: async (_r, a, { ctx }) => {
        const pageSize = Math.min(Math.max(a.pageSize ?? 20, 1), 100);
        const page = Math.max(a.page ?? 1, 1);
        const where = auditWhere((a.filter ?? {}) as AuditLogFilter);
        const [items, totalCount] = await Promise.all([
          ctx.app.db.auditEntry.findMany({ where, orderBy: [{ at: "desc" }, { id: "desc" }], skip: (page - 1) * pageSize, take: pageSize }),
          ctx.app.db.auditEntry.count({ where }),
        ]);
        return { items, totalCount };
      },
    }),
  }));
}
