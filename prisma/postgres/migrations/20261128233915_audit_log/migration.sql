-- CreateTable
CREATE TABLE "AuditEntry" (
    "id" SERIAL NOT NULL,
    "at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "actorKind" TEXT NOT NULL,
    "adminId" INTEGER,
    "apiUserId" INTEGER,
    "actorName" TEXT NOT NULL,
    "ip" TEXT,
    "requestId" TEXT,
    "operation" TEXT NOT NULL,
    "entityType" TEXT NOT NULL,
    "entityId" TEXT NOT NULL,
    "before" TEXT,
    "after" TEXT,

    CONSTRAINT "AuditEntry_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "AuditEntry_entityType_entityId_at_idx" ON "AuditEntry"("entityType", "entityId", "at");

-- CreateIndex
CREATE INDEX "AuditEntry_at_idx" ON "AuditEntry"("at");

-- CreateIndex
CREATE INDEX "AuditEntry_adminId_at_idx" ON "AuditEntry"("adminId", "at");

-- CreateIndex
CREATE INDEX "AuditEntry_operation_at_idx" ON "AuditEntry"("operation", "at");
