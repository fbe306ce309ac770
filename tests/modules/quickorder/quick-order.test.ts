/**
 * Quick order over REST and GraphQL on the seeded demo (access gate, companies, per-company pricing, quick order):
 * each status, merging by SKU key, the CSV forms a sheet exports, every unreadable line named, the line limit, a
 * guest's cart kept by its masked id, a company buyer's prices and quantity rule, a fixed number of statements
 * whatever the number of lines, and suggestions that never show a hidden product.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import access from "../../../src/modules/access-gate/index.ts";
import company from "../../../src/modules/company/index.ts";
import pricing from "../../../src/modules/pricing/index.ts";
import quickorder from "../../../src/modules/quickorder/index.ts";
import { TEST_CUSTOMER_PASSWORD } from "../../helpers/db-template.ts";
import { startTestServer, type TestServer } from "../../helpers/server.ts";
import { adminGql, createRule } from "../access/helpers.ts";

const QO = "/api/rest/v2/b2b/quick-order";
const POWER = { categoryId: { in: [11, 12, 13] } };
type Json = Record<string, any>;

let s: TestServer;
let buyer: string;
let jane: string;
let plain: { sku: string; price: number };
let second: { sku: string };
let powerTool: { sku: string };
let trade: { sku: string };

const post = (path: string, json: unknown, opts: { token?: string; cartId?: string } = {}) =>
  s.json(`${QO}/${path}`, { method: "POST", json, token: opts.token, headers: opts.cartId ? { "x-cart-id": opts.cartId } : {} });

async function setQuickOrder(values: Record<string, string>) {
  for (const [k, v] of Object.entries(values)) {
    const d = await adminGql(s, `mutation($p: String!, $v: String) { configValueSet(path: $p, value: $v) { __typename } }`, { p: `b2b_quickorder/${k}`, v });
    expect(d.configValueSet.__typename).not.toBe("Problem");
  }
}

beforeAll(async () => {
  s = await startTestServer({ modules: [access as never, company as never, pricing as never, quickorder as never] });
  await setQuickOrder({ enabled: "1" });
  buyer = await s.customerToken("buyer@example.com", TEST_CUSTOMER_PASSWORD);
  jane = await s.customerToken("jane@example.com", TEST_CUSTOMER_PASSWORD);
  const db = s.app.db;
  const simple = {
    type: "simple",
    status: 1,
    inStock: true,
    stockQty: { gt: 50 },
    customOptions: { none: {} },
    specialPrice: null,
    tierPrices: { none: {} },
  } as const;
  const open = { ...simple, NOT: [{ sku: { startsWith: "WH-" } }, { categories: { some: POWER } }] };
  const [a, b] = await db.product.findMany({ where: open, orderBy: { id: "asc" }, take: 2 });
  plain = { sku: a!.sku, price: Number(a!.price) };
  second = { sku: b!.sku };
  powerTool = await db.product.findFirstOrThrow({ where: { ...simple, categories: { some: POWER }, NOT: { sku: { startsWith: "WH-" } } } });
  trade = await db.product.findFirstOrThrow({ where: { ...simple, sku: { startsWith: "WH-" }, categories: { none: POWER } } });
}, 60_000);

afterAll(async () => {
  await s?.close();
});

describe("resolve", () => {
  it("answers each line's status for a guest and merges SKUs differing only in case or spaces", async () => {
    const spaced = ` ${plain.sku.toLowerCase().replace("-", " - ")} `;
    const r = await post("resolve", {
      lines: [
        { sku: plain.sku, qty: 2 },
        { sku: "NO-SUCH-SKU", qty: 1 },
        { sku: powerTool.sku, qty: 1 },
        { sku: trade.sku, qty: 1 },
        { sku: spaced, qty: 3 },
      ],
    });
    expect(r.status).toBe(200);
    const [ok, unknown, hidden, priceHidden] = r.body.lines as Json[];
    expect(r.body.lines).toHaveLength(4);
    expect(ok).toMatchObject({ sku: plain.sku, qty: 5, status: "ok", product: { sku: plain.sku, price: plain.price }, inputLines: [0, 4] });
    expect(ok!.message).toBeUndefined();
    expect(unknown).toEqual({ sku: "NO-SUCH-SKU", qty: 1, status: "not_found", message: "No product with this SKU", inputLines: [1] });
    expect({ ...hidden, sku: "x", inputLines: [] }).toEqual({ ...unknown, sku: "x", inputLines: [] });
    expect(priceHidden).toMatchObject({ status: "price_hidden", product: { price: null }, cta: { label: expect.any(String), href: expect.any(String) } });
    expect(r.body.summary).toMatchObject({ lines: 4, ok: 1, notFound: 2, priceHidden: 1 });
    expect(r.body.canAddToCart).toBe(true);
  });

  it("reads the CSV forms a sheet exports: BOM and header, semicolons, tabs, quotes, an empty qty", async () => {
    const forms = [
      `\ufeffSKU;Qty\r\n${plain.sku};2\r\n${second.sku};\r\n`,
      `${plain.sku}\t2\n${second.sku}\t1\n`,
      `sku,qty\n"${plain.sku}","2"\n"${second.sku}",\n\n`,
      `${plain.sku},1\n${plain.sku.toLowerCase()},1\n${second.sku}\n`,
    ];
    for (const csv of forms) {
      const r = await post("resolve", { csv });
      expect(r.status, csv).toBe(200);
      expect(
        (r.body.lines as Json[]).map((l) => [l.sku, l.qty, l.status]),
        csv,
      ).toEqual([
        [plain.sku, 2, "ok"],
        [second.sku, 1, "ok"],
      ]);
    }
    const numbered = await post("resolve", { csv: `sku,qty\n${plain.sku},1\n\n${plain.sku},2` });
    expect(numbered.body.lines[0].inputLines).toEqual([2, 4]);
  });

  it("names every line that cannot be read and resolves nothing", async () => {
    const r = await post("resolve", {
      lines: [
        { sku: plain.sku, qty: 1 },
        { sku: plain.sku, qty: 0 },
        { sku: "", qty: 2 },
        { sku: second.sku, qty: 1.5 },
      ],
    });
    expect(r.status).toBe(422);
    expect(r.body.code).toBe("invalid");
    expect((r.body.errors as Json[]).map((e) => e.field)).toEqual(["lines.1.qty", "lines.2.sku", "lines.3.qty"]);
    const csv = await post("resolve", { csv: `sku,qty\n${plain.sku},x\n,3\n${second.sku},10001\n${second.sku},1` });
    expect(csv.status).toBe(422);
    expect((csv.body.errors as Json[]).map((e) => e.field)).toEqual(["csv.line.2", "csv.line.3", "csv.line.4"]);
    expect((await post("resolve", { lines: [{ sku: plain.sku, qty: 1 }], csv: `${plain.sku},1` })).status).toBe(422);
    expect((await post("resolve", {})).status).toBe(422);
  });

  it("takes 500 lines and refuses 501 with 413 and the limit", async () => {
    const lines = (n: number) => Array.from({ length: n }, (_, i) => ({ sku: `NOPE-${i}`, qty: 1 }));
    const ok = await post("resolve", { lines: lines(500) });
    expect(ok.status).toBe(200);
    expect(ok.body.summary.notFound).toBe(500);
    const over = await post("resolve", { lines: lines(501) });
    expect(over.status).toBe(413);
    expect(over.body).toMatchObject({ code: "too_many_lines", limit: 500 });
    const csv = await post("resolve", {
      csv: lines(501)
        .map((l) => `${l.sku},1`)
        .join("\n"),
    });
    expect(csv.status).toBe(413);
  });

  it("gives a Northwind buyer NORTHWIND's price and SKU-000162's quantity rule", async () => {
    const r = await post("resolve", { lines: [{ sku: "SKU-000162", qty: 5 }] }, { token: buyer });
    expect(r.body.lines[0]).toMatchObject({ status: "quantity_rule", rule: { minQty: 6, qtyIncrement: 6 } });
    const six = await post("resolve", { lines: [{ sku: "SKU-000162", qty: 6 }] }, { token: buyer });
    expect(six.body.lines[0]).toMatchObject({ status: "ok", rule: { minQty: 6, qtyIncrement: 6 } });
    const general = await post("resolve", { lines: [{ sku: "SKU-000162", qty: 6 }] }, { token: jane });
    expect(general.body.lines[0].status).toBe("ok");
    expect(general.body.lines[0].rule).toBeUndefined();
    expect(six.body.lines[0].product.price).toBeLessThan(general.body.lines[0].product.price);
    // the price the buyer is shown is the one the cart charges
    const added = await post("add", { lines: [{ sku: "SKU-000162", qty: 6 }] }, { token: buyer });
    expect(added.body.lines[0]).toMatchObject({ added: true, addedQty: 6 });
    const cart = await s.json("/api/rest/v2/cart", { token: buyer });
    expect(cart.body.items.find((i: Json) => i.sku === "SKU-000162").price).toBe(six.body.lines[0].product.price);
  });

  it("costs the same number of statements for 10 lines as for 500", async () => {
    const skus = (await s.app.db.product.findMany({ select: { sku: true }, orderBy: { id: "asc" } })).map((p) => p.sku);
    const lines = (n: number) => Array.from({ length: n }, (_, i) => ({ sku: i < skus.length ? skus[i]! : `NOPE-${i}`, qty: 1 }));
    const count = async (n: number) => {
      const before = s.app.dbHandle.stats.statements;
      const r = await post("resolve", { lines: lines(n) }, { token: jane });
      expect(r.status).toBe(200);
      return s.app.dbHandle.stats.statements - before;
    };
    await count(500);
    await count(10);
    expect(await count(500)).toBe(await count(10));
  });
});

describe("add", () => {
  it("adds a guest's ok lines in one cart, answers the masked id, and adds to the same cart with X-Cart-Id", async () => {
    const first = await post("add", {
      lines: [
        { sku: plain.sku, qty: 1 },
        { sku: "NO-SUCH", qty: 1 },
        { sku: trade.sku, qty: 1 },
      ],
    });
    expect(first.status).toBe(200);
    const maskedId = first.body.maskedId as string;
    expect(maskedId).toBeTruthy();
    expect(first.headers.get("x-cart-id")).toBe(maskedId);
    expect(first.body.lines.map((l: Json) => [l.status, l.added, l.addedQty, l.reason?.code])).toEqual([
      ["ok", true, 1, undefined],
      ["not_found", false, 0, "not_found"],
      ["price_hidden", false, 0, "price_hidden"],
    ]);
    expect(first.body.cart).toMatchObject({ maskedId, itemsCount: 1, itemsQty: 1 });
    const again = await post("add", { csv: `${plain.sku},2\n${second.sku},1` }, { cartId: maskedId });
    expect(again.body.maskedId).toBe(maskedId);
    expect(again.body.cart).toMatchObject({ itemsCount: 2, itemsQty: 4 });
  });

  it("adds nothing and starts no cart when no line is ok", async () => {
    const r = await post("add", { lines: [{ sku: "NO-SUCH", qty: 1 }] });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ cart: null, maskedId: null });
  });
});

describe("GraphQL", () => {
  it("answers the same lines as REST, and a Problem for unreadable input", async () => {
    const q = `query($l: [QuickOrderLineInput!], $c: String) { quickOrderResolve(lines: $l, csv: $c) { __typename lines { sku qty status message product { sku price } inputLines } summary { ok notFound } canAddToCart } }`;
    const r = await s.gql(q, {
      l: [
        { sku: plain.sku, qty: 2 },
        { sku: "NO-SUCH", qty: 1 },
      ],
    });
    expect(r.errors).toBeUndefined();
    expect(r.data.quickOrderResolve).toMatchObject({
      __typename: "QuickOrderResult",
      lines: [
        { sku: plain.sku, qty: 2, status: "ok", product: { price: plain.price }, inputLines: [0] },
        { sku: "NO-SUCH", status: "not_found", product: null },
      ],
      canAddToCart: true,
    });
    const bad = await s.gql(q, { c: `${plain.sku},zero` });
    expect(bad.errors?.[0]?.extensions).toMatchObject({ code: "invalid", errors: [{ field: "csv.line.1" }] });
    const m = `mutation($l: [QuickOrderLineInput!]) { quickOrderAddToCart(lines: $l) { __typename ... on QuickOrderAddResult { maskedId cart { itemsQty } lines { added addedQty } } } }`;
    const added = await s.gql(m, { l: [{ sku: plain.sku, qty: 3 }] });
    expect(added.data.quickOrderAddToCart).toMatchObject({ __typename: "QuickOrderAddResult", cart: { itemsQty: 3 }, lines: [{ added: true, addedQty: 3 }] });
  });

  it("the module off: REST 404 not_found, GraphQL a Problem module_disabled", async () => {
    await setQuickOrder({ enabled: "0" });
    try {
      const r = await post("resolve", { lines: [{ sku: plain.sku, qty: 1 }] });
      expect(r.status).toBe(404);
      expect(r.body.code).toBe("not_found");
      const g = await s.gql(`{ quickOrderResolve(csv: "x,1") { __typename } }`);
      expect(g.errors?.[0]?.extensions?.code).toBe("module_disabled");
    } finally {
      await setQuickOrder({ enabled: "1" });
    }
  });
});

describe("suggest", () => {
  it("suggests by SKU prefix and by name, and never a product hidden from the caller", async () => {
    const prefix = plain.sku.slice(0, -1).toLowerCase();
    const r = await s.json(`${QO}/suggest?q=${encodeURIComponent(prefix)}`);
    expect(r.status).toBe(200);
    expect((r.body.items as Json[]).map((i) => i.sku)).toContain(plain.sku);
    expect(r.body.items[0]).toEqual({
      sku: expect.any(String),
      name: expect.any(String),
      type: expect.any(String),
      urlKey: expect.any(String),
      imageUrl: expect.anything(),
      price: expect.anything(),
    });

    // the demo hides power tools from guests; and a rule made here hides one more product
    const tool = await s.json(`${QO}/suggest?q=${encodeURIComponent(powerTool.sku)}`);
    expect(tool.body.items).toEqual([]);
    const shown = await s.json(`${QO}/suggest?q=${encodeURIComponent(second.sku)}`);
    expect(shown.body.items.map((i: Json) => i.sku)).toContain(second.sku);
    await createRule(s, { name: "hide one from guests", hideListing: true, customerGroupIds: [0], source: `sku == "${second.sku}"` });
    const hidden = await s.json(`${QO}/suggest?q=${encodeURIComponent(second.sku)}`);
    expect(hidden.body.items.map((i: Json) => i.sku)).not.toContain(second.sku);
    const asCustomer = await s.json(`${QO}/suggest?q=${encodeURIComponent(second.sku)}`, { token: jane });
    expect(asCustomer.body.items.map((i: Json) => i.sku)).toContain(second.sku);
    const name = (await s.app.db.product.findFirstOrThrow({ where: { sku: plain.sku } })).name;
    const byName = await s.json(`${QO}/suggest?q=${encodeURIComponent(name.slice(0, 6))}`, { token: jane });
    expect(byName.body.items.length).toBeGreaterThan(0);
    // a name in any case, on PostgreSQL as on SQLite
    const [lower, upper] = await Promise.all(
      [name.slice(0, 6).toLowerCase(), name.slice(0, 6).toUpperCase()].map((q) => s.json(`${QO}/suggest?q=${encodeURIComponent(q)}`, { token: jane })),
    );
    expect(upper!.body.items).toEqual(byName.body.items);
    expect(lower!.body.items).toEqual(byName.body.items);
  });
});
