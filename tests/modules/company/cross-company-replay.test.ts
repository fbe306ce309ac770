/**
 * A replay of every storefront company operation (GraphQL and REST) with the token of another company's admin,
 * against Northwind Trading's ids and against guessed ids: each answers 404 (or a permission refusal), exactly
 * like an absent id, and every company table is the same afterwards.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../helpers/server.ts";
import company from "../../../src/modules/company/index.ts";
import { companySnapshot, ensureCompanyOrder, login, mutate, placeOrderAs, REST } from "./self-service-helpers.ts";

let s: TestServer;
let other: string;
/** Northwind's ids */
const nw = { memberId: 0, adminMemberId: 0, roleId: 0, addressId: 0, order: "" };
/** the other company's own member (to aim Northwind's role and manager at) */
let ownMemberId = 0;

beforeAll(async () => {
  s = await startTestServer({ modules: [company as never] });
  const db = s.app.db;
  const c = await db.company.findFirstOrThrow({ where: { name: "Northwind Trading" } });
  const buyer = await db.customer.findFirstOrThrow({ where: { email: "buyer@example.com" } });
  nw.memberId = (await db.companyMember.findUniqueOrThrow({ where: { customerId: buyer.id } })).id;
  nw.adminMemberId = (await db.companyMember.findUniqueOrThrow({ where: { customerId: c.adminCustomerId } })).id;
  nw.roleId = (await db.companyRole.findFirstOrThrow({ where: { companyId: c.id } })).id;
  nw.addressId = (await db.companyAddress.findFirstOrThrow({ where: { companyId: c.id } })).id;
  const buyerToken = await login(s, "buyer@example.com");
  const o = await placeOrderAs(s, buyerToken, "buyer@example.com");
  await ensureCompanyOrder(s, o.id, buyer.id);
  nw.order = o.incrementId;

  // a second active company: admin retail@, a member jane@ with a role of its own
  const retail = await db.customer.findFirstOrThrow({ where: { email: "retail@example.com" } });
  const jane = await db.customer.findFirstOrThrow({ where: { email: "jane@example.com" } });
  const fab = await db.company.create({ data: { storeId: 1, name: "Fabrikam", status: "active", adminCustomerId: retail.id, customerGroupId: 3 } });
  const role = await db.companyRole.create({ data: { companyId: fab.id, name: "Clerk", permissions: "orders.place" } });
  const fabAdmin = await db.companyMember.create({ data: { companyId: fab.id, customerId: retail.id } });
  ownMemberId = (await db.companyMember.create({ data: { companyId: fab.id, customerId: jane.id, roleId: role.id, managerId: fabAdmin.id } })).id;
  other = await login(s, "retail@example.com");
});
afterAll(async () => {
  await s?.close();
});

const GUESSED = 987_654;

/** every REST operation on `ids`; answers [label, status, code] */
async function restReplay(ids: { memberId: number; roleId: number; addressId: number; order: string }) {
  const calls: [string, string, Record<string, unknown> | undefined][] = [
    ["GET", `/members/${ids.memberId}`, undefined],
    ["PATCH", `/members/${ids.memberId}`, { jobTitle: "pwned", status: "inactive" }],
    ["DELETE", `/members/${ids.memberId}`, undefined],
    ["PATCH", `/members/${ownMemberId}`, { roleId: ids.roleId }],
    ["PATCH", `/members/${ownMemberId}`, { managerId: ids.memberId }],
    ["POST", "/members", { email: "fresh-replay@example.com", firstName: "F", lastName: "R", roleId: ids.roleId }],
    ["POST", "/members", { email: "fresh-replay@example.com", firstName: "F", lastName: "R", managerId: ids.memberId }],
    ["PATCH", `/roles/${ids.roleId}`, { name: "pwned", permissions: ["company.roles.manage"] }],
    ["DELETE", `/roles/${ids.roleId}`, undefined],
    ["GET", `/addresses/${ids.addressId}`, undefined],
    ["PATCH", `/addresses/${ids.addressId}`, { city: "pwned" }],
    ["DELETE", `/addresses/${ids.addressId}`, undefined],
    ["GET", `/orders/${ids.order}`, undefined],
  ];
  const out: [string, number, string][] = [];
  for (const [method, path, json] of calls) {
    const r = await s.json(`${REST}${path}`, { method, token: other, ...(json ? { json } : {}) });
    out.push([`${method} ${path} ${JSON.stringify(json ?? {})}`, r.status, r.body?.code]);
  }
  return out;
}

