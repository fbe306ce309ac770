-- Amounts become exact decimals, Magento's decimal(20,4) (docs/architecture.md#money): each table is redefined with
-- DECIMAL columns and every stored amount copied rounded to 4 decimals (0.30000000000000004 -> 0.3,
-- 19.999999999 -> 20); Prisma reads a DECIMAL column as the decimal its value prints as.
-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_CustomOption" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "productId" INTEGER NOT NULL,
    "title" TEXT NOT NULL,
    "type" TEXT NOT NULL DEFAULT 'field',
    "required" BOOLEAN NOT NULL DEFAULT false,
    "price" DECIMAL NOT NULL DEFAULT 0,
    "priceType" TEXT NOT NULL DEFAULT 'fixed',
    "position" INTEGER NOT NULL DEFAULT 0,
    CONSTRAINT "CustomOption_productId_fkey" FOREIGN KEY ("productId") REFERENCES "Product" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_CustomOption" ("id", "position", "price", "priceType", "productId", "required", "title", "type") SELECT "id", "position", round("price", 4), "priceType", "productId", "required", "title", "type" FROM "CustomOption";
DROP TABLE "CustomOption";
ALTER TABLE "new_CustomOption" RENAME TO "CustomOption";
CREATE INDEX "CustomOption_productId_idx" ON "CustomOption"("productId");
CREATE TABLE "new_CustomOptionValue" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "optionId" INTEGER NOT NULL,
    "title" TEXT NOT NULL,
    "price" DECIMAL NOT NULL DEFAULT 0,
    "priceType" TEXT NOT NULL DEFAULT 'fixed',
    "position" INTEGER NOT NULL DEFAULT 0,
    CONSTRAINT "CustomOptionValue_optionId_fkey" FOREIGN KEY ("optionId") REFERENCES "CustomOption" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_CustomOptionValue" ("id", "optionId", "position", "price", "priceType", "title") SELECT "id", "optionId", "position", round("price", 4), "priceType", "title" FROM "CustomOptionValue";
DROP TABLE "CustomOptionValue";
ALTER TABLE "new_CustomOptionValue" RENAME TO "CustomOptionValue";
CREATE INDEX "CustomOptionValue_optionId_idx" ON "CustomOptionValue"("optionId");
CREATE TABLE "new_DownloadableLink" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "productId" INTEGER NOT NULL,
    "title" TEXT NOT NULL,
    "price" DECIMAL NOT NULL DEFAULT 0,
    "sampleUrl" TEXT,
    "numberOfDownloads" INTEGER NOT NULL DEFAULT 0,
    "position" INTEGER NOT NULL DEFAULT 0,
    CONSTRAINT "DownloadableLink_productId_fkey" FOREIGN KEY ("productId") REFERENCES "Product" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_DownloadableLink" ("id", "numberOfDownloads", "position", "price", "productId", "sampleUrl", "title") SELECT "id", "numberOfDownloads", "position", round("price", 4), "productId", "sampleUrl", "title" FROM "DownloadableLink";
DROP TABLE "DownloadableLink";
ALTER TABLE "new_DownloadableLink" RENAME TO "DownloadableLink";
CREATE INDEX "DownloadableLink_productId_idx" ON "DownloadableLink"("productId");
CREATE TABLE "new_GiftcardAccount" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "code" TEXT NOT NULL,
    "initialAmount" DECIMAL NOT NULL,
    "balance" DECIMAL NOT NULL,
    "currency" TEXT NOT NULL,
    "state" TEXT NOT NULL DEFAULT 'active',
    "orderId" INTEGER,
    "orderItemId" INTEGER,
    "senderName" TEXT,
    "senderEmail" TEXT,
    "recipientName" TEXT,
    "recipientEmail" TEXT,
    "message" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "GiftcardAccount_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);
