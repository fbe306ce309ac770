/**
 * Exact rule semantics, after Maho's Mage_Rule_Model_Condition_Abstract::validateAttribute
 * and Mage_Rule_Model_Condition_Combine::validate (notes/condition-tree.md). One test per defect found, named
 * after it; every evaluation is held to the generated function, the closure evaluator and the reference
 * interpreter at once.
 */
import { describe, expect, it } from "vitest";
import { compileRuleSet, compileNode } from "../src/compile.ts";
import { compileSource } from "../src/index.ts";
import { COMBINE, MAX_DEPTH, PRODUCT, TreeDepthError, TreeImportError, importTree, whenToTree, type CombineNode, type TreeNode } from "../src/tree.ts";
import { closureRuleSet, explain } from "../src/compile.ts";
import fs from "node:fs";
import { MAX_SOURCE_LENGTH, parse } from "../src/parse.ts";
import { printRule, printWhen } from "../src/printer.ts";
import type { Rule } from "../src/rules.ts";
import type { RuleProduct } from "../src/semantics.ts";
import type { TreeOperator } from "../src/ast.ts";
import { refMatches } from "./reference.ts";

const scope = { group: 0, store: "default", country: null };
const product = (attributes: Record<string, unknown>, rest: Partial<RuleProduct> = {}): RuleProduct => ({
  sku: "X7Y",
  type: "simple",
  price: 100,
  categoryIds: [],
  attributes,
  ...rest,
});
const asRule = (conditions: CombineNode): Rule => ({
  id: 1,
  name: "r",
  priority: 0,
  groups: [],
  stores: [],
  countries: [],
  conditions,
  actions: { hideListing: true, hidePrice: false, blockPurchase: false, redirect: null },
  enforce: "both",
  message: null,
});

/** the three evaluators, one answer */
function agree(tree: CombineNode, p: RuleProduct): boolean {
  const generated = compileRuleSet([asRule(tree)])(p, scope) !== null;
  const closure = compileNode(tree)(p);
  const reference = refMatches(tree, p);
  expect({ generated, closure }).toEqual({ generated: reference, closure: reference });
  return reference;
}
/** one stored condition */
const holds = (attribute: string, operator: TreeOperator, value: string, p: RuleProduct) =>
  agree({ type: COMBINE, aggregator: "all", value: "1", conditions: [{ type: PRODUCT, attribute, operator, value } as TreeNode] }, p);
/** one rule written in the DSL (checked clean) */
function dsl(when: string, p: RuleProduct): boolean {
  const { rules, diagnostics } = compileSource(`rule "r" when ${when} then hide_price`);
  expect(diagnostics).toEqual([]);
  return agree(rules[0]!.conditions, p);
}

