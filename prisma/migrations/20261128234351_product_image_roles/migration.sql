-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_ProductImage" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "productId" INTEGER NOT NULL,
    "url" TEXT NOT NULL,
    "label" TEXT NOT NULL DEFAULT '',
    "position" INTEGER NOT NULL DEFAULT 0,
    "roles" TEXT NOT NULL DEFAULT '',
    "smallUrl" TEXT,
    "thumbnailUrl" TEXT,
    "width" INTEGER,
    "height" INTEGER,
    "disabled" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "ProductImage_productId_fkey" FOREIGN KEY ("productId") REFERENCES "Product" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_ProductImage" ("id", "label", "position", "productId", "url") SELECT "id", "label", "position", "productId", "url" FROM "ProductImage";
DROP TABLE "ProductImage";
ALTER TABLE "new_ProductImage" RENAME TO "ProductImage";
CREATE INDEX "ProductImage_productId_idx" ON "ProductImage"("productId");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- Images stored before roles: the one its product shows (the product's imageUrl, else its first) takes every role,
-- so that an upload without roles does not take the product's picture over (prisma/extra-sql.ts)
UPDATE "ProductImage" SET "roles" = 'base,small,thumbnail'
WHERE "id" IN (
  SELECT COALESCE(
    (SELECT i2."id" FROM "ProductImage" i2 JOIN "Product" p ON p."id" = i2."productId"
      WHERE i2."productId" = i."productId" AND i2."url" = p."imageUrl" ORDER BY i2."position", i2."id" LIMIT 1),
    (SELECT i3."id" FROM "ProductImage" i3 WHERE i3."productId" = i."productId" ORDER BY i3."position", i3."id" LIMIT 1))
  FROM "ProductImage" i GROUP BY i."productId"
);
