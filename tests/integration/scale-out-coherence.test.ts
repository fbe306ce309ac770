/**
 * Cache coherence and the access gate's rule index on two instances of one deployment (one PostgreSQL database, one
 * Redis). Skipped unless TEST_DATABASE_URL and TEST_REDIS_URL are set.
 */
import { spawnSync } from "node:child_process";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import access from "../../src/modules/access-gate/index.ts";
import { startTestServer, type TestServer } from "../helpers/server.ts";
import { freePort, PRODUCT_UPDATE, setPrice, startRedis } from "../helpers/scale-out.ts";
import { createRule, deleteAllRules, productOutside, setConfig } from "../modules/access/helpers.ts";

const scaleOut = Boolean(process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL);
const hasRedisServer = spawnSync("redis-server", ["--version"]).status === 0;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.skipIf(!scaleOut)("a hide_listing rule written on A while B saves a product into its range", () => {
  let a: TestServer;
  let b: TestServer;
  beforeAll(async () => {
    a = await startTestServer({ modules: [access as never] });
    b = await startTestServer({ modules: [access as never], shareDbWith: a });
    await deleteAllRules(a);
    await setConfig(a, { enabled: "1", mode: "rules" });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it("the product is indexed and hidden from guests on both instances after every interleaving (ITEM1_TRIALS, default 40)", async () => {
    const p = await productOutside(a, []);
    const token = await a.adminToken();
    const TRIALS = Number(process.env.ITEM1_TRIALS ?? 40);
    const escaped: string[] = [];
    for (let i = 0; i < TRIALS; i++) {
      const lo = 7000 + i * 10;
      await setPrice(a, p.id, lo - 3);
      // the two writes start together, one of them up to 20 ms later: every interleaving of their transactions
      const skew = Math.round((Math.random() - 0.5) * 40);
      const [rule] = await Promise.all([
        (async () => {
          if (skew < 0) await sleep(-skew);
          return createRule(a, { name: `range ${i}`, hideListing: true, customerGroupIds: [0], source: `price >= ${lo} and price <= ${lo + 5}` });
        })(),
        (async () => {
          if (skew > 0) await sleep(skew);
          await setPrice(b, p.id, lo + 2.5);
        })(),
      ]);
      const tag = await a.app.db.productTag.findUnique({ where: { tag_productId: { tag: `access:rule:${rule.id}`, productId: p.id } } });
      const onA = (await a.json(`/api/rest/v2/products/${p.id}`)).status;
      const onB = (await b.json(`/api/rest/v2/products/${p.id}`)).status;
      if (!tag || onA !== 404 || onB !== 404) escaped.push(`trial ${i} (skew ${skew} ms): index ${tag ? "ok" : "missing"}, A ${onA}, B ${onB}`);
      const del = await a.gql(`mutation($id: Int!) { accessRuleDelete(id: $id) { __typename } }`, { id: rule.id }, { token });
      expect(del.errors).toBeUndefined();
    }
    expect(escaped, `${escaped.length} of ${TRIALS} trials escaped`).toEqual([]);
  }, 60_000);
});

/** bounded polling of an observable state (never a fixed sleep) */
async function waitFor<T>(what: string, probe: () => Promise<T> | T, timeoutMs: number): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const v = await probe();
    if (v) return v as NonNullable<T>;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await sleep(20);
  }
}

async function setConfigValue(s: TestServer, path: string, value: string) {
  const r = await s.gql(
    `mutation($p: String!, $v: String) { configValueSet(path: $p, value: $v) { __typename } }`,
    { p: path, v: value },
    { token: await s.adminToken() },
  );
  expect(r.data?.configValueSet).toEqual({ __typename: "ConfigValueSetSuccess" });
}

