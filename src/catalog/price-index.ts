/**
 * The price listings sort, filter and bucket by (`Product.indexPrice`, Maho's price index in small): a
 * product's own price, or, when a grouped or bundle product has none (0, the usual case), its as-low-as
 * price from its children's prices: a grouped product's cheapest enabled child, a bundle's cheapest enabled
 * selection of each required option; a configurable's cheapest enabled variant (the cart charges the variant's
 * price, never the configurable's own), as composite-price.ts computes the DTO's `price` (which also prefers
 * children in stock: stock moves on every order, the index only on saves). The catalogue keeps it on every
 * save; the same statements run in the migrations that added the column and the configurable's, and in the
 * demo seed. Plain SQL for both databases; a bundle's price times a selection's quantity (a float) is rounded to
 * the 4 decimals the column keeps.
 */
import type { DbClient } from "../core/unit-of-work.ts";

/** the statements, over every product or over the given ids */
export function priceIndexSql(ids?: number[]): string[] {
  const only = ids ? ` AND "id" IN (${ids.map((id) => Math.trunc(id)).join(", ")})` : "";
  return [
    `UPDATE "Product" SET "indexPrice" = "price" WHERE ("type" NOT IN ('grouped', 'bundle') OR "price" > 0)${only}`,
    `UPDATE "Product" SET "indexPrice" = COALESCE((SELECT MIN(c."price") FROM "ProductLink" l JOIN "Product" c ON c."id" = l."childId" WHERE l."parentId" = "Product"."id" AND l."kind" = 'variant' AND c."status" = 1 AND c."price" > 0), "price") WHERE "type" = 'configurable'${only}`,
    `UPDATE "Product" SET "indexPrice" = COALESCE((SELECT MIN(c."price") FROM "ProductLink" l JOIN "Product" c ON c."id" = l."childId" WHERE l."parentId" = "Product"."id" AND l."kind" = 'grouped' AND c."status" = 1 AND c."price" > 0), 0) WHERE "type" = 'grouped' AND "price" = 0${only}`,
    // the required options' cheapest enabled selections; with no such option, the cheapest enabled selection
    `UPDATE "Product" SET "indexPrice" = COALESCE((SELECT SUM(t."least") FROM (SELECT o."productId" AS "bundleId", ROUND(CAST(MIN(c."price" * s."qty") AS NUMERIC), 4) AS "least" FROM "BundleOption" o JOIN "BundleSelection" s ON s."optionId" = o."id" JOIN "Product" c ON c."id" = s."productId" WHERE o."required" = TRUE AND c."status" = 1 GROUP BY o."productId", o."id") t WHERE t."bundleId" = "Product"."id"), (SELECT ROUND(CAST(MIN(c."price" * s."qty") AS NUMERIC), 4) FROM "BundleOption" o JOIN "BundleSelection" s ON s."optionId" = o."id" JOIN "Product" c ON c."id" = s."productId" WHERE o."productId" = "Product"."id" AND c."status" = 1), 0) WHERE "type" = 'bundle' AND "price" = 0${only}`,
  ];
}

/** reindexes the products and the configurable, grouped and bundle products that show them, in the caller's transaction */
export async function reindexPrices(db: DbClient, ids: number[]): Promise<void> {
  if (!ids.length) return;
  const [grouped, bundles] = await Promise.all([
    db.productLink.findMany({ where: { childId: { in: ids }, kind: { in: ["grouped", "variant"] } }, select: { parentId: true } }),
    db.bundleOption.findMany({ where: { selections: { some: { productId: { in: ids } } } }, select: { productId: true } }),
  ]);
  const all = [...new Set([...ids, ...grouped.map((g) => g.parentId), ...bundles.map((b) => b.productId)])];
  for (const sql of priceIndexSql(all)) await db.$executeRawUnsafe(sql);
}
