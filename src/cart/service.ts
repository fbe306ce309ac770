/**
 * Carts: guest carts by an unguessable masked id, customer carts by token; prices computed on the
 * server for the caller's group. Every add and update passes `catalog_product_type_prepare_full_options`,
 * whose observers may veto it (403 purchase_blocked), before anything is written.
 *
 * A line takes from one or more products (`LinePart`): the product itself, or a configurable's variant, or
 * each chosen bundle selection (and the composite's own row, which must be sellable but holds no stock).
 * `checkSellable` reads all of them from the database (never a cache) and refuses a disabled or out-of-stock
 * one; add, update and checkout all go through it, and checkout decrements exactly those parts.
 */
import { mediaUrl } from "../media/url.ts";
import { randomBytes } from "node:crypto";
import { z } from "zod";
import { useCartDestination, type RequestContext } from "../core/context.ts";
import { destinationChangeIn, destinationChanged } from "../core/destinations.ts";
import { dbOf, withTransaction } from "../core/unit-of-work.ts";
import { ProblemError } from "../core/errors.ts";
import type { Db } from "../core/db/client.ts";
import { loadProducts, type LoadedProduct } from "../catalog/product-loader.ts";
import { moduleVisibilityWhere, visibleProductsWhere } from "../catalog/product-listing.ts";
import type { AttributeInfo } from "../catalog/attributes.ts";
import { checkCountry } from "../customer/service.ts";
import { type PriceExplanation, pricerFor, type QuantityRule } from "../catalog/price-function.ts";
import { add, amount, compare, hasCurrencyPrecision, type Money, money, mul, percent, ZERO } from "../core/money.ts";
import { sells } from "../catalog/stock.ts";
import { parseInput } from "../core/api/input.ts";
import type { Cart, CartItem } from "../generated/prisma/client.ts";
import type { CartWriteOperation } from "./hooks.ts";
import { cartTotals } from "./totals.ts";
import { parseCodes, type AppliedGiftcard } from "./giftcards.ts";
import type { ShippingMethodDto } from "../sales/shipping-methods.ts";

export const newMaskedId = () => randomBytes(24).toString("base64url");
/** the most units one cart line may hold, however many requests built it */
export const MAX_QTY = 10_000;

export { itemOptions, type ItemOptions } from "../sales/item-options.ts";
import { itemOptions, type ItemOptions } from "../sales/item-options.ts";

const qtySchema = z.number({ error: "qty must be a number" }).int("qty must be a whole number").positive("qty must be at least 1").max(MAX_QTY);
export const addItemInput = z.object({ sku: z.string().trim().min(1).max(64), qty: qtySchema, options: itemOptions.default({}) });
export const updateItemInput = z.object({ qty: qtySchema });

export interface CartLineDto {
  id: number;
  productId: number;
  sku: string;
  name: string;
  type: string;
  urlKey: string;
  imageUrl: string | null;
  qty: number;
  options: ItemOptions;
  /** the variant or selections the line resolves to */
  variantSku: string | null;
  price: number;
  rowTotal: number;
  /** the line's share of the cart's discount (gift card lines take none) */
  discount: number;
  /** why the unit price is what it is (price-function.ts), as of this read; null for bundles and gift cards */
  priceExplanation: PriceExplanation | null;
}
export interface CartDto {
  /** the cart row's own fields, as read for this answer (Maho's cart shows them) */
  id: number;
  storeId: number;
  status: string;
  createdAt: Date;
  updatedAt: Date;
  maskedId: string;
  customerId: number | null;
  currency: string;
  shippingCountry: string | null;
  items: CartLineDto[];
  itemsCount: number;
  itemsQty: number;
  prices: CartPrices;
  /** the applied coupon's code (upper-case), also while it does not apply: its discount is 0 then */
  couponCode: string | null;
  /** the applied gift cards that can pay, with what each pays of this cart */
  appliedGiftcards: AppliedGiftcard[];
  /** the shipping method the totals use (the chosen one while available, else the cheapest) */
  shippingMethod: string | null;
  /** the methods the cart may choose */
  shippingMethods: ShippingMethodDto[];
}
export type { CartPrices } from "../sales/prices.ts";
import type { CartPrices } from "../sales/prices.ts";

export type CartWithItems = Cart & { items: CartItem[] };

// ---------- finding the caller's cart ----------

function maskedIdFrom(ctx: RequestContext, explicit?: string | null): string | undefined {
  return explicit ?? ctx.header("x-cart-id") ?? undefined;
}

