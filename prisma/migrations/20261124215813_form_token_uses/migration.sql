-- CreateTable
CREATE TABLE "CustomFormTokenUse" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "expiresAt" DATETIME NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateIndex
CREATE INDEX "CustomFormTokenUse_expiresAt_idx" ON "CustomFormTokenUse"("expiresAt");
