/** GraphQL: CMS pages and blocks, blog, countries, URL resolution. */
import type { Builder } from "../core/schema-builder.ts";
import type { RequestContext } from "../core/context.ts";
import { renderCmsContent } from "./render.ts";
import { pagingArgs, pageOffset } from "../core/api/paging.ts";
import { moduleVisibilityWhere } from "../catalog/product-listing.ts";
import type { Prisma } from "../core/db/client.ts";
import { responseCached } from "../core/response-cache.ts";
import { registerContentAdminSchema } from "./admin-schema.ts";

export interface UrlResolution {
  type: "category" | "product" | "cms_page" | "blog_post" | "redirect" | "not_found";
  id: number | null;
  identifier: string | null;
  redirectUrl: string | null;
  /** 301/302 for a redirect, else 0 */
  redirectType: number;
}

/** CMS pages and blocks the request's store view shows: those listing it, and those listing no store (every store) */
export const shownInStore = (ctx: RequestContext) => ({ OR: [{ stores: { none: {} } }, { stores: { some: { storeId: ctx.store.id } } }] });

/** the CMS pages of `pages` the caller may read (modules decide through `cms_page_load_after`) */
async function readable<T extends { identifier: string }>(ctx: RequestContext, pages: T[], identifier?: string): Promise<T[]> {
  if (!ctx.app.events.has("cms_page_load_after")) return pages;
  return (await ctx.app.events.dispatch("cms_page_load_after", { ctx, pages, identifier })).pages as T[];
}

