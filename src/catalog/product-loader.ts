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

/** Loads products by id, in the order of `ids`. */
export async function loadProducts(db: Db, ids: number[], forListing: boolean): Promise<LoadedProduct[]> {
  if (ids.length === 0) return [];
  const rows = (await db.product.findMany({ where: { id: { in: ids } }, include: productInclude(forListing) })) as LoadedProduct[];
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id)).filter((r): r is LoadedProduct => r !== undefined);
}
