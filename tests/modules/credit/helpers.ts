/** What the credit tests share: the server with company accounts and credit on, Northwind's logins, carts, the admin's credit calls. */
import { expect } from "vitest";
import company from "../../../src/modules/company/index.ts";
import credit from "../../../src/modules/credit/index.ts";
import { money, sum } from "../../../src/core/money.ts";
import { startTestServer, type TestServer, type TestServerOptions } from "../../helpers/server.ts";
import { TEST_CUSTOMER_PASSWORD } from "../../helpers/db-template.ts";

export const V2 = "/api/rest/v2";
export const CREDIT_REST = `${V2}/b2b/company/credit`;
export const INVOICES_REST = `${V2}/b2b/company/invoices`;
export const ADDRESS = {
  firstName: "Bea",
  lastName: "Buyer",
  street: ["1 Main St"],
  city: "Springfield",
  postcode: "12345",
  countryId: "US",
  telephone: "555",
};
export const PROBLEM = "... on Problem { code httpStatus: status message errors { field code message } }";
export const CREDIT_FIELDS =
  "companyId limit balance available currency terms onHold holdReason allowExceed payOnAccount purchaseOrder historyTotal history { id kind amount balanceAfter limitAfter reference orderId actorKind note }";

export const startCreditServer = async (opts: Omit<TestServerOptions, "modules"> = {}) => {
  const s = await startTestServer({ modules: [company as never, credit as never], ...opts });
  if (!opts.shareDbWith) await setConfig(s, "b2b_credit/enabled", "1");
  return s;
};

export async function setConfig(s: TestServer, path: string, value: string | null) {
  const r = await s.gql(
    `mutation($p: String!, $v: String) { configValueSet(path: $p, value: $v) { __typename ... on Problem { code message } } }`,
    { p: path, v: value },
    { token: await s.adminToken() },
  );
  expect((r.data as any)?.configValueSet.__typename, JSON.stringify(r)).toBe("ConfigValueSetSuccess");
}

export const login = (s: TestServer, email: string) => s.customerToken(email, TEST_CUSTOMER_PASSWORD);

export interface Northwind {
  companyId: number;
  adminToken: string;
  buyerToken: string;
  buyerId: number;
  roleId: number;
}

/** Northwind as the seed leaves it, its Buyer role given `permissions` by the company admin through the company API */
export async function northwind(s: TestServer, permissions = ["orders.place", "payment.on_account"]): Promise<Northwind> {
  const buyer = await s.app.db.customer.findFirstOrThrow({ where: { email: "buyer@example.com" } });
  const member = await s.app.db.companyMember.findUniqueOrThrow({ where: { customerId: buyer.id } });
  const adminToken = await login(s, "trade@example.com");
  await buyerRole(s, adminToken, member.roleId!, permissions);
  return { companyId: member.companyId, adminToken, buyerToken: await login(s, "buyer@example.com"), buyerId: buyer.id, roleId: member.roleId! };
}

export async function buyerRole(s: TestServer, adminToken: string, roleId: number, permissions: string[]) {
  const r = await s.json(`${V2}/b2b/company/roles/${roleId}`, { method: "PATCH", token: adminToken, json: { permissions } });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
}

/** the admin's companyCreditSet; answers the field (CompanyCredit or Problem) */
export async function setCredit(s: TestServer, companyId: number, input: Record<string, unknown>) {
  const r = await s.gql(
    `mutation($id: Int!, $input: CompanyCreditInput!) { companyCreditSet(companyId: $id, input: $input) { __typename ... on CompanyCredit { ${CREDIT_FIELDS} } ${PROBLEM} } }`,
    { id: companyId, input },
    { token: await s.adminToken() },
  );
  expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
  return (r.data as any).companyCreditSet;
}

export async function reimburse(s: TestServer, companyId: number, amount: number, reference: string, invoiceIds: number[] = []) {
  const r = await s.gql(
    `mutation($id: Int!, $amount: Float!, $ref: String, $ids: [Int!]) { companyCreditReimburse(companyId: $id, amount: $amount, reference: $ref, invoiceIds: $ids) {
      __typename ... on CompanyCreditReimbursement { entryId credit { balance available } payments { invoiceId amount fullyPaid } } ${PROBLEM} } }`,
    { id: companyId, amount, ref: reference, ids: invoiceIds },
    { token: await s.adminToken() },
  );
  expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
  return (r.data as any).companyCreditReimburse;
}

