/**
 * Company invitations over HTTP: a new email gets an account without a usable password and a mail whose link
 * joins and sets the password; an existing customer without a company accepts; a customer of a company (another
 * or this one) is refused with already_in_company; used, expired and unknown tokens are refused.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../helpers/server.ts";
import company from "../../../src/modules/company/index.ts";
import approval from "../../../src/modules/customer-approval/index.ts";
import { COMPANY_TEMPLATES } from "../../../src/modules/company/config.ts";
import { login, MEMBER_FIELDS, MY_COMPANY_FIELDS, mutate, PASSWORD, REST } from "./self-service-helpers.ts";

let s: TestServer;
let admin: string;
let buyerRoleId: number;
let adminMemberId: number;

beforeAll(async () => {
  // with customer approval holding new registrations for review (the demo's setting): an invited account is active
  s = await startTestServer({ modules: [company as never, approval as never], settings: { storefrontUrl: "https://shop.example.test" } });
  admin = await login(s, "trade@example.com");
  const c = await s.app.db.company.findFirstOrThrow({ where: { name: "Northwind Trading" } });
  buyerRoleId = (await s.app.db.companyRole.findFirstOrThrow({ where: { companyId: c.id, name: "Buyer" } })).id;
  adminMemberId = (await s.app.db.companyMember.findUniqueOrThrow({ where: { customerId: c.adminCustomerId } })).id;
});
afterAll(async () => {
  await s?.close();
});

/** the invitation mail to `email`: its template and the token of its link */
async function mailTo(email: string) {
  const row = await s.app.db.mailOutbox.findFirstOrThrow({ where: { toAddress: email }, orderBy: { id: "desc" } });
  const link = /https:\/\/shop\.example\.test\/company\/invitation\?token=([A-Za-z0-9_-]+)/.exec(row.textBody);
  expect(link, row.textBody).not.toBeNull();
  return { templateId: row.templateId, subject: row.subject, token: decodeURIComponent(link![1]!) };
}

const accept = (json: Record<string, unknown>) => s.json(`${REST}/invitations/accept`, { method: "POST", json });

