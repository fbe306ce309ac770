/**
 * Quick order in GraphQL: `quickOrderResolve` and `quickOrderSuggest` (Query), `quickOrderAddToCart` (Mutation).
 * Refusals (unreadable input, too many lines, the module off: `module_disabled`) are a `Problem`.
 */
import { ProblemError } from "../../core/errors.ts";
import type { Builder } from "../../core/schema-builder.ts";
import type { LineVariant } from "../../cart/line-status.ts";
import {
  addQuickOrder,
  type QuickOrderAddLine,
  type QuickOrderAddResult,
  type QuickOrderLine,
  type QuickOrderModule,
  type QuickOrderResult,
  type QuickOrderSuggestion,
  type QuickOrderSummary,
  resolveQuickOrder,
  suggestProducts,
} from "./service.ts";

const problem = () => ({ types: [ProblemError], directResult: true });

export function registerQuickOrderSchema(builder: Builder, m: QuickOrderModule): void {
  const Product = builder.objectRef<NonNullable<QuickOrderLine["product"]>>("QuickOrderProduct").implement({
    description: "the product a line found, at the caller's price",
    fields: (t) => ({
      id: t.exposeInt("id"),
      sku: t.exposeString("sku"),
      name: t.exposeString("name"),
      price: t.exposeFloat("price", { nullable: true, description: "the caller's unit price for the line's quantity; null when hidden" }),
      imageUrl: t.exposeString("imageUrl", { nullable: true }),
      urlKey: t.exposeString("urlKey"),
      inStock: t.exposeBoolean("inStock"),
    }),
  });
  const Rule = builder.objectRef<NonNullable<QuickOrderLine["rule"]>>("QuickOrderRule").implement({
    description: "how many of the product a cart line may hold for the caller",
    fields: (t) => ({
      minQty: t.exposeFloat("minQty", { nullable: true }),
      maxQty: t.exposeFloat("maxQty", { nullable: true }),
      qtyIncrement: t.exposeFloat("qtyIncrement", { nullable: true }),
    }),
  });
  const Variant = builder.objectRef<LineVariant>("QuickOrderVariant").implement({
    description: "a SKU to order instead: a configurable's buyable variant, a grouped product's child",
    fields: (t) => ({
      sku: t.exposeString("sku"),
      name: t.exposeString("name"),
      price: t.exposeFloat("price", { nullable: true }),
      inStock: t.exposeBoolean("inStock"),
    }),
  });
  const Cta = builder.objectRef<{ label: string; href: string }>("QuickOrderCta").implement({
    description: "the access gate's call to action for a line whose price is hidden or whose purchase is blocked",
    fields: (t) => ({ label: t.exposeString("label"), href: t.exposeString("href") }),
  });
  const Line = builder.objectRef<QuickOrderLine>("QuickOrderLine").implement({
    description: "one SKU of the order (input lines of the same SKU merged), as the caller would buy it now",
    fields: (t) => ({
      sku: t.exposeString("sku", { description: "the product's SKU when found, else as typed" }),
      qty: t.exposeInt("qty"),
      status: t.exposeString("status", { description: "ok | not_found | price_hidden | purchase_blocked | out_of_stock | quantity_rule | needs_options" }),
      message: t.string({ nullable: true, resolve: (l) => l.message ?? null }),
      product: t.field({ type: Product, nullable: true, resolve: (l) => l.product ?? null }),
      rule: t.field({ type: Rule, nullable: true, resolve: (l) => l.rule ?? null }),
      available: t.int({ nullable: true, description: "out_of_stock: the units that can be had", resolve: (l) => l.available ?? null }),
      variants: t.field({ type: [Variant], nullable: true, description: "needs_options: the SKUs to order instead", resolve: (l) => l.variants ?? null }),
      cta: t.field({ type: Cta, nullable: true, resolve: (l) => l.cta ?? null }),
      inputLines: t.exposeIntList("inputLines", { description: "the input lines merged into it: positions in lines (from 0) or CSV line numbers (from 1)" }),
    }),
  });
  const Summary = builder.objectRef<QuickOrderSummary>("QuickOrderSummary").implement({
    description: "how many lines have each status",
    fields: (t) => ({
      lines: t.exposeInt("lines"),
      ok: t.exposeInt("ok"),
      notFound: t.exposeInt("notFound"),
      priceHidden: t.exposeInt("priceHidden"),
      purchaseBlocked: t.exposeInt("purchaseBlocked"),
      outOfStock: t.exposeInt("outOfStock"),
      quantityRule: t.exposeInt("quantityRule"),
      needsOptions: t.exposeInt("needsOptions"),
    }),
  });
  const Result = builder.objectRef<QuickOrderResult>("QuickOrderResult").implement({
    description: "every line of a quick order resolved for the caller",
    fields: (t) => ({
      lines: t.expose("lines", { type: [Line] }),
      summary: t.expose("summary", { type: Summary }),
      canAddToCart: t.exposeBoolean("canAddToCart"),
    }),
  });
  const Reason = builder.objectRef<{ code: string; message: string }>("QuickOrderReason").implement({
    description: "why a line was not added",
    fields: (t) => ({ code: t.exposeString("code"), message: t.exposeString("message") }),
  });
  const AddLine = builder.objectRef<QuickOrderAddLine>("QuickOrderAddLine").implement({
    description: "a resolved line and what adding it did",
    fields: (t) => ({
      sku: t.exposeString("sku"),
      qty: t.exposeInt("qty"),
      status: t.exposeString("status"),
      message: t.string({ nullable: true, resolve: (l) => l.message ?? null }),
      product: t.field({ type: Product, nullable: true, resolve: (l) => l.product ?? null }),
      rule: t.field({ type: Rule, nullable: true, resolve: (l) => l.rule ?? null }),
      available: t.int({ nullable: true, resolve: (l) => l.available ?? null }),
      variants: t.field({ type: [Variant], nullable: true, resolve: (l) => l.variants ?? null }),
      cta: t.field({ type: Cta, nullable: true, resolve: (l) => l.cta ?? null }),
      inputLines: t.exposeIntList("inputLines"),
      added: t.exposeBoolean("added"),
      addedQty: t.exposeInt("addedQty"),
      reason: t.field({ type: Reason, nullable: true, resolve: (l) => l.reason ?? null }),
    }),
  });
  const Cart = builder.objectRef<NonNullable<QuickOrderAddResult["cart"]>>("QuickOrderCart").implement({
    description: "the caller's cart after the add",
    fields: (t) => ({
      maskedId: t.exposeString("maskedId"),
      itemsCount: t.exposeInt("itemsCount"),
      itemsQty: t.exposeInt("itemsQty"),
      grandTotal: t.exposeFloat("grandTotal"),
    }),
  });
  const AddResult = builder.objectRef<QuickOrderAddResult>("QuickOrderAddResult").implement({
    description: "the lines added to the cart in one transaction, and why the others were not",
    fields: (t) => ({
      lines: t.expose("lines", { type: [AddLine] }),
      cart: t.expose("cart", { type: Cart, nullable: true }),
      maskedId: t.exposeString("maskedId", { nullable: true, description: "the cart's masked id (a guest names the cart by it: X-Cart-Id)" }),
    }),
  });
  const Suggestion = builder.objectRef<QuickOrderSuggestion>("QuickOrderSuggestion").implement({
    description: "a product the caller may order whose SKU starts with, or name contains, the typed text",
    fields: (t) => ({
      sku: t.exposeString("sku"),
      name: t.exposeString("name"),
      type: t.exposeString("type"),
      urlKey: t.exposeString("urlKey"),
      imageUrl: t.exposeString("imageUrl", { nullable: true }),
      price: t.exposeFloat("price", { nullable: true }),
    }),
  });
  const LineInput = builder.inputType("QuickOrderLineInput", {
    fields: (t) => ({ sku: t.string({ required: true }), qty: t.int({ description: "default 1" }) }),
  });

  builder.queryFields((t) => ({
    quickOrderResolve: t.field({
      type: Result,
      description:
        "resolves SKUs with quantities (lines, or csv: sku,qty) for the caller: status, price, rule and stock per SKU; a Problem for unreadable input (invalid), too many lines (too_many_lines) or the module off (module_disabled)",
      errors: problem(),
      args: { lines: t.arg({ type: [LineInput] }), csv: t.arg.string() },
      resolve: (_r, a, { ctx }) => resolveQuickOrder(ctx, m, { lines: a.lines ?? undefined, csv: a.csv ?? undefined }, "graphql"),
    }),
    quickOrderSuggest: t.field({
      type: [Suggestion],
      description: "SKU and name suggestions among the products the caller may see (rate limited)",
      args: { q: t.arg.string({ required: true }) },
      resolve: (_r, a, { ctx }) => suggestProducts(ctx, m, a.q, "graphql"),
    }),
  }));

  builder.mutationFields((t) => ({
    quickOrderAddToCart: t.field({
      type: AddResult,
      description: "resolves the lines, then adds every ok line to the caller's cart (a guest's named by cartId) in one transaction",
      errors: problem(),
      args: { lines: t.arg({ type: [LineInput] }), csv: t.arg.string(), cartId: t.arg.string() },
      resolve: (_r, a, { ctx }) => addQuickOrder(ctx, m, { lines: a.lines ?? undefined, csv: a.csv ?? undefined }, a.cartId, "graphql"),
    }),
  }));
}
