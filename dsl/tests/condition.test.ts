import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { diagnoseCondition } from "../src/condition.ts";
import type { CatalogDescription } from "../src/checker.ts";
import { compileSource } from "../src/index.ts";
import { printWhen } from "../src/printer.ts";
import { MAX_DEPTH } from "../src/tree.ts";
import { treeArb } from "./arbitraries.ts";

const catalog: CatalogDescription = {
  attributes: {
    color: { type: "select", options: ["red", "blue", "green"] },
    brand: { type: "text" },
    weight: { type: "number" },
    eco: { type: "boolean" },
  },
  categoryIds: [3, 12, 15],
};

/** the same expression as a rule's `when`: what the access gate compiles */
const asRuleTree = (when: string, cat: CatalogDescription = {}) => compileSource(`rule "r" when ${when} then hide_price`, cat).rules[0]?.conditions;

describe("a condition on its own", () => {
  it("is empty (every product) when blank or only comments: no tree, no diagnostics", () => {
    for (const src of ["", "   ", "\n# every product\n", "// nothing"]) {
      expect(diagnoseCondition(src, catalog)).toEqual({ tree: null, diagnostics: [], empty: true });
    }
  });

  it("compiles to the tree the same expression gives as a rule's when", () => {
    const src = `category in [12, 15] and (sku contains "WH-" or price >= 100) and not any(attr.color in ["red"], type == "bundle")`;
    const r = diagnoseCondition(src, catalog);
    expect(r.diagnostics).toEqual([]);
    expect(r.empty).toBe(false);
    expect(r.tree).toEqual(asRuleTree(src, catalog));
    expect(r.tree).toMatchObject({ type: "catalog/rule_condition_combine", aggregator: "all", value: "1" });
  });

  it("wraps a single comparison in all(...), as a rule's root is", () => {
    expect(diagnoseCondition(`sku in ["A", "B"]`).tree).toEqual({
      type: "catalog/rule_condition_combine",
      aggregator: "all",
      value: "1",
      conditions: [{ type: "catalog/rule_condition_product", attribute: "sku", operator: "()", value: "A, B" }],
    });
  });

  it("every builder tree: the rule's diagnostics at the same positions, and the same tree when they allow one", () => {
    fc.assert(
      fc.property(treeArb, (tree) => {
        const printed = printWhen(tree);
        if (printed === null) return;
        const r = diagnoseCondition(printed);
        // the expression on a line of its own in a rule: its diagnostics one line lower, same columns
        const rule = compileSource(`rule "r" when\n${printed}\nthen hide_price`);
        expect(r.diagnostics, printed).toEqual(rule.diagnostics.map((d) => ({ ...d, line: d.line - 1 })));
        if (r.diagnostics.some((d) => d.severity === "error")) expect(r.tree).toBeNull();
        else {
          expect(r.tree).toEqual(tree);
          expect(r.tree).toEqual(rule.rules[0]!.conditions);
        }
      }),
      { numRuns: 500 },
    );
  });
});

describe("diagnostics point into the condition's own text", () => {
  it("a syntax error at its column, the end named as the end of the condition", () => {
    const r = diagnoseCondition("price >= ", catalog);
    expect(r.tree).toBeNull();
    expect(r.diagnostics).toEqual([
      expect.objectContaining({ severity: "error", code: "syntax", line: 1, column: 10, message: expect.stringContaining("found the end of the condition") }),
    ]);
  });

  it("text after a whole condition is refused where it starts, in the condition's words (not a rule's)", () => {
    const [d] = diagnoseCondition(`sku == "a" sku`, catalog).diagnostics;
    expect(d).toMatchObject({ code: "syntax", line: 1, column: 12 });
    expect(d!.message).toBe("unexpected 'sku': a condition continues with 'and' or 'or', or ends");
    expect(d!.message).not.toContain("rule");
  });

  it("semantic errors with line, column and a hint, on any line", () => {
    const r = diagnoseCondition(`category in [99] or\n  attr.color == "rde"\n  or attr.colr == "red"`, catalog);
    expect(r.tree).toBeNull();
    expect(r.diagnostics.map((d) => [d.code, d.line, d.column, d.hint])).toEqual([
      ["unknown_category", 1, 14, undefined],
      ["unknown_option", 2, 17, 'did you mean "red"?'],
      ["unknown_attribute", 3, 6, "did you mean `attr.color`?"],
    ]);
  });

  it("type errors beside a syntax error in one pass", () => {
    const r = diagnoseCondition(`price > 1 and (attr.weight >= "x" or sku ==)`, catalog);
    expect(r.tree).toBeNull();
    expect(r.diagnostics.map((d) => [d.code, d.line, d.column])).toEqual([
      ["type_mismatch", 1, 31],
      ["syntax", 1, 44],
    ]);
  });

  it("lexer errors with the language's hints", () => {
    const r = diagnoseCondition(`sku = 'x'`);
    expect(r.tree).toBeNull();
    expect(r.diagnostics[0]).toMatchObject({ code: "unexpected_character", line: 1, column: 5, hint: "equality is written ==" });
  });

  it("a rule is not a condition", () => {
    const r = diagnoseCondition(`rule "r" when sku == "a" then hide_price`);
    expect(r.tree).toBeNull();
    expect(r.diagnostics[0]).toMatchObject({ code: "syntax", line: 1, column: 1 });
  });

  it("warnings do not refuse the tree", () => {
    // without a catalogue nothing is unknown; a condition that parses and checks has a tree
    const r = diagnoseCondition(`attr.anything == "x"`);
    expect(r.diagnostics).toEqual([]);
    expect(r.tree?.conditions).toHaveLength(1);
  });
});

describe("hostile input is refused, never thrown", () => {
  it("too many parentheses and too many nots", () => {
    const parens = `${"(".repeat(MAX_DEPTH + 5)}sku == "a"${")".repeat(MAX_DEPTH + 5)}`;
    expect(diagnoseCondition(parens).diagnostics[0]).toMatchObject({ code: "too_deep" });
    const nots = `${"not ".repeat(50_000)}sku == "a"`;
    const r = diagnoseCondition(nots);
    expect(r.tree).toBeNull();
    expect(r.diagnostics[0]).toMatchObject({ code: "too_deep" });
  });

  it("any string gives a result", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (s) => {
        const r = diagnoseCondition(s, catalog);
        expect(r.tree === null || r.diagnostics.every((d) => d.severity !== "error")).toBe(true);
        for (const d of r.diagnostics) expect(d.line).toBeGreaterThanOrEqual(1);
      }),
      { numRuns: 500 },
    );
  });
});
