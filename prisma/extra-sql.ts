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
  if (name === "product_image_roles") {
    const sql = `-- Images stored before roles: the one its product shows (the product's imageUrl, else its first) takes every role,
-- so that an upload without roles does not take the product's picture over (prisma/extra-sql.ts)
UPDATE "ProductImage" SET "roles" = 'base,small,thumbnail'
WHERE "id" IN (
  SELECT COALESCE(
    (SELECT i2."id" FROM "ProductImage" i2 JOIN "Product" p ON p."id" = i2."productId"
      WHERE i2."productId" = i."productId" AND i2."url" = p."imageUrl" ORDER BY i2."position", i2."id" LIMIT 1),
    (SELECT i3."id" FROM "ProductImage" i3 WHERE i3."productId" = i."productId" ORDER BY i3."position", i3."id" LIMIT 1))
  FROM "ProductImage" i GROUP BY i."productId"
);
`;
    return { sqlite: sql, postgres: sql };
  }
  if (name === "order_updated_at") {
    const sql = `-- Orders written before the column: last changed when placed, as far as anybody knows
UPDATE "Order" SET "updatedAt" = "createdAt" WHERE "updatedAt" IS NULL;
`;
    return { sqlite: sql, postgres: sql };
  }
  if (name === "outside_write_versions") {
    // both histories keep the same steps; on SQLite (one process) the rules poll stands in for the triggers
    const sqlite = `-- PostgreSQL only: triggers that bump the cache versions on writes made outside the API (prisma/extra-sql.ts,
-- src/core/coherence.ts). One process on SQLite polls instead; this empty step keeps both histories alike.
SELECT 1;
`;
    return { sqlite, postgres: outsideWriteVersionsSql() };
  }
  if (name === "order_documents") {
    // orders paid before invoices existed (orderPaymentCapture set paidAt): each gets the one invoice it always had
    const sql = `-- Lines of virtual, downloadable and gift card products ship nothing (docs/orders.md)
UPDATE "OrderItem" SET "isVirtual" = TRUE WHERE "productId" IN (SELECT "id" FROM "Product" WHERE "type" IN ('virtual', 'downloadable', 'giftcard'));
-- Each order paid before invoices existed gets one invoice of all its lines, dated when it was paid
INSERT INTO "Invoice" ("incrementId", "orderId", "state", "subtotal", "discountAmount", "shippingAmount", "giftcardAmount", "grandTotal", "createdAt") SELECT 'INV-' || "incrementId" || '-1', "id", 'paid', "subtotal", "discountAmount", "shippingAmount", "giftcardAmount", "grandTotal", "paidAt" FROM "Order" WHERE "paidAt" IS NOT NULL;
INSERT INTO "InvoiceItem" ("invoiceId", "orderItemId", "qty", "price", "rowTotal") SELECT i."id", oi."id", oi."qty", oi."price", oi."rowTotal" FROM "OrderItem" oi JOIN "Invoice" i ON i."orderId" = oi."orderId";
UPDATE "OrderItem" SET "qtyInvoiced" = "qty" WHERE "orderId" IN (SELECT "orderId" FROM "Invoice");
`;
    return { sqlite: sql, postgres: sql };
  }
  if (name === "price_lists") {
    const sqlite = `-- PostgreSQL only: price-list writes made outside the API bump the pricing cache version and the lists' revisions (prisma/extra-sql.ts)
SELECT 1;
`;
    return { sqlite, postgres: priceListOutsideWritesSql() };
  }
  if (name === "buyer_tools") return skuKeySql();
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

/**
 * PostgreSQL: a write made outside the API (SQL by hand, another tool) bumps the cache version of the topic
 * whose caches show the table (src/core/coherence.ts), so every instance drops those caches as for a change it
 * did not hear of. A write through the API names its topic in its transaction (`Coherence.bump` sets
 * `b2b.announced_<topic>` for the transaction) and is not counted twice. The triggers are deferred to the
 * commit, so the flag is seen whenever in the transaction the API sets it; the first row of a transaction
 * bumps and sets the flag, so the other rows cost a settings lookup each.
 */
const rowTrigger = (table: string, topic: string, events = "INSERT OR UPDATE OR DELETE", when = "") =>
  `CREATE CONSTRAINT TRIGGER "${table}_outside_write" AFTER ${events} ON "${table}" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW${when ? ` WHEN (${when})` : ""} EXECUTE FUNCTION "cache_version_outside_write"('${topic}')`;
