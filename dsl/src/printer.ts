/** Prints condition trees and rules back to the DSL; parse(print(tree)) gives the same tree. */
import { KEYWORDS } from "./lexer.ts";
import { assertDepth, ATTRIBUTE_FIELD, COMBINE, LIST_OPERATORS, splitList, type CombineNode, type TreeNode } from "./tree.ts";
import type { TreeOperator } from "./ast.ts";

const OP_TEXT: Record<TreeOperator, string> = {
  "==": "==", "!=": "!=", ">=": ">=", "<=": "<=", ">": ">", "<": "<",
  "{}": "contains", "!{}": "not contains", "()": "in", "!()": "not in", "[]": "contains all", "![]": "not contains all",
};

const NAME_RE = /^[A-Za-z_][A-Za-z0-9_-]*$/;

function scalar(v: string): string {
  // a number only when it reads back as the same text ("100.50" stays a string)
  if (/^-?\d+(\.\d+)?$/.test(v) && String(Number(v)) === v) return v;
  if (/^\d{4}-\d{2}-\d{2}$/.test(v)) return v;
  return JSON.stringify(v);
}

function valueText(attribute: string, op: TreeOperator, v: string): string {
  // lists: list operators always; category conditions when they name several categories
  if (LIST_OPERATORS.has(op) || (attribute === "category_ids" && splitList(v).length !== 1)) return `[${splitList(v).map(scalar).join(", ")}]`;
  if (attribute === "category_ids") return scalar(splitList(v)[0]!);
  return scalar(v);
}

function field(attribute: string): string {
  if (Object.hasOwn(ATTRIBUTE_FIELD, attribute)) return ATTRIBUTE_FIELD[attribute]!;
  if (!NAME_RE.test(attribute)) throw new Error(`attribute code ${JSON.stringify(attribute)} cannot be written in the DSL`);
  return `attr.${attribute}`;
}

/** a node as DSL text; a tree nested more than MAX_DEPTH levels throws TreeDepthError (the parser would refuse it) */
export function printNode(n: TreeNode): string {
  assertDepth(n);
  return print(n);
}

function print(n: TreeNode): string {
  if (n.type !== COMBINE) return `${field(n.attribute)} ${OP_TEXT[n.operator]} ${valueText(n.attribute, n.operator, n.value)}`;
  const inner = n.conditions.map(print);
  // all/0 "every child false" is not any(...); any/0 "some child false" is not all(...)
  if (n.value === "0") return `not ${n.aggregator === "all" ? "any" : "all"}(${inner.join(", ")})`;
  if (inner.length >= 2) return `(${inner.join(n.aggregator === "all" ? " and " : " or ")})`;
  return `${n.aggregator}(${inner.join(", ")})`;
}

/** the `when` text of a rule's root, or null for the empty tree (matches every product) */
export function printWhen(root: CombineNode): string | null {
  assertDepth(root);
  if (root.aggregator === "all" && root.value === "1") {
    if (root.conditions.length === 0) return null;
    if (root.conditions.length === 1) {
      const only = root.conditions[0]!;
      return only.type === COMBINE ? `all(${print(only)})` : print(only);
    }
    return root.conditions.map(print).join(" and ");
  }
  return print(root);
}

export interface PrintableRule {
  name: string;
  priority: number;
  groups: (string | number)[];
  stores: (string | number)[];
  countries: string[];
  conditions: CombineNode;
  actions: { hideListing: boolean; hidePrice: boolean; blockPurchase: boolean; redirect: string | null };
  enforce: "visibility" | "checkout" | "both";
  message: string | null;
}

const scopeItem = (v: string | number) => (typeof v === "number" ? String(v) : NAME_RE.test(v) && !KEYWORDS.includes(v) ? v : JSON.stringify(v));

export function printRule(r: PrintableRule): string {
  const lines = [`rule ${JSON.stringify(r.name)}${r.priority ? ` priority ${r.priority}` : ""}`];
  const scope: string[] = [];
  if (r.groups.length) scope.push(`groups [${r.groups.map(scopeItem).join(", ")}]`);
  if (r.stores.length) scope.push(`stores [${r.stores.map(scopeItem).join(", ")}]`);
  if (r.countries.length) scope.push(`countries [${r.countries.map(scopeItem).join(", ")}]`);
  if (scope.length) lines.push(`  for ${scope.join(" ")}`);
  const when = printWhen(r.conditions);
  if (when) lines.push(`  when ${when}`);
  const actions: string[] = [];
  if (r.actions.hideListing) actions.push("hide_listing");
  if (r.actions.hidePrice) actions.push("hide_price");
  if (r.actions.blockPurchase) actions.push("block_purchase");
  if (r.actions.redirect) actions.push(`redirect ${JSON.stringify(r.actions.redirect)}`);
  lines.push(`  then ${actions.join(", ")}`);
  if (r.enforce !== "both") lines.push(`  enforce ${r.enforce}`);
  if (r.message !== null) lines.push(`  message ${JSON.stringify(r.message)}`);
  return lines.join("\n");
}
