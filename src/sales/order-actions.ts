/**
 * What an admin does with an order (docs/orders.md): invoice, ship, cancel, refund, hold, unhold, comment. Each
 * runs in one unit of work: it checks the transition (order-states.ts; `invalid_transition` changes nothing and
 * sends nothing), writes its document and the lines' quantities, records the status history with who and when,
 * and queues its mail in the outbox. Lines are updated only where their quantities are still what was read, so two
 * concurrent actions on one order never both succeed on the same units. Amounts go through src/core/money.ts.
 */
import { z } from "zod";
import type { RequestContext } from "../core/context.ts";
import { ProblemError } from "../core/errors.ts";
import { add, amount, amountText, compare, currencyDigits, max, money, mul, round, sub, sum, ZERO, type Money } from "../core/money.ts";
import { afterCommit, dbOf, withTransaction, type DbClient } from "../core/unit-of-work.ts";
import { forEachId } from "../core/mass-action.ts";
import { recordAudit } from "../core/audit/record.ts";
import { orderAuditSnapshot } from "./order-audit.ts";
import { isUniqueViolation } from "../customer/service.ts";
import { withComposites } from "../catalog/stock.ts";
import { adminOrderDto, loadAdminOrderRow, type AdminOrderDto, type AdminOrderRow } from "./admin-orders.ts";
import {
  assertTransition,
  deriveStatus,
  invalidTransition,
  PAST,
  toCancel,
  toInvoice,
  toRefund,
  toShip,
  type LineQty,
  type OrderAction,
} from "./order-states.ts";
import { ORDER_MAIL, docLines, docTotals, orderMailVars, storeName, trackingUrl } from "./order-mails.ts";
import { GIFTCARD_DELIVERY_TEMPLATE } from "./giftcard-mail.ts";
import type { OrderActionName } from "./hooks.ts";

export interface QtyInput {
  orderItemId: number;
  qty: number;
}
export interface TrackInput {
  carrier: string;
  title?: string | null;
  number: string;
}

type Line = AdminOrderRow["items"][number];

/** who acts, as the history records it */
function actor(ctx: RequestContext) {
  const c = ctx.caller;
  if (c.kind === "admin") return { actorType: "admin", actorId: c.adminId, actorName: null };
  if (c.kind === "api_user") return { actorType: "api_user", actorId: c.apiUserId, actorName: c.username };
  if (c.kind === "customer") return { actorType: "customer", actorId: c.customerId, actorName: c.email };
  return { actorType: "guest", actorId: null, actorName: null };
}

export async function recordHistory(
  ctx: RequestContext,
  db: DbClient,
  orderId: number,
  status: string,
  comment: string | null,
  flags: { notifyCustomer?: boolean; visibleOnStorefront?: boolean; system?: boolean } = {},
) {
  const who = flags.system ? { actorType: "system", actorId: null, actorName: null } : actor(ctx);
  await db.orderStatusHistory.create({
    data: { orderId, status, comment, notifyCustomer: flags.notifyCustomer ?? false, visibleOnStorefront: flags.visibleOnStorefront ?? false, ...who },
  });
}

const invalidQty = (field: string, message: string) =>
  new ProblemError(422, "invalid", "A quantity is not possible for this order", { errors: [{ field, code: "invalid_qty", message }] });

/** the quantities asked per line (all that `available` allows when none are given), checked against it */
function pickQty(
  lines: Line[],
  items: QtyInput[] | null | undefined,
  available: (l: Line) => number,
  action: OrderAction,
  status: string,
): Map<number, number> {
  const out = new Map<number, number>();
  if (!items?.length) {
    for (const l of lines) if (available(l) > 0) out.set(l.id, available(l));
  } else {
    const byId = new Map(lines.map((l) => [l.id, l]));
    items.forEach((it, n) => {
      const l = byId.get(it.orderItemId);
      if (!l) throw invalidQty(`items.${n}.orderItemId`, "not a line of this order");
      if (!Number.isInteger(it.qty) || it.qty < 0) throw invalidQty(`items.${n}.qty`, "a whole number, 0 or more");
      const have = available(l) - (out.get(l.id) ?? 0);
      if (it.qty > have) throw invalidTransition(action, status, `Line ${l.sku} has ${have} left for this, not ${it.qty}`);
      if (it.qty > 0) out.set(l.id, (out.get(l.id) ?? 0) + it.qty);
    });
  }
  if (!out.size) throw invalidTransition(action, status, `Nothing of this order is left to be ${PAST[action]}`);
  return out;
}

