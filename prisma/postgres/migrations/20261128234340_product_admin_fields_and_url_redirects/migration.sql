-- AlterTable
ALTER TABLE "Product" ADD COLUMN     "cost" DECIMAL(20,4),
ADD COLUMN     "metaKeywords" TEXT NOT NULL DEFAULT '';

-- CreateTable
CREATE TABLE "ProductUrlRedirect" (
    "id" SERIAL NOT NULL,
    "fromKey" TEXT NOT NULL,
    "productId" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ProductUrlRedirect_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "ProductUrlRedirect_fromKey_key" ON "ProductUrlRedirect"("fromKey");

-- CreateIndex
CREATE INDEX "ProductUrlRedirect_productId_idx" ON "ProductUrlRedirect"("productId");

-- CreateIndex
CREATE INDEX "Product_stockQty_idx" ON "Product"("stockQty");

-- CreateIndex
CREATE INDEX "Product_inStock_idx" ON "Product"("inStock");

-- CreateIndex
CREATE INDEX "Product_updatedAt_idx" ON "Product"("updatedAt");

-- CreateIndex
CREATE INDEX "Product_createdAt_idx" ON "Product"("createdAt");

-- AddForeignKey
ALTER TABLE "ProductUrlRedirect" ADD CONSTRAINT "ProductUrlRedirect_productId_fkey" FOREIGN KEY ("productId") REFERENCES "Product"("id") ON DELETE CASCADE ON UPDATE CASCADE;
