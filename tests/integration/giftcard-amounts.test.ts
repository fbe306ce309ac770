/**
 * A gift card's amount follows its Maho type: `fixed` takes a preset amount, `range` any amount from its minimum
 * to its maximum, `combined` either; a message only where the product allows one.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../helpers/server.ts";

let s: TestServer;
const skus: Record<"fixed" | "range" | "combined", string> = { fixed: "", range: "", combined: "" };
beforeAll(async () => {
  s = await startTestServer();
  for (const kind of ["fixed", "range", "combined"] as const) {
    const p = await s.app.db.product.findFirstOrThrow({
      where: { type: "giftcard", giftcardType: kind, status: 1, customOptions: { none: { required: true } } },
    });
    await s.app.db.product.update({ where: { id: p.id }, data: { inStock: true, stockQty: 100, giftcardAllowMessage: kind !== "range" } });
    skus[kind] = p.sku;
  }
});
afterAll(async () => s?.close());

const add = async (kind: keyof typeof skus, giftcardAmount: number | undefined, extra: Record<string, unknown> = {}) => {
  const { maskedId } = (await s.json("/api/rest/v2/guest-carts", { method: "POST" })).body;
  return s.json(`/api/rest/v2/guest-carts/${maskedId}/items`, { method: "POST", json: { sku: skus[kind], qty: 1, giftcardAmount, ...extra } });
};
const field = (r: { body: { errors?: { field: string; code: string }[] } }) => r.body.errors?.[0];

describe("gift card amounts by type", () => {
  it("fixed: a preset amount is priced as the line; any other amount, or none, is 422", async () => {
    const ok = await add("fixed", 50);
    expect(ok.status).toBe(200);
    expect(ok.body.items[0].price).toBe(50);
    const other = await add("fixed", 60);
    expect(other.status).toBe(422);
    expect(field(other)).toMatchObject({ field: "options.giftcardAmount", code: "invalid_amount" });
    const none = await add("fixed", undefined);
    expect(none.status).toBe(422);
    expect(field(none)).toMatchObject({ field: "options.giftcardAmount", code: "required" });
  });

  it("range: any amount from min to max (cents allowed), nothing outside it", async () => {
    expect((await add("range", 10)).status).toBe(200);
    const mid = await add("range", 123.45);
    expect(mid.status).toBe(200);
    expect(mid.body.items[0].price).toBe(123.45);
    expect((await add("range", 500)).status).toBe(200);
    for (const bad of [9.99, 500.01, 12.345]) expect((await add("range", bad)).status).toBe(422);
  });

  it("combined: a preset or an amount in range", async () => {
    expect((await add("combined", 100)).status).toBe(200);
    expect((await add("combined", 77)).status).toBe(200);
    expect((await add("combined", 501)).status).toBe(422);
  });

  it("a message only where the product allows one", async () => {
    expect((await add("combined", 25, { giftcardMessage: "Happy birthday" })).status).toBe(200);
    const refused = await add("range", 25, { giftcardMessage: "Happy birthday" });
    expect(refused.status).toBe(422);
    expect(field(refused)).toMatchObject({ field: "options.giftcardMessage", code: "not_allowed" });
  });
});
