/** The cart's hook: the veto on what goes into a cart and what is ordered. The cart dispatches and declares it (`events` in index.ts). */
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
  }
}

/** the hook the cart dispatches (Magento's name, from the product type it validates), declared with it (owner `cart`) */
export const cartHooks = {
  catalog_product_type_prepare_full_options: { phase: "inTransaction", description: "cart add/update and checkout re-validation" },
} satisfies Partial<Record<HookName, HookSpec>>;
