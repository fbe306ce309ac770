/**
 * Invoices in Maho's Invoice shape (Sales/Api/Invoice.php), read from the order's Invoice rows (the admin's
 * `orderInvoice`, all or part; `orderPaymentCapture` invoices the whole order; orders paid before invoices existed
 * got their one invoice from the migration). An order not invoiced yet has none: an empty collection, as Maho answers.
 */
import type { RequestContext } from "../core/context.ts";
import { ProblemError } from "../core/errors.ts";
import { amount } from "../core/money.ts";
import { requireCustomer } from "../customer/service.ts";
import { customerInvoicePdfUrl } from "./pdf/urls.ts";

export interface InvoiceDto {
  id: number;
  incrementId: string;
  orderId: number;
  grandTotal: number;
  currency: string;
  /** Magento's invoice states: 1 open, 2 paid, 3 canceled */
  state: number;
  stateName: string;
  /** the relative URL of its PDF (the customer's route, src/sales/document-pdf-rest.ts) */
  pdfUrl: string | null;
  createdAt: string;
}

const STATES: Record<string, number> = { open: 1, paid: 2, canceled: 3 };

/** the invoices of one of the caller's orders, named by its id (Maho's) or its increment id; 404 for any other order */
export async function customerOrderInvoices(ctx: RequestContext, orderRef: string): Promise<{ member: InvoiceDto[]; totalItems: number }> {
  const customerId = requireCustomer(ctx);
  const notFound = new ProblemError(404, "not_found", "Order not found");
  if (!orderRef || orderRef.length > 32) throw notFound;
  const byId = /^\d{1,9}$/.test(orderRef) ? Number(orderRef) : undefined;
  const scope = { customerId, storeId: ctx.store.id };
  const include = { invoices: { orderBy: { id: "asc" } } } as const;
  const o =
    (byId !== undefined ? await ctx.app.db.order.findFirst({ where: { ...scope, id: byId }, include }) : null) ??
    (await ctx.app.db.order.findFirst({ where: { ...scope, incrementId: orderRef }, include }));
  if (!o) throw notFound;
  const member = o.invoices.map(
    (i): InvoiceDto => ({
      id: i.id,
      incrementId: i.incrementId,
      orderId: o.id,
      grandTotal: amount(i.grandTotal, o.currency),
      currency: o.currency,
      state: STATES[i.state] ?? 1,
      stateName: i.state,
      pdfUrl: customerInvoicePdfUrl(o.id, i.id),
      createdAt: i.createdAt.toISOString(),
    }),
  );
  return { member, totalItems: member.length };
}
