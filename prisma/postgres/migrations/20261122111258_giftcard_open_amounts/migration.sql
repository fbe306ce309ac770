-- AlterTable
ALTER TABLE "Category" ADD COLUMN     "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
ADD COLUMN     "pageLayout" TEXT;

-- AlterTable
ALTER TABLE "Product" ADD COLUMN     "giftcardAllowMessage" BOOLEAN NOT NULL DEFAULT true,
ADD COLUMN     "giftcardMaxAmount" DOUBLE PRECISION,
ADD COLUMN     "giftcardMinAmount" DOUBLE PRECISION,
ADD COLUMN     "linksPurchasedSeparately" BOOLEAN NOT NULL DEFAULT true,
ADD COLUMN     "linksTitle" TEXT,
ADD COLUMN     "pageLayout" TEXT;

-- Gift card types in Maho's words: rows without open-amount bounds sell preset amounts only
UPDATE "Product" SET "giftcardType" = 'fixed' WHERE "type" = 'giftcard' AND ("giftcardType" IS NULL OR "giftcardType" NOT IN ('fixed', 'range', 'combined') OR "giftcardMinAmount" IS NULL);

