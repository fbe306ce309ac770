/** Shadowing: a later rule that never fires for products an earlier rule, whose scope covers its scope, decides first. */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { compileSource, scopeMatches, type RuleProduct, type RuleScope } from "../src/index.ts";
import { compileRuleSet } from "../src/compile.ts";
import { sampleScope, scopeCovers, scopesOverlap, shadowAnalysis, shadowMessage } from "../src/shadowing.ts";
import { productArb, ruleSetArb } from "./arbitraries.ts";

/** every caller the arbitraries can make: groups 0-3, stores default/au, countries AU/NZ/US or none */
const ALL_SCOPES: RuleScope[] = [0, 1, 2, 3].flatMap((group) =>
  ["default", "au"].flatMap((store) => ["AU", "NZ", "US", null].map((country) => ({ group, store, country }))),
);

describe("scope covering", () => {
  it("y covers x exactly when every caller in x's scope is in y's (and overlap when some caller is in both)", () => {
    fc.assert(
      fc.property(ruleSetArb, (rules) => {
        for (const x of rules)
          for (const y of rules) {
            const inX = ALL_SCOPES.filter((s) => scopeMatches(x, s));
            expect(scopeCovers(y, x)).toBe(inX.length > 0 && inX.every((s) => scopeMatches(y, s)));
            expect(scopesOverlap(x, y)).toBe(inX.some((s) => scopeMatches(y, s)));
          }
      }),
    );
  });

  it("an empty dimension is any value: a list never covers it; no country is matched by no country list", () => {
    const any = { groups: [], stores: [], countries: [] };
    expect(scopeCovers(any, { groups: [0], stores: ["au"], countries: ["NZ"] })).toBe(true);
    expect(scopeCovers({ groups: [0, 1], stores: [], countries: [] }, { groups: [0], stores: [], countries: [] })).toBe(true);
    expect(scopeCovers({ groups: [0], stores: [], countries: [] }, { groups: [0, 1], stores: [], countries: [] })).toBe(false);
    expect(scopeCovers({ groups: [], stores: [], countries: ["NZ"] }, any)).toBe(false);
    expect(sampleScope({ groups: [], stores: [], countries: ["NZ"] }, { group: 0, store: "default" })).toEqual({ group: 0, store: "default", country: "NZ" });
  });
});

describe("shadow analysis", () => {
  it("a reported product is never decided by the shadowed rule, for any caller in its scope", () => {
    fc.assert(
      fc.property(ruleSetArb, fc.array(productArb, { minLength: 1, maxLength: 12 }), (rules, products) => {
        const a = shadowAnalysis<number>(rules);
        for (const [i, p] of products.entries()) a.add(i, p);
        const report = a.report();
        const first = compileRuleSet(rules);
        const shadowed = new Set(report.shadows.flatMap((s) => s.products.map((i) => `${s.rule.id}:${i}`)));
        for (const x of rules) {
          const scopes = ALL_SCOPES.filter((s) => scopeMatches(x, s));
          products.forEach((p, i) => {
            if (shadowed.has(`${x.id}:${i}`)) {
              for (const s of scopes) expect(first(p, s)?.id).not.toBe(x.id);
            }
          });
        }
        // each product is attributed once per shadowed rule, to an earlier covering rule that matches it
        for (const s of report.shadows) {
          expect(scopeCovers(s.by, s.rule)).toBe(true);
          expect(s.by.priority < s.rule.priority || (s.by.priority === s.rule.priority && s.by.id < s.rule.id)).toBe(true);
        }
        const keys = report.shadows.flatMap((s) => s.products.map((i) => `${s.rule.id}:${i}`));
        expect(new Set(keys).size).toBe(keys.length);
      }),
      { numRuns: 200 },
    );
  });

  it("the demo's old rules: 'hide Power Tools from guests' never fires for the trade-only (WH-) power tools", () => {
    const { rules, diagnostics } = compileSource(
      `rule "Trade prices for trade accounts" priority 10 for groups [NOT_LOGGED_IN, General] when sku contains "WH-" then hide_price, block_purchase
       rule "Power tools for logged-in customers" priority 20 for groups [NOT_LOGGED_IN] when category in [11] then hide_listing
       rule "No power tools shipped to New Zealand" priority 30 for countries [NZ] when category in [11] then block_purchase enforce checkout`,
    );
    expect(diagnostics).toEqual([]);
    const product = (sku: string, categoryIds: number[]): RuleProduct => ({ sku, type: "simple", price: 10, categoryIds, attributes: {} });
    const a = shadowAnalysis<string>(rules);
    for (const [sku, cats] of [
      ["WH-DRILL-1", [10, 11, 12]],
      ["DRILL-2", [10, 11, 12]],
      ["WH-SAW-3", [10, 11, 13]],
      ["WH-GLOVE-4", [1, 2]],
    ] as const)
      a.add(sku, product(sku, [...cats]));
    const r = a.report();
    expect(r.shadows.map((s) => ({ rule: s.rule.name, by: s.by.name, products: s.products }))).toEqual([
      { rule: "Power tools for logged-in customers", by: "Trade prices for trade accounts", products: ["WH-DRILL-1", "WH-SAW-3"] },
    ]);
    expect(r.matched.get(rules[1]!.id)).toBe(3);
    expect(shadowMessage({ rule: r.shadows[0]!.rule, by: r.shadows[0]!.by, count: 2, matched: 3 })).toBe(
      'rule "Power tools for logged-in customers" never fires for 2 products (of the 3 it matches) that rule "Trade prices for trade accounts" (priority 10) decides first for the same customers, stores and countries',
    );
  });
});