/** the caller's active cart, or null; a guest names it by masked id, a customer by being logged in */
export async function findCart(ctx: RequestContext, maskedId?: string | null): Promise<CartWithItems | null> {
  const db = ctx.app.db;
  // a cart named explicitly (Maho's /guest-carts/{maskedId}): a guest cart is its masked id's holder's, a
  // customer's only its owner's
  if (maskedId) {
    const cart = await db.cart.findUnique({ where: { maskedId }, include: { items: { orderBy: { id: "asc" } } } });
    if (!cart || cart.storeId !== ctx.store.id || cart.status !== "active") return null;
    if (cart.customerId !== null && !(ctx.caller.kind === "customer" && ctx.caller.customerId === cart.customerId)) return null;
    useCartDestination(ctx, cart.shippingCountry);
    return cart;
  }
  if (ctx.caller.kind === "customer") {
    return db.cart.findFirst({
      where: { customerId: ctx.caller.customerId, storeId: ctx.store.id, status: "active" },
      include: { items: { orderBy: { id: "asc" } } },
      orderBy: { id: "desc" },
    });
  }
  const id = maskedIdFrom(ctx, maskedId);
  if (!id) return null;
  const cart = await db.cart.findUnique({ where: { maskedId: id }, include: { items: { orderBy: { id: "asc" } } } });
  // a customer's cart is never reachable by its masked id alone, nor a cart of another store
  if (!cart || cart.customerId !== null || cart.storeId !== ctx.store.id || cart.status !== "active") return null;
  // the guest's destination is this cart's shipping country (core/context.ts would read the same row again)
  useCartDestination(ctx, cart.shippingCountry);
  return cart;
}

export const cartNotFound = () => new ProblemError(404, "cart_not_found", "No active cart: add an item to start one, or send X-Cart-Id");

export async function requireCart(ctx: RequestContext, maskedId?: string | null): Promise<CartWithItems> {
  const cart = await findCart(ctx, maskedId);
  if (!cart) throw cartNotFound();
  return cart;
}

export const cartAlreadyOrdered = () => new ProblemError(409, "cart_already_ordered", "This cart has already been ordered: add an item to start a new one");

/**
 * The cart to place an order for. When the caller has no active cart because theirs was ordered (the named guest
 * cart, or the customer's latest cart), that is a conflict (409 `cart_already_ordered`), not a missing cart: a
 * second, concurrent order of one cart answers the same whichever moment it reads the cart.
 */
export async function requireCartToOrder(ctx: RequestContext, maskedId?: string | null): Promise<CartWithItems> {
  const cart = await findCart(ctx, maskedId);
  if (cart) return cart;
  const db = ctx.app.db;
  let last: Cart | null = null;
  if (maskedId) {
    const named = await db.cart.findUnique({ where: { maskedId } });
    const mine = named?.customerId === null || (ctx.caller.kind === "customer" && named?.customerId === ctx.caller.customerId);
    if (named && mine && named.storeId === ctx.store.id) last = named;
  } else if (ctx.caller.kind === "customer") {
    last = await db.cart.findFirst({ where: { customerId: ctx.caller.customerId, storeId: ctx.store.id }, orderBy: { id: "desc" } });
  } else {
    const id = maskedIdFrom(ctx, maskedId);
    const named = id ? await db.cart.findUnique({ where: { maskedId: id } }) : null;
    if (named && named.customerId === null && named.storeId === ctx.store.id) last = named;
  }
  if (last?.status === "ordered") throw cartAlreadyOrdered();
  throw cartNotFound();
}

/** a cart line as written (its cart aside) */
type NewCartItem = Pick<CartItem, "productId" | "sku" | "qty" | "options">;

/**
 * A new active cart for the caller (a guest's is addressed by its masked id from then on); `asGuest`: a guest cart
 * whoever asks. `firstItem` is written with it, in the same statement group.
 */
/** every write to a cart passes here first: a module may refuse it for this caller (cart/hooks.ts) */
export async function cartWriteAllowed(ctx: RequestContext, operation: CartWriteOperation): Promise<void> {
  await ctx.app.events.dispatch("checkout_cart_save_before", { ctx, operation });
}

