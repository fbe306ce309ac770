-- AlterTable
ALTER TABLE "Product" ADD COLUMN     "skuKey" TEXT;

-- CreateTable
CREATE TABLE "RequisitionList" (
    "id" SERIAL NOT NULL,
    "storeId" INTEGER NOT NULL,
    "customerId" INTEGER NOT NULL,
    "companyId" INTEGER,
    "name" TEXT NOT NULL,
    "description" TEXT NOT NULL DEFAULT '',
    "shared" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "RequisitionList_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "RequisitionListItem" (
    "id" SERIAL NOT NULL,
    "listId" INTEGER NOT NULL,
    "productId" INTEGER,
    "sku" TEXT NOT NULL,
    "qty" INTEGER NOT NULL,
    "options" TEXT NOT NULL DEFAULT '{}',
    "position" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "RequisitionListItem_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "RequisitionList_customerId_id_idx" ON "RequisitionList"("customerId", "id");

-- CreateIndex
CREATE INDEX "RequisitionList_companyId_shared_idx" ON "RequisitionList"("companyId", "shared");

-- CreateIndex
CREATE INDEX "RequisitionListItem_listId_position_idx" ON "RequisitionListItem"("listId", "position");

-- CreateIndex
CREATE INDEX "Product_skuKey_idx" ON "Product"("skuKey");

-- AddForeignKey
ALTER TABLE "RequisitionListItem" ADD CONSTRAINT "RequisitionListItem_listId_fkey" FOREIGN KEY ("listId") REFERENCES "RequisitionList"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Product.skuKey: the SKU as quick order matches it, kept on every write (prisma/extra-sql.ts)
UPDATE "Product" SET "skuKey" = translate(replace("sku", ' ', ''), 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'abcdefghijklmnopqrstuvwxyz');
CREATE FUNCTION "product_sku_key"() RETURNS trigger LANGUAGE plpgsql AS E'BEGIN
  NEW."skuKey" := translate(replace(NEW."sku", '' '', ''''), ''ABCDEFGHIJKLMNOPQRSTUVWXYZ'', ''abcdefghijklmnopqrstuvwxyz'')\073
  RETURN NEW\073
END';
CREATE TRIGGER "Product_sku_key" BEFORE INSERT OR UPDATE OF "sku" ON "Product" FOR EACH ROW EXECUTE FUNCTION "product_sku_key"();

