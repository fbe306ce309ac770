-- CreateTable
CREATE TABLE "ProductUrlRedirect" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "fromKey" TEXT NOT NULL,
    "productId" INTEGER NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "ProductUrlRedirect_productId_fkey" FOREIGN KEY ("productId") REFERENCES "Product" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_Product" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "sku" TEXT NOT NULL,
    "urlKey" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "type" TEXT NOT NULL DEFAULT 'simple',
    "attributeSetId" INTEGER NOT NULL DEFAULT 4,
    "price" DECIMAL NOT NULL DEFAULT 0,
    "indexPrice" DECIMAL NOT NULL DEFAULT 0,
    "specialPrice" DECIMAL,
    "specialFromDate" DATETIME,
    "specialToDate" DATETIME,
    "msrp" DECIMAL,
    "cost" DECIMAL,
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
    "giftcardMinAmount" DECIMAL,
    "giftcardMaxAmount" DECIMAL,
    "giftcardAllowMessage" BOOLEAN NOT NULL DEFAULT true,
    "linksPurchasedSeparately" BOOLEAN NOT NULL DEFAULT true,
    "linksTitle" TEXT,
    "pageLayout" TEXT,
    "hasRequiredOptions" BOOLEAN NOT NULL DEFAULT false,
    "position" INTEGER NOT NULL DEFAULT 0,
    "metaTitle" TEXT NOT NULL DEFAULT '',
    "metaKeywords" TEXT NOT NULL DEFAULT '',
    "metaDescription" TEXT NOT NULL DEFAULT '',
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL
);
INSERT INTO "new_Product" ("attributeSetId", "createdAt", "description", "giftcardAllowMessage", "giftcardAmounts", "giftcardMaxAmount", "giftcardMinAmount", "giftcardType", "hasRequiredOptions", "id", "imageUrl", "inStock", "indexPrice", "linksPurchasedSeparately", "linksTitle", "metaDescription", "metaTitle", "msrp", "name", "pageLayout", "position", "price", "shortDescription", "sku", "specialFromDate", "specialPrice", "specialToDate", "status", "stockQty", "type", "updatedAt", "urlKey", "visibility", "weight") SELECT "attributeSetId", "createdAt", "description", "giftcardAllowMessage", "giftcardAmounts", "giftcardMaxAmount", "giftcardMinAmount", "giftcardType", "hasRequiredOptions", "id", "imageUrl", "inStock", "indexPrice", "linksPurchasedSeparately", "linksTitle", "metaDescription", "metaTitle", "msrp", "name", "pageLayout", "position", "price", "shortDescription", "sku", "specialFromDate", "specialPrice", "specialToDate", "status", "stockQty", "type", "updatedAt", "urlKey", "visibility", "weight" FROM "Product";
DROP TABLE "Product";
ALTER TABLE "new_Product" RENAME TO "Product";
CREATE UNIQUE INDEX "Product_sku_key" ON "Product"("sku");
CREATE UNIQUE INDEX "Product_urlKey_key" ON "Product"("urlKey");
CREATE INDEX "Product_type_idx" ON "Product"("type");
CREATE INDEX "Product_status_visibility_idx" ON "Product"("status", "visibility");
CREATE INDEX "Product_price_idx" ON "Product"("price");
CREATE INDEX "Product_indexPrice_idx" ON "Product"("indexPrice");
CREATE INDEX "Product_name_idx" ON "Product"("name");
CREATE INDEX "Product_stockQty_idx" ON "Product"("stockQty");
CREATE INDEX "Product_inStock_idx" ON "Product"("inStock");
CREATE INDEX "Product_updatedAt_idx" ON "Product"("updatedAt");
CREATE INDEX "Product_createdAt_idx" ON "Product"("createdAt");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- CreateIndex
CREATE UNIQUE INDEX "ProductUrlRedirect_fromKey_key" ON "ProductUrlRedirect"("fromKey");

-- CreateIndex
CREATE INDEX "ProductUrlRedirect_productId_idx" ON "ProductUrlRedirect"("productId");
