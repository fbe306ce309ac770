import { z } from "zod";
import { defineRoute, idParam, type RestRoute } from "../core/routes.ts";
import { RestProductsDocument, RestProductDocument, RestCategoriesDocument, RestLayeredFiltersDocument } from "../generated/rest/graphql.ts";
import { ProblemError } from "../core/errors.ts";
import { MAX_PAGE_SIZE } from "./product-listing.ts";
import type { ProductSortField, SortDirection } from "../generated/rest/graphql.ts";

const intParam = z.coerce.number().int();
const SORT_FIELDS = ["position", "name", "price", "relevance", "createdAt", "sku"] as const;

export const productsQuery = z
  .object({
    urlKey: z.string().optional(),
    sku: z.string().optional(),
    categoryId: intParam.positive().optional(),
    search: z.string().max(200).optional(),
    q: z.string().max(200).optional().describe("alias of search"),
    priceMin: z.coerce.number().min(0).optional(),
    priceMax: z.coerce.number().min(0).optional(),
    page: intParam.min(1).default(1),
    itemsPerPage: intParam.min(1).max(MAX_PAGE_SIZE).default(20),
  })
  .loose();

/** `order[price]=desc` (Maho/API Platform convention); the first recognised field wins */
export function parseOrder(sp: URLSearchParams): { field: ProductSortField; direction: SortDirection } | undefined {
  for (const [k, v] of sp) {
    const m = /^order\[([A-Za-z_]+)\]$/.exec(k);
    if (!m) continue;
    const field = m[1] === "created_at" ? "createdAt" : m[1]!;
    if (!(SORT_FIELDS as readonly string[]).includes(field))
      throw new ProblemError(400, "invalid_request", `Cannot order by "${m[1]}"`, {
        errors: [{ field: k, code: "invalid_sort", message: `one of ${SORT_FIELDS.join(", ")}` }],
      });
    const dir = v.toLowerCase();
    if (dir !== "asc" && dir !== "desc")
      throw new ProblemError(400, "invalid_request", "Order direction must be asc or desc", {
        errors: [{ field: k, code: "invalid_sort", message: "asc or desc" }],
      });
    return { field: field as ProductSortField, direction: dir };
  }
  return undefined;
}

/** `attr[color]=12,13` filters by attribute option ids or values */
function parseAttributeFilters(sp: URLSearchParams) {
  const out: { code: string; values: string[] }[] = [];
  for (const [k, v] of sp) {
    const m = /^attr\[([a-z0-9_]+)\]$/.exec(k);
    if (m)
      out.push({
        code: m[1]!,
        values: v
          .split(",")
          .map((s) => s.trim())
          .filter(Boolean),
      });
  }
  return out.length ? out : undefined;
}

const flag = z.enum(["0", "1", "true", "false"]).transform((v) => v === "1" || v === "true");

export const categoriesQuery = z
  .object({
    parentId: intParam.optional().describe("the parent's children; default: the store root's children (as Maho)"),
    includeInMenu: flag.optional(),
    search: z.string().max(200).optional().describe("name contains (searches the whole tree)"),
    urlKey: z.string().max(255).optional().describe("exact url key (searches the whole tree)"),
    page: intParam.min(1).default(1),
    itemsPerPage: intParam.min(1).max(500).default(100),
  })
  .loose();

