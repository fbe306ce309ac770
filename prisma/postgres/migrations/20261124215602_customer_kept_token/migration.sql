-- AlterTable
ALTER TABLE "Customer" ADD COLUMN     "keptTokenId" TEXT;
