-- AlterTable
ALTER TABLE "Category" ADD COLUMN     "isAnchor" BOOLEAN NOT NULL DEFAULT true;
