/**
 * The audit log (issue 29 item 5), on the real server and database (SQLite, and PostgreSQL with TEST_DATABASE_URL):
 * every admin Mutation field declares `audited` (a walk of the built schema); admin writes through GraphQL and the
 * REST facade read back through `auditLog` with who, from where, the changed fields before and after, secrets masked,
 * filters and paging; a write refused with a Problem leaves no entry; the console's auditLog operation replayed as a
 * guest, a customer and the API user is refused; the prune deletes only entries older than the retention.
 */
import { print } from "graphql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../helpers/server.ts";
import { TEST_CUSTOMER_PASSWORD } from "../helpers/db-template.ts";
import { refused, replay } from "../helpers/graphql-replay.ts";
import { AUDITED } from "../../src/core/audit/declare.ts";
import { MASK } from "../../src/core/audit/record.ts";
import { pruneAuditLog } from "../../src/core/audit/prune.ts";
import { discoverModules } from "../../src/core/modules.ts";
import { AuditLogGrid } from "../../admin/src/screens/audit-log/operations.ts";

const V2 = "/api/rest/v2";
let s: TestServer;
let admin: string;

beforeAll(async () => {
  s = await startTestServer({ modules: await discoverModules(null) });
  admin = await s.adminToken();
});
afterAll(async () => {
  await s?.close();
});

const AUDIT = `query ($filter: AuditLogFilter, $page: Int, $pageSize: Int) {
  auditLog(filter: $filter, page: $page, pageSize: $pageSize) {
    totalCount
    items { id at adminUsername actorKind adminId ip operation entityType entityId before after }
  }
}`;
interface Entry {
  id: number;
  at: string;
  adminUsername: string;
  actorKind: string;
  adminId: number | null;
  ip: string | null;
  operation: string;
  entityType: string;
  entityId: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}
async function auditLog(filter: Record<string, unknown>, page = 1, pageSize = 20): Promise<{ totalCount: number; items: Entry[] }> {
  const r = await s.gql<{ auditLog: { totalCount: number; items: Entry[] } }>(AUDIT, { filter, page, pageSize }, { token: admin });
  expect(r.errors).toBeUndefined();
  return r.data!.auditLog;
}
async function gqlOk<T = any>(query: string, variables: Record<string, unknown>): Promise<T> {
  const r = await s.gql<T>(query, variables, { token: admin });
  expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
  return r.data!;
}

/** an admin Mutation field: its scopes name an admin (a function's: its source does, e.g. customerUpdate with an id) */
function adminScoped(scopes: unknown): boolean {
  if (typeof scopes === "function") return /admin/i.test(String(scopes));
  return JSON.stringify(scopes ?? null).includes('"admin"');
}

describe("every admin mutation is audited", () => {
  it("each Mutation field an admin may call declares audited(entityType)", () => {
    const fields = Object.entries(s.schema.getMutationType()!.getFields());
    const admins = fields.filter(([, f]) => adminScoped((f.extensions as { pothosOptions?: { authScopes?: unknown } }).pothosOptions?.authScopes));
    // the walk finds them (the customer's own mutations with an admin form too)
    expect(admins.map(([n]) => n)).toEqual(expect.arrayContaining(["customerUpdate", "customerAddressCreate", "orderInvoice", "tradeApplicationApprove"]));
    const missing = admins.filter(([, f]) => !(f.extensions as Record<string, unknown>)[AUDITED]).map(([n]) => n);
    expect(missing).toEqual([]);
    // and the customer's and guest's own mutations are not taken for the admin's
    expect(admins.map(([n]) => n)).not.toContain("cartItemAdd");
  });
});

