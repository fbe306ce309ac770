-- CreateTable
CREATE TABLE "TradeApplication" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "storeId" INTEGER NOT NULL,
    "email" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "formCode" TEXT NOT NULL,
    "submissionId" INTEGER NOT NULL,
    "payload" TEXT NOT NULL,
    "history" TEXT NOT NULL DEFAULT '[]',
    "customerId" INTEGER NOT NULL,
    "hasPassword" BOOLEAN NOT NULL DEFAULT false,
    "decisionNote" TEXT NOT NULL DEFAULT '',
    "decidedAt" DATETIME,
    "openKey" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL
);

-- CreateTable
CREATE TABLE "TradePasswordToken" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "customerId" INTEGER NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "expiresAt" DATETIME NOT NULL,
    "usedAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateIndex
CREATE UNIQUE INDEX "TradeApplication_openKey_key" ON "TradeApplication"("openKey");

-- CreateIndex
CREATE INDEX "TradeApplication_storeId_email_status_idx" ON "TradeApplication"("storeId", "email", "status");

-- CreateIndex
CREATE INDEX "TradeApplication_status_createdAt_idx" ON "TradeApplication"("status", "createdAt");

-- CreateIndex
CREATE INDEX "TradeApplication_customerId_idx" ON "TradeApplication"("customerId");

-- CreateIndex
CREATE UNIQUE INDEX "TradePasswordToken_tokenHash_key" ON "TradePasswordToken"("tokenHash");

-- CreateIndex
CREATE INDEX "TradePasswordToken_customerId_idx" ON "TradePasswordToken"("customerId");
