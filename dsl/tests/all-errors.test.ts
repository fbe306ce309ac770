/** The checker reports every error of a rule at once: syntax errors with recovery, and the semantic errors of what parsed. */
import { describe, expect, it } from "vitest";
import { compileSource, type CatalogDescription } from "../src/index.ts";

const catalog: CatalogDescription = {
  attributes: { color: { type: "select", options: ["red", "blue"] }, brand: { type: "text" } },
  categoryIds: [12, 15],
  groups: { NOT_LOGGED_IN: 0, General: 1, Wholesale: 2 },
  stores: ["default"],
  cmsPages: [],
};
const found = (src: string) => compileSource(src, catalog).diagnostics.map((d) => ({ line: d.line, column: d.column, code: d.code }));

describe("every error of a rule at once", () => {
  it("a syntax error does not hide the rule's semantic errors, before and after it", () => {
    const src = [
      `rule "a" for groups [Genral]`, //                 unknown group (1:22)
      `  when attr.colr == "red"`, //                    unknown attribute (2:8)
      `   and price >= )`, //                            syntax: no value (3:17)
      `   and category in [99]`, //                      unknown category (4:21)
      `  then hide_price`,
    ].join("\n");
    const ds = found(src);
    expect(ds).toEqual([
      { line: 1, column: 22, code: "unknown_group" },
      { line: 2, column: 8, code: "unknown_attribute" },
      { line: 3, column: 17, code: "syntax" },
      { line: 4, column: 21, code: "unknown_category" },
    ]);
    expect(compileSource(src, catalog).rules).toEqual([]);
  });

  it("two syntax errors in one condition are both reported, without an internal failure", () => {
    const src = `rule "a" when sku == and price >= 1 and attr.colr == "x" and type == then hide_price`;
    const ds = compileSource(src, catalog).diagnostics;
    expect(ds.map((d) => d.message).join("\n")).not.toMatch(/could not parse|Cannot read/);
    expect(ds.map((d) => [d.column, d.code])).toEqual([
      [22, "syntax"],
      [41, "unknown_attribute"],
      [70, "syntax"],
    ]);
  });

  it("every semantic error of a rule, each with its position", () => {
    const src = `rule "a" for stores [defualt] countries [XX] when attr.colr == "red" and sku in "x" and price == "abc" and attr.color == "rde" then redirect "nowhere"`;
    expect(found(src).map((d) => d.code)).toEqual([
      "unknown_store",
      "unknown_country",
      "unknown_attribute",
      "list_expected",
      "type_mismatch",
      "unknown_option",
      "unknown_cms_page",
    ]);
  });
});
