/**
 * The storefront's company pages without JavaScript, in workerd (Miniflare) in front of the real backend with the
 * company module: the demo's Northwind Trading (admin trade@, member buyer@ with the Buyer role) and Contoso Builders
 * (pending, contoso@). Every form a plain urlencoded POST from the storefront's own origin; the backend decides.
 */
import { describe, expect, it } from "vitest";
import { changeCompanyStatus } from "../../src/modules/company/status.ts";
import { companyDefaults } from "../../src/modules/company/config.ts";
import type { CompanyModule } from "../../src/modules/company/service.ts";
import { createContext } from "../../src/core/context.ts";
import { companyLinks, Jar, logIn, page, post, server, text, url, useCompanyStorefront } from "./company-storefront.ts";
import { TEST_CUSTOMER_PASSWORD } from "../helpers/db-template.ts";

useCompanyStorefront();

describe("company pages of the storefront worker", () => {
  let trade: Jar;
  let buyer: Jar;

  it("the company admin (trade@) sees My company, Users and Roles; invites a user; creates and deletes a role", async () => {
    trade = await logIn("trade@example.com");
    const account = await page(trade, "/account");
    expect(account.html).toContain('<a href="/account/company">My company</a>');

    const profile = await page(trade, "/account/company");
    expect(profile.status).toBe(200);
    expect(text(profile.html)).toContain("Northwind Trading");
    expect(companyLinks(profile.html)).toEqual(["Profile", "Addresses", "Users", "Roles", "Company orders"]);
    expect(profile.html).toContain('action="/account/company"');
    expect(text(profile.html)).toContain("Head office");

    const users = await page(trade, "/account/company/users");
    expect(users.status).toBe(200);
    expect(text(users.html)).toContain("buyer@example.com");
    expect(text(users.html)).toMatch(/Bea Buyer buyer@example\.com Buyer Buyer Tom Trader Active/);
    const email = `invited-${Date.now()}@example.com`;
    const bad = await post(trade, "/account/company/users", { email: "nope", firstName: "", lastName: "New" });
    expect(bad.status).toBe(422);
    expect(await bad.text()).toContain('id="inv-email-error"');
    const invited = await post(trade, "/account/company/users", { email, firstName: "Ina", lastName: "Invited", jobTitle: "Clerk", roleId: "", managerId: "" });
    const invitedHtml = await invited.text();
    expect(invited.status, text(invitedHtml)).toBe(200);
    expect(text(invitedHtml)).toContain(`The invitation to ${email} is sent.`);
    expect(await server.app.db.companyInvitation.count({ where: { email } })).toBe(1);

    // the invitation's link: a new account chooses its password, accepts, then logs in and sees its company
    const mail = await server.app.db.mailOutbox.findFirstOrThrow({ where: { toAddress: email } });
    const link = /https?:\/\/\S+?\/company\/invitation\?token=[A-Za-z0-9_-]+/.exec(mail.textBody)?.[0] ?? "";
    expect(link.startsWith(`${url}/company/invitation?token=`), mail.textBody).toBe(true);
    const guest = new Jar();
    const invitation = await page(guest, link.slice(url.length));
    expect(invitation.status).toBe(200);
    expect(invitation.html).toContain('id="inv-password"');
    const token = new URL(link).searchParams.get("token")!;
    const short = await post(guest, "/company/invitation", { token, password: "short", confirmPassword: "short" });
    expect(short.status).toBe(422);
    const accepted = await post(guest, "/company/invitation", { token, password: "a-new-password-30", confirmPassword: "a-new-password-30" });
    expect(accepted.status).toBe(200);
    expect(text(await accepted.text())).toContain("You have joined Northwind Trading.");
    const spent = await post(guest, "/company/invitation", { token, password: "a-new-password-30", confirmPassword: "a-new-password-30" });
    expect(spent.status).toBe(422);
    expect(text(await spent.text())).toContain("invalid, expired or already used");
    const joined = await post(guest, "/account/login", { email, password: "a-new-password-30", next: "/account/company" });
    expect(joined.status).toBe(303);
    expect(text((await page(guest, "/account/company")).html)).toContain("Northwind Trading");

    // one user's role, manager and job title; deactivating asks first
    const bea = await server.app.db.companyMember.findFirstOrThrow({ where: { jobTitle: "Buyer" } });
    const edit = await page(trade, `/account/company/users/${bea.id}`);
    expect(edit.status).toBe(200);
    expect(edit.html).toMatch(/<select id="mem-roleId" name="roleId">.*<option value="\d+" selected>Buyer<\/option>/);
    const edited = await post(trade, `/account/company/users/${bea.id}`, {
      jobTitle: "Senior buyer",
      roleId: String(bea.roleId),
      managerId: String(bea.managerId),
      status: "active",
    });
    expect(edited.status).toBe(200);
    expect(text(await edited.text())).toContain("The user is saved.");
    expect((await server.app.db.companyMember.findUniqueOrThrow({ where: { id: bea.id } })).jobTitle).toBe("Senior buyer");
    const ask = await page(trade, `/account/company/users/${bea.id}/deactivate`);
    expect(text(ask.html)).toContain("Deactivate Bea Buyer?");
    expect(ask.html).toContain(`action="/account/company/users/${bea.id}/deactivate"`);
    // every account page shows the member the way to the company
    expect((await page(trade, "/account/addresses")).html).toContain('<a href="/account/company">My company</a>');

    const form = await page(trade, "/account/company/roles/new");
    expect(form.status).toBe(200);
    expect(form.html).toContain("<legend>Permissions</legend>");
    expect(form.html).toMatch(
      /<fieldset><legend>Users<\/legend><ul class="permission-tree"><li><label class="choice"><input type="checkbox" name="permissions" value="company.members.view">/,
    );
    const body = new URLSearchParams({ name: "Viewer" });
    body.append("permissions", "orders.view.company");
    body.append("permissions", "company.members.view");
    const saved = await post(trade, "/account/company/roles/new", body);
    const savedHtml = await saved.text();
    expect(saved.status, text(savedHtml)).toBe(200);
    expect(text(savedHtml)).toContain("The role Viewer is saved.");
    const role = await server.app.db.companyRole.findFirstOrThrow({ where: { name: "Viewer" } });
    expect(role.permissions.split(",").sort()).toEqual(["company.members.view", "orders.view.company"]);
    const confirm = await page(trade, `/account/company/roles/${role.id}/delete`);
    expect(text(confirm.html)).toContain("Delete the role Viewer?");
    const deleted = await post(trade, `/account/company/roles/${role.id}/delete`, {});
    expect(deleted.status).toBe(200);
    expect(text(await deleted.text())).toContain("The role is deleted.");
    // a role its users still hold: the backend's 409, said on the page
    const buyerRole = await server.app.db.companyRole.findFirstOrThrow({ where: { name: "Buyer" } });
    const inUse = await post(trade, `/account/company/roles/${buyerRole.id}/delete`, {});
    expect(inUse.status).toBe(409);
  });

  it("a buyer (buyer@) sees My company without Users or Roles, and a direct POST gets the backend's refusal", async () => {
    buyer = await logIn("buyer@example.com");
    expect((await page(buyer, "/account")).html).toContain('<a href="/account/company">My company</a>');
    const profile = await page(buyer, "/account/company");
    expect(profile.status).toBe(200);
    expect(companyLinks(profile.html)).toEqual(["Profile", "Addresses"]);
    expect(profile.html).not.toContain('action="/account/company"');
    const invite = await post(buyer, "/account/company/users", { email: `sneaky-${Date.now()}@example.com`, firstName: "S", lastName: "N" });
    expect(invite.status).toBe(403);
    expect(await invite.text()).toContain('class="notice err" role="alert"');
    const role = await post(buyer, "/account/company/roles/new", { name: "Boss", permissions: "company.roles.manage" });
    expect(role.status).toBe(403);
    expect(await server.app.db.companyRole.count({ where: { name: "Boss" } })).toBe(0);
  });

  it("a customer of no company gets a friendly page, not an error", async () => {
    const jane = await logIn("jane@example.com");
    const r = await page(jane, "/account/company");
    expect(r.status).toBe(200);
    expect(text(r.html)).toContain("You are not part of a company account.");
    expect((await page(jane, "/account")).html).not.toContain('href="/account/company"');
  });

  it("the login page shows the pending company's message to contoso@", async () => {
    const r = await post(new Jar(), "/account/login", { email: "contoso@example.com", password: TEST_CUSTOMER_PASSWORD });
    expect(r.status).toBe(403);
    expect(text(await r.text())).toContain(companyDefaults.pendingMessage);
    expect(r.headers.getSetCookie().join()).not.toContain("customer_token");
  });

  it("the checkout offers the company's Head office to buyer@; once the company is blocked, the worker's checkout is refused with the blocked message", async () => {
    const product = await server.app.db.product.findFirstOrThrow({
      where: { type: "simple", status: 1, visibility: 4, customOptions: { none: {} }, NOT: { sku: { contains: "WH-" } } },
      select: { sku: true },
    });
    const added = await post(buyer, "/cart/add", { sku: product.sku, qty: "1" });
    expect(added.status).toBe(303);
    const checkout = await page(buyer, "/checkout");
    expect(checkout.status).toBe(200);
    const address = await server.app.db.companyAddress.findFirstOrThrow({ where: { label: "Head office" } });
    expect(checkout.html).toContain(`value="company-${address.id}"`);
    expect(text(checkout.html)).toContain("Head office: Tom Trader, Northwind Trading, 1200 Harbor Ave");

    // blocked by the merchant (the status change the console's companyBlock makes)
    const northwind = await server.app.db.company.findFirstOrThrow({ where: { name: "Northwind Trading" } });
    const ctx = {
      ...(await createContext(server.app, { headers: { get: () => null }, ip: "127.0.0.1" })),
      caller: { kind: "admin" as const, adminId: 1, scopes: ["*"] },
    };
    await changeCompanyStatus(ctx, server.app.modules.get("company") as unknown as CompanyModule, northwind.id, "block", "Overdue invoices", { mail: false });
    const place = await post(buyer, "/checkout", {
      step: "place",
      addressId: `company-${address.id}`,
      shippingMethod: "flatrate_flatrate",
      paymentMethod: "checkmo",
    });
    const placed = await place.text();
    expect(place.status, text(placed)).toBe(403);
    expect(text(placed)).toContain(companyDefaults.blockedMessage);
    expect(await server.app.db.order.count({ where: { customerEmail: "buyer@example.com" } })).toBe(0);
    // still logged in and browsing
    expect((await page(buyer, "/account/company")).status).toBe(200);
  });
});
