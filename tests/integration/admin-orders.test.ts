/**
 * The admin's orders over HTTP (docs/orders.md): orders placed through the REST facade by a guest, a General and a
 * trade customer, then run through the admin GraphQL: invoiced in part, shipped with tracking, invoiced and shipped
 * in full (complete); canceled (stock, gift card and coupon use given back); refunded in part and in full (closed).
 * Each mail lands on a real SMTP peer with the lines, totals and the order's increment id in its subject; the
 * invoices, packing slip and credit memo read back from their PDFs name the order, the lines and the totals. Every
 * invalid transition is a typed Problem that changes nothing and sends nothing; the operations replayed as a guest,
 * a customer and the API user are refused.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../helpers/server.ts";
import { startSmtpPeer, type SmtpPeer } from "../modules/approval/smtp-peer.ts";
import { refused, replay } from "../helpers/graphql-replay.ts";
import { pdfPages } from "../helpers/pdf-text.ts";

const V2 = "/api/rest/v2";
const FAST_OUTBOX = { pollMs: 100, backoffMs: 50, leaseMs: 30_000 };
let s: TestServer;
let smtp: SmtpPeer;
let admin: string;
const A = { id: 0, sku: "", price: 40 };
const B = { id: 0, sku: "", price: 25 };
const COUPON = "ORDERS10";
const CARD = "ORDR-TEST-0000-0001";

const address = { firstName: "Gail", lastName: "Buyer", street: ["1 Main St"], city: "Springfield", postcode: "12345", countryId: "US", telephone: "555" };

beforeAll(async () => {
  smtp = await startSmtpPeer();
  s = await startTestServer({ settings: { smtpUrl: smtp.url, mailOutbox: FAST_OUTBOX } });
  const db = s.app.db;
  const rows = await db.product.findMany({
    where: {
      type: "simple",
      status: 1,
      visibility: 4,
      specialPrice: null,
      tierPrices: { none: {} },
      customOptions: { none: {} },
      NOT: { sku: { contains: "WH-" } },
    },
    orderBy: { id: "asc" },
    take: 2,
  });
  for (const [p, r] of [
    [A, rows[0]!],
    [B, rows[1]!],
  ] as const) {
    await db.product.update({ where: { id: r.id }, data: { price: p.price, stockQty: 100, inStock: true } });
    p.id = r.id;
    p.sku = r.sku;
  }
  await db.salesRule.create({ data: { name: "Orders test", code: COUPON, discountType: "percent", discountAmount: 10 } });
  await db.giftcardAccount.create({ data: { code: CARD, initialAmount: 30, balance: 30, currency: "USD", state: "active" } });
  admin = await s.adminToken();
});
afterAll(async () => {
  await s?.close();
  await smtp?.close();
});

async function register(tag: string, groupId?: number): Promise<{ email: string; token: string }> {
  const email = `orders-${tag}-${Date.now()}@example.com`;
  const password = "orders-password-1";
  expect((await s.json(`${V2}/customers`, { method: "POST", json: { email, password, firstName: "Ada", lastName: tag } })).status).toBe(201);
  if (groupId !== undefined) await s.app.db.customer.updateMany({ where: { email }, data: { groupId } });
  return { email, token: await s.customerToken(email, password) };
}

async function place(
  lines: [string, number][],
  opts: { token?: string; email?: string; coupon?: string; giftcard?: string; giftcards?: string[]; poNumber?: string } = {},
) {
  const { token } = opts;
  const c = await s.json(`${V2}/guest-carts`, { method: "POST", token });
  expect(c.status).toBe(201);
  const cart = c.body.maskedId as string;
  for (const [sku, qty] of lines) expect((await s.json(`${V2}/guest-carts/${cart}/items`, { method: "POST", json: { sku, qty }, token })).status).toBe(200);
  if (opts.coupon) expect((await s.json(`${V2}/guest-carts/${cart}/coupon`, { method: "PUT", json: { couponCode: opts.coupon }, token })).status).toBe(200);
  if (opts.giftcard)
    expect((await s.json(`${V2}/guest-carts/${cart}/giftcards`, { method: "POST", json: { giftcardCode: opts.giftcard }, token })).status).toBe(200);
  for (const code of opts.giftcards ?? [])
    expect((await s.json(`${V2}/guest-carts/${cart}/giftcards`, { method: "POST", json: { giftcardCode: code }, token })).status).toBe(200);
  const r = await s.json(`${V2}/guest-carts/${cart}/place-order`, {
    method: "POST",
    token,
    json: {
      email: opts.email ?? "gail@example.com",
      paymentMethod: "checkmo",
      shippingAddress: address,
      shippingMethod: "flatrate_flatrate",
      poNumber: opts.poNumber,
      orderNote: "Leave at the door",
    },
  });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body as { id: number; incrementId: string; prices: { grandTotal: number } };
}

const ORDER_FIELDS = `id incrementId status grandTotal customerEmail totalPaid totalRefunded
  lines { id sku qtyOrdered qtyInvoiced qtyShipped qtyRefunded qtyCanceled }
  invoices { incrementId grandTotal items { orderItemId qty } }
  shipments { incrementId tracks { carrier title number } }
  creditMemos { incrementId grandTotal }
  history { status comment actorType actorId }`;

/** runs an admin order mutation; answers {data} on success or the Problem */
async function action(field: string, args: string, vars: Record<string, unknown>, token = admin) {
  const r = await s.gql(
    `mutation(${args}) { ${field}(${Object.keys(vars)
      .map((k) => `${k}: $${k}`)
      .join(", ")}) { __typename ... on Problem { code message } ... on ${field[0]!.toUpperCase()}${field.slice(1)}Success { data { ${ORDER_FIELDS} } } } }`,
    vars,
    { token },
  );
  return r;
}
const ok = async (field: string, args: string, vars: Record<string, unknown>) => {
  const r = await action(field, args, vars);
  expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
  expect(r.data[field].__typename, JSON.stringify(r.data[field])).toMatch(/Success$/);
  return r.data[field].data;
};
const problem = async (field: string, args: string, vars: Record<string, unknown>) => {
  const r = await action(field, args, vars);
  expect(r.data?.[field]?.__typename, JSON.stringify(r)).toBe("Problem");
  return r.data[field] as { code: string; message: string };
};
const stock = async (p: { id: number }) => (await s.app.db.product.findUniqueOrThrow({ where: { id: p.id } })).stockQty;
const balance = async () => Number((await s.app.db.giftcardAccount.findUniqueOrThrow({ where: { code: CARD } })).balance);
const couponUses = async () => (await s.app.db.salesRule.findUniqueOrThrow({ where: { code: COUPON } })).timesUsed;
const outboxCount = () => s.app.db.mailOutbox.count();
const usd = (n: number) => new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" }).format(n);
/** a document's PDF through the admin's route, as a PDF reader extracts its text */
async function pdfText(path: string): Promise<string> {
  const r = await s.fetch(path, { token: admin });
  expect(r.status, path).toBe(200);
  expect(r.headers.get("content-type")).toBe("application/pdf");
  return (await pdfPages(new Uint8Array(await r.arrayBuffer()))).join(" ");
}
const mailFor = (incrementId: string, subject: RegExp) => smtp.next((m) => m.subject.includes(incrementId) && subject.test(m.subject), 10_000);

