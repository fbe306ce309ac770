/**
 * The company journey end to end (issue 30, third acceptance bullet) on the real server with custom forms,
 * customer approval, trade registration and company accounts: a trade-account submission opens a pending company
 * and a pending customer; approving the application activates the company in the B2B group; its admin logs in,
 * makes a buyer role and invites a buyer; the buyer accepts with the token from the invitation mail, logs in, sees
 * the company's (Wholesale) prices where a General customer sees the list price, and places an order that records
 * the company and the member who placed it.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../helpers/server.ts";
import { TEST_CUSTOMER_PASSWORD } from "../../helpers/db-template.ts";
import forms from "../../../src/modules/custom-forms/index.ts";
import approval from "../../../src/modules/customer-approval/index.ts";
import registration from "../../../src/modules/trade-registration/index.ts";
import company from "../../../src/modules/company/index.ts";
import { COMPANY_TEMPLATES } from "../../../src/modules/company/config.ts";
import { applicationsOf, decideApp, submitTrade, tradePayload } from "../registration/helpers.ts";

let s: TestServer;
let admin: string;
/** a simple product with a Wholesale (group 2) price for one, in stock */
let product: { id: number; sku: string; price: number; wholesale: number };

beforeAll(async () => {
  s = await startTestServer({ modules: [forms as never, approval as never, registration as never, company as never] });
  admin = await s.adminToken();
  const t = await s.app.db.tierPrice.findFirstOrThrow({
    where: { groupId: 2, qty: 1, product: { type: "simple", status: 1, specialPrice: null } },
    include: { product: true },
  });
  await s.app.db.product.update({ where: { id: t.productId }, data: { stockQty: 1000, inStock: true } });
  product = { id: t.productId, sku: t.product.sku, price: t.product.price.toNumber(), wholesale: t.price.toNumber() };
});
afterAll(async () => {
  await s?.close();
});

const login = (email: string, password: string) => s.json("/api/rest/v2/auth/token", { method: "POST", json: { email, password } });
const priceOf = async (token: string) => (await s.json(`/api/rest/v2/products/${product.id}`, { token })).body.finalPrice as number;
/** a GraphQL call that must not fail at the transport: its data */
async function gql(query: string, variables: Record<string, unknown>, token?: string) {
  const r = await s.gql(query, variables, { token });
  expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
  return r.data as any;
}

