import { describe, expect, it } from "vitest";
import { compileRuleSet, compileNode } from "../src/compile.ts";
import { PRODUCT, COMBINE, type TreeNode, type CombineNode } from "../src/tree.ts";
import type { RuleProduct } from "../src/semantics.ts";
import type { TreeOperator } from "../src/ast.ts";

const product: RuleProduct = {
  sku: "WH-Drill-100",
  type: "bundle",
  price: 100,
  categoryIds: [1, 2, 12, 40], // 40 is a subcategory of 12: ancestors included
  attributeSetId: 9,
  attributes: { brand: "Acme", color: "Red", material: ["Cotton", "Steel"], weight: "12.5", eco: true, release: "2025-03-01", code: "007" },
};

/** both evaluators, one answer */
function holds(attribute: string, operator: TreeOperator, value: string, p: RuleProduct = product): boolean {
  const leaf: TreeNode = { type: PRODUCT, attribute, operator, value };
  const closure = compileNode(leaf)(p);
  const generated =
    compileRuleSet([
      {
        id: 1,
        name: "x",
        priority: 0,
        groups: [],
        stores: [],
        countries: [],
        conditions: { type: COMBINE, aggregator: "all", value: "1", conditions: [leaf] },
        actions: { hideListing: true, hidePrice: false, blockPurchase: false, redirect: null },
        enforce: "both",
        message: null,
      },
    ])(p, { group: 0, store: "default", country: null }) !== null;
  expect(generated).toBe(closure);
  return closure;
}

describe("string attributes (sku, text)", () => {
  it("== / != are case-insensitive whole-string matches", () => {
    expect(holds("sku", "==", "wh-drill-100")).toBe(true);
    expect(holds("sku", "==", "WH-Drill")).toBe(false);
    expect(holds("sku", "!=", "wh-drill-100")).toBe(false);
    expect(holds("brand", "==", "ACME")).toBe(true);
  });
  it("{} / !{} are case-insensitive substring tests", () => {
    expect(holds("sku", "{}", "drill")).toBe(true);
    expect(holds("sku", "!{}", "drill")).toBe(false);
    expect(holds("sku", "{}", "saw")).toBe(false);
  });
  it("() / !() test membership", () => {
    expect(holds("sku", "()", "ABC, wh-drill-100")).toBe(true);
    expect(holds("sku", "!()", "ABC, wh-drill-100")).toBe(false);
    expect(holds("brand", "()", "Globex; Initech")).toBe(false);
  });
  it("comparisons order strings byte-wise (PHP's strcmp: case-sensitive)", () => {
    expect(holds("brand", ">=", "Acme")).toBe(true);
    expect(holds("brand", ">=", "acme")).toBe(false); // "A" (0x41) < "a" (0x61)
    expect(holds("brand", ">", "Ab")).toBe(true);
    expect(holds("brand", "<", "B")).toBe(true);
    expect(holds("brand", "<", "a")).toBe(true);
    expect(holds("brand", "<=", "Aa")).toBe(false);
  });
  it("byte-wise is UTF-8 order: an astral character sorts after U+FFxx, unlike UTF-16 code units", () => {
    const p = (brand: string) => ({ ...product, attributes: { ...product.attributes, brand } });
    expect(holds("brand", ">", "\uFF21", p("😀"))).toBe(true);
    expect(holds("brand", "<", "😀", p("\uFF21"))).toBe(true);
    expect(holds("brand", ">", "é", p("😀"))).toBe(true);
  });
});

describe("numeric attributes (price, number)", () => {
  it("equality is numeric when both sides are numeric", () => {
    expect(holds("price", "==", "100.0")).toBe(true);
    expect(holds("weight", "==", "12.50")).toBe(true);
    expect(holds("code", "==", "7")).toBe(true); // "007" and "7" are the same number
    expect(holds("price", "!=", "100")).toBe(false);
  });
  it("comparisons are numeric, not lexicographic", () => {
    expect(holds("price", ">", "99")).toBe(true);
    expect(holds("price", ">=", "100")).toBe(true);
    expect(holds("price", "<", "20")).toBe(false); // "100" < "20" as strings; not as numbers
    expect(holds("weight", "<=", "12.5")).toBe(true);
  });
  it("() compares numerically", () => {
    expect(holds("price", "()", "50, 100.00")).toBe(true);
    expect(holds("price", "!()", "50, 100.00")).toBe(false);
  });
  it("a missing price never satisfies a comparison; its negation does", () => {
    const p = { ...product, price: null };
    expect(holds("price", ">=", "0", p)).toBe(false);
    expect(holds("price", "==", "0", p)).toBe(false);
    expect(holds("price", "!=", "0", p)).toBe(true);
  });
});

