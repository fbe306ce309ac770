-- AlterTable
ALTER TABLE "Order" ADD COLUMN     "accessTokenReads" INTEGER NOT NULL DEFAULT 0;
