/** The cart's hook: the veto on what goes into a cart and what is ordered. */
import type { RequestContext } from "../core/context.ts";
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
