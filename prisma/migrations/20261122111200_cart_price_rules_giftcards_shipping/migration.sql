-- CreateTable
CREATE TABLE "SalesRule" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "name" TEXT NOT NULL,
    "code" TEXT NOT NULL,
    "isActive" BOOLEAN NOT NULL DEFAULT true,
    "fromDate" DATETIME,
    "toDate" DATETIME,
    "discountType" TEXT NOT NULL,
    "discountAmount" REAL NOT NULL,
    "customerGroupIds" TEXT NOT NULL DEFAULT '',
    "storeIds" TEXT NOT NULL DEFAULT '',
    "usesPerCoupon" INTEGER,
    "timesUsed" INTEGER NOT NULL DEFAULT 0,
    "freeShipping" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL
);

-- CreateTable
CREATE TABLE "GiftcardAccount" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "code" TEXT NOT NULL,
    "initialAmount" REAL NOT NULL,
    "balance" REAL NOT NULL,
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

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_Cart" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "maskedId" TEXT NOT NULL,
    "storeId" INTEGER NOT NULL,
    "customerId" INTEGER,
    "status" TEXT NOT NULL DEFAULT 'active',
    "shippingCountry" TEXT,
    "couponCode" TEXT,
    "shippingMethod" TEXT,
    "giftcardCodes" TEXT NOT NULL DEFAULT '[]',
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "Cart_storeId_fkey" FOREIGN KEY ("storeId") REFERENCES "Store" ("id") ON DELETE RESTRICT ON UPDATE CASCADE,
    CONSTRAINT "Cart_customerId_fkey" FOREIGN KEY ("customerId") REFERENCES "Customer" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);
INSERT INTO "new_Cart" ("createdAt", "customerId", "id", "maskedId", "shippingCountry", "status", "storeId", "updatedAt") SELECT "createdAt", "customerId", "id", "maskedId", "shippingCountry", "status", "storeId", "updatedAt" FROM "Cart";
DROP TABLE "Cart";
ALTER TABLE "new_Cart" RENAME TO "Cart";
CREATE UNIQUE INDEX "Cart_maskedId_key" ON "Cart"("maskedId");
CREATE INDEX "Cart_customerId_status_idx" ON "Cart"("customerId", "status");
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
    "subtotal" REAL NOT NULL,
    "shippingAmount" REAL NOT NULL,
    "grandTotal" REAL NOT NULL,
    "paymentMethod" TEXT NOT NULL,
    "poNumber" TEXT,
    "shippingMethod" TEXT NOT NULL DEFAULT 'flatrate_flatrate',
    "shippingCountry" TEXT,
    "couponCode" TEXT,
    "discountAmount" REAL NOT NULL DEFAULT 0,
    "giftcardAmount" REAL NOT NULL DEFAULT 0,
    "giftcards" TEXT NOT NULL DEFAULT '[]',
    "addresses" TEXT NOT NULL DEFAULT '{}',
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "Order_storeId_fkey" FOREIGN KEY ("storeId") REFERENCES "Store" ("id") ON DELETE RESTRICT ON UPDATE CASCADE,
    CONSTRAINT "Order_customerId_fkey" FOREIGN KEY ("customerId") REFERENCES "Customer" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);
INSERT INTO "new_Order" ("addresses", "cartId", "createdAt", "currency", "customerEmail", "customerGroupId", "customerId", "grandTotal", "id", "idempotencyKey", "incrementId", "paymentMethod", "poNumber", "shippingAmount", "shippingCountry", "shippingMethod", "status", "storeId", "subtotal") SELECT "addresses", "cartId", "createdAt", "currency", "customerEmail", "customerGroupId", "customerId", "grandTotal", "id", "idempotencyKey", "incrementId", "paymentMethod", "poNumber", "shippingAmount", "shippingCountry", "shippingMethod", "status", "storeId", "subtotal" FROM "Order";
DROP TABLE "Order";
ALTER TABLE "new_Order" RENAME TO "Order";
CREATE UNIQUE INDEX "Order_incrementId_key" ON "Order"("incrementId");
CREATE UNIQUE INDEX "Order_cartId_key" ON "Order"("cartId");
CREATE UNIQUE INDEX "Order_idempotencyKey_key" ON "Order"("idempotencyKey");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- CreateIndex
CREATE UNIQUE INDEX "SalesRule_code_key" ON "SalesRule"("code");

-- CreateIndex
CREATE UNIQUE INDEX "GiftcardAccount_code_key" ON "GiftcardAccount"("code");

-- CreateIndex
CREATE INDEX "GiftcardAccount_orderId_idx" ON "GiftcardAccount"("orderId");
