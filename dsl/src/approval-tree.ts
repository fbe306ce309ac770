/**
 * The condition tree of approval rules, after Magento's sales-rule tree where it has a node for the thing:
 * `salesrule/rule_condition_combine` (all/any, "1"/"0", as catalog combines), `salesrule/rule_condition_address`
 * for the order's attributes (base_subtotal, total_qty, payment_method, country_id, and the quote's
 * base_grand_total, base_shipping_amount, items_count), `salesrule/rule_condition_product_found` for
 * `order.lines.any(...)` (its children are product conditions, the catalog tree of tree.ts). Own types for the
 * rest: `b2b/approval_condition_buyer` (role, team) and `b2b/approval_condition_amount` (arithmetic on amounts,
 * `left operator right`). importApprovalTree validates stored JSON and refuses bad trees with the node's path.
 */
import type { TreeOperator } from "./ast.ts";
import { COMBINE, importTree, listValue, MAX_DEPTH, OPERATORS, TreeImportError, type TreeNode } from "./tree.ts";

export const APPROVAL_COMBINE = "salesrule/rule_condition_combine";
export const ORDER_CONDITION = "salesrule/rule_condition_address";
export const LINES_FOUND = "salesrule/rule_condition_product_found";
export const BUYER_CONDITION = "b2b/approval_condition_buyer";
export const AMOUNT_CONDITION = "b2b/approval_condition_amount";

export type SpendWindow = { kind: "days"; days: number } | { kind: "month" } | { kind: "quarter" };
export const MAX_WINDOW_DAYS = 366;

/** "30d" | "month" | "quarter": the key of OrderFacts.buyer.spent */
export function spendWindowKey(w: SpendWindow): string {
  return w.kind === "days" ? `${w.days}d` : w.kind;
}

/** the window of a key, or null when the key is not one */
export function parseSpendWindowKey(key: string): SpendWindow | null {
  if (key === "month" || key === "quarter") return { kind: key };
  const m = /^([1-9]\d{0,2})d$/.exec(key);
  if (!m) return null;
  const days = Number(m[1]);
  return days <= MAX_WINDOW_DAYS ? { kind: "days", days } : null;
}

/** the order's amounts: DSL name -> tree attribute */
export const ORDER_AMOUNTS = {
  total: "base_grand_total",
  subtotal: "base_subtotal",
  shipping: "base_shipping_amount",
  skus: "items_count",
  qty: "total_qty",
} as const;
export type AmountAttribute = (typeof ORDER_AMOUNTS)[keyof typeof ORDER_AMOUNTS];
export const AMOUNT_ATTRIBUTES = new Set<string>(Object.values(ORDER_AMOUNTS));
export type OrderAttribute = AmountAttribute | "payment_method" | "country_id";

export type Amount =
  /** a decimal as written (`1000.00`, `-5`) */
  | { kind: "number"; value: string }
  | { kind: "fact"; attribute: AmountAttribute }
  /** buyer.spent(window), the window by its key */
  | { kind: "spent"; window: string }
  /** terms[0] ops[0] terms[1] ops[1] ...; a chain `a + b - c` is one node */
  | { kind: "add"; terms: Amount[]; ops: ("+" | "-")[] }
  | { kind: "multiply"; factors: Amount[] }
  | { kind: "negate"; amount: Amount };

export type AmountOperator = "==" | "!=" | ">=" | "<=" | ">" | "<";
export const AMOUNT_OPERATORS: AmountOperator[] = ["==", "!=", ">=", "<=", ">", "<"];

export interface ApprovalCombineNode {
  type: typeof APPROVAL_COMBINE;
  aggregator: "all" | "any";
  value: "1" | "0";
  conditions: ApprovalTreeNode[];
}
/** an order attribute against a value: amounts numerically (exact decimals), text and country as product text */
export interface OrderConditionNode {
  type: typeof ORDER_CONDITION;
  attribute: OrderAttribute;
  operator: TreeOperator;
  value: string;
}
/** "some line's product matches": the children as a catalog combine with this aggregator (value "1") */
export interface LinesFoundNode {
  type: typeof LINES_FOUND;
  aggregator: "all" | "any";
  value: "1";
  conditions: TreeNode[];
}
export interface BuyerConditionNode {
  type: typeof BUYER_CONDITION;
  attribute: "role" | "team";
  operator: TreeOperator;
  value: string;
}
export interface AmountConditionNode {
  type: typeof AMOUNT_CONDITION;
  operator: AmountOperator;
  left: Amount;
  right: Amount;
}
export type ApprovalTreeNode = ApprovalCombineNode | OrderConditionNode | LinesFoundNode | BuyerConditionNode | AmountConditionNode;

