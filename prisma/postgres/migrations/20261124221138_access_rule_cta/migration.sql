-- AlterTable
ALTER TABLE "AccessRule" ADD COLUMN     "ctaLabel" TEXT,
ADD COLUMN     "ctaUrl" TEXT;
