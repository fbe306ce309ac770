/**
 * Approval rules evaluated on an order's facts: approvalRuleSet compiles the whole set to one JavaScript
 * function (values reach it only through the constants array: decimals, lists, the line predicates, the
 * window keys), closureApprovalRuleSet gives the same answers without `new Function` (workerd), and
 * explainApproval says per rule what it read and why it fired or not.
 *
 * Amounts are exact: decimal.js (the library behind src/core/money.ts) with 200 significant digits, so sums
 * and comparisons of amounts (at most 30 digits each) are exact; 0.1 + 0.2 == 0.3 and 1000.005 > 1000.00.
 * Text, country and role compare as product text does (semantics.ts: case-insensitive equality, substring
 * `contains`); the team as a set of emails, ignoring case. A missing country never equals a code (and so is
 * `!=` every code).
 */
import { Decimal as DecimalJs } from "decimal.js";
import { compileNode } from "./compile.ts";
import type { ApprovalRule } from "./approval-rules.ts";
import { byApprovalPriority } from "./approval-rules.ts";
import {
  AMOUNT_CONDITION,
  APPROVAL_COMBINE,
  approvalDepthExceeded,
  BUYER_CONDITION,
  LINES_FOUND,
  ORDER_CONDITION,
  parseSpendWindowKey,
  type Amount,
  type AmountAttribute,
  type ApprovalTreeNode,
  type SpendWindow,
} from "./approval-tree.ts";
import { printAmount, printApprovalNode } from "./approval-printer.ts";
import { HELPERS, prepareLeaf, type RuleProduct } from "./semantics.ts";
import { COMBINE, PRODUCT, splitList, TreeDepthError } from "./tree.ts";

export interface OrderFacts {
  order: {
    /** decimal strings */
    total: string;
    subtotal: string;
    shipping: string;
    /** distinct SKUs */
    skus: number;
    /** units */
    qty: number;
    /** each line: its product, `price` the line's unit price */
    lines: RuleProduct[];
    paymentMethod: string;
    shipToCountry: string | null;
  };
  buyer: {
    /** the role's name; the company admin's reads "Company Administrator" */
    role: string;
    /** the emails of the buyer and every manager above them */
    team: string[];
    /** per spendWindowKey of the windows the rule set lists: what the buyer spent in it, a decimal string */
    spent: Record<string, string>;
  };
}

/** decimal.js for amounts: enough digits that no sum of amounts rounds */
export const AmountDecimal = DecimalJs.clone({ precision: 200, rounding: DecimalJs.ROUND_HALF_EVEN, toExpNeg: -250, toExpPos: 250 });
type Dec = InstanceType<typeof AmountDecimal>;

const DECIMAL_TEXT = /^\s*[+-]?(?:\d+(?:\.\d*)?|\.\d+)\s*$/;
/** an amount of the facts as a decimal; anything else is the caller's bug and throws */
export function factDecimal(v: unknown, what: string): Dec {
  if (typeof v === "number" && Number.isFinite(v)) return new AmountDecimal(v);
  if (typeof v === "string" && DECIMAL_TEXT.test(v)) return new AmountDecimal(v.trim());
  throw new TypeError(`approval facts: ${what} is not a decimal: ${JSON.stringify(v)}`);
}

const FACT_OF: Record<AmountAttribute, { read: (f: OrderFacts) => unknown; name: string }> = {
  base_grand_total: { read: (f) => f.order.total, name: "order.total" },
  base_subtotal: { read: (f) => f.order.subtotal, name: "order.subtotal" },
  base_shipping_amount: { read: (f) => f.order.shipping, name: "order.shipping" },
  items_count: { read: (f) => f.order.skus, name: "order.skus" },
  total_qty: { read: (f) => f.order.qty, name: "order.qty" },
};

function spentOf(f: OrderFacts, key: string): Dec {
  const spent = f.buyer.spent;
  if (!spent || !Object.hasOwn(spent, key))
    throw new TypeError(`approval facts: buyer.spent has no amount for window "${key}" (the rule set's windows list the keys it reads)`);
  return factDecimal(spent[key], `buyer.spent["${key}"]`);
}

const textOf = (f: OrderFacts, attribute: string): unknown =>
  attribute === "payment_method" ? f.order.paymentMethod : attribute === "country_id" ? f.order.shipToCountry : f.buyer.role;