/** which operators each attribute takes (the checker's table, and the validator's) */
export const ORDER_OPERATORS: Record<OrderAttribute | "role" | "team", TreeOperator[]> = {
  base_grand_total: ["==", "!=", ">=", "<=", ">", "<", "()", "!()"],
  base_subtotal: ["==", "!=", ">=", "<=", ">", "<", "()", "!()"],
  base_shipping_amount: ["==", "!=", ">=", "<=", ">", "<", "()", "!()"],
  items_count: ["==", "!=", ">=", "<=", ">", "<", "()", "!()"],
  total_qty: ["==", "!=", ">=", "<=", ">", "<", "()", "!()"],
  payment_method: ["==", "!=", "{}", "!{}", "()", "!()"],
  country_id: ["==", "!=", "()", "!()"],
  role: ["==", "!=", "{}", "!{}", "()", "!()"],
  team: ["{}", "!{}", "()", "!()", "[]", "![]"],
};

/** a decimal as an amount literal is written: at most MAX_AMOUNT_DIGITS digits */
export const DECIMAL_RE = /^-?(?:\d+(?:\.\d+)?|\.\d+)$/;
export const MAX_AMOUNT_DIGITS = 30;
export const digitCount = (raw: string) => raw.replace(/[^0-9]/g, "").length;

function childrenOf(n: Record<string, unknown>): unknown[] {
  if (Array.isArray(n.conditions)) return n.conditions;
  if (n.type === AMOUNT_CONDITION) return [n.left, n.right];
  if (Array.isArray(n.terms)) return n.terms;
  if (Array.isArray(n.factors)) return n.factors;
  return n.kind === "negate" ? [n.amount] : [];
}

/**
 * the path of the first node with children (a combine, a line condition and its product combines, a comparison
 * of amounts, an operation on amounts) deeper than MAX_DEPTH, the root counted, or null; iterative
 */
export function approvalDepthExceeded(root: ApprovalTreeNode, rootDepth = 1, rootPath = "1"): string | null {
  const stack: [Record<string, unknown>, number, string][] = [[root as unknown as Record<string, unknown>, rootDepth, rootPath]];
  while (stack.length) {
    const [n, depth, path] = stack.pop()!;
    const kids = n && typeof n === "object" ? childrenOf(n) : [];
    if (!kids.length) continue;
    if (depth > MAX_DEPTH) return path;
    for (let i = kids.length - 1; i >= 0; i--) stack.push([kids[i] as Record<string, unknown>, depth + 1, `${path}--${i + 1}`]);
  }
  return null;
}

/**
 * Loads an approval condition tree from JSON (a string or a parsed value) and checks every node: types,
 * attributes, operators, values (amounts are decimals of at most 30 digits, windows keys spendWindowKey gives),
 * depth. Line conditions are product trees (importTree). Refuses what it does not know, with the node's path.
 * Loaded trees are in the compiler's canonical form, so that printing and parsing one gives it back: a Magento
 * "not found" (product_found with value "0") loads as `not` around the "found" node, an amount comparison of
 * one order amount with a number as the address condition.
 */
export function importApprovalTree(input: unknown): ApprovalCombineNode {
  let v = input;
  if (typeof v === "string") {
    try {
      v = JSON.parse(v);
    } catch (e) {
      throw new TreeImportError(`not valid JSON: ${(e as Error).message}`, "1");
    }
  }
  const n = node(v, "1", 1);
  return n.type === APPROVAL_COMBINE ? n : { type: APPROVAL_COMBINE, aggregator: "all", value: "1", conditions: [n] };
}

function obj(n: unknown, path: string): Record<string, unknown> {
  if (!n || typeof n !== "object" || Array.isArray(n)) throw new TreeImportError("a condition must be an object", path);
  return n as Record<string, unknown>;
}

