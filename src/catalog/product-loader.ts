/**
 * Loads products with every relation their DTO needs in a fixed number of statements,
 * whatever the number of products (one query per relation, never one per row).
 */
import DataLoader from "dataloader";
import type { RequestContext } from "../core/context.ts";
import type { Db, Prisma } from "../core/db/client.ts";
import { TtlCache, type CacheGroup } from "../core/ttl-cache.ts";

const summarySelect = {
  id: true,
  sku: true,
  name: true,
  urlKey: true,
  type: true,
  price: true,
  specialPrice: true,
  specialFromDate: true,
  specialToDate: true,
  imageUrl: true,
  inStock: true,
  stockQty: true,
  status: true,
  visibility: true,
  tierPrices: true,
  attributeValues: { orderBy: { attributeId: "asc" } },
  // its own categories and attribute set: a grouped child (and a linked product) is priced as itself, a variant or
  // a bundle selection with its own categories when it has any (src/modules/pricing/condition-eval.ts)
  attributeSetId: true,
  categories: { select: { categoryId: true } },
} satisfies Prisma.ProductSelect;

export function productInclude(forListing: boolean) {
  return {
    categories: { select: { categoryId: true } },
    tierPrices: { orderBy: { qty: "asc" } },
    // in one order whatever plan SQLite picks for the batch (the primary key's or the value index's): a product
    // answers the same bytes on every page it is listed on
    attributeValues: { orderBy: { attributeId: "asc" } },
    gallery: { orderBy: { position: "asc" } },
    customOptions: { orderBy: { position: "asc" }, include: { values: { orderBy: { position: "asc" } } } },
    childLinks: {
      orderBy: { position: "asc" },
      // every kind, in listings too: related products (simple/virtual product pages render from them), and a
      // composite's children for its price (what the cart charges: a configurable's cheapest variant, a grouped
      // product's cheapest child); listings show no variants (the storefront refetches the five stub types)
      where: undefined,
      include: { child: { select: summarySelect } },
    },
    bundleOptions: {
      orderBy: { position: "asc" },
      include: { selections: { orderBy: { position: "asc" }, include: { product: { select: summarySelect } } } },
    },
    ...(forListing
      ? {}
      : {
          configurableAttrs: { orderBy: { position: "asc" } },
          downloadableLinks: { orderBy: { position: "asc" } },
        }),
  } satisfies Prisma.ProductInclude;
}

type Full = Prisma.ProductGetPayload<{ include: ReturnType<typeof productInclude> & ReturnType<typeof detailOnly> }>;
function detailOnly() {
  return {
    configurableAttrs: true,
    bundleOptions: { include: { selections: { include: { product: { select: summarySelect } } } } },
    downloadableLinks: true,
  } satisfies Prisma.ProductInclude;
}

/** a product row with its relations; detail-only relations are absent on listing loads */
export type LoadedProduct = Omit<Full, "configurableAttrs" | "bundleOptions" | "downloadableLinks"> &
  Partial<Pick<Full, "configurableAttrs" | "bundleOptions" | "downloadableLinks">>;
export type ProductSummary = Prisma.ProductGetPayload<{ select: typeof summarySelect }>;

/**
 * Loaded rows are cached briefly (the reference implementation caches built DTOs the same way): a page of
 * 100 products costs one relation query per relation, which dominates a listing. Writes through the
 * catalogue announce `catalogChanged`, which evicts at once on every instance; the TTL bounds what a
 * write outside the application (a SQL import) can leave stale. Rows are shared: treat them as read-only.
 * A load takes a `token()` before it queries and stores with it: a row read before an eviction is refused
 * (see `TtlCache`), so a slow read cannot put back the price an eviction removed.
 */
export class ProductRowCache {
  private readonly rows: TtlCache<LoadedProduct>;
  /** child id -> ids of cached rows that carry its price (variants, grouped children, bundle selections, links) */
  private readonly parentsOf = new Map<number, Set<number>>();
  constructor(ttlMs = 60_000, max = 20_000, group?: CacheGroup) {
    this.rows = new TtlCache(ttlMs, max, { hashKeys: false, group });
  }

  /** how many evictions this cache has seen (tests wait on it) */
  get generation(): number {
    return this.rows.generation;
  }

  /** take before querying the rows that will be stored */
  token(): number {
    return this.rows.token();
  }

  get(id: number, forListing: boolean): LoadedProduct | undefined {
    return this.rows.get(`${forListing ? "l" : "d"}${id}`);
  }

  /** stores a row read after `token` was taken, unless it was evicted since (false) */
  set(row: LoadedProduct, forListing: boolean, token: number): boolean {
    const stored = this.rows.set(`${forListing ? "l" : "d"}${row.id}`, row, token);
    if (stored) {
      const children = [...row.childLinks.map((l) => l.child.id), ...(row.bundleOptions ?? []).flatMap((o) => o.selections.map((s) => s.product.id))];
      for (const child of children) {
        const set = this.parentsOf.get(child) ?? new Set<number>();
        this.parentsOf.set(child, set);
        set.add(row.id);
      }
    }
    return stored;
  }

