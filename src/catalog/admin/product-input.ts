/**
 * What `productCreate` / `productUpdate` take, checked with zod (failures are 422 `invalid` with field errors).
 * Every field is optional on update: an absent field keeps its value, null clears a nullable one. Lists replace
 * the product's list as a whole; option rows given with their `id` are updated in place (carts and orders that
 * name them keep working), rows without one are added, and rows left out are removed.
 */
import { z } from "zod";

export const PRODUCT_TYPES = ["simple", "virtual", "configurable", "grouped", "bundle", "downloadable", "giftcard"] as const;
export const BUNDLE_OPTION_TYPES = ["select", "radio", "checkbox", "multi"] as const;
export const CUSTOM_OPTION_TYPES = ["field", "area", "drop_down", "radio", "checkbox", "date"] as const;
/** custom option types whose choices are values (each with its price) */
export const CUSTOM_OPTION_TYPES_WITH_VALUES: ReadonlySet<string> = new Set(["drop_down", "radio", "checkbox"]);
export const PRICE_TYPES = ["fixed", "percent"] as const;
export const GIFTCARD_TYPES = ["fixed", "range", "combined"] as const;

export const urlKeyRe = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const money = z.number().min(0).max(1_000_000_000);
const position = z.number().int().min(0).nullish();
const rowId = z.number().int().positive().nullish();
const sku = z.string().trim().min(1).max(64);
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "a date, YYYY-MM-DD")
  .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)), "not a date")
  .nullable();
const title = z.string().trim().min(1).max(255);

export const productInputSchema = z
  .object({
    sku,
    name: z.string().trim().min(1).max(255),
    urlKey: z.string().max(255).regex(urlKeyRe, "lower-case words separated by hyphens"),
    type: z.enum(PRODUCT_TYPES),
    price: money,
    specialPrice: money.nullable(),
    specialFromDate: day,
    specialToDate: day,
    msrp: money.nullable(),
    cost: money.nullable(),
    status: z.union([z.literal(1), z.literal(2)]),
    visibility: z.number().int().min(1).max(4),
    description: z.string().max(200_000),
    shortDescription: z.string().max(20_000),
    metaTitle: z.string().max(255),
    metaKeywords: z.string().max(1000),
    metaDescription: z.string().max(1000),
    stockQty: z.number().int().min(0),
    inStock: z.boolean(),
    weight: z.number().min(0).max(1_000_000).nullable(),
    categoryIds: z.array(z.number().int()),
    categories: z.array(z.object({ categoryId: z.number().int(), position })),
    attributes: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.array(z.string())])),
    tierPrices: z.array(z.object({ customerGroupId: z.number().int().nullable(), qty: z.number().positive(), price: money })),
    groupPrices: z.array(z.object({ customerGroupId: z.number().int(), price: money })),
    configurable: z.object({ attributeCodes: z.array(z.string().min(1)).min(1), childSkus: z.array(sku) }),
    groupedProducts: z.array(z.object({ sku, qty: z.number().min(0).nullish(), position })),
    bundleOptions: z.array(
      z.object({
        id: rowId,
        title,
        type: z.enum(BUNDLE_OPTION_TYPES),
        required: z.boolean().nullish(),
        position,
        selections: z.array(z.object({ id: rowId, sku, qty: z.number().positive().nullish(), isDefault: z.boolean().nullish(), position })).min(1),
      }),
    ),
    downloadableLinks: z.array(
      z.object({
        id: rowId,
        title,
        price: money.nullish(),
        sampleUrl: z
          .string()
          .max(2000)
          .regex(/^(https?:\/\/|\/)[^\s]*$/, "an http(s) URL or a path on this site")
          .nullish(),
        numberOfDownloads: z.number().int().min(0).nullish(),
        position,
      }),
    ),
    linksPurchasedSeparately: z.boolean(),
    linksTitle: z.string().max(255).nullable(),
    giftcardType: z.enum(GIFTCARD_TYPES),
    giftcardAmounts: z.array(money.positive()).max(50),
    giftcardMinAmount: money.positive().nullable(),
    giftcardMaxAmount: money.positive().nullable(),
    giftcardAllowMessage: z.boolean(),
    customOptions: z.array(
      z.object({
        id: rowId,
        title,
        type: z.enum(CUSTOM_OPTION_TYPES),
        required: z.boolean().nullish(),
        price: money.nullish(),
        priceType: z.enum(PRICE_TYPES).nullish(),
        position,
        values: z.array(z.object({ id: rowId, title, price: money.nullish(), priceType: z.enum(PRICE_TYPES).nullish(), position })).nullish(),
      }),
    ),
  })
  .partial();
export type ProductInput = z.infer<typeof productInputSchema>;
