/**
 * Anyone can file the trade form with an existing customer's email. Such an application says so
 * (forExistingAccount, existingCustomer); declining it never changes the account; approving it moves the account to
 * the B2B group only with confirmExistingAccount.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../helpers/server.ts";
import { TEST_CUSTOMER_PASSWORD } from "../../helpers/db-template.ts";
import forms from "../../../src/modules/custom-forms/index.ts";
import approval from "../../../src/modules/customer-approval/index.ts";
import registration from "../../../src/modules/trade-registration/index.ts";
import { applicationsOf, decideApp, submitTrade, tradePayload } from "./helpers.ts";

const forged = (email: string) => ({ ...tradePayload(email, "mallory-pw-123"), company: "Spam Inc", firstName: "Mallory", message: "wholesale please" });

describe("a forged trade application for an existing customer's email", () => {
  let s: TestServer;
  let admin: string;
  const login = (email: string) => s.json("/api/rest/v2/auth/token", { method: "POST", json: { email, password: TEST_CUSTOMER_PASSWORD } });
  const customer = (email: string) => s.app.db.customer.findFirstOrThrow({ where: { email } });
  beforeAll(async () => {
    s = await startTestServer({ modules: [forms as never, approval as never, registration as never] });
    admin = await s.adminToken();
  });
  afterAll(async () => {
    await s?.close();
  });

  it("declining it declines the application only: the customer keeps status, group, token and login", async () => {
    const before = await customer("retail@example.com");
    const token = await s.customerToken("retail@example.com", TEST_CUSTOMER_PASSWORD);
    const r = await submitTrade(s, forged("retail@example.com"));
    expect(r.status).toBe(201);
    const [app] = await applicationsOf(s, admin, "retail@example.com");
    expect(app).toMatchObject({
      status: "pending",
      flaggedSubmissions: 0,
      customerId: before.id,
      forExistingAccount: true,
      existingCustomer: { id: before.id, status: "active", statusAtApplication: "active", groupId: 3 },
    });
    // the grid can list just these
    const grid = await s.gql(`{ tradeApplications(filter: { forExistingAccount: true }) { items { id forExistingAccount } } }`, {}, { token: admin });
    expect((grid.data as any).tradeApplications.items).toEqual([{ id: app.id, forExistingAccount: true }]);

    const declined = await decideApp(s, admin, "tradeApplicationDecline", app.id, "spam");
    expect(declined.data).toMatchObject({ status: "declined", forExistingAccount: true });
    expect((await s.json("/api/rest/v2/customers/me", { token })).status).toBe(200);
    expect((await login("retail@example.com")).status).toBe(200);
    const after = await customer("retail@example.com");
    expect(after).toMatchObject({ approvalStatus: before.approvalStatus, isApproved: before.isApproved, groupId: before.groupId });
  });

  it("approving it is refused with 409 existing_account_unconfirmed; with confirmExistingAccount the account joins the B2B group", async () => {
    expect((await submitTrade(s, forged("jane@example.com"))).status).toBe(201);
    const [app] = await applicationsOf(s, admin, "jane@example.com");
    expect(app.forExistingAccount).toBe(true);
    const refused = await decideApp(s, admin, "tradeApplicationApprove", app.id);
    expect(refused).toMatchObject({ __typename: "Problem", code: "existing_account_unconfirmed", status: 409 });
    expect(await customer("jane@example.com")).toMatchObject({ groupId: 1, approvalStatus: "active" });
    expect((await applicationsOf(s, admin, "jane@example.com"))[0].status).toBe("pending");
    const mass = await s.gql(
      `mutation($ids: [Int!]!) { tradeApplicationApproveMany(ids: $ids) { id result { __typename ... on Problem { code } } } }`,
      { ids: [app.id] },
      { token: admin },
    );
    expect((mass.data as any).tradeApplicationApproveMany).toEqual([{ id: app.id, result: { __typename: "Problem", code: "existing_account_unconfirmed" } }]);
    const ok = await decideApp(s, admin, "tradeApplicationApprove", app.id, "checked", { confirmExistingAccount: true });
    expect(ok.data.status).toBe("approved");
    expect(await customer("jane@example.com")).toMatchObject({ groupId: 2, approvalStatus: "active" });
  });

  it("an existing pending customer: a direct customerApprove leaves the forged application pending, and declining it leaves the account pending", async () => {
    const pending = await customer("pending@example.com");
    expect((await submitTrade(s, forged("pending@example.com"))).status).toBe(201);
    const [app] = await applicationsOf(s, admin, "pending@example.com");
    expect(app.existingCustomer).toMatchObject({ status: "pending", statusAtApplication: "pending" });
    const declined = await decideApp(s, admin, "tradeApplicationDecline", app.id);
    expect(declined.data.status).toBe("declined");
    expect(await customer("pending@example.com")).toMatchObject({ approvalStatus: "pending", groupId: pending.groupId });

    expect((await submitTrade(s, forged("pending@example.com"))).status).toBe(201);
    const open = (await applicationsOf(s, admin, "pending@example.com")).find((a) => a.status === "pending")!;
    const direct = await s.gql(`mutation($id: Int!) { customerApprove(id: $id) { __typename } }`, { id: pending.id }, { token: admin });
    expect((direct.data as any).customerApprove.__typename).toBe("CustomerApproveSuccess");
    expect(await customer("pending@example.com")).toMatchObject({ approvalStatus: "active", groupId: pending.groupId });
    expect((await applicationsOf(s, admin, "pending@example.com")).find((a) => a.id === open.id).status).toBe("pending");
  });

  it("an application that created its account is not one for an existing account", async () => {
    const email = `new-${process.pid}@h3.example`;
    expect((await submitTrade(s, tradePayload(email, "trade-secret-99"))).status).toBe(201);
    const [app] = await applicationsOf(s, admin, email);
    expect(app).toMatchObject({ forExistingAccount: false, existingCustomer: null });
    expect((await decideApp(s, admin, "tradeApplicationApprove", app.id)).data.status).toBe("approved");
  });
});