describe("the audit log", () => {
  it("records admin writes through GraphQL and REST with who, where, before and after, secrets masked; filters and pages", async () => {
    const jane = await s.app.db.customer.findFirstOrThrow({ where: { email: "jane@example.com" } });
    // GraphQL: an admin's change to a customer, and an address added for them
    await gqlOk(`mutation ($id: Int!) { customerUpdate(id: $id, input: { firstName: "Janet", taxvat: "GB123" }) { __typename } }`, { id: jane.id });
    await gqlOk(
      `mutation ($id: Int!) { customerAddressCreate(customerId: $id, input: { firstName: "Janet", lastName: "Doe", street: ["1 Audit Way"], city: "Leeds", postcode: "LS1 1AA", countryId: "GB", telephone: "0113" }) { __typename } }`,
      { id: jane.id },
    );
    const history = await auditLog({ entityType: "customer", entityId: String(jane.id) });
    expect(history.items.map((e) => e.operation)).toEqual(["customerAddressCreate", "customerUpdate"]);
    const [address, update] = history.items;
    expect(update).toMatchObject({
      adminUsername: "admin",
      actorKind: "admin",
      before: { firstName: jane.firstName, taxvat: jane.taxvat },
      after: { firstName: "Janet", taxvat: "GB123" },
    });
    expect(update!.adminId).toBeGreaterThan(0);
    expect(update!.ip).toBeTruthy();
    // only the changed fields: not the email, not the row's own updatedAt
    expect(Object.keys(update!.after!).sort()).toEqual(["firstName", "taxvat"]);
    expect(address!.before).toEqual({});
    expect(Object.entries(address!.after!).find(([k]) => k.endsWith(".city"))?.[1]).toBe("Leeds");

    // secrets masked: a new account's password hash, a gift card's code
    const created = await gqlOk<{ customerCreate: { __typename: string; data: { id: number } } }>(
      `mutation { customerCreate(input: { email: "audited@example.com", firstName: "Aud", lastName: "Ited" }) { __typename ... on CustomerCreateSuccess { data { id } } } }`,
      {},
    );
    const [createdEntry] = (await auditLog({ entityType: "customer", entityId: String(created.customerCreate.data.id) })).items;
    expect(createdEntry).toMatchObject({ operation: "customerCreate", before: null, after: { email: "audited@example.com", passwordHash: MASK } });
    const card = await gqlOk<{ giftcardAccountCreate: { data: { id: number; code: string } } }>(
      `mutation { giftcardAccountCreate(input: { amount: 25 }) { ... on GiftcardAccountCreateSuccess { data { id code } } } }`,
      {},
    );
    const [cardEntry] = (await auditLog({ entityType: "giftcard_account", entityId: String(card.giftcardAccountCreate.data.id) })).items;
    expect(cardEntry!.after!.code).toBe(`${MASK}${card.giftcardAccountCreate.data.code.slice(-4)}`);
    expect(JSON.stringify(cardEntry)).not.toContain(card.giftcardAccountCreate.data.code);

    // REST facade: the admin order routes are recorded under their mutation's name
    const order = await placeOrder();
    expect((await s.json(`${V2}/admin/orders/${order}/hold`, { method: "POST", token: admin })).status).toBe(200);
    expect((await s.json(`${V2}/admin/orders/${order}/comments`, { method: "POST", token: admin, json: { text: "Checked by phone" } })).status).toBe(200);
    const orderLog = await auditLog({ entityType: "order", entityId: String(order) });
    expect(orderLog.items.map((e) => e.operation)).toEqual(["orderCommentAdd", "orderHold"]);
    expect(orderLog.items[1]).toMatchObject({ before: { status: "pending" }, after: { status: "holded" } });
    expect(String(orderLog.items[0]!.after!.latestHistory)).toContain("Checked by phone");

    // a sales rule created then changed; a second one with the same code is refused and leaves no entry
    const rule = await gqlOk<{ salesRuleCreate: { data: { id: number } } }>(
      `mutation { salesRuleCreate(input: { name: "Audit 10", code: "AUDIT10", discountType: "percent", discountAmount: 10 }) { ... on SalesRuleCreateSuccess { data { id } } } }`,
      {},
    );
    await gqlOk(`mutation ($id: Int!) { salesRuleUpdate(id: $id, input: { discountAmount: 15 }) { __typename } }`, { id: rule.salesRuleCreate.data.id });
    const refusedRule = await gqlOk<{ salesRuleCreate: { __typename: string; code: string } }>(
      `mutation { salesRuleCreate(input: { name: "Again", code: "audit10", discountType: "fixed", discountAmount: 5 }) { __typename ... on Problem { code } } }`,
      {},
    );
    expect(refusedRule.salesRuleCreate.__typename).toBe("Problem");
    const rules = await auditLog({ entityType: "sales_rule" });
    expect(rules.items.map((e) => e.operation)).toEqual(["salesRuleUpdate", "salesRuleCreate"]);
    expect(rules.items[0]).toMatchObject({ before: { discountAmount: "10" }, after: { discountAmount: "15" } });
    // a refused customer update (an email taken) leaves none either
    const taken = await gqlOk<{ customerUpdate: { __typename: string } }>(
      `mutation ($id: Int!) { customerUpdate(id: $id, input: { email: "audited@example.com" }) { __typename } }`,
      { id: jane.id },
    );
    expect(taken.customerUpdate.__typename).toBe("Problem");
    expect((await auditLog({ entityType: "customer", entityId: String(jane.id) })).totalCount).toBe(2);

    // filters: operation, admin, time; paging newest first
    expect((await auditLog({ operation: "orderHold" })).items.map((e) => e.entityId)).toEqual([String(order)]);
    const all = await auditLog({ adminId: update!.adminId });
    expect(all.totalCount).toBe(8);
    const page2 = await auditLog({ adminId: update!.adminId }, 2, 3);
    expect(page2.totalCount).toBe(8);
    expect(page2.items.map((e) => e.id)).toEqual(all.items.slice(3, 6).map((e) => e.id));
    expect(all.items.map((e) => e.id)).toEqual([...all.items.map((e) => e.id)].sort((a, b) => b - a));
    expect((await auditLog({ from: new Date(Date.now() + 60_000).toISOString() })).totalCount).toBe(0);
    expect((await auditLog({ to: new Date(Date.parse(all.items.at(-1)!.at)).toISOString(), adminId: update!.adminId })).totalCount).toBe(0);
  });

  it("the console's auditLog operation replayed as a guest, a customer and the API user is refused", async () => {
    const customer = await s.customerToken("jane@example.com", TEST_CUSTOMER_PASSWORD);
    const op = { kind: "http" as const, operationName: "AuditLogGrid", query: print(AuditLogGrid), variables: { filter: {}, page: 1, pageSize: 20 } };
    for (const authorization of [undefined, `Bearer ${customer}`, `Basic ${Buffer.from(s.apiUser.join(":")).toString("base64")}`]) {
      expect(refused(await replay(s.url, op, authorization)), authorization ?? "guest").toBe(true);
    }
    const mine = await replay(s.url, op, `Bearer ${admin}`);
    expect(mine.errors).toBeUndefined();
  });

  it("a module's decision and a mail template's set and reset record their changes under their mutation", async () => {
    const c = await s.app.db.customer.findFirstOrThrow({ where: { email: "audited@example.com" } });
    await gqlOk(`mutation ($id: Int!) { customerDecline(id: $id, note: "no") { __typename } }`, { id: c.id });
    await gqlOk(`mutation ($ids: [Int!]!) { customerApproveMany(ids: $ids) { id } }`, { ids: [c.id] });
    const decisions = await auditLog({ entityType: "customer", entityId: String(c.id) });
    expect(decisions.items.slice(0, 2)).toMatchObject([
      { operation: "customerApproveMany", before: { approvalStatus: "rejected" }, after: { approvalStatus: "active" } },
      // with customer approval installed an account opened by an admin starts pending, like any other
      { operation: "customerDecline", before: { approvalStatus: "pending" }, after: { approvalStatus: "rejected" } },
    ]);
    const set = `mutation { mailTemplateSet(id: "customer_password_reset", subject: "Reset <b>now</b>", text: "Use {{resetLink}}") { __typename } }`;
    await gqlOk(set, {});
    await gqlOk(`mutation { mailTemplateReset(id: "customer_password_reset") }`, {});
    const mail = await auditLog({ entityType: "mail_template", entityId: "customer_password_reset" });
    expect(mail.items).toMatchObject([
      { operation: "mailTemplateReset", before: { "store 0.subject": "Reset <b>now</b>" }, after: null },
      { operation: "mailTemplateSet", before: null, after: { "store 0.subject": "Reset <b>now</b>", "store 0.text": "Use {{resetLink}}" } },
    ]);
  });

  it("the prune deletes only the entries older than the retention, in batches", async () => {
    const day = 86_400_000;
    const old = (days: number) => ({
      at: new Date(Date.now() - days * day),
      actorKind: "admin",
      actorName: "admin",
      operation: "pruneProbe",
      entityType: "probe",
      entityId: String(days),
    });
    await s.app.db.auditEntry.createMany({ data: [old(400), old(380), old(366), old(364), old(10)] });
    const r = await pruneAuditLog(s.app, { retentionDays: 365, batchSize: 2 });
    expect(r).toEqual({ deleted: 3, ran: true });
    const left = await s.app.db.auditEntry.findMany({ where: { operation: "pruneProbe" }, orderBy: { at: "asc" } });
    expect(left.map((e) => e.entityId)).toEqual(["364", "10"]);
    // nothing else was touched
    expect((await auditLog({ entityType: "sales_rule" })).totalCount).toBe(2);
  });
});

