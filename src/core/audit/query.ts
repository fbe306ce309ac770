/** The audit log's filters as a Prisma where: each one exact, so that the table's indexes answer it. */
import type { Prisma } from "../db/client.ts";

export interface AuditLogFilter {
  adminId?: number | null;
  actorKind?: string | null;
  entityType?: string | null;
  entityId?: string | null;
  operation?: string | null;
  /** at or after */
  from?: Date | null;
  /** before */
  to?: Date | null;
}

export function auditWhere(f: AuditLogFilter): Prisma.AuditEntryWhereInput {
  const at: Prisma.DateTimeFilter = {};
  if (f.from) at.gte = f.from;
  if (f.to) at.lt = f.to;
  return {
    ...(f.adminId != null ? { adminId: f.adminId } : {}),
    ...(f.actorKind ? { actorKind: f.actorKind } : {}),
    ...(f.entityType ? { entityType: f.entityType } : {}),
    ...(f.entityId ? { entityId: f.entityId } : {}),
    ...(f.operation ? { operation: f.operation } : {}),
    ...(f.from || f.to ? { at } : {}),
  };
}
