import { describe, expect, it } from "vitest";
import { parse } from "../src/parse.ts";
import { check, type CatalogDescription } from "../src/checker.ts";
import { formatDiagnostics } from "../src/diagnostics.ts";
import { compileSource } from "../src/index.ts";

const catalog: CatalogDescription = {
  attributes: {
    color: { type: "select", options: ["red", "blue", "green"] },
    brand: { type: "text" },
    material: { type: "multiselect", options: ["cotton", "steel"] },
    eco: { type: "boolean" },
    release: { type: "date" },
    weight: { type: "number" },
  },
  categoryIds: [12, 15, 20],
  groups: { NOT_LOGGED_IN: 0, General: 1, Wholesale: 2 },
  stores: ["default", "au"],
  countries: ["AU", "NZ", "US"],
  cmsPages: ["login-required", "home"],
};

describe("syntax errors", () => {
  it("name the line and column, show the line with a caret, use human token names", () => {
    const src = `rule "a" when price >= ) then hide_price`;
    const { diagnostics } = parse(src);
    expect(diagnostics[0]).toMatchObject({ line: 1, column: 24, message: "expected '[', a quoted string, a number, a date, 'true' or 'false', found ')'" });
    const text = formatDiagnostics(diagnostics, src, "rules.b2b");
    expect(text).toContain("rules.b2b:1:24: error:");
    expect(text).toContain(`1 | ${src}`);
    expect(text.split("\n")[3]).toBe(`  | ${" ".repeat(23)}^`);
  });

  it("suggest the nearest keyword", () => {
    const { diagnostics } = parse(`rul "a" then hide_price`);
    expect(diagnostics[0]!.hint).toBe("did you mean `rule`?");
    const d2 = parse(`rule "a" when price >= 1 then hide_prise`).diagnostics;
    expect(d2[0]!.hint).toBe("did you mean `hide_price`?");
    expect(d2[0]!.message).toMatch(/expected an action/);
  });

  it("report several errors at once", () => {
    const src = [
      `rule "a" when price >= ) then hide_price`,
      `rule "b" when sku = "x" then hide_price`,
      `rule "c" when sku == "x" then hide_price`,
      `rule "d" when then`,
    ].join("\n");
    const { diagnostics, ast } = parse(src);
    expect(new Set(diagnostics.map((d) => d.line)).size).toBeGreaterThanOrEqual(3);
    expect(ast.rules.map((r) => r.name)).toContain("c");
  });

  it("explain common slips: single '=' and single quotes", () => {
    expect(parse(`rule "a" when sku = "x" then hide_price`).diagnostics[0]!.hint).toBe("equality is written ==");
    expect(parse(`rule 'a' then hide_price`).diagnostics[0]!.hint).toContain("double quotes");
  });
});

describe("checks against the catalogue", () => {
  const errs = (src: string) => {
    const { ast, diagnostics } = parse(src);
    expect(diagnostics).toEqual([]);
    return check(ast, catalog);
  };
  it("unknown attribute, group, store, country, option and CMS page, with suggestions", () => {
    expect(errs(`rule "a" when attr.colr == "red" then hide_price`)[0]).toMatchObject({
      code: "unknown_attribute",
      message: "unknown attribute `attr.colr`",
      hint: "did you mean `attr.color`?",
    });
    expect(errs(`rule "a" for groups [Wholesal] then hide_price`)[0]).toMatchObject({ code: "unknown_group", hint: "did you mean `Wholesale`?" });
    expect(errs(`rule "a" for stores [defualt] then hide_price`)[0]).toMatchObject({ code: "unknown_store", hint: "did you mean `default`?" });
    expect(errs(`rule "a" for countries [XX] then hide_price`)[0]!.code).toBe("unknown_country");
    expect(errs(`rule "a" when attr.color == "rde" then hide_price`)[0]).toMatchObject({ code: "unknown_option", hint: 'did you mean "red"?' });
    expect(errs(`rule "a" then redirect "login-requird"`)[0]).toMatchObject({ code: "unknown_cms_page", hint: 'did you mean "login-required"?' });
    expect(errs(`rule "a" when category in [99] then hide_price`)[0]!.code).toBe("unknown_category");
  });

  it("operators not allowed for the attribute's type", () => {
    expect(errs(`rule "a" when attr.eco > true then hide_price`)[0]!.code).toBe("operator_not_allowed");
    expect(errs(`rule "a" when attr.release > 2025-01-01 then hide_price`)[0]!.code).toBe("operator_not_allowed");
    expect(errs(`rule "a" when attr.material == "cotton" then hide_price`)[0]!.code).toBe("operator_not_allowed");
    expect(errs(`rule "a" when price contains 1 then hide_price`)[0]!.message).toMatch(/not allowed for price \(numeric\)/);
    expect(errs(`rule "a" when attr.brand contains all ["a"] then hide_price`)[0]!.code).toBe("operator_not_allowed");
  });

  it("a list where a scalar is needed and the reverse; literal types", () => {
    expect(errs(`rule "a" when sku in "WH" then hide_price`)[0]!.code).toBe("list_expected");
    expect(errs(`rule "a" when sku == ["a", "b"] then hide_price`)[0]!.code).toBe("scalar_expected");
    expect(errs(`rule "a" when price >= "cheap" then hide_price`)[0]!.code).toBe("type_mismatch");
    expect(errs(`rule "a" when attr.release >= "soon" then hide_price`)[0]!.code).toBe("type_mismatch");
    expect(errs(`rule "a" when category == [12, 15] then hide_price`)).toEqual([]);
  });

  it("the example from the issue checks clean", () => {
    const src = `# Wholesale prices are for trade customers only
rule "Trade prices" priority 10
  for groups [NOT_LOGGED_IN, General] stores [default] countries [AU, NZ]
  when sku contains "WH-" and (category in [12, 15] or price >= 100)
       and attr.brand == "Acme" and not any(attr.color in ["red", "blue"], type == "bundle")
  then hide_price, block_purchase
  enforce both
  message "Log in with a trade account to see prices"`;
    const { rules, diagnostics } = compileSource(src, catalog);
    expect(diagnostics).toEqual([]);
    expect(rules[0]).toMatchObject({
      name: "Trade prices",
      priority: 10,
      groups: [0, 1],
      stores: ["default"],
      countries: ["AU", "NZ"],
      enforce: "both",
      actions: { hidePrice: true, blockPurchase: true, hideListing: false },
    });
  });
});
