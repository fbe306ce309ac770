/**
 * Product listings (category pages, search, the REST collection). One visibility filter for all of
 * them, extended by modules (`productVisibility`), so hidden products are absent from results and counts.
 */
import type { RequestContext } from "../core/context.ts";
import type { Prisma } from "../core/db/client.ts";
import type { LayeredFilter, SortOption } from "./hooks.ts";
import { ProblemError } from "../core/errors.ts";
import { categoryWithDescendants } from "./categories.ts";
import { loadProducts } from "./product-loader.ts";
import { attributeValueCounts, columnValues, searchTokens } from "./search-index.ts";
import { productDtos, type ProductDto } from "./product-dto.ts";
import { listingDtos } from "./product-fragments.ts";
import { compare, type Money, type MoneyInput, money, toNumber } from "../core/money.ts";
import { type Pricer, pricerFor } from "./price-function.ts";
import { pagingArgs } from "../core/api/paging.ts";
import { baseWhere, moduleVisibilityWhere, visibleProductsWhere, type VisibilityContext } from "./visibility.ts";

export { MAX_PAGE_SIZE } from "../core/api/paging.ts";

export type SortField = "position" | "name" | "price" | "relevance" | "createdAt" | "sku";
export interface ProductQuery {
  categoryId?: number;
  search?: string;
  urlKey?: string;
  sku?: string;
  ids?: number[];
  priceMin?: number;
  priceMax?: number;
  /** attribute code -> option ids / values (any-of) */
  attributes?: Record<string, string[]>;
  sort?: { field: SortField; direction: "asc" | "desc" };
  page?: number;
  itemsPerPage?: number;
  /** "catalog" (category pages), "search", or "any" (lookups by urlKey/sku/id) */
  context?: VisibilityContext;
}

export interface ProductListing {
  member: ProductDto[];
  totalItems: number;
  page: number;
  itemsPerPage: number;
  sortOptions: SortOption[];
  filters: LayeredFilter[];
}

export { moduleVisibilityWhere, visibleProductsWhere } from "./visibility.ts";

