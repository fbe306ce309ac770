/** Admin GraphQL `priceExplain` (scope `pricing`): a query, so no audit entry. */
import { ProblemError } from "../../core/errors.ts";
import type { CoreTypeRefs, InstalledModule } from "../../core/modules.ts";
import type { Builder } from "../../core/schema-builder.ts";
import type { QuantityRule } from "../../catalog/price-function.ts";
import type { PricingConfig } from "./config.ts";
import { type ExplainedCandidate, type ExplainResult, explainPrice, type NotOffered } from "./explain.ts";

declare module "../../core/schema-builder.ts" {
  interface AdminScopes {
    /** price lists (this module) */
    pricing: true;
  }
}

const scope = { admin: "pricing" } as const;

export function registerExplainSchema(builder: Builder, m: InstalledModule<PricingConfig>, _types: CoreTypeRefs): void {
  const Rule = builder.objectRef<QuantityRule>("PriceExplainQuantityRule").implement({
    description: "how many of the product a cart line may hold, and the list that sets it",
    fields: (t) => ({
      priceListCode: t.exposeString("priceListCode"),
      minQty: t.exposeFloat("minQty", { nullable: true }),
      maxQty: t.exposeFloat("maxQty", { nullable: true }),
      qtyIncrement: t.exposeFloat("qtyIncrement", { nullable: true }),
    }),
  });
  const Candidate = builder.objectRef<ExplainedCandidate>("PriceExplainCandidate").implement({
    description: "a price the caller could be charged, and why it won or lost",
    fields: (t) => ({
      source: t.exposeString("source", { description: "catalog or priceList" }),
      priceListId: t.exposeInt("priceListId", { nullable: true }),
      priceListCode: t.exposeString("priceListCode", { nullable: true }),
      priority: t.exposeInt("priority", { nullable: true }),
      kind: t.exposeString("kind", { nullable: true, description: "fixed, tier or percent (null for the catalogue)" }),
      tierQty: t.exposeFloat("tierQty", { nullable: true }),
      price: t.exposeFloat("price", { description: "the unit price, rounded to the currency" }),
      storedPrice: t.exposeFloat("storedPrice", { description: "the unit price as stored (4 decimals)" }),
      won: t.exposeBoolean("won"),
      reason: t.exposeString("reason"),
    }),
  });
  const Skipped = builder.objectRef<NotOffered>("PriceExplainNotOffered").implement({
    description: "a list assigned to the caller that offered no price for the product, and why",
    fields: (t) => ({
      priceListId: t.exposeInt("priceListId"),
      priceListCode: t.exposeString("priceListCode"),
      priority: t.exposeInt("priority"),
      reason: t.exposeString("reason"),
    }),
  });
  const Result = builder.objectRef<ExplainResult>("PriceExplainResult").implement({
    description: "the price of a product for a company or a customer group, with every candidate",
    fields: (t) => ({
      enabled: t.exposeBoolean("enabled", { description: "per-company pricing is on in the store" }),
      price: t.exposeFloat("price", { description: "the unit price charged, rounded to the currency" }),
      currency: t.exposeString("currency"),
      productId: t.exposeInt("productId"),
      sku: t.exposeString("sku", { description: "the SKU priced: the product's, or a configurable's or grouped product's cheapest child's" }),
      qty: t.exposeFloat("qty"),
      storeId: t.exposeInt("storeId"),
      customerGroupId: t.exposeInt("customerGroupId"),
      companyId: t.exposeInt("companyId", { nullable: true }),
      quantityRule: t.expose("quantityRule", { type: Rule, nullable: true }),
      candidates: t.expose("candidates", { type: [Candidate], description: "every candidate, the winner first" }),
      notOffered: t.expose("notOffered", { type: [Skipped] }),
    }),
  });

  builder.queryFields((t) => ({
    priceExplain: t.field({
      type: Result,
      description:
        "why a product costs what it does for a company (its group and lists) or a customer group (default 0), in a store (default the default store), at a quantity (default 1)",
      authScopes: scope,
      errors: {
        types: [ProblemError],
        directResult: true,
        result: { name: "PriceExplainAnswer" },
        union: { name: "PriceExplainAnswer", description: "the explanation, or why it cannot be given" },
      },
      args: {
        productId: t.arg.int({ required: true }),
        qty: t.arg.float(),
        companyId: t.arg.int(),
        customerGroupId: t.arg.int(),
        storeId: t.arg.int(),
      },
      resolve: (_r, a) => explainPrice(m, a),
    }),
  }));
}
