/**
 * Prints condition trees and rules back to the DSL: parse(print(tree)) gives the same tree, and the text
 * checks as cleanly as the tree allows (numbers stay numbers, booleans print as true/false when the
 * catalogue says the attribute is one).
 */
import { KEYWORDS } from "./lexer.ts";
import { assertDepth, ATTRIBUTE_FIELD, COMBINE, LIST_OPERATORS, splitList, type CombineNode, type TreeNode } from "./tree.ts";
import { parseDate } from "./semantics.ts";
import { OPERATOR_WORD, type TreeOperator } from "./ast.ts";
import type { CatalogDescription } from "./checker.ts";

const NAME_RE = /^[A-Za-z_][A-Za-z0-9_-]*$/;
/** exactly the DSL's number token: a number literal keeps its text, so "100.50" and "007" print bare */
const NUMBER_RE = /^-?(?:\d+(?:\.\d+)?|\.\d+)$/;

function scalar(v: string): string {
  if (NUMBER_RE.test(v)) return v;
  // a date literal only when it is one (2025-02-30 would not check); dates with a time are strings
  if (/^\d{4}-\d{2}-\d{2}$/.test(v) && parseDate(v) !== null) return v;
  // other numeric text ("1e3", " 7") stays a string: the checker takes numeric strings for numbers
  return JSON.stringify(v);
}

function valueText(attribute: string, op: TreeOperator, v: string, catalog: CatalogDescription): string {
  // lists: list operators always; category conditions when they name several categories
  if (LIST_OPERATORS.has(op) || (attribute === "category_ids" && splitList(v).length !== 1)) return `[${splitList(v).map(scalar).join(", ")}]`;
  if (attribute === "category_ids") return scalar(splitList(v)[0]!);
  // booleans are stored as 1/0: true/false when the catalogue knows the attribute as a boolean
  if ((v === "1" || v === "0") && catalog.attributes && Object.hasOwn(catalog.attributes, attribute) && catalog.attributes[attribute]!.type === "boolean")
    return v === "1" ? "true" : "false";
  return scalar(v);
}

function field(attribute: string): string {
  if (Object.hasOwn(ATTRIBUTE_FIELD, attribute)) return ATTRIBUTE_FIELD[attribute]!;
  if (!NAME_RE.test(attribute)) throw new Error(`attribute code ${JSON.stringify(attribute)} cannot be written in the DSL`);
  return `attr.${attribute}`;
}

/** a node as DSL text; a tree nested more than MAX_DEPTH levels throws TreeDepthError (the parser would refuse it) */
export function printNode(n: TreeNode, catalog: CatalogDescription = {}): string {
  assertDepth(n);
  return print(n, catalog);
}

function print(n: TreeNode, catalog: CatalogDescription): string {
  if (n.type !== COMBINE) return `${field(n.attribute)} ${OPERATOR_WORD[n.operator]} ${valueText(n.attribute, n.operator, n.value, catalog)}`;
  const inner = n.conditions.map((c) => print(c, catalog));
  if (n.value === "0") {
    // all/0 with one child is `not X` (no brackets: a chain of nots stays flat), unless X is a function
    // form, which `not` would read as `not all(`/`not any(`
    if (n.aggregator === "all" && inner.length === 1 && !/^(?:all|any)\(/.test(inner[0]!)) return `not ${inner[0]}`;
    // all/0 "every child false" is not any(...); any/0 "some child false" is not all(...)
    return `not ${n.aggregator === "all" ? "any" : "all"}(${inner.join(", ")})`;
  }
  if (inner.length >= 2) return `(${inner.join(n.aggregator === "all" ? " and " : " or ")})`;
  return `${n.aggregator}(${inner.join(", ")})`;
}

/** the `when` text of a rule's root, or null for the empty tree (matches every product) */
export function printWhen(root: CombineNode, catalog: CatalogDescription = {}): string | null {
  assertDepth(root);
  if (root.aggregator === "all" && root.value === "1") {
    if (root.conditions.length === 0) return null;
    if (root.conditions.length === 1) {
      const only = root.conditions[0]!;
      return only.type === COMBINE ? `all(${print(only, catalog)})` : print(only, catalog);
    }
    return root.conditions.map((c) => print(c, catalog)).join(" and ");
  }
  return print(root, catalog);
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

/** a rule as DSL text; with the catalogue, boolean attributes print as true/false */
export function printRule(r: PrintableRule, catalog: CatalogDescription = {}): string {
  const lines = [`rule ${JSON.stringify(r.name)}${r.priority ? ` priority ${r.priority}` : ""}`];
  const scope: string[] = [];
  if (r.groups.length) scope.push(`groups [${r.groups.map(scopeItem).join(", ")}]`);
  if (r.stores.length) scope.push(`stores [${r.stores.map(scopeItem).join(", ")}]`);
  if (r.countries.length) scope.push(`countries [${r.countries.map(scopeItem).join(", ")}]`);
  if (scope.length) lines.push(`  for ${scope.join(" ")}`);
  const when = printWhen(r.conditions, catalog);
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
