/**
 * Writing an order from its draft (hooks.ts `OrderDraft`): the stock, the coupon's use and the gift cards are taken,
 * the order and its lines are written at the draft's prices and totals, `sales_order_place_after` runs, and the
 * history and confirmation mail are queued, all in the caller's transaction.
 *
 * Checkout drafts and writes in one transaction (checkout.ts). A module that held a draft (a purchase order) places
 * it later with `placeDraftOrder`, never re-priced: what was approved is what is ordered, or nothing.
 */
import { randomBytes } from "node:crypto";
import type { RequestContext } from "../core/context.ts";
import { ProblemError } from "../core/errors.ts";
import { compare, money } from "../core/money.ts";
import { afterCommit, dbOf, inTransaction } from "../core/unit-of-work.ts";
import type { DbClient } from "../core/unit-of-work.ts";
import { takeStock } from "../catalog/stock.ts";
import { newGiftcardCode } from "../sales/codes.ts";
import { FREE_METHOD } from "../sales/payment-methods.ts";
import { methodAllowsGroup } from "../sales/payment-settings.ts";
import { orderPlaced } from "../sales/order-actions.ts";
import { couponRefusal, couponRefused, findRule, takeCouponUse } from "./coupons.ts";
import { giftcardPeople, redeemGiftcard } from "./giftcards.ts";
import type { OrderDraft } from "./hooks.ts";

/** what writing the order leaves for after the commit */
export interface WrittenOrder {
  order: Awaited<ReturnType<typeof createOrderRow>>;
  /** the products whose stock was taken (their cached rows are evicted after the commit) */
  taken: number[];
  /** announces what the order sold out, once it committed */
  soldOut: () => Promise<void>;
}

const insufficientStock = () =>
  new ProblemError(422, "invalid", "Not enough stock for an item in the cart", {
    errors: [{ field: "items", code: "insufficient_stock", message: "reduce the quantity" }],
  });

/** the units every line takes, by product, ascending (rows are locked in one order) */
function unitsOf(draft: OrderDraft): [number, number][] {
  const units = new Map<number, number>();
  for (const l of draft.lines) for (const [id, n] of JSON.parse(l.stockUnits) as [number, number][]) units.set(id, (units.get(id) ?? 0) + n);
  return [...units].filter(([, n]) => n > 0).sort(([a], [b]) => a - b);
}

function createOrderRow(tx: DbClient, draft: OrderDraft, idempotencyKey: string | null) {
  return tx.order.create({
    data: {
      incrementId: `tmp-${randomBytes(8).toString("hex")}`,
      storeId: draft.storeId,
      customerId: draft.customerId,
      customerEmail: draft.email,
      customerGroupId: draft.groupId,
      cartId: draft.cartId,
      idempotencyKey,
      currency: draft.currency,
      subtotal: draft.subtotal,
      shippingAmount: draft.shipping,
      shippingMethod: draft.shippingMethod,
      couponCode: draft.couponCode,
      discountAmount: draft.discount,
      giftcardAmount: draft.giftcard,
      giftcards: JSON.stringify(draft.giftcards.map((g) => ({ code: g.code, amount: money(g.amount).toNumber() }))),
      grandTotal: draft.grandTotal,
      paymentMethod: draft.paymentMethod,
      poNumber: draft.poNumber,
      invoiceEmail: draft.invoiceEmail,
      note: draft.note,
      shippingCountry: draft.shippingCountry,
      addresses: JSON.stringify(draft.addresses),
      storefrontOrigin: draft.storefrontOrigin,
      items: {
        create: draft.lines.map((l) => ({
          sku: l.sku,
          name: l.name,
          productId: l.productId,
          qty: l.qty,
          price: l.price,
          rowTotal: l.rowTotal,
          options: l.options,
          isVirtual: l.isVirtual,
          stockUnits: l.stockUnits,
          priceExplanation: l.priceExplanation,
        })),
      },
    },
    include: { items: { orderBy: { id: "asc" as const } } },
  });
}

/**
 * Writes the draft as an order in the transaction `ctx` joins. The coupon (when the draft has one) must be
 * `rule`, already judged for the draft's store and group. `claim`: the idempotency key the order answers for.
 */
