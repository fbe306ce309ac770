/**
 * Forms as Maho's storefront (mageaustralia/maho-storefront) meets them.
 * - its freshness check (src/js/controllers/freshness-controller.js) hashes `updatedAt|title|content` of
 *   `/cms-pages?identifier=...`: the content must not change between edits (no render token in it);
 * - a browser post of the embedded form from the storefront's origin is sent back to the page on that origin,
 *   never to another one;
 * - its form client (src/plugins/custom-forms/controller.js) reads `{status, message, errors: {key: message}}`
 *   from `POST /custom-forms/{code}/submissions`, refreshes its token on `status: "expired"`, and shows
 *   `message` on 429 and 413.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import forms from "../../../src/modules/custom-forms/index.ts";
import { startTestServer, type TestServer } from "../../helpers/server.ts";
import { agedToken, setFormsConfig } from "./helpers.ts";

const SHOP = "https://shop.example";
let s: TestServer;
let admin: string;
beforeAll(async () => {
  s = await startTestServer({
    modules: [forms as never],
    settings: { publicBaseUrl: "https://api.example.com", storefrontUrl: `${SHOP}/`, corsOrigins: ["https://b2b.shop.example"] },
  });
  admin = await s.adminToken();
}, 60_000);
afterAll(async () => {
  await s?.close();
});

const contact = { name: "Ann Example", email: "ann@example.com", topic: "order", message: "Where is my order?" };
const mahoPost = (code: string, body: unknown, ip = "198.51.100.7") =>
  s.json(`/api/rest/v2/custom-forms/${code}/submissions`, { method: "POST", json: body, headers: { "x-forwarded-for": ip } });

describe("CMS content is stable between edits", () => {
  it("two reads of /cms-pages?identifier=trade-account answer the same content and updatedAt; the form's token comes from its schema request", async () => {
    const read = async () => {
      const r = await s.json("/api/rest/v2/cms-pages?identifier=trade-account");
      expect(r.status).toBe(200);
      return r.body.member[0] as { content: string; updatedAt: string };
    };
    const a = await read();
    await new Promise((r) => setTimeout(r, 1100)); // a token carries its issue second
    const b = await read();
    expect(b.updatedAt).toBe(a.updatedAt);
    expect(b.content).toBe(a.content);
    // the server-rendered form is still there (labels, the browser route), with no token of its own
    expect(a.content).toContain('<div data-maho-form="trade-account">');
    expect(a.content).toContain('name="fields[company]"');
    expect(a.content).toContain('<input type="hidden" name="render_token" value="">');
    expect(a.content).not.toMatch(/\d{9,}\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}/);
    // GraphQL's cmsPage answers the same stable content
    const g = await s.gql(`{ cmsPage(identifier: "trade-account") { content } }`);
    expect((g.data as { cmsPage: { content: string } }).cmsPage.content).toBe(a.content);
    // the schema request hands out the token
    const schema = await s.json("/api/rest/v2/custom-forms/trade-account");
    expect(schema.body.renderToken).toMatch(/^\d+\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}$/);
  });

  it("after a browser post the page with form_flash carries a fresh token (that answer is the visitor's own)", async () => {
    const body = new URLSearchParams({ form_code: "contact", render_token: "", return_to: "/contact-us" });
    for (const [k, v] of Object.entries(contact)) body.append(`fields[${k}]`, v);
    const r = await s.fetch("/customforms/form/submit", {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": "198.51.100.70" },
      body: body.toString(),
    });
    expect(r.status).toBe(303);
    const flash = new URL(r.headers.get("location")!, "http://x").searchParams.get("form_flash")!;
    await s.app.db.cmsPage.create({
      data: {
        identifier: "contact-us",
        title: "Contact",
        content: '{{block type="customforms/form" form_code="contact"}}<div data-maho-form="contact"></div>',
      },
    });
    const page = await s.json(`/api/rest/v2/cms-pages?identifier=contact-us&form_flash=${encodeURIComponent(flash)}`);
    const html = page.body.member[0].content as string;
    expect(html).toContain('name="fields[name]" value="Ann Example"');
    expect(html).toMatch(/name="render_token" value="\d+\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}"/);
  });
});

describe("the browser route sends the shopper back to the storefront", () => {
  const post = (extra: Record<string, string>, headers: Record<string, string> = {}) => {
    const body = new URLSearchParams({ form_code: "contact", render_token: "x", ...extra });
    for (const [k, v] of Object.entries(contact)) body.append(`fields[${k}]`, v);
    return s.fetch("/customforms/form/submit", {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": "198.51.100.71", ...headers },
      body: body.toString(),
    });
  };
  const target = async (extra: Record<string, string>, headers: Record<string, string> = {}) => {
    const r = await post(extra, headers);
    expect(r.status).toBe(303);
    const loc = r.headers.get("location")!;
    const u = new URL(loc); // absolute, or this throws
    expect(u.searchParams.get("form_flash")).toBeTruthy();
    return `${u.origin}${u.pathname}`;
  };

  it("a return_to path is taken on the storefront origin the post came from", async () => {
    expect(await target({ return_to: "/trade-account" }, { referer: `${SHOP}/trade-account` })).toBe(`${SHOP}/trade-account`);
    expect(await target({ return_to: "/trade-account" })).toBe(`${SHOP}/trade-account`);
    // another configured storefront origin (CORS_ORIGINS) keeps its own origin
    expect(await target({ return_to: "/trade-account" }, { referer: "https://b2b.shop.example/trade-account?x=1" })).toBe(
      "https://b2b.shop.example/trade-account",
    );
    expect(await target({ return_to: `${SHOP}/pages/contact?a=1` })).toBe(`${SHOP}/pages/contact`);
    // no return_to: the Referer's page, when it is on a storefront origin
    expect(await target({}, { referer: `${SHOP}/about-us` })).toBe(`${SHOP}/about-us`);
    const r = await post({ return_to: "/trade-account?tab=2#top" }, { referer: `${SHOP}/trade-account` });
    expect(r.headers.get("location")).toMatch(/^https:\/\/shop\.example\/trade-account\?tab=2&form_flash=[^&#]+#b2b-form-contact$/);
  });

  it("hostile return_to or Referer values fall back to the storefront's home page, never another origin", async () => {
    const hostile = [
      "https://evil.example/trade-account",
      "//evil.example/x",
      "///evil.example/x",
      "https:evil.example",
      "https:/evil.example",
      "/\\evil.example",
      "\\\\evil.example",
      "https://shop.example\\@evil.example/",
      "https://shop.example@evil.example/",
      "https://user:pass@shop.example/",
      "https://shop.example.evil.example/",
      "http://shop.example/", // another scheme is another origin
      "javascript:alert(1)",
      "JaVaScRiPt:alert(1)",
      "data:text/html,x",
      "/%2F%2Fevil.example",
    ];
    for (const v of hostile) {
      expect(await target({ return_to: v }), v).toBe(`${SHOP}/`);
      expect(await target({}, { referer: v.startsWith("/") || v.startsWith("\\") ? `https://evil.example${v}` : v }), `Referer ${v}`).toBe(`${SHOP}/`);
    }
    // a path is never put on the origin of a Referer that is not a storefront's
    expect(await target({ return_to: "/trade-account" }, { referer: "https://evil.example/x" })).toBe(`${SHOP}/trade-account`);
    expect(await target({ return_to: "/trade-account" }, { origin: "https://evil.example" })).toBe(`${SHOP}/trade-account`);
  });
});

describe("Maho's shape on POST /custom-forms/{code}/submissions", () => {
  it("field errors are {status:'invalid', errors:{key: message}, message}; our own route keeps problem details", async () => {
    const bad = { payload: { ...contact, email: "nope", name: "" }, renderToken: await agedToken(s, "contact"), hp: "" };
    const r = await mahoPost("contact", bad);
    expect(r.status).toBe(422);
    expect(r.headers.get("content-type")).toMatch(/^application\/json/);
    expect(r.body).toEqual({
      status: "invalid",
      message: expect.any(String),
      errors: { name: expect.any(String), email: "Email must be an email address" },
    });
    const ours = await s.json("/api/rest/v2/custom-form-submissions", {
      method: "POST",
      json: { formCode: "contact", payload: bad.payload, renderToken: bad.renderToken },
    });
    expect(ours.status).toBe(422);
    expect(ours.headers.get("content-type")).toMatch(/^application\/problem\+json/);
    expect(ours.body).toMatchObject({
      code: "invalid",
      errors: expect.arrayContaining([{ field: "email", code: expect.any(String), message: "Email must be an email address" }]),
    });
  });

  it("a missing, forged, expired or used token is {status:'expired'} (the client then fetches a fresh one); too fast is {status:'too_fast'}", async () => {
    for (const renderToken of [undefined, "forged", await agedToken(s, "contact", 25 * 3600), await agedToken(s, "trade-account")]) {
      const r = await mahoPost("contact", { payload: contact, renderToken, hp: "" });
      expect(r.status).toBe(422);
      expect(r.body).toEqual({ status: "expired", message: expect.any(String) });
    }
    const token = await agedToken(s, "contact");
    expect((await mahoPost("contact", { payload: contact, renderToken: token, hp: "" })).body).toMatchObject({ status: "ok" });
    expect((await mahoPost("contact", { payload: contact, renderToken: token, hp: "" })).body).toEqual({ status: "expired", message: expect.any(String) });
    const fast = await mahoPost("contact", { payload: contact, renderToken: await agedToken(s, "contact", 0), hp: "" });
    expect(fast.status).toBe(422);
    expect(fast.body).toEqual({ status: "too_fast", message: expect.any(String) });
  });

  it("success is 201 {status:'ok', message, submissionId}; the rate limit is 429 {status:'rate_limited', message} with Retry-After; 413 and 404 carry a message", async () => {
    await setFormsConfig(s, admin, "rateLimitPerHour", "2");
    try {
      const ip = "198.51.100.99";
      const ok = await mahoPost("contact", { payload: contact, renderToken: await agedToken(s, "contact"), hp: "" }, ip);
      expect(ok.status).toBe(201);
      expect(ok.body).toEqual({ status: "ok", submissionId: expect.any(Number), message: "Thank you for your message. We will get back to you soon." });
      await mahoPost("contact", { payload: contact, renderToken: await agedToken(s, "contact"), hp: "" }, ip);
      const limited = await mahoPost("contact", { payload: contact, renderToken: await agedToken(s, "contact"), hp: "" }, ip);
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(limited.body).toEqual({ status: "rate_limited", message: expect.any(String) });
    } finally {
      await setFormsConfig(s, admin, "rateLimitPerHour", "20");
    }
    const many = Object.fromEntries(Array.from({ length: 61 }, (_, i) => [`f${i}`, "x"]));
    const big = await mahoPost("contact", { payload: many, renderToken: await agedToken(s, "contact"), hp: "" });
    expect(big.status).toBe(413);
    expect(big.body).toEqual({ status: "too_large", message: expect.any(String) });
    const missing = await mahoPost("no-such-form", { payload: contact, renderToken: "x", hp: "" });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ status: "not_found", message: expect.any(String) });
  });
});
