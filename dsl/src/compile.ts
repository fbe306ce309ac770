/**
 * A rule set compiled to one JavaScript function (first match by priority wins). Literals reach the
 * generated code only through the constants array; attribute codes only as JSON-quoted keys.
 * The closure evaluator gives the same answers where `new Function` is forbidden (workerd) and backs
 * explain mode.
 */
import { assertDepth, COMBINE, type CombineNode, type TreeNode } from "./tree.ts";
import { HELPERS, prepareLeaf, productValue, type PreparedLeaf, type RuleProduct, type RuleScope } from "./semantics.ts";
import { byPriority, type Rule } from "./rules.ts";

export type RuleSetFn = (p: RuleProduct, s: RuleScope) => Rule | null;

const SPECIAL: Record<string, string> = {
  sku: "p.sku",
  price: "p.price",
  type_id: "p.type",
  attribute_set_id: "p.attributeSetId",
  category_ids: "p.categoryIds",
};

export function compileRuleSet(rules: readonly Rule[]): RuleSetFn {
  const sorted = [...rules].sort(byPriority);
  // every walk below recurses over the trees (and V8 over the generated expressions): depth checked first
  for (const r of sorted) assertDepth(r.conditions, r.name);
  const constants: unknown[] = [];
  const c = (v: unknown) => {
    constants.push(v);
    return `c${constants.length - 1}`;
  };
  const helpers: string[] = [];
  // every attribute the rules read is read (and lower-cased, when a string) at most once per product,
  // on first use: rules out of scope, the common case, cost no reads at all
  const reads = new Map<string, number>();
  const codeFor = (attribute: string) => {
    const key = JSON.stringify(attribute);
    return Object.hasOwn(SPECIAL, attribute) ? SPECIAL[attribute]! : `(hasOwn.call(A, ${key}) ? A[${key}] : undefined)`;
  };
  const read = (attribute: string) => {
    if (!reads.has(attribute)) reads.set(attribute, reads.size);
    const i = reads.get(attribute)!;
    // each value is read on first use (r = read yet), its lower-cased text too (undefined = not yet,
    // null = not a string)
    const v = `(r${i} ? v${i} : (r${i} = true, v${i} = ${codeFor(attribute)}, n${i} = typeof v${i} === "number" && Number.isFinite(v${i}), v${i}))`;
    return { v, l: `(l${i} === undefined ? (l${i} = lowerOrNull(${v})) : l${i})`, n: `(${v}, n${i})` };
  };
  const leaf = (prep: PreparedLeaf, attribute: string): string => {
    const not = "negate" in prep && prep.negate ? "!" : "";
    switch (prep.kind) {
      case "never":
        return "false";
      case "category": {
        if (prep.ids.size > 8) return `${not}catAny(cats, ${c(prep.ids)})`;
        // a small list: one loop with the ids compared inline (from constants), no Set lookups
        const ids = [...prep.ids].map((id) => c(id));
        const k = `k${helpers.length}`;
        helpers.push(
          `const ${k} = (cs) => { for (let i = 0; i < cs.length; i++) { const x = cs[i]; if (${ids.map((id) => `x === ${id}`).join(" || ") || "false"}) return true; } return false; };`,
        );
        return `${not}(cats !== undefined && cats !== null && ${k}(cats))`;
      }
      case "list":
        return `${not}${prep.fn}(${read(attribute).v}, ${c(prep.lit)})`;
      case "scalar": {
        const r = read(attribute);
        const lit = c(prep.lit);
        // fast paths for the common shapes; the helper keeps the full semantics for everything else
        if (prep.fn === "contains") return `${not}(typeof ${r.v} === "string" ? ${r.l}.includes(${c(prep.lit.lower)}) : contains(${r.v}, ${lit}))`;
        // (a date compares by timestamp: "2025-01-02" equals "2025-01-02 00:00:00", no text shortcut)
        if (prep.fn === "eq" && prep.lit.num === null && prep.lit.date === null) {
          const lower = c(prep.lit.lower);
          // toLowerCase keeps a string's length except for U+0130, whose lower case is not ASCII: so a
          // string of another length never equals an ASCII literal, and an exact match needs no lower-casing
          // biome-ignore lint/suspicious/noControlCharactersInRegex: the whole ASCII range, control characters included
          if (/^[\x00-\x7f]*$/.test(prep.lit.lower)) {
            return `${not}eqAscii(${r.v}, ${lower}, ${c(prep.lit.text)}, ${c(prep.lit.lower.length)}, ${lit})`;
          }
          return `${not}(typeof ${r.v} === "string" ? ${r.l} === ${lower} : eq(${r.v}, ${lit}))`;
        }
        if (prep.lit.num !== null) {
          const op = { eq: "===", gte: ">=", lte: "<=", gt: ">", lt: "<" }[prep.fn as "eq"];
          if (op) return `${not}(${r.n} ? ${r.v} ${op} ${c(prep.lit.num)} : ${prep.fn}(${r.v}, ${lit}))`;
        }
        return `${not}${prep.fn}(${r.v}, ${lit})`;
      }
    }
  };
  // conditions have no side effects, so within one and/or the cheap and selective ones go first
  const cost = (n: TreeNode): number => {
    if (n.type === COMBINE) return n.conditions.reduce((sum, x) => sum + cost(x), 1);
    const prep = prepareLeaf(n);
    if (prep.kind === "never") return 0;
    if (prep.kind === "category") return prep.ids.size > 8 ? 4 : 3;
    if (prep.kind === "list") return 5;
    return prep.fn === "contains" ? 6 : prep.lit.num !== null ? 1 : 2;
  };
  const node = (n: TreeNode): string => {
    if (n.type !== COMBINE) return leaf(prepareLeaf(n), n.attribute);
    if (n.conditions.length === 0) return "true";
    const parts = n.conditions
      .map((x, i) => ({ x, i, k: cost(x) }))
      .sort((a, b) => a.k - b.k || a.i - b.i)
      .map(({ x }) => node(x));
    if (n.value === "1") return `(${parts.join(n.aggregator === "all" ? " && " : " || ")})`;
    return `(${parts.map((x) => `!${x}`).join(n.aggregator === "all" ? " && " : " || ")})`;
  };
  const blocks: { scope: string; cond: string }[] = [];
  for (const r of sorted) {
    const tests: string[] = [];
    if (r.groups.length) tests.push(r.groups.length === 1 ? `g === ${c(r.groups[0])}` : `${c(new Set(r.groups))}.has(g)`);
    if (r.stores.length) tests.push(`${c(new Set(r.stores))}.has(s.store)`);
    if (r.countries.length) tests.push(`(s.country !== null && ${c(new Set(r.countries))}.has(s.country))`);
    blocks.push({ scope: tests.join(" && ") || "true", cond: node(r.conditions) });
  }
  const decls = [...reads.keys()].map((_, i) => `r${i} = false, v${i}, l${i}, n${i} = false`);
  const lines = blocks.map((b, i) => `    if (${b.scope} && ${b.cond}) return R[${i}];`);
  const body = [
    `"use strict";`,
    `const { eq, contains, gte, lte, gt, lt, inList, containsAll, catAny, hasOwn } = H;`,
    ...constants.map((_, i) => `const c${i} = C[${i}];`),
    ...helpers,
    `const EMPTY = Object.freeze(Object.create(null));`,
    `const lowerOrNull = (v) => (typeof v === "string" ? v.toLowerCase() : null);`,
    `const eqAscii = (v, lower, text, len, lit) => (typeof v === "string" ? v.length === len && (v === lower || v === text || v.toLowerCase() === lower) : eq(v, lit));`,
    `return function evaluateRuleSet(p, s) {`,
    `    const g = s.group, cats = p.categoryIds, A = p.attributes || EMPTY;`,
    ...(decls.length ? [`    let ${decls.join(", ")};`] : []),
    ...lines,
    `    return null;`,
    `};`,
  ].join("\n");
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the point of this module; see the header
  const factory = new Function("C", "R", "H", body) as (C: unknown[], R: readonly Rule[], H: typeof HELPERS) => RuleSetFn;
  const fn = factory(constants, sorted, HELPERS);
  Object.defineProperty(fn, "source", { value: body });
  return fn;
}

