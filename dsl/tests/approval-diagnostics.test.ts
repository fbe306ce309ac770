import { describe, expect, it } from "vitest";
import { compileApprovalSource } from "../src/approval-parse.ts";
import type { CatalogDescription } from "../src/catalog.ts";
import { formatDiagnostic } from "../src/diagnostics.ts";

const catalog: CatalogDescription = {
  attributes: { color: { type: "select", options: ["red", "blue"] }, brand: { type: "text" } },
  categoryIds: [3, 12],
  roles: ["Buyer", "Senior Buyer", "Company Administrator"],
};

/** the diagnostics of one rule with the given condition, as [code, column, hint?] (the condition starts at column 20) */
const PREFIX = `approval "r" when `;
function diags(cond: string, cat: CatalogDescription = catalog) {
  return compileApprovalSource(`${PREFIX}${cond} then approve by admin`, cat).diagnostics.map((d) => ({
    code: d.code,
    severity: d.severity,
    col: d.column - PREFIX.length,
    len: d.length,
    hint: d.hint,
  }));
}
const at = (cond: string, needle: string, from = 0) => cond.indexOf(needle, from) + 1;

describe("approval rules: diagnostics", () => {
  it("an unknown field, with the field it probably is", () => {
    const c = `order.totl > 5 and buyer.rol == "Buyer" and order.paymentmethod == "x"`;
    expect(diags(c)).toEqual([
      { code: "unknown_field", severity: "error", col: 1, len: 10, hint: "did you mean `order.total`?" },
      { code: "unknown_field", severity: "error", col: at(c, "buyer.rol"), len: 9, hint: "did you mean `buyer.role`?" },
      { code: "unknown_field", severity: "error", col: at(c, "order.paymentmethod"), len: 19, hint: "did you mean `order.paymentMethod`?" },
    ]);
    expect(diags(`order.discountAmount > 1`)[0]).toMatchObject({ code: "unknown_field", hint: expect.stringContaining("fields: order.total") });
    expect(diags(`buyer.spnt(30 days) > 1`)[0]).toMatchObject({ code: "unknown_field", hint: "did you mean `buyer.spent(...)`?" });
  });

  it("the message has the product language's format: file:line:column, the line, a caret", () => {
    const src = `approval "r"\n  when order.totl > 5\n  then approve by admin`;
    const [d] = compileApprovalSource(src).diagnostics;
    expect(formatDiagnostic(d!, src, "approvals.b2b")).toBe(
      [
        "approvals.b2b:2:8: error: unknown field `order.totl`",
        "  |",
        "2 |   when order.totl > 5",
        "  |        ^^^^^^^^^^",
        "  = did you mean `order.total`?",
      ].join("\n"),
    );
  });

  it("a product field outside order.lines.any(...), an order field inside it", () => {
    const c = `sku == "A" and order.lines.any(order.total > 5 and price > 1) and price > 3`;
    expect(diags(c).map((d) => [d.code, d.col])).toEqual([
      ["product_field", 1],
      ["order_field_in_line", at(c, "order.total")],
      ["product_field", at(c, "price > 3")],
    ]);
    expect(diags(`price > 3`)[0]!.hint).toBe("e.g. `order.lines.any(price > 100)`");
  });

  it("the product checker inside order.lines.any(...): unknown attribute, category, option, operator", () => {
    const c = `order.lines.any(attr.colr == "red" or category in [99] or attr.color == "gren" or price contains "1")`;
    expect(diags(c).map((d) => [d.code, d.col, d.hint])).toEqual([
      ["unknown_attribute", at(c, "attr.colr"), "did you mean `attr.color`?"],
      ["unknown_category", at(c, "99"), undefined],
      ["unknown_option", at(c, `"gren"`), "options: red, blue"],
      ["operator_not_allowed", at(c, "price contains"), undefined],
    ]);
  });

  it("wrong operators and values for the order fields", () => {
    expect(diags(`order.total contains "1"`)[0]).toMatchObject({ code: "operator_not_allowed", col: 1 });
    expect(diags(`buyer.team == "a@x.com"`)[0]).toMatchObject({ code: "operator_not_allowed" });
    expect(diags(`order.shipTo.country contains "A"`)[0]).toMatchObject({ code: "operator_not_allowed" });
    expect(diags(`order.total + 1 in [1, 2]`)[0]).toMatchObject({ code: "operator_not_allowed" });
    expect(diags(`order.total > "100"`)[0]).toMatchObject({ code: "type_mismatch", col: 15 });
    expect(diags(`buyer.role == 5`)[0]).toMatchObject({ code: "type_mismatch", col: 15, hint: '"5"' });
    expect(diags(`order.total in [1, "x"]`)[0]).toMatchObject({ code: "type_mismatch", col: 20 });
    expect(diags(`order.total in 5`)[0]).toMatchObject({ code: "list_expected" });
    expect(diags(`order.total == [5]`)[0]).toMatchObject({ code: "scalar_expected" });
    expect(diags(`order.qty in []`)[0]).toMatchObject({ code: "empty_list" });
    expect(diags(`buyer.role + 1 > 2`)[0]).toMatchObject({ code: "amount_expected", col: 1 });
    expect(diags(`order.total`)[0]).toMatchObject({ code: "not_a_condition", hint: "e.g. `order.total > 1000`" });
    expect(diags(`order.lines.any(sku == "A") == 1`)[0]).toMatchObject({ code: "not_comparable" });
    expect(diags(`"Buyer" == buyer.role`)[0]).toMatchObject({ code: "field_expected", col: 1 });
    expect(diags(`order.lines > 1`)[0]).toMatchObject({ code: "condition_expected" });
    expect(diags(`order.lines.any() and order.total > 1`)[0]).toMatchObject({ code: "condition_expected" });
    expect(diags(`order.total(3 days) > 1`)[0]).toMatchObject({ code: "unexpected_argument" });
    expect(diags(`1 > 2`)[0]).toMatchObject({ code: "constant_condition", severity: "warning" });
    expect(diags(`order.shipTo.country == "UK"`)[0]).toMatchObject({ code: "unknown_country", severity: "warning", hint: "the United Kingdom is GB" });
    expect(diags(`buyer.role == "Senior Buyr"`)[0]).toMatchObject({ code: "unknown_role", hint: 'did you mean "Senior Buyer"?' });
    // without the company's roles any name passes
    expect(diags(`buyer.role == "Senior Buyr"`, {})).toEqual([]);
  });

  it("bad windows", () => {
    const hint = expect.stringContaining("`30 days` (1 to 366)");
    expect(diags(`buyer.spent(0 days) > 1`)[0]).toMatchObject({ code: "bad_window", col: 13, hint });
    expect(diags(`buyer.spent(367 days) > 1`)[0]).toMatchObject({ code: "bad_window", col: 13 });
    expect(diags(`buyer.spent(1.5 days) > 1`)[0]).toMatchObject({ code: "bad_window" });
    expect(diags(`buyer.spent(2 month) > 1`)[0]).toMatchObject({ code: "bad_window", col: 13 });
    expect(diags(`buyer.spent(week) > 1`)[0]).toMatchObject({ code: "bad_window", col: 13 });
    expect(diags(`buyer.spent(mnth) > 1`)[0]).toMatchObject({ code: "bad_window", hint: expect.stringContaining("did you mean `month`?") });
    expect(diags(`buyer.spent > 1`)[0]).toMatchObject({ code: "window_expected", col: 1 });
    expect(diags(`buyer.spent(30 days) > 1 and buyer.spent(1 day) > 0 and buyer.spent(quarter) > 0`)).toEqual([]);
  });

  it("huge numbers are refused, not rounded", () => {
    const n = "1".repeat(31);
    expect(diags(`order.total > ${n}`)[0]).toMatchObject({ code: "number_too_large", col: 15 });
    expect(diags(`order.total in [1, ${n}]`)[0]).toMatchObject({ code: "number_too_large" });
    expect(diags(`order.total * ${n} > 1`)[0]).toMatchObject({ code: "number_too_large" });
    expect(diags(`order.total > ${"9".repeat(30)}`)).toEqual([]);
  });

  it("steps: count below 1, an empty role, an unknown role, a step twice; no step at all", () => {
    const src = (steps: string) => compileApprovalSource(`approval "r" then ${steps}`, catalog).diagnostics;
    const col = (steps: string, needle: string) => `approval "r" then ${steps}`.lastIndexOf(needle) + 1;
    expect(src(`approve by role "Buyer" count 0`)[0]).toMatchObject({ code: "bad_count", column: col(`approve by role "Buyer" count 0`, "0") });
    expect(src(`approve by role "Buyer" count 1.5`)[0]).toMatchObject({ code: "bad_count" });
    expect(src(`approve by role "Buyer" count 1001`)[0]).toMatchObject({ code: "bad_count" });
    expect(src(`approve by role ""`)[0]).toMatchObject({ code: "empty_role" });
    expect(src(`approve by role "Senior Buyr"`)[0]).toMatchObject({ code: "unknown_role", hint: 'did you mean "Senior Buyer"?' });
    expect(src(`approve by manager, approve by manager`)[0]).toMatchObject({
      code: "duplicate_step",
      severity: "warning",
      column: col(`approve by manager, approve by manager`, "approve"),
    });
    const none = compileApprovalSource(`approval "r" when order.total > 1 then`).diagnostics;
    expect(none).toEqual([expect.objectContaining({ code: "syntax", message: expect.stringContaining("expected an approval step") })]);
    expect(compileApprovalSource(`approval "r" then approve by boss`).diagnostics[0]).toMatchObject({ code: "syntax", column: 30 });
  });

  it("rule names: a duplicate is an error (fired rules are named by it); priority a whole number", () => {
    const r = compileApprovalSource(
      `approval "a" then approve by admin\napproval "a" then approve by manager\napproval "b" priority 1.5 then approve by admin`,
    );
    expect(r.rules).toEqual([]);
    expect(r.diagnostics.map((d) => [d.code, d.line, d.column])).toEqual([
      ["duplicate_rule", 2, 10],
      ["bad_priority", 3, 23],
    ]);
  });

  it("every error at once: syntax errors beside the checker's errors of the same and other rules", () => {
    const src = [
      `approval "one" when order.totl > 1 and (buyer.role == then approve by admin`,
      `approval "two" when sku == "x" then approve by role "Buyer" count 0`,
      `approval "three" when buyer.spent(week) > 1 and order.total > then approve by manager`,
      `rule "x" then hide_price`,
    ].join("\n");
    const r = compileApprovalSource(src, catalog);
    expect(r.rules).toEqual([]);
    expect(r.diagnostics.map((d) => [d.code, d.line])).toEqual([
      ["unknown_field", 1],
      ["syntax", 1],
      ["product_field", 2],
      ["bad_count", 2],
      ["bad_window", 3],
      ["syntax", 3],
      ["syntax", 4],
    ]);
    expect(r.diagnostics.at(-1)!.message).toContain("expected 'approval'");
  });

  it("typos of keywords get a hint", () => {
    const [d] = compileApprovalSource(`approval "r" then aprove by admin`).diagnostics;
    expect(d).toMatchObject({ code: "syntax", hint: "did you mean `approve`?" });
  });
});