/** the team's emails, lower-cased */
const teamSet = (team: readonly string[] | undefined) => new Set((team ?? []).map((e) => String(e).toLowerCase()));
/** `{}` one email in the team, `()` any of the listed, `[]` all of the listed (the negations inverted by the caller) */
function teamTest(set: Set<string>, op: "{}" | "()" | "[]", items: readonly string[]): boolean {
  if (op === "[]") return items.every((i) => set.has(i));
  return items.some((i) => set.has(i));
}

const CMP: Record<string, (d: number) => boolean> = {
  "==": (d) => d === 0,
  "!=": (d) => d !== 0,
  ">=": (d) => d >= 0,
  "<=": (d) => d <= 0,
  ">": (d) => d > 0,
  "<": (d) => d < 0,
};

const NEGATED_OP: Record<string, string> = { "!=": "==", "!{}": "{}", "!()": "()", "![]": "[]" };

export interface CompiledApprovals {
  /** the spending windows the rules read: the facts' buyer.spent needs each (by spendWindowKey) */
  windows: SpendWindow[];
  /** the rules that fire, in rule order (priority, then as given): their chains run in this order */
  evaluate(facts: OrderFacts): ApprovalRule[];
}

function assertDepths(rules: readonly ApprovalRule[]) {
  for (const r of rules) {
    const path = r.condition ? approvalDepthExceeded(r.condition) : null;
    if (path !== null) throw new TreeDepthError(path, r.name);
  }
}

/** the windows the rules read, in first use order */
export function approvalWindows(rules: readonly ApprovalRule[]): SpendWindow[] {
  const keys: string[] = [];
  const visit = (a: Amount) => {
    const stack = [a];
    while (stack.length) {
      const x = stack.pop()!;
      if (x.kind === "spent" && !keys.includes(x.window)) keys.push(x.window);
      if (x.kind === "add") stack.push(...[...x.terms].reverse());
      if (x.kind === "multiply") stack.push(...[...x.factors].reverse());
      if (x.kind === "negate") stack.push(x.amount);
    }
  };
  for (const r of byApprovalPriority(rules)) {
    const stack: ApprovalTreeNode[] = r.condition ? [r.condition] : [];
    while (stack.length) {
      const n = stack.pop()!;
      if (n.type === APPROVAL_COMBINE) stack.push(...[...n.conditions].reverse());
      else if (n.type === AMOUNT_CONDITION) {
        visit(n.left);
        visit(n.right);
      }
    }
  }
  return keys.map((k) => parseSpendWindowKey(k)!);
}

// ---------- the closure evaluator (and explain) ----------

type Ctx = { f: OrderFacts; memo: Map<string, Dec>; team?: Set<string> };
type Pred = (c: Ctx) => boolean;
type AmountFn = (c: Ctx) => Dec;

function memo(c: Ctx, key: string, get: () => Dec): Dec {
  let v = c.memo.get(key);
  if (v === undefined) {
    v = get();
    c.memo.set(key, v);
  }
  return v;
}

function amountFn(a: Amount): AmountFn {
  switch (a.kind) {
    case "number": {
      const d = new AmountDecimal(a.value);
      return () => d;
    }
    case "fact": {
      const { read, name } = FACT_OF[a.attribute];
      return (c) => memo(c, a.attribute, () => factDecimal(read(c.f), name));
    }
    case "spent":
      return (c) => memo(c, `spent:${a.window}`, () => spentOf(c.f, a.window));
    case "add": {
      const terms = a.terms.map(amountFn);
      const ops = a.ops;
      return (c) => {
        let x = terms[0]!(c);
        for (let i = 1; i < terms.length; i++) x = ops[i - 1] === "+" ? x.plus(terms[i]!(c)) : x.minus(terms[i]!(c));
        return x;
      };
    }
    case "multiply": {
      const factors = a.factors.map(amountFn);
      return (c) => factors.reduce((x, g, i) => (i === 0 ? g(c) : x.times(g(c))), new AmountDecimal(1));
    }
    case "negate": {
      const inner = amountFn(a.amount);
      return (c) => inner(c).neg();
    }
  }
}

