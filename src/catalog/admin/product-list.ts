/**
 * The admin products grid: every product (the access gate and the storefront's visibility play no part), filtered
 * on indexed columns where the filter is exact (type, status, visibility, price, stock, category, attribute value),
 * one page of rows and one count.
 */
import type { RequestContext } from "../../core/context.ts";
import type { Prisma } from "../../core/db/client.ts";
import { adminProductRow, adminProductRowSelect, type AdminProductRow } from "./product-record.ts";
import { invalid } from "./product-options.ts";
import { optionId } from "../admin-service.ts";

export const ADMIN_PRODUCT_SORT_FIELDS = ["id", "sku", "name", "type", "price", "status", "visibility", "stockQty", "createdAt", "updatedAt"] as const;
export type AdminProductSortField = (typeof ADMIN_PRODUCT_SORT_FIELDS)[number];

export interface AdminProductFilter {
  /** part of the SKU */
  sku?: string | null;
  /** part of the name */
  name?: string | null;
  type?: string | null;
  status?: number | null;
  visibility?: number | null;
  /** assigned to this category itself */
  categoryId?: number | null;
  priceFrom?: number | null;
  priceTo?: number | null;
  /** in_stock or out_of_stock */
  stockStatus?: string | null;
  /** each: the attribute has this value (an option's label or id for select and multiselect attributes) */
  attributes?: ReadonlyArray<{ code: string; value: string }> | null;
  /** part of the SKU or the name, or the product's id */
  search?: string | null;
}

/** `contains` in any case: SQLite's LIKE already is (ASCII); PostgreSQL's needs `mode: "insensitive"` */
const containsFor =
  (postgres: boolean) =>
  (v: string): Prisma.StringFilter =>
    (postgres ? { contains: v, mode: "insensitive" } : { contains: v }) as Prisma.StringFilter;

async function productWhere(ctx: RequestContext, f: AdminProductFilter): Promise<Prisma.ProductWhereInput> {
  const contains = containsFor(ctx.app.dbHandle.target.kind === "postgres");
  const and: Prisma.ProductWhereInput[] = [];
  if (f.sku?.trim()) and.push({ sku: contains(f.sku.trim()) });
  if (f.name?.trim()) and.push({ name: contains(f.name.trim()) });
  if (f.type) and.push({ type: f.type });
  if (f.status != null) and.push({ status: f.status });
  if (f.visibility != null) and.push({ visibility: f.visibility });
  if (f.categoryId != null) and.push({ categories: { some: { categoryId: f.categoryId } } });
  if (f.priceFrom != null) and.push({ price: { gte: f.priceFrom } });
  if (f.priceTo != null) and.push({ price: { lte: f.priceTo } });
  if (f.stockStatus === "in_stock") and.push({ inStock: true });
  else if (f.stockStatus === "out_of_stock") and.push({ inStock: false });
  else if (f.stockStatus) throw invalid([{ field: "filter.stockStatus", code: "invalid", message: "in_stock or out_of_stock" }]);
  if (f.attributes?.length) {
    const { byCode } = await ctx.app.attributes.load();
    for (const [i, a] of f.attributes.entries()) {
      const info = byCode.get(a.code);
      if (!info) throw invalid([{ field: `filter.attributes[${i}].code`, code: "unknown_attribute", message: `no attribute ${a.code}` }]);
      const option = optionId(info, a.value);
      if (info.inputType === "select") and.push({ attributeValues: { some: { attributeId: info.id, value: String(option ?? a.value) } } });
      else if (info.inputType === "multiselect") {
        const v = String(option ?? a.value);
        and.push({
          attributeValues: {
            some: {
              attributeId: info.id,
              OR: [{ value: v }, { value: { startsWith: `${v},` } }, { value: { endsWith: `,${v}` } }, { value: { contains: `,${v},` } }],
            },
          },
        });
      } else if (info.inputType === "boolean")
        and.push({ attributeValues: { some: { attributeId: info.id, value: ["1", "true", "yes"].includes(a.value.toLowerCase()) ? "1" : "0" } } });
      else and.push({ attributeValues: { some: { attributeId: info.id, value: a.value } } });
    }
  }
  const q = f.search?.trim();
  if (q) {
    const or: Prisma.ProductWhereInput[] = [{ sku: contains(q) }, { name: contains(q) }];
    if (/^\d{1,9}$/.test(q)) or.push({ id: Number(q) });
    and.push({ OR: or });
  }
  return and.length ? { AND: and } : {};
}

/** one page of the products matching the filter, with how many match */
export async function listAdminProducts(
  ctx: RequestContext,
  filter: AdminProductFilter,
  sort: { field: AdminProductSortField; direction: "asc" | "desc" },
  page: number,
  pageSize: number,
): Promise<{ items: AdminProductRow[]; totalCount: number }> {
  const where = await productWhere(ctx, filter);
  const orderBy: Prisma.ProductOrderByWithRelationInput[] =
    sort.field === "id" ? [{ id: sort.direction }] : [{ [sort.field]: sort.direction }, { id: sort.direction }];
  const [rows, totalCount] = await Promise.all([
    ctx.app.db.product.findMany({ where, select: adminProductRowSelect, orderBy, skip: (page - 1) * pageSize, take: pageSize }),
    ctx.app.db.product.count({ where }),
  ]);
  return { items: rows.map(adminProductRow), totalCount };
}
