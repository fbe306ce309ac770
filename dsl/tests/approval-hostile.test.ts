import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { approvalRuleSet, closureApprovalRuleSet, explainApproval, type OrderFacts } from "../src/approval-eval.ts";
import { compileApprovalSource } from "../src/approval-parse.ts";
import { printApprovalRule } from "../src/approval-printer.ts";
import type { ApprovalRule } from "../src/approval-rules.ts";
import { importApprovalRule } from "../src/approval-rules.ts";
import { APPROVAL_COMBINE, importApprovalTree, ORDER_CONDITION, type Amount, type ApprovalCombineNode } from "../src/approval-tree.ts";
import { MAX_SOURCE_LENGTH } from "../src/parse.ts";
import { MAX_DEPTH, TreeDepthError, TreeImportError } from "../src/tree.ts";

const HOSTILE = [
  '"',
  "\\",
  "${process.exit(1)}",
  "`",
  "</script><script>alert(1)</script>",
  "__proto__",
  "constructor",
  "'); throw 1; ('",
  '"]; globalThis.pwned = 1; //',
  "\u2028",
];

const facts = (o: Partial<OrderFacts["order"]> = {}, b: Partial<OrderFacts["buyer"]> = {}): OrderFacts => ({
  order: { total: "1", subtotal: "1", shipping: "0", skus: 1, qty: 1, lines: [], paymentMethod: "x", shipToCountry: null, ...o },
  buyer: { role: "Buyer", team: [], spent: {}, ...b },
});
const codes = (src: string) => compileApprovalSource(src).diagnostics.map((d) => d.code);

