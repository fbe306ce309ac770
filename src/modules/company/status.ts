/**
 * A company's status changes (approve, reject, block, unblock): the row, its history event, the status mail to the
 * company admin and the end of every remembered token check of its members (on every instance), in one transaction.
 */
import type { RequestContext } from "../../core/context.ts";
import { ProblemError } from "../../core/errors.ts";
import { dbOf, withTransaction } from "../../core/unit-of-work.ts";
import type { Company } from "../../generated/prisma/client.ts";
import { appendCompanyEvent } from "./company-events.ts";
import { COMPANY_TEMPLATES } from "./config.ts";
import { queueCompanyMail } from "./mail.ts";
import type { CompanyStatus } from "./policy.ts";
import { type CompanyModule, standingChanged } from "./service.ts";

export type StatusAction = "approve" | "reject" | "block" | "unblock";

/** from which statuses each action moves a company, and where to */
const TRANSITIONS: Record<StatusAction, { from: CompanyStatus[]; to: CompanyStatus; template: string }> = {
  approve: { from: ["pending", "rejected"], to: "active", template: COMPANY_TEMPLATES.approved },
  reject: { from: ["pending", "active", "blocked"], to: "rejected", template: COMPANY_TEMPLATES.rejected },
  block: { from: ["active"], to: "blocked", template: COMPANY_TEMPLATES.blocked },
  unblock: { from: ["blocked"], to: "active", template: COMPANY_TEMPLATES.unblocked },
};

export const REASON_MAX = 1000;

/**
 * Applies `action` to the company (joining the caller's transaction when there is one). Refusals: 404 `not_found`,
 * 409 `invalid_transition` (e.g. unblocking an active company), 422 for a reject or block without a reason.
 * `extra.customerGroupId`: approve into this group (trade registration's B2B group).
 */
export async function changeCompanyStatus(
  ctx: RequestContext,
  m: CompanyModule,
  companyId: number,
  action: StatusAction,
  reason = "",
  extra: { customerGroupId?: number; mail?: boolean } = {},
): Promise<Company> {
  const t = TRANSITIONS[action];
  const why = reason.trim();
  if ((action === "reject" || action === "block") && !why)
    throw new ProblemError(422, "invalid", "Give a reason", { errors: [{ field: "reason", code: "required", message: "say why, for the company's members" }] });
  if (why.length > REASON_MAX)
    throw new ProblemError(422, "invalid", "The reason is too long", {
      errors: [{ field: "reason", code: "too_long", message: `at most ${REASON_MAX} characters` }],
    });
  return withTransaction(ctx, async (tx) => {
    const db = dbOf(tx);
    const before = await db.company.findUnique({ where: { id: companyId } });
    if (!before) throw new ProblemError(404, "not_found", `No company ${companyId}`);
    if (!t.from.includes(before.status as CompanyStatus))
      throw new ProblemError(409, "invalid_transition", `A ${before.status} company cannot be ${action === "unblock" ? "unblocked" : `${action}d`}`, {
        errors: [{ field: "status", code: "invalid_transition", message: `the company is ${before.status}` }],
      });
    // a conditional write: two admins deciding at once cannot both move it
    const moved = await db.company.updateMany({
      where: { id: companyId, status: before.status },
      data: {
        status: t.to,
        statusReason: t.to === "active" ? "" : why,
        ...(extra.customerGroupId !== undefined ? { customerGroupId: extra.customerGroupId } : {}),
      },
    });
    if (moved.count !== 1) throw new ProblemError(409, "conflict", "The company changed meanwhile: reload it and try again");
    const after = await db.company.findUniqueOrThrow({ where: { id: companyId } });
    await appendCompanyEvent(db, tx, {
      companyId,
      kind: "status_changed",
      before: { status: before.status, statusReason: before.statusReason, customerGroupId: before.customerGroupId },
      after: { status: after.status, statusReason: after.statusReason, customerGroupId: after.customerGroupId },
      note: why,
    });
    // every member's next request, on any instance, is judged (and priced) as the company now stands
    await standingChanged(tx);
    if (extra.mail !== false) {
      const admin = await db.customer.findUnique({ where: { id: after.adminCustomerId }, select: { email: true, firstName: true, lastName: true } });
      if (admin)
        await queueCompanyMail(tx, await m.configForStore(after.storeId), {
          to: admin.email,
          storeId: after.storeId,
          template: t.template,
          vars: { customer: admin, company: { id: after.id, name: after.name, status: after.status }, reason: why || null },
        });
    }
    return after;
  });
}