async function placeOrder(): Promise<number> {
  const product = await s.app.db.product.findFirstOrThrow({
    where: { type: "simple", status: 1, visibility: 4, customOptions: { none: {} }, NOT: { sku: { contains: "WH-" } } },
    orderBy: { id: "asc" },
  });
  await s.app.db.product.update({ where: { id: product.id }, data: { stockQty: 100, inStock: true } });
  const cart = (await s.json(`${V2}/guest-carts`, { method: "POST" })).body.maskedId as string;
  expect((await s.json(`${V2}/guest-carts/${cart}/items`, { method: "POST", json: { sku: product.sku, qty: 1 } })).status).toBe(200);
  const placed = await s.json(`${V2}/guest-carts/${cart}/place-order`, {
    method: "POST",
    json: {
      email: "audit-buyer@example.com",
      paymentMethod: "checkmo",
      shippingAddress: { firstName: "Au", lastName: "Dit", street: ["1 Main St"], city: "Springfield", postcode: "12345", countryId: "US", telephone: "555" },
      shippingMethod: "flatrate_flatrate",
    },
  });
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  return placed.body.id as number;
}

describe("config secrets", () => {
  it("a secret field's value (the captcha secret) is masked in the entry; the change still shows", async () => {
    const set = (value: string) =>
      gqlOk(`mutation ($v: String) { configValueSet(path: "b2b_forms/captchaSecret", value: $v) { __typename ... on Problem { code message } } }`, {
        v: value,
      });
    await set("sk_live_first_secret");
    await set("sk_live_second_secret");
    const { items } = await auditLog({ entityType: "config", operation: "configValueSet" });
    const entries = items.filter((e) => e.entityId.startsWith("b2b_forms/captchaSecret"));
    expect(entries).toHaveLength(2);
    expect(JSON.stringify(entries)).not.toContain("sk_live");
    expect(entries[0]!.before).toMatchObject({ secretValue: MASK });
    expect(entries[0]!.after).toMatchObject({ secretValue: MASK });
  });
});
