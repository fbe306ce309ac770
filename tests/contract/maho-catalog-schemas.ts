/**
 * Maho 26.7's catalogue and content resources as zod schemas, written from Maho's API Platform classes
 * (MahoCommerce/maho: Mage/Catalog/Api/Product.php, ProductProvider.php, Category.php, LayeredFilter.php,
 * FilterOption.php, BundleOption.php; Mage/Cms/Api/CmsPage.php, CmsBlock.php; Maho/Blog/Api/BlogPost.php,
 * BlogCategory.php; Mage/Core/Api/StoreConfig.php, UrlResolveResult.php; Mage/Directory/Api/Country.php).
 * A PHP `?type` is `.nullable()`; a typed property with a default is required. Price fields are nullable
 * here as well: the access gate removes prices a caller may not see (docs/access-gate.md).
 */
import { z } from "zod";

const int = z.number().int();
const str = z.string();
const nstr = z.string().nullable();
const money = z.number().nullable();
const iso = z.string().refine((v) => !Number.isNaN(Date.parse(v)), "a date");

export const collection = <T extends z.ZodType>(member: T) => z.object({ member: z.array(member), totalItems: int });

/** the summary Maho flattens linked products to (ProductProvider::productToSummary) */
const productSummary = z.object({
  id: int,
  sku: str,
  name: str,
  urlKey: nstr,
  price: money,
  specialPrice: money,
  finalPrice: money,
  stockStatus: z.enum(["in_stock", "out_of_stock"]),
  imageUrl: nstr,
  smallImageUrl: nstr,
  thumbnailUrl: nstr,
});

/** group product:read, what listings carry */
export const productRead = z.object({
  id: int,
  sku: str,
  urlKey: nstr,
  metaTitle: nstr,
  metaDescription: nstr,
  pageLayout: nstr,
  name: str,
  description: nstr,
  shortDescription: nstr,
  type: z.enum(["simple", "virtual", "configurable", "grouped", "bundle", "downloadable", "giftcard"]),
  status: z.enum(["enabled", "disabled"]),
  visibility: z.enum(["not_visible", "catalog", "search", "catalog_search"]).nullable(),
  stockStatus: z.enum(["in_stock", "out_of_stock"]),
  price: money,
  specialPrice: money,
  msrp: money,
  finalPrice: money,
  minimalPrice: money,
  currency: str,
  imageUrl: nstr,
  smallImageUrl: nstr,
  thumbnailUrl: nstr,
  categoryIds: z.array(int),
  createdAt: iso.nullable(),
  updatedAt: iso.nullable(),
  hasRequiredOptions: z.boolean(),
  reviewCount: int.min(0),
  averageRating: z.number().min(1).max(5).nullable(),
  attributeSetId: int.nullable(),
  extensions: z.record(str, z.unknown()),
});

const bundleSelection = z.object({
  id: int,
  productId: int,
  sku: str,
  name: str,
  price: money,
  inStock: z.boolean(),
  isDefault: z.boolean(),
  defaultQty: z.number(),
  position: int,
});

/** groups product:read + product:detail, what GET /products/{id} answers */
export const productDetail = productRead.extend({
  tierPrices: z.array(z.object({ qty: z.number(), price: z.number() })),
  configurableOptions: z.array(z.object({ id: int, code: str, label: str, values: z.array(z.object({ id: int, label: str })) })),
  variants: z.array(
    z.object({ id: int, sku: str, price: money, finalPrice: money, inStock: z.boolean(), attributes: z.record(str, int), imageUrl: nstr.optional() }),
  ),
  customOptions: z.array(
    z.object({
      id: int,
      title: str,
      type: str,
      required: z.boolean(),
      values: z.array(z.object({ id: int, title: str, price: money, priceType: str })),
    }),
  ),
  mediaGallery: z.array(z.object({ url: str, label: nstr, position: int })),
  relatedProducts: z.array(productSummary).nullable(),
  crosssellProducts: z.array(productSummary).nullable(),
  upsellProducts: z.array(productSummary).nullable(),
  downloadableLinks: z.array(z.object({ id: int, title: str, price: money, numberOfDownloads: int, sampleUrl: nstr })),
  linksTitle: nstr,
  linksPurchasedSeparately: z.boolean().nullable(),
  groupedProducts: z.array(
    z.object({ id: int, sku: str, name: str, price: money, finalPrice: money, imageUrl: nstr, inStock: z.boolean(), defaultQty: z.number(), position: int }),
  ),
  bundleOptions: z.array(
    z.object({
      id: int,
      title: str,
      type: z.enum(["select", "radio", "checkbox", "multi"]),
      required: z.boolean(),
      position: int,
      selections: z.array(bundleSelection),
    }),
  ),
  giftcardType: z.enum(["fixed", "range", "combined"]).nullable(),
  giftcardAmounts: z.array(z.number()),
  giftcardAmountCurrency: nstr,
  giftcardMinAmount: money,
  giftcardMaxAmount: money,
  giftcardIsMessageAllowed: z.boolean(),
  additionalAttributes: z.array(z.object({ label: str, value: str, code: str })),
});