type QtyField = "qtyInvoiced" | "qtyShipped" | "qtyRefunded" | "qtyCanceled";
const changed = () => new ProblemError(409, "order_changed", "The order changed meanwhile: reload it and try again");

/** adds to one quantity of each line, only where all four of its quantities are still what was read (409 when a
 * concurrent action moved any of them: an invoice and a cancel must not both take the same units) */
async function bumpLines(db: DbClient, lines: Line[], field: QtyField, qty: Map<number, number>): Promise<Line[]> {
  const after: Line[] = [];
  for (const l of lines) {
    const n = qty.get(l.id) ?? 0;
    if (n > 0) {
      const r = await db.orderItem.updateMany({
        where: { id: l.id, qtyInvoiced: l.qtyInvoiced, qtyShipped: l.qtyShipped, qtyRefunded: l.qtyRefunded, qtyCanceled: l.qtyCanceled },
        data: { [field]: l[field] + n },
      });
      if (r.count === 0) throw changed();
    }
    after.push({ ...l, [field]: l[field] + n });
  }
  return after;
}

/** the order's new status from its lines, written only if the status is still what was read */
async function moveStatus(db: DbClient, o: AdminOrderRow, lines: LineQty[], extra: { paidAt?: Date } = {}): Promise<string> {
  const status = deriveStatus(lines);
  const r = await db.order.updateMany({ where: { id: o.id, status: o.status }, data: { status, updatedAt: new Date(), ...extra } });
  if (r.count === 0) throw changed();
  return status;
}

/** takes the order row as a version: its `updatedAt` moves on (always to a later instant) only where it is still
 * what was read, else 409. For what no line's quantities guard: an amount-only refund changes no line, two of them
 * must not both pass the check against what is left of what was paid, and the order's gift card JSON is rewritten
 * from the row as read */
async function claimOrder(db: DbClient, o: AdminOrderRow): Promise<void> {
  const read = o.updatedAt;
  const next = new Date(Math.max(Date.now(), (read?.getTime() ?? 0) + 1));
  const r = await db.order.updateMany({ where: { id: o.id, status: o.status, updatedAt: read }, data: { updatedAt: next } });
  if (r.count === 0) throw changed();
}

/** a number for the order's next document of a kind: INV-/SHP-/CM-<order increment id>-<n> (docs/orders.md#numbering) */
const docNumber = (prefix: "INV" | "SHP" | "CM", o: AdminOrderRow, count: number) => `${prefix}-${o.incrementId}-${count + 1}`;

/** `part` of `whole`'s share `total` (e.g. an invoice's share of the order's discount), rounded to the currency */
const share = (whole: Money | string | number | { toFixed(): string }, part: Money, total: Money | { toFixed(): string }, currency: string): Money =>
  compare(total, 0) <= 0 ? ZERO : round(money(whole).times(part).dividedBy(money(total)), currency);

const lineTotal = (l: Line, qty: number, currency: string) => round(mul(l.price, qty), currency);

type DocAmount = "subtotal" | "discountAmount" | "shippingAmount" | "giftcardAmount" | "grandTotal";
/** one amount summed over documents (the order's invoices or credit memos) */
const sumOf = (docs: ReadonlyArray<Record<DocAmount, Money | { toFixed(): string }>>, k: DocAmount): Money => sum(docs.map((d) => d[k]));

/** the canceled units' share of the order's discount and gift card amounts, pro rata to the subtotal as invoices
 * take theirs (an order is canceled once: what a cancel gave back is what this computes after it) */
function canceledShare(o: AdminOrderRow, lines: readonly (LineQty & { id: number })[]): { discount: Money; giftcard: Money } {
  const c = o.currency;
  const byId = new Map(o.items.map((l) => [l.id, l]));
  const canceled = sum(lines.filter((l) => l.qtyCanceled > 0).map((l) => lineTotal(byId.get(l.id)!, l.qtyCanceled, c)));
  return { discount: share(o.discountAmount, canceled, money(o.subtotal), c), giftcard: share(o.giftcardAmount, canceled, money(o.subtotal), c) };
}

/** runs one action in a unit of work and answers the order as it is after the commit */
async function act(
  ctx: RequestContext,
  id: number,
  action: OrderAction,
  /** the admin mutation (or REST route) acting, recorded in the audit log with the order before and after */
  operation: string,
  work: ActionWork,
): Promise<AdminOrderDto> {
  if (!Number.isInteger(id) || id < 1) throw new ProblemError(404, "order_not_found", "No order with that id");
  try {
    await withTransaction(ctx, (tx) => actWithin(tx, id, action, operation, work));
  } catch (e) {
    if (isUniqueViolation(e)) throw changed();
    throw e;
  }
  return adminOrderDto(ctx.app.db, await loadAdminOrderRow(ctx.app.db, id));
}

