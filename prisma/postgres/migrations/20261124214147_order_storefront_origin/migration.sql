-- AlterTable
ALTER TABLE "Order" ADD COLUMN     "storefrontOrigin" TEXT;