describe("exact rule semantics", () => {
  it('1. boolean attributes never match (attr.featured == true is stored as "1" and compared with "true")', () => {
    expect(dsl("attr.featured == true", product({ featured: true }))).toBe(true);
    expect(dsl("attr.featured == true", product({ featured: false }))).toBe(false);
    expect(dsl("attr.featured == false", product({ featured: false }))).toBe(true);
    expect(dsl("attr.featured != true", product({ featured: false }))).toBe(true);
    // Magento's own 1/0 and "1"/"0" are the same values
    expect(dsl("attr.featured == true", product({ featured: 1 }))).toBe(true);
    expect(dsl("attr.featured == true", product({ featured: "1" }))).toBe(true);
    expect(dsl("attr.featured == false", product({ featured: "0" }))).toBe(true);
    expect(holds("featured", "()", "0, 1", product({ featured: true }))).toBe(true);
    expect(holds("featured", ">=", "1", product({ featured: true }))).toBe(true);
    expect(holds("featured", "<", "1", product({ featured: false }))).toBe(true);
  });

  it('3. a number literal loses its text (sku contains 007 matches "X7Y")', () => {
    expect(dsl("sku contains 007", product({}, { sku: "X7Y" }))).toBe(false);
    expect(dsl("sku contains 007", product({}, { sku: "X007Y" }))).toBe(true);
    const { rules } = compileSource(`rule "r" when sku contains 007 and price >= 100.50 and attr.code in [007, 1.0] then hide_price`);
    expect(rules[0]!.conditions.conditions.map((c) => (c as { value: string }).value)).toEqual(["007", "100.50", "007, 1.0"]);
    // as numbers they are still numbers: 007 == 7, 100.50 == 100.5
    expect(dsl("attr.code == 007", product({ code: 7 }))).toBe(true);
    expect(dsl("price >= 100.50", product({}, { price: 100.5 }))).toBe(true);
    expect(dsl("price > 100.50", product({}, { price: 100.5 }))).toBe(false);
  });

  it('7. numeric detection is not PHP\'s is_numeric ("1e3", "+5", " 7")', () => {
    expect(holds("weight", "==", "1000", product({ weight: "1e3" }))).toBe(true);
    expect(holds("weight", "==", "1e3", product({ weight: 1000 }))).toBe(true);
    expect(holds("weight", "==", "5", product({ weight: "+5" }))).toBe(true);
    expect(holds("weight", "==", "7", product({ weight: " 7" }))).toBe(true);
    expect(holds("weight", "==", "7", product({ weight: "7 " }))).toBe(true);
    expect(holds("weight", "==", "0.5", product({ weight: ".5" }))).toBe(true);
    expect(holds("weight", ">", "999", product({ weight: "1e3" }))).toBe(true); // not "1e3" > "999" as text
    expect(holds("weight", "()", "4, 1E3", product({ weight: 1000 }))).toBe(true);
    expect(holds("price", "<", "+1e2", product({}, { price: 99.5 }))).toBe(true);
    expect(holds("weight", ">=", "1e999", product({ weight: "2e999" }))).toBe(true); // both infinite, as in PHP
    // not numeric for PHP either: hexadecimal, a trailing letter, a bare exponent, digit separators
    expect(holds("weight", "==", "26", product({ weight: "0x1A" }))).toBe(false);
    expect(holds("weight", "==", "12", product({ weight: "12abc" }))).toBe(false);
    expect(holds("weight", "==", "1", product({ weight: "1e" }))).toBe(false);
    expect(holds("weight", "==", "1000", product({ weight: "1_000" }))).toBe(false);
    expect(holds("weight", "==", "0", product({ weight: "" }))).toBe(false);
  });

  it("4. multiselect {}/!{} must test element membership, not substring", () => {
    const p = product({ material: ["cotton", "Steel"] });
    expect(holds("material", "{}", "ott", p)).toBe(false); // was: "cotton" contains "ott"
    expect(holds("material", "{}", "cotton", p)).toBe(true);
    expect(holds("material", "!{}", "ott", p)).toBe(true);
    expect(holds("material", "!{}", "Steel", p)).toBe(false);
    expect(holds("material", "{}", "steel", p)).toBe(false); // elements compare exactly (Maho's in_array)
    expect(holds("sizes", "{}", "1", product({ sizes: [1, 2] }))).toBe(true); // option ids as numbers
    // a single value still contains case-insensitive substrings
    expect(holds("brand", "{}", "CM", product({ brand: "Acme" }))).toBe(true);
  });

  it("5. () and == on array values compare exactly", () => {
    const p = product({ material: ["cotton", "Steel"] });
    expect(holds("material", "()", "COTTON", p)).toBe(false); // was: case-insensitive
    expect(holds("material", "()", "wood, Steel", p)).toBe(true);
    expect(holds("material", "!()", "COTTON", p)).toBe(true);
    expect(holds("sizes", "()", "01", product({ sizes: ["1"] }))).toBe(false); // was: numeric, 01 == 1
    expect(holds("sizes", "()", "1", product({ sizes: [1] }))).toBe(true);
    // == : the value is exactly that one element (Maho: count == 1 and that element)
    expect(holds("material", "==", "cotton", p)).toBe(false); // was: any element, case-insensitive
    expect(holds("material", "!=", "cotton", p)).toBe(true);
    expect(holds("material", "==", "cotton", product({ material: ["cotton"] }))).toBe(true);
    expect(holds("material", "==", "Cotton", product({ material: ["cotton"] }))).toBe(false);
    expect(holds("material", "==", "x", product({ material: [] }))).toBe(false);
    // a single value keeps case-insensitive and numeric equality
    expect(holds("color", "()", "RED, blue", product({ color: "red" }))).toBe(true);
    expect(holds("code", "()", "7", product({ code: "007" }))).toBe(true);
  });

  it('6. contains all ["S","S"]: every listed element present, an item listed twice needs no second element', () => {
    const when = 'attr.sizes contains all ["S", "S"]';
    expect(dsl(when, product({ sizes: ["S"] }))).toBe(true);
    expect(dsl(when, product({ sizes: ["S", "M"] }))).toBe(true);
    expect(dsl(when, product({ sizes: ["S", "S"] }))).toBe(true);
    expect(dsl(when, product({ sizes: ["s", "M"] }))).toBe(false);
    expect(dsl(when, product({ sizes: [] }))).toBe(false);
    expect(dsl('attr.sizes not contains all ["S", "S"]', product({ sizes: ["M"] }))).toBe(true);
    // the duplicate survives the tree (Maho compares counts: a duplicate there would never match)
    expect(compileSource(`rule "r" when ${when} then hide_price`).rules[0]!.conditions.conditions[0]).toMatchObject({ operator: "[]", value: "S, S" });
    expect(dsl('attr.sizes contains all ["S", "M"]', product({ sizes: ["S", "M", "S"] }))).toBe(true);
  });

  it("8. dates with a time part compare as timestamps", () => {
    const at = (release: string) => product({ release });
    expect(dsl("attr.release == 2025-03-01", at("2025-03-01 00:00:00"))).toBe(true); // was: text, unequal
    expect(dsl("attr.release <= 2025-03-01", at("2025-03-01 00:00:00"))).toBe(true);
    expect(dsl("attr.release == 2025-03-01", at("2025-03-01 10:00:00"))).toBe(false); // a later moment that day
    expect(dsl("attr.release >= 2025-03-01", at("2025-03-01 10:00:00"))).toBe(true);
    expect(dsl("attr.release <= 2025-03-01", at("2025-03-01 10:00:00"))).toBe(false);
    expect(dsl('attr.release >= "2025-03-01 09:30"', at("2025-03-01T10:00:00Z"))).toBe(true);
    expect(dsl('attr.release == "2025-03-01 09:00"', at("2025-03-01T10:00:00+01:00"))).toBe(true); // zones
    expect(dsl('attr.release < "2025-03-01 10:00:00"', at("2025-03-01 09:59:59"))).toBe(true);
    expect(dsl('attr.release in [2024-01-01, "2025-03-01 10:00"]', at("2025-03-01T10:00:00.000Z"))).toBe(true);
    // no date on one side: the text rules apply
    expect(dsl("attr.release == 2025-03-01", at("2025-3-1"))).toBe(false);
    expect(dsl("attr.release >= 2025-03-01", at("soon"))).toBe(true); // byte-wise: "s" > "2"
    // the checker knows a date (with a time) from a string that is none
    const catalog = { attributes: { release: { type: "date" as const } } };
    expect(compileSource('rule "r" when attr.release >= "2025-03-01 10:00" then hide_price', catalog).diagnostics).toEqual([]);
    expect(compileSource('rule "r" when attr.release >= "2025-03-01 soon" then hide_price', catalog).diagnostics[0]).toMatchObject({ code: "type_mismatch" });
    expect(compileSource('rule "r" when attr.release >= 2025-02-30 then hide_price').diagnostics[0]).toMatchObject({ code: "invalid_date", column: 31 });
  });

  describe('2. print does not round-trip booleans, numeric strings (price >= "100.50" from an imported tree) or 1,000 nested not', () => {
    const catalog = { attributes: { featured: { type: "boolean" as const }, weight: { type: "number" as const }, release: { type: "date" as const } } };
    /** print, then compile the text against the catalogue: clean, and the same trees */
    const roundTrip = (rules: Rule[], withCatalog = true) => {
      const text = rules.map((r) => printRule(r, withCatalog ? catalog : {})).join("\n\n");
      const again = compileSource(text, catalog);
      expect(again.diagnostics, text).toEqual([]);
      expect(again.rules.map((r) => r.conditions)).toEqual(rules.map((r) => r.conditions));
      return text;
    };

    it("booleans print as true/false (with the catalogue) and 1/0 check as booleans (without it)", () => {
      const { rules } = compileSource('rule "r" when attr.featured == true and attr.featured != false then hide_price', catalog);
      expect(roundTrip(rules)).toContain("when attr.featured == true and attr.featured != false");
      expect(roundTrip(rules, false)).toContain("when attr.featured == 1 and attr.featured != 0");
    });

    it("numeric strings from imported trees print as numbers (their text kept) or numeric strings, and check clean", () => {
      const leaf = (attribute: string, operator: TreeOperator, value: string): TreeNode => ({ type: PRODUCT, attribute, operator, value });
      const tree = importTree({
        type: COMBINE,
        aggregator: "all",
        value: "1",
        conditions: [
          leaf("price", ">=", "100.50"),
          leaf("weight", "==", "007"),
          leaf("weight", "<", "1e3"),
          leaf("price", "()", "10.0, +5, 7"),
          leaf("attribute_set_id", "==", "4"),
          leaf("category_ids", "==", "12"),
          leaf("release", ">=", "2025-01-02 10:00"),
        ],
      });
      const text = roundTrip([{ ...asRule(tree), actions: { hideListing: false, hidePrice: true, blockPurchase: false, redirect: null } }]);
      expect(text).toContain('price >= 100.50 and attr.weight == 007 and attr.weight < "1e3" and price in [10.0, "+5", 7]');
      expect(text).toContain('attr.release >= "2025-01-02 10:00"');
      // a string that is no number still is one for a number field
      expect(compileSource('rule "r" when price >= "cheap" then hide_price').diagnostics[0]).toMatchObject({ code: "type_mismatch" });
    });

    it("nested nots print flat (not not x) and round-trip up to the limit; 1,000 are refused alike by parse, import and print", () => {
      const { rules } = compileSource(`rule "r" when ${"not ".repeat(100)}sku == "x" then hide_price`);
      expect(rules[0]!.conditions).toEqual(notChain(100));
      expect(roundTrip(rules)).toContain(`when ${"not ".repeat(100)}sku == "x"`);
      const { rules: mixed } = compileSource(
        'rule "r" when not (sku == "a" or not all(price == 2)) and not not any(type == "c", price == 4) and not all(sku == "e") then hide_price',
      );
      expect(roundTrip(mixed)).toContain('when not (sku == "a" or not all(price == 2)) and not not any(type == "c", price == 4) and not all(sku == "e")');
      expect(parse(`rule "r" when ${"not ".repeat(1000)}sku == "x" then hide_price`).diagnostics[0]).toMatchObject({ code: "too_deep" });
      expect(() => importTree(notChain(1000))).toThrow(TreeImportError);
      expect(() => printWhen(notChain(1000))).toThrow(TreeDepthError);
    });
  });

  it("10. a group or country name unknown without a catalogue is a warning, not a silent group -1", () => {
    const src = 'rule "r" for groups [Wholesale, Genral, General, 3] countries [AU, nz, UK, Australia] then hide_price';
    const { rules, diagnostics } = compileSource(src);
    const at = (word: string) => src.indexOf(word) + 1;
    expect(diagnostics.map((d) => [d.severity, d.code, d.column, d.hint])).toEqual([
      ["warning", "unknown_group", at("Wholesale"), "give the catalogue (its groups) or the group id"],
      ["warning", "unknown_group", at("Genral"), "did you mean `General`?"],
      ["warning", "unknown_country", at("UK"), "the United Kingdom is GB"],
      ["warning", "unknown_country", at("Australia"), "countries are ISO 3166-1 alpha-2 codes: AU, NZ, GB, US, ..."],
    ]);
    expect(diagnostics[0]!.message).toBe(
      'unknown group "Wholesale": without a catalogue only NOT_LOGGED_IN and General are known by name, so the rule would apply to no group',
    );
    // warnings: the rule is still built (as before), and the names it cannot resolve are visible
    expect(rules[0]).toMatchObject({ groups: [-1, -1, 1, 3], countries: ["AU", "NZ", "UK", "AUSTRALIA"] });
    // with a catalogue they stay errors; built-in groups and lower-case countries are known there too
    const catalog = { groups: { Wholesale: 2 }, countries: ["AU", "NZ"] };
    expect(compileSource('rule "r" for groups [Wholesale, NOT_LOGGED_IN, 1] countries [au] then hide_price', catalog).diagnostics).toEqual([]);
    expect(compileSource('rule "r" for groups [Retail] countries [US] then hide_price', catalog).diagnostics.map((d) => [d.severity, d.code])).toEqual([
      ["error", "unknown_group"],
      ["error", "unknown_country"],
    ]);
  });

  it("11. attr.Color suggests attr.color (a difference in case only got no suggestion)", () => {
    const catalog = { attributes: { color: { type: "select" as const } }, groups: { Wholesale: 2 }, stores: ["default"] };
    const first = (src: string, c = catalog) => compileSource(src, c).diagnostics[0];
    expect(first('rule "r" when attr.Color == "red" then hide_price')).toMatchObject({
      code: "unknown_attribute",
      message: "unknown attribute `attr.Color`",
      hint: "did you mean `attr.color`?",
    });
    expect(first('rule "r" when attr.COLOUR == "red" then hide_price')).toMatchObject({ hint: "did you mean `attr.color`?" });
    expect(first('rule "r" for groups [wholesale] then hide_price')).toMatchObject({ code: "unknown_group", hint: "did you mean `Wholesale`?" });
    expect(first('rule "r" for stores [Default] then hide_price')).toMatchObject({ code: "unknown_store", hint: "did you mean `default`?" });
    expect(first('rule "r" for groups [general] then hide_price', {} as typeof catalog)).toMatchObject({
      severity: "warning",
      hint: "did you mean `General`?",
    });
    expect(first('Rule "r" then hide_price')).toMatchObject({ code: "syntax", hint: "did you mean `rule`?" });
    expect(first('rule "r" then HIDE_PRICE')).toMatchObject({ code: "syntax", hint: "did you mean `hide_price`?" });
  });

  it("12. the source size limit is documented and enforced with a clear diagnostic", () => {
    expect(MAX_SOURCE_LENGTH).toBe(2_000_000);
    const over = parse(`rule "r" then hide_price\n#${"x".repeat(MAX_SOURCE_LENGTH)}`);
    expect(over.ast.rules).toEqual([]);
    expect(over.diagnostics).toEqual([
      {
        severity: "error",
        code: "too_large",
        message: "the source is 2,000,026 characters long; the limit is 2,000,000",
        line: 1,
        column: 1,
        length: 1,
        hint: "split the rules into several sources",
      },
    ]);
    const at = parse(`rule "r" then hide_price\n#`.padEnd(MAX_SOURCE_LENGTH, "x"));
    expect(at.diagnostics).toEqual([]);
    expect(at.ast.rules).toHaveLength(1);
    const section = fs.readFileSync(new URL("../../docs/rules-language.md", import.meta.url), "utf8");
    expect(section).toContain("a source is at most 2,000,000 characters");
    expect(section).toContain("nest at most 100 levels");
  });

  describe('9. deep nesting parses or is refused with a clear "nested too deeply" diagnostic at the right position, never a stack overflow', () => {
    const leaf: TreeNode = { type: PRODUCT, attribute: "sku", operator: "==", value: "x" };
    /** `levels` combines, one inside the other, of the given kind */
    const nested = (levels: number, aggregator: "all" | "any" = "all", value: "1" | "0" = "0"): CombineNode => {
      let t: TreeNode = leaf;
      for (let i = 0; i < levels; i++) t = { type: COMBINE, aggregator, value, conditions: i % 2 ? [t] : [t, leaf] };
      return t as CombineNode;
    };
    const src = (when: string) => `rule "ok" then hide_price\nrule "deep" when ${when} then hide_price\nrule "after" then hide_listing`;
    const refused = (when: string, column: number, what: string) => {
      const { ast, diagnostics } = parse(src(when));
      expect(diagnostics).toEqual([
        expect.objectContaining({
          severity: "error",
          code: "too_deep",
          message: `nested too deeply: more than ${MAX_DEPTH} levels of ${what}`,
          line: 2,
          column,
        }),
      ]);
      expect(ast.rules.map((r) => r.name)).toEqual(["ok", "after"]); // the rules around it are unharmed
    };
    const prefix = 'rule "deep" when '.length;

    it("1,000 parentheses: refused at the 101st", () => {
      refused(`${"(".repeat(1000)}sku == "x"${")".repeat(1000)}`, prefix + 101, "parentheses");
      refused(`${"all(".repeat(1000)}sku == "x"${")".repeat(1000)}`, prefix + 101 * 4, "parentheses");
      refused(`${"not any(".repeat(1000)}sku == "x"${")".repeat(1000)}`, prefix + 101 * 8, "parentheses");
      // 100 are fine, a parenthesised comparison is the comparison
      const ok = parse(src(`${"(".repeat(100)}sku == "x"${")".repeat(100)}`));
      expect(ok.diagnostics).toEqual([]);
      expect(whenToTree(ok.ast.rules[1]!.when).conditions).toEqual([leaf]);
    });

    it("1,000 (and 100,000) nested not: refused at the 101st", () => {
      refused(`${"not ".repeat(1000)}sku == "x"`, prefix + 100 * 4 + 1, "conditions");
      refused(`${"not ".repeat(100_000)}sku == "x"`, prefix + 100 * 4 + 1, "conditions");
      // parentheses and nots together: the 101st level is a `not` inside the 50th parenthesis
      refused(`${"not not (".repeat(60)}sku == "x"${")".repeat(60)}`, prefix + 50 * 9 + 1, "conditions");
      const ok = parse(src(`${"not ".repeat(100)}sku == "x"`));
      expect(ok.diagnostics).toEqual([]);
      expect(whenToTree(ok.ast.rules[1]!.when)).toEqual(notChain(100));
    });

    it("nested groups in imported trees: refused with the path of the first level too deep", () => {
      expect(() => importTree(nested(1000))).toThrow(TreeImportError);
      expect(() => importTree(nested(1000))).toThrow(`conditions nested too deeply: more than ${MAX_DEPTH} levels (at ${Array(101).fill("1").join("--")})`);
      // 100,000 levels as JSON text (JSON.parse does not recurse; JSON.stringify would)
      const open = '{"type":"catalog/rule_condition_combine","aggregator":"all","value":"0","conditions":[';
      expect(() => importTree(`${open.repeat(100_000)}${JSON.stringify(leaf)}${"]}".repeat(100_000)}`)).toThrow(TreeImportError);
      expect(importTree(nested(100))).toEqual(nested(100));
    });

    it("trees built in code: the compilers and the printer refuse them with TreeDepthError, not RangeError", () => {
      const deep = nested(1000);
      expect(() => compileRuleSet([asRule(deep)])).toThrow(TreeDepthError);
      expect(() => compileRuleSet([asRule(deep)])).toThrow('(rule "r", at 1--1--');
      expect(() => closureRuleSet([asRule(deep)])).toThrow(TreeDepthError);
      expect(() => compileNode(deep)).toThrow(TreeDepthError);
      expect(() => explain([asRule(deep)], product({}), scope)).toThrow(TreeDepthError);
      expect(() => printWhen(deep)).toThrow(TreeDepthError);
      expect(() => printRule({ ...asRule(deep), groups: [] })).toThrow(TreeDepthError);
    });

    it("at the limit everything works: compile, evaluate, explain, print and parse back", () => {
      for (const t of [nested(100), nested(100, "any", "1"), notChain(100)]) {
        const text = printWhen(t)!;
        const back = parse(`rule "r" when ${text} then hide_price`);
        expect(back.diagnostics).toEqual([]);
        expect(whenToTree(back.ast.rules[0]!.when)).toEqual(t);
        for (const p of [product({}, { sku: "x" }), product({}, { sku: "y" })]) agree(t, p);
        expect(explain([asRule(t)], product({}), scope).rules).toHaveLength(1);
      }
    });
  });
});

/** `levels` single-child "not" combines around one comparison (what `not not ... x` parses to) */
function notChain(levels: number): CombineNode {
  let t: TreeNode = { type: PRODUCT, attribute: "sku", operator: "==", value: "x" };
  for (let i = 0; i < levels; i++) t = { type: COMBINE, aggregator: "all", value: "0", conditions: [t] };
  return t as CombineNode;
}
