/** The merchant's company grid: filter, sort, page (admin scope `companies`). */
import type { RequestContext } from "../../../core/context.ts";
import type { Prisma } from "../../../core/db/client.ts";
import { ProblemError } from "../../../core/errors.ts";
import { dbOf } from "../../../core/unit-of-work.ts";
import type { Company } from "../../../generated/prisma/client.ts";
import { COMPANY_STATUSES, type CompanyStatus } from "../policy.ts";
import type { Page } from "./detail.ts";

export interface CompanyFilter {
  /** any of these statuses */
  status?: readonly string[] | null;
  /** part of the name, legal name, email, VAT id or the admin's email (any case), or the company's id */
  search?: string | null;
  salesRepId?: number | null;
  customerGroupId?: number | null;
  /** the company this customer is a member of */
  customerId?: number | null;
  /** the company made from this trade application */
  applicationId?: number | null;
}
export const COMPANY_SORT_FIELDS = ["id", "name", "status", "createdAt"] as const;
export interface CompanySort {
  field: (typeof COMPANY_SORT_FIELDS)[number];
  direction: "ASC" | "DESC";
}

/** `contains` in any case: SQLite's LIKE already is (ASCII); PostgreSQL's needs `mode: "insensitive"` */
const containsFor =
  (postgres: boolean) =>
  (v: string): Prisma.StringFilter =>
    (postgres ? { contains: v, mode: "insensitive" } : { contains: v }) as Prisma.StringFilter;

async function companyWhere(ctx: RequestContext, f: CompanyFilter): Promise<Prisma.CompanyWhereInput> {
  const db = dbOf(ctx);
  const contains = containsFor(ctx.app.dbHandle.target.kind === "postgres");
  const and: Prisma.CompanyWhereInput[] = [];
  if (f.status?.length) {
    const bad = f.status.filter((s) => !COMPANY_STATUSES.includes(s as CompanyStatus));
    if (bad.length)
      throw new ProblemError(422, "invalid", "Unknown company status", {
        errors: [{ field: "filter.status", code: "invalid_enum_value", message: `one of ${COMPANY_STATUSES.join(", ")}` }],
      });
    and.push({ status: { in: [...f.status] } });
  }
  if (f.salesRepId) and.push({ salesRepId: f.salesRepId });
  if (f.customerGroupId) and.push({ customerGroupId: f.customerGroupId });
  if (f.applicationId) and.push({ applicationId: f.applicationId });
  if (f.customerId) {
    const m = await db.companyMember.findUnique({ where: { customerId: f.customerId }, select: { companyId: true } });
    and.push({ id: m?.companyId ?? -1 });
  }
  const q = f.search?.trim();
  if (q) {
    const admins = await db.customer.findMany({ where: { email: contains(q) }, select: { id: true }, take: 500 });
    const or: Prisma.CompanyWhereInput[] = [{ name: contains(q) }, { legalName: contains(q) }, { email: contains(q) }, { vatId: contains(q) }];
    if (admins.length) or.push({ adminCustomerId: { in: admins.map((a) => a.id) } });
    if (/^\d{1,9}$/.test(q)) or.push({ id: Number(q) });
    and.push({ OR: or });
  }
  return { AND: and };
}

export async function listCompanies(ctx: RequestContext, filter: CompanyFilter, sort: CompanySort, page: number, pageSize: number): Promise<Page<Company>> {
  const where = await companyWhere(ctx, filter);
  const direction = sort.direction === "ASC" ? "asc" : "desc";
  const orderBy: Prisma.CompanyOrderByWithRelationInput[] = [{ [sort.field]: direction }];
  if (sort.field !== "id") orderBy.push({ id: direction });
  const db = dbOf(ctx);
  const [items, totalCount] = await Promise.all([
    db.company.findMany({ where, orderBy, skip: (page - 1) * pageSize, take: pageSize }),
    db.company.count({ where }),
  ]);
  return { items, totalCount };
}
