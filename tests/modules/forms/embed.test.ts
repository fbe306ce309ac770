/**
 * The CMS embed and the browser route end to end: the page renders an accessible form into its marker,
 * the urlencoded post answers 303 back to the page (post-redirect-get), and the page then shows the
 * outcome and the values entered, escaped. Nothing here needs a server session.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import forms from "../../../src/modules/custom-forms/index.ts";
import { startTestServer, type TestServer } from "../../helpers/server.ts";
import { agedToken } from "./helpers.ts";

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ modules: [forms as never] });
}, 60_000);
afterAll(async () => {
  await s?.close();
});

const page = async (query = "") => {
  const r = await s.json(`/api/rest/v2/cms-pages?identifier=trade-account${query}`);
  expect(r.status).toBe(200);
  return r.body.member[0].content as string;
};
const tokenIn = (html: string) => /name="render_token" value="([^"]+)"/.exec(html)![1]!;

const post = (fields: Record<string, string | string[]>, extra: Record<string, string> = {}, ip = "192.0.2.10") => {
  const body = new URLSearchParams();
  for (const [k, v] of Object.entries(fields)) for (const x of Array.isArray(v) ? v : [v]) body.append(`fields[${k}]`, x);
  for (const [k, v] of Object.entries(extra)) body.append(k, v);
  return s.fetch("/customforms/form/submit", {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": ip },
    body: body.toString(),
  });
};
const flashOf = (location: string) => new URL(location, "http://x").searchParams.get("form_flash")!;

const valid = {
  company: 'Acme <script>alert("x")</script> & Co',
  firstName: "Tess",
  lastName: "Trade",
  email: "tess.prg@example.com",
  telephone: "+61 2 9000 0000",
  taxvat: "AU123",
  country: "AU",
  password: "a long password",
  message: "Hello",
};

describe("CMS embed", () => {
  it("renders an accessible form into the marker: labels, required markers, hidden honeypot, render token; the marker stays for headless storefronts", async () => {
    const html = await page();
    expect(html).not.toContain("{{block");
    expect(html).toMatch(
      /<div data-maho-form="trade-account">\s*<form class="b2b-form" id="b2b-form-trade-account" method="post" action="https?:\/\/[^"]+\/customforms\/form\/submit"/,
    );
    expect(html).toContain('<label for="b2b-form-trade-account-company">Company <span class="required" aria-hidden="true">*</span></label>');
    expect(html).toContain('id="b2b-form-trade-account-company" name="fields[company]" value="" maxlength="255" required aria-required="true"');
    expect(html).toMatch(
      /<div class="b2b-form-hp" aria-hidden="true" style="position:absolute;left:-10000px[^"]*">.*name="website_url" value="" tabindex="-1" autocomplete="off"/,
    );
    expect(html).toContain('<select id="b2b-form-trade-account-country" name="fields[country]" required aria-required="true">');
    expect(html).toContain('<option value="AU">Australia</option>');
    expect(html).toContain('type="password" id="b2b-form-trade-account-password" name="fields[password]" autocomplete="new-password"');
    expect(html).toContain('<input type="hidden" name="return_to" value="/trade-account">');
    // no token in the content (it stays the same between edits): the form's script fetches one from data-schema-url
    expect(html).toContain('<input type="hidden" name="render_token" value="">');
    expect(html).toMatch(/data-schema-url="https?:\/\/[^"]+\/api\/rest\/v2\/custom-forms\/trade-account"/);
  });

  it("an unknown form code renders nothing and logs a warning", async () => {
    const warn = vi.spyOn(s.app.logger, "warn");
    await s.app.db.cmsPage.create({
      data: {
        identifier: "ghost-form",
        title: "Ghost",
        content: '<p>x</p>{{block type="customforms/form" form_code="ghost"}}<div data-maho-form="ghost"></div>',
      },
    });
    const r = await s.json("/api/rest/v2/cms-pages?identifier=ghost-form");
    expect(r.body.member[0].content).toBe('<p>x</p><div data-maho-form="ghost"></div>');
    expect(warn.mock.calls.some(([o, msg]) => (o as { formCode?: string }).formCode === "ghost" && String(msg).includes("unknown custom form"))).toBe(true);
    warn.mockRestore();
  });
});

describe("browser route: post-redirect-get", () => {
  it("answers 303 to the page; the page shows the message and keeps the values (escaped, never the password); then success", async () => {
    const before = await s.app.db.customFormSubmission.count();
    // straight after rendering: too fast
    const fresh = (await s.json("/api/rest/v2/custom-forms/trade-account")).body.renderToken as string;
    const fast = await post(valid, { form_code: "trade-account", render_token: fresh, return_to: "/trade-account" });
    expect(fast.status).toBe(303);
    const loc = fast.headers.get("location")!;
    expect(loc).toMatch(/^\/trade-account\?form_flash=[^&#]+#b2b-form-trade-account$/);
    const shown = await page(`&form_flash=${encodeURIComponent(flashOf(loc))}`);
    expect(shown).toContain('<div class="b2b-form-errors" role="alert"><p>The form was submitted too quickly; please take a moment and submit again</p>');
    expect(shown).toContain('name="fields[company]" value="Acme &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Co"');
    expect(shown).not.toContain("<script>alert");
    expect(shown).toContain('name="fields[email]" value="tess.prg@example.com"');
    expect(shown).not.toContain("a long password");
    expect(shown).toContain('<option value="AU" selected>Australia</option>');
    // the page answering the flash is the visitor's own: it carries a fresh token for the next attempt
    expect(tokenIn(shown)).toMatch(/^\d+\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}$/);

    // a field error is tied to its input
    const bad = await post(
      { ...valid, email: "nope" },
      { form_code: "trade-account", render_token: await agedToken(s, "trade-account"), return_to: "/trade-account" },
    );
    expect(bad.status).toBe(303);
    const withError = await page(`&form_flash=${encodeURIComponent(flashOf(bad.headers.get("location")!))}`);
    expect(withError).toContain('aria-invalid="true" aria-describedby="b2b-form-trade-account-email-error"');
    expect(withError).toContain('<p class="field-error" id="b2b-form-trade-account-email-error">Email must be an email address</p>');
    expect(await s.app.db.customFormSubmission.count()).toBe(before);

    const ok = await post(valid, { form_code: "trade-account", render_token: await agedToken(s, "trade-account"), return_to: "/trade-account" });
    expect(ok.status).toBe(303);
    const done = await page(`&form_flash=${encodeURIComponent(flashOf(ok.headers.get("location")!))}`);
    expect(done).toContain(
      '<div class="b2b-form-success" role="status">Thank you. We review trade applications within two working days and will email you.</div>',
    );
    expect(done).toContain('name="fields[company]" value=""');
    const row = await s.app.db.customFormSubmission.findFirstOrThrow({ where: { formCode: "trade-account" }, orderBy: { id: "desc" } });
    // markup is stored as data
    expect(JSON.parse(row.payload).company).toBe(valid.company);
    expect(row.payload).not.toContain("a long password");
  });

  it("a filled honeypot also gets the success page; nothing is stored", async () => {
    const before = await s.app.db.customFormSubmission.count();
    const r = await post(valid, {
      form_code: "trade-account",
      render_token: await agedToken(s, "trade-account"),
      return_to: "/trade-account",
      website_url: "x",
    });
    expect(r.status).toBe(303);
    expect(await page(`&form_flash=${encodeURIComponent(flashOf(r.headers.get("location")!))}`)).toContain('class="b2b-form-success"');
    expect(await s.app.db.customFormSubmission.count()).toBe(before);
  });

  it("never redirects off-site; a forged flash shows nothing; JSON is not taken on the browser route", async () => {
    for (const target of ["//evil.example/x", "https://evil.example/", "/\\evil.example"]) {
      const r = await post(valid, { form_code: "trade-account", render_token: "x", return_to: target });
      expect(r.status).toBe(303);
      expect(r.headers.get("location")).toMatch(/^\/\?form_flash=/);
    }
    const r = await post(valid, { form_code: "trade-account", render_token: "x", return_to: "/trade-account" });
    const flash = flashOf(r.headers.get("location")!);
    const [body] = flash.split(".");
    const forged = `${Buffer.from(JSON.stringify({ form: "trade-account", ok: true, message: "<b>owned</b>", errors: [], values: {}, t: Math.floor(Date.now() / 1000) })).toString("base64url")}.${flash.split(".")[1]}`;
    expect(body).not.toBe(forged.split(".")[0]);
    const shown = await page(`&form_flash=${encodeURIComponent(forged)}`);
    expect(shown).not.toContain("owned");
    expect(shown).not.toContain("b2b-form-success");
    const json = await s.json("/customforms/form/submit", { method: "POST", json: { form_code: "trade-account" } });
    expect(json.status).toBe(415);
  });
});
