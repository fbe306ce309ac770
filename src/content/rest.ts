import { z } from "zod";
import { defineRoute, type RestRoute } from "../core/routes.ts";
import {
  RestStoreConfigDocument,
  RestCmsPagesDocument,
  RestCmsBlocksDocument,
  RestBlogPostsDocument,
  RestBlogCategoriesDocument,
  RestCountriesDocument,
  RestUrlResolverDocument,
  RestStoresDocument,
} from "../generated/rest/graphql.ts";
import { ProblemError } from "../core/errors.ts";

const collection = <T>(member: T[], totalItems = member.length) => ({ member, totalItems });

export function contentRoutes(): RestRoute[] {
  return [
    {
      id: "stores_list",
      method: "GET",
      path: "/api/rest/v2/stores",
      tag: "store",
      summary: "Every store view (code, name, currency, locale), the default first",
      handler: async (ctx, req) => collection((await req.run(ctx, RestStoresDocument, {})).stores),
    },
    {
      id: "store_config",
      method: "GET",
      path: "/api/rest/v2/store-config",
      // the login and registration pages render with the store's settings and plugin manifests
      exemptFromLoginWall: true,
      tag: "store",
      summary: "Store configuration with extensions.b2bPlugins (installed module manifests)",
      handler: async (ctx, req) => (await req.run(ctx, RestStoreConfigDocument, {})).storeConfig,
    },
    defineRoute({
      id: "cms_pages_list",
      method: "GET",
      responseCache: { tags: ["content"] },
      path: "/api/rest/v2/cms-pages",
      tag: "content",
      summary: "CMS pages (filter by identifier); content has block directives rendered",
      query: z.object({ identifier: z.string().optional() }).loose(),
      exemptFromLoginWall: true,
      handler: async (ctx, req) => collection((await req.run(ctx, RestCmsPagesDocument, { identifier: req.query.identifier })).cmsPages),
    }),
    {
      id: "cms_pages_get",
      method: "GET",
      responseCache: { tags: ["content"] },
      path: "/api/rest/v2/cms-pages/:id",
      tag: "content",
      summary: "One CMS page by id",
      exemptFromLoginWall: true,
      handler: async (ctx, req) => {
        const page = (await req.run(ctx, RestCmsPagesDocument, {})).cmsPages.find((p) => String(p.id) === req.params.id);
        if (!page) throw new ProblemError(404, "not_found", "CMS page not found");
        return page;
      },
    },
    defineRoute({
      id: "cms_blocks_list",
      method: "GET",
      responseCache: { tags: ["content"] },
      path: "/api/rest/v2/cms-blocks",
      tag: "content",
      summary: "CMS blocks (filter by identifier)",
      query: z.object({ identifier: z.string().optional() }).loose(),
      handler: async (ctx, req) => collection((await req.run(ctx, RestCmsBlocksDocument, { identifier: req.query.identifier })).cmsBlocks),
    }),
    defineRoute({
      id: "blog_posts_list",
      method: "GET",
      path: "/api/rest/v2/blog-posts",
      tag: "content",
      summary: "Blog posts, newest first (filter by urlKey or categoryId)",
      publicCache: true,
      query: z
        .object({
          urlKey: z.string().optional(),
          categoryId: z.coerce.number().int().optional(),
          page: z.coerce.number().int().min(1).default(1),
          itemsPerPage: z.coerce.number().int().min(1).max(100).default(20),
        })
        .loose(),
      handler: async (ctx, req) => {
        const q = req.query;
        const data = await req.run(ctx, RestBlogPostsDocument, q);
        return {
          member: data.blogPosts,
          totalItems: q.urlKey || q.categoryId ? data.blogPosts.length : data.blogPostCount,
          page: q.page,
          itemsPerPage: q.itemsPerPage,
        };
      },
    }),
    {
      id: "blog_categories_list",
      method: "GET",
      path: "/api/rest/v2/blog-categories",
      tag: "content",
      summary: "Blog categories",
      publicCache: true,
      handler: async (ctx, req) => collection((await req.run(ctx, RestBlogCategoriesDocument, {})).blogCategories),
    },
    {
      id: "countries_list",
      method: "GET",
      path: "/api/rest/v2/countries",
      // the registration form's country list
      exemptFromLoginWall: true,
      tag: "store",
      summary: "Countries with their regions",
      publicCache: true,
      handler: async (ctx, req) => collection((await req.run(ctx, RestCountriesDocument, {})).countries),
    },
    defineRoute({
      id: "url_resolver",
      method: "GET",
      responseCache: { tags: ["catalog", "content"] },
      path: "/api/rest/v2/url-resolver",
      // a login wall lets it through and decides on the answer (only CMS pages it exempts resolve for guests)
      exemptFromLoginWall: true,
      tag: "content",
      summary: "Resolves a storefront path to a category, product, CMS page or blog post",
      query: z.object({ path: z.string().max(2048) }).loose(),
      handler: async (ctx, req) => collection([(await req.run(ctx, RestUrlResolverDocument, { path: req.query.path })).urlResolver]),
    }),
  ];
}
