/**
 * Hardening 2, item 16 (catalogue and add-to-cart): money in product DTOs is rounded in one place, and add-to-cart
 * answers a hidden SKU and an unknown one alike, with the same work.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_CUSTOMER_PASSWORD } from "../helpers/db-template.ts";
import { startTestServer, type TestServer } from "../helpers/server.ts";

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => s?.close());

const MONEY_KEYS = new Set(["price", "finalPrice", "specialPrice", "minimalPrice", "msrp", "giftcardMinAmount", "giftcardMaxAmount"]);

/** every money amount in a product DTO (paths and values): price fields anywhere, tier prices, gift card amounts */
function moneyIn(v: unknown, path = "$", out: [string, number][] = []): [string, number][] {
  if (Array.isArray(v)) v.forEach((x, i) => moneyIn(x, `${path}[${i}]`, out));
  else if (v && typeof v === "object") {
    for (const [k, x] of Object.entries(v)) {
      if (MONEY_KEYS.has(k) && typeof x === "number") out.push([`${path}.${k}`, x]);
      else if (k === "giftcardAmounts" && Array.isArray(x)) x.forEach((a, i) => out.push([`${path}.${k}[${i}]`, a]));
      else moneyIn(x, `${path}.${k}`, out);
    }
  }
  return out;
}
const moreThanCents = (docs: unknown[]) =>
  moneyIn(docs)
    .filter(([, x]) => Math.round(x * 100) / 100 !== x)
    .map(([p, x]) => `${p}=${x}`);

describe("hardening 2: item 16 — money in product DTOs is rounded in one place", () => {
  it("every price field of every product DTO of the demo catalogue has at most 2 decimals (listing and detail, guest and Wholesale)", async () => {
    // the stored prices carry float noise (the demo seed adds cents to variant prices), which the DTOs must not show
    const noisy = await s.app.db.product.findMany({ select: { price: true } });
    expect(noisy.some((p) => Math.round(p.price * 100) / 100 !== p.price)).toBe(true);
    const trade = await s.customerToken("trade@example.com", TEST_CUSTOMER_PASSWORD);
    for (const token of [undefined, trade]) {
      const docs: unknown[] = [];
      const ids: number[] = [];
      for (let page = 1; page < 10; page++) {
        const r = await s.json(`/api/rest/v2/products?itemsPerPage=100&page=${page}`, { token });
        docs.push(r.body.member);
        ids.push(...r.body.member.map((p: { id: number }) => p.id));
        if (r.body.member.length < 100) break;
      }
      // every product, also those only reachable by id (variants, search-only, not visible on their own)
      const all = (await s.app.db.product.findMany({ where: { status: 1 }, select: { id: true } })).map((p) => p.id);
      expect(ids.length).toBeGreaterThan(150);
      for (let i = 0; i < all.length; i += 8) {
        docs.push(...(await Promise.all(all.slice(i, i + 8).map(async (id) => (await s.json(`/api/rest/v2/products/${id}`, { token })).body))));
      }
      expect(moneyIn(docs).length).toBeGreaterThan(1000);
      expect(moreThanCents(docs)).toEqual([]);
    }
  });
});
