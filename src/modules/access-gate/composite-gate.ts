/**
 * The gate decided per child of a composite (a grouped product's children, a bundle's selections, a configurable's
 * variants): a child hidden from the caller leaves the DTO, a child whose price is hidden shows none, and neither
 * counts in the parent's "as low as" price, in listings too (the parent's price would give the child's away).
 */
import type { RuleScope } from "../../../dsl/src/index.ts";
import type { RequestContext } from "../../core/context.ts";
import { typedAttributeValue, type AttributeInfo } from "../../catalog/attributes.ts";
import { pricerFor } from "../../catalog/price-function.ts";
import { setOwnPrices, type ProductDto } from "../../catalog/product-dto.ts";
import { listingRowLoader, type LoadedProduct } from "../../catalog/product-loader.ts";
import { decide, ruleProduct, type GateDecision, type StoreGate } from "./gate.ts";

/** the product's attribute values by code, typed, as rules see them */
export function ruleAttributes(product: Pick<LoadedProduct, "attributeValues">, byId: Map<number, AttributeInfo>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const v of product.attributeValues) {
    const info = byId.get(v.attributeId);
    if (info) out[info.code] = typedAttributeValue(info, v.value);
  }
  return out;
}

export async function decideFor(ctx: RequestContext, g: StoreGate, scope: RuleScope, product: LoadedProduct): Promise<GateDecision> {
  const { byId } = await ctx.app.attributes.load();
  return decide(g, ruleProduct(g, { ...product, categoryIds: product.categories.map((c) => c.categoryId) }, ruleAttributes(product, byId)), scope);
}

function childIds(p: LoadedProduct): number[] {
  const ids = new Set<number>();
  for (const l of p.childLinks) if (l.kind === "grouped" || l.kind === "variant") ids.add(l.child.id);
  for (const o of p.bundleOptions ?? []) for (const s of o.selections) ids.add(s.product.id);
  return [...ids];
}

/** applies the per-child decisions to a composite's DTO whose own price the caller may see */
export async function gateChildren(ctx: RequestContext, g: StoreGate, scope: RuleScope, product: LoadedProduct, dto: ProductDto): Promise<void> {
  if (product.type !== "grouped" && product.type !== "bundle" && product.type !== "configurable") return;
  const ids = childIds(product);
  if (!ids.length) return;
  // the children's rows (categories and attributes, which rules read), read together for the whole page
  const rows = await listingRowLoader(ctx).loadMany(ids);
  const verdicts = new Map<number, { hidden: boolean; priceHidden: boolean }>();
  for (const r of rows) {
    if (r instanceof Error) throw r;
    if (!r) continue;
    const d = await decideFor(ctx, g, scope, r);
    verdicts.set(r.id, { hidden: d.hideListing, priceHidden: d.hideListing || d.hidePrice });
  }
  // a child whose row could not be read is treated as hidden
  const hidden = (id: number) => verdicts.get(id)?.hidden ?? true;
  const priceHidden = (id: number) => verdicts.get(id)?.priceHidden ?? true;
  if (!ids.some(priceHidden)) return;

  dto.groupedProducts = dto.groupedProducts.filter((l) => !hidden(l.id));
  for (const l of dto.groupedProducts) if (priceHidden(l.id)) l.price = l.specialPrice = l.finalPrice = null;
  for (const o of dto.bundleOptions) {
    o.selections = o.selections.filter((s) => !hidden(s.productId));
    for (const s of o.selections) if (priceHidden(s.productId)) s.price = s.specialPrice = s.finalPrice = null;
  }
  dto.variants = dto.variants.filter((v) => !hidden(v.id));
  for (const v of dto.variants) if (priceHidden(v.id)) v.price = v.finalPrice = null;
  // the parent's price from the children whose price the caller may see (none left: no price)
  setOwnPrices(dto, product, await pricerFor(ctx), (c) => !priceHidden(c.id));
}