export async function listProducts(ctx: RequestContext, q: ProductQuery): Promise<ProductListing> {
  const db = ctx.app.db;
  // GraphQL passes its arguments as they came: the same rules and answer as REST's query parameters
  const { page, itemsPerPage } = pagingArgs(q);
  const lookup = q.urlKey !== undefined || q.sku !== undefined || q.ids !== undefined;
  const searching = q.search !== undefined && q.search.trim() !== "";
  // a text search always looks at what is visible in search (the index applies it itself)
  const context = searching ? "search" : (q.context ?? (lookup ? "any" : "catalog"));
  const base = baseWhere(context);
  // the toolbar first: a sort an observer took away (price, for callers whose prices are hidden) is not
  // applied either, nor a price range: narrowing by price would reveal the prices hidden from the caller
  const toolbar = await ctx.app.events.dispatch("core_block_abstract_to_html_before", {
    ctx,
    block: "catalog.toolbar",
    sortOptions: [
      ...(searching ? [{ code: "relevance", label: "Relevance" }] : []),
      { code: "position", label: "Position" },
      { code: "name", label: "Product Name" },
      { code: "price", label: "Price" },
    ],
  });
  const pricesShown = toolbar.sortOptions.some((o) => o.code === "price");
  // what modules hide from the caller, then the query's own filters
  const and: Prisma.ProductWhereInput[] = await moduleVisibilityWhere(ctx);
  if (q.urlKey !== undefined) and.push({ urlKey: q.urlKey });
  if (q.sku !== undefined) and.push({ sku: q.sku });
  if (q.ids) and.push({ id: { in: q.ids } });
  if (q.categoryId !== undefined) {
    const cats = await categoryWithDescendants(ctx, q.categoryId);
    and.push({ categories: { some: { categoryId: { in: cats } } } });
  }
  // prices as listings show them: a grouped or bundle product's is its as-low-as price (price-index.ts); a caller
  // whose prices a provider lowers (price-function.ts) is filtered, sorted and bucketed by its own listing prices,
  // worked out over the matching rows (`pricedRows`), and every cache below is kept per price context
  const pricer = await pricerFor(ctx);
  const priced = pricesShown && pricer.key !== "";
  const range: PriceRange = pricesShown ? { min: q.priceMin, max: q.priceMax } : {};
  if (!priced && range.min !== undefined) and.push({ indexPrice: { gte: range.min } });
  if (!priced && range.max !== undefined) and.push({ indexPrice: { lte: range.max } });
  const pk = pricer.key === "" ? "" : `:prices=${pricer.key}:${priced ? `${range.min ?? ""}-${range.max ?? ""}` : "hidden"}`;
  if (q.attributes) {
    const { byCode } = await ctx.app.attributes.load();
    for (const [code, values] of Object.entries(q.attributes)) {
      const info = byCode.get(code);
      if (!info) throw new ProblemError(400, "invalid_request", `Unknown filter attribute "${code}"`);
      and.push({ attributeValues: { some: { attributeId: info.id, value: { in: values } } } });
    }
  }
  const where: Prisma.ProductWhereInput = { AND: [...base, ...and] };
  const removed = q.sort?.field === "price" && !pricesShown;
  const sort =
    (removed ? undefined : q.sort) ??
    (searching ? { field: "relevance" as const, direction: "asc" as const } : { field: "position" as const, direction: "asc" as const });

  let ids: number[];
  let totalItems: number;
  let facets: Promise<LayeredFilter[]> | undefined;
  let pricedFilters: LayeredFilter[] | undefined;
  if (searching) {
    // the text index ranks the matches and applies status and visibility in the same statement; what
    // modules hide, and any other filter, is checked over the matches in chunks of bound ids
    // the matches and their facets are the same for every page and sort of one search: cached briefly,
    // per search text and filters (which include what modules hide from this caller)
    const cacheKey = `search:${searchTokens(q.search!).join(" ")}:${JSON.stringify(and)}${pk}`;
    let hit = ctx.app.searches.get(cacheKey);
    if (!hit) {
      const token = ctx.app.searches.token();
      let matches = await ctx.app.search.match(q.search!);
      if (and.length) {
        const keep = new Set<number>();
        for (let i = 0; i < matches.length; i += SEARCH_CHUNK) {
          const chunk = matches.slice(i, i + SEARCH_CHUNK).map((v) => v.id);
          for (const r of await db.product.findMany({ where: { AND: [...and, { id: { in: chunk } }] }, select: { id: true } })) keep.add(r.id);
        }
        matches = matches.filter((v) => keep.has(v.id));
      }
      if (priced) matches = await pricedMatches(ctx, pricer, matches, range);
      hit = { matches, filters: await searchFacets(ctx, matches) };
      ctx.app.searches.set(cacheKey, hit, token);
    }
    const visible = [...hit.matches];
    const rank = new Map(hit.matches.map((v, i) => [v.id, i]));
    const dir = sort.direction === "desc" ? -1 : 1;
    const key = sort.field === "relevance" ? null : sort.field;
    const values: Map<number, string | number> | null =
      key === null
        ? null
        : key === "price"
          ? new Map(visible.map((v) => [v.id, v.price]))
          : await columnValues(
              db,
              ctx.app.dbHandle.target.kind,
              visible.map((v) => v.id),
              key,
            );
    visible.sort((a, b) => {
      if (values) {
        const x = values.get(a.id)!;
        const y = values.get(b.id)!;
        if (x < y) return -dir;
        if (x > y) return dir;
      }
      return (rank.get(a.id)! - rank.get(b.id)!) * (values ? 1 : dir);
    });
    totalItems = visible.length;
    ids = visible.slice((page - 1) * itemsPerPage, page * itemsPerPage).map((v) => v.id);
    facets = Promise.resolve(structuredClone(hit.filters));
  } else {
    const field = sort.field === "relevance" ? "position" : sort.field === "price" ? "indexPrice" : sort.field;
    const orderBy: Prisma.ProductOrderByWithRelationInput[] = [{ [field]: sort.direction }, { id: "asc" }];
    const [facets, pageIds] = priced
      ? await Promise.all([pricedFacets(ctx, pricer, where, orderBy, range, pk), pricedPage(ctx, pricer, where, orderBy, range, pk, sort, page, itemsPerPage)])
      : await Promise.all([facetsFor(ctx, where, pk), pageOf(ctx, where, orderBy, page, itemsPerPage, pk)]);
    totalItems = facets.totalItems;
    ids = pageIds;
    // the caller's own facets (shared with every caller of the price context: a copy is handed on)
    if (priced) pricedFilters = structuredClone(facets.filters);
  }

  const products = await loadProducts(db, ids, true, ctx.app.productRows);
  const member = await listingDtos(ctx, products);
  const layered = await ctx.app.events.dispatch("core_layout_block_create_after", {
    ctx,
    block: "catalog.layered_navigation",
    filters: facets ? await facets : (pricedFilters ?? structuredClone((await facetsFor(ctx, where, pk)).filters)),
  });
  return { member, totalItems, page, itemsPerPage, sortOptions: toolbar.sortOptions, filters: layered.filters };
}

