/**
 * A guest order's access token (X-Order-Token) is bounded. It reads the order for
 * ORDER_TOKEN_TTL seconds after the order (the expiry is signed into the token) and ORDER_TOKEN_MAX_READS times
 * (counted in the order's row with one conditional UPDATE, so the bound holds across instances); a token past
 * either bound answers exactly as an unknown one. Two instances share the database and a clock the test moves.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../helpers/server.ts";
import { settingsFromEnv } from "../../src/core/settings.ts";

const V2 = "/api/rest/v2";
const MAX_READS = 3;
const TTL = 3600;
/** added to the real clock by both instances' token checks */
let shiftMs = 0;
const orderToken = { ttlSeconds: TTL, maxReads: MAX_READS, now: () => Date.now() + shiftMs };
let a: TestServer;
let b: TestServer;
let sku: string;

beforeAll(async () => {
  a = await startTestServer({ settings: { orderToken } });
  b = await startTestServer({ settings: { orderToken }, shareDbWith: a });
  const row = await a.app.db.product.findFirstOrThrow({
    where: { type: "simple", status: 1, visibility: 4, customOptions: { none: {} } },
    orderBy: { id: "asc" },
  });
  await a.app.db.product.update({ where: { id: row.id }, data: { stockQty: 1000, inStock: true } });
  sku = row.sku;
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

const address = { firstName: "Tove", lastName: "Token", street: ["2 Link Rd"], city: "Perth", postcode: "6000", countryId: "AU", telephone: "0800000000" };

async function placeGuestOrder(): Promise<{ incrementId: string; accessToken: string }> {
  const c = await a.json(`${V2}/guest-carts`, { method: "POST" });
  expect(c.status).toBe(201);
  expect((await a.json(`${V2}/guest-carts/${c.body.maskedId}/items`, { method: "POST", json: { sku, qty: 1 } })).status).toBe(200);
  const placed = await a.json(`${V2}/guest-carts/${c.body.maskedId}/place-order`, {
    method: "POST",
    json: { email: "tove@example.com", paymentMethod: "checkmo", shippingAddress: address, billingAddress: address },
  });
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  return placed.body;
}

const read = (s: TestServer, incrementId: string, token: string) => s.json(`${V2}/guest-orders/${incrementId}`, { headers: { "X-Order-Token": token } });
/** a token of the right shape that names no order: what an expired or used-up token must look like from outside */
const unknownAnswer = async (s: TestServer, incrementId: string) => {
  const r = await read(s, incrementId, "0".repeat(64));
  expect(r.status).toBe(404);
  return r.body;
};

describe("a guest order's access token is bounded", () => {
  it("reads the order again on a refresh, on either instance, up to the bound; read N+1 answers as an unknown token", async () => {
    const { incrementId, accessToken } = await placeGuestOrder();
    const first = await read(a, incrementId, accessToken);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ incrementId, customerEmail: "tove@example.com", shippingAddress: { city: "Perth" } });
    // a refresh of the confirmation page, served by the other instance, and Maho's path on the first
    const refresh = await read(b, incrementId, accessToken);
    expect(refresh.status).toBe(200);
    expect(refresh.body.incrementId).toBe(incrementId);
    const details = await a.json(`${V2}/orders/${incrementId}/details`, { headers: { "X-Order-Token": accessToken } });
    expect(details.status).toBe(200);
    // MAX_READS reads are spent: the next, on either instance and either path, is the unknown token's answer
    const over = await read(b, incrementId, accessToken);
    expect(over.status).toBe(404);
    expect(over.body).toEqual(await unknownAnswer(b, incrementId));
    expect(JSON.stringify(over.body)).not.toMatch(/Tove|Perth|tove@/);
    expect((await a.json(`${V2}/orders/${incrementId}/details`, { headers: { "X-Order-Token": accessToken } })).status).toBe(404);
    const gql = await a.gql(`query($i: String!, $t: String!) { guestOrder(incrementId: $i, accessToken: $t) { incrementId } }`, {
      i: incrementId,
      t: accessToken,
    });
    expect(gql.errors).toBeUndefined();
    expect(gql.data).toEqual({ guestOrder: null });
    const row = await a.app.db.order.findUniqueOrThrow({ where: { incrementId } });
    expect(row.accessTokenReads).toBe(MAX_READS);
  });

  it("counts in the database: of concurrent reads on two instances exactly the bound succeed", async () => {
    const { incrementId, accessToken } = await placeGuestOrder();
    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => read(i % 2 ? b : a, incrementId, accessToken)));
    expect(answers.map((r) => r.status).sort()).toEqual([200, 200, 200, 404, 404, 404]);
  });

  it("refuses the token after its time bound (an hour later on the instances' clock), also with its expiry rewritten", async () => {
    const { incrementId, accessToken } = await placeGuestOrder();
    expect((await read(a, incrementId, accessToken)).status).toBe(200);
    shiftMs = (TTL + 1) * 1000;
    try {
      const late = await read(b, incrementId, accessToken);
      expect(late.status).toBe(404);
      expect(late.body).toEqual(await unknownAnswer(b, incrementId));
      // the expiry is part of what the HMAC signs: moving it later makes the token unknown
      const later = (Number.parseInt(accessToken.slice(0, 8), 16) + 2 * TTL).toString(16).padStart(8, "0");
      expect((await read(a, incrementId, later + accessToken.slice(8))).status).toBe(404);
    } finally {
      shiftMs = 0;
    }
    // the refused reads spent nothing: back within the hour the token still reads the order
    expect((await read(a, incrementId, accessToken)).status).toBe(200);
  });

  it("takes its bounds from ORDER_TOKEN_TTL and ORDER_TOKEN_MAX_READS, an hour and 5 reads by default", () => {
    expect(settingsFromEnv({}).orderToken).toEqual({ ttlSeconds: 3600, maxReads: 5 });
    expect(settingsFromEnv({ ORDER_TOKEN_TTL: "900", ORDER_TOKEN_MAX_READS: "2" }).orderToken).toEqual({ ttlSeconds: 900, maxReads: 2 });
    expect(settingsFromEnv({ ORDER_TOKEN_TTL: "-5", ORDER_TOKEN_MAX_READS: "many" }).orderToken).toEqual({ ttlSeconds: 3600, maxReads: 5 });
  });
});
