/**
 * The admin's writes to content: CMS pages and blocks, blog posts and blog categories. Each write is one
 * transaction that checks the input, sanitises the HTML (content-html.ts), records the change in the audit log
 * and bumps the `catalogChanged` version; once committed it announces the change (entity `cms_page` with the
 * page's id, `blog_post` with the post's), which evicts the content's kept answers and asks the storefront worker
 * for its partial CMS (or blog) sync. A block or a blog category is announced as `cms_page` / `blog_post`
 * without ids: what shows it is evicted and synced the same way.
 *
 * Store views: a page or block lists the stores it is shown in (`storeIds`; empty: every store). An identifier
 * is unique among what one store shows: two pages may share one only when their store views do not overlap
 * (and neither is "every store"). The check runs after the version bump, whose row stays locked until commit,
 * so two saves of one identifier cannot both pass it.
 */
import { z } from "zod";
import type { RequestContext } from "../core/context.ts";
import { ProblemError } from "../core/errors.ts";
import { parseInput } from "../core/api/input.ts";
import { recordAudit } from "../core/audit/record.ts";
import { type DbClient, dbOf, withTransaction } from "../core/unit-of-work.ts";
import { sanitizeContent } from "./content-html.ts";

/** a storefront path segment: lower-case words joined by hyphens or underscores (`about-us`, `trade_account`) */
const identifier = z
  .string()
  .trim()
  .max(100)
  .regex(/^[a-z0-9]+(?:[-_][a-z0-9]+)*$/, "lower-case letters and digits, words joined by - or _");
const title = z.string().trim().min(1).max(255);
const text = (max: number) => z.string().max(max);
const html = z.string().max(2_000_000);
const storeIds = z.array(z.number().int().positive()).max(100);

export const cmsPageInputSchema = z
  .object({
    identifier,
    title,
    content: html,
    storeIds,
    isActive: z.boolean(),
    contentHeading: text(255),
    metaTitle: text(255),
    metaKeywords: text(1000),
    metaDescription: text(1000),
  })
  .partial();
export type CmsPageInput = z.infer<typeof cmsPageInputSchema>;

export const cmsBlockInputSchema = z.object({ identifier, title, content: html, storeIds, isActive: z.boolean() }).partial();
export type CmsBlockInput = z.infer<typeof cmsBlockInputSchema>;

