import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { approvalRuleSet, closureApprovalRuleSet, explainApproval, type OrderFacts } from "../src/approval-eval.ts";
import { compileApprovalSource } from "../src/approval-parse.ts";
import { spendWindowKey } from "../src/approval-tree.ts";
import type { RuleProduct } from "../src/semantics.ts";
import { approvalRuleSetArb, factsArb } from "./approval-arbitraries.ts";

const line = (sku: string, price: number, categoryIds: number[] = [], attributes: Record<string, unknown> = {}): RuleProduct => ({
  sku,
  type: "simple",
  price,
  categoryIds,
  attributes,
});

function facts(over: { order?: Partial<OrderFacts["order"]>; buyer?: Partial<OrderFacts["buyer"]> } = {}): OrderFacts {
  return {
    order: { total: "0", subtotal: "0", shipping: "0", skus: 0, qty: 0, lines: [], paymentMethod: "checkmo", shipToCountry: "AU", ...over.order },
    buyer: { role: "Buyer", team: ["me@x.com"], spent: {}, ...over.buyer },
  };
}

const rulesOf = (src: string) => {
  const r = compileApprovalSource(src);
  expect(
    r.diagnostics.filter((d) => d.severity === "error"),
    src,
  ).toEqual([]);
  return r.rules;
};
/** the names of the rules that fire, by the generated function and by the closures (always the same) */
function fired(src: string, f: OrderFacts): string[] {
  const rules = rulesOf(src);
  const a = approvalRuleSet(rules)
    .evaluate(f)
    .map((r) => r.name);
  expect(
    closureApprovalRuleSet(rules)
      .evaluate(f)
      .map((r) => r.name),
  ).toEqual(a);
  expect(
    explainApproval(rules, f)
      .filter((e) => e.fired)
      .map((e) => e.rule),
  ).toEqual(a);
  return a;
}
const when = (cond: string) => `approval "r" when ${cond} then approve by admin`;
const holds = (cond: string, f: OrderFacts) => fired(when(cond), f).length === 1;