export async function createCart(ctx: RequestContext, asGuest = false, firstItem?: NewCartItem): Promise<CartWithItems> {
  const customerId = ctx.caller.kind === "customer" && !asGuest ? ctx.caller.customerId : null;
  const data = { maskedId: newMaskedId(), storeId: ctx.store.id, customerId, ...(firstItem ? { items: { create: [firstItem] } } : {}) };
  // dbOf: a batch add (add-many.ts) starts the cart inside its own transaction
  if (customerId === null) return dbOf(ctx).cart.create({ data, include: { items: { orderBy: { id: "asc" } } } });
  // the customer's active cart is the new one from now on (destinations.ts)
  return withTransaction(ctx, async (tx) => {
    const cart = await dbOf(tx).cart.create({ data, include: { items: { orderBy: { id: "asc" } } } });
    await destinationChanged(tx, customerId);
    return cart;
  });
}

// ---------- resolving a line: variant, selections, price, stock ----------

/** a product a line takes from */
export interface LinePart {
  productId: number;
  sku: string;
  /** units of stock the line takes; 0 for a composite's own row (it must be enabled and in stock, it holds no units) */
  qty: number;
  /** the input field a refusal names */
  field: string;
  /** what a refusal says when the part is hidden from the caller: the same as for a choice that does not exist */
  hiddenAs?: { code: string; message: string };
}

interface Resolved {
  product: LoadedProduct;
  unitPrice: number;
  variantSku: string | null;
  /**
   * the quote's explanation (price-function.ts): the product's own, a configurable's variant's; null for a bundle
   * (its price is the sum of its selections' quotes) and a gift card (the amount chosen)
   */
  explanation: PriceExplanation | null;
  /** the quantity rule the line's quantity must keep (the variant's, else the product's own SKU's), or null */
  quantityRule: QuantityRule | null;
  /** every product the line takes from: itself, or its variant, or its bundle selections (with the composite) */
  parts: LinePart[];
}

/** the attribute catalogue a line resolves against (checkout loads it before its transaction) */
export type AttributeMap = { byId: Map<number, AttributeInfo> };

const invalid = (field: string, code: string, message: string) => new ProblemError(422, "invalid", message, { errors: [{ field, code, message }] });

/** the answer for a SKU that does not exist, is disabled, or is hidden from the caller: the three are alike */
export const productNotFound = (sku: string) =>
  new ProblemError(404, "product_not_found", `No product with sku "${sku}"`, {
    errors: [{ field: "sku", code: "not_found", message: "no such product" }],
  });

/** the products among `ids` that no module hides from the caller (whether they are enabled is checkSellable's) */
export async function shownToCaller(ctx: RequestContext, ids: number[]): Promise<Set<number>> {
  const hidden = await moduleVisibilityWhere(ctx);
  if (!hidden.length || !ids.length) return new Set(ids);
  const rows = await ctx.app.db.product.findMany({ where: { AND: [{ id: { in: ids } }, ...hidden] }, select: { id: true } });
  return new Set(rows.map((r) => r.id));
}

/**
 * The product a line names by SKU. Unknown, disabled and hidden from the caller are one answer from one statement:
 * the same work, so neither the answer nor its timing tells a hidden SKU from one that does not exist.
 */
export async function loadBySku(db: Db, ctx: RequestContext, sku: string): Promise<LoadedProduct> {
  const row = await db.product.findFirst({ where: { AND: [{ sku }, ...(await visibleProductsWhere(ctx, "any"))] }, select: { id: true } });
  if (!row) throw productNotFound(sku);
  const [p] = await loadProducts(db, [row.id], false, ctx.app.productRows);
  return p!;
}

/** the variant of a configurable its options name, whatever its status and stock; undefined when none */
export function chosenVariant(product: LoadedProduct, options: ItemOptions, { byId }: AttributeMap) {
  const wanted = options.superAttributes ?? {};
  const superAttrs = (product.configurableAttrs ?? []).flatMap((c) => byId.get(c.attributeId) ?? []);
  return product.childLinks
    .filter((l) => l.kind === "variant")
    .map((l) => l.child)
    .find((v) => superAttrs.every((a) => v.attributeValues.some((x) => x.attributeId === a.id && Number(x.value) === wanted[a.code])));
}

/**
 * Computes the line's unit price for the caller's group and the products it takes from; 422 on missing options.
 * Reads nothing itself when given the attribute catalogue (checkout calls it inside its transaction).
 */
