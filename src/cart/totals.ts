/**
 * A cart's totals, one function for the cart's answer and for checkout: subtotal, then the coupon's discount,
 * then shipping (the chosen method while available, else the cheapest; the free shipping threshold compares
 * with the discounted subtotal), tax (none yet), then the gift cards pay what remains, each up to its balance.
 *
 * Gift card lines are money, not goods: a coupon does not discount them (as Magento excludes them) and gift
 * cards cannot pay for them, else a card buys a bigger card and a coupon grows balances in a loop. A cart of
 * only virtual lines (virtual, downloadable, gift card) ships nothing: no methods, no shipping (Maho's isVirtual).
 */
import type { RequestContext } from "../core/context.ts";
import type { Db } from "../core/db/client.ts";
import { amount, type Money, max, min, money, round, sub, sum, ZERO } from "../core/money.ts";
import type { CartPrices } from "../sales/prices.ts";
import { applicableRule, discountFor, type RuleLike } from "./coupons.ts";
import { type AppliedGiftcard, parseCodes, spreadGiftcards } from "./giftcards.ts";
import { availableShippingMethods, loadShippingConfig, pickShippingMethod, type ShippingConfig, type ShippingMethodDto } from "../sales/shipping-methods.ts";

export interface Totals extends CartPrices {
  shippingMethod: ShippingMethodDto | null;
  shippingMethods: ShippingMethodDto[];
  appliedGiftcards: AppliedGiftcard[];
  /** nothing to ship: no shipping method is needed */
  isVirtual: boolean;
  /** each line's share of the discount, in the lines' order (0 for gift card lines); they sum to `discount` */
  lineDiscounts: number[];
}

/** product types that ship nothing */
export const VIRTUAL_TYPES: ReadonlySet<string> = new Set(["virtual", "downloadable", "giftcard"]);

export interface TotalsLine {
  /** the product's type */
  type: string;
  qty: number;
  rowTotal: number;
}

export interface TotalsInput {
  lines: TotalsLine[];
  /** the coupon's rule when it applies now, else null */
  rule: Pick<RuleLike, "discountType" | "discountAmount" | "freeShipping"> | null;
  shipping: ShippingConfig;
  chosenMethod: string | null;
  /** applied cards with what each can pay (0: it cannot), in the order applied */
  giftcards: { code: string; balance: number }[];
  /** the store's currency: amounts are rounded half-up to its minor unit (core/money.ts) */
  currency: string;
}

const isGiftcardLine = (l: TotalsLine) => l.type === "giftcard";

/** the discount spread over the lines in proportion to their row totals; the last eligible line takes the rounding */
function spreadDiscount(lines: TotalsLine[], base: Money, discount: Money, currency: string): number[] {
  const shares = lines.map(() => 0);
  const eligible = lines.flatMap((l, i) => (isGiftcardLine(l) || money(l.rowTotal).lessThanOrEqualTo(ZERO) ? [] : [i]));
  let left = discount;
  eligible.forEach((i, n) => {
    const share = n === eligible.length - 1 ? left : round(min(left, discount.times(money(lines[i]!.rowTotal)).dividedBy(base)), currency);
    shares[i] = amount(share, currency);
    left = sub(left, round(share, currency));
  });
  return shares;
}

export function computeTotals(input: TotalsInput): Totals {
  const { currency } = input;
  // the lines are rounded (service.ts): their sums are exact
  const subtotal = round(sum(input.lines.map((l) => l.rowTotal)), currency);
  const itemsQty = input.lines.reduce((s, l) => s + l.qty, 0);
  const giftcardLines = round(sum(input.lines.filter(isGiftcardLine).map((l) => l.rowTotal)), currency);
  const discountBase = subtotal.minus(giftcardLines);
  const discount = money(discountFor(input.rule, discountBase, currency));
  const isVirtual = input.lines.length > 0 && input.lines.every((l) => VIRTUAL_TYPES.has(l.type));
  const shippingMethods = isVirtual
    ? []
    : availableShippingMethods(
        input.shipping,
        {
          itemsQty,
          packageValue: amount(subtotal.minus(discount), currency),
          freeShipping: input.rule?.freeShipping ?? false,
        },
        currency,
      );
  const shippingMethod = pickShippingMethod(shippingMethods, input.chosenMethod);
  const shipping = round(shippingMethod?.price ?? 0, currency);
  const tax = ZERO;
  const due = round(subtotal.minus(discount).plus(shipping).plus(tax), currency);
  const appliedGiftcards = spreadGiftcards(input.giftcards, due.minus(giftcardLines), currency);
  const giftcard = round(sum(appliedGiftcards.map((g) => g.amount)), currency);
  return {
    subtotal: amount(subtotal, currency),
    discount: amount(discount, currency),
    shipping: amount(shipping, currency),
    giftcard: amount(giftcard, currency),
    tax: amount(tax, currency),
    grandTotal: amount(due.minus(giftcard), currency),
    shippingMethod,
    shippingMethods,
    appliedGiftcards,
    isVirtual,
    lineDiscounts: spreadDiscount(input.lines, discountBase, discount, currency),
  };
}

/**
 * Every applied card in the cart's order, with what it can pay now: its balance when it is active and in the
 * store's currency, else 0 (it stays listed, paying nothing, until removed; checkout refuses it).
 */
export async function loadGiftcards(db: Pick<Db, "giftcardAccount">, codesJson: string, currency: string): Promise<{ code: string; balance: number }[]> {
  const codes = parseCodes(codesJson);
  if (!codes.length) return [];
  const rows = await db.giftcardAccount.findMany({ where: { code: { in: codes } } });
  const byCode = new Map(rows.map((r) => [r.code, r]));
  return codes.map((code) => {
    const r = byCode.get(code);
    return { code, balance: r && r.state === "active" && r.currency === currency ? amount(max(0, r.balance), currency) : 0 };
  });
}

/** the money a cart's columns ask for, read for the caller now */
export async function cartTotals(
  ctx: RequestContext,
  cart: { couponCode: string | null; shippingMethod: string | null; giftcardCodes: string },
  lines: TotalsLine[],
): Promise<Totals> {
  const db = ctx.app.db;
  return computeTotals({
    lines,
    rule: await applicableRule(ctx, db, cart.couponCode),
    shipping: await loadShippingConfig(ctx),
    chosenMethod: cart.shippingMethod,
    giftcards: await loadGiftcards(db, cart.giftcardCodes, ctx.store.currency),
    currency: ctx.store.currency,
  });
}
