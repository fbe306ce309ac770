-- AlterTable
ALTER TABLE "Order" ADD COLUMN     "invoiceEmail" TEXT;

-- CreateTable
CREATE TABLE "CompanyCredit" (
    "companyId" INTEGER NOT NULL,
    "currency" TEXT NOT NULL,
    "creditLimit" DECIMAL(20,4) NOT NULL DEFAULT 0,
    "balance" DECIMAL(20,4) NOT NULL DEFAULT 0,
    "allowExceed" BOOLEAN NOT NULL DEFAULT false,
    "onHold" BOOLEAN NOT NULL DEFAULT false,
    "holdReason" TEXT NOT NULL DEFAULT '',
    "terms" TEXT NOT NULL DEFAULT 'net30',
    "payOnAccount" BOOLEAN NOT NULL DEFAULT true,
    "purchaseOrder" BOOLEAN NOT NULL DEFAULT true,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "CompanyCredit_pkey" PRIMARY KEY ("companyId")
);

-- CreateTable
CREATE TABLE "CreditLedgerEntry" (
    "id" SERIAL NOT NULL,
    "companyId" INTEGER NOT NULL,
    "kind" TEXT NOT NULL,
    "amount" DECIMAL(20,4) NOT NULL,
    "balanceAfter" DECIMAL(20,4) NOT NULL,
    "limitAfter" DECIMAL(20,4) NOT NULL,
    "reference" TEXT NOT NULL DEFAULT '',
    "orderId" INTEGER,
    "actorKind" TEXT NOT NULL,
    "actorId" INTEGER,
    "actorName" TEXT NOT NULL DEFAULT '',
    "note" TEXT NOT NULL DEFAULT '',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "CreditLedgerEntry_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "CreditInvoice" (
    "invoiceId" INTEGER NOT NULL,
    "companyId" INTEGER NOT NULL,
    "orderId" INTEGER NOT NULL,
    "amount" DECIMAL(20,4) NOT NULL,
    "paid" DECIMAL(20,4) NOT NULL DEFAULT 0,
    "dueAt" TIMESTAMP(3) NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'open',
    "overdueAt" TIMESTAMP(3),
    "remindedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "CreditInvoice_pkey" PRIMARY KEY ("invoiceId")
);

