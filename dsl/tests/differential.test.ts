import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { compileRuleSet, closureRuleSet, compileNode } from "../src/compile.ts";
import { refFirstMatch, refMatches } from "./reference.ts";
import { productArb, ruleSetArb, scopeArb, treeArb } from "./arbitraries.ts";

describe("generated function, closure evaluator and reference interpreter agree", () => {
  it("on single trees", () => {
    fc.assert(
      fc.property(treeArb, fc.array(productArb, { minLength: 1, maxLength: 20 }), (tree, products) => {
        const fn = compileRuleSet([
          {
            id: 1,
            name: "t",
            priority: 0,
            groups: [],
            stores: [],
            countries: [],
            conditions: tree,
            actions: { hideListing: true, hidePrice: false, blockPurchase: false, redirect: null },
            enforce: "both",
            message: null,
          },
        ]);
        const closure = compileNode(tree);
        for (const p of products) {
          const ref = refMatches(tree, p);
          expect(fn(p, { group: 0, store: "default", country: null }) !== null).toBe(ref);
          expect(closure(p)).toBe(ref);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it("on rule sets (first match by priority, scope dimensions)", () => {
    fc.assert(
      fc.property(ruleSetArb, fc.array(fc.tuple(productArb, scopeArb), { minLength: 1, maxLength: 20 }), (rules, cases) => {
        const fn = compileRuleSet(rules);
        const closure = closureRuleSet(rules);
        for (const [p, s] of cases) {
          const ref = refFirstMatch(rules, p, s)?.id ?? null;
          expect(fn(p, s)?.id ?? null).toBe(ref);
          expect(closure(p, s)?.id ?? null).toBe(ref);
        }
      }),
      { numRuns: 1000 },
    );
  });
});
