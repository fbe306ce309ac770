-- AlterTable
ALTER TABLE "TradeApplication" ADD COLUMN     "flaggedSubmissions" INTEGER NOT NULL DEFAULT 0;

-- CreateTable
CREATE TABLE "TradeApplicationEvent" (
    "id" SERIAL NOT NULL,
    "applicationId" INTEGER NOT NULL,
    "kind" TEXT NOT NULL,
    "submissionId" INTEGER,
    "formCode" TEXT NOT NULL DEFAULT '',
    "payload" TEXT,
    "flagged" BOOLEAN NOT NULL DEFAULT false,
    "note" TEXT NOT NULL DEFAULT '',
    "adminUsername" TEXT NOT NULL DEFAULT '',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "TradeApplicationEvent_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "TradeApplicationEvent_applicationId_id_idx" ON "TradeApplicationEvent"("applicationId", "id");
