/**
 * Payment capture for offline methods: `orderPaymentCapture(incrementId)`, kept as a synonym of the admin's
 * `orderInvoice` for a whole pending order (order-actions.ts): one invoice of everything, captured; the order
 * becomes `processing` (or `complete` when it ships nothing), the gift cards it bought (issued `pending`, unable to
 * pay) become `active`, and each card's code is mailed through the outbox to its recipient, else the buyer, in
 * the same transaction: a card is spendable exactly when its mail is queued, and never before its order is paid.
 */
import type { RequestContext } from "../core/context.ts";
import { ProblemError } from "../core/errors.ts";
import { toOrderDto, type OrderDto } from "./order-dto.ts";
import { invoiceOrder } from "./order-actions.ts";

const orderNotFound = () => new ProblemError(404, "order_not_found", "No order with that number");

/** invoices and captures a whole pending order; 409 `order_not_pending` when it is not pending */
export async function captureOrderPayment(ctx: RequestContext, incrementId: string): Promise<OrderDto> {
  if (!incrementId || incrementId.length > 32) throw orderNotFound();
  const found = await ctx.app.db.order.findUnique({ where: { incrementId }, select: { id: true, status: true } });
  if (!found) throw orderNotFound();
  if (found.status !== "pending") throw new ProblemError(409, "order_not_pending", "Only a pending order can be marked paid");
  try {
    await invoiceOrder(ctx, found.id, null, true, "orderPaymentCapture");
  } catch (e) {
    // a concurrent capture moved it first
    if (e instanceof ProblemError && (e.code === "order_changed" || e.code === "invalid_transition")) {
      throw new ProblemError(409, "order_not_pending", "Only a pending order can be marked paid");
    }
    throw e;
  }
  const order = await ctx.app.db.order.findUniqueOrThrow({ where: { id: found.id }, include: { items: { orderBy: { id: "asc" } }, issuedGiftcards: true } });
  return toOrderDto(order);
}
