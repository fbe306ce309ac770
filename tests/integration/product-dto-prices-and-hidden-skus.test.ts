/**
 * Catalogue and add-to-cart: money in product DTOs is rounded in one place, and add-to-cart answers a hidden SKU
 * and an unknown one alike, with the same work.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import access from "../../src/modules/access-gate/index.ts";
import { TEST_CUSTOMER_PASSWORD } from "../helpers/db-template.ts";
import { startTestServer, type TestServer } from "../helpers/server.ts";

let s: TestServer;
beforeAll(async () => {
  // the demo catalogue with the access gate's demo rules (Power Tools hidden from guests)
  s = await startTestServer({ modules: [access as never] });
});
afterAll(async () => s?.close());

const MONEY_KEYS = new Set(["price", "finalPrice", "specialPrice", "minimalPrice", "msrp", "giftcardMinAmount", "giftcardMaxAmount"]);

/** every money amount in a product DTO (paths and values): price fields anywhere, tier prices, gift card amounts */
function moneyIn(v: unknown, path = "$", out: [string, number][] = []): [string, number][] {
  if (Array.isArray(v))
    v.forEach((x, i) => {
      moneyIn(x, `${path}[${i}]`, out);
    });
  else if (v && typeof v === "object") {
    for (const [k, x] of Object.entries(v)) {
      if (MONEY_KEYS.has(k) && typeof x === "number") out.push([`${path}.${k}`, x]);
      else if (k === "giftcardAmounts" && Array.isArray(x))
        x.forEach((a, i) => {
          out.push([`${path}.${k}[${i}]`, a]);
        });
      else moneyIn(x, `${path}.${k}`, out);
    }
  }
  return out;
}
const moreThanCents = (docs: unknown[]) =>
  moneyIn(docs)
    .filter(([, x]) => Math.round(x * 100) / 100 !== x)
    .map(([p, x]) => `${p}=${x}`);

describe("money in product DTOs is rounded in one place", () => {
  it("every price field of every product DTO of the demo catalogue has at most 2 decimals (listing and detail, guest and Wholesale)", async () => {
    // stored prices keep 4 decimals (B2B price lists may charge sub-cent unit prices), which the DTOs must not show:
    // some variant and tier prices get sub-cent digits (they stand where the seed's float noise stood before amounts were decimals)
    const subCent = await s.app.db.product.findMany({ where: { type: "simple", visibility: 1, status: 1 }, select: { id: true, price: true }, take: 20 });
    for (const p of subCent) await s.app.db.product.update({ where: { id: p.id }, data: { price: p.price.plus("0.0049") } });
    const tiers = await s.app.db.tierPrice.findMany({ take: 20, orderBy: { id: "asc" } });
    for (const t of tiers) await s.app.db.tierPrice.update({ where: { id: t.id }, data: { price: t.price.plus("0.0051") } });
    await s.app.productRows.evict([...subCent.map((p) => p.id), ...tiers.map((t) => t.productId)]);
    const noisy = await s.app.db.product.findMany({ select: { price: true } });
    expect(noisy.some((p) => p.price.decimalPlaces() > 2)).toBe(true);
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

describe("add-to-cart answers a hidden SKU as an unknown one, with the same work", () => {
  it("the same answer and the same statements for hidden, unknown and disabled SKUs (REST and Maho's guest cart)", async () => {
    const tools = (await s.app.db.category.findMany({ select: { id: true, path: true } })).filter((c) => c.path.split("/").includes("11")).map((c) => c.id);
    const hidden = await s.app.db.product.findFirstOrThrow({
      where: {
        status: 1,
        type: "simple",
        inStock: true,
        stockQty: { gt: 5 },
        categories: { some: { categoryId: { in: tools } } },
        sku: { not: { startsWith: "WH-" } },
      },
    });
    const disabled = await s.app.db.product.findFirstOrThrow({ where: { status: 2 } });
    expect((await s.json(`/api/rest/v2/products/${hidden.id}`)).status).toBe(404);
    // the control: a customer may add it
    const jane = await s.customerToken("jane@example.com", TEST_CUSTOMER_PASSWORD);
    expect((await s.json("/api/rest/v2/cart/items", { method: "POST", token: jane, json: { sku: hidden.sku, qty: 1 } })).status).toBe(200);

    const maskedId = (await s.json("/api/rest/v2/guest-carts", { method: "POST" })).body.maskedId as string;
    expect(maskedId).toBeTruthy();
    const routes = {
      rest: (sku: string) => s.json("/api/rest/v2/cart/items", { method: "POST", json: { sku, qty: 1 } }),
      maho: (sku: string) => s.json(`/api/rest/v2/guest-carts/${maskedId}/items`, { method: "POST", json: { sku, qty: 1 } }),
    };
    const unknown = `${hidden.sku}-NOPE`;
    for (const [name, add] of Object.entries(routes)) {
      const answer = async (sku: string) => {
        const before = s.app.dbHandle.stats.statements;
        const r = await add(sku);
        const statements = s.app.dbHandle.stats.statements - before;
        return { status: r.status, body: JSON.stringify(r.body).replaceAll(sku, "<sku>"), statements };
      };
      await answer(unknown); // warm the small caches
      const [h, u, d] = [await answer(hidden.sku), await answer(unknown), await answer(disabled.sku)];
      expect(h.status, name).toBe(404);
      expect(h, `${name}: hidden vs unknown`).toEqual(u);
      expect(d, `${name}: disabled vs unknown`).toEqual(u);
    }

    // what the issue measured, for the record (not asserted: machine speed varies): medians over 200 calls each
    const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    const times: Record<string, number[]> = { hidden: [], unknown: [] };
    for (let i = 0; i < 200; i++) {
      for (const [k, sku] of i % 2
        ? ([
            ["hidden", hidden.sku],
            ["unknown", unknown],
          ] as const)
        : ([
            ["unknown", unknown],
            ["hidden", hidden.sku],
          ] as const)) {
        const t = performance.now();
        await routes.rest(sku);
        times[k]!.push(performance.now() - t);
      }
    }
    console.info(`add-to-cart medians over 200 calls: hidden ${median(times.hidden!).toFixed(2)} ms, unknown ${median(times.unknown!).toFixed(2)} ms`);
  });
});