describe("company invitations", () => {
  it("a new email: an account without a password, the set-password invitation; accept with a password, log in, listed as a member", async () => {
    const email = "New.Hire@Example.com";
    const r = await s.json(`${REST}/members`, {
      method: "POST",
      token: admin,
      json: { email, firstName: "Nina", lastName: "New", roleId: buyerRoleId, managerId: adminMemberId, jobTitle: "Junior buyer" },
    });
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    expect(r.body).toMatchObject({ id: 0, email: "new.hire@example.com", status: "invited", role: { id: buyerRoleId }, managerId: adminMemberId });
    const customer = await s.app.db.customer.findFirstOrThrow({ where: { email: "new.hire@example.com" } });
    expect(customer).toMatchObject({ groupId: 1, approvalStatus: "active", firstName: "Nina" });
    expect(await s.app.db.companyMember.findUnique({ where: { customerId: customer.id } })).toBeNull();
    const inv = await s.app.db.companyInvitation.findFirstOrThrow({ where: { customerId: customer.id } });
    const mail = await mailTo("new.hire@example.com");
    expect(mail.templateId).toBe(COMPANY_TEMPLATES.invitationNewAccount);
    expect(mail.subject).toContain("Northwind Trading");
    // only the hash is stored
    expect(inv.tokenHash).not.toBe(mail.token);
    expect(inv.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect((await s.json("/api/rest/v2/auth/token", { method: "POST", json: { email: "new.hire@example.com", password: "" } })).status).not.toBe(200);

    expect((await accept({ token: mail.token })).body).toMatchObject({ status: 422, errors: [{ field: "password" }] });
    expect((await accept({ token: mail.token, password: "short" })).body).toMatchObject({ status: 422 });
    const ok = await accept({ token: mail.token, password: "new-hire-secret-1" });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body).toMatchObject({ name: "Northwind Trading", isAdmin: false, permissions: ["company.addresses.use", "orders.place"] });
    const token = await login(s, "new.hire@example.com", "new-hire-secret-1");
    expect((await s.json(REST, { token })).body).toMatchObject({ name: "Northwind Trading" });
    const members = (await s.json(`${REST}/members`, { token: admin })).body as {
      email: string;
      role: { id: number } | null;
      managerId: number;
      jobTitle: string;
    }[];
    expect(members.find((x) => x.email === "new.hire@example.com")).toMatchObject({
      role: { id: buyerRoleId },
      managerId: adminMemberId,
      jobTitle: "Junior buyer",
    });
    expect(await s.app.db.companyEvent.count({ where: { kind: { in: ["member_invited", "invitation_accepted"] } } })).toBe(2);

    // used
    expect((await accept({ token: mail.token, password: "new-hire-secret-2" })).body).toMatchObject({ status: 400, code: "invalid_token" });
    // now in the company: a second invitation is refused
    expect((await s.json(`${REST}/members`, { method: "POST", token: admin, json: { email: "new.hire@example.com" } })).body).toMatchObject({
      status: 409,
      code: "already_in_company",
    });
  });

  it("an existing customer without a company accepts (GraphQL) and keeps their password", async () => {
    const inv = await mutate(s, admin, "companyMemberInvite", "input: $invite", `CompanyMember { ${MEMBER_FIELDS} }`, {
      invite: { email: "retail@example.com", jobTitle: "Store manager" },
    });
    // the answer never shows the stored names of an existing customer (only what the inviter sent)
    expect(inv).toMatchObject({ __typename: "CompanyMember", email: "retail@example.com", firstName: "", lastName: "", status: "invited", role: null });
    const mail = await mailTo("retail@example.com");
    expect(mail.templateId).toBe(COMPANY_TEMPLATES.invitationExisting);
    const ok = await mutate(s, undefined, "companyInvitationAccept", "token: $token", `MyCompany { ${MY_COMPANY_FIELDS} }`, { token: mail.token });
    expect(ok).toMatchObject({ __typename: "MyCompany", name: "Northwind Trading", permissions: [] });
    const token = await login(s, "retail@example.com");
    expect((await s.json(`${REST}/members/${ok.members[0].id}`, { token })).body).toMatchObject({ email: "retail@example.com", jobTitle: "Store manager" });
    expect((await s.gql("{ myCompany { name } }", {}, { token })).data).toEqual({ myCompany: { name: "Northwind Trading" } });
  });

  it("a customer of another company, or of this one: already_in_company; the buyer may not invite; expired, unknown tokens: invalid_token", async () => {
    const before = await s.app.db.companyInvitation.count();
    for (const email of ["contoso@example.com", "BUYER@example.com"]) {
      const r = await s.json(`${REST}/members`, { method: "POST", token: admin, json: { email } });
      expect(r.body, email).toMatchObject({ status: 409, code: "already_in_company" });
    }
    const buyer = await login(s, "buyer@example.com");
    expect(await mutate(s, buyer, "companyMemberInvite", "input: $invite", "CompanyMember { id }", { invite: { email: "jane@example.com" } })).toMatchObject({
      code: "permission_denied",
    });
    expect(await s.app.db.companyInvitation.count()).toBe(before);
    // a new email needs a name
    expect((await s.json(`${REST}/members`, { method: "POST", token: admin, json: { email: "nobody-yet@example.com" } })).body).toMatchObject({
      status: 422,
      errors: [{ field: "firstName" }],
    });
    expect(await s.app.db.customer.count({ where: { email: "nobody-yet@example.com" } })).toBe(0);

    expect((await s.json(`${REST}/members`, { method: "POST", token: admin, json: { email: "jane@example.com" } })).status).toBe(201);
    const mail = await mailTo("jane@example.com");
    await s.app.db.companyInvitation.updateMany({ where: { email: "jane@example.com" }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await accept({ token: mail.token })).body).toMatchObject({ status: 400, code: "invalid_token" });
    expect((await accept({ token: "x".repeat(43) })).body).toMatchObject({ status: 400, code: "invalid_token" });
    const jane = await s.app.db.customer.findFirstOrThrow({ where: { email: "jane@example.com" } });
    expect(await s.app.db.companyMember.findUnique({ where: { customerId: jane.id } })).toBeNull();
    // the password of an existing account is never set by an invitation
    expect((await s.json("/api/rest/v2/auth/token", { method: "POST", json: { email: "jane@example.com", password: PASSWORD } })).status).toBe(200);
  });
});
