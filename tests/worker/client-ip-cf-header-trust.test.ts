/**
 * The worker signs the visitor's address only when the runtime vouches for it. Off Cloudflare (Miniflare) a
 * client's own CF-Connecting-IP, X-Real-IP or X-Forwarded-For must not choose the address the backend counts;
 * `npm run worker`'s front (scripts/worker-front.ts) replaces CF-Connecting-IP with the socket's address. The real
 * worker in workerd in front of the real backend, which trusts no proxy and believes signed addresses
 * (SYNC_SECRET).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../helpers/server.ts";
import { ATTEMPT_LIMITS } from "../../src/core/auth/attempt-limits.ts";
import { startWorkerFront } from "../../scripts/worker-front.ts";
import { bundleWorker, SECRET, startWorker } from "./harness.ts";

let server: TestServer;
const closers: (() => Promise<unknown>)[] = [];
let plain: string;
let fronted: string;

beforeAll(async () => {
  let script: string;
  [server, script] = await Promise.all([startTestServer({ settings: { trustedProxies: [], syncSecret: SECRET } }), bundleWorker()]);
  const bindings = { BACKEND_URL: server.url, SYNC_SECRET: SECRET, ALLOW_HTTP: "1", ASSET_HASH: "test", STORE_CODE: "default" };
  const a = await startWorker(script, bindings);
  const b = await startWorker(script, { ...bindings, TRUST_CF_CONNECTING_IP: "1" });
  const front = await startWorkerFront(b.url, "127.0.0.1", 0);
  plain = a.url;
  fronted = front.url.replace(/\/$/, "");
  closers.push(
    () => a.mf.dispose(),
    front.close,
    () => b.mf.dispose(),
  );
});
afterAll(async () => {
  for (const close of closers) await close();
  await server?.close();
});

const login = (base: string, email: string, headers: Record<string, string>) =>
  fetch(`${base}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base, ...headers },
    body: JSON.stringify({ email, password: "not-the-password" }),
  }).then((r) => r.status);
const consumed = async (name: string, key: string) => {
  const { points, seconds } = ATTEMPT_LIMITS.customer.perIpPrincipal;
  return (await server.app.limits.limiter(name, points, seconds).get(key))?.consumedPoints ?? 0;
};
const rotating = (i: number): Record<string, string> => ({
  "cf-connecting-ip": `203.0.113.${i + 1}`,
  "x-real-ip": `198.51.100.${i + 1}`,
  "x-forwarded-for": `192.0.2.${i + 1}`,
});

describe("the worker trusts CF-Connecting-IP only when configured to", () => {
  it("off Cloudflare (no TRUST_CF_CONNECTING_IP): rotating CF-Connecting-IP / X-Real-IP / X-Forwarded-For spends one budget", async () => {
    const n = ATTEMPT_LIMITS.customer.perIpPrincipal.points + 3;
    const statuses: number[] = [];
    for (let i = 0; i < n; i++) statuses.push(await login(plain, "jane@example.com", rotating(i)));
    console.log(`plain Miniflare, ${n} wrong logins with rotating headers: ${statuses.join(",")}`);
    expect(statuses.slice(0, ATTEMPT_LIMITS.customer.perIpPrincipal.points)).toEqual(Array(ATTEMPT_LIMITS.customer.perIpPrincipal.points).fill(401));
    expect(statuses.slice(ATTEMPT_LIMITS.customer.perIpPrincipal.points)).toEqual([429, 429, 429]);
    expect(await consumed("customer-fail-ip", "203.0.113.1")).toBe(0);
  });

  it("npm run worker's front: a client's CF-Connecting-IP is replaced by its socket address; the worker signs that", async () => {
    const n = ATTEMPT_LIMITS.customer.perIpPrincipal.points + 3;
    const statuses: number[] = [];
    for (let i = 0; i < n; i++) statuses.push(await login(fronted, "retail@example.com", rotating(i + 50)));
    console.log(`front + TRUST_CF_CONNECTING_IP=1, ${n} wrong logins with rotating headers: ${statuses.join(",")}`);
    expect(statuses.slice(ATTEMPT_LIMITS.customer.perIpPrincipal.points)).toEqual([429, 429, 429]);
    // counted for the socket's address (the signed one), not any address the client named
    expect(await consumed("customer-fail-ip-principal", "127.0.0.1|1:retail@example.com")).toBeGreaterThan(0);
    expect(await consumed("customer-fail-ip", "203.0.113.51")).toBe(0);
  });
});
