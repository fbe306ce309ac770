/**
 * "As low as" prices of the composite types, which hold no price of their own (their row says 0), as Maho
 * shows them: a grouped product costs at least its cheapest child, a bundle the cheapest selection of every
 * required option (or, with no required option, its cheapest selection). Prices are the caller's group's.
 */
import { finalPrice, roundMoney, type PriceSource } from "./pricing.ts";

interface Priced extends PriceSource {
  status: number;
}

export interface CompositeSource {
  type: string;
  childLinks: ReadonlyArray<{ kind: string; child: Priced }>;
  bundleOptions?: ReadonlyArray<{ required: boolean; selections: ReadonlyArray<{ qty: number; product: Priced }> }>;
}

/** the least a customer of `groupId` pays for one of the composite, or null (not a composite, or nothing to buy) */
export function compositeMinimalPrice(p: CompositeSource, groupId: number, now: Date): number | null {
  const unit = (c: Priced) => (c.status === 1 ? finalPrice(c, groupId, 1, now) : Infinity);
  if (p.type === "grouped") {
    const prices = p.childLinks
      .filter((l) => l.kind === "grouped")
      .map((l) => unit(l.child))
      .filter((x) => x > 0 && Number.isFinite(x));
    return prices.length ? roundMoney(Math.min(...prices)) : null;
  }
  if (p.type === "bundle" && p.bundleOptions) {
    const cheapest = (o: NonNullable<CompositeSource["bundleOptions"]>[number]) => Math.min(...o.selections.map((s) => unit(s.product) * s.qty));
    const options = p.bundleOptions.filter((o) => o.selections.length);
    const required = options.filter((o) => o.required);
    const total = required.length ? required.reduce((sum, o) => sum + cheapest(o), 0) : Math.min(...options.map(cheapest));
    return Number.isFinite(total) && total > 0 ? roundMoney(total) : null;
  }
  return null;
}
