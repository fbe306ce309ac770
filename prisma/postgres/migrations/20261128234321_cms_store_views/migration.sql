-- DropIndex
DROP INDEX "CmsPage_identifier_key";

-- DropIndex
DROP INDEX "CmsBlock_identifier_key";

-- AlterTable
ALTER TABLE "CmsPage" ADD COLUMN     "metaKeywords" TEXT NOT NULL DEFAULT '';

-- CreateTable
CREATE TABLE "CmsPageStore" (
    "pageId" INTEGER NOT NULL,
    "storeId" INTEGER NOT NULL,

    CONSTRAINT "CmsPageStore_pkey" PRIMARY KEY ("pageId","storeId")
);

-- CreateTable
CREATE TABLE "CmsBlockStore" (
    "blockId" INTEGER NOT NULL,
    "storeId" INTEGER NOT NULL,

    CONSTRAINT "CmsBlockStore_pkey" PRIMARY KEY ("blockId","storeId")
);

-- CreateIndex
CREATE INDEX "CmsPageStore_storeId_idx" ON "CmsPageStore"("storeId");

-- CreateIndex
CREATE INDEX "CmsBlockStore_storeId_idx" ON "CmsBlockStore"("storeId");

-- CreateIndex
CREATE INDEX "CmsPage_identifier_idx" ON "CmsPage"("identifier");

-- CreateIndex
CREATE INDEX "CmsBlock_identifier_idx" ON "CmsBlock"("identifier");

-- AddForeignKey
ALTER TABLE "CmsPageStore" ADD CONSTRAINT "CmsPageStore_pageId_fkey" FOREIGN KEY ("pageId") REFERENCES "CmsPage"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CmsBlockStore" ADD CONSTRAINT "CmsBlockStore_blockId_fkey" FOREIGN KEY ("blockId") REFERENCES "CmsBlock"("id") ON DELETE CASCADE ON UPDATE CASCADE;
