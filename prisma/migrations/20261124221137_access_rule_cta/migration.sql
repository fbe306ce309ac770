-- AlterTable
ALTER TABLE "AccessRule" ADD COLUMN "ctaLabel" TEXT;
ALTER TABLE "AccessRule" ADD COLUMN "ctaUrl" TEXT;
