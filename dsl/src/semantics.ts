/**
 * Operator semantics (notes/condition-tree.md, after Maho's Mage_Rule_Model_Condition_Abstract::validateAttribute),
 * shared by the generated function and the closure evaluator:
 * - a product's boolean is 1 or 0 (Magento stores booleans so) and compares as a number;
 * - equality is numeric when both sides are numeric in PHP's `is_numeric` sense ("1e3", "+5", " 7"), a
 *   timestamp comparison when both sides are dates (a time part allowed), else a case-insensitive
 *   whole-string match;
 * - comparisons are numeric when both sides are numeric, by timestamp when both are dates, else byte-wise
 *   (PHP's strcmp: UTF-8 byte order, case-sensitive); a missing or multi-valued attribute never compares;
 * - a multi-valued (array) attribute is matched by element, exactly: `==` needs exactly that one element,
 *   `{}` membership of the element, `()` any listed element, `[]` every listed element (duplicates in the
 *   list need no duplicates in the product);
 * - negated operators are the inverse of the positive one; category conditions match any overlap with the
 *   product's categories and their ancestors; a list operator given a scalar (or the reverse) never matches.
 */
import { LIST_OPERATORS, NEGATED, splitList, type ProductNode } from "./tree.ts";
import type { TreeOperator } from "./ast.ts";

export interface RuleProduct {
  sku: string;
  type: string;
  price: number | null;
  /** the product's categories and all their ancestors */
  categoryIds: readonly number[];
  attributeSetId?: number;
  attributes: Record<string, unknown>;
}

export interface RuleScope {
  group: number;
  store: string;
  /** destination country (ISO2), or null when unknown */
  country: string | null;
}

/** PHP's is_numeric for strings: optional surrounding whitespace, sign, decimal point, exponent ("1e3", "+5", " 7", ".5", "5.") */
const NUMERIC = /^[ \t\n\r\v\f]*[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?[ \t\n\r\v\f]*$/;
export const isNumeric = (v: unknown): boolean =>
  typeof v === "number" ? Number.isFinite(v) : typeof v === "string" ? NUMERIC.test(v) : typeof v === "boolean";
/** booleans are stored as 1 and 0 and compare as numbers */
const unbool = (v: unknown): unknown => (typeof v === "boolean" ? (v ? 1 : 0) : v);
const lower = (v: unknown) => String(unbool(v)).toLowerCase();

/**
 * A date, `YYYY-MM-DD` (a real calendar day), optionally with a time `HH:MM[:SS[.mmm]]` after a space or
 * `T`, and then optionally a zone `Z` or `+HH:MM`; without a zone both sides are read as UTC. Returns the
 * timestamp in milliseconds, or null when the text is not such a date.
 */
const DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?(Z|[+-]\d{2}:?\d{2})?)?$/;
export function parseDate(s: string): number | null {
  if (s.length < 10 || s.length > 32) return null;
  const m = DATE.exec(s);
  if (!m) return null;
  const y = +m[1]!;
  const mo = +m[2]!;
  const d = +m[3]!;
  const h = m[4] === undefined ? 0 : +m[4];
  const mi = m[5] === undefined ? 0 : +m[5];
  const sec = m[6] === undefined ? 0 : +m[6];
  const ms = m[7] === undefined ? 0 : +m[7].padEnd(3, "0");
  if (mo < 1 || mo > 12 || d < 1 || d > daysInMonth(y, mo) || h > 23 || mi > 59 || sec > 59) return null;
  let offset = 0;
  const z = m[8];
  if (z !== undefined && z !== "Z") {
    const zh = +z.slice(1, 3);
    const zm = +z.slice(-2);
    if (zh > 23 || zm > 59) return null;
    offset = (z[0] === "-" ? -1 : 1) * (zh * 60 + zm) * 60_000;
  }
  return daysFromCivil(y, mo, d) * 86_400_000 + ((h * 60 + mi) * 60 + sec) * 1000 + ms - offset;
}
const daysInMonth = (y: number, m: number) =>
  m === 2 ? (y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0) ? 29 : 28) : m === 4 || m === 6 || m === 9 || m === 11 ? 30 : 31;
