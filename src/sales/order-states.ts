/**
 * An order's states, as Maho's (docs/orders.md#states): `pending` (nothing invoiced or shipped) -> `processing`
 * (invoiced or shipped in part) -> `complete` (invoiced and shipped in full; an order with nothing to ship once
 * invoiced in full); `canceled` (everything canceled); `closed` (everything refunded or canceled, something
 * refunded); `holded` (orderHold, back to the status it had with orderUnhold). Which action each status allows is
 * the table below; the status an action leaves is derived from the lines' quantities (`deriveStatus`), never set.
 */
import { ProblemError } from "../core/errors.ts";

export const ORDER_STATUSES = ["pending", "processing", "complete", "canceled", "closed", "holded"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export type OrderAction = "invoice" | "capture" | "ship" | "cancel" | "refund" | "hold" | "unhold" | "comment";

/** the statuses each action may start from */
export const TRANSITIONS: Readonly<Record<OrderAction, readonly OrderStatus[]>> = {
  invoice: ["pending", "processing"],
  // an open invoice's order has invoiced units: processing, or complete once everything is invoiced and shipped
  capture: ["processing", "complete"],
  ship: ["pending", "processing"],
  cancel: ["pending", "processing"],
  refund: ["processing", "complete"],
  hold: ["pending", "processing"],
  unhold: ["holded"],
  comment: ORDER_STATUSES,
};

export const canTransition = (action: OrderAction, from: string): boolean => (TRANSITIONS[action] as readonly string[]).includes(from);

export const invalidTransition = (action: OrderAction, from: string, why?: string) =>
  new ProblemError(409, "invalid_transition", why ?? `An order in status ${from} cannot be ${PAST[action]}`, { extra: { action, status: from } });

/** how the messages name what an action does to an order */
export const PAST: Record<OrderAction, string> = {
  invoice: "invoiced",
  capture: "captured",
  ship: "shipped",
  cancel: "canceled",
  refund: "refunded",
  hold: "put on hold",
  unhold: "released from hold",
  comment: "commented",
};

/** throws `invalid_transition` unless the action may start from this status */
export function assertTransition(action: OrderAction, from: string): void {
  if (!canTransition(action, from)) throw invalidTransition(action, from);
}

export interface LineQty {
  qty: number;
  qtyInvoiced: number;
  qtyShipped: number;
  qtyRefunded: number;
  qtyCanceled: number;
  isVirtual: boolean;
}

/** what can still be invoiced, shipped, refunded or canceled of a line */
export const toInvoice = (l: LineQty) => Math.max(0, l.qty - l.qtyInvoiced - l.qtyCanceled);
/** Maho's qty to ship: ordered less shipped, refunded and canceled; a virtual line ships nothing */
export const toShip = (l: LineQty) => (l.isVirtual ? 0 : Math.max(0, l.qty - l.qtyShipped - l.qtyRefunded - l.qtyCanceled));
export const toRefund = (l: LineQty) => Math.max(0, l.qtyInvoiced - l.qtyRefunded);
/** Maho's qty to cancel: what is neither invoiced nor shipped (shipped units left the shelf: never canceled nor restocked) */
export const toCancel = (l: LineQty) => Math.max(0, l.qty - Math.max(l.qtyInvoiced, l.qtyShipped) - l.qtyCanceled);

/** the status the lines' quantities put an order in (an order on hold stays on hold: its actions are refused) */
export function deriveStatus(lines: readonly LineQty[]): Exclude<OrderStatus, "holded"> {
  const total = lines.reduce((n, l) => n + l.qty, 0);
  const canceled = lines.reduce((n, l) => n + l.qtyCanceled, 0);
  const refunded = lines.reduce((n, l) => n + l.qtyRefunded, 0);
  if (total > 0 && canceled >= total) return "canceled";
  if (refunded > 0 && lines.every((l) => l.qtyRefunded + l.qtyCanceled >= l.qty)) return "closed";
  const invoicedAll = lines.every((l) => toInvoice(l) === 0);
  const shippedAll = lines.every((l) => toShip(l) === 0);
  if (invoicedAll && shippedAll) return "complete";
  const started = lines.some((l) => l.qtyInvoiced > 0 || l.qtyShipped > 0 || l.qtyCanceled > 0);
  return started ? "processing" : "pending";
}

/** how the storefront names each status (Maho's default status labels) */
export const STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  pending: "Pending",
  processing: "Processing",
  complete: "Complete",
  canceled: "Canceled",
  closed: "Closed",
  holded: "On Hold",
};
export const statusLabel = (status: string): string => STATUS_LABELS[status as OrderStatus] ?? status;
