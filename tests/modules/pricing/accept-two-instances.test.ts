/**
 * Issue 31, acceptance: a list changed on instance A (price, tier, condition, assignment, validity starting now) is
 * answered by instance B on the very next request after A's mutation returns: the listing, the product detail (both
 * kept by B's response cache just before) and the cart (re-priced on every read). Two instances of one deployment
 * on PostgreSQL and Redis (TEST_DATABASE_URL and TEST_REDIS_URL), like tests/integration/scale-out.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import company from "../../../src/modules/company/index.ts";
import pricing from "../../../src/modules/pricing/index.ts";
import { startTestServer, type TestServer } from "../../helpers/server.ts";
import { setPrice } from "../../helpers/scale-out.ts";
import { assign, createList, deleteAllLists, type Json, newCompany, restGet, setConfig, setItems, unassign, updateList, V2 } from "./accept-helpers.ts";

const scaleOut = Boolean(process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL);

let a: TestServer;
let b: TestServer;
let token: string;
let alphaId: number;
let p: { id: number; sku: string };
let q: { id: number; sku: string };
let cartId: string;

/** what B answers the company's buyer: P's detail and listing row, Q's detail, and the cart's lines (P x2, Q x1) */
async function onB() {
  const detail = await restGet(b, `${V2}/products/${p.id}`, token);
  const listing = await restGet(b, `${V2}/products?sku=${encodeURIComponent(p.sku)}`, token);
  const other = await restGet(b, `${V2}/products/${q.id}`, token);
  const cart = await b.json(`${V2}/cart`, { token });
  for (const r of [detail, listing, other, cart]) expect(r.status, JSON.stringify(r.body).slice(0, 300)).toBe(200);
  const line = (sku: string) => (cart.body.items as Json[]).find((i) => i.sku === sku)!;
  return {
    detail: detail.body.finalPrice as number,
    tiers: (detail.body.tierPrices as Json[]).map((t) => [t.qty, t.price]),
    listing: listing.body.member[0].finalPrice as number,
    other: other.body.finalPrice as number,
    cartP: line(p.sku).price as number,
    cartQ: line(q.sku).price as number,
    kept: [detail.headers.get("x-response-cache"), listing.headers.get("x-response-cache"), other.headers.get("x-response-cache")],
  };
}

/** B has answered and kept the detail and listing pages (the next request after A's change must not be served them) */
async function warm() {
  await onB();
  const again = await onB();
  expect(again.kept, "B keeps the pages it answered").toEqual(["hit", "hit", "hit"]);
  return again;
}

