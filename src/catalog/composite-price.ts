/**
 * "As low as" prices of the composite types, which hold no price of their own (their row says 0), as Maho
 * shows them: a grouped product costs at least its cheapest enabled child, a bundle the cheapest enabled
 * selection of every required option (with no required option, its cheapest selection). The unit price of
 * a child is the caller's: its list price (`price`, as the listing price index has it) or its final price
 * for the caller's group (`finalPrice`). `include` leaves children out (those whose price the caller may not
 * see). Keep in step with the statements of price-index.ts.
 */
import { roundMoney } from "./pricing.ts";

interface Child {
  status: number;
}

export interface CompositeSource<C extends Child> {
  type: string;
  childLinks: ReadonlyArray<{ kind: string; child: C }>;
  bundleOptions?: ReadonlyArray<{ required: boolean; selections: ReadonlyArray<{ qty: number; product: C }> }>;
}

/** the least one of the composite costs at `unit` prices, or null (not a composite, or nothing to buy) */
export function compositeMinimalPrice<C extends Child>(
  p: CompositeSource<C>,
  unit: (child: C) => number,
  include: (child: C) => boolean = () => true,
): number | null {
  if (p.type === "grouped") {
    const prices = p.childLinks
      .filter((l) => l.kind === "grouped" && l.child.status === 1 && include(l.child))
      .map((l) => unit(l.child))
      .filter((x) => x > 0);
    return prices.length ? roundMoney(Math.min(...prices)) : null;
  }
  if (p.type === "bundle" && p.bundleOptions) {
    const options = p.bundleOptions
      .map((o) => ({
        required: o.required,
        prices: o.selections.filter((s) => s.product.status === 1 && include(s.product)).map((s) => unit(s.product) * s.qty),
      }))
      .filter((o) => o.prices.length);
    const required = options.filter((o) => o.required);
    const total = required.length ? required.reduce((sum, o) => sum + Math.min(...o.prices), 0) : Math.min(...options.flatMap((o) => o.prices));
    return Number.isFinite(total) && total > 0 ? roundMoney(total) : null;
  }
  return null;
}