/**
 * The count and layered filters of a filtered set are the same for every page of it, and cost more than
 * the page itself: they are cached per filter (the filter includes what modules hide from the caller)
 * for a short time and dropped on any catalogue change.
 */
async function facetsFor(ctx: RequestContext, where: Prisma.ProductWhereInput, pk: string): Promise<{ totalItems: number; filters: LayeredFilter[] }> {
  const key = `${JSON.stringify(where)}${pk}`;
  const memo = ctx.memo.get(`facets:${key}`) as Promise<{ totalItems: number; filters: LayeredFilter[] }> | undefined;
  if (memo) return memo;
  const cached = ctx.app.facets.get(key);
  const token = ctx.app.facets.token();
  const p = cached
    ? Promise.resolve(cached)
    : Promise.all([ctx.app.db.product.count({ where }), layeredFilters(ctx, where)]).then(([totalItems, filters]) => {
        const v = { totalItems, filters };
        ctx.app.facets.set(key, v, token);
        return v;
      });
  ctx.memo.set(`facets:${key}`, p);
  return p;
}

/**
 * A page's product ids in order, kept with the filter's facets (the same cache, key and evictions: every catalogue
 * change, every rule change); the same page asked again, by anyone with the same filter, reads no row.
 */
async function pageOf(
  ctx: RequestContext,
  where: Prisma.ProductWhereInput,
  orderBy: Prisma.ProductOrderByWithRelationInput[],
  page: number,
  itemsPerPage: number,
  pk: string,
): Promise<number[]> {
  const key = `page:${JSON.stringify(where)}:${JSON.stringify(orderBy)}:${page}:${itemsPerPage}${pk}`;
  const hit = ctx.app.facets.get(key);
  if (hit?.ids) return hit.ids;
  const token = ctx.app.facets.token();
  const rows = await ctx.app.db.product.findMany({ where, select: { id: true }, orderBy, skip: (page - 1) * itemsPerPage, take: itemsPerPage });
  const ids = rows.map((r) => r.id);
  ctx.app.facets.set(key, { totalItems: ids.length, filters: [], ids }, token);
  return ids;
}

const SEARCH_CHUNK = 500;

/** a price filter's bounds (inclusive), as the query gave them */
interface PriceRange {
  min?: number;
  max?: number;
}

const inRange = (price: MoneyInput, r: PriceRange) =>
  (r.min === undefined || compare(price, r.min) >= 0) && (r.max === undefined || compare(price, r.max) <= 0);

/**
 * The listing price of each row for the caller: the least of its catalogue listing price (price-index.ts) and what
 * the providers lower it to (`listingPrices`), exact.
 */
async function listingPricesOf(pricer: Pricer, rows: { id: number; sku: string; type: string; indexPrice: number }[]): Promise<Map<number, number>> {
  const out = new Map(rows.map((r) => [r.id, r.indexPrice]));
  for (const provider of pricer.providers) {
    for (const [id, price] of await provider.listingPrices(rows)) {
      const was = out.get(id);
      if (was !== undefined && compare(price, was) < 0) out.set(id, toNumber(price));
    }
  }
  return out;
}

/**
 * Every row matching `where` (the filter without its price range) in `orderBy`'s order, at the caller's listing
 * price, within the range: one statement selecting id, sku, type and index price, made once per request.
 */
function pricedRows(
  ctx: RequestContext,
  pricer: Pricer,
  where: Prisma.ProductWhereInput,
  orderBy: Prisma.ProductOrderByWithRelationInput[],
  range: PriceRange,
): Promise<{ id: number; price: number }[]> {
  const memoKey = `pricedRows:${JSON.stringify(where)}:${JSON.stringify(orderBy)}:${pricer.key}:${range.min ?? ""}-${range.max ?? ""}`;
  const known = ctx.memo.get(memoKey) as Promise<{ id: number; price: number }[]> | undefined;
  if (known) return known;
  const p = (async () => {
    const rows = (await ctx.app.db.product.findMany({ where, select: { id: true, sku: true, type: true, indexPrice: true }, orderBy })).map((r) => ({
      id: r.id,
      sku: r.sku,
      type: r.type,
      indexPrice: toNumber(r.indexPrice),
    }));
    const prices = await listingPricesOf(pricer, rows);
    return rows.map((r) => ({ id: r.id, price: prices.get(r.id)! })).filter((r) => inRange(r.price, range));
  })();
  ctx.memo.set(memoKey, p);
  return p;
}

