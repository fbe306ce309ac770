/** fast-check generators for approval rules (trees as the compiler makes them) and order facts. */
import fc from "fast-check";
import type { ApprovalRule, ApprovalStep } from "../src/approval-rules.ts";
import {
  AMOUNT_CONDITION,
  APPROVAL_COMBINE,
  BUYER_CONDITION,
  LINES_FOUND,
  ORDER_CONDITION,
  type Amount,
  type AmountAttribute,
  type ApprovalCombineNode,
  type ApprovalTreeNode,
} from "../src/approval-tree.ts";
import type { OrderFacts } from "../src/approval-eval.ts";
import { COMBINE, PRODUCT, listValue, type TreeNode } from "../src/tree.ts";
import type { TreeOperator } from "../src/ast.ts";
import { productArb } from "./arbitraries.ts";

const FACTS: AmountAttribute[] = ["base_grand_total", "base_subtotal", "base_shipping_amount", "items_count", "total_qty"];
const WINDOWS = ["30d", "1d", "366d", "month", "quarter"];
const decimalText = fc.constantFrom(
  "0",
  "1000",
  "1000.00",
  "1000.005",
  "0.1",
  "0.2",
  "0.3",
  "-5",
  "5000",
  "99.99",
  "007",
  ".5",
  "123456789012345678901234567890",
);

export const amountArb: fc.Arbitrary<Amount> = fc.letrec<{ amount: Amount }>((tie) => ({
  amount: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    decimalText.map((value) => ({ kind: "number" as const, value })),
    fc.constantFrom(...FACTS).map((attribute) => ({ kind: "fact" as const, attribute })),
    fc.constantFrom(...WINDOWS).map((window) => ({ kind: "spent" as const, window })),
    fc
      .array(tie("amount"), { minLength: 2, maxLength: 3 })
      .chain((terms) =>
        fc
          .array(fc.constantFrom("+" as const, "-" as const), { minLength: terms.length - 1, maxLength: terms.length - 1 })
          .map((ops) => ({ kind: "add" as const, terms, ops })),
      ),
    fc.array(tie("amount"), { minLength: 2, maxLength: 3 }).map((factors) => ({ kind: "multiply" as const, factors })),
    tie("amount").map((amount) => ({ kind: "negate" as const, amount })),
  ),
})).amount;

const amountOp = fc.constantFrom("==" as const, "!=" as const, ">=" as const, "<=" as const, ">" as const, "<" as const);
const texts = fc.constantFrom("checkmo", "Purchase Order", "banktransfer", 'x"y', "</script>");
const emails = fc.constantFrom("me@x.com", "Lead@X.com", "boss@x.com", "other@y.com");
const list = <T>(a: fc.Arbitrary<T>) => fc.uniqueArray(a, { minLength: 1, maxLength: 3 });

const productLeaf: fc.Arbitrary<TreeNode> = fc.oneof(
  fc.constantFrom("A", "WH-1", "b").map((v) => ({ type: PRODUCT as typeof PRODUCT, attribute: "sku", operator: "==" as TreeOperator, value: v })),
  fc.constantFrom("10", "100", "99.5").map((v) => ({ type: PRODUCT as typeof PRODUCT, attribute: "price", operator: ">" as TreeOperator, value: v })),
  list(fc.constantFrom("3", "12", "15")).map((ids) => ({
    type: PRODUCT as typeof PRODUCT,
    attribute: "category_ids",
    operator: "()" as TreeOperator,
    value: listValue(ids),
  })),
);