/** an action's writes; those that move money or documents answer what they wrote */
type ActionWork = (db: DbClient, o: AdminOrderRow, tx: RequestContext) => Promise<ActionWritten> | Promise<void>;

/** what an action wrote, for `sales_order_action_after` (hooks.ts) */
interface ActionWritten {
  action: OrderActionName;
  documentId: number | null;
  amount: Money;
}

/** one action inside the transaction `tx` joins; nothing is read back after it */
async function actWithin(tx: RequestContext, id: number, action: OrderAction, operation: string, work: ActionWork): Promise<ActionWritten | undefined> {
  const db = dbOf(tx);
  const o = await loadAdminOrderRow(db, id);
  assertTransition(action, o.status);
  // every action takes the order row as a version first: what it writes of the order's own columns (the gift
  // cards' released amounts, the status) was read in this transaction, and a racing action gets order_changed
  await claimOrder(db, o);
  const written = (await work(db, o, tx)) || undefined;
  if (written) {
    await tx.app.events.dispatch("sales_order_action_after", {
      ctx: tx,
      orderId: id,
      action: written.action,
      documentId: written.documentId,
      amount: written.amount.toFixed(),
    });
  }
  const after = await loadAdminOrderRow(db, id);
  await recordAudit(db, tx, { operation, entityType: "order", entityId: id, before: orderAuditSnapshot(o), after: orderAuditSnapshot(after) });
  return written;
}

/** queues one of the order mails to the buyer, rendered from the order as this transaction sees it */
async function mailOrder(
  tx: RequestContext,
  db: DbClient,
  orderId: number,
  template: string,
  extra: (o: AdminOrderDto) => Record<string, unknown> = () => ({}),
) {
  const o = await adminOrderDto(db, await loadAdminOrderRow(db, orderId));
  const vars = { ...orderMailVars(o, await storeName(tx, o.storeId)), ...extra(o) };
  await tx.app.mail.enqueue(tx, { to: o.customerEmail, storeId: o.storeId, template, vars });
}

/** the recipient's address when it is one (it was typed into the cart unchecked), else the buyer's */
const deliverTo = (recipient: string | null, buyer: string) => (recipient && z.string().email().max(254).safeParse(recipient).success ? recipient : buyer);

/** the gift cards bought by the invoiced units become active, and their codes go by mail */
async function deliverGiftcards(tx: RequestContext, db: DbClient, o: AdminOrderRow, invoiced: Map<number, number>) {
  for (const [orderItemId, qty] of invoiced) {
    const cards = await db.giftcardAccount.findMany({ where: { orderId: o.id, orderItemId, state: "pending" }, orderBy: { id: "asc" }, take: qty });
    if (!cards.length) continue;
    await db.giftcardAccount.updateMany({ where: { id: { in: cards.map((c) => c.id) }, state: "pending" }, data: { state: "active" } });
    const store = await storeName(tx, o.storeId);
    for (const card of cards) {
      await tx.app.mail.enqueue(tx, {
        to: deliverTo(card.recipientEmail, o.customerEmail),
        storeId: o.storeId,
        template: GIFTCARD_DELIVERY_TEMPLATE,
        vars: {
          card: {
            code: card.code,
            amount: amountText(card.initialAmount, card.currency),
            currency: card.currency,
            recipientName: card.recipientName,
            senderName: card.senderName,
            message: card.message,
          },
          store: { name: store },
          order: { incrementId: o.incrementId },
        },
      });
    }
  }
}

// ---------- invoice ----------

/** invoices all of the order that is left, or the lines asked; `capture` (default true) marks it paid */
export function invoiceOrder(ctx: RequestContext, id: number, items?: QtyInput[] | null, capture = true, operation = "orderInvoice"): Promise<AdminOrderDto> {
  return act(ctx, id, "invoice", operation, invoiceWork(items, capture));
}

/**
 * Invoices every unit left to invoice of an order inside the caller's transaction (a module's, e.g. an on-account
 * order invoiced as it is placed): nothing is read back. `capture: false` leaves the invoice open (owed).
 */
export async function invoiceOrderWithin(ctx: RequestContext, orderId: number, opts: { capture: boolean }): Promise<{ invoiceId: number; grandTotal: string }> {
  const written = await actWithin(ctx, orderId, "invoice", "orderInvoice", invoiceWork(null, opts.capture));
  return { invoiceId: written!.documentId!, grandTotal: written!.amount.toFixed() };
}

