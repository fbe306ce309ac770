/**
 * Rule evaluation: a 40-rule first-match rule set and a single rule over the same 10,000 products, as the
 * generated function, the closure evaluator, filtrex and json-logic-js (all checked to agree first), plus
 * parse + check + compile of 1,000 rules.
 */
import { compileExpression } from "filtrex";
import jsonLogic from "json-logic-js";
import { compileRuleSet, closureRuleSet } from "../dsl/src/compile.ts";
import { compileSource } from "../dsl/src/index.ts";
import type { Rule } from "../dsl/src/rules.ts";
import type { RuleProduct, RuleScope } from "../dsl/src/semantics.ts";
import { type BenchResult, size, table } from "./lib.ts";

function prng(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const rnd = prng(7);
const pick = <T>(xs: T[]) => xs[Math.floor(rnd() * xs.length)]!;
const BRANDS = ["acme", "globex", "initech", "umbrella"];
const TYPES = ["simple", "bundle", "configurable", "grouped"];

/** one rule in three languages: ours, filtrex, json-logic (lower-case data, so all compare alike) */
function makeRule(i: number) {
  const price = 20 + Math.floor(rnd() * 400);
  const brand = pick(BRANDS);
  const type = pick(TYPES);
  const cats = [1 + Math.floor(rnd() * 30), 1 + Math.floor(rnd() * 30)];
  const skuPart = `wh-${Math.floor(rnd() * 10)}`;
  const group = Math.floor(rnd() * 4);
  const dsl = `rule "r${i}" priority ${i}\n  for groups [${group}]\n  when (sku contains "${skuPart}" or category in [${cats.join(", ")}]) and price >= ${price} and attr.brand == "${brand}" and type != "${type}"\n  then hide_price`;
  const filtrex = `group == ${group} and (skuHas(sku, "${skuPart}") or overlap(cats, ${cats.join(", ")})) and price >= ${price} and brand == "${brand}" and type != "${type}"`;
  const logic = {
    and: [
      { "==": [{ var: "group" }, group] },
      { or: [{ in: [skuPart, { var: "sku" }] }, { some: [{ var: "cats" }, { in: [{ var: "" }, cats] }] }] },
      { ">=": [{ var: "price" }, price] },
      { "==": [{ var: "brand" }, brand] },
      { "!=": [{ var: "type" }, type] },
    ],
  };
  return { dsl, filtrex, logic };
}

function makeProducts(n: number): RuleProduct[] {
  return Array.from({ length: n }, (_, i) => ({
    sku: `wh-${Math.floor(rnd() * 12)}-${i}`,
    type: pick(TYPES),
    price: Math.floor(rnd() * 500),
    categoryIds: [1 + Math.floor(rnd() * 40), 1 + Math.floor(rnd() * 40), 1 + Math.floor(rnd() * 40)],
    attributes: { brand: pick(BRANDS) },
  }));
}

/** the best of 9 batches of at least `minMs` each, for every engine alike: noise (GC, the other core busy) only ever adds time */
function time(fn: () => void, minMs = size(100, 5)): number {
  fn(); // warm-up
  const batches: number[] = [];
  for (let b = 0; b < size(9, 3); b++) {
    let runs = 0;
    const start = performance.now();
    do {
      fn();
      runs++;
    } while (performance.now() - start < minMs);
    batches.push((performance.now() - start) / runs);
  }
  return Math.min(...batches);
}

const PRODUCTS = size(10_000, 1000);
const RULES = size(1000, 100);

export async function benchDsl(): Promise<BenchResult> {
  const products = makeProducts(PRODUCTS);
  const scopes: RuleScope[] = products.map(() => ({ group: Math.floor(rnd() * 4), store: "default", country: null }));
  const flat = products.map((p, i) => ({ sku: p.sku, type: p.type, price: p.price, cats: p.categoryIds, brand: p.attributes.brand, group: scopes[i]!.group }));
  const specs = Array.from({ length: 40 }, (_, i) => makeRule(i + 1));
  const { rules, diagnostics } = compileSource(specs.map((s) => s.dsl).join("\n\n"));
  if (diagnostics.length) throw new Error(JSON.stringify(diagnostics));

  const extraFunctions = {
    skuHas: (s: string, part: string) => s.includes(part),
    overlap: (cs: number[], ...ids: number[]) => cs.some((c) => ids.includes(c)),
  };
  const engines = (set: Rule[], ss: typeof specs) => {
    const generated = compileRuleSet(set);
    const closure = closureRuleSet(set);
    const fx = ss.map((s) => compileExpression(s.filtrex, { extraFunctions }));
    const firstFiltrex = (f: (typeof flat)[number]) => {
      for (let i = 0; i < fx.length; i++) if (fx[i]!(f) === true) return i + 1;
      return null;
    };
    const firstLogic = (f: (typeof flat)[number]) => {
      for (let i = 0; i < ss.length; i++) if (jsonLogic.apply(ss[i]!.logic as never, f)) return i + 1;
      return null;
    };
    // the same tight loop for every engine; results are compared once, outside the timing
    const out: unknown[] = new Array(products.length);
    const n = products.length;
    return {
      generated: () => {
        for (let i = 0; i < n; i++) out[i] = generated(products[i]!, scopes[i]!);
        return out.map((r) => (r as Rule | null)?.id ?? null);
      },
      closure: () => {
        for (let i = 0; i < n; i++) out[i] = closure(products[i]!, scopes[i]!);
        return out.map((r) => (r as Rule | null)?.id ?? null);
      },
      filtrex: () => {
        for (let i = 0; i < n; i++) out[i] = firstFiltrex(flat[i]!);
        return out.slice();
      },
      jsonLogic: () => {
        for (let i = 0; i < n; i++) out[i] = firstLogic(flat[i]!);
        return out.slice();
      },
      loops: {
        generated: () => {
          for (let i = 0; i < n; i++) out[i] = generated(products[i]!, scopes[i]!);
        },
        closure: () => {
          for (let i = 0; i < n; i++) out[i] = closure(products[i]!, scopes[i]!);
        },
        filtrex: () => {
          for (let i = 0; i < n; i++) out[i] = firstFiltrex(flat[i]!);
        },
        jsonLogic: () => {
          for (let i = 0; i < n; i++) out[i] = firstLogic(flat[i]!);
        },
      },
    };
  };

  const report = (title: string, e: ReturnType<typeof engines>) => {
    const { loops, ...results } = e;
    const expected = JSON.stringify(results.generated());
    for (const [name, f] of Object.entries(results)) if (JSON.stringify(f()) !== expected) throw new Error(`${name} disagrees with the generated function`);
    const ms = Object.fromEntries(Object.entries(loops).map(([k, f]) => [k, time(f)]));
    console.log(`\n## ${title} (${PRODUCTS.toLocaleString("en")} products; all four engines give the same winners)`);
    table([
      ["engine", `ms / ${PRODUCTS.toLocaleString("en")} products`, "products/s", "generated is x faster"],
      ...Object.entries(ms).map(([k, v]) => [k, v.toFixed(2), `${(PRODUCTS / (v / 1000) / 1e6).toFixed(2)}M`, (v / ms.generated!).toFixed(1)]),
    ]);
    return ms;
  };
  const set = report("40-rule first-match rule set", engines(rules, specs));
  const single = report("single rule", engines([rules[0]!], [specs[0]!]));

  const thousand = Array.from({ length: RULES }, (_, i) => makeRule(i + 1).dsl).join("\n\n");
  const groups = { "NOT LOGGED IN": 0, General: 1, Wholesale: 2, Retailer: 3 };
  const checked = compileSource(thousand, { groups });
  // the figure must include compiling: every rule has to pass the checker
  if (checked.rules.length !== RULES) throw new Error(`the ${RULES}-rule source does not check: ${checked.diagnostics[0]?.message}`);
  const compileMs = time(
    () => {
      const r = compileSource(thousand, { groups });
      compileRuleSet(r.rules);
    },
    size(300, 10),
  );
  console.log(`\nparse + check + compile of ${RULES.toLocaleString("en")} rules: ${compileMs.toFixed(1)} ms (target < 100 ms for 1,000)`);
  console.log(
    `targets: rule set generated/filtrex ${(set.filtrex! / set.generated!).toFixed(1)}x (>= 30x), generated/json-logic ${(set.jsonLogic! / set.generated!).toFixed(1)}x (>= 100x), single rule generated/filtrex ${(single.filtrex! / single.generated!).toFixed(1)}x (>= 8x)`,
  );
  const ratio = (m: Record<string, number>, k: string) => m[k]! / m.generated!;
  return {
    ratios: {
      "rule set filtrex": ratio(set, "filtrex"),
      "rule set json-logic": ratio(set, "jsonLogic"),
      "rule set closure": ratio(set, "closure"),
      "single rule filtrex": ratio(single, "filtrex"),
      "single rule json-logic": ratio(single, "jsonLogic"),
    },
    errors: {},
  };
}