export async function resolveLine(
  ctx: RequestContext,
  product: LoadedProduct,
  qty: number,
  options: ItemOptions,
  attributes?: AttributeMap,
): Promise<Resolved> {
  const parts: LinePart[] = [];
  const { byId } = attributes ?? (await ctx.app.attributes.load());
  // the one price function (catalog/price-function.ts): what the catalogue shows is what the line charges
  const pricer = await pricerFor(ctx);
  const own = pricer.quote(product, qty);
  let unitPrice: Money = money(own.price);
  let variantSku: string | null = null;
  let explanation: PriceExplanation | null = own.explanation;
  let quantityRule: QuantityRule | null = own.explanation.quantityRule;
  switch (product.type) {
    case "configurable": {
      const wanted = options.superAttributes ?? {};
      const superAttrs = (product.configurableAttrs ?? []).map((c) => byId.get(c.attributeId)).filter((a) => !!a);
      const missing = superAttrs.filter((a) => wanted[a!.code] === undefined).map((a) => a!.code);
      if (missing.length) throw invalid("options.superAttributes", "required", `Choose ${missing.join(" and ")} for ${product.name}`);
      const variant = chosenVariant(product, options, { byId });
      if (variant?.status !== 1) throw invalid("options.superAttributes", "no_variant", `No ${product.name} in that combination`);
      if (!sells(variant)) throw invalid("options.superAttributes", "out_of_stock", `${product.name} in that combination is out of stock`);
      const quote = pricer.quote(variant, qty, product);
      unitPrice = money(quote.price);
      variantSku = variant.sku;
      quantityRule = quote.explanation.quantityRule ?? quantityRule;
      explanation = { ...quote.explanation, quantityRule };
      parts.push(
        { productId: product.id, sku: product.sku, qty: 0, field: "sku" },
        {
          productId: variant.id,
          sku: variant.sku,
          qty,
          field: "options.superAttributes",
          hiddenAs: { code: "no_variant", message: `No ${product.name} in that combination` },
        },
      );
      break;
    }
    case "bundle": {
      const chosen = options.bundleSelections ?? {};
      let sum: Money = ZERO;
      parts.push({ productId: product.id, sku: product.sku, qty: 0, field: "sku" });
      for (const o of product.bundleOptions ?? []) {
        const raw = chosen[String(o.id)];
        const ids = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
        if (o.required && ids.length === 0) throw invalid(`options.bundleSelections.${o.id}`, "required", `Choose an option for "${o.title}"`);
        if (ids.length > 1 && (o.type === "select" || o.type === "radio"))
          throw invalid(`options.bundleSelections.${o.id}`, "single", `Choose one option for "${o.title}"`);
        for (const sid of ids) {
          const sel = o.selections.find((s) => s.id === sid);
          if (!sel) throw invalid(`options.bundleSelections.${o.id}`, "unknown_selection", `Unknown selection ${sid} for "${o.title}"`);
          sum = sum.plus(mul(pricer.unit(sel.product, qty, product), sel.qty));
          parts.push({
            productId: sel.product.id,
            sku: sel.product.sku,
            qty: Math.ceil(sel.qty * qty),
            field: `options.bundleSelections.${o.id}`,
            hiddenAs: { code: "unknown_selection", message: `Unknown selection ${sid} for "${o.title}"` },
          });
        }
      }
      unitPrice = sum;
      explanation = null;
      break;
    }
    case "grouped":
      throw invalid("sku", "grouped_not_addable", `${product.name} groups other products: add those to the cart`);
    case "giftcard": {
      unitPrice = giftcardAmountFor(product, options, ctx.store.currency);
      explanation = null;
      parts.push({ productId: product.id, sku: product.sku, qty, field: "qty" });
      break;
    }
    case "downloadable": {
      for (const id of options.links ?? []) {
        const link = product.downloadableLinks?.find((l) => l.id === id);
        if (!link) throw invalid("options.links", "unknown_link", `Unknown link ${id}`);
        unitPrice = add(unitPrice, link.price);
      }
      parts.push({ productId: product.id, sku: product.sku, qty, field: "qty" });
      break;
    }
    default:
      parts.push({ productId: product.id, sku: product.sku, qty, field: "qty" });
  }
  // custom options: required ones present, select values known, prices added
  const given = options.customOptions ?? {};
  const base = unitPrice;
  for (const o of product.customOptions) {
    const v = given[String(o.id)];
    if (v === undefined || v === "") {
      if (o.required) throw invalid(`options.customOptions.${o.id}`, "required", `"${o.title}" is required`);
      continue;
    }
    if (o.values.length) {
      const val = o.values.find((x) => x.id === Number(v));
      if (!val) throw invalid(`options.customOptions.${o.id}`, "unknown_value", `Unknown choice for "${o.title}"`);
      unitPrice = add(unitPrice, val.priceType === "percent" ? percent(base, val.price) : val.price);
    } else unitPrice = add(unitPrice, o.priceType === "percent" ? percent(base, o.price) : o.price);
  }
  for (const k of Object.keys(given)) {
    if (!product.customOptions.some((o) => String(o.id) === k)) throw invalid(`options.customOptions.${k}`, "unknown_option", `Unknown option ${k}`);
  }
  // Magento rounds the unit price to the currency, then multiplies by the quantity (the row total is exact)
  return { product, unitPrice: amount(unitPrice, ctx.store.currency), variantSku, explanation, quantityRule, parts };
}

