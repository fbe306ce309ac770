-- AlterTable
ALTER TABLE "Customer" ADD COLUMN "dob" TEXT;
ALTER TABLE "Customer" ADD COLUMN "taxvat" TEXT;
