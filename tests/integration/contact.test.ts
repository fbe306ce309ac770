/**
 * Maho's contact routes, `GET /api/rest/v2/contact/config` and `POST /api/rest/v2/contact`
 * (Maho's Mage/Contacts/Api ContactForm resource; the storefront's src/js/controllers/contact-controller.js posts
 * `{name, email, telephone, comment, company}` and reads `success` and `message`), through the custom forms
 * pipeline: honeypot, fill time (a render token from the config), per-IP limit, validation, the `contact` form's
 * Submitted Data, and a mail to the store's contact address through the outbox. Real server, real SMTP peer.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import forms from "../../src/modules/custom-forms/index.ts";
import { startTestServer, type TestServer } from "../helpers/server.ts";
import { startSmtpPeer, type SmtpPeer } from "../modules/approval/smtp-peer.ts";
import { agedToken, setFormsConfig } from "../modules/forms/helpers.ts";

const FAST_OUTBOX = { pollMs: 50, baseDelayMs: 20, maxDelayMs: 100 };
let s: TestServer;
let smtp: SmtpPeer;
let admin: string;
beforeAll(async () => {
  smtp = await startSmtpPeer();
  s = await startTestServer({ modules: [forms as never], settings: { smtpUrl: smtp.url, mailOutbox: FAST_OUTBOX } });
  admin = await s.adminToken();
  const r = await s.gql(
    `mutation { configValueSet(path: "contacts/email/recipient_email", value: "hello@shop.example") { __typename ... on Problem { code } } }`,
    {},
    { token: admin },
  );
  expect(r.data).toMatchObject({ configValueSet: { __typename: expect.not.stringMatching(/^Problem$/) } });
}, 60_000);
afterAll(async () => {
  await s?.close();
  await smtp?.close();
});

const post = (body: Record<string, unknown>, ip = "203.0.113.5") =>
  s.json("/api/rest/v2/contact", { method: "POST", json: body, headers: { "x-forwarded-for": ip } });
const submissions = () => s.app.db.customFormSubmission.count({ where: { formCode: "contact" } });

describe("Maho's contact routes through the forms pipeline", () => {
  it("GET /contact/config answers Maho's fields and a render token", async () => {
    const r = await s.json("/api/rest/v2/contact/config");
    expect(r.status).toBe(200);
    expect(r.headers.get("cache-control")).toBe("no-store");
    expect(r.body).toEqual({
      id: "contact",
      enabled: true,
      captchaProvider: "none",
      captchaSiteKey: null,
      honeypotField: "website_url",
      renderToken: expect.stringMatching(/^\d+\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}$/),
      minFillSeconds: 3,
    });
  });

  it("the storefront's body is stored as a contact submission and mailed to the store's contact address; the answer is {success, message}", async () => {
    const before = await submissions();
    const comment = `Where is order ${process.pid}? <b>now</b>`;
    const r = await post({
      name: "Ann Example",
      email: "ann@example.com",
      telephone: "+61 2 9000 0000",
      comment,
      company: "",
      renderToken: await agedToken(s, "contact"),
    });
    expect(r.status).toBe(201);
    expect(r.body).toEqual({ id: "contact", success: true, message: "Thank you for your message. We will get back to you soon." });
    expect(await submissions()).toBe(before + 1);
    const row = await s.app.db.customFormSubmission.findFirstOrThrow({ where: { formCode: "contact" }, orderBy: { id: "desc" } });
    expect(JSON.parse(row.payload)).toEqual({ name: "Ann Example", email: "ann@example.com", telephone: "+61 2 9000 0000", message: comment });
    const mail = await smtp.next((m) => m.text.includes(`Where is order ${process.pid}?`), 20_000);
    expect(mail.to).toEqual(["hello@shop.example"]);
    // the visitor's markup is data: escaped in the HTML part
    expect(mail.raw.replace(/=\r?\n/g, "")).toMatch(/&lt;b&gt;now&lt;(&#x2F;|\/)b&gt;/);
  });

  it("a filled honeypot (ours, or the storefront's `company` trap) is answered as a success; nothing is stored or mailed", async () => {
    const before = await submissions();
    const mails = await s.app.db.mailOutbox.count();
    for (const trap of [{ website_url: "http://spam.example" }, { company: "Spam Inc" }]) {
      const r = await post({ name: "Bot", email: "bot@example.com", comment: "buy", renderToken: await agedToken(s, "contact"), ...trap });
      expect(r.status).toBe(201);
      expect(r.body).toMatchObject({ success: true });
    }
    expect(await submissions()).toBe(before);
    expect(await s.app.db.mailOutbox.count()).toBe(mails);
  });

  it("refusals are problem details with Maho's `message` beside `detail`: token missing or too fast, field errors by Maho's names, rate limit", async () => {
    const body = { name: "Ann", email: "ann@example.com", comment: "Hello" };
    const missing = await post(body);
    expect(missing.status).toBe(422);
    expect(missing.headers.get("content-type")).toMatch(/^application\/problem\+json/);
    expect(missing.body).toMatchObject({ code: "invalid_token", message: missing.body.detail });
    const fast = await post({ ...body, renderToken: await agedToken(s, "contact", 0) });
    expect(fast.body).toMatchObject({ status: 422, code: "too_fast" });
    const bad = await post({ name: "", email: "nope", comment: "", renderToken: await agedToken(s, "contact") });
    expect(bad.status).toBe(422);
    expect(bad.body.code).toBe("invalid");
    expect(bad.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(["comment", "email", "name"]);
    await setFormsConfig(s, admin, "rateLimitPerHour", "1");
    try {
      const ip = "203.0.113.77";
      expect((await post({ ...body, renderToken: await agedToken(s, "contact") }, ip)).status).toBe(201);
      const limited = await post({ ...body, renderToken: await agedToken(s, "contact") }, ip);
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(limited.body).toMatchObject({ code: "rate_limited", message: expect.any(String) });
    } finally {
      await setFormsConfig(s, admin, "rateLimitPerHour", "20");
    }
  });

  it("with custom forms switched off, the config says enabled:false and a post is 404", async () => {
    await setFormsConfig(s, admin, "enabled", "0");
    try {
      const c = await s.json("/api/rest/v2/contact/config");
      expect(c.status).toBe(200);
      expect(c.body).toMatchObject({ id: "contact", enabled: false });
      expect(c.body.renderToken).toBeUndefined();
      expect((await post({ name: "Ann", email: "ann@example.com", comment: "x" })).status).toBe(404);
    } finally {
      await setFormsConfig(s, admin, "enabled", "1");
    }
  });
});