function leafPred(n: Exclude<ApprovalTreeNode, { type: typeof APPROVAL_COMBINE }>): Pred {
  switch (n.type) {
    case AMOUNT_CONDITION: {
      const l = amountFn(n.left);
      const r = amountFn(n.right);
      const test = CMP[n.operator]!;
      return (c) => test(l(c).cmp(r(c)));
    }
    case LINES_FOUND: {
      const product = compileNode({ type: COMBINE, aggregator: n.aggregator, value: "1", conditions: n.conditions });
      return (c) => (c.f.order.lines ?? []).some((p) => product(p));
    }
    case ORDER_CONDITION:
    case BUYER_CONDITION: {
      const negate = n.operator in NEGATED_OP;
      const op = (NEGATED_OP[n.operator] ?? n.operator) as string;
      let test: Pred;
      if (n.type === ORDER_CONDITION && Object.hasOwn(FACT_OF, n.attribute)) {
        const fact = amountFn({ kind: "fact", attribute: n.attribute as AmountAttribute });
        if (op === "()") {
          const items = splitList(n.value).map((v) => new AmountDecimal(v));
          test = (c) => {
            const v = fact(c);
            return items.some((x) => v.eq(x));
          };
        } else {
          const lit = new AmountDecimal(n.value);
          const cmp = CMP[op]!;
          test = (c) => cmp(fact(c).cmp(lit));
        }
      } else if (n.type === BUYER_CONDITION && n.attribute === "team") {
        const items = (op === "{}" ? [n.value] : splitList(n.value)).map((v) => v.toLowerCase());
        test = (c) => {
          if (!c.team) c.team = teamSet(c.f.buyer.team);
          return teamTest(c.team, op as "{}", items);
        };
      } else {
        const prep = prepareLeaf({ type: PRODUCT, attribute: "text", operator: n.operator, value: n.value });
        const attribute = n.attribute;
        if (prep.kind === "never" || prep.kind === "category") test = () => false;
        else {
          const fn = HELPERS[prep.fn] as (v: unknown, lit: unknown) => boolean;
          const lit = prep.lit;
          test = (c) => fn(textOf(c.f, attribute), lit);
        }
        // prepareLeaf has already taken the negation apart
        return prep.kind !== "never" && prep.kind !== "category" && prep.negate ? (c) => !test(c) : test;
      }
      return negate ? (c) => !test(c) : test;
    }
  }
}

function nodePred(n: ApprovalTreeNode): Pred {
  if (n.type !== APPROVAL_COMBINE) return leafPred(n);
  const kids = n.conditions.map(nodePred);
  if (!kids.length) return () => true;
  if (n.aggregator === "all") return n.value === "1" ? (c) => kids.every((k) => k(c)) : (c) => kids.every((k) => !k(c));
  return n.value === "1" ? (c) => kids.some((k) => k(c)) : (c) => kids.some((k) => !k(c));
}

export function closureApprovalRuleSet(rules: readonly ApprovalRule[]): CompiledApprovals {
  assertDepths(rules);
  const sorted = byApprovalPriority(rules);
  const tests = sorted.map((r) => (r.condition ? nodePred(r.condition) : () => true));
  return {
    windows: approvalWindows(sorted),
    evaluate(f) {
      const c: Ctx = { f, memo: new Map() };
      return sorted.filter((_, i) => tests[i]!(c));
    },
  };
}

// ---------- the generated function ----------

const FACT_CODE: Record<AmountAttribute, string> = {
  base_grand_total: "o.total",
  base_subtotal: "o.subtotal",
  base_shipping_amount: "o.shipping",
  items_count: "o.skus",
  total_qty: "o.qty",
};
const CMP_CODE: Record<string, string> = { "==": "=== 0", "!=": "!== 0", ">=": ">= 0", "<=": "<= 0", ">": "> 0", "<": "< 0" };

