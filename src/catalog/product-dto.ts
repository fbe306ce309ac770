/**
 * The one product DTO builder, used by GraphQL and REST alike. After building it dispatches
 * `api_product_dto_build` so modules can annotate the DTO or strip fields.
 */
import type { RequestContext } from "../core/context.ts";
import { compare } from "../core/money.ts";
import { typedAttributeValue, type AttributeInfo } from "./attributes.ts";
import type { LoadedProduct, ProductSummary } from "./product-loader.ts";
import { mediaUrl } from "../media/url.ts";
import { activeSpecialPrice, money, tierPricesFor } from "./pricing.ts";
import { makePricer, type Pricer, pricerFor } from "./price-function.ts";
import { COMPOSITE_TYPES, compositeMinimalPrice, giftcardLeastAmount } from "./composite-price.ts";
import { shownAmong, type VisibilityContext } from "./visibility.ts";
import { productInStock, rowInStock, sells } from "./stock.ts";

export const STUB_TYPES = ["configurable", "grouped", "bundle", "downloadable", "giftcard"] as const;

export interface ProductLinkDto {
  id: number;
  sku: string;
  name: string;
  urlKey: string;
  type: string;
  price: number | null;
  /** the special price in force, as Maho's product summary has it */
  specialPrice: number | null;
  finalPrice: number | null;
  imageUrl: string | null;
  smallImageUrl: string | null;
  thumbnailUrl: string | null;
  inStock: boolean;
  stockStatus: "in_stock" | "out_of_stock";
}

export interface ProductDto {
  id: number;
  sku: string;
  urlKey: string;
  name: string;
  type: string;
  attributeSetId: number;
  status: "enabled" | "disabled";
  /** Maho's words for the visibility codes 1-4 */
  visibility: Visibility;
  price: number | null;
  finalPrice: number | null;
  specialPrice: number | null;
  minimalPrice: number | null;
  msrp: number | null;
  tierPrices: { customerGroupId: number | null; qty: number; price: number }[];
  /** the currency of the price fields (the store's) */
  currency: string;
  stockStatus: "in_stock" | "out_of_stock";
  inStock: boolean;
  imageUrl: string | null;
  smallImageUrl: string | null;
  thumbnailUrl: string | null;
  mediaGallery: { url: string; label: string; position: number }[];
  categoryIds: number[];
  description: string;
  shortDescription: string;
  metaTitle: string;
  metaDescription: string;
  configurableOptions: { id: number; code: string; label: string; values: { id: number; label: string }[] }[];
  variants: {
    id: number;
    sku: string;
    price: number | null;
    finalPrice: number | null;
    inStock: boolean;
    stockStatus: "in_stock" | "out_of_stock";
    attributes: Record<string, number>;
    imageUrl: string | null;
  }[];
  /** `qty` and Maho's `defaultQty` are the same: the child's default quantity */
  groupedProducts: (ProductLinkDto & { qty: number; defaultQty: number; position: number })[];
  bundleOptions: {
    id: number;
    title: string;
    type: string;
    required: boolean;
    position: number;
    /** `id` is the selection's id (what the cart's bundleOption names), `productId` the selected product's */
    selections: BundleSelectionDto[];
  }[];
  downloadableLinks: { id: number; title: string; price: number | null; sampleUrl: string | null; numberOfDownloads: number }[];
  /** downloadable only (null otherwise) */
  linksPurchasedSeparately: boolean | null;
  linksTitle: string | null;
  /** fixed (preset amounts) | range (open amount) | combined; null on other types and in listings */
  giftcardType: GiftcardType | null;
  giftcardAmounts: number[];
  giftcardMinAmount: number | null;
  giftcardMaxAmount: number | null;
  giftcardIsMessageAllowed: boolean;
  /** the currency of the gift card amounts */
  giftcardAmountCurrency: string | null;
  customOptions: {
    id: number;
    title: string;
    type: string;
    required: boolean;
    price: number | null;
    priceType: string;
    values: { id: number; title: string; price: number | null; priceType: string }[];
  }[];
  hasRequiredOptions: boolean;
  /** custom attribute values keyed by code (select/multiselect as labels) */
  attributes: Record<string, string | number | boolean | string[]>;
  additionalAttributes: { code: string; label: string; value: string }[];
  relatedProducts: ProductLinkDto[];
  crosssellProducts: ProductLinkDto[];
  upsellProducts: ProductLinkDto[];
  /** approved reviews: this catalogue has no reviews yet, so 0 and null */
  reviewCount: number;
  averageRating: number | null;
  pageLayout: string | null;
  createdAt: string;
  updatedAt: string;
  /** module annotations, e.g. extensions.b2bAccess */
  extensions: Record<string, unknown>;
}

