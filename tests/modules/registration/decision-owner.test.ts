/**
 * One owner per decision: with customer approval installed and on, it decides the customer and sends the one
 * decision mail, and trade registration's part (applications, group, set-password link) follows in approval's
 * decision hook; with approval absent or switched off, trade registration decides alone with its own mail. Each
 * decision queues exactly one decision mail. Trade applicants' accounts are made by the customer domain (its
 * registration hooks run for them), and a rejected customer's carts are closed by the cart.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { startTestServer, type TestServer } from "../../helpers/server.ts";
import { defineModule } from "../../../src/core/modules.ts";
import forms from "../../../src/modules/custom-forms/index.ts";
import approval from "../../../src/modules/customer-approval/index.ts";
import registration from "../../../src/modules/trade-registration/index.ts";
import { applicationsOf, decideApp, setRegistrationConfig, submitTrade, tradePayload } from "./helpers.ts";

const DECISION_TEMPLATES = ["b2b_approval_approved", "b2b_approval_rejected", "b2b_registration_approved", "b2b_registration_declined"];

/** the decision mails queued for an address, oldest first (template ids) */
async function decisionMails(s: TestServer, email: string): Promise<string[]> {
  const rows = await s.app.db.mailOutbox.findMany({
    where: { toAddress: { contains: email }, templateId: { in: DECISION_TEMPLATES } },
    orderBy: { id: "asc" },
  });
  return rows.map((r) => r.templateId!);
}
const setPasswordMails = (s: TestServer, email: string) =>
  s.app.db.mailOutbox.count({ where: { toAddress: { contains: email }, templateId: "b2b_registration_set_password" } });

const direct = async (s: TestServer, admin: string, field: "customerApprove" | "customerDecline", id: number) => {
  const r = await s.gql(`mutation($id: Int!) { ${field}(id: $id) { __typename ... on Problem { code } } }`, { id }, { token: admin });
  return (r.data as any)[field];
};

let seq = 0;
const uniqueEmail = (tag: string) => `${tag}-${process.pid}-${++seq}@owner.example`;

/** records the customer domain's registration hooks (a module defined by this test) */
const registered: { before: string[]; after: string[] } = { before: [], after: [] };
const registrationWatcher = defineModule({
  code: "regwatch",
  manifestCode: "b2b-regwatch",
  label: "Registration hook watcher",
  config: { prefix: "x_regwatch", schema: z.object({ enabled: z.boolean() }), defaults: { enabled: true }, public: () => ({}) },
  observers(bus) {
    bus.on("customer_register_before", ({ email }) => {
      registered.before.push(email);
    });
    bus.on("customer_register_after", ({ customer }) => {
      registered.after.push(customer.email);
    });
  },
});

