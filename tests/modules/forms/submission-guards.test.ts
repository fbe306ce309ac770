/**
 * Custom forms' submissions: user patterns on a linear-time engine, single-use render tokens, the browser route's
 * return_to. Real server on loopback, real database.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import forms from "../../../src/modules/custom-forms/index.ts";
import { startTestServer, type TestServer } from "../../helpers/server.ts";
import { agedToken } from "./helpers.ts";

let s: TestServer;
let admin: string;
const errors: unknown[][] = [];

beforeAll(async () => {
  s = await startTestServer({ modules: [forms as never] });
  admin = await s.adminToken();
  const logger = s.app.logger as unknown as { error: (...a: unknown[]) => void };
  const original = logger.error.bind(logger);
  logger.error = (...a: unknown[]) => {
    errors.push(a);
    original(...a);
  };
}, 60_000);
afterAll(async () => {
  await s?.close();
});

const CREATE = `mutation($i: CustomFormInput!) { customFormCreate(input: $i) { __typename ... on Problem { code status errors { field code message } } } }`;

async function createForm(code: string, pattern: string) {
  const r = await s.gql(
    CREATE,
    { i: { code, title: code, fields: [{ key: "ref", type: "text", label: "Reference", required: true, validation: { pattern } }] } },
    { token: admin },
  );
  return (r.data as { customFormCreate: { __typename: string; code?: string; errors?: { field: string }[] } }).customFormCreate;
}

describe("a form field's pattern runs in linear time (no ReDoS)", () => {
  it("a catastrophically backtracking pattern and a 36-character value answer at once (422 pattern), a matching value is accepted", async () => {
    expect(await createForm("redos", "([A-Za-z0-9]+)*-[0-9]{4}")).toMatchObject({ __typename: "CustomFormCreateSuccess" });
    const send = async (ref: string) =>
      s.json("/api/rest/v2/custom-form-submissions", {
        method: "POST",
        json: { formCode: "redos", payload: { ref }, renderToken: await agedToken(s, "redos") },
      });
    const started = performance.now();
    const bad = await send("a".repeat(36));
    const took = performance.now() - started;
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual([expect.objectContaining({ field: "ref", code: "pattern" })]);
    // with JavaScript's backtracking engine this value took ~38 s (doubling with each character)
    expect(took).toBeLessThan(1000);
    const long = await send(`${"ab1".repeat(1600)}-2024`);
    expect(long.status).toBe(201);
    expect((await send("ABC-2024")).status).toBe(201);
  });

  it("a pattern RE2 cannot run (backreference, lookahead) is refused on save with a typed validation error", async () => {
    for (const [code, pattern] of [
      ["backref", "(a)\\1"],
      ["lookahead", "(?=a)a+"],
    ] as const) {
      const r = await createForm(code, pattern);
      expect(r).toMatchObject({ __typename: "Problem", code: "invalid", status: 422 });
      expect(r.errors?.map((e) => e.field)).toEqual(["fields.0.validation.pattern"]);
    }
  });
});

describe("a form's render token is good for one submission", () => {
  const send = (renderToken: string, message: string) =>
    s.json("/api/rest/v2/custom-form-submissions", {
      method: "POST",
      json: { formCode: "contact", payload: { name: "Rita Replay", email: "rita@example.com", topic: "order", message }, renderToken },
    });

  it("a replayed token is refused with 422 used_token (16 submissions in 24 h with one token before); a refused submission does not use it up", async () => {
    const token = await agedToken(s, "contact");
    const before = await s.app.db.customFormSubmission.count();
    // a submission with field errors keeps the token: the visitor corrects and sends again
    expect((await send(token, "")).body).toMatchObject({ status: 422, code: "invalid" });
    expect((await send(token, "first")).status).toBe(201);
    const replays = await Promise.all(Array.from({ length: 15 }, (_, i) => send(token, `replay ${i}`)));
    expect(replays.map((r) => r.status)).toEqual(Array(15).fill(422));
    expect(replays[0]!.body).toMatchObject({ status: 422, code: "used_token" });
    expect(await s.app.db.customFormSubmission.count()).toBe(before + 1);
    // the browser route refuses it too (as a flash, never a 500)
    const r = await s.fetch("/customforms/form/submit", {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        form_code: "contact",
        render_token: token,
        return_to: "/contact",
        "fields[name]": "Rita",
        "fields[email]": "rita@example.com",
        "fields[topic]": "order",
        "fields[message]": "again",
      }),
    });
    expect(r.status).toBe(303);
    expect(await s.app.db.customFormSubmission.count()).toBe(before + 1);
  });
});

describe.runIf(Boolean(process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL))("a render token is single-use across two instances", () => {
  it("one token sent 16 times at once over two instances is accepted once", async () => {
    const b = await startTestServer({ modules: [forms as never], shareDbWith: s });
    try {
      for (let round = 0; round < 3; round++) {
        const token = await agedToken(s, "contact");
        const all = await Promise.all(
          Array.from({ length: 16 }, (_, i) =>
            (i % 2 ? b : s).json("/api/rest/v2/custom-form-submissions", {
              method: "POST",
              json: { formCode: "contact", payload: { name: "Rita", email: "rita@example.com", topic: "order", message: `m${i}` }, renderToken: token },
            }),
          ),
        );
        expect(all.map((r) => r.status).sort()).toEqual([201, ...Array(15).fill(422)]);
      }
      expect(errors).toEqual([]);
    } finally {
      await b.close();
    }
  });
});

describe("return_to with control characters on /customforms/form/submit is refused", () => {
  const post = (returnTo: string) =>
    s.fetch("/customforms/form/submit", {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ form_code: "contact", render_token: "x", return_to: returnTo, "fields[name]": "Ann" }),
    });

  it("answers 400 with the problem shape (was a 500), never an error log; other paths still redirect", async () => {
    const logged = errors.length;
    for (const bad of ["/contact\r\nSet-Cookie: a=b", "/a\u0000b", "/x\u0007", "/x\u007f", "/x\u0085y"]) {
      const r = await post(bad);
      expect(r.status, JSON.stringify(bad)).toBe(400);
      expect(r.headers.get("content-type")).toContain("application/problem+json");
      expect(await r.json()).toMatchObject({ status: 400, code: "invalid_request", errors: [{ field: "return_to" }] });
    }
    const unicode = await post("/über-uns?x=ä");
    expect(unicode.status).toBe(303);
    expect(unicode.headers.get("location")).toMatch(/^\/%C3%BCber-uns\?x=%C3%A4&form_flash=/);
    expect((await post("https://evil.example/")).headers.get("location")).toMatch(/^\/\?form_flash=/);
    expect(errors.length).toBe(logged);
  });
});
