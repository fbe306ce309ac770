/**
 * The terms of on-account invoices (CreditInvoice): a due date from the company's terms when the invoice is made,
 * what is paid of it, and its status (open, overdue, paid). A reimbursement pays the invoices it names first, then
 * the others oldest first; an invoice paid in full becomes `paid` and its core invoice is captured.
 */
import type { RequestContext } from "../../core/context.ts";
import { compare, min, money, type Money, sub, ZERO } from "../../core/money.ts";
import type { DbClient } from "../../core/unit-of-work.ts";
import type { CreditInvoice } from "../../generated/prisma/client.ts";
import { captureInvoiceWithin } from "../../sales/order-actions.ts";
import { dueDate } from "./terms.ts";

export const UNPAID = ["open", "overdue"];

/** the invoice's terms, once (a second call for the same invoice answers the row made first) */
export async function recordInvoiceTerms(
  db: DbClient,
  i: { invoiceId: number; orderId: number; companyId: number; amount: string; terms: string; now?: Date },
): Promise<CreditInvoice> {
  const known = await db.creditInvoice.findUnique({ where: { invoiceId: i.invoiceId } });
  if (known) return known;
  const now = i.now ?? new Date();
  return db.creditInvoice.create({
    data: { invoiceId: i.invoiceId, orderId: i.orderId, companyId: i.companyId, amount: i.amount, dueAt: dueDate(i.terms, now), createdAt: now },
  });
}

export interface InvoicePayment {
  invoiceId: number;
  paid: Money;
  fullyPaid: boolean;
}

/**
 * Spreads `amount` over the company's unpaid invoices: those of `firstIds` first (in that order), then the others
 * oldest first. In the caller's transaction, after its ledger row moved the balance (which holds the company's
 * credit row, so two payments of one company never spread over the same invoice at once). Answers what each got.
 */
export async function payInvoices(ctx: RequestContext, db: DbClient, companyId: number, amount: Money, firstIds: readonly number[]): Promise<InvoicePayment[]> {
  const unpaid = await db.creditInvoice.findMany({ where: { companyId, status: { in: UNPAID } }, orderBy: [{ createdAt: "asc" }, { invoiceId: "asc" }] });
  const rank = (i: CreditInvoice) => {
    const at = firstIds.indexOf(i.invoiceId);
    return at < 0 ? firstIds.length : at;
  };
  const ordered = [...unpaid].sort((a, b) => rank(a) - rank(b));
  const out: InvoicePayment[] = [];
  let left = amount;
  for (const inv of ordered) {
    if (compare(left, 0) <= 0) break;
    const due = sub(inv.amount, inv.paid);
    if (compare(due, 0) <= 0) continue;
    const pays = min(left, due);
    left = sub(left, pays);
    const paid = money(inv.paid).plus(pays);
    const fullyPaid = compare(paid, inv.amount) >= 0;
    await db.creditInvoice.update({ where: { invoiceId: inv.invoiceId }, data: { paid: paid.toFixed(), ...(fullyPaid ? { status: "paid" } : {}) } });
    if (fullyPaid) {
      const core = await db.invoice.findUnique({ where: { id: inv.invoiceId }, select: { state: true } });
      if (core?.state === "open") await captureInvoiceWithin(ctx, inv.orderId, inv.invoiceId);
    }
    out.push({ invoiceId: inv.invoiceId, paid: pays, fullyPaid });
  }
  return out;
}

/** what is left to pay of an invoice */
export const dueOf = (i: Pick<CreditInvoice, "amount" | "paid">): Money => {
  const d = sub(i.amount, i.paid);
  return compare(d, 0) < 0 ? ZERO : d;
};

/**
 * A credit memo of an on-account order: what it refunds is no longer owed on that order's unpaid invoices (counted as
 * paid, oldest first, without capturing: nothing was received). Answers how much it settled.
 */
export async function settleRefunded(db: DbClient, orderId: number, amount: Money): Promise<Money> {
  const unpaid = await db.creditInvoice.findMany({ where: { orderId, status: { in: UNPAID } }, orderBy: [{ createdAt: "asc" }, { invoiceId: "asc" }] });
  let left = amount;
  for (const inv of unpaid) {
    if (compare(left, 0) <= 0) break;
    const pays = min(left, dueOf(inv));
    left = sub(left, pays);
    const paid = money(inv.paid).plus(pays);
    await db.creditInvoice.update({
      where: { invoiceId: inv.invoiceId },
      data: { paid: paid.toFixed(), ...(compare(paid, inv.amount) >= 0 ? { status: "paid" } : {}) },
    });
  }
  return sub(amount, left);
}