describe.skipIf(!scaleOut)("issue 31 acceptance: a list changed on A is answered by B on the very next request (PostgreSQL + Redis)", () => {
  beforeAll(async () => {
    a = await startTestServer({ modules: [company as never, pricing as never] });
    b = await startTestServer({ modules: [company as never, pricing as never], shareDbWith: a });
    await setConfig(a, { enabled: "1" });
    await deleteAllLists(a);
    const alpha = await newCompany(a, "Twin Alpha", 1);
    [token, alphaId] = [alpha.token, alpha.id];
    // two simple products in stock with no special price and no tier prices: their catalogue price is their price
    const simples = await a.app.db.product.findMany({
      where: {
        type: "simple",
        status: 1,
        visibility: 4,
        inStock: true,
        stockQty: { gte: 200 },
        specialPrice: null,
        tierPrices: { none: {} },
        customOptions: { none: {} },
      },
      orderBy: { id: "asc" },
      take: 2,
      select: { id: true, sku: true },
    });
    [p, q] = [simples[0]!, simples[1]!];
    await setPrice(a, p.id, 100);
    await setPrice(a, q.id, 200);
    // the buyer's cart, on B: P x2, Q x1
    for (const [sku, qty] of [
      [p.sku, 2],
      [q.sku, 1],
    ] as const) {
      const r = await b.json(`${V2}/cart/items`, { method: "POST", token, json: { sku, qty } });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      cartId = r.body.maskedId;
    }
    // the catalogue's prices of the General group (no special price, no tier on these rows for General: checked)
    const before = await onB();
    expect([before.detail, before.other, before.cartP, before.cartQ], "catalogue prices before any list").toEqual([100, 200, 100, 200]);
  }, 120_000);
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it("price, tier, condition, assignment and a validity starting now, each changed on A, answered by B at once", { timeout: 120_000 }, async () => {
    // a list assigned to the company: P at 80
    await warm();
    const list = await createList(a, { code: "TWIN", priority: 1 });
    await setItems(a, list.id, [{ sku: p.sku, price: 80 }]);
    await assign(a, list.id, [alphaId]);
    let now = await onB();
    expect([now.detail, now.listing, now.cartP], "the list assigned on A").toEqual([80, 80, 80]);

    // the price
    for (const price of [70, 75.5, 69.99]) {
      await warm();
      await setItems(a, list.id, [{ sku: p.sku, price }]);
      now = await onB();
      expect([now.detail, now.listing, now.cartP], `P's list price set to ${price} on A`).toEqual([price, price, price]);
    }

    // a tier: the cart's two of P cost the tier's price; the product page shows the tier
    await warm();
    await setItems(a, list.id, [{ sku: p.sku, price: 69.99, tiers: [{ qty: 2, price: 60 }] }]);
    now = await onB();
    expect([now.detail, now.listing, now.cartP], "a tier for 2 set on A").toEqual([69.99, 69.99, 60]);
    expect(now.tiers).toContainEqual([2, 60]);
    await warm();
    await setItems(a, list.id, [{ sku: p.sku, price: 69.99, tiers: [{ qty: 2, price: 55 }] }]);
    now = await onB();
    expect(now.cartP, "the tier's price changed on A").toBe(55);
    expect(now.tiers).toContainEqual([2, 55]);

    // a condition: -50 % on the products it matches; Q matches only after the change
    await warm();
    await updateList(a, list.id, { adjustmentPercent: -50, condition: `sku == "NOT-${q.sku}"` });
    now = await onB();
    expect([now.other, now.cartQ], "a condition Q does not meet").toEqual([200, 200]);
    await warm();
    await updateList(a, list.id, { condition: `sku == "${q.sku}"` });
    now = await onB();
    expect([now.other, now.cartQ], "the condition changed on A to match Q").toEqual([100, 100]);
    expect(now.detail, "P's own item still wins over the percent").toBe(69.99);

    // an assignment: another list, P at 40, assigned then unassigned
    const second = await createList(a, { code: "TWIN-2", priority: 2 });
    await setItems(a, second.id, [{ sku: p.sku, price: 40 }]);
    await warm();
    await assign(a, second.id, [alphaId]);
    now = await onB();
    expect([now.detail, now.listing, now.cartP], "a second list assigned on A").toEqual([40, 40, 40]);
    await warm();
    await unassign(a, second.id, [alphaId]);
    now = await onB();
    expect([now.detail, now.listing, now.cartP], "unassigned on A").toEqual([69.99, 69.99, 55]);
    // and through the company's group: assigned to General
    await warm();
    await assign(a, second.id, [], [1]);
    now = await onB();
    expect([now.detail, now.listing, now.cartP], "assigned to the buyer's group on A").toEqual([40, 40, 40]);
    await unassign(a, second.id, [], [1]);

    // a validity starting now: a list that starts tomorrow, moved to start now on A
    const third = await createList(a, { code: "TWIN-3", priority: 3, validFrom: new Date(Date.now() + 86_400_000).toISOString() });
    await setItems(a, third.id, [{ sku: p.sku, price: 30 }]);
    await assign(a, third.id, [alphaId]);
    now = await warm();
    expect(now.detail, "a list not yet valid").toBe(69.99);
    await updateList(a, third.id, { validFrom: new Date(Date.now() - 1000).toISOString() });
    now = await onB();
    expect([now.detail, now.listing, now.cartP], "its validity moved to start now on A").toEqual([30, 30, 30]);
    // and one that starts by itself, without any write: B answers it once its moment has come
    const starts = Date.now() + 4000;
    const fourth = await createList(a, { code: "TWIN-4", priority: 4, validFrom: new Date(starts).toISOString() });
    await setItems(a, fourth.id, [{ sku: p.sku, price: 20 }]);
    await assign(a, fourth.id, [alphaId]);
    now = await warm();
    expect(now.detail, "before its start").toBe(30);
    while (Date.now() <= starts + 50) await new Promise((r) => setTimeout(r, 100));
    now = await onB();
    expect([now.detail, now.listing, now.cartP], "the list's start has come (no write since B kept its pages)").toEqual([20, 20, 20]);
    // and the active flag
    await warm();
    await updateList(a, fourth.id, { active: false });
    now = await onB();
    expect([now.detail, now.listing, now.cartP], "deactivated on A").toEqual([30, 30, 30]);
    expect(cartId).toBeTruthy();
  });
});
