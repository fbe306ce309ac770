/**
 * What the acceptance tests of per-company pricing (issue 31) share: the admin API of price lists as a merchant
 * calls it (GraphQL, scope `pricing`), companies made through the company module's admin API, buyers' tokens, and
 * the explain. Every list the tests price with is made through the API, never with Prisma.
 */
import { expect } from "vitest";
import { hashPassword } from "../../../src/core/auth/password.ts";
import { TEST_CUSTOMER_PASSWORD } from "../../helpers/db-template.ts";
import type { TestServer } from "../../helpers/server.ts";

export const V2 = "/api/rest/v2";
export type Json = Record<string, any>;

/** a value as a GraphQL literal (input objects inline: the tests need not know the input types' names) */
export function lit(v: unknown): string {
  if (v === null || v === undefined) return "null";
  if (Array.isArray(v)) return `[${v.map(lit).join(", ")}]`;
  if (typeof v === "object") {
    return `{${Object.entries(v as Record<string, unknown>)
      .filter(([, x]) => x !== undefined)
      .map(([k, x]) => `${k}: ${lit(x)}`)
      .join(", ")}}`;
  }
  return JSON.stringify(v);
}

/** an admin's GraphQL call; a GraphQL error fails the test with the request and the answer */
export async function adminGql<T = Json>(s: TestServer, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const r = await s.gql(query, variables, { token: await s.adminToken() });
  expect(r.errors, `${query}\n${JSON.stringify(r.errors)}`).toBeUndefined();
  return r.data as T;
}

const PROBLEM = "... on Problem { code message errors { field code message } }";
const LIST = "id code revision priority active";

/** the record of a mutation's answer, or the test fails with the request and the Problem */
function record(op: string, request: string, answer: Json): Json {
  expect(answer.__typename, `${op}: ${request}\nanswered ${JSON.stringify(answer)}`).not.toBe("Problem");
  return answer;
}

export async function setConfig(s: TestServer, values: Record<string, string | null>, store?: number) {
  for (const [k, v] of Object.entries(values)) {
    const d = await adminGql(
      s,
      `mutation($p: String!, $v: String, $scope: ConfigScope, $id: Int) { configValueSet(path: $p, value: $v, scope: $scope, scopeId: $id) { __typename ${PROBLEM} } }`,
      { p: `b2b_pricing/${k}`, v, scope: store ? "store" : "default", id: store ?? 0 },
    );
    expect(d.configValueSet.__typename, JSON.stringify(d)).not.toBe("Problem");
  }
}

export interface ListInput {
  code: string;
  name?: string;
  priority?: number;
  active?: boolean;
  adjustmentPercent?: number | null;
  condition?: string | null;
  storeIds?: number[];
  validFrom?: string | null;
  validTo?: string | null;
}

export async function createList(s: TestServer, input: ListInput): Promise<Json> {
  const q = `mutation { priceListCreate(input: ${lit({ name: input.code, ...input })}) { __typename ... on PriceList { ${LIST} } ${PROBLEM} } }`;
  return record("priceListCreate", q, (await adminGql(s, q)).priceListCreate);
}

export async function updateList(s: TestServer, id: number, input: Partial<ListInput>): Promise<Json> {
  const q = `mutation { priceListUpdate(id: ${id}, input: ${lit(input)}) { __typename ... on PriceList { ${LIST} } ${PROBLEM} } }`;
  return record("priceListUpdate", q, (await adminGql(s, q)).priceListUpdate);
}

export interface ItemInput {
  sku: string;
  price?: number | null;
  tiers?: { qty: number; price: number }[];
  minQty?: number | null;
  maxQty?: number | null;
  qtyIncrement?: number | null;
}

export async function setItems(s: TestServer, priceListId: number, items: ItemInput[]): Promise<Json> {
  const q = `mutation { priceListItemsSet(priceListId: ${priceListId}, items: ${lit(items)}) { __typename ... on PriceListItemsSetResult { upserted priceList { ${LIST} } } ${PROBLEM} } }`;
  const r = record("priceListItemsSet", q, (await adminGql(s, q)).priceListItemsSet);
  expect(r.upserted).toBe(items.length);
  return r;
}

export async function assign(s: TestServer, priceListId: number, companyIds: number[] = [], customerGroupIds: number[] = []): Promise<Json> {
  const q = `mutation { priceListAssign(priceListId: ${priceListId}, companyIds: ${lit(companyIds)}, customerGroupIds: ${lit(customerGroupIds)}) { __typename ... on PriceList { ${LIST} companyIds customerGroupIds } ${PROBLEM} } }`;
  return record("priceListAssign", q, (await adminGql(s, q)).priceListAssign);
}

export async function unassign(s: TestServer, priceListId: number, companyIds: number[] = [], customerGroupIds: number[] = []): Promise<Json> {
  const q = `mutation { priceListUnassign(priceListId: ${priceListId}, companyIds: ${lit(companyIds)}, customerGroupIds: ${lit(customerGroupIds)}) { __typename ... on PriceList { ${LIST} companyIds customerGroupIds } ${PROBLEM} } }`;
  return record("priceListUnassign", q, (await adminGql(s, q)).priceListUnassign);
}

