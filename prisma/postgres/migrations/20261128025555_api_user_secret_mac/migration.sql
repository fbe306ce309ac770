-- AlterTable
ALTER TABLE "ApiUser" ADD COLUMN     "secretMac" TEXT;
