/**
 * Rules that defeat each other: the seeded demo as a guest (trade-only power tools never shown), the shadow
 * diagnostic (accessRulesDiagnostics) on the demo's old rule set, with its products counted, listed and explained,
 * and explain for a customer (their group, store and cart's destination country).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import access from "../../../src/modules/access-gate/index.ts";
import { startTestServer, type TestServer } from "../../helpers/server.ts";
import { adminGql, createRule, customer, deleteAllRules, productIn } from "./helpers.ts";

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ modules: [access as never] });
});
afterAll(async () => {
  await s?.close();
});

const DIAGNOSTICS = `query($ruleId: Int, $page: Int) { accessRulesDiagnostics(ruleId: $ruleId) {
  ruleCount productCount
  shadows { ruleId ruleName rulePriority shadowedById shadowedByName shadowedByPriority productCount matchedCount neverFires message
    scope { groupId storeId storeCode country }
    products(page: $page, pageSize: 5) { totalCount items { id sku name } } } } }`;

/** the products in Power Tools (11) or below whose SKU has WH-, read from the database */
async function tradeOnlyPowerTools(): Promise<number[]> {
  const cats = await s.app.db.category.findMany({ select: { id: true, path: true } });
  const power = new Set(cats.filter((c) => c.id === 11 || c.path.split("/").includes("11")).map((c) => c.id));
  const rows = await s.app.db.product.findMany({ select: { id: true, sku: true, categories: { select: { categoryId: true } } }, orderBy: { id: "asc" } });
  return rows.filter((p) => p.sku.toLowerCase().includes("wh-") && p.categories.some((c) => power.has(c.categoryId))).map((p) => p.id);
}

async function listed(path: string, token?: string): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 1; page < 100; page++) {
    const r = await s.json(`${path}${path.includes("?") ? "&" : "?"}itemsPerPage=20&page=${page}`, { token });
    expect(r.status).toBe(200);
    ids.push(...r.body.member.map((p: { id: number }) => p.id));
    if (r.body.member.length < 20) break;
  }
  return ids;
}

describe("the seeded demo rules do what their names say", () => {
  it("a guest never sees the trade-only power tools, in the listing or by id; nothing is shadowed", async () => {
    const tradeTools = await tradeOnlyPowerTools();
    expect(tradeTools.length).toBeGreaterThan(0);
    const guestTools = await listed("/api/rest/v2/products?categoryId=10");
    expect(guestTools.filter((id) => tradeTools.includes(id))).toEqual([]);
    for (const id of tradeTools) expect((await s.json(`/api/rest/v2/products/${id}`)).status).toBe(404);
    // a trade customer sees them (enabled and visible ones), with their price
    const trade = await customer(s, "trade@example.com");
    const shown = await s.app.db.product.findMany({ where: { id: { in: tradeTools }, status: 1, visibility: { in: [2, 4] } }, select: { id: true } });
    const tradeList = await listed("/api/rest/v2/products?categoryId=10", trade);
    for (const { id } of shown) expect(tradeList).toContain(id);
    const d = await adminGql(s, DIAGNOSTICS);
    expect(d.accessRulesDiagnostics.ruleCount).toBe(3);
    expect(d.accessRulesDiagnostics.shadows).toEqual([]);
  });
});

