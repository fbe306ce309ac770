/**
 * Access gate, hide_listing: exact totals, pages, facet and category counts (in SQL, through the rule/product
 * index), the index kept up to date on product saves, first-match between rules in SQL, and a rule change
 * seen by the next request on another instance of the deployment (PostgreSQL or Redis), or within the rules poll
 * by another process on the same SQLite file (the embedded single-process default has no cache versions).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import access from "../../../src/modules/access-gate/index.ts";
import { startTestServer, type TestServer } from "../../helpers/server.ts";
import { adminGql, createRule, customer, deleteAllRules, productOutside, setConfig } from "./helpers.ts";

let s: TestServer;
let other: TestServer;
let jane: string;

beforeAll(async () => {
  s = await startTestServer({ modules: [access as never] });
  other = await startTestServer({ modules: [access as never], shareDbWith: s, settings: { cachePollMs: 100 } });
  jane = await customer(s, "jane@example.com");
  await deleteAllRules(s);
  await setConfig(s, { enabled: "1", mode: "rules" });
});
afterAll(async () => {
  await other?.close();
  await s?.close();
});

const TOOLS = [10, 11, 12, 13, 14, 15];
const visibleWhere = { status: 1, visibility: { in: [2, 4] } };

async function allIds(path: string, token?: string): Promise<{ ids: number[]; total: number }> {
  const ids: number[] = [];
  let total = -1;
  for (let page = 1; page < 100; page++) {
    const r = await s.json(`${path}${path.includes("?") ? "&" : "?"}itemsPerPage=20&page=${page}`, { token });
    expect(r.status).toBe(200);
    total = r.body.totalItems;
    ids.push(...r.body.member.map((p: { id: number }) => p.id));
    if (r.body.member.length < 20) break;
  }
  return { ids, total };
}

describe("hidden products: exact counts and pages", () => {
  it("totals, pages, facets and category counts leave out exactly what the rule hides", async () => {
    const rule = await createRule(s, { name: "tools for customers", hideListing: true, customerGroupIds: [0], source: "category in [10]" });
    const expected = await s.app.db.product.findMany({ where: { ...visibleWhere, categories: { none: { categoryId: { in: TOOLS } } } }, select: { id: true } });
    const guest = await allIds("/api/rest/v2/products");
    expect(guest.total).toBe(expected.length);
    expect(new Set(guest.ids).size).toBe(guest.ids.length);
    expect(new Set(guest.ids)).toEqual(new Set(expected.map((p) => p.id)));
    const all = await s.app.db.product.count({ where: visibleWhere });
    expect((await s.json("/api/rest/v2/products?itemsPerPage=1", { token: jane })).body.totalItems).toBe(all);

    // facet counts: each brand option counts only what the guest can see
    const listing = await s.json("/api/rest/v2/products?itemsPerPage=1");
    const brand = listing.body.filters.find((f: { code: string }) => f.code === "brand");
    const brandAttr = await s.app.db.attribute.findUniqueOrThrow({ where: { code: "brand" } });
    for (const o of brand.options) {
      const n = await s.app.db.product.count({
        where: {
          ...visibleWhere,
          categories: { none: { categoryId: { in: TOOLS } } },
          attributeValues: { some: { attributeId: brandAttr.id, value: o.value } },
        },
      });
      expect(o.count, o.label).toBe(n);
    }
    // the category tree's counts and a listing of the hidden category itself
    const cats = await s.json("/api/rest/v2/categories");
    const tools = cats.body.member.find((c: { id: number }) => c.id === 10);
    expect(tools.productCount).toBe(0);
    expect((await s.json("/api/rest/v2/products?categoryId=10")).body.totalItems).toBe(0);
    // search: what it finds is visible, and the count is exact
    const q = await s.json("/api/rest/v2/search?q=drill&itemsPerPage=100");
    expect(q.body.member.every((p: { categoryIds: number[] }) => !p.categoryIds.some((c) => TOOLS.includes(c)))).toBe(true);
    expect(q.body.totalItems).toBe(q.body.member.length);
    await adminGql(s, `mutation($id: Int!) { accessRuleDelete(id: $id) { __typename } }`, { id: rule.id });
    expect((await s.json("/api/rest/v2/products?itemsPerPage=1")).body.totalItems).toBe(all);
  });

  it("first match in SQL: an earlier rule that does not hide keeps its products listed", async () => {
    await createRule(s, { name: "drills: price only", priority: 10, hidePrice: true, customerGroupIds: [0], source: "category in [12]" });
    await createRule(s, { name: "tools hidden", priority: 20, hideListing: true, customerGroupIds: [0], source: "category in [10]" });
    const drills = await s.app.db.product.count({ where: { ...visibleWhere, categories: { some: { categoryId: 12 } } } });
    expect(drills).toBeGreaterThan(0);
    const r = await s.json("/api/rest/v2/products?categoryId=10&itemsPerPage=100");
    expect(r.body.totalItems).toBe(drills);
    expect(r.body.member.every((p: { price: number | null }) => p.price === null)).toBe(true);
    await deleteAllRules(s);
  });

  it("a product save updates the index in its transaction: moved into a hidden category, it is hidden at once", async () => {
    await createRule(s, { name: "tools hidden", hideListing: true, customerGroupIds: [0], source: "category in [10]" });
    const p = await productOutside(s, TOOLS);
    expect((await s.json(`/api/rest/v2/products/${p.id}`)).status).toBe(200);
    const token = await s.adminToken();
    const moved = await s.gql(`mutation($id: Int!) { productUpdate(id: $id, input: {categoryIds: [12]}) { __typename } }`, { id: p.id }, { token });
    expect(moved.errors).toBeUndefined();
    expect((await s.json(`/api/rest/v2/products/${p.id}`)).status).toBe(404);
    expect(await s.app.db.productTag.count({ where: { productId: p.id } })).toBe(1);
    await s.gql(`mutation($id: Int!) { productUpdate(id: $id, input: {categoryIds: [16]}) { __typename } }`, { id: p.id }, { token });
    expect((await s.json(`/api/rest/v2/products/${p.id}`)).status).toBe(200);
    await deleteAllRules(s);
  });

  it("a rule change on one instance is seen by the next request on the other (one SQLite file without Redis: within the poll)", async () => {
    const p = await productOutside(s, TOOLS);
    const product = () => other.json(`/api/rest/v2/products/${p.id}`);
    // with cache versions (PostgreSQL or Redis) the very next request; two processes on one SQLite file: the rules poll
    const next = async (seen: (r: Awaited<ReturnType<typeof product>>) => boolean) => {
      const deadline = Date.now() + (other.app.coherence.enabled ? 0 : 20_000);
      let r = await product();
      while (!seen(r) && Date.now() < deadline) {
        await new Promise((ok) => setTimeout(ok, 50));
        r = await product();
      }
      return seen(r);
    };
    expect((await product()).body.extensions.b2bAccess.gateFlags.hidePrice).toBe(false);
    const r = await createRule(s, { name: "now", hidePrice: true, source: `sku == "${p.sku}"` });
    expect(await next((x) => x.body.extensions.b2bAccess.gateFlags.hidePrice === true)).toBe(true);
    await adminGql(s, `mutation($id: Int!) { accessRuleUpdate(id: $id, input: {hidePrice: false, hideListing: true}) { __typename } }`, { id: r.id });
    expect(await next((x) => x.status === 404)).toBe(true);
    await deleteAllRules(s);
    expect(await next((x) => x.status === 200)).toBe(true);
  });
});
