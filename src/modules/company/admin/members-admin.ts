/**
 * The merchant's member operations: companyMemberAssign moves an existing customer who is in no company into one;
 * companyAdminTransfer makes an active member the company admin, the former admin keeping membership (with a role,
 * or none: then no permissions). Each in one transaction that first locks the company (lock.ts) and reads what it
 * checks after the lock, with its history event, audit entry and the end of remembered token checks.
 */
import { z } from "zod";
import { parseInput } from "../../../core/api/input.ts";
import { recordAudit } from "../../../core/audit/record.ts";
import type { RequestContext } from "../../../core/context.ts";
import { ProblemError } from "../../../core/errors.ts";
import { type DbClient, dbOf, withTransaction } from "../../../core/unit-of-work.ts";
import { isUniqueViolation } from "../../../customer/service.ts";
import type { Company } from "../../../generated/prisma/client.ts";
import { appendCompanyEvent } from "../company-events.ts";
import { lockCompany } from "../lock.ts";
import { standingChanged } from "../service.ts";
import { alreadyInCompany } from "./create.ts";
import { companyNotFoundFor } from "./detail.ts";
import { invalidField } from "./refs.ts";

const assignInput = z.object({
  companyId: z.number().int(),
  customerId: z.number().int(),
  roleId: z.number().int().nullable().optional(),
  managerId: z.number().int().nullable().optional(),
  jobTitle: z.string().trim().max(255).nullable().optional(),
});

async function roleOfCompany(db: DbClient, companyId: number, roleId: number, field: string) {
  const role = await db.companyRole.findUnique({ where: { id: roleId } });
  if (!role || role.companyId !== companyId) throw invalidField(field, "not_found", `no role ${roleId} in this company`);
  return role;
}

/** moves a customer of the company's store, in no company, into the company (409 `already_in_company` otherwise) */
export async function assignMember(ctx: RequestContext, raw: unknown): Promise<Company> {
  const input = parseInput(assignInput, raw);
  try {
    return await withTransaction(ctx, (tx) => assignIn(tx, input));
  } catch (e) {
    // the customer joined a company meanwhile (another assign, an invitation accepted): the one member row per customer
    if (isUniqueViolation(e)) throw alreadyInCompany();
    throw e;
  }
}

async function assignIn(tx: RequestContext, input: z.infer<typeof assignInput>): Promise<Company> {
  const db = dbOf(tx);
  // the manager must still be a member of this company when the new member reports to them
  await lockCompany(db, input.companyId);
  const company = await db.company.findUnique({ where: { id: input.companyId } });
  if (!company) throw companyNotFoundFor(input.companyId);
  const customer = await db.customer.findUnique({ where: { id: input.customerId }, select: { id: true, storeId: true, email: true } });
  if (!customer) throw invalidField("customerId", "not_found", `no customer ${input.customerId}`);
  if (customer.storeId !== company.storeId) throw invalidField("customerId", "other_store", "the customer belongs to another store than the company");
  if (await db.companyMember.findUnique({ where: { customerId: customer.id }, select: { id: true } })) throw alreadyInCompany();
  if (input.roleId != null) await roleOfCompany(db, company.id, input.roleId, "roleId");
  if (input.managerId != null) {
    const manager = await db.companyMember.findUnique({ where: { id: input.managerId } });
    if (!manager || manager.companyId !== company.id) throw invalidField("managerId", "not_found", `no member ${input.managerId} in this company`);
  }
  const member = await db.companyMember.create({
    data: {
      companyId: company.id,
      customerId: customer.id,
      roleId: input.roleId ?? null,
      managerId: input.managerId ?? null,
      jobTitle: input.jobTitle ?? "",
    },
  });
  const after = {
    customerId: customer.id,
    email: customer.email,
    roleId: member.roleId,
    managerId: member.managerId,
    jobTitle: member.jobTitle,
    status: member.status,
  };
  await appendCompanyEvent(db, tx, { companyId: company.id, kind: "member_added", subjectType: "member", subjectId: member.id, after });
  await recordAudit(db, tx, {
    operation: "companyMemberAssign",
    entityType: "company",
    entityId: company.id,
    before: null,
    after: { memberId: member.id, ...after },
  });
  // the customer now buys in the company's group and answers to its status, from the next request on any instance
  await standingChanged(tx);
  return company;
}

/**
 * Makes `customerId` (an active member of this company) its admin; the former admin stays a member with
 * `formerAdminRoleId` (a role of this company) or, without it, with no role: no permissions until one is given.
 * The company is locked first, so a concurrent deactivation of the new admin either committed before (refused
 * here: inactive) or waits for this transfer; the new admin's row changes only while it is still active.
 */
export async function transferAdmin(ctx: RequestContext, id: number, customerId: number, formerAdminRoleId: number | null | undefined): Promise<Company> {
  return withTransaction(ctx, async (tx) => {
    const db = dbOf(tx);
    await lockCompany(db, id);
    const before = await db.company.findUnique({ where: { id } });
    if (!before) throw companyNotFoundFor(id);
    if (before.adminCustomerId === customerId) throw invalidField("customerId", "already_admin", "the customer is the company admin already");
    const next = await db.companyMember.findUnique({ where: { customerId } });
    if (!next || next.companyId !== id) throw invalidField("customerId", "not_member", "the new admin must be a member of this company");
    const inactive = () => invalidField("customerId", "inactive", "the new admin must be an active member");
    if (next.status !== "active") throw inactive();
    const roleId = formerAdminRoleId ?? null;
    if (roleId !== null) await roleOfCompany(db, id, roleId, "formerAdminRoleId");
    const former = await db.companyMember.findUnique({ where: { customerId: before.adminCustomerId } });
    // the admin has no role and no manager (every permission; nobody above them in the company)
    const promoted = await db.companyMember.updateMany({ where: { id: next.id, companyId: id, status: "active" }, data: { roleId: null, managerId: null } });
    if (promoted.count !== 1) throw inactive();
    const moved = await db.company.updateMany({ where: { id, adminCustomerId: before.adminCustomerId }, data: { adminCustomerId: customerId } });
    if (moved.count !== 1) throw new ProblemError(409, "conflict", "The company changed meanwhile: reload it and try again");
    if (former) await db.companyMember.update({ where: { id: former.id }, data: { roleId, status: "active" } });
    else await db.companyMember.create({ data: { companyId: id, customerId: before.adminCustomerId, roleId } });
    const b = { adminCustomerId: before.adminCustomerId, newAdminRoleId: next.roleId };
    const a = { adminCustomerId: customerId, formerAdminRoleId: roleId };
    await appendCompanyEvent(db, tx, { companyId: id, kind: "admin_transferred", subjectType: "member", subjectId: next.id, before: b, after: a });
    await recordAudit(db, tx, { operation: "companyAdminTransfer", entityType: "company", entityId: id, before: b, after: a });
    // both members' permissions changed
    await standingChanged(tx);
    return db.company.findUniqueOrThrow({ where: { id } });
  });
}