describe("approval rules: hostile input", () => {
  it("nesting past the limit is refused with too_deep, never a stack overflow (brackets, nots, minus signs, line conditions)", () => {
    const n = MAX_DEPTH + 50;
    expect(codes(`approval "r" when ${"(".repeat(n)}order.total > 1${")".repeat(n)} then approve by admin`)).toEqual(["too_deep"]);
    expect(codes(`approval "r" when ${"not ".repeat(n)}order.total > 1 then approve by admin`)).toEqual(["too_deep"]);
    expect(codes(`approval "r" when ${"- ".repeat(n)}order.total > 1 then approve by admin`)).toEqual(["too_deep"]);
    expect(codes(`approval "r" when order.lines.any(${"not ".repeat(n)}sku == "A") then approve by admin`)).toEqual(["too_deep"]);
    expect(codes(`approval "r" when ${"not ".repeat(60)}order.lines.any(${"not ".repeat(60)}sku == "A") then approve by admin`)).toEqual(["too_deep"]);
    // well within the limit: fine
    expect(codes(`approval "r" when ${"not ".repeat(40)}order.lines.any(${"not ".repeat(40)}sku == "A") then approve by admin`)).toEqual([]);
    expect(codes(`approval "r" when ${"- ".repeat(40)}order.total > 1 then approve by admin`)).toEqual([]);
    // long flat chains are not nesting
    const chain = Array.from({ length: 5000 }, () => "order.total").join(" + ");
    const [rule] = compileApprovalSource(`approval "r" when ${chain} > 1 then approve by admin`).rules;
    expect(
      approvalRuleSet([rule!])
        .evaluate(facts())
        .map((r) => r.name),
    ).toEqual(["r"]);
    expect(
      closureApprovalRuleSet([rule!])
        .evaluate(facts())
        .map((r) => r.name),
    ).toEqual(["r"]);
    const conditions = Array.from({ length: 5000 }, (_, i) => `order.total > ${i % 2 ? "0" : "-1"}`).join(" and ");
    const [wide] = compileApprovalSource(`approval "r" when ${conditions} then approve by admin`).rules;
    expect(
      approvalRuleSet([wide!])
        .evaluate(facts())
        .map((r) => r.name),
    ).toEqual(["r"]);
  });

  it("deep stored trees are refused by the validator (with the path) and by the compilers and printer (TreeDepthError)", () => {
    let deep: ApprovalCombineNode = {
      type: APPROVAL_COMBINE,
      aggregator: "all",
      value: "1",
      conditions: [{ type: ORDER_CONDITION, attribute: "base_grand_total", operator: ">", value: "1" }],
    };
    for (let i = 0; i < MAX_DEPTH + 20; i++) deep = { type: APPROVAL_COMBINE, aggregator: "all", value: "0", conditions: [deep] };
    expect(() => importApprovalTree(deep)).toThrow(TreeImportError);
    expect(() => importApprovalTree(deep)).toThrow(/nested too deeply/);
    const rule: ApprovalRule = { name: "deep", priority: 0, condition: deep, steps: [{ kind: "admin", count: 1 }] };
    expect(() => approvalRuleSet([rule])).toThrow(TreeDepthError);
    expect(() => closureApprovalRuleSet([rule])).toThrow(TreeDepthError);
    expect(() => explainApproval([rule], facts())).toThrow(TreeDepthError);
    expect(() => printApprovalRule(rule)).toThrow(TreeDepthError);
    let amount: Amount = { kind: "fact", attribute: "base_grand_total" };
    for (let i = 0; i < MAX_DEPTH + 20; i++) amount = { kind: "negate", amount };
    const tree = {
      type: APPROVAL_COMBINE,
      aggregator: "all",
      value: "1",
      conditions: [{ type: "b2b/approval_condition_amount", operator: ">", left: amount, right: { kind: "number", value: "1" } }],
    };
    expect(() => importApprovalTree(tree)).toThrow(/nested too deeply/);
  });

  it("the validator refuses what it does not know, with the node's path", () => {
    const root = (c: unknown) => ({ type: APPROVAL_COMBINE, aggregator: "all", value: "1", conditions: [c] });
    const bad: [unknown, RegExp][] = [
      [root({ type: "salesrule/rule_condition_nope" }), /unknown condition type "salesrule\/rule_condition_nope" \(at 1--1\)/],
      [root({ type: ORDER_CONDITION, attribute: "base_grand_total", operator: "{}", value: "1" }), /not allowed/],
      [root({ type: ORDER_CONDITION, attribute: "base_grand_total", operator: ">", value: "1e3" }), /decimal/],
      [root({ type: ORDER_CONDITION, attribute: "base_grand_total", operator: ">", value: "1".repeat(31) }), /at most 30 digits/],
      [root({ type: ORDER_CONDITION, attribute: "role", operator: "==", value: "x" }), /unknown order attribute/],
      [root({ type: "b2b/approval_condition_buyer", attribute: "team", operator: "==", value: "x" }), /not allowed/],
      [root({ type: "b2b/approval_condition_amount", operator: ">", left: { kind: "spent", window: "0d" }, right: { kind: "number", value: "1" } }), /window/],
      [
        root({ type: "b2b/approval_condition_amount", operator: "()", left: { kind: "number", value: "1" }, right: { kind: "number", value: "1" } }),
        /not an amount comparison/,
      ],
      [
        root({
          type: "b2b/approval_condition_amount",
          operator: ">",
          left: { kind: "add", terms: [{ kind: "number", value: "1" }], ops: [] },
          right: { kind: "number", value: "1" },
        }),
        /two or more/,
      ],
      [root({ type: "salesrule/rule_condition_product_found", aggregator: "all", value: "1", conditions: [] }), /at least one product condition/],
      [root({ type: "salesrule/rule_condition_product_found", value: "1", conditions: [{ type: "catalog/rule_condition_nope" }] }), /unknown condition type/],
      ["{not json", /not valid JSON/],
    ];
    for (const [tree, message] of bad) expect(() => importApprovalTree(tree), JSON.stringify(tree)).toThrow(message);
    expect(() => importApprovalRule({ name: "r", steps: [] })).toThrow(/at least one step/);
    expect(() => importApprovalRule({ name: "r", steps: [{ kind: "role", role: "x", count: 0 }] })).toThrow(/count/);
    expect(() => importApprovalRule({ name: "r", steps: [{ kind: "manager", count: 2 }] })).toThrow(/count 1/);
    // Magento's "not found" loads as not(found)
    const notFound = importApprovalTree(
      root({
        type: "salesrule/rule_condition_product_found",
        aggregator: "any",
        value: "0",
        conditions: [{ type: "catalog/rule_condition_product", attribute: "sku", operator: "==", value: "A" }],
      }),
    );
    expect(notFound.conditions[0]).toMatchObject({
      type: APPROVAL_COMBINE,
      value: "0",
      conditions: [{ type: "salesrule/rule_condition_product_found", aggregator: "any", value: "1" }],
    });
  });

  it("hostile strings are data: they reach the generated function only through its constants", () => {
    // (a name or role of blanks only is refused)
    for (const h of HOSTILE.filter((x) => x.trim())) {
      const q = JSON.stringify(h);
      const src = `approval ${q} when buyer.role == ${q} and order.paymentMethod contains ${q} and buyer.team contains ${q} then approve by role ${q}`;
      const { rules, diagnostics } = compileApprovalSource(src);
      expect(diagnostics, src).toEqual([]);
      const set = approvalRuleSet(rules);
      const source = (set.evaluate as unknown as { source: string }).source;
      if (h.length > 2) expect(source).not.toContain(h);
      expect(set.evaluate(facts({ paymentMethod: `a${h}b` }, { role: h, team: [h] })).map((r) => r.name)).toEqual([h]);
      expect(set.evaluate(facts({ paymentMethod: "a" }, { role: h, team: [h] }))).toEqual([]);
      expect(printApprovalRule(rules[0]!)).toBe(src.replace(" when", "\n  when").replace(" then", "\n  then"));
    }
    expect((globalThis as Record<string, unknown>).pwned).toBeUndefined();
  });

  it("a source over the size limit is refused before it is read", () => {
    const r = compileApprovalSource(" ".repeat(MAX_SOURCE_LENGTH + 1));
    expect(r.diagnostics.map((d) => d.code)).toEqual(["too_large"]);
  });

  it("any text at all: diagnostics, never an exception", () => {
    const piece = fc.constantFrom(
      "approval",
      '"r"',
      "when",
      "then",
      "approve",
      "by",
      "role",
      "count",
      "manager",
      "admin",
      "order",
      ".",
      "total",
      "lines",
      "any",
      "(",
      ")",
      "buyer",
      "spent",
      "30",
      "days",
      "month",
      "+",
      "-",
      "*",
      ">",
      "==",
      "in",
      "[",
      "]",
      ",",
      "not",
      "and",
      "or",
      "sku",
      "price",
      "-5",
      '"x"',
      "contains",
      "all",
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 40 }), fc.string({ maxLength: 20 }), (pieces, noise) => {
        const src = `${pieces.join(" ")} ${noise}`;
        const r = compileApprovalSource(src);
        for (const d of r.diagnostics) expect(d.line).toBeGreaterThanOrEqual(1);
        if (r.rules.length) approvalRuleSet(r.rules).evaluate(facts({}, { spent: { "30d": "1", month: "2" } }));
      }),
      { numRuns: 500 },
    );
  });
});