describe("the shadow diagnostic", () => {
  it("on the demo's old rules it reports exactly 'hide Power Tools from guests' shadowed by the trade-price rule, with its products", async () => {
    await deleteAllRules(s);
    const trade = await createRule(s, {
      name: "Trade prices for trade accounts",
      priority: 10,
      customerGroupIds: [0, 1],
      source: 'sku contains "WH-"',
      hidePrice: true,
      blockPurchase: true,
    });
    const hide = await createRule(s, {
      name: "Power tools for logged-in customers",
      priority: 20,
      customerGroupIds: [0],
      source: "category in [11]",
      hideListing: true,
    });
    const nz = await createRule(s, {
      name: "No power tools shipped to New Zealand",
      priority: 30,
      countries: ["NZ"],
      source: "category in [11]",
      blockPurchase: true,
      enforcement: "checkout",
    });
    const expected = await tradeOnlyPowerTools();
    const d = (await adminGql(s, DIAGNOSTICS)).accessRulesDiagnostics;
    expect(d.ruleCount).toBe(3);
    expect(d.productCount).toBe(await s.app.db.product.count());
    expect(d.shadows).toHaveLength(1);
    const sh = d.shadows[0];
    expect(sh).toMatchObject({
      ruleId: hide.id,
      ruleName: "Power tools for logged-in customers",
      rulePriority: 20,
      shadowedById: trade.id,
      shadowedByName: "Trade prices for trade accounts",
      shadowedByPriority: 10,
      productCount: expected.length,
      neverFires: false,
      scope: { groupId: 0, storeCode: "default", country: null },
    });
    expect(sh.matchedCount).toBeGreaterThan(expected.length);
    expect(sh.message).toBe(
      `rule "Power tools for logged-in customers" never fires for ${expected.length} products (of the ${sh.matchedCount} it matches) that rule "Trade prices for trade accounts" (priority 10) decides first for the same customers, stores and countries`,
    );
    // every product, page by page
    const ids: number[] = [];
    for (let page = 1; page <= Math.ceil(expected.length / 5); page++) {
      const p = (await adminGql(s, DIAGNOSTICS, { page })).accessRulesDiagnostics.shadows[0].products;
      expect(p.totalCount).toBe(expected.length);
      ids.push(...p.items.map((x: { id: number }) => x.id));
    }
    expect(ids.sort((a, b) => a - b)).toEqual(expected);
    // each explained: for a caller in the shadowed rule's scope the earlier rule decides
    const ex = await adminGql(s, `query($p: Int!, $g: Int!, $st: Int) { accessExplain(productId: $p, groupId: $g, storeId: $st) { ruleId ruleName } }`, {
      p: expected[0],
      g: sh.scope.groupId,
      st: sh.scope.storeId,
    });
    expect(ex.accessExplain).toEqual({ ruleId: trade.id, ruleName: "Trade prices for trade accounts" });
    // the editor asks for one rule's shadows: those it suffers and those it casts
    expect((await adminGql(s, DIAGNOSTICS, { ruleId: hide.id })).accessRulesDiagnostics.shadows).toHaveLength(1);
    expect((await adminGql(s, DIAGNOSTICS, { ruleId: trade.id })).accessRulesDiagnostics.shadows).toHaveLength(1);
    expect((await adminGql(s, DIAGNOSTICS, { ruleId: nz.id })).accessRulesDiagnostics.shadows).toEqual([]);
    // the analysis is kept between calls, and made again when a product changes
    const moved = await s.app.db.product.findUniqueOrThrow({ where: { id: expected[0]! } });
    await s.app.db.product.update({ where: { id: moved.id }, data: { sku: moved.sku.replace(/WH-/i, "XX-") } });
    try {
      expect((await adminGql(s, DIAGNOSTICS, { ruleId: hide.id })).accessRulesDiagnostics.shadows[0].productCount).toBe(expected.length - 1);
    } finally {
      await s.app.db.product.update({ where: { id: moved.id }, data: { sku: moved.sku } });
    }
  });

  it("a rule whose every product an earlier rule takes never fires at all; a partial overlap of scopes is not shadowing", async () => {
    await deleteAllRules(s);
    const wide = await createRule(s, { name: "Power tools hidden", priority: 10, customerGroupIds: [], source: "category in [11]", hideListing: true });
    const drills = await createRule(s, { name: "Drills, guests", priority: 20, customerGroupIds: [0], source: "category in [12]", hidePrice: true });
    await createRule(s, { name: "NZ only, earlier", priority: 5, countries: ["NZ"], source: "category in [13]", blockPurchase: true });
    await createRule(s, { name: "Saws, everyone", priority: 30, source: "category in [13]", hidePrice: true });
    const d = (await adminGql(s, DIAGNOSTICS)).accessRulesDiagnostics;
    const byName = Object.fromEntries(d.shadows.map((x: { ruleName: string }) => [x.ruleName, x]));
    expect(byName["Drills, guests"]).toMatchObject({ shadowedById: wide.id, neverFires: true });
    expect(byName["Drills, guests"].productCount).toBe(byName["Drills, guests"].matchedCount);
    expect(byName["Drills, guests"].message).toContain("(every product it matches: it never fires at all)");
    // "Saws, everyone" is shadowed by "Power tools hidden" (any caller), never by the NZ-only rule (a partial overlap)
    expect(byName["Saws, everyone"].shadowedByName).toBe("Power tools hidden");
    expect(d.shadows.filter((x: { shadowedByName: string }) => x.shadowedByName === "NZ only, earlier")).toEqual([]);
    expect(drills.id).toBeGreaterThan(0);
  });
});

