-- AlterTable
ALTER TABLE "OrderItem" ADD COLUMN     "priceExplanation" TEXT;

-- CreateTable
CREATE TABLE "PriceList" (
    "id" SERIAL NOT NULL,
    "code" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "currency" TEXT NOT NULL DEFAULT 'USD',
    "storeIds" TEXT NOT NULL DEFAULT '',
    "active" BOOLEAN NOT NULL DEFAULT true,
    "validFrom" TIMESTAMP(3),
    "validTo" TIMESTAMP(3),
    "priority" INTEGER NOT NULL DEFAULT 0,
    "adjustmentPercent" DECIMAL(20,4),
    "condition" TEXT,
    "conditionTree" TEXT,
    "revision" INTEGER NOT NULL DEFAULT 1,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "PriceList_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PriceListItem" (
    "id" SERIAL NOT NULL,
    "priceListId" INTEGER NOT NULL,
    "sku" TEXT NOT NULL,
    "price" DECIMAL(20,4),
    "tiers" TEXT NOT NULL DEFAULT '[]',
    "minQty" DECIMAL(20,4),
    "maxQty" DECIMAL(20,4),
    "qtyIncrement" DECIMAL(20,4),
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "PriceListItem_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "PriceListCompany" (
    "priceListId" INTEGER NOT NULL,
    "companyId" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PriceListCompany_pkey" PRIMARY KEY ("priceListId","companyId")
);

-- CreateTable
CREATE TABLE "PriceListGroup" (
    "priceListId" INTEGER NOT NULL,
    "customerGroupId" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PriceListGroup_pkey" PRIMARY KEY ("priceListId","customerGroupId")
);

-- CreateIndex
CREATE UNIQUE INDEX "PriceList_code_key" ON "PriceList"("code");

-- CreateIndex
CREATE INDEX "PriceList_active_priority_idx" ON "PriceList"("active", "priority");

-- CreateIndex
CREATE INDEX "PriceListItem_sku_idx" ON "PriceListItem"("sku");

-- CreateIndex
CREATE UNIQUE INDEX "PriceListItem_priceListId_sku_key" ON "PriceListItem"("priceListId", "sku");

-- CreateIndex
CREATE INDEX "PriceListCompany_companyId_idx" ON "PriceListCompany"("companyId");

-- CreateIndex
CREATE INDEX "PriceListGroup_customerGroupId_idx" ON "PriceListGroup"("customerGroupId");

-- AddForeignKey
ALTER TABLE "PriceListItem" ADD CONSTRAINT "PriceListItem_priceListId_fkey" FOREIGN KEY ("priceListId") REFERENCES "PriceList"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PriceListCompany" ADD CONSTRAINT "PriceListCompany_priceListId_fkey" FOREIGN KEY ("priceListId") REFERENCES "PriceList"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "PriceListGroup" ADD CONSTRAINT "PriceListGroup_priceListId_fkey" FOREIGN KEY ("priceListId") REFERENCES "PriceList"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Price-list writes made outside the API bump the pricing cache version and the lists' revisions (src/core/coherence.ts);
CREATE CONSTRAINT TRIGGER "PriceList_outside_write" AFTER INSERT OR UPDATE OR DELETE ON "PriceList" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "cache_version_outside_write"('pricingChanged');
CREATE TRIGGER "PriceList_outside_truncate" AFTER TRUNCATE ON "PriceList" FOR EACH STATEMENT EXECUTE FUNCTION "cache_version_outside_write"('pricingChanged');
CREATE CONSTRAINT TRIGGER "PriceListItem_outside_write" AFTER INSERT OR UPDATE OR DELETE ON "PriceListItem" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "cache_version_outside_write"('pricingChanged');
CREATE TRIGGER "PriceListItem_outside_truncate" AFTER TRUNCATE ON "PriceListItem" FOR EACH STATEMENT EXECUTE FUNCTION "cache_version_outside_write"('pricingChanged');
CREATE CONSTRAINT TRIGGER "PriceListCompany_outside_write" AFTER INSERT OR UPDATE OR DELETE ON "PriceListCompany" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "cache_version_outside_write"('pricingChanged');
CREATE TRIGGER "PriceListCompany_outside_truncate" AFTER TRUNCATE ON "PriceListCompany" FOR EACH STATEMENT EXECUTE FUNCTION "cache_version_outside_write"('pricingChanged');
CREATE CONSTRAINT TRIGGER "PriceListGroup_outside_write" AFTER INSERT OR UPDATE OR DELETE ON "PriceListGroup" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "cache_version_outside_write"('pricingChanged');
CREATE TRIGGER "PriceListGroup_outside_truncate" AFTER TRUNCATE ON "PriceListGroup" FOR EACH STATEMENT EXECUTE FUNCTION "cache_version_outside_write"('pricingChanged');
CREATE FUNCTION "price_list_revision_own"() RETURNS trigger LANGUAGE plpgsql AS E'BEGIN
  IF NEW."revision" = OLD."revision" THEN
    NEW."revision" := OLD."revision" + 1\073
  END IF\073
  RETURN NEW\073
END';
CREATE TRIGGER "PriceList_revision" BEFORE UPDATE ON "PriceList" FOR EACH ROW EXECUTE FUNCTION "price_list_revision_own"();
CREATE FUNCTION "price_list_revision_child"() RETURNS trigger LANGUAGE plpgsql AS E'DECLARE
  list INTEGER := CASE WHEN TG_OP = ''DELETE'' THEN OLD."priceListId" ELSE NEW."priceListId" END\073
  flag TEXT := ''b2b.price_list_revised_'' || list\073
BEGIN
  IF TG_OP = ''UPDATE'' AND OLD."priceListId" <> NEW."priceListId" THEN
    UPDATE "PriceList" SET "revision" = "revision" + 1 WHERE "id" = OLD."priceListId"\073
  END IF\073
  IF coalesce(current_setting(flag, true), '''') = ''on'' THEN
    RETURN NULL\073
  END IF\073
  PERFORM set_config(flag, ''on'', true)\073
  UPDATE "PriceList" SET "revision" = "revision" + 1 WHERE "id" = list\073
  RETURN NULL\073
END';
CREATE FUNCTION "price_list_revision_all"() RETURNS trigger LANGUAGE plpgsql AS E'BEGIN
  UPDATE "PriceList" SET "revision" = "revision" + 1\073
  RETURN NULL\073
END';
CREATE TRIGGER "PriceListItem_revision" AFTER INSERT OR UPDATE OR DELETE ON "PriceListItem" FOR EACH ROW EXECUTE FUNCTION "price_list_revision_child"();
CREATE TRIGGER "PriceListItem_truncate_revision" AFTER TRUNCATE ON "PriceListItem" FOR EACH STATEMENT EXECUTE FUNCTION "price_list_revision_all"();
CREATE TRIGGER "PriceListCompany_revision" AFTER INSERT OR UPDATE OR DELETE ON "PriceListCompany" FOR EACH ROW EXECUTE FUNCTION "price_list_revision_child"();
CREATE TRIGGER "PriceListCompany_truncate_revision" AFTER TRUNCATE ON "PriceListCompany" FOR EACH STATEMENT EXECUTE FUNCTION "price_list_revision_all"();
CREATE TRIGGER "PriceListGroup_revision" AFTER INSERT OR UPDATE OR DELETE ON "PriceListGroup" FOR EACH ROW EXECUTE FUNCTION "price_list_revision_child"();
CREATE TRIGGER "PriceListGroup_truncate_revision" AFTER TRUNCATE ON "PriceListGroup" FOR EACH STATEMENT EXECUTE FUNCTION "price_list_revision_all"();
