-- Amounts become exact decimals, Magento's decimal(20,4) (docs/architecture.md#money): each stored float is
-- rounded half away from zero to 4 decimals from the shortest decimal that prints it (float8 -> numeric keeps 15
-- significant digits: 0.30000000000000004 -> 0.3000, 1.005 -> 1.0050, 19.999999999 -> 20.0000).
-- AlterTable
ALTER TABLE "Product" ALTER COLUMN "price" SET DATA TYPE DECIMAL(20,4) USING round("price"::numeric, 4),
ALTER COLUMN "indexPrice" SET DATA TYPE DECIMAL(20,4) USING round("indexPrice"::numeric, 4),
ALTER COLUMN "specialPrice" SET DATA TYPE DECIMAL(20,4) USING round("specialPrice"::numeric, 4),
ALTER COLUMN "msrp" SET DATA TYPE DECIMAL(20,4) USING round("msrp"::numeric, 4),
ALTER COLUMN "giftcardMinAmount" SET DATA TYPE DECIMAL(20,4) USING round("giftcardMinAmount"::numeric, 4),
ALTER COLUMN "giftcardMaxAmount" SET DATA TYPE DECIMAL(20,4) USING round("giftcardMaxAmount"::numeric, 4);

-- AlterTable
ALTER TABLE "TierPrice" ALTER COLUMN "price" SET DATA TYPE DECIMAL(20,4) USING round("price"::numeric, 4);

-- AlterTable
ALTER TABLE "DownloadableLink" ALTER COLUMN "price" SET DATA TYPE DECIMAL(20,4) USING round("price"::numeric, 4);

-- AlterTable
ALTER TABLE "CustomOption" ALTER COLUMN "price" SET DATA TYPE DECIMAL(20,4) USING round("price"::numeric, 4);

-- AlterTable
ALTER TABLE "CustomOptionValue" ALTER COLUMN "price" SET DATA TYPE DECIMAL(20,4) USING round("price"::numeric, 4);

-- AlterTable
ALTER TABLE "Order" ALTER COLUMN "subtotal" SET DATA TYPE DECIMAL(20,4) USING round("subtotal"::numeric, 4),
ALTER COLUMN "shippingAmount" SET DATA TYPE DECIMAL(20,4) USING round("shippingAmount"::numeric, 4),
ALTER COLUMN "grandTotal" SET DATA TYPE DECIMAL(20,4) USING round("grandTotal"::numeric, 4),
ALTER COLUMN "discountAmount" SET DATA TYPE DECIMAL(20,4) USING round("discountAmount"::numeric, 4),
ALTER COLUMN "giftcardAmount" SET DATA TYPE DECIMAL(20,4) USING round("giftcardAmount"::numeric, 4);

-- AlterTable
ALTER TABLE "OrderItem" ALTER COLUMN "price" SET DATA TYPE DECIMAL(20,4) USING round("price"::numeric, 4),
ALTER COLUMN "rowTotal" SET DATA TYPE DECIMAL(20,4) USING round("rowTotal"::numeric, 4);

-- AlterTable
ALTER TABLE "SalesRule" ALTER COLUMN "discountAmount" SET DATA TYPE DECIMAL(20,4) USING round("discountAmount"::numeric, 4);

-- AlterTable
ALTER TABLE "GiftcardAccount" ALTER COLUMN "initialAmount" SET DATA TYPE DECIMAL(20,4) USING round("initialAmount"::numeric, 4),
ALTER COLUMN "balance" SET DATA TYPE DECIMAL(20,4) USING round("balance"::numeric, 4);
