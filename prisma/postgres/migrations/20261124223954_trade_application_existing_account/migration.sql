-- AlterTable
ALTER TABLE "TradeApplication" ADD COLUMN     "existingAccountStatus" TEXT;