export function registerContentSchema(builder: Builder) {
  const CmsPage = builder.prismaObject("CmsPage", {
    fields: (t) => ({
      id: t.exposeInt("id"),
      identifier: t.exposeString("identifier"),
      title: t.exposeString("title"),
      content: t.string({
        description: 'HTML with block directives rendered (e.g. {{block type="customforms/form" form_code="x"}})',
        resolve: (p, _a, { ctx }) => renderCmsContent(ctx, p.content, `cms_page:${p.identifier}`),
      }),
      rawContent: t.exposeString("content", { authScopes: { admin: "content" } }),
      contentHeading: t.exposeString("contentHeading"),
      status: t.string({ resolve: (p) => (p.isActive ? "enabled" : "disabled") }),
      isActive: t.exposeBoolean("isActive"),
      pageLayout: t.string({ nullable: true, description: "null: the store's default layout", resolve: () => null }),
      metaTitle: t.exposeString("metaTitle"),
      metaKeywords: t.exposeString("metaKeywords"),
      metaDescription: t.exposeString("metaDescription"),
      updatedAt: t.string({ resolve: (p) => p.updatedAt.toISOString() }),
    }),
  });
  const CmsBlock = builder.prismaObject("CmsBlock", {
    fields: (t) => ({
      id: t.exposeInt("id"),
      identifier: t.exposeString("identifier"),
      title: t.exposeString("title"),
      content: t.string({ resolve: (b, _a, { ctx }) => renderCmsContent(ctx, b.content, `cms_block:${b.identifier}`) }),
      rawContent: t.exposeString("content", { authScopes: { admin: "content" }, description: "the content as saved (directives not rendered)" }),
      isActive: t.exposeBoolean("isActive"),
      status: t.string({ description: "enabled or disabled", resolve: (b) => (b.isActive ? "enabled" : "disabled") }),
      updatedAt: t.string({ resolve: (b) => b.updatedAt.toISOString() }),
    }),
  });
  const BlogCategory = builder.prismaObject("BlogCategory", {
    fields: (t) => ({
      id: t.exposeInt("id"),
      name: t.exposeString("name"),
      urlKey: t.exposeString("urlKey"),
      position: t.exposeInt("position"),
      // the blog's categories are one flat level, all of them active
      parentId: t.int({ nullable: true, resolve: () => null }),
      level: t.int({ resolve: () => 0 }),
      isActive: t.boolean({ resolve: () => true }),
    }),
  });
  const BlogPost = builder.prismaObject("BlogPost", {
    fields: (t) => ({
      id: t.exposeInt("id"),
      title: t.exposeString("title"),
      urlKey: t.exposeString("urlKey"),
      content: t.exposeString("content"),
      excerpt: t.exposeString("excerpt"),
      imageUrl: t.exposeString("imageUrl", { nullable: true }),
      categoryId: t.exposeInt("categoryId", { nullable: true }),
      categoryIds: t.intList({ description: "Maho's: the post's categories", resolve: (p) => (p.categoryId === null ? [] : [p.categoryId]) }),
      category: t.relation("category", { nullable: true }),
      status: t.string({ description: "enabled or disabled", resolve: (p) => (p.isActive ? "enabled" : "disabled") }),
      isActive: t.exposeBoolean("isActive"),
      publishDate: t.string({ resolve: (p) => p.publishDate.toISOString() }),
      metaTitle: t.exposeString("metaTitle"),
      metaDescription: t.exposeString("metaDescription"),
      updatedAt: t.string({ resolve: (p) => p.updatedAt.toISOString() }),
    }),
  });
  // registered for Country.availableRegions (t.relation resolves it by model name)
  builder.prismaObject("Region", {
    fields: (t) => ({ id: t.exposeInt("id"), code: t.exposeString("code"), name: t.exposeString("name") }),
  });
  const Country = builder.prismaObject("Country", {
    fields: (t) => ({
      id: t.exposeString("id", { description: "ISO 3166-1 alpha-2" }),
      name: t.exposeString("name"),
      iso2Code: t.exposeString("id"),
      iso3Code: t.exposeString("iso3"),
      availableRegions: t.relation("regions", { query: { orderBy: { name: "asc" } } }),
    }),
  });
  const UrlResolutionRef = builder.objectRef<UrlResolution>("UrlResolution").implement({
    fields: (t) => ({
      type: t.exposeString("type"),
      id: t.exposeInt("id", { nullable: true }),
      identifier: t.exposeString("identifier", { nullable: true }),
      redirectUrl: t.exposeString("redirectUrl", { nullable: true }),
      redirectType: t.exposeInt("redirectType"),
    }),
  });

  builder.queryFields((t) => ({
    cmsPages: t.prismaField({
      extensions: responseCached("content"),
      type: [CmsPage],
      args: { identifier: t.arg.string() },
      resolve: async (query, _r, { identifier }, { ctx }) =>
        readable(
          ctx,
          await ctx.app.db.cmsPage.findMany({
            ...query,
            where: { isActive: true, ...shownInStore(ctx), ...(identifier ? { identifier } : {}) },
            orderBy: { id: "asc" },
          }),
          identifier ?? undefined,
        ),
    }),
    cmsPage: t.prismaField({
      extensions: responseCached("content"),
      type: CmsPage,
      nullable: true,
      args: { identifier: t.arg.string({ required: true }) },
      resolve: async (query, _r, { identifier }, { ctx }) => {
        const page = await ctx.app.db.cmsPage.findFirst({ ...query, where: { identifier, isActive: true, ...shownInStore(ctx) } });
        return page ? ((await readable(ctx, [page], identifier))[0] ?? null) : null;
      },
    }),
    cmsBlocks: t.prismaField({
      extensions: responseCached("content"),
      type: [CmsBlock],
      args: { identifier: t.arg.string() },
      resolve: (query, _r, { identifier }, { ctx }) =>
        ctx.app.db.cmsBlock.findMany({
          ...query,
          where: { isActive: true, ...shownInStore(ctx), ...(identifier ? { identifier } : {}) },
          orderBy: { id: "asc" },
        }),
    }),
    blogPosts: t.prismaField({
      extensions: responseCached("content"),
      type: [BlogPost],
      args: { urlKey: t.arg.string(), categoryId: t.arg.int(), page: t.arg.int({ defaultValue: 1 }), itemsPerPage: t.arg.int({ defaultValue: 20 }) },
      resolve: (query, _r, a, { ctx }) => {
        const paging = pagingArgs(a);
        return ctx.app.db.blogPost.findMany({
          ...query,
          where: { isActive: true, ...(a.urlKey ? { urlKey: a.urlKey } : {}), ...(a.categoryId ? { categoryId: a.categoryId } : {}) },
          orderBy: [{ publishDate: "desc" }, { id: "desc" }],
          skip: pageOffset(paging),
          take: paging.itemsPerPage,
        });
      },
    }),
    blogPostCount: t.int({ resolve: (_r, _a, { ctx }) => ctx.app.db.blogPost.count({ where: { isActive: true } }) }),
    blogCategories: t.prismaField({
      extensions: responseCached("content"),
      type: [BlogCategory],
      resolve: (query, _r, _a, { ctx }) => ctx.app.db.blogCategory.findMany({ ...query, orderBy: [{ position: "asc" }, { id: "asc" }] }),
    }),
    countries: t.prismaField({
      extensions: responseCached(),
      type: [Country],
      resolve: (query, _r, _a, { ctx }) => ctx.app.db.country.findMany({ ...query, orderBy: { name: "asc" } }),
    }),
    urlResolver: t.field({
      extensions: responseCached("catalog", "content"),
      type: UrlResolutionRef,
      args: { path: t.arg.string({ required: true }) },
      resolve: (_r, { path }, { ctx }) => resolveUrl(ctx, path),
    }),
  }));
  registerContentAdminSchema(builder, { CmsPage, CmsBlock, BlogPost, BlogCategory });
}

/**
 * As Maho's resolver: a CMS page by identifier, a category by its url path or its bare url key, a product by
 * url key (a product not visible on its own, e.g. a configurable's variant, resolves to the product that
 * shows it), a blog post by its url key (bare, or under blog/); a product's former url key answers a 301
 * redirect to its current one (ProductUrlRedirect, kept when an admin changes the key).
 */
