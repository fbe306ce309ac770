import { describe, expect, it } from "vitest";
import { computeTotals } from "../../src/cart/totals.ts";
import { couponRefusal, discountFor } from "../../src/cart/coupons.ts";
import { spreadGiftcards } from "../../src/cart/giftcards.ts";
import { newGiftcardCode, normaliseGiftcardCode } from "../../src/sales/codes.ts";
import type { ShippingConfig } from "../../src/sales/shipping-methods.ts";
import type { RuleLike } from "../../src/cart/coupons.ts";

const shipping: ShippingConfig = {
  flatrate: { active: true, price: 5, type: "per_order", title: "Flat Rate", name: "Fixed" },
  freeshipping: { active: true, threshold: 150, title: "Free Shipping", name: "Free" },
};
const rule = (over: Partial<RuleLike> = {}): RuleLike => ({
  id: 1,
  name: "r",
  code: "R",
  isActive: true,
  fromDate: null,
  toDate: null,
  discountType: "percent",
  discountAmount: 10,
  customerGroupIds: "",
  storeIds: "",
  usesPerCoupon: null,
  timesUsed: 0,
  freeShipping: false,
  createdAt: new Date(),
  updatedAt: new Date(),
  ...over,
});

describe("cart totals", () => {
  it("discount, then shipping on the discounted subtotal, then gift cards in order up to their balances", () => {
    const t = computeTotals({
      lines: [
        { type: "simple", qty: 3, rowTotal: 120 },
        { type: "simple", qty: 1, rowTotal: 40 },
      ],
      rule: rule(),
      shipping,
      chosenMethod: null,
      currency: "USD",
      giftcards: [
        { code: "A", balance: 100 },
        { code: "B", balance: 100 },
      ],
    });
    // 160 - 16 = 144 is under the threshold: flat rate
    expect(t).toMatchObject({ subtotal: 160, discount: 16, shipping: 5, giftcard: 149, tax: 0, grandTotal: 0 });
    expect(t.shippingMethod?.code).toBe("flatrate_flatrate");
    expect(t.lineDiscounts).toEqual([12, 4]);
    expect(t.appliedGiftcards).toEqual([
      { code: "A", amount: 100, balance: 100 },
      { code: "B", amount: 49, balance: 100 },
    ]);
  });

  it("a fixed discount is capped at the subtotal; a percent never goes past 100", () => {
    expect(discountFor(rule({ discountType: "fixed", discountAmount: 50 }), 40, "USD")).toBe(40);
    expect(discountFor(rule({ discountType: "percent", discountAmount: 12.5 }), 19.99, "USD")).toBe(2.5);
    expect(discountFor(null, 40, "USD")).toBe(0);
  });

  it("the chosen method when still offered, else the cheapest; none for an empty cart", () => {
    const base = { rule: null, shipping, giftcards: [], currency: "USD" };
    const one = (rowTotal: number) => [{ type: "simple", qty: 1, rowTotal }];
    expect(computeTotals({ ...base, lines: one(200), chosenMethod: null }).shippingMethod?.code).toBe("freeshipping_freeshipping");
    expect(computeTotals({ ...base, lines: one(200), chosenMethod: "flatrate_flatrate" }).shipping).toBe(5);
    expect(computeTotals({ ...base, lines: one(20), chosenMethod: "freeshipping_freeshipping" }).shippingMethod?.code).toBe("flatrate_flatrate");
    expect(computeTotals({ ...base, lines: [], chosenMethod: null })).toMatchObject({ shipping: 0, shippingMethod: null, grandTotal: 0 });
  });

  it("a cart of only virtual lines ships nothing; one physical line brings shipping back", () => {
    const base = { rule: null, shipping, giftcards: [], chosenMethod: "flatrate_flatrate", currency: "USD" };
    const virtual = [
      { type: "downloadable", qty: 1, rowTotal: 20 },
      { type: "virtual", qty: 1, rowTotal: 10 },
      { type: "giftcard", qty: 1, rowTotal: 50 },
    ];
    expect(computeTotals({ ...base, lines: virtual })).toMatchObject({
      isVirtual: true,
      shipping: 0,
      shippingMethod: null,
      shippingMethods: [],
      grandTotal: 80,
    });
    expect(computeTotals({ ...base, lines: [...virtual, { type: "simple", qty: 1, rowTotal: 5 }] })).toMatchObject({ isVirtual: false, shipping: 5 });
  });

  it("gift card lines are out of the coupon's base, and gift cards cannot pay for them", () => {
    const t = computeTotals({
      lines: [
        { type: "giftcard", qty: 1, rowTotal: 500 },
        { type: "simple", qty: 1, rowTotal: 100 },
      ],
      rule: rule(),
      shipping,
      chosenMethod: null,
      giftcards: [{ code: "A", balance: 1000 }],
      currency: "USD",
    });
    // 10% of 100 only (590 ships free); the card pays the simple line, never the 500 card bought
    expect(t).toMatchObject({ subtotal: 600, discount: 10, shipping: 0, giftcard: 90, grandTotal: 500 });
    expect(t.lineDiscounts).toEqual([0, 10]);
  });

  it("the discount spread over lines sums to the cart's discount", () => {
    const t = computeTotals({
      lines: [1, 1, 1].map(() => ({ type: "simple", qty: 1, rowTotal: 10 })),
      rule: rule({ discountType: "fixed", discountAmount: 10 }),
      shipping,
      chosenMethod: null,
      giftcards: [],
      currency: "USD",
    });
    expect(t.lineDiscounts).toEqual([3.33, 3.33, 3.34]);
  });

  it("a coupon applies only when active, in its dates, for the store and group, with uses left", () => {
    const now = new Date("2026-06-01T00:00:00Z");
    expect(couponRefusal(null, 1, 0, now)).toBe("not_found");
    expect(couponRefusal(rule({ isActive: false }), 1, 0, now)).toBe("expired");
    expect(couponRefusal(rule({ toDate: new Date("2026-05-31T00:00:00Z") }), 1, 0, now)).toBe("expired");
    expect(couponRefusal(rule({ customerGroupIds: "2" }), 1, 1, now)).toBe("not_found");
    expect(couponRefusal(rule({ storeIds: "2" }), 1, 2, now)).toBe("not_found");
    expect(couponRefusal(rule({ usesPerCoupon: 1, timesUsed: 1 }), 1, 0, now)).toBe("used_up");
    expect(couponRefusal(rule({ customerGroupIds: "1,2", storeIds: "1" }), 1, 2, now)).toBeNull();
  });

  it("gift card codes: 16 characters without look-alikes, typed in any case with or without dashes", () => {
    const code = newGiftcardCode();
    expect(code).toMatch(/^[A-HJ-NP-Z2-9]{4}(-[A-HJ-NP-Z2-9]{4}){3}$/);
    expect(normaliseGiftcardCode(code.toLowerCase().replace(/-/g, " "))).toBe(code);
    expect(normaliseGiftcardCode("short")).toBeNull();
    expect(spreadGiftcards([{ code: "A", balance: 0 }], 10, "USD")).toEqual([{ code: "A", amount: 0, balance: 0 }]);
  });
});