describe("customer approval installed and on: it owns the decision on a customer and its mail", () => {
  let s: TestServer;
  let admin: string;
  beforeAll(async () => {
    s = await startTestServer({ modules: [forms as never, approval as never, registration as never] });
    admin = await s.adminToken();
  });
  afterAll(async () => {
    await s?.close();
  });

  it("approve, decline, flip: each decision queues exactly one decision mail, customer approval's; the application follows in its decision hook", async () => {
    const email = uniqueEmail("approve");
    expect((await submitTrade(s, tradePayload(email, "trade-secret-99"))).status).toBe(201);
    const [app] = await applicationsOf(s, admin, email);
    expect((await decideApp(s, admin, "tradeApplicationApprove", app.id, "welcome")).data).toMatchObject({ status: "approved", decisionNote: "welcome" });
    expect(await s.app.db.customer.findUniqueOrThrow({ where: { id: app.customerId } })).toMatchObject({ approvalStatus: "active", groupId: 2 });
    expect(await decisionMails(s, email)).toEqual(["b2b_approval_approved"]);
    // the transition is customer approval's, with the note
    expect(await s.app.db.approvalTransition.findFirstOrThrow({ where: { customerId: app.customerId }, orderBy: { id: "desc" } })).toMatchObject({
      fromStatus: "pending",
      toStatus: "active",
      note: "welcome",
    });

    const declinedEmail = uniqueEmail("decline");
    expect((await submitTrade(s, tradePayload(declinedEmail, "trade-secret-99"))).status).toBe(201);
    const [declined] = await applicationsOf(s, admin, declinedEmail);
    expect((await decideApp(s, admin, "tradeApplicationDecline", declined.id, "no")).data.status).toBe("declined");
    expect(await decisionMails(s, declinedEmail)).toEqual(["b2b_approval_rejected"]);
    // the admin's flip: one more decision, one more mail
    expect((await decideApp(s, admin, "tradeApplicationApprove", declined.id, "", { reactivate: true })).data.status).toBe("approved");
    expect(await decisionMails(s, declinedEmail)).toEqual(["b2b_approval_rejected", "b2b_approval_approved"]);
    expect(await s.app.db.customer.findUniqueOrThrow({ where: { id: declined.customerId } })).toMatchObject({ approvalStatus: "active", groupId: 2 });
  });

  it("a direct customerApprove / customerDecline of an applicant: one mail, customer approval's; the application follows", async () => {
    const email = uniqueEmail("direct");
    expect((await submitTrade(s, tradePayload(email, "trade-secret-99"))).status).toBe(201);
    const [app] = await applicationsOf(s, admin, email);
    expect((await direct(s, admin, "customerApprove", app.customerId)).__typename).toBe("CustomerApproveSuccess");
    expect((await applicationsOf(s, admin, email))[0].status).toBe("approved");
    expect(await decisionMails(s, email)).toEqual(["b2b_approval_approved"]);

    const other = uniqueEmail("direct-decline");
    expect((await submitTrade(s, tradePayload(other, "trade-secret-99"))).status).toBe(201);
    const [app2] = await applicationsOf(s, admin, other);
    expect((await direct(s, admin, "customerDecline", app2.customerId)).__typename).toBe("CustomerDeclineSuccess");
    expect((await applicationsOf(s, admin, other))[0].status).toBe("declined");
    expect(await decisionMails(s, other)).toEqual(["b2b_approval_rejected"]);
  });

  it("an applicant whose form asked no password: customer approval's decision mail and trade registration's set-password mail, one each", async () => {
    const created = await s.gql(
      `mutation($i: CustomFormInput!) { customFormCreate(input: $i) { __typename } }`,
      {
        i: {
          code: "owner-nopass",
          title: "Trade account (no password)",
          fields: [
            { key: "firstName", type: "text", label: "First name", required: true },
            { key: "lastName", type: "text", label: "Last name", required: true },
            { key: "email", type: "email", label: "Email", required: true },
          ],
        },
      },
      { token: admin },
    );
    expect((created.data as any).customFormCreate.__typename).toBe("CustomFormCreateSuccess");
    await setRegistrationConfig(s, admin, "formCodes", "trade-account, owner-nopass");
    try {
      const email = uniqueEmail("nopass");
      expect((await submitTrade(s, { firstName: "Nia", lastName: "Nopass", email }, "owner-nopass")).status).toBe(201);
      const [app] = await applicationsOf(s, admin, email);
      expect((await decideApp(s, admin, "tradeApplicationApprove", app.id)).data.status).toBe("approved");
      expect(await decisionMails(s, email)).toEqual(["b2b_approval_approved"]);
      expect(await setPasswordMails(s, email)).toBe(1);
    } finally {
      await setRegistrationConfig(s, admin, "formCodes", "trade-account");
    }
  });

  it("applications for accounts that existed before them: approval decides a pending account; a decision that changes no account's state is trade registration's, with its mail", async () => {
    // an existing pending account, its application approved with confirmExistingAccount: customer approval decides
    expect((await submitTrade(s, tradePayload("pending@example.com", "mallory-pw-123"))).status).toBe(201);
    const [pendingApp] = await applicationsOf(s, admin, "pending@example.com");
    expect(pendingApp.forExistingAccount).toBe(true);
    const ok = await decideApp(s, admin, "tradeApplicationApprove", pendingApp.id, "checked", { confirmExistingAccount: true });
    expect(ok.data).toMatchObject({ status: "approved", decisionNote: "checked" });
    expect(await s.app.db.customer.findFirstOrThrow({ where: { email: "pending@example.com" } })).toMatchObject({ approvalStatus: "active", groupId: 2 });
    expect(await decisionMails(s, "pending@example.com")).toEqual(["b2b_approval_approved"]);
    // an active account's application approved: the account's state does not change, the decision is the application's
    expect((await submitTrade(s, tradePayload("jane@example.com", "mallory-pw-123"))).status).toBe(201);
    const [janeApp] = await applicationsOf(s, admin, "jane@example.com");
    expect((await decideApp(s, admin, "tradeApplicationApprove", janeApp.id, "", { confirmExistingAccount: true })).data.status).toBe("approved");
    expect(await decisionMails(s, "jane@example.com")).toEqual(["b2b_registration_approved"]);
    // declining an application for an existing account never touches the account: trade registration's mail
    expect((await submitTrade(s, tradePayload("retail@example.com", "mallory-pw-123"))).status).toBe(201);
    const [retailApp] = await applicationsOf(s, admin, "retail@example.com");
    expect((await decideApp(s, admin, "tradeApplicationDecline", retailApp.id)).data.status).toBe("declined");
    expect(await s.app.db.customer.findFirstOrThrow({ where: { email: "retail@example.com" } })).toMatchObject({ approvalStatus: "active" });
    expect(await decisionMails(s, "retail@example.com")).toEqual(["b2b_registration_declined"]);
  });

  it("a customer declined after approval loses the active cart (the cart's reaction to the account's new state); one mail", async () => {
    const email = uniqueEmail("cart");
    const password = "trade-secret-99";
    expect((await submitTrade(s, tradePayload(email, password))).status).toBe(201);
    const [app] = await applicationsOf(s, admin, email);
    await decideApp(s, admin, "tradeApplicationApprove", app.id);
    const token = await s.customerToken(email, password);
    const product = (await s.json("/api/rest/v2/products?itemsPerPage=1")).body.member[0];
    expect((await s.json("/api/rest/v2/cart/items", { method: "POST", json: { sku: product.sku, qty: 1 }, token })).status).toBe(200);
    expect(await s.app.db.cart.count({ where: { customerId: app.customerId, status: "active" } })).toBe(1);
    expect((await direct(s, admin, "customerDecline", app.customerId)).__typename).toBe("CustomerDeclineSuccess");
    expect(await s.app.db.cart.count({ where: { customerId: app.customerId, status: "active" } })).toBe(0);
    // the approved application is final: it stays approved
    expect((await applicationsOf(s, admin, email))[0].status).toBe("approved");
    expect(await decisionMails(s, email)).toEqual(["b2b_approval_approved", "b2b_approval_rejected"]);
  });

  it("customer approval switched off for the store: trade registration decides alone, with its own mail, one per decision", async () => {
    await s.app.config.set("b2b_approval/enabled", "0", "store", 1);
    try {
      const email = uniqueEmail("off");
      expect((await submitTrade(s, tradePayload(email, "trade-secret-99"))).status).toBe(201);
      const [app] = await applicationsOf(s, admin, email);
      expect((await decideApp(s, admin, "tradeApplicationApprove", app.id)).data.status).toBe("approved");
      expect(await s.app.db.customer.findUniqueOrThrow({ where: { id: app.customerId } })).toMatchObject({
        approvalStatus: "active",
        isApproved: true,
        groupId: 2,
      });
      expect(await decisionMails(s, email)).toEqual(["b2b_registration_approved"]);
      const declined = uniqueEmail("off-decline");
      expect((await submitTrade(s, tradePayload(declined, "trade-secret-99"))).status).toBe(201);
      const [app2] = await applicationsOf(s, admin, declined);
      expect((await decideApp(s, admin, "tradeApplicationDecline", app2.id)).data.status).toBe("declined");
      expect(await decisionMails(s, declined)).toEqual(["b2b_registration_declined"]);
      // no transition: customer approval decided nothing
      expect(await s.app.db.approvalTransition.count({ where: { customerId: app.customerId, toStatus: "active" } })).toBe(0);
    } finally {
      await s.app.config.unset("b2b_approval/enabled", "store", 1);
    }
  });
});

