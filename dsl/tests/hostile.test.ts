import { describe, expect, it } from "vitest";
import { compileRuleSet, closureRuleSet } from "../src/compile.ts";
import { COMBINE, PRODUCT, splitList } from "../src/tree.ts";
import { parse } from "../src/parse.ts";
import { rulesFromAst } from "../src/rules.ts";
import type { Rule } from "../src/rules.ts";

const HOSTILE = [
  '"',
  "'",
  "\\",
  '\\"',
  "${process.exit(1)}",
  "`",
  "</script><script>alert(1)</script>",
  "__proto__",
  "constructor",
  "prototype",
  "\u2028\u2029",
  "'); throw new Error('x'); ('",
  '"]; globalThis.pwned = 1; //',
  "a\nb",
  "toString",
  "hasOwnProperty",
];

function rule(attribute: string, value: string, operator: "==" | "{}" | "()" = "=="): Rule {
  return {
    id: 1,
    name: "h",
    priority: 0,
    groups: [],
    stores: [],
    countries: [],
    conditions: { type: COMBINE, aggregator: "all", value: "1", conditions: [{ type: PRODUCT, attribute, operator, value }] },
    actions: { hideListing: true, hidePrice: false, blockPurchase: false, redirect: null },
    enforce: "both",
    message: null,
  };
}
const scope = { group: 0, store: "default", country: null };

describe("hostile strings are data, never code", () => {
  it("as literal values and as attribute codes", () => {
    for (const h of HOSTILE) {
      for (const op of ["==", "{}", "()"] as const) {
        const asValue = compileRuleSet([rule("sku", h, op)]);
        expect(asValue({ sku: h, type: "simple", price: 1, categoryIds: [], attributes: {} }, scope)?.id ?? null, `${op} ${JSON.stringify(h)}`).toBe(
          op === "()" && !splitList(h).includes(h) ? null : 1,
        );
        const asCode = compileRuleSet([rule(h, "x", op)]);
        const owned = Object.defineProperty({}, h, { value: "x", enumerable: true });
        expect(asCode({ sku: "s", type: "simple", price: 1, categoryIds: [], attributes: owned }, scope)?.id, `attribute ${JSON.stringify(h)}`).toBe(1);
        // an inherited property (e.g. __proto__, toString) is not the product's attribute
        expect(asCode({ sku: "s", type: "simple", price: 1, categoryIds: [], attributes: {} }, scope)).toBeNull();
        expect(closureRuleSet([rule(h, "x", op)])({ sku: "s", type: "simple", price: 1, categoryIds: [], attributes: {} }, scope)).toBeNull();
      }
    }
    expect((globalThis as Record<string, unknown>).pwned).toBeUndefined();
  });

  it("literals reach the generated source only through the constants array", () => {
    const fn = compileRuleSet([rule("sku", "</script>${x}", "=="), rule("color", '"]; pwned()', "{}")]) as unknown as { source: string };
    expect(fn.source).not.toContain("</script>");
    expect(fn.source).not.toContain("pwned");
    expect(fn.source).toContain('"color"');
  });

  it("hostile strings in DSL source parse as strings", () => {
    const src = `rule "x" when sku == "\\"); process.exit(1); (\\"" and attr.brand contains "\${1+1}</script>" then hide_price`;
    const { ast, diagnostics } = parse(src);
    expect(diagnostics).toEqual([]);
    const [r] = rulesFromAst(ast);
    const fn = compileRuleSet([r!]);
    expect(fn({ sku: '"); process.exit(1); ("', type: "simple", price: 1, categoryIds: [], attributes: { brand: "X${1+1}</script>Y" } }, scope)?.name).toBe(
      "x",
    );
  });
});
