/**
 * Writes made outside the API (issue 26, item 17): SQL by hand, another tool on the same database. On
 * PostgreSQL + Redis, two instances of one deployment, each having cached what it answered, must show a direct
 * UPDATE of an access rule, a product's price, a customer's group and a config value within the documented
 * bound (docs/deployment.md: the next request for rules, customers and config, about CACHE_POLL_MS for the
 * catalogue). Needs TEST_DATABASE_URL and TEST_REDIS_URL.
 *
 * The bound asserted is generous (BOUND_MS, far above CACHE_POLL_MS = 200 ms here, so a loaded machine does
 * not fail it) yet far below what a stale answer lives without the fix (the response cache's 60 s TTL, the
 * access gate's 5 minutes). The latencies measured are printed.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import pg from "pg";
import access from "../../src/modules/access-gate/index.ts";
import { startTestServer, type TestServer } from "../helpers/server.ts";
import { TEST_CUSTOMER_PASSWORD } from "../helpers/db-template.ts";
import { PRODUCT_UPDATE } from "../helpers/scale-out.ts";
import { openDb } from "../../src/core/db/client.ts";
import { resolveDbTarget } from "../../src/core/db/url.ts";

const scaleOut = Boolean(process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL);
const POLL_MS = 200;
const BOUND_MS = 15_000;

let a: TestServer;
let b: TestServer;
let sql: pg.Client;

beforeAll(async () => {
  if (!scaleOut) return;
  a = await startTestServer({ modules: [access as never], settings: { cachePollMs: POLL_MS } });
  b = await startTestServer({ modules: [access as never], settings: { cachePollMs: POLL_MS }, shareDbWith: a });
  sql = new pg.Client({ connectionString: a.dbUrl });
  await sql.connect();
});
afterAll(async () => {
  await sql?.end();
  await b?.close();
  await a?.close();
});

/** how long until `probe` holds on every instance (ms); fails after BOUND_MS */
async function seenOnBoth(what: string, probe: (s: TestServer) => Promise<boolean>): Promise<number[]> {
  const started = performance.now();
  const took: number[] = [];
  for (const s of [a, b]) {
    for (;;) {
      if (await probe(s)) break;
      if (performance.now() - started > BOUND_MS) throw new Error(`${what}: not seen on ${s === a ? "A" : "B"} within ${BOUND_MS} ms`);
      await new Promise((r) => setTimeout(r, 20));
    }
    took.push(Math.round(performance.now() - started));
  }
  console.log(`item 17: ${what} seen on A after ${took[0]} ms, on B after ${took[1]} ms (CACHE_POLL_MS ${POLL_MS})`);
  return took;
}

/** asked twice: the second answer is the cached one */
const twice = async <T>(f: () => Promise<T>) => {
  await f();
  return f();
};

