-- AlterTable
ALTER TABLE "OrderItem" ADD COLUMN "priceExplanation" TEXT;

-- CreateTable
CREATE TABLE "PriceList" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "code" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "currency" TEXT NOT NULL DEFAULT 'USD',
    "storeIds" TEXT NOT NULL DEFAULT '',
    "active" BOOLEAN NOT NULL DEFAULT true,
    "validFrom" DATETIME,
    "validTo" DATETIME,
    "priority" INTEGER NOT NULL DEFAULT 0,
    "adjustmentPercent" DECIMAL,
    "condition" TEXT,
    "conditionTree" TEXT,
    "revision" INTEGER NOT NULL DEFAULT 1,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL
);

-- CreateTable
CREATE TABLE "PriceListItem" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "priceListId" INTEGER NOT NULL,
    "sku" TEXT NOT NULL,
    "price" DECIMAL,
    "tiers" TEXT NOT NULL DEFAULT '[]',
    "minQty" DECIMAL,
    "maxQty" DECIMAL,
    "qtyIncrement" DECIMAL,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "PriceListItem_priceListId_fkey" FOREIGN KEY ("priceListId") REFERENCES "PriceList" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "PriceListCompany" (
    "priceListId" INTEGER NOT NULL,
    "companyId" INTEGER NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,

    PRIMARY KEY ("priceListId", "companyId"),
    CONSTRAINT "PriceListCompany_priceListId_fkey" FOREIGN KEY ("priceListId") REFERENCES "PriceList" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "PriceListGroup" (
    "priceListId" INTEGER NOT NULL,
    "customerGroupId" INTEGER NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,

    PRIMARY KEY ("priceListId", "customerGroupId"),
    CONSTRAINT "PriceListGroup_priceListId_fkey" FOREIGN KEY ("priceListId") REFERENCES "PriceList" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE UNIQUE INDEX "PriceList_code_key" ON "PriceList"("code");

-- CreateIndex
CREATE INDEX "PriceList_active_priority_idx" ON "PriceList"("active", "priority");

-- CreateIndex
CREATE INDEX "PriceListItem_sku_idx" ON "PriceListItem"("sku");

-- CreateIndex
CREATE UNIQUE INDEX "PriceListItem_priceListId_sku_key" ON "PriceListItem"("priceListId", "sku");

-- CreateIndex
CREATE INDEX "PriceListCompany_companyId_idx" ON "PriceListCompany"("companyId");

-- CreateIndex
CREATE INDEX "PriceListGroup_customerGroupId_idx" ON "PriceListGroup"("customerGroupId");

-- PostgreSQL only: price-list writes made outside the API bump the pricing cache version and the lists' revisions (prisma/extra-sql.ts)
SELECT 1;