describe("explain for a customer", () => {
  it("takes a customer by email or id and uses their group, store and cart's destination country", async () => {
    await deleteAllRules(s);
    const nz = await createRule(s, {
      name: "NZ, General",
      priority: 10,
      customerGroupIds: [1],
      countries: ["NZ"],
      source: "category in [11]",
      blockPurchase: true,
    });
    const jane = await s.app.db.customer.findFirstOrThrow({ where: { email: "jane@example.com" } });
    expect(jane.groupId).toBe(1);
    const tool = await productIn(s, 12);
    const EXPLAIN = `query($p: Int!, $c: String, $country: String) { accessExplain(productId: $p, customer: $c, country: $country) {
      ruleId summary caller { customerId customerEmail groupId storeCode country countryFrom } } }`;
    // no cart: no destination country, the country-scoped rule does not match
    let e = (await adminGql(s, EXPLAIN, { p: tool.id, c: "jane@example.com" })).accessExplain;
    expect(e.ruleId).toBeNull();
    expect(e.caller).toMatchObject({
      customerId: jane.id,
      customerEmail: "jane@example.com",
      groupId: 1,
      storeCode: "default",
      country: null,
      countryFrom: "none",
    });
    // her cart ships to New Zealand
    const token = await customer(s, "jane@example.com");
    expect((await s.json("/api/rest/v2/cart/items", { method: "POST", json: { sku: tool.sku, qty: 1 }, token })).status).toBe(200);
    const put = await s.json("/api/rest/v2/cart/shipping-country", { method: "PUT", json: { country: "NZ" }, token });
    expect(put.status).toBeLessThan(300);
    e = (await adminGql(s, EXPLAIN, { p: tool.id, c: String(jane.id) })).accessExplain;
    expect(e.ruleId).toBe(nz.id);
    expect(e.caller).toMatchObject({ customerId: jane.id, groupId: 1, country: "NZ", countryFrom: "cart" });
    // an explicit country wins over the cart's
    e = (await adminGql(s, EXPLAIN, { p: tool.id, c: "jane@example.com", country: "AU" })).accessExplain;
    expect(e.ruleId).toBeNull();
    expect(e.caller).toMatchObject({ country: "AU", countryFrom: "given" });
    // an unknown customer: not found
    const r = await s.gql(EXPLAIN, { p: tool.id, c: "nobody@example.com" }, { token: await s.adminToken() });
    expect(r.errors?.[0]?.extensions?.code).toBe("not_found");
  });
});

describe("every error of a rule at once, on save", () => {
  it("a syntax error and the unknown names around it come back together as field errors with line and column", async () => {
    const d = await adminGql(
      s,
      `mutation($i: AccessRuleInput!) { accessRuleCreate(input: $i) { __typename ... on Problem { code errors { field code message } } } }`,
      { i: { name: "broken", priority: 1, source: 'attr.colr == "red" and price >= )\n and category in [99999]', hidePrice: true } },
    );
    const p = d.accessRuleCreate;
    expect(p).toMatchObject({ __typename: "Problem", code: "invalid" });
    expect(p.errors.map((e: { field: string; code: string; message: string }) => `${e.field} ${e.code} ${e.message.split(":")[0]}`)).toEqual([
      "source unknown_attribute line 1, column 1",
      "source syntax line 1, column 33",
      "source unknown_category line 2, column 19",
    ]);
  });
});
