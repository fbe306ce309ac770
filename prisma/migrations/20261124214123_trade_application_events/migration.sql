-- CreateTable
CREATE TABLE "TradeApplicationEvent" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "applicationId" INTEGER NOT NULL,
    "kind" TEXT NOT NULL,
    "submissionId" INTEGER,
    "formCode" TEXT NOT NULL DEFAULT '',
    "payload" TEXT,
    "flagged" BOOLEAN NOT NULL DEFAULT false,
    "note" TEXT NOT NULL DEFAULT '',
    "adminUsername" TEXT NOT NULL DEFAULT '',
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_TradeApplication" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "storeId" INTEGER NOT NULL,
    "email" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "formCode" TEXT NOT NULL,
    "submissionId" INTEGER NOT NULL,
    "payload" TEXT NOT NULL,
    "history" TEXT NOT NULL DEFAULT '[]',
    "flaggedSubmissions" INTEGER NOT NULL DEFAULT 0,
    "customerId" INTEGER NOT NULL,
    "hasPassword" BOOLEAN NOT NULL DEFAULT false,
    "decisionNote" TEXT NOT NULL DEFAULT '',
    "decidedAt" DATETIME,
    "openKey" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL
);
INSERT INTO "new_TradeApplication" ("createdAt", "customerId", "decidedAt", "decisionNote", "email", "formCode", "hasPassword", "history", "id", "openKey", "payload", "status", "storeId", "submissionId", "updatedAt") SELECT "createdAt", "customerId", "decidedAt", "decisionNote", "email", "formCode", "hasPassword", "history", "id", "openKey", "payload", "status", "storeId", "submissionId", "updatedAt" FROM "TradeApplication";
DROP TABLE "TradeApplication";
ALTER TABLE "new_TradeApplication" RENAME TO "TradeApplication";
CREATE UNIQUE INDEX "TradeApplication_openKey_key" ON "TradeApplication"("openKey");
CREATE INDEX "TradeApplication_storeId_email_status_idx" ON "TradeApplication"("storeId", "email", "status");
CREATE INDEX "TradeApplication_status_createdAt_idx" ON "TradeApplication"("status", "createdAt");
CREATE INDEX "TradeApplication_customerId_idx" ON "TradeApplication"("customerId");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- CreateIndex
CREATE INDEX "TradeApplicationEvent_applicationId_id_idx" ON "TradeApplicationEvent"("applicationId", "id");