const truncateTrigger = (table: string, topic: string) =>
  `CREATE TRIGGER "${table}_outside_truncate" AFTER TRUNCATE ON "${table}" FOR EACH STATEMENT EXECUTE FUNCTION "cache_version_outside_write"('${topic}')`;

function outsideWriteVersionsSql(): string {
  const topics: [topic: string, tables: string[]][] = [
    ["accessGateChanged", ["AccessRule", "AccessRuleProduct"]],
    [
      "catalogChanged",
      [
        "TierPrice",
        "Category",
        "ProductCategory",
        "ProductAttributeValue",
        "ConfigurableAttribute",
        "ProductLink",
        "BundleOption",
        "BundleSelection",
        "DownloadableLink",
        "CustomOption",
        "CustomOptionValue",
        "ProductImage",
        "Attribute",
        "AttributeOption",
      ],
    ],
    ["configChanged", ["ConfigValue", "Store"]],
  ];
  // the body as an escape string with its semicolons as \073: the migration runner splits scripts on ";"
  const body = `DECLARE
  flag TEXT := 'b2b.announced_' || lower(TG_ARGV[0]);
BEGIN
  IF coalesce(current_setting(flag, true), '') = 'on' THEN
    RETURN NULL;
  END IF;
  PERFORM set_config(flag, 'on', true);
  INSERT INTO "CacheVersion" ("topic", "version") VALUES (TG_ARGV[0], 1)
    ON CONFLICT ("topic") DO UPDATE SET "version" = "CacheVersion"."version" + 1;
  RETURN NULL;
END`;
  const out = [
    `-- Writes made outside the API bump the cache version of what they change (src/core/coherence.ts)
CREATE FUNCTION "cache_version_outside_write"() RETURNS trigger LANGUAGE plpgsql AS E'${body.replaceAll("'", "''").replaceAll(";", "\\073")}'`,
  ];
  for (const [topic, tables] of topics) for (const t of tables) out.push(rowTrigger(t, topic), truncateTrigger(t, topic));
  // products: not the columns every order and the listing index write (the quantity, the index price), unless the
  // quantity crosses into or out of stock (checkout announces its own sell-outs; an ERP's UPDATE is announced here)
  const productColumns = `to_jsonb(OLD) - 'stockQty' - 'indexPrice' - 'updatedAt'`;
  const productChanged = `${productColumns} IS DISTINCT FROM ${productColumns.replace("OLD", "NEW")} OR (OLD."stockQty" >= 1) IS DISTINCT FROM (NEW."stockQty" >= 1)`;
  out.push(
    rowTrigger("Product", "catalogChanged", "INSERT OR DELETE"),
    rowTrigger("Product", "catalogChanged", "UPDATE", productChanged).replace('"Product_outside_write"', '"Product_outside_update"'),
    truncateTrigger("Product", "catalogChanged"),
  );
  // customers: what a token check reads (the group, the token generation, approval); a new customer is in no cache
  const customerColumns = ["groupId", "email", "storeId", "tokenGeneration", "keptTokenId", "isApproved", "approvalStatus"];
  out.push(
    rowTrigger("Customer", "callersChanged", "DELETE"),
    rowTrigger("Customer", "callersChanged", "UPDATE", customerColumns.map((c) => `OLD."${c}" IS DISTINCT FROM NEW."${c}"`).join(" OR ")).replace(
      '"Customer_outside_write"',
      '"Customer_outside_update"',
    ),
    truncateTrigger("Customer", "callersChanged"),
  );
  return `${out.join(";\n")};\n`;
}

/**
 * PostgreSQL: price lists written outside the API. The pricing cache version is bumped (every instance drops its
 * list caches before its next request, src/core/coherence.ts), and so is each touched list's `revision`: the price
 * context (the vary part of cached answers and the listing caches' keys, src/modules/pricing/context.ts) names the
 * revisions, so answers priced by the list before the write are never found again. A list's own row moves its
 * revision on any update that does not set it; an item or assignment row moves its list's, once per transaction.
 */
