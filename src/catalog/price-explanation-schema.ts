/**
 * GraphQL: why a price is what it is (price-function.ts `PriceExplanation`), as cart lines and order lines carry it.
 * One pair of types per schema, whoever asks first (the cart's lines, the orders' lines, a module's explain answer).
 */
import type { ObjectRef } from "@pothos/core";
import type { Builder, BuilderTypes } from "../core/schema-builder.ts";
import type { PriceExplanation, QuantityRule } from "./price-function.ts";

type Types = PothosSchemaTypes.ExtendDefaultTypes<BuilderTypes>;

export interface PriceExplanationTypes {
  PriceExplanation: ObjectRef<Types, PriceExplanation>;
  QuantityRule: ObjectRef<Types, QuantityRule>;
}

const made = new WeakMap<Builder, PriceExplanationTypes>();

export function priceExplanationTypes(builder: Builder): PriceExplanationTypes {
  const known = made.get(builder);
  if (known) return known;
  const QuantityRule = builder.objectRef<QuantityRule>("QuantityRule").implement({
    description: "how many of a product a line may hold, as a price list sets it",
    fields: (t) => ({
      priceListCode: t.exposeString("priceListCode", { description: "the code of the price list that sets it" }),
      minQty: t.exposeFloat("minQty", { nullable: true }),
      maxQty: t.exposeFloat("maxQty", { nullable: true }),
      qtyIncrement: t.exposeFloat("qtyIncrement", { nullable: true, description: "the quantity is a multiple of it" }),
    }),
  });
  const PriceExplanation = builder.objectRef<PriceExplanation>("PriceExplanation").implement({
    description: "why a unit price is what it is: the catalogue's own price, or a price list's fixed, tier or percent price",
    fields: (t) => ({
      source: t.exposeString("source", { description: "catalog | priceList" }),
      priceListCode: t.exposeString("priceListCode", { nullable: true }),
      kind: t.exposeString("kind", { nullable: true, description: "fixed | tier | percent (null for the catalogue)" }),
      tierQty: t.exposeFloat("tierQty", { nullable: true, description: "the tier's quantity when a tier made the price" }),
      quantityRule: t.expose("quantityRule", { type: QuantityRule, nullable: true }),
    }),
  });
  const types = { PriceExplanation, QuantityRule };
  made.set(builder, types);
  return types;
}
