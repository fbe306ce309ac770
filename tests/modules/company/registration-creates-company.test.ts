/**
 * Trade registration creates companies (issue 30, point 5) on the real server with custom forms, customer approval,
 * trade registration and company accounts installed: a trade-account submission opens a pending company with the
 * applicant as its admin; approving the application activates it in the registration's B2B group; declining rejects
 * it; with company accounts off for the store, registration works as it does alone.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../helpers/server.ts";
import { TEST_CUSTOMER_PASSWORD } from "../../helpers/db-template.ts";
import forms from "../../../src/modules/custom-forms/index.ts";
import approval from "../../../src/modules/customer-approval/index.ts";
import registration from "../../../src/modules/trade-registration/index.ts";
import company from "../../../src/modules/company/index.ts";
import { applicationsOf, decideApp, setRegistrationConfig, submitTrade, tradePayload } from "../registration/helpers.ts";

let s: TestServer;
let admin: string;

beforeAll(async () => {
  s = await startTestServer({ modules: [forms as never, approval as never, registration as never, company as never] });
  admin = await s.adminToken();
});
afterAll(async () => {
  await s?.close();
});

let seq = 0;
const uniqueEmail = (tag: string) => `${tag.toLowerCase()}-${process.pid}-${++seq}@company-reg.example`;
const PASSWORD = "trade-secret-99";
const login = (email: string, password = PASSWORD) => s.json("/api/rest/v2/auth/token", { method: "POST", json: { email, password } });

async function setCompanyConfig(key: string, value: string | null) {
  const r = await s.gql(
    `mutation($p: String!, $v: String) { configValueSet(path: $p, value: $v) { __typename ... on Problem { code } } }`,
    { p: `b2b_company/${key}`, v: value },
    { token: admin },
  );
  expect((r.data as any).configValueSet.__typename).toBe("ConfigValueSetSuccess");
}

/** submits the demo's trade-account form for a new email; the customer, the application and the company it made */
async function apply(tag: string, extra: Record<string, unknown> = {}) {
  const email = uniqueEmail(tag);
  const sub = await submitTrade(s, { ...tradePayload(email, PASSWORD), ...extra });
  expect(sub.status, JSON.stringify(sub.body)).toBe(201);
  const customer = await s.app.db.customer.findFirstOrThrow({ where: { email } });
  const [app] = await applicationsOf(s, admin, email);
  const companyRow = await s.app.db.company.findUnique({ where: { adminCustomerId: customer.id } });
  return { email, customer, app, company: companyRow };
}

const companyMails = (email: string) => s.app.db.mailOutbox.count({ where: { toAddress: { contains: email }, templateId: { startsWith: "b2b_company_" } } });

