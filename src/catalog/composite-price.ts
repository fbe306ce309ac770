/**
 * What the cart charges at least for the types whose own row is not what it charges, as the DTO shows it ("the price
 * shown is the price charged"): a configurable costs its cheapest variant, a grouped product its cheapest child, a
 * bundle the cheapest selection of every required option (with no required option, its cheapest selection), a gift
 * card its least amount. The unit price of a child is the caller's: its list price (`price`, as the listing price
 * index has it) or its final price for the caller's group (`finalPrice`). Only children the cart would sell count:
 * enabled, and in stock when any is (else the enabled ones, so that a sold-out product still shows a price).
 * `include` leaves children out (those the caller may not see or whose price is hidden). Keep in step with the
 * statements of price-index.ts and with the cart's `resolveLine`.
 */
import { type Money, type MoneyInput, min, money, mul, sum, ZERO } from "../core/money.ts";

interface Child {
  status: number;
  inStock: boolean;
  stockQty: number;
}

export interface CompositeSource<C extends Child> {
  type: string;
  childLinks: ReadonlyArray<{ kind: string; child: C }>;
  bundleOptions?: ReadonlyArray<{ required: boolean; selections: ReadonlyArray<{ qty: number; product: C }> }>;
}

/** the types whose price comes from their children */
export const COMPOSITE_TYPES: ReadonlySet<string> = new Set(["configurable", "grouped", "bundle"]);

/** of the enabled candidates, those the cart would sell `qty` of now, if any; else all of them */
function preferBuyable<T>(items: T[], child: (t: T) => Child, qty: (t: T) => number): T[] {
  const enabled = items.filter((t) => child(t).status === 1);
  const buyable = enabled.filter((t) => child(t).inStock && child(t).stockQty >= Math.ceil(qty(t)));
  return buyable.length ? buyable : enabled;
}

/** the least one of the composite costs at `unit` prices, or null (not a composite, or nothing to buy) */
export function compositeMinimalPrice<C extends Child>(
  p: CompositeSource<C>,
  unit: (child: C) => MoneyInput,
  include: (child: C) => boolean = () => true,
): Money | null {
  if (p.type === "grouped" || p.type === "configurable") {
    const kind = p.type === "grouped" ? "grouped" : "variant";
    const children = p.childLinks.filter((l) => l.kind === kind && include(l.child)).map((l) => l.child);
    const prices = preferBuyable(
      children,
      (c) => c,
      () => 1,
    )
      .map((c) => money(unit(c)))
      .filter((x) => x.greaterThan(ZERO));
    return prices.length ? min(prices[0]!, ...prices) : null;
  }
  if (p.type === "bundle" && p.bundleOptions) {
    const options = p.bundleOptions
      .map((o) => ({
        required: o.required,
        prices: preferBuyable(
          o.selections.filter((s) => include(s.product)),
          (s) => s.product,
          (s) => s.qty,
        ).map((s) => mul(unit(s.product), s.qty)),
      }))
      .filter((o) => o.prices.length);
    if (!options.length) return null;
    const required = options.filter((o) => o.required);
    const least = (prices: Money[]) => min(prices[0]!, ...prices);
    const total = required.length ? sum(required.map((o) => least(o.prices))) : least(options.flatMap((o) => o.prices));
    return total.greaterThan(ZERO) ? total : null;
  }
  return null;
}

export interface GiftcardSource {
  giftcardType: string | null;
  /** JSON array of the preset amounts */
  giftcardAmounts: string;
  giftcardMinAmount: MoneyInput | null;
  giftcardMaxAmount: MoneyInput | null;
}

/**
 * A gift card's least amount as the cart accepts one: the least preset (not for `range`), or the least open amount
 * (not for `fixed`, and only with both bounds); null when it has none
 */
export function giftcardLeastAmount(p: GiftcardSource): Money | null {
  const type = p.giftcardType ?? "fixed";
  const presets = type === "range" ? [] : (JSON.parse(p.giftcardAmounts) as number[]);
  const open = type !== "fixed" && p.giftcardMinAmount !== null && p.giftcardMaxAmount !== null;
  const amounts = [...presets, ...(open ? [p.giftcardMinAmount!] : [])].map(money).filter((a) => a.greaterThan(ZERO));
  return amounts.length ? min(amounts[0]!, ...amounts) : null;
}
