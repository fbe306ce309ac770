/** The catalogue's hooks: the catalogue dispatches and declares them (`events` in index.ts), with their payloads. */
import type { RequestContext } from "../core/context.ts";
import type { HookName, HookSpec } from "../core/events.ts";
import type { DbClient } from "../core/unit-of-work.ts";
import type { LoadedProduct } from "./product-loader.ts";
import type { ProductDto } from "./product-dto.ts";
import "./price-function.ts";

export interface ProductDtoBuildPayload {
  ctx: RequestContext;
  /** the loaded product row with its relations */
  product: LoadedProduct;
  dto: ProductDto;
  for_listing: boolean;
  customer_group_id: number;
  store_id: number;
}

export interface SortOption {
  code: string;
  label: string;
}
export interface FilterOption {
  value: string;
  label: string;
  count: number;
}
export interface LayeredFilter {
  code: string;
  label: string;
  type: "price" | "category" | "attribute";
  options: FilterOption[];
}

declare module "../core/events.ts" {
  interface HookPayloads {
    /** a product was created or updated (admin write), inside its transaction: observers update their own indexes through `db` */
    catalog_product_save_after: { ctx: RequestContext; productId: number; db: DbClient };
    /**
     * an admin category write (categoryProductsSet, categoryMove, categoryDelete) changed these products' categories
     * or their categories' ancestry, inside its transaction: observers update their per-product indexes through `db`
     */
    catalog_category_change_products: { ctx: RequestContext; productIds: number[]; db: DbClient };
    /** a product DTO was built, for a listing or a detail: observers annotate it or strip fields */
    api_product_dto_build: ProductDtoBuildPayload;
    /** listing toolbar: observers may drop sort options */
    core_block_abstract_to_html_before: { ctx: RequestContext; block: "catalog.toolbar"; sortOptions: SortOption[] };
    /** listing layered navigation: observers may drop filters */
    core_layout_block_create_after: { ctx: RequestContext; block: "catalog.layered_navigation"; filters: LayeredFilter[] };
  }
}

/** the hooks the catalogue dispatches, declared with it (owner `catalog`) */
export const catalogHooks = {
  api_product_dto_build: { phase: "inTransaction", description: "a product DTO was built (listing or detail)" },
  catalog_product_save_after: { phase: "inTransaction", description: "a product was saved by an admin, inside the write's transaction" },
  catalog_category_change_products: {
    phase: "inTransaction",
    description: "an admin category write changed products' categories or their ancestry, inside the write's transaction",
  },
  core_block_abstract_to_html_before: { phase: "inTransaction", description: "listing toolbar sort options" },
  core_layout_block_create_after: { phase: "inTransaction", description: "listing layered navigation" },
  catalog_price_context: {
    phase: "inTransaction",
    description: "the caller's price context is made, once per request: observers add price providers (price-function.ts)",
  },
} satisfies Partial<Record<HookName, HookSpec>>;