/** the count and layered filters of a filtered set at the caller's own listing prices (kept per price context) */
async function pricedFacets(
  ctx: RequestContext,
  pricer: Pricer,
  where: Prisma.ProductWhereInput,
  orderBy: Prisma.ProductOrderByWithRelationInput[],
  range: PriceRange,
  pk: string,
): Promise<{ totalItems: number; filters: LayeredFilter[] }> {
  const key = `priced:${JSON.stringify(where)}${pk}`;
  const cached = ctx.app.facets.get(key);
  if (cached) return cached;
  const token = ctx.app.facets.token();
  const rows = await pricedRows(ctx, pricer, where, orderBy, range);
  const v = { totalItems: rows.length, filters: await searchFacets(ctx, rows) };
  ctx.app.facets.set(key, v, token);
  return v;
}

/** a page's product ids at the caller's own listing prices (kept per price context with the facets) */
async function pricedPage(
  ctx: RequestContext,
  pricer: Pricer,
  where: Prisma.ProductWhereInput,
  orderBy: Prisma.ProductOrderByWithRelationInput[],
  range: PriceRange,
  pk: string,
  sort: { field: SortField; direction: "asc" | "desc" },
  page: number,
  itemsPerPage: number,
): Promise<number[]> {
  // without a price sort or range the page is the catalogue's (the same statement as for everyone)
  if (sort.field !== "price" && range.min === undefined && range.max === undefined) return pageOf(ctx, where, orderBy, page, itemsPerPage, pk);
  const key = `priced-page:${JSON.stringify(where)}:${JSON.stringify(orderBy)}:${page}:${itemsPerPage}${pk}`;
  const hit = ctx.app.facets.get(key);
  if (hit?.ids) return hit.ids;
  const token = ctx.app.facets.token();
  const rows = [...(await pricedRows(ctx, pricer, where, orderBy, range))];
  // a price sort orders by the caller's price, then id; the other sorts keep the statement's order
  const dir = sort.direction === "desc" ? -1 : 1;
  if (sort.field === "price") rows.sort((a, b) => compare(a.price, b.price) * dir || a.id - b.id);
  const ids = rows.slice((page - 1) * itemsPerPage, page * itemsPerPage).map((r) => r.id);
  ctx.app.facets.set(key, { totalItems: ids.length, filters: [], ids }, token);
  return ids;
}

/** search matches at the caller's own listing prices, within the range */
async function pricedMatches<M extends { id: number; price: number }>(ctx: RequestContext, pricer: Pricer, matches: M[], range: PriceRange): Promise<M[]> {
  const rows: { id: number; sku: string; type: string; indexPrice: number }[] = [];
  const indexPrice = new Map(matches.map((m) => [m.id, m.price]));
  for (let i = 0; i < matches.length; i += SEARCH_CHUNK) {
    const chunk = matches.slice(i, i + SEARCH_CHUNK).map((v) => v.id);
    for (const r of await ctx.app.db.product.findMany({ where: { id: { in: chunk } }, select: { id: true, sku: true, type: true } }))
      rows.push({ ...r, indexPrice: indexPrice.get(r.id)! });
  }
  const prices = await listingPricesOf(pricer, rows);
  return matches.map((m) => ({ ...m, price: prices.get(m.id) ?? m.price })).filter((m) => inRange(m.price, range));
}

/** layered filters over a search's visible matches, counted here from their prices and attribute values */
async function searchFacets(ctx: RequestContext, visible: { id: number; price: number }[]): Promise<LayeredFilter[]> {
  const filters: LayeredFilter[] = [];
  if (!visible.length) return filters;
  const prices = visible.map((v) => v.price);
  const buckets = priceBuckets(Math.min(...prices), Math.max(...prices));
  filters.push(
    priceFilter(
      buckets,
      buckets.map((b) => prices.filter((p) => p >= b.lo && p < b.hi).length),
    ),
  );
  const { byId } = await ctx.app.attributes.load();
  const filterable = [...byId.values()].filter((a) => a.isFilterable && (a.inputType === "select" || a.inputType === "boolean"));
  if (!filterable.length) return filters;
  const counts = new Map<string, number>();
  const rows = await attributeValueCounts(
    ctx.app.db,
    ctx.app.dbHandle.target.kind,
    visible.map((v) => v.id),
    filterable.map((a) => a.id),
  );
  for (const r of rows) counts.set(`${r.attributeId}:${r.value}`, r.count);
  for (const a of filterable) {
    const opts = [...counts]
      .filter(([k]) => k.startsWith(`${a.id}:`))
      .map(([k, count]) => {
        const value = k.slice(String(a.id).length + 1);
        return { value, label: a.inputType === "boolean" ? (value === "1" ? "Yes" : "No") : (a.options.get(Number(value)) ?? value), count };
      });
    if (opts.length) filters.push({ code: a.code, label: a.label, type: "attribute", options: opts });
  }
  return filters;
}

