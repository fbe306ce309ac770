-- AlterTable
ALTER TABLE "Customer" ADD COLUMN     "tokenGeneration" INTEGER NOT NULL DEFAULT 0;