/** days since 1970-01-01 of a proleptic Gregorian date (H. Hinnant's algorithm) */
function daysFromCivil(y: number, m: number, d: number): number {
  y -= m <= 2 ? 1 : 0;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * (m + (m > 2 ? -3 : 9)) + 2) / 5) + d - 1;
  return era * 146_097 + yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy - 719_468;
}
const dateOf = (v: unknown): number | null => (typeof v === "string" ? parseDate(v) : null);

/** a prepared literal: its text, lower-cased text, number (when numeric), timestamp (when a date) */
export interface Scalar {
  text: string;
  lower: string;
  num: number | null;
  date: number | null;
}
export const scalar = (text: string): Scalar => ({ text, lower: text.toLowerCase(), num: isNumeric(text) ? Number(text) : null, date: parseDate(text) });

/**
 * Byte-wise order of two strings as PHP compares them (UTF-8 bytes, that is code points). JavaScript's `<`
 * orders UTF-16 code units, which differs only where a surrogate (U+D800-DFFF, astral characters) meets
 * U+E000-FFFF: at the first difference such units are moved into code point order.
 */
export function compareBytes(a: string, b: string): number {
  if (a === b) return 0;
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    let x = a.charCodeAt(i);
    let y = b.charCodeAt(i);
    if (x === y) continue;
    if (x >= 0xd800 && y >= 0xd800) {
      x += x >= 0xe000 ? -0x800 : 0x2000;
      y += y >= 0xe000 ? -0x800 : 0x2000;
    }
    return x < y ? -1 : 1;
  }
  return a.length < b.length ? -1 : a.length > b.length ? 1 : 0;
}

/** an element of a multi-valued attribute as text (numbers as JavaScript prints them, booleans 1/0), or null */
function elementText(x: unknown): string | null {
  if (typeof x === "string") return x;
  if (typeof x === "number") return String(x);
  if (typeof x === "boolean") return x ? "1" : "0";
  return null;
}

/** items of a list literal: numeric ones by value, dates by timestamp, the others by lower-cased text; all by exact text (for elements) */
export interface ListLit {
  nums: Set<number>;
  strs: Set<string>;
  dates: Set<number>;
  exact: Set<string>;
  items: Scalar[];
}
export const listLit = (items: string[]): ListLit => {
  const s = items.map(scalar);
  return {
    nums: new Set(s.filter((x) => x.num !== null).map((x) => x.num!)),
    strs: new Set(s.filter((x) => x.num === null).map((x) => x.lower)),
    dates: new Set(s.filter((x) => x.date !== null).map((x) => x.date!)),
    exact: new Set(items),
    items: s,
  };
};

/** `==` of a single (present, not multi-valued) value */
function eqScalar(v: unknown, b: Scalar): boolean {
  if (b.num !== null && isNumeric(v)) return Number(unbool(v)) === b.num;
  if (b.date !== null) {
    const t = dateOf(v);
    if (t !== null) return t === b.date;
  }
  return lower(v) === b.lower;
}
export function eq(v: unknown, b: Scalar): boolean {
  if (v === null || v === undefined) return false;
  // a multi-valued attribute "is" a value when it holds exactly that one element (Maho: count == 1)
  if (Array.isArray(v)) return v.length === 1 && elementText(v[0]) === b.text;
  return eqScalar(v, b);
}

/** `()` of a single value: `==` one of the items */
function inScalar(v: unknown, l: ListLit): boolean {
  if (isNumeric(v) && l.nums.has(Number(unbool(v)))) return true;
  if (l.dates.size) {
    const t = dateOf(v);
    if (t !== null && l.dates.has(t)) return true;
  }
  return l.strs.has(lower(v));
}
/** is one of (a multi-valued attribute: one of its elements is exactly one of the items, Maho's array_intersect) */
export function inList(v: unknown, l: ListLit): boolean {
  if (v === null || v === undefined) return false;
  if (Array.isArray(v)) {
    for (let i = 0; i < v.length; i++) {
      const t = elementText(v[i]);
      if (t !== null && l.exact.has(t)) return true;
    }
    return false;
  }
  return inScalar(v, l);
}

/**
 * contains all: every listed item is exactly one of the attribute's elements (an item listed twice needs
 * no second element); a single value must `==` every item
 */
export function containsAll(v: unknown, l: ListLit): boolean {
  if (v === null || v === undefined) return false;
  if (Array.isArray(v)) {
    const have = new Set<string>();
    for (const x of v) {
      const t = elementText(x);
      if (t !== null) have.add(t);
    }
    return l.items.every((it) => have.has(it.text));
  }
  return l.items.every((it) => eqScalar(v, it));
}

