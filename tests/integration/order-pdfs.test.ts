/**
 * The order documents as PDF over HTTP (docs/orders.md, Documents): an order placed through the REST facade by a
 * customer whose name needs more than Latin-1, invoiced in part, shipped with tracking and refunded in part by the
 * admin; each document downloaded through its route and read back with a real PDF text extractor (pdfjs-dist): the
 * order and document numbers, the lines' names and SKUs, the totals as the store formats them; the packing slip
 * shows no price. Who may download what: guests, other customers, customers on the admin's route, the API user and
 * an admin without scope `sales` are refused. An order of 80 lines runs over several pages.
 */
import { pdfPages } from "../helpers/pdf-text.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "../../src/core/auth/password.ts";
import { startTestServer, type TestServer } from "../helpers/server.ts";

const V2 = "/api/rest/v2";
const STORE_NAME = "Zoë's Trade Supplies";
const STORE_ADDRESS = "Große Straße 7\n10115 Berlin";
const COUPON = "PDFDOCS10";
const BUYER = { firstName: "Zoë", lastName: "Müller-Łukasz", company: "株式会社テスト" };
const address = { ...BUYER, street: ["1 Main St"], city: "Springfield", postcode: "12345", countryId: "US", telephone: "555-0100" };
const usd = (v: number | string) => new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" }).format(v as number);

let s: TestServer;
let admin: string;
const products: { id: number; sku: string; name: string }[] = [];
/** a configurable's variant: its line carries options (Color, Size) */
let variantSku = "";

beforeAll(async () => {
  s = await startTestServer();
  const db = s.app.db;
  const rows = await db.product.findMany({
    where: { type: "simple", status: 1, visibility: 4, tierPrices: { none: {} }, customOptions: { none: {} } },
    orderBy: { id: "asc" },
    take: 80,
  });
  expect(rows.length).toBe(80);
  for (const [n, r] of rows.entries()) {
    await db.product.update({ where: { id: r.id }, data: { price: 10 + n, specialPrice: null, stockQty: 1000, inStock: true } });
    products.push({ id: r.id, sku: r.sku, name: r.name });
  }
  const conf = await db.product.findFirstOrThrow({
    where: { type: "configurable", status: 1, customOptions: { none: { required: true } }, childLinks: { some: { kind: "variant", child: { status: 1 } } } },
    include: { childLinks: { where: { kind: "variant" }, include: { child: true } } },
    orderBy: { id: "asc" },
  });
  const variant = conf.childLinks.map((l) => l.child).find((c) => c.status === 1)!;
  await db.product.update({ where: { id: conf.id }, data: { inStock: true } });
  await db.product.update({ where: { id: variant.id }, data: { stockQty: 100, inStock: true } });
  s.app.productRows.evict([conf.id, variant.id]);
  variantSku = variant.sku;
  await db.salesRule.create({ data: { name: "PDF test", code: COUPON, discountType: "percent", discountAmount: 10 } });
  admin = await s.adminToken();
  for (const [path, value] of [
    ["general/store_information/name", STORE_NAME],
    ["general/store_information/address", STORE_ADDRESS],
    ["general/store_information/phone", "+49 30 1234567"],
  ]) {
    const r = await s.gql(
      "mutation ($p: String!, $v: String) { configValueSet(path: $p, value: $v) { __typename ... on Problem { code message } } }",
      { p: path, v: value },
      { token: admin },
    );
    expect(r.data?.configValueSet.__typename, JSON.stringify(r)).not.toBe("Problem");
  }
}, 120_000);
afterAll(async () => {
  await s?.close();
});

let seq = 0;
async function register(tag: string): Promise<string> {
  const email = `pdf-${tag}-${process.pid}-${++seq}@example.com`;
  const password = "pdf-password-1";
  expect((await s.json(`${V2}/customers`, { method: "POST", json: { email, password, firstName: BUYER.firstName, lastName: BUYER.lastName } })).status).toBe(
    201,
  );
  return s.customerToken(email, password);
}

