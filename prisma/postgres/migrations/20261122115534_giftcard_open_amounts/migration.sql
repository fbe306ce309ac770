-- AlterTable
ALTER TABLE "Category" ADD COLUMN     "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
ADD COLUMN     "pageLayout" TEXT;

-- AlterTable
ALTER TABLE "Product" ADD COLUMN     "giftcardAllowMessage" BOOLEAN NOT NULL DEFAULT true,
ADD COLUMN     "giftcardMaxAmount" DOUBLE PRECISION,
ADD COLUMN     "giftcardMinAmount" DOUBLE PRECISION,
ADD COLUMN     "indexPrice" DOUBLE PRECISION NOT NULL DEFAULT 0,
ADD COLUMN     "linksPurchasedSeparately" BOOLEAN NOT NULL DEFAULT true,
ADD COLUMN     "linksTitle" TEXT,
ADD COLUMN     "pageLayout" TEXT;

-- CreateIndex
CREATE INDEX "Product_indexPrice_idx" ON "Product"("indexPrice");

-- Gift card types in Maho's words: rows without open-amount bounds sell preset amounts only
UPDATE "Product" SET "giftcardType" = 'fixed' WHERE "type" = 'giftcard' AND ("giftcardType" IS NULL OR "giftcardType" NOT IN ('fixed', 'range', 'combined') OR "giftcardMinAmount" IS NULL);
-- The listing price index (src/catalog/price-index.ts)
UPDATE "Product" SET "indexPrice" = "price" WHERE ("type" NOT IN ('grouped', 'bundle') OR "price" > 0);
UPDATE "Product" SET "indexPrice" = COALESCE((SELECT MIN(c."price") FROM "ProductLink" l JOIN "Product" c ON c."id" = l."childId" WHERE l."parentId" = "Product"."id" AND l."kind" = 'grouped' AND c."status" = 1 AND c."price" > 0), 0) WHERE "type" = 'grouped' AND "price" = 0;
UPDATE "Product" SET "indexPrice" = COALESCE((SELECT SUM(t."least") FROM (SELECT o."productId" AS "bundleId", MIN(c."price" * s."qty") AS "least" FROM "BundleOption" o JOIN "BundleSelection" s ON s."optionId" = o."id" JOIN "Product" c ON c."id" = s."productId" WHERE o."required" = TRUE AND c."status" = 1 GROUP BY o."productId", o."id") t WHERE t."bundleId" = "Product"."id"), (SELECT MIN(c."price" * s."qty") FROM "BundleOption" o JOIN "BundleSelection" s ON s."optionId" = o."id" JOIN "Product" c ON c."id" = s."productId" WHERE o."productId" = "Product"."id" AND c."status" = 1), 0) WHERE "type" = 'bundle' AND "price" = 0;

