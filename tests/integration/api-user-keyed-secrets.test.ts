/**
 * API users' secrets (issue 26, item 16): a keyed hash that costs microseconds, so the right secret is checked
 * on every request and never refused, while only the wrong attempts are limited. Runs on SQLite, or on
 * PostgreSQL + Redis when TEST_DATABASE_URL and TEST_REDIS_URL are set.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../helpers/server.ts";
import { TEST_API_PASSWORD } from "../helpers/db-template.ts";
import { hashPassword } from "../../src/core/auth/password.ts";
import { ATTEMPT_LIMITS } from "../../src/core/auth/attempt-limits.ts";

const basic = (user: string, secret: string) => `Basic ${Buffer.from(`${user}:${secret}`).toString("base64")}`;
const call = (s: TestServer, auth: string, ip: string) =>
  s.fetch("/api/rest/v2/products?itemsPerPage=1", { headers: { authorization: auth, "x-forwarded-for": ip } });

let a: TestServer;
beforeAll(async () => {
  a = await startTestServer();
});
afterAll(async () => {
  await a?.close();
});

describe("the worker's API user cannot be locked out", () => {
  it("after 150 wrong secrets from one address, a fresh instance still answers the right secret 200 (and only the wrong ones 429)", async () => {
    // the storefront worker used the secret once (on another instance): nothing of that is in the new instance's memory
    expect((await call(a, basic("storefront", TEST_API_PASSWORD), "10.160.0.1")).status).toBe(200);
    const b = await startTestServer({ shareDbWith: a });
    try {
      const ip = "10.160.0.2";
      const wrong: number[] = [];
      for (let i = 0; i < 150; i++) wrong.push((await call(b, basic("storefront", `wrong-${i}`), ip)).status);
      // the wrong attempts are limited: a budget's worth of 401, then 429
      expect(wrong.filter((x) => x === 401)).toHaveLength(ATTEMPT_LIMITS.api_user.perIpPrincipal.points);
      expect(wrong.slice(-10)).toEqual(Array(10).fill(429));
      // the right secret, from the very address over the limit, on both instances
      for (const s of [b, a]) {
        const right = await call(s, basic("storefront", TEST_API_PASSWORD), ip);
        expect(right.status).toBe(200);
      }
      // and a wrong one from that address is still refused by the limit
      expect((await call(b, basic("storefront", "wrong-again"), ip)).status).toBe(429);
    } finally {
      await b.close();
    }
  });

  it("a secret stored with the old password hash (scrypt) verifies once the old way and is stored keyed from then on", async () => {
    const secret = `legacy-${Date.now()}-secret`;
    await a.app.db.apiUser.create({ data: { username: "legacy-api", secretHash: await hashPassword(secret) } });
    expect((await a.app.db.apiUser.findUniqueOrThrow({ where: { username: "legacy-api" } })).secretHash).toMatch(/^scrypt\$/);
    expect((await call(a, basic("legacy-api", secret), "10.160.1.1")).status).toBe(200);
    const row = await a.app.db.apiUser.findUniqueOrThrow({ where: { username: "legacy-api" } });
    expect(row.secretMac).toMatch(/^hmac-sha256\$/);
    // the password hash stays what an earlier release reads (a rolling deploy, a rollback)
    expect(row.secretHash).toMatch(/^scrypt\$/);
    // the right secret keeps working on a fresh instance, a wrong one does not
    const b = await startTestServer({ shareDbWith: a });
    try {
      expect((await call(b, basic("legacy-api", secret), "10.160.1.2")).status).toBe(200);
      expect((await call(b, basic("legacy-api", `${secret}x`), "10.160.1.2")).status).toBe(401);
      // deactivating the user ends it at once
      await a.app.db.apiUser.update({ where: { username: "legacy-api" }, data: { isActive: false } });
      expect((await call(b, basic("legacy-api", secret), "10.160.1.3")).status).toBe(401);
    } finally {
      await b.close();
    }
  });
});