describe("orders placed through the REST facade, run by an admin", () => {
  let guest: Awaited<ReturnType<typeof place>>;
  let general: Awaited<ReturnType<typeof place>>;
  let trade: Awaited<ReturnType<typeof place>>;

  it("a guest, a General and a trade customer place orders; each gets its confirmation; the admin finds them", async () => {
    const before = { a: await stock(A), b: await stock(B) };
    guest = await place(
      [
        [A.sku, 2],
        [B.sku, 1],
      ],
      { email: "guest-orders@example.com", poNumber: "PO-4711" },
    );
    const jane = await register("general");
    general = await place(
      [
        [A.sku, 1],
        [B.sku, 2],
      ],
      { token: jane.token, email: jane.email, coupon: COUPON, giftcard: CARD },
    );
    const buyer = await register("trade", 2);
    trade = await place([[A.sku, 3]], { token: buyer.token, email: buyer.email });
    expect(await stock(A)).toBe(before.a - 6);
    expect(await stock(B)).toBe(before.b - 3);
    expect(await couponUses()).toBe(1);
    // the gift card paid min(30, the order's total)
    expect(await balance()).toBe(0);

    const confirmation = await mailFor(guest.incrementId, /your order/);
    expect(confirmation.to).toContain("guest-orders@example.com");
    expect(confirmation.text).toContain(`2 x `);
    expect(confirmation.text).toContain(A.sku);
    expect(confirmation.text).toContain("PO-4711");
    expect(confirmation.text).toContain(`Grand total: ${guest.prices.grandTotal.toFixed(2)} USD`);
    await mailFor(general.incrementId, /your order/);
    await mailFor(trade.incrementId, /your order/);

    const list = await s.gql(
      `query($f: AdminOrderFilter) { orders(filter: $f, page: 1, pageSize: 10) { items { id incrementId status grandTotal customerEmail } totalCount } }`,
      { f: { incrementId: guest.incrementId, customerEmail: "guest-orders@", status: "pending" } },
      { token: admin },
    );
    expect(list.errors).toBeUndefined();
    expect(list.data.orders).toEqual({
      items: [
        { id: guest.id, incrementId: guest.incrementId, status: "pending", grandTotal: guest.prices.grandTotal, customerEmail: "guest-orders@example.com" },
      ],
      totalCount: 1,
    });
    const bySearch = await s.gql(`query($q: String) { orders(filter: {search: $q}) { totalCount items { incrementId } } }`, { q: "PO-4711" }, { token: admin });
    expect(bySearch.data.orders.items.map((o: { incrementId: string }) => o.incrementId)).toEqual([guest.incrementId]);

    const detail = await s.gql(
      `query($id: Int!) { order(id: $id) { ... on AdminOrderSuccess { data { incrementId status poNumber paymentMethod note shippingMethod couponCode giftcards { code amount }
        billingAddress { city } lines { sku options { label } qtyOrdered } history { status comment actorType } } } } }`,
      { id: general.id },
      { token: admin },
    );
    expect(detail.errors, JSON.stringify(detail.errors)).toBeUndefined();
    expect(detail.data.order.data).toMatchObject({
      incrementId: general.incrementId,
      status: "pending",
      paymentMethod: "checkmo",
      note: "Leave at the door",
      shippingMethod: "flatrate_flatrate",
      couponCode: COUPON,
      giftcards: [{ code: CARD, amount: 30 }],
      billingAddress: { city: "Springfield" },
      history: [{ status: "pending", actorType: "customer" }],
    });
  });

  it("invoice part, ship it with tracking, invoice and ship the rest: complete, with a mail at each step", async () => {
    const o = await s.gql(`query($id: Int!) { order(id: $id) { ... on AdminOrderSuccess { data { lines { id sku } } } } }`, { id: guest.id }, { token: admin });
    const [lineA, lineB] = o.data.order.data.lines as { id: number; sku: string }[];

    const part = await ok("orderInvoice", "$id: Int!, $items: [OrderItemQtyInput!], $capture: Boolean", {
      id: guest.id,
      items: [{ orderItemId: lineA!.id, qty: 1 }],
      capture: true,
    });
    expect(part.status).toBe("processing");
    expect(part.invoices).toHaveLength(1);
    expect(part.invoices[0].incrementId).toBe(`INV-${guest.incrementId}-1`);
    // the first invoice carries the shipping: 40 + 5 flat rate per item... whatever the store's rate, less than the order
    expect(part.invoices[0].grandTotal).toBeLessThan(guest.prices.grandTotal);
    const invoiceMail = await mailFor(guest.incrementId, /invoice INV-/);
    expect(invoiceMail.text).toContain(`INV-${guest.incrementId}-1`);
    expect(invoiceMail.text).toContain(`Total: ${part.invoices[0].grandTotal.toFixed(2)} USD`);

    const shipped = await ok("orderShip", "$id: Int!, $items: [OrderItemQtyInput!], $tracks: [ShipmentTrackInput!], $notifyCustomer: Boolean", {
      id: guest.id,
      items: [{ orderItemId: lineA!.id, qty: 1 }],
      tracks: [{ carrier: "ups", title: "UPS", number: "1Z999AA10123456784" }],
      notifyCustomer: true,
    });
    expect(shipped.status).toBe("processing");
    expect(shipped.shipments).toEqual([
      { incrementId: `SHP-${guest.incrementId}-1`, tracks: [{ carrier: "ups", title: "UPS", number: "1Z999AA10123456784" }] },
    ]);
    const shipMail = await mailFor(guest.incrementId, /has shipped/);
    expect(shipMail.text).toContain("1Z999AA10123456784");
    expect(shipMail.text).toContain("https://www.ups.com/track?tracknum=1Z999AA10123456784");

    const rest = await ok("orderInvoice", "$id: Int!", { id: guest.id });
    expect(rest.status).toBe("processing");
    // the invoices add up to the order exactly
    expect(rest.invoices.reduce((n: number, i: { grandTotal: number }) => n + i.grandTotal, 0)).toBeCloseTo(guest.prices.grandTotal, 2);
    expect(rest.totalPaid).toBe(guest.prices.grandTotal);
    const done = await ok("orderShip", "$id: Int!, $tracks: [ShipmentTrackInput!]", { id: guest.id, tracks: [{ carrier: "dhl", number: "JD0002" }] });
    expect(done.status).toBe("complete");
    expect(done.lines.map((l: { qtyInvoiced: number; qtyShipped: number }) => [l.qtyInvoiced, l.qtyShipped])).toEqual([
      [2, 2],
      [1, 1],
    ]);
    expect(lineB!.sku).toBe(B.sku);
    expect(done.history.map((h: { status: string }) => h.status)).toEqual(["pending", "processing", "processing", "processing", "complete"]);
    expect(done.history.slice(1).every((h: { actorType: string }) => h.actorType === "admin")).toBe(true);
    await smtp.next((m) => m.subject.includes(guest.incrementId) && m.text.includes("SHP-") && m.text.includes("-2 "), 10_000);

    // the documents as PDF, read back by a PDF text extractor: the order number, the lines, the totals
    const row = await s.app.db.order.findUniqueOrThrow({
      where: { id: guest.id },
      include: { invoices: { orderBy: { id: "asc" } }, shipments: { orderBy: { id: "asc" } } },
    });
    for (const inv of row.invoices) {
      const text = await pdfText(`${V2}/admin/orders/${guest.id}/invoices/${inv.id}/pdf`);
      expect(text).toContain(guest.incrementId);
      expect(text).toContain(inv.incrementId);
      expect(text).toContain(usd(inv.grandTotal.toNumber()));
    }
    const all = `${await pdfText(`${V2}/admin/orders/${guest.id}/invoices/${row.invoices[0]!.id}/pdf`)} ${await pdfText(`${V2}/admin/orders/${guest.id}/invoices/${row.invoices[1]!.id}/pdf`)}`;
    expect(all).toContain(A.sku);
    expect(all).toContain(B.sku);
    const slip = await pdfText(`${V2}/admin/orders/${guest.id}/shipments/${row.shipments[0]!.id}/pdf`);
    expect(slip).toContain(`SHP-${guest.incrementId}-1`);
    expect(slip).toContain("1Z999AA10123456784");
    expect(slip).not.toContain("$");
  });

  it("cancel gives back the stock, the gift card's amount and the coupon's use, and mails the buyer", async () => {
    const before = { a: await stock(A), b: await stock(B) };
    const canceled = await ok("orderCancel", "$id: Int!, $reason: String", { id: general.id, reason: "Customer called" });
    expect(canceled.status).toBe("canceled");
    expect(canceled.lines.map((l: { qtyCanceled: number }) => l.qtyCanceled)).toEqual([1, 2]);
    expect(await stock(A)).toBe(before.a + 1);
    expect(await stock(B)).toBe(before.b + 2);
    expect(await balance()).toBe(30);
    expect(await couponUses()).toBe(0);
    const mail = await mailFor(general.incrementId, /was canceled/);
    expect(mail.text).toContain("Customer called");
    expect(canceled.history.at(-1)).toMatchObject({ status: "canceled", comment: "Canceled: Customer called", actorType: "admin" });
  });

  it("refund in part (restocked), then in full: closed; never more than was paid", async () => {
    const invoiced = await ok("orderInvoice", "$id: Int!, $capture: Boolean", { id: trade.id, capture: true });
    expect(invoiced.status).toBe("processing");
    const line = invoiced.lines[0] as { id: number };
    const stockBefore = await stock(A);
    const part = await ok("orderRefund", "$id: Int!, $items: [OrderItemQtyInput!], $restock: Boolean", {
      id: trade.id,
      items: [{ orderItemId: line.id, qty: 1 }],
      restock: true,
    });
    expect(part.status).toBe("processing");
    expect(part.creditMemos).toEqual([{ incrementId: `CM-${trade.incrementId}-1`, grandTotal: 40 }]);
    expect(await stock(A)).toBe(stockBefore + 1);
    const memoMail = await mailFor(trade.incrementId, /refund CM-/);
    expect(memoMail.text).toContain("Total: 40.00 USD");

    // more than is left of what was paid: refused, nothing changes, nothing is sent
    const mails = await outboxCount();
    const tooMuch = await problem("orderRefund", "$id: Int!, $adjustment: Float", { id: trade.id, adjustment: 10_000 });
    expect(tooMuch.code).toBe("invalid_transition");
    expect(await outboxCount()).toBe(mails);

    const full = await ok("orderRefund", "$id: Int!, $adjustment: Float, $restock: Boolean", { id: trade.id, adjustment: 0, restock: false });
    expect(full.status).toBe("closed");
    expect(full.totalRefunded).toBe(trade.prices.grandTotal);
    expect(await stock(A)).toBe(stockBefore + 1);
    await mailFor(trade.incrementId, /refund CM-.*-2/);
    const memo = await s.app.db.creditMemo.findFirstOrThrow({ where: { orderId: trade.id }, orderBy: { id: "asc" } });
    const memoText = await pdfText(`${V2}/admin/orders/${trade.id}/creditmemos/${memo.id}/pdf`);
    expect(memoText).toContain(`CM-${trade.incrementId}-1`);
    expect(memoText).toContain(A.sku);
    expect(memoText).toContain(usd(40));
  });

  it("invalid transitions are typed Problems that change nothing and send nothing", async () => {
    const snapshot = async () => [
      await s.app.db.order.findMany({ include: { items: true } }),
      await s.app.db.invoice.count(),
      await s.app.db.shipment.count(),
      await outboxCount(),
    ];
    const before = JSON.stringify(await snapshot());
    // ship a canceled order
    expect((await problem("orderShip", "$id: Int!", { id: general.id })).code).toBe("invalid_transition");
    // refund more than was paid (the canceled order paid nothing)
    expect((await problem("orderRefund", "$id: Int!, $adjustment: Float", { id: general.id, adjustment: 1 })).code).toBe("invalid_transition");
    // cancel an order whose lines are all invoiced
    expect((await problem("orderCancel", "$id: Int!", { id: guest.id })).code).toBe("invalid_transition");
    // invoice a closed order; unhold an order not on hold
    expect((await problem("orderInvoice", "$id: Int!", { id: trade.id })).code).toBe("invalid_transition");
    expect((await problem("orderUnhold", "$id: Int!", { id: guest.id })).code).toBe("invalid_transition");
    expect(JSON.stringify(await snapshot())).toBe(before);
  });

  it("hold and unhold; a comment notifies the buyer when asked; mass actions answer per id", async () => {
    const o = await place([[B.sku, 1]], { email: "hold@example.com" });
    const held = await ok("orderHold", "$id: Int!", { id: o.id });
    expect(held.status).toBe("holded");
    expect((await problem("orderInvoice", "$id: Int!", { id: o.id })).code).toBe("invalid_transition");
    expect((await ok("orderUnhold", "$id: Int!", { id: o.id })).status).toBe("pending");
    const commented = await ok("orderCommentAdd", "$id: Int!, $text: String!, $notifyCustomer: Boolean, $visibleOnStorefront: Boolean", {
      id: o.id,
      text: "Ships on Monday",
      notifyCustomer: true,
      visibleOnStorefront: true,
    });
    expect(commented.history.at(-1)).toMatchObject({ status: "pending", comment: "Ships on Monday" });
    expect((await mailFor(o.incrementId, /an update/)).text).toContain("Ships on Monday");

    const other = await place([[B.sku, 1]], { email: "mass@example.com" });
    const mass = await s.gql(
      `mutation($ids: [Int!]!) { orderInvoiceMany(ids: $ids) { id result { __typename ... on Problem { code } ... on OrderMassItemSuccess { data { status } } } } }`,
      { ids: [o.id, other.id, general.id] },
      { token: admin },
    );
    expect(mass.data.orderInvoiceMany).toEqual([
      { id: o.id, result: { __typename: "OrderMassItemSuccess", data: { status: "processing" } } },
      { id: other.id, result: { __typename: "OrderMassItemSuccess", data: { status: "processing" } } },
      { id: general.id, result: { __typename: "Problem", code: "invalid_transition" } },
    ]);
    const third = await place([[B.sku, 1]], { email: "mass@example.com" });
    const canceled = await s.gql(
      `mutation($ids: [Int!]!) { orderCancelMany(ids: $ids) { id result { __typename ... on Problem { code } ... on OrderMassItemSuccess { data { status } } } } }`,
      { ids: [third.id, guest.id] },
      { token: admin },
    );
    expect(canceled.data.orderCancelMany).toEqual([
      { id: third.id, result: { __typename: "OrderMassItemSuccess", data: { status: "canceled" } } },
      { id: guest.id, result: { __typename: "Problem", code: "invalid_transition" } },
    ]);
  });

  it("REST for integrations: /api/rest/v2/admin/orders lists, reads and runs the actions as the GraphQL does", async () => {
    const o = await place([[A.sku, 1]], { email: "rest-orders@example.com" });
    const list = await s.json(`${V2}/admin/orders?incrementId=${o.incrementId}&pageSize=5`, { token: admin });
    expect(list.status).toBe(200);
    expect(list.body.totalCount).toBe(1);
    expect(list.body.items[0]).toMatchObject({ id: o.id, incrementId: o.incrementId, status: "pending", customerEmail: "rest-orders@example.com" });
    const one = await s.json(`${V2}/admin/orders/${o.id}`, { token: admin });
    expect(one.status).toBe(200);
    expect(one.body.lines[0]).toMatchObject({ sku: A.sku, qtyOrdered: 1, qtyInvoiced: 0 });
    const invoiced = await s.json(`${V2}/admin/orders/${o.id}/invoices`, { method: "POST", token: admin, json: { capture: true } });
    expect(invoiced.status, JSON.stringify(invoiced.body)).toBe(200);
    expect(invoiced.body.invoices[0].incrementId).toBe(`INV-${o.incrementId}-1`);
    const shipped = await s.json(`${V2}/admin/orders/${o.id}/shipments`, {
      method: "POST",
      token: admin,
      json: { tracks: [{ carrier: "fedex", number: "7946" }] },
    });
    expect(shipped.status).toBe(200);
    expect(shipped.body.status).toBe("complete");
    const cancel = await s.json(`${V2}/admin/orders/${o.id}/cancel`, { method: "POST", token: admin, json: {} });
    expect(cancel.status).toBe(409);
    expect(cancel.body.code).toBe("invalid_transition");
    expect((await s.json(`${V2}/admin/orders/${o.id}`)).status).toBe(401);
    expect((await s.json(`${V2}/admin/orders`, { basic: s.apiUser })).status).toBe(403);
    expect((await s.json(`${V2}/admin/orders/999999`, { token: admin })).status).toBe(404);
  });

  it("every admin order operation is refused to a guest, a customer and the API user", async () => {
    const customer = await register("replay");
    const ops = [
      { query: "query { orders { totalCount } }" },
      { query: "query($id: Int!) { order(id: $id) { __typename } }", variables: { id: guest.id } },
      { query: "mutation($id: Int!) { orderInvoice(id: $id) { __typename } }", variables: { id: guest.id } },
      { query: "mutation($id: Int!) { orderShip(id: $id) { __typename } }", variables: { id: guest.id } },
      { query: "mutation($id: Int!) { orderCancel(id: $id) { __typename } }", variables: { id: guest.id } },
      { query: "mutation($id: Int!) { orderRefund(id: $id) { __typename } }", variables: { id: guest.id } },
      { query: "mutation($id: Int!) { orderHold(id: $id) { __typename } }", variables: { id: guest.id } },
      { query: "mutation($id: Int!) { orderUnhold(id: $id) { __typename } }", variables: { id: guest.id } },
      { query: 'mutation($id: Int!) { orderCommentAdd(id: $id, text: "x") { __typename } }', variables: { id: guest.id } },
      { query: "mutation($ids: [Int!]!) { orderCancelMany(ids: $ids) { id } }", variables: { ids: [guest.id] } },
      { query: "mutation($ids: [Int!]!) { orderInvoiceMany(ids: $ids) { id } }", variables: { ids: [guest.id] } },
    ];
    const before = JSON.stringify(await s.app.db.order.findMany({ include: { items: true } }));
    const callers: [string, string | undefined][] = [
      ["guest", undefined],
      ["customer", `Bearer ${customer.token}`],
      ["api user", `Basic ${Buffer.from(s.apiUser.join(":")).toString("base64")}`],
    ];
    for (const [who, authorization] of callers) {
      for (const op of ops) {
        const answer = await replay(s.url, { kind: "http", ...op }, authorization);
        expect(refused(answer), `${who}: ${op.query} -> ${JSON.stringify(answer)}`).toBe(true);
      }
    }
    expect(JSON.stringify(await s.app.db.order.findMany({ include: { items: true } }))).toBe(before);
  });
});

