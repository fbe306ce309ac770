/**
 * Access gate, Rules mode over HTTP with a real database: the demo rules, the admin GraphQL, every rule part
 * (each scope dimension, each action, each enforcement, message fallback, priority and first-match stop,
 * legacy rules, empty tree), explain, freshness, and the reference implementation's defects 1-5.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import access from "../../../src/modules/access-gate/index.ts";
import { startTestServer, type TestServer } from "../../helpers/server.ts";
import { adminGql, createRule, customer, deleteAllRules, pricesIn, productIn, productOutside, RULE_FIELDS, setConfig } from "./helpers.ts";

let s: TestServer;
let jane: string; // General (1)
let trade: string; // Wholesale (2)

beforeAll(async () => {
  s = await startTestServer({ modules: [access as never] });
  jane = await customer(s, "jane@example.com");
  trade = await customer(s, "trade@example.com");
});
afterAll(async () => {
  await s?.close();
});

const flags = async (id: number, opts: { token?: string; headers?: Record<string, string>; store?: string } = {}) => {
  const headers = { ...opts.headers, ...(opts.store ? { "x-store-code": opts.store } : {}) };
  const r = await s.json(`/api/rest/v2/products/${id}`, { token: opts.token, headers });
  return { status: r.status, body: r.body, ...(r.body?.extensions?.b2bAccess ?? {}) } as {
    status: number;
    body: any;
    gateFlags: { requiresLogin: boolean; hidePrice: boolean; canCheckout: boolean };
    hiddenPriceMessage: string;
    redirect?: { cmsPage: string; url: string };
  };
};
const addToCart = (sku: string, opts: { token?: string; headers?: Record<string, string> } = {}) =>
  s.json("/api/rest/v2/cart/items", { method: "POST", json: { sku, qty: 1 }, ...opts });

describe("the demo rules (seeded)", () => {
  it("trade prices hidden from guests and General, a category hidden from guests, a country-scoped purchase block", async () => {
    const wh = await s.app.db.product.findFirst({ where: { sku: { startsWith: "WH-" }, type: "simple", status: 1 } });
    expect(wh).toBeTruthy();
    const g = await flags(wh!.id);
    expect(g.gateFlags).toEqual({ requiresLogin: false, hidePrice: true, canCheckout: false });
    expect(g.hiddenPriceMessage).toBe("Log in with a trade account to see trade prices");
    expect((await flags(wh!.id, { token: jane })).gateFlags.hidePrice).toBe(true);
    expect((await flags(wh!.id, { token: trade })).gateFlags.hidePrice).toBe(false);
    expect((await addToCart(wh!.sku)).status).toBe(403);

    const tool = await productIn(s, 12); // Drills, a subcategory of Power Tools (11)
    const guestTools = await s.json(`/api/rest/v2/products?categoryId=10&itemsPerPage=100`);
    const janeTools = await s.json(`/api/rest/v2/products?categoryId=10&itemsPerPage=100`, { token: jane });
    expect(guestTools.body.member.some((p: { id: number }) => p.id === tool.id)).toBe(false);
    expect(janeTools.body.member.some((p: { id: number }) => p.id === tool.id)).toBe(true);
    expect(guestTools.body.totalItems).toBeLessThan(janeTools.body.totalItems);
    expect((await flags(tool.id)).status).toBe(404);

    // NZ: by header, and by the cart's shipping country (which wins over the header)
    const nz = await addToCart(tool.sku, { token: jane, headers: { "x-destination-country": "NZ" } });
    expect(nz.status).toBe(403);
    expect(nz.body).toMatchObject({ code: "purchase_blocked", detail: "Power tools cannot be shipped to New Zealand" });
    expect((await addToCart(tool.sku, { token: jane, headers: { "x-destination-country": "AU" } })).status).toBe(200);
    expect((await s.json("/api/rest/v2/cart/shipping-country", { method: "PUT", token: jane, json: { country: "NZ" } })).status).toBe(200);
    expect((await addToCart(tool.sku, { token: jane, headers: { "x-destination-country": "AU" } })).status).toBe(403);
    // enforcement checkout: the price stays visible
    expect((await flags(tool.id, { token: jane, headers: { "x-destination-country": "NZ" } })).gateFlags).toMatchObject({
      hidePrice: false,
      canCheckout: false,
    });
  });
});

describe("admin GraphQL", () => {
  beforeAll(async () => {
    await deleteAllRules(s);
  });

  it("no anonymous or customer path reaches the rules", async () => {
    const anon = await s.gql(`{ accessRules { totalCount } }`);
    expect(anon.errors?.[0]?.extensions?.code).toBe("login_required");
    const cust = await s.gql(`{ accessRules { totalCount } }`, {}, { token: jane });
    expect(cust.errors?.[0]?.extensions?.code).toBe("forbidden");
  });

  it("DSL diagnostics come back as typed errors with line and column; bad trees with their path", async () => {
    const d = await adminGql(
      s,
      `mutation($i: AccessRuleInput!) { accessRuleCreate(input: $i) { __typename ... on Problem { code errors { field code message } } } }`,
      { i: { name: "bad", hidePrice: true, source: 'sku contains "A"\n  and attr.colr == "Red"' } },
    );
    expect(d.accessRuleCreate.code).toBe("invalid");
    expect(d.accessRuleCreate.errors[0].field).toBe("source");
    expect(d.accessRuleCreate.errors[0].message).toMatch(/^line 2, column 7: .*attr\.colr.*attr\.color/);
    const t = await adminGql(
      s,
      `mutation($i: AccessRuleInput!) { accessRuleCreate(input: $i) { __typename ... on Problem { code errors { field code message } } } }`,
      {
        i: {
          name: "bad tree",
          hidePrice: true,
          conditions: { type: "catalog/rule_condition_combine", aggregator: "all", value: "1", conditions: [{ type: "nope" }] },
        },
      },
    );
    expect(t.accessRuleCreate.errors[0]).toMatchObject({ field: "conditions", code: "invalid_tree" });
    expect(t.accessRuleCreate.errors[0].message).toMatch(/1--1/);
    const none = await adminGql(
      s,
      `mutation { accessRuleCreate(input: {name: "nothing", source: ""}) { __typename ... on Problem { code errors { field code } } } }`,
    );
    expect(none.accessRuleCreate.errors[0]).toMatchObject({ field: "actions", code: "no_action" });
    const grp = await adminGql(
      s,
      `mutation { accessRuleCreate(input: {name: "g", hidePrice: true, customerGroupIds: [42]}) { __typename ... on Problem { errors { field code } } } }`,
    );
    expect(grp.accessRuleCreate.errors[0]).toMatchObject({ field: "customerGroupIds", code: "unknown_customer_group" });
  });

  it("grid, update, enable, reorder, import (Magento/Maho JSON) and delete", async () => {
    const a = await createRule(s, { name: "A", priority: 5, hidePrice: true, source: 'sku == "NOPE-1"' });
    const b = await createRule(s, { name: "B", priority: 1, blockPurchase: true, source: 'sku == "NOPE-2"', customerGroupIds: [1] });
    let grid = await adminGql(s, `{ accessRules { totalCount items { id name priority } } }`);
    expect(grid.accessRules.items.map((r: { name: string }) => r.name)).toEqual(["B", "A"]);
    grid = await adminGql(
      s,
      `{ accessRules(filter: {customerGroupId: 2}, sort: {field: name, direction: desc}, page: 1, pageSize: 10) { totalCount items { name } } }`,
    );
    expect(grid.accessRules).toEqual({ totalCount: 1, items: [{ name: "A" }] });
    const re = await adminGql(
      s,
      `mutation($ids: [Int!]!) { accessRulesReorder(ids: $ids) { __typename ... on AccessRulesReorderSuccess { data { id priority } } } }`,
      {
        ids: [a.id, b.id],
      },
    );
    expect(re.accessRulesReorder.data).toEqual([
      { id: a.id, priority: 10 },
      { id: b.id, priority: 20 },
    ]);
    const off = await adminGql(
      s,
      `mutation($id: Int!) { accessRuleSetEnabled(id: $id, enabled: false) { __typename ... on AccessRuleSetEnabledSuccess { data { isActive } } } }`,
      { id: a.id },
    );
    expect(off.accessRuleSetEnabled.data.isActive).toBe(false);
    const up = await adminGql(
      s,
      `mutation($id: Int!) { accessRuleUpdate(id: $id, input: {message: "hello"}) { __typename ... on AccessRuleUpdateSuccess { data { ${RULE_FIELDS} } } } }`,
      { id: b.id },
    );
    expect(up.accessRuleUpdate.data).toMatchObject({ name: "B", message: "hello", customerGroupIds: [1], blockPurchase: true, source: 'sku == "NOPE-2"' });
    const imp = await adminGql(
      s,
      `mutation($j: JSON!) { accessRulesImport(json: $j) { __typename ... on AccessRulesImportSuccess { data { name priority customerGroupIds hidePrice conditions } } ... on Problem { code message } } }`,
      {
        j: [
          {
            name: "Maho rule",
            sort_order: "7",
            is_active: "1",
            customer_group_ids: "0,1",
            hide_price: "1",
            conditions_serialized: JSON.stringify({
              type: "catalogrule/rule_condition_combine",
              aggregator: "all",
              value: "1",
              conditions: [{ type: "catalogrule/rule_condition_product", attribute: "sku", operator: "{}", value: "NOPE-3" }],
            }),
          },
        ],
      },
    );
    expect(imp.accessRulesImport.__typename).toBe("AccessRulesImportSuccess");
    expect(imp.accessRulesImport.data[0]).toMatchObject({ name: "Maho rule", priority: 7, customerGroupIds: [0, 1], hidePrice: true });
    const bad = await adminGql(s, `mutation($j: JSON!) { accessRulesImport(json: $j) { __typename ... on Problem { code message } } }`, {
      j: [
        {
          name: "ok",
          hide_price: 1,
          customer_group_ids: [0],
          conditions: {
            type: "catalog/rule_condition_combine",
            conditions: [{ type: "catalog/rule_condition_product", attribute: "sku", operator: "==", value: "NOPE-4" }],
          },
        },
        { name: "broken", hide_price: 1, customer_group_ids: [0], conditions: { type: "x/unknown" } },
      ],
    });
    expect(bad.accessRulesImport).toMatchObject({ __typename: "Problem", code: "invalid" });
    expect((await adminGql(s, `{ accessRules { totalCount } }`)).accessRules.totalCount).toBe(3); // all or nothing
    await deleteAllRules(s);
    expect((await adminGql(s, `{ accessRules { totalCount } }`)).accessRules.totalCount).toBe(0);
  });
});

describe("every rule part", () => {
  let p: { id: number; sku: string };
  let q: { id: number; sku: string };
  beforeAll(async () => {
    await deleteAllRules(s);
    await setConfig(s, { enabled: "1", mode: "rules", hiddenPriceMessage: "Store message" });
    p = await productOutside(s, [10, 11]);
    q = await s.app.db.product.findFirstOrThrow({
      where: { status: 1, visibility: 4, type: "simple", inStock: true, stockQty: { gt: 5 }, id: { gt: p.id }, sku: { not: { startsWith: "WH-" } } },
      orderBy: { id: "asc" },
    });
  });
  afterAll(() => deleteAllRules(s));

  it("the first matching rule by priority decides and ends evaluation (not an OR of all rules); ties go to the lower id", async () => {
    await createRule(s, { name: "later", priority: 20, blockPurchase: true, source: "" });
    const first = await createRule(s, { name: "first", priority: 10, hidePrice: true, source: `sku == "${p.sku}"`, message: "first says" });
    const pf = await flags(p.id);
    expect(pf.gateFlags).toEqual({ requiresLogin: false, hidePrice: true, canCheckout: true });
    expect(pf.hiddenPriceMessage).toBe("first says");
    expect((await addToCart(p.sku)).status).toBe(200);
    const qf = await flags(q.id);
    expect(qf.gateFlags).toEqual({ requiresLogin: false, hidePrice: false, canCheckout: false });
    expect(qf.hiddenPriceMessage).toBe("Store message"); // message fallback
    expect((await addToCart(q.sku)).status).toBe(403);
    // a tie: same priority, the lower id first
    await createRule(s, { name: "tie", priority: 10, blockPurchase: true, source: `sku == "${p.sku}"` });
    expect((await flags(p.id)).gateFlags.hidePrice).toBe(true);
    const ex = await adminGql(
      s,
      `query($id: Int!) { accessExplain(productId: $id, groupId: 0) { mode ruleId ruleName summary decision { hidePrice canCheckout } steps } }`,
      {
        id: p.id,
      },
    );
    expect(ex.accessExplain).toMatchObject({ mode: "rules", ruleId: first.id, ruleName: "first", decision: { hidePrice: true, canCheckout: true } });
    expect(ex.accessExplain.summary).toMatch(/"first"/);
    await deleteAllRules(s);
  });

  it("scope: groups, stores, countries (AND-combined; an empty dimension matches any; a country rule needs a known country)", async () => {
    await createRule(s, { name: "scoped", hidePrice: true, source: "", customerGroupIds: [1], storeCodes: ["au"], countries: ["NZ", "AU"] });
    const nz = { "x-destination-country": "nz" };
    expect((await flags(p.id, { token: undefined, headers: nz, store: "au" })).gateFlags.hidePrice).toBe(false); // guest: group 0
    expect((await flags(p.id, { headers: nz })).gateFlags.hidePrice).toBe(false);
    await deleteAllRules(s);
    await createRule(s, { name: "au store", hidePrice: true, source: "", storeCodes: ["au"], countries: ["NZ"] });
    expect((await flags(p.id, { headers: nz, store: "au" })).gateFlags.hidePrice).toBe(true);
    expect((await flags(p.id, { headers: nz })).gateFlags.hidePrice).toBe(false); // store default
    expect((await flags(p.id, { store: "au" })).gateFlags.hidePrice).toBe(false); // no country: no match
    expect((await flags(p.id, { headers: { "x-destination-country": "ZZZ" }, store: "au" })).gateFlags.hidePrice).toBe(false); // invalid: none
    expect((await flags(p.id, { headers: { "x-destination-country": "US" }, store: "au" })).gateFlags.hidePrice).toBe(false);
    await deleteAllRules(s);
    await createRule(s, { name: "general", hidePrice: true, source: "", customerGroupIds: [1] });
    expect((await flags(p.id, { token: jane })).gateFlags.hidePrice).toBe(true);
    expect((await flags(p.id, { token: trade })).gateFlags.hidePrice).toBe(false);
    expect((await flags(p.id)).gateFlags.hidePrice).toBe(false);
    await deleteAllRules(s);
  });

  it("actions: hide_listing, hide_price, block_purchase, redirect (the CMS target in the annotation)", async () => {
    await createRule(s, { name: "redirect", redirectCms: "about-us", source: `sku == "${q.sku}"` });
    expect((await flags(q.id)).redirect).toEqual({ cmsPage: "about-us", url: "/about-us" });
    await createRule(s, { name: "hide", hideListing: true, source: `sku == "${p.sku}"` });
    expect((await flags(p.id)).status).toBe(404);
    const search = await s.json(`/api/rest/v2/products?sku=${encodeURIComponent(p.sku)}`);
    expect(search.body.totalItems).toBe(0);
    await deleteAllRules(s);
  });

  it("enforcement: visibility (storefront only), checkout (checkout guard only), both", async () => {
    const r = await createRule(s, { name: "e", hidePrice: true, blockPurchase: true, enforcement: "visibility", source: `sku == "${p.sku}"` });
    let f = await flags(p.id);
    expect(f.gateFlags).toMatchObject({ hidePrice: true, canCheckout: false });
    expect((await addToCart(p.sku)).status).toBe(200);
    await adminGql(s, `mutation($id: Int!) { accessRuleUpdate(id: $id, input: {enforcement: checkout}) { __typename } }`, { id: r.id });
    f = await flags(p.id);
    expect(f.gateFlags).toMatchObject({ hidePrice: false, canCheckout: false });
    expect((await addToCart(p.sku)).status).toBe(403);
    await adminGql(s, `mutation($id: Int!) { accessRuleUpdate(id: $id, input: {enforcement: both}) { __typename } }`, { id: r.id });
    f = await flags(p.id);
    expect(f.gateFlags).toMatchObject({ hidePrice: true, canCheckout: false });
    expect((await addToCart(p.sku)).status).toBe(403);
    await deleteAllRules(s);
  });

  it("legacy rules (scope_category_ids and product links, no tree) keep working; subcategories inherit", async () => {
    const inHiVis = await productIn(s, 5);
    const legacy = await createRule(s, { name: "legacy", hidePrice: true, scopeCategoryIds: [4], productIds: [q.id] });
    expect(legacy).toMatchObject({ legacy: true, conditions: null, source: null, scopeCategoryIds: [4], productIds: [q.id] });
    expect((await flags(inHiVis.id)).gateFlags.hidePrice).toBe(true);
    expect((await flags(q.id)).gateFlags.hidePrice).toBe(true);
    expect((await flags(p.id)).gateFlags.hidePrice).toBe(false);
    await deleteAllRules(s);
  });

  it("an empty tree matches every product in the rule's scope", async () => {
    await createRule(s, {
      name: "all",
      hidePrice: true,
      conditions: { type: "catalog/rule_condition_combine", aggregator: "all", value: "1", conditions: [] },
      customerGroupIds: [0],
    });
    const list = await s.json(`/api/rest/v2/products?itemsPerPage=50`);
    expect(pricesIn(list.body.member)).toEqual([]);
    expect(pricesIn((await s.json(`/api/rest/v2/products?itemsPerPage=50`, { token: jane })).body.member).length).toBeGreaterThan(0);
    await deleteAllRules(s);
  });

  it("category-, SKU- and condition-scoped rules set gateFlags for a known customer group", async () => {
    const inHiVis = await productIn(s, 5);
    await createRule(s, { name: "cat", hidePrice: true, customerGroupIds: [1], source: "category in [4]" });
    await createRule(s, { name: "sku", blockPurchase: true, customerGroupIds: [1], source: `sku contains "${p.sku}"` });
    expect((await flags(inHiVis.id, { token: jane })).gateFlags).toMatchObject({ hidePrice: true });
    expect((await flags(p.id, { token: jane })).gateFlags).toMatchObject({ hidePrice: false, canCheckout: false });
    const listed = await s.json(`/api/rest/v2/products?categoryId=4&itemsPerPage=100`, { token: jane });
    expect(listed.body.member.every((x: { extensions: any }) => x.extensions.b2bAccess.gateFlags.hidePrice)).toBe(true);
    await deleteAllRules(s);
  });

  it("with hide-price, tier, variant, bundle, grouped, custom-option prices and msrp do not leak", async () => {
    await createRule(s, { name: "hide all", hidePrice: true, source: "" });
    for (const type of ["configurable", "bundle", "grouped", "giftcard", "downloadable"]) {
      const row = await s.app.db.product.findFirstOrThrow({ where: { type, status: 1 } });
      expect(pricesIn((await flags(row.id)).body), type).toEqual([]);
    }
    const tiered = await s.app.db.product.findFirstOrThrow({ where: { status: 1, tierPrices: { some: {} }, msrp: { not: null } } });
    expect(pricesIn((await flags(tiered.id, { token: jane })).body)).toEqual([]);
    await deleteAllRules(s);
  });

  it("a rule change is visible on the very next request (no stale flags from caches)", async () => {
    expect((await flags(p.id)).gateFlags.hidePrice).toBe(false);
    const r = await createRule(s, { name: "now", hidePrice: true, source: `sku == "${p.sku}"` });
    expect((await flags(p.id)).gateFlags.hidePrice).toBe(true);
    await adminGql(s, `mutation($id: Int!) { accessRuleSetEnabled(id: $id, enabled: false) { __typename } }`, { id: r.id });
    expect((await flags(p.id)).gateFlags.hidePrice).toBe(false);
    await adminGql(s, `mutation($id: Int!) { accessRuleUpdate(id: $id, input: {isActive: true, hidePrice: false, blockPurchase: true}) { __typename } }`, {
      id: r.id,
    });
    expect((await flags(p.id)).gateFlags).toMatchObject({ hidePrice: false, canCheckout: false });
    await setConfig(s, { hiddenPriceMessage: "Changed message" });
    await adminGql(s, `mutation($id: Int!) { accessRuleUpdate(id: $id, input: {hidePrice: true}) { __typename } }`, { id: r.id });
    expect((await flags(p.id)).hiddenPriceMessage).toBe("Changed message");
    await setConfig(s, { mode: "basic", byCustomerGroup: "1", customerGroups: "2" });
    expect((await flags(p.id)).gateFlags.hidePrice).toBe(false);
    await setConfig(s, { mode: "rules" });
    await deleteAllRules(s);
  });
});