/** the whole rule set as one function: `(facts) => fired rules`, in rule order */
export function approvalRuleSet(rules: readonly ApprovalRule[]): CompiledApprovals {
  assertDepths(rules);
  const sorted = byApprovalPriority(rules);
  const constants: unknown[] = [];
  const c = (v: unknown) => {
    constants.push(v);
    return `c${constants.length - 1}`;
  };
  // every amount is read (and parsed) at most once per evaluation, on first use
  const memos = new Map<string, { v: string; init: string }>();
  const memoVar = (key: string, init: string) => {
    if (!memos.has(key)) memos.set(key, { v: `m${memos.size}`, init });
    const { v } = memos.get(key)!;
    return `(${v} === undefined ? (${v} = ${init}) : ${v})`;
  };
  const fact = (a: AmountAttribute) => memoVar(a, `dec(${FACT_CODE[a]}, ${c(FACT_OF[a].name)})`);
  const amount = (a: Amount): string => {
    switch (a.kind) {
      case "number":
        return c(new AmountDecimal(a.value));
      case "fact":
        return fact(a.attribute);
      case "spent":
        return memoVar(`spent:${a.window}`, `spent(f, ${c(a.window)})`);
      // a chain as one call on an array: a long chain of method calls would nest as deeply in V8
      case "add":
        return `addAll([${a.terms.map(amount).join(", ")}], ${c(a.ops)})`;
      case "multiply":
        return `timesAll([${a.factors.map(amount).join(", ")}])`;
      case "negate":
        return `${amount(a.amount)}.neg()`;
    }
  };
  const leaf = (n: Exclude<ApprovalTreeNode, { type: typeof APPROVAL_COMBINE }>): string => {
    switch (n.type) {
      case AMOUNT_CONDITION:
        return `(${amount(n.left)}.cmp(${amount(n.right)}) ${CMP_CODE[n.operator]})`;
      case LINES_FOUND:
        return `anyLine(o.lines, ${c(compileNode({ type: COMBINE, aggregator: n.aggregator, value: "1", conditions: n.conditions }))})`;
      default: {
        const negate = n.operator in NEGATED_OP;
        const op = NEGATED_OP[n.operator] ?? n.operator;
        const not = negate ? "!" : "";
        if (n.type === ORDER_CONDITION && Object.hasOwn(FACT_OF, n.attribute)) {
          const v = fact(n.attribute as AmountAttribute);
          if (op === "()") return `${not}inAmounts(${v}, ${c(splitList(n.value).map((x) => new AmountDecimal(x)))})`;
          return `${not}(${v}.cmp(${c(new AmountDecimal(n.value))}) ${CMP_CODE[op]})`;
        }
        if (n.type === BUYER_CONDITION && n.attribute === "team") {
          const items = (op === "{}" ? [n.value] : splitList(n.value)).map((v) => v.toLowerCase());
          return `${not}teamTest(${memoVar("team", "teamSet(b.team)")}, ${c(op)}, ${c(items)})`;
        }
        const prep = prepareLeaf({ type: PRODUCT, attribute: "text", operator: n.operator, value: n.value });
        if (prep.kind === "never" || prep.kind === "category") return "false";
        const read = n.attribute === "payment_method" ? "o.paymentMethod" : n.attribute === "country_id" ? "o.shipToCountry" : "b.role";
        return `${prep.negate ? "!" : ""}${c(HELPERS[prep.fn])}(${read}, ${c(prep.lit)})`;
      }
    }
  };
  const node = (n: ApprovalTreeNode): string => {
    if (n.type !== APPROVAL_COMBINE) return leaf(n);
    if (!n.conditions.length) return "true";
    const parts = n.conditions.map(node);
    if (n.value === "1") return `(${parts.join(n.aggregator === "all" ? " && " : " || ")})`;
    return `(${parts.map((x) => `!${x}`).join(n.aggregator === "all" ? " && " : " || ")})`;
  };
  const lines = sorted.map((r, i) => `    if (${r.condition ? node(r.condition) : "true"}) out.push(R[${i}]);`);
  const body = [
    `"use strict";`,
    `const { dec, spent, anyLine, inAmounts, teamSet, teamTest, addAll, timesAll } = H;`,
    ...constants.map((_, i) => `const c${i} = C[${i}];`),
    `return function evaluateApprovals(f) {`,
    `    const o = f.order, b = f.buyer, out = [];`,
    ...(memos.size ? [`    let ${[...memos.values()].map((m) => m.v).join(", ")};`] : []),
    ...lines,
    `    return out;`,
    `};`,
  ].join("\n");
  const helpers = {
    dec: factDecimal,
    spent: spentOf,
    anyLine: (lines: RuleProduct[] | undefined, pred: (p: RuleProduct) => boolean) => (lines ?? []).some((p) => pred(p)),
    inAmounts: (v: Dec, items: Dec[]) => items.some((x) => v.eq(x)),
    teamSet,
    teamTest,
    addAll: (terms: Dec[], ops: ("+" | "-")[]) => terms.reduce((x, t, i) => (i === 0 ? t : ops[i - 1] === "+" ? x.plus(t) : x.minus(t))),
    timesAll: (factors: Dec[]) => factors.reduce((x, t) => x.times(t)),
  };
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the point of this function; see the header
  const factory = new Function("C", "R", "H", body) as (C: unknown[], R: readonly ApprovalRule[], H: typeof helpers) => (f: OrderFacts) => ApprovalRule[];
  const fn = factory(constants, sorted, helpers);
  Object.defineProperty(fn, "source", { value: body });
  return { windows: approvalWindows(sorted), evaluate: fn };
}