/** marks an open invoice paid inside the caller's transaction (a module's, e.g. a company's reimbursement) */
export async function captureInvoiceWithin(ctx: RequestContext, orderId: number, invoiceId: number): Promise<void> {
  await actWithin(ctx, orderId, "capture", "invoiceCapture", captureWork(invoiceId));
}

function invoiceWork(items: QtyInput[] | null | undefined, capture: boolean) {
  return async (db: DbClient, o: AdminOrderRow, tx: RequestContext): Promise<ActionWritten> => {
    const c = o.currency;
    const qty = pickQty(o.items, items, toInvoice, "invoice", o.status);
    const lines = await bumpLines(db, o.items, "qtyInvoiced", qty);
    const isLast = lines.every((l) => toInvoice(l) === 0);
    const invoiced = o.items.filter((l) => qty.has(l.id));
    const subtotal = sum(invoiced.map((l) => lineTotal(l, qty.get(l.id)!, c)));
    const prev = (k: DocAmount) => sumOf(o.invoices, k);
    // the last invoice takes what remains, less what a cancel took (its units' discount and gift card share)
    const anyCanceled = lines.some((l) => l.qtyCanceled > 0);
    const gone = anyCanceled ? canceledShare(o, lines) : { discount: ZERO, giftcard: ZERO };
    const discount = isLast ? sub(sub(o.discountAmount, prev("discountAmount")), gone.discount) : share(o.discountAmount, subtotal, money(o.subtotal), c);
    const shipping = o.invoices.length === 0 || isLast ? sub(o.shippingAmount, prev("shippingAmount")) : ZERO;
    const giftcard = isLast ? sub(sub(o.giftcardAmount, prev("giftcardAmount")), gone.giftcard) : share(o.giftcardAmount, subtotal, money(o.subtotal), c);
    const computed = sub(add(sub(subtotal, discount), shipping), giftcard);
    const grandTotal = isLast && !anyCanceled ? sub(o.grandTotal, prev("grandTotal")) : computed.isNegative() ? ZERO : computed;
    const invoice = await db.invoice.create({
      data: {
        incrementId: docNumber("INV", o, o.invoices.length),
        orderId: o.id,
        state: capture ? "paid" : "open",
        subtotal: subtotal.toFixed(),
        discountAmount: discount.toFixed(),
        shippingAmount: shipping.toFixed(),
        giftcardAmount: giftcard.toFixed(),
        grandTotal: grandTotal.toFixed(),
        items: {
          create: invoiced.map((l) => ({ orderItemId: l.id, qty: qty.get(l.id)!, price: l.price, rowTotal: lineTotal(l, qty.get(l.id)!, c).toFixed() })),
        },
      },
    });
    const status = await moveStatus(db, o, lines, capture && !o.paidAt ? { paidAt: new Date() } : {});
    const total = amountText(grandTotal, c);
    await recordHistory(tx, db, o.id, status, `Invoiced ${invoice.incrementId}: ${total} ${c}${capture ? ", captured" : ", not captured"}`);
    if (capture) await deliverGiftcards(tx, db, o, qty);
    await mailOrder(tx, db, o.id, ORDER_MAIL.invoice, (dto) => {
      const doc = dto.invoices.find((i) => i.id === invoice.id)!;
      return { doc: { incrementId: doc.incrementId, lines: docLines(doc.items, c), totals: docTotals(doc, c) } };
    });
    return { action: "invoice", documentId: invoice.id, amount: grandTotal };
  };
}

/** captures an invoice made with `capture: false`: it becomes paid (the first paid invoice sets the order's
 * `paidAt`), its units can then be refunded, and the gift cards they bought become active and go by mail */
export function captureInvoice(ctx: RequestContext, id: number, invoiceId: number): Promise<AdminOrderDto> {
  return act(ctx, id, "capture", "invoiceCapture", captureWork(invoiceId));
}

function captureWork(invoiceId: number) {
  return async (db: DbClient, o: AdminOrderRow, tx: RequestContext): Promise<ActionWritten> => {
    const invoice = o.invoices.find((i) => i.id === invoiceId);
    if (!invoice) throw new ProblemError(404, "invoice_not_found", "No invoice with that id on this order");
    if (invoice.state !== "open")
      throw invalidTransition("capture", o.status, `Invoice ${invoice.incrementId} is ${invoice.state}, not open: nothing to capture`);
    const r = await db.invoice.updateMany({ where: { id: invoice.id, state: "open" }, data: { state: "paid" } });
    if (r.count === 0) throw changed();
    const status = await moveStatus(db, o, o.items, o.paidAt ? {} : { paidAt: new Date() });
    await recordHistory(tx, db, o.id, status, `Captured ${invoice.incrementId}: ${amountText(invoice.grandTotal, o.currency)} ${o.currency}`);
    await deliverGiftcards(tx, db, o, new Map(invoice.items.map((it) => [it.orderItemId, it.qty])));
    return { action: "capture", documentId: invoice.id, amount: money(invoice.grandTotal) };
  };
}