describe("order actions under concurrency and partial states", () => {
  it("a concurrent invoice and cancel never both take the same units", async () => {
    for (let round = 0; round < 3; round++) {
      const o = await place([
        [A.sku, 2],
        [B.sku, 1],
      ]);
      const [inv, can] = await Promise.all([
        action("orderInvoice", "$id: Int!, $capture: Boolean", { id: o.id, capture: true }),
        action("orderCancel", "$id: Int!, $reason: String", { id: o.id, reason: "race" }),
      ]);
      const kinds = [inv.data?.orderInvoice, can.data?.orderCancel].map((r) => r?.__typename);
      expect(
        kinds.some((k) => /Success$/.test(k ?? "")),
        JSON.stringify([inv, can]),
      ).toBe(true);
      for (const r of [inv.data?.orderInvoice, can.data?.orderCancel]) {
        if (r?.__typename === "Problem") expect(["order_changed", "invalid_transition"]).toContain(r.code);
      }
      const lines = await s.app.db.orderItem.findMany({ where: { orderId: o.id } });
      for (const l of lines) expect(l.qtyInvoiced + l.qtyCanceled, JSON.stringify(l)).toBeLessThanOrEqual(l.qty);
    }
  });
});

describe("cancel after shipping", () => {
  it("an order shipped in full but not invoiced cannot be canceled, and its stock stays as it is", async () => {
    const o = await place([
      [A.sku, 1],
      [B.sku, 1],
    ]);
    const shipped = await ok("orderShip", "$id: Int!", { id: o.id });
    expect(shipped.lines.every((l: { qtyShipped: number; qtyOrdered: number }) => l.qtyShipped === l.qtyOrdered)).toBe(true);
    const before = { a: await stock(A), b: await stock(B) };
    const p = await problem("orderCancel", "$id: Int!, $reason: String", { id: o.id, reason: "too late" });
    expect(p.code).toBe("invalid_transition");
    expect({ a: await stock(A), b: await stock(B) }).toEqual(before);
    const lines = await s.app.db.orderItem.findMany({ where: { orderId: o.id } });
    expect(lines.every((l) => l.qtyCanceled === 0)).toBe(true);
  });
});

