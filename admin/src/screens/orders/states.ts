/**
 * What the screen offers for an order's status: the labels, and which actions a status allows (the table of
 * src/sales/order-states.ts, mirrored so that buttons show only when they can work; the server stays the
 * authority and answers `invalid_transition` otherwise). The quantities left per line are the same formulas.
 */
export const ORDER_STATUSES = ["pending", "processing", "complete", "canceled", "closed", "holded"] as const;

export const STATUS_LABELS: Record<string, string> = {
  pending: "Pending",
  processing: "Processing",
  complete: "Complete",
  canceled: "Canceled",
  closed: "Closed",
  holded: "On hold",
};
export const statusLabel = (s: string) => STATUS_LABELS[s] ?? s;

export type OrderAction = "invoice" | "ship" | "cancel" | "refund" | "hold" | "unhold" | "comment";

const TRANSITIONS: Record<OrderAction, readonly string[]> = {
  invoice: ["pending", "processing"],
  ship: ["pending", "processing"],
  cancel: ["pending", "processing"],
  refund: ["processing", "complete"],
  hold: ["pending", "processing"],
  unhold: ["holded"],
  comment: ORDER_STATUSES,
};

export interface LineQty {
  qtyOrdered: number;
  qtyInvoiced: number;
  qtyShipped: number;
  qtyRefunded: number;
  qtyCanceled: number;
  isVirtual: boolean;
}

export const toInvoice = (l: LineQty) => Math.max(0, l.qtyOrdered - l.qtyInvoiced - l.qtyCanceled);
export const toShip = (l: LineQty) => (l.isVirtual ? 0 : Math.max(0, l.qtyOrdered - l.qtyShipped - l.qtyRefunded - l.qtyCanceled));
export const toRefund = (l: LineQty) => Math.max(0, l.qtyInvoiced - l.qtyRefunded);
export const toCancel = (l: LineQty) => Math.max(0, l.qtyOrdered - Math.max(l.qtyInvoiced, l.qtyShipped) - l.qtyCanceled);

/** whether the action is offered: the status allows it and some line has something left for it */
export function allows(action: OrderAction, status: string, lines: readonly LineQty[]): boolean {
  if (!TRANSITIONS[action].includes(status)) return false;
  if (action === "invoice") return lines.some((l) => toInvoice(l) > 0);
  if (action === "ship") return lines.some((l) => toShip(l) > 0);
  if (action === "refund") return lines.some((l) => toRefund(l) > 0);
  if (action === "cancel") return lines.some((l) => toCancel(l) > 0);
  return true;
}
