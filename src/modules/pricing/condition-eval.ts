/**
 * A product as a price list's condition sees it (the rules language's RuleProduct, as the access gate builds it:
 * product-index.ts): SKU, type, price, its categories with their ancestors (so `category in [..]` matches the
 * descendants), typed attributes including custom ones. A child without categories of its own (a variant) is
 * judged with its parent's.
 */
import type { RuleProduct } from "../../../dsl/src/index.ts";
import { type AttributeInfo, typedAttributeValue } from "../../catalog/attributes.ts";
import { toNumber } from "../../core/money.ts";
import type { PriceSubject } from "../../catalog/price-function.ts";
import type { Ancestry } from "./cache.ts";

/** what the engine reads of a product */
export type ConditionSubject = Pick<PriceSubject, "sku" | "type" | "price" | "attributeValues" | "attributeSetId" | "categories">;

export interface ConditionHelpers {
  ancestry: Ancestry;
  attributes: Map<number, AttributeInfo>;
}

export function ruleProductOf(p: ConditionSubject, parent: ConditionSubject | undefined, h: ConditionHelpers): RuleProduct {
  const own = p.categories ?? [];
  const cats = own.length ? own : (parent?.categories ?? []);
  const categoryIds = new Set<number>();
  for (const c of cats) for (const a of h.ancestry.get(c.categoryId) ?? [c.categoryId]) categoryIds.add(a);
  const attributes: Record<string, unknown> = {};
  for (const v of p.attributeValues) {
    const info = h.attributes.get(v.attributeId);
    if (info) attributes[info.code] = typedAttributeValue(info, v.value);
  }
  return {
    sku: p.sku,
    type: p.type,
    price: toNumber(p.price),
    attributeSetId: p.attributeSetId,
    categoryIds: [...categoryIds],
    attributes,
  };
}
