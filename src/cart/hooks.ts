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
    /**
     * an order is drafted, in the order's transaction (`ctx` joins it), before stock, coupon uses and gift cards are
     * taken: an observer may refuse it (throw a ProblemError) or hold it, writing its own rows and setting `hold`; a
     * held order is not written, its cart is consumed, and the routes answer 202 with the hold's detail
     */
    sales_order_place_review: { ctx: RequestContext; draft: OrderDraft; hold: OrderHold | null };
    /** the order's row is written, in the order's transaction (`ctx` joins it): observers add their rows or veto */
    sales_order_place_after: {
      ctx: RequestContext;
      order: { id: number; incrementId: string; customerId: number | null; grandTotal: string; paymentMethod: string; poNumber: string | null };
    };
  }
}

/** an order line as it will be written (money as decimal strings) */
export interface OrderDraftLine {
  productId: number;
  sku: string;
  name: string;
  /** the product's type (gift card lines issue cards, virtual lines ship nothing) */
  type: string;
  qty: number;
  price: string;
  rowTotal: string;
  /** the item's options as the cart keeps them (JSON) */
  options: string;
  isVirtual: boolean;
  /** JSON [[productId, units], ...]: the stock the line takes, and a cancel gives back */
  stockUnits: string;
  /** JSON of the price function's explanation when a price provider took part, else null */
  priceExplanation: string | null;
}

/**
 * Everything an order will be, priced and totalled, before it is written: what a module that holds an order keeps
 * (JSON-serialisable), and what `placeDraftOrder` (draft-order.ts) places later exactly as it stands.
 */
export interface OrderDraft {
  storeId: number;
  customerId: number | null;
  email: string;
  groupId: number;
  currency: string;
  cartId: number;
  lines: OrderDraftLine[];
  subtotal: string;
  shipping: string;
  discount: string;
  giftcard: string;
  grandTotal: string;
  shippingMethod: string;
  paymentMethod: string;
  poNumber: string | null;
  invoiceEmail: string | null;
  note: string | null;
  shippingCountry: string | null;
  addresses: { shipping: unknown | null; billing: unknown | null };
  couponCode: string | null;
  giftcards: { code: string; amount: string }[];
  storefrontOrigin: string | null;
}

/** an order held by a module instead of placed: the routes answer 202 with `{ [kind]: detail }` */
export interface OrderHold {
  /** the answer's key, e.g. "purchaseOrder" */
  kind: string;
  id: number;
  status: string;
  message: string;
  detail: unknown;
}

export type CartWriteOperation = "add" | "update" | "remove" | "shipping_country" | "shipping_method" | "coupon" | "giftcard" | "reorder";

/** the hook the cart dispatches (Magento's name, from the product type it validates), declared with it (owner `cart`) */
export const cartHooks = {
  catalog_product_type_prepare_full_options: { phase: "inTransaction", description: "cart add/update and checkout re-validation" },
  checkout_cart_save_before: { phase: "inTransaction", description: "any write to a cart by its holder, on any route (veto)" },
  sales_order_place_before: { phase: "inTransaction", description: "an order is about to be placed, on any route (veto)" },
  sales_order_place_review: { phase: "inTransaction", description: "an order is drafted, in its transaction: refuse it or hold it" },
  sales_order_place_after: { phase: "inTransaction", description: "an order's row is written, in its transaction" },
} satisfies Partial<Record<HookName, HookSpec>>;
