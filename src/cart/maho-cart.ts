/**
 * The cart in Maho's shape (Checkout/Api CartMapper): lines with `rowTotal`, `rowTotalInclTax`,
 * `thumbnailUrl`, `stockStatus` and human `options` [{label, value}]; `prices` as Maho's CartPrices;
 * `couponCode` and `appliedCoupon`, `appliedGiftcards`, the shipping and payment methods. Built from our cart
 * DTO (so the totals are the ones our routes show) plus the product rows for labels and stock.
 * This backend has no tax engine: every tax amount is 0 and every "incl. tax" amount equals its amount.
 */
import type { RequestContext } from "../core/context.ts";
import { loadProducts, type LoadedProduct } from "../catalog/product-loader.ts";
import { money, sub, toNumber } from "../core/money.ts";
import { productInStock, sells } from "../catalog/stock.ts";
import type { CartDto, CartLineDto, ItemOptions } from "./service.ts";
import { paymentMethodsFor } from "../sales/payment-methods.ts";
import type { ShippingMethodDto } from "../sales/shipping-methods.ts";

export interface MahoOption {
  label: string;
  value: string;
}
export interface MahoCartItem {
  id: number;
  sku: string;
  name: string;
  qty: number;
  price: number;
  priceInclTax: number;
  rowTotal: number;
  rowTotalInclTax: number;
  rowTotalWithDiscount: number;
  discountAmount: number | null;
  discountPercent: number | null;
  taxAmount: number | null;
  taxPercent: number | null;
  productId: number;
  productType: string;
  thumbnailUrl: string | null;
  stockStatus: "in_stock" | "out_of_stock";
  options: MahoOption[];
  giftMessage: null;
}
export interface MahoCartPrices {
  subtotal: number;
  subtotalInclTax: number;
  subtotalWithDiscount: number;
  discountAmount: number | null;
  shippingAmount: number | null;
  shippingAmountInclTax: number | null;
  taxAmount: number;
  shippingTaxAmount: number | null;
  grandTotal: number;
  baseGrandTotal: number;
  baseSubtotal: number;
  baseTaxAmount: number;
  baseShippingAmount: number | null;
  baseDiscountAmount: number | null;
  giftcardAmount: number | null;
}
/** Maho's shipping method is ours field for field */
export type MahoShippingMethod = ShippingMethodDto;
export interface MahoPaymentMethod {
  code: string;
  title: string;
  sortOrder: number;
  isOffline: boolean;
}
export interface MahoCartDto {
  id: number;
  maskedId: string;
  customerId: number | null;
  storeId: number;
  isActive: boolean;
  cartRecreated: boolean;
  items: MahoCartItem[];
  prices: MahoCartPrices;
  billingAddress: unknown;
  shippingAddress: unknown;
  availableShippingMethods: MahoShippingMethod[];
  selectedShippingMethod: MahoShippingMethod | null;
  availablePaymentMethods: MahoPaymentMethod[];
  selectedPaymentMethod: { code: string; title: string } | null;
  couponCode: string | null;
  appliedCoupon: { code: string; discountAmount: number } | null;
  appliedGiftcards: { code: string; balance: number; appliedAmount: number }[];
  giftMessage: null;
  currency: string;
  itemsCount: number;
  itemsQty: number;
  createdAt: string | null;
  updatedAt: string | null;
}

/** a zero shown as Maho shows an amount that does not apply */
const orNull = (n: number) => (n ? n : null);

type Attributes = Awaited<ReturnType<RequestContext["app"]["attributes"]["load"]>>;

/** what a line was configured with, in words ("Size: M", "Bundle item: 1 x Cable", "Links: Manual, Drivers") */
export function lineOptionLabels(product: LoadedProduct, options: ItemOptions, { byId }: Attributes): MahoOption[] {
  const out: MahoOption[] = [];
  const add = (label: string, value: string | undefined | null) => {
    if (label && value) out.push({ label, value });
  };
  if (product.type === "configurable" && options.superAttributes) {
    for (const c of product.configurableAttrs ?? []) {
      const attr = byId.get(c.attributeId);
      const valueId = attr ? options.superAttributes[attr.code] : undefined;
      if (attr && valueId !== undefined) add(attr.label, attr.options.get(valueId) ?? String(valueId));
    }
  }
  if (product.type === "bundle" && options.bundleSelections) {
    for (const o of product.bundleOptions ?? []) {
      const raw = options.bundleSelections[String(o.id)];
      const ids = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
      const names = ids.map((sid) => o.selections.find((s) => s.id === sid)).map((s) => (s ? `${s.qty} x ${s.product.name}` : null));
      add(o.title, names.filter((n) => n !== null).join(", "));
    }
  }
  for (const [key, v] of Object.entries(options.customOptions ?? {})) {
    const o = product.customOptions.find((x) => String(x.id) === key);
    if (!o) continue;
    add(o.title, o.values.length ? (o.values.find((x) => x.id === Number(v))?.title ?? String(v)) : String(v));
  }
  if (options.links?.length) {
    const titles = options.links.map((lid) => product.downloadableLinks?.find((l) => l.id === lid)?.title).filter((t) => !!t);
    add("Links", titles.join(", "));
  }
  if (options.giftcardAmount !== undefined) add("Gift Card Amount", money(options.giftcardAmount).toFixed(2));
  const person = (name?: string, email?: string) => [name, email ? `<${email}>` : undefined].filter((x) => !!x).join(" ");
  add("Gift Card Sender", person(options.giftcardSenderName, options.giftcardSenderEmail));
  add("Gift Card Recipient", person(options.giftcardRecipientName, options.giftcardRecipientEmail));
  add("Gift Card Message", options.giftcardMessage);
  return out;
}

