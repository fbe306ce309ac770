/**
 * The merchant's status decisions on companies: one (approve, reject, block, unblock through status.ts
 * changeCompanyStatus, with the audit entry in the same transaction) or many (one unit of work per id, a result per
 * id, like customerApproveMany).
 */
import { runAfterAnswer } from "../../../core/after-answer.ts";
import { recordAudit } from "../../../core/audit/record.ts";
import type { RequestContext } from "../../../core/context.ts";
import { forEachId, type MassResult } from "../../../core/mass-action.ts";
import { dbOf, withTransaction } from "../../../core/unit-of-work.ts";
import type { Company } from "../../../generated/prisma/client.ts";
import type { CompanyModule } from "../service.ts";
import { changeCompanyStatus, type StatusAction } from "../status.ts";
import { companyNotFoundFor, companySnapshot } from "./detail.ts";
import { checkRefs } from "./refs.ts";

const OPERATION: Record<StatusAction, string> = {
  approve: "companyApprove",
  reject: "companyReject",
  block: "companyBlock",
  unblock: "companyUnblock",
};

export async function decideCompany(
  ctx: RequestContext,
  m: CompanyModule,
  id: number,
  action: StatusAction,
  reason = "",
  customerGroupId?: number | null,
  operation = OPERATION[action],
): Promise<Company> {
  if (customerGroupId != null) await checkRefs(ctx, { customerGroupId });
  const company = await withTransaction(ctx, async (tx) => {
    const db = dbOf(tx);
    const before = await db.company.findUnique({ where: { id } });
    if (!before) throw companyNotFoundFor(id);
    const after = await changeCompanyStatus(tx, m, id, action, reason, customerGroupId != null ? { customerGroupId } : {});
    await recordAudit(db, tx, { operation, entityType: "company", entityId: id, before: companySnapshot(before), after: companySnapshot(after) });
    return after;
  });
  // the status mail to the company admin leaves after the answer
  runAfterAnswer(ctx, "company-status-mail", async (later) => later.app.mail.dispatcher.kick());
  return company;
}

/** one unit of work per id: one refusal (404, 409 invalid_transition) does not undo the others */
export function decideCompanies(ctx: RequestContext, m: CompanyModule, ids: number[], action: StatusAction, reason = ""): Promise<MassResult<Company>[]> {
  return forEachId(ids, (id) => decideCompany(ctx, m, id, action, reason, null, `${OPERATION[action]}Many`));
}