/** price buckets and filterable attribute options with counts over the filtered set (constant statements) */
async function layeredFilters(ctx: RequestContext, where: Prisma.ProductWhereInput): Promise<LayeredFilter[]> {
  const db = ctx.app.db;
  const { byId } = await ctx.app.attributes.load();
  const filterable = [...byId.values()].filter((a) => a.isFilterable && (a.inputType === "select" || a.inputType === "boolean"));
  const [agg, attrCounts] = await Promise.all([
    db.product.aggregate({ where, _min: { indexPrice: true }, _max: { indexPrice: true } }),
    filterable.length
      ? db.productAttributeValue.groupBy({
          by: ["attributeId", "value"],
          where: { attributeId: { in: filterable.map((a) => a.id) }, product: where },
          _count: { _all: true },
        })
      : Promise.resolve([]),
  ]);
  const filters: LayeredFilter[] = [];
  const min = agg._min.indexPrice;
  const max = agg._max.indexPrice;
  if (min !== null && max !== null) {
    const buckets = priceBuckets(min, max);
    filters.push(
      priceFilter(buckets, await Promise.all(buckets.map((b) => db.product.count({ where: { AND: [where, { indexPrice: { gte: b.lo, lt: b.hi } }] } })))),
    );
  }
  for (const a of filterable) {
    const options = attrCounts
      .filter((c) => c.attributeId === a.id)
      .map((c) => ({
        value: c.value,
        label: a.inputType === "boolean" ? (c.value === "1" ? "Yes" : "No") : (a.options.get(Number(c.value)) ?? c.value),
        count: c._count._all,
      }));
    if (options.length) filters.push({ code: a.code, label: a.label, type: "attribute", options });
  }
  return filters;
}

/** about five price ranges of a round width covering min..max (decimals: a step of 0.1 adds up exactly) */
function priceBuckets(minIn: MoneyInput, maxIn: MoneyInput): { lo: number; hi: number }[] {
  const [min, max] = [money(minIn), money(maxIn)];
  const fifth = max.minus(min).dividedBy(5);
  const step = niceStep(!fifth.isZero() ? fifth : !max.isZero() ? max : money(1));
  const buckets: { lo: number; hi: number }[] = [];
  for (let lo = min.dividedBy(step).floor().times(step); lo.lessThanOrEqualTo(max); lo = lo.plus(step))
    buckets.push({ lo: lo.toNumber(), hi: lo.plus(step).toNumber() });
  return buckets;
}

function priceFilter(buckets: { lo: number; hi: number }[], counts: number[]): LayeredFilter {
  const options = buckets.map((b, i) => ({ value: `${b.lo}-${b.hi}`, label: `${b.lo} - ${b.hi}`, count: counts[i]! })).filter((o) => o.count > 0);
  return { code: "price", label: "Price", type: "price", options };
}

function niceStep(raw: Money): Money {
  const pow = money(10).pow(raw.log(10).floor());
  const n = raw.dividedBy(pow).toNumber();
  return pow.times(n <= 1 ? 1 : n <= 2 ? 2 : n <= 5 ? 5 : 10);
}

export async function productById(ctx: RequestContext, id: number): Promise<ProductDto | null> {
  const and = await visibleProductsWhere(ctx, "any");
  const row = await ctx.app.db.product.findFirst({ where: { AND: [...and, { id }] }, select: { id: true } });
  if (!row) return null;
  const [p] = await loadProducts(ctx.app.db, [row.id], false, ctx.app.productRows);
  return p ? ((await productDtos(ctx, [p], false))[0] ?? null) : null;
}

export async function productByUrlKey(ctx: RequestContext, urlKey: string): Promise<ProductDto | null> {
  const row = await ctx.app.db.product.findUnique({ where: { urlKey }, select: { id: true } });
  return row ? productById(ctx, row.id) : null;
}
