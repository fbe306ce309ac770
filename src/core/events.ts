/**
 * The typed event bus. Hook names are the specification's (Magento's) so module authors recognise them.
 * Observers run in registration order; an observer vetoes by throwing a ProblemError.
 */
import type { RequestContext } from "./context.ts";

export interface ProductDtoBuildPayload {
  ctx: RequestContext;
  /** the loaded product row with its relations */
  product: import("../catalog/product-loader.ts").LoadedProduct;
  dto: import("../catalog/product-dto.ts").ProductDto;
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

export interface HookPayloads {
  /** every REST and GraphQL request, before it runs */
  controller_action_predispatch: {
    ctx: RequestContext;
    kind: "rest" | "graphql";
    path: string;
    routeId: string;
    /** the route serves login, registration, forms or CMS content: a login wall lets it through */
    exemptFromLoginWall: boolean;
  };
  api_product_dto_build: ProductDtoBuildPayload;
  /** cart add/update and checkout re-validation; throw ProblemError(403, "purchase_blocked") to veto */
  catalog_product_type_prepare_full_options: {
    ctx: RequestContext;
    product: import("../catalog/product-loader.ts").LoadedProduct;
    qty: number;
    options: Record<string, unknown>;
    stage: "add" | "update" | "checkout";
  };
  /** listing toolbar: observers may drop sort options */
  core_block_abstract_to_html_before: { ctx: RequestContext; block: "catalog.toolbar"; sortOptions: SortOption[] };
  /** server-rendered HTML blocks (CMS content, price blocks): observers may rewrite `html` */
  core_block_abstract_to_html_after: { ctx: RequestContext; block: string; html: string; productId?: number };
  /** listing layered navigation: observers may drop filters */
  core_layout_block_create_after: { ctx: RequestContext; block: "catalog.layered_navigation"; filters: LayeredFilter[] };
  customforms_submission_saved: { ctx: RequestContext; formCode: string; submissionId: number; payload: Record<string, unknown> };
  /** a customer is about to be created: observers may change the account's approval state or group */
  customer_register_before: {
    ctx: RequestContext;
    email: string;
    account: { isApproved: boolean; approvalStatus: "active" | "pending" | "rejected"; groupId: number };
  };
}

export type HookName = keyof HookPayloads;
export const HOOK_NAMES: HookName[] = [
  "controller_action_predispatch",
  "api_product_dto_build",
  "catalog_product_type_prepare_full_options",
  "core_block_abstract_to_html_before",
  "core_block_abstract_to_html_after",
  "core_layout_block_create_after",
  "customforms_submission_saved",
  "customer_register_before",
];

export type Observer<K extends HookName> = (payload: HookPayloads[K]) => void | Promise<void>;

export class EventBus {
  private readonly observers = new Map<HookName, Observer<HookName>[]>();

  on<K extends HookName>(name: K, observer: Observer<K>): () => void {
    const list = this.observers.get(name) ?? [];
    list.push(observer as Observer<HookName>);
    this.observers.set(name, list);
    return () => {
      const i = list.indexOf(observer as Observer<HookName>);
      if (i >= 0) list.splice(i, 1);
    };
  }

  has(name: HookName): boolean {
    return (this.observers.get(name)?.length ?? 0) > 0;
  }

  async dispatch<K extends HookName>(name: K, payload: HookPayloads[K]): Promise<HookPayloads[K]> {
    const list = this.observers.get(name);
    if (!list) return payload;
    for (const observer of list) {
      const r = (observer as Observer<K>)(payload);
      if (r && typeof (r as Promise<void>).then === "function") await r;
    }
    return payload;
  }
}
