-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_Category" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "parentId" INTEGER,
    "path" TEXT NOT NULL DEFAULT '',
    "level" INTEGER NOT NULL DEFAULT 0,
    "position" INTEGER NOT NULL DEFAULT 0,
    "name" TEXT NOT NULL,
    "urlKey" TEXT NOT NULL,
    "urlPath" TEXT NOT NULL,
    "isActive" BOOLEAN NOT NULL DEFAULT true,
    "includeInMenu" BOOLEAN NOT NULL DEFAULT true,
    "displayMode" TEXT NOT NULL DEFAULT 'PRODUCTS',
    "description" TEXT NOT NULL DEFAULT '',
    "image" TEXT,
    "metaTitle" TEXT NOT NULL DEFAULT '',
    "metaDescription" TEXT NOT NULL DEFAULT '',
    "pageLayout" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "Category_parentId_fkey" FOREIGN KEY ("parentId") REFERENCES "Category" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);
INSERT INTO "new_Category" ("description", "displayMode", "id", "image", "includeInMenu", "isActive", "level", "metaDescription", "metaTitle", "name", "parentId", "path", "position", "updatedAt", "urlKey", "urlPath") SELECT "description", "displayMode", "id", "image", "includeInMenu", "isActive", "level", "metaDescription", "metaTitle", "name", "parentId", "path", "position", "updatedAt", "urlKey", "urlPath" FROM "Category";
DROP TABLE "Category";
ALTER TABLE "new_Category" RENAME TO "Category";
CREATE UNIQUE INDEX "Category_urlPath_key" ON "Category"("urlPath");
CREATE INDEX "Category_parentId_idx" ON "Category"("parentId");
CREATE INDEX "Category_path_idx" ON "Category"("path");
CREATE TABLE "new_Product" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "sku" TEXT NOT NULL,
    "urlKey" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "type" TEXT NOT NULL DEFAULT 'simple',
    "attributeSetId" INTEGER NOT NULL DEFAULT 4,
    "price" REAL NOT NULL DEFAULT 0,
    "indexPrice" REAL NOT NULL DEFAULT 0,
    "specialPrice" REAL,
    "specialFromDate" DATETIME,
    "specialToDate" DATETIME,
    "msrp" REAL,
    "status" INTEGER NOT NULL DEFAULT 1,
    "visibility" INTEGER NOT NULL DEFAULT 4,
    "description" TEXT NOT NULL DEFAULT '',
    "shortDescription" TEXT NOT NULL DEFAULT '',
    "imageUrl" TEXT,
    "stockQty" INTEGER NOT NULL DEFAULT 0,
    "inStock" BOOLEAN NOT NULL DEFAULT true,
    "weight" REAL,
    "giftcardType" TEXT,
    "giftcardAmounts" TEXT NOT NULL DEFAULT '[]',
    "giftcardMinAmount" REAL,
    "giftcardMaxAmount" REAL,
    "giftcardAllowMessage" BOOLEAN NOT NULL DEFAULT true,
    "linksPurchasedSeparately" BOOLEAN NOT NULL DEFAULT true,
    "linksTitle" TEXT,
    "pageLayout" TEXT,
    "hasRequiredOptions" BOOLEAN NOT NULL DEFAULT false,
    "position" INTEGER NOT NULL DEFAULT 0,
    "metaTitle" TEXT NOT NULL DEFAULT '',
    "metaDescription" TEXT NOT NULL DEFAULT '',
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL
);
INSERT INTO "new_Product" ("attributeSetId", "createdAt", "description", "giftcardAmounts", "giftcardType", "hasRequiredOptions", "id", "imageUrl", "inStock", "metaDescription", "metaTitle", "msrp", "name", "position", "price", "shortDescription", "sku", "specialFromDate", "specialPrice", "specialToDate", "status", "stockQty", "type", "updatedAt", "urlKey", "visibility", "weight") SELECT "attributeSetId", "createdAt", "description", "giftcardAmounts", "giftcardType", "hasRequiredOptions", "id", "imageUrl", "inStock", "metaDescription", "metaTitle", "msrp", "name", "position", "price", "shortDescription", "sku", "specialFromDate", "specialPrice", "specialToDate", "status", "stockQty", "type", "updatedAt", "urlKey", "visibility", "weight" FROM "Product";
DROP TABLE "Product";
ALTER TABLE "new_Product" RENAME TO "Product";
CREATE UNIQUE INDEX "Product_sku_key" ON "Product"("sku");
CREATE UNIQUE INDEX "Product_urlKey_key" ON "Product"("urlKey");
CREATE INDEX "Product_type_idx" ON "Product"("type");
CREATE INDEX "Product_status_visibility_idx" ON "Product"("status", "visibility");
CREATE INDEX "Product_price_idx" ON "Product"("price");
CREATE INDEX "Product_indexPrice_idx" ON "Product"("indexPrice");
CREATE INDEX "Product_name_idx" ON "Product"("name");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- Gift card types in Maho's words: rows without open-amount bounds sell preset amounts only
UPDATE "Product" SET "giftcardType" = 'fixed' WHERE "type" = 'giftcard' AND ("giftcardType" IS NULL OR "giftcardType" NOT IN ('fixed', 'range', 'combined') OR "giftcardMinAmount" IS NULL);
-- The listing price index (src/catalog/price-index.ts)
UPDATE "Product" SET "indexPrice" = "price" WHERE ("type" NOT IN ('grouped', 'bundle') OR "price" > 0);
UPDATE "Product" SET "indexPrice" = COALESCE((SELECT MIN(c."price") FROM "ProductLink" l JOIN "Product" c ON c."id" = l."childId" WHERE l."parentId" = "Product"."id" AND l."kind" = 'grouped' AND c."status" = 1 AND c."price" > 0), 0) WHERE "type" = 'grouped' AND "price" = 0;
UPDATE "Product" SET "indexPrice" = COALESCE((SELECT SUM(t."least") FROM (SELECT o."productId" AS "bundleId", MIN(c."price" * s."qty") AS "least" FROM "BundleOption" o JOIN "BundleSelection" s ON s."optionId" = o."id" JOIN "Product" c ON c."id" = s."productId" WHERE o."required" = TRUE AND c."status" = 1 GROUP BY o."productId", o."id") t WHERE t."bundleId" = "Product"."id"), (SELECT MIN(c."price" * s."qty") FROM "BundleOption" o JOIN "BundleSelection" s ON s."optionId" = o."id" JOIN "Product" c ON c."id" = s."productId" WHERE o."productId" = "Product"."id" AND c."status" = 1), 0) WHERE "type" = 'bundle' AND "price" = 0;