-- CreateTable
CREATE TABLE "ApprovalRule" (
    "id" SERIAL NOT NULL,
    "companyId" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "priority" INTEGER NOT NULL DEFAULT 0,
    "source" TEXT NOT NULL,
    "compiled" TEXT NOT NULL,
    "isActive" BOOLEAN NOT NULL DEFAULT true,
    "authorKind" TEXT NOT NULL,
    "authorId" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ApprovalRule_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SpendingLimit" (
    "id" SERIAL NOT NULL,
    "companyId" INTEGER NOT NULL,
    "memberId" INTEGER,
    "roleId" INTEGER,
    "amount" DECIMAL(20,4) NOT NULL,
    "window" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "SpendingLimit_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PurchasingPolicy" (
    "companyId" INTEGER NOT NULL,
    "overLimit" TEXT NOT NULL DEFAULT 'approval',
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "PurchasingPolicy_pkey" PRIMARY KEY ("companyId")
);

-- CreateTable
CREATE TABLE "PurchaseOrder" (
    "id" SERIAL NOT NULL,
    "number" TEXT NOT NULL,
    "companyId" INTEGER NOT NULL,
    "storeId" INTEGER NOT NULL,
    "customerId" INTEGER NOT NULL,
    "memberId" INTEGER NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'approval_required',
    "currency" TEXT NOT NULL,
    "subtotal" DECIMAL(20,4) NOT NULL,
    "shippingAmount" DECIMAL(20,4) NOT NULL,
    "grandTotal" DECIMAL(20,4) NOT NULL,
    "paymentMethod" TEXT NOT NULL,
    "poNumber" TEXT,
    "snapshot" TEXT NOT NULL,
    "reasons" TEXT NOT NULL DEFAULT '[]',
    "orderId" INTEGER,
    "orderIncrementId" TEXT,
    "failureReason" TEXT NOT NULL DEFAULT '',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "PurchaseOrder_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PurchaseOrderStep" (
    "id" SERIAL NOT NULL,
    "purchaseOrderId" INTEGER NOT NULL,
    "position" INTEGER NOT NULL,
    "kind" TEXT NOT NULL,
    "roleId" INTEGER,
    "roleName" TEXT NOT NULL DEFAULT '',
    "memberId" INTEGER,
    "required" INTEGER NOT NULL DEFAULT 1,
    "approvals" INTEGER NOT NULL DEFAULT 0,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "ruleName" TEXT NOT NULL,

    CONSTRAINT "PurchaseOrderStep_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PurchaseOrderEvent" (
    "id" SERIAL NOT NULL,
    "purchaseOrderId" INTEGER NOT NULL,
    "kind" TEXT NOT NULL,
    "stepId" INTEGER,
    "actorKind" TEXT NOT NULL,
    "actorId" INTEGER,
    "actorName" TEXT NOT NULL DEFAULT '',
    "asCompanyAdmin" BOOLEAN NOT NULL DEFAULT false,
    "note" TEXT NOT NULL DEFAULT '',
    "approvalKey" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PurchaseOrderEvent_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "CreditLedgerEntry_companyId_id_idx" ON "CreditLedgerEntry"("companyId", "id");

-- CreateIndex
CREATE INDEX "CreditLedgerEntry_orderId_idx" ON "CreditLedgerEntry"("orderId");

-- CreateIndex
CREATE INDEX "CreditInvoice_companyId_status_dueAt_idx" ON "CreditInvoice"("companyId", "status", "dueAt");

-- CreateIndex
CREATE INDEX "CreditInvoice_status_dueAt_idx" ON "CreditInvoice"("status", "dueAt");

-- CreateIndex
CREATE INDEX "CreditInvoice_orderId_idx" ON "CreditInvoice"("orderId");

-- CreateIndex
CREATE INDEX "ApprovalRule_companyId_isActive_idx" ON "ApprovalRule"("companyId", "isActive");

-- CreateIndex
CREATE UNIQUE INDEX "ApprovalRule_companyId_name_key" ON "ApprovalRule"("companyId", "name");

-- CreateIndex
CREATE INDEX "SpendingLimit_companyId_idx" ON "SpendingLimit"("companyId");

-- CreateIndex
CREATE INDEX "SpendingLimit_memberId_idx" ON "SpendingLimit"("memberId");

-- CreateIndex
CREATE INDEX "SpendingLimit_roleId_idx" ON "SpendingLimit"("roleId");

-- CreateIndex
CREATE UNIQUE INDEX "PurchaseOrder_number_key" ON "PurchaseOrder"("number");

-- CreateIndex
CREATE UNIQUE INDEX "PurchaseOrder_orderId_key" ON "PurchaseOrder"("orderId");

-- CreateIndex
CREATE INDEX "PurchaseOrder_companyId_status_id_idx" ON "PurchaseOrder"("companyId", "status", "id");

-- CreateIndex
CREATE INDEX "PurchaseOrder_customerId_id_idx" ON "PurchaseOrder"("customerId", "id");

-- CreateIndex
CREATE UNIQUE INDEX "PurchaseOrderStep_purchaseOrderId_position_key" ON "PurchaseOrderStep"("purchaseOrderId", "position");

-- CreateIndex
CREATE UNIQUE INDEX "PurchaseOrderEvent_approvalKey_key" ON "PurchaseOrderEvent"("approvalKey");

-- CreateIndex
CREATE INDEX "PurchaseOrderEvent_purchaseOrderId_id_idx" ON "PurchaseOrderEvent"("purchaseOrderId", "id");

-- AddForeignKey
ALTER TABLE "PurchaseOrderStep" ADD CONSTRAINT "PurchaseOrderStep_purchaseOrderId_fkey" FOREIGN KEY ("purchaseOrderId") REFERENCES "PurchaseOrder"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PurchaseOrderEvent" ADD CONSTRAINT "PurchaseOrderEvent_purchaseOrderId_fkey" FOREIGN KEY ("purchaseOrderId") REFERENCES "PurchaseOrder"("id") ON DELETE CASCADE ON UPDATE CASCADE;
