/**
 * SQL that Prisma's schema language cannot express, appended to the migration of the same name:
 * full-text search over products (SQLite FTS5, PostgreSQL tsvector expression index); the partial unique
 * index of trade registration's open applications.
 */
export function extraMigrationSql(name: string): { sqlite: string; postgres: string } {
  if (name === "trade_registration") {
    const sql = `
-- One open application per email and store (a concurrent second submission merges or is refused, never duplicates)
CREATE UNIQUE INDEX "TradeApplication_open_email_key" ON "TradeApplication"("storeId", "email") WHERE "status" = 'pending';
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