const leafArb: fc.Arbitrary<ApprovalTreeNode> = fc.oneof(
  fc
    .record({ op: amountOp, fact: fc.constantFrom(...FACTS), value: decimalText })
    .map(({ op, fact, value }): ApprovalTreeNode => ({ type: ORDER_CONDITION as typeof ORDER_CONDITION, attribute: fact, operator: op, value })),
  fc.record({ fact: fc.constantFrom(...FACTS), values: list(decimalText), negate: fc.boolean() }).map(
    ({ fact, values, negate }): ApprovalTreeNode => ({
      type: ORDER_CONDITION as typeof ORDER_CONDITION,
      attribute: fact,
      operator: (negate ? "!()" : "()") as TreeOperator,
      value: listValue(values),
    }),
  ),
  fc
    .record({ op: fc.constantFrom<TreeOperator>("==", "!=", "{}", "!{}"), v: texts })
    .map(({ op, v }): ApprovalTreeNode => ({ type: ORDER_CONDITION as typeof ORDER_CONDITION, attribute: "payment_method", operator: op, value: v })),
  fc
    .record({ op: fc.constantFrom<TreeOperator>("==", "!="), v: fc.constantFrom("AU", "NZ", "us") })
    .map(({ op, v }): ApprovalTreeNode => ({ type: ORDER_CONDITION as typeof ORDER_CONDITION, attribute: "country_id", operator: op, value: v })),
  fc
    .record({ op: fc.constantFrom<TreeOperator>("==", "!=", "{}"), v: fc.constantFrom("Buyer", "Company Administrator", "senior") })
    .map(({ op, v }): ApprovalTreeNode => ({ type: BUYER_CONDITION as typeof BUYER_CONDITION, attribute: "role", operator: op, value: v })),
  fc
    .record({ op: fc.constantFrom<TreeOperator>("{}", "!{}"), v: emails })
    .map(({ op, v }): ApprovalTreeNode => ({ type: BUYER_CONDITION as typeof BUYER_CONDITION, attribute: "team", operator: op, value: v })),
  fc
    .record({ op: fc.constantFrom<TreeOperator>("()", "[]", "![]"), v: list(emails) })
    .map(({ op, v }): ApprovalTreeNode => ({ type: BUYER_CONDITION as typeof BUYER_CONDITION, attribute: "team", operator: op, value: listValue(v) })),
  fc
    .record({ op: amountOp, left: amountArb, right: amountArb })
    .map(({ op, left, right }): ApprovalTreeNode => ({ type: AMOUNT_CONDITION as typeof AMOUNT_CONDITION, operator: op, left, right })),
  fc
    .record({ aggregator: fc.constantFrom("all" as const, "any" as const), conditions: fc.array(productLeaf, { minLength: 1, maxLength: 3 }) })
    .map(({ aggregator, conditions }): ApprovalTreeNode => ({ type: LINES_FOUND as typeof LINES_FOUND, aggregator, value: "1" as const, conditions })),
);

export const approvalTreeArb: fc.Arbitrary<ApprovalCombineNode> = fc.letrec<{ node: ApprovalTreeNode; combine: ApprovalCombineNode }>((tie) => ({
  node: fc.oneof({ depthSize: "small", withCrossShrink: true }, leafArb, tie("combine")),
  combine: fc.record({
    type: fc.constant(APPROVAL_COMBINE),
    aggregator: fc.constantFrom("all" as const, "any" as const),
    value: fc.constantFrom("1" as const, "0" as const),
    conditions: fc.array(tie("node"), { minLength: 1, maxLength: 3 }),
  }),
})).combine;

const stepArb: fc.Arbitrary<ApprovalStep> = fc.oneof(
  fc
    .record({ role: fc.constantFrom("Senior Buyer", "Buyer", 'Q"A'), count: fc.integer({ min: 1, max: 5 }) })
    .map(({ role, count }) => ({ kind: "role" as const, role, count })),
  fc.constant({ kind: "manager" as const, count: 1 }),
  fc.constant({ kind: "admin" as const, count: 1 }),
);

export const approvalRuleArb = (name: string): fc.Arbitrary<ApprovalRule> =>
  fc.record({
    name: fc.constant(name),
    priority: fc.integer({ min: -5, max: 20 }),
    condition: fc.option(approvalTreeArb, { nil: null }),
    steps: fc.uniqueArray(stepArb, { minLength: 1, maxLength: 3, selector: (s) => `${s.kind}:${s.role ?? ""}` }),
  });

export const approvalRuleSetArb = fc
  .integer({ min: 1, max: 4 })
  .chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => approvalRuleArb(`rule ${i + 1}`))));

const money = fc.constantFrom("0", "0.1", "0.2", "0.3", "999.99", "1000", "1000.00", "1000.005", "4000", "5000", "12.5", "-3");

export const factsArb: fc.Arbitrary<OrderFacts> = fc.record({
  order: fc.record({
    total: money,
    subtotal: money,
    shipping: money,
    skus: fc.integer({ min: 0, max: 10 }),
    qty: fc.integer({ min: 0, max: 50 }),
    lines: fc.array(productArb, { maxLength: 3 }),
    paymentMethod: texts,
    shipToCountry: fc.option(fc.constantFrom("AU", "NZ", "US"), { nil: null }),
  }),
  buyer: fc.record({
    role: fc.constantFrom("Buyer", "Company Administrator", "Senior Buyer"),
    team: fc.uniqueArray(emails, { maxLength: 3 }),
    spent: fc.record({ "30d": money, "1d": money, "366d": money, month: money, quarter: money }),
  }),
});

export { COMBINE };