// ---------- closure evaluator ----------

type Pred = (p: RuleProduct) => boolean;

export function compileNode(n: TreeNode): Pred {
  assertDepth(n);
  return closureOf(n);
}

function closureOf(n: TreeNode): Pred {
  if (n.type !== COMBINE) {
    const prep = prepareLeaf(n);
    const attribute = n.attribute;
    switch (prep.kind) {
      case "never":
        return () => false;
      case "category":
        return prep.negate ? (p) => !HELPERS.catAny(p.categoryIds, prep.ids) : (p) => HELPERS.catAny(p.categoryIds, prep.ids);
      case "scalar":
      case "list": {
        const f = HELPERS[prep.fn] as (v: unknown, lit: unknown) => boolean;
        const lit = prep.lit;
        return prep.negate ? (p) => !f(productValue(p, attribute), lit) : (p) => f(productValue(p, attribute), lit);
      }
    }
  }
  const kids = n.conditions.map(closureOf);
  if (kids.length === 0) return () => true;
  if (n.aggregator === "all") return n.value === "1" ? (p) => kids.every((k) => k(p)) : (p) => kids.every((k) => !k(p));
  return n.value === "1" ? (p) => kids.some((k) => k(p)) : (p) => kids.some((k) => !k(p));
}

export function scopeMatches(r: Rule, s: RuleScope): boolean {
  if (r.groups.length && !r.groups.includes(s.group)) return false;
  if (r.stores.length && !r.stores.includes(s.store)) return false;
  if (r.countries.length && (s.country === null || !r.countries.includes(s.country))) return false;
  return true;
}

