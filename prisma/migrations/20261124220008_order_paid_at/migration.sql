-- AlterTable
ALTER TABLE "Order" ADD COLUMN "paidAt" DATETIME;