  /** evicts the products and every cached row that shows one of them (a bundle shows its selections' prices) */
  evict(ids: number[] | "all") {
    if (ids === "all") return this.clear();
    const all = new Set(ids);
    for (const id of ids) {
      for (const parent of this.parentsOf.get(id) ?? []) all.add(parent);
      this.parentsOf.delete(id);
    }
    for (const id of all) {
      this.rows.delete(`l${id}`);
      this.rows.delete(`d${id}`);
    }
  }

  clear() {
    this.rows.clear();
    this.parentsOf.clear();
  }
}

/** the relations a line's price and parts resolve from (cart/service.ts `resolveLine`), for products of `types` */
function pricingInclude(types: ReadonlySet<string>) {
  const all = productInclude(false);
  return {
    tierPrices: all.tierPrices,
    customOptions: all.customOptions,
    ...(types.has("configurable") ? { childLinks: all.childLinks, configurableAttrs: all.configurableAttrs } : {}),
    ...(types.has("bundle") ? { bundleOptions: all.bundleOptions } : {}),
    ...(types.has("downloadable") ? { downloadableLinks: all.downloadableLinks } : {}),
  } satisfies Prisma.ProductInclude;
}

/**
 * `rows` (detail rows of `loadProducts`) with what their prices and parts depend on read again through `db` (checkout's
 * transaction): each product's own columns, tier prices, custom options and its type's relations (variants, bundle
 * selections, links); what a price does not depend on (categories, gallery, attribute values) stays as loaded. In
 * the order of `rows`, without the products that are gone; a product whose type changed is read in full.
 */
export async function reloadPricing(db: Db, rows: LoadedProduct[]): Promise<LoadedProduct[]> {
  if (!rows.length) return [];
  const before = new Map(rows.map((r) => [r.id, r]));
  const types = new Set(rows.map((r) => r.type));
  const fresh = await db.product.findMany({ where: { id: { in: [...before.keys()] } }, include: pricingInclude(types) });
  if (fresh.some((f) => f.type !== before.get(f.id)!.type)) return loadProducts(db, [...before.keys()], false);
  const byId = new Map(fresh.map((f) => [f.id, { ...before.get(f.id)!, ...f } as LoadedProduct]));
  return rows.map((r) => byId.get(r.id)).filter((r): r is LoadedProduct => r !== undefined);
}

/**
 * Detail rows with the relations of the types among them: a product that is not a bundle, configurable or downloadable
 * has no bundle options, super attributes or links, so they are not asked for (an empty list each; one statement to
 * learn the types saves five to seven). A type changed between the two reads is read again in full.
 */
async function loadDetailRows(db: Db, ids: number[]): Promise<LoadedProduct[]> {
  const types = new Set((await db.product.findMany({ where: { id: { in: ids } }, select: { type: true }, distinct: ["type"] })).map((r) => r.type));
  const { bundleOptions, configurableAttrs, downloadableLinks, ...common } = productInclude(false);
  const include = {
    ...common,
    ...(types.has("bundle") ? { bundleOptions } : {}),
    ...(types.has("configurable") ? { configurableAttrs } : {}),
    ...(types.has("downloadable") ? { downloadableLinks } : {}),
  };
  const rows = await db.product.findMany({ where: { id: { in: ids } }, include });
  if (rows.some((r) => !types.has(r.type)))
    return (await db.product.findMany({ where: { id: { in: ids } }, include: productInclude(false) })) as LoadedProduct[];
  return rows.map(
    (r) =>
      ({
        ...r,
        bundleOptions: r.bundleOptions ?? [],
        configurableAttrs: r.configurableAttrs ?? [],
        downloadableLinks: r.downloadableLinks ?? [],
      }) as LoadedProduct,
  );
}

/** Loads products by id, in the order of `ids`. */
export async function loadProducts(db: Db, ids: number[], forListing: boolean, cache?: ProductRowCache): Promise<LoadedProduct[]> {
  if (ids.length === 0) return [];
  const byId = new Map<number, LoadedProduct>();
  const missing: number[] = [];
  for (const id of ids) {
    const hit = cache?.get(id, forListing);
    if (hit) byId.set(id, hit);
    else missing.push(id);
  }
  if (missing.length) {
    const token = cache?.token();
    const rows = forListing
      ? ((await db.product.findMany({ where: { id: { in: missing } }, include: productInclude(true) })) as LoadedProduct[])
      : await loadDetailRows(db, missing);
    for (const r of rows) {
      byId.set(r.id, r);
      if (cache) cache.set(r, forListing, token!);
    }
  }
  return ids.map((id) => byId.get(id)).filter((r): r is LoadedProduct => r !== undefined);
}

/**
 * The request's loader of listing rows (from the row cache, else the database): rows asked for by the DTOs of one
 * page (observers deciding for a composite's children) are read together, in one query per relation.
 */
export function listingRowLoader(ctx: RequestContext): DataLoader<number, LoadedProduct | undefined> {
  const key = "catalog:listingRows";
  let loader = ctx.memo.get(key) as DataLoader<number, LoadedProduct | undefined> | undefined;
  if (!loader) {
    loader = new DataLoader(async (ids: readonly number[]) => {
      const byId = new Map((await loadProducts(ctx.app.db, [...ids], true, ctx.app.productRows)).map((r) => [r.id, r]));
      return ids.map((id) => byId.get(id));
    });
    ctx.memo.set(key, loader);
  }
  return loader;
}