INSERT INTO "new_GiftcardAccount" ("balance", "code", "createdAt", "currency", "id", "initialAmount", "message", "orderId", "orderItemId", "recipientEmail", "recipientName", "senderEmail", "senderName", "state", "updatedAt") SELECT round("balance", 4), "code", "createdAt", "currency", "id", round("initialAmount", 4), "message", "orderId", "orderItemId", "recipientEmail", "recipientName", "senderEmail", "senderName", "state", "updatedAt" FROM "GiftcardAccount";
DROP TABLE "GiftcardAccount";
ALTER TABLE "new_GiftcardAccount" RENAME TO "GiftcardAccount";
CREATE UNIQUE INDEX "GiftcardAccount_code_key" ON "GiftcardAccount"("code");
CREATE INDEX "GiftcardAccount_orderId_idx" ON "GiftcardAccount"("orderId");
CREATE TABLE "new_Order" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "incrementId" TEXT NOT NULL,
    "storeId" INTEGER NOT NULL,
    "customerId" INTEGER,
    "customerEmail" TEXT NOT NULL,
    "customerGroupId" INTEGER NOT NULL,
    "cartId" INTEGER NOT NULL,
    "idempotencyKey" TEXT,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "currency" TEXT NOT NULL,
    "subtotal" DECIMAL NOT NULL,
    "shippingAmount" DECIMAL NOT NULL,
    "grandTotal" DECIMAL NOT NULL,
    "paymentMethod" TEXT NOT NULL,
    "poNumber" TEXT,
    "note" TEXT,
    "shippingMethod" TEXT NOT NULL DEFAULT 'flatrate_flatrate',
    "shippingCountry" TEXT,
    "couponCode" TEXT,
    "discountAmount" DECIMAL NOT NULL DEFAULT 0,
    "giftcardAmount" DECIMAL NOT NULL DEFAULT 0,
    "giftcards" TEXT NOT NULL DEFAULT '[]',
    "addresses" TEXT NOT NULL DEFAULT '{}',
    "storefrontOrigin" TEXT,
    "paidAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME,
    "accessTokenReads" INTEGER NOT NULL DEFAULT 0,
    CONSTRAINT "Order_storeId_fkey" FOREIGN KEY ("storeId") REFERENCES "Store" ("id") ON DELETE RESTRICT ON UPDATE CASCADE,
    CONSTRAINT "Order_customerId_fkey" FOREIGN KEY ("customerId") REFERENCES "Customer" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);
INSERT INTO "new_Order" ("accessTokenReads", "addresses", "cartId", "couponCode", "createdAt", "currency", "customerEmail", "customerGroupId", "customerId", "discountAmount", "giftcardAmount", "giftcards", "grandTotal", "id", "idempotencyKey", "incrementId", "note", "paidAt", "paymentMethod", "poNumber", "shippingAmount", "shippingCountry", "shippingMethod", "status", "storeId", "storefrontOrigin", "subtotal", "updatedAt") SELECT "accessTokenReads", "addresses", "cartId", "couponCode", "createdAt", "currency", "customerEmail", "customerGroupId", "customerId", round("discountAmount", 4), round("giftcardAmount", 4), "giftcards", round("grandTotal", 4), "id", "idempotencyKey", "incrementId", "note", "paidAt", "paymentMethod", "poNumber", round("shippingAmount", 4), "shippingCountry", "shippingMethod", "status", "storeId", "storefrontOrigin", round("subtotal", 4), "updatedAt" FROM "Order";
DROP TABLE "Order";
ALTER TABLE "new_Order" RENAME TO "Order";
CREATE UNIQUE INDEX "Order_incrementId_key" ON "Order"("incrementId");
CREATE UNIQUE INDEX "Order_cartId_key" ON "Order"("cartId");
CREATE UNIQUE INDEX "Order_idempotencyKey_key" ON "Order"("idempotencyKey");
CREATE TABLE "new_OrderItem" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "orderId" INTEGER NOT NULL,
    "productId" INTEGER NOT NULL,
    "sku" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "qty" INTEGER NOT NULL,
    "price" DECIMAL NOT NULL,
    "rowTotal" DECIMAL NOT NULL,
    "options" TEXT NOT NULL DEFAULT '{}',
    CONSTRAINT "OrderItem_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_OrderItem" ("id", "name", "options", "orderId", "price", "productId", "qty", "rowTotal", "sku") SELECT "id", "name", "options", "orderId", round("price", 4), "productId", "qty", round("rowTotal", 4), "sku" FROM "OrderItem";
