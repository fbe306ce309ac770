/**
 * Shadowing: where an earlier rule (by priority) always decides before a later one. Rules are tried in
 * ascending priority (ties: lower id) and the first whose scope and conditions match decides, so a rule X never
 * fires for a product that an earlier rule Y also matches when Y's scope covers X's: every caller X applies to
 * (customer group, store, destination country) is one Y applies to, and Y is tried first.
 *
 * Only full covering is reported: "never fires" is then exact for those products. Where the scopes merely
 * overlap, X still fires for the callers outside Y's scope, so that is not shadowing (and is not reported).
 */
import { compileNode } from "./compile.ts";
import { byPriority, type Rule } from "./rules.ts";
import type { RuleProduct } from "./semantics.ts";

/** a rule's scope: each dimension empty = anything; a listed country needs a known destination */
export type ScopeSpec = Pick<Rule, "groups" | "stores" | "countries">;

const coversDim = <T>(y: readonly T[], x: readonly T[]) => y.length === 0 || (x.length > 0 && x.every((v) => y.includes(v)));

/**
 * whether every caller in x's scope is in y's: per dimension y is empty (anything), or x lists values and y
 * lists each of them (an empty x dimension means any value, which a list never covers; an empty country
 * dimension also takes callers with no known destination, which a country list never matches)
 */
export function scopeCovers(y: ScopeSpec, x: ScopeSpec): boolean {
  return coversDim(y.groups, x.groups) && coversDim(y.stores, x.stores) && coversDim(y.countries, x.countries);
}

/** whether some caller is in both scopes */
export function scopesOverlap(a: ScopeSpec, b: ScopeSpec): boolean {
  const dim = <T>(p: readonly T[], q: readonly T[]) => p.length === 0 || q.length === 0 || p.some((v) => q.includes(v));
  return dim(a.groups, b.groups) && dim(a.stores, b.stores) && dim(a.countries, b.countries);
}

/** a caller in the scope (each dimension's first value, or the given defaults where the rule takes any) */
export function sampleScope(x: ScopeSpec, defaults: { group: number; store: string }): { group: number; store: string; country: string | null } {
  return { group: x.groups[0] ?? defaults.group, store: x.stores[0] ?? defaults.store, country: x.countries[0] ?? null };
}

export interface Shadow<K> {
  /** the rule that never fires for these products */
  rule: Rule;
  /** the earlier rule whose scope covers it and that decides first for them */
  by: Rule;
  /** the products, in the order they were given */
  products: K[];
}

export interface ShadowReport<K> {
  shadows: Shadow<K>[];
  /** rule id -> how many of the products given its conditions match */
  matched: Map<number, number>;
  /** how many products were given */
  products: number;
}

/**
 * Feeds products through the rules and attributes each product a rule X matches to the first earlier rule
 * (by priority) whose scope covers X's and which matches it too: X never fires for that product. Products come
 * in any number of calls (batches of a catalogue), each with a key of the caller's choosing (e.g. its id).
 */
export function shadowAnalysis<K>(rules: readonly Rule[]) {
  const sorted = [...rules].sort(byPriority);
  const tests = sorted.map((r) => compileNode(r.conditions));
  /** per rule (by position): the positions of the earlier rules whose scope covers it */
  const covering = sorted.map((x, i) => sorted.slice(0, i).flatMap((y, j) => (scopeCovers(y, x) ? [j] : [])));
  const found = new Map<string, Shadow<K>>();
  const matched = new Map<number, number>(sorted.map((r) => [r.id, 0]));
  let count = 0;
  const hits: (boolean | undefined)[] = new Array(sorted.length);
  return {
    add(key: K, p: RuleProduct): void {
      count++;
      hits.fill(undefined);
      const hit = (i: number) => (hits[i] ??= tests[i]!(p));
      for (let i = 0; i < sorted.length; i++) {
        if (!hit(i)) continue;
        const x = sorted[i]!;
        matched.set(x.id, matched.get(x.id)! + 1);
        const j = covering[i]!.find(hit);
        if (j === undefined) continue;
        const y = sorted[j]!;
        const k = `${x.id}:${y.id}`;
        const s = found.get(k);
        if (s) s.products.push(key);
        else found.set(k, { rule: x, by: y, products: [key] });
      }
    },
    report(): ShadowReport<K> {
      const order = new Map(sorted.map((r, i) => [r.id, i]));
      const shadows = [...found.values()].sort((a, b) => order.get(a.rule.id)! - order.get(b.rule.id)! || order.get(a.by.id)! - order.get(b.by.id)!);
      return { shadows, matched, products: count };
    },
  };
}

/** the diagnostic's sentence */
export function shadowMessage(s: { rule: Pick<Rule, "name">; by: Pick<Rule, "name" | "priority">; count: number; matched: number }): string {
  const n = `${s.count} product${s.count === 1 ? "" : "s"}`;
  const all = s.count === s.matched ? ` (every product it matches: it never fires at all)` : ` (of the ${s.matched} it matches)`;
  return `rule "${s.rule.name}" never fires for ${n}${all} that rule "${s.by.name}" (priority ${s.by.priority}) decides first for the same customers, stores and countries`;
}