export function catalogRoutes(): RestRoute[] {
  return [
    defineRoute({
      id: "products_list",
      method: "GET",
      responseCache: { tags: ["catalog"] },
      path: "/api/rest/v2/products",
      tag: "catalog",
      summary:
        "Product collection for the caller's group: filter by urlKey, sku, categoryId (with descendants), search; order[field]; page/itemsPerPage (max 100)",
      query: productsQuery,
      responses: { 200: "{member, totalItems, page, itemsPerPage, sortOptions, filters}", 400: "invalid query parameters" },
      handler: async (ctx, req) => {
        const q = req.query;
        const data = await req.run(ctx, RestProductsDocument, {
          filter: {
            urlKey: q.urlKey,
            sku: q.sku,
            categoryId: q.categoryId,
            priceMin: q.priceMin,
            priceMax: q.priceMax,
            attributes: parseAttributeFilters(req.searchParams),
          },
          search: q.search ?? q.q,
          sort: parseOrder(req.searchParams),
          page: q.page,
          itemsPerPage: q.itemsPerPage,
        });
        return data.products;
      },
    }),
    {
      id: "products_get",
      method: "GET",
      responseCache: { tags: ["catalog"] },
      path: "/api/rest/v2/products/:id",
      tag: "catalog",
      summary: "The full product record, child arrays filled (variants, bundle options, grouped products, links)",
      responses: { 200: "product", 404: "no such product" },
      handler: async (ctx, req) => {
        const id = idParam(req.params.id, "product id");
        const data = await req.run(ctx, RestProductDocument, { id });
        if (!data.product) throw new ProblemError(404, "not_found", `Product ${id} not found`);
        return data.product;
      },
    },
    defineRoute({
      id: "categories_list",
      method: "GET",
      responseCache: { tags: ["catalog"] },
      path: "/api/rest/v2/categories",
      tag: "catalog",
      summary:
        "Active categories as Maho answers them: the store root's children, or parentId's; search (name) and urlKey look through the whole tree; each with childrenIds and children; page/itemsPerPage (default 100, max 500)",
      query: categoriesQuery,
      responses: { 200: "{member, totalItems, page, itemsPerPage}", 400: "invalid query parameters" },
      handler: async (ctx, req) => {
        const q = req.query;
        const data = await req.run(ctx, RestCategoriesDocument, {});
        let cats = data.categories;
        const search = q.search?.trim().toLowerCase();
        const parentId = q.parentId ?? (search || q.urlKey !== undefined ? undefined : data.storeRootCategoryId);
        if (parentId != null) cats = cats.filter((c) => c.parentId === parentId);
        if (search) cats = cats.filter((c) => c.name.toLowerCase().includes(search));
        if (q.urlKey !== undefined) cats = cats.filter((c) => c.urlKey === q.urlKey);
        if (q.includeInMenu !== undefined) cats = cats.filter((c) => c.includeInMenu === q.includeInMenu);
        const member = cats.slice((q.page - 1) * q.itemsPerPage, q.page * q.itemsPerPage);
        return { member, totalItems: cats.length, page: q.page, itemsPerPage: q.itemsPerPage };
      },
    }),
    {
      id: "categories_get",
      method: "GET",
      responseCache: { tags: ["catalog"] },
      path: "/api/rest/v2/categories/:id",
      tag: "catalog",
      summary: "One category with its children",
      responses: { 200: "category", 404: "no such category" },
      handler: async (ctx, req) => {
        const id = Number(req.params.id);
        const cat = (await req.run(ctx, RestCategoriesDocument, {})).categories.find((c) => c.id === id);
        if (!cat) throw new ProblemError(404, "not_found", `Category ${req.params.id} not found`);
        return cat;
      },
    },
    defineRoute({
      id: "layered_filters",
      method: "GET",
      responseCache: { tags: ["catalog"] },
      path: "/api/rest/v2/layered-filters",
      tag: "catalog",
      summary:
        "Maho's layered navigation filters of a category's listing (with descendants), or of a search: {code, label, type, position, options[{value, label, count, swatch}]}, as the listing computes them for the caller; none without categoryId or search",
      query: z.object({ categoryId: intParam.positive().optional(), search: z.string().max(200).optional() }).loose(),
      responses: { 200: "{member, totalItems}", 400: "invalid query parameters" },
      handler: async (ctx, req) => {
        const q = req.query;
        const { layeredFilters } = await req.run(ctx, RestLayeredFiltersDocument, { categoryId: q.categoryId, search: q.search });
        return { member: layeredFilters, totalItems: layeredFilters.length };
      },
    }),
  ];
}
