-- CreateTable
CREATE TABLE "AccessRule" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
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
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL
);

-- CreateTable
CREATE TABLE "AccessRuleProduct" (
    "ruleId" INTEGER NOT NULL,
    "productId" INTEGER NOT NULL,

    PRIMARY KEY ("ruleId", "productId")
);

-- CreateTable
CREATE TABLE "ProductTag" (
    "tag" TEXT NOT NULL,
    "productId" INTEGER NOT NULL,

    PRIMARY KEY ("tag", "productId"),
    CONSTRAINT "ProductTag_productId_fkey" FOREIGN KEY ("productId") REFERENCES "Product" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE INDEX "AccessRule_isActive_priority_idx" ON "AccessRule"("isActive", "priority");

-- CreateIndex
CREATE INDEX "AccessRuleProduct_productId_idx" ON "AccessRuleProduct"("productId");

-- CreateIndex
CREATE INDEX "ProductTag_productId_idx" ON "ProductTag"("productId");
