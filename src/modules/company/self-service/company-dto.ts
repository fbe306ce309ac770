/**
 * The storefront's view of the caller's company (MyCompany) and what every self-service operation shares: the
 * caller's membership (module on, a customer token, a member who may sign in), the "not yours" lookups (a member,
 * role or address of another company answers 404 exactly like an absent one), and input parsing.
 */
import type { z } from "zod";
import type { RequestContext } from "../../../core/context.ts";
import { ProblemError } from "../../../core/errors.ts";
import { parseInput } from "../../../core/api/input.ts";
import { type DbClient, dbOf } from "../../../core/unit-of-work.ts";
import { requireCustomer } from "../../../customer/caller.ts";
import type { CompanyMember, CompanyRole } from "../../../generated/prisma/client.ts";
import { lockCompany } from "../lock.ts";
import { companyNotFound, membershipOf, type Membership, permissionDenied, requireMember } from "../membership.ts";
import { permissionsOf } from "../permissions.ts";
import type { CompanyModule } from "../service.ts";
import { type AddressDto, type MemberDto, type RoleDto, toAddressDto, toMemberDto, toRoleDto } from "../types.ts";

export interface SalesRepDto {
  name: string;
  email: string;
}

export interface MyCompanyDto {
  id: number;
  name: string;
  legalName: string;
  email: string;
  phone: string;
  vatId: string;
  resellerId: string;
  status: string;
  statusReason: string;
  admin: MemberDto;
  members: MemberDto[];
  roles: RoleDto[];
  addresses: AddressDto[];
  salesRep: SalesRepDto | null;
  permissions: string[];
  isAdmin: boolean;
}

/**
 * The caller's membership for a self-service operation: 401 without a customer token, 404 `not_found` when the
 * module is off for the store or the caller has no company (or one that does not let them sign in), 403
 * `permission_denied` without `permission`. `fresh`: read past the request's memo (after a write in it).
 */
export async function selfService(ctx: RequestContext, m: CompanyModule, permission?: string): Promise<Membership> {
  requireCustomer(ctx);
  if (!(await m.config(ctx)).enabled) throw companyNotFound();
  return requireMember(ctx, permission);
}

/**
 * The first statements of a self-service write's transaction: the company's lock (lock.ts), then the caller's
 * membership read afresh under it (the request's memo was read before the transaction: the caller may have been
 * deactivated, lost the permission or the admin's seat meanwhile). Answers as selfService would have.
 */
export async function lockedCaller(tx: RequestContext, mm: Membership, permission?: string): Promise<Membership> {
  await lockCompany(dbOf(tx), mm.company.id);
  const now = await membershipOf(tx, mm.member.customerId, true);
  if (!now?.decision.signIn || now.company.id !== mm.company.id) throw companyNotFound();
  if (permission && !now.permissions.has(permission)) throw permissionDenied(permission);
  return now;
}

/**
 * Grants stay within the granter's rights: unless the caller is the admin, every code given (a role's codes for a
 * member or an invitation, codes added to a role) must be one the caller holds (403 `permission_denied`).
 */
export function requireHeld(caller: Membership, codes: Iterable<string>, field: string): void {
  if (caller.isAdmin) return;
  const lacking = [...new Set(codes)].filter((c) => !caller.permissions.has(c)).sort();
  if (lacking.length === 0) return;
  throw new ProblemError(403, "permission_denied", `You cannot grant permissions you do not hold (${lacking.join(", ")})`, {
    errors: [{ field, code: "permission_denied", message: `not held by you: ${lacking.join(", ")}` }],
  });
}

/** whether the caller holds any of `codes` */
export const holdsAny = (mm: Membership, ...codes: string[]) => codes.some((c) => mm.permissions.has(c));

/** a 422 `invalid` with one field error */
export const invalidField = (field: string, code: string, message: string, detail = "The input has invalid fields") =>
  new ProblemError(422, "invalid", detail, { errors: [{ field, code, message }] });

/** input validated by `schema` (GraphQL's explicit nulls for text fields dropped first: they mean "unchanged") */
export function parseSelfServiceInput<S extends z.ZodType>(schema: S, raw: unknown, nullable: readonly string[] = []): z.output<S> {
  const o = (raw && typeof raw === "object" ? raw : {}) as Record<string, unknown>;
  const cleaned = Object.fromEntries(Object.entries(o).filter(([k, v]) => v !== undefined && (v !== null || nullable.includes(k))));
  return parseInput(schema, cleaned);
}

/** a member of the company by id, else 404 (another company's member answers exactly like an absent one) */
export async function memberOfCompany(db: DbClient, companyId: number, id: number): Promise<CompanyMember> {
  const row = await db.companyMember.findUnique({ where: { id } });
  if (!row || row.companyId !== companyId) throw companyNotFound("member");
  return row;
}

export async function roleOfCompany(db: DbClient, companyId: number, id: number): Promise<CompanyRole> {
  const row = await db.companyRole.findUnique({ where: { id } });
  if (!row || row.companyId !== companyId) throw companyNotFound("role");
  return row;
}

/** the company's roles with the number of members holding each, by name */
export async function roleDtos(ctx: RequestContext, companyId: number, adminCustomerId: number): Promise<RoleDto[]> {
  const db = dbOf(ctx);
  const [roles, counts] = await Promise.all([
    db.companyRole.findMany({ where: { companyId }, orderBy: [{ name: "asc" }, { id: "asc" }] }),
    db.companyMember.groupBy({ by: ["roleId"], where: { companyId, NOT: { customerId: adminCustomerId } }, _count: { _all: true } }),
  ]);
  const byRole = new Map(counts.map((c) => [c.roleId, c._count._all]));
  const tree = permissionsOf(ctx);
  return roles.map((r) => toRoleDto(r, byRole.get(r.id) ?? 0, tree));
}

