-- AlterTable
ALTER TABLE "Order" ADD COLUMN     "note" TEXT;
