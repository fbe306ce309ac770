/**
 * Custom forms in Maho's shape. The storefront's client (mageaustralia/maho-storefront,
 * src/plugins/custom-forms/controller.js) reads `schema.fields` and posts `{payload, renderToken, hp}` to
 * `/custom-forms/{code}/submissions`; the form a CMS page embeds posts to an absolute URL of this backend.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import forms from "../../../src/modules/custom-forms/index.ts";
import approval from "../../../src/modules/customer-approval/index.ts";
import registration from "../../../src/modules/trade-registration/index.ts";
import { startTestServer, type TestServer } from "../../helpers/server.ts";
import { agedToken, setFormsConfig } from "./helpers.ts";
import { tradePayload } from "../registration/helpers.ts";

let s: TestServer;
let admin: string;
beforeAll(async () => {
  s = await startTestServer({ modules: [forms as never, approval as never, registration as never], settings: { publicBaseUrl: "https://api.example.com" } });
  admin = await s.adminToken();
}, 60_000);
afterAll(async () => {
  await s?.close();
});

describe("custom forms in Maho's shape", () => {
  it("GET /custom-forms/{code} carries schema.fields beside our top-level fields", async () => {
    const r = await s.json("/api/rest/v2/custom-forms/trade-account");
    expect(r.status).toBe(200);
    expect(r.body.schema.fields).toEqual(r.body.fields);
    expect(r.body.schema.fields.map((f: { key: string }) => f.key)).toContain("email");
    expect(r.body.renderToken).toBeTruthy();
  });

  it("a trade-account submission with the storefront's exact body through /custom-forms/{code}/submissions becomes an application", async () => {
    const email = `maho-${process.pid}@forms.example`;
    // controller.js: { payload: this.collect(), renderToken: this.renderToken, hp: hp.value || '' }
    const body = { payload: tradePayload(email, "maho-secret-1"), renderToken: await agedToken(s, "trade-account"), hp: "" };
    const r = await s.json("/api/rest/v2/custom-forms/trade-account/submissions", { method: "POST", json: body });
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({ status: "ok", submissionId: expect.any(Number), message: expect.any(String) });
    expect(await s.app.db.tradeApplication.count({ where: { email } })).toBe(1);
    // a filled honeypot (hp) is a normal-looking answer and nothing is kept
    const bot = await s.json("/api/rest/v2/custom-forms/trade-account/submissions", {
      method: "POST",
      json: { ...body, renderToken: await agedToken(s, "trade-account"), hp: "http://spam" },
    });
    expect(bot.status).toBe(201);
    expect(await s.app.db.customFormSubmission.count({ where: { id: bot.body.submissionId } })).toBe(0);
    // a bad body is a 4xx problem
    const bad = await s.json("/api/rest/v2/custom-forms/trade-account/submissions", { method: "POST", json: { payload: "x" } });
    expect(bad.status).toBeGreaterThanOrEqual(400);
    expect(bad.status).toBeLessThan(500);
  });

  it("the form a CMS page embeds posts to the backend's absolute URL, or to the storefront's proxied path when set", async () => {
    const page = async () => (await s.json("/api/rest/v2/cms-pages?identifier=trade-account")).body;
    const actionOf = (b: unknown) => /<form[^>]*action="([^"]+)"/.exec(JSON.stringify(b).replace(/\\"/g, '"'))?.[1];
    expect(actionOf(await page())).toBe("https://api.example.com/customforms/form/submit");
    await setFormsConfig(s, admin, "browserSubmitUrl", "/b2b/forms/submit");
    try {
      expect(actionOf(await page())).toBe("/b2b/forms/submit");
      expect((await s.json("/api/rest/v2/b2b/forms/config")).body.browserSubmitUrl).toBe("/b2b/forms/submit");
    } finally {
      await setFormsConfig(s, admin, "browserSubmitUrl", "");
    }
  });
});
