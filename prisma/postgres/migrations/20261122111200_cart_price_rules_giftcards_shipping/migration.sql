-- AlterTable
ALTER TABLE "Cart" ADD COLUMN     "couponCode" TEXT,
ADD COLUMN     "giftcardCodes" TEXT NOT NULL DEFAULT '[]',
ADD COLUMN     "shippingMethod" TEXT;

-- AlterTable
ALTER TABLE "Order" ADD COLUMN     "couponCode" TEXT,
ADD COLUMN     "discountAmount" DOUBLE PRECISION NOT NULL DEFAULT 0,
ADD COLUMN     "giftcardAmount" DOUBLE PRECISION NOT NULL DEFAULT 0,
ADD COLUMN     "giftcards" TEXT NOT NULL DEFAULT '[]';

-- CreateTable
CREATE TABLE "SalesRule" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "code" TEXT NOT NULL,
    "isActive" BOOLEAN NOT NULL DEFAULT true,
    "fromDate" TIMESTAMP(3),
    "toDate" TIMESTAMP(3),
    "discountType" TEXT NOT NULL,
    "discountAmount" DOUBLE PRECISION NOT NULL,
    "customerGroupIds" TEXT NOT NULL DEFAULT '',
    "storeIds" TEXT NOT NULL DEFAULT '',
    "usesPerCoupon" INTEGER,
    "timesUsed" INTEGER NOT NULL DEFAULT 0,
    "freeShipping" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "SalesRule_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "GiftcardAccount" (
    "id" SERIAL NOT NULL,
    "code" TEXT NOT NULL,
    "initialAmount" DOUBLE PRECISION NOT NULL,
    "balance" DOUBLE PRECISION NOT NULL,
    "currency" TEXT NOT NULL,
    "state" TEXT NOT NULL DEFAULT 'active',
    "orderId" INTEGER,
    "orderItemId" INTEGER,
    "senderName" TEXT,
    "senderEmail" TEXT,
    "recipientName" TEXT,
    "recipientEmail" TEXT,
    "message" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "GiftcardAccount_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "SalesRule_code_key" ON "SalesRule"("code");

-- CreateIndex
CREATE UNIQUE INDEX "GiftcardAccount_code_key" ON "GiftcardAccount"("code");

-- CreateIndex
CREATE INDEX "GiftcardAccount_orderId_idx" ON "GiftcardAccount"("orderId");

-- AddForeignKey
ALTER TABLE "GiftcardAccount" ADD CONSTRAINT "GiftcardAccount_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "Order"("id") ON DELETE SET NULL ON UPDATE CASCADE;
