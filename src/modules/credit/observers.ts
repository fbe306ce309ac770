/**
 * What company credit does on the core's hooks: which members are offered Pay on Account and Purchase Order
 * (`payment_method_is_active`), the purchase row in the order's transaction with the credit check in its one
 * UPDATE, and the invoice at placement (`sales_order_place_after`), the due date of a later invoice and the revert
 * and refund rows (`sales_order_action_after`), and the due date on the invoice PDF (`sales_document_pdf_facts`).
 */
import type { RequestContext } from "../../core/context.ts";
import type { EventBus } from "../../core/events.ts";
import { compare, min, money, sub, sum } from "../../core/money.ts";
import { dbOf } from "../../core/unit-of-work.ts";
import { invoiceOrderWithin } from "../../sales/order-actions.ts";
import { availableOf } from "./admin.ts";
import type { CreditModule } from "./config.ts";
import { recordInvoiceTerms, settleRefunded } from "./invoices.ts";
import { actorOf, appendEntry, creditRefused } from "./ledger.ts";
import { ProblemError } from "../../core/errors.ts";
import { PAY_ON_ACCOUNT, permissionDenied } from "./permissions.ts";
import { termsLabel, termsOfDates } from "./terms.ts";

export const PAY_ON_ACCOUNT_METHOD = "payonaccount";
export const PURCHASE_ORDER_METHOD = "purchaseorder";

