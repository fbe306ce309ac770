/**
 * A cart's totals, one function for the cart's answer and for checkout: subtotal, then the coupon's discount,
 * then shipping (the chosen method while available, else the cheapest; the free shipping threshold compares
 * with the discounted subtotal), tax (none yet), then the gift cards pay what remains, each up to its balance.
 */
import type { RequestContext } from "../core/context.ts";
import type { Db } from "../core/db/client.ts";
import { roundMoney } from "../catalog/pricing.ts";
import type { SalesRule } from "../generated/prisma/client.ts";
import { applicableRule, discountFor } from "./coupons.ts";
import { type AppliedGiftcard, parseCodes, spreadGiftcards } from "./giftcards.ts";
import { availableShippingMethods, loadShippingConfig, pickShippingMethod, type ShippingConfig, type ShippingMethodDto } from "./shipping-methods.ts";

export interface Totals {
  subtotal: number;
  discount: number;
  shipping: number;
  giftcard: number;
  tax: number;
  grandTotal: number;
  shippingMethod: ShippingMethodDto | null;
  shippingMethods: ShippingMethodDto[];
  appliedGiftcards: AppliedGiftcard[];
}

export interface TotalsInput {
  subtotal: number;
  itemsQty: number;
  /** the coupon's rule when it applies now, else null */
  rule: SalesRule | null;
  shipping: ShippingConfig;
  chosenMethod: string | null;
  /** applied cards with what each can pay (0: it cannot), in the order applied */
  giftcards: { code: string; balance: number }[];
}

export function computeTotals(input: TotalsInput): Totals {
  const subtotal = roundMoney(input.subtotal);
  const discount = discountFor(input.rule, subtotal);
  const shippingMethods = availableShippingMethods(input.shipping, {
    itemsQty: input.itemsQty,
    packageValue: roundMoney(subtotal - discount),
    freeShipping: input.rule?.freeShipping ?? false,
  });
  const shippingMethod = pickShippingMethod(shippingMethods, input.chosenMethod);
  const shipping = shippingMethod?.price ?? 0;
  const tax = 0;
  const due = roundMoney(subtotal - discount + shipping + tax);
  const appliedGiftcards = spreadGiftcards(input.giftcards, due);
  const giftcard = roundMoney(appliedGiftcards.reduce((s, g) => s + g.amount, 0));
  return { subtotal, discount, shipping, giftcard, tax, grandTotal: roundMoney(due - giftcard), shippingMethod, shippingMethods, appliedGiftcards };
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
    return { code, balance: r && r.state === "active" && r.currency === currency ? Math.max(0, r.balance) : 0 };
  });
}

/** the money a cart's columns ask for, read for the caller now */
export async function cartTotals(
  ctx: RequestContext,
  cart: { couponCode: string | null; shippingMethod: string | null; giftcardCodes: string },
  subtotal: number,
  itemsQty: number,
): Promise<Totals> {
  const db = ctx.app.db;
  return computeTotals({
    subtotal,
    itemsQty,
    rule: await applicableRule(ctx, db, cart.couponCode),
    shipping: await loadShippingConfig(ctx),
    chosenMethod: cart.shippingMethod,
    giftcards: await loadGiftcards(db, cart.giftcardCodes, ctx.store.currency),
  });
}
