/**
 * Trade registration over HTTP with custom forms and customer approval installed: the real server on a
 * loopback port, a real database (a fresh copy of the seeded template) and a real SMTP peer.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../helpers/server.ts";
import { startSmtpPeer, type SmtpPeer } from "../approval/smtp-peer.ts";
import { agedToken } from "../forms/helpers.ts";
import forms from "../../../src/modules/custom-forms/index.ts";
import approval from "../../../src/modules/customer-approval/index.ts";
import registration from "../../../src/modules/trade-registration/index.ts";
import { APP_FIELDS, applicationsOf, decideApp, setRegistrationConfig, submitTrade, tradePayload } from "./helpers.ts";

let s: TestServer;
let smtp: SmtpPeer;
let admin: string;
const FAST_OUTBOX = { pollMs: 100, backoffMs: 50, leaseMs: 30_000 };

beforeAll(async () => {
  smtp = await startSmtpPeer();
  s = await startTestServer({
    modules: [forms as never, approval as never, registration as never],
    settings: { smtpUrl: smtp.url, mailOutbox: FAST_OUTBOX },
  });
  admin = await s.adminToken();
});
afterAll(async () => {
  await s?.close();
  await smtp?.close();
});

let seq = 0;
const uniqueEmail = (tag: string) => `${tag}-${process.pid}-${++seq}@trade.example`;
const login = (email: string, password: string) => s.json("/api/rest/v2/auth/token", { method: "POST", json: { email, password } });

describe("trade registration", () => {
  it("discovery answers {enabled, formCodes}; the manifest lists b2b-registration; overrideMap refuses unknown attributes", async () => {
    const r = await s.json("/api/rest/v2/b2b/registration/config");
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ enabled: true, formCodes: ["trade-account"] });
    const manifest = (await s.json("/api/rest/v2/store-config")).body.extensions.b2bPlugins;
    expect(manifest.map((p: { code: string }) => p.code)).toContain("b2b-registration");
    expect(await setRegistrationConfig(s, admin, "overrideMap", JSON.stringify({ company: "companyName" }))).toMatchObject({ code: "invalid" });
    expect(await setRegistrationConfig(s, admin, "overrideMap", "[1]")).toMatchObject({ code: "invalid" });
    expect(await setRegistrationConfig(s, admin, "overrideMap", JSON.stringify({ given: "firstName" }))).toMatchObject({ __typename: "ConfigValueSetSuccess" });
    await setRegistrationConfig(s, admin, "overrideMap", "");
  });

  it("a trade-account submission makes a pending customer and an application; the customer cannot log in; approve -> Wholesale, login works, group prices appear, the approval mail arrives", async () => {
    const email = uniqueEmail("apply");
    const password = "trade-secret-99";
    const sub = await submitTrade(s, tradePayload(email, password));
    expect(sub.status).toBe(201);
    const customer = await s.app.db.customer.findFirstOrThrow({ where: { email } });
    expect(customer).toMatchObject({ groupId: 1, isApproved: false, approvalStatus: "pending", firstName: "Tess", lastName: "Trade" });
    const [app] = await applicationsOf(s, admin, email);
    expect(app).toMatchObject({
      status: "pending",
      formCode: "trade-account",
      submissionId: sub.body.submissionId,
      customerId: customer.id,
      hasPassword: true,
    });
    expect(app.payload).toMatchObject({ company: "Acme Pty", email });
    expect(JSON.stringify(app)).not.toContain(password);
    // the approval module recorded the pending state and told its notify list
    await smtp.next((m) => m.to.includes("sales@example.com") && m.subject === `New account awaiting approval: ${email}`);
    const refused = await login(email, password);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe("account_pending");

    const approved = await decideApp(s, admin, "tradeApplicationApprove", app.id, "Welcome aboard");
    expect(approved).toMatchObject({ __typename: "TradeApplicationApproveSuccess", data: { status: "approved", decisionNote: "Welcome aboard" } });
    const after = await s.app.db.customer.findUniqueOrThrow({ where: { id: customer.id } });
    expect(after).toMatchObject({ groupId: 2, isApproved: true, approvalStatus: "active" });
    const ok = await login(email, password);
    expect(ok.status).toBe(200);
    expect(ok.body.customer.groupId).toBe(2);
    const guest = (await s.json("/api/rest/v2/products?itemsPerPage=100")).body.member as any[];
    const mine = (await s.json("/api/rest/v2/products?itemsPerPage=100", { token: ok.body.token })).body.member as any[];
    // a Wholesale tier shows (its tier for one is the group's price, which tierPrices no longer repeats: issue 26)
    const idx = mine.findIndex((p) => p.tierPrices.some((t: any) => t.customerGroupId === 2));
    expect(idx).toBeGreaterThanOrEqual(0);
    expect(mine[idx].finalPrice).toBeLessThan(guest.find((g) => g.id === mine[idx].id).finalPrice);
    const mail = await smtp.next((m) => m.to.includes(email) && /approved/.test(m.subject));
    expect(mail.subject).toBe("Your Acme Trade Supply account is approved");
    expect(mail.text).toContain("Welcome aboard");
    // the form had a password field: no set-password link
    expect(await s.app.db.tradePasswordToken.count({ where: { customerId: customer.id } })).toBe(0);
    const again = await decideApp(s, admin, "tradeApplicationApprove", app.id);
    expect(again).toMatchObject({ __typename: "Problem", code: "invalid_transition" });
  });

  it("decline keeps the customer and the application (group unchanged) and mails the applicant", async () => {
    const email = uniqueEmail("decline");
    expect((await submitTrade(s, tradePayload(email, "trade-secret-99"))).status).toBe(201);
    const [app] = await applicationsOf(s, admin, email);
    const declined = await decideApp(s, admin, "tradeApplicationDecline", app.id, "Not a trade business");
    expect(declined).toMatchObject({ data: { status: "declined" } });
    const c = await s.app.db.customer.findFirstOrThrow({ where: { email } });
    expect(c).toMatchObject({ groupId: 1, approvalStatus: "rejected", isApproved: false });
    expect((await applicationsOf(s, admin, email))[0]).toMatchObject({ status: "declined", decisionNote: "Not a trade business" });
    const mail = await smtp.next((m) => m.to.includes(email) && m.subject === "Your Acme Trade Supply account application");
    expect(mail.text).toContain("Not a trade business");
    expect((await login(email, "trade-secret-99")).body.code).toBe("account_rejected");
    // the admin may flip the decision, saying so: declined -> approved moves the group and activates the customer
    expect((await decideApp(s, admin, "tradeApplicationDecline", app.id)).code).toBe("invalid_transition");
    expect((await decideApp(s, admin, "tradeApplicationApprove", app.id)).code).toBe("reactivation_unconfirmed");
    expect((await decideApp(s, admin, "tradeApplicationApprove", app.id, "", { reactivate: true })).data.status).toBe("approved");
    expect(await s.app.db.customer.findFirstOrThrow({ where: { email } })).toMatchObject({ groupId: 2, approvalStatus: "active" });
    expect((await decideApp(s, admin, "tradeApplicationDecline", app.id)).code).toBe("invalid_transition");
  });

  it("a second submission for the same email is kept beside the open application (its own data, flagged when different), never over it", async () => {
    const email = uniqueEmail("merge");
    const first = await submitTrade(s, tradePayload(email, "trade-secret-99"));
    expect(first.status).toBe(201);
    const second = await submitTrade(s, { ...tradePayload(email.toUpperCase(), "trade-secret-99"), company: "Acme Holdings" });
    expect(second.status).toBe(201);
    const apps = await applicationsOf(s, admin, email);
    expect(apps).toHaveLength(1);
    expect(apps[0]).toMatchObject({ submissionId: first.body.submissionId, payload: { company: "Acme Pty" }, flaggedSubmissions: 1 });
    expect(apps[0].history.map((h: { kind: string }) => h.kind)).toEqual(["submitted", "resubmitted"]);
    expect(apps[0].submissions).toMatchObject([
      { submissionId: first.body.submissionId, kind: "submitted", flagged: false, payload: { company: "Acme Pty" } },
      { submissionId: second.body.submissionId, kind: "resubmitted", flagged: true, payload: { company: "Acme Holdings" } },
    ]);
    expect(await s.app.db.customer.count({ where: { email } })).toBe(1);
  });

  it("concurrent submissions for one new email never make two customers or two open applications", async () => {
    const email = uniqueEmail("race");
    const all = await Promise.all([1, 2, 3].map(() => submitTrade(s, tradePayload(email, "trade-secret-99"))));
    // SQLite serializes them (all merge); PostgreSQL may refuse a loser with 409 conflict (submit again)
    for (const r of all) expect([201, 409]).toContain(r.status);
    expect(all.some((r) => r.status === 201)).toBe(true);
    expect(await s.app.db.customer.count({ where: { email } })).toBe(1);
    expect(await s.app.db.tradeApplication.count({ where: { email } })).toBe(1);
  });

  it("approval is refused with b2b_group_missing while no B2B group is configured; decline still works", async () => {
    const email = uniqueEmail("nogroup");
    expect((await submitTrade(s, tradePayload(email, "trade-secret-99"))).status).toBe(201);
    const [app] = await applicationsOf(s, admin, email);
    await setRegistrationConfig(s, admin, "b2bGroupId", "0");
    try {
      const r = await decideApp(s, admin, "tradeApplicationApprove", app.id);
      expect(r).toMatchObject({ __typename: "Problem", code: "b2b_group_missing", status: 409 });
      expect(await s.app.db.customer.findFirstOrThrow({ where: { email } })).toMatchObject({ approvalStatus: "pending", groupId: 1 });
      // customer approval's own decision is vetoed for an applicant too
      const direct = await s.gql(
        `mutation($id: Int!) { customerApprove(id: $id) { __typename ... on Problem { code } } }`,
        { id: app.customerId },
        { token: admin },
      );
      expect((direct.data as any).customerApprove).toMatchObject({ __typename: "Problem", code: "b2b_group_missing" });
      const many = await s.gql(
        `mutation($ids: [Int!]!) { tradeApplicationDeclineMany(ids: $ids) { id result { __typename ... on TradeApplicationMassItemSuccess { data { status } } } } }`,
        { ids: [app.id] },
        { token: admin },
      );
      expect((many.data as any).tradeApplicationDeclineMany).toEqual([
        { id: app.id, result: { __typename: "TradeApplicationMassItemSuccess", data: { status: "declined" } } },
      ]);
    } finally {
      await setRegistrationConfig(s, admin, "b2bGroupId", "2");
    }
  });

  it("a direct customerApprove of an applicant approves the application and moves the group", async () => {
    const email = uniqueEmail("direct");
    expect((await submitTrade(s, tradePayload(email, "trade-secret-99"))).status).toBe(201);
    const [app] = await applicationsOf(s, admin, email);
    const r = await s.gql(`mutation($id: Int!) { customerApprove(id: $id) { __typename } }`, { id: app.customerId }, { token: admin });
    expect((r.data as any).customerApprove.__typename).toBe("CustomerApproveSuccess");
    expect((await applicationsOf(s, admin, email))[0].status).toBe("approved");
    expect((await s.app.db.customer.findUniqueOrThrow({ where: { id: app.customerId } })).groupId).toBe(2);
  });

  it("a form without a password field: approval mails a one-time set-password link; the token sets a password once, is stored hashed and expires", async () => {
    const created = await s.gql(
      `mutation($i: CustomFormInput!) { customFormCreate(input: $i) { __typename ... on Problem { code } } }`,
      {
        i: {
          code: "trade-nopass",
          title: "Trade account (no password)",
          fields: [
            { key: "company", type: "text", label: "Company", required: true },
            { key: "given", type: "text", label: "Given name", required: true },
            { key: "lastName", type: "text", label: "Last name", required: true },
            { key: "workEmail", type: "email", label: "Email", required: true },
          ],
        },
      },
      { token: admin },
    );
    expect((created.data as any).customFormCreate.__typename).toBe("CustomFormCreateSuccess");
    expect(await setRegistrationConfig(s, admin, "formCodes", "trade-account, trade-nopass")).toMatchObject({ __typename: "ConfigValueSetSuccess" });
    await setRegistrationConfig(s, admin, "overrideMap", JSON.stringify({ given: "firstName", workEmail: "email" }));
    await setRegistrationConfig(s, admin, "setPasswordUrl", "https://shop.example.com/set-password");
    try {
      const email = uniqueEmail("nopass");
      const sub = await submitTrade(s, { company: "Nopass Ltd", given: "Nora", lastName: "Nopass", workEmail: email }, "trade-nopass");
      expect(sub.status).toBe(201);
      const [app] = await applicationsOf(s, admin, email);
      expect(app).toMatchObject({ hasPassword: false, formCode: "trade-nopass" });
      expect(await s.app.db.customer.findFirstOrThrow({ where: { email } })).toMatchObject({ firstName: "Nora", lastName: "Nopass" });
      expect((await decideApp(s, admin, "tradeApplicationApprove", app.id)).data.status).toBe("approved");
      const mail = await smtp.next((m) => m.to.includes(email) && m.subject === "Set your Acme Trade Supply password");
      const link = /https:\/\/shop\.example\.com\/set-password\?token=([A-Za-z0-9_-]+)/.exec(mail.text);
      expect(link).not.toBeNull();
      const token = decodeURIComponent(link![1]!);
      const stored = await s.app.db.tradePasswordToken.findFirstOrThrow({ where: { customerId: app.customerId } });
      expect(stored.tokenHash).not.toContain(token);
      expect((await login(email, "chosen-password-1")).status).toBe(401);
      const reset = (password: string, t = token) => s.json("/api/rest/v2/customers/password/reset", { method: "POST", json: { token: t, password } });
      expect((await reset("short")).status).toBe(422);
      const ok = await reset("chosen-password-1");
      expect(ok.status).toBe(200);
      expect((await login(email, "chosen-password-1")).status).toBe(200);
      const reused = await reset("another-password-2");
      expect(reused.status).toBe(400);
      expect(reused.body.code).toBe("invalid_token");
      expect((await reset("another-password-2", "x".repeat(43))).body.code).toBe("invalid_token");
      // an expired token is refused
      const email2 = uniqueEmail("nopass-expired");
      expect((await submitTrade(s, { company: "Late Ltd", given: "Lee", lastName: "Late", workEmail: email2 }, "trade-nopass")).status).toBe(201);
      const [app2] = await applicationsOf(s, admin, email2);
      await decideApp(s, admin, "tradeApplicationApprove", app2.id);
      const mail2 = await smtp.next((m) => m.to.includes(email2) && m.subject === "Set your Acme Trade Supply password");
      const token2 = decodeURIComponent(/token=([A-Za-z0-9_-]+)/.exec(mail2.text)![1]!);
      await s.app.db.tradePasswordToken.updateMany({ where: { customerId: app2.customerId }, data: { expiresAt: new Date(Date.now() - 1000) } });
      expect((await reset("chosen-password-1", token2)).body.code).toBe("invalid_token");
      // a later submission with a password does not set the existing account's: the link is still mailed
      const email3 = uniqueEmail("nopass-merged");
      expect((await submitTrade(s, { company: "Mix Ltd", given: "Max", lastName: "Mix", workEmail: email3 }, "trade-nopass")).status).toBe(201);
      expect((await submitTrade(s, tradePayload(email3, "typed-later-1"))).status).toBe(201);
      const [app3] = await applicationsOf(s, admin, email3);
      expect(app3).toMatchObject({ hasPassword: false, history: [{ kind: "submitted" }, { kind: "resubmitted", flagged: true }] });
      await decideApp(s, admin, "tradeApplicationApprove", app3.id, "", { confirmFlaggedSubmissions: true });
      await smtp.next((m) => m.to.includes(email3) && m.subject === "Set your Acme Trade Supply password");
      expect((await login(email3, "typed-later-1")).status).toBe(401);
    } finally {
      await setRegistrationConfig(s, admin, "formCodes", "trade-account");
      await setRegistrationConfig(s, admin, "overrideMap", "");
    }
  });

  it("other forms stay plain submissions; the grid filters, sorts and pages; anonymous and customer callers are refused", async () => {
    const before = await s.app.db.tradeApplication.count();
    const contact = await s.json("/api/rest/v2/custom-form-submissions", {
      method: "POST",
      json: { formCode: "contact", payload: { name: "Ann", email: uniqueEmail("contact"), message: "Hi" }, renderToken: await agedToken(s, "contact") },
    });
    expect(contact.status).toBe(201);
    expect(await s.app.db.tradeApplication.count()).toBe(before);
    const q = `query($f: TradeApplicationFilter, $s: TradeApplicationSort, $p: Int, $ps: Int) { tradeApplications(filter: $f, sort: $s, page: $p, pageSize: $ps) { totalCount items { ${APP_FIELDS} } } }`;
    const pending = await s.gql(q, { f: { status: ["pending"] }, s: { field: "id", direction: "asc" }, p: 1, ps: 2 }, { token: admin });
    const page = (pending.data as any).tradeApplications;
    expect(page.items.length).toBeLessThanOrEqual(2);
    expect(page.items.every((a: { status: string }) => a.status === "pending")).toBe(true);
    const total = (await s.gql(q, {}, { token: admin })).data as any;
    expect(total.tradeApplications.totalCount).toBe(before);
    expect((await s.gql(q, {})).errors?.[0]).toBeTruthy();
    const detail = await s.gql(`query($id: Int!) { tradeApplication(id: $id) { id history { kind } } }`, { id: page.items[0].id }, { token: admin });
    expect((detail.data as any).tradeApplication.id).toBe(page.items[0].id);
  });
});