export type BundleSelectionDto = Omit<ProductLinkDto, "id"> & {
  id: number;
  productId: number;
  selectionId: number;
  /** `qty` and Maho's `defaultQty` are the same */
  qty: number;
  defaultQty: number;
  isDefault: boolean;
  position: number;
};

export type Visibility = "not_visible" | "catalog" | "search" | "catalog_search";
const VISIBILITY: Record<number, Visibility> = { 1: "not_visible", 2: "catalog", 3: "search", 4: "catalog_search" };

export type GiftcardType = "fixed" | "range" | "combined";
/** the stored type if it is one of Maho's words, else what the amounts say */
function giftcardType(p: LoadedProduct): GiftcardType {
  if (p.giftcardType === "fixed" || p.giftcardType === "range" || p.giftcardType === "combined") return p.giftcardType;
  const open = p.giftcardMinAmount !== null || p.giftcardMaxAmount !== null;
  return open ? (JSON.parse(p.giftcardAmounts).length ? "combined" : "range") : "fixed";
}

export interface DtoInputs {
  attributes: Map<number, AttributeInfo>;
  groupId: number;
  /** the store's currency code */
  currency?: string;
  now?: Date;
  /** the caller's prices (price-function.ts); by default the catalogue's for `groupId` at `now` */
  pricer?: Pricer;
  /**
   * whether the caller may see a linked product where it is listed (the listings' own decision, `visibility.ts`):
   * related products, up-sells and cross-sells in the catalog; a composite's children anywhere. All by default.
   */
  shown?: (p: ProductSummary, context: VisibilityContext) => boolean;
}

const stock = (inStock: boolean) => (inStock ? "in_stock" : "out_of_stock") as "in_stock" | "out_of_stock";

/** a linked product at the caller's price for one (`parent`: the composite it is a child of) */
function linkDto(p: ProductSummary, pricer: Pricer, now: Date, currency: string, parent?: LoadedProduct): ProductLinkDto {
  return {
    id: p.id,
    sku: p.sku,
    name: p.name,
    urlKey: p.urlKey,
    type: p.type,
    price: money(p.price, currency),
    specialPrice: money(activeSpecialPrice(p, now), currency),
    finalPrice: money(pricer.unit(p, 1, parent), currency),
    imageUrl: p.imageUrl,
    smallImageUrl: p.imageUrl,
    thumbnailUrl: p.imageUrl,
    inStock: rowInStock(p),
    stockStatus: stock(rowInStock(p)),
  };
}

/**
 * The image of each role (src/catalog/admin-images.ts): the base image, the small role's 400 px derivative, the
 * thumbnail role's 150 px one; a role no image holds shows the product's imageUrl (as products seeded or imported
 * with a URL and no roles do).
 */
function roleImages(p: LoadedProduct): Pick<ProductDto, "imageUrl" | "smallImageUrl" | "thumbnailUrl"> {
  const holder = (role: string) => p.gallery.find((g) => g.roles.split(",").includes(role));
  const [base, small, thumbnail] = [holder("base"), holder("small"), holder("thumbnail")];
  return {
    imageUrl: base ? base.url : p.imageUrl,
    smallImageUrl: small ? (small.smallUrl ?? small.url) : p.imageUrl,
    thumbnailUrl: thumbnail ? (thumbnail.thumbnailUrl ?? thumbnail.url) : p.imageUrl,
  };
}

