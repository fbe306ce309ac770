/**
 * The line judge (src/cart/line-status.ts) on the seeded demo database with the access gate, companies and
 * per-company pricing installed: every status for the caller's own catalogue, prices and quantity rules, hidden
 * SKUs answered as unknown ones, and a fixed number of statements whatever the number of lines.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import access from "../../src/modules/access-gate/index.ts";
import company from "../../src/modules/company/index.ts";
import pricing from "../../src/modules/pricing/index.ts";
import { createContext, type RequestContext } from "../../src/core/context.ts";
import { judgeLines, type LineQuery, NOT_FOUND_MESSAGE } from "../../src/cart/line-status.ts";
import { TEST_CUSTOMER_PASSWORD } from "../helpers/db-template.ts";
import { startTestServer, type TestServer } from "../helpers/server.ts";
import { createRule } from "../modules/access/helpers.ts";

let s: TestServer;
/** Power Tools and its subcategories: hidden from guests by the demo's access rules */
const POWER = { categoryId: { in: [11, 12, 13] } };
const tokens: Record<string, string> = {};

/** a request's context as the server makes it: a guest, or a customer by their token */
async function ctxOf(email?: string): Promise<RequestContext> {
  const auth = email ? `Bearer ${tokens[email]}` : null;
  return createContext(s.app, { headers: { get: (n) => (n === "authorization" ? auth : null) }, ip: "127.0.0.1" });
}
const judge = async (email: string | undefined, lines: LineQuery[]) => judgeLines(await ctxOf(email), lines);

let plain: { id: number; sku: string; price: number; stockQty: number };
let powerTool: { sku: string };
let disabled: { sku: string };
let trade: { sku: string };
let configurable: { sku: string };
let grouped: { sku: string };
let soldOut: { sku: string };

beforeAll(async () => {
  s = await startTestServer({ modules: [access as never, company as never, pricing as never] });
  for (const email of ["jane@example.com", "trade@example.com", "buyer@example.com"]) tokens[email] = await s.customerToken(email, TEST_CUSTOMER_PASSWORD);
  const db = s.app.db;
  const simple = { type: "simple", status: 1, inStock: true, stockQty: { gt: 20 }, customOptions: { none: {} } } as const;
  const p = await db.product.findFirstOrThrow({
    where: { ...simple, NOT: [{ sku: { startsWith: "WH-" } }, { categories: { some: POWER } }], specialPrice: null, tierPrices: { none: {} } },
    orderBy: { id: "asc" },
  });
  plain = { id: p.id, sku: p.sku, price: Number(p.price), stockQty: p.stockQty };
  powerTool = await db.product.findFirstOrThrow({ where: { ...simple, categories: { some: POWER }, NOT: { sku: { startsWith: "WH-" } } } });
  disabled = await db.product.findFirstOrThrow({ where: { status: { not: 1 } } });
  trade = await db.product.findFirstOrThrow({ where: { ...simple, sku: { startsWith: "WH-" }, categories: { none: POWER } } });
  configurable = await db.product.findFirstOrThrow({ where: { type: "configurable", status: 1, categories: { none: POWER } } });
  grouped = await db.product.findFirstOrThrow({ where: { type: "grouped", status: 1, categories: { none: POWER } } });
  soldOut = await db.product.findFirstOrThrow({
    where: { type: "simple", status: 1, inStock: false, customOptions: { none: {} }, NOT: [{ sku: { startsWith: "WH-" } }, { categories: { some: POWER } }] },
  });
}, 60_000);

afterAll(async () => {
  await s?.close();
});

