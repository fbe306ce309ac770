/**
 * Loads products with every relation their DTO needs in a fixed number of statements,
 * whatever the number of products (one query per relation, never one per row).
 */
import type { Db, Prisma } from "../core/db/client.ts";

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
  tierPrices: true,
  attributeValues: true,
} satisfies Prisma.ProductSelect;

export function productInclude(forListing: boolean) {
  return {
    categories: { select: { categoryId: true } },
    tierPrices: { orderBy: { qty: "asc" } },
    attributeValues: true,
    gallery: { orderBy: { position: "asc" } },
    customOptions: { orderBy: { position: "asc" }, include: { values: { orderBy: { position: "asc" } } } },
    childLinks: {
      orderBy: { position: "asc" },
      // listings need related products (simple/virtual product pages render from them); variants and
      // grouped children only on detail: the five stub types are refetched by the storefront
      where: forListing ? { kind: { in: ["related", "crosssell", "upsell"] } } : undefined,
      include: { child: { select: summarySelect } },
    },
    ...(forListing
      ? {}
      : {
          configurableAttrs: { orderBy: { position: "asc" } },
          bundleOptions: {
            orderBy: { position: "asc" },
            include: { selections: { orderBy: { position: "asc" }, include: { product: { select: summarySelect } } } },
          },
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
 */
export class ProductRowCache {
  private readonly entries = new Map<string, { row: LoadedProduct; exp: number }>();
  constructor(
    private readonly ttlMs = 60_000,
    private readonly max = 20_000,
  ) {}

  get(id: number, forListing: boolean): LoadedProduct | undefined {
    const key = `${forListing ? "l" : "d"}${id}`;
    const e = this.entries.get(key);
    if (!e) return undefined;
    if (e.exp < Date.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return e.row;
  }

  set(row: LoadedProduct, forListing: boolean) {
    if (this.entries.size >= this.max) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(`${forListing ? "l" : "d"}${row.id}`, { row, exp: Date.now() + this.ttlMs });
  }

  evict(ids: number[] | "all") {
    if (ids === "all") return this.entries.clear();
    for (const id of ids) {
      this.entries.delete(`l${id}`);
      this.entries.delete(`d${id}`);
    }
  }
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
    const rows = (await db.product.findMany({ where: { id: { in: missing } }, include: productInclude(forListing) })) as LoadedProduct[];
    for (const r of rows) {
      byId.set(r.id, r);
      cache?.set(r, forListing);
    }
  }
  return ids.map((id) => byId.get(id)).filter((r): r is LoadedProduct => r !== undefined);
}
