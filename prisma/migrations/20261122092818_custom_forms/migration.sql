-- CreateTable
CREATE TABLE "CustomForm" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "code" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "storeIds" TEXT NOT NULL DEFAULT '[]',
    "isActive" BOOLEAN NOT NULL DEFAULT true,
    "successMessage" TEXT NOT NULL DEFAULT '',
    "recipients" TEXT NOT NULL DEFAULT '',
    "fields" TEXT NOT NULL DEFAULT '[]',
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL
);

-- CreateTable
CREATE TABLE "CustomFormSubmission" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    "formId" INTEGER NOT NULL,
    "formCode" TEXT NOT NULL,
    "storeId" INTEGER NOT NULL,
    "payload" TEXT NOT NULL,
    "secrets" TEXT NOT NULL DEFAULT '{}',
    "ip" TEXT NOT NULL DEFAULT '',
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP
);

-- CreateIndex
CREATE UNIQUE INDEX "CustomForm_code_key" ON "CustomForm"("code");

-- CreateIndex
CREATE INDEX "CustomFormSubmission_formId_createdAt_idx" ON "CustomFormSubmission"("formId", "createdAt");

-- CreateIndex
CREATE INDEX "CustomFormSubmission_createdAt_idx" ON "CustomFormSubmission"("createdAt");
