/**
 * The admin's category tree (scope `catalog`, admin-categories-schema.ts): create, update, move with position,
 * delete, and the products of a category with their positions. Each write runs in one transaction with its
 * audit entries and the `catalogChanged` version bump, and announces `catalogChanged` (entity `category`) once
 * committed, which drops the listings' caches and asks the storefront worker for a partial category sync.
 *
 * The tree is a materialised path (`path` "1/2/7", `level`) with a URL path per category (`urlPath`, unique):
 * a category's urlPath is its URL key below its parent's urlPath, and a top category's (a child of a store
 * root, level 2) is its URL key alone. Moving a category or changing its URL key rewrites path, level and
 * urlPath of its whole subtree in the same transaction.
 *
 * Delete rules: the roots (level 0 "Root Catalog" and the store roots of level 1) are never deleted. Deleting a
 * category deletes its subcategories with it (as Magento does); the products stay, unassigned from the deleted
 * categories (each deleted category has its own audit entry listing its product ids). The image files uploaded
 * for the deleted categories go once the deletion committed.
 *
 * A write that changes which categories a product is in (categoryProductsSet, categoryDelete) or the ancestry of
 * its categories (categoryMove to another parent) dispatches `catalog_category_change_products` with those products
 * in its transaction, as a product save dispatches `catalog_product_save_after`: the indexes kept per product from
 * its categories and their ancestors (the access gate's rule/product index, which hides products by category from
 * listings, search, counts and URL resolution) never lag behind the tree. The price and search indexes read no
 * categories.
 */
import { z } from "zod";
import type { RequestContext } from "../core/context.ts";
import { ProblemError } from "../core/errors.ts";
import { recordAudit } from "../core/audit/record.ts";
import { sanitizeMerchantHtml } from "../core/html/sanitize.ts";
import { afterCommit, dbOf, withTransaction, type DbClient } from "../core/unit-of-work.ts";
import { removeMediaFiles } from "../media/store.ts";
import type { Category } from "../generated/prisma/client.ts";
import { categoryTree, type CategoryDto } from "./categories.ts";
import { slugify } from "./admin-service.ts";

const urlKeyRe = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const DISPLAY_MODES = ["PRODUCTS", "PAGE", "PRODUCTS_AND_PAGE"] as const;
/** the most products one categoryProductsSet may name */
export const MAX_CATEGORY_PRODUCTS_SET = 1000;

export const categoryInputSchema = z.object({
  name: z.string().trim().min(1).max(255),
  parentId: z.number().int().nullish(),
  urlKey: z.string().regex(urlKeyRe, "lower-case words separated by hyphens").max(255).nullish(),
  position: z.number().int().min(0).nullish(),
});

