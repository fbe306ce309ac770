/** fast-check generators: trees the admin builder can make, products, scopes, rule sets. */
import fc from "fast-check";
import { COMBINE, PRODUCT, listValue, type CombineNode, type ProductNode, type TreeNode } from "../src/tree.ts";
import type { TreeOperator } from "../src/ast.ts";
import type { Rule } from "../src/rules.ts";
import type { RuleProduct, RuleScope } from "../src/semantics.ts";

export const COLORS = ["red", "Blue", "green", "RED"];
export const BRANDS = ["Acme", "acme", "Globex", "Initech"];
/** dates as stored: with and without a time, T or space, zones, and some that are no dates */
const DATES = [
  "2024-01-01",
  "2025-01-01",
  "2025-06-30",
  "2025-01-01 00:00:00",
  "2025-01-01 12:30",
  "2025-01-01T12:30:00Z",
  "2025-01-01T13:30:00+01:00",
  "2025-01-01T12:30:00.5Z",
  "2024-02-29",
  "2025-02-29",
  "2025-01-01 24:00",
  "2025-1-1",
  "2025-01-01x",
];
const SIZES = ["S", "s", "M", "1", "01", "1.0", "2"];
const word = fc.constantFrom("WH-", "acme", "ABC", "wh-1", "x", "Drill", "10", "2.5", "");
/** numbers as stored trees spell them, PHP is_numeric's edge cases included */
const PHP_NUMERIC = ["1e999", "-1e999", "1e3", "1E2", "+5", " 7", "7 ", "\t12", ".5", "5.", "-.5e1", "1e", "0x1A", "12abc", "1_000", "", " "];
const num = fc.oneof(fc.integer({ min: -5, max: 300 }).map(String), fc.constantFrom("0", "10", "99.5", "100", "abc", "100.0", ...PHP_NUMERIC));

/** category ids as imported trees may spell them: numeric strings count (is_numeric), others are skipped */
const categoryId = fc.oneof(fc.integer({ min: 1, max: 20 }).map(String), fc.constantFrom("1e1", "+3", "3.0", "x"));

type LeafSpec = { attribute: string; ops: TreeOperator[]; scalar: fc.Arbitrary<string>; list: fc.Arbitrary<string[]> };
const leafSpecs: LeafSpec[] = [
  { attribute: "sku", ops: ["==", "!=", "{}", "!{}", "()", "!()", ">=", "<", "<=", ">"], scalar: word, list: fc.array(word, { minLength: 1, maxLength: 3 }) },
  { attribute: "price", ops: ["==", "!=", ">=", "<=", ">", "<", "()", "!()"], scalar: num, list: fc.array(num, { minLength: 1, maxLength: 3 }) },
  {
    attribute: "type_id",
    ops: ["==", "!=", "()", "!()", "{}"],
    scalar: fc.constantFrom("simple", "bundle", "Configurable"),
    list: fc.array(fc.constantFrom("simple", "bundle", "grouped"), { minLength: 1, maxLength: 2 }),
  },
  { attribute: "category_ids", ops: ["==", "!=", "{}", "!{}", "()", "!()"], scalar: categoryId, list: fc.array(categoryId, { minLength: 1, maxLength: 4 }) },
  {
    attribute: "attribute_set_id",
    ops: ["==", "!=", ">=", "()"],
    scalar: fc.constantFrom("4", "9"),
    list: fc.array(fc.constantFrom("4", "9", "12"), { minLength: 1, maxLength: 2 }),
  },
  {
    attribute: "color",
    ops: ["==", "!=", "()", "!()"],
    scalar: fc.constantFrom(...COLORS),
    list: fc.array(fc.constantFrom(...COLORS), { minLength: 1, maxLength: 3 }),
  },
  {
    attribute: "brand",
    ops: ["==", "!=", "{}", "!{}", ">=", "<", ">", "<="],
    scalar: fc.constantFrom(...BRANDS, "ac", "Ac", "é", "\uFF21", "😀"),
    list: fc.array(fc.constantFrom(...BRANDS), { minLength: 1, maxLength: 2 }),
  },
  {
    attribute: "material",
    ops: ["()", "!()", "[]", "![]", "==", "!=", "{}", "!{}"],
    scalar: fc.constantFrom("cotton", "Cotton", "ott"),
    list: fc.array(fc.constantFrom("cotton", "steel", "Wood", "Cotton"), { minLength: 1, maxLength: 3 }),
  },
  // a multiselect of option ids and labels: exact elements, numbers as text, duplicates on both sides
  {
    attribute: "sizes",
    ops: ["==", "!=", "{}", "!{}", "()", "!()", "[]", "![]", ">=", "<"],
    scalar: fc.constantFrom(...SIZES),
    list: fc.array(fc.constantFrom(...SIZES), { minLength: 1, maxLength: 3 }),
  },
  { attribute: "weight", ops: ["==", "!=", ">=", "<=", ">", "<"], scalar: num, list: fc.array(num, { minLength: 1, maxLength: 2 }) },
  {
    attribute: "eco",
    ops: ["==", "!=", "()", "!()", ">=", "<"],
    scalar: fc.constantFrom("1", "0", "true", "1.0"),
    list: fc.array(fc.constantFrom("1", "0", "true"), { minLength: 1, maxLength: 2 }),
  },
  {
    attribute: "release",
    ops: ["==", "!=", ">=", "<=", ">", "<", "()", "!()"],
    scalar: fc.constantFrom(...DATES),
    list: fc.array(fc.constantFrom(...DATES), { minLength: 1, maxLength: 2 }),
  },
];
const LIST_OPS = new Set(["()", "!()", "[]", "![]"]);

