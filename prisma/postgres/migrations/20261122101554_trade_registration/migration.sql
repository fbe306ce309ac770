-- CreateTable
CREATE TABLE "TradeApplication" (
    "id" SERIAL NOT NULL,
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
    "decidedAt" TIMESTAMP(3),
    "openKey" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "TradeApplication_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "TradePasswordToken" (
    "id" SERIAL NOT NULL,
    "customerId" INTEGER NOT NULL,
    "tokenHash" TEXT NOT NULL,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "usedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "TradePasswordToken_pkey" PRIMARY KEY ("id")
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
