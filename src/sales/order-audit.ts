/**
 * What the audit log keeps of an order before and after an admin's action (order-actions.ts): its own columns, its
 * lines' quantities, its documents by number (invoices with their state) and its latest history comment, flat, so
 * that the entry's changed fields read as what the action did (status, qty invoiced, a new invoice, a comment).
 */
import type { AdminOrderRow } from "./admin-orders.ts";

export function orderAuditSnapshot(o: AdminOrderRow): Record<string, unknown> {
  const { items, customer: _customer, invoices, shipments, creditMemos, statusHistory, accessTokenReads: _reads, ...own } = o;
  const out: Record<string, unknown> = { ...own };
  for (const l of items) {
    for (const k of ["qtyInvoiced", "qtyShipped", "qtyRefunded", "qtyCanceled"] as const) out[`line ${l.id} (${l.sku}).${k}`] = l[k];
  }
  out.invoices = invoices.map((i) => `${i.incrementId} (${i.state})`).join(", ");
  out.shipments = shipments.map((s) => `${s.incrementId}${s.tracks.length ? ` [${s.tracks.map((t) => t.number).join(", ")}]` : ""}`).join(", ");
  out.creditMemos = creditMemos.map((c) => `${c.incrementId}: ${c.grandTotal}`).join(", ");
  const last = statusHistory.at(-1);
  out.latestHistory = last ? `${last.status}${last.comment ? `: ${last.comment}` : ""}` : null;
  return out;
}