function operatorOf(o: Record<string, unknown>, allowed: readonly TreeOperator[], what: string, path: string): TreeOperator {
  const op = String(o.operator ?? "") as TreeOperator;
  if (!OPERATORS.includes(op)) throw new TreeImportError(`unknown operator "${op}"`, path);
  if (!allowed.includes(op)) throw new TreeImportError(`operator "${op}" is not allowed for ${what}`, path);
  return op;
}

const LIST_OPS = new Set<TreeOperator>(["()", "!()", "[]", "![]"]);

function textValue(o: Record<string, unknown>, op: TreeOperator, path: string): string {
  const raw = o.value;
  if (Array.isArray(raw)) {
    if (!LIST_OPS.has(op)) throw new TreeImportError(`operator "${op}" compares with one value, not a list`, path);
    return listValue(raw.map(String));
  }
  if (typeof raw !== "string") throw new TreeImportError("the value must be a string", path);
  return raw;
}

function node(n: unknown, path: string, depth: number): ApprovalTreeNode {
  const o = obj(n, path);
  const type = String(o.type ?? "");
  switch (type) {
    case APPROVAL_COMBINE: {
      const aggregator = String(o.aggregator ?? "all");
      if (aggregator !== "all" && aggregator !== "any") throw new TreeImportError(`unknown aggregator "${aggregator}" (all or any)`, path);
      const value = String(o.value ?? "1");
      if (value !== "1" && value !== "0") throw new TreeImportError(`combine value must be "1" or "0", got "${value}"`, path);
      const kids = o.conditions ?? [];
      if (!Array.isArray(kids)) throw new TreeImportError("conditions must be an array", path);
      if (depth > MAX_DEPTH) throw new TreeImportError(`conditions nested too deeply: more than ${MAX_DEPTH} levels`, path);
      return { type, aggregator, value, conditions: kids.map((c, i) => node(c, `${path}--${i + 1}`, depth + 1)) };
    }
    case ORDER_CONDITION: {
      const attribute = String(o.attribute ?? "") as OrderAttribute;
      if (!Object.hasOwn(ORDER_OPERATORS, attribute) || attribute === ("role" as string) || attribute === ("team" as string))
        throw new TreeImportError(`unknown order attribute "${attribute}"`, path);
      const operator = operatorOf(o, ORDER_OPERATORS[attribute], attribute, path);
      let value = textValue(o, operator, path);
      if (AMOUNT_ATTRIBUTES.has(attribute)) {
        const items = LIST_OPS.has(operator) ? listItems(value) : [value];
        if (LIST_OPS.has(operator) && !items.length) throw new TreeImportError("an empty list matches nothing", path);
        for (const it of items) decimal(it, path);
        if (LIST_OPS.has(operator)) value = listValue(items);
      } else if (LIST_OPS.has(operator)) value = listValue(listItems(value));
      return { type, attribute, operator, value };
    }
    case BUYER_CONDITION: {
      const attribute = String(o.attribute ?? "");
      if (attribute !== "role" && attribute !== "team") throw new TreeImportError(`unknown buyer attribute "${attribute}" (role or team)`, path);
      const operator = operatorOf(o, ORDER_OPERATORS[attribute], attribute, path);
      let value = textValue(o, operator, path);
      if (LIST_OPS.has(operator)) value = listValue(listItems(value));
      return { type, attribute, operator, value };
    }
    case LINES_FOUND: {
      const aggregator = String(o.aggregator ?? "all");
      if (aggregator !== "all" && aggregator !== "any") throw new TreeImportError(`unknown aggregator "${aggregator}" (all or any)`, path);
      const value = String(o.value ?? "1");
      if (value !== "1" && value !== "0") throw new TreeImportError(`a line condition's value is "1" (found) or "0" (not found), got "${value}"`, path);
      const kids = o.conditions;
      if (!Array.isArray(kids) || !kids.length) throw new TreeImportError("a line condition needs at least one product condition", path);
      if (depth > MAX_DEPTH) throw new TreeImportError(`conditions nested too deeply: more than ${MAX_DEPTH} levels`, path);
      // the children as one catalog combine: importTree checks them (their depth counted from this node)
      const inner = importTree({ type: COMBINE, aggregator, value: "1", conditions: kids }, path);
      const found: LinesFoundNode = { type, aggregator, value: "1", conditions: inner.conditions };
      const deep = approvalDepthExceeded(found, depth, path);
      if (deep !== null) throw new TreeImportError(`conditions nested too deeply: more than ${MAX_DEPTH} levels`, deep);
      return value === "1" ? found : { type: APPROVAL_COMBINE, aggregator: "all", value: "0", conditions: [found] };
    }
    case AMOUNT_CONDITION: {
      const operator = String(o.operator ?? "") as AmountOperator;
      if (!AMOUNT_OPERATORS.includes(operator))
        throw new TreeImportError(`operator "${operator}" is not an amount comparison (${AMOUNT_OPERATORS.join(" ")})`, path);
      const left = amount(o.left, `${path}--left`, depth + 1);
      const right = amount(o.right, `${path}--right`, depth + 1);
      // one order amount against a number is Magento's address condition: the form the compiler gives it
      if (left.kind === "fact" && right.kind === "number") return { type: ORDER_CONDITION, attribute: left.attribute, operator, value: right.value };
      return { type, operator, left, right };
    }
    default:
      throw new TreeImportError(`unknown condition type "${type}"`, path);
  }
}