/** members (all, or those `where` selects) with their customers' names and roles, the admin first */
export async function memberDtos(ctx: RequestContext, companyId: number, adminCustomerId: number, only?: { ids: number[] }): Promise<MemberDto[]> {
  const db = dbOf(ctx);
  const rows = await db.companyMember.findMany({
    where: { companyId, ...(only ? { id: { in: only.ids } } : {}) },
    orderBy: { id: "asc" },
  });
  const [customers, roles] = await Promise.all([
    db.customer.findMany({ where: { id: { in: rows.map((r) => r.customerId) } }, select: { id: true, email: true, firstName: true, lastName: true } }),
    roleDtos(ctx, companyId, adminCustomerId),
  ]);
  const cust = new Map(customers.map((c) => [c.id, c]));
  const role = new Map(roles.map((r) => [r.id, r]));
  const unknown = { email: "", firstName: "", lastName: "" };
  const dtos = rows.map((r) => toMemberDto(r, cust.get(r.customerId) ?? unknown, r.roleId !== null ? (role.get(r.roleId) ?? null) : null, adminCustomerId));
  return dtos.sort((a, b) => Number(b.isAdmin) - Number(a.isAdmin) || a.id - b.id);
}

export async function memberDto(ctx: RequestContext, companyId: number, adminCustomerId: number, id: number): Promise<MemberDto> {
  const [dto] = await memberDtos(ctx, companyId, adminCustomerId, { ids: [id] });
  if (!dto) throw companyNotFound("member");
  return dto;
}

/** the members the caller may list: everyone with company.members.view, else their own row */
export async function visibleMembers(ctx: RequestContext, mm: Membership): Promise<MemberDto[]> {
  const all = holdsAny(mm, "company.members.view");
  return memberDtos(ctx, mm.company.id, mm.company.adminCustomerId, all ? undefined : { ids: [mm.member.id] });
}

/** the roles the caller may list: every role with company.roles.manage or company.members.view, else their own */
export async function visibleRoles(ctx: RequestContext, mm: Membership): Promise<RoleDto[]> {
  const roles = await roleDtos(ctx, mm.company.id, mm.company.adminCustomerId);
  if (holdsAny(mm, "company.roles.manage", "company.members.view")) return roles;
  return roles.filter((r) => !mm.isAdmin && r.id === mm.member.roleId);
}

/** the addresses the caller may list: all with company.addresses.use or .manage, else none */
export async function visibleAddresses(ctx: RequestContext, mm: Membership): Promise<AddressDto[]> {
  if (!holdsAny(mm, "company.addresses.use", "company.addresses.manage")) return [];
  const rows = await dbOf(ctx).companyAddress.findMany({ where: { companyId: mm.company.id }, orderBy: { id: "asc" } });
  return rows.map(toAddressDto);
}

/**
 * The sales rep as the storefront shows them: an active console user with an email, by that email only (the
 * console username is a login name, never shown); name = the email's local part.
 */
export function salesRepDto(rep: { email: string; isActive: boolean } | null): SalesRepDto | null {
  const email = rep?.isActive ? rep.email.trim() : "";
  if (!email) return null;
  const at = email.lastIndexOf("@");
  return { name: at > 0 ? email.slice(0, at) : email, email };
}

/** the MyCompany answer for `mm`, hiding what the member may not see */
export async function myCompanyDto(ctx: RequestContext, mm: Membership): Promise<MyCompanyDto> {
  const db = dbOf(ctx);
  const c = mm.company;
  const adminMember = await db.companyMember.findUnique({ where: { customerId: c.adminCustomerId } });
  const [members, roles, addresses, rep, admin] = await Promise.all([
    visibleMembers(ctx, mm),
    visibleRoles(ctx, mm),
    visibleAddresses(ctx, mm),
    c.salesRepId !== null ? db.adminUser.findUnique({ where: { id: c.salesRepId }, select: { email: true, isActive: true } }) : null,
    adminMember ? memberDto(ctx, c.id, c.adminCustomerId, adminMember.id) : null,
  ]);
  const adminDto: MemberDto = admin ?? {
    id: 0,
    customerId: c.adminCustomerId,
    email: "",
    firstName: "",
    lastName: "",
    role: null,
    managerId: null,
    jobTitle: "",
    status: "active",
    isAdmin: true,
  };
  return {
    id: c.id,
    name: c.name,
    legalName: c.legalName,
    email: c.email,
    phone: c.phone,
    vatId: c.vatId,
    resellerId: c.resellerId,
    status: c.status,
    statusReason: c.statusReason,
    admin: adminDto,
    members,
    roles,
    addresses,
    salesRep: salesRepDto(rep),
    permissions: [...mm.permissions].sort(),
    isAdmin: mm.isAdmin,
  };
}

/** the caller's company after a write in this request (the membership read afresh) */
export async function myCompanyAfterWrite(ctx: RequestContext, customerId: number): Promise<MyCompanyDto> {
  const mm = await membershipOf(ctx, customerId, true);
  if (!mm) throw companyNotFound();
  return myCompanyDto(ctx, mm);
}