/** a simple product anyone may buy, with plenty of stock */
export async function buyableSku(s: TestServer): Promise<string> {
  const product = await s.app.db.product.findFirstOrThrow({
    where: { type: "simple", status: 1, visibility: 4, customOptions: { none: {} }, NOT: { sku: { contains: "WH-" } } },
    orderBy: { id: "asc" },
  });
  await s.app.db.product.update({ where: { id: product.id }, data: { stockQty: 10_000, inStock: true } });
  return product.sku;
}

/** a new cart of the token's customer (or a guest's) with `qty` of `sku`; answers its masked id and grand total */
export async function cartWith(s: TestServer, token: string | undefined, sku: string, qty = 1): Promise<{ masked: string; grandTotal: number }> {
  const masked = (await s.json(`${V2}/guest-carts`, { method: "POST", token })).body.maskedId as string;
  const added = await s.json(`${V2}/guest-carts/${masked}/items`, { method: "POST", token, json: { sku, qty } });
  expect(added.status, JSON.stringify(added.body)).toBe(200);
  await s.json(`${V2}/guest-carts/${masked}/shipping-methods`, { method: "POST", token, json: { address: { countryId: "US" } } });
  const totals = await s.json(`${V2}/guest-carts/${masked}/totals`, { token });
  expect(totals.status, JSON.stringify(totals.body)).toBe(200);
  return { masked, grandTotal: totals.body.grand_total ?? totals.body.grandTotal };
}

export async function methodsOf(s: TestServer, token: string | undefined, masked: string): Promise<string[]> {
  const r = await s.json(`${V2}/guest-carts/${masked}/payment-methods`, { token });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return (r.body as { code: string }[]).map((m) => m.code);
}

export const placeOrder = (s: TestServer, token: string | undefined, masked: string, paymentMethod = "payonaccount", extra: Record<string, unknown> = {}) =>
  s.json(`${V2}/guest-carts/${masked}/place-order`, {
    method: "POST",
    token,
    json: { paymentMethod, shippingAddress: ADDRESS, ...extra },
  });

/** the ledger's rows of a company and its balance: the balance is always their exact sum */
export async function expectLedgerSums(s: TestServer, companyId: number) {
  const rows = await s.app.db.creditLedgerEntry.findMany({ where: { companyId }, orderBy: { id: "asc" } });
  const credit = await s.app.db.companyCredit.findUniqueOrThrow({ where: { companyId } });
  expect(sum(rows.map((r) => r.amount)).toFixed(4)).toBe(money(credit.balance).toFixed(4));
  // each row's balanceAfter is the running sum
  let running = money(0);
  for (const r of rows) {
    running = running.plus(money(r.amount));
    expect(money(r.balanceAfter).toFixed(4), `row ${r.id} (${r.kind})`).toBe(running.toFixed(4));
  }
  return { rows, balance: money(credit.balance) };
}

/** `n` new customers, members of the company with the Buyer role, each logged in on the server of its turn */
export async function newBuyers(servers: TestServer[], companyId: number, roleId: number, n: number): Promise<{ id: number; token: string }[]> {
  const s = servers[0]!;
  const tag = Math.random().toString(36).slice(2, 8);
  const out: { id: number; token: string }[] = [];
  for (let i = 0; i < n; i++) {
    const email = `racer${i}-${tag}@example.com`;
    const r = await s.json(`${V2}/customers`, { method: "POST", json: { email, password: TEST_CUSTOMER_PASSWORD, firstName: "Racer", lastName: `No${i}` } });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    const a = await s.gql(
      `mutation($c: Int!, $u: Int!, $r: Int) { companyMemberAssign(companyId: $c, customerId: $u, roleId: $r) { __typename ${PROBLEM} } }`,
      { c: companyId, u: r.body.id, r: roleId },
      { token: await s.adminToken() },
    );
    expect((a.data as any)?.companyMemberAssign.__typename, JSON.stringify(a)).toBe("Company");
    out.push({ id: r.body.id as number, token: await servers[i % servers.length]!.customerToken(email, TEST_CUSTOMER_PASSWORD) });
  }
  return out;
}

