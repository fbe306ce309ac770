/**
 * constantValue (the simplification behind the access gate's catch-all check,
 * tests/modules/access/catch-all-rules.test.ts) never calls a tree constant when its value depends on the product:
 * held to the compiled predicate over generated trees and products.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { treePredicate } from "../src/compile.ts";
import { COMBINE, constantValue, type CombineNode } from "../src/tree.ts";
import { productArb, treeArb } from "./arbitraries.ts";

const never = { type: "catalog/rule_condition_product" as const, attribute: "sku", operator: "==" as const, value: "NONE" };
const combine = (aggregator: "all" | "any", value: "1" | "0", conditions: CombineNode["conditions"]): CombineNode => ({
  type: COMBINE,
  aggregator,
  value,
  conditions,
});

describe("constantValue decides a tree constant only when no product changes it", () => {
  it("simplifies empty and nested combines, and leaves product conditions open", () => {
    expect(constantValue(combine("all", "1", []))).toBe(true);
    expect(constantValue(combine("all", "1", [combine("all", "1", [])]))).toBe(true);
    expect(constantValue(combine("all", "0", [combine("any", "1", [])]))).toBe(false);
    expect(constantValue(combine("any", "1", [never, combine("all", "1", [])]))).toBe(true);
    expect(constantValue(combine("all", "1", [never, combine("all", "1", [])]))).toBeNull();
    expect(constantValue(combine("all", "0", [never]))).toBeNull();
  });

  it("agrees with the compiled predicate whenever it gives a value", () => {
    fc.assert(
      fc.property(treeArb, fc.array(productArb, { minLength: 1, maxLength: 5 }), (tree, products) => {
        const c = constantValue(tree);
        if (c === null) return;
        const pred = treePredicate(tree);
        for (const p of products) expect(pred(p)).toBe(c);
      }),
      { numRuns: 500 },
    );
  });
});
