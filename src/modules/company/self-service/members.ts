/**
 * The company's members: list (company.members.view, else the caller's own row), read one, update role, manager,
 * job title and status, deactivate (company.members.manage). The admin cannot be deactivated nor given a role or
 * a manager (422 `company_admin`); a manager is another member of the same company and the reporting tree has no
 * cycle. Unless the caller is the admin, a role given holds only codes the caller holds and the caller's own role
 * and manager are not theirs to change (403 `permission_denied`). A status change ends (or restores) the member's tokens on every instance.
 */
import { z } from "zod";
import type { RequestContext } from "../../../core/context.ts";
import { ProblemError } from "../../../core/errors.ts";
import { type DbClient, dbOf, withTransaction } from "../../../core/unit-of-work.ts";
import type { CompanyMember } from "../../../generated/prisma/client.ts";
import { appendCompanyEvent } from "../company-events.ts";
import { companyNotFound, type Membership } from "../membership.ts";
import { permissionsOf } from "../permissions.ts";
import { type CompanyModule, standingChanged } from "../service.ts";
import type { MemberDto } from "../types.ts";
import {
  holdsAny,
  invalidField,
  lockedCaller,
  memberDto,
  memberOfCompany,
  parseSelfServiceInput,
  requireHeld,
  roleOfCompany,
  selfService,
  visibleMembers,
} from "./company-dto.ts";

const MANAGE = "company.members.manage";

export const memberUpdateInput = z.object({
  roleId: z.number().int().positive().nullable().optional(),
  managerId: z.number().int().positive().nullable().optional(),
  jobTitle: z.string().trim().max(255).optional(),
  status: z.enum(["active", "inactive"]).optional(),
});
export type MemberUpdateInput = z.input<typeof memberUpdateInput>;

export const adminRefusal = (what: string) =>
  new ProblemError(422, "company_admin", `The company admin ${what}`, {
    errors: [{ field: "id", code: "company_admin", message: `the company admin ${what}` }],
  });

const snapshot = (r: CompanyMember) => ({ roleId: r.roleId, managerId: r.managerId, jobTitle: r.jobTitle, status: r.status });

/**
 * A manager for `memberId` (null: none): a member of the company (404 otherwise, as any id of another company), not
 * the member itself, and not one who reports to it (walking up from the manager never reaches the member).
 * Run it under the company's lock (lock.ts): two concurrent changes would each see no cycle.
 */
export async function checkedManager(db: DbClient, companyId: number, memberId: number | null, managerId: number | null): Promise<number | null> {
  if (managerId === null) return null;
  const manager = await memberOfCompany(db, companyId, managerId);
  if (memberId === null) return manager.id;
  if (manager.id === memberId) throw invalidField("managerId", "self", "a member cannot report to themselves");
  const seen = new Set<number>();
  let at: CompanyMember | null = manager;
  while (at && at.managerId !== null && !seen.has(at.id)) {
    seen.add(at.id);
    if (at.managerId === memberId) throw invalidField("managerId", "cycle", "this member reports (directly or not) to the member being changed");
    at = await db.companyMember.findUnique({ where: { id: at.managerId } });
  }
  return manager.id;
}

export async function listMembers(ctx: RequestContext, m: CompanyModule): Promise<MemberDto[]> {
  return visibleMembers(ctx, await selfService(ctx, m));
}

/** one member: with company.members.view any of the company's, else only the caller's own row (404 otherwise) */
export async function getMember(ctx: RequestContext, m: CompanyModule, id: number): Promise<MemberDto> {
  const mm = await selfService(ctx, m);
  if (id !== mm.member.id && !holdsAny(mm, "company.members.view")) throw companyNotFound("member");
  return memberDto(ctx, mm.company.id, mm.company.adminCustomerId, id);
}

/** 403: only the company admin changes a member's own role or manager */
const ownStanding = (field: "roleId" | "managerId") =>
  new ProblemError(403, "permission_denied", "Only the company admin changes your own role or manager", {
    errors: [{ field, code: "permission_denied", message: "your own role and manager are the company admin's to change" }],
  });

/**
 * The change, in one transaction that takes the company's lock first (lock.ts) and then re-reads the caller's
 * membership and the company: the tree walk, the role's existence and who the admin is are read under the lock.
 * Unless the caller is the admin: a role given holds only codes the caller holds, and the caller's own role and
 * manager are not theirs to change. The admin reports to nobody.
 */
async function applyUpdate(
  ctx: RequestContext,
  mm: Membership,
  id: number,
  input: z.output<typeof memberUpdateInput>,
  deactivate: boolean,
): Promise<MemberDto> {
  return withTransaction(ctx, async (tx) => {
    const db = dbOf(tx);
    const caller = await lockedCaller(tx, mm, MANAGE);
    const { id: companyId, adminCustomerId } = caller.company;
    const before = await memberOfCompany(db, companyId, id);
    const isAdmin = before.customerId === adminCustomerId;
    if (isAdmin && (input.status === "inactive" || deactivate)) throw adminRefusal("cannot be deactivated");
    if (isAdmin && input.roleId !== undefined && input.roleId !== null) throw adminRefusal("holds every permission and has no role");
    if (isAdmin && input.managerId !== undefined && input.managerId !== null) throw adminRefusal("reports to nobody");
    // the ids first (another company's answer 404 like absent ones), then the caller's rights
    const role = input.roleId !== undefined && input.roleId !== null ? await roleOfCompany(db, companyId, input.roleId) : null;
    const managerId = input.managerId !== undefined ? await checkedManager(db, companyId, id, input.managerId) : undefined;
    const roleChanges = input.roleId !== undefined && input.roleId !== before.roleId;
    const managerChanges = managerId !== undefined && managerId !== before.managerId;
    if (!caller.isAdmin && id === caller.member.id && (roleChanges || managerChanges)) throw ownStanding(roleChanges ? "roleId" : "managerId");
    if (role && roleChanges) requireHeld(caller, permissionsOf(tx).parse(role.permissions), "roleId");
    const data: Partial<CompanyMember> = {};
    if (input.roleId !== undefined) data.roleId = input.roleId;
    if (managerId !== undefined) data.managerId = managerId;
    if (input.jobTitle !== undefined) data.jobTitle = input.jobTitle;
    if (input.status !== undefined) data.status = input.status;
    if (deactivate) data.status = "inactive";
    const after = await db.companyMember.update({ where: { id }, data });
    await appendCompanyEvent(db, tx, {
      companyId,
      kind: deactivate || (before.status === "active" && after.status === "inactive") ? "member_deactivated" : "member_updated",
      subjectType: "member",
      subjectId: id,
      before: snapshot(before),
      after: snapshot(after),
    });
    // the member's tokens stop (or work again) on their next request, on every instance
    if (before.status !== after.status) await standingChanged(tx);
    return memberDto(tx, companyId, adminCustomerId, id);
  });
}

/** PATCH semantics: roleId/managerId null clears them */
export async function updateMember(ctx: RequestContext, m: CompanyModule, id: number, raw: unknown): Promise<MemberDto> {
  const mm = await selfService(ctx, m, MANAGE);
  const input = parseSelfServiceInput(memberUpdateInput, raw, ["roleId", "managerId"]);
  return applyUpdate(ctx, mm, id, input, false);
}

export async function deactivateMember(ctx: RequestContext, m: CompanyModule, id: number): Promise<MemberDto> {
  const mm = await selfService(ctx, m, MANAGE);
  return applyUpdate(ctx, mm, id, {}, true);
}
