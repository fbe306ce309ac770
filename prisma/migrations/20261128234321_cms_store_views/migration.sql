-- DropIndex
DROP INDEX "CmsBlock_identifier_key";

-- CreateTable
CREATE TABLE "CmsPageStore" (
    "pageId" INTEGER NOT NULL,
    "storeId" INTEGER NOT NULL,

    PRIMARY KEY ("pageId", "storeId"),
    CONSTRAINT "CmsPageStore_pageId_fkey" FOREIGN KEY ("pageId") REFERENCES "CmsPage" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "CmsBlockStore" (
    "blockId" INTEGER NOT NULL,
    "storeId" INTEGER NOT NULL,

    PRIMARY KEY ("blockId", "storeId"),
    CONSTRAINT "CmsBlockStore_blockId_fkey" FOREIGN KEY ("blockId") REFERENCES "CmsBlock" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_CmsPage" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "identifier" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "content" TEXT NOT NULL DEFAULT '',
    "contentHeading" TEXT NOT NULL DEFAULT '',
    "isActive" BOOLEAN NOT NULL DEFAULT true,
    "metaTitle" TEXT NOT NULL DEFAULT '',
    "metaKeywords" TEXT NOT NULL DEFAULT '',
    "metaDescription" TEXT NOT NULL DEFAULT '',
    "updatedAt" DATETIME NOT NULL
);
INSERT INTO "new_CmsPage" ("content", "contentHeading", "id", "identifier", "isActive", "metaDescription", "metaTitle", "title", "updatedAt") SELECT "content", "contentHeading", "id", "identifier", "isActive", "metaDescription", "metaTitle", "title", "updatedAt" FROM "CmsPage";
DROP TABLE "CmsPage";
ALTER TABLE "new_CmsPage" RENAME TO "CmsPage";
CREATE INDEX "CmsPage_identifier_idx" ON "CmsPage"("identifier");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- CreateIndex
CREATE INDEX "CmsPageStore_storeId_idx" ON "CmsPageStore"("storeId");

-- CreateIndex
CREATE INDEX "CmsBlockStore_storeId_idx" ON "CmsBlockStore"("storeId");

-- CreateIndex
CREATE INDEX "CmsBlock_identifier_idx" ON "CmsBlock"("identifier");
