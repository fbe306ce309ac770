/**
 * Price lists written outside the API (SQL by hand, another tool) on PostgreSQL: the triggers of the price_lists
 * migration (prisma/extra-sql.ts) bump the pricing cache version and the touched list's revision, so the very next
 * request prices by what was written, cached answers of that price context included, and other contexts keep theirs.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import company from "../../../src/modules/company/index.ts";
import pricing from "../../../src/modules/pricing/index.ts";
import { pricingChanged } from "../../../src/modules/pricing/announce.ts";
import { createContext, type RequestContext } from "../../../src/core/context.ts";
import { dbOf, withTransaction } from "../../../src/core/unit-of-work.ts";
import { startTestServer, type TestServer } from "../../helpers/server.ts";
import { TEST_CUSTOMER_PASSWORD } from "../../helpers/db-template.ts";

const postgres = Boolean(process.env.TEST_DATABASE_URL);
const V2 = "/api/rest/v2";

let s: TestServer;
let product: { id: number; sku: string };
let listId: number;
let token: string;

async function adminCtx(): Promise<RequestContext> {
  const base = await createContext(s.app, { headers: { get: () => null }, ip: "127.0.0.1" });
  return { ...base, caller: { kind: "admin", adminId: 1, username: "admin", scopes: ["*"] } };
}

const shown = async () => {
  const r = await s.json(`${V2}/products/${product.id}`, { token });
  expect(r.status).toBe(200);
  return r.body.finalPrice as number;
};
const revision = async () => (await s.app.db.priceList.findUniqueOrThrow({ where: { id: listId } })).revision;

describe.skipIf(!postgres)("price lists written outside the API (PostgreSQL)", () => {
  beforeAll(async () => {
    s = await startTestServer({ modules: [company as never, pricing as never] });
    const r = await s.gql(`mutation { configValueSet(path: "b2b_pricing/enabled", value: "1") { __typename } }`, {}, { token: await s.adminToken() });
    expect(r.data?.configValueSet).toMatchObject({ __typename: "ConfigValueSetSuccess" });
    const northwind = (await s.app.db.company.findFirstOrThrow({ where: { name: "Northwind Trading" } })).id;
    const p = await s.app.db.product.findFirstOrThrow({
      where: { type: "simple", status: 1, visibility: 4, price: { gt: 20 }, specialPrice: null, tierPrices: { none: {} } },
      orderBy: { id: "asc" },
    });
    product = { id: p.id, sku: p.sku };
    token = await s.customerToken("buyer@example.com", TEST_CUSTOMER_PASSWORD);
    listId = await withTransaction(await adminCtx(), async (tx) => {
      await dbOf(tx).priceList.deleteMany({});
      const l = await dbOf(tx).priceList.create({
        data: { code: "OUTSIDE", name: "outside", items: { create: [{ sku: product.sku, price: 7 }] }, companies: { create: [{ companyId: northwind }] } },
      });
      await pricingChanged(tx, [l.id]);
      return l.id;
    });
  }, 120_000);
  afterAll(async () => {
    await s?.close();
  });

  it("an item, a list and an assignment changed by SQL price the next request", async () => {
    expect(await shown()).toBe(7);
    expect(await shown()).toBe(7); // kept: the cached answer of this price context
    const before = await revision();
    await s.app.db.$executeRawUnsafe(`UPDATE "PriceListItem" SET "price" = 6.5 WHERE "priceListId" = $1`, listId);
    expect(await revision()).toBeGreaterThan(before);
    expect(await shown()).toBe(6.5);
    const r2 = await revision();
    await s.app.db.$executeRawUnsafe(`UPDATE "PriceList" SET "active" = FALSE WHERE "id" = $1`, listId);
    expect(await revision()).toBeGreaterThan(r2);
    const catalogue = await shown();
    expect(catalogue).toBeGreaterThan(7);
    await s.app.db.$executeRawUnsafe(`UPDATE "PriceList" SET "active" = TRUE WHERE "id" = $1`, listId);
    expect(await shown()).toBe(6.5);
    await s.app.db.$executeRawUnsafe(`DELETE FROM "PriceListCompany" WHERE "priceListId" = $1`, listId);
    expect(await shown()).toBe(catalogue);
  });
});