/** what a quantity rule asks, e.g. "Sold in multiples of 6 (minimum 6)" */
export function describeQuantityRule(rule: QuantityRule): string {
  const bounds = [rule.minQty !== null ? `minimum ${rule.minQty}` : null, rule.maxQty !== null ? `maximum ${rule.maxQty}` : null].filter((b) => b !== null);
  if (rule.qtyIncrement !== null) return `Sold in multiples of ${rule.qtyIncrement}${bounds.length ? ` (${bounds.join(", ")})` : ""}`;
  return `Sold in quantities of ${bounds.join(" and ").replace("minimum", "at least").replace("maximum", "at most")}`;
}

/** whether `qty` keeps the rule: at least its minimum, at most its maximum, a multiple of its increment (exact) */
export function keepsQuantityRule(rule: QuantityRule, qty: number): boolean {
  if (rule.minQty !== null && compare(qty, rule.minQty) < 0) return false;
  if (rule.maxQty !== null && compare(qty, rule.maxQty) > 0) return false;
  if (rule.qtyIncrement !== null && compare(rule.qtyIncrement, 0) > 0 && !money(qty).mod(rule.qtyIncrement).isZero()) return false;
  return true;
}

/**
 * Every write of a line's quantity (add, update, the Maho routes, reorder) and checkout: 422 `quantity_rule` when the
 * line's quantity breaks the rule of the price list that sets one for it (price-function.ts `quantityRule`).
 */
export function checkQuantityRule(resolved: Pick<Resolved, "quantityRule">, qty: number, sku: string): void {
  const rule = resolved.quantityRule;
  if (!rule || keepsQuantityRule(rule, qty)) return;
  const message = describeQuantityRule(rule);
  throw new ProblemError(422, "quantity_rule", `${sku}: ${message}; ${qty} is not allowed`, {
    errors: [{ field: "qty", code: "quantity_rule", message }],
    extra: { quantityRule: rule },
  });
}

/**
 * A gift card's amount as Maho's types allow it: `fixed` one of the preset amounts, `range` any amount from min to
 * max, `combined` either. A message only where the product allows one.
 */
function giftcardAmountFor(product: LoadedProduct, options: ItemOptions, currency: string): Money {
  const presets = JSON.parse(product.giftcardAmounts) as number[];
  const type = product.giftcardType ?? "fixed";
  const { giftcardMinAmount: min, giftcardMaxAmount: max } = product;
  const open = type !== "fixed" && min !== null && max !== null;
  const amount = options.giftcardAmount;
  const inPresets = amount !== undefined && type !== "range" && presets.includes(amount);
  const inRange = amount !== undefined && open && compare(amount, min) >= 0 && compare(amount, max) <= 0 && hasCurrencyPrecision(amount, currency);
  if (amount === undefined || (!inPresets && !inRange)) {
    const choices = [...(type !== "range" && presets.length ? [presets.join(", ")] : []), ...(open ? [`any amount from ${min} to ${max}`] : [])];
    throw invalid("options.giftcardAmount", amount === undefined ? "required" : "invalid_amount", `Choose an amount: ${choices.join(", or ")}`);
  }
  if (options.giftcardMessage && !product.giftcardAllowMessage) {
    throw invalid("options.giftcardMessage", "not_allowed", `${product.name} takes no message`);
  }
  return money(amount);
}

/** units per product over some parts (a product may be taken by several lines, or twice in one bundle) */
export function unitsByProduct(parts: LinePart[]): Map<number, number> {
  const m = new Map<number, number>();
  for (const p of parts) m.set(p.productId, (m.get(p.productId) ?? 0) + p.qty);
  return m;
}

/** the product table or a transaction's view of it */
type ProductReader = Pick<Db, "product">;

/**
 * Every product the parts take from is enabled, in stock and holds the units asked (summed per product), as the
 * database says now: the row cache is never consulted. 422 `unavailable` or `insufficient_stock` naming the
 * part's field. (Products have no website or store assignment in this schema: a store sells the whole catalogue.)
 */
