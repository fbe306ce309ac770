/**
 * Hardening, round two: cache coherence and the access gate's rule index on two instances of one deployment
 * (one PostgreSQL database, one Redis). Skipped unless TEST_DATABASE_URL and TEST_REDIS_URL are set.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import access from "../../src/modules/access-gate/index.ts";
import { startTestServer, type TestServer } from "../helpers/server.ts";
import { createRule, deleteAllRules, productOutside, setConfig } from "../modules/access/helpers.ts";

const scaleOut = Boolean(process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL);

const PRODUCT_UPDATE = `mutation($id: Int!, $input: ProductInput!) { productUpdate(id: $id, input: $input) {
  __typename ... on ProductUpdateSuccess { data { id price } } ... on Problem { code message } } }`;

async function setPrice(s: TestServer, id: number, price: number) {
  const r = await s.gql(PRODUCT_UPDATE, { id, input: { price } }, { token: await s.adminToken() });
  expect(r.data?.productUpdate).toEqual({ __typename: "ProductUpdateSuccess", data: { id, price } });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.skipIf(!scaleOut)("hardening 2: item 1 — a hide_listing rule written on A while B saves a product into its range", () => {
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

  it("item 1: the product is indexed and hidden from guests on both instances after every interleaving (ITEM1_TRIALS, default 60)", async () => {
    const p = await productOutside(a, []);
    const token = await a.adminToken();
    const TRIALS = Number(process.env.ITEM1_TRIALS ?? 60);
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