describe.skipIf(!scaleOut)("writes made outside the API show on every instance (PostgreSQL + Redis)", () => {
  it("an access rule switched off and on again by SQL", async () => {
    const wh = await a.app.db.product.findFirstOrThrow({ where: { sku: { startsWith: "WH-" }, type: "simple", status: 1 } });
    const hidden = async (s: TestServer) => {
      const r = await s.json(`/api/rest/v2/products/${wh.id}`);
      return r.body?.extensions?.b2bAccess?.gateFlags?.hidePrice as boolean;
    };
    const explain = async (s: TestServer) =>
      (
        await s.gql<{ accessExplain: { ruleId: number | null } }>(
          `query($id: Int!) { accessExplain(productId: $id, groupId: 0) { ruleId } }`,
          { id: wh.id },
          {
            token: await s.adminToken(),
          },
        )
      ).data!.accessExplain.ruleId;
    for (const s of [a, b]) expect(await twice(() => hidden(s))).toBe(true);
    const ruleId = await explain(a);
    expect(ruleId).toBeTypeOf("number");
    expect(await explain(b)).toBe(ruleId);

    await sql.query(`UPDATE "AccessRule" SET "isActive" = false WHERE "id" = $1`, [ruleId]);
    await seenOnBoth("rule switched off", async (s) => (await hidden(s)) === false && (await explain(s)) !== ruleId);
    for (const s of [a, b]) expect(await twice(() => hidden(s))).toBe(false);

    await sql.query(`UPDATE "AccessRule" SET "isActive" = true WHERE "id" = $1`, [ruleId]);
    await seenOnBoth("rule switched on", async (s) => (await hidden(s)) === true && (await explain(s)) === ruleId);
  });

  it("a product's price", async () => {
    const row = await a.app.db.product.findFirstOrThrow({ where: { sku: { not: { startsWith: "WH-" } }, type: "simple", status: 1 }, orderBy: { id: "asc" } });
    const p = { ...row, price: row.price.toNumber() };
    const price = async (s: TestServer) => (await s.json(`/api/rest/v2/products/${p.id}`)).body.price as number;
    for (const s of [a, b]) expect(await twice(() => price(s))).toBe(p.price);
    const next = Math.round(p.price * 100 + 1234) / 100;
    await sql.query(`UPDATE "Product" SET "price" = $1 WHERE "id" = $2`, [next, p.id]);
    await seenOnBoth("price", async (s) => (await price(s)) === next);

    // a change through the API bumps the version once: the outside-write trigger stands aside for it, so no
    // instance takes it for a change it missed. (How many instances drop their caches for it is not asserted:
    // a request may read the new version before Redis brings the event, and dropping then is correct.)
    const version = async () => (await sql.query(`SELECT "version" FROM "CacheVersion" WHERE "topic" = 'catalogChanged'`)).rows[0].version as number;
    const before = await version();
    const viaApi = Math.round(next * 100 + 100) / 100;
    const r = await a.gql(PRODUCT_UPDATE, { id: p.id, input: { price: viaApi } }, { token: await a.adminToken() });
    expect(r.data?.productUpdate).toEqual({ __typename: "ProductUpdateSuccess", data: { id: p.id, price: viaApi } });
    const committed = await version();
    expect(committed).toBe(before + 1);
    await seenOnBoth("price set through the API", async (s) => (await price(s)) === viaApi && s.app.coherence.version("catalogChanged") >= committed);
  });

  it("a product's stock: the admin's switch, and the quantity running out (an ERP's UPDATE)", async () => {
    const p = await a.app.db.product.findFirstOrThrow({
      where: { sku: { not: { startsWith: "WH-" } }, type: "simple", status: 1, inStock: true, stockQty: { gte: 1 } },
      orderBy: { id: "asc" },
      skip: 1,
    });
    const status = async (s: TestServer) => (await s.json(`/api/rest/v2/products/${p.id}`)).body.stockStatus as string;
    for (const s of [a, b]) expect(await twice(() => status(s))).toBe("in_stock");
    await sql.query(`UPDATE "Product" SET "inStock" = false WHERE "id" = $1`, [p.id]);
    await seenOnBoth("stock switch off", async (s) => (await status(s)) === "out_of_stock");
    await sql.query(`UPDATE "Product" SET "inStock" = true WHERE "id" = $1`, [p.id]);
    await seenOnBoth("stock switch on", async (s) => (await status(s)) === "in_stock");
    await sql.query(`UPDATE "Product" SET "stockQty" = 0 WHERE "id" = $1`, [p.id]);
    await seenOnBoth("quantity 0", async (s) => (await status(s)) === "out_of_stock");
  });

  it("a customer's group", async () => {
    const email = "jane@example.com";
    const tokens = new Map<TestServer, string>();
    for (const s of [a, b]) tokens.set(s, await s.customerToken(email, TEST_CUSTOMER_PASSWORD));
    const trade = await a.customerToken("trade@example.com", TEST_CUSTOMER_PASSWORD);
    const list = (await a.json("/api/rest/v2/products?itemsPerPage=100", { token: trade })).body.member as { id: number; finalPrice: number }[];
    // a product with a Wholesale price for one (tierPrices no longer repeats it: it is the group's finalPrice)
    const wholesale = new Set((await a.app.db.tierPrice.findMany({ where: { groupId: 2, qty: 1 }, select: { productId: true } })).map((t) => t.productId));
    const general = new Map(
      ((await a.json("/api/rest/v2/products?itemsPerPage=100", { token: tokens.get(a) })).body.member as { id: number; finalPrice: number }[]).map((p) => [
        p.id,
        p.finalPrice,
      ]),
    );
    const tiered = list.find((p) => wholesale.has(p.id) && (general.get(p.id) ?? 0) > p.finalPrice)!;
    expect(tiered).toBeTruthy();
    const finalPrice = async (s: TestServer) => (await s.json(`/api/rest/v2/products/${tiered.id}`, { token: tokens.get(s) })).body.finalPrice as number;
    const before = await twice(() => finalPrice(a));
    expect(before).toBeGreaterThan(tiered.finalPrice);
    expect(await twice(() => finalPrice(b))).toBe(before);

    await sql.query(`UPDATE "Customer" SET "groupId" = 2 WHERE "email" = $1`, [email]);
    try {
      await seenOnBoth("customer's group", async (s) => (await finalPrice(s)) === tiered.finalPrice);
    } finally {
      await sql.query(`UPDATE "Customer" SET "groupId" = 1 WHERE "email" = $1`, [email]);
    }
    await seenOnBoth("customer's group back", async (s) => (await finalPrice(s)) === before);
  });

  it("a config value", async () => {
    const name = async (s: TestServer) => (await s.json("/api/rest/v2/store-config")).body.storeName as string;
    for (const s of [a, b]) expect(await twice(() => name(s))).toBe("Acme Trade Supply");
    await sql.query(`UPDATE "ConfigValue" SET "value" = 'Acme by SQL' WHERE "path" = 'general/store_information/name' AND "scope" = 'default'`);
    await seenOnBoth("config value", async (s) => (await name(s)) === "Acme by SQL");
  });
});

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
  "an access rule written outside the API on SQLite is seen within the bound (with Redis when TEST_REDIS_URL is set)",
  () => {
    let s: TestServer;
    beforeAll(async () => {
      s = await startTestServer({ modules: [access as never], settings: { cachePollMs: POLL_MS } });
    });
    afterAll(async () => {
      await s?.close();
    });

    it('UPDATE "AccessRule" SET "isActive" (updatedAt untouched) by another connection is seen within the bound', async () => {
      const wh = await s.app.db.product.findFirstOrThrow({ where: { sku: { startsWith: "WH-" }, type: "simple", status: 1 } });
      const hidden = async () => (await s.json(`/api/rest/v2/products/${wh.id}`)).body?.extensions?.b2bAccess?.gateFlags?.hidePrice as boolean;
      expect(await twice(hidden)).toBe(true);
      const ruleId = (
        await s.gql<{ accessExplain: { ruleId: number } }>(
          `query($id: Int!) { accessExplain(productId: $id, groupId: 0) { ruleId } }`,
          { id: wh.id },
          {
            token: await s.adminToken(),
          },
        )
      ).data!.accessExplain.ruleId;
      const other = openDb(resolveDbTarget(s.dbUrl));
      try {
        for (const [active, want] of [
          [0, false],
          [1, true],
        ] as const) {
          await other.db.$executeRawUnsafe(`UPDATE "AccessRule" SET "isActive" = ${active} WHERE "id" = ${Number(ruleId)}`);
          const started = performance.now();
          while ((await hidden()) !== want) {
            if (performance.now() - started > BOUND_MS) throw new Error(`isActive = ${active}: not seen within ${BOUND_MS} ms`);
            await new Promise((r) => setTimeout(r, 20));
          }
          console.log(`item 17 (SQLite${s.app.redis ? " + Redis" : ""}): isActive = ${active} seen after ${Math.round(performance.now() - started)} ms`);
        }
      } finally {
        await other.close();
      }
    });
  },
);
