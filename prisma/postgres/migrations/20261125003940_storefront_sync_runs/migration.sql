-- CreateTable
CREATE TABLE "StorefrontSyncRun" (
    "id" SERIAL NOT NULL,
    "trigger" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "path" TEXT NOT NULL,
    "outcome" TEXT NOT NULL DEFAULT 'pending',
    "reason" TEXT,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "itemCount" INTEGER,
    "adminId" INTEGER,
    "requestedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "finishedAt" TIMESTAMP(3),
    "durationMs" INTEGER,
    "workerReport" TEXT,

    CONSTRAINT "StorefrontSyncRun_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "StorefrontSyncRun_requestedAt_idx" ON "StorefrontSyncRun"("requestedAt");