/**
 * The acceptance race: `n` buyers of one company place on-account orders at once (spread over `servers`) against an
 * available credit for `fit` of them: exactly `fit` are placed, the rest refused on paymentMethod; the rows sum to
 * the balance; cancels and a refund give it all back.
 */
export async function raceOnAccount(servers: TestServer[], n: number, fit: number) {
  const s = servers[0]!;
  const sku = await buyableSku(s);
  const nw = await northwind(s);
  // invoiced by the merchant later, so that a cancel can give the credit back
  await setConfig(s, "b2b_credit/invoiceAtOrder", "0");
  const buyers = await newBuyers(servers, nw.companyId, nw.roleId, n);
  const carts = await Promise.all(buyers.map((b, i) => cartWith(servers[i % servers.length]!, b.token, sku, 1)));
  const total = money(carts[0]!.grandTotal);
  expect(carts.every((c) => money(c.grandTotal).equals(total))).toBe(true);
  // room for `fit` orders and half of one more, beyond what the company owes already (the seed's credit line owes 0)
  const start = (await expectLedgerSums(s, nw.companyId).catch(() => ({ balance: money(0) }))).balance;
  const set = await setCredit(s, nw.companyId, {
    limit: start.plus(total.times(fit)).plus(total.dividedBy(2)).toDecimalPlaces(2).toNumber(),
    onHold: false,
    allowExceed: false,
    payOnAccount: true,
  });
  expect(set.__typename, JSON.stringify(set)).toBe("CompanyCredit");

  const answers = await Promise.all(
    buyers.map((b, i) => placeOrder(servers[i % servers.length]!, b.token, carts[i]!.masked, "payonaccount", { expectedGrandTotal: carts[i]!.grandTotal })),
  );
  const placed = answers.filter((a) => a.status === 201);
  const refused = answers.filter((a) => a.status !== 201);
  expect(placed).toHaveLength(fit);
  for (const r of refused) {
    expect(r.status, JSON.stringify(r.body)).toBe(422);
    expect(r.body, JSON.stringify(r.body)).toMatchObject({ code: "invalid", errors: [{ field: "paymentMethod", code: "credit_limit" }] });
  }
  expect(await s.app.db.order.count({ where: { customerId: { in: buyers.map((b) => b.id) } } })).toBe(fit);
  const { rows, balance } = await expectLedgerSums(s, nw.companyId);
  expect(rows.filter((r) => r.kind === "purchase")).toHaveLength(fit);
  expect(balance.toFixed(4)).toBe(start.plus(total.times(fit)).toFixed(4));

  // cancel all but one, invoice (captured) and refund the last: the balance is back to 0
  const admin = await s.adminToken();
  const ids = await s.app.db.order.findMany({ where: { customerId: { in: buyers.map((b) => b.id) } }, select: { id: true }, orderBy: { id: "asc" } });
  const act = async (mutation: string, args: string) => {
    const r = await s.gql(`mutation { ${mutation}(${args}) { __typename ${PROBLEM} } }`, {}, { token: admin });
    expect((r.data as any)?.[mutation].__typename, JSON.stringify(r)).not.toBe("Problem");
  };
  for (const { id } of ids.slice(1)) await act("orderCancel", `id: ${id}`);
  await act("orderInvoice", `id: ${ids[0]!.id}`);
  await act("orderRefund", `id: ${ids[0]!.id}`);
  const end = await expectLedgerSums(s, nw.companyId);
  expect(end.balance.toFixed(4)).toBe(start.toFixed(4));
  expect(end.rows.filter((r) => r.kind === "revert")).toHaveLength(fit - 1);
  expect(end.rows.filter((r) => r.kind === "refund")).toHaveLength(1);
  return { answers };
}

/** a new active company (the admin's companyCreate, its admin a new customer): no credit yet */
export async function newCompany(s: TestServer, name: string): Promise<number> {
  const email = `${name.toLowerCase().replace(/[^a-z0-9]+/g, "-")}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const r = await s.gql(
    `mutation($input: CompanyCreateInput!) { companyCreate(input: $input) { __typename ... on Company { id } ${PROBLEM} } }`,
    { input: { name, admin: { email, firstName: "Ada", lastName: "Admin" } } },
    { token: await s.adminToken() },
  );
  expect((r.data as any)?.companyCreate.__typename, JSON.stringify(r)).toBe("Company");
  return (r.data as any).companyCreate.id as number;
}
