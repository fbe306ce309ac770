/**
 * The Magento/Maho catalog condition tree: types, import (normalisation, aliases, clear errors) and the
 * compiler from the DSL's AST.
 */
import type { Expr, Literal, TreeOperator } from "./ast.ts";

export const COMBINE = "catalog/rule_condition_combine";
export const PRODUCT = "catalog/rule_condition_product";
const COMBINE_ALIASES = new Set([COMBINE, "catalogrule/rule_condition_combine", "salesrule/rule_condition_combine"]);
const PRODUCT_ALIASES = new Set([PRODUCT, "catalogrule/rule_condition_product", "salesrule/rule_condition_product"]);

export interface CombineNode {
  type: typeof COMBINE;
  aggregator: "all" | "any";
  value: "1" | "0";
  conditions: TreeNode[];
}
export interface ProductNode {
  type: typeof PRODUCT;
  attribute: string;
  operator: TreeOperator;
  value: string;
}
export type TreeNode = CombineNode | ProductNode;

export const OPERATORS: TreeOperator[] = ["==", "!=", ">=", "<=", ">", "<", "{}", "!{}", "()", "!()", "[]", "![]"];
export const LIST_OPERATORS = new Set<TreeOperator>(["()", "!()", "[]", "![]"]);
export const NEGATED: Partial<Record<TreeOperator, TreeOperator>> = { "!=": "==", "!{}": "{}", "!()": "()", "![]": "[]" };

/** the DSL's field -> the tree's attribute code */
export const FIELD_ATTRIBUTE = { sku: "sku", category: "category_ids", price: "price", type: "type_id", attribute_set: "attribute_set_id" } as const;
export const ATTRIBUTE_FIELD: Record<string, string> = {
  sku: "sku",
  category_ids: "category",
  price: "price",
  type_id: "type",
  attribute_set_id: "attribute_set",
};

export const emptyTree = (): CombineNode => ({ type: COMBINE, aggregator: "all", value: "1", conditions: [] });

/**
 * The tree's value when it does not depend on the product (true: it matches every product), else null.
 * Only combine structure is simplified (an empty combine is true; "all ... are false" over constant children,
 * ...); a product condition counts as product-dependent. Recursion is bounded by MAX_DEPTH (checked on import).
 */
export function constantValue(n: TreeNode): boolean | null {
  if (n.type !== COMBINE) return null;
  const want = n.value === "1";
  let unknown = false;
  for (const c of n.conditions) {
    const v = constantValue(c);
    if (v === null) unknown = true;
    else if (n.aggregator === "all" && v !== want) return false;
    else if (n.aggregator === "any" && v === want) return true;
  }
  if (unknown) return null;
  // no children, or every child constant: all -> each matched what it wants; any -> none did (but empty is true)
  return n.aggregator === "all" || n.conditions.length === 0;
}

/**
 * How deeply conditions may nest: combine nodes on one path from the root (the root counts), and in the
 * DSL parentheses (those of all(...)/any(...) included) and `not`s. The parser, the importer, the printer
 * and the compilers all recurse over the tree; the limit keeps them far from the stack's end (the parser
 * ran out at about 340 parentheses, V8 at 1,000-3,000 nested expressions in generated code) and is checked
 * before any recursion, so deeper input is refused with "nested too deeply", never a stack overflow.
 */
export const MAX_DEPTH = 100;

/** the path ("1--2--1") of the first combine node deeper than MAX_DEPTH, or null; iterative */
export function depthExceeded(root: TreeNode): string | null {
  const stack: [TreeNode, number, string][] = [[root, 1, "1"]];
  while (stack.length) {
    const [n, depth, path] = stack.pop()!;
    if (n.type !== COMBINE) continue;
    if (depth > MAX_DEPTH) return path;
    for (let i = n.conditions.length - 1; i >= 0; i--) stack.push([n.conditions[i]!, depth + 1, `${path}--${i + 1}`]);
  }
  return null;
}

/** a tree nested more deeply than MAX_DEPTH, given to the compiler or the printer */
export class TreeDepthError extends Error {
  constructor(
    readonly path: string,
    readonly rule?: string,
  ) {
    super(`conditions nested too deeply: more than ${MAX_DEPTH} levels (${rule === undefined ? "" : `rule ${JSON.stringify(rule)}, `}at ${path})`);
    this.name = "TreeDepthError";
  }
}

/** throws TreeDepthError when the tree nests more deeply than MAX_DEPTH */
export function assertDepth(root: TreeNode, rule?: string): void {
  const path = depthExceeded(root);
  if (path !== null) throw new TreeDepthError(path, rule);
}

/** a list value as the tree stores it: comma-separated, or a JSON array when an item holds a separator */
export function listValue(items: string[]): string {
  return items.some((i) => /[,;]/.test(i) || i !== i.trim() || i === "" || i.startsWith("[")) ? JSON.stringify(items) : items.join(", ");
}

