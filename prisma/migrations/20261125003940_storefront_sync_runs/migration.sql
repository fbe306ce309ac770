-- CreateTable
CREATE TABLE "StorefrontSyncRun" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "trigger" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "path" TEXT NOT NULL,
    "outcome" TEXT NOT NULL DEFAULT 'pending',
    "reason" TEXT,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "itemCount" INTEGER,
    "adminId" INTEGER,
    "requestedAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "finishedAt" DATETIME,
    "durationMs" INTEGER,
    "workerReport" TEXT
);

-- CreateIndex
CREATE INDEX "StorefrontSyncRun_requestedAt_idx" ON "StorefrontSyncRun"("requestedAt");
