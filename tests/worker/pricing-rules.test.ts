/**
 * The storefront's side of per-company pricing, without a backend: a quantity rule said in words and turned into a
 * quantity input's bounds (multiples counted from 0, as the backend checks them), and the cart page and the product
 * form rendered from the backend's explanations (the cart line's `priceExplanation`, a detail's
 * `extensions.b2bPricingVariants`). The pages with the real backend: pricing-pages.test.ts.
 */
import { describe, expect, it } from "vitest";
import { explanationOf, keepsRule, qtyBounds, ruleOf, ruleText, variantExplanations } from "../../worker/src/pricing.ts";
import { cartPage, type MahoCart } from "../../worker/src/cart-pages.ts";
import { optionFields } from "../../worker/src/product-options.ts";
import type { PageInput } from "../../worker/src/pages.ts";

const rule = (minQty: number | null, qtyIncrement: number | null, maxQty: number | null = null) => ({ priceListCode: "NW", minQty, maxQty, qtyIncrement });

describe("a quantity rule in words and bounds", () => {
  it("says minimum, multiples and maximum, leaving out what does not bound", () => {
    expect(ruleText(rule(6, 6))).toBe("Minimum 6, in multiples of 6");
    expect(ruleText(rule(null, 12, 120))).toBe("In multiples of 12, at most 120");
    expect(ruleText(rule(null, null, 50))).toBe("Maximum 50");
    expect(ruleText(rule(1, 1))).toBe("");
    expect(ruleText(rule(2.5, 0.5))).toBe("Minimum 2.5, in multiples of 0.5");
    // a rule that bounds nothing is no rule
    expect(ruleOf({ source: "priceList", quantityRule: rule(null, null) })).toBeNull();
    expect(ruleOf({ source: "catalog", quantityRule: null })).toBeNull();
    expect(ruleOf({ source: "catalog", quantityRule: rule(6, 6) })).toEqual(rule(6, 6));
  });

  it("bounds an input from the least allowed quantity, a multiple of the increment, so the step base is one", () => {
    expect(qtyBounds(rule(6, 6))).toEqual({ min: 6, step: 6, max: 10_000 });
    // minimum 5 in multiples of 2: 6 is the least quantity the backend takes (5 is no multiple)
    expect(qtyBounds(rule(5, 2, 40))).toEqual({ min: 6, step: 2, max: 40 });
    expect(qtyBounds(rule(null, 0.5))).toEqual({ min: 1, step: 0.5, max: 10_000 });
    expect(qtyBounds(rule(3, null))).toEqual({ min: 3, step: null, max: 10_000 });
    expect(qtyBounds(null)).toEqual({ min: 1, step: null, max: 10_000 });
    expect(keepsRule(12, rule(6, 6))).toBe(true);
    expect(keepsRule(8, rule(6, 6))).toBe(false);
    expect(keepsRule(4, rule(6, null))).toBe(false);
    expect(keepsRule(60, rule(null, 12, 48))).toBe(false);
    expect(keepsRule(1.5, rule(null, 0.5))).toBe(true);
  });

  it("reads a product's explanations where the backend gives them, and nothing else", () => {
    const e = { source: "priceList", priceListCode: "NW", kind: "fixed", tierQty: null, quantityRule: null };
    expect(explanationOf({ extensions: { b2bPricing: e } })).toEqual(e);
    expect(explanationOf({ extensions: {} })).toBeNull();
    expect(explanationOf({})).toBeNull();
    expect([...variantExplanations({ extensions: { b2bPricingVariants: { "A-1": e, bad: null } } }).keys()]).toEqual(["A-1"]);
  });
});

const cfg = { baseCurrencyCode: "USD", locale: "en-US" };
const input = { config: cfg, categories: [], store: "default", url: new URL("https://shop.test/cart"), token: "t" } as unknown as PageInput;
const line = (id: number, qty: number, priceExplanation: MahoCart["items"][number]["priceExplanation"]) => ({
  id,
  sku: `SKU-${id}`,
  name: `Item ${id}`,
  qty,
  price: 9.5,
  rowTotal: 9.5 * qty,
  priceExplanation,
});