export async function checkSellable(db: ProductReader, parts: LinePart[]): Promise<void> {
  if (!parts.length) return;
  const units = unitsByProduct(parts);
  const rows = await db.product.findMany({
    where: { id: { in: [...units.keys()] } },
    select: { id: true, sku: true, status: true, stockQty: true, inStock: true },
  });
  const byId = new Map(rows.map((r) => [r.id, r]));
  for (const part of parts) {
    const r = byId.get(part.productId);
    if (r?.status !== 1) {
      throw new ProblemError(422, "invalid", `${part.sku} is not available`, {
        errors: [{ field: part.field, code: "unavailable", message: "this product is not available" }],
      });
    }
    const need = units.get(part.productId)!;
    if (!r.inStock || r.stockQty < need) {
      throw new ProblemError(422, "invalid", r.inStock && r.stockQty > 0 ? `Only ${r.stockQty} of ${r.sku} in stock` : `${r.sku} is out of stock`, {
        errors: [{ field: part.field, code: "insufficient_stock", message: `${r.inStock ? r.stockQty : 0} available` }],
      });
    }
  }
}

const tooMany = (have: number) =>
  new ProblemError(422, "invalid", `A cart line holds at most ${MAX_QTY} units`, {
    errors: [{ field: "qty", code: "too_big", message: `at most ${MAX_QTY - have} more` }],
  });

const sameOptions = (a: string, b: ItemOptions) => a === JSON.stringify(b);

/**
 * The veto hook, on every product the line takes from (`parts`, resolved from the line when not given): each must be
 * shown to the caller (a hidden part is refused as a choice that does not exist, so the answer reveals nothing), and
 * observers, called for the line's product and then each other part, throw ProblemError(403, "purchase_blocked").
 */
export async function prepareFullOptions(
  ctx: RequestContext,
  product: LoadedProduct,
  qty: number,
  options: ItemOptions,
  stage: "add" | "update" | "checkout",
  parts?: LinePart[],
) {
  const all = parts ?? (await resolveLine(ctx, product, qty, options)).parts;
  const ids = [...new Set([product.id, ...all.map((p) => p.productId)])];
  const shown = await shownToCaller(ctx, ids);
  for (const part of all) if (!shown.has(part.productId)) throw hiddenPart(part);
  await ctx.app.events.dispatch("catalog_product_type_prepare_full_options", { ctx, product, qty, options, stage });
  const others = ids.filter((id) => id !== product.id);
  if (!others.length) return;
  const units = unitsByProduct(all);
  for (const p of await loadProducts(ctx.app.db, others, true, ctx.app.productRows)) {
    await ctx.app.events.dispatch("catalog_product_type_prepare_full_options", { ctx, product: p, qty: units.get(p.id) ?? qty, options: {}, stage });
  }
}

function hiddenPart(part: LinePart): ProblemError {
  const { code, message } = part.hiddenAs ?? { code: "unavailable", message: `${part.sku} is not available` };
  return new ProblemError(422, "invalid", message, { errors: [{ field: part.field, code, message }] });
}

// ---------- operations ----------

/** the options a product type reads (custom options: every type); the rest of a request is ignored, as Maho's buyRequest keys are */
const TYPE_OPTIONS: Record<string, readonly (keyof ItemOptions)[]> = {
  configurable: ["superAttributes"],
  bundle: ["bundleSelections"],
  downloadable: ["links"],
  giftcard: ["giftcardAmount", "giftcardSenderName", "giftcardSenderEmail", "giftcardRecipientName", "giftcardRecipientEmail", "giftcardMessage"],
};
export const ownOptions = (type: string, options: ItemOptions): ItemOptions =>
  Object.fromEntries(Object.entries(options).filter(([k]) => k === "customOptions" || TYPE_OPTIONS[type]?.includes(k as keyof ItemOptions)));

