-- CreateTable
CREATE TABLE "AccessRule" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "isActive" BOOLEAN NOT NULL DEFAULT true,
    "priority" INTEGER NOT NULL DEFAULT 0,
    "customerGroupIds" TEXT NOT NULL DEFAULT '',
    "storeCodes" TEXT NOT NULL DEFAULT '',
    "countries" TEXT NOT NULL DEFAULT '',
    "source" TEXT,
    "conditions" TEXT,
    "scopeCategoryIds" TEXT NOT NULL DEFAULT '',
    "hideListing" BOOLEAN NOT NULL DEFAULT false,
    "hidePrice" BOOLEAN NOT NULL DEFAULT false,
    "blockPurchase" BOOLEAN NOT NULL DEFAULT false,
    "redirectCms" TEXT,
    "enforcement" TEXT NOT NULL DEFAULT 'both',
    "message" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "AccessRule_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "AccessRuleProduct" (
    "ruleId" INTEGER NOT NULL,
    "productId" INTEGER NOT NULL,

    CONSTRAINT "AccessRuleProduct_pkey" PRIMARY KEY ("ruleId","productId")
);

-- CreateTable
CREATE TABLE "ProductTag" (
    "tag" TEXT NOT NULL,
    "productId" INTEGER NOT NULL,

    CONSTRAINT "ProductTag_pkey" PRIMARY KEY ("tag","productId")
);

-- CreateIndex
CREATE INDEX "AccessRule_isActive_priority_idx" ON "AccessRule"("isActive", "priority");

-- CreateIndex
CREATE INDEX "AccessRuleProduct_productId_idx" ON "AccessRuleProduct"("productId");

-- CreateIndex
CREATE INDEX "ProductTag_productId_idx" ON "ProductTag"("productId");

-- AddForeignKey
ALTER TABLE "ProductTag" ADD CONSTRAINT "ProductTag_productId_fkey" FOREIGN KEY ("productId") REFERENCES "Product"("id") ON DELETE CASCADE ON UPDATE CASCADE;
