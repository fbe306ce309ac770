/**
 * Approval rules back to the language: parse(print(rule)) gives the rule back (a number keeps its text, a
 * chain of + and - stays one node, brackets only where the tree nests).
 */
import { OPERATOR_WORD } from "./ast.ts";
import type { ApprovalRule, ApprovalStep } from "./approval-rules.ts";
import {
  AMOUNT_CONDITION,
  APPROVAL_COMBINE,
  approvalDepthExceeded,
  BUYER_CONDITION,
  LINES_FOUND,
  ORDER_AMOUNTS,
  ORDER_CONDITION,
  parseSpendWindowKey,
  type Amount,
  type ApprovalCombineNode,
  type ApprovalTreeNode,
} from "./approval-tree.ts";
import type { CatalogDescription } from "./catalog.ts";
import { printWhen } from "./printer.ts";
import { COMBINE, LIST_OPERATORS, splitList, TreeDepthError } from "./tree.ts";

const AMOUNT_FIELD: Record<string, string> = Object.fromEntries(Object.entries(ORDER_AMOUNTS).map(([k, v]) => [v, `order.${k}`]));
const ORDER_FIELD: Record<string, string> = { ...AMOUNT_FIELD, payment_method: "order.paymentMethod", country_id: "order.shipTo.country" };

/** a window key as the language writes it: `30 days`, `1 day`, `month`, `quarter` */
export function windowWords(key: string): string {
  const w = parseSpendWindowKey(key);
  if (!w) throw new Error(`unknown spending window ${JSON.stringify(key)}`);
  return w.kind === "days" ? `${w.days} ${w.days === 1 ? "day" : "days"}` : w.kind;
}

export function printAmount(a: Amount): string {
  switch (a.kind) {
    case "number":
      return a.value;
    case "fact":
      return AMOUNT_FIELD[a.attribute]!;
    case "spent":
      return `buyer.spent(${windowWords(a.window)})`;
    case "add":
      return a.terms.map((t, i) => (i ? ` ${a.ops[i - 1]} ` : "") + (t.kind === "add" ? `(${printAmount(t)})` : printAmount(t))).join("");
    case "multiply":
      return a.factors.map((f) => (f.kind === "add" || f.kind === "multiply" ? `(${printAmount(f)})` : printAmount(f))).join(" * ");
    case "negate":
      return `- ${a.amount.kind === "add" || a.amount.kind === "multiply" ? `(${printAmount(a.amount)})` : printAmount(a.amount)}`;
  }
}

function values(op: keyof typeof OPERATOR_WORD, v: string, quote: boolean): string {
  const one = (x: string) => (quote ? JSON.stringify(x) : x);
  return LIST_OPERATORS.has(op) ? `[${splitList(v).map(one).join(", ")}]` : one(v);
}

function print(n: ApprovalTreeNode, catalog: CatalogDescription): string {
  switch (n.type) {
    case ORDER_CONDITION:
      return `${ORDER_FIELD[n.attribute]} ${OPERATOR_WORD[n.operator]} ${values(n.operator, n.value, !Object.hasOwn(AMOUNT_FIELD, n.attribute))}`;
    case BUYER_CONDITION:
      return `buyer.${n.attribute} ${OPERATOR_WORD[n.operator]} ${values(n.operator, n.value, true)}`;
    case AMOUNT_CONDITION:
      return `${printAmount(n.left)} ${n.operator} ${printAmount(n.right)}`;
    case LINES_FOUND:
      return `order.lines.any(${printWhen({ type: COMBINE, aggregator: n.aggregator, value: "1", conditions: n.conditions }, catalog)})`;
    case APPROVAL_COMBINE: {
      const inner = n.conditions.map((c) => print(c, catalog));
      if (n.value === "0") {
        if (n.aggregator === "all" && inner.length === 1 && !/^(?:all|any)\(/.test(inner[0]!)) return `not ${inner[0]}`;
        return `not ${n.aggregator === "all" ? "any" : "all"}(${inner.join(", ")})`;
      }
      if (inner.length >= 2) return `(${inner.join(n.aggregator === "all" ? " and " : " or ")})`;
      return `${n.aggregator}(${inner.join(", ")})`;
    }
  }
}

function assertApprovalDepth(n: ApprovalTreeNode, rule?: string) {
  const path = approvalDepthExceeded(n);
  if (path !== null) throw new TreeDepthError(path, rule);
}

/** one condition as text (a leaf: its comparison); TreeDepthError past MAX_DEPTH */
export function printApprovalNode(n: ApprovalTreeNode, catalog: CatalogDescription = {}): string {
  assertApprovalDepth(n);
  return print(n, catalog);
}

/** the `when` text of a rule's root, or null for no condition (every order) */
export function printApprovalWhen(root: ApprovalCombineNode | null, catalog: CatalogDescription = {}): string | null {
  if (!root) return null;
  assertApprovalDepth(root);
  if (root.aggregator === "all" && root.value === "1") {
    // an empty root would print as nothing, which parses as "every order": so it does (all of nothing holds)
    if (root.conditions.length === 0) return null;
    if (root.conditions.length === 1) {
      const only = root.conditions[0]!;
      return only.type === APPROVAL_COMBINE ? `all(${print(only, catalog)})` : print(only, catalog);
    }
    return root.conditions.map((c) => print(c, catalog)).join(" and ");
  }
  return print(root, catalog);
}

export function printStep(s: ApprovalStep): string {
  if (s.kind !== "role") return `approve by ${s.kind}`;
  return `approve by role ${JSON.stringify(s.role ?? "")}${s.count !== 1 ? ` count ${s.count}` : ""}`;
}

export function printApprovalRule(rule: ApprovalRule, catalog: CatalogDescription = {}): string {
  const lines = [`approval ${JSON.stringify(rule.name)}${rule.priority ? ` priority ${rule.priority}` : ""}`];
  const when = printApprovalWhen(rule.condition, catalog);
  if (when) lines.push(`  when ${when}`);
  lines.push(`  then ${rule.steps.map(printStep).join(", ")}`);
  return lines.join("\n");
}