export async function addItem(ctx: RequestContext, raw: unknown, maskedId?: string | null): Promise<CartDto> {
  const parsed = parseInput(addItemInput, raw);
  await cartWriteAllowed(ctx, "add");
  const db = ctx.app.db;
  const product = await loadBySku(db, ctx, parsed.sku);
  // options of another type would split the line and be stored (and shown) with it
  const input = { ...parsed, options: ownOptions(product.type, parsed.options) };
  const cart = await findCart(ctx, maskedId);
  // a cart that was named but is not the caller's is never replaced by a new one
  if (!cart && (maskedId || (ctx.caller.kind !== "customer" && maskedIdFrom(ctx, maskedId)))) throw new ProblemError(404, "cart_not_found", "Cart not found");
  const existing = cart?.items.find((i) => i.productId === product.id && sameOptions(i.options, input.options));
  // the cap is on the line, not the request: adding to a line counts what it already holds
  const qty = (existing?.qty ?? 0) + input.qty;
  if (qty > MAX_QTY) throw tooMany(existing?.qty ?? 0);
  const resolved = await resolveLine(ctx, product, qty, input.options);
  checkQuantityRule(resolved, qty, product.sku);
  await prepareFullOptions(ctx, product, qty, input.options, "add", resolved.parts);
  await checkSellable(db, resolved.parts);
  const line = { productId: product.id, sku: product.sku, qty: input.qty, options: JSON.stringify(input.options) };
  // the cart starts only once the item is known to be allowed and in stock, with the item (one commit)
  if (!cart) return cartDto(ctx, await createCart(ctx, false, line));
  // the line and the cart's update time commit together
  await db.$transaction([
    existing ? db.cartItem.update({ where: { id: existing.id }, data: { qty } }) : db.cartItem.create({ data: { cartId: cart.id, ...line } }),
    db.cart.update({ where: { id: cart.id }, data: { updatedAt: new Date() } }),
  ]);
  return cartDto(ctx, await requireCartById(db, cart.id));
}

export async function updateItem(ctx: RequestContext, itemId: number, raw: unknown, maskedId?: string | null): Promise<CartDto> {
  const { qty } = parseInput(updateItemInput, raw);
  await cartWriteAllowed(ctx, "update");
  const cart = await requireCart(ctx, maskedId);
  const item = cart.items.find((i) => i.id === itemId);
  if (!item) throw new ProblemError(404, "item_not_found", `No item ${itemId} in this cart`);
  const [product] = await loadProducts(ctx.app.db, [item.productId], false, ctx.app.productRows);
  if (product?.status !== 1)
    throw new ProblemError(422, "invalid", "This product is no longer available; remove it", {
      errors: [{ field: "id", code: "unavailable", message: "product unavailable" }],
    });
  const options = JSON.parse(item.options) as ItemOptions;
  const resolved = await resolveLine(ctx, product, qty, options);
  checkQuantityRule(resolved, qty, product.sku);
  await prepareFullOptions(ctx, product, qty, options, "update", resolved.parts);
  await checkSellable(ctx.app.db, resolved.parts);
  await ctx.app.db.cartItem.update({ where: { id: item.id }, data: { qty } });
  return cartDto(ctx, await requireCartById(ctx.app.db, cart.id));
}

export async function removeItem(ctx: RequestContext, itemId: number, maskedId?: string | null): Promise<CartDto> {
  await cartWriteAllowed(ctx, "remove");
  const cart = await requireCart(ctx, maskedId);
  if (!cart.items.some((i) => i.id === itemId)) throw new ProblemError(404, "item_not_found", `No item ${itemId} in this cart`);
  await ctx.app.db.cartItem.delete({ where: { id: itemId } });
  return cartDto(ctx, await requireCartById(ctx.app.db, cart.id));
}

export async function setShippingCountry(ctx: RequestContext, countryId: string, maskedId?: string | null): Promise<CartDto> {
  await cartWriteAllowed(ctx, "shipping_country");
  const cart = await requireCart(ctx, maskedId);
  const id = await checkCountry(ctx, countryId, "country");
  await withTransaction(ctx, async (tx) => {
    await dbOf(tx).cart.update({ where: { id: cart.id }, data: { shippingCountry: id } });
    await destinationChanged(tx, cart.customerId);
  });
  return cartDto(ctx, await requireCartById(ctx.app.db, cart.id));
}

export async function getCart(ctx: RequestContext, maskedId?: string | null): Promise<CartDto> {
  return cartDto(ctx, await requireCart(ctx, maskedId));
}

export async function requireCartById(db: Db, id: number): Promise<CartWithItems> {
  return db.cart.findUniqueOrThrow({ where: { id }, include: { items: { orderBy: { id: "asc" } } } });
}

