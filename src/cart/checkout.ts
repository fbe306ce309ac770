/**
 * Place order: every line is re-validated through the same veto hook and re-priced for the customer's
 * group as it is now (a cart filled before a gate was switched on cannot check out), then the order,
 * its items, the stock decrements and the cart's status are written in one transaction, which reads
 * every product it prices and every stock it takes from the database (never the row cache).
 *
 * Idempotent (the IETF Idempotency-Key draft): the key, scoped to the caller, is claimed first in the
 * order's transaction with a fingerprint of the request body, and commits with the order. A concurrent
 * request with the same key fails on the claim (PostgreSQL waits for the winner's commit, SQLite has one
 * writer), or on the ordered cart; it then finds the winner's order and replays it, however many race.
 * The same key with another body is 422 `idempotency_key_reused`.
 */
import { createHash } from "node:crypto";
import { z } from "zod";
import { useCartDestination, type RequestContext } from "../core/context.ts";
import { destinationChangeIn } from "../core/destinations.ts";
import { ProblemError } from "../core/errors.ts";
import { loadProducts, reloadPricing } from "../catalog/product-loader.ts";
import { pricerFor } from "../catalog/price-function.ts";
import { amount, amountText, compare, money as decimal, mul, round, sum } from "../core/money.ts";
import { parseInput } from "../core/api/input.ts";
import type { Db } from "../core/db/client.ts";
import { addressInput, checkCountry, isUniqueViolation } from "../customer/service.ts";
import { checkAddress } from "../customer/address-book.ts";
import {
  cartAlreadyOrdered,
  checkQuantityRule,
  checkSellable,
  prepareFullOptions,
  requireCartToOrder,
  resolveLine,
  unitsByProduct,
  type ItemOptions,
  type LinePart,
} from "./service.ts";
import { couponRefusal, couponRefused, findRule } from "./coupons.ts";
import { giftcardSpent } from "./giftcards.ts";
import { loadShippingConfig, normaliseShippingMethod, shippingMethodUnavailable } from "../sales/shipping-methods.ts";
import { computeTotals, loadGiftcards, VIRTUAL_TYPES } from "./totals.ts";
import { dbOf, withTransaction } from "../core/unit-of-work.ts";
import { writeOrder } from "./draft-order.ts";
import type { OrderDraft, OrderHold } from "./hooks.ts";
import { checkPaymentMethod, FREE_METHOD, handPaymentData, PAYMENT_METHODS, paymentMethodsFor } from "../sales/payment-methods.ts";
import { methodAllowsGroup } from "../sales/payment-settings.ts";

/**
 * The storefront's origin (Maho's `storefrontOrigin`, where a redirect-style payment sends the shopper back): an
 * http(s) origin, stored as the URL's origin. A path, query, fragment or credentials make it something else: 422.
 */
export const storefrontOrigin = z
  .string()
  .trim()
  .max(255)
  .transform((v, c) => {
    let url: URL | undefined;
    try {
      url = new URL(v);
    } catch {}
    if (!url || !/^https?:$/.test(url.protocol) || url.username || url.password || url.pathname !== "/" || url.search || url.hash || url.origin === "null") {
      c.addIssue({ code: "custom", message: "an origin such as https://shop.example.com (scheme, host and port only)" });
      return z.NEVER;
    }
    return url.origin;
  });