describe("approval rules on an order's facts", () => {
  it("amounts are exact decimals: 0.1 + 0.2 == 0.3, 1000.005 > 1000.00, 1000.00 == 1000", () => {
    const f = facts({ order: { total: "0.1", shipping: "0.2", subtotal: "1000.005" } });
    expect(holds("order.total + order.shipping == 0.3", f)).toBe(true);
    expect(holds("order.total + order.shipping > 0.3", f)).toBe(false);
    expect(holds("order.subtotal > 1000.00", f)).toBe(true);
    expect(holds("order.subtotal > 1000.005", f)).toBe(false);
    expect(holds("order.subtotal >= 1000.005", f)).toBe(true);
    expect(holds("order.subtotal in [1000.0050, 7]", f)).toBe(true);
    expect(holds("order.subtotal * 3 == 3000.015", f)).toBe(true);
    expect(holds("order.total == 0.10", f)).toBe(true);
    expect(holds("order.total != 0.1", f)).toBe(false);
    // past a binary float's 17 digits
    const big = facts({ order: { total: "12345678901234567890.01" } });
    expect(holds("order.total > 12345678901234567890", big)).toBe(true);
    expect(holds("order.total - 12345678901234567890 == 0.01", big)).toBe(true);
  });

  it("the brief's example: spending in the window plus this order past 5000", () => {
    const src = `approval "Big spenders" when buyer.spent(30 days) + order.total > 5000 then approve by manager`;
    expect(fired(src, facts({ order: { total: "1000.00" }, buyer: { spent: { "30d": "4000.00" } } }))).toEqual([]);
    expect(fired(src, facts({ order: { total: "1000.01" }, buyer: { spent: { "30d": "4000.00" } } }))).toEqual(["Big spenders"]);
  });

  it("the rule set lists the windows it reads (each once, keyed as the facts carry them)", () => {
    const rules = rulesOf(`
      approval "a" when buyer.spent(30 days) > 1 or buyer.spent(month) > 2 then approve by admin
      approval "b" when buyer.spent(30 days) + buyer.spent(quarter) > 1 and buyer.spent(1 day) < 9 then approve by admin
      approval "c" when order.total > 1 then approve by admin`);
    const set = approvalRuleSet(rules);
    expect(set.windows).toEqual([{ kind: "days", days: 30 }, { kind: "month" }, { kind: "quarter" }, { kind: "days", days: 1 }]);
    expect(set.windows.map(spendWindowKey)).toEqual(["30d", "month", "quarter", "1d"]);
    expect(closureApprovalRuleSet(rules).windows).toEqual(set.windows);
    expect(approvalRuleSet(rulesOf(`approval "x" then approve by admin`)).windows).toEqual([]);
    // a window the facts lack is the caller's bug: said, not read as zero
    const spent = { "30d": "2", month: "0", quarter: "0", "1d": "0" };
    expect(set.evaluate(facts({ buyer: { spent } })).map((r) => r.name)).toEqual(["a", "b"]);
    expect(() => set.evaluate(facts({ buyer: { spent: { ...spent, "30d": "0", month: undefined as unknown as string } } }))).toThrow(/"month"/);
  });

  it("malformed amounts in the facts throw instead of comparing as something", () => {
    const set = approvalRuleSet(rulesOf(when("order.total > 1")));
    expect(() => set.evaluate(facts({ order: { total: "1,000" } }))).toThrow(/order.total is not a decimal/);
    expect(() => set.evaluate(facts({ order: { total: "NaN" } }))).toThrow(/not a decimal/);
    // decimal strings as money columns print them: no exponent, no separators
    expect(() => set.evaluate(facts({ order: { total: "1e3" } }))).toThrow(/not a decimal/);
    expect(set.evaluate(facts({ order: { total: " 2.50 " } })).map((r) => r.name)).toEqual(["r"]);
  });

  it("line conditions: the product language per line, price the line's unit price", () => {
    const f = facts({ order: { lines: [line("A-1", 50, [12]), line("WH-2", 150, [3], { color: "red" })] } });
    expect(holds("order.lines.any(category in [12] and price > 100)", f)).toBe(false);
    expect(holds("order.lines.any(category in [12, 3] and price > 100)", f)).toBe(true);
    expect(holds(`order.lines.any(sku contains "wh-" and attr.color == "RED")`, f)).toBe(true);
    expect(holds(`not order.lines.any(price >= 200)`, f)).toBe(true);
    expect(holds(`order.lines.any(not sku == "A-1")`, f)).toBe(true);
    expect(holds(`order.lines.any(price > 1)`, facts())).toBe(false);
  });

  it("buyer.team is the reporting chain: contains means in that manager's subtree (emails ignore case)", () => {
    const f = facts({ buyer: { team: ["me@x.com", "Lead@X.com", "boss@x.com"] } });
    expect(holds(`buyer.team contains "lead@x.com"`, f)).toBe(true);
    expect(holds(`buyer.team contains "other@x.com"`, f)).toBe(false);
    expect(holds(`buyer.team not contains "other@x.com"`, f)).toBe(true);
    expect(holds(`buyer.team in ["a@x.com", "BOSS@x.com"]`, f)).toBe(true);
    expect(holds(`buyer.team contains all ["boss@x.com", "lead@x.com"]`, f)).toBe(true);
    expect(holds(`buyer.team contains all ["boss@x.com", "z@x.com"]`, f)).toBe(false);
    expect(holds(`buyer.team not contains all ["boss@x.com", "z@x.com"]`, f)).toBe(true);
  });

  it("role, payment method, country; a missing country equals no code", () => {
    const admin = facts({ buyer: { role: "Company Administrator" }, order: { paymentMethod: "purchaseorder", shipToCountry: "NZ" } });
    expect(holds(`buyer.role == "Company Administrator"`, admin)).toBe(true);
    expect(holds(`buyer.role == "company administrator"`, admin)).toBe(true);
    expect(holds(`buyer.role in ["Buyer", "Senior Buyer"]`, admin)).toBe(false);
    expect(holds(`buyer.role != "Buyer"`, admin)).toBe(true);
    expect(holds(`order.paymentMethod contains "order"`, admin)).toBe(true);
    expect(holds(`order.paymentMethod == "checkmo"`, admin)).toBe(false);
    expect(holds(`order.shipTo.country in ["AU", "NZ"]`, admin)).toBe(true);
    const nowhere = facts({ order: { shipToCountry: null } });
    expect(holds(`order.shipTo.country == "AU"`, nowhere)).toBe(false);
    expect(holds(`order.shipTo.country in ["AU"]`, nowhere)).toBe(false);
    expect(holds(`order.shipTo.country != "AU"`, nowhere)).toBe(true);
  });

  it("counts: distinct SKUs and units", () => {
    const f = facts({ order: { skus: 3, qty: 12 } });
    expect(holds("order.skus >= 3 and order.qty > 10", f)).toBe(true);
    expect(holds("order.qty * 0.5 == 6", f)).toBe(true);
    expect(holds("order.skus * 4 == order.qty", f)).toBe(true);
  });

  it("every rule that fires is returned, in priority order (ties as written); rules without `when` always fire", () => {
    const src = `
      approval "late" priority 20 when order.total > 10 then approve by admin
      approval "always" then approve by manager
      approval "early" priority -1 when order.total > 10 then approve by role "Senior Buyer"
      approval "never" priority 5 when order.total > 1000000 then approve by admin
      approval "also 20" priority 20 when order.qty >= 0 then approve by admin`;
    expect(fired(src, facts({ order: { total: "11" } }))).toEqual(["early", "always", "late", "also 20"]);
    expect(fired(src, facts({ order: { total: "10" } }))).toEqual(["always", "also 20"]);
  });

  it("explain says per rule what it read and how each condition came out", () => {
    const rules = rulesOf(`
      approval "Big" when buyer.spent(30 days) + order.total > 5000 or order.lines.any(price > 100) then approve by admin
      approval "Role" when buyer.role == "Buyer" and not order.paymentMethod == "checkmo" then approve by manager
      approval "Any" then approve by admin`);
    const f = facts({ order: { total: "1000.005", lines: [line("A", 10), line("B", 101)] }, buyer: { spent: { "30d": "3999.995" } } });
    const ex = explainApproval(rules, f);
    expect(ex.map((e) => [e.rule, e.fired])).toEqual([
      ["Big", true],
      ["Role", false],
      ["Any", true],
    ]);
    expect(ex[0]!.why).toEqual([
      "any of these are true: true",
      "  buyer.spent(30 days) + order.total > 5000: false (order.total = 1000.005, buyer.spent(30 days) = 3999.995, buyer.spent(30 days) + order.total = 5000)",
      `  order.lines.any(price > 100): true (line 2, sku "B", matches)`,
    ]);
    expect(ex[1]!.why).toEqual([
      "all of these are true: false",
      `  buyer.role == "Buyer": true (buyer.role = "Buyer")`,
      "  all of these are false: false",
      `    order.paymentMethod == "checkmo": true (order.paymentMethod = "checkmo")`,
    ]);
    expect(ex[2]!.why).toEqual(["no condition: every order"]);
  });

  it("the generated function and the closures agree on every generated rule set and order", () => {
    fc.assert(
      fc.property(approvalRuleSetArb, fc.array(factsArb, { minLength: 1, maxLength: 4 }), (rules, orders) => {
        const gen = approvalRuleSet(rules);
        const clo = closureApprovalRuleSet(rules);
        for (const f of orders) {
          const a = gen.evaluate(f).map((r) => r.name);
          expect(clo.evaluate(f).map((r) => r.name)).toEqual(a);
          expect(
            explainApproval(rules, f)
              .filter((e) => e.fired)
              .map((e) => e.rule),
          ).toEqual(a);
        }
      }),
      { numRuns: 300 },
    );
  });
});