async function place(token: string, lines: [string, number][], opts: { coupon?: string; poNumber?: string } = {}) {
  const c = await s.json(`${V2}/guest-carts`, { method: "POST", token });
  expect(c.status).toBe(201);
  const cart = c.body.maskedId as string;
  for (const [sku, qty] of lines) expect((await s.json(`${V2}/guest-carts/${cart}/items`, { method: "POST", json: { sku, qty }, token })).status).toBe(200);
  if (opts.coupon) expect((await s.json(`${V2}/guest-carts/${cart}/coupon`, { method: "PUT", json: { couponCode: opts.coupon }, token })).status).toBe(200);
  const r = await s.json(`${V2}/guest-carts/${cart}/place-order`, {
    method: "POST",
    token,
    json: { paymentMethod: "checkmo", shippingAddress: address, billingAddress: address, shippingMethod: "flatrate_flatrate", poNumber: opts.poNumber },
  });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body as { id: number; incrementId: string };
}

const DOCS = `id incrementId poNumber paymentMethodTitle
  lines { id sku name options { label value } }
  invoices { id incrementId subtotal discountAmount shippingAmount giftcardAmount grandTotal pdfUrl items { orderItemId sku name qty price rowTotal } }
  shipments { id incrementId pdfUrl items { orderItemId sku name qty } tracks { number } }
  creditMemos { id incrementId subtotal discountAmount shippingAmount adjustment grandTotal pdfUrl items { orderItemId sku name qty price rowTotal } }`;

async function act(field: string, args: string, vars: Record<string, unknown>) {
  const r = await s.gql(
    `mutation(${args}) { ${field}(${Object.keys(vars)
      .map((k) => `${k}: $${k}`)
      .join(", ")}) { __typename ... on Problem { code message } ... on ${field[0]!.toUpperCase()}${field.slice(1)}Success { data { ${DOCS} } } } }`,
    vars,
    { token: admin },
  );
  expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
  expect(r.data[field].__typename, JSON.stringify(r.data[field])).toMatch(/Success$/);
  return r.data[field].data;
}

async function download(path: string, init: { token?: string; basic?: [string, string] } = {}) {
  const res = await s.fetch(path, init);
  return { res, bytes: new Uint8Array(await res.arrayBuffer()) };
}

