/**
 * /freshness shares its re-read budget fairly. Seven anonymous requests of 20 random keys spent the worker's 120
 * checks a minute and every visitor got 429 for the rest of it. Now each visitor address has a share
 * (FRESHNESS_PER_ADDRESS a minute), the global bound stays, and what is over either is answered 200 as throttled.
 * The real worker in workerd (Miniflare, as on Cloudflare: TRUST_CF_CONNECTING_IP=1) in front of the real backend,
 * through a counting proxy.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Miniflare } from "miniflare";
import { startTestServer, type TestServer } from "../helpers/server.ts";
import { FRESHNESS_BUDGET, FRESHNESS_PER_ADDRESS } from "../../worker/src/freshness.ts";
import { type BackendProxy, bundleWorker, SECRET, startProxy, startWorker } from "./harness.ts";

let server: TestServer;
let proxy: BackendProxy;
let mf: Miniflare;
let url: string;

beforeAll(async () => {
  let script: string;
  [server, script] = await Promise.all([startTestServer(), bundleWorker()]);
  proxy = await startProxy(server.url);
  ({ mf, url } = await startWorker(script, {
    BACKEND_URL: proxy.url,
    SYNC_SECRET: SECRET,
    TRUST_CF_CONNECTING_IP: "1",
    ALLOW_HTTP: "1",
    ASSET_HASH: "fresh",
    STORE_CODE: "default",
  }));
});
afterAll(async () => {
  await mf?.dispose();
  await proxy?.close();
  await server?.close();
});

let seq = 0;
const randomKeys = (n: number) => Array.from({ length: n }, () => `default:product:random-${++seq}-${Math.random().toString(36).slice(2)}`);
const fresh = async (visitor: string, keys: string[]) => {
  const r = await fetch(`${url}/freshness`, {
    method: "POST",
    headers: { "content-type": "application/json", "cf-connecting-ip": visitor },
    body: JSON.stringify({ keys }),
  });
  return { status: r.status, body: (await r.json()) as { checked: number; updated: number; throttled: number } };
};
const backendCalls = () => proxy.hits.filter((h) => h.includes("urlKey=random-")).length;

describe("/freshness — a few anonymous requests must not spend every visitor's budget", () => {
  it("seven requests of 20 random keys from one address: that address gets its share, the others are still checked, nobody gets 429", async () => {
    const attacker = await Promise.all(Array.from({ length: 7 }, () => fresh("203.0.113.7", randomKeys(20))));
    const spent = backendCalls();
    console.log(
      `one address, 7 x 20 keys: ${JSON.stringify(attacker.map((a) => a.status))}, ${spent} backend calls, ${attacker.reduce((n, a) => n + a.body.throttled, 0)} throttled`,
    );
    expect(attacker.every((a) => a.status === 200)).toBe(true);
    expect(spent).toBe(FRESHNESS_PER_ADDRESS);
    expect(attacker.reduce((n, a) => n + a.body.checked, 0)).toBe(FRESHNESS_PER_ADDRESS);
    expect(attacker.reduce((n, a) => n + a.body.throttled, 0)).toBe(140 - FRESHNESS_PER_ADDRESS);

    // other visitors in the same minute are checked
    const others = await Promise.all(["198.51.100.1", "198.51.100.2", "198.51.100.3"].map((v) => fresh(v, randomKeys(2))));
    expect(others.map((o) => o.status)).toEqual([200, 200, 200]);
    expect(others.map((o) => o.body.checked)).toEqual([2, 2, 2]);
    // and the attacker's own next request is answered, throttled
    expect(await fresh("203.0.113.7", randomKeys(1))).toEqual({ status: 200, body: { checked: 0, updated: 0, throttled: 1 } });
  });

  it("many addresses: the global bound holds (at most FRESHNESS_BUDGET re-reads a minute), the rest is answered throttled, never 429", async () => {
    const before = backendCalls();
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => fresh(`192.0.2.${i + 1}`, randomKeys(20))));
    const late = await fresh("192.0.2.200", randomKeys(3));
    const calls = backendCalls() - before;
    console.log(`12 addresses x 20 keys: ${calls} backend calls this test (${backendCalls()} this minute); late visitor ${JSON.stringify(late)}`);
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(backendCalls()).toBe(FRESHNESS_BUDGET);
    expect(late).toEqual({ status: 200, body: { checked: 0, updated: 0, throttled: 3 } });
  });
});
