-- CreateIndex
CREATE INDEX "Order_createdAt_idx" ON "Order"("createdAt");