export function creditObservers(bus: EventBus, m: CreditModule): void {
  const creditOf = (ctx: RequestContext, companyId: number) => dbOf(ctx).companyCredit.findUnique({ where: { companyId } });

  // offered on every route that lists methods, and place-order refuses a method not listed
  bus.on("payment_method_is_active", async ({ ctx, method, grandTotal, result }) => {
    if (!result.isAvailable || (method !== PAY_ON_ACCOUNT_METHOD && method !== PURCHASE_ORDER_METHOD)) return;
    if (!(await m.config(ctx)).enabled) return;
    if (ctx.caller.kind !== "customer") {
      result.isAvailable = false;
      return;
    }
    const mm = (await m.dependency("company")?.callerMembership(ctx)) ?? null;
    if (method === PURCHASE_ORDER_METHOD) {
      // a customer of no company: the customer-group setting alone decides
      const credit = mm ? await creditOf(ctx, mm.company.id) : null;
      if (credit && !credit.purchaseOrder) result.isAvailable = false;
      return;
    }
    const credit = mm?.decision.buy && mm.permissions.has(PAY_ON_ACCOUNT) ? await creditOf(ctx, mm.company.id) : null;
    // the credit is kept in one currency: a store view selling in another offers no Pay on Account
    if (!credit?.payOnAccount || credit.onHold || credit.currency !== ctx.store.currency) result.isAvailable = false;
    else if (!credit.allowExceed && compare(availableOf(credit), grandTotal) < 0) result.isAvailable = false;
  });

  // a member asking for Pay on Account with the company on hold, or with no credit left at all, hears why (the
  // method is not listed for them either); an order larger than what is left is refused in its transaction below
  bus.on("sales_order_place_before", async ({ ctx, paymentMethod }) => {
    if (paymentMethod !== PAY_ON_ACCOUNT_METHOD || ctx.caller.kind !== "customer" || !(await m.config(ctx)).enabled) return;
    const mm = await m.dependency("company")?.callerMembership(ctx);
    const credit = mm ? await creditOf(ctx, mm.company.id) : null;
    if (credit && (credit.onHold || (!credit.allowExceed && compare(availableOf(credit), 0) <= 0))) throw creditRefused(credit);
  });

  // the order's transaction: the purchase row and its balance in one conditional UPDATE (refused: the order rolls back)
  bus.on("sales_order_place_after", async ({ ctx, order }) => {
    if (order.paymentMethod !== PAY_ON_ACCOUNT_METHOD) return;
    const cfg = await m.config(ctx);
    if (!cfg.enabled) return;
    const db = dbOf(ctx);
    // the buyer's standing read again in the order's transaction (the company module read it fresh just before)
    const mm = order.customerId === null ? null : ((await m.dependency("company")?.membershipOf(ctx, order.customerId)) ?? null);
    if (!mm) throw creditRefused(null);
    if (!mm.permissions.has(PAY_ON_ACCOUNT)) throw permissionDenied(PAY_ON_ACCOUNT);
    const member = { companyId: mm.company.id };
    const [placed, account] = await Promise.all([
      db.order.findUnique({ where: { id: order.id }, select: { currency: true } }),
      db.companyCredit.findUnique({ where: { companyId: member.companyId }, select: { currency: true } }),
    ]);
    if (account && placed && account.currency !== placed.currency) throw currencyRefused(account.currency);
    const { credit } = await appendEntry(db, actorOf(ctx), {
      companyId: member.companyId,
      kind: "purchase",
      amount: order.grandTotal,
      orderId: order.id,
      reference: order.incrementId,
    });
    if (!cfg.invoiceAtOrder) return;
    const invoice = await invoiceOrderWithin(ctx, order.id, { capture: false });
    await recordInvoiceTerms(db, {
      invoiceId: invoice.invoiceId,
      orderId: order.id,
      companyId: member.companyId,
      amount: invoice.grandTotal,
      terms: credit.terms,
    });
  });

  // an on-account order's later invoice gets its due date; a cancel gives back what it took, a credit memo what it refunds
  bus.on("sales_order_action_after", async ({ ctx, orderId, action, documentId, amount }) => {
    if (action !== "invoice" && action !== "cancel" && action !== "creditmemo") return;
    const db = dbOf(ctx);
    const rows = await db.creditLedgerEntry.findMany({ where: { orderId, kind: { in: ["purchase", "revert", "refund"] } } });
    const purchase = rows.find((r) => r.kind === "purchase");
    if (!purchase) return;
    if (action === "invoice") {
      if (documentId === null) return;
      const credit = await db.companyCredit.findUnique({ where: { companyId: purchase.companyId }, select: { terms: true } });
      await recordInvoiceTerms(db, { invoiceId: documentId, orderId, companyId: purchase.companyId, amount, terms: credit?.terms ?? "net30" });
      return;
    }
    // never more than the order still owes (its purchase less what earlier reverts and refunds gave back); an order
    // canceled whole owes nothing (its shipping included)
    const owed = sum(rows.map((r) => r.amount));
    const whole = action === "cancel" && (await db.order.findUnique({ where: { id: orderId }, select: { status: true } }))?.status === "canceled";
    const back = whole ? owed : min(money(amount), owed);
    if (compare(back, 0) <= 0) return;
    await appendEntry(db, actorOf(ctx), {
      companyId: purchase.companyId,
      kind: action === "cancel" ? "revert" : "refund",
      amount: sub(0, back),
      orderId,
      reference: purchase.reference,
    });
    if (action === "creditmemo") await settleRefunded(db, orderId, back);
  });

  bus.on("sales_document_pdf_facts", async ({ ctx, kind, documentId, facts }) => {
    if (kind !== "invoice") return;
    const inv = await dbOf(ctx).creditInvoice.findUnique({ where: { invoiceId: documentId } });
    if (!inv) return;
    const terms = termsLabel(termsOfDates(inv.createdAt, inv.dueAt));
    facts.push(["Due date", `${dayText(inv.dueAt)} (${terms})${inv.status === "paid" ? ", paid" : ""}`]);
  });
}

/** "29 Dec 2026" (the due date is a UTC calendar day) */
export const dayText = (d: Date) => d.toLocaleDateString("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });

const currencyRefused = (currency: string) => {
  const message = `The company's credit is kept in ${currency}: pay on account in a store view selling in ${currency}`;
  return new ProblemError(422, "invalid", message, { errors: [{ field: "paymentMethod", code: "credit_currency", message }] });
};
