-- AlterTable
ALTER TABLE "Product" ADD COLUMN "skuKey" TEXT;

-- CreateTable
CREATE TABLE "RequisitionList" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "storeId" INTEGER NOT NULL,
    "customerId" INTEGER NOT NULL,
    "companyId" INTEGER,
    "name" TEXT NOT NULL,
    "description" TEXT NOT NULL DEFAULT '',
    "shared" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL
);

-- CreateTable
CREATE TABLE "RequisitionListItem" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "listId" INTEGER NOT NULL,
    "productId" INTEGER,
    "sku" TEXT NOT NULL,
    "qty" INTEGER NOT NULL,
    "options" TEXT NOT NULL DEFAULT '{}',
    "position" INTEGER NOT NULL DEFAULT 0,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "RequisitionListItem_listId_fkey" FOREIGN KEY ("listId") REFERENCES "RequisitionList" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE INDEX "RequisitionList_customerId_id_idx" ON "RequisitionList"("customerId", "id");

-- CreateIndex
CREATE INDEX "RequisitionList_companyId_shared_idx" ON "RequisitionList"("companyId", "shared");

-- CreateIndex
CREATE INDEX "RequisitionListItem_listId_position_idx" ON "RequisitionListItem"("listId", "position");

-- CreateIndex
CREATE INDEX "Product_skuKey_idx" ON "Product"("skuKey");

-- Product.skuKey: the SKU as quick order matches it, kept on every write (prisma/extra-sql.ts)
UPDATE "Product" SET "skuKey" = lower(replace("sku", ' ', ''));
CREATE TRIGGER "Product_sku_key_insert" AFTER INSERT ON "Product" FOR EACH ROW BEGIN UPDATE "Product" SET "skuKey" = lower(replace(NEW."sku", ' ', '')) WHERE "id" = NEW."id"; END;
CREATE TRIGGER "Product_sku_key_update" AFTER UPDATE OF "sku" ON "Product" FOR EACH ROW BEGIN UPDATE "Product" SET "skuKey" = lower(replace(NEW."sku", ' ', '')) WHERE "id" = NEW."id"; END;

