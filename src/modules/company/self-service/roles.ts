/**
 * The company's roles: list (company.roles.manage or company.members.view, else the caller's own), create, update,
 * delete (company.roles.manage). Unless the caller is the admin, the codes a role is given (all of a new role's, the
 * ones an update adds) must be codes the caller holds (403 `permission_denied`). Every write takes the company's
 * lock first (lock.ts), so a role is not deleted while a concurrent change gives it to a member.
 */
import { z } from "zod";
import type { RequestContext } from "../../../core/context.ts";
import { ProblemError } from "../../../core/errors.ts";
import { dbOf, withTransaction } from "../../../core/unit-of-work.ts";
import { isUniqueViolation } from "../../../customer/service.ts";
import { appendCompanyEvent } from "../company-events.ts";
import { type PermissionTree, permissionsOf, serializePermissions } from "../permissions.ts";
import type { CompanyModule } from "../service.ts";
import { toRoleDto, type RoleDto } from "../types.ts";
import { invalidField, lockedCaller, parseSelfServiceInput, requireHeld, roleOfCompany, selfService, visibleRoles } from "./company-dto.ts";

const MANAGE = "company.roles.manage";

export const roleInput = z.object({
  name: z.string().trim().min(1, "a role needs a name").max(255).optional(),
  permissions: z.array(z.string().max(100)).max(200).optional(),
});
export type RoleInput = z.input<typeof roleInput>;

/** the codes, each a leaf of the tree (422 field `permissions` otherwise) */
function checkedCodes(tree: PermissionTree, codes: string[]): string {
  const all = tree.allCodes();
  const unknown = codes.filter((c) => !all.has(c));
  if (unknown.length) throw invalidField("permissions", "unknown_permission", `not codes of the permission tree: ${unknown.join(", ")}`);
  return serializePermissions(codes);
}

const nameTaken = () =>
  new ProblemError(422, "invalid", "The company has a role of this name", {
    errors: [{ field: "name", code: "taken", message: "another role has this name" }],
  });

async function roleAnswer(ctx: RequestContext, companyId: number, adminCustomerId: number, id: number): Promise<RoleDto> {
  const db = dbOf(ctx);
  const role = await roleOfCompany(db, companyId, id);
  const count = await db.companyMember.count({ where: { companyId, roleId: id, NOT: { customerId: adminCustomerId } } });
  return toRoleDto(role, count, permissionsOf(ctx));
}

export async function listRoles(ctx: RequestContext, m: CompanyModule): Promise<RoleDto[]> {
  return visibleRoles(ctx, await selfService(ctx, m));
}

export async function createRole(ctx: RequestContext, m: CompanyModule, raw: unknown): Promise<RoleDto> {
  const mm = await selfService(ctx, m, MANAGE);
  const input = parseSelfServiceInput(roleInput, raw);
  if (input.name === undefined) throw invalidField("name", "required", "a role needs a name");
  const tree = permissionsOf(ctx);
  const permissions = checkedCodes(tree, input.permissions ?? []);
  const companyId = mm.company.id;
  try {
    return await withTransaction(ctx, async (tx) => {
      const db = dbOf(tx);
      const caller = await lockedCaller(tx, mm, MANAGE);
      requireHeld(caller, tree.parse(permissions), "permissions");
      const role = await db.companyRole.create({ data: { companyId, name: input.name!, permissions } });
      await appendCompanyEvent(db, tx, {
        companyId,
        kind: "role_created",
        subjectType: "role",
        subjectId: role.id,
        after: { name: role.name, permissions: tree.parse(role.permissions) },
      });
      return toRoleDto(role, 0, tree);
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw nameTaken();
    throw e;
  }
}

/** PATCH semantics; a new permission set applies to the role's members on their next request */
export async function updateRole(ctx: RequestContext, m: CompanyModule, id: number, raw: unknown): Promise<RoleDto> {
  const mm = await selfService(ctx, m, MANAGE);
  const input = parseSelfServiceInput(roleInput, raw);
  const companyId = mm.company.id;
  const tree = permissionsOf(ctx);
  try {
    return await withTransaction(ctx, async (tx) => {
      const db = dbOf(tx);
      const caller = await lockedCaller(tx, mm, MANAGE);
      const before = await roleOfCompany(db, companyId, id);
      const data = {
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.permissions !== undefined ? { permissions: checkedCodes(tree, input.permissions) } : {}),
      };
      if (data.permissions !== undefined) {
        const had = new Set(tree.parse(before.permissions));
        requireHeld(
          caller,
          tree.parse(data.permissions).filter((c) => !had.has(c)),
          "permissions",
        );
      }
      const after = await db.companyRole.update({ where: { id }, data });
      await appendCompanyEvent(db, tx, {
        companyId,
        kind: "role_updated",
        subjectType: "role",
        subjectId: id,
        before: { name: before.name, permissions: tree.parse(before.permissions) },
        after: { name: after.name, permissions: tree.parse(after.permissions) },
      });
      return roleAnswer(tx, companyId, caller.company.adminCustomerId, id);
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw nameTaken();
    throw e;
  }
}

/** 409 `role_in_use` while a member holds it (counted under the company's lock: no member is given it meanwhile) */
export async function deleteRole(ctx: RequestContext, m: CompanyModule, id: number): Promise<RoleDto> {
  const mm = await selfService(ctx, m, MANAGE);
  const companyId = mm.company.id;
  const tree = permissionsOf(ctx);
  return withTransaction(ctx, async (tx) => {
    const db = dbOf(tx);
    await lockedCaller(tx, mm, MANAGE);
    const role = await roleOfCompany(db, companyId, id);
    const holders = await db.companyMember.count({ where: { roleId: id } });
    if (holders > 0)
      throw new ProblemError(409, "role_in_use", `${holders} member(s) hold this role: give them another role first`, {
        errors: [{ field: "id", code: "role_in_use", message: `${holders} member(s) hold it` }],
      });
    await db.companyRole.delete({ where: { id } });
    // invitations not yet accepted lose the role (their member joins without one)
    await db.companyInvitation.updateMany({ where: { companyId, roleId: id, acceptedAt: null }, data: { roleId: null } });
    await appendCompanyEvent(db, tx, {
      companyId,
      kind: "role_deleted",
      subjectType: "role",
      subjectId: id,
      before: { name: role.name, permissions: tree.parse(role.permissions) },
    });
    return toRoleDto(role, 0, tree);
  });
}