/** contains: a case-insensitive substring of a single value; of a multi-valued one, membership of the element (Maho's in_array) */
export function contains(v: unknown, b: Scalar): boolean {
  if (v === null || v === undefined) return false;
  if (Array.isArray(v)) return v.some((x) => elementText(x) === b.text);
  return lower(v).includes(b.lower);
}

function cmpOne(v: unknown, b: Scalar, op: ">=" | "<=" | ">" | "<"): boolean {
  if (v === null || v === undefined || Array.isArray(v)) return false;
  let d: number;
  const t = b.date !== null ? dateOf(v) : null;
  if (b.num !== null && isNumeric(v)) {
    const x = Number(unbool(v)); // "1e999" is numeric (infinite): no subtraction, Infinity - Infinity is NaN
    d = x < b.num ? -1 : x > b.num ? 1 : 0;
  } else if (b.date !== null && t !== null) d = t - b.date;
  else d = compareBytes(String(unbool(v)), b.text);
  return op === ">=" ? d >= 0 : op === "<=" ? d <= 0 : op === ">" ? d > 0 : d < 0;
}
export const gte = (v: unknown, b: Scalar) => cmpOne(v, b, ">=");
export const lte = (v: unknown, b: Scalar) => cmpOne(v, b, "<=");
export const gt = (v: unknown, b: Scalar) => cmpOne(v, b, ">");
export const lt = (v: unknown, b: Scalar) => cmpOne(v, b, "<");

/** any overlap between the product's categories (with ancestors) and the listed ones */
export function catAny(cats: readonly number[] | undefined, ids: Set<number>): boolean {
  if (!cats) return false;
  for (let i = 0; i < cats.length; i++) if (ids.has(cats[i]!)) return true;
  return false;
}

export const hasOwn = Object.prototype.hasOwnProperty;

/** the product value a condition reads */
export function productValue(p: RuleProduct, attribute: string): unknown {
  switch (attribute) {
    case "sku":
      return p.sku;
    case "price":
      return p.price;
    case "type_id":
      return p.type;
    case "attribute_set_id":
      return p.attributeSetId;
    case "category_ids":
      return p.categoryIds;
    default:
      return p.attributes && hasOwn.call(p.attributes, attribute) ? p.attributes[attribute] : undefined;
  }
}

export type PreparedLeaf =
  | { kind: "never" }
  | { kind: "category"; ids: Set<number>; negate: boolean }
  | { kind: "scalar"; fn: "eq" | "contains" | "gte" | "lte" | "gt" | "lt"; lit: Scalar; negate: boolean }
  | { kind: "list"; fn: "inList" | "containsAll"; lit: ListLit; negate: boolean };

const isJsonArray = (v: string) => {
  const t = v.trim();
  if (!t.startsWith("[")) return false;
  try {
    return Array.isArray(JSON.parse(t));
  } catch {
    return false;
  }
};

/** a leaf's operator and literal, resolved once at compile time */
export function prepareLeaf(n: ProductNode): PreparedLeaf {
  const negate = n.operator in NEGATED;
  const op = (NEGATED[n.operator] ?? n.operator) as TreeOperator;
  if (n.attribute === "category_ids") {
    if (op === "==" || op === "{}" || op === "()") {
      return { kind: "category", ids: new Set(splitList(n.value).filter(isNumeric).map(Number)), negate };
    }
    return { kind: "never" };
  }
  if (LIST_OPERATORS.has(op)) return { kind: "list", fn: op === "()" ? "inList" : "containsAll", lit: listLit(splitList(n.value)), negate };
  // a scalar operator given a list never matches (stored trees; the DSL refuses it at compile time)
  if (isJsonArray(n.value)) return { kind: "never" };
  const fn = ({ "==": "eq", "{}": "contains", ">=": "gte", "<=": "lte", ">": "gt", "<": "lt" } as const)[op as "==" | "{}" | ">=" | "<=" | ">" | "<"];
  return { kind: "scalar", fn, lit: scalar(n.value), negate };
}

export const HELPERS = { eq, contains, gte, lte, gt, lt, inList, containsAll, catAny, hasOwn };
