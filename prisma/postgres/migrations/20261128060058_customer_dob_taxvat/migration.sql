-- AlterTable
ALTER TABLE "Customer" ADD COLUMN     "dob" TEXT,
ADD COLUMN     "taxvat" TEXT;
