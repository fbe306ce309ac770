/**
 * Issue 32, acceptance: a 500-line CSV mixing every status (ok, not_found for unknown, disabled and hidden SKUs,
 * price_hidden, purchase_blocked, out_of_stock, quantity_rule, needs_options, the same SKU again in another case
 * and with spaces) is resolved and added to the cart by a guest, a General customer, Northwind's Buyer (NORTHWIND
 * prices, SKU-000162's minimum 6 in sixes) and a Northwind member whose role lacks orders.place. Each line's status
 * is the one the caller's own product endpoint predicts, each ok line's price the unit price that endpoint shows
 * for its quantity and the price of the cart line after the add; only ok lines are added, in one cart.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestServer } from "../../helpers/server.ts";
import {
  type Caller,
  call,
  cartOf,
  emptyCart,
  type ExpectedLine,
  type Fixture,
  type InputLine,
  type Json,
  keyOf,
  makeCallers,
  makeFixture,
  merged,
  mixedLines,
  type Model,
  modelOf,
  QO,
  type Shown,
  shownTo,
  STATUSES,
  startBuyerToolsServer,
  toCsv,
} from "./accept-helpers.ts";

let s: TestServer;
let f: Fixture;
let callers: Caller[];
let input: InputLine[];
let expected: ExpectedLine[];
let csv: string;
/** by SKU key: the product and its stock as the test set it */
const products = new Map<string, { id: number; sku: string; stock: { qty: number; inStock: boolean } }>();
/** each caller's resolve answer, for the add's comparison */
const resolved = new Map<string, Json[]>();
const timings: Record<string, number> = {};

beforeAll(async () => {
  s = await startBuyerToolsServer();
  f = await makeFixture(s);
  callers = await makeCallers(s, f);
  input = mixedLines(f);
  expect(input).toHaveLength(500);
  expected = merged(input);
  csv = toCsv(input);
  const rows = await s.app.db.product.findMany({
    where: { skuKey: { in: expected.map((e) => e.key) } },
    select: { id: true, sku: true, stockQty: true, inStock: true },
  });
  for (const r of rows) products.set(keyOf(r.sku), { id: r.id, sku: r.sku, stock: { qty: r.stockQty, inStock: r.inStock } });
}, 120_000);
afterAll(async () => {
  if (Object.keys(timings).length) console.info(`quick order, 500 input lines resolved (ms): ${JSON.stringify(timings)}`);
  await s?.close();
});

/** the model's answer for every merged line, as the caller sees the catalogue now */
async function modelFor(caller: Caller): Promise<Model[]> {
  const shown: Map<number, Shown> = await shownTo(
    s,
    caller,
    [...products.values()].map((p) => p.id),
  );
  return expected.map((e) => {
    const p = products.get(e.key);
    return modelOf(caller, p ? shown.get(p.id) : undefined, p?.stock, p?.sku ?? e.typed, e.qty);
  });
}

const where = (caller: Caller, e: ExpectedLine, got: Json) => `${caller.name}, ${e.typed} x ${e.qty}: ${JSON.stringify(got)}`;

function checkLine(caller: Caller, e: ExpectedLine, m: Model, got: Json) {
  const at = where(caller, e, got);
  expect(keyOf(got.sku), at).toBe(e.key);
  expect(got.qty, at).toBe(e.qty);
  expect(got.status, at).toBe(m.status);
  if (Array.isArray(got.inputLines)) expect(got.inputLines, at).toHaveLength(e.inputs);
  const product = products.get(e.key);
  switch (m.status) {
    case "ok":
      expect(got.product, at).toMatchObject({ id: product!.id, sku: product!.sku, price: m.price });
      expect(typeof got.product.name, at).toBe("string");
      expect(got.message ?? null, at).toBeNull();
      break;
    case "not_found":
      // the SKU as asked, no product, the one message: unknown, disabled and hidden alike
      expect(got.sku, at).toBe(e.typed);
      expect(got.product ?? null, at).toBeNull();
      expect(got.message, at).toBe("No product with this SKU");
      break;
    case "price_hidden":
      expect(got.product?.price ?? null, at).toBeNull();
      expect(got.message, at).toBe(m.message);
      expect(got.cta, at).toEqual(m.cta);
      break;
    case "purchase_blocked":
      expect(got.message, at).toBeTruthy();
      break;
    case "quantity_rule":
      expect(got.rule, at).toMatchObject(m.rule!);
      expect(got.message, at).toBeTruthy();
      break;
    case "out_of_stock":
      expect(got.available, at).toBe(m.available);
      expect(got.message, at).toBeTruthy();
      break;
    case "needs_options":
      expect(got.message, at).toBeTruthy();
      if (got.product?.type === "configurable" || products.get(e.key)?.sku.startsWith("CON-")) {
        expect(Array.isArray(got.variants) && got.variants.length > 0, at).toBe(true);
        for (const v of got.variants) expect(typeof v.sku, at).toBe("string");
      }
      break;
  }
}

