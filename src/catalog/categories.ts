import { visibleProductsWhere } from "./product-listing.ts";
import type { RequestContext } from "../core/context.ts";
import type { Category } from "../generated/prisma/client.ts";

export interface CategoryDto {
  id: number;
  parentId: number | null;
  name: string;
  urlKey: string;
  urlPath: string;
  level: number;
  position: number;
  isActive: boolean;
  includeInMenu: boolean;
  productCount: number;
  childrenIds: number[];
  children: CategoryDto[];
  displayMode: string;
  description: string;
  image: string | null;
  metaTitle: string;
  metaDescription: string;
  updatedAt: string;
}

/** ids of the category and all its descendants (materialised path prefix) */
export async function categoryWithDescendants(ctx: RequestContext, categoryId: number): Promise<number[]> {
  const key = `cat-desc:${categoryId}`;
  const memo = ctx.memo.get(key) as number[] | undefined;
  if (memo) return memo;
  const cat = await ctx.app.db.category.findUnique({ where: { id: categoryId }, select: { id: true, path: true } });
  if (!cat) return [];
  const desc = await ctx.app.db.category.findMany({ where: { path: { startsWith: `${cat.path}/` } }, select: { id: true } });
  const ids = [cat.id, ...desc.map((d) => d.id)];
  ctx.memo.set(key, ids);
  return ids;
}

/** every active category as a flat list, each with its children filled (the tree is shared) */
export async function categoryTree(ctx: RequestContext, opts: { includeInactive?: boolean } = {}): Promise<CategoryDto[]> {
  const db = ctx.app.db;
  const [rows, counts] = await Promise.all([
    db.category.findMany({ where: opts.includeInactive ? {} : { isActive: true }, orderBy: [{ level: "asc" }, { position: "asc" }, { id: "asc" }] }),
    // what listings show the caller: enabled, visible in the catalogue, not hidden by a module
    visibleProductsWhere(ctx, "catalog").then((and) =>
      db.productCategory.groupBy({ by: ["categoryId"], _count: { _all: true }, where: { product: { AND: and } } }),
    ),
  ]);
  const direct = new Map(counts.map((c) => [c.categoryId, c._count._all]));
  const dtos = new Map<number, CategoryDto>();
  for (const r of rows) dtos.set(r.id, toDto(r, direct.get(r.id) ?? 0));
  for (const d of dtos.values()) {
    if (d.parentId !== null) {
      const parent = dtos.get(d.parentId);
      if (parent) {
        parent.children.push(d);
        parent.childrenIds.push(d.id);
      }
    }
  }
  // a category's productCount includes its subcategories' products (anchor categories, Magento-style)
  const total = (d: CategoryDto): number => (d.productCount = d.productCount + d.children.reduce((s, c) => s + total(c), 0));
  for (const d of dtos.values()) if (d.parentId === null || !dtos.has(d.parentId)) total(d);
  return [...dtos.values()];
}

function toDto(r: Category, productCount: number): CategoryDto {
  return {
    id: r.id,
    parentId: r.parentId,
    name: r.name,
    urlKey: r.urlKey,
    urlPath: r.urlPath,
    level: r.level,
    position: r.position,
    isActive: r.isActive,
    includeInMenu: r.includeInMenu,
    productCount,
    childrenIds: [],
    children: [],
    displayMode: r.displayMode,
    description: r.description,
    image: r.image,
    metaTitle: r.metaTitle,
    metaDescription: r.metaDescription,
    updatedAt: r.updatedAt.toISOString(),
  };
}
