/**
 * Price lists on two instances of one deployment (PostgreSQL + Redis, like
 * tests/modules/company/activation-two-instances.test.ts): a list changed on A (its price, a tier, its condition,
 * its assignment, its validity starting now) prices the company member's very next request on B, B's caches
 * having been filled before each change.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import company from "../../../src/modules/company/index.ts";
import pricing from "../../../src/modules/pricing/index.ts";
import { pricingChanged } from "../../../src/modules/pricing/announce.ts";
import { createContext, type RequestContext } from "../../../src/core/context.ts";
import { type DbClient, dbOf, withTransaction } from "../../../src/core/unit-of-work.ts";
import { COMBINE, PRODUCT } from "../../../dsl/src/index.ts";
import { amount, money, roundStored } from "../../../src/core/money.ts";
import { startTestServer, type TestServer } from "../../helpers/server.ts";
import { TEST_CUSTOMER_PASSWORD } from "../../helpers/db-template.ts";

const scaleOut = Boolean(process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL);
const V2 = "/api/rest/v2";

let a: TestServer;
let b: TestServer;
let northwind: number;
let product: { id: number; sku: string; price: number };
let listId: number;
let token: string;

async function adminCtx(server: TestServer): Promise<RequestContext> {
  const base = await createContext(server.app, { headers: { get: () => null }, ip: "127.0.0.1" });
  return { ...base, caller: { kind: "admin", adminId: 1, username: "admin", scopes: ["*"] } };
}
/** a change on A, announced as the admin API announces it */
const onA = async (fn: (db: DbClient) => Promise<unknown>) =>
  withTransaction(await adminCtx(a), async (tx) => {
    await fn(dbOf(tx));
    await pricingChanged(tx, [listId]);
  });

/** what B answers the member for the product: the explanation on the product and priceExplain's price */
async function onB(): Promise<{ list: string | null; kind: string | null; price: number }> {
  const dto = await b.json(`${V2}/products/${product.id}`, { token });
  expect(dto.status, JSON.stringify(dto.body)).toBe(200);
  const ex = await b.gql(
    `query($id: Int!, $c: Int) { priceExplain(productId: $id, companyId: $c) { ... on PriceExplainResult { price } ... on Problem { code } } }`,
    { id: product.id, c: northwind },
    { token: await b.adminToken() },
  );
  const why = dto.body.extensions?.b2bPricing;
  return { list: why?.priceListCode ?? null, kind: why?.kind ?? null, price: ex.data!.priceExplain.price };
}

describe.skipIf(!scaleOut)("price lists on two instances (PostgreSQL + Redis)", () => {
  beforeAll(async () => {
    a = await startTestServer({ modules: [company as never, pricing as never] });
    b = await startTestServer({ modules: [company as never, pricing as never], shareDbWith: a });
    const r = await a.gql(`mutation { configValueSet(path: "b2b_pricing/enabled", value: "1") { __typename } }`, {}, { token: await a.adminToken() });
    expect(r.data?.configValueSet).toMatchObject({ __typename: "ConfigValueSetSuccess" });
    northwind = (await a.app.db.company.findFirstOrThrow({ where: { name: "Northwind Trading" } })).id;
    const p = await a.app.db.product.findFirstOrThrow({
      where: { type: "simple", status: 1, visibility: 4, price: { gt: 20 }, specialPrice: null, tierPrices: { none: {} } },
      orderBy: { id: "asc" },
    });
    product = { id: p.id, sku: p.sku, price: Number(p.price) };
    token = await b.customerToken("buyer@example.com", TEST_CUSTOMER_PASSWORD);
    // the demo's lists go: this list alone prices the member
    listId = await withTransaction(await adminCtx(a), async (tx) => {
      await dbOf(tx).priceList.deleteMany({});
      const l = await dbOf(tx).priceList.create({ data: { code: "E-TWO", name: "two instances", items: { create: [{ sku: product.sku, price: 5 }] } } });
      await pricingChanged(tx, [l.id]);
      return l.id;
    });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it("price, tier, condition, assignment and a validity starting now, changed on A, price the next request on B", async () => {
    // not yet assigned: the catalogue's price
    expect(await onB()).toEqual({ list: null, kind: null, price: product.price });
    await onA((db) => db.priceListCompany.create({ data: { priceListId: listId, companyId: northwind } }));
    expect(await onB()).toEqual({ list: "E-TWO", kind: "fixed", price: 5 });
    await onA((db) => db.priceListItem.updateMany({ where: { priceListId: listId }, data: { price: 4 } }));
    expect(await onB()).toEqual({ list: "E-TWO", kind: "fixed", price: 4 });
    await onA((db) => db.priceListItem.updateMany({ where: { priceListId: listId }, data: { tiers: JSON.stringify([{ qty: 1, price: "3.5000" }]) } }));
    expect(await onB()).toEqual({ list: "E-TWO", kind: "tier", price: 3.5 });
    // a condition: the item gone, a percent on the products whose SKU is this one, then on none
    const percentOn = (sku: string) =>
      onA(async (db) => {
        await db.priceListItem.deleteMany({ where: { priceListId: listId } });
        await db.priceList.update({
          where: { id: listId },
          data: {
            adjustmentPercent: -50,
            conditionTree: JSON.stringify({
              type: COMBINE,
              aggregator: "all",
              value: "1",
              conditions: [{ type: PRODUCT, attribute: "sku", operator: "==", value: sku }],
            }),
          },
        });
      });
    await percentOn(product.sku);
    expect(await onB()).toEqual({ list: "E-TWO", kind: "percent", price: amount(roundStored(money(product.price).times(0.5)), "USD") });
    await percentOn(`${product.sku}-other`);
    expect(await onB()).toEqual({ list: null, kind: null, price: product.price });
    await percentOn(product.sku);
    // a validity that starts tomorrow, then now
    await onA((db) => db.priceList.update({ where: { id: listId }, data: { validFrom: new Date(Date.now() + 86_400_000) } }));
    expect(await onB()).toEqual({ list: null, kind: null, price: product.price });
    await onA((db) => db.priceList.update({ where: { id: listId }, data: { validFrom: new Date() } }));
    expect((await onB()).list).toBe("E-TWO");
    // unassigned
    await onA((db) => db.priceListCompany.deleteMany({ where: { priceListId: listId } }));
    expect(await onB()).toEqual({ list: null, kind: null, price: product.price });
  });
});
