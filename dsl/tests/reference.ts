/**
 * A plain reference interpreter written straight from notes/condition-tree.md, sharing no code with the
 * compiler: the differential test holds the generated function and the closure evaluator to it.
 */
import type { TreeNode } from "../src/tree.ts";
import type { Rule } from "../src/rules.ts";
import type { RuleProduct, RuleScope } from "../src/semantics.ts";

/** "numeric in PHP's is_numeric sense ("1e3", "+5", " 7" count)": whitespace around, a sign, digits with a point, an exponent */
function isNum(v: unknown) {
  if (typeof v === "number") return Number.isFinite(v);
  if (typeof v !== "string") return false;
  const t = v.replace(/^[ \t\n\r\v\f]+|[ \t\n\r\v\f]+$/g, "");
  const mantissa = t.replace(/^[+-]/, "").split(/[eE]/);
  if (mantissa.length > 2 || (mantissa.length === 2 && !/^[+-]?\d+$/.test(mantissa[1]!))) return false;
  return /^(\d+\.?\d*|\.\d+)$/.test(mantissa[0]!);
}

/** "equality is numeric when both sides are numeric, otherwise a case-insensitive whole-string match" */
function same(a: unknown, b: string) {
  if (a === null || a === undefined) return false;
  if (isNum(a) && isNum(b)) return Number(a) === Number(b);
  const [ta, tb] = [timestamp(a), timestamp(b)];
  if (ta !== null && tb !== null) return ta === tb;
  return String(a).toLowerCase() === b.toLowerCase();
}

/**
 * "dates compare as timestamps (a time part allowed)": YYYY-MM-DD, a real calendar day, then optionally
 * " HH:MM[:SS[.mmm]]" (or T instead of the space) and a zone Z / +HH:MM; no zone reads as UTC
 */
function timestamp(v: unknown): number | null {
  if (typeof v !== "string") return null;
  const m = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?)(Z|[+-]\d{2}:?\d{2})?)?$/.exec(v);
  if (!m) return null;
  const [, day, time = "00:00", zone = "Z"] = m;
  if (new Date(`${day}T00:00Z`).toISOString().slice(0, 10) !== day) return null; // Date.parse would take 02-30
  if (Number(time.slice(0, 2)) > 23 || Number(time.slice(3, 5)) > 59 || Number(time.slice(6, 8) || 0) > 59) return null;
  const z = zone === "Z" ? "Z" : `${zone.slice(0, 3)}:${zone.slice(-2)}`;
  if (z !== "Z" && (Number(z.slice(1, 3)) > 23 || Number(z.slice(4)) > 59)) return null;
  const t = Date.parse(`${day}T${time}${z}`);
  return Number.isNaN(t) ? null : t;
}

/** "lists are comma/semicolon separated, or a JSON array" */
function list(v: string): string[] {
  const t = v.trim();
  if (t.startsWith("[")) {
    try {
      const a = JSON.parse(t);
      if (Array.isArray(a)) return a.map(String);
    } catch {}
  }
  return t === ""
    ? []
    : t
        .split(/[,;]/)
        .map((x) => x.trim())
        .filter((x) => x !== "");
}
function isJsonList(v: string) {
  try {
    return v.trim().startsWith("[") && Array.isArray(JSON.parse(v.trim()));
  } catch {
    return false;
  }
}

/** "booleans are stored as 1/0 and compare as numbers" */
const stored = (v: unknown): unknown => (v === true ? 1 : v === false ? 0 : Array.isArray(v) ? v.map(stored) : v);

function read(p: RuleProduct, attribute: string): unknown {
  return stored(readRaw(p, attribute));
}
function readRaw(p: RuleProduct, attribute: string): unknown {
  if (attribute === "sku") return p.sku;
  if (attribute === "price") return p.price;
  if (attribute === "type_id") return p.type;
  if (attribute === "attribute_set_id") return p.attributeSetId;
  if (attribute === "category_ids") return p.categoryIds;
  return Object.hasOwn(p.attributes ?? {}, attribute) ? p.attributes[attribute] : undefined;
}

