-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_Category" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "parentId" INTEGER,
    "path" TEXT NOT NULL DEFAULT '',
    "level" INTEGER NOT NULL DEFAULT 0,
    "position" INTEGER NOT NULL DEFAULT 0,
    "name" TEXT NOT NULL,
    "urlKey" TEXT NOT NULL,
    "urlPath" TEXT NOT NULL,
    "isActive" BOOLEAN NOT NULL DEFAULT true,
    "includeInMenu" BOOLEAN NOT NULL DEFAULT true,
    "isAnchor" BOOLEAN NOT NULL DEFAULT true,
    "displayMode" TEXT NOT NULL DEFAULT 'PRODUCTS',
    "description" TEXT NOT NULL DEFAULT '',
    "image" TEXT,
    "metaTitle" TEXT NOT NULL DEFAULT '',
    "metaDescription" TEXT NOT NULL DEFAULT '',
    "pageLayout" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "Category_parentId_fkey" FOREIGN KEY ("parentId") REFERENCES "Category" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);
INSERT INTO "new_Category" ("createdAt", "description", "displayMode", "id", "image", "includeInMenu", "isActive", "level", "metaDescription", "metaTitle", "name", "pageLayout", "parentId", "path", "position", "updatedAt", "urlKey", "urlPath") SELECT "createdAt", "description", "displayMode", "id", "image", "includeInMenu", "isActive", "level", "metaDescription", "metaTitle", "name", "pageLayout", "parentId", "path", "position", "updatedAt", "urlKey", "urlPath" FROM "Category";
DROP TABLE "Category";
ALTER TABLE "new_Category" RENAME TO "Category";
CREATE UNIQUE INDEX "Category_urlPath_key" ON "Category"("urlPath");
CREATE INDEX "Category_parentId_idx" ON "Category"("parentId");
CREATE INDEX "Category_path_idx" ON "Category"("path");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;