function mahoLine(line: CartLineDto, product: LoadedProduct | undefined, attributes: Attributes): MahoCartItem {
  const variant = line.variantSku ? product?.childLinks.find((l) => l.child.sku === line.variantSku)?.child : undefined;
  // as the catalogue derives it now (catalog/stock.ts): the chosen variant's, else the product's
  const inStock = variant ? sells(variant) : product ? productInStock(product) : false;
  return {
    id: line.id,
    // Maho's quote line of a configurable carries the chosen variant's SKU
    sku: line.variantSku ?? line.sku,
    name: line.name,
    qty: line.qty,
    price: line.price,
    priceInclTax: line.price,
    rowTotal: line.rowTotal,
    rowTotalInclTax: line.rowTotal,
    // both rounded to the currency already: the difference is exact
    rowTotalWithDiscount: toNumber(sub(line.rowTotal, line.discount)),
    discountAmount: orNull(line.discount),
    discountPercent: null,
    taxAmount: null,
    taxPercent: null,
    productId: line.productId,
    productType: line.type,
    thumbnailUrl: line.imageUrl,
    stockStatus: inStock ? "in_stock" : "out_of_stock",
    options: product ? lineOptionLabels(product, line.options, attributes) : [],
    giftMessage: null,
  };
}

/** our totals (subtotal, discount, shipping, gift cards, grand total: what is left to pay) as Maho's CartPrices */
export function mahoPrices(p: { subtotal: number; shipping: number; grandTotal: number; discount?: number; giftcard?: number }): MahoCartPrices {
  const discount = p.discount ?? 0;
  return {
    subtotal: p.subtotal,
    subtotalInclTax: p.subtotal,
    subtotalWithDiscount: toNumber(sub(p.subtotal, discount)),
    discountAmount: orNull(discount),
    shippingAmount: orNull(p.shipping),
    shippingAmountInclTax: orNull(p.shipping),
    taxAmount: 0,
    shippingTaxAmount: null,
    grandTotal: p.grandTotal,
    baseGrandTotal: p.grandTotal,
    baseSubtotal: p.subtotal,
    baseTaxAmount: 0,
    baseShippingAmount: orNull(p.shipping),
    baseDiscountAmount: orNull(discount),
    giftcardAmount: orNull(p.giftcard ?? 0),
  };
}

/** `cartRecreated`: set on the DTO by an add-to-cart that replaced a stale guest cart */
export async function mahoCartDto(ctx: RequestContext, cart: CartDto & { cartRecreated?: boolean }): Promise<MahoCartDto> {
  const products = await loadProducts(ctx.app.db, [...new Set(cart.items.map((i) => i.productId))], false, ctx.app.productRows);
  const byId = new Map(products.map((p) => [p.id, p]));
  const attributes = await ctx.app.attributes.load();
  const { prices } = cart;
  const shippingMethods: MahoShippingMethod[] = cart.shippingMethods.map((m) => ({ ...m, title: m.title || `${m.carrierTitle} - ${m.methodTitle}` }));
  const payment = await paymentMethodsFor(ctx, prices.grandTotal);
  return {
    id: cart.id,
    maskedId: cart.maskedId,
    customerId: cart.customerId,
    storeId: cart.storeId,
    isActive: cart.status === "active",
    cartRecreated: cart.cartRecreated ?? false,
    items: cart.items.map((l) => mahoLine(l, byId.get(l.productId), attributes)),
    prices: mahoPrices(prices),
    billingAddress: null,
    shippingAddress: null,
    availableShippingMethods: shippingMethods,
    // the method the totals use: the chosen one while available, else the cheapest
    selectedShippingMethod: shippingMethods.find((m) => m.code === cart.shippingMethod) ?? null,
    availablePaymentMethods: payment.map((m, i) => ({ ...m, sortOrder: i + 1, isOffline: true })),
    selectedPaymentMethod: null,
    couponCode: cart.couponCode,
    appliedCoupon: cart.couponCode ? { code: cart.couponCode, discountAmount: prices.discount } : null,
    appliedGiftcards: cart.appliedGiftcards.map((g) => ({ code: g.code, balance: g.balance, appliedAmount: g.amount })),
    giftMessage: null,
    currency: cart.currency,
    itemsCount: cart.itemsCount,
    itemsQty: cart.itemsQty,
    createdAt: cart.createdAt.toISOString(),
    updatedAt: cart.updatedAt.toISOString(),
  };
}
