/**
 * The Access rules screen's pure parts: the Basic-mode matrix (cell states, the smallest change for a click and
 * the other cells it moves) and the editor's model (one rule -> the AccessRuleInput the server takes, and back).
 */
import { describe, expect, it } from "vitest";
import { compileSource, parse } from "../../dsl/src/browser.ts";
import { cell, changedValues, type Settings, toggle } from "../../admin/src/screens/access-rules/matrix.ts";
import { compileRule, ruleText, toInput } from "../../admin/src/screens/access-rules/model.ts";

const GROUPS = [0, 1, 2];
const base: Settings = { hidePrice: true, blockPurchase: true, byCustomerGroup: true, customerGroups: [0], byCategory: false, categoryIds: [] };

describe("the Basic-mode matrix", () => {
  it("a cell is all products, gated categories only, or off", () => {
    expect(cell(base, 0, "hidePrice")).toBe("all");
    expect(cell(base, 1, "hidePrice")).toBe("off");
    expect(cell({ ...base, byCategory: true, categoryIds: [11] }, 1, "hidePrice")).toBe("categories");
    expect(cell({ ...base, byCustomerGroup: false }, 2, "blockPurchase")).toBe("all");
    expect(cell({ ...base, hidePrice: false }, 0, "hidePrice")).toBe("off");
  });

  it("turning a cell on lists the group and says which other cells move", () => {
    const t = toggle(base, 1, "hidePrice", GROUPS);
    expect(t.next.customerGroups).toEqual([0, 1]);
    expect(t.alsoChanges).toEqual([{ group: 1, action: "blockPurchase", from: "off", to: "all" }]);
    expect(changedValues(base, t.next)).toEqual({ customerGroups: "0,1" });
  });

  it("turning a cell off takes the smaller change: the action when only this group has it, else the group", () => {
    const onlyPrice = { ...base, blockPurchase: false };
    const a = toggle(onlyPrice, 0, "hidePrice", GROUPS);
    expect(a.alsoChanges).toEqual([]);
    expect(changedValues(onlyPrice, a.next)).toEqual({ customerGroups: "" });
    const two = { ...base, customerGroups: [0, 1, 2] };
    const b = toggle(two, 1, "hidePrice", GROUPS);
    expect(b.alsoChanges).toEqual([{ group: 1, action: "blockPurchase", from: "all", to: "off" }]);
    expect(changedValues(two, b.next)).toEqual({ customerGroups: "0,2" });
  });

  it("a list kept while by-group was off is not revived when a cell turns on", () => {
    const s = { ...base, byCustomerGroup: false, byCategory: true, categoryIds: [11], customerGroups: [0, 2] };
    const t = toggle(s, 1, "hidePrice", GROUPS);
    expect(t.next).toMatchObject({ byCustomerGroup: true, customerGroups: [1] });
  });
});

describe("the editor's model", () => {
  const catalog = { groups: { NOT_LOGGED_IN: 0, General: 1, Wholesale: 2 }, stores: ["default"], cmsPages: ["trade"], attributes: {}, categoryIds: [11] };
  const src = `rule "Trade" priority 5
  for groups [NOT_LOGGED_IN, General] countries [au]
  when sku contains "WH-" and category in [11]
  then hide_price, redirect "trade"
  enforce visibility
  message "Log in"`;

  it("compiles one rule to the input the server takes, with the when expression printed back from the tree", () => {
    const c = compileRule(src, catalog);
    expect(c.diagnostics).toEqual([]);
    const input = toInput(c.rule!, catalog);
    expect(input).toEqual({
      name: "Trade",
      priority: 5,
      customerGroupIds: [0, 1],
      storeCodes: [],
      countries: ["AU"],
      source: 'sku contains "WH-" and category in [11]',
      hideListing: false,
      hidePrice: true,
      blockPurchase: false,
      redirectCms: "trade",
      enforcement: "visibility",
      message: "Log in",
    });
    // the printed when compiles to the same tree the editor showed
    const again = compileSource(`rule "x" when ${input.source} then hide_price`, catalog).rules[0]!;
    expect(again.conditions).toEqual(c.rule!.conditions);
  });

  it("refuses a second rule at its own position, and prints a stored rule back to text that compiles the same", () => {
    const two = compileRule(`${src}\nrule "b" then hide_price`, catalog);
    expect(two.rule).toBeNull();
    expect(two.diagnostics.at(-1)).toMatchObject({ code: "one_rule", line: 7, column: 1 });
    const c = compileRule(src, catalog).rule!;
    const text = ruleText(
      {
        id: 9,
        name: c.name,
        isActive: true,
        priority: c.priority,
        customerGroupIds: c.groups,
        storeCodes: c.stores,
        countries: c.countries,
        source: null,
        conditions: c.conditions,
        legacy: false,
        scopeCategoryIds: [],
        productIds: [],
        hideListing: false,
        hidePrice: true,
        blockPurchase: false,
        redirectCms: "trade",
        enforcement: "visibility",
        message: "Log in",
        updatedAt: "",
      },
      catalog,
    );
    expect(text).toContain("for groups [NOT_LOGGED_IN, General]");
    expect(parse(text).diagnostics).toEqual([]);
    expect(compileRule(text, catalog).rule).toEqual(c);
  });
});
