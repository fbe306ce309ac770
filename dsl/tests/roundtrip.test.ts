import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parse } from "../src/parse.ts";
import { printRule, printWhen } from "../src/printer.ts";
import { importTree, TreeImportError, whenToTree } from "../src/tree.ts";
import { rulesFromAst } from "../src/rules.ts";
import { treeArb } from "./arbitraries.ts";

const ruleWith = (when: string | null) => `rule "r"${when ? ` when ${when}` : ""} then hide_price`;

describe("tree -> DSL -> tree", () => {
  it("parse(print(tree)) gives the same tree for every builder tree", () => {
    fc.assert(
      fc.property(treeArb, (tree) => {
        const src = ruleWith(printWhen(tree));
        const { ast, diagnostics } = parse(src);
        expect(diagnostics, src).toEqual([]);
        expect(whenToTree(ast.rules[0]!.when)).toEqual(tree);
      }),
      { numRuns: 3000 },
    );
  });

  it("whole rules print and parse back", () => {
    const src = `rule "Trade prices" priority 10
  for groups [NOT_LOGGED_IN, General] stores [default] countries [AU, NZ]
  when sku contains "WH-" and (category in [12, 15] or price >= 100) and attr.brand == "Acme" and not any(attr.color in ["red", "blue"], type == "bundle")
  then hide_price, block_purchase, redirect "login-required"
  enforce checkout
  message "Log in with a trade account to see prices"`;
    const [rule] = rulesFromAst(parse(src).ast);
    const printed = printRule({ ...rule!, groups: ["NOT_LOGGED_IN", "General"] });
    const [again] = rulesFromAst(parse(printed).ast);
    expect(again).toEqual(rule);
  });
});

describe("importing Magento/Maho trees", () => {
  it("accepts the catalogrule alias, comma-separated and JSON-array values, and canonicalises lists", () => {
    const t = importTree({
      type: "catalogrule/rule_condition_combine",
      aggregator: "all",
      value: "1",
      conditions: [
        { type: "catalogrule/rule_condition_product", attribute: "sku", operator: "()", value: "ABL003,BAG-1;  CX" },
        { type: "catalog/rule_condition_product", attribute: "category_ids", operator: "==", value: "12, 15" },
        { type: "catalog/rule_condition_product", attribute: "color", operator: "()", value: ["red", "blue"] },
        { type: "catalog/rule_condition_combine", aggregator: "any", value: "0", conditions: [] },
      ],
    });
    expect(t.conditions[0]).toEqual({ type: "catalog/rule_condition_product", attribute: "sku", operator: "()", value: "ABL003, BAG-1, CX" });
    expect(t.conditions[2]).toMatchObject({ value: "red, blue" });
    expect(t.conditions[3]).toMatchObject({ type: "catalog/rule_condition_combine", aggregator: "any", value: "0" });
    expect(whenToTree(parse(ruleWith(printWhen(t))).ast.rules[0]!.when)).toEqual(t);
  });

  it("loads a JSON string, and reports unknown node types and operators with their path", () => {
    expect(importTree('{"type":"catalog/rule_condition_combine","aggregator":"all","value":"1","conditions":[]}').conditions).toEqual([]);
    const bad = {
      type: "catalog/rule_condition_combine",
      aggregator: "all",
      value: "1",
      conditions: [
        { type: "x", aggregator: "any", conditions: [] },
        { type: "catalog/rule_condition_product", attribute: "sku", operator: "~=", value: "a" },
      ],
    };
    expect(() => importTree(bad)).toThrow(TreeImportError);
    expect(() => importTree(bad)).toThrow(/unknown condition type "x" \(at 1--1\)/);
    bad.conditions.shift();
    expect(() => importTree(bad)).toThrow(/unknown operator "~=" \(at 1--1\)/);
    expect(() => importTree("{nope")).toThrow(/not valid JSON/);
    expect(() => importTree({ type: "catalog/rule_condition_combine", aggregator: "most" })).toThrow(/unknown aggregator/);
  });
});
