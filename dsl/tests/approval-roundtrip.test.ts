import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { compileApprovalSource } from "../src/approval-parse.ts";
import { printApprovalRule } from "../src/approval-printer.ts";
import { importApprovalRule } from "../src/approval-rules.ts";
import { importApprovalTree } from "../src/approval-tree.ts";
import { approvalRuleSetArb } from "./approval-arbitraries.ts";

const compile = (src: string) => {
  const r = compileApprovalSource(src);
  expect(r.diagnostics, src).toEqual([]);
  return r.rules;
};

describe("approval rules: parse, check, print", () => {
  it("builds the brief's two rules: priority, steps in order, the tree in Magento's sales-rule form", () => {
    const [large, big] = compile(`
      approval "Large orders" priority 10
        when order.total > 1000 and buyer.role == "Buyer"
        then approve by admin
      approval "Big spenders"
        when buyer.spent(30 days) + order.total > 5000 or order.lines.any(category in [12] and price > 100)
        then approve by role "Senior Buyer" count 2, approve by manager, approve by admin`);
    expect(large).toEqual({
      name: "Large orders",
      priority: 10,
      condition: {
        type: "salesrule/rule_condition_combine",
        aggregator: "all",
        value: "1",
        conditions: [
          { type: "salesrule/rule_condition_address", attribute: "base_grand_total", operator: ">", value: "1000" },
          { type: "b2b/approval_condition_buyer", attribute: "role", operator: "==", value: "Buyer" },
        ],
      },
      steps: [{ kind: "admin", count: 1 }],
    });
    expect(big!.steps).toEqual([
      { kind: "role", role: "Senior Buyer", count: 2 },
      { kind: "manager", count: 1 },
      { kind: "admin", count: 1 },
    ]);
    expect(big!.condition).toEqual({
      type: "salesrule/rule_condition_combine",
      aggregator: "any",
      value: "1",
      conditions: [
        {
          type: "b2b/approval_condition_amount",
          operator: ">",
          left: {
            kind: "add",
            terms: [
              { kind: "spent", window: "30d" },
              { kind: "fact", attribute: "base_grand_total" },
            ],
            ops: ["+"],
          },
          right: { kind: "number", value: "5000" },
        },
        {
          type: "salesrule/rule_condition_product_found",
          aggregator: "all",
          value: "1",
          conditions: [
            { type: "catalog/rule_condition_product", attribute: "category_ids", operator: "()", value: "12" },
            { type: "catalog/rule_condition_product", attribute: "price", operator: ">", value: "100" },
          ],
        },
      ],
    });
  });

  it("a rule without `when` applies to every order", () => {
    expect(compile(`approval "All" then approve by manager`)).toEqual([{ name: "All", priority: 0, condition: null, steps: [{ kind: "manager", count: 1 }] }]);
  });

  it("every field, operator and form prints back to itself", () => {
    const sources = [
      `approval "a" when order.subtotal >= 1000.00 and order.shipping < 5 and order.skus == 3 and order.qty != 10 then approve by admin`,
      `approval "b" when order.total in [100, 200.50] or order.qty not in [1] then approve by manager`,
      `approval "c" when order.paymentMethod == "checkmo" and order.paymentMethod not contains "card" and order.shipTo.country in ["AU", "NZ"] then approve by admin`,
      `approval "d" when buyer.team contains "lead@x.com" and buyer.team contains all ["a@x.com", "b@x.com"] and buyer.role != "Buyer" then approve by admin`,
      `approval "e" when (order.total - 5) * 2 > - order.qty and buyer.spent(month) + buyer.spent(quarter) - buyer.spent(1 day) <= -5 then approve by admin`,
      `approval "f" when not order.lines.any(sku contains "WH-" or not type == "bundle") and not any(order.total > 1, order.qty > 2) then approve by admin`,
      `approval "g" when order.lines.any(attr.color in ["red", "blue"]) and order.lines.any((sku == "A" or price >= 10)) then approve by role "QA" count 3`,
      `approval "h" priority -3 when all(order.total > 1) and (order.total > 2 or order.total < 0) then approve by role "x\\"y", approve by admin`,
      `approval "i" when 1000 < order.total and order.total * 1.1 + order.shipping * (2 - 1) >= buyer.spent(366 days) then approve by manager`,
      `approval "j" when - - order.total > -5 and order.total - -5 > 0 and order.total -5 > 1 then approve by admin`,
    ];
    for (const src of sources) {
      const rules = compile(src);
      const printed = rules.map((r) => printApprovalRule(r)).join("\n");
      expect(compile(printed), printed).toEqual(rules);
      // and the stored form (JSON) loads back to the same rules
      for (const r of rules) expect(importApprovalRule(JSON.parse(JSON.stringify(r)))).toEqual(r);
    }
  });

  it("`a -5` is a subtraction, like `a - 5`", () => {
    const [a] = compile(`approval "a" when order.total -5 > 0 then approve by admin`);
    const [b] = compile(`approval "a" when order.total - 5 > 0 then approve by admin`);
    expect(a).toEqual(b);
  });

  it("print then parse gives every generated rule set back, and the validator accepts it unchanged", () => {
    fc.assert(
      fc.property(approvalRuleSetArb, (rules) => {
        const printed = rules.map((r) => printApprovalRule(r)).join("\n\n");
        const back = compileApprovalSource(printed);
        expect(
          back.diagnostics.filter((d) => d.severity === "error"),
          printed,
        ).toEqual([]);
        // the validator's canonical form is the compiler's: loading a rule and printing it are a round trip
        const canonical = rules.map((r) => importApprovalRule(JSON.stringify(r)));
        expect(back.rules, printed).toEqual(canonical);
        for (const r of canonical) if (r.condition) expect(importApprovalTree(r.condition)).toEqual(r.condition);
      }),
      { numRuns: 300 },
    );
  });
});