describe("refunds of open invoices", () => {
  it("a line invoiced without capture (open) cannot be refunded; a paid line can", async () => {
    const o = await place([
      [A.sku, 1],
      [B.sku, 1],
    ]);
    const rows = await s.app.db.orderItem.findMany({ where: { orderId: o.id }, orderBy: { id: "asc" } });
    const lineA = rows.find((l) => l.productId === A.id)!;
    const lineB = rows.find((l) => l.productId === B.id)!;
    const args = "$id: Int!, $items: [OrderItemQtyInput!], $capture: Boolean";
    await ok("orderInvoice", args, { id: o.id, items: [{ orderItemId: lineA.id, qty: 1 }], capture: true });
    await ok("orderInvoice", args, { id: o.id, items: [{ orderItemId: lineB.id, qty: 1 }], capture: false });
    const refundArgs = "$id: Int!, $items: [OrderItemQtyInput!], $restock: Boolean";
    const mails = await outboxCount();
    const refused = await problem("orderRefund", refundArgs, { id: o.id, items: [{ orderItemId: lineB.id, qty: 1 }], restock: false });
    expect(refused.code).toBe("invalid_transition");
    expect(await outboxCount()).toBe(mails);
    expect(await s.app.db.creditMemo.count({ where: { orderId: o.id } })).toBe(0);
    const done = await ok("orderRefund", refundArgs, { id: o.id, items: [{ orderItemId: lineA.id, qty: 1 }], restock: false });
    expect(done.lines.find((l: { id: number }) => l.id === lineA.id).qtyRefunded).toBe(1);
    expect(done.lines.find((l: { id: number }) => l.id === lineB.id).qtyRefunded).toBe(0);
    // all that is left (none given) takes only the paid units: nothing is left
    expect((await problem("orderRefund", "$id: Int!, $restock: Boolean", { id: o.id, restock: false })).code).toBe("invalid_transition");
  });
});