describe.skipIf(!scaleOut)("a change is announced although this instance's Redis command link is down", () => {
  it("with A's command connection closed, B serves A's new price within the poll bound and A's login wall at once; A logs the failed publish", async () => {
    const a = await startTestServer({ modules: [access as never] });
    const b = await startTestServer({ modules: [access as never], shareDbWith: a });
    try {
      await deleteAllRules(a);
      await setConfig(a, { enabled: "1", mode: "rules", requireLogin: "0" });
      const { id } = await productOutside(b, []);
      const price = (await b.json(`/api/rest/v2/products/${id}`)).body.price as number;
      expect(price).toBeGreaterThan(0);
      expect(b.app.productRows.get(id, false) ?? b.app.productRows.get(id, true)).toBeDefined();
      const token = await a.adminToken();

      // only A's command connection (publishes) drops; its subscriber and B stay linked
      const warnings: string[] = [];
      const warn = a.app.logger.warn.bind(a.app.logger);
      a.app.logger.warn = ((obj: unknown, msg?: string) => {
        warnings.push(typeof obj === "string" ? obj : (msg ?? ""));
        return warn(obj as never, msg as never);
      }) as typeof a.app.logger.warn;
      a.app.redis!.disconnect();
      await waitFor("A's command connection closed", () => a.app.redis!.status === "end", 2000);
      expect(a.app.pubsubLinked()).toBe(true);

      // the price: seen on B within the poll (1 s here) plus one poll of slack
      const changed = Date.now();
      const after = Math.round((price + 13.37) * 100) / 100;
      const r = await a.gql(PRODUCT_UPDATE, { id, input: { price: after } }, { token });
      expect(r.data?.productUpdate.__typename).toBe("ProductUpdateSuccess");
      await waitFor(
        "B serving A's new price",
        async () => (await b.json(`/api/rest/v2/products/${id}`)).body.price === after,
        2 * b.app.coherence.pollMs + 500,
      );
      const staleMs = Date.now() - changed;
      expect(b.app.coherence.missed.get("catalogChanged")).toBeGreaterThanOrEqual(1);

      // the login wall: the very next request on B after A answered
      await setConfigValue(a, "b2b_access/requireLogin", "1");
      expect((await b.json("/api/rest/v2/products?itemsPerPage=1")).status).toBe(401);
      await setConfigValue(a, "b2b_access/requireLogin", "0");
      expect((await b.json("/api/rest/v2/products?itemsPerPage=1")).status).toBe(200);

      await waitFor("A's warning of the failed publish", () => warnings.some((w) => w.includes("redis publish failed")), 5000);
      console.info(`announced without the command link: B served A's new price ${staleMs} ms after the change (poll ${b.app.coherence.pollMs} ms)`);
    } finally {
      await b.close();
      await a.close();
    }
  }, 30_000);
});

describe.skipIf(!scaleOut || !hasRedisServer)("a config change is seen by every request that starts after it answered", () => {
  it("login-wall switches on A, requests on a loaded B right after each answer: none sees the old value", async () => {
    // the instances' own Redis: each publish is held back a little (CLIENT PAUSE WRITE), as on a busy Redis
    const port = await freePort();
    const redis = await startRedis(port);
    const control = new Redis(`redis://127.0.0.1:${port}`);
    const a = await startTestServer({ modules: [access as never], settings: { redisUrl: `redis://127.0.0.1:${port}` } });
    const b = await startTestServer({ modules: [access as never], shareDbWith: a });
    let loading = true;
    const load: Promise<void>[] = [];
    try {
      await setConfig(a, { enabled: "1", mode: "rules", requireLogin: "0" });
      for (let i = 0; i < 8; i++) {
        load.push(
          (async () => {
            while (loading) await b.fetch("/api/rest/v2/products?itemsPerPage=12").then((r) => r.arrayBuffer());
          })(),
        );
      }
      const SWITCHES = 24;
      const PROBES = 8;
      let stale = 0;
      let probes = 0;
      for (let i = 0; i < SWITCHES; i++) {
        const wall = i % 2 === 0;
        await control.call("CLIENT", "PAUSE", "60", "WRITE");
        await setConfigValue(a, "b2b_access/requireLogin", wall ? "1" : "0");
        const statuses = await Promise.all(Array.from({ length: PROBES }, () => b.fetch("/api/rest/v2/products?itemsPerPage=1").then((r) => r.status)));
        probes += statuses.length;
        stale += statuses.filter((s) => s !== (wall ? 401 : 200)).length;
      }
      console.info(`config change: ${stale} of ${probes} requests on loaded B saw the old login-wall value`);
      expect(stale).toBe(0);
    } finally {
      loading = false;
      await Promise.allSettled(load);
      await b.close();
      await a.close();
      control.disconnect();
      redis.kill("SIGKILL");
    }
  }, 40_000);
});