DROP TABLE "OrderItem";
ALTER TABLE "new_OrderItem" RENAME TO "OrderItem";
CREATE INDEX "OrderItem_orderId_idx" ON "OrderItem"("orderId");
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
    "metaDescription" TEXT NOT NULL DEFAULT '',
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL
);
INSERT INTO "new_Product" ("attributeSetId", "createdAt", "description", "giftcardAllowMessage", "giftcardAmounts", "giftcardMaxAmount", "giftcardMinAmount", "giftcardType", "hasRequiredOptions", "id", "imageUrl", "inStock", "indexPrice", "linksPurchasedSeparately", "linksTitle", "metaDescription", "metaTitle", "msrp", "name", "pageLayout", "position", "price", "shortDescription", "sku", "specialFromDate", "specialPrice", "specialToDate", "status", "stockQty", "type", "updatedAt", "urlKey", "visibility", "weight") SELECT "attributeSetId", "createdAt", "description", "giftcardAllowMessage", "giftcardAmounts", round("giftcardMaxAmount", 4), round("giftcardMinAmount", 4), "giftcardType", "hasRequiredOptions", "id", "imageUrl", "inStock", round("indexPrice", 4), "linksPurchasedSeparately", "linksTitle", "metaDescription", "metaTitle", round("msrp", 4), "name", "pageLayout", "position", round("price", 4), "shortDescription", "sku", "specialFromDate", round("specialPrice", 4), "specialToDate", "status", "stockQty", "type", "updatedAt", "urlKey", "visibility", "weight" FROM "Product";
DROP TABLE "Product";
ALTER TABLE "new_Product" RENAME TO "Product";
CREATE UNIQUE INDEX "Product_sku_key" ON "Product"("sku");
CREATE UNIQUE INDEX "Product_urlKey_key" ON "Product"("urlKey");
CREATE INDEX "Product_type_idx" ON "Product"("type");
CREATE INDEX "Product_status_visibility_idx" ON "Product"("status", "visibility");
CREATE INDEX "Product_price_idx" ON "Product"("price");
CREATE INDEX "Product_indexPrice_idx" ON "Product"("indexPrice");
CREATE INDEX "Product_name_idx" ON "Product"("name");
CREATE TABLE "new_SalesRule" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "name" TEXT NOT NULL,
    "code" TEXT NOT NULL,
    "isActive" BOOLEAN NOT NULL DEFAULT true,
    "fromDate" DATETIME,
    "toDate" DATETIME,
    "discountType" TEXT NOT NULL,
    "discountAmount" DECIMAL NOT NULL,
    "customerGroupIds" TEXT NOT NULL DEFAULT '',
    "storeIds" TEXT NOT NULL DEFAULT '',
    "usesPerCoupon" INTEGER,
    "timesUsed" INTEGER NOT NULL DEFAULT 0,
    "freeShipping" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL
);
INSERT INTO "new_SalesRule" ("code", "createdAt", "customerGroupIds", "discountAmount", "discountType", "freeShipping", "fromDate", "id", "isActive", "name", "storeIds", "timesUsed", "toDate", "updatedAt", "usesPerCoupon") SELECT "code", "createdAt", "customerGroupIds", round("discountAmount", 4), "discountType", "freeShipping", "fromDate", "id", "isActive", "name", "storeIds", "timesUsed", "toDate", "updatedAt", "usesPerCoupon" FROM "SalesRule";
DROP TABLE "SalesRule";
ALTER TABLE "new_SalesRule" RENAME TO "SalesRule";
CREATE UNIQUE INDEX "SalesRule_code_key" ON "SalesRule"("code");
CREATE TABLE "new_TierPrice" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "productId" INTEGER NOT NULL,
    "groupId" INTEGER,
    "qty" REAL NOT NULL DEFAULT 1,
    "price" DECIMAL NOT NULL,
    CONSTRAINT "TierPrice_productId_fkey" FOREIGN KEY ("productId") REFERENCES "Product" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_TierPrice" ("groupId", "id", "price", "productId", "qty") SELECT "groupId", "id", round("price", 4), "productId", "qty" FROM "TierPrice";
DROP TABLE "TierPrice";
ALTER TABLE "new_TierPrice" RENAME TO "TierPrice";
CREATE INDEX "TierPrice_productId_idx" ON "TierPrice"("productId");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;
