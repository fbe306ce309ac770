/**
 * The storefront's account and form pages without JavaScript: every form a plain urlencoded POST from
 * the storefront's own origin, as a browser with scripts off sends it, to the worker in workerd (Miniflare) in
 * front of the real backend. Answers are pages with the outcome in place (inline errors or the success message).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Miniflare } from "miniflare";
import { startTestServer, type TestServer } from "../helpers/server.ts";
import access from "../../src/modules/access-gate/index.ts";
import approval from "../../src/modules/customer-approval/index.ts";
import forms from "../../src/modules/custom-forms/index.ts";
import { TEST_API_PASSWORD, TEST_CUSTOMER_PASSWORD } from "../helpers/db-template.ts";
import { bundleWorker, type BackendProxy, SECRET, startProxy, startWorker, type TestKV } from "./harness.ts";

let server: TestServer;
let proxy: BackendProxy;
let mf: Miniflare;
let url: string;
let kv: TestKV;

beforeAll(async () => {
  proxy = await startProxy("");
  ({ mf, url } = await startWorker(await bundleWorker(), {
    BACKEND_URL: proxy.url,
    SYNC_SECRET: SECRET,
    BACKEND_BASIC_AUTH: `storefront:${TEST_API_PASSWORD}`,
    ALLOW_HTTP: "1",
    B2B_MODULES: "access,approval,forms",
  }));
  kv = (await mf.getKVNamespace("KV")) as unknown as TestKV;
  server = await startTestServer({
    modules: [access as never, approval as never, forms as never],
    settings: { storefrontUrl: url, syncSecret: SECRET, storefrontSync: { cron: "", baseDelayMs: 50, batchMs: 20 } },
  });
  proxy.backend = server.url;
  await server.app.config.set("b2b_forms/minFillSeconds", "1", "default", 0);
  const r = await fetch(`${url}/sync`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ secret: SECRET }) });
  expect(r.status).toBe(200);
}, 60_000);

afterAll(async () => {
  await mf?.dispose();
  await proxy?.close();
  await server?.close();
});

/** a form post as Chromium sends it from the storefront's own page */
const form = (path: string, fields: Record<string, string>, cookie = "", origin = url) =>
  fetch(url + path, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", origin, "sec-fetch-site": origin === url ? "same-origin" : "cross-site", cookie },
    body: new URLSearchParams(fields),
  });
const page = async (path: string, cookie = "") => {
  const r = await fetch(url + path, { redirect: "manual", headers: { cookie } });
  return { status: r.status, html: await r.text(), location: r.headers.get("location") };
};
const cookieOf = (r: Response) => /customer_token=[^;]+/.exec(r.headers.getSetCookie().join("\n"))?.[0] ?? "";
const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

const email = `shopper-${Date.now()}@example.com`;
let cookie = "";

describe("login and registration as server-rendered forms (no JavaScript)", () => {
  it("registers with inline errors first, then logs in by the form post; a cross-origin post is refused", async () => {
    const bad = await form("/account/register", { firstName: "", lastName: "Shopper", email: "nope", password: "short" });
    expect(bad.status).toBe(422);
    const badHtml = await bad.text();
    expect(badHtml).toContain('id="r-email-error"');
    expect(badHtml).toContain('id="r-firstName-error"');
    expect(badHtml).toContain('value="Shopper"');
    expect(badHtml).not.toContain('value="short"');

    // new accounts wait for approval here (customer approval is on): the login page says so, with the email filled in
    const ok = await form("/account/register", { firstName: "Sam", lastName: "Shopper", email, password: "a-good-password" });
    expect(ok.status).toBe(200);
    const okHtml = await ok.text();
    expect(text(okHtml)).toContain("Your account is created.");
    expect(okHtml).toContain(`value="${email}"`);
    expect(cookieOf(ok)).toBe("");
    const id = (await server.app.db.customer.findFirstOrThrow({ where: { email } })).id;
    const approved = await server.gql(`mutation($id:Int!){customerApprove(id:$id){__typename}}`, { id }, { token: await server.adminToken() });
    expect(approved.data?.customerApprove.__typename).toBe("CustomerApproveSuccess");

    const wrong = await form("/account/login", { email, password: "not-the-password", next: "/account" });
    expect(wrong.status).toBe(401);
    expect(text(await wrong.text())).toContain("The email or password is not right.");
    expect(cookieOf(wrong)).toBe("");

    const foreign = await form("/account/login", { email, password: "a-good-password" }, "", "https://evil.example");
    expect(foreign.status).toBe(403);
    expect(cookieOf(foreign)).toBe("");

    const login = await form("/account/login", { email, password: "a-good-password", next: "/account/wishlist" });
    expect(login.status).toBe(303);
    expect(login.headers.get("location")).toBe("/account/wishlist");
    cookie = cookieOf(login);
    expect((await page("/account", cookie)).html).toContain("Hello Sam");
    // another site's path is never where a login sends the visitor
    const away = await form("/account/login", { email, password: "a-good-password", next: "//evil.example/x" });
    expect(away.headers.get("location")).toBe("/");
  });
});