// ---------- explain ----------

export interface ApprovalExplanation {
  rule: string;
  fired: boolean;
  /** what the rule read and how each condition came out, one line per condition (nested ones indented) */
  why: string[];
}

function amountReads(a: Amount, out: Set<string>) {
  const stack = [a];
  while (stack.length) {
    const x = stack.pop()!;
    if (x.kind === "fact" || x.kind === "spent") out.add(printAmount(x));
    if (x.kind === "add") stack.push(...x.terms);
    if (x.kind === "multiply") stack.push(...x.factors);
    if (x.kind === "negate") stack.push(x.amount);
  }
}

function explainNode(n: ApprovalTreeNode, c: Ctx, indent: string, out: string[]): boolean {
  if (n.type === APPROVAL_COMBINE) {
    const at = out.length;
    out.push("");
    const want = n.value === "1";
    const values = n.conditions.map((k) => explainNode(k, c, `${indent}  `, out));
    const value = !values.length || (n.aggregator === "all" ? values.every((v) => v === want) : values.some((v) => v === want));
    out[at] = `${indent}${n.aggregator} of these are ${want}: ${value}${values.length ? "" : " (empty: every order)"}`;
    return value;
  }
  const value = leafPred(n)(c);
  const text = printApprovalNode(n);
  let read = "";
  if (n.type === AMOUNT_CONDITION) {
    const names = new Set<string>();
    amountReads(n.left, names);
    amountReads(n.right, names);
    const parts = [...names].map((name) => `${name} = ${amountFn(parseFactName(name, n)!)(c).toString()}`);
    read = ` (${[...parts, `${printAmount(n.left)} = ${amountFn(n.left)(c).toString()}`].join(", ")})`;
  } else if (n.type === LINES_FOUND) {
    const product = compileNode({ type: COMBINE, aggregator: n.aggregator, value: "1", conditions: n.conditions });
    const lines = c.f.order.lines ?? [];
    const hit = lines.findIndex((p) => product(p));
    read = hit >= 0 ? ` (line ${hit + 1}, sku ${JSON.stringify(lines[hit]!.sku)}, matches)` : ` (none of the ${lines.length} lines matches)`;
  } else if (n.type === ORDER_CONDITION && Object.hasOwn(FACT_OF, n.attribute)) {
    const f = FACT_OF[n.attribute as AmountAttribute];
    read = ` (${f.name} = ${amountFn({ kind: "fact", attribute: n.attribute as AmountAttribute })(c).toString()})`;
  } else if (n.type === BUYER_CONDITION && n.attribute === "team") read = ` (buyer.team = ${JSON.stringify(c.f.buyer.team ?? [])})`;
  else {
    const v = textOf(c.f, n.attribute);
    read = ` (${n.type === BUYER_CONDITION ? "buyer.role" : n.attribute === "country_id" ? "order.shipTo.country" : "order.paymentMethod"} = ${JSON.stringify(v ?? null)})`;
  }
  out.push(`${indent}${text}: ${value}${read}`);
  return value;
}

/** the amount a printed name stands for (explain lists the facts an amount comparison read) */
function parseFactName(name: string, n: { left: Amount; right: Amount }): Amount | undefined {
  const stack: Amount[] = [n.left, n.right];
  while (stack.length) {
    const x = stack.pop()!;
    if ((x.kind === "fact" || x.kind === "spent") && printAmount(x) === name) return x;
    if (x.kind === "add") stack.push(...x.terms);
    if (x.kind === "multiply") stack.push(...x.factors);
    if (x.kind === "negate") stack.push(x.amount);
  }
  return undefined;
}

/** every rule in rule order: whether it fires and why (the closure evaluator: the same answers as approvalRuleSet) */
export function explainApproval(rules: readonly ApprovalRule[], facts: OrderFacts): ApprovalExplanation[] {
  assertDepths(rules);
  const c: Ctx = { f: facts, memo: new Map() };
  return byApprovalPriority(rules).map((r) => {
    if (!r.condition) return { rule: r.name, fired: true, why: ["no condition: every order"] };
    const why: string[] = [];
    const fired = explainNode(r.condition, c, "", why);
    return { rule: r.name, fired, why };
  });
}