describe("company journey", () => {
  it("trade application → pending company → approved into the B2B group → the admin invites a buyer → the buyer accepts, sees the company's prices and orders for the company", async () => {
    const stamp = `${process.pid}-${Date.now()}`;
    const adminEmail = `owner-${stamp}@journey.example`;
    const buyerEmail = `buyer-${stamp}@journey.example`;
    const password = "journey-owner-1";

    // 1. the trade-account form: a pending customer and a pending company with the applicant as its admin
    expect((await submitTrade(s, { ...tradePayload(adminEmail, password), company: "Fabrikam Supplies" })).status).toBe(201);
    const owner = await s.app.db.customer.findFirstOrThrow({ where: { email: adminEmail } });
    expect(owner).toMatchObject({ approvalStatus: "pending", isApproved: false });
    const pending = await s.app.db.company.findUniqueOrThrow({ where: { adminCustomerId: owner.id } });
    expect(pending).toMatchObject({ name: "Fabrikam Supplies", status: "pending" });
    expect((await login(adminEmail, password)).status).toBe(403);

    // 2. the merchant approves the application: the company is active in the registration's B2B group (Wholesale)
    const [app] = await applicationsOf(s, admin, adminEmail);
    expect((await decideApp(s, admin, "tradeApplicationApprove", app.id, "Welcome")).data.status).toBe("approved");
    expect(await s.app.db.company.findUniqueOrThrow({ where: { id: pending.id } })).toMatchObject({ status: "active", customerGroupId: 2 });

    // 3. the company admin logs in and sees the company
    const ownerToken = await s.customerToken(adminEmail, password);
    const mine = await gql("{ myCompany { id name status isAdmin permissions } }", {}, ownerToken);
    expect(mine.myCompany).toMatchObject({ id: pending.id, name: "Fabrikam Supplies", status: "active", isAdmin: true });
    expect(mine.myCompany.permissions).toContain("orders.place");

    // 4. a role that may place orders, and an invitation for a new buyer in it
    const role = (
      await gql(
        `mutation { companyRoleCreate(input: {name: "Buyer", permissions: ["orders.place", "company.addresses.use"]}) { __typename ... on CompanyRole { id name permissions } ... on Problem { code message } } }`,
        {},
        ownerToken,
      )
    ).companyRoleCreate;
    expect(role).toMatchObject({ __typename: "CompanyRole", name: "Buyer" });
    const invited = (
      await gql(
        `mutation($email: String!, $roleId: Int) { companyMemberInvite(input: {email: $email, firstName: "Bob", lastName: "Buyer", roleId: $roleId, jobTitle: "Buyer"}) { __typename ... on CompanyMember { id customerId email status isAdmin role { id } } ... on Problem { code message } } }`,
        { email: buyerEmail, roleId: role.id },
        ownerToken,
      )
    ).companyMemberInvite;
    expect(invited).toMatchObject({ __typename: "CompanyMember", email: buyerEmail, isAdmin: false });

    // 5. the invitation mail carries the token; the buyer accepts it, choosing a password
    const mail = await s.app.db.mailOutbox.findFirstOrThrow({
      where: { toAddress: { contains: buyerEmail }, templateId: COMPANY_TEMPLATES.invitationNewAccount },
      orderBy: { id: "desc" },
    });
    const token = decodeURIComponent(/[?&]token=([A-Za-z0-9_\-.~%]+)/.exec(mail.textBody)?.[1] ?? "");
    expect(token).not.toBe("");
    const buyerPassword = "journey-buyer-1";
    const accepted = (
      await gql(
        `mutation($token: String!, $password: String) { companyInvitationAccept(token: $token, password: $password) { __typename ... on MyCompany { id name } ... on Problem { code message } } }`,
        { token, password: buyerPassword },
      )
    ).companyInvitationAccept;
    expect(accepted).toMatchObject({ __typename: "MyCompany", id: pending.id });
    const buyer = await s.app.db.customer.findFirstOrThrow({ where: { email: buyerEmail } });
    const member = await s.app.db.companyMember.findUniqueOrThrow({ where: { customerId: buyer.id } });
    expect(member).toMatchObject({ companyId: pending.id, roleId: role.id, status: "active" });

    // 6. the buyer logs in and buys at the company's prices (Wholesale), where a General customer pays the list price
    const buyerToken = await s.customerToken(buyerEmail, buyerPassword);
    const general = await s.customerToken("jane@example.com", TEST_CUSTOMER_PASSWORD);
    expect(await priceOf(general)).toBe(product.price);
    expect(await priceOf(buyerToken)).toBe(product.wholesale);
    expect(product.wholesale).toBeLessThan(product.price);

    // 7. the buyer places an order: it records the company and the member who placed it
    const added = await s.json("/api/rest/v2/cart/items", { method: "POST", json: { sku: product.sku, qty: 2 }, token: buyerToken });
    expect(added.status, JSON.stringify(added.body)).toBeLessThan(300);
    const placed = await s.json("/api/rest/v2/checkout/place-order", {
      method: "POST",
      json: { paymentMethod: "purchaseorder", poNumber: "FAB-1" },
      token: buyerToken,
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect(placed.body).toMatchObject({ customerEmail: buyerEmail, customerGroupId: 2, items: [{ sku: product.sku, qty: 2, price: product.wholesale }] });
    const order = await s.app.db.order.findFirstOrThrow({ where: { incrementId: placed.body.incrementId } });
    expect(await s.app.db.companyOrder.findUnique({ where: { orderId: order.id } })).toMatchObject({
      companyId: pending.id,
      customerId: buyer.id,
      memberId: member.id,
    });

    // the company admin sees it among the company's orders, placed by the buyer
    const seen = (await gql(`query { companyOrders(scope: "company") { totalCount items { incrementId placedBy { customerId email } } } }`, {}, ownerToken))
      .companyOrders;
    expect(seen.items).toContainEqual({ incrementId: placed.body.incrementId, placedBy: { customerId: buyer.id, email: buyerEmail } });

    // and the merchant on the company (when the console's company view is installed)
    const detail = await s.gql(
      `query($id: Int!) { company(id: $id) { id status customerGroupId orders { totalCount items { incrementId } } } }`,
      { id: pending.id },
      {
        token: admin,
      },
    );
    if (!detail.errors?.some((e) => /Cannot query field "company"/.test(e.message))) {
      expect(detail.errors).toBeUndefined();
      expect((detail.data as any).company).toMatchObject({ id: pending.id, status: "active", customerGroupId: 2 });
      expect((detail.data as any).company.orders.items.map((o: { incrementId: string }) => o.incrementId)).toContain(placed.body.incrementId);
    }
  });
});