describe("the cart page under quantity rules", () => {
  it("bounds a line's quantity by its rule and says the rule under it; a line without one is as before", async () => {
    const cart: MahoCart = {
      maskedId: "m",
      prices: { subtotal: 0, grandTotal: 0 },
      items: [
        line(1, 12, { source: "priceList", priceListCode: "NW", kind: "fixed", tierQty: null, quantityRule: rule(6, 6) }),
        line(2, 3, { source: "catalog", priceListCode: null, kind: null, tierQty: null, quantityRule: null }),
        // added before its rule: left unbounded (the form stays sendable), the rule said as the reason
        line(3, 4, { source: "catalog", priceListCode: null, kind: null, tierQty: null, quantityRule: rule(6, 6) }),
      ],
    };
    const body = String(await cartPage(input, cart).body);
    expect(body).toMatch(
      /<input id="qty-1" name="qty\[1\]" type="number" min="6" max="10000" step="6" inputmode="numeric" value="12"[^>]*aria-describedby="qty-1-rule">/,
    );
    expect(body).toContain('<p class="hint qty-rule" id="qty-1-rule" data-quantity-rule>Minimum 6, in multiples of 6</p>');
    expect(body).toMatch(/<input id="qty-2" name="qty\[2\]" type="number" min="0" max="10000" inputmode="numeric" value="3" data-autosubmit>/);
    expect(body).not.toContain("qty-2-rule");
    expect(body).toMatch(/<input id="qty-3" name="qty\[3\]" type="number" min="0" max="10000" inputmode="numeric" value="4"/);
    expect(body).toContain('id="qty-3-rule" data-quantity-rule>Minimum 6, in multiples of 6');
    // removing a line is never blocked by another line's bounds
    expect(body).toMatch(/<button class="link" name="remove" value="1" formnovalidate>/);
    // no list code is shown to the buyer
    expect(body).not.toContain("NW");
  });
});

describe("the product form under per-variant rules", () => {
  it("gives the script each variant's rule and whether its price is the buyer's own; a grouped child's input its own bounds", () => {
    const nw = { source: "priceList", priceListCode: "NW", kind: "tier", tierQty: 1, quantityRule: rule(6, 6) };
    const configurable = {
      id: 1,
      sku: "C",
      type: "configurable",
      configurableOptions: [{ code: "size", label: "Size", values: [{ id: 10, label: "S" }] }],
      variants: [
        { id: 2, sku: "C-S", finalPrice: 8, attributes: { size: 10 } },
        { id: 3, sku: "C-M", finalPrice: 9, attributes: { size: 11 } },
      ],
    };
    const html = optionFields(configurable, cfg, new Map([["C-S", nw]]))
      .map(String)
      .join("");
    const json = JSON.parse(/<script type="application\/json" id="variants">(.*?)<\/script>/s.exec(html)![1]!);
    expect(json[0]).toMatchObject({ r: { min: 6, step: 6, max: 10_000, t: "Minimum 6, in multiples of 6" }, y: 1 });
    expect(json[1]).not.toHaveProperty("r");
    expect(json[1]).not.toHaveProperty("y");

    const grouped = {
      id: 5,
      sku: "G",
      type: "grouped",
      groupedProducts: [
        { id: 6, name: "Six-pack", sku: "G-6", finalPrice: 3 },
        { id: 7, name: "Single", sku: "G-1", finalPrice: 1 },
      ],
    };
    const g = optionFields(grouped, cfg, new Map([["G-6", nw]]))
      .map(String)
      .join("");
    // 0 (not this one) stays possible: multiples of 6 counted from 0
    expect(g).toMatch(
      /<input id="group-6" name="group\[6\]" type="number" min="0" max="10000" step="6" inputmode="numeric" value="0" aria-describedby="group-6-rule">/,
    );
    expect(g).toContain('id="group-6-rule" data-quantity-rule>Minimum 6, in multiples of 6');
    expect(g).toMatch(/<input id="group-7" name="group\[7\]" type="number" min="0" inputmode="numeric" value="0">/);
  });
});
