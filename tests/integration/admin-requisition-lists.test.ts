/**
 * The admin's read of requisition lists (admin GraphQL `adminRequisitionLists`, scope `customers`, read-only) on the
 * real server and the seeded database: a customer's own lists with their owner, items, options and products' names;
 * a company's lists (made or shared in it, or owned by a member today) and no other company's; the two together; a
 * fixed number of statements whatever the number of lists; refused without the customers scope and to customers.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import company from "../../src/modules/company/index.ts";
import requisition from "../../src/modules/requisition/index.ts";
import { hashPassword } from "../../src/core/auth/password.ts";
import { TEST_CUSTOMER_PASSWORD } from "../helpers/db-template.ts";
import { startTestServer, type TestServer } from "../helpers/server.ts";

const FIELDS = `id name description shared storeId customerId companyId itemsCount createdAt updatedAt
  owner { id email firstName lastName } items { id sku qty options productId productName position }`;
const QUERY = `query($customerId: Int, $companyId: Int, $limit: Int) {
  adminRequisitionLists(customerId: $customerId, companyId: $companyId, limit: $limit) { ${FIELDS} } }`;

/** the statements the server sent while counting, by model and operation */
const seen: string[] = [];
let counting = false;
const countingDb = (db: any) =>
  db.$extends({
    query: {
      $allOperations: async ({ model, operation, args, query }: any) => {
        if (counting) seen.push(`${model}.${operation}`);
        return query(args);
      },
    },
  });

let s: TestServer;
let admin: string;
const ids = { jane: 0, trade: 0, buyer: 0, contoso: 0, northwind: 0, contosoCo: 0 };
const lists = { janeMonthly: 0, janeEmpty: 0, buyerShared: 0, tradePrivate: 0, buyerBefore: 0, contosoList: 0 };
let products: { id: number; sku: string; name: string }[];

type Json = Record<string, any>;
const ask = async (variables: Json, token: string | undefined) => s.gql<{ adminRequisitionLists: Json[] | null }>(QUERY, variables, { token });
const read = async (variables: Json) => {
  const r = await ask(variables, admin);
  expect(r.errors).toBeUndefined();
  return r.data!.adminRequisitionLists!;
};

async function makeList(customerId: number, data: { name: string; companyId?: number | null; shared?: boolean }, items: Json[] = []) {
  const db = s.app.db;
  const list = await db.requisitionList.create({ data: { storeId: 1, customerId, companyId: data.companyId ?? null, name: data.name, shared: !!data.shared } });
  for (const [position, i] of items.entries()) await db.requisitionListItem.create({ data: { listId: list.id, position, ...i } as never });
  return list.id;
}

beforeAll(async () => {
  s = await startTestServer({ modules: [company as never, requisition as never], wrapDb: countingDb });
  admin = await s.adminToken();
  const db = s.app.db;
  const customer = (email: string) => db.customer.findFirstOrThrow({ where: { email } });
  ids.jane = (await customer("jane@example.com")).id;
  ids.trade = (await customer("trade@example.com")).id;
  ids.buyer = (await customer("buyer@example.com")).id;
  ids.contoso = (await customer("contoso@example.com")).id;
  ids.northwind = (await db.company.findFirstOrThrow({ where: { name: "Northwind Trading" } })).id;
  ids.contosoCo = (await db.company.findFirstOrThrow({ where: { name: "Contoso Builders" } })).id;
  products = await db.product.findMany({ where: { status: 1, type: "simple" }, orderBy: { id: "asc" }, take: 3, select: { id: true, sku: true, name: true } });

  lists.janeMonthly = await makeList(ids.jane, { name: "Monthly office" }, [
    { productId: products[0]!.id, sku: products[0]!.sku, qty: 3 },
    { productId: products[1]!.id, sku: products[1]!.sku, qty: 12, options: JSON.stringify({ customOptions: { 7: "engraved" } }) },
    // the product was deleted since: the line stays, without a name
    { productId: null, sku: "GONE-SKU-1", qty: 1 },
  ]);
  lists.janeEmpty = await makeList(ids.jane, { name: "Empty one" });
  lists.buyerShared = await makeList(ids.buyer, { name: "Site supplies", companyId: ids.northwind, shared: true }, [
    { productId: products[2]!.id, sku: products[2]!.sku, qty: 6 },
  ]);
  lists.tradePrivate = await makeList(ids.trade, { name: "Director's own", companyId: ids.northwind });
  // made before the buyer belonged to a company: still the company's member's list
  lists.buyerBefore = await makeList(ids.buyer, { name: "Old habits" });
  lists.contosoList = await makeList(ids.contoso, { name: "Contoso basics", companyId: ids.contosoCo, shared: true });
}, 60_000);
afterAll(() => s?.close());

