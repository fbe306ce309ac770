-- CreateTable
CREATE TABLE "CustomFormTokenUse" (
    "id" TEXT NOT NULL,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "CustomFormTokenUse_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "CustomFormTokenUse_expiresAt_idx" ON "CustomFormTokenUse"("expiresAt");