function priceListOutsideWritesSql(): string {
  const asEscapeString = (body: string) => `E'${body.replaceAll("'", "''").replaceAll(";", "\\073")}'`;
  const own = `BEGIN
  IF NEW."revision" = OLD."revision" THEN
    NEW."revision" := OLD."revision" + 1;
  END IF;
  RETURN NEW;
END`;
  const child = `DECLARE
  list INTEGER := CASE WHEN TG_OP = 'DELETE' THEN OLD."priceListId" ELSE NEW."priceListId" END;
  flag TEXT := 'b2b.price_list_revised_' || list;
BEGIN
  IF TG_OP = 'UPDATE' AND OLD."priceListId" <> NEW."priceListId" THEN
    UPDATE "PriceList" SET "revision" = "revision" + 1 WHERE "id" = OLD."priceListId";
  END IF;
  IF coalesce(current_setting(flag, true), '') = 'on' THEN
    RETURN NULL;
  END IF;
  PERFORM set_config(flag, 'on', true);
  UPDATE "PriceList" SET "revision" = "revision" + 1 WHERE "id" = list;
  RETURN NULL;
END`;
  const all = `BEGIN
  UPDATE "PriceList" SET "revision" = "revision" + 1;
  RETURN NULL;
END`;
  const children = ["PriceListItem", "PriceListCompany", "PriceListGroup"];
  const out = [
    "-- Price-list writes made outside the API bump the pricing cache version and the lists' revisions (src/core/coherence.ts)",
    ...["PriceList", ...children].flatMap((t) => [rowTrigger(t, "pricingChanged"), truncateTrigger(t, "pricingChanged")]),
    `CREATE FUNCTION "price_list_revision_own"() RETURNS trigger LANGUAGE plpgsql AS ${asEscapeString(own)}`,
    `CREATE TRIGGER "PriceList_revision" BEFORE UPDATE ON "PriceList" FOR EACH ROW EXECUTE FUNCTION "price_list_revision_own"()`,
    `CREATE FUNCTION "price_list_revision_child"() RETURNS trigger LANGUAGE plpgsql AS ${asEscapeString(child)}`,
    `CREATE FUNCTION "price_list_revision_all"() RETURNS trigger LANGUAGE plpgsql AS ${asEscapeString(all)}`,
    ...children.flatMap((t) => [
      `CREATE TRIGGER "${t}_revision" AFTER INSERT OR UPDATE OR DELETE ON "${t}" FOR EACH ROW EXECUTE FUNCTION "price_list_revision_child"()`,
      `CREATE TRIGGER "${t}_truncate_revision" AFTER TRUNCATE ON "${t}" FOR EACH STATEMENT EXECUTE FUNCTION "price_list_revision_all"()`,
    ]),
  ];
  return `${out.join(";\n")};\n`;
}

/**
 * Product.skuKey, what quick order matches a typed SKU by (src/catalog/sku-lookup.ts): the SKU with its spaces
 * removed and its ASCII letters lower-cased, kept by the database on every write (the API's, an import's, an ERP's
 * SQL) and indexed. Both databases lower ASCII only, so a key is the same on either.
 */
function skuKeySql(): { sqlite: string; postgres: string } {
  const sqliteKey = (col: string) => `lower(replace(${col}, ' ', ''))`;
  const sqlite = `-- Product.skuKey: the SKU as quick order matches it, kept on every write (prisma/extra-sql.ts)
UPDATE "Product" SET "skuKey" = ${sqliteKey('"sku"')};
CREATE TRIGGER "Product_sku_key_insert" AFTER INSERT ON "Product" FOR EACH ROW BEGIN UPDATE "Product" SET "skuKey" = ${sqliteKey('NEW."sku"')} WHERE "id" = NEW."id"; END;
CREATE TRIGGER "Product_sku_key_update" AFTER UPDATE OF "sku" ON "Product" FOR EACH ROW BEGIN UPDATE "Product" SET "skuKey" = ${sqliteKey('NEW."sku"')} WHERE "id" = NEW."id"; END;
`;
  const pgKey = (col: string) => `translate(replace(${col}, ' ', ''), 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'abcdefghijklmnopqrstuvwxyz')`;
  const body = `BEGIN
  NEW."skuKey" := ${pgKey('NEW."sku"')};
  RETURN NEW;
END`;
  const postgres = `-- Product.skuKey: the SKU as quick order matches it, kept on every write (prisma/extra-sql.ts)
UPDATE "Product" SET "skuKey" = ${pgKey('"sku"')};
CREATE FUNCTION "product_sku_key"() RETURNS trigger LANGUAGE plpgsql AS E'${body.replaceAll("'", "''").replaceAll(";", "\\073")}';
CREATE TRIGGER "Product_sku_key" BEFORE INSERT OR UPDATE OF "sku" ON "Product" FOR EACH ROW EXECUTE FUNCTION "product_sku_key"();
`;
  return { sqlite, postgres };
}
