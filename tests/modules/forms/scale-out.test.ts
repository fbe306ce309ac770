/**
 * Two instances of one deployment (PostgreSQL + Redis: TEST_DATABASE_URL, TEST_REDIS_URL): the per-IP
 * hourly limit is counted once across them, so 30 concurrent submissions from one address, split over
 * both, accept exactly 20.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import forms from "../../../src/modules/custom-forms/index.ts";
import { startTestServer, type TestServer } from "../../helpers/server.ts";
import { agedToken } from "./helpers.ts";

const scaleOut = Boolean(process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL);

describe.runIf(scaleOut)("custom forms across two instances", () => {
  let a: TestServer;
  let b: TestServer;
  beforeAll(async () => {
    a = await startTestServer({ modules: [forms as never] });
    b = await startTestServer({ modules: [forms as never], shareDbWith: a });
  }, 120_000);
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it("30 concurrent submissions from one address over two instances with a limit of 20 accept exactly 20", async () => {
    const ip = "198.51.100.77";
    const tokens = await Promise.all(Array.from({ length: 30 }, () => agedToken(a, "contact")));
    const all = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        (i % 2 ? b : a).json("/api/rest/v2/custom-form-submissions", {
          method: "POST",
          headers: { "x-forwarded-for": ip },
          json: { formCode: "contact", payload: { name: `N${i}`, email: `n${i}@example.com`, message: "hi" }, renderToken: tokens[i] },
        }),
      ),
    );
    const statuses = all.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(20);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
    expect(await a.app.db.customFormSubmission.count({ where: { ip } })).toBe(20);
  });
});