describe("judgeLines", () => {
  it("answers each status for a guest, with the caller's price, and a hidden SKU as an unknown one", async () => {
    const [ok, unknown, hidden, off, priceHidden, options, group, stock, tooMany, lower] = await judge(undefined, [
      { sku: plain.sku, qty: 2 },
      { sku: "NO-SUCH-SKU-1", qty: 1 },
      { sku: powerTool.sku, qty: 1 },
      { sku: disabled.sku, qty: 1 },
      { sku: trade.sku, qty: 1 },
      { sku: configurable.sku, qty: 1 },
      { sku: grouped.sku, qty: 1 },
      { sku: soldOut.sku, qty: 1 },
      { sku: plain.sku, qty: plain.stockQty + 1 },
      { sku: ` ${plain.sku.toLowerCase().split("").join(" ")} `, qty: 1 },
    ]);
    expect(ok).toMatchObject({
      sku: plain.sku,
      qty: 2,
      status: "ok",
      message: null,
      product: { id: plain.id, sku: plain.sku, price: plain.price, inStock: true },
    });
    expect(unknown).toMatchObject({ status: "not_found", message: NOT_FOUND_MESSAGE, product: null });
    // unknown, hidden and disabled: the same verdict but for the SKU asked
    const bare = (v: typeof unknown) => ({ ...v, sku: "" });
    expect(bare(hidden!)).toEqual(bare(unknown!));
    expect(bare(off!)).toEqual(bare(unknown!));
    expect(priceHidden).toMatchObject({ status: "price_hidden", product: { sku: trade.sku, price: null }, cta: { label: "Log in for trade prices" } });
    expect(priceHidden!.message).toBeTruthy();
    expect(options!.status).toBe("needs_options");
    expect(options!.variants!.length).toBeGreaterThan(0);
    for (const v of options!.variants!) expect(v).toMatchObject({ sku: expect.any(String), name: expect.any(String), inStock: true });
    expect(group!.status).toBe("needs_options");
    expect(group!.variants!.length).toBeGreaterThan(0);
    expect(stock).toMatchObject({ status: "out_of_stock", available: 0 });
    expect(tooMany).toMatchObject({ status: "out_of_stock", available: plain.stockQty });
    expect(lower).toMatchObject({ status: "ok", sku: plain.sku });
  });

  it("a configurable with its options is the variant's line", async () => {
    const product = await s.app.db.product.findFirstOrThrow({
      where: { sku: configurable.sku },
      include: { configurableAttrs: true, childLinks: { where: { kind: "variant" }, include: { child: { include: { attributeValues: true } } } } },
    });
    const variant = product.childLinks.map((l) => l.child).find((c) => c.status === 1 && c.inStock && c.stockQty > 0)!;
    const attrs = await s.app.attributes.load();
    const superAttributes = Object.fromEntries(
      product.configurableAttrs.map((a) => [
        attrs.byId.get(a.attributeId)!.code,
        Number(variant.attributeValues.find((v) => v.attributeId === a.attributeId)!.value),
      ]),
    );
    const [v] = await judge(undefined, [{ sku: configurable.sku, qty: 1, options: { superAttributes } }]);
    expect(v).toMatchObject({ status: "ok", sku: variant.sku, product: { sku: configurable.sku } });
  });

  it("a Northwind buyer gets NORTHWIND's price and its quantity rule; a trade price shows", async () => {
    const [five, six, wh] = await judge("buyer@example.com", [
      { sku: "SKU-000162", qty: 5 },
      { sku: "SKU-000162", qty: 6 },
      { sku: trade.sku, qty: 1 },
    ]);
    expect(five).toMatchObject({ status: "quantity_rule", rule: { minQty: 6, qtyIncrement: 6 } });
    expect(five!.message).toContain("multiples of 6");
    expect(six).toMatchObject({ status: "ok", rule: { minQty: 6, qtyIncrement: 6 } });
    const [general] = await judge("jane@example.com", [{ sku: "SKU-000162", qty: 5 }]);
    expect(general).toMatchObject({ status: "ok", rule: null });
    expect(six!.product!.price).not.toBe(general!.product!.price);
    expect(wh!.status).toBe("ok");
    expect(wh!.product!.price).toEqual(expect.any(Number));
  });

  it("a purchase the gate blocks is purchase_blocked with the rule's message", async () => {
    await createRule(s, { name: "no plain for General", customerGroupIds: [1], source: `sku == "${plain.sku}"`, blockPurchase: true, message: "Not for you" });
    const [jane] = await judge("jane@example.com", [{ sku: plain.sku, qty: 1 }]);
    expect(jane).toMatchObject({ status: "purchase_blocked", message: "Not for you", product: { sku: plain.sku } });
    const [guest] = await judge(undefined, [{ sku: plain.sku, qty: 1 }]);
    expect(guest!.status).toBe("ok");
  });

  it("a stored line by product id finds the product whatever its SKU says", async () => {
    const [v] = await judge(undefined, [{ sku: "OLD-SKU", qty: 1, productId: plain.id }]);
    expect(v).toMatchObject({ status: "ok", sku: plain.sku });
    const [hidden] = await judge(undefined, [
      { sku: "OLD-SKU", qty: 1, productId: (await s.app.db.product.findFirstOrThrow({ where: { sku: powerTool.sku } })).id },
    ]);
    expect(hidden).toMatchObject({ status: "not_found", sku: "OLD-SKU" });
  });

  it("a variant hidden from the caller reads as options that name no variant, in stock or not, its price hidden or not", async () => {
    const db = s.app.db;
    const parent = await db.product.findFirstOrThrow({
      where: {
        type: "configurable",
        status: 1,
        sku: { not: configurable.sku },
        categories: { none: POWER },
        childLinks: { some: { kind: "variant", child: { status: 1, inStock: true, stockQty: { gt: 5 } } } },
      },
      include: { configurableAttrs: true, childLinks: { where: { kind: "variant" }, include: { child: { include: { attributeValues: true } } } } },
    });
    const hidden = parent.childLinks.map((l) => l.child).find((c) => c.status === 1 && c.inStock && c.stockQty > 5)!;
    await db.product.update({ where: { id: hidden.id }, data: { price: 987.65, specialPrice: null } });
    await createRule(s, { name: "one variant hidden from guests", hideListing: true, customerGroupIds: [0], source: `sku == "${hidden.sku}"` });
    const attrs = await s.app.attributes.load();
    const codes = parent.configurableAttrs.map((a) => attrs.byId.get(a.attributeId)!);
    const chosen = Object.fromEntries(codes.map((a) => [a.code, Number(hidden.attributeValues.find((v) => v.attributeId === a.id)!.value)]));
    const nothing = Object.fromEntries(codes.map((a) => [a.code, 999_999]));
    const both = () =>
      judge(undefined, [
        { sku: parent.sku, qty: 1, options: { superAttributes: chosen } },
        { sku: parent.sku, qty: 1, options: { superAttributes: nothing } },
      ]);

    const [inStock, none] = await both();
    expect(none).toMatchObject({ status: "needs_options", sku: parent.sku, rule: null });
    expect(inStock).toEqual(none);
    expect(JSON.stringify(inStock)).not.toContain(hidden.sku);
    // a customer who sees the variant gets its line
    const [seen] = await judge("jane@example.com", [{ sku: parent.sku, qty: 1, options: { superAttributes: chosen } }]);
    expect(seen).toMatchObject({ status: "ok", sku: hidden.sku, product: { price: 987.65 } });

    await db.product.update({ where: { id: hidden.id }, data: { inStock: false, stockQty: 0 } });
    const [soldOut, none2] = await both();
    expect(soldOut).toEqual(none2);
    const [seenSoldOut] = await judge("jane@example.com", [{ sku: parent.sku, qty: 1, options: { superAttributes: chosen } }]);
    expect(seenSoldOut).toMatchObject({ status: "out_of_stock", available: 0 });

    await db.product.update({ where: { id: hidden.id }, data: { inStock: true, stockQty: 50 } });
    await createRule(s, { name: "parent's price hidden from guests", hidePrice: true, customerGroupIds: [0], source: `sku == "${parent.sku}"` });
    const [priced, none3] = await both();
    expect(none3!.status).toBe("needs_options");
    expect(priced).toEqual(none3);
  });

  it("takes the same number of statements for 10 lines as for 400, and for hidden SKUs as for unknown ones", async () => {
    const skus = (await s.app.db.product.findMany({ select: { sku: true }, orderBy: { id: "asc" }, take: 400 })).map((p) => p.sku);
    const lines = (n: number) => Array.from({ length: n }, (_, i) => ({ sku: skus[i % skus.length]!, qty: 1 + (i % 3) }));
    const count = async (ls: LineQuery[]) => {
      const ctx = await ctxOf("jane@example.com");
      const before = s.app.dbHandle.stats.statements;
      await judgeLines(ctx, ls);
      return s.app.dbHandle.stats.statements - before;
    };
    // warm the row cache for both sets (a cold row costs the loader's batch, whatever the number)
    await count(lines(400));
    await count(lines(10));
    const [ten, many] = [await count(lines(10)), await count(lines(400))];
    expect(many).toBe(ten);

    const hidden = Array.from({ length: 20 }, () => ({ sku: powerTool.sku, qty: 1 }));
    const unknown = Array.from({ length: 20 }, (_, i) => ({ sku: `NOPE-${i}`, qty: 1 }));
    const guestCount = async (ls: LineQuery[]) => {
      const ctx = await ctxOf();
      const before = s.app.dbHandle.stats.statements;
      const v = await judgeLines(ctx, ls);
      return { statements: s.app.dbHandle.stats.statements - before, bodies: v.map((x) => ({ ...x, sku: "" })) };
    };
    await guestCount(unknown);
    expect(await guestCount(hidden)).toEqual(await guestCount(unknown));
  });
});