/** prices every line for the caller's group as of now */
export async function cartDto(ctx: RequestContext, cart: CartWithItems): Promise<CartDto> {
  const products = await loadProducts(ctx.app.db, [...new Set(cart.items.map((i) => i.productId))], false, ctx.app.productRows);
  const byId = new Map(products.map((p) => [p.id, p]));
  // a line is explained when a price provider takes part in the caller's prices (price-function.ts)
  const explained = (await pricerFor(ctx)).key !== "";
  const items: CartLineDto[] = [];
  for (const i of cart.items) {
    const p = byId.get(i.productId);
    if (!p) continue;
    const options = JSON.parse(i.options) as ItemOptions;
    let price: number;
    let variantSku: string | null = null;
    let priceExplanation: PriceExplanation | null;
    try {
      const r = await resolveLine(ctx, p, i.qty, options);
      price = r.unitPrice;
      variantSku = r.variantSku;
      priceExplanation = r.explanation;
    } catch {
      // options no longer resolve: shown, refused at checkout
      const quote = (await pricerFor(ctx)).quote(p, i.qty);
      price = amount(quote.price, ctx.store.currency);
      priceExplanation = quote.explanation;
    }
    items.push({
      id: i.id,
      productId: p.id,
      sku: i.sku,
      name: p.name,
      type: p.type,
      urlKey: p.urlKey,
      imageUrl: mediaUrl(ctx.app.settings.mediaBaseUrl, p.imageUrl),
      qty: i.qty,
      options,
      variantSku,
      price,
      rowTotal: amount(mul(price, i.qty), ctx.store.currency),
      discount: 0,
      priceExplanation: explained ? priceExplanation : null,
    });
  }
  const itemsQty = items.reduce((s, i) => s + i.qty, 0);
  const t = await cartTotals(ctx, cart, items);
  t.lineDiscounts.forEach((d, n) => {
    items[n]!.discount = d;
  });
  return {
    id: cart.id,
    storeId: cart.storeId,
    status: cart.status,
    createdAt: cart.createdAt,
    updatedAt: cart.updatedAt,
    maskedId: cart.maskedId,
    customerId: cart.customerId,
    currency: ctx.store.currency,
    shippingCountry: cart.shippingCountry,
    items,
    itemsCount: items.length,
    itemsQty,
    prices: { subtotal: t.subtotal, discount: t.discount, shipping: t.shipping, giftcard: t.giftcard, tax: t.tax, grandTotal: t.grandTotal },
    couponCode: cart.couponCode,
    appliedGiftcards: t.appliedGiftcards,
    shippingMethod: t.shippingMethod?.code ?? null,
    shippingMethods: t.shippingMethods,
  };
}

/** login: a guest cart named by masked id is merged into the customer's cart; returns that cart's id */
export async function mergeGuestCart(ctx: RequestContext, customerId: number, guestMaskedId: string | undefined): Promise<string | null> {
  const db = ctx.app.db;
  const guest = guestMaskedId ? await db.cart.findUnique({ where: { maskedId: guestMaskedId }, include: { items: true } }) : null;
  const usable = guest && guest.customerId === null && guest.status === "active" && guest.storeId === ctx.store.id ? guest : null;
  let destinationMoved: (() => Promise<void>) | undefined;
  const merged = await db.$transaction(async (tx) => {
    let mine = await tx.cart.findFirst({ where: { customerId, storeId: ctx.store.id, status: "active" }, include: { items: true }, orderBy: { id: "desc" } });
    if (!usable) return mine?.maskedId ?? null;
    if (!mine) {
      // the guest cart simply becomes the customer's (and its shipping country their destination)
      await tx.cart.update({ where: { id: usable.id }, data: { customerId } });
      destinationMoved = await destinationChangeIn(ctx.app, tx, customerId);
      return usable.maskedId;
    }
    for (const gi of usable.items) {
      const same = mine.items.find((i) => i.productId === gi.productId && i.options === gi.options);
      // the line cap holds for merged lines too
      if (same) await tx.cartItem.update({ where: { id: same.id }, data: { qty: Math.min(MAX_QTY, same.qty + gi.qty) } });
      else await tx.cartItem.create({ data: { cartId: mine.id, productId: gi.productId, sku: gi.sku, qty: gi.qty, options: gi.options } });
    }
    await tx.cart.update({ where: { id: usable.id }, data: { status: "merged" } });
    // the guest's coupon (when the customer's cart has none) and gift cards come along; totals re-check them
    const giftcardCodes = JSON.stringify([...new Set([...parseCodes(mine.giftcardCodes), ...parseCodes(usable.giftcardCodes)])]);
    mine = await tx.cart.update({
      where: { id: mine.id },
      data: { updatedAt: new Date(), couponCode: mine.couponCode ?? usable.couponCode, giftcardCodes },
      include: { items: true },
    });
    return mine.maskedId;
  });
  await destinationMoved?.();
  return merged;
}
