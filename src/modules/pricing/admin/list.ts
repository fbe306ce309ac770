/** The price-list grid (admin scope `pricing`): filter, sort, page; the lists of a company or a group for its detail. */
import type { RequestContext } from "../../../core/context.ts";
import type { Prisma } from "../../../core/db/client.ts";
import { dbOf } from "../../../core/unit-of-work.ts";
import { RECORD_INCLUDE, type PriceListRecord } from "./shared.ts";

export interface PriceListFilter {
  /** part of the code or the name (any case), or the id */
  search?: string | null;
  code?: string | null;
  active?: boolean | null;
  /** the lists assigned to this company */
  companyId?: number | null;
  /** the lists assigned to this customer group */
  customerGroupId?: number | null;
  /** the lists that apply in this store (those for every store included) */
  storeId?: number | null;
}
export const PRICE_LIST_SORT_FIELDS = ["ID", "CODE", "NAME", "PRIORITY", "UPDATED_AT"] as const;
export interface PriceListSort {
  field: (typeof PRICE_LIST_SORT_FIELDS)[number];
  direction: "ASC" | "DESC";
}
const COLUMN = { ID: "id", CODE: "code", NAME: "name", PRIORITY: "priority", UPDATED_AT: "updatedAt" } as const;

export interface PriceListPage {
  items: PriceListRecord[];
  totalCount: number;
  page: number;
  pageSize: number;
}

/** `contains` in any case: SQLite's LIKE already is (ASCII); PostgreSQL's needs `mode: "insensitive"` */
const containsFor =
  (postgres: boolean) =>
  (v: string): Prisma.StringFilter =>
    (postgres ? { contains: v, mode: "insensitive" } : { contains: v }) as Prisma.StringFilter;

function listWhere(ctx: RequestContext, f: PriceListFilter): Prisma.PriceListWhereInput {
  const contains = containsFor(ctx.app.dbHandle.target.kind === "postgres");
  const and: Prisma.PriceListWhereInput[] = [];
  if (f.code) and.push({ code: f.code });
  if (f.active != null) and.push({ active: f.active });
  if (f.companyId != null) and.push({ companies: { some: { companyId: f.companyId } } });
  if (f.customerGroupId != null) and.push({ groups: { some: { customerGroupId: f.customerGroupId } } });
  if (f.storeId != null) {
    // storeIds is a comma-separated list; empty is every store
    const s = String(f.storeId);
    and.push({
      OR: [{ storeIds: "" }, { storeIds: s }, { storeIds: { startsWith: `${s},` } }, { storeIds: { endsWith: `,${s}` } }, { storeIds: { contains: `,${s},` } }],
    });
  }
  const q = f.search?.trim();
  if (q) {
    const or: Prisma.PriceListWhereInput[] = [{ code: contains(q) }, { name: contains(q) }];
    if (/^\d{1,9}$/.test(q)) or.push({ id: Number(q) });
    and.push({ OR: or });
  }
  return { AND: and };
}

export async function listPriceLists(
  ctx: RequestContext,
  filter: PriceListFilter,
  sort: PriceListSort,
  page: number,
  pageSize: number,
): Promise<PriceListPage> {
  const where = listWhere(ctx, filter);
  const direction = sort.direction === "ASC" ? "asc" : "desc";
  const orderBy: Prisma.PriceListOrderByWithRelationInput[] = [{ [COLUMN[sort.field]]: direction }];
  if (sort.field !== "ID") orderBy.push({ id: direction });
  const db = dbOf(ctx);
  const [items, totalCount] = await Promise.all([
    db.priceList.findMany({ where, orderBy, skip: (page - 1) * pageSize, take: pageSize, include: RECORD_INCLUDE }),
    db.priceList.count({ where }),
  ]);
  return { items, totalCount, page, pageSize };
}
