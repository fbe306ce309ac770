import { visibleProductsWhere } from "./visibility.ts";
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
  /** its listing shows its subcategories' products too */
  isAnchor: boolean;
  productCount: number;
  childrenIds: number[];
  children: CategoryDto[];
  displayMode: string;
  description: string;
  image: string | null;
  metaTitle: string;
  metaDescription: string;
  /** materialised path of ids, e.g. "1/2/3" */
  path: string;
  pageLayout: string | null;
  createdAt: string;
  updatedAt: string;
}

/**
 * The store's root category, whose children a storefront's menu shows: config `catalog/category/root_id`
 * for the store, else the first active category of level 1 (Magento's "Default Category").
 */
export async function storeRootCategoryId(ctx: RequestContext): Promise<number | null> {
  const configured = Number(await ctx.app.config.get("catalog/category/root_id", ctx.store.id));
  if (Number.isInteger(configured) && configured > 0) return configured;
  const root = await ctx.app.db.category.findFirst({
    where: { level: 1, isActive: true },
    orderBy: [{ position: "asc" }, { id: "asc" }],
    select: { id: true },
  });
  return root?.id ?? null;
}

/**
 * ids of the categories whose products a category's listing shows: an anchor category (the default, Magento's
 * is_anchor) takes in its descendants (materialised path prefix), a category that is not an anchor only itself.
 */
export async function categoryWithDescendants(ctx: RequestContext, categoryId: number): Promise<number[]> {
  const key = `cat-desc:${categoryId}`;
  const memo = ctx.memo.get(key) as number[] | undefined;
  if (memo) return memo;
  const cat = await ctx.app.db.category.findUnique({ where: { id: categoryId }, select: { id: true, path: true, isAnchor: true } });
  if (!cat) return [];
  const desc = cat.isAnchor ? await ctx.app.db.category.findMany({ where: { path: { startsWith: `${cat.path}/` } }, select: { id: true } }) : [];
  const ids = [cat.id, ...desc.map((d) => d.id)];
  ctx.memo.set(key, ids);
  return ids;
}

/** every active category as a flat list, each with its children filled (the tree is shared) */
export async function categoryTree(ctx: RequestContext, opts: { includeInactive?: boolean } = {}): Promise<CategoryDto[]> {
  const db = ctx.app.db;
  const rows = await db.category.findMany({
    where: opts.includeInactive ? {} : { isActive: true },
    orderBy: [{ level: "asc" }, { position: "asc" }, { id: "asc" }],
  });
  const counts = await categoryCounts(ctx);
  const dtos = new Map<number, CategoryDto>();
  for (const r of rows) dtos.set(r.id, toDto(r, counts.get(r.id) ?? 0));
  for (const d of dtos.values()) {
    if (d.parentId !== null) {
      const parent = dtos.get(d.parentId);
      if (parent) {
        parent.children.push(d);
        parent.childrenIds.push(d.id);
      }
    }
  }
  return [...dtos.values()];
}

/**
 * The subtree counts for what listings show the caller (enabled, visible in the catalogue, not hidden by a
 * module), kept with the listings' facets: the same filter key, evicted with them on every catalogue or
 * access rule change. Stored as a category facet (option value = category id).
 */
async function categoryCounts(ctx: RequestContext): Promise<Map<number, number>> {
  const and = await visibleProductsWhere(ctx, "catalog");
  const key = `category-counts:${JSON.stringify(and)}`;
  const hit = ctx.app.facets.get(key);
  if (hit) return new Map(hit.filters[0]!.options.map((o) => [Number(o.value), o.count]));
  const token = ctx.app.facets.token();
  // every category's path, active or not: a listing takes in the products of inactive subcategories too
  const [paths, memberships] = await Promise.all([
    ctx.app.db.category.findMany({ select: { id: true, path: true, isAnchor: true } }),
    ctx.app.db.productCategory.findMany({ where: { product: { AND: and } }, select: { productId: true, categoryId: true } }),
  ]);
  const counts = subtreeProductCounts(paths, memberships);
  const options = [...counts].map(([id, count]) => ({ value: String(id), label: "", count }));
  ctx.app.facets.set(
    key,
    { totalItems: new Set(memberships.map((m) => m.productId)).size, filters: [{ code: "category", label: "Category", type: "category", options }] },
    token,
  );
  return counts;
}

/**
 * A category's productCount is what its listing shows: the distinct products of it and, for an anchor category
 * (Magento-style), of its subcategories. A product in a leaf and in its top category counts once.
 */
function subtreeProductCounts(
  rows: Pick<Category, "id" | "path" | "isAnchor">[],
  memberships: { productId: number; categoryId: number }[],
): Map<number, number> {
  const anchor = new Map(rows.map((r) => [r.id, r.isAnchor]));
  // a product counts for its own category and for each ancestor that is an anchor
  const ancestors = new Map(
    rows.map((r) => {
      const ids = r.path.split("/").map(Number);
      return [r.id, ids.filter((id) => id === r.id || anchor.get(id) !== false)];
    }),
  );
  const seen = new Map<number, Set<number>>();
  for (const m of memberships) {
    for (const id of ancestors.get(m.categoryId) ?? [m.categoryId]) {
      const set = seen.get(id) ?? new Set<number>();
      seen.set(id, set);
      set.add(m.productId);
    }
  }
  return new Map([...seen].map(([id, set]) => [id, set.size]));
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
    isAnchor: r.isAnchor,
    productCount,
    childrenIds: [],
    children: [],
    displayMode: r.displayMode,
    description: r.description,
    image: r.image,
    metaTitle: r.metaTitle,
    metaDescription: r.metaDescription,
    path: r.path,
    pageLayout: r.pageLayout,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}