describe("adminRequisitionLists", () => {
  it("a customer's own lists, newest change first, with the owner, the items in order, their options and the products' names", async () => {
    const got = await read({ customerId: ids.jane });
    expect(got.map((l) => l.id)).toEqual([lists.janeEmpty, lists.janeMonthly]);
    const monthly = got.find((l) => l.id === lists.janeMonthly)!;
    expect(monthly).toMatchObject({
      name: "Monthly office",
      shared: false,
      companyId: null,
      customerId: ids.jane,
      itemsCount: 3,
      owner: { id: ids.jane, email: "jane@example.com" },
    });
    expect(monthly.items).toEqual([
      expect.objectContaining({ sku: products[0]!.sku, qty: 3, options: {}, productId: products[0]!.id, productName: products[0]!.name, position: 0 }),
      expect.objectContaining({ sku: products[1]!.sku, qty: 12, options: { customOptions: { 7: "engraved" } }, productName: products[1]!.name }),
      expect.objectContaining({ sku: "GONE-SKU-1", qty: 1, productId: null, productName: null }),
    ]);
    // a list keeps no price, and the admin type offers none
    expect(JSON.stringify(monthly)).not.toMatch(/price/i);
    expect(got.find((l) => l.id === lists.janeEmpty)).toMatchObject({ itemsCount: 0, items: [] });
  });

  it("a company's lists: shared or not, made in it or owned by a member today; never another company's or a non-member's", async () => {
    const got = await read({ companyId: ids.northwind });
    expect(new Set(got.map((l) => l.id))).toEqual(new Set([lists.buyerShared, lists.tradePrivate, lists.buyerBefore]));
    expect(got.find((l) => l.id === lists.buyerShared)).toMatchObject({
      shared: true,
      companyId: ids.northwind,
      owner: { id: ids.buyer, email: "buyer@example.com", firstName: "Bea" },
      items: [expect.objectContaining({ sku: products[2]!.sku, qty: 6 })],
    });
    const contoso = await read({ companyId: ids.contosoCo });
    expect(contoso.map((l) => l.id)).toEqual([lists.contosoList]);
    expect(await read({ companyId: 999_999 })).toEqual([]);
  });

  it("customer and company together: that member's lists of the company; a limit caps the answer", async () => {
    const both = await read({ customerId: ids.buyer, companyId: ids.northwind });
    expect(new Set(both.map((l) => l.id))).toEqual(new Set([lists.buyerShared, lists.buyerBefore]));
    expect(await read({ customerId: ids.jane, companyId: ids.northwind })).toEqual([]);
    const all = await read({});
    expect(all.length).toBeGreaterThanOrEqual(6);
    expect(await read({ limit: 2 })).toHaveLength(2);
    expect(await read({ limit: 0 })).toHaveLength(1);
  });

  it("a fixed number of statements whatever the number of lists and items", async () => {
    const count = async () => {
      seen.length = 0;
      counting = true;
      try {
        await read({ companyId: ids.northwind });
      } finally {
        counting = false;
      }
      return seen.filter((x) => /^(RequisitionList|RequisitionListItem|Product|Customer|CompanyMember)\./.test(x)).sort();
    };
    const before = await count();
    for (let n = 0; n < 8; n++)
      await makeList(ids.trade, { name: `Bulk ${n}`, companyId: ids.northwind }, [
        { productId: products[0]!.id, sku: products[0]!.sku, qty: n + 1 },
        { productId: products[1]!.id, sku: products[1]!.sku, qty: 2 },
      ]);
    const after = await count();
    expect(after).toEqual(before);
    expect(after.length).toBeLessThanOrEqual(5);
  });

  it("needs the customers scope: another admin scope, a customer and a guest get no list", async () => {
    await s.app.db.adminUser.create({ data: { username: "lists-catalog-only", passwordHash: await hashPassword("scoped-password-1"), scopes: "catalog" } });
    const login = await s.json("/api/rest/v2/auth/admin-token", { method: "POST", json: { username: "lists-catalog-only", password: "scoped-password-1" } });
    expect(login.status).toBe(200);
    const customer = await s.customerToken("buyer@example.com", TEST_CUSTOMER_PASSWORD);
    for (const token of [login.body.token as string, customer, undefined]) {
      const r = await ask({ customerId: ids.buyer }, token);
      expect(r.data?.adminRequisitionLists ?? null).toBeNull();
      expect(r.errors?.length).toBeGreaterThan(0);
      expect(JSON.stringify(r)).not.toContain("Site supplies");
    }
  });
});
