/**
 * Hardening 2 (issue 17), custom forms: user patterns on a linear-time engine (item 14), single-use render
 * tokens (item 16), the browser route's return_to (item 16). Real server on loopback, real database.
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

describe("hardening 2: item 14 — ReDoS through a form field's pattern", () => {
  it("the issue's pattern and a 36-character value answer at once (422 pattern), a matching value is accepted", async () => {
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
