-- AlterTable
ALTER TABLE "Order" ADD COLUMN     "holdBeforeStatus" TEXT;

-- AlterTable
ALTER TABLE "OrderItem" ADD COLUMN     "isVirtual" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "qtyCanceled" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "qtyInvoiced" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "qtyRefunded" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "qtyShipped" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "stockUnits" TEXT NOT NULL DEFAULT '[]';

-- CreateTable
CREATE TABLE "Invoice" (
    "id" SERIAL NOT NULL,
    "incrementId" TEXT NOT NULL,
    "orderId" INTEGER NOT NULL,
    "state" TEXT NOT NULL DEFAULT 'paid',
    "subtotal" DECIMAL(20,4) NOT NULL,
    "discountAmount" DECIMAL(20,4) NOT NULL DEFAULT 0,
    "shippingAmount" DECIMAL(20,4) NOT NULL DEFAULT 0,
    "giftcardAmount" DECIMAL(20,4) NOT NULL DEFAULT 0,
    "grandTotal" DECIMAL(20,4) NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Invoice_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "InvoiceItem" (
    "id" SERIAL NOT NULL,
    "invoiceId" INTEGER NOT NULL,
    "orderItemId" INTEGER NOT NULL,
    "qty" INTEGER NOT NULL,
    "price" DECIMAL(20,4) NOT NULL,
    "rowTotal" DECIMAL(20,4) NOT NULL,

    CONSTRAINT "InvoiceItem_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Shipment" (
    "id" SERIAL NOT NULL,
    "incrementId" TEXT NOT NULL,
    "orderId" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Shipment_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ShipmentItem" (
    "id" SERIAL NOT NULL,
    "shipmentId" INTEGER NOT NULL,
    "orderItemId" INTEGER NOT NULL,
    "qty" INTEGER NOT NULL,

    CONSTRAINT "ShipmentItem_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ShipmentTrack" (
    "id" SERIAL NOT NULL,
    "shipmentId" INTEGER NOT NULL,
    "carrier" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "number" TEXT NOT NULL,

    CONSTRAINT "ShipmentTrack_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CreditMemo" (
    "id" SERIAL NOT NULL,
    "incrementId" TEXT NOT NULL,
    "orderId" INTEGER NOT NULL,
    "subtotal" DECIMAL(20,4) NOT NULL,
    "discountAmount" DECIMAL(20,4) NOT NULL DEFAULT 0,
    "shippingAmount" DECIMAL(20,4) NOT NULL DEFAULT 0,
    "adjustment" DECIMAL(20,4) NOT NULL DEFAULT 0,
    "giftcardAmount" DECIMAL(20,4) NOT NULL DEFAULT 0,
    "grandTotal" DECIMAL(20,4) NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "CreditMemo_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CreditMemoItem" (
    "id" SERIAL NOT NULL,
    "creditMemoId" INTEGER NOT NULL,
    "orderItemId" INTEGER NOT NULL,
    "qty" INTEGER NOT NULL,
    "price" DECIMAL(20,4) NOT NULL,
    "rowTotal" DECIMAL(20,4) NOT NULL,
    "restocked" BOOLEAN NOT NULL DEFAULT false,

    CONSTRAINT "CreditMemoItem_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "OrderStatusHistory" (
    "id" SERIAL NOT NULL,
    "orderId" INTEGER NOT NULL,
    "status" TEXT NOT NULL,
    "comment" TEXT,
    "notifyCustomer" BOOLEAN NOT NULL DEFAULT false,
    "visibleOnStorefront" BOOLEAN NOT NULL DEFAULT false,
    "actorType" TEXT NOT NULL,
    "actorId" INTEGER,
    "actorName" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "OrderStatusHistory_pkey" PRIMARY KEY ("id")
);

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

-- AddForeignKey
ALTER TABLE "Invoice" ADD CONSTRAINT "Invoice_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "InvoiceItem" ADD CONSTRAINT "InvoiceItem_invoiceId_fkey" FOREIGN KEY ("invoiceId") REFERENCES "Invoice"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Shipment" ADD CONSTRAINT "Shipment_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ShipmentItem" ADD CONSTRAINT "ShipmentItem_shipmentId_fkey" FOREIGN KEY ("shipmentId") REFERENCES "Shipment"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ShipmentTrack" ADD CONSTRAINT "ShipmentTrack_shipmentId_fkey" FOREIGN KEY ("shipmentId") REFERENCES "Shipment"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CreditMemo" ADD CONSTRAINT "CreditMemo_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CreditMemoItem" ADD CONSTRAINT "CreditMemoItem_creditMemoId_fkey" FOREIGN KEY ("creditMemoId") REFERENCES "CreditMemo"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "OrderStatusHistory" ADD CONSTRAINT "OrderStatusHistory_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Lines of virtual, downloadable and gift card products ship nothing (docs/orders.md)
UPDATE "OrderItem" SET "isVirtual" = TRUE WHERE "productId" IN (SELECT "id" FROM "Product" WHERE "type" IN ('virtual', 'downloadable', 'giftcard'));
-- Each order paid before invoices existed gets one invoice of all its lines, dated when it was paid
INSERT INTO "Invoice" ("incrementId", "orderId", "state", "subtotal", "discountAmount", "shippingAmount", "giftcardAmount", "grandTotal", "createdAt") SELECT 'INV-' || "incrementId" || '-1', "id", 'paid', "subtotal", "discountAmount", "shippingAmount", "giftcardAmount", "grandTotal", "paidAt" FROM "Order" WHERE "paidAt" IS NOT NULL;
INSERT INTO "InvoiceItem" ("invoiceId", "orderItemId", "qty", "price", "rowTotal") SELECT i."id", oi."id", oi."qty", oi."price", oi."rowTotal" FROM "OrderItem" oi JOIN "Invoice" i ON i."orderId" = oi."orderId";
UPDATE "OrderItem" SET "qtyInvoiced" = "qty" WHERE "orderId" IN (SELECT "orderId" FROM "Invoice");

