/**
 * The storefront's company self-service over HTTP (GraphQL and REST), as the demo's Northwind Trading: the admin
 * (trade@) reads and edits everything; the buyer (buyer@, role Buyer = orders.place + company.addresses.use) sees
 * only what the role allows and is refused every write; every write appends a company event.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../helpers/server.ts";
import company from "../../../src/modules/company/index.ts";
import {
  ADDRESS_FIELDS,
  ensureCompanyOrder,
  login,
  MEMBER_FIELDS,
  MY_COMPANY_FIELDS,
  mutate,
  placeOrderAs,
  REST,
  ROLE_FIELDS,
} from "./self-service-helpers.ts";

let s: TestServer;
let admin: string;
let buyer: string;
let northwindId: number;
let adminMemberId: number;
let buyerMemberId: number;
let buyerRoleId: number;

beforeAll(async () => {
  s = await startTestServer({ modules: [company as never] });
  [admin, buyer] = await Promise.all([login(s, "trade@example.com"), login(s, "buyer@example.com")]);
  const c = await s.app.db.company.findFirstOrThrow({ where: { name: "Northwind Trading" } });
  northwindId = c.id;
  adminMemberId = (await s.app.db.companyMember.findUniqueOrThrow({ where: { customerId: c.adminCustomerId } })).id;
  const b = await s.app.db.customer.findFirstOrThrow({ where: { email: "buyer@example.com" } });
  const bm = await s.app.db.companyMember.findUniqueOrThrow({ where: { customerId: b.id } });
  buyerMemberId = bm.id;
  buyerRoleId = bm.roleId!;
});
afterAll(async () => {
  await s?.close();
});

const events = (kind: string) => s.app.db.companyEvent.count({ where: { companyId: northwindId, kind } });

describe("my company", () => {
  it("the admin sees everything; the buyer sees their own row, their role and the addresses; no company: 404 / null; no token: 401", async () => {
    const r = await s.json(REST, { token: admin });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ id: northwindId, name: "Northwind Trading", status: "active", isAdmin: true, admin: { email: "trade@example.com" } });
    expect(r.body.members.map((x: { email: string }) => x.email)).toEqual(["trade@example.com", "buyer@example.com"]);
    expect(r.body.members[1]).toMatchObject({
      id: buyerMemberId,
      role: { id: buyerRoleId, name: "Buyer" },
      managerId: adminMemberId,
      status: "active",
      isAdmin: false,
    });
    expect(r.body.roles).toEqual([expect.objectContaining({ name: "Buyer", permissions: ["company.addresses.use", "orders.place"] })]);
    expect(r.body.permissions).toContain("company.members.manage");
    expect(r.body.addresses).toHaveLength(1);

    const b = await s.json(REST, { token: buyer });
    expect(b.body).toMatchObject({ isAdmin: false, permissions: ["company.addresses.use", "orders.place"] });
    expect(b.body.members.map((x: { id: number }) => x.id)).toEqual([buyerMemberId]);
    expect(b.body.roles.map((x: { id: number }) => x.id)).toEqual([buyerRoleId]);
    expect(b.body.addresses).toHaveLength(1);

    const g = await s.gql(`{ myCompany { ${MY_COMPANY_FIELDS} } }`, {}, { token: buyer });
    expect(g.errors).toBeUndefined();
    expect(g.data.myCompany).toMatchObject({ id: northwindId, isAdmin: false, members: [{ id: buyerMemberId }] });

    const jane = await login(s, "jane@example.com");
    expect((await s.json(REST, { token: jane })).body).toMatchObject({ status: 404, code: "not_found" });
    expect((await s.gql("{ myCompany { id } }", {}, { token: jane })).data).toEqual({ myCompany: null });
    expect((await s.json(REST)).status).toBe(401);
    expect((await s.json(`${REST}/members`, { token: buyer })).body.map((x: { id: number }) => x.id)).toEqual([buyerMemberId]);
    expect((await s.json(`${REST}/members/${adminMemberId}`, { token: buyer })).status).toBe(404);
    expect((await s.json(`${REST}/members/${buyerMemberId}`, { token: buyer })).body).toMatchObject({ email: "buyer@example.com" });
  });

  it("every route is in the OpenAPI document", async () => {
    const paths = (await s.json("/api/rest/v2/openapi.json")).body.paths as Record<string, Record<string, unknown>>;
    const ops = (p: string) => Object.keys(paths[`${REST}${p}`] ?? {}).sort();
    expect(ops("")).toEqual(["get", "patch"]);
    expect(ops("/members")).toEqual(["get", "post"]);
    expect(ops("/members/{id}")).toEqual(["delete", "get", "patch"]);
    expect(ops("/roles")).toEqual(["get", "post"]);
    expect(ops("/roles/{id}")).toEqual(["delete", "patch"]);
    expect(ops("/addresses")).toEqual(["get", "post"]);
    expect(ops("/addresses/{id}")).toEqual(["delete", "get", "patch"]);
    expect(ops("/permissions")).toEqual(["get"]);
    expect(ops("/invitations/accept")).toEqual(["post"]);
    expect(ops("/orders")).toEqual(["get"]);
    expect(ops("/orders/{incrementId}")).toEqual(["get"]);
  });

  it("the permission tree, in GraphQL and REST", async () => {
    const tree = (await s.json(`${REST}/permissions`, { token: buyer })).body;
    expect(tree.map((n: { code: string }) => n.code)).toEqual(["company", "orders"]);
    const g = await s.gql("{ companyPermissions { code label children { code label children { code } } } }", {}, { token: buyer });
    expect(g.data.companyPermissions[1].children.map((n: { code: string }) => n.code)).toEqual([
      "orders.place",
      "orders.view.subordinates",
      "orders.view.company",
    ]);
  });

  it("profile: the admin edits (REST and GraphQL), the buyer is refused; each edit is a company event", async () => {
    const before = await events("profile_updated");
    const r = await s.json(REST, { method: "PATCH", token: admin, json: { phone: "+1 206 555 0199", vatId: "US-91-7654321" } });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ phone: "+1 206 555 0199", vatId: "US-91-7654321", name: "Northwind Trading" });
    const g = await mutate(s, admin, "companyProfileUpdate", "input: $profile", "MyCompany { legalName resellerId }", {
      profile: { legalName: "Northwind Trading Inc.", resellerId: "R-1" },
    });
    expect(g).toMatchObject({ __typename: "MyCompany", legalName: "Northwind Trading Inc.", resellerId: "R-1" });
    expect(await events("profile_updated")).toBe(before + 2);
    const ev = await s.app.db.companyEvent.findFirstOrThrow({ where: { companyId: northwindId, kind: "profile_updated" }, orderBy: { id: "desc" } });
    expect(ev).toMatchObject({ actorKind: "customer", actorName: "trade@example.com" });
    expect(JSON.parse(ev.after!)).toEqual({ legalName: "Northwind Trading Inc.", resellerId: "R-1" });

    expect((await s.json(REST, { method: "PATCH", token: buyer, json: { phone: "0" } })).body).toMatchObject({ status: 403, code: "permission_denied" });
    expect(await mutate(s, buyer, "companyProfileUpdate", "input: $profile", "MyCompany { id }", { profile: { name: "Hacked" } })).toMatchObject({
      __typename: "Problem",
      code: "permission_denied",
    });
    expect((await s.json(REST, { method: "PATCH", token: admin, json: { name: "" } })).body).toMatchObject({ status: 422, code: "invalid" });
    expect((await s.app.db.company.findUniqueOrThrow({ where: { id: northwindId } })).name).toBe("Northwind Trading");
  });

  it("roles: create, update, refuse unknown codes and taken names, role_in_use while held; the buyer is refused", async () => {
    const created = await mutate(s, admin, "companyRoleCreate", "input: $role", `CompanyRole { ${ROLE_FIELDS} }`, {
      role: { name: "Approver", permissions: ["orders.view.company", "orders.place"] },
    });
    expect(created).toMatchObject({ __typename: "CompanyRole", name: "Approver", permissions: ["orders.place", "orders.view.company"], memberCount: 0 });
    const bad = await s.json(`${REST}/roles`, { method: "POST", token: admin, json: { name: "X", permissions: ["orders.fly"] } });
    expect(bad.status).toBe(422);
    expect(bad.body.errors[0]).toMatchObject({ field: "permissions" });
    expect((await s.json(`${REST}/roles`, { method: "POST", token: admin, json: { name: "Approver", permissions: [] } })).body).toMatchObject({
      status: 422,
      errors: [{ field: "name", code: "taken" }],
    });
    const upd = await s.json(`${REST}/roles/${created.id}`, { method: "PATCH", token: admin, json: { permissions: ["orders.view.subordinates"] } });
    expect(upd.body).toMatchObject({ id: created.id, name: "Approver", permissions: ["orders.view.subordinates"] });
    expect((await s.json(`${REST}/roles/${buyerRoleId}`, { method: "DELETE", token: admin })).body).toMatchObject({ status: 409, code: "role_in_use" });
    expect((await s.json(`${REST}/roles`, { method: "POST", token: buyer, json: { name: "Mine", permissions: ["company.roles.manage"] } })).body).toMatchObject(
      {
        code: "permission_denied",
      },
    );
    expect(await mutate(s, buyer, "companyRoleDelete", "id: $id", "CompanyRole { id }", { id: created.id })).toMatchObject({ code: "permission_denied" });
    const del = await mutate(s, admin, "companyRoleDelete", "id: $id", "CompanyRole { id name }", { id: created.id });
    expect(del).toMatchObject({ __typename: "CompanyRole", id: created.id });
    expect(await s.app.db.companyRole.findUnique({ where: { id: created.id } })).toBeNull();
    expect(await events("role_created")).toBeGreaterThanOrEqual(1);
    expect(await events("role_deleted")).toBe(1);
  });

  it("members: role, manager (not self, none for the admin), the admin cannot be deactivated nor given a role; deactivate and reactivate the buyer", async () => {
    const viewer = await s.json(`${REST}/roles`, {
      method: "POST",
      token: admin,
      json: { name: "Viewer", permissions: ["company.members.view", "orders.place"] },
    });
    const upd = await mutate(s, admin, "companyMemberUpdate", "id: $id, input: $member", `CompanyMember { ${MEMBER_FIELDS} }`, {
      id: buyerMemberId,
      member: { roleId: viewer.body.id, jobTitle: "Senior buyer" },
    });
    expect(upd).toMatchObject({
      __typename: "CompanyMember",
      role: { id: viewer.body.id, name: "Viewer" },
      jobTitle: "Senior buyer",
      managerId: adminMemberId,
    });
    // with members.view, the buyer lists everyone now
    expect((await s.json(`${REST}/members`, { token: buyer })).body).toHaveLength(2);

    // the admin reports to nobody (the cycle check: self-service-limits.test.ts)
    const top = await s.json(`${REST}/members/${adminMemberId}`, { method: "PATCH", token: admin, json: { managerId: buyerMemberId } });
    expect(top.body).toMatchObject({ status: 422, code: "company_admin" });
    const self = await s.json(`${REST}/members/${buyerMemberId}`, { method: "PATCH", token: admin, json: { managerId: buyerMemberId } });
    expect(self.body).toMatchObject({ status: 422, errors: [{ field: "managerId", code: "self" }] });
    expect((await s.json(`${REST}/members/${adminMemberId}`, { method: "DELETE", token: admin })).body).toMatchObject({ status: 422, code: "company_admin" });
    expect((await s.json(`${REST}/members/${adminMemberId}`, { method: "PATCH", token: admin, json: { roleId: buyerRoleId } })).body).toMatchObject({
      code: "company_admin",
    });
    expect((await s.json(`${REST}/members/${adminMemberId}`, { method: "PATCH", token: buyer, json: { jobTitle: "x" } })).body).toMatchObject({
      code: "permission_denied",
    });

    const off = await s.json(`${REST}/members/${buyerMemberId}`, { method: "DELETE", token: admin });
    expect(off.body).toMatchObject({ id: buyerMemberId, status: "inactive" });
    // an inactive member has no company to serve
    expect((await s.json(REST, { token: buyer })).status).not.toBe(200);
    const on = await s.json(`${REST}/members/${buyerMemberId}`, { method: "PATCH", token: admin, json: { status: "active", roleId: buyerRoleId } });
    expect(on.body).toMatchObject({ status: "active", role: { id: buyerRoleId } });
    buyer = await login(s, "buyer@example.com");
    expect((await s.json(REST, { token: buyer })).status).toBe(200);
    expect(await events("member_deactivated")).toBe(1);
  });

  it("addresses: the admin creates, updates (one default), deletes; the buyer lists but cannot write", async () => {
    const a = await s.json(`${REST}/addresses`, {
      method: "POST",
      token: admin,
      json: {
        label: "Warehouse",
        firstName: "Wanda",
        lastName: "House",
        street: ["2 Dock Rd", "Unit 4"],
        city: "Tacoma",
        countryId: "us",
        isDefaultShipping: true,
      },
    });
    expect(a.status).toBe(201);
    expect(a.body).toMatchObject({ label: "Warehouse", street: ["2 Dock Rd", "Unit 4"], countryId: "US", isDefaultShipping: true });
    expect((await s.json(`${REST}/addresses`, { method: "POST", token: admin, json: { label: "x" } })).body).toMatchObject({ status: 422 });
    const g = await mutate(s, admin, "companyAddressUpdate", "id: $id, input: $address", `CompanyAddress { ${ADDRESS_FIELDS} }`, {
      id: a.body.id,
      address: { city: "Seattle", regionId: null },
    });
    expect(g).toMatchObject({ __typename: "CompanyAddress", city: "Seattle", label: "Warehouse" });
    const shipping = await s.app.db.companyAddress.count({ where: { companyId: northwindId, isDefaultShipping: true } });
    expect(shipping).toBe(1);
    expect((await s.json(`${REST}/addresses`, { token: buyer })).body).toHaveLength(2);
    expect((await s.json(`${REST}/addresses/${a.body.id}`, { method: "PATCH", token: buyer, json: { city: "x" } })).body).toMatchObject({
      code: "permission_denied",
    });
    expect(
      await mutate(s, buyer, "companyAddressCreate", "input: $address", "CompanyAddress { id }", {
        address: { firstName: "a", lastName: "b", street: ["c"], city: "d", countryId: "US" },
      }),
    ).toMatchObject({ code: "permission_denied" });
    expect((await s.json(`${REST}/addresses/${a.body.id}`, { method: "DELETE", token: admin })).body).toMatchObject({ id: a.body.id });
    expect((await s.json(`${REST}/addresses/${a.body.id}`, { token: admin })).status).toBe(404);
    expect(await events("address_created")).toBe(1);
    expect(await events("address_deleted")).toBe(1);
  });

  it("company orders: the buyer sees their own; the admin all (mine, subordinates, company); the detail answers like the customer's own", async () => {
    const buyerCustomer = await s.app.db.customer.findFirstOrThrow({ where: { email: "buyer@example.com" } });
    const adminCustomer = await s.app.db.customer.findFirstOrThrow({ where: { email: "trade@example.com" } });
    const ob = await placeOrderAs(s, buyer, "buyer@example.com");
    const oa = await placeOrderAs(s, admin, "trade@example.com");
    await ensureCompanyOrder(s, ob.id, buyerCustomer.id);
    await ensureCompanyOrder(s, oa.id, adminCustomer.id);

    const mine = await s.json(`${REST}/orders`, { token: buyer });
    expect(mine.body.totalCount).toBe(1);
    expect(mine.body.items[0]).toMatchObject({ incrementId: ob.incrementId, placedBy: { email: "buyer@example.com", firstName: "Bea" } });
    expect(typeof mine.body.items[0].grandTotal).toBe("number");
    expect((await s.json(`${REST}/orders?scope=company`, { token: buyer })).body).toMatchObject({ status: 403, code: "permission_denied" });
    expect((await s.json(`${REST}/orders/${oa.incrementId}`, { token: buyer })).status).toBe(404);
    const detail = await s.json(`${REST}/orders/${ob.incrementId}`, { token: buyer });
    const own = await s.json(`/api/rest/v2/customers/me/orders/${ob.incrementId}`, { token: buyer });
    expect(own.status).toBe(200);
    expect(detail.body).toEqual(own.body);

    const all = await s.gql(
      `{ companyOrders { totalCount items { incrementId grandTotal currency placedBy { customerId email } } } m: companyOrders(scope: "mine") { totalCount } sub: companyOrders(scope: "subordinates") { totalCount } }`,
      {},
      { token: admin },
    );
    expect(all.errors).toBeUndefined();
    expect(all.data.companyOrders.totalCount).toBe(2);
    expect(all.data.companyOrders.items.map((i: { incrementId: string }) => i.incrementId).sort()).toEqual([oa.incrementId, ob.incrementId].sort());
    expect(all.data.m.totalCount).toBe(1);
    expect(all.data.sub.totalCount).toBe(2);
    expect((await s.json(`${REST}/orders/${ob.incrementId}`, { token: admin })).body).toMatchObject({ incrementId: ob.incrementId });
  });
});
