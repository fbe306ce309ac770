/**
 * The backend takes the visitor's address from a storefront that proves itself (a signature with SYNC_SECRET), and
 * nothing else. The real worker in workerd (Miniflare) in front of the real backend, which trusts no proxy: every
 * call reaches it from 127.0.0.1, as all calls of a Cloudflare worker reach a backend from a few shared addresses.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Miniflare } from "miniflare";
import forms from "../../src/modules/custom-forms/index.ts";
import { startTestServer, type TestServer } from "../helpers/server.ts";
import { TEST_CUSTOMER_PASSWORD } from "../helpers/db-template.ts";
import { agedToken } from "../modules/forms/helpers.ts";
import { RESET_LIMITS } from "../../src/customer/password-reset.ts";
import { ATTEMPT_LIMITS } from "../../src/core/auth/attempt-limits.ts";
import { clientIp, clientIpSignature } from "../../src/http/client-ip.ts";
import { bundleWorker, SECRET, startWorker } from "./harness.ts";

let server: TestServer;
let mf: Miniflare;
let url: string;

beforeAll(async () => {
  let script: string;
  [server, script] = await Promise.all([startTestServer({ modules: [forms as never], settings: { trustedProxies: [], syncSecret: SECRET } }), bundleWorker()]);
  ({ mf, url } = await startWorker(script, {
    BACKEND_URL: server.url,
    SYNC_SECRET: SECRET,
    BACKEND_BASIC_AUTH: server.apiUser.join(":"),
    // as on Cloudflare, where the edge sets CF-Connecting-IP (wrangler.toml)
    TRUST_CF_CONNECTING_IP: "1",
    ALLOW_HTTP: "1",
    ASSET_HASH: "test",
    STORE_CODE: "default",
  }));
});
afterAll(async () => {
  await mf?.dispose();
  await server?.close();
});

/** a visitor's request as Cloudflare's edge hands it to the worker (CF-Connecting-IP set by the edge) */
const visit = (visitor: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
  fetch(url + path, {
    method: body === undefined ? "GET" : "POST",
    headers: { "cf-connecting-ip": visitor, origin: url, ...(body === undefined ? {} : { "content-type": "application/json" }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
const consumed = async (name: string, points: number, seconds: number, key: string) =>
  (await server.app.limits.limiter(name, points, seconds).get(key))?.consumedPoints ?? 0;

describe("each visitor behind the worker is counted at its own address, not as the worker's one IP", () => {
  it("20 wrong logins through the worker from 4 visitor addresses, then 3 other visitors log in", async () => {
    const wrong: number[] = [];
    for (let v = 1; v <= 4; v++) {
      for (let i = 0; i < 5; i++) wrong.push((await visit(`198.51.100.${v}`, "/api/auth/login", { email: "jane@example.com", password: `wrong-${i}` })).status);
    }
    expect(wrong).toEqual(Array(20).fill(401));
    const others = [];
    for (const [v, email] of [
      [11, "jane@example.com"],
      [12, "trade@example.com"],
      [13, "retail@example.com"],
    ] as const) {
      others.push((await visit(`198.51.100.${v}`, "/api/auth/login", { email, password: TEST_CUSTOMER_PASSWORD })).status);
    }
    expect(others).toEqual([200, 200, 200]);
    // the fifth wrong attempt spent that visitor's budget for the account, not anybody else's
    expect((await visit("198.51.100.1", "/api/auth/login", { email: "jane@example.com", password: "wrong-6" })).status).toBe(429);
    expect(await consumed("customer-fail-ip", ATTEMPT_LIMITS.customer.perIp.points, 60, "127.0.0.1")).toBe(0);
  });

  it("registration, forgot-password, forms and guest-order lookups count the visitor's address (one client-IP function)", async () => {
    const register = (visitor: string, n: number) =>
      visit(visitor, "/api/customers", { email: `ip-${visitor}-${n}@example.com`, password: "registered-password-1", firstName: "I", lastName: "P" });
    const a = "203.0.113.21";
    for (let i = 0; i < ATTEMPT_LIMITS.registrationsPerIp.points; i++) expect((await register(a, i)).status).toBe(201);
    expect((await register(a, 99)).status).toBe(429);
    expect((await register("203.0.113.22", 0)).status).toBe(201);

    const forgot = (visitor: string) => visit(visitor, "/api/rest/v2/customers/password/forgot", { email: "nobody@example.com" });
    for (let i = 0; i < RESET_LIMITS.forgotPerIp.points; i++) expect((await forgot("203.0.113.31")).status).toBe(200);
    expect((await forgot("203.0.113.31")).status).toBe(429);
    expect((await forgot("203.0.113.32")).status).toBe(200);

    const lookup = await visit("203.0.113.41", "/api/rest/v2/guest-orders/100000001", undefined, { "x-order-token": "not-a-token" });
    expect(lookup.status).toBe(404);
    expect(await consumed("order_token", 30, 3600, "203.0.113.41")).toBe(1);

    const form = await visit("203.0.113.51", "/api/custom-form-submissions", {
      formCode: "contact",
      payload: { name: "Ann Example", email: "ann@example.com", topic: "order", message: "Where is my order?" },
      renderToken: await agedToken(server, "contact"),
    });
    expect(form.status).toBe(201);
    const { submissionId } = (await form.json()) as { submissionId: number };
    expect((await server.app.db.customFormSubmission.findUniqueOrThrow({ where: { id: submissionId } })).ip).toBe("203.0.113.51");
  });

  it("forged, unsigned, stale or foreign-signed addresses from an untrusted peer are ignored", async () => {
    const now = Math.floor(Date.now() / 1000);
    const forged: Record<string, string>[] = [
      { "x-forwarded-for": "192.0.2.1" },
      { "x-client-ip": "192.0.2.2" },
      { "x-client-ip": "192.0.2.3", "x-client-ip-signature": clientIpSignature("another-secret-0123456789", "192.0.2.3", now) },
      { "x-client-ip": "192.0.2.4", "x-client-ip-signature": clientIpSignature(SECRET, "192.0.2.4", now - 300) },
      { "x-client-ip": "192.0.2.5", "x-client-ip-signature": clientIpSignature(SECRET, "192.0.2.99", now) },
      { "x-client-ip": "not-an-ip", "x-client-ip-signature": clientIpSignature(SECRET, "not-an-ip", now) },
    ];
    const peer = "127.0.0.1";
    const opts = { trustedProxies: [] as string[], signingSecret: SECRET, now };
    for (const h of forged) expect(clientIp(peer, (n) => h[n], opts)).toBe(peer);
    const good = { "x-client-ip": "192.0.2.6", "x-client-ip-signature": clientIpSignature(SECRET, "192.0.2.6", now - 30) };
    expect(clientIp(peer, (n) => (good as Record<string, string>)[n], opts)).toBe("192.0.2.6");
    // no secret on the backend: nothing signed is believed
    expect(clientIp(peer, (n) => (good as Record<string, string>)[n], { trustedProxies: [] })).toBe(peer);

    // against the real server: a forger sending a new address each time still spends its own budget
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      const h = forged[i % forged.length]!;
      const r = await fetch(`${server.url}/api/rest/v2/auth/token`, {
        method: "POST",
        headers: { "content-type": "application/json", ...h, "x-forwarded-for": `192.0.2.${100 + i}` },
        body: JSON.stringify({ email: `forger-${i}@example.com`, password: "x" }),
      });
      statuses.push(r.status);
    }
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(401));
    expect(statuses[20]).toBe(429);
    // the worker's visitors are not those of the forger's address
    expect((await visit("198.51.100.77", "/api/auth/login", { email: "trade@example.com", password: TEST_CUSTOMER_PASSWORD })).status).toBe(200);
  });
});

describe("the worker's sync keeps working while its API user is guessed at", () => {
  it("10 wrong secrets for storefront from the worker's own address, then the worker syncs", async () => {
    const [user] = server.apiUser;
    const sync = async () => {
      const r = await fetch(`${url}/sync/config`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ secret: SECRET }),
      });
      return r.status;
    };
    expect(await sync()).toBe(200);
    for (let i = 0; i < 10; i++) {
      const r = await fetch(`${server.url}/api/rest/v2/products?itemsPerPage=1`, {
        headers: { authorization: `Basic ${Buffer.from(`${user}:wrong-${i}`).toString("base64")}` },
      });
      expect(r.status).toBe(401);
    }
    expect(await sync()).toBe(200);
  });
});