/** every list there is (the demo's too) deleted: the test's lists are then the only ones */
export async function deleteAllLists(s: TestServer) {
  const d = await adminGql(s, `{ priceLists(pageSize: 100) { totalCount items { id } } }`);
  for (const { id } of d.priceLists.items) {
    const q = `mutation { priceListDelete(id: ${id}) { __typename ${PROBLEM} } }`;
    record("priceListDelete", q, (await adminGql(s, q)).priceListDelete);
  }
  expect((await adminGql(s, `{ priceLists(pageSize: 100) { totalCount } }`)).priceLists.totalCount).toBe(0);
}

export const EXPLAIN_FIELDS = `__typename ... on PriceExplainResult { price currency productId sku
  quantityRule { priceListCode minQty maxQty qtyIncrement }
  candidates { source priceListId priceListCode priority kind tierQty price storedPrice won reason } } ${PROBLEM}`;

export interface ExplainArgs {
  productId: number;
  qty?: number;
  companyId?: number;
  customerGroupId?: number;
  storeId?: number;
}

/** priceExplain for many (product, qty, context) at once: 15 aliases a document (the API's alias limit) */
export async function explainMany(s: TestServer, args: ExplainArgs[]): Promise<Json[]> {
  const out: Json[] = [];
  for (let i = 0; i < args.length; i += 15) {
    const chunk = args.slice(i, i + 15);
    const q = `{ ${chunk.map((a, j) => `e${j}: priceExplain(${lit(a).slice(1, -1)}) { ${EXPLAIN_FIELDS} }`).join(" ")} }`;
    const d = await adminGql(s, q);
    chunk.forEach((a, j) => {
      const e = d[`e${j}`];
      expect(e.__typename, `priceExplain(${JSON.stringify(a)}) answered ${JSON.stringify(e)}`).toBe("PriceExplainResult");
      out.push(e);
    });
  }
  return out;
}

export const explain = async (s: TestServer, a: ExplainArgs) => (await explainMany(s, [a]))[0]!;

const STORE_CODES: Record<number, string> = { 1: "default", 2: "au" };

/** a customer's token in its store (a token is good in the store it was issued for) */
export async function tokenIn(s: TestServer, email: string, storeId = 1): Promise<string> {
  const r = await s.json(`${V2}/auth/token`, {
    method: "POST",
    json: { email, password: TEST_CUSTOMER_PASSWORD },
    headers: { "x-store-code": STORE_CODES[storeId]! },
  });
  expect(r.status, `login ${email}: ${JSON.stringify(r.body)}`).toBe(200);
  return r.body.token as string;
}

/** a new active customer of a store (in no company), and its token */
export async function newCustomer(s: TestServer, email: string, groupId = 1, storeId = 1): Promise<{ id: number; token: string }> {
  const c = await s.app.db.customer.create({
    data: { storeId, email, passwordHash: await hashPassword(TEST_CUSTOMER_PASSWORD), firstName: "Acc", lastName: "Buyer", groupId },
  });
  return { id: c.id, token: await tokenIn(s, email, storeId) };
}

/** an active company made by the merchant (companyCreate) with a new customer as its admin; its id and the admin's token */
export async function newCompany(
  s: TestServer,
  name: string,
  customerGroupId: number,
  storeId = 1,
): Promise<{ id: number; token: string; customerId: number }> {
  const email = `${name.toLowerCase().replace(/[^a-z0-9]+/g, "-")}@accept.example`;
  const admin = await newCustomer(s, email, 1, storeId);
  const q = `mutation { companyCreate(input: ${lit({ name, customerGroupId, storeId, status: "active", admin: { customerId: admin.id } })}) { __typename ... on Company { id status customerGroupId } ${PROBLEM} } }`;
  const c = record("companyCreate", q, (await adminGql(s, q)).companyCreate);
  // a token issued after the company exists
  return { id: c.id, token: await tokenIn(s, email, storeId), customerId: admin.id };
}

export const customer = (s: TestServer, email: string) => s.customerToken(email, TEST_CUSTOMER_PASSWORD);

/** the products of each type the tests buy: enabled, in stock with plenty, no custom options (so a line is just the SKU) */
export async function stockedProducts(s: TestServer, type: string, take: number, visibility: number[] = [4]) {
  return s.app.db.product.findMany({
    where: { type, status: 1, visibility: { in: visibility }, inStock: true, stockQty: { gte: 200 }, customOptions: { none: {} } },
    orderBy: { id: "asc" },
    take,
    select: { id: true, sku: true, price: true, type: true },
  });
}

/** a REST GET as `token` in `store` (a store code; absent: the default) */
export async function restGet(s: TestServer, path: string, token?: string, store?: string) {
  const headers: Record<string, string> = {};
  if (store) headers["x-store-code"] = store;
  const r = await s.fetch(path, { token, headers });
  const text = await r.text();
  return { status: r.status, text, body: text ? JSON.parse(text) : null, headers: r.headers };
}

/** a GraphQL GET (what the response cache keeps) as `token` in `store` */
export async function gqlGet(s: TestServer, query: string, token?: string, store?: string) {
  return restGet(s, `/graphql?query=${encodeURIComponent(query)}`, token, store);
}