// ---------- ship ----------

export function shipOrder(
  ctx: RequestContext,
  id: number,
  items?: QtyInput[] | null,
  tracks?: TrackInput[] | null,
  notifyCustomer = true,
): Promise<AdminOrderDto> {
  return act(ctx, id, "ship", "orderShip", async (db, o, tx) => {
    const qty = pickQty(o.items, items, toShip, "ship", o.status);
    (tracks ?? []).forEach((t, n) => {
      if (!t.carrier?.trim() || !t.number?.trim() || t.number.length > 128 || t.carrier.length > 64 || (t.title?.length ?? 0) > 255) {
        throw new ProblemError(422, "invalid", "A tracking entry needs a carrier and a number", {
          errors: [{ field: `tracks.${n}`, code: "invalid", message: "carrier (at most 64 characters) and number (at most 128)" }],
        });
      }
    });
    const lines = await bumpLines(db, o.items, "qtyShipped", qty);
    const shipment = await db.shipment.create({
      data: {
        incrementId: docNumber("SHP", o, o.shipments.length),
        orderId: o.id,
        items: { create: [...qty].map(([orderItemId, n]) => ({ orderItemId, qty: n })) },
        tracks: { create: (tracks ?? []).map((t) => ({ carrier: t.carrier.trim(), title: t.title?.trim() || t.carrier.trim(), number: t.number.trim() })) },
      },
    });
    const status = await moveStatus(db, o, lines);
    const numbers = (tracks ?? []).map((t) => `${t.carrier} ${t.number}`).join(", ");
    await recordHistory(tx, db, o.id, status, `Shipped ${shipment.incrementId}${numbers ? ` (${numbers})` : ""}`, { notifyCustomer });
    if (notifyCustomer) {
      await mailOrder(tx, db, o.id, ORDER_MAIL.shipment, (dto) => {
        const doc = dto.shipments.find((s) => s.id === shipment.id)!;
        return {
          doc: {
            incrementId: doc.incrementId,
            lines: docLines(doc.items, o.currency),
            tracks: doc.tracks.map((t) => ({ ...t, url: trackingUrl(t.carrier, t.number) })),
          },
        };
      });
    }
  });
}

// ---------- stock and gift cards given back ----------

/** the stock units a line's `n` of `qty` took at checkout (its stockUnits; a line from before them: its product) */
function unitsOf(l: Line, n: number): [number, number][] {
  const stored = JSON.parse(l.stockUnits || "[]") as [number, number][];
  const all: [number, number][] = stored.length ? stored : [[l.productId, l.qty]];
  return all.map(([pid, units]) => [pid, Math.round((units * n) / l.qty)] as [number, number]).filter(([, u]) => u > 0);
}

/** puts units back on the shelf, as checkout's takeStock took them; caches follow after the commit */
async function restock(tx: RequestContext, db: DbClient, units: [number, number][]) {
  const byProduct = new Map<number, number>();
  for (const [pid, u] of units) byProduct.set(pid, (byProduct.get(pid) ?? 0) + u);
  const ids = [...byProduct.keys()].sort((a, b) => a - b);
  if (!ids.length) return;
  for (const pid of ids) await db.product.updateMany({ where: { id: pid }, data: { stockQty: { increment: byProduct.get(pid)! } } });
  const touched = await withComposites(db, ids);
  const version = await tx.app.coherence.bump(db, "catalogChanged");
  await afterCommit(tx, async () => {
    tx.app.productRows.evict(touched);
    await tx.app.pubsub.publish("catalogChanged", { entity: "product", ids: touched.map(String), at: new Date().toISOString(), version });
  });
}

/** gives `total` back to the gift cards that paid the order, the last applied first, each up to what it paid less
 * what was already given back to it (recorded per card as `released` in the order's `giftcards`); the balance grows
 * atomically */