export async function resolveUrl(ctx: RequestContext, rawPath: string): Promise<UrlResolution> {
  const resolution = await resolveUnchecked(ctx, rawPath);
  if (ctx.app.events.has("url_resolver_result")) await ctx.app.events.dispatch("url_resolver_result", { ctx, path: rawPath, resolution });
  return resolution;
}

/** a CMS page the caller may not read (cms_page_load_after) resolves to nothing, or is refused by its observer */
async function readablePage(ctx: RequestContext, page: { id: number; identifier: string } | null) {
  return page ? ((await readable(ctx, [page], page.identifier))[0] ?? null) : null;
}

async function resolveUnchecked(ctx: RequestContext, rawPath: string): Promise<UrlResolution> {
  const db = ctx.app.db;
  const path = rawPath.replace(/^\/+|\/+$/g, "").replace(/\.html$/, "");
  const none: UrlResolution = { type: "not_found", id: null, identifier: null, redirectUrl: null, redirectType: 0 };
  const found = (type: UrlResolution["type"], id: number, identifier: string): UrlResolution => ({ type, id, identifier, redirectUrl: null, redirectType: 0 });
  if (path === "") {
    const home = (await ctx.app.config.get("web/default/cms_home_page", ctx.store.id)) ?? "home";
    const page = await readablePage(
      ctx,
      await db.cmsPage.findFirst({ where: { identifier: home, isActive: true, ...shownInStore(ctx) }, select: { id: true, identifier: true } }),
    );
    return page ? found("cms_page", page.id, page.identifier) : none;
  }
  const blogKey = path.startsWith("blog/") ? path.slice(5) : path;
  // what modules hide from the caller resolves to nothing, as its product page answers 404
  const hidden = await moduleVisibilityWhere(ctx);
  const [page, category, product, blog] = await Promise.all([
    db.cmsPage.findFirst({ where: { identifier: path, isActive: true, ...shownInStore(ctx) }, select: { id: true, identifier: true } }),
    // the full url path first, then a bare url key (the shallowest such category)
    db.category.findFirst({
      where: { isActive: true, OR: [{ urlPath: path }, { urlKey: path }] },
      orderBy: [{ level: "asc" }, { position: "asc" }, { id: "asc" }],
      select: { id: true, urlKey: true, urlPath: true },
    }),
    db.product.findFirst({ where: { AND: [{ urlKey: path, status: 1 }, ...hidden] }, select: { id: true, urlKey: true, visibility: true } }),
    db.blogPost.findFirst({ where: { urlKey: blogKey, isActive: true }, select: { id: true, urlKey: true } }),
  ]);
  const readablePageFound = await readablePage(ctx, page);
  if (readablePageFound) return found("cms_page", readablePageFound.id, readablePageFound.identifier);
  if (category) {
    // a url path match wins over a bare key that happens to equal it
    const exact =
      category.urlPath === path
        ? category
        : await db.category.findFirst({ where: { isActive: true, urlPath: path }, select: { id: true, urlKey: true, urlPath: true } });
    const c = exact ?? category;
    return found("category", c.id, c.urlKey);
  }
  const shown = product && (product.visibility !== 1 ? product : await parentShowing(ctx, product.id, hidden));
  if (shown) return found("product", shown.id, shown.urlKey);
  if (blog) return found("blog_post", blog.id, blog.urlKey);
  // a product's former URL key: a permanent redirect to its current one, when the caller may see the product
  const moved = await db.productUrlRedirect.findUnique({ where: { fromKey: path }, select: { productId: true } });
  const target = moved && (await db.product.findFirst({ where: { AND: [{ id: moved.productId, status: 1 }, ...hidden] }, select: { id: true, urlKey: true } }));
  if (target) {
    const redirectUrl = rawPath.replace(/^\/+|\/+$/g, "").endsWith(".html") ? `${target.urlKey}.html` : target.urlKey;
    return { type: "redirect", id: target.id, identifier: target.urlKey, redirectUrl, redirectType: 301 };
  }
  return none;
}

/** the enabled, individually visible configurable, grouped or bundle product that shows a child */
async function parentShowing(ctx: RequestContext, childId: number, hidden: Prisma.ProductWhereInput[]): Promise<{ id: number; urlKey: string } | null> {
  return ctx.app.db.product.findFirst({
    where: {
      AND: [
        { status: 1, visibility: { not: 1 } },
        ...hidden,
        {
          OR: [
            { childLinks: { some: { childId, kind: { in: ["variant", "grouped"] } } } },
            { bundleOptions: { some: { selections: { some: { productId: childId } } } } },
          ],
        },
      ],
    },
    orderBy: { id: "asc" },
    select: { id: true, urlKey: true },
  });
}
