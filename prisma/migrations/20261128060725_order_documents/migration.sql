-- AlterTable
ALTER TABLE "Order" ADD COLUMN "holdBeforeStatus" TEXT;

-- CreateTable
CREATE TABLE "Invoice" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "incrementId" TEXT NOT NULL,
    "orderId" INTEGER NOT NULL,
    "state" TEXT NOT NULL DEFAULT 'paid',
    "subtotal" DECIMAL NOT NULL,
    "discountAmount" DECIMAL NOT NULL DEFAULT 0,
    "shippingAmount" DECIMAL NOT NULL DEFAULT 0,
    "giftcardAmount" DECIMAL NOT NULL DEFAULT 0,
    "grandTotal" DECIMAL NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "Invoice_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "InvoiceItem" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "invoiceId" INTEGER NOT NULL,
    "orderItemId" INTEGER NOT NULL,
    "qty" INTEGER NOT NULL,
    "price" DECIMAL NOT NULL,
    "rowTotal" DECIMAL NOT NULL,
    CONSTRAINT "InvoiceItem_invoiceId_fkey" FOREIGN KEY ("invoiceId") REFERENCES "Invoice" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "Shipment" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "incrementId" TEXT NOT NULL,
    "orderId" INTEGER NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "Shipment_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "ShipmentItem" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "shipmentId" INTEGER NOT NULL,
    "orderItemId" INTEGER NOT NULL,
    "qty" INTEGER NOT NULL,
    CONSTRAINT "ShipmentItem_shipmentId_fkey" FOREIGN KEY ("shipmentId") REFERENCES "Shipment" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "ShipmentTrack" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "shipmentId" INTEGER NOT NULL,
    "carrier" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "number" TEXT NOT NULL,
    CONSTRAINT "ShipmentTrack_shipmentId_fkey" FOREIGN KEY ("shipmentId") REFERENCES "Shipment" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "CreditMemo" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "incrementId" TEXT NOT NULL,
    "orderId" INTEGER NOT NULL,
    "subtotal" DECIMAL NOT NULL,
    "discountAmount" DECIMAL NOT NULL DEFAULT 0,
    "shippingAmount" DECIMAL NOT NULL DEFAULT 0,
    "adjustment" DECIMAL NOT NULL DEFAULT 0,
    "giftcardAmount" DECIMAL NOT NULL DEFAULT 0,
    "grandTotal" DECIMAL NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "CreditMemo_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "CreditMemoItem" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "creditMemoId" INTEGER NOT NULL,
    "orderItemId" INTEGER NOT NULL,
    "qty" INTEGER NOT NULL,
    "price" DECIMAL NOT NULL,
    "rowTotal" DECIMAL NOT NULL,
    "restocked" BOOLEAN NOT NULL DEFAULT false,
    CONSTRAINT "CreditMemoItem_creditMemoId_fkey" FOREIGN KEY ("creditMemoId") REFERENCES "CreditMemo" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "OrderStatusHistory" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "orderId" INTEGER NOT NULL,
    "status" TEXT NOT NULL,
    "comment" TEXT,
    "notifyCustomer" BOOLEAN NOT NULL DEFAULT false,
    "visibleOnStorefront" BOOLEAN NOT NULL DEFAULT false,
    "actorType" TEXT NOT NULL,
    "actorId" INTEGER,
    "actorName" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "OrderStatusHistory_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
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
    "qtyInvoiced" INTEGER NOT NULL DEFAULT 0,
    "qtyShipped" INTEGER NOT NULL DEFAULT 0,
    "qtyRefunded" INTEGER NOT NULL DEFAULT 0,
    "qtyCanceled" INTEGER NOT NULL DEFAULT 0,
    "isVirtual" BOOLEAN NOT NULL DEFAULT false,
    "stockUnits" TEXT NOT NULL DEFAULT '[]',
    CONSTRAINT "OrderItem_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_OrderItem" ("id", "name", "options", "orderId", "price", "productId", "qty", "rowTotal", "sku") SELECT "id", "name", "options", "orderId", "price", "productId", "qty", "rowTotal", "sku" FROM "OrderItem";
DROP TABLE "OrderItem";
ALTER TABLE "new_OrderItem" RENAME TO "OrderItem";
CREATE INDEX "OrderItem_orderId_idx" ON "OrderItem"("orderId");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- CreateIndex
CREATE UNIQUE INDEX "Invoice_incrementId_key" ON "Invoice"("incrementId");

-- CreateIndex
CREATE INDEX "Invoice_orderId_idx" ON "Invoice"("orderId");

-- CreateIndex
CREATE INDEX "InvoiceItem_invoiceId_idx" ON "InvoiceItem"("invoiceId");

-- CreateIndex
CREATE UNIQUE INDEX "Shipment_incrementId_key" ON "Shipment"("incrementId");

-- CreateIndex
CREATE INDEX "Shipment_orderId_idx" ON "Shipment"("orderId");

-- CreateIndex
CREATE INDEX "ShipmentItem_shipmentId_idx" ON "ShipmentItem"("shipmentId");

-- CreateIndex
CREATE INDEX "ShipmentTrack_shipmentId_idx" ON "ShipmentTrack"("shipmentId");

-- CreateIndex
CREATE UNIQUE INDEX "CreditMemo_incrementId_key" ON "CreditMemo"("incrementId");

-- CreateIndex
CREATE INDEX "CreditMemo_orderId_idx" ON "CreditMemo"("orderId");

-- CreateIndex
CREATE INDEX "CreditMemoItem_creditMemoId_idx" ON "CreditMemoItem"("creditMemoId");

-- CreateIndex
CREATE INDEX "OrderStatusHistory_orderId_createdAt_idx" ON "OrderStatusHistory"("orderId", "createdAt");

-- Lines of virtual, downloadable and gift card products ship nothing (docs/orders.md)
UPDATE "OrderItem" SET "isVirtual" = TRUE WHERE "productId" IN (SELECT "id" FROM "Product" WHERE "type" IN ('virtual', 'downloadable', 'giftcard'));
-- Each order paid before invoices existed gets one invoice of all its lines, dated when it was paid
INSERT INTO "Invoice" ("incrementId", "orderId", "state", "subtotal", "discountAmount", "shippingAmount", "giftcardAmount", "grandTotal", "createdAt") SELECT 'INV-' || "incrementId" || '-1', "id", 'paid', "subtotal", "discountAmount", "shippingAmount", "giftcardAmount", "grandTotal", "paidAt" FROM "Order" WHERE "paidAt" IS NOT NULL;
INSERT INTO "InvoiceItem" ("invoiceId", "orderItemId", "qty", "price", "rowTotal") SELECT i."id", oi."id", oi."qty", oi."price", oi."rowTotal" FROM "OrderItem" oi JOIN "Invoice" i ON i."orderId" = oi."orderId";
UPDATE "OrderItem" SET "qtyInvoiced" = "qty" WHERE "orderId" IN (SELECT "orderId" FROM "Invoice");

