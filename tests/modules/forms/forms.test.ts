/**
 * Custom forms end to end over HTTP on a real database: config and discovery, admin GraphQL, the schema
 * endpoint, every rejection of the pipeline (with nothing stored), the captcha against a local stand-in,
 * the in-transaction event, mail through a real SMTP peer, the headless switch, the Submitted Data grid
 * and CSV, and markup kept as data.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import forms from "../../../src/modules/custom-forms/index.ts";
import { ProblemError } from "../../../src/core/errors.ts";
import { verifyPassword } from "../../../src/core/auth/password.ts";
import { startTestServer, type TestServer } from "../../helpers/server.ts";
import { startSmtpPeer, type SmtpPeer } from "../approval/smtp-peer.ts";
import { agedToken, setFormsConfig, startCaptchaProvider, type CaptchaProvider } from "./helpers.ts";

let s: TestServer;
let smtp: SmtpPeer;
let captcha: CaptchaProvider;
let admin: string;
const FAST_OUTBOX = { pollMs: 100, backoffMs: 50, leaseMs: 30_000 };

beforeAll(async () => {
  smtp = await startSmtpPeer();
  captcha = await startCaptchaProvider();
  s = await startTestServer({ modules: [forms as never], settings: { smtpUrl: smtp.url, mailOutbox: FAST_OUTBOX } });
  admin = await s.adminToken();
}, 60_000);
afterAll(async () => {
  await s?.close();
  await smtp?.close();
  await captcha?.close();
});

const count = () => s.app.db.customFormSubmission.count();
const contact = async (payload: Record<string, unknown>, extra: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
  s.json("/api/rest/v2/custom-form-submissions", {
    method: "POST",
    headers,
    json: { formCode: "contact", payload, renderToken: await agedToken(s, "contact"), ...extra },
  });
const goodContact = { name: "Ann Example", email: "ann@example.com", topic: "order", message: "Where is my order?" };

describe("config, discovery, schema endpoint", () => {
  it("discovery answers the public config, never the captcha secret or verify URL", async () => {
    await setFormsConfig(s, admin, "captchaSecret", "captcha-secret");
    const r = await s.json("/api/rest/v2/b2b/forms/config");
    expect(r.status).toBe(200);
    expect(r.body).toEqual({
      enabled: true,
      captchaEnabled: false,
      captchaProvider: "turnstile",
      captchaSiteKey: "",
      honeypot: true,
      minFillSeconds: 3,
      rateLimitPerHour: 20,
      headlessApi: true,
      browserSubmitUrl: "",
    });
    expect(JSON.stringify(r.body)).not.toContain("captcha-secret");
  });

  it("GET /custom-forms/{code} answers the fields, the render token and the honeypot name; 404 for unknown, inactive or another store's form", async () => {
    const r = await s.json("/api/rest/v2/custom-forms/trade-account");
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ code: "trade-account", title: "Trade account application", captcha: null, minFillSeconds: 3, honeypotField: "website_url" });
    expect(r.body.renderToken).toMatch(/^\d+\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}$/);
    expect(r.body.fields.map((f: { key: string }) => f.key)).toEqual([
      "company",
      "firstName",
      "lastName",
      "email",
      "telephone",
      "taxvat",
      "country",
      "password",
      "message",
    ]);
    expect(r.body.fields[7]).toMatchObject({ key: "password", type: "password", required: true, validation: { minLength: 8, maxLength: 256 } });
    expect((await s.json("/api/rest/v2/custom-forms/nope")).status).toBe(404);
    const created = await createForm({ code: "store2-only", title: "Store 2", storeIds: [2], fields: [{ key: "a", type: "text", label: "A" }] });
    expect((await s.json("/api/rest/v2/custom-forms/store2-only")).status).toBe(404);
    const store2 = (await s.app.stores()).all.find((x) => x.id === 2)!;
    expect((await s.json("/api/rest/v2/custom-forms/store2-only", { headers: { "X-Store-Code": store2.code } })).status).toBe(200);
    await updateForm(created.id, { code: "store2-only", title: "Store 2", storeIds: [2], active: false, fields: [{ key: "a", type: "text", label: "A" }] });
    expect((await s.json("/api/rest/v2/custom-forms/store2-only", { headers: { "X-Store-Code": store2.code } })).status).toBe(404);
  });
});

const FORM_FIELDS = `id code title storeIds active successMessage recipients fields { key type label placeholder required options { value label } validation { minLength maxLength pattern min max } }`;
async function createForm(input: Record<string, unknown>) {
  const r = await s.gql(
    `mutation($i: CustomFormInput!) { customFormCreate(input: $i) { __typename ... on CustomFormCreateSuccess { data { ${FORM_FIELDS} } } ... on Problem { code status errors { field code message } } } }`,
    { i: input },
    { token: admin },
  );
  const out = (r.data as any)?.customFormCreate;
  if (!out?.data) throw new Error(JSON.stringify(r));
  return out.data;
}
async function updateForm(id: number, input: Record<string, unknown>) {
  const r = await s.gql(
    `mutation($id: Int!, $i: CustomFormInput!) { customFormUpdate(id: $id, input: $i) { __typename ... on CustomFormUpdateSuccess { data { id active } } ... on Problem { code } } }`,
    { id, i: input },
    { token: admin },
  );
  return (r.data as any).customFormUpdate;
}

describe("forms admin GraphQL (scope content)", () => {
  it("lists, creates, updates and deletes; a bad form is a typed error naming the field; no anonymous access", async () => {
    const list = await s.gql(`{ customForms(sort: {field: code, direction: asc}) { totalCount items { code fields { key } } } }`, {}, { token: admin });
    expect((list.data as any).customForms.items.map((f: { code: string }) => f.code)).toEqual(expect.arrayContaining(["contact", "trade-account"]));
    const anon = await s.gql(`{ customForms { totalCount } }`);
    expect(anon.errors?.[0]?.extensions?.code).toBeDefined();
    expect(anon.data?.customForms ?? null).toBeNull();

    const bad = await s.gql(
      `mutation($i: CustomFormInput!) { customFormCreate(input: $i) { __typename ... on Problem { code status errors { field code message } } } }`,
      {
        i: {
          code: "dup",
          title: "Dup",
          fields: [
            { key: "a", type: "text", label: "A" },
            { key: "a", type: "email", label: "B" },
            { key: "c", type: "select", label: "C" },
          ],
        },
      },
      { token: admin },
    );
    const problem = (bad.data as any).customFormCreate;
    expect(problem).toMatchObject({ __typename: "Problem", code: "invalid", status: 422 });
    expect(problem.errors.map((e: { field: string }) => e.field)).toEqual(expect.arrayContaining(["fields.1.key", "fields.2.options"]));
    const taken = await s.gql(
      `mutation($i: CustomFormInput!) { customFormCreate(input: $i) { __typename ... on Problem { code status } } }`,
      { i: { code: "contact", title: "Again", fields: [{ key: "a", type: "text", label: "A" }] } },
      { token: admin },
    );
    expect((taken.data as any).customFormCreate).toMatchObject({ code: "code_taken", status: 409 });

    const f = await createForm({
      code: "temp",
      title: "Temp",
      recipients: ["x@example.com"],
      fields: [{ key: "a", type: "number", label: "A", validation: { min: 1, max: 5 } }],
    });
    expect(f).toMatchObject({
      code: "temp",
      active: true,
      storeIds: [],
      recipients: ["x@example.com"],
      fields: [{ key: "a", type: "number", validation: { min: 1, max: 5 } }],
    });
    const del = await s.gql(`mutation($id: Int!) { customFormDelete(id: $id) { __typename } }`, { id: f.id }, { token: admin });
    expect((del.data as any).customFormDelete.__typename).toBe("CustomFormDeleteSuccess");
    expect(await s.app.db.customForm.findUnique({ where: { id: f.id } })).toBeNull();
  });
});

describe("the pipeline: each rejection with its status and body, nothing stored", () => {
  it("size caps: over 60 fields or 64 KiB is 413 before anything else", async () => {
    const before = await count();
    const many = Object.fromEntries(Array.from({ length: 61 }, (_, i) => [`f${i}`, "x"]));
    const r1 = await contact(many, { honeypot: "bot" });
    expect(r1.status).toBe(413);
    expect(r1.body).toMatchObject({ status: 413, code: "payload_too_large" });
    const r2 = await contact({ ...goodContact, message: "x".repeat(65 * 1024) });
    expect(r2.status).toBe(413);
    expect(await count()).toBe(before);
  });

  it("a filled honeypot gets a normal-looking 201 and nothing is stored", async () => {
    const before = await count();
    const r = await contact(goodContact, { honeypot: "http://spam.example" });
    expect(r.status).toBe(201);
    expect(r.body).toEqual({ status: "ok", submissionId: expect.any(Number), message: expect.any(String) });
    expect(await count()).toBe(before);
  });

  it("render token: too fast (a fresh token), forged, for another form, missing, expired", async () => {
    const before = await count();
    const fresh = (await s.json("/api/rest/v2/custom-forms/contact")).body.renderToken as string;
    const tooFast = await contact(goodContact, { renderToken: fresh });
    expect(tooFast.status).toBe(422);
    expect(tooFast.body).toMatchObject({ status: 422, code: "too_fast" });
    const aged = await agedToken(s, "contact");
    const forged = `${aged.split(".").slice(0, 2).join(".")}.${"A".repeat(43)}`;
    expect((await contact(goodContact, { renderToken: forged })).body).toMatchObject({ status: 422, code: "invalid_token" });
    // a token is bound to its form's code
    expect((await contact(goodContact, { renderToken: await agedToken(s, "trade-account") })).body).toMatchObject({ code: "invalid_token" });
    // an earlier issue time with the old signature: forged too
    const [t, nonce, sig] = aged.split(".");
    expect((await contact(goodContact, { renderToken: `${Number(t) - 100}.${nonce}.${sig}` })).body).toMatchObject({ code: "invalid_token" });
    expect((await contact(goodContact, { renderToken: undefined })).body).toMatchObject({ code: "invalid_token" });
    const expired = await contact(goodContact, { renderToken: await agedToken(s, "contact", 25 * 3600) });
    expect(expired.status).toBe(422);
    expect(expired.body).toMatchObject({ code: "expired_token" });
    expect(await count()).toBe(before);
  });

  it("validation per field type: 422 `invalid` with one error per bad field", async () => {
    await createForm({
      code: "all-types",
      title: "All types",
      fields: [
        { key: "text", type: "text", label: "Text", required: true, validation: { minLength: 2, maxLength: 5 } },
        { key: "patterned", type: "text", label: "Patterned", validation: { pattern: "[A-Z]{3}" } },
        { key: "email", type: "email", label: "Email" },
        { key: "tel", type: "tel", label: "Tel" },
        { key: "url", type: "url", label: "Url" },
        { key: "number", type: "number", label: "Number", validation: { min: 1, max: 10 } },
        { key: "area", type: "textarea", label: "Area", validation: { maxLength: 3 } },
        { key: "sel", type: "select", label: "Sel", options: [{ value: "a", label: "A" }] },
        {
          key: "multi",
          type: "multiselect",
          label: "Multi",
          options: [
            { value: "a", label: "A" },
            { value: "b", label: "B" },
          ],
        },
        { key: "radio", type: "radio", label: "Radio", options: [{ value: "x", label: "X" }] },
        { key: "agree", type: "checkbox", label: "Agree", required: true },
        { key: "date", type: "date", label: "Date" },
        { key: "country", type: "country", label: "Country" },
        { key: "secret", type: "password", label: "Secret", validation: { minLength: 8 } },
        { key: "hid", type: "hidden", label: "Hid" },
      ],
    });
    const before = await count();
    const bad = {
      text: "x",
      patterned: "abc",
      email: "not-an-email",
      tel: "call me",
      url: "javascript:alert(1)",
      number: "11",
      area: "toolong",
      sel: "z",
      multi: ["a", "c"],
      radio: "y",
      agree: "0",
      date: "2026-02-30",
      country: "XX",
      secret: "short",
    };
    const r = await s.json("/api/rest/v2/custom-form-submissions", {
      method: "POST",
      json: { formCode: "all-types", payload: bad, renderToken: await agedToken(s, "all-types") },
    });
    expect(r.status).toBe(422);
    expect(r.body).toMatchObject({ status: 422, code: "invalid" });
    const byField = Object.fromEntries(r.body.errors.map((e: { field: string; code: string }) => [e.field, e.code]));
    expect(byField).toEqual({
      text: "too_short",
      patterned: "pattern",
      email: "invalid_email",
      tel: "invalid_tel",
      url: "invalid_url",
      number: "too_large",
      area: "too_long",
      sel: "invalid_option",
      multi: "invalid_option",
      radio: "invalid_option",
      agree: "required",
      date: "invalid_date",
      country: "invalid_country",
      secret: "too_short",
    });
    const missing = await s.json("/api/rest/v2/custom-form-submissions", {
      method: "POST",
      json: { formCode: "all-types", payload: { number: "abc" }, renderToken: await agedToken(s, "all-types") },
    });
    expect(Object.fromEntries(missing.body.errors.map((e: { field: string; code: string }) => [e.field, e.code]))).toEqual({
      text: "required",
      number: "invalid_number",
      agree: "required",
    });
    expect(await count()).toBe(before);
    const ok = await s.json("/api/rest/v2/custom-form-submissions", {
      method: "POST",
      json: {
        formCode: "all-types",
        renderToken: await agedToken(s, "all-types"),
        payload: {
          text: "abc",
          patterned: "ABC",
          email: "a@b.example",
          tel: "+61 2 9999 0000",
          url: "https://example.com/x",
          number: "7.5",
          area: "abc",
          sel: "a",
          multi: ["b", "a"],
          radio: "x",
          agree: "on",
          date: "2024-02-29",
          country: "au",
          secret: "long enough secret",
          hid: "campaign-7",
          unknown: "dropped",
        },
      },
    });
    expect(ok.status).toBe(201);
    const row = await s.app.db.customFormSubmission.findUniqueOrThrow({ where: { id: ok.body.submissionId } });
    const stored = JSON.parse(row.payload);
    expect(stored).toEqual({
      text: "abc",
      patterned: "ABC",
      email: "a@b.example",
      tel: "+61 2 9999 0000",
      url: "https://example.com/x",
      number: "7.5",
      area: "abc",
      sel: "a",
      multi: ["b", "a"],
      radio: "x",
      agree: "1",
      date: "2024-02-29",
      country: "AU",
      hid: "campaign-7",
    });
    // the password is hashed before anything is stored, never in the payload
    expect(row.payload).not.toContain("long enough secret");
    expect(JSON.parse(row.secrets).secret).toMatch(/^scrypt\$|^\$scrypt|scrypt/);
  });

  it("captcha: verified with the configured provider URL; a refused or missing token is 400 captcha_failed", async () => {
    await setFormsConfig(s, admin, "captchaVerifyUrl", captcha.url);
    await setFormsConfig(s, admin, "captchaSiteKey", "site-key-1");
    await setFormsConfig(s, admin, "captchaEnabled", "1");
    try {
      expect((await s.json("/api/rest/v2/custom-forms/contact")).body.captcha).toEqual({ provider: "turnstile", siteKey: "site-key-1" });
      const before = await count();
      const refused = await contact(goodContact, { captchaToken: "fail" }, { "x-forwarded-for": "203.0.113.77" });
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ status: 400, code: "captcha_failed" });
      expect((await contact(goodContact)).body).toMatchObject({ code: "captcha_failed" });
      expect(await count()).toBe(before);
      const last = captcha.requests.at(-1)!;
      expect(captcha.requests.find((p) => p.get("response") === "fail")?.get("remoteip")).toBe("203.0.113.77");
      expect(last.get("secret")).toBe("captcha-secret");
      const ok = await contact(goodContact, { captchaToken: "pass" });
      expect(ok.status).toBe(201);
      expect(await count()).toBe(before + 1);
    } finally {
      await setFormsConfig(s, admin, "captchaEnabled", "0");
    }
  });

  it("rate limit: 30 concurrent submissions from one address with a limit of 20 accept exactly 20; the rest 429 with Retry-After", async () => {
    const ip = "198.51.100.20";
    const before = await s.app.db.customFormSubmission.count({ where: { ip } });
    const tokens = await Promise.all(Array.from({ length: 30 }, () => agedToken(s, "contact")));
    const all = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        s.json("/api/rest/v2/custom-form-submissions", {
          method: "POST",
          headers: { "x-forwarded-for": ip },
          json: { formCode: "contact", payload: { ...goodContact, message: `message ${i}` }, renderToken: tokens[i] },
        }),
      ),
    );
    const statuses = all.map((r) => r.status);
    expect(statuses.filter((x) => x === 201)).toHaveLength(20);
    expect(statuses.filter((x) => x === 429)).toHaveLength(10);
    const limited = all.find((r) => r.status === 429)!;
    expect(limited.body).toMatchObject({ status: 429, code: "rate_limited" });
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await s.app.db.customFormSubmission.count({ where: { ip } })) - before).toBe(20);
  });
});

describe("persist, event, mail", () => {
  it("customforms_submission_saved runs in the transaction: a listener's failure rolls the submission back and answers its error", async () => {
    const seen: { id: number; hashes: string[]; payload: Record<string, unknown> }[] = [];
    const off1 = s.app.events.on("customforms_submission_saved", ({ submission, passwordHashes }) => {
      seen.push({ id: submission.id, hashes: Object.keys(passwordHashes), payload: submission.payload });
    });
    const payload = {
      company: "Acme Pty",
      firstName: "Tess",
      lastName: "Trade",
      email: "tess@example.com",
      country: "AU",
      password: " correct horse battery ",
      message: "Hello",
    };
    const ok = await s.json("/api/rest/v2/custom-form-submissions", {
      method: "POST",
      json: { formCode: "trade-account", payload, renderToken: await agedToken(s, "trade-account") },
    });
    expect(ok.status).toBe(201);
    expect(seen).toEqual([{ id: ok.body.submissionId, hashes: ["password"], payload: expect.not.objectContaining({ password: expect.anything() }) }]);
    // the password is hashed as typed (surrounding spaces count), and kept only as that hash
    const row = await s.app.db.customFormSubmission.findUniqueOrThrow({ where: { id: ok.body.submissionId } });
    expect(row.payload).not.toContain("horse");
    expect(await verifyPassword(" correct horse battery ", JSON.parse(row.secrets).password)).toBe(true);
    const off2 = s.app.events.on("customforms_submission_saved", () => {
      throw new ProblemError(409, "application_refused", "An application for this email exists");
    });
    try {
      const before = await count();
      const vetoed = await s.json("/api/rest/v2/custom-form-submissions", {
        method: "POST",
        json: { formCode: "trade-account", payload, renderToken: await agedToken(s, "trade-account") },
      });
      expect(vetoed.status).toBe(409);
      expect(vetoed.body).toMatchObject({ code: "application_refused" });
      expect(await count()).toBe(before);
    } finally {
      off1();
      off2();
    }
  });

  it("each accepted submission mails the form's recipients through the outbox (values escaped in the HTML part)", async () => {
    const r = await contact({ ...goodContact, name: "Mail <b>Test</b>" });
    expect(r.status).toBe(201);
    const mail = await smtp.next((m) => m.subject.includes(`#${r.body.submissionId}`), 20_000);
    expect(mail.to).toEqual(["sales@example.com"]);
    expect(mail.subject).toBe(`New submission of Contact us (#${r.body.submissionId})`);
    expect(mail.text).toContain("Name: Mail <b>Test</b>");
    expect(mail.raw).not.toContain("<td>Mail <b>Test</b></td>");
  });
});

describe("headless routes and the switch", () => {
  it("GET/POST under /api/customforms/ mirror the facade while headlessApi is on, and are 404 while it is off", async () => {
    const schema = await s.json("/api/customforms/forms/contact");
    expect(schema.status).toBe(200);
    expect(schema.body.code).toBe("contact");
    const post = await s.json("/api/customforms/forms/contact/submissions", {
      method: "POST",
      json: { payload: goodContact, renderToken: await agedToken(s, "contact") },
    });
    expect(post.status).toBe(201);
    expect(post.body).toEqual({ status: "ok", submissionId: expect.any(Number), message: expect.any(String) });
    await setFormsConfig(s, admin, "headlessApi", "0");
    try {
      expect((await s.json("/api/customforms/forms/contact")).status).toBe(404);
      const before = await count();
      const off = await s.json("/api/customforms/forms/contact/submissions", {
        method: "POST",
        json: { payload: goodContact, renderToken: await agedToken(s, "contact") },
      });
      expect(off.status).toBe(404);
      expect(await count()).toBe(before);
      // the facade's own endpoints stay
      expect((await s.json("/api/rest/v2/custom-forms/contact")).status).toBe(200);
    } finally {
      await setFormsConfig(s, admin, "headlessApi", "1");
    }
  });
});

describe("Submitted Data grid and CSV", () => {
  it("filters by form, date and text; detail; delete; markup stays data", async () => {
    const markup = '<img src=x onerror="alert(1)">';
    const r = await contact({ ...goodContact, message: markup });
    const id = r.body.submissionId as number;
    const q = `query($f: CustomFormSubmissionFilter) { customFormSubmissions(filter: $f, pageSize: 5) { totalCount items { id formCode payload createdAt } } }`;
    const byText = await s.gql(q, { f: { text: "onerror" } }, { token: admin });
    expect((byText.data as any).customFormSubmissions).toMatchObject({ totalCount: 1, items: [{ id, formCode: "contact" }] });
    expect((byText.data as any).customFormSubmissions.items[0].payload.message).toBe(markup);
    const byForm = await s.gql(q, { f: { formCode: "trade-account" } }, { token: admin });
    expect((byForm.data as any).customFormSubmissions.items.every((x: { formCode: string }) => x.formCode === "trade-account")).toBe(true);
    const future = await s.gql(q, { f: { createdFrom: new Date(Date.now() + 3600_000).toISOString() } }, { token: admin });
    expect((future.data as any).customFormSubmissions.totalCount).toBe(0);
    const detail = await s.gql(`query($id: Int!) { customFormSubmission(id: $id) { id payload } }`, { id }, { token: admin });
    expect((detail.data as any).customFormSubmission.payload.message).toBe(markup);
    const del = await s.gql(`mutation($id: Int!) { customFormSubmissionDelete(id: $id) { __typename } }`, { id }, { token: admin });
    expect((del.data as any).customFormSubmissionDelete.__typename).toBe("CustomFormSubmissionDeleteSuccess");
    expect(await s.app.db.customFormSubmission.findUnique({ where: { id } })).toBeNull();
    expect((await s.gql(`{ customFormSubmissions { totalCount } }`)).data?.customFormSubmissions ?? null).toBeNull();
  });

  it("CSV export neutralises spreadsheet formulas", async () => {
    const r = await contact({ ...goodContact, name: '=HYPERLINK("http://evil.example","x")', message: "+SUM(1,2)\n@cmd" });
    expect(r.status).toBe(201);
    const csv = await s.gql(`query($f: CustomFormSubmissionFilter) { customFormSubmissionsCsv(filter: $f) }`, { f: { text: "HYPERLINK" } }, { token: admin });
    const text = (csv.data as any).customFormSubmissionsCsv as string;
    const [header, row] = text.trim().split("\n");
    expect(header).toBe('"id","form","store","created_at","Name","Email","Telephone","Topic","Message"');
    expect(row).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    expect(text).toContain(`"'+SUM(1,2)\n@cmd"`);
    expect(text).not.toMatch(/(^|,)"[=+@-]/m);
  });
});