/** any method sent for an order with nothing to pay is recorded as `free` */
export const placeOrderInput = z
  .object({
    paymentMethod: z.enum(PAYMENT_METHODS),
    /** carrier_method chosen with the order (Maho sends it with place-order): applied inside the placement */
    shippingMethod: z.string().trim().min(1).max(128).transform(normaliseShippingMethod).optional(),
    /** the buyer's note (Maho's orderNote) */
    note: z.string().trim().max(4096).optional(),
    poNumber: z.string().trim().min(1).max(64).optional(),
    /** where the order's invoices go (on-account orders), else the customer's email */
    invoiceEmail: z.string().trim().toLowerCase().email().max(254).optional(),
    email: z.string().trim().toLowerCase().email().max(254).optional(),
    shippingAddress: addressInput.optional(),
    billingAddress: addressInput.optional(),
    /** what the storefront's payment step produced (a gateway's token, a nonce); null for offline methods */
    paymentData: z.record(z.string(), z.unknown()).nullable().optional(),
    storefrontOrigin: storefrontOrigin.optional(),
    /** the grand total the shopper was shown: an order whose total differs is refused (409 `total_changed`) */
    expectedGrandTotal: z.number().min(0).max(1e12).optional(),
  })
  .superRefine((v, c) => {
    if (v.paymentMethod === "purchaseorder" && !v.poNumber) c.addIssue({ code: "custom", path: ["poNumber"], message: "a purchase order number is required" });
  });

export { toOrderDto, type OrderDto } from "../sales/order-dto.ts";
import { toOrderDto, type OrderDto } from "../sales/order-dto.ts";

/** JSON with object keys sorted at every level: equal values give equal text */
export function canonicalJson(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonicalJson).join(",")}]`;
  if (v && typeof v === "object") {
    const o = v as Record<string, unknown>;
    return `{${Object.keys(o)
      .filter((k) => o[k] !== undefined)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonicalJson(o[k])}`)
      .join(",")}}`;
  }
  return JSON.stringify(v) ?? "null";
}

interface Claim {
  /** the key scoped to its caller */
  key: string;
  /** sha256 of the canonical JSON of the validated body */
  fingerprint: string;
}