describe("date attributes", () => {
  it("== and >= <= on ISO dates", () => {
    expect(holds("release", "==", "2025-03-01")).toBe(true);
    expect(holds("release", ">=", "2025-01-01")).toBe(true);
    expect(holds("release", "<=", "2025-01-01")).toBe(false);
  });
});

describe("select and boolean attributes", () => {
  it("select: == / != / in", () => {
    expect(holds("color", "==", "red")).toBe(true);
    expect(holds("color", "!=", "red")).toBe(false);
    expect(holds("color", "()", "blue, RED")).toBe(true);
  });
  it("boolean: true is 1 (stored as 1/0, compared as numbers)", () => {
    expect(holds("eco", "==", "1")).toBe(true);
    expect(holds("eco", "!=", "1")).toBe(false);
    expect(holds("eco", "==", "true")).toBe(false); // 1 is not the text "true"
    expect(holds("eco", "!=", "true")).toBe(true);
  });
});

describe("multiselect attributes", () => {
  it("() is any overlap, [] contains all, negations inverse; elements compare exactly", () => {
    expect(holds("material", "()", "Wood, Steel")).toBe(true);
    expect(holds("material", "!()", "Wood, Steel")).toBe(false);
    expect(holds("material", "()", "wood, steel")).toBe(false); // "Steel" is not "steel"
    expect(holds("material", "[]", "Cotton, Steel")).toBe(true);
    expect(holds("material", "[]", "Cotton, Wood")).toBe(false);
    expect(holds("material", "![]", "Cotton, Wood")).toBe(true);
  });
});

describe("category_ids", () => {
  it("== behaves as {} (any listed category), and a listed category matches its descendants", () => {
    expect(holds("category_ids", "==", "12")).toBe(true); // the product sits in 40, under 12
    expect(holds("category_ids", "{}", "99, 12")).toBe(true);
    expect(holds("category_ids", "()", "99, 98")).toBe(false);
    expect(holds("category_ids", "!=", "12")).toBe(false);
    expect(holds("category_ids", "!()", "99, 98")).toBe(true);
  });
});

describe("list and scalar mismatches in stored trees never match", () => {
  it("a JSON array given to a scalar operator", () => {
    expect(holds("sku", "==", '["WH-Drill-100"]')).toBe(false);
    expect(holds("sku", "!=", '["WH-Drill-100"]')).toBe(false);
  });
  it("a missing attribute fails positive operators and satisfies negated ones", () => {
    expect(holds("nothing", "==", "x")).toBe(false);
    expect(holds("nothing", "!=", "x")).toBe(true);
    expect(holds("nothing", "[]", "x")).toBe(false);
  });
});

describe("aggregators", () => {
  const t = (aggregator: "all" | "any", value: "1" | "0", conditions: TreeNode[]): CombineNode => ({ type: COMBINE, aggregator, value, conditions });
  const yes: TreeNode = { type: PRODUCT, attribute: "sku", operator: "{}", value: "WH" };
  const no: TreeNode = { type: PRODUCT, attribute: "sku", operator: "{}", value: "zzz" };
  it("all/any with true/false, and the empty tree matching everything", () => {
    expect(compileNode(t("all", "1", [yes, yes]))(product)).toBe(true);
    expect(compileNode(t("all", "1", [yes, no]))(product)).toBe(false);
    expect(compileNode(t("all", "0", [no, no]))(product)).toBe(true);
    expect(compileNode(t("all", "0", [yes, no]))(product)).toBe(false);
    expect(compileNode(t("any", "1", [no, yes]))(product)).toBe(true);
    expect(compileNode(t("any", "1", [no, no]))(product)).toBe(false);
    expect(compileNode(t("any", "0", [yes, no]))(product)).toBe(true);
    expect(compileNode(t("any", "0", [yes, yes]))(product)).toBe(false);
    for (const a of ["all", "any"] as const) for (const v of ["1", "0"] as const) expect(compileNode(t(a, v, []))(product)).toBe(true);
  });
});

describe("case-insensitive equality shortcuts", () => {
  it("agree with toLowerCase on strings whose length changes or that are not ASCII", () => {
    const p = (brand: string) => ({ ...product, attributes: { ...product.attributes, brand } });
    expect(holds("brand", "==", "i̇stanbul", p("İstanbul"))).toBe(true); // U+0130 lower-cases to two code units
    expect(holds("brand", "==", "istanbul", p("İstanbul"))).toBe(false);
    expect(holds("brand", "==", "ACME", p("acme"))).toBe(true);
    expect(holds("brand", "==", "kelvin", p("\u212Aelvin"))).toBe(true); // KELVIN SIGN lower-cases to k
    expect(holds("brand", "==", "straße", p("STRASSE"))).toBe(false);
  });
});
