/**
 * The merchant's view of a company (admin scope `companies`): the row, and what the Company type resolves from it
 * (admin, sales rep, group, parent, members, roles, addresses, orders, history). Reads are memoised per request, so
 * a grid page asks each lookup once per company.
 */
import type { RequestContext } from "../../../core/context.ts";
import { ProblemError } from "../../../core/errors.ts";
import { dbOf } from "../../../core/unit-of-work.ts";
import type { Company } from "../../../generated/prisma/client.ts";
import { companyOrdersPage } from "../orders-page.ts";
import { permissionsOf } from "../permissions.ts";
import {
  type AddressDto,
  type CompanyOrderDto,
  type EventDto,
  type MemberDto,
  type RoleDto,
  toAddressDto,
  toEventDto,
  toMemberDto,
  toRoleDto,
} from "../types.ts";

export interface CompanyAdminRef {
  customerId: number;
  email: string;
  firstName: string;
  lastName: string;
}
export interface SalesRepDto {
  id: number;
  username: string;
  email: string;
}
export interface Page<T> {
  items: T[];
  totalCount: number;
}

/** the request's memo of one lookup by key */
function memoised<T>(ctx: RequestContext, name: string, key: string | number, load: () => Promise<T>): Promise<T> {
  const slot = `company:admin:${name}`;
  const map = (ctx.memo.get(slot) as Map<string | number, Promise<T>> | undefined) ?? new Map<string | number, Promise<T>>();
  ctx.memo.set(slot, map);
  let p = map.get(key);
  if (!p) {
    p = load();
    map.set(key, p);
  }
  return p;
}

export const companyNotFoundFor = (id: number) => new ProblemError(404, "not_found", `No company ${id}`);

export async function companyById(ctx: RequestContext, id: number): Promise<Company | null> {
  return dbOf(ctx).company.findUnique({ where: { id } });
}

/** the company row or 404 `not_found` */
export async function requireCompany(ctx: RequestContext, id: number): Promise<Company> {
  const c = await companyById(ctx, id);
  if (!c) throw companyNotFoundFor(id);
  return c;
}

/** the company a customer belongs to (null: none) */
export async function companyOfCustomer(ctx: RequestContext, customerId: number): Promise<Company | null> {
  const member = await dbOf(ctx).companyMember.findUnique({ where: { customerId }, select: { companyId: true } });
  return member ? companyById(ctx, member.companyId) : null;
}

export const adminOf = (ctx: RequestContext, c: Company): Promise<CompanyAdminRef> =>
  memoised(ctx, "customer", c.adminCustomerId, async () => {
    const row = await dbOf(ctx).customer.findUnique({ where: { id: c.adminCustomerId }, select: { email: true, firstName: true, lastName: true } });
    return { customerId: c.adminCustomerId, email: row?.email ?? "", firstName: row?.firstName ?? "", lastName: row?.lastName ?? "" };
  });

export const salesRepOf = (ctx: RequestContext, c: Company): Promise<SalesRepDto | null> =>
  c.salesRepId === null
    ? Promise.resolve(null)
    : memoised(ctx, "salesRep", c.salesRepId, async () => {
        const a = await dbOf(ctx).adminUser.findUnique({ where: { id: c.salesRepId as number }, select: { id: true, username: true, email: true } });
        return a ?? null;
      });

export const groupNameOf = (ctx: RequestContext, c: Company): Promise<string> =>
  memoised(
    ctx,
    "group",
    c.customerGroupId,
    async () => (await dbOf(ctx).customerGroup.findUnique({ where: { id: c.customerGroupId }, select: { name: true } }))?.name ?? "",
  );

export const parentNameOf = (ctx: RequestContext, c: Company): Promise<string | null> =>
  c.parentId === null
    ? Promise.resolve(null)
    : memoised(
        ctx,
        "parent",
        c.parentId,
        async () => (await dbOf(ctx).company.findUnique({ where: { id: c.parentId as number }, select: { name: true } }))?.name ?? null,
      );

export const memberCountOf = (ctx: RequestContext, c: Company): Promise<number> =>
  memoised(ctx, "memberCount", c.id, () => dbOf(ctx).companyMember.count({ where: { companyId: c.id } }));

export async function rolesOf(ctx: RequestContext, c: Company): Promise<RoleDto[]> {
  const db = dbOf(ctx);
  const [roles, counts] = await Promise.all([
    db.companyRole.findMany({ where: { companyId: c.id }, orderBy: { id: "asc" } }),
    db.companyMember.groupBy({ by: ["roleId"], where: { companyId: c.id, roleId: { not: null } }, _count: { _all: true } }),
  ]);
  const countOf = new Map(counts.map((r) => [r.roleId, r._count._all]));
  const tree = permissionsOf(ctx);
  return roles.map((r) => toRoleDto(r, countOf.get(r.id) ?? 0, tree));
}

export async function membersOf(ctx: RequestContext, c: Company): Promise<MemberDto[]> {
  const db = dbOf(ctx);
  const [members, roles] = await Promise.all([db.companyMember.findMany({ where: { companyId: c.id }, orderBy: { id: "asc" } }), rolesOf(ctx, c)]);
  const customers = await db.customer.findMany({
    where: { id: { in: members.map((m) => m.customerId) } },
    select: { id: true, email: true, firstName: true, lastName: true },
  });
  const byId = new Map(customers.map((x) => [x.id, x]));
  const roleById = new Map(roles.map((r) => [r.id, r]));
  return members.map((m) =>
    toMemberDto(
      m,
      byId.get(m.customerId) ?? { email: "", firstName: "", lastName: "" },
      m.roleId === null ? null : (roleById.get(m.roleId) ?? null),
      c.adminCustomerId,
    ),
  );
}

export async function addressesOf(ctx: RequestContext, c: Company): Promise<AddressDto[]> {
  const rows = await dbOf(ctx).companyAddress.findMany({ where: { companyId: c.id }, orderBy: { id: "asc" } });
  return rows.map(toAddressDto);
}

/** the company's orders, newest first, with who placed each (CompanyOrder rows written at placement) */
export function ordersOf(ctx: RequestContext, c: Company, page: number, pageSize: number): Promise<Page<CompanyOrderDto>> {
  return companyOrdersPage(ctx, c.id, null, page, pageSize);
}

/** the company's history, newest first (404 for no company) */
export async function historyOf(ctx: RequestContext, companyId: number, page: number, pageSize: number): Promise<Page<EventDto>> {
  await requireCompany(ctx, companyId);
  const db = dbOf(ctx);
  const [rows, totalCount] = await Promise.all([
    db.companyEvent.findMany({ where: { companyId }, orderBy: { id: "desc" }, skip: (page - 1) * pageSize, take: pageSize }),
    db.companyEvent.count({ where: { companyId } }),
  ]);
  return { items: rows.map(toEventDto), totalCount };
}

/** the fields of a company the history and the audit log compare */
export const companySnapshot = (c: Company) => ({
  name: c.name,
  legalName: c.legalName,
  email: c.email,
  phone: c.phone,
  vatId: c.vatId,
  resellerId: c.resellerId,
  status: c.status,
  statusReason: c.statusReason,
  storeId: c.storeId,
  customerGroupId: c.customerGroupId,
  salesRepId: c.salesRepId,
  parentId: c.parentId,
  adminCustomerId: c.adminCustomerId,
});
