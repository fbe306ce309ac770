-- Writes made outside the API bump the cache version of what they change (src/core/coherence.ts)
CREATE FUNCTION "cache_version_outside_write"() RETURNS trigger LANGUAGE plpgsql AS E'DECLARE
  flag TEXT := ''b2b.announced_'' || lower(TG_ARGV[0])\073
BEGIN
  IF coalesce(current_setting(flag, true), '''') = ''on'' THEN
    RETURN NULL\073
  END IF\073
  PERFORM set_config(flag, ''on'', true)\073
  INSERT INTO "CacheVersion" ("topic", "version") VALUES (TG_ARGV[0], 1)
    ON CONFLICT ("topic") DO UPDATE SET "version" = "CacheVersion"."version" + 1\073
  RETURN NULL\073
END';
CREATE CONSTRAINT TRIGGER "AccessRule_outside_write" AFTER INSERT OR UPDATE OR DELETE ON "AccessRule" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "cache_version_outside_write"('accessGateChanged');
CREATE TRIGGER "AccessRule_outside_truncate" AFTER TRUNCATE ON "AccessRule" FOR EACH STATEMENT EXECUTE FUNCTION "cache_version_outside_write"('accessGateChanged');
CREATE CONSTRAINT TRIGGER "AccessRuleProduct_outside_write" AFTER INSERT OR UPDATE OR DELETE ON "AccessRuleProduct" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "cache_version_outside_write"('accessGateChanged');
CREATE TRIGGER "AccessRuleProduct_outside_truncate" AFTER TRUNCATE ON "AccessRuleProduct" FOR EACH STATEMENT EXECUTE FUNCTION "cache_version_outside_write"('accessGateChanged');
CREATE CONSTRAINT TRIGGER "TierPrice_outside_write" AFTER INSERT OR UPDATE OR DELETE ON "TierPrice" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "cache_version_outside_write"('catalogChanged');
CREATE TRIGGER "TierPrice_outside_truncate" AFTER TRUNCATE ON "TierPrice" FOR EACH STATEMENT EXECUTE FUNCTION "cache_version_outside_write"('catalogChanged');
CREATE CONSTRAINT TRIGGER "Category_outside_write" AFTER INSERT OR UPDATE OR DELETE ON "Category" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "cache_version_outside_write"('catalogChanged');
CREATE TRIGGER "Category_outside_truncate" AFTER TRUNCATE ON "Category" FOR EACH STATEMENT EXECUTE FUNCTION "cache_version_outside_write"('catalogChanged');
CREATE CONSTRAINT TRIGGER "ProductCategory_outside_write" AFTER INSERT OR UPDATE OR DELETE ON "ProductCategory" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "cache_version_outside_write"('catalogChanged');
CREATE TRIGGER "ProductCategory_outside_truncate" AFTER TRUNCATE ON "ProductCategory" FOR EACH STATEMENT EXECUTE FUNCTION "cache_version_outside_write"('catalogChanged');
CREATE CONSTRAINT TRIGGER "ProductAttributeValue_outside_write" AFTER INSERT OR UPDATE OR DELETE ON "ProductAttributeValue" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "cache_version_outside_write"('catalogChanged');
CREATE TRIGGER "ProductAttributeValue_outside_truncate" AFTER TRUNCATE ON "ProductAttributeValue" FOR EACH STATEMENT EXECUTE FUNCTION "cache_version_outside_write"('catalogChanged');
CREATE CONSTRAINT TRIGGER "ConfigurableAttribute_outside_write" AFTER INSERT OR UPDATE OR DELETE ON "ConfigurableAttribute" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "cache_version_outside_write"('catalogChanged');
CREATE TRIGGER "ConfigurableAttribute_outside_truncate" AFTER TRUNCATE ON "ConfigurableAttribute" FOR EACH STATEMENT EXECUTE FUNCTION "cache_version_outside_write"('catalogChanged');
CREATE CONSTRAINT TRIGGER "ProductLink_outside_write" AFTER INSERT OR UPDATE OR DELETE ON "ProductLink" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "cache_version_outside_write"('catalogChanged');
CREATE TRIGGER "ProductLink_outside_truncate" AFTER TRUNCATE ON "ProductLink" FOR EACH STATEMENT EXECUTE FUNCTION "cache_version_outside_write"('catalogChanged');
CREATE CONSTRAINT TRIGGER "BundleOption_outside_write" AFTER INSERT OR UPDATE OR DELETE ON "BundleOption" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "cache_version_outside_write"('catalogChanged');
CREATE TRIGGER "BundleOption_outside_truncate" AFTER TRUNCATE ON "BundleOption" FOR EACH STATEMENT EXECUTE FUNCTION "cache_version_outside_write"('catalogChanged');
CREATE CONSTRAINT TRIGGER "BundleSelection_outside_write" AFTER INSERT OR UPDATE OR DELETE ON "BundleSelection" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "cache_version_outside_write"('catalogChanged');
CREATE TRIGGER "BundleSelection_outside_truncate" AFTER TRUNCATE ON "BundleSelection" FOR EACH STATEMENT EXECUTE FUNCTION "cache_version_outside_write"('catalogChanged');
CREATE CONSTRAINT TRIGGER "DownloadableLink_outside_write" AFTER INSERT OR UPDATE OR DELETE ON "DownloadableLink" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "cache_version_outside_write"('catalogChanged');
CREATE TRIGGER "DownloadableLink_outside_truncate" AFTER TRUNCATE ON "DownloadableLink" FOR EACH STATEMENT EXECUTE FUNCTION "cache_version_outside_write"('catalogChanged');
CREATE CONSTRAINT TRIGGER "CustomOption_outside_write" AFTER INSERT OR UPDATE OR DELETE ON "CustomOption" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "cache_version_outside_write"('catalogChanged');
CREATE TRIGGER "CustomOption_outside_truncate" AFTER TRUNCATE ON "CustomOption" FOR EACH STATEMENT EXECUTE FUNCTION "cache_version_outside_write"('catalogChanged');
CREATE CONSTRAINT TRIGGER "CustomOptionValue_outside_write" AFTER INSERT OR UPDATE OR DELETE ON "CustomOptionValue" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "cache_version_outside_write"('catalogChanged');
CREATE TRIGGER "CustomOptionValue_outside_truncate" AFTER TRUNCATE ON "CustomOptionValue" FOR EACH STATEMENT EXECUTE FUNCTION "cache_version_outside_write"('catalogChanged');
CREATE CONSTRAINT TRIGGER "ProductImage_outside_write" AFTER INSERT OR UPDATE OR DELETE ON "ProductImage" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "cache_version_outside_write"('catalogChanged');
CREATE TRIGGER "ProductImage_outside_truncate" AFTER TRUNCATE ON "ProductImage" FOR EACH STATEMENT EXECUTE FUNCTION "cache_version_outside_write"('catalogChanged');
CREATE CONSTRAINT TRIGGER "Attribute_outside_write" AFTER INSERT OR UPDATE OR DELETE ON "Attribute" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "cache_version_outside_write"('catalogChanged');
CREATE TRIGGER "Attribute_outside_truncate" AFTER TRUNCATE ON "Attribute" FOR EACH STATEMENT EXECUTE FUNCTION "cache_version_outside_write"('catalogChanged');
CREATE CONSTRAINT TRIGGER "AttributeOption_outside_write" AFTER INSERT OR UPDATE OR DELETE ON "AttributeOption" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "cache_version_outside_write"('catalogChanged');
CREATE TRIGGER "AttributeOption_outside_truncate" AFTER TRUNCATE ON "AttributeOption" FOR EACH STATEMENT EXECUTE FUNCTION "cache_version_outside_write"('catalogChanged');
CREATE CONSTRAINT TRIGGER "ConfigValue_outside_write" AFTER INSERT OR UPDATE OR DELETE ON "ConfigValue" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "cache_version_outside_write"('configChanged');
CREATE TRIGGER "ConfigValue_outside_truncate" AFTER TRUNCATE ON "ConfigValue" FOR EACH STATEMENT EXECUTE FUNCTION "cache_version_outside_write"('configChanged');
CREATE CONSTRAINT TRIGGER "Store_outside_write" AFTER INSERT OR UPDATE OR DELETE ON "Store" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "cache_version_outside_write"('configChanged');
CREATE TRIGGER "Store_outside_truncate" AFTER TRUNCATE ON "Store" FOR EACH STATEMENT EXECUTE FUNCTION "cache_version_outside_write"('configChanged');
CREATE CONSTRAINT TRIGGER "Product_outside_write" AFTER INSERT OR DELETE ON "Product" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "cache_version_outside_write"('catalogChanged');
CREATE CONSTRAINT TRIGGER "Product_outside_update" AFTER UPDATE ON "Product" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (to_jsonb(OLD) - 'stockQty' - 'indexPrice' - 'updatedAt' IS DISTINCT FROM to_jsonb(NEW) - 'stockQty' - 'indexPrice' - 'updatedAt' OR (OLD."stockQty" >= 1) IS DISTINCT FROM (NEW."stockQty" >= 1)) EXECUTE FUNCTION "cache_version_outside_write"('catalogChanged');
CREATE TRIGGER "Product_outside_truncate" AFTER TRUNCATE ON "Product" FOR EACH STATEMENT EXECUTE FUNCTION "cache_version_outside_write"('catalogChanged');
CREATE CONSTRAINT TRIGGER "Customer_outside_write" AFTER DELETE ON "Customer" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "cache_version_outside_write"('callersChanged');
CREATE CONSTRAINT TRIGGER "Customer_outside_update" AFTER UPDATE ON "Customer" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (OLD."groupId" IS DISTINCT FROM NEW."groupId" OR OLD."email" IS DISTINCT FROM NEW."email" OR OLD."storeId" IS DISTINCT FROM NEW."storeId" OR OLD."tokenGeneration" IS DISTINCT FROM NEW."tokenGeneration" OR OLD."keptTokenId" IS DISTINCT FROM NEW."keptTokenId" OR OLD."isApproved" IS DISTINCT FROM NEW."isApproved" OR OLD."approvalStatus" IS DISTINCT FROM NEW."approvalStatus") EXECUTE FUNCTION "cache_version_outside_write"('callersChanged');
CREATE TRIGGER "Customer_outside_truncate" AFTER TRUNCATE ON "Customer" FOR EACH STATEMENT EXECUTE FUNCTION "cache_version_outside_write"('callersChanged');