/** what the test made each fixture into, whoever asks (the model must agree: guards the model itself) */
function fixtureStatuses(caller: Caller): Map<string, string> {
  const out = new Map<string, string>();
  for (const p of f.hidden) out.set(keyOf(p.sku), "not_found");
  for (const p of f.disabled) out.set(keyOf(p.sku), "not_found");
  for (const p of f.priceHidden) out.set(keyOf(p.sku), "price_hidden");
  for (const p of f.blocked) out.set(keyOf(p.sku), "purchase_blocked");
  out.set(keyOf(f.short.sku), "out_of_stock");
  out.set(keyOf(f.withOption.sku), "needs_options");
  for (const p of f.composites) out.set(keyOf(p.sku), "needs_options");
  out.set(keyOf(f.ruled.sku), caller.company ? "ok" : "quantity_rule");
  out.set(keyOf(f.northwindRuled.sku), caller.company ? "quantity_rule" : "ok");
  for (const p of f.trade) out.set(keyOf(p.sku), caller.company ? "ok" : "price_hidden");
  out.set("acc-nope-0001", "not_found");
  return out;
}

describe("quick order resolves and adds a 500-line CSV as each caller sees the catalogue", () => {
  for (const who of ["guest", "general (jane)", "Northwind buyer", "member without orders.place"]) {
    it(`${who}: the model (the caller's own product endpoint) agrees with what the test made of each fixture`, async () => {
      const caller = callers.find((c) => c.name === who)!;
      const model = await modelFor(caller);
      const byKey = new Map(expected.map((e, i) => [e.key, model[i]!.status as string]));
      for (const [key, status] of fixtureStatuses(caller)) expect(byKey.get(key), `${who}: model of ${key}`).toBe(status);
      const okCount = model.filter((m) => m.status === "ok").length;
      expect(okCount).toBeGreaterThan(40);
      for (const m of model) if (m.status === "ok") expect(m.price, JSON.stringify(m)).toEqual(expect.any(Number));
    });

    it(`${who}: every line's status, message and price as the caller's own product endpoint shows it`, async () => {
      const caller = callers.find((c) => c.name === who)!;
      const model = await modelFor(caller);
      const started = performance.now();
      const r = await call(s, "POST", `${QO}/resolve`, caller.token, { csv });
      timings[who] = Math.round(performance.now() - started);
      expect(r.status, JSON.stringify(r.body).slice(0, 2000)).toBe(200);
      const lines = r.body.lines as Json[];
      expect(lines.map((l) => keyOf(l.sku))).toEqual(expected.map((e) => e.key));
      expected.forEach((e, i) => {
        checkLine(caller, e, model[i]!, lines[i]!);
      });
      // the model agrees with what the test made of each fixture, for this caller
      const byKey = new Map(lines.map((l) => [keyOf(l.sku), l.status as string]));
      for (const [key, status] of fixtureStatuses(caller)) expect(byKey.get(key), `${who}: ${key}`).toBe(status);
      // the gate's own messages
      for (const p of f.priceHidden) expect(lines.find((l) => keyOf(l.sku) === keyOf(p.sku))!.message).toBe(f.gateMessages.priceHidden);
      for (const p of f.blocked) expect(lines.find((l) => keyOf(l.sku) === keyOf(p.sku))!.message).toBe(f.gateMessages.blocked);
      // every status is there, the summary counts them, and there is something to add
      const counts = Object.fromEntries(STATUSES.map((st) => [st, lines.filter((l) => l.status === st).length]));
      for (const st of STATUSES) expect(counts[st], `${who}: lines with status ${st}`).toBeGreaterThan(0);
      expect(r.body.summary).toMatchObject({ ok: counts.ok, notFound: counts.not_found });
      expect(r.body.canAddToCart).toBe(true);
      resolved.set(who, lines);
    });

    it(`${who}: add puts exactly the ok lines in one cart, each at the price resolve showed`, async () => {
      const caller = callers.find((c) => c.name === who)!;
      const before = resolved.get(who);
      expect(before, "the resolve test ran first").toBeDefined();
      if (caller.token) await emptyCart(s, caller.token);
      const r = await call(s, "POST", `${QO}/add`, caller.token, { csv });
      expect(r.status, JSON.stringify(r.body).slice(0, 2000)).toBe(200);
      const lines = r.body.lines as Json[];
      expect(lines).toHaveLength(before!.length);
      let okCount = 0;
      let okQty = 0;
      lines.forEach((l, i) => {
        const was = before![i]!;
        const at = `${who}: ${JSON.stringify(l)}`;
        expect(keyOf(l.sku), at).toBe(keyOf(was.sku));
        expect(l.status, at).toBe(was.status);
        expect(l.added, at).toBe(was.status === "ok");
        if (l.added) {
          okCount++;
          okQty += was.qty;
          expect(l.addedQty, at).toBe(was.qty);
        } else {
          expect(l.addedQty ?? 0, at).toBe(0);
          expect(l.reason, at).toMatchObject({ code: expect.any(String), message: expect.any(String) });
        }
      });
      expect(okCount).toBeGreaterThan(40);
      if (!caller.token) expect(typeof r.body.maskedId, JSON.stringify(r.body.cart)).toBe("string");
      expect(r.body.cart).toMatchObject({ itemsCount: okCount, itemsQty: okQty });
      const cart = await cartOf(s, caller, r.body.maskedId ?? r.body.cart?.maskedId);
      expect(cart.items).toHaveLength(okCount);
      for (const l of lines.filter((x) => x.added)) {
        const item = (cart.items as Json[]).find((it) => it.productId === l.product.id);
        expect(item, `${who}: no cart line for ${l.sku}`).toBeDefined();
        expect(item!.qty, `${who}: ${l.sku}`).toBe(l.qty);
        // the price resolve showed is the price the cart charges
        expect(item!.price, `${who}: ${l.sku}`).toBe(l.product.price);
      }
    });
  }

  it("a guest's second add goes to the cart it names (X-Cart-Id), which the answer names again", async () => {
    const first = await call(s, "POST", `${QO}/add`, undefined, { lines: [{ sku: f.plain[0]!.sku, qty: 1 }] });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const masked = first.body.maskedId as string;
    expect(masked).toBeTruthy();
    const again = await call(s, "POST", `${QO}/add`, undefined, { lines: [{ sku: f.plain[1]!.sku, qty: 2 }] }, { "x-cart-id": masked });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body.maskedId).toBe(masked);
    expect(again.body.cart).toMatchObject({ itemsCount: 2, itemsQty: 3 });
    expect((await cartOf(s, callers[0]!, masked)).items).toHaveLength(2);
  });

  it("the same lines as JSON lines, or as a CSV with ; or tabs, without BOM or header, answer the same", async () => {
    const jane = callers.find((c) => c.name === "general (jane)")!;
    const summary = (b: Json) => (b.lines as Json[]).map((l) => [keyOf(l.sku), l.qty, l.status, l.product?.price ?? null]);
    const base = await call(s, "POST", `${QO}/resolve`, jane.token, { csv });
    expect(base.status).toBe(200);
    const variants = [
      { lines: input.map((l) => ({ sku: l.sku, qty: l.qty ?? 1 })) },
      { csv: toCsv(input, ";", false) },
      { csv: toCsv(input, "\t", true, false) },
    ];
    for (const body of variants) {
      const r = await call(s, "POST", `${QO}/resolve`, jane.token, body);
      expect(r.status, JSON.stringify(r.body).slice(0, 500)).toBe(200);
      expect(summary(r.body)).toEqual(summary(base.body));
    }
  });

  it("more than 500 lines: 413 too_many_lines with the limit, nothing resolved", async () => {
    const more = [...input, { sku: "ACC-NOPE-9999", qty: 1 }];
    const r = await call(s, "POST", `${QO}/resolve`, undefined, { csv: toCsv(more) });
    expect(r.status, JSON.stringify(r.body).slice(0, 500)).toBe(413);
    expect(r.body).toMatchObject({ code: "too_many_lines", limit: 500 });
    const add = await call(s, "POST", `${QO}/add`, undefined, { lines: more.map((l) => ({ sku: l.sku, qty: l.qty ?? 1 })) });
    expect(add.status).toBe(413);
    expect(add.body).toMatchObject({ code: "too_many_lines", limit: 500 });
  });

  it("GraphQL quickOrderResolve answers the statuses REST answers", async () => {
    const rest = await call(s, "POST", `${QO}/resolve`, undefined, { csv });
    expect(rest.status).toBe(200);
    const guest = rest.body.lines as Json[];
    const r = await s.gql(`query($csv: String) { quickOrderResolve(csv: $csv) { __typename canAddToCart lines { sku qty status product { id price } } } }`, {
      csv,
    });
    expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
    const answer = (r.data as Json).quickOrderResolve;
    expect(answer.__typename, JSON.stringify(answer)).toBe("QuickOrderResult");
    expect(answer.canAddToCart).toBe(true);
    const lines = answer.lines as Json[];
    expect(lines.map((l) => [keyOf(l.sku), l.qty, l.status, l.product?.price ?? null])).toEqual(
      guest!.map((l) => [keyOf(l.sku), l.qty, l.status, l.product?.price ?? null]),
    );
  });
});