/** Builds the DTO without dispatching (pure; the unit of the price logic). */
export function buildProductDto(p: LoadedProduct, forListing: boolean, inputs: DtoInputs): ProductDto {
  const { groupId, attributes } = inputs;
  const now = inputs.now ?? new Date();
  const pricer = inputs.pricer ?? makePricer(groupId, now);
  const attrs: ProductDto["attributes"] = {};
  const additional: ProductDto["additionalAttributes"] = [];
  for (const v of p.attributeValues) {
    const info = attributes.get(v.attributeId);
    if (!info) continue;
    const typed = typedAttributeValue(info, v.value);
    attrs[info.code] = typed;
    additional.push({ code: info.code, label: info.label, value: Array.isArray(typed) ? typed.join(", ") : String(typed) });
  }

  const shown = inputs.shown ?? (() => true);
  // a linked product the caller may not see is not listed: related products, up-sells and cross-sells as a
  // category page lists them, a composite's children as a lookup finds them (children are often not visible alone)
  const links = (kind: string) =>
    p.childLinks.filter((l) => l.kind === kind && shown(l.child, kind === "related" || kind === "crosssell" || kind === "upsell" ? "catalog" : "any"));
  const isStubListing = forListing && (STUB_TYPES as readonly string[]).includes(p.type);
  const currency = inputs.currency ?? "USD";
  const isGiftcard = p.type === "giftcard" && !isStubListing;
  const isDownloadable = p.type === "downloadable";

  const dto: ProductDto = {
    id: p.id,
    sku: p.sku,
    urlKey: p.urlKey,
    name: p.name,
    type: p.type,
    attributeSetId: p.attributeSetId,
    status: p.status === 1 ? "enabled" : "disabled",
    visibility: VISIBILITY[p.visibility] ?? "catalog_search",
    price: money(p.price, currency),
    finalPrice: null,
    specialPrice: money(activeSpecialPrice(p, now), currency),
    minimalPrice: null,
    msrp: money(p.msrp, currency),
    tierPrices: [],
    currency,
    stockStatus: "out_of_stock",
    inStock: false,
    ...roleImages(p),
    mediaGallery: p.gallery.filter((g) => !g.disabled).map((g) => ({ url: g.url, label: g.label, position: g.position })),
    categoryIds: p.categories.map((c) => c.categoryId),
    description: p.description,
    shortDescription: p.shortDescription,
    metaTitle: p.metaTitle,
    metaDescription: p.metaDescription,
    configurableOptions: [],
    variants: [],
    groupedProducts: [],
    bundleOptions: [],
    downloadableLinks: [],
    linksPurchasedSeparately: isDownloadable ? p.linksPurchasedSeparately : null,
    linksTitle: isDownloadable ? (p.linksTitle ?? "Links") : null,
    // listings leave the stub types' details out: the storefront refetches those (null marks a stub)
    giftcardType: isGiftcard ? giftcardType(p) : null,
    giftcardAmounts: isGiftcard ? (JSON.parse(p.giftcardAmounts) as number[]).map((a) => money(a, currency)) : [],
    giftcardMinAmount: isGiftcard ? money(p.giftcardMinAmount, currency) : null,
    giftcardMaxAmount: isGiftcard ? money(p.giftcardMaxAmount, currency) : null,
    giftcardIsMessageAllowed: isGiftcard && p.giftcardAllowMessage,
    giftcardAmountCurrency: isGiftcard ? currency : null,
    customOptions: p.customOptions.map((o) => ({
      id: o.id,
      title: o.title,
      type: o.type,
      required: o.required,
      price: money(o.price, currency),
      priceType: o.priceType,
      values: o.values.map((v) => ({ id: v.id, title: v.title, price: money(v.price, currency), priceType: v.priceType })),
    })),
    hasRequiredOptions: p.hasRequiredOptions,
    attributes: attrs,
    additionalAttributes: additional,
    relatedProducts: links("related").map((l) => linkDto(l.child, pricer, now, currency)),
    crosssellProducts: links("crosssell").map((l) => linkDto(l.child, pricer, now, currency)),
    upsellProducts: links("upsell").map((l) => linkDto(l.child, pricer, now, currency)),
    reviewCount: 0,
    averageRating: null,
    pageLayout: p.pageLayout,
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
    extensions: {},
  };
  setOwnPrices(dto, p, pricer, inputs.shown && ((c) => shown(c, "any")));
  // derived from the quantities and the children the caller may see as they are now (stock.ts)
  dto.inStock = productInStock(p, (c) => shown(c, "any"));
  dto.stockStatus = stock(dto.inStock);
  if (forListing) return dto;

  if (p.type === "configurable" && p.configurableAttrs) {
    const variants = links("variant").map((l) => l.child);
    const superAttrs = p.configurableAttrs.map((c) => attributes.get(c.attributeId)).filter((a): a is AttributeInfo => !!a);
    const used = new Map<number, Set<number>>();
    dto.variants = variants.map((v) => {
      const codes: Record<string, number> = {};
      for (const a of superAttrs) {
        const raw = v.attributeValues.find((x) => x.attributeId === a.id)?.value;
        if (raw === undefined) continue;
        codes[a.code] = Number(raw);
        const set = used.get(a.id) ?? new Set<number>();
        used.set(a.id, set);
        set.add(Number(raw));
      }
      const inStock = sells(v);
      return {
        id: v.id,
        sku: v.sku,
        price: money(v.price, currency),
        finalPrice: money(pricer.unit(v, 1, p), currency),
        inStock,
        stockStatus: stock(inStock),
        attributes: codes,
        imageUrl: v.imageUrl,
      };
    });
    dto.configurableOptions = superAttrs.map((a) => ({
      id: a.id,
      code: a.code,
      label: a.label,
      values: [...a.options].filter(([id]) => used.get(a.id)?.has(id)).map(([id, label]) => ({ id, label })),
    }));
  }
  if (p.type === "grouped") {
    // a grouped child is added to the cart as a plain line: priced as itself, with no parent
    dto.groupedProducts = links("grouped").map((l) => ({ ...linkDto(l.child, pricer, now, currency), qty: l.qty, defaultQty: l.qty, position: l.position }));
  }
  if (p.type === "bundle" && p.bundleOptions) {
    dto.bundleOptions = p.bundleOptions.map((o) => ({
      id: o.id,
      title: o.title,
      type: o.type,
      required: o.required,
      position: o.position,
      selections: o.selections
        .filter((s) => shown(s.product, "any"))
        .map((s) => ({
          ...linkDto(s.product, pricer, now, currency, p),
          // Maho's selection price is the selection's final price for the caller, what the cart charges per unit
          price: money(pricer.unit(s.product, 1, p), currency),
          inStock: sells(s.product, s.qty),
          stockStatus: stock(sells(s.product, s.qty)),
          id: s.id,
          productId: s.product.id,
          selectionId: s.id,
          qty: s.qty,
          defaultQty: s.qty,
          isDefault: s.isDefault,
          position: s.position,
        })),
    }));
  }
  if (p.type === "downloadable" && p.downloadableLinks) {
    dto.downloadableLinks = p.downloadableLinks.map((l) => ({
      id: l.id,
      title: l.title,
      price: money(l.price, currency),
      sampleUrl: l.sampleUrl,
      numberOfDownloads: l.numberOfDownloads,
    }));
  }
  return dto;
}

