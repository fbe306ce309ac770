/** The company's history: every change appended as one CompanyEvent row, in the change's own transaction. */
import type { RequestContext } from "../../core/context.ts";
import { auditDiff, type AuditSnapshot } from "../../core/audit/record.ts";
import type { DbClient } from "../../core/unit-of-work.ts";

export type CompanyEventKind =
  | "created"
  | "status_changed"
  | "profile_updated"
  | "member_added"
  | "member_updated"
  | "member_deactivated"
  | "member_removed"
  | "member_invited"
  | "invitation_accepted"
  | "role_created"
  | "role_updated"
  | "role_deleted"
  | "address_created"
  | "address_updated"
  | "address_deleted"
  | "admin_transferred";

export interface CompanyChange {
  companyId: number;
  kind: CompanyEventKind;
  subjectType?: "company" | "member" | "role" | "address" | "invitation";
  subjectId?: number | null;
  before?: AuditSnapshot;
  after?: AuditSnapshot;
  note?: string;
}

function actorOf(ctx: RequestContext): { actorKind: string; actorId: number | null; actorName: string } {
  const c = ctx.caller;
  if (c.kind === "admin") return { actorKind: "admin", actorId: c.adminId, actorName: c.username ?? `admin #${c.adminId}` };
  if (c.kind === "customer") return { actorKind: "customer", actorId: c.customerId, actorName: c.email };
  if (c.kind === "api_user") return { actorKind: "api_user", actorId: c.apiUserId, actorName: c.username };
  return { actorKind: "system", actorId: null, actorName: "" };
}

/** appends one event: only the fields that changed, secrets masked (core/audit/record.ts) */
export async function appendCompanyEvent(db: DbClient, ctx: RequestContext, change: CompanyChange): Promise<void> {
  const { before, after } = auditDiff(change.before, change.after);
  await db.companyEvent.create({
    data: {
      companyId: change.companyId,
      kind: change.kind,
      ...actorOf(ctx),
      subjectType: change.subjectType ?? "company",
      subjectId: change.subjectId ?? null,
      before: before ? JSON.stringify(before) : null,
      after: after ? JSON.stringify(after) : null,
      note: change.note ?? "",
    },
  });
}
