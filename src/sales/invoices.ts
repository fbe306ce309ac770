/**
 * Invoices in Maho's Invoice shape (Sales/Api/Invoice.php). There is no invoicing workflow: an order is paid once,
 * by the admin's `orderPaymentCapture`, and that moment is its one invoice (paid, for the order's grand total).
 * An order not paid yet has none: an empty collection, as Maho answers for an order without invoices.
 */
import type { RequestContext } from "../core/context.ts";
import { ProblemError } from "../core/errors.ts";
import { amount } from "../core/money.ts";
import { requireCustomer } from "../customer/service.ts";

export interface InvoiceDto {
  id: number;
  incrementId: string;
  orderId: number;
  grandTotal: number;
  currency: string;
  /** Magento's invoice states: 1 open, 2 paid, 3 canceled */
  state: number;
  stateName: string;
  /** no PDFs are rendered here */
  pdfUrl: string | null;
  createdAt: string;
}

const PAID = 2;
/** statuses an order reaches only after its payment was captured */
const INVOICED = new Set(["processing", "complete", "closed"]);

/** the invoices of one of the caller's orders, named by its id (Maho's) or its increment id; 404 for any other order */
export async function customerOrderInvoices(ctx: RequestContext, orderRef: string): Promise<{ member: InvoiceDto[]; totalItems: number }> {
  const customerId = requireCustomer(ctx);
  const notFound = new ProblemError(404, "not_found", "Order not found");
  if (!orderRef || orderRef.length > 32) throw notFound;
  const byId = /^\d{1,9}$/.test(orderRef) ? Number(orderRef) : undefined;
  const scope = { customerId, storeId: ctx.store.id };
  const o =
    (byId !== undefined ? await ctx.app.db.order.findFirst({ where: { ...scope, id: byId } }) : null) ??
    (await ctx.app.db.order.findFirst({ where: { ...scope, incrementId: orderRef } }));
  if (!o) throw notFound;
  if (!INVOICED.has(o.status)) return { member: [], totalItems: 0 };
  const invoice: InvoiceDto = {
    id: o.id,
    incrementId: o.incrementId,
    orderId: o.id,
    grandTotal: amount(o.grandTotal, o.currency),
    currency: o.currency,
    state: PAID,
    stateName: "paid",
    pdfUrl: null,
    // orders paid before the moment was recorded: their last change
    createdAt: (o.paidAt ?? o.updatedAt ?? o.createdAt).toISOString(),
  };
  return { member: [invoice], totalItems: 1 };
}