/**
 * The DTO's prices as the cart charges them ("the price shown is the price charged"), listing or not: a simple,
 * virtual or downloadable product's from its own row; a configurable, grouped or bundle product's from its children
 * (composite-price.ts): `price` from their list prices (what listings sort by), `finalPrice` and `minimalPrice` the
 * least the cart charges the caller for one; a gift card's its least amount. Their own row's special and tier prices
 * are never charged, so not shown. `include` keeps the children whose price may count (observers call it again to
 * leave out those whose price the caller may not see); with none left, no price.
 */
export function setOwnPrices(dto: ProductDto, p: LoadedProduct, pricer: Pricer, include?: (child: ProductSummary) => boolean): void {
  const { currency } = dto;
  if (p.type === "giftcard") {
    dto.price = dto.finalPrice = dto.minimalPrice = money(giftcardLeastAmount(p), currency);
    dto.specialPrice = null;
    dto.tierPrices = [];
    return;
  }
  if (COMPOSITE_TYPES.has(p.type)) {
    dto.price = money(
      compositeMinimalPrice(p, (c) => c.price, include),
      currency,
    );
    dto.finalPrice = dto.minimalPrice = money(
      // a grouped child is priced as itself (the cart adds it as a plain line), a variant or selection with its parent
      compositeMinimalPrice(p, (c) => pricer.unit(c, 1, p.type === "grouped" ? undefined : p), include),
      currency,
    );
    if (dto.finalPrice === null) dto.price = null;
    dto.specialPrice = null;
    dto.tierPrices = [];
    return;
  }
  dto.price = money(p.price, currency);
  const final = money(pricer.unit(p, 1), currency);
  dto.finalPrice = final;
  dto.minimalPrice = money(pricer.minimal(p), currency);
  dto.tierPrices = tierDisplay(p, pricer, final, currency);
}