export const leafArb: fc.Arbitrary<ProductNode> = fc
  .constantFrom(...leafSpecs)
  .chain((spec) =>
    fc
      .constantFrom(...spec.ops)
      .chain((operator) =>
        (LIST_OPS.has(operator)
          ? spec.list.map(listValue)
          : spec.attribute === "category_ids"
            ? fc.oneof(spec.scalar, spec.list.map(listValue))
            : spec.scalar
        ).map((value): ProductNode => ({ type: PRODUCT, attribute: spec.attribute, operator, value })),
      ),
  );

export const treeArb: fc.Arbitrary<CombineNode> = fc.letrec<{ node: TreeNode; combine: CombineNode }>((tie) => ({
  node: fc.oneof({ depthSize: "small", withCrossShrink: true }, leafArb, tie("combine")),
  combine: fc.record({
    type: fc.constant(COMBINE),
    aggregator: fc.constantFrom("all" as const, "any" as const),
    value: fc.constantFrom("1" as const, "0" as const),
    conditions: fc.array(tie("node"), { maxLength: 4 }),
  }),
})).combine;

export const productArb: fc.Arbitrary<RuleProduct> = fc.record({
  sku: fc.constantFrom("WH-001", "wh-100", "ABC-1", "acme-drill", "10", "X"),
  type: fc.constantFrom("simple", "bundle", "configurable", "grouped"),
  price: fc.oneof(fc.integer({ min: 0, max: 300 }), fc.constantFrom(99.5, 100, 0), fc.constant(null)),
  categoryIds: fc.uniqueArray(fc.integer({ min: 1, max: 20 }), { maxLength: 5 }),
  attributeSetId: fc.constantFrom(4, 9),
  attributes: fc.record(
    {
      color: fc.constantFrom(...COLORS),
      brand: fc.constantFrom(...BRANDS, "É", "\uFF21x", "😀", "a😀"),
      material: fc.uniqueArray(fc.constantFrom("cotton", "steel", "wood", "Cotton"), { maxLength: 3 }),
      sizes: fc.oneof(
        fc.array(fc.constantFrom<unknown>("S", "s", "M", "1", 1, 2, "01", true, null), { maxLength: 4 }),
        fc.constantFrom<unknown>("S", "1", 1, "s"),
      ),
      weight: fc.oneof(fc.integer({ min: 0, max: 200 }), fc.constantFrom("12", "abc", "1000", "5", "0.5", ...PHP_NUMERIC)),
      eco: fc.constantFrom("1", "0", 1, 0, true, false, "true"),
      release: fc.constantFrom<unknown>(
        "2024-01-01",
        "2026-12-31",
        "2025-01-01 12:30:00",
        "2025-01-01T11:30:00-01:00",
        "2025-01-01T12:30:00.500Z",
        "2024-12-31T23:00:00-01:00",
        ...DATES,
        20250101,
        null,
      ),
    },
    { requiredKeys: [] },
  ),
});

export const scopeArb: fc.Arbitrary<RuleScope> = fc.record({
  group: fc.integer({ min: 0, max: 3 }),
  store: fc.constantFrom("default", "au"),
  country: fc.constantFrom("AU", "NZ", "US", null),
});

export const ruleArb = (id: number): fc.Arbitrary<Rule> =>
  fc.record({
    id: fc.constant(id),
    name: fc.constant(`rule ${id}`),
    priority: fc.integer({ min: 0, max: 5 }),
    groups: fc.uniqueArray(fc.integer({ min: 0, max: 3 }), { maxLength: 2 }),
    stores: fc.uniqueArray(fc.constantFrom("default", "au"), { maxLength: 1 }),
    countries: fc.uniqueArray(fc.constantFrom("AU", "NZ", "US"), { maxLength: 2 }),
    conditions: treeArb,
    actions: fc.constant({ hideListing: false, hidePrice: true, blockPurchase: false, redirect: null }),
    enforce: fc.constant("both" as const),
    message: fc.constant(null),
  });

export const ruleSetArb = fc.integer({ min: 1, max: 6 }).chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => ruleArb(i + 1))));