/** how long a request that lost the claim waits for the winner's order to be readable */
const CLAIM_WAIT_MS = 10_000;
/** checkout's transaction: concurrent ones queue (SQLite has one writer), so the wait to start is generous */
const TX_OPTIONS = { maxWait: 20_000, timeout: 20_000 };
/** an order line as written: with whether it ships and the stock it took (sales/order-actions.ts gives it back) */
interface OrderLineRow {
  sku: string;
  name: string;
  productId: number;
  qty: number;
  price: number;
  rowTotal: number;
  options: string;
  isVirtual: boolean;
  stockUnits: string;
  /** JSON of the quote's explanation (price-function.ts) when a price provider took part, else null */
  priceExplanation: string | null;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const keyReused = () =>
  new ProblemError(422, "idempotency_key_reused", "This Idempotency-Key was used with a different request body", {
    errors: [{ field: "Idempotency-Key", code: "reused", message: "send a new key for a different request" }],
  });

/**
 * The order a key produced, replayed; null when the key has none. 422 when the key was claimed by another body.
 * With `waitMs`, a claim not yet readable is polled for (bounded): the loser of a race waits for the winner.
 */
async function replayFor(db: Db, claim: Claim, waitMs = 0): Promise<{ order: OrderDto; replayed: true } | null> {
  const deadline = Date.now() + waitMs;
  for (let delay = 10; ; delay = Math.min(delay * 2, 200)) {
    const o = await db.order.findUnique({
      where: { idempotencyKey: claim.key },
      include: { items: { orderBy: { id: "asc" } }, idempotencyClaim: true, issuedGiftcards: true },
    });
    // orders placed before claims were recorded carry the key alone: replayed whatever the body
    if (o?.idempotencyClaim && o.idempotencyClaim.fingerprint !== claim.fingerprint) throw keyReused();
    if (o) return { order: toOrderDto(o), replayed: true };
    if (Date.now() >= deadline) return null;
    await sleep(delay);
  }
}

export async function placeOrder(ctx: RequestContext, raw: unknown, idempotencyKey: string | undefined, maskedId?: string | null): Promise<PlaceOrderResult> {
  if (idempotencyKey !== undefined && !/^[\x21-\x7e]{8,128}$/.test(idempotencyKey)) {
    throw new ProblemError(400, "invalid_request", "Idempotency-Key must be 8 to 128 visible ASCII characters");
  }
  const input = parseInput(placeOrderInput, raw);
  // a key scoped to the caller: one customer's key can never return another's order
  const claim: Claim | undefined = idempotencyKey
    ? {
        key: `${ctx.caller.kind === "customer" ? `c${ctx.caller.customerId}` : `g${maskedId ?? ctx.header("x-cart-id") ?? ""}`}:${idempotencyKey}`,
        fingerprint: createHash("sha256").update(canonicalJson(input)).digest("hex"),
      }
    : undefined;
  if (claim) {
    const earlier = await replayFor(ctx.app.db, claim);
    if (earlier) return earlier;
  }
  try {
    const placed = await createOrder(ctx, input, claim, maskedId);
    return "held" in placed ? placed : { order: placed.order, replayed: false };
  } catch (e) {
    if (!claim) throw e;
    // a concurrent request with the same key won (we lost the claim, or found its cart ordered): answer with its
    // order. A lost claim means its order exists; anything else is looked up once.
    const winner = await replayFor(ctx.app.db, claim, isUniqueViolation(e) ? CLAIM_WAIT_MS : 0);
    if (winner) return winner;
    throw e;
  }
}

type PlaceOrderInput = z.output<typeof placeOrderInput>;

/** an order placed (or replayed for its Idempotency-Key), or held by a module (answered 202 with the hold) */
export type PlaceOrderResult = { order: OrderDto; replayed: boolean; held?: undefined } | { held: OrderHold; order?: undefined; replayed?: undefined };

/** thrown inside the transaction by a dry run: the draft, and a rollback of everything the run wrote */
class DraftOnly extends Error {
  constructor(readonly draft: OrderDraft) {
    super("draft only");
  }
}

/**
 * The order the caller's cart would place now with these choices, drafted as place-order drafts it (every check,
 * the prices and totals) and written nowhere: what a module explains its decision on (e.g. which approval rules
 * fire). Refused as place-order would refuse it.
 */
export async function draftFromCart(ctx: RequestContext, raw: unknown, maskedId?: string | null): Promise<OrderDraft> {
  const input = parseInput(placeOrderInput, raw);
  try {
    await createOrder(ctx, input, undefined, maskedId, true);
  } catch (e) {
    if (e instanceof DraftOnly) return e.draft;
    throw e;
  }
  throw new Error("a dry run of place-order wrote an order");
}

/**
 * The totals of a refused `total_changed`, by the request that met it: the GraphQL result carries the problem's
 * message and field error, the REST routes put the amounts into the problem details (`grandTotal`, `expectedGrandTotal`).
 */
const changedTotals = new WeakMap<RequestContext, { grandTotal: number; expectedGrandTotal: number }>();

function totalChanged(ctx: RequestContext, expected: number, grandTotal: number): ProblemError {
  const currency = ctx.store.currency;
  const amounts = { grandTotal, expectedGrandTotal: amount(expected, currency) };
  const shown = (n: number) => amountText(n, currency);
  changedTotals.set(ctx, amounts);
  return new ProblemError(
    409,
    "total_changed",
    `The order total is now ${shown(grandTotal)}, not ${shown(amounts.expectedGrandTotal)}: review it and place the order again`,
    {
      errors: [{ field: "expectedGrandTotal", code: "total_changed", message: `the order total is now ${shown(grandTotal)}` }],
      extra: amounts,
    },
  );
}

/** a REST place-order route's problem: `total_changed` with the amounts the placement computed */
export function withChangedTotals(ctx: RequestContext, e: unknown): unknown {
  const amounts = changedTotals.get(ctx);
  if (!(e instanceof ProblemError) || e.code !== "total_changed" || !amounts) return e;
  return new ProblemError(e.status, e.code, e.message, { errors: e.errors, extra: { ...e.extra, ...amounts }, headers: e.headers });
}

async function createOrder(
  ctx: RequestContext,
  input: PlaceOrderInput,
  claim: Claim | undefined,
  maskedId?: string | null,
  dryRun = false,
): Promise<{ order: OrderDto } | { held: OrderHold }> {
  const db = ctx.app.db;
  const cart = await requireCartToOrder(ctx, maskedId);
  if (!cart.items.length)
    throw new ProblemError(422, "invalid", "The cart is empty", { errors: [{ field: "items", code: "empty", message: "add an item first" }] });
  // a module may refuse the order on every route (cart/hooks.ts)
  await ctx.app.events.dispatch("sales_order_place_before", { ctx, cart: { id: cart.id, customerId: cart.customerId }, paymentMethod: input.paymentMethod });
  let email: string;
  if (ctx.caller.kind === "customer") {
    email = ctx.caller.email;
  } else {
    if (!input.email)
      throw new ProblemError(422, "invalid", "Guests give an email address", {
        errors: [{ field: "email", code: "required", message: "required for guest checkout" }],
      });
    if (input.paymentMethod === "payonaccount")
      throw new ProblemError(422, "invalid", "Pay on account needs a customer account", {
        errors: [{ field: "paymentMethod", code: "login_required", message: "log in to pay on account" }],
      });
    email = input.email;
  }
  // the order ships to its shipping address's country (else the cart's); every country is one the store serves now,
  // and an address's regionId one of its country's regions, whose name fills an empty region
  if (input.shippingAddress) input.shippingAddress = await checkAddress(ctx, input.shippingAddress, "shippingAddress");
  if (input.billingAddress) input.billingAddress = await checkAddress(ctx, input.billingAddress, "billingAddress");
  const shippingCountry = input.shippingAddress
    ? input.shippingAddress.countryId
    : cart.shippingCountry
      ? await checkCountry(ctx, cart.shippingCountry, "shippingCountry")
      : null;
  // the veto below judges the order where it ships (its address may name another country than the cart did)
  if (shippingCountry) useCartDestination(ctx, shippingCountry);

  // Before the transaction: every line resolves and passes the veto hook, on rows read now (not cached). Observers
  // may read the database, which an open SQLite transaction holds, so they run here; the attribute catalogue and
  // the shipping rate are read here for the same reason.
  const attributes = await ctx.app.attributes.load();
  const productIds = [...new Set(cart.items.map((i) => i.productId))];
  const unavailable = (item: { id: number; sku: string }) =>
    new ProblemError(422, "invalid", `${item.sku} is no longer available`, {
      errors: [{ field: `items.${item.id}`, code: "unavailable", message: "remove it from the cart" }],
    });
  const loaded = await loadProducts(db, productIds, false);
  {
    const byId = new Map(loaded.map((p) => [p.id, p]));
    for (const item of cart.items) {
      const p = byId.get(item.productId);
      if (p?.status !== 1) throw unavailable(item);
      const options = JSON.parse(item.options) as ItemOptions;
      const resolved = await resolveLine(ctx, p, item.qty, options, attributes);
      // the price list's quantity rule, checked again as the order is placed
      checkQuantityRule(resolved, item.qty, p.sku);
      const { parts } = resolved;
      await prepareFullOptions(ctx, p, item.qty, options, "checkout", parts);
    }
  }
  const shippingConfig = await loadShippingConfig(ctx);
  // the methods for an order that has something to pay; one that has nothing pays with `free`
  const paying = await paymentMethodsFor(ctx, 1);
  const notForGroup = !(await methodAllowsGroup(ctx.app.config, ctx.store.id, input.paymentMethod, ctx.groupId));

  // a unit of work (core/unit-of-work.ts), so the confirmation mail is queued with the order
  const inUnit = <T>(fn: (txCtx: RequestContext) => Promise<T>) => withTransaction(ctx, fn, TX_OPTIONS);
  const placed = await inUnit(async (txCtx) => {
    const tx = dbOf(txCtx);
    // the key first: a concurrent request with the same key stops here until this one commits or rolls back
    if (claim) await tx.idempotencyKey.create({ data: { key: claim.key, fingerprint: claim.fingerprint } });
    // the cart must still be active: ordering it flips it, so a second order of it conflicts
    const [money] = await tx.cart.updateManyAndReturn({
      where: { id: cart.id, status: "active" },
      data: { status: "ordered" },
      select: { couponCode: true, shippingMethod: true, giftcardCodes: true },
    });
    if (!money) throw cartAlreadyOrdered();
    // the customer's active cart is no longer this one: their destination country changes with it
    const destinationMoved = cart.customerId !== null ? await destinationChangeIn(ctx.app, tx, cart.customerId) : undefined;
    const items = await tx.cartItem.findMany({ where: { cartId: cart.id }, orderBy: { id: "asc" } });
    const asChecked = (i: { id: number; qty: number; options: string; productId: number }) => `${i.id}:${i.productId}:${i.qty}:${i.options}`;
    if (items.map(asChecked).join("|") !== cart.items.map(asChecked).join("|")) {
      throw new ProblemError(409, "cart_changed", "The cart changed while the order was being placed: review it and try again");
    }
    // priced from the rows as this transaction reads them
    const byId = new Map((await reloadPricing(tx as unknown as Db, loaded)).map((p) => [p.id, p]));
    const lines: OrderLineRow[] = [];
    // the line keeps why its price is what it is, when a price provider took part (a later "why this price")
    const explained = (await pricerFor(ctx)).key !== "";
    /** each line's product type, for the totals (gift card lines, virtual carts) */
    const lineTypes: string[] = [];
    /** lines of gift card products: each unit issues a card worth the line's amount */
    const giftcardLines: { index: number; amount: number; options: Record<string, unknown> }[] = [];
    const parts: LinePart[] = [];
    for (const item of items) {
      const p = byId.get(item.productId);
      if (p?.status !== 1) throw unavailable(item);
      const options = JSON.parse(item.options) as ItemOptions;
      const r = await resolveLine(ctx, p, item.qty, options, attributes);
      for (const part of r.parts) parts.push({ ...part, field: `items.${item.id}` });
      if (p.type === "giftcard") giftcardLines.push({ index: lines.length, amount: options.giftcardAmount ?? r.unitPrice, options });
      lineTypes.push(p.type);
      lines.push({
        sku: r.variantSku ?? p.sku,
        name: p.name,
        productId: p.id,
        qty: item.qty,
        price: r.unitPrice,
        rowTotal: amount(mul(r.unitPrice, item.qty), ctx.store.currency),
        options: item.options,
        // what an admin's cancel or refund gives back (sales/order-actions.ts)
        isVirtual: VIRTUAL_TYPES.has(p.type),
        stockUnits: JSON.stringify([...unitsByProduct(r.parts.map((part) => ({ ...part, field: "" })))].filter(([, n]) => n > 0)),
        priceExplanation: explained && r.explanation ? JSON.stringify(r.explanation) : null,
      });
    }
    await checkSellable(tx, parts);
    const subtotal = amount(sum(lines.map((l) => l.rowTotal)), ctx.store.currency);
    // the coupon must still apply (its use is taken as the order is written)
    const rule = money.couponCode ? await findRule(tx, money.couponCode) : null;
    if (money.couponCode) {
      const refusal = couponRefusal(rule, ctx.store.id, ctx.groupId);
      if (refusal) throw couponRefused(refusal, "couponCode");
    }
    const giftcards = await loadGiftcards(tx, money.giftcardCodes, ctx.store.currency);
    if (giftcards.some((g) => compare(g.balance, 0) <= 0)) throw giftcardSpent();
    const totals = computeTotals({
      lines: lines.map((l, n) => ({ type: lineTypes[n]!, qty: l.qty, rowTotal: l.rowTotal })),
      rule,
      shipping: shippingConfig,
      chosenMethod: input.shippingMethod ?? money.shippingMethod,
      giftcards,
      currency: ctx.store.currency,
    });
    // a virtual cart ships nothing: a method sent for it is ignored, as Maho does
    if (!totals.isVirtual && input.shippingMethod && totals.shippingMethod?.code !== input.shippingMethod) {
      throw shippingMethodUnavailable(input.shippingMethod, "shippingMethod");
    }
    if (!totals.isVirtual && !totals.shippingMethod)
      throw new ProblemError(422, "invalid", "No shipping method is available for this cart", {
        errors: [{ field: "shippingMethod", code: "unavailable", message: "no carrier is enabled for this store" }],
      });
    // the shopper confirmed a total: an order that would charge another one is refused, with the new total
    if (input.expectedGrandTotal !== undefined && compare(round(input.expectedGrandTotal, ctx.store.currency), totals.grandTotal) !== 0) {
      throw totalChanged(ctx, input.expectedGrandTotal, totals.grandTotal);
    }
    let paymentMethod: string = input.paymentMethod;
    if (compare(totals.grandTotal, 0) <= 0) paymentMethod = FREE_METHOD;
    else checkPaymentMethod(paying, input.paymentMethod, totals.grandTotal, notForGroup);
    handPaymentData(paymentMethod, input.paymentData ?? null);
    const text = (v: number | string) => decimal(v).toFixed();
    const draft: OrderDraft = {
      storeId: ctx.store.id,
      customerId: ctx.caller.kind === "customer" ? ctx.caller.customerId : null,
      email,
      groupId: ctx.groupId,
      currency: ctx.store.currency,
      cartId: cart.id,
      lines: lines.map((l, n) => ({ ...l, type: lineTypes[n]!, price: text(l.price), rowTotal: text(l.rowTotal) })),
      subtotal: text(subtotal),
      shipping: text(totals.shipping),
      discount: text(totals.discount),
      giftcard: text(totals.giftcard),
      grandTotal: text(totals.grandTotal),
      shippingMethod: totals.shippingMethod?.code ?? "",
      paymentMethod,
      poNumber: input.poNumber ?? null,
      invoiceEmail: input.invoiceEmail ?? null,
      note: input.note || null,
      shippingCountry,
      addresses: { shipping: input.shippingAddress ?? null, billing: input.billingAddress ?? input.shippingAddress ?? null },
      couponCode: rule ? rule.code : null,
      giftcards: totals.appliedGiftcards.filter((g) => compare(g.amount, 0) > 0).map((g) => ({ code: g.code, amount: text(g.amount) })),
      storefrontOrigin: input.storefrontOrigin ?? null,
    };
    if (dryRun) throw new DraftOnly(draft);
    // a module may hold the order instead (a purchase order): then nothing of the order is written or taken
    const review = { ctx: txCtx, draft, hold: null as OrderHold | null };
    await txCtx.app.events.dispatch("sales_order_place_review", review);
    if (review.hold) {
      // a retry with the key finds the cart consumed (409), never a claim without an order to replay
      if (claim) await tx.idempotencyKey.delete({ where: { key: claim.key } });
      return { held: review.hold, written: null, destinationMoved };
    }
    return { held: null, written: await writeOrder(txCtx, draft, rule, claim?.key), destinationMoved };
  });
  await placed.destinationMoved?.();
  if (placed.held) return { held: placed.held };
  const { order, taken, soldOut } = placed.written!;
  // this instance's cached rows of what the order touched (a parent's row carries its children's stock)
  ctx.app.productRows.evict([...productIds, ...taken]);
  await soldOut();
  return { order: toOrderDto(order) };
}