/**
 * As Magento's product page: only the tiers that buy for less than the final price (strictly below: a tier at the
 * final price, e.g. a group's price for one, says nothing new). With no provider's breakpoint for the product, the
 * group's catalogue tiers as they are; else, at every quantity where a price changes (the catalogue's tiers and the
 * providers'), the price quoted there, named with the catalogue tier's group when the catalogue's price won, else
 * with the caller's group.
 */
function tierDisplay(p: LoadedProduct, pricer: Pricer, final: number, currency: string): ProductDto["tierPrices"] {
  const catalogTiers = (groupId: number) => tierPricesFor(p, groupId);
  const own = pricer.providers.some((pr) => pr.breakpoints(p).length > 0);
  if (!own)
    return catalogTiers(pricer.groupId)
      .map((t) => ({ customerGroupId: t.groupId, qty: t.qty, price: money(t.price, currency) }))
      .filter((t) => t.price < final);
  const out: ProductDto["tierPrices"] = [];
  for (const qty of pricer.breakpoints(p)) {
    const quote = pricer.quote(p, qty);
    const price = money(quote.price, currency);
    if (price >= final) continue;
    const tier = quote.winner.source === "catalog" ? catalogTiers(pricer.groupId).find((t) => t.qty <= qty && compare(t.price, quote.price) === 0) : undefined;
    out.push({ customerGroupId: tier ? tier.groupId : pricer.groupId, qty, price });
  }
  return out;
}

/** Builds and dispatches `api_product_dto_build`, the only path by which DTOs leave the catalogue. */
export async function productDtos(ctx: RequestContext, products: LoadedProduct[], forListing: boolean): Promise<ProductDto[]> {
  const { byId } = await ctx.app.attributes.load();
  const hasObservers = ctx.app.events.has("api_product_dto_build");
  // the products these list (related, up-sells, cross-sells, children), decided for the caller in one statement
  const shown = await shownAmong(
    ctx,
    products.flatMap((p) => [...p.childLinks.map((l) => l.child), ...(p.bundleOptions ?? []).flatMap((o) => o.selections.map((s) => s.product))]),
  );
  const pricer = await pricerFor(ctx);
  const out = products.map((product) => {
    const dto = buildProductDto(product, forListing, { attributes: byId, groupId: ctx.groupId, currency: ctx.store.currency, shown, pricer });
    if (ctx.app.settings.mediaBaseUrl) absoluteMediaUrls(dto, ctx.app.settings.mediaBaseUrl);
    return dto;
  });
  // the page's DTOs are dispatched together: what observers load per product (through the request's loaders,
  // e.g. `listingRowLoader`) is read in one batch for the page
  if (hasObservers) {
    await Promise.all(
      products.map((product, i) =>
        ctx.app.events.dispatch("api_product_dto_build", {
          ctx,
          product,
          dto: out[i]!,
          for_listing: forListing,
          customer_group_id: ctx.groupId,
          store_id: ctx.store.id,
        }),
      ),
    );
  }
  return out;
}

/** MEDIA_BASE_URL set: every media URL of the DTO becomes absolute under it */
function absoluteMediaUrls(dto: ProductDto, base: string) {
  const abs = (u: string | null) => mediaUrl(base, u);
  dto.imageUrl = abs(dto.imageUrl);
  dto.smallImageUrl = abs(dto.smallImageUrl);
  dto.thumbnailUrl = abs(dto.thumbnailUrl);
  for (const g of dto.mediaGallery) g.url = mediaUrl(base, g.url);
  for (const v of dto.variants) v.imageUrl = abs(v.imageUrl);
  for (const l of dto.downloadableLinks) l.sampleUrl = abs(l.sampleUrl);
  const links = [
    ...dto.groupedProducts,
    ...dto.bundleOptions.flatMap((o) => o.selections),
    ...dto.relatedProducts,
    ...dto.crosssellProducts,
    ...dto.upsellProducts,
  ];
  for (const l of links) {
    l.imageUrl = abs(l.imageUrl);
    l.smallImageUrl = abs(l.smallImageUrl);
    l.thumbnailUrl = abs(l.thumbnailUrl);
  }
}
