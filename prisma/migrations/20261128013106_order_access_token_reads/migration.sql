-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
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
    "note" TEXT,
    "shippingMethod" TEXT NOT NULL DEFAULT 'flatrate_flatrate',
    "shippingCountry" TEXT,
    "couponCode" TEXT,
    "discountAmount" REAL NOT NULL DEFAULT 0,
    "giftcardAmount" REAL NOT NULL DEFAULT 0,
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
INSERT INTO "new_Order" ("addresses", "cartId", "couponCode", "createdAt", "currency", "customerEmail", "customerGroupId", "customerId", "discountAmount", "giftcardAmount", "giftcards", "grandTotal", "id", "idempotencyKey", "incrementId", "note", "paidAt", "paymentMethod", "poNumber", "shippingAmount", "shippingCountry", "shippingMethod", "status", "storeId", "storefrontOrigin", "subtotal", "updatedAt") SELECT "addresses", "cartId", "couponCode", "createdAt", "currency", "customerEmail", "customerGroupId", "customerId", "discountAmount", "giftcardAmount", "giftcards", "grandTotal", "id", "idempotencyKey", "incrementId", "note", "paidAt", "paymentMethod", "poNumber", "shippingAmount", "shippingCountry", "shippingMethod", "status", "storeId", "storefrontOrigin", "subtotal", "updatedAt" FROM "Order";
DROP TABLE "Order";
ALTER TABLE "new_Order" RENAME TO "Order";
CREATE UNIQUE INDEX "Order_incrementId_key" ON "Order"("incrementId");
CREATE UNIQUE INDEX "Order_cartId_key" ON "Order"("cartId");
CREATE UNIQUE INDEX "Order_idempotencyKey_key" ON "Order"("idempotencyKey");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;