/** every GraphQL mutation on `ids`; answers [label, code] */
async function gqlReplay(ids: { memberId: number; roleId: number; addressId: number }) {
  const sel = { member: "CompanyMember { id }", role: "CompanyRole { id }", address: "CompanyAddress { id }" };
  const calls: [string, string, string, Record<string, unknown>][] = [
    ["companyMemberUpdate", "id: $id, input: $member", sel.member, { id: ids.memberId, member: { jobTitle: "pwned", status: "inactive" } }],
    ["companyMemberUpdate", "id: $id, input: $member", sel.member, { id: ownMemberId, member: { roleId: ids.roleId } }],
    ["companyMemberUpdate", "id: $id, input: $member", sel.member, { id: ownMemberId, member: { managerId: ids.memberId } }],
    ["companyMemberDeactivate", "id: $id", sel.member, { id: ids.memberId }],
    ["companyMemberInvite", "input: $invite", sel.member, { invite: { email: "fresh-replay@example.com", firstName: "F", lastName: "R", roleId: ids.roleId } }],
    [
      "companyMemberInvite",
      "input: $invite",
      sel.member,
      { invite: { email: "fresh-replay@example.com", firstName: "F", lastName: "R", managerId: ids.memberId } },
    ],
    ["companyRoleUpdate", "id: $id, input: $role", sel.role, { id: ids.roleId, role: { name: "pwned" } }],
    ["companyRoleDelete", "id: $id", sel.role, { id: ids.roleId }],
    ["companyAddressUpdate", "id: $id, input: $address", sel.address, { id: ids.addressId, address: { city: "pwned" } }],
    ["companyAddressDelete", "id: $id", sel.address, { id: ids.addressId }],
  ];
  const out: [string, string][] = [];
  for (const [field, args, selection, vars] of calls) {
    const r = await mutate(s, other, field, args, selection, vars);
    out.push([`${field} ${JSON.stringify(vars)}`, r.__typename === "Problem" ? r.code : `${r.__typename}`]);
  }
  return out;
}

describe("another company's admin replays every storefront operation", () => {
  it("on Northwind's ids and on guessed ids: 404 not_found for each, nothing of any company changes", async () => {
    const before = await companySnapshot(s);
    for (const ids of [nw, { memberId: GUESSED, roleId: GUESSED, addressId: GUESSED, order: "900000999" }]) {
      for (const [label, status, code] of await restReplay(ids)) expect([label, status, code]).toEqual([label, 404, "not_found"]);
      for (const [label, code] of await gqlReplay(ids)) expect([label, code]).toEqual([label, "not_found"]);
    }
    // a Northwind member cannot be invited away, nor reached by its email
    const steal = await s.json(`${REST}/members`, { method: "POST", token: other, json: { email: "buyer@example.com" } });
    expect(steal.body).toMatchObject({ status: 409, code: "already_in_company" });
    expect(await s.json(`${REST}/invitations/accept`, { method: "POST", json: { token: "a".repeat(43) } })).toMatchObject({ status: 400 });

    // the reads show only the caller's company
    const mine = await s.json(REST, { token: other });
    expect(mine.body.name).toBe("Fabrikam");
    const text = JSON.stringify(mine.body);
    for (const leak of ["Northwind", "buyer@example.com", "trade@example.com", "Head office"]) expect(text).not.toContain(leak);
    const lists = await Promise.all(["/members", "/roles", "/addresses", "/orders"].map((p) => s.json(`${REST}${p}`, { token: other })));
    for (const l of lists) expect(JSON.stringify(l.body)).not.toMatch(/Northwind|buyer@example|trade@example|Head office/);
    expect(lists[3]!.body).toEqual({ items: [], totalCount: 0 });
    const g = await s.gql(
      '{ myCompany { name members { email } roles { name } addresses { label } } companyOrders(scope: "company") { totalCount } }',
      {},
      { token: other },
    );
    expect(g.data).toEqual({
      myCompany: { name: "Fabrikam", members: [{ email: "retail@example.com" }, { email: "jane@example.com" }], roles: [{ name: "Clerk" }], addresses: [] },
      companyOrders: { totalCount: 0 },
    });

    expect(await companySnapshot(s)).toEqual(before);
  });

  it("a member without a company's permissions is refused (403) before any id is looked at; and the other way round: 404", async () => {
    const before = await companySnapshot(s);
    const jane = await login(s, "jane@example.com");
    for (const [method, path] of [
      ["PATCH", `/members/${nw.memberId}`],
      ["DELETE", `/roles/${nw.roleId}`],
      ["PATCH", `/addresses/${nw.addressId}`],
    ] as const) {
      const r = await s.json(`${REST}${path}`, { method, token: jane, json: method === "PATCH" ? { jobTitle: "x", city: "x" } : undefined });
      expect([path, r.status, r.body.code]).toEqual([path, 403, "permission_denied"]);
    }
    const northwindAdmin = await login(s, "trade@example.com");
    expect((await s.json(`${REST}/members/${ownMemberId}`, { token: northwindAdmin })).status).toBe(404);
    expect(await companySnapshot(s)).toEqual(before);
  });
});
