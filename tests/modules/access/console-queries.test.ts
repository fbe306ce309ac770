/**
 * The access gate's admin queries for the console's Access rules screen: the catalogue description the rule
 * editor checks against (the server's own), the explain panel's product lookup (hidden products included) and
 * the effective Basic-mode settings. Admin-only, over HTTP with a real database.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import access from "../../../src/modules/access-gate/index.ts";
import { startTestServer, type TestServer } from "../../helpers/server.ts";
import { adminGql, customer, setConfig } from "./helpers.ts";

let s: TestServer;

beforeAll(async () => {
  s = await startTestServer({ modules: [access as never] });
});
afterAll(async () => {
  await s?.close();
});

describe("access gate: the console's admin queries", () => {
  it("accessRuleCatalog answers what the server checks rules against", async () => {
    const d = await adminGql(s, `{ accessRuleCatalog { attributes { code type options } categoryIds groups { code id } stores cmsPages } }`);
    const c = d.accessRuleCatalog;
    const attrs = await s.app.db.attribute.findMany({ select: { code: true } });
    expect(c.attributes.map((a: { code: string }) => a.code).sort()).toEqual(attrs.map((a) => a.code).sort());
    for (const a of c.attributes) expect(["text", "number", "select", "multiselect", "boolean", "date"]).toContain(a.type);
    expect(c.categoryIds.length).toBe(await s.app.db.category.count());
    expect(c.groups).toContainEqual({ code: "NOT_LOGGED_IN", id: 0 });
    expect(c.groups.length).toBe(await s.app.db.customerGroup.count());
    expect(c.stores).toContain("default");
    expect(c.cmsPages.length).toBe(await s.app.db.cmsPage.count());
  });

  it("accessExplainProducts finds products by part of the SKU or name, hidden ones included", async () => {
    const hiddenForGuests = await s.app.db.product.findFirst({ where: { sku: { startsWith: "WH-" } }, orderBy: { sku: "asc" } });
    expect(hiddenForGuests).toBeTruthy();
    const bySku = await adminGql(s, `query($q: String!) { accessExplainProducts(search: $q) { id sku name } }`, { q: "WH-" });
    expect(bySku.accessExplainProducts[0]).toEqual({ id: hiddenForGuests!.id, sku: hiddenForGuests!.sku, name: hiddenForGuests!.name });
    for (const p of bySku.accessExplainProducts) expect(p.sku).toContain("WH-");
    const word = hiddenForGuests!.name.split(" ")[0]!;
    const byName = await adminGql(s, `query($q: String!) { accessExplainProducts(search: $q, limit: 50) { id } }`, { q: word });
    expect(byName.accessExplainProducts.map((p: { id: number }) => p.id)).toContain(hiddenForGuests!.id);
  });

  it("accessBasicSettings answers the effective settings (defaults filled in) and follows configValueSet", async () => {
    expect(await setConfig(s, { byCategory: "1", categoryIds: "11", customerGroups: "0,1" })).toBeNull();
    const d = await adminGql(s, `{ accessBasicSettings { enabled mode hidePrice blockPurchase byCustomerGroup customerGroups byCategory categoryIds } }`);
    expect(d.accessBasicSettings).toMatchObject({ byCategory: true, categoryIds: [11], customerGroups: [0, 1], hidePrice: true, blockPurchase: true });
    expect(await setConfig(s, { byCategory: null, categoryIds: null, customerGroups: null })).toBeNull();
    const back = await adminGql(s, `{ accessBasicSettings { byCategory categoryIds customerGroups } }`);
    expect(back.accessBasicSettings).toEqual({ byCategory: false, categoryIds: [], customerGroups: [0] });
  });

  it("is refused to a guest and to a customer", async () => {
    const q = `{ accessRuleCatalog { stores } accessBasicSettings { mode } accessExplainProducts(search: "a") { id } }`;
    const guest = await s.gql(q);
    expect(guest.data).toBeFalsy();
    expect(guest.errors?.length).toBeGreaterThan(0);
    const jane = await s.gql(q, undefined, { token: await customer(s, "jane@example.com") });
    expect(jane.data).toBeFalsy();
    expect(jane.errors?.length).toBeGreaterThan(0);
  });
});
