/**
 * Admin GraphQL of the content domain (scope `content`): every CMS page and block, blog post and category,
 * active or not, with the content as saved (`rawContent` on pages and blocks) and the store views
 * (`adminCmsPages`, `adminCmsPage`, `adminCmsBlocks`, `adminCmsBlock`, `adminBlogPosts`, `adminBlogPost`,
 * `adminBlogCategories`); their writes (`cmsPageCreate/Update/Delete`, `cmsBlockCreate/Update/Delete`,
 * `blogPostCreate/Update/Delete`, `blogCategoryCreate/Update/Delete`, admin-service.ts), and
 * `cmsContentPreview`: content rendered as the storefront renders it (directives become what they embed).
 */
import type { PrismaObjectRef } from "@pothos/plugin-prisma";
import type { Builder, BuilderTypes } from "../core/schema-builder.ts";
import type PrismaTypes from "../generated/pothos-types.ts";
import type { Prisma } from "../core/db/client.ts";
import type { RequestContext } from "../core/context.ts";
import { ProblemError } from "../core/errors.ts";
import { gridPagingArgs } from "../core/api/paging.ts";
import { withoutNulls } from "../core/api/input.ts";
import { audited } from "../core/audit/declare.ts";
import { renderCmsContent } from "./render.ts";
import { sanitizeContent } from "./content-html.ts";
import {
  deleteBlogCategory,
  deleteBlogPost,
  deleteCmsBlock,
  deleteCmsPage,
  saveBlogCategory,
  saveBlogPost,
  saveCmsBlock,
  saveCmsPage,
} from "./admin-service.ts";

type Types = PothosSchemaTypes.ExtendDefaultTypes<BuilderTypes>;
type Ref<M extends keyof PrismaTypes> = PrismaObjectRef<Types, PrismaTypes[M], PrismaTypes[M]["Shape"]>;
export interface ContentRefs {
  CmsPage: Ref<"CmsPage">;
  CmsBlock: Ref<"CmsBlock">;
  BlogPost: Ref<"BlogPost">;
  BlogCategory: Ref<"BlogCategory">;
}

const scope = { admin: "content" } as const;
const withStores = { stores: { select: { storeId: true }, orderBy: { storeId: "asc" } } } as const;

/** part of a text, in any case (SQLite's LIKE ignores ASCII case; PostgreSQL is told to) */
function containing(ctx: RequestContext, value: string): Prisma.StringFilter {
  const v = value.trim();
  return (ctx.app.dbHandle.target.kind === "postgres" ? { contains: v, mode: "insensitive" } : { contains: v }) as Prisma.StringFilter;
}

interface CmsFilter {
  search?: string | null;
  identifier?: string | null;
  title?: string | null;
  storeId?: number | null;
  isActive?: boolean | null;
}

/** the where of the page and block grids (the same fields on both) */
function cmsWhere(ctx: RequestContext, f: CmsFilter) {
  const and: Record<string, unknown>[] = [];
  if (f.search?.trim()) and.push({ OR: [{ identifier: containing(ctx, f.search) }, { title: containing(ctx, f.search) }] });
  if (f.identifier?.trim()) and.push({ identifier: containing(ctx, f.identifier) });
  if (f.title?.trim()) and.push({ title: containing(ctx, f.title) });
  if (typeof f.isActive === "boolean") and.push({ isActive: f.isActive });
  // shown in that store: listed for it, or for every store
  if (f.storeId) and.push({ OR: [{ stores: { none: {} } }, { stores: { some: { storeId: f.storeId } } }] });
  return { AND: and };
}

/** the store views a page or block row lists (loaded with it by the admin reads and writes) */
const storeIdsOf = async (row: { id: number; stores?: { storeId: number }[] }, load: () => Promise<{ storeId: number }[]>) =>
  (row.stores ?? (await load())).map((s) => s.storeId).sort((a, b) => a - b);

