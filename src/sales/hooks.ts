/**
 * The sales domain's hooks: which payment methods a caller is offered, what an order action wrote (in its
 * transaction), and what an order document shows beside the core's facts. The sales domain dispatches and declares
 * them (`events` in index.ts).
 */
import type { RequestContext } from "../core/context.ts";
import type { HookName, HookSpec } from "../core/events.ts";
import type { DocumentKind } from "./pdf/urls.ts";

declare module "../core/events.ts" {
  interface HookPayloads {
    /**
     * a payment method the store and the caller's group allow is about to be offered (Magento's name), on every
     * route that lists methods and at place-order, which refuses a method not offered: set `result.isAvailable`
     * false to withhold it. `grandTotal` is what the cart has to pay (a decimal string).
     */
    payment_method_is_active: { ctx: RequestContext; method: string; grandTotal: string; result: { isAvailable: boolean } };
    /**
     * an order action wrote its rows, in its transaction (`ctx` joins it): `amount` is the invoice's or credit memo's
     * grand total, or for a cancel the canceled units' value less their share of discount and gift cards
     */
    sales_order_action_after: { ctx: RequestContext; orderId: number; action: OrderActionName; documentId: number | null; amount: string };
    /** an order document is rendered: observers add facts printed under its header, e.g. ["Due date", "2026-12-29"] */
    sales_document_pdf_facts: { ctx: RequestContext; kind: DocumentKind; orderId: number; documentId: number; facts: [string, string][] };
  }
}

export type OrderActionName = "invoice" | "capture" | "ship" | "cancel" | "creditmemo";

export const salesHooks = {
  payment_method_is_active: { phase: "inTransaction", description: "a payment method is about to be offered (withhold it)" },
  sales_order_action_after: {
    phase: "inTransaction",
    description: "an order action (invoice, capture, ship, cancel, credit memo) wrote its rows, in its transaction",
  },
  sales_document_pdf_facts: { phase: "inTransaction", description: "an order document is rendered: add facts under its header" },
} satisfies Partial<Record<HookName, HookSpec>>;