export async function writeOrder(
  ctx: RequestContext,
  draft: OrderDraft,
  rule: Parameters<typeof takeCouponUse>[1] | null,
  claim?: string,
): Promise<WrittenOrder> {
  const tx = dbOf(ctx);
  // decremented only where enough remains (a concurrent order of another cart cannot oversell); what it sells
  // out is announced once the order commits (catalog/stock.ts)
  const units = unitsOf(draft);
  const stock = await takeStock(ctx.app, tx, units);
  if (!stock.ok) throw insufficientStock();
  if (rule) await takeCouponUse(tx, rule);
  for (const g of draft.giftcards) if (compare(g.amount, 0) > 0) await redeemGiftcard(tx, g.code, g.amount);
  const created = await createOrderRow(tx, draft, claim ?? null);
  if (claim) await tx.idempotencyKey.update({ where: { key: claim }, data: { orderId: created.id } });
  // numbered without reading the order back: the row written is `created` with its number (and update time)
  const numbered = { ...created, incrementId: String(100000000 + created.id) };
  await tx.order.updateMany({ where: { id: created.id }, data: { incrementId: numbered.incrementId, updatedAt: numbered.updatedAt } });
  // one gift card per unit of a gift card line, in one statement (a line may hold thousands); spendable only once
  // the order is paid (orderPaymentCapture), which mails the codes
  const cards = draft.lines.flatMap((l, index) => {
    if (l.type !== "giftcard") return [];
    const options = JSON.parse(l.options) as Record<string, unknown> & { giftcardAmount?: number };
    const value = options.giftcardAmount ?? money(l.price).toNumber();
    const item = numbered.items[index]!;
    const card = {
      initialAmount: value,
      balance: value,
      currency: draft.currency,
      orderId: created.id,
      orderItemId: item.id,
      state: "pending",
      ...giftcardPeople(options),
    };
    return Array.from({ length: item.qty }, () => ({ ...card, code: newGiftcardCode() }));
  });
  if (cards.length) await tx.giftcardAccount.createMany({ data: cards });
  const order = cards.length ? { ...numbered, issuedGiftcards: await tx.giftcardAccount.findMany({ where: { orderId: created.id } }) } : numbered;
  await ctx.app.events.dispatch("sales_order_place_after", {
    ctx,
    order: {
      id: created.id,
      incrementId: numbered.incrementId,
      customerId: created.customerId,
      grandTotal: money(draft.grandTotal).toFixed(),
      paymentMethod: draft.paymentMethod,
      poNumber: draft.poNumber,
    },
  });
  // its first history entry and the confirmation mail, committed with it
  await orderPlaced(ctx, tx, created.id);
  return { order, taken: units.map(([id]) => id), soldOut: stock.announce };
}

/**
 * Places a held draft exactly as it stands (its prices and totals), inside the caller's transaction: every product
 * must still be enabled (else 422 `unavailable`), and stock, the coupon's use and the gift cards must still be there.
 * Throws a ProblemError when the order cannot be placed; the transaction then rolls back.
 */
export async function placeDraftOrder(ctx: RequestContext, draft: OrderDraft): Promise<{ id: number; incrementId: string }> {
  if (!inTransaction(ctx)) throw new Error("placeDraftOrder runs inside withTransaction");
  const tx = dbOf(ctx);
  const ids = [...new Set(draft.lines.map((l) => l.productId))];
  const rows = await tx.product.findMany({ where: { id: { in: ids } }, select: { id: true, status: true } });
  const enabled = new Set(rows.filter((r) => r.status === 1).map((r) => r.id));
  const gone = draft.lines.find((l) => !enabled.has(l.productId));
  if (gone)
    throw new ProblemError(422, "invalid", `${gone.sku} is no longer available`, {
      errors: [{ field: "items", code: "unavailable", message: `${gone.sku} was disabled or deleted since` }],
    });
  // the store's switch and the buyer's group still allow the payment method (a module decides the rest for the buyer
  // in sales_order_place_after, which runs below)
  const method = draft.paymentMethod;
  const active = (await ctx.app.config.get(`payment/${method}/active`, draft.storeId)) ?? "1";
  if (method !== FREE_METHOD && (active === "0" || active === "false" || !(await methodAllowsGroup(ctx.app.config, draft.storeId, method, draft.groupId))))
    throw new ProblemError(422, "invalid", `Payment method ${method} is no longer available`, {
      errors: [{ field: "paymentMethod", code: "unavailable", message: "the store withdrew it since the order was priced" }],
    });
  let rule: Awaited<ReturnType<typeof findRule>> = null;
  if (draft.couponCode) {
    rule = await findRule(tx, draft.couponCode);
    const refusal = couponRefusal(rule, draft.storeId, draft.groupId);
    if (refusal) throw couponRefused(refusal, "couponCode");
  }
  const { order, soldOut, taken } = await writeOrder(ctx, draft, rule);
  // once it committed: this instance's cached rows of what the order took, and what it sold out
  await afterCommit(ctx, async () => {
    ctx.app.productRows.evict(taken);
    await soldOut();
  });
  return { id: order.id, incrementId: order.incrementId };
}