describe("account pages — password, address book, wishlist, newsletter", () => {
  it("password change: inline errors, then changed with the calling session still logged in", async () => {
    const empty = await form("/account/password", { currentPassword: "", newPassword: "x", confirmPassword: "y" }, cookie);
    expect(empty.status).toBe(422);
    const h = await empty.text();
    expect(h).toContain('id="f-currentPassword-error"');
    expect(h).toContain('id="f-newPassword-error"');
    const wrong = await form(
      "/account/password",
      { currentPassword: "not-it-at-all", newPassword: "another-password", confirmPassword: "another-password" },
      cookie,
    );
    expect(wrong.status).toBe(422);
    expect(await wrong.text()).toMatch(/field-error|notice err/);
    const ok = await form(
      "/account/password",
      { currentPassword: "a-good-password", newPassword: "another-password", confirmPassword: "another-password" },
      cookie,
    );
    expect(ok.status).toBe(200);
    expect(text(await ok.text())).toContain("Your password is changed.");
    const after = await page("/account", cookie);
    expect(after.status).toBe(200);
    expect(after.html).toContain("Hello Sam");
    expect((await form("/account/login", { email, password: "another-password" })).status).toBe(303);
    expect(
      (await form("/account/password", { currentPassword: "x", newPassword: "yyyyyyyy", confirmPassword: "yyyyyyyy" }, cookie, "https://evil.example")).status,
    ).toBe(403);
  });

  it("address book: add (inline errors, country select of the allowed countries), edit, delete", async () => {
    const blank = await page("/account/addresses/new", cookie);
    expect(blank.html).toMatch(/<select id="f-countryId" name="countryId" autocomplete="country"/);
    expect(blank.html).toMatch(/name="telephone" type="tel" autocomplete="tel"/);
    const missing = await form("/account/addresses/new", { firstName: "Sam", lastName: "Shopper", countryId: "US" }, cookie);
    expect(missing.status).toBe(422);
    const mh = await missing.text();
    for (const f of ["street", "city", "postcode", "telephone"]) expect(mh).toContain(`id="f-${f}-error"`);
    expect(mh).toContain('value="Sam"');
    const added = await form(
      "/account/addresses/new",
      {
        firstName: "Sam",
        lastName: "Shopper",
        street: "5 Main St",
        city: "Austin",
        postcode: "78701",
        countryId: "US",
        telephone: "5125550100",
        isDefaultShipping: "1",
      },
      cookie,
    );
    expect(added.status).toBe(200);
    const list = text(await added.text());
    expect(list).toContain("The address is saved.");
    expect(list).toContain("5 Main St");
    const id = /\/account\/addresses\/(\d+)"/.exec((await page("/account/addresses", cookie)).html)![1]!;
    const edit = await page(`/account/addresses/${id}`, cookie);
    expect(edit.html).toContain('value="5 Main St"');
    const changed = await form(
      `/account/addresses/${id}`,
      { firstName: "Sam", lastName: "Shopper", street: "7 Side St", city: "Austin", postcode: "78701", countryId: "US", telephone: "5125550100" },
      cookie,
    );
    expect(text(await changed.text())).toContain("7 Side St");
    const gone = await form(`/account/addresses/${id}/delete`, {}, cookie);
    const gh = text(await gone.text());
    expect(gh).toContain("The address is deleted.");
    expect(gh).not.toContain("7 Side St");
    expect((await page("/account/addresses/999999", cookie)).status).toBe(404);
  });

  it("wishlist: add from the product page, list, remove", async () => {
    const key = (await kv.list({ prefix: "default:product:" })).keys.find((k) => !(k.metadata as { h?: number } | undefined)?.h)!;
    const p = JSON.parse((await kv.get(key.name))!) as { sku: string; urlKey: string; name: string };
    const product = await page(`/p/${p.urlKey}`, cookie);
    expect(product.html).toContain('action="/account/wishlist/add"');
    // guests' (shared, cached) pages carry no wishlist button
    expect((await page(`/p/${p.urlKey}`)).html).not.toContain("/account/wishlist/add");
    const added = await form("/account/wishlist/add", { sku: p.sku, urlKey: p.urlKey }, cookie);
    expect(added.status).toBe(200);
    const h = await added.text();
    expect(text(h)).toContain("Saved to your wishlist.");
    expect(text(h)).toContain(p.name);
    const itemId = /name="id" value="(\d+)"/.exec(h)![1]!;
    const removed = await form("/account/wishlist/remove", { id: itemId }, cookie);
    expect(text(await removed.text())).toContain("Your wishlist is empty.");
    expect((await form("/account/wishlist/add", { sku: p.sku, urlKey: p.urlKey })).headers.get("location")).toBe(
      `/account/login?next=${encodeURIComponent(`/p/${p.urlKey}`)}`,
    );
  });

  it("newsletter: subscribe, then the page says so; unsubscribe", async () => {
    expect((await page("/account/newsletter", cookie)).html).toContain('action="/account/newsletter"');
    const r = await form("/account/newsletter", {}, cookie);
    expect(r.status).toBe(200);
    const h = text(await r.text());
    expect(h).toContain("Thank you for your subscription.");
    expect(h).toContain("You are subscribed");
    const offHtml = await (await form("/account/newsletter/unsubscribe", {}, cookie)).text();
    expect(text(offHtml)).toContain("You have been unsubscribed");
    expect(offHtml).toContain('action="/account/newsletter"');
    expect((await page("/account/newsletter")).location).toBe("/account/login?next=%2Faccount%2Fnewsletter");
  });
});