async function releaseGiftcards(db: DbClient, o: AdminOrderRow, total: Money) {
  let left = total;
  const paid = JSON.parse(o.giftcards || "[]") as { code: string; amount: number; released?: number }[];
  for (const g of paid.toReversed()) {
    if (compare(left, 0) <= 0) break;
    const room = sub(g.amount, g.released ?? 0);
    if (compare(room, 0) <= 0) continue;
    const give = compare(left, room) < 0 ? left : room;
    const card = await db.giftcardAccount.findUnique({ where: { code: g.code }, select: { id: true, state: true } });
    if (card) {
      await db.giftcardAccount.update({
        where: { id: card.id },
        data: { balance: { increment: give.toFixed() }, state: card.state === "used" ? "active" : card.state },
      });
    }
    g.released = Number(add(g.released ?? 0, give).toFixed());
    left = sub(left, give);
  }
  await db.order.update({ where: { id: o.id }, data: { giftcards: JSON.stringify(paid) } });
}

// ---------- cancel ----------

/** cancels what of the order is not invoiced: restocks it, gives gift cards back what it would have paid, and a
 * coupon its use when nothing of the order was invoiced */
export function cancelOrder(ctx: RequestContext, id: number, reason?: string | null, operation = "orderCancel"): Promise<AdminOrderDto> {
  return act(ctx, id, "cancel", operation, async (db, o, tx) => {
    const qty = pickQty(o.items, null, toCancel, "cancel", o.status);
    const lines = await bumpLines(db, o.items, "qtyCanceled", qty);
    await restock(
      tx,
      db,
      o.items.filter((l) => qty.has(l.id)).flatMap((l) => unitsOf(l, qty.get(l.id)!)),
    );
    // shipped units not invoiced yet stay to be invoiced, with their share of the gift cards: only the canceled
    // units' share goes back, unless nothing is left to invoice (then all the invoices did not use)
    const release = lines.some((l) => toInvoice(l) > 0) ? canceledShare(o, lines).giftcard : sub(o.giftcardAmount, sumOf(o.invoices, "giftcardAmount"));
    if (compare(release, 0) > 0) await releaseGiftcards(db, o, release);
    if (o.couponCode && o.invoices.length === 0) {
      await db.salesRule.updateMany({ where: { code: o.couponCode, timesUsed: { gt: 0 } }, data: { timesUsed: { decrement: 1 } } });
    }
    // the cards the canceled units would have issued are never delivered
    for (const [orderItemId, n] of qty) {
      const pending = await db.giftcardAccount.findMany({
        where: { orderId: o.id, orderItemId, state: "pending" },
        orderBy: { id: "desc" },
        take: n,
        select: { id: true },
      });
      if (pending.length) await db.giftcardAccount.updateMany({ where: { id: { in: pending.map((p) => p.id) } }, data: { state: "disabled" } });
    }
    const status = await moveStatus(db, o, lines);
    const text = reason?.trim() ? reason.trim().slice(0, 2000) : null;
    await recordHistory(tx, db, o.id, status, `Canceled${text ? `: ${text}` : ""}`, { notifyCustomer: true });
    await mailOrder(tx, db, o.id, ORDER_MAIL.canceled, () => ({ comment: text }));
    // what is no longer charged: everything not invoiced (a cancel takes every unit left to invoice)
    return { action: "cancel", documentId: null, amount: max(0, sub(o.grandTotal, sumOf(o.invoices, "grandTotal"))) };
  });
}

// ---------- refund ----------

const moneyArg = (v: number | null | undefined, field: string, currency: string): Money | null => {
  if (v === null || v === undefined) return null;
  if (!Number.isFinite(v) || money(v).decimalPlaces() > currencyDigits(currency)) {
    throw new ProblemError(422, "invalid", `${field} is not an amount in ${currency}`, {
      errors: [{ field, code: "invalid", message: "an amount in the order's currency" }],
    });
  }
  return money(v);
};

/** the gift cards a refunded gift card line issued are disabled, one per unit; only unspent ones (balance still
 * what it was issued with): a card already spent cannot be taken back, so its refund is refused (`giftcard_used`,
 * as Adobe Commerce refuses to refund a used gift card account) */
async function disableRefundedGiftcards(db: DbClient, o: AdminOrderRow, qty: Map<number, number>) {
  for (const [orderItemId, n] of qty) {
    const issued = await db.giftcardAccount.findMany({ where: { orderId: o.id, orderItemId }, orderBy: { id: "desc" } });
    if (!issued.length) continue;
    const unspent = issued.filter((c) => c.state !== "disabled" && compare(c.balance, c.initialAmount) === 0);
    const line = o.items.find((l) => l.id === orderItemId);
    if (unspent.length < n) {
      throw new ProblemError(409, "giftcard_used", `A gift card line ${line?.sku ?? orderItemId} issued was used: it cannot be refunded`, {
        extra: { orderItemId },
      });
    }
    for (const card of unspent.slice(0, n)) {
      // only while nothing was spent of it meanwhile
      const r = await db.giftcardAccount.updateMany({
        where: { id: card.id, state: card.state, balance: card.balance },
        data: { state: "disabled" },
      });
      if (r.count === 0) throw new ProblemError(409, "giftcard_used", `A gift card line ${line?.sku ?? orderItemId} issued was used: it cannot be refunded`);
    }
  }
}

