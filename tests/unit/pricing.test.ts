import { describe, expect, it } from "vitest";
import { finalPrice, minimalPrice, activeSpecialPrice } from "../../src/catalog/pricing.ts";

const base = {
  price: 100,
  specialPrice: null,
  specialFromDate: null,
  specialToDate: null,
  tierPrices: [] as { groupId: number | null; qty: number; price: number }[],
};

describe("pricing", () => {
  it("special price applies only within its dates and only when lower", () => {
    const now = new Date("2026-06-01");
    expect(activeSpecialPrice({ ...base, specialPrice: 80 }, now)).toBe(80);
    expect(activeSpecialPrice({ ...base, specialPrice: 80, specialFromDate: new Date("2026-07-01") }, now)).toBeNull();
    expect(activeSpecialPrice({ ...base, specialPrice: 80, specialToDate: new Date("2026-05-01") }, now)).toBeNull();
    expect(finalPrice({ ...base, specialPrice: 120 }, 0, 1, now)).toBe(100);
  });

  it("tier prices apply per group and quantity; null group means all groups", () => {
    const p = {
      ...base,
      tierPrices: [
        { groupId: 2, qty: 1, price: 80 },
        { groupId: 2, qty: 10, price: 70 },
        { groupId: null, qty: 20, price: 90 },
      ],
    };
    expect(finalPrice(p, 1)).toBe(100);
    expect(finalPrice(p, 2)).toBe(80);
    expect(finalPrice(p, 2, 10)).toBe(70);
    expect(finalPrice(p, 1, 20)).toBe(90);
    expect(minimalPrice(p, 2)).toBe(70);
    expect(minimalPrice(p, 0)).toBe(90);
  });
});