describe("trade registration creates companies", () => {
  it("a submission opens a pending company named from the form with the applicant as admin; approval activates it in the B2B group", async () => {
    const { email, customer, app, company: c } = await apply("approve");
    expect(customer).toMatchObject({ approvalStatus: "pending", groupId: 1 });
    expect(c).toMatchObject({ name: "Acme Pty", status: "pending", storeId: 1, customerGroupId: 1, applicationId: app.id, adminCustomerId: customer.id });
    const member = await s.app.db.companyMember.findUniqueOrThrow({ where: { customerId: customer.id } });
    expect(member).toMatchObject({ companyId: c!.id, roleId: null, status: "active" });
    const created = await s.app.db.companyEvent.findFirstOrThrow({ where: { companyId: c!.id, kind: "created" } });
    expect(created).toMatchObject({ actorKind: "system", actorName: "registration" });
    expect(created.after).not.toContain(PASSWORD);
    // a pending applicant (and a pending company's admin) gets no token
    const refused = await login(email);
    expect(refused.status).toBe(403);
    expect(["account_pending", "company_pending"]).toContain(refused.body.code);
    // a later submission for the same open application opens no second company
    expect((await submitTrade(s, tradePayload(email, PASSWORD))).status).toBe(201);
    expect(await s.app.db.company.count({ where: { adminCustomerId: customer.id } })).toBe(1);

    const approved = await decideApp(s, admin, "tradeApplicationApprove", app.id, "Welcome aboard");
    expect(approved).toMatchObject({ __typename: "TradeApplicationApproveSuccess", data: { status: "approved" } });
    const after = await s.app.db.company.findUniqueOrThrow({ where: { id: c!.id } });
    expect(after).toMatchObject({ status: "active", customerGroupId: 2, statusReason: "" });
    const change = await s.app.db.companyEvent.findFirstOrThrow({ where: { companyId: c!.id, kind: "status_changed" } });
    expect(change).toMatchObject({ actorKind: "admin", note: "Welcome aboard" });
    expect(JSON.parse(change.after!)).toMatchObject({ status: "active", customerGroupId: 2 });
    const ok = await login(email);
    expect(ok.status).toBe(200);
    expect(ok.body.customer.groupId).toBe(2);
    // the registration's decision mail only: no company status mail besides it
    expect(await companyMails(email)).toBe(0);
  });

  it("without customer approval the applicant's account is not held, but its pending company is: login 403 company_pending until approval", async () => {
    const set = (v: string) =>
      s.gql(`mutation($v: String) { configValueSet(path: "b2b_approval/enabled", value: $v) { __typename } }`, { v }, { token: admin });
    await set("0");
    try {
      const { email, app, company: c } = await apply("no-approval");
      expect(c).toMatchObject({ status: "pending" });
      const refused = await login(email);
      expect(refused.status).toBe(403);
      expect(refused.body.code).toBe("company_pending");
      expect((await decideApp(s, admin, "tradeApplicationApprove", app.id)).data.status).toBe("approved");
      expect((await login(email)).status).toBe(200);
    } finally {
      await set("1");
    }
  });

  it("declining the application rejects the company (the note, or a default reason); approving it later reactivates it", async () => {
    const first = await apply("decline");
    expect((await decideApp(s, admin, "tradeApplicationDecline", first.app.id, "Not a trade business")).data.status).toBe("declined");
    expect(await s.app.db.company.findUniqueOrThrow({ where: { id: first.company!.id } })).toMatchObject({
      status: "rejected",
      statusReason: "Not a trade business",
      customerGroupId: 1,
    });
    const second = await apply("decline-silent");
    expect((await decideApp(s, admin, "tradeApplicationDecline", second.app.id)).data.status).toBe("declined");
    expect(await s.app.db.company.findUniqueOrThrow({ where: { id: second.company!.id } })).toMatchObject({
      status: "rejected",
      statusReason: "Trade application declined",
    });
    expect(await companyMails(second.email)).toBe(0);
    // the admin's flip declined -> approved (reactivate) approves the rejected company into the B2B group
    expect((await decideApp(s, admin, "tradeApplicationApprove", first.app.id, "", { reactivate: true })).data.status).toBe("approved");
    expect(await s.app.db.company.findUniqueOrThrow({ where: { id: first.company!.id } })).toMatchObject({ status: "active", customerGroupId: 2 });
  });

  it("the override map names company fields (company.name, company.vatId, company.phone); the form's company field is the fallback name", async () => {
    expect(
      await setRegistrationConfig(s, admin, "overrideMap", JSON.stringify({ taxvat: "company.vatId", telephone: "company.phone", message: "company.name" })),
    ).toMatchObject({ __typename: "ConfigValueSetSuccess" });
    expect(await setRegistrationConfig(s, admin, "overrideMap", JSON.stringify({ taxvat: "company.vat" }))).toMatchObject({ code: "invalid" });
    try {
      const { company: c } = await apply("override", { taxvat: "  GB123456789 ", telephone: "+44 20 7946 0000", message: "Acme Holdings Ltd" });
      expect(c).toMatchObject({ name: "Acme Holdings Ltd", vatId: "GB123456789", phone: "+44 20 7946 0000", legalName: "" });
      // without a mapped name the form's companyNameFieldKey ("company") names it
      const { company: d } = await apply("override-fallback", { taxvat: "DE999", message: "" });
      expect(d).toMatchObject({ name: "Acme Pty", vatId: "DE999" });
    } finally {
      await setRegistrationConfig(s, admin, "overrideMap", "");
    }
  });

  it("an application for an existing account opens no company (nor locks it out) until an admin approves it, confirming the account", async () => {
    const jane = await s.app.db.customer.findFirstOrThrow({ where: { email: "jane@example.com" } });
    expect((await submitTrade(s, tradePayload("jane@example.com", PASSWORD))).status).toBe(201);
    expect(await s.app.db.companyMember.findUnique({ where: { customerId: jane.id } })).toBeNull();
    expect((await login("jane@example.com", TEST_CUSTOMER_PASSWORD)).status).toBe(200);
    const [app] = await applicationsOf(s, admin, "jane@example.com");
    expect((await decideApp(s, admin, "tradeApplicationApprove", app.id, "", { confirmExistingAccount: true })).data.status).toBe("approved");
    expect(await s.app.db.company.findUniqueOrThrow({ where: { adminCustomerId: jane.id } })).toMatchObject({
      name: "Acme Pty",
      status: "active",
      customerGroupId: 2,
      applicationId: app.id,
    });
    // a member of a company (Northwind's buyer) applying opens no second company
    const buyer = await s.app.db.customer.findFirstOrThrow({ where: { email: "buyer@example.com" } });
    expect((await submitTrade(s, tradePayload("buyer@example.com", PASSWORD))).status).toBe(201);
    expect(await s.app.db.company.findUnique({ where: { adminCustomerId: buyer.id } })).toBeNull();
  });

  it("with company accounts off (b2b_company/enabled=0) or createFromApplications=0, registration works as before and makes no company", async () => {
    for (const [key, value, restore] of [
      ["enabled", "0", "1"],
      ["createFromApplications", "0", null],
    ] as const) {
      await setCompanyConfig(key, value);
      try {
        const { email, customer, app, company: c } = await apply(`off-${key}`);
        expect(c).toBeNull();
        expect(await s.app.db.companyMember.findUnique({ where: { customerId: customer.id } })).toBeNull();
        expect((await login(email)).body.code).toBe("account_pending");
        if (key !== "enabled") continue;
        expect((await decideApp(s, admin, "tradeApplicationApprove", app.id)).data.status).toBe("approved");
        expect(await s.app.db.customer.findUniqueOrThrow({ where: { id: customer.id } })).toMatchObject({ groupId: 2, approvalStatus: "active" });
        expect((await login(email)).status).toBe(200);
        expect(await s.app.db.company.count({ where: { adminCustomerId: customer.id } })).toBe(0);
      } finally {
        await setCompanyConfig(key, restore);
      }
    }
    // back on: companies again
    expect((await apply("back-on")).company).toMatchObject({ status: "pending" });
  });
});
