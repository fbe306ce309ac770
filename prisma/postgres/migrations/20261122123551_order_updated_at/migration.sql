-- AlterTable
ALTER TABLE "Order" ADD COLUMN     "updatedAt" TIMESTAMP(3);

-- Orders written before the column: last changed when placed, as far as anybody knows
UPDATE "Order" SET "updatedAt" = "createdAt" WHERE "updatedAt" IS NULL;