export const blogPostInputSchema = z
  .object({
    title,
    urlKey: identifier,
    content: html,
    excerpt: text(5000),
    imageUrl: z
      .string()
      .trim()
      .max(2048)
      .regex(/^(https?:\/\/|\/)[^\s"'<>]*$/i, "an http(s) address or a path on this site")
      .nullable(),
    categoryId: z.number().int().positive().nullable(),
    isActive: z.boolean(),
    publishDate: z.date(),
    metaTitle: text(255),
    metaDescription: text(1000),
  })
  .partial();
export type BlogPostInput = z.infer<typeof blogPostInputSchema>;

export const blogCategoryInputSchema = z.object({ name: title, urlKey: identifier, position: z.number().int().min(0).max(1_000_000) }).partial();
export type BlogCategoryInput = z.infer<typeof blogCategoryInputSchema>;

type Entity = "cms_page" | "blog_post";

const conflict = (field: string, message: string) => new ProblemError(409, "conflict", message, { errors: [{ field, code: "duplicate", message }] });
const notFound = (what: string, id: number) => new ProblemError(404, "not_found", `${what} ${id} not found`);
const missing = (fields: string[]) =>
  new ProblemError(422, "invalid", "The input has invalid fields", {
    errors: fields.map((field) => ({ field, code: "required", message: "required" })),
  });

/**
 * Runs one content write: the version bump first (its row lock orders content writes until commit), then `write`;
 * once committed, the change is announced.
 */
async function contentWrite<T>(ctx: RequestContext, entity: Entity, write: (db: DbClient) => Promise<{ result: T; id: number | null }>): Promise<T> {
  const out = await withTransaction(ctx, async (tx) => {
    const db = dbOf(tx);
    const version = await ctx.app.coherence.bump(db, "catalogChanged");
    return { ...(await write(db)), version };
  });
  await ctx.app.pubsub.publish("catalogChanged", { entity, ids: out.id === null ? [] : [String(out.id)], at: new Date().toISOString(), version: out.version });
  return out.result;
}

async function checkStores(ctx: RequestContext, ids: number[]) {
  const known = new Set((await ctx.app.stores()).all.map((s) => s.id));
  const unknown = ids.filter((id) => !known.has(id));
  if (unknown.length)
    throw new ProblemError(422, "invalid", `Unknown store ${unknown.join(", ")}`, {
      errors: [{ field: "storeIds", code: "unknown_store", message: `no store ${unknown.join(", ")}` }],
    });
}

/** whether two store-view lists share a store (an empty list is every store) */
const overlap = (a: number[], b: number[]) => a.length === 0 || b.length === 0 || a.some((id) => b.includes(id));

/** the stores a page or block row lists, sorted */
const idsOf = (rows: { storeId: number }[]) => rows.map((r) => r.storeId).sort((x, y) => x - y);

/**
 * A page's or block's input, checked: a new one names its identifier and title, the stores exist, the content is
 * sanitised. Answers the fields to write and the store views asked for (undefined: unchanged).
 */
async function checkedInput<T extends { identifier?: string; title?: string; content?: string; storeIds?: number[] }>(
  ctx: RequestContext,
  id: number | null,
  input: T,
) {
  if (id === null) {
    const absent = (["identifier", "title"] as const).filter((k) => input[k] === undefined);
    if (absent.length) throw missing(absent);
  }
  if (input.storeIds) await checkStores(ctx, input.storeIds);
  const { storeIds: wanted, content, ...fields } = input;
  return { wanted, data: { ...fields, ...(content !== undefined ? { content: sanitizeContent(content) } : {}) } };
}

/** the store views after the write: the ones asked for, else the record's own, else every store (none listed) */
const storesAfter = (wanted: number[] | undefined, before: { stores: { storeId: number }[] } | null) =>
  wanted ? [...new Set(wanted)].sort((a, b) => a - b) : before ? idsOf(before.stores) : [];

/** 409 when another record with the identifier is shown in one of these store views */
function checkIdentifierFree(kind: string, ident: string, stores: number[], sameIdent: { stores: { storeId: number }[] }[]) {
  if (sameIdent.some((r) => overlap(stores, idsOf(r.stores))))
    throw conflict("identifier", `A ${kind} "${ident}" is already shown in ${stores.length ? "one of these store views" : "a store view"}`);
}

// ---------- CMS pages ----------

const pageInclude = { stores: { select: { storeId: true }, orderBy: { storeId: "asc" } } } as const;
type PageRow = NonNullable<Awaited<ReturnType<typeof loadPage>>>;
const loadPage = (db: DbClient, id: number) => db.cmsPage.findUnique({ where: { id }, include: pageInclude });
/** the audit log's picture of a page */
const pageSnapshot = ({ id: _id, updatedAt: _u, stores, ...fields }: PageRow) => ({ ...fields, storeIds: idsOf(stores) });

export async function saveCmsPage(ctx: RequestContext, id: number | null, raw: unknown): Promise<PageRow> {
  const { wanted, data } = await checkedInput(ctx, id, parseInput(cmsPageInputSchema, raw));
  return contentWrite(ctx, "cms_page", async (db) => {
    const before = id === null ? null : await loadPage(db, id);
    if (id !== null && !before) throw notFound("CMS page", id);
    const ident = data.identifier ?? before!.identifier;
    const stores = storesAfter(wanted, before);
    const sameIdent = await db.cmsPage.findMany({ where: { identifier: ident, ...(id === null ? {} : { id: { not: id } }) }, include: pageInclude });
    checkIdentifierFree("CMS page", ident, stores, sameIdent);
    const row =
      id === null
        ? await db.cmsPage.create({ data: { ...data, identifier: ident, title: data.title!, stores: { create: stores.map((storeId) => ({ storeId })) } } })
        : await db.cmsPage.update({
            where: { id },
            data: { ...data, ...(wanted ? { stores: { deleteMany: {}, create: stores.map((storeId) => ({ storeId })) } } : {}) },
          });
    const after = (await loadPage(db, row.id))!;
    await recordAudit(db, ctx, {
      operation: id === null ? "cmsPageCreate" : "cmsPageUpdate",
      entityType: "cms_page",
      entityId: row.id,
      before: before && pageSnapshot(before),
      after: pageSnapshot(after),
    });
    return { result: after, id: row.id };
  });
}

export async function deleteCmsPage(ctx: RequestContext, id: number): Promise<PageRow> {
  return contentWrite(ctx, "cms_page", async (db) => {
    const before = await loadPage(db, id);
    if (!before) throw notFound("CMS page", id);
    await db.cmsPage.delete({ where: { id } });
    await recordAudit(db, ctx, { operation: "cmsPageDelete", entityType: "cms_page", entityId: id, before: pageSnapshot(before), after: null });
    return { result: before, id };
  });
}

// ---------- CMS blocks ----------

type BlockRow = NonNullable<Awaited<ReturnType<typeof loadBlock>>>;
const loadBlock = (db: DbClient, id: number) => db.cmsBlock.findUnique({ where: { id }, include: pageInclude });
const blockSnapshot = ({ id: _id, updatedAt: _u, stores, ...fields }: BlockRow) => ({ ...fields, storeIds: idsOf(stores) });

export async function saveCmsBlock(ctx: RequestContext, id: number | null, raw: unknown): Promise<BlockRow> {
  const { wanted, data } = await checkedInput(ctx, id, parseInput(cmsBlockInputSchema, raw));
  // a block shows in pages and layouts: its change is announced as the CMS pages'
  return contentWrite(ctx, "cms_page", async (db) => {
    const before = id === null ? null : await loadBlock(db, id);
    if (id !== null && !before) throw notFound("CMS block", id);
    const ident = data.identifier ?? before!.identifier;
    const stores = storesAfter(wanted, before);
    const sameIdent = await db.cmsBlock.findMany({ where: { identifier: ident, ...(id === null ? {} : { id: { not: id } }) }, include: pageInclude });
    checkIdentifierFree("CMS block", ident, stores, sameIdent);
    const row =
      id === null
        ? await db.cmsBlock.create({ data: { ...data, identifier: ident, title: data.title!, stores: { create: stores.map((storeId) => ({ storeId })) } } })
        : await db.cmsBlock.update({
            where: { id },
            data: { ...data, ...(wanted ? { stores: { deleteMany: {}, create: stores.map((storeId) => ({ storeId })) } } : {}) },
          });
    const after = (await loadBlock(db, row.id))!;
    await recordAudit(db, ctx, {
      operation: id === null ? "cmsBlockCreate" : "cmsBlockUpdate",
      entityType: "cms_block",
      entityId: row.id,
      before: before && blockSnapshot(before),
      after: blockSnapshot(after),
    });
    return { result: after, id: null };
  });
}

export async function deleteCmsBlock(ctx: RequestContext, id: number): Promise<BlockRow> {
  return contentWrite(ctx, "cms_page", async (db) => {
    const before = await loadBlock(db, id);
    if (!before) throw notFound("CMS block", id);
    await db.cmsBlock.delete({ where: { id } });
    await recordAudit(db, ctx, { operation: "cmsBlockDelete", entityType: "cms_block", entityId: id, before: blockSnapshot(before), after: null });
    return { result: before, id: null };
  });
}

// ---------- blog posts ----------

type PostRow = NonNullable<Awaited<ReturnType<typeof loadPost>>>;
const loadPost = (db: DbClient, id: number) => db.blogPost.findUnique({ where: { id } });
const postSnapshot = ({ id: _id, updatedAt: _u, ...fields }: PostRow) => fields;

export async function saveBlogPost(ctx: RequestContext, id: number | null, raw: unknown): Promise<PostRow> {
  const input = parseInput(blogPostInputSchema, raw);
  if (id === null) {
    const absent = (["title", "urlKey"] as const).filter((k) => input[k] === undefined);
    if (absent.length) throw missing(absent);
  }
  const { content, excerpt, ...fields } = input;
  const data = {
    ...fields,
    ...(content !== undefined ? { content: sanitizeContent(content) } : {}),
    ...(excerpt !== undefined ? { excerpt: sanitizeContent(excerpt) } : {}),
  };
  return contentWrite(ctx, "blog_post", async (db) => {
    const before = id === null ? null : await loadPost(db, id);
    if (id !== null && !before) throw notFound("Blog post", id);
    if (data.categoryId && !(await db.blogCategory.findUnique({ where: { id: data.categoryId }, select: { id: true } })))
      throw new ProblemError(422, "invalid", "No such blog category", {
        errors: [{ field: "categoryId", code: "not_found", message: "no such blog category" }],
      });
    if (data.urlKey && (await db.blogPost.findFirst({ where: { urlKey: data.urlKey, ...(id === null ? {} : { id: { not: id } }) }, select: { id: true } })))
      throw conflict("urlKey", `A blog post at "${data.urlKey}" exists`);
    const row =
      id === null
        ? await db.blogPost.create({ data: { ...data, title: data.title!, urlKey: data.urlKey! } })
        : await db.blogPost.update({ where: { id }, data });
    await recordAudit(db, ctx, {
      operation: id === null ? "blogPostCreate" : "blogPostUpdate",
      entityType: "blog_post",
      entityId: row.id,
      before: before && postSnapshot(before),
      after: postSnapshot(row),
    });
    return { result: row, id: row.id };
  });
}

export async function deleteBlogPost(ctx: RequestContext, id: number): Promise<PostRow> {
  return contentWrite(ctx, "blog_post", async (db) => {
    const before = await loadPost(db, id);
    if (!before) throw notFound("Blog post", id);
    await db.blogPost.delete({ where: { id } });
    await recordAudit(db, ctx, { operation: "blogPostDelete", entityType: "blog_post", entityId: id, before: postSnapshot(before), after: null });
    return { result: before, id };
  });
}

// ---------- blog categories ----------

type CategoryRow = NonNullable<Awaited<ReturnType<typeof loadCategory>>>;
const loadCategory = (db: DbClient, id: number) => db.blogCategory.findUnique({ where: { id } });
const categorySnapshot = ({ id: _id, ...fields }: CategoryRow) => fields;

export async function saveBlogCategory(ctx: RequestContext, id: number | null, raw: unknown): Promise<CategoryRow> {
  const data = parseInput(blogCategoryInputSchema, raw);
  if (id === null) {
    const absent = (["name", "urlKey"] as const).filter((k) => data[k] === undefined);
    if (absent.length) throw missing(absent);
  }
  return contentWrite(ctx, "blog_post", async (db) => {
    const before = id === null ? null : await loadCategory(db, id);
    if (id !== null && !before) throw notFound("Blog category", id);
    if (data.urlKey && (await db.blogCategory.findFirst({ where: { urlKey: data.urlKey, ...(id === null ? {} : { id: { not: id } }) }, select: { id: true } })))
      throw conflict("urlKey", `A blog category at "${data.urlKey}" exists`);
    const row =
      id === null
        ? await db.blogCategory.create({ data: { ...data, name: data.name!, urlKey: data.urlKey! } })
        : await db.blogCategory.update({ where: { id }, data });
    await recordAudit(db, ctx, {
      operation: id === null ? "blogCategoryCreate" : "blogCategoryUpdate",
      entityType: "blog_category",
      entityId: row.id,
      before: before && categorySnapshot(before),
      after: categorySnapshot(row),
    });
    return { result: row, id: null };
  });
}

/** a category with posts is kept (409 has_posts): its posts are moved or deleted first */
export async function deleteBlogCategory(ctx: RequestContext, id: number): Promise<CategoryRow> {
  return contentWrite(ctx, "blog_post", async (db) => {
    const before = await loadCategory(db, id);
    if (!before) throw notFound("Blog category", id);
    const posts = await db.blogPost.count({ where: { categoryId: id } });
    if (posts) throw new ProblemError(409, "has_posts", `The category has ${posts} post${posts === 1 ? "" : "s"}: move or delete them first`);
    await db.blogCategory.delete({ where: { id } });
    await recordAudit(db, ctx, { operation: "blogCategoryDelete", entityType: "blog_category", entityId: id, before: categorySnapshot(before), after: null });
    return { result: before, id: null };
  });
}