/** a path below the media folder or an http(s) URL; no "..", no spaces */
const imagePath = z
  .string()
  .trim()
  .max(512)
  .refine((s) => /^(https?:\/\/[^\s"'<>]+|[\w\-./]+)$/.test(s) && !s.split("/").includes(".."), "a path such as catalog/category/tools.jpg or an http(s) URL");

export const categoryUpdateSchema = z
  .object({
    name: z.string().trim().min(1).max(255),
    urlKey: z.string().regex(urlKeyRe, "lower-case words separated by hyphens").max(255),
    isActive: z.boolean(),
    includeInMenu: z.boolean(),
    isAnchor: z.boolean(),
    description: z.string().max(200_000),
    image: imagePath.nullable(),
    metaTitle: z.string().max(255),
    metaDescription: z.string().max(1000),
    displayMode: z.enum(DISPLAY_MODES),
  })
  .partial();
export type CategoryUpdate = z.infer<typeof categoryUpdateSchema>;

export const categoryProductsSetSchema = z.object({
  items: z
    .array(z.object({ productId: z.number().int().positive(), position: z.number().int().min(0).max(1_000_000) }))
    .max(MAX_CATEGORY_PRODUCTS_SET)
    .refine((xs) => new Set(xs.map((x) => x.productId)).size === xs.length, "a product is listed twice"),
  removeProductIds: z.array(z.number().int().positive()).max(MAX_CATEGORY_PRODUCTS_SET),
});

/** the audited fields of a category row */
const snapshot = (c: Category) => ({
  name: c.name,
  parentId: c.parentId,
  path: c.path,
  level: c.level,
  position: c.position,
  urlKey: c.urlKey,
  urlPath: c.urlPath,
  isActive: c.isActive,
  includeInMenu: c.includeInMenu,
  isAnchor: c.isAnchor,
  displayMode: c.displayMode,
  description: c.description,
  image: c.image,
  metaTitle: c.metaTitle,
  metaDescription: c.metaDescription,
});

const notFound = (id: number) => new ProblemError(404, "not_found", `Category ${id} not found`);
const fieldProblem = (status: number, code: string, detail: string, field: string, fieldCode: string, message: string) =>
  new ProblemError(status, code, detail, { errors: [{ field, code: fieldCode, message }] });

/** a child's URL path: below its parent's, except under a root (level 0 or 1), where it is its URL key alone */
const childUrlPath = (parent: Pick<Category, "level" | "urlPath"> | null, urlKey: string) =>
  parent && parent.level > 1 ? `${parent.urlPath}/${urlKey}` : urlKey;

async function load(db: DbClient, id: number): Promise<Category> {
  const c = await db.category.findUnique({ where: { id } });
  if (!c) throw notFound(id);
  return c;
}

/** after commit: every instance drops its listings, the storefront worker syncs its categories */
async function announce(ctx: RequestContext, version: number, categoryIds: number[], productIds: number[] = []) {
  await afterCommit(ctx, async () => {
    const at = new Date().toISOString();
    await ctx.app.pubsub.publish("catalogChanged", { entity: "category", ids: categoryIds.map(String), at, version });
    // the products' category ids changed: their copies too
    if (productIds.length) await ctx.app.pubsub.publish("catalogChanged", { entity: "product", ids: productIds.map(String), at, version });
  });
}

/**
 * in the write's transaction (`tx`: its context): the observers of `catalog_category_change_products` bring their
 * per-product indexes up to date for the products whose categories or categories' ancestry the write changed
 * (the access gate under its index lock, as for a product save)
 */
async function recategorised(tx: RequestContext, productIds: number[]) {
  if (!productIds.length) return;
  await tx.app.events.dispatch("catalog_category_change_products", { ctx: tx, productIds: [...new Set(productIds)], db: dbOf(tx) });
}

/** the category as the admin tree shows it (inactive ones included) */
export async function adminCategory(ctx: RequestContext, id: number): Promise<CategoryDto> {
  const found = (await categoryTree(ctx, { includeInactive: true })).find((c) => c.id === id);
  if (!found) throw notFound(id);
  return found;
}

/** every category, disabled ones included, flat (each with its children), in tree order of level and position */
export function adminCategoryTree(ctx: RequestContext): Promise<CategoryDto[]> {
  return categoryTree(ctx, { includeInactive: true });
}

/**
 * Puts `moving` at `position` (0-based, clamped) among the children of `parentId` and renumbers them 0..n-1;
 * `moving` null renumbers what is there (after a category left).
 */
async function placeAmongSiblings(db: DbClient, parentId: number | null, moving: number | null, position: number | null) {
  const siblings = await db.category.findMany({
    where: { parentId, ...(moving !== null ? { id: { not: moving } } : {}) },
    orderBy: [{ position: "asc" }, { id: "asc" }],
    select: { id: true, position: true },
  });
  const order = siblings.map((s) => s.id);
  if (moving !== null) order.splice(Math.max(0, Math.min(position ?? order.length, order.length)), 0, moving);
  const was = new Map(siblings.map((s) => [s.id, s.position]));
  for (const [i, id] of order.entries()) if (was.get(id) !== i) await db.category.update({ where: { id }, data: { position: i } });
}

/**
 * Rewrites path, level and urlPath of `node` (now below `parent`, with `urlKey`) and of its descendants; a URL
 * path another category holds is refused (409, field urlKey). Returns the rows before and after, by id.
 */
async function rebaseSubtree(db: DbClient, node: Category, parent: Category | null, urlKey: string) {
  const descendants = await db.category.findMany({ where: { path: { startsWith: `${node.path}/` } }, orderBy: [{ level: "asc" }, { id: "asc" }] });
  const next = new Map<number, { path: string; level: number; urlPath: string }>();
  next.set(node.id, {
    path: parent ? `${parent.path}/${node.id}` : String(node.id),
    level: parent ? parent.level + 1 : 0,
    urlPath: childUrlPath(parent, urlKey),
  });
  for (const d of descendants) {
    const p = next.get(d.parentId!)!;
    next.set(d.id, { path: `${p.path}/${d.id}`, level: p.level + 1, urlPath: childUrlPath({ level: p.level, urlPath: p.urlPath }, d.urlKey) });
  }
  const subtree = [node, ...descendants];
  const inSubtree = new Set(subtree.map((c) => c.id));
  const wanted = [...next.values()].map((n) => n.urlPath);
  const taken = await db.category.findMany({ where: { urlPath: { in: wanted } }, select: { id: true, urlPath: true } });
  const clash = taken.find((t) => !inSubtree.has(t.id));
  if (clash) {
    throw fieldProblem(409, "conflict", `A category at "${clash.urlPath}" exists`, "urlKey", "duplicate", `the URL path "${clash.urlPath}" is taken`);
  }
  // rows whose new URL path another row of the subtree still holds step aside first (urlPath is unique)
  const held = new Set(subtree.map((c) => c.urlPath));
  for (const c of subtree) {
    const n = next.get(c.id)!;
    if (n.urlPath !== c.urlPath && held.has(n.urlPath)) await db.category.update({ where: { id: c.id }, data: { urlPath: `\u0000moving/${c.id}` } });
  }
  for (const c of subtree) {
    const n = next.get(c.id)!;
    if (n.path !== c.path || n.level !== c.level || n.urlPath !== c.urlPath || (c.id === node.id && c.urlKey !== urlKey)) {
      await db.category.update({ where: { id: c.id }, data: { ...n, ...(c.id === node.id ? { urlKey } : {}) } });
    }
  }
  return subtree;
}

/** records the moved descendants' new paths (the node itself is recorded by its caller) */
async function auditDescendants(db: DbClient, ctx: RequestContext, operation: string, subtree: Category[], nodeId: number) {
  const rows = await db.category.findMany({ where: { id: { in: subtree.filter((c) => c.id !== nodeId).map((c) => c.id) } } });
  const before = new Map(subtree.map((c) => [c.id, c]));
  for (const r of rows)
    await recordAudit(db, ctx, { operation, entityType: "category", entityId: r.id, before: snapshot(before.get(r.id)!), after: snapshot(r) });
}

export async function saveCategory(ctx: RequestContext, input: z.infer<typeof categoryInputSchema>): Promise<CategoryDto> {
  const id = await withTransaction(ctx, async (tx) => {
    const db = dbOf(tx);
    const parent = input.parentId ? await db.category.findUnique({ where: { id: input.parentId } }) : null;
    if (input.parentId && !parent) throw fieldProblem(422, "invalid", "Parent category not found", "parentId", "not_found", "no such category");
    const urlKey = input.urlKey ?? slugify(input.name);
    const urlPath = childUrlPath(parent, urlKey);
    if (await db.category.findUnique({ where: { urlPath } })) {
      throw fieldProblem(409, "conflict", `A category at "${urlPath}" exists`, "urlKey", "duplicate", "url path is taken");
    }
    const c = await db.category.create({
      data: { name: input.name, urlKey, urlPath, parentId: parent?.id ?? null, level: (parent?.level ?? -1) + 1, position: 1_000_000 },
    });
    await db.category.update({ where: { id: c.id }, data: { path: parent ? `${parent.path}/${c.id}` : String(c.id) } });
    await placeAmongSiblings(db, parent?.id ?? null, c.id, input.position ?? null);
    await recordAudit(db, tx, { operation: "categoryCreate", entityType: "category", entityId: c.id, before: null, after: snapshot(await load(db, c.id)) });
    await announce(tx, await ctx.app.coherence.bump(db, "catalogChanged"), [c.id]);
    return c.id;
  });
  return adminCategory(ctx, id);
}

export async function updateCategory(ctx: RequestContext, id: number, input: CategoryUpdate): Promise<CategoryDto> {
  await withTransaction(ctx, async (tx) => {
    const db = dbOf(tx);
    const before = await load(db, id);
    const { urlKey, description, ...fields } = input;
    let subtree: Category[] = [];
    if (urlKey !== undefined && urlKey !== before.urlKey) {
      const parent = before.parentId ? await db.category.findUnique({ where: { id: before.parentId } }) : null;
      subtree = await rebaseSubtree(db, before, parent, urlKey);
    }
    await db.category.update({
      where: { id },
      data: { ...fields, ...(description !== undefined ? { description: sanitizeMerchantHtml(description) } : {}) },
    });
    await recordAudit(db, tx, {
      operation: "categoryUpdate",
      entityType: "category",
      entityId: id,
      before: snapshot(before),
      after: snapshot(await load(db, id)),
    });
    await auditDescendants(db, tx, "categoryUpdate", subtree, id);
    await announce(tx, await ctx.app.coherence.bump(db, "catalogChanged"), subtree.length ? subtree.map((c) => c.id) : [id]);
  });
  return adminCategory(ctx, id);
}

/**
 * Moves a category (and its subtree) below `parentId` at `position` (0-based among the new siblings; absent:
 * last). A root (level 0 or 1) keeps its parent but may be reordered; a category cannot move below itself or
 * one of its descendants.
 */
export async function moveCategory(ctx: RequestContext, id: number, parentId: number, position: number | null): Promise<CategoryDto> {
  await withTransaction(ctx, async (tx) => {
    const db = dbOf(tx);
    const node = await load(db, id);
    const parent = await db.category.findUnique({ where: { id: parentId } });
    if (!parent) throw fieldProblem(422, "invalid", "Parent category not found", "parentId", "not_found", "no such category");
    if (parent.id === node.id || parent.path.startsWith(`${node.path}/`)) {
      throw fieldProblem(
        422,
        "invalid",
        "A category cannot move below itself or its own subcategories",
        "parentId",
        "cycle",
        "that is this category's own subtree",
      );
    }
    if (parent.level === 0 && parent.id !== node.parentId) {
      throw fieldProblem(
        422,
        "invalid",
        "Only the stores' root categories sit directly below the Root Catalog",
        "parentId",
        "root",
        "choose a category below a store's root",
      );
    }
    if (node.level <= 1 && parent.id !== node.parentId) {
      throw fieldProblem(422, "invalid", "A root category keeps its place in the tree", "id", "root", "a root category can be reordered, not moved");
    }
    let subtree: Category[] = [node];
    // the products of the moved categories have new ancestors (a reorder among the same siblings changes none)
    let moved: number[] = [];
    if (parent.id !== node.parentId) {
      subtree = await rebaseSubtree(db, node, parent, node.urlKey);
      await db.category.update({ where: { id }, data: { parentId: parent.id } });
      await placeAmongSiblings(db, node.parentId, null, null);
      const members = await db.productCategory.findMany({
        where: { categoryId: { in: subtree.map((c) => c.id) } },
        distinct: ["productId"],
        select: { productId: true },
      });
      moved = members.map((m) => m.productId);
      await recategorised(tx, moved);
    }
    await placeAmongSiblings(db, parent.id, id, position);
    await recordAudit(db, tx, { operation: "categoryMove", entityType: "category", entityId: id, before: snapshot(node), after: snapshot(await load(db, id)) });
    await auditDescendants(db, tx, "categoryMove", subtree, id);
    await announce(
      tx,
      await ctx.app.coherence.bump(db, "catalogChanged"),
      subtree.map((c) => c.id),
      moved,
    );
  });
  return adminCategory(ctx, id);
}

/**
 * deletes a category with its subcategories (never a root, nor a store's configured root); returns the deleted
 * ids. The image files uploaded for them (under each one's own `catalog/category/<id>/`, as categoryImageUpload
 * stores them, and named by no category left) are removed once the deletion committed.
 */
export async function deleteCategory(ctx: RequestContext, id: number): Promise<number[]> {
  return withTransaction(ctx, async (tx) => {
    const db = dbOf(tx);
    const node = await load(db, id);
    if (node.level <= 1) throw fieldProblem(422, "invalid", "A root category cannot be deleted", "id", "root", "the catalogue's and the stores' roots stay");
    const configuredRoots = await db.configValue.findMany({ where: { path: "catalog/category/root_id" }, select: { value: true } });
    // deepest first, the category itself last
    const subtree = [...(await db.category.findMany({ where: { path: { startsWith: `${node.path}/` } }, orderBy: [{ level: "desc" }, { id: "asc" }] })), node];
    const ids = subtree.map((c) => c.id);
    if (configuredRoots.some((r) => ids.includes(Number(r.value)))) {
      throw fieldProblem(
        422,
        "invalid",
        "This category is a store's root category (catalog/category/root_id)",
        "id",
        "root",
        "a store's root category cannot be deleted",
      );
    }
    const members = await db.productCategory.findMany({ where: { categoryId: { in: ids } }, select: { productId: true, categoryId: true } });
    for (const c of subtree) {
      const productIds = members.filter((m) => m.categoryId === c.id).map((m) => m.productId);
      await recordAudit(db, tx, { operation: "categoryDelete", entityType: "category", entityId: c.id, before: { ...snapshot(c), productIds }, after: null });
    }
    await db.productCategory.deleteMany({ where: { categoryId: { in: ids } } });
    // deepest first: no row outlives its parent
    for (const c of subtree) await db.category.delete({ where: { id: c.id } });
    await placeAmongSiblings(db, node.parentId, null, null);
    const unassigned = [...new Set(members.map((m) => m.productId))];
    await recategorised(tx, unassigned);
    const uploaded = subtree.flatMap((c) => (c.image?.startsWith(`/media/catalog/category/${c.id}/`) ? [c.image] : []));
    const stillShown = new Set(
      uploaded.length ? (await db.category.findMany({ where: { image: { in: uploaded } }, select: { image: true } })).map((c) => c.image) : [],
    );
    const files = uploaded.filter((f) => !stillShown.has(f));
    await announce(tx, await ctx.app.coherence.bump(db, "catalogChanged"), ids, unassigned);
    if (files.length)
      await afterCommit(tx, () =>
        removeMediaFiles(ctx.app.settings.mediaDir, files).catch((err) =>
          // the records are gone; a file left behind is served by no record
          ctx.app.logger.warn({ err, categoryIds: ids }, "a deleted category's image file was not removed"),
        ),
      );
    return ids;
  });
}

export interface CategoryProductRow {
  productId: number;
  sku: string;
  name: string;
  status: number;
  position: number;
}

/** the products assigned to the category itself (not its subcategories'), by position */
export async function categoryProducts(
  ctx: RequestContext,
  id: number,
  page: number,
  pageSize: number,
): Promise<{ items: CategoryProductRow[]; totalCount: number }> {
  const db = ctx.app.db;
  await load(db, id);
  const [rows, totalCount] = await Promise.all([
    db.productCategory.findMany({
      where: { categoryId: id },
      orderBy: [{ position: "asc" }, { productId: "asc" }],
      skip: (page - 1) * pageSize,
      take: pageSize,
      select: { position: true, product: { select: { id: true, sku: true, name: true, status: true } } },
    }),
    db.productCategory.count({ where: { categoryId: id } }),
  ]);
  return {
    items: rows.map((r) => ({ productId: r.product.id, sku: r.product.sku, name: r.product.name, status: r.product.status, position: r.position })),
    totalCount,
  };
}

/**
 * Assigns the listed products to the category at their positions (those already in it get the new position) and
 * unassigns `removeProductIds`; the category's other products are left as they are, so a page of a large
 * category can be edited alone.
 */
export async function setCategoryProducts(
  ctx: RequestContext,
  id: number,
  input: z.infer<typeof categoryProductsSetSchema>,
): Promise<{ items: CategoryProductRow[]; totalCount: number }> {
  const wanted = new Map(input.items.map((i) => [i.productId, i.position]));
  const both = input.removeProductIds.find((p) => wanted.has(p));
  if (both !== undefined)
    throw fieldProblem(422, "invalid", `Product ${both} is both set and removed`, "removeProductIds", "conflict", "set or remove, not both");
  await withTransaction(ctx, async (tx) => {
    const db = dbOf(tx);
    await load(db, id);
    const named = [...wanted.keys(), ...input.removeProductIds];
    const existing = new Set((await db.product.findMany({ where: { id: { in: [...wanted.keys()] } }, select: { id: true } })).map((p) => p.id));
    const missing = [...wanted.keys()].filter((p) => !existing.has(p));
    if (missing.length) {
      throw new ProblemError(422, "invalid", `No product ${missing.join(", ")}`, {
        errors: missing.map((p) => ({ field: `items.${p}`, code: "not_found", message: `no product ${p}` })),
      });
    }
    const current = await db.productCategory.findMany({ where: { categoryId: id, productId: { in: named } }, select: { productId: true, position: true } });
    const was = new Map(current.map((c) => [c.productId, c.position]));
    const removed = input.removeProductIds.filter((p) => was.has(p));
    const changed = [...wanted].filter(([p, pos]) => was.get(p) !== pos);
    if (removed.length) await db.productCategory.deleteMany({ where: { categoryId: id, productId: { in: removed } } });
    for (const [productId, position] of changed) {
      await db.productCategory.upsert({
        where: { productId_categoryId: { productId, categoryId: id } },
        create: { productId, categoryId: id, position },
        update: { position },
      });
    }
    if (!removed.length && !changed.length) return;
    // the products that joined or left the category (not those only given a new position)
    await recategorised(tx, [...removed, ...changed.filter(([p]) => !was.has(p)).map(([p]) => p)]);
    const pos = (m: Map<number, number | undefined>, ps: number[]) => Object.fromEntries(ps.map((p) => [String(p), m.get(p) ?? null]));
    const touched = [...removed, ...changed.map(([p]) => p)];
    await recordAudit(db, tx, {
      operation: "categoryProductsSet",
      entityType: "category",
      entityId: id,
      before: { productPositions: pos(was, touched) },
      after: { productPositions: pos(new Map([...changed, ...removed.map((p) => [p, undefined] as const)]), touched) },
    });
    await announce(tx, await ctx.app.coherence.bump(db, "catalogChanged"), [id], touched);
  });
  return categoryProducts(ctx, id, 1, 100);
}
