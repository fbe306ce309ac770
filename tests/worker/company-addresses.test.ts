/**
 * The company's address book pages of the storefront worker without JavaScript, in workerd (Miniflare) in front of
 * the real backend: the admin (trade@) adds, edits and deletes an address, which buyer@ (Buyer role:
 * company.addresses.use) then ships to at checkout; buyer@ sees the list without the forms and the backend refuses
 * a direct POST with 403.
 */
import { describe, expect, it } from "vitest";
import { companyLinks, type Jar, logIn, page, post, server, text, url, useCompanyStorefront } from "./company-storefront.ts";

useCompanyStorefront();

describe("company address book pages", () => {
  let trade: Jar;
  let buyer: Jar;
  let id = 0;

  it("trade@ adds and edits an address; buyer@ sees it read-only, is refused a direct POST, and ships to it at checkout", async () => {
    trade = await logIn("trade@example.com");
    const list = await page(trade, "/account/company/addresses");
    expect(list.status).toBe(200);
    expect(companyLinks(list.html)).toContain("Addresses");
    expect(list.html).toContain('<a href="/account/company/addresses" aria-current="page">Addresses</a>');
    expect(text(list.html)).toContain("Head office");
    expect(list.html).toContain('href="/account/company/addresses/new"');

    const form = await page(trade, "/account/company/addresses/new");
    expect(form.status).toBe(200);
    expect(form.html).toContain('id="ca-label"');
    expect(form.html).toContain('name="isDefaultBilling"');
    const missing = await post(trade, "/account/company/addresses/new", { label: "", firstName: "Wes" });
    expect(missing.status).toBe(422);
    expect(await missing.text()).toContain('id="ca-label-error"');

    const fields = {
      label: "Warehouse <b>7</b>",
      firstName: "Wes",
      lastName: "Store",
      company: "Northwind Trading",
      street: "7 Dock Road",
      city: "Portland",
      postcode: "97201",
      countryId: "US",
      regionId: "",
      telephone: "555-0107",
      isDefaultShipping: "1",
    };
    const added = await post(trade, "/account/company/addresses/new", fields);
    const addedHtml = await added.text();
    expect(added.status, text(addedHtml)).toBe(200);
    expect(addedHtml).toContain("Warehouse &lt;b&gt;7&lt;/b&gt;");
    expect(addedHtml).not.toContain("<b>7</b>");
    const row = await server.app.db.companyAddress.findFirstOrThrow({ where: { label: "Warehouse <b>7</b>" } });
    id = row.id;
    expect(row.isDefaultShipping).toBe(true);
    expect(row.isDefaultBilling).toBe(false);
    // one default shipping address per company: the head office lost its flag
    expect((await server.app.db.companyAddress.findFirstOrThrow({ where: { label: "Head office" } })).isDefaultShipping).toBe(false);

    const edit = await page(trade, `/account/company/addresses/${id}`);
    expect(edit.status).toBe(200);
    expect(edit.html).toContain('value="7 Dock Road"');
    expect(edit.html).toMatch(/name="isDefaultShipping" value="1" checked/);
    const edited = await post(trade, `/account/company/addresses/${id}`, { ...fields, label: "Warehouse 7", city: "Salem", isDefaultBilling: "1" });
    expect(edited.status, text(await edited.text())).toBe(200);
    const after = await server.app.db.companyAddress.findUniqueOrThrow({ where: { id } });
    expect([after.label, after.city, after.isDefaultBilling]).toEqual(["Warehouse 7", "Salem", true]);
    expect((await page(trade, "/account/company/addresses/999999")).status).toBe(404);

    // a cross-site form post changes nothing
    const cross = await fetch(`${url}/account/company/addresses/${id}/delete`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: "https://evil.example", "sec-fetch-site": "cross-site", cookie: String(trade) },
      body: "",
    });
    expect(cross.status).toBe(403);
    expect(await server.app.db.companyAddress.count({ where: { id } })).toBe(1);

    buyer = await logIn("buyer@example.com");
    const seen = await page(buyer, "/account/company/addresses");
    expect(seen.status).toBe(200);
    expect(companyLinks(seen.html)).toEqual(["Profile", "Addresses"]);
    expect(text(seen.html)).toContain("Warehouse 7");
    expect(seen.html).not.toContain("/account/company/addresses/new");
    expect(seen.html).not.toContain(`/account/company/addresses/${id}`);
    expect((await page(buyer, "/account/company/addresses/new")).status).toBe(403);
    expect((await page(buyer, `/account/company/addresses/${id}/delete`)).status).toBe(403);
    const sneaky = await post(buyer, "/account/company/addresses/new", { ...fields, label: "Sneaky" });
    expect(sneaky.status).toBe(403);
    expect(await sneaky.text()).toContain('class="notice err" role="alert"');
    expect(await server.app.db.companyAddress.count({ where: { label: "Sneaky" } })).toBe(0);
    expect((await post(buyer, `/account/company/addresses/${id}`, { ...fields, label: "Hijacked" })).status).toBe(403);
    expect((await post(buyer, `/account/company/addresses/${id}/delete`, {})).status).toBe(403);
    expect((await server.app.db.companyAddress.findUniqueOrThrow({ where: { id } })).label).toBe("Warehouse 7");

    const product = await server.app.db.product.findFirstOrThrow({
      where: { type: "simple", status: 1, visibility: 4, customOptions: { none: {} }, NOT: { sku: { contains: "WH-" } } },
      select: { sku: true },
    });
    expect((await post(buyer, "/cart/add", { sku: product.sku, qty: "1" })).status).toBe(303);
    const checkout = await page(buyer, "/checkout");
    expect(checkout.status).toBe(200);
    expect(checkout.html).toContain(`value="company-${id}"`);
    expect(text(checkout.html)).toContain("Warehouse 7: Wes Store, Northwind Trading, 7 Dock Road, 97201 Salem");
  });

  it("trade@ deletes the address after a confirmation page; it leaves buyer@'s checkout", async () => {
    const ask = await page(trade, `/account/company/addresses/${id}/delete`);
    expect(ask.status).toBe(200);
    expect(text(ask.html)).toContain("Delete the address Warehouse 7?");
    expect(ask.html).toContain(`<form action="/account/company/addresses/${id}/delete" method="post">`);
    const deleted = await post(trade, `/account/company/addresses/${id}/delete`, {});
    expect(deleted.status).toBe(200);
    expect(text(await deleted.text())).toContain("The address is deleted.");
    expect(await server.app.db.companyAddress.count({ where: { id } })).toBe(0);
    // deleting it again: the backend's 404, shown with its status
    expect((await post(trade, `/account/company/addresses/${id}/delete`, {})).status).toBe(404);
    const checkout = await page(buyer, "/checkout");
    expect(checkout.html).not.toContain(`value="company-${id}"`);
  });
});
