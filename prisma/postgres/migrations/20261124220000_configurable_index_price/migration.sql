-- The listing price index (src/catalog/price-index.ts): a configurable is listed at its cheapest enabled variant's
-- price, which the cart charges, not at its own
UPDATE "Product" SET "indexPrice" = COALESCE((SELECT MIN(c."price") FROM "ProductLink" l JOIN "Product" c ON c."id" = l."childId" WHERE l."parentId" = "Product"."id" AND l."kind" = 'variant' AND c."status" = 1 AND c."price" > 0), "price") WHERE "type" = 'configurable';