describe("customer approval absent: trade registration decides alone, with its own mail", () => {
  let s: TestServer;
  let admin: string;
  beforeAll(async () => {
    s = await startTestServer({ modules: [forms as never, registration as never, registrationWatcher as never] });
    admin = await s.adminToken();
  });
  afterAll(async () => {
    await s?.close();
  });

  it("the applicant's account is made by the customer domain: its registration hooks run for it", async () => {
    const email = uniqueEmail("hooks");
    expect((await submitTrade(s, tradePayload(email, "trade-secret-99"))).status).toBe(201);
    expect(registered.before).toContain(email);
    expect(registered.after).toContain(email);
    expect(await s.app.db.customer.findFirstOrThrow({ where: { email } })).toMatchObject({ approvalStatus: "pending", isApproved: false, groupId: 1 });
    // a later submission for the email makes no second account
    expect((await submitTrade(s, tradePayload(email, "trade-secret-99"))).status).toBe(201);
    expect(registered.after.filter((e) => e === email)).toHaveLength(1);
  });

  it("approve and decline: one decision mail each, trade registration's; approve activates the kept flag, decline leaves it", async () => {
    const email = uniqueEmail("absent");
    expect((await submitTrade(s, tradePayload(email, "trade-secret-99"))).status).toBe(201);
    const [app] = await applicationsOf(s, admin, email);
    expect((await decideApp(s, admin, "tradeApplicationApprove", app.id, "welcome")).data.status).toBe("approved");
    expect(await s.app.db.customer.findUniqueOrThrow({ where: { id: app.customerId } })).toMatchObject({
      approvalStatus: "active",
      isApproved: true,
      groupId: 2,
    });
    expect(await decisionMails(s, email)).toEqual(["b2b_registration_approved"]);

    const declined = uniqueEmail("absent-decline");
    expect((await submitTrade(s, tradePayload(declined, "trade-secret-99"))).status).toBe(201);
    const [app2] = await applicationsOf(s, admin, declined);
    expect((await decideApp(s, admin, "tradeApplicationDecline", app2.id, "no")).data.status).toBe("declined");
    expect(await s.app.db.customer.findUniqueOrThrow({ where: { id: app2.customerId } })).toMatchObject({ approvalStatus: "pending", groupId: 1 });
    expect(await decisionMails(s, declined)).toEqual(["b2b_registration_declined"]);
    // the flip declined -> approved: one more mail
    expect((await decideApp(s, admin, "tradeApplicationApprove", app2.id, "", { reactivate: true })).data.status).toBe("approved");
    expect(await decisionMails(s, declined)).toEqual(["b2b_registration_declined", "b2b_registration_approved"]);
  });
});