/** a credit memo of invoiced lines (all that is left when none are given), never more than was paid */
export function refundOrder(
  ctx: RequestContext,
  id: number,
  args: { items?: QtyInput[] | null; shippingAmount?: number | null; adjustment?: number | null; restock?: boolean | null },
): Promise<AdminOrderDto> {
  return act(ctx, id, "refund", "orderRefund", async (db, o, tx) => {
    const c = o.currency;
    const shippingAsked = moneyArg(args.shippingAmount, "shippingAmount", c);
    const adjustment = moneyArg(args.adjustment, "adjustment", c) ?? ZERO;
    const wantsAmountOnly = !!args.items?.length && args.items.every((i) => i.qty === 0);
    // only units of paid invoices are refunded: an open (uncaptured) invoice's lines were never paid
    const paid = o.invoices.filter((i) => i.state === "paid");
    const paidUnits = new Map<number, number>();
    for (const inv of paid) {
      for (const it of inv.items) paidUnits.set(it.orderItemId, (paidUnits.get(it.orderItemId) ?? 0) + it.qty);
    }
    const refundable = (l: Line) => Math.min(toRefund(l), Math.max(0, (paidUnits.get(l.id) ?? 0) - l.qtyRefunded));
    const qty = wantsAmountOnly ? new Map<number, number>() : pickQty(o.items, args.items, refundable, "refund", o.status);
    await disableRefundedGiftcards(db, o, qty);
    const lines = await bumpLines(db, o.items, "qtyRefunded", qty);
    const refunded = o.items.filter((l) => qty.has(l.id));
    const subtotal = sum(refunded.map((l) => lineTotal(l, qty.get(l.id)!, c)));
    const invoiced = (k: DocAmount) => sumOf(paid, k);
    const memos = (k: DocAmount) => sumOf(o.creditMemos, k);
    const isLast = lines.every((l) => toRefund(l) === 0 && toInvoice(l) === 0);
    const invoicedSubtotal = invoiced("subtotal");
    const discount = isLast ? sub(invoiced("discountAmount"), memos("discountAmount")) : share(invoiced("discountAmount"), subtotal, invoicedSubtotal, c);
    const giftcard = isLast ? sub(invoiced("giftcardAmount"), memos("giftcardAmount")) : share(invoiced("giftcardAmount"), subtotal, invoicedSubtotal, c);
    const shippingLeft = sub(invoiced("shippingAmount"), memos("shippingAmount"));
    const shipping = shippingAsked ?? (isLast ? shippingLeft : ZERO);
    if (shipping.isNegative() || compare(shipping, shippingLeft) > 0) {
      throw invalidTransition("refund", o.status, `At most ${amount(shippingLeft, c)} ${c} of shipping is left to refund`);
    }
    const grandTotal = sub(add(add(sub(subtotal, discount), shipping), adjustment), giftcard);
    const paidLeft = sub(invoiced("grandTotal"), memos("grandTotal"));
    if (grandTotal.isNegative()) throw invalidTransition("refund", o.status, "A refund cannot be negative");
    if (compare(grandTotal, paidLeft) > 0) {
      throw invalidTransition("refund", o.status, `At most ${amount(paidLeft, c)} ${c} of what was paid is left to refund, not ${amount(grandTotal, c)}`);
    }
    if (!qty.size && compare(grandTotal, 0) <= 0) throw invalidTransition("refund", o.status, "Nothing to refund");
    const memo = await db.creditMemo.create({
      data: {
        incrementId: docNumber("CM", o, o.creditMemos.length),
        orderId: o.id,
        subtotal: subtotal.toFixed(),
        discountAmount: discount.toFixed(),
        shippingAmount: shipping.toFixed(),
        adjustment: adjustment.toFixed(),
        giftcardAmount: giftcard.toFixed(),
        grandTotal: grandTotal.toFixed(),
        items: {
          create: refunded.map((l) => ({
            orderItemId: l.id,
            qty: qty.get(l.id)!,
            price: l.price,
            rowTotal: lineTotal(l, qty.get(l.id)!, c).toFixed(),
            restocked: !!args.restock,
          })),
        },
      },
    });
    if (args.restock)
      await restock(
        tx,
        db,
        refunded.flatMap((l) => unitsOf(l, qty.get(l.id)!)),
      );
    if (compare(giftcard, 0) > 0) await releaseGiftcards(db, o, giftcard);
    const status = await moveStatus(db, o, lines);
    await recordHistory(tx, db, o.id, status, `Refunded ${memo.incrementId}: ${amountText(grandTotal, c)} ${c}${args.restock ? ", restocked" : ""}`, {
      notifyCustomer: true,
    });
    await mailOrder(tx, db, o.id, ORDER_MAIL.creditMemo, (dto) => {
      const doc = dto.creditMemos.find((m) => m.id === memo.id)!;
      return { doc: { incrementId: doc.incrementId, lines: docLines(doc.items, c), totals: docTotals(doc, c) } };
    });
    return { action: "creditmemo", documentId: memo.id, amount: grandTotal };
  });
}

