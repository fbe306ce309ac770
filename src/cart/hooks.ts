/**
 * The cart's hooks: the veto on what goes into a cart and what is ordered, on any write to a cart, and on placing
 * an order; and the order's own transaction once its row is written. The cart dispatches and declares them
 * (`events` in index.ts).
 */
import type { RequestContext } from "../core/context.ts";
import type { HookName, HookSpec } from "../core/events.ts";
import type { LoadedProduct } from "../catalog/product-loader.ts";

declare module "../core/events.ts" {
  interface HookPayloads {
    /** cart add/update and checkout re-validation; throw ProblemError(403, "purchase_blocked") to veto */
    catalog_product_type_prepare_full_options: {
      ctx: RequestContext;
      product: LoadedProduct;
      qty: number;
      options: Record<string, unknown>;
      stage: "add" | "update" | "checkout";
    };
    /**
     * before any write to a cart by its holder (items, coupon, gift card, shipping, a reorder), whatever
     * the route: throw a ProblemError to refuse it (e.g. 403 for an account that may browse but not buy)
     */
    checkout_cart_save_before: { ctx: RequestContext; operation: CartWriteOperation };
    /** an order is about to be placed from this cart, on any route (REST, GraphQL, Maho's): throw a ProblemError to refuse it */
    sales_order_place_before: { ctx: RequestContext; cart: { id: number; customerId: number | null }; paymentMethod: string };
    /** the order's row is written, in the order's transaction (`ctx` joins it): observers add their rows or veto */
    sales_order_place_after: { ctx: RequestContext; order: { id: number; incrementId: string; customerId: number | null; grandTotal: string } };
  }
}

export type CartWriteOperation = "add" | "update" | "remove" | "shipping_country" | "shipping_method" | "coupon" | "giftcard" | "reorder";

/** the hook the cart dispatches (Magento's name, from the product type it validates), declared with it (owner `cart`) */
export const cartHooks = {
  catalog_product_type_prepare_full_options: { phase: "inTransaction", description: "cart add/update and checkout re-validation" },
  checkout_cart_save_before: { phase: "inTransaction", description: "any write to a cart by its holder, on any route (veto)" },
  sales_order_place_before: { phase: "inTransaction", description: "an order is about to be placed, on any route (veto)" },
  sales_order_place_after: { phase: "inTransaction", description: "an order's row is written, in its transaction" },
} satisfies Partial<Record<HookName, HookSpec>>;