function positive(op: string, actual: unknown, value: string, attribute: string): boolean {
  if (attribute === "category_ids") {
    // "for category_ids, == behaves as {}"; a listed category also matches descendants (the product
    // carries its ancestors)
    if (op !== "==" && op !== "{}" && op !== "()") return false;
    const wanted = list(value).filter(isNum).map(Number);
    return (actual as number[]).some((c) => wanted.includes(c));
  }
  if (Array.isArray(actual)) {
    // "a multiselect or array value is matched by element ({}/!{} test membership of the element, ()/==
    // compare elements exactly, [] needs every listed element present)"; == is Maho's
    // `count($validatedValue) == 1 && array_shift($validatedValue) == $value`
    const elements = actual.map((x) => (typeof x === "string" ? x : typeof x === "number" ? String(x) : undefined));
    const has = (item: string) => elements.includes(item);
    if (op === "==") return elements.length === 1 && elements[0] === value;
    if (op === "{}") return has(value);
    if (op === "()") return list(value).some(has);
    if (op === "[]") return list(value).every(has);
    return false; // "comparisons" of several values
  }
  switch (op) {
    case "==":
      return same(actual, value);
    case "{}":
      return actual !== null && actual !== undefined && String(actual).toLowerCase().includes(value.toLowerCase());
    case "()":
      return list(value).some((item) => same(actual, item));
    case "[]":
      if (actual === null || actual === undefined) return false;
      return list(value).every((item) => same(actual, item));
    default: {
      if (actual === null || actual === undefined) return false;
      let cmp: number;
      const [ta, tb] = [timestamp(actual), timestamp(value)];
      if (isNum(actual) && isNum(value))
        cmp = Math.sign(Number(actual) - Number(value)) || 0; // Infinity - Infinity: equal
      else if (ta !== null && tb !== null) cmp = ta - tb;
      // "comparisons of two non-numeric strings are byte-wise"
      else cmp = Buffer.compare(Buffer.from(String(actual), "utf8"), Buffer.from(value, "utf8"));
      return op === ">=" ? cmp >= 0 : op === "<=" ? cmp <= 0 : op === ">" ? cmp > 0 : cmp < 0;
    }
  }
}

export function refMatches(n: TreeNode, p: RuleProduct): boolean {
  if (n.type === "catalog/rule_condition_combine") {
    if (n.conditions.length === 0) return true;
    const want = n.value === "1";
    const results = n.conditions.map((c) => refMatches(c, p));
    return n.aggregator === "all" ? results.every((r) => r === want) : results.some((r) => r === want);
  }
  const negated = n.operator.startsWith("!");
  // "negated operators are the inverse of the positive one": != is the inverse of ==, !{} of {}, ...
  const op = n.operator === "!=" ? "==" : negated ? n.operator.slice(1) : n.operator;
  // "an operator that needs a list given a scalar (or the reverse) is ... no match at run time"
  if (!["()", "[]"].includes(op) && n.attribute !== "category_ids" && isJsonList(n.value)) return false;
  if (n.attribute === "category_ids" && !["==", "{}", "()"].includes(op)) return false;
  const r = positive(op, read(p, n.attribute), n.value, n.attribute);
  return negated ? !r : r;
}

export function refFirstMatch(rules: Rule[], p: RuleProduct, s: RuleScope): Rule | null {
  const ordered = [...rules].sort((a, b) => (a.priority !== b.priority ? a.priority - b.priority : a.id - b.id));
  for (const r of ordered) {
    if (r.groups.length > 0 && !r.groups.includes(s.group)) continue;
    if (r.stores.length > 0 && !r.stores.includes(s.store)) continue;
    if (r.countries.length > 0 && (s.country === null || !r.countries.includes(s.country))) continue;
    if (refMatches(r.conditions, p)) return r;
  }
  return null;
}