/** group category:read (collections); GET /categories/{id} adds category:detail's children */
export const categoryRead = z.object({
  id: int,
  parentId: int.nullable(),
  name: str,
  description: nstr,
  urlKey: nstr,
  urlPath: nstr,
  image: nstr,
  level: int,
  position: int.nullable(),
  isActive: z.boolean().nullable(),
  includeInMenu: z.boolean().nullable(),
  productCount: int.min(0),
  childrenIds: z.array(int),
  path: nstr,
  displayMode: nstr,
  metaTitle: nstr,
  metaDescription: nstr,
  pageLayout: nstr,
  createdAt: iso.nullable(),
  updatedAt: iso.nullable(),
});
export const categoryDetail = categoryRead.extend({ children: z.array(categoryRead) });

export const layeredFilter = z.object({
  code: str,
  label: str,
  type: str,
  position: int,
  options: z.array(
    z.object({ value: str, label: str, count: int.min(0), swatch: z.object({ type: z.enum(["color", "image", "text"]), value: str }).nullable() }),
  ),
});

const status = z.enum(["enabled", "disabled"]);
export const cmsPage = z.object({
  id: int,
  identifier: str,
  title: str,
  contentHeading: nstr,
  content: nstr,
  metaDescription: nstr,
  pageLayout: nstr,
  status,
  isActive: z.boolean().nullable(),
  updatedAt: iso.nullable(),
});
export const cmsBlock = z.object({ id: int, identifier: str, title: str, content: nstr, status, isActive: z.boolean().nullable(), updatedAt: iso.nullable() });

export const blogPost = z.object({
  id: int,
  title: str,
  urlKey: str,
  content: nstr,
  imageUrl: nstr,
  publishDate: nstr,
  metaTitle: nstr,
  metaDescription: nstr,
  status,
  isActive: z.boolean(),
  categoryIds: z.array(int),
  excerpt: nstr,
  updatedAt: iso.nullable(),
});
export const blogCategory = z.object({ id: int, name: str, urlKey: str, parentId: int.nullable(), level: int, position: int, isActive: z.boolean() });

export const urlResolveResult = z.object({
  type: z.enum(["cms_page", "category", "product", "blog_post", "redirect", "not_found"]),
  id: int.nullable(),
  identifier: nstr,
  redirectUrl: nstr,
  redirectType: int,
});

export const storeConfig = z.object({
  id: str,
  storeCode: str,
  storeName: str,
  baseCurrencyCode: str,
  defaultDisplayCurrencyCode: str,
  locale: str,
  timezone: str,
  weightUnit: str,
  baseUrl: str,
  baseMediaUrl: str,
  allowedCountries: z.array(str),
  isGuestCheckoutAllowed: z.boolean(),
  newsletterEnabled: z.boolean(),
  wishlistEnabled: z.boolean(),
  reviewsEnabled: z.boolean(),
  logoUrl: nstr,
  logoAlt: nstr,
  defaultTitle: nstr,
  defaultDescription: nstr,
  cmsHomePage: str,
});

export const country = z.object({
  id: z.string().length(2),
  name: str,
  iso2Code: nstr,
  iso3Code: nstr,
  availableRegions: z.array(z.object({ id: int, code: str, name: str })),
});