// ---------- hold, unhold, comment ----------

export function holdOrder(ctx: RequestContext, id: number): Promise<AdminOrderDto> {
  return act(ctx, id, "hold", "orderHold", async (db, o, tx) => {
    const r = await db.order.updateMany({ where: { id: o.id, status: o.status }, data: { status: "holded", holdBeforeStatus: o.status } });
    if (r.count === 0) throw changed();
    await recordHistory(tx, db, o.id, "holded", "Put on hold");
  });
}

export function unholdOrder(ctx: RequestContext, id: number): Promise<AdminOrderDto> {
  return act(ctx, id, "unhold", "orderUnhold", async (db, o, tx) => {
    const back = o.holdBeforeStatus ?? deriveStatus(o.items);
    const r = await db.order.updateMany({ where: { id: o.id, status: "holded" }, data: { status: back, holdBeforeStatus: null } });
    if (r.count === 0) throw changed();
    await recordHistory(tx, db, o.id, back, "Released from hold");
  });
}

export function addOrderComment(
  ctx: RequestContext,
  id: number,
  args: { text: string; notifyCustomer?: boolean | null; visibleOnStorefront?: boolean | null },
): Promise<AdminOrderDto> {
  const text = args.text?.trim() ?? "";
  if (!text || text.length > 5000) {
    throw new ProblemError(422, "invalid", "A comment needs a text of at most 5000 characters", {
      errors: [{ field: "text", code: "invalid", message: "1 to 5000 characters" }],
    });
  }
  return act(ctx, id, "comment", "orderCommentAdd", async (db, o, tx) => {
    const notify = args.notifyCustomer ?? false;
    await recordHistory(tx, db, o.id, o.status, text, { notifyCustomer: notify, visibleOnStorefront: args.visibleOnStorefront ?? false });
    await db.order.update({ where: { id: o.id }, data: { updatedAt: new Date() } });
    if (notify) await mailOrder(tx, db, o.id, ORDER_MAIL.comment, () => ({ comment: text }));
  });
}

// ---------- mass actions ----------

export const cancelOrders = (ctx: RequestContext, ids: number[]) => forEachId(ids, (id) => cancelOrder(ctx, id, null, "orderCancelMany"));
export const invoiceOrders = (ctx: RequestContext, ids: number[]) => forEachId(ids, (id) => invoiceOrder(ctx, id, null, true, "orderInvoiceMany"));

// ---------- place-order ----------

/** in place-order's transaction (`ctx` is its unit of work, `tx` its client): the order's first history entry and its confirmation mail */
export async function orderPlaced(ctx: RequestContext, tx: DbClient, orderId: number): Promise<void> {
  // a new order has no documents or history yet: its lines and customer are all there is to read
  const row = await tx.order.findUniqueOrThrow({
    where: { id: orderId },
    include: { items: { orderBy: { id: "asc" } }, customer: { select: { firstName: true, lastName: true } } },
  });
  const o = await adminOrderDto(tx, { ...row, invoices: [], shipments: [], creditMemos: [], statusHistory: [] });
  await recordHistory(ctx, tx, orderId, o.status, o.note ? `Order placed. Note: ${o.note}` : "Order placed", { visibleOnStorefront: !!o.note });
  const vars = orderMailVars(o, await storeName(ctx, o.storeId));
  await ctx.app.mail.enqueue(ctx, { to: o.customerEmail, storeId: o.storeId, template: ORDER_MAIL.confirmation, vars: { ...vars } as Record<string, unknown> });
}