function listItems(v: string): string[] {
  const t = v.trim();
  if (t.startsWith("[")) {
    try {
      const arr = JSON.parse(t) as unknown;
      if (Array.isArray(arr)) return arr.map(String);
    } catch {
      /* comma-separated below */
    }
  }
  return t === ""
    ? []
    : t
        .split(/[,;]/)
        .map((s) => s.trim())
        .filter((s) => s !== "");
}

function decimal(v: unknown, path: string): string {
  if (typeof v !== "string" || !DECIMAL_RE.test(v))
    throw new TreeImportError(`an amount must be a decimal written as digits ("1000.00"), got ${JSON.stringify(v)}`, path);
  if (digitCount(v) > MAX_AMOUNT_DIGITS) throw new TreeImportError(`an amount has at most ${MAX_AMOUNT_DIGITS} digits`, path);
  return v;
}

function amount(n: unknown, path: string, depth: number): Amount {
  if (depth > MAX_DEPTH) throw new TreeImportError(`amounts nested too deeply: more than ${MAX_DEPTH} levels`, path);
  const o = obj(n, path);
  switch (o.kind) {
    case "number":
      return { kind: "number", value: decimal(o.value, path) };
    case "fact": {
      const attribute = String(o.attribute ?? "");
      if (!AMOUNT_ATTRIBUTES.has(attribute)) throw new TreeImportError(`unknown order amount "${attribute}"`, path);
      return { kind: "fact", attribute: attribute as AmountAttribute };
    }
    case "spent": {
      const w = parseSpendWindowKey(String(o.window ?? ""));
      if (!w)
        throw new TreeImportError(`unknown spending window ${JSON.stringify(o.window)} ("30d" with 1 to ${MAX_WINDOW_DAYS} days, "month" or "quarter")`, path);
      return { kind: "spent", window: spendWindowKey(w) };
    }
    case "add": {
      const terms = o.terms;
      const ops = o.ops;
      if (!Array.isArray(terms) || terms.length < 2 || !Array.isArray(ops) || ops.length !== terms.length - 1 || ops.some((x) => x !== "+" && x !== "-"))
        throw new TreeImportError("an addition needs two or more terms and one + or - between each two", path);
      return { kind: "add", terms: terms.map((t, i) => amount(t, `${path}--${i + 1}`, depth + 1)), ops: [...(ops as ("+" | "-")[])] };
    }
    case "multiply": {
      const factors = o.factors;
      if (!Array.isArray(factors) || factors.length < 2) throw new TreeImportError("a multiplication needs two or more factors", path);
      return { kind: "multiply", factors: factors.map((t, i) => amount(t, `${path}--${i + 1}`, depth + 1)) };
    }
    case "negate":
      return { kind: "negate", amount: amount(o.amount, `${path}--1`, depth + 1) };
    default:
      throw new TreeImportError(`unknown amount kind ${JSON.stringify(o.kind)} (number, fact, spent, add, multiply, negate)`, path);
  }
}