/** list items of a stored value: a JSON array, or comma/semicolon separated */
export function splitList(v: string): string[] {
  const t = v.trim();
  if (t.startsWith("[")) {
    try {
      const arr = JSON.parse(t) as unknown;
      if (Array.isArray(arr)) return arr.map((x) => String(x));
    } catch {
      /* not JSON: split below */
    }
  }
  return t === ""
    ? []
    : t
        .split(/[,;]/)
        .map((s) => s.trim())
        .filter((s) => s !== "");
}

/** a literal as the tree stores it: numbers keep the text they were written with (`007`, `100.50`) */
export function literalText(l: Literal): string {
  switch (l.kind) {
    case "string":
    case "date":
      return l.value;
    case "number":
      return l.raw;
    case "boolean":
      return l.value ? "1" : "0";
    case "list":
      return listValue(l.items.map(literalText));
  }
}

/** AST expression -> tree node (comparisons become leaves, chains and functions combines) */
export function exprToTree(e: Expr): TreeNode {
  if (e.kind === "compare") {
    const attribute = e.field.kind === "attr" ? e.field.code : FIELD_ATTRIBUTE[e.field.kind];
    return { type: PRODUCT, attribute, operator: e.op, value: literalText(e.value) };
  }
  return { type: COMBINE, aggregator: e.aggregator, value: e.expect ? "1" : "0", conditions: e.children.map(exprToTree) };
}

/** the root of a rule's tree: a combine as written, or the expression wrapped in all(...) */
export function whenToTree(e: Expr | null): CombineNode {
  if (!e) return emptyTree();
  const t = exprToTree(e);
  return t.type === COMBINE ? t : { ...emptyTree(), conditions: [t] };
}

export class TreeImportError extends Error {
  constructor(
    message: string,
    readonly path: string,
  ) {
    super(`${message} (at ${path})`);
    this.name = "TreeImportError";
  }
}

/**
 * Loads a tree from Magento/Maho JSON (or the admin builder): accepts the catalogrule alias, the flat
 * `conditions` arrays the admin form posts, string or array values; refuses unknown node types and
 * operators with the path of the node (the reference implementation skips them silently).
 */
export function importTree(input: unknown, path = "1"): CombineNode {
  const node = importNode(typeof input === "string" ? parseJson(input) : input, path, 1);
  if (node.type !== COMBINE) return { ...emptyTree(), conditions: [node] };
  return node;
}

function parseJson(s: string): unknown {
  try {
    return JSON.parse(s);
  } catch (e) {
    throw new TreeImportError(`not valid JSON: ${(e as Error).message}`, "1");
  }
}

function importNode(n: unknown, path: string, depth: number): TreeNode {
  if (!n || typeof n !== "object" || Array.isArray(n)) throw new TreeImportError("a condition must be an object", path);
  const o = n as Record<string, unknown>;
  const type = String(o.type ?? "");
  if (COMBINE_ALIASES.has(type)) {
    const aggregator = String(o.aggregator ?? "all");
    if (aggregator !== "all" && aggregator !== "any") throw new TreeImportError(`unknown aggregator "${aggregator}" (all or any)`, path);
    const value = String(o.value ?? "1");
    if (value !== "1" && value !== "0") throw new TreeImportError(`combine value must be "1" or "0", got "${value}"`, path);
    const children = o.conditions ?? [];
    if (!Array.isArray(children)) throw new TreeImportError("conditions must be an array", path);
    // checked before recursing: a deeper tree is refused, it never exhausts the stack
    if (depth > MAX_DEPTH) throw new TreeImportError(`conditions nested too deeply: more than ${MAX_DEPTH} levels`, path);
    return { type: COMBINE, aggregator, value, conditions: children.map((c, i) => importNode(c, `${path}--${i + 1}`, depth + 1)) };
  }
  if (PRODUCT_ALIASES.has(type)) {
    const attribute = String(o.attribute ?? "");
    if (!attribute) throw new TreeImportError("a product condition needs an attribute", path);
    const operator = String(o.operator ?? "==") as TreeOperator;
    if (!OPERATORS.includes(operator)) throw new TreeImportError(`unknown operator "${operator}"`, path);
    const raw = o.value;
    let value: string;
    if (Array.isArray(raw)) value = listValue(raw.map(String));
    else if (raw === null || raw === undefined) value = "";
    else if (typeof raw === "object") throw new TreeImportError("a condition value must be a string, number or array", path);
    else value = String(raw);
    // canonical list spelling, so that equal conditions compare equal
    if (LIST_OPERATORS.has(operator) || attribute === "category_ids") value = listValue(splitList(value));
    return { type: PRODUCT, attribute, operator, value };
  }
  throw new TreeImportError(`unknown condition type "${type}"`, path);
}