export function closureRuleSet(rules: readonly Rule[]): RuleSetFn {
  const compiled = [...rules].sort(byPriority).map((r) => {
    assertDepth(r.conditions, r.name);
    return { r, test: closureOf(r.conditions) };
  });
  return (p, s) => {
    for (const { r, test } of compiled) if (scopeMatches(r, s) && test(p)) return r;
    return null;
  };
}

// ---------- explain ----------

export interface NodeExplanation {
  /** "all of (expect true)", "sku contains WH-", ... */
  label: string;
  value: boolean;
  /** for a condition: the product's value it read */
  actual?: unknown;
  children?: NodeExplanation[];
}

export interface RuleExplanation {
  rule: string;
  priority: number;
  scope: { matched: boolean; reason?: string };
  conditions: NodeExplanation | null;
  fired: boolean;
}

export interface Explanation {
  winner: string | null;
  /** every rule considered, in evaluation order, up to and including the winner */
  rules: RuleExplanation[];
  summary: string;
}

function explainNode(n: TreeNode, p: RuleProduct): NodeExplanation {
  if (n.type !== COMBINE) {
    const value = closureOf(n)(p);
    return { label: `${n.attribute} ${n.operator} ${n.value}`, value, actual: productValue(p, n.attribute) };
  }
  const children = n.conditions.map((c) => explainNode(c, p));
  const want = n.value === "1";
  const value = children.length === 0 || (n.aggregator === "all" ? children.every((c) => c.value === want) : children.some((c) => c.value === want));
  return { label: `${n.aggregator} of these are ${want}${children.length === 0 ? " (empty: matches every product)" : ""}`, value, children };
}

function scopeReason(r: Rule, s: RuleScope): string | undefined {
  if (r.groups.length && !r.groups.includes(s.group)) return `customer group ${s.group} is not in [${r.groups.join(", ")}]`;
  if (r.stores.length && !r.stores.includes(s.store)) return `store ${s.store} is not in [${r.stores.join(", ")}]`;
  if (r.countries.length && s.country === null) return `the rule needs a destination country in [${r.countries.join(", ")}] and none is known`;
  if (r.countries.length && !r.countries.includes(s.country!)) return `country ${s.country} is not in [${r.countries.join(", ")}]`;
  return undefined;
}

export function explain(rules: readonly Rule[], p: RuleProduct, s: RuleScope): Explanation {
  const out: RuleExplanation[] = [];
  for (const r of [...rules].sort(byPriority)) {
    const reason = scopeReason(r, s);
    if (reason) {
      out.push({ rule: r.name, priority: r.priority, scope: { matched: false, reason }, conditions: null, fired: false });
      continue;
    }
    assertDepth(r.conditions, r.name);
    const conditions = explainNode(r.conditions, p);
    out.push({ rule: r.name, priority: r.priority, scope: { matched: true }, conditions, fired: conditions.value });
    if (conditions.value) {
      const skipped = out.length - 1;
      return {
        winner: r.name,
        rules: out,
        summary: `"${r.name}" (priority ${r.priority}) fired: its scope matched and its conditions hold${skipped ? `; ${skipped} rule(s) with lower priority numbers were evaluated first and did not fire` : "; it is the first rule by priority"}.`,
      };
    }
  }
  return { winner: null, rules: out, summary: "no rule fired" };
}

/** a tree alone, as a predicate (the empty tree matches every product) */
export const treePredicate = (t: CombineNode) => compileNode(t);
