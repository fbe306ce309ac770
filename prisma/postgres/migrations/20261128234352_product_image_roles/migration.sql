-- AlterTable
ALTER TABLE "ProductImage" ADD COLUMN     "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
ADD COLUMN     "disabled" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "height" INTEGER,
ADD COLUMN     "roles" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "smallUrl" TEXT,
ADD COLUMN     "thumbnailUrl" TEXT,
ADD COLUMN     "width" INTEGER;

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