describe("an order's invoice, packing slip and credit memo as PDF", () => {
  let token: string;
  let order: Awaited<ReturnType<typeof act>>;
  let placed: { id: number; incrementId: string };
  const [A, B, C, D] = [0, 1, 2, -1];
  /** the options of the configurable's line, as the documents print them */
  const optionTexts = () => {
    const l = order.lines.find((x: { options: unknown[] }) => x.options.length > 0);
    expect(l, "the configurable's line has options").toBeDefined();
    return (l.options as { label: string; value: string }[]).map((o) => `${o.label}: ${o.value}`);
  };

  beforeAll(async () => {
    token = await register("buyer");
    placed = await place(
      token,
      [
        [products[A]!.sku, 2],
        [products[B]!.sku, 3],
        [products[C]!.sku, 1],
        [variantSku, 1],
      ],
      { coupon: COUPON, poNumber: "PO-PDF-77" },
    );
    const lines = (
      await s.gql(`query($id: Int!) { order(id: $id) { ... on AdminOrderSuccess { data { lines { id sku } } } } }`, { id: placed.id }, { token: admin })
    ).data.order.data.lines as { id: number; sku: string }[];
    const known = new Set([A, B, C].map((n) => products[n]!.sku));
    const line = (n: number) => (n === D ? lines.find((l) => !known.has(l.sku))! : lines.find((l) => l.sku === products[n]!.sku)!).id;
    const items = (q: [number, number][]) => q.map(([n, qty]) => ({ orderItemId: line(n), qty }));
    await act("orderInvoice", "$id: Int!, $items: [OrderItemQtyInput!]", {
      id: placed.id,
      items: items([
        [A, 2],
        [B, 1],
        [D, 1],
      ]),
    });
    await act("orderShip", "$id: Int!, $items: [OrderItemQtyInput!], $tracks: [ShipmentTrackInput!]", {
      id: placed.id,
      items: items([
        [A, 2],
        [D, 1],
      ]),
      tracks: [{ carrier: "ups", title: "UPS", number: "1Z999AA10123456784" }],
    });
    order = await act("orderRefund", "$id: Int!, $items: [OrderItemQtyInput!], $adjustment: Float", {
      id: placed.id,
      items: items([[A, 1]]),
      adjustment: 1.5,
    });
  }, 120_000);

  it("answers the invoice as a PDF attachment with its lines and totals, and links it from the admin GraphQL", async () => {
    const inv = order.invoices[0];
    expect(inv.pdfUrl).toBe(`${V2}/admin/orders/${placed.id}/invoices/${inv.id}/pdf`);
    // the REST facade's order links its documents alike
    const rest = await s.json(`${V2}/admin/orders/${placed.id}`, { token: admin });
    expect(rest.body.invoices[0].pdfUrl).toBe(inv.pdfUrl);
    expect(rest.body.shipments[0].pdfUrl).toBe(order.shipments[0].pdfUrl);
    expect(rest.body.creditMemos[0].pdfUrl).toBe(order.creditMemos[0].pdfUrl);
    const t0 = performance.now();
    const { res, bytes } = await download(inv.pdfUrl, { token: admin });
    const elapsed = performance.now() - t0;
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="${inv.incrementId}.pdf"`);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(Buffer.from(bytes.subarray(0, 5)).toString("latin1")).toBe("%PDF-");
    const size = bytes.length;
    const pages = await pdfPages(bytes);
    expect(pages).toHaveLength(1);
    const text = pages[0]!;
    for (const want of [
      "Invoice",
      inv.incrementId,
      placed.incrementId,
      STORE_NAME,
      "Große Straße 7",
      "10115 Berlin",
      "Zoë Müller-Łukasz",
      "Check / Money order",
      "PO number: PO-PDF-77",
      "Flat Rate - Fixed",
      "Paid",
    ])
      expect(text, want).toContain(want);
    expect(inv.items).toHaveLength(3);
    for (const o of optionTexts()) expect(text).toContain(o);
    for (const l of inv.items) {
      expect(text).toContain(l.name);
      expect(text).toContain(l.sku);
      expect(text).toContain(usd(l.price));
      expect(text).toContain(usd(l.rowTotal));
    }
    expect(text).not.toContain(products[C]!.sku);
    expect(inv.discountAmount).toBeGreaterThan(0);
    expect(text).toContain(`Subtotal ${usd(inv.subtotal)}`);
    expect(text).toContain(`Discount ${usd(-inv.discountAmount)}`);
    expect(text).toContain(`Shipping ${usd(inv.shippingAmount)}`);
    expect(text).toContain(`Grand total ${usd(inv.grandTotal)}`);
    console.log(`invoice PDF: ${size} bytes, downloaded and rendered in ${elapsed.toFixed(1)} ms (first, fonts read)`);
  });

  it("answers the packing slip with the shipped lines and tracking and no price", async () => {
    const shp = order.shipments[0];
    expect(shp.pdfUrl).toBe(`${V2}/admin/orders/${placed.id}/shipments/${shp.id}/pdf`);
    const { res, bytes } = await download(shp.pdfUrl, { token: admin });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="${shp.incrementId}.pdf"`);
    const text = (await pdfPages(bytes)).join(" ");
    for (const want of [
      "Packing slip",
      shp.incrementId,
      placed.incrementId,
      "Zoë Müller-Łukasz",
      "UPS: 1Z999AA10123456784",
      products[A]!.sku,
      products[A]!.name,
    ])
      expect(text, want).toContain(want);
    expect(text).toContain("Lines: 2, units: 3");
    for (const o of optionTexts()) expect(text).toContain(o);
    expect(text).not.toContain(products[B]!.sku);
    expect(text).not.toContain("$");
    expect(text).not.toMatch(/Price|Subtotal|Grand total/);
  });

  it("answers the credit memo with its adjustment and refund total", async () => {
    const cm = order.creditMemos[0];
    expect(cm.pdfUrl).toBe(`${V2}/admin/orders/${placed.id}/creditmemos/${cm.id}/pdf`);
    const { res, bytes } = await download(cm.pdfUrl, { token: admin });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="${cm.incrementId}.pdf"`);
    const text = (await pdfPages(bytes)).join(" ");
    for (const want of ["Credit memo", cm.incrementId, placed.incrementId, products[A]!.name, products[A]!.sku]) expect(text, want).toContain(want);
    expect(text).toContain(`Subtotal ${usd(cm.subtotal)}`);
    expect(text).toContain(`Adjustment ${usd(1.5)}`);
    expect(text).toContain(`Refund total ${usd(cm.grandTotal)}`);
    expect(text).toContain(usd(cm.items[0].price));
  });

  it("lets the buyer download their invoice from Maho's pdfUrl, and answers another customer 404 as for a missing one", async () => {
    const inv = order.invoices[0];
    const list = await s.json(`${V2}/customers/me/orders/${placed.id}/invoices`, { token });
    expect(list.status).toBe(200);
    const pdfUrl = list.body.member[0].pdfUrl as string;
    expect(pdfUrl).toBe(`${V2}/customers/me/orders/${placed.id}/invoices/${inv.id}/pdf`);
    const mine = await download(pdfUrl, { token });
    expect(mine.res.status).toBe(200);
    expect(mine.res.headers.get("content-type")).toBe("application/pdf");
    expect(mine.res.headers.get("cache-control")).toBe("private, no-store");
    const text = (await pdfPages(mine.bytes)).join(" ");
    expect(text).toContain(inv.incrementId);
    expect(text).toContain(`Grand total ${usd(inv.grandTotal)}`);
    // by the order's increment id too
    expect((await s.fetch(`${V2}/customers/me/orders/${placed.incrementId}/invoices/${inv.id}/pdf`, { token })).status).toBe(200);

    const other = await register("other");
    const theirs = await s.json(pdfUrl, { token: other });
    const missing = await s.json(`${V2}/customers/me/orders/${placed.id}/invoices/999999/pdf`, { token });
    const noOrder = await s.json(`${V2}/customers/me/orders/999999/invoices/${inv.id}/pdf`, { token });
    expect(theirs.status).toBe(404);
    expect(theirs.headers.get("content-type")).toContain("application/problem+json");
    expect(theirs.body).toEqual(missing.body);
    expect(noOrder.body).toEqual(missing.body);
    expect(theirs.body.code).toBe("not_found");
    // an invoice of another order of the buyer's is not this order's
    const second = await place(token, [[products[C]!.sku, 1]]);
    await act("orderInvoice", "$id: Int!", { id: second.id });
    expect((await s.json(`${V2}/customers/me/orders/${second.id}/invoices/${inv.id}/pdf`, { token })).body).toEqual(missing.body);

    const guest = await s.json(pdfUrl);
    expect(guest.status).toBe(401);
    expect(guest.body.code).toBe("login_required");
  });

  it("refuses the admin's routes to guests, customers, the API user and an admin without scope sales; 404 for a missing one", async () => {
    const inv = order.invoices[0];
    const clerk = `pdf-clerk-${process.pid}`;
    await s.app.db.adminUser.create({ data: { username: clerk, passwordHash: await hashPassword("clerk-pass-1"), scopes: "catalog,customers" } });
    const clerkToken = (await s.json(`${V2}/auth/admin-token`, { method: "POST", json: { username: clerk, password: "clerk-pass-1" } })).body.token as string;
    for (const url of [inv.pdfUrl, order.shipments[0].pdfUrl, order.creditMemos[0].pdfUrl]) {
      const guest = await s.json(url);
      expect(guest.status).toBe(401);
      expect(guest.body.code).toBe("login_required");
      for (const init of [{ token }, { basic: s.apiUser }, { token: clerkToken }]) {
        const r = await s.json(url, init);
        expect(r.status, `${url} ${JSON.stringify(init)}`).toBe(403);
        expect(r.body.code).toBe("forbidden");
      }
    }
    const missingDoc = await s.json(`${V2}/admin/orders/${placed.id}/invoices/999999/pdf`, { token: admin });
    expect(missingDoc.status).toBe(404);
    expect(missingDoc.headers.get("content-type")).toContain("application/problem+json");
    expect(missingDoc.body).toMatchObject({ status: 404, code: "not_found" });
    // a document of the order under another order's id
    const otherOrder = await s.json(`${V2}/admin/orders/${placed.id}/shipments/${inv.id + 100000}/pdf`, { token: admin });
    expect(otherOrder.status).toBe(404);
    const missingOrder = await s.json(`${V2}/admin/orders/999999/invoices/${inv.id}/pdf`, { token: admin });
    expect(missingOrder.status).toBe(404);
    expect(missingOrder.body.code).toBe("order_not_found");
    expect((await s.json(`${V2}/admin/orders/${placed.id}/invoices/abc/pdf`, { token: admin })).status).toBe(400);
  });

  it("renders the company name in CJK without failing (DejaVu has no CJK glyphs: drawn as missing-glyph boxes)", async () => {
    const { res, bytes } = await download(order.invoices[0].pdfUrl, { token: admin });
    expect(res.status).toBe(200);
    expect((await pdfPages(bytes)).length).toBe(1);
  });
});

describe("the buyer's downloads", () => {
  it("are limited per customer: over 30 in 5 minutes answer 429 with Retry-After", async () => {
    const token = await register("limited");
    for (let i = 0; i < 30; i++) expect((await s.json(`${V2}/customers/me/orders/999999/invoices/1/pdf`, { token })).status).toBe(404);
    const r = await s.json(`${V2}/customers/me/orders/999999/invoices/1/pdf`, { token });
    expect(r.status).toBe(429);
    expect(r.body.code).toBe("rate_limited");
    expect(Number(r.headers.get("retry-after"))).toBeGreaterThan(0);
    // another customer has their own budget
    expect((await s.json(`${V2}/customers/me/orders/999999/invoices/1/pdf`, { token: await register("unlimited") })).status).toBe(404);
  });
});

describe("a long order", () => {
  it("runs an invoice of 80 lines over several pages, each line on one of them, totals on the last", async () => {
    const token = await register("long");
    const placed = await place(
      token,
      products.map((p) => [p.sku, 1]),
    );
    const order = await act("orderInvoice", "$id: Int!", { id: placed.id });
    const inv = order.invoices[0];
    expect(inv.items).toHaveLength(80);
    const times: number[] = [];
    let bytes = new Uint8Array();
    for (let i = 0; i < 5; i++) {
      const t0 = performance.now();
      const d = await download(inv.pdfUrl, { token: admin });
      times.push(performance.now() - t0);
      expect(d.res.status).toBe(200);
      bytes = d.bytes;
    }
    const size = bytes.length;
    const pages = await pdfPages(bytes);
    expect(pages.length).toBeGreaterThanOrEqual(2);
    const all = pages.join(" ");
    for (const p of products) expect(all, p.sku).toContain(p.sku);
    expect(pages[0]).toContain(products[0]!.sku);
    expect(pages.at(-1)).toContain(products.at(-1)!.sku);
    expect(pages.at(-1)).toContain(`Grand total ${usd(inv.grandTotal)}`);
    // the table's header and the page number on every page
    pages.forEach((t, i) => {
      expect(t).toContain("Row total");
      expect(t).toContain(`${inv.incrementId} · ${i + 1} / ${pages.length}`);
    });
    times.sort((a, b) => a - b);
    console.log(
      `80-line invoice: ${pages.length} pages, ${size} bytes; download times ms ${times.map((t) => t.toFixed(1)).join(", ")} (median ${times[2]!.toFixed(1)})`,
    );
  }, 120_000);
});
