/**
 * The limits of the storefront's self-service, as Northwind Trading with two more members: Jane, a user manager
 * (company.members.*), and Rita, a roles manager (company.roles.manage). Neither gives rights they lack nor changes
 * their own role or manager; the admin reports to nobody. Concurrent manager changes make no cycle and a role is
 * not deleted while being given; invitations do not tell an inviter the stored names of an email and are rate
 * limited; the permission tree needs a customer token in GraphQL as in REST; concurrent joins answer 409.
 */
import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../helpers/server.ts";
import company from "../../../src/modules/company/index.ts";
import { INVITE_LIMITS } from "../../../src/modules/company/self-service/invitations.ts";
import { companySnapshot, login, mutate, REST, ROLE_FIELDS } from "./self-service-helpers.ts";

let s: TestServer;
let admin: string;
let jane: string;
let rita: string;
let northwindId: number;
let adminMemberId: number;
let buyerMemberId: number;
let janeMemberId: number;
let ritaMemberId: number;
let strongRoleId: number;
let usersRoleId: number;
let rolesRoleId: number;

beforeAll(async () => {
  s = await startTestServer({ modules: [company as never] });
  const db = s.app.db;
  const c = await db.company.findFirstOrThrow({ where: { name: "Northwind Trading" } });
  northwindId = c.id;
  adminMemberId = (await db.companyMember.findUniqueOrThrow({ where: { customerId: c.adminCustomerId } })).id;
  const buyer = await db.customer.findFirstOrThrow({ where: { email: "buyer@example.com" } });
  buyerMemberId = (await db.companyMember.findUniqueOrThrow({ where: { customerId: buyer.id } })).id;
  const role = (name: string, codes: string[]) => db.companyRole.create({ data: { companyId: c.id, name, permissions: [...codes].sort().join(",") } });
  strongRoleId = (await role("Strong", ["company.members.manage", "company.members.view", "company.roles.manage", "orders.place", "orders.view.company"])).id;
  usersRoleId = (await role("Users", ["company.members.manage", "company.members.view", "company.addresses.use", "orders.place", "orders.view.subordinates"]))
    .id;
  rolesRoleId = (await role("Roles", ["company.roles.manage", "orders.place"])).id;
  const member = async (email: string, roleId: number) => {
    const cu = await db.customer.findFirstOrThrow({ where: { email } });
    return (await db.companyMember.create({ data: { companyId: c.id, customerId: cu.id, roleId, managerId: adminMemberId } })).id;
  };
  janeMemberId = await member("jane@example.com", usersRoleId);
  ritaMemberId = await member("retail@example.com", rolesRoleId);
  [admin, jane, rita] = await Promise.all([login(s, "trade@example.com"), login(s, "jane@example.com"), login(s, "retail@example.com")]);
});
afterAll(async () => {
  await s?.close();
});

const patchMember = (token: string, id: number, json: Record<string, unknown>) => s.json(`${REST}/members/${id}`, { method: "PATCH", token, json });
const memberRow = (id: number) => s.app.db.companyMember.findUniqueOrThrow({ where: { id } });

