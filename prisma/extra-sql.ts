/**
 * SQL that Prisma's schema language cannot express, appended to the migration of the same name:
 * full-text search over products (SQLite FTS5, PostgreSQL tsvector expression index).
 */
import { priceIndexSql } from "../src/catalog/price-index.ts";

export function extraMigrationSql(name: string): { sqlite: string; postgres: string } {
  if (name === "giftcard_open_amounts") {
    // gift card types move to Maho's words (fixed | range | combined); earlier rows held delivery kinds
    const sql = `-- Gift card types in Maho's words: rows without open-amount bounds sell preset amounts only
UPDATE "Product" SET "giftcardType" = 'fixed' WHERE "type" = 'giftcard' AND ("giftcardType" IS NULL OR "giftcardType" NOT IN ('fixed', 'range', 'combined') OR "giftcardMinAmount" IS NULL);
-- The listing price index (src/catalog/price-index.ts)
${priceIndexSql().join(";\n")};
`;
    return { sqlite: sql, postgres: sql };
  }
  if (name === "order_updated_at") {
    const sql = `-- Orders written before the column: last changed when placed, as far as anybody knows
UPDATE "Order" SET "updatedAt" = "createdAt" WHERE "updatedAt" IS NULL;
`;
    return { sqlite: sql, postgres: sql };
  }
  if (name !== "init") return { sqlite: "", postgres: "" };
  return {
    sqlite: `-- Full-text search over products (FTS5; rowid = product id, maintained by the catalogue's search indexer)
CREATE VIRTUAL TABLE "product_search" USING fts5(name, sku, description, attrs, tokenize='unicode61 remove_diacritics 2');
`,
    postgres: `-- Full-text search over products
CREATE TABLE "product_search" ("productId" INTEGER PRIMARY KEY REFERENCES "Product"("id") ON DELETE CASCADE, "document" TSVECTOR NOT NULL);
CREATE INDEX "product_search_idx" ON "product_search" USING GIN ("document");
`,
  };
}