describe("the trade-account form embedded in a CMS page, rendered and posted through the worker", () => {
  it("country as a select of the allowed countries, tel/email with autocomplete; inline errors keep the values; the success message in place", async () => {
    const first = await page("/trade-account");
    expect(first.status).toBe(200);
    const h = first.html;
    expect(h).toContain('action="/forms/trade-account"');
    // the backend's copy (posting to the backend's origin) is not what the visitor gets
    expect(h).not.toContain("/customforms/form/submit");
    const select = /<select id="form-trade-account-country" name="fields\[country\]"[^>]*>([\s\S]*?)<\/select>/.exec(h);
    expect(select?.[0]).toContain('autocomplete="country"');
    const countries = JSON.parse((await kv.get("default:countries"))!) as { id: string }[];
    const config = JSON.parse((await kv.get("default:config"))!) as { allowedCountries?: string[] };
    const offered = [...select![1]!.matchAll(/<option value="([A-Z]{2})"/g)].map((m) => m[1]);
    expect(offered.length).toBeGreaterThan(1);
    expect(offered.every((c) => (config.allowedCountries?.length ? config.allowedCountries : countries.map((x) => x.id)).includes(c!))).toBe(true);
    expect(h).toMatch(/name="fields\[email\]" type="email" inputmode="email" value="" required autocomplete="email"/);
    expect(h).toMatch(/name="fields\[telephone\]" type="tel" inputmode="tel" value="" autocomplete="tel"/);
    // each view gets its own render token: such a page is never served from the edge cache
    const second = await page("/trade-account");
    const token = (s: string) => /name="renderToken" value="([^"]+)"/.exec(s)![1];
    expect(token(second.html)).not.toBe(token(h));

    // the fill time is counted in whole seconds from the render (rounded down), so "too quickly" is only certain
    // well inside the minimum: 3 s here, and the token of the page read just before the post
    await server.app.config.set("b2b_forms/minFillSeconds", "3", "default", 0);
    const fields = {
      page: "trade-account",
      renderToken: token(second.html)!,
      "fields[company]": "Acme Builders",
      "fields[firstName]": "Tia",
      "fields[email]": "not-an-email",
      "fields[country]": offered[0]!,
    };
    const early = await form("/forms/trade-account", fields);
    expect(early.status).toBe(422);
    expect(text(await early.text())).toContain("too quickly");
    await server.app.config.set("b2b_forms/minFillSeconds", "1", "default", 0);
    await new Promise((r) => setTimeout(r, 1100));
    const invalid = await form("/forms/trade-account", fields);
    expect(invalid.status).toBe(422);
    const ih = await invalid.text();
    expect(ih).toContain('id="form-trade-account-email-error"');
    expect(ih).toContain('id="form-trade-account-lastName-error"');
    expect(ih).toContain('value="Acme Builders"');
    expect(token(ih)).toBe(fields.renderToken);

    const done = await form("/forms/trade-account", {
      ...fields,
      "fields[email]": `tia-${Date.now()}@example.com`,
      "fields[lastName]": "Trader",
      "fields[password]": "a-good-password",
      "fields[telephone]": "5125550100",
    });
    expect(done.status).toBe(200);
    const dh = text(await done.text());
    expect(dh).toContain("We review trade applications within two working days");
    expect(dh).not.toContain("Send");
    expect((await form("/forms/trade-account", fields, "", "https://evil.example")).status).toBe(403);
  });
});

describe("the login wall's landing page", () => {
  it("a walled store sends guests to its landing page: the CMS text beside a login form that works without JavaScript", async () => {
    for (const [path, value] of [
      ["b2b_access/loginRedirect", "login-required"],
      ["b2b_access/requireLogin", "1"],
    ]) {
      const r = await server.gql(
        `mutation($p:String!,$v:String){configValueSet(path:$p,value:$v){__typename}}`,
        { p: path, v: value },
        { token: await server.adminToken() },
      );
      expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
    }
    await fetch(`${url}/sync/config`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ secret: SECRET }) });
    const end = Date.now() + 15_000;
    let r = await page("/");
    while (r.location !== "/login-required" && Date.now() < end) {
      await new Promise((x) => setTimeout(x, 100));
      r = await page("/");
    }
    expect(r.location).toBe("/login-required");
    const landing = await page("/login-required");
    expect(landing.status).toBe(200);
    expect(text(landing.html)).toContain("Log in with your trade account to browse the catalogue.");
    expect(landing.html).toContain('action="/account/login"');
    expect(landing.html).toContain('href="/account/register"');
    const login = await form("/account/login", { email: "trade@example.com", password: TEST_CUSTOMER_PASSWORD, next: "/" });
    expect(login.status).toBe(303);
    expect((await page("/", cookieOf(login))).status).toBe(200);
  });
});