export function registerContentAdminSchema(builder: Builder, refs: ContentRefs) {
  const { CmsPage, CmsBlock, BlogPost, BlogCategory } = refs;

  builder.objectFields(CmsPage, (t) => ({
    storeIds: t.intList({
      authScopes: scope,
      description: "the store views the page is shown in; empty: every store view",
      resolve: (p, _a, { ctx }) => storeIdsOf(p, () => ctx.app.db.cmsPageStore.findMany({ where: { pageId: p.id }, select: { storeId: true } })),
    }),
  }));
  builder.objectFields(CmsBlock, (t) => ({
    storeIds: t.intList({
      authScopes: scope,
      description: "the store views the block is shown in; empty: every store view",
      resolve: (b, _a, { ctx }) => storeIdsOf(b, () => ctx.app.db.cmsBlockStore.findMany({ where: { blockId: b.id }, select: { storeId: true } })),
    }),
  }));

  const CmsFilterFields = (name: string, what: string) =>
    builder.inputType(name, {
      fields: (t) => ({
        search: t.string({ description: `part of the ${what}'s identifier or title` }),
        identifier: t.string({ description: "part of the identifier" }),
        title: t.string({ description: "part of the title" }),
        storeId: t.int({ description: `${what}s shown in this store view (listing it, or every store)` }),
        isActive: t.boolean(),
      }),
    });
  const PageFilter = CmsFilterFields("CmsPageFilter", "page");
  const BlockFilter = CmsFilterFields("CmsBlockFilter", "block");
  const PostFilter = builder.inputType("BlogPostFilter", {
    fields: (t) => ({
      search: t.string({ description: "part of the title or URL key" }),
      categoryId: t.int(),
      isActive: t.boolean(),
    }),
  });

  type Row<M extends keyof PrismaTypes> = PrismaTypes[M]["Shape"];
  const list = <M extends keyof PrismaTypes>(name: string, ref: Ref<M>) =>
    builder.objectRef<{ items: Row<M>[]; totalCount: number }>(name).implement({
      fields: (t) => ({ items: t.field({ type: [ref], resolve: (p) => p.items as never }), totalCount: t.exposeInt("totalCount") }),
    });
  const PageList = list("CmsPageList", CmsPage);
  const BlockList = list("CmsBlockList", CmsBlock);
  const PostList = list("BlogPostList", BlogPost);

  const PageInput = builder.inputType("CmsPageInput", {
    description: "a CMS page's fields; a create needs identifier and title, an update changes the fields given",
    fields: (t) => ({
      identifier: t.string({ description: "the storefront path (/identifier): lower-case words joined by - or _; unique in each store view" }),
      title: t.string(),
      content: t.string({ description: "HTML (sanitised on save: no script, event handler or javascript: URL) with block directives" }),
      storeIds: t.intList({ description: "the store views it is shown in; empty: every store view" }),
      isActive: t.boolean(),
      contentHeading: t.string(),
      metaTitle: t.string(),
      metaKeywords: t.string(),
      metaDescription: t.string(),
    }),
  });
  const BlockInput = builder.inputType("CmsBlockInput", {
    description: "a CMS block's fields; a create needs identifier and title",
    fields: (t) => ({
      identifier: t.string({ description: "unique in each store view" }),
      title: t.string(),
      content: t.string({ description: "HTML, sanitised on save, with block directives" }),
      storeIds: t.intList({ description: "the store views it is shown in; empty: every store view" }),
      isActive: t.boolean(),
    }),
  });
  const PostInput = builder.inputType("BlogPostInput", {
    description: "a blog post's fields; a create needs title and urlKey",
    fields: (t) => ({
      title: t.string(),
      urlKey: t.string({ description: "the post's path (/blog/urlKey), unique" }),
      content: t.string({ description: "HTML, sanitised on save" }),
      excerpt: t.string({ description: "HTML, sanitised on save" }),
      imageUrl: t.string({ description: "an http(s) address or a path on this site; null removes it" }),
      categoryId: t.int({ description: "null: no category" }),
      isActive: t.boolean(),
      publishDate: t.field({ type: "DateTime" }),
      metaTitle: t.string(),
      metaDescription: t.string(),
    }),
  });
  const CategoryInput = builder.inputType("BlogCategoryInput", {
    description: "a blog category's fields; a create needs name and urlKey",
    fields: (t) => ({ name: t.string(), urlKey: t.string({ description: "unique" }), position: t.int() }),
  });

  builder.queryFields((t) => ({
    adminCmsPages: t.field({
      type: PageList,
      authScopes: scope,
      description: "every CMS page, active or not, by identifier",
      args: { filter: t.arg({ type: PageFilter }), page: t.arg.int({ defaultValue: 1 }), pageSize: t.arg.int({ defaultValue: 20 }) },
      resolve: async (_r, a, { ctx }) => {
        const { page, pageSize } = gridPagingArgs(a);
        const where = cmsWhere(ctx, a.filter ?? {});
        const [items, totalCount] = await Promise.all([
          ctx.app.db.cmsPage.findMany({
            where,
            include: withStores,
            orderBy: [{ identifier: "asc" }, { id: "asc" }],
            skip: (page - 1) * pageSize,
            take: pageSize,
          }),
          ctx.app.db.cmsPage.count({ where }),
        ]);
        return { items, totalCount };
      },
    }),
    adminCmsPage: t.prismaField({
      type: CmsPage,
      nullable: true,
      authScopes: scope,
      description: "one CMS page, active or not; null when there is none",
      args: { id: t.arg.int({ required: true }) },
      resolve: (query, _r, { id }, { ctx }) => ctx.app.db.cmsPage.findUnique({ ...query, where: { id } }),
    }),
    adminCmsBlocks: t.field({
      type: BlockList,
      authScopes: scope,
      description: "every CMS block, active or not, by identifier",
      args: { filter: t.arg({ type: BlockFilter }), page: t.arg.int({ defaultValue: 1 }), pageSize: t.arg.int({ defaultValue: 20 }) },
      resolve: async (_r, a, { ctx }) => {
        const { page, pageSize } = gridPagingArgs(a);
        const where = cmsWhere(ctx, a.filter ?? {});
        const [items, totalCount] = await Promise.all([
          ctx.app.db.cmsBlock.findMany({
            where,
            include: withStores,
            orderBy: [{ identifier: "asc" }, { id: "asc" }],
            skip: (page - 1) * pageSize,
            take: pageSize,
          }),
          ctx.app.db.cmsBlock.count({ where }),
        ]);
        return { items, totalCount };
      },
    }),
    adminCmsBlock: t.prismaField({
      type: CmsBlock,
      nullable: true,
      authScopes: scope,
      description: "one CMS block, active or not; null when there is none",
      args: { id: t.arg.int({ required: true }) },
      resolve: (query, _r, { id }, { ctx }) => ctx.app.db.cmsBlock.findUnique({ ...query, where: { id } }),
    }),
    adminBlogPosts: t.field({
      type: PostList,
      authScopes: scope,
      description: "every blog post, active or not, newest first",
      args: { filter: t.arg({ type: PostFilter }), page: t.arg.int({ defaultValue: 1 }), pageSize: t.arg.int({ defaultValue: 20 }) },
      resolve: async (_r, a, { ctx }) => {
        const { page, pageSize } = gridPagingArgs(a);
        const f = a.filter ?? {};
        const and: Prisma.BlogPostWhereInput[] = [];
        if (f.search?.trim()) and.push({ OR: [{ title: containing(ctx, f.search) }, { urlKey: containing(ctx, f.search) }] });
        if (f.categoryId) and.push({ categoryId: f.categoryId });
        if (typeof f.isActive === "boolean") and.push({ isActive: f.isActive });
        const where = { AND: and };
        const [items, totalCount] = await Promise.all([
          ctx.app.db.blogPost.findMany({ where, orderBy: [{ publishDate: "desc" }, { id: "desc" }], skip: (page - 1) * pageSize, take: pageSize }),
          ctx.app.db.blogPost.count({ where }),
        ]);
        return { items, totalCount };
      },
    }),
    adminBlogPost: t.prismaField({
      type: BlogPost,
      nullable: true,
      authScopes: scope,
      description: "one blog post, active or not; null when there is none",
      args: { id: t.arg.int({ required: true }) },
      resolve: (query, _r, { id }, { ctx }) => ctx.app.db.blogPost.findUnique({ ...query, where: { id } }),
    }),
    adminBlogCategories: t.prismaField({
      type: [BlogCategory],
      authScopes: scope,
      description: "every blog category, by position",
      resolve: (query, _r, _a, { ctx }) => ctx.app.db.blogCategory.findMany({ ...query, orderBy: [{ position: "asc" }, { id: "asc" }] }),
    }),
    cmsContentPreview: t.string({
      authScopes: scope,
      description:
        "the content as it would be saved (sanitised) and rendered on the storefront: block directives become what they embed (a custom form's markup); nothing is saved",
      args: { content: t.arg.string({ required: true }) },
      resolve: (_r, { content }, { ctx }) => {
        if (content.length > 2_000_000) throw new ProblemError(413, "too_large", "The content is larger than 2 MB");
        return renderCmsContent(ctx, sanitizeContent(content), "cms_preview");
      },
    }),
  }));

  const write = <T>(entity: string, type: T, description: string) => ({
    type,
    authScopes: scope,
    extensions: audited(entity),
    errors: { types: [ProblemError] },
    description,
  });
  builder.mutationFields((t) => ({
    cmsPageCreate: t.field({
      ...write("cms_page", CmsPage, "creates a CMS page (409 conflict when its identifier is shown in one of its store views already)"),
      args: { input: t.arg({ type: PageInput, required: true }) },
      resolve: (_r, { input }, { ctx }) => saveCmsPage(ctx, null, withoutNulls(input)),
    }),
    cmsPageUpdate: t.field({
      ...write("cms_page", CmsPage, "changes the fields given of a CMS page"),
      args: { id: t.arg.int({ required: true }), input: t.arg({ type: PageInput, required: true }) },
      resolve: (_r, { id, input }, { ctx }) => saveCmsPage(ctx, id, withoutNulls(input)),
    }),
    cmsPageDelete: t.field({
      ...write("cms_page", CmsPage, "deletes a CMS page; answers it as it was"),
      args: { id: t.arg.int({ required: true }) },
      resolve: (_r, { id }, { ctx }) => deleteCmsPage(ctx, id),
    }),
    cmsBlockCreate: t.field({
      ...write("cms_block", CmsBlock, "creates a CMS block (409 conflict when its identifier is shown in one of its store views already)"),
      args: { input: t.arg({ type: BlockInput, required: true }) },
      resolve: (_r, { input }, { ctx }) => saveCmsBlock(ctx, null, withoutNulls(input)),
    }),
    cmsBlockUpdate: t.field({
      ...write("cms_block", CmsBlock, "changes the fields given of a CMS block"),
      args: { id: t.arg.int({ required: true }), input: t.arg({ type: BlockInput, required: true }) },
      resolve: (_r, { id, input }, { ctx }) => saveCmsBlock(ctx, id, withoutNulls(input)),
    }),
    cmsBlockDelete: t.field({
      ...write("cms_block", CmsBlock, "deletes a CMS block; answers it as it was"),
      args: { id: t.arg.int({ required: true }) },
      resolve: (_r, { id }, { ctx }) => deleteCmsBlock(ctx, id),
    }),
    blogPostCreate: t.field({
      ...write("blog_post", BlogPost, "creates a blog post (409 conflict when its URL key is taken)"),
      args: { input: t.arg({ type: PostInput, required: true }) },
      resolve: (_r, { input }, { ctx }) => saveBlogPost(ctx, null, postInput(input)),
    }),
    blogPostUpdate: t.field({
      ...write("blog_post", BlogPost, "changes the fields given of a blog post (imageUrl or categoryId null removes it)"),
      args: { id: t.arg.int({ required: true }), input: t.arg({ type: PostInput, required: true }) },
      resolve: (_r, { id, input }, { ctx }) => saveBlogPost(ctx, id, postInput(input)),
    }),
    blogPostDelete: t.field({
      ...write("blog_post", BlogPost, "deletes a blog post; answers it as it was"),
      args: { id: t.arg.int({ required: true }) },
      resolve: (_r, { id }, { ctx }) => deleteBlogPost(ctx, id),
    }),
    blogCategoryCreate: t.field({
      ...write("blog_category", BlogCategory, "creates a blog category (409 conflict when its URL key is taken)"),
      args: { input: t.arg({ type: CategoryInput, required: true }) },
      resolve: (_r, { input }, { ctx }) => saveBlogCategory(ctx, null, withoutNulls(input)),
    }),
    blogCategoryUpdate: t.field({
      ...write("blog_category", BlogCategory, "changes the fields given of a blog category"),
      args: { id: t.arg.int({ required: true }), input: t.arg({ type: CategoryInput, required: true }) },
      resolve: (_r, { id, input }, { ctx }) => saveBlogCategory(ctx, id, withoutNulls(input)),
    }),
    blogCategoryDelete: t.field({
      ...write("blog_category", BlogCategory, "deletes a blog category without posts (409 has_posts otherwise); answers it as it was"),
      args: { id: t.arg.int({ required: true }) },
      resolve: (_r, { id }, { ctx }) => deleteBlogCategory(ctx, id),
    }),
  }));
}

/** a post's input: null clears imageUrl and categoryId, and means "unchanged" for the other fields */
function postInput(input: Record<string, unknown>) {
  const { imageUrl, categoryId, ...rest } = input;
  return { ...withoutNulls(rest), ...(imageUrl !== undefined ? { imageUrl } : {}), ...(categoryId !== undefined ? { categoryId } : {}) };
}