describe("gift cards given back by refunds", () => {
  it("two cards, two partial refunds: each card gets back at most what it paid", async () => {
    const cards = ["ORDR-TWOC-0000-0001", "ORDR-TWOC-0000-0002"];
    for (const code of cards) await s.app.db.giftcardAccount.create({ data: { code, initialAmount: 10, balance: 10, currency: "USD", state: "active" } });
    const o = await place(
      [
        [A.sku, 2],
        [B.sku, 1],
      ],
      { giftcards: cards },
    );
    const bal = async (code: string) => Number((await s.app.db.giftcardAccount.findUniqueOrThrow({ where: { code } })).balance);
    expect([await bal(cards[0]!), await bal(cards[1]!)]).toEqual([0, 0]);
    const invoiced = await ok("orderInvoice", "$id: Int!, $capture: Boolean", { id: o.id, capture: true });
    const lineA = invoiced.lines.find((l: { sku: string }) => l.sku === A.sku) as { id: number };
    await ok("orderRefund", "$id: Int!, $items: [OrderItemQtyInput!], $restock: Boolean", {
      id: o.id,
      items: [{ orderItemId: lineA.id, qty: 1 }],
      restock: false,
    });
    for (const code of cards) expect(await bal(code)).toBeLessThanOrEqual(10);
    const full = await ok("orderRefund", "$id: Int!, $restock: Boolean", { id: o.id, restock: false });
    expect(full.status).toBe("closed");
    expect([await bal(cards[0]!), await bal(cards[1]!)]).toEqual([10, 10]);
  });
});

describe("admin-only customer fields", () => {
  it("a customer cannot read the admin-only fields of their own account", async () => {
    const c = await register("scopes");
    for (const f of ["status", "storeId", "dob", "taxvat", "groupName", "storeName"]) {
      const r = await s.gql(`{ me { id ${f} } }`, {}, { token: c.token });
      expect(r.errors?.length ?? 0, `${f}: ${JSON.stringify(r)}`).toBeGreaterThan(0);
    }
    const ok = await s.gql("{ me { id email } }", {}, { token: c.token });
    expect(ok.errors).toBeUndefined();
  });
});