describe("self-service limits", () => {
  it("a user manager takes no stronger role, changes neither their own role nor manager, and makes nobody the admin's manager", async () => {
    const before = await companySnapshot(s);
    // their own role and manager: the admin's to change
    expect((await patchMember(jane, janeMemberId, { roleId: strongRoleId })).body).toMatchObject({
      status: 403,
      code: "permission_denied",
      errors: [{ field: "roleId" }],
    });
    expect((await patchMember(jane, janeMemberId, { managerId: null })).body).toMatchObject({ status: 403, errors: [{ field: "managerId" }] });
    // a guessed id still answers 404, as an absent one
    expect((await patchMember(jane, janeMemberId, { roleId: 987_654 })).body).toMatchObject({ status: 404, code: "not_found" });
    // a role with codes they lack, to anyone (GraphQL as REST)
    const g = await mutate(s, jane, "companyMemberUpdate", "id: $id, input: $member", "CompanyMember { id }", {
      id: buyerMemberId,
      member: { roleId: strongRoleId },
    });
    expect(g).toMatchObject({ __typename: "Problem", code: "permission_denied", httpStatus: 403 });
    expect(g.message).toContain("orders.view.company");
    // an invitation with such a role
    const inv = await s.json(`${REST}/members`, {
      method: "POST",
      token: jane,
      json: { email: "second@example.com", firstName: "S", lastName: "E", roleId: strongRoleId },
    });
    expect(inv.body).toMatchObject({ status: 403, code: "permission_denied", errors: [{ field: "roleId" }] });
    // the admin reports to nobody, whoever asks
    for (const token of [jane, admin]) {
      expect((await patchMember(token, adminMemberId, { managerId: janeMemberId })).body).toMatchObject({ status: 422, code: "company_admin" });
    }
    expect(await companySnapshot(s)).toEqual(before);

    // within their rights: a role they hold every code of, the same own values re-sent, a job title
    const ok = await patchMember(jane, buyerMemberId, { roleId: usersRoleId, jobTitle: "Lead buyer" });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body).toMatchObject({ role: { id: usersRoleId }, jobTitle: "Lead buyer" });
    expect((await patchMember(jane, janeMemberId, { roleId: usersRoleId, managerId: adminMemberId, jobTitle: "Office" })).status).toBe(200);
    // the admin gives any role
    expect((await patchMember(admin, buyerMemberId, { roleId: strongRoleId })).body).toMatchObject({ role: { id: strongRoleId } });
    expect((await memberRow(buyerMemberId)).roleId).toBe(strongRoleId);
  });

  it("a roles manager grants no code they lack, to a new role or their own", async () => {
    const own = await s.json(`${REST}/roles/${rolesRoleId}`, {
      method: "PATCH",
      token: rita,
      json: { permissions: ["company.roles.manage", "orders.place", "orders.view.company"] },
    });
    expect(own.body).toMatchObject({ status: 403, code: "permission_denied", errors: [{ field: "permissions" }] });
    expect(
      await mutate(s, rita, "companyRoleCreate", "input: $role", "CompanyRole { id }", { role: { name: "Escalate", permissions: ["company.members.manage"] } }),
    ).toMatchObject({ __typename: "Problem", code: "permission_denied" });
    // a role with codes she lacks keeps them when she renames it or removes some
    const strong = await s.json(`${REST}/roles/${strongRoleId}`, {
      method: "PATCH",
      token: rita,
      json: { name: "Strong!", permissions: ["company.members.manage", "company.roles.manage", "orders.place"] },
    });
    expect(strong.body).toMatchObject({ name: "Strong!", permissions: ["company.members.manage", "company.roles.manage", "orders.place"] });
    const made = await mutate(s, rita, "companyRoleCreate", "input: $role", `CompanyRole { ${ROLE_FIELDS} }`, {
      role: { name: "Orderer", permissions: ["orders.place"] },
    });
    expect(made).toMatchObject({ __typename: "CompanyRole", permissions: ["orders.place"] });
    expect((await s.json(`${REST}/roles/${made.id}`, { method: "PATCH", token: admin, json: { permissions: ["orders.view.company"] } })).status).toBe(200);
    expect(await s.app.db.companyRole.count({ where: { companyId: northwindId, name: "Escalate" } })).toBe(0);
  });

  it("concurrent manager changes make no cycle; a role is not deleted while it is being given", async () => {
    for (const id of [janeMemberId, ritaMemberId]) await s.app.db.companyMember.update({ where: { id }, data: { managerId: null } });
    const [a, b] = await Promise.all([
      patchMember(admin, janeMemberId, { managerId: ritaMemberId }),
      patchMember(admin, ritaMemberId, { managerId: janeMemberId }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 422]);
    expect([a.body, b.body].find((r) => r.status === 422)).toMatchObject({ errors: [{ field: "managerId", code: "cycle" }] });
    const [j, r] = [await memberRow(janeMemberId), await memberRow(ritaMemberId)];
    expect(j.managerId === ritaMemberId && r.managerId === janeMemberId).toBe(false);

    const temp = await s.app.db.companyRole.create({ data: { companyId: northwindId, name: "Temp", permissions: "orders.place" } });
    const [give, del] = await Promise.all([
      patchMember(admin, ritaMemberId, { roleId: temp.id }),
      s.json(`${REST}/roles/${temp.id}`, { method: "DELETE", token: admin }),
    ]);
    const outcome = [give.status, del.status].join();
    expect(["200,409", "404,200"]).toContain(outcome);
    const held = await s.app.db.companyMember.count({ where: { roleId: temp.id } });
    const exists = await s.app.db.companyRole.count({ where: { id: temp.id } });
    expect(held === 0 || exists === 1).toBe(true);
    await s.app.db.companyMember.update({ where: { id: ritaMemberId }, data: { roleId: rolesRoleId } });
  });

  it("an invitation answers the input's names, never the stored ones; past the limit: 429 and nothing written", async () => {
    const r = await s.json(`${REST}/members`, { method: "POST", token: admin, json: { email: "pending@example.com", firstName: "Who", lastName: "Knows" } });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    const stored = await s.app.db.customer.findFirstOrThrow({ where: { email: "pending@example.com" } });
    expect(r.body).toMatchObject({ email: "pending@example.com", firstName: "Who", lastName: "Knows", status: "invited" });
    expect(stored).toMatchObject({ firstName: "Pat", lastName: "Pending" });
    const g = await mutate(s, admin, "companyMemberInvite", "input: $invite", "CompanyMember { email firstName lastName }", {
      invite: { email: "pending@example.com" },
    });
    expect(g).toMatchObject({ email: "pending@example.com", firstName: "", lastName: "" });

    // the inviting member's hourly budget spent
    const { member, company: perCompany } = INVITE_LIMITS;
    await s.app.limits.limiter(member.name, member.points, member.seconds).penalty(String(adminMemberId), member.points);
    const before = await companySnapshot(s);
    const over = await s.json(`${REST}/members`, { method: "POST", token: admin, json: { email: "fresh-1@example.com", firstName: "F", lastName: "One" } });
    expect(over.status).toBe(429);
    expect(over.body).toMatchObject({ code: "rate_limited" });
    expect(over.headers.get("retry-after")).toMatch(/^\d+$/);
    // the company's daily budget: another manager of the company is refused too
    await s.app.limits.limiter(perCompany.name, perCompany.points, perCompany.seconds).penalty(String(northwindId), perCompany.points);
    const other = await mutate(s, jane, "companyMemberInvite", "input: $invite", "CompanyMember { id }", {
      invite: { email: "fresh-2@example.com", firstName: "F", lastName: "Two" },
    });
    expect(other).toMatchObject({ __typename: "Problem", code: "rate_limited", httpStatus: 429 });
    expect(await companySnapshot(s)).toEqual(before);
  });

  it("the sales rep shows by email only, while the console user is active", async () => {
    const rep = await s.app.db.adminUser.create({
      data: { username: "console-login-7", email: "ria.rep@example.com", passwordHash: "x", scopes: "companies" },
    });
    await s.app.db.company.update({ where: { id: northwindId }, data: { salesRepId: rep.id } });
    expect((await s.json(REST, { token: jane })).body.salesRep).toEqual({ name: "ria.rep", email: "ria.rep@example.com" });
    await s.app.db.adminUser.update({ where: { id: rep.id }, data: { isActive: false } });
    expect((await s.gql("{ myCompany { salesRep { name email } } }", {}, { token: jane })).data.myCompany.salesRep).toBeNull();
  });

  it("the permission tree needs a customer token in GraphQL as in REST", async () => {
    expect((await s.json(`${REST}/permissions`)).status).toBe(401);
    const g = await s.gql("{ companyPermissions { code } }");
    expect(g.data?.companyPermissions ?? null).toBeNull();
    expect(g.errors?.[0]?.extensions?.code).toBe("login_required");
    expect((await s.gql("{ companyPermissions { code } }", {}, { token: jane })).data.companyPermissions.length).toBeGreaterThan(0);
  });

  it("two invitations of one customer accepted at once: one joins, the other answers 409 already_in_company", async () => {
    const db = s.app.db;
    const contoso = await db.company.findFirstOrThrow({ where: { name: "Contoso Builders" } });
    await db.company.update({ where: { id: contoso.id }, data: { status: "active" } });
    const cu = await db.customer.findFirstOrThrow({ where: { email: "rejected@example.com" } });
    expect(await db.companyMember.findUnique({ where: { customerId: cu.id } })).toBeNull();
    const tokens = ["t-northwind-0123456789abcdef", "t-contoso-0123456789abcdef"];
    for (const [i, companyId] of [northwindId, contoso.id].entries()) {
      await db.companyInvitation.create({
        data: {
          companyId,
          customerId: cu.id,
          email: cu.email,
          tokenHash: createHash("sha256").update(tokens[i]!).digest("hex"),
          newAccount: false,
          expiresAt: new Date(Date.now() + 3600_000),
        },
      });
    }
    const answers = await Promise.all(tokens.map((token) => s.json(`${REST}/invitations/accept`, { method: "POST", json: { token } })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)!.body).toMatchObject({ code: "already_in_company" });
    expect(await db.companyMember.count({ where: { customerId: cu.id } })).toBe(1);
  });
});
