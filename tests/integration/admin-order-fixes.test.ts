/**
 * The admin's order actions at their edges (docs/orders.md), against a real server, SQLite or PostgreSQL
 * (TEST_DATABASE_URL), and a real SMTP peer: capturing an open invoice, refunding a gift card line, a cancel after a
 * partial shipment giving gift cards back their share, concurrent amount-only refunds, case-insensitive search,
 * and the HTML of the order mails.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../helpers/server.ts";
import { startSmtpPeer, type SmtpPeer } from "../modules/approval/smtp-peer.ts";

const V2 = "/api/rest/v2";
const FAST_OUTBOX = { pollMs: 100, backoffMs: 50, leaseMs: 30_000 };
let s: TestServer;
let smtp: SmtpPeer;
let admin: string;
const A = { id: 0, sku: "", price: 40 };
const B = { id: 0, sku: "", price: 25 };
/** a gift card product (issues a card per unit when invoiced) and a preset amount it sells */
const G = { id: 0, sku: "", amount: 0 };

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
    await db.product.update({ where: { id: r.id }, data: { price: p.price, stockQty: 10_000, inStock: true } });
    p.id = r.id;
    p.sku = r.sku;
  }
  const g = await db.product.findFirstOrThrow({
    where: { type: "giftcard", status: 1, giftcardType: "fixed", customOptions: { none: {} }, NOT: { sku: { contains: "WH-" } } },
  });
  await db.product.update({ where: { id: g.id }, data: { stockQty: 10_000, inStock: true, giftcardAllowMessage: true } });
  G.id = g.id;
  G.sku = g.sku;
  G.amount = Math.max(...(JSON.parse(g.giftcardAmounts) as number[]));
  admin = await s.adminToken();
});
afterAll(async () => {
  await s?.close();
  await smtp?.close();
});

type Line = [string, number] | { sku: string; qty: number; [k: string]: unknown };

async function place(lines: Line[], opts: { email?: string; giftcards?: string[]; poNumber?: string; note?: string; shippingAddress?: typeof address } = {}) {
  const c = await s.json(`${V2}/guest-carts`, { method: "POST" });
  expect(c.status).toBe(201);
  const cart = c.body.maskedId as string;
  for (const l of lines) {
    const json = Array.isArray(l) ? { sku: l[0], qty: l[1] } : l;
    const r = await s.json(`${V2}/guest-carts/${cart}/items`, { method: "POST", json });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
  }
  for (const code of opts.giftcards ?? [])
    expect((await s.json(`${V2}/guest-carts/${cart}/giftcards`, { method: "POST", json: { giftcardCode: code } })).status).toBe(200);
  const physical = lines.some((l) => (Array.isArray(l) ? l[0] : l.sku) !== G.sku);
  const r = await s.json(`${V2}/guest-carts/${cart}/place-order`, {
    method: "POST",
    json: {
      email: opts.email ?? "fixes@example.com",
      paymentMethod: "checkmo",
      shippingAddress: opts.shippingAddress ?? address,
      ...(physical ? { shippingMethod: "flatrate_flatrate" } : {}),
      poNumber: opts.poNumber,
      orderNote: opts.note,
    },
  });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body as { id: number; incrementId: string; prices: { grandTotal: number } };
}

const ORDER_FIELDS = `id incrementId status grandTotal totalPaid totalRefunded
  lines { id sku qtyOrdered qtyInvoiced qtyShipped qtyRefunded qtyCanceled }
  invoices { id incrementId state grandTotal giftcardAmount items { orderItemId qty } }
  creditMemos { incrementId grandTotal giftcardAmount }
  history { status comment actorType }`;

const VAR_TYPES: Record<string, string> = {
  id: "Int!",
  orderId: "Int!",
  invoiceId: "Int!",
  items: "[OrderItemQtyInput!]",
  capture: "Boolean",
  adjustment: "Float",
  shippingAmount: "Float",
  restock: "Boolean",
  reason: "String",
  text: "String!",
  notifyCustomer: "Boolean",
  tracks: "[ShipmentTrackInput!]",
};
/** runs an admin order mutation; answers the field's union (the order under data, or the Problem) */
async function action(field: string, _args: string, vars: Record<string, unknown>) {
  const args = Object.keys(vars)
    .map((k) => `$${k}: ${VAR_TYPES[k]}`)
    .join(", ");
  const r = await s.gql(
    `mutation(${args}) { ${field}(${Object.keys(vars)
      .map((k) => `${k}: $${k}`)
      .join(", ")}) { __typename ... on Problem { code message } ... on ${field[0]!.toUpperCase()}${field.slice(1)}Success { data { ${ORDER_FIELDS} } } } }`,
    vars,
    { token: admin },
  );
  expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
  return r.data[field];
}
const ok = async (field: string, args: string, vars: Record<string, unknown>) => {
  const r = await action(field, args, vars);
  expect(r.__typename, JSON.stringify(r)).toMatch(/Success$/);
  return r.data;
};
const problem = async (field: string, args: string, vars: Record<string, unknown>) => {
  const r = await action(field, args, vars);
  expect(r.__typename, JSON.stringify(r)).toBe("Problem");
  return r as { code: string; message: string };
};
const linesOf = (orderId: number) => s.app.db.orderItem.findMany({ where: { orderId }, orderBy: { id: "asc" } });
const INVOICE = "$id: Int!, $items: [OrderItemQtyInput!], $capture: Boolean";
const REFUND = "$id: Int!, $items: [OrderItemQtyInput!], $adjustment: Float, $shippingAmount: Float, $restock: Boolean";
const CAPTURE = "$orderId: Int!, $invoiceId: Int!";
const cardsOf = (orderId: number) => s.app.db.giftcardAccount.findMany({ where: { orderId }, orderBy: { id: "asc" } });

describe("capturing an open invoice", () => {
  it("invoiceCapture makes an open invoice paid, with its history entry; its lines can then be refunded; twice is invalid_transition", async () => {
    const o = await place([
      [A.sku, 1],
      [B.sku, 1],
    ]);
    const [lineA, lineB] = await linesOf(o.id);
    await ok("orderInvoice", INVOICE, { id: o.id, items: [{ orderItemId: lineA!.id, qty: 1 }], capture: true });
    const open = await ok("orderInvoice", INVOICE, { id: o.id, items: [{ orderItemId: lineB!.id, qty: 1 }], capture: false });
    const openInvoice = open.invoices[1] as { id: number; incrementId: string; state: string; grandTotal: number };
    expect(openInvoice.state).toBe("open");
    expect(open.totalPaid).toBe(open.invoices[0].grandTotal);
    expect((await problem("orderRefund", REFUND, { id: o.id, items: [{ orderItemId: lineB!.id, qty: 1 }], restock: false })).code).toBe("invalid_transition");

    const captured = await ok("invoiceCapture", CAPTURE, { orderId: o.id, invoiceId: openInvoice.id });
    expect(captured.invoices.map((i: { state: string }) => i.state)).toEqual(["paid", "paid"]);
    expect(captured.totalPaid).toBeCloseTo(o.prices.grandTotal, 2);
    // capturing changes no quantity: the status stays what the lines make it
    expect(captured.status).toBe("processing");
    expect(captured.history.at(-1)).toMatchObject({ status: "processing", actorType: "admin" });
    expect(captured.history.at(-1).comment).toContain(`Captured ${openInvoice.incrementId}`);

    const again = await problem("invoiceCapture", CAPTURE, { orderId: o.id, invoiceId: openInvoice.id });
    expect(again.code).toBe("invalid_transition");
    const refunded = await ok("orderRefund", REFUND, { id: o.id, items: [{ orderItemId: lineB!.id, qty: 1 }], restock: false });
    expect(refunded.lines.find((l: { id: number }) => l.id === lineB!.id).qtyRefunded).toBe(1);
    // an invoice of another order is not this order's
    const other = await place([[A.sku, 1]]);
    await ok("orderInvoice", INVOICE, { id: other.id, capture: false });
    expect((await problem("invoiceCapture", CAPTURE, { orderId: other.id, invoiceId: openInvoice.id })).code).toBe("invoice_not_found");
  });

  it("the first captured invoice sets paidAt; the gift cards it bought become active and are mailed", async () => {
    const o = await place([{ sku: G.sku, qty: 1, giftcardAmount: G.amount, giftcardRecipientEmail: "capture-rcpt@example.com" }]);
    const open = await ok("orderInvoice", INVOICE, { id: o.id, capture: false });
    expect(open.status).toBe("complete");
    expect((await s.app.db.order.findUniqueOrThrow({ where: { id: o.id } })).paidAt).toBeNull();
    expect((await cardsOf(o.id)).map((c) => c.state)).toEqual(["pending"]);
    const captured = await ok("invoiceCapture", CAPTURE, { orderId: o.id, invoiceId: open.invoices[0].id });
    expect(captured.status).toBe("complete");
    expect(captured.totalPaid).toBe(G.amount);
    expect((await s.app.db.order.findUniqueOrThrow({ where: { id: o.id } })).paidAt).toBeInstanceOf(Date);
    const [card] = await cardsOf(o.id);
    expect(card!.state).toBe("active");
    const mail = await smtp.next((m) => m.to.includes("capture-rcpt@example.com"), 10_000);
    expect(mail.text).toContain(card!.code);
  });

  it("REST: POST /admin/orders/{id}/invoices/{invoiceId}/capture answers the order, then 409; 404 for an unknown invoice", async () => {
    const o = await place([[A.sku, 1]]);
    const inv = await s.json(`${V2}/admin/orders/${o.id}/invoices`, { method: "POST", token: admin, json: { capture: false } });
    expect(inv.status, JSON.stringify(inv.body)).toBe(200);
    const invoiceId = inv.body.invoices[0].id as number;
    const url = `${V2}/admin/orders/${o.id}/invoices/${invoiceId}/capture`;
    expect((await s.json(url, { method: "POST" })).status).toBe(401);
    expect((await s.json(url, { method: "POST", basic: s.apiUser })).status).toBe(403);
    expect((await s.app.db.invoice.findUniqueOrThrow({ where: { id: invoiceId } })).state).toBe("open");
    const first = await s.json(url, { method: "POST", token: admin });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.invoices[0]).toMatchObject({ id: invoiceId, state: "paid" });
    expect(first.body.totalPaid).toBe(o.prices.grandTotal);
    const second = await s.json(url, { method: "POST", token: admin });
    expect(second.status).toBe(409);
    expect(second.body.code).toBe("invalid_transition");
    const unknown = await s.json(`${V2}/admin/orders/${o.id}/invoices/999999/capture`, { method: "POST", token: admin });
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe("invoice_not_found");
  });
});

describe("refunding a gift card line", () => {
  it("disables the unspent cards it issued; a used card's unit is refused with giftcard_used and nothing changes", async () => {
    const o = await place([{ sku: G.sku, qty: 2, giftcardAmount: G.amount }]);
    const invoiced = await ok("orderInvoice", INVOICE, { id: o.id, capture: true });
    const line = invoiced.lines[0] as { id: number };
    const cards = await cardsOf(o.id);
    expect(cards.map((c) => c.state)).toEqual(["active", "active"]);
    // the first card pays part of another order
    const spent = await place([[A.sku, 1]], { giftcards: [cards[0]!.code] });
    expect(spent.id).toBeGreaterThan(0);
    const afterSpend = await cardsOf(o.id);
    expect(Number(afterSpend[0]!.balance)).toBeLessThan(Number(afterSpend[0]!.initialAmount));

    const memos = await s.app.db.creditMemo.count({ where: { orderId: o.id } });
    const both = await problem("orderRefund", REFUND, { id: o.id, items: [{ orderItemId: line.id, qty: 2 }], restock: false });
    expect(both.code).toBe("giftcard_used");
    expect(await s.app.db.creditMemo.count({ where: { orderId: o.id } })).toBe(memos);
    expect((await cardsOf(o.id)).map((c) => c.state)).toEqual(["active", "active"]);

    const one = await ok("orderRefund", REFUND, { id: o.id, items: [{ orderItemId: line.id, qty: 1 }], restock: false });
    expect(one.lines[0].qtyRefunded).toBe(1);
    expect(one.creditMemos.at(-1).grandTotal).toBe(G.amount);
    const states = await cardsOf(o.id);
    expect(states.map((c) => [c.code, c.state])).toEqual([
      [cards[0]!.code, "active"],
      [cards[1]!.code, "disabled"],
    ]);
    // a disabled card pays nothing
    const cart = (await s.json(`${V2}/guest-carts`, { method: "POST" })).body.maskedId as string;
    expect((await s.json(`${V2}/guest-carts/${cart}/giftcards`, { method: "POST", json: { giftcardCode: cards[1]!.code } })).status).not.toBe(200);

    expect((await problem("orderRefund", REFUND, { id: o.id, restock: false })).code).toBe("giftcard_used");
  });
});

describe("cancel after a partial shipment", () => {
  it("gives the gift cards back exactly the canceled units' share; the last invoice and the refund never give a card more than it paid", async () => {
    const cards = ["FIXC-ANCL-0000-0001", "FIXC-ANCL-0000-0002"];
    await s.app.db.giftcardAccount.create({ data: { code: cards[0]!, initialAmount: 10, balance: 10, currency: "USD", state: "active" } });
    await s.app.db.giftcardAccount.create({ data: { code: cards[1]!, initialAmount: 20, balance: 20, currency: "USD", state: "active" } });
    const bal = async (code: string) => (await s.app.db.giftcardAccount.findUniqueOrThrow({ where: { code } })).balance.toFixed(2);
    const o = await place(
      [
        [A.sku, 2],
        [B.sku, 1],
      ],
      { giftcards: cards },
    );
    const order = await s.app.db.order.findUniqueOrThrow({ where: { id: o.id } });
    expect(order.giftcardAmount.toFixed(2)).toBe("30.00");
    expect(order.subtotal.toFixed(2)).toBe("105.00");
    const [lineA] = await linesOf(o.id);
    await ok("orderShip", "$id: Int!, $items: [OrderItemQtyInput!]", { id: o.id, items: [{ orderItemId: lineA!.id, qty: 1 }] });

    const canceled = await ok("orderCancel", "$id: Int!, $reason: String", { id: o.id, reason: "partial" });
    expect(canceled.lines.map((l: { qtyCanceled: number }) => l.qtyCanceled)).toEqual([1, 1]);
    // the canceled units (1 x 40 + 1 x 25 = 65 of 105) paid 30 x 65 / 105 = 18.5714... of the cards: 18.57, the
    // last applied card first
    expect([await bal(cards[0]!), await bal(cards[1]!)]).toEqual(["0.00", "18.57"]);

    // the shipped unit is invoiced with the rest of the cards' amount: 30 - 18.57
    const invoiced = await ok("orderInvoice", INVOICE, { id: o.id, capture: true });
    expect(invoiced.status).toBe("complete");
    expect(invoiced.invoices[0].giftcardAmount).toBe(11.43);
    expect(invoiced.invoices[0].grandTotal).toBe(Number((40 + Number(order.shippingAmount) - 11.43).toFixed(2)));

    // refunding it all gives the cards the rest of what they paid, none more than it paid
    const refunded = await ok("orderRefund", REFUND, { id: o.id, restock: false });
    expect(refunded.status).toBe("closed");
    expect(refunded.creditMemos[0].giftcardAmount).toBe(11.43);
    expect([await bal(cards[0]!), await bal(cards[1]!)]).toEqual(["10.00", "20.00"]);
    const giftcards = JSON.parse((await s.app.db.order.findUniqueOrThrow({ where: { id: o.id } })).giftcards) as { code: string; released: number }[];
    expect(giftcards.map((g) => [g.code, g.released])).toEqual([
      [cards[0], 10],
      [cards[1], 20],
    ]);
  });
});

describe("amount-only refunds at once", () => {
  it("two adjustment-only refunds together never exceed what was paid", async () => {
    for (let round = 0; round < 3; round++) {
      const o = await place([[A.sku, 1]]);
      const invoiced = await ok("orderInvoice", INVOICE, { id: o.id, capture: true });
      const paid = invoiced.totalPaid as number;
      const line = invoiced.lines[0] as { id: number };
      // each asks for 60% of what was paid: either alone is allowed, both together are not
      const adjustment = Number((paid * 0.6).toFixed(2));
      const vars = { id: o.id, items: [{ orderItemId: line.id, qty: 0 }], adjustment, restock: false };
      const both = await Promise.all([action("orderRefund", REFUND, vars), action("orderRefund", REFUND, vars)]);
      const won = both.filter((r) => r.__typename === "OrderRefundSuccess");
      expect(won, JSON.stringify(both)).toHaveLength(1);
      const lost = both.find((r) => r.__typename === "Problem")!;
      expect(["order_changed", "invalid_transition"]).toContain(lost.code);
      const memos = await s.app.db.creditMemo.findMany({ where: { orderId: o.id } });
      expect(memos).toHaveLength(1);
      expect(memos[0]!.grandTotal.toFixed(2)).toBe(adjustment.toFixed(2));
    }
  });
});

describe("order search in any case", () => {
  it("orders(filter: {search, customerEmail}) matches whatever the case, on SQLite and PostgreSQL", async () => {
    const o = await place([[B.sku, 1]], { email: "mixed.case-search@example.com", poNumber: "Po-MiXeD-4242" });
    const product = await s.app.db.product.findUniqueOrThrow({ where: { id: B.id } });
    const find = async (filter: Record<string, unknown>) => {
      const r = await s.gql(`query($f: AdminOrderFilter) { orders(filter: $f, pageSize: 50) { items { id } } }`, { f: filter }, { token: admin });
      expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
      return (r.data.orders.items as { id: number }[]).map((x) => x.id);
    };
    for (const search of ["po-mixed-4242", "PO-MIXED-4242", "MIXED.CASE-SEARCH@", product.sku.toLowerCase(), product.name.toUpperCase()]) {
      expect(await find({ search }), search).toContain(o.id);
    }
    expect(await find({ customerEmail: "Mixed.Case-Search@EXAMPLE" })).toEqual([o.id]);
    expect(await find({ search: "po-mixed-4243" })).toEqual([]);
  });
});

describe("Maho's order answers report what was paid and refunded", () => {
  it("prices.totalPaid, totalRefunded and totalDue follow the paid invoices and the credit memos", async () => {
    const o = (await place([
      [A.sku, 1],
      [B.sku, 1],
    ])) as { id: number; incrementId: string; prices: { grandTotal: number }; accessToken: string };
    const read = async () => {
      const r = await s.json(`${V2}/guest-orders/${o.incrementId}`, { headers: { "X-Order-Token": o.accessToken } });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      return r.body.prices as { grandTotal: number; totalPaid: number; totalRefunded: number; totalDue: number };
    };
    expect(await read()).toMatchObject({ totalPaid: 0, totalRefunded: 0, totalDue: o.prices.grandTotal });
    const [lineA, lineB] = await linesOf(o.id);
    const first = await ok("orderInvoice", INVOICE, { id: o.id, items: [{ orderItemId: lineA!.id, qty: 1 }], capture: true });
    const paid = first.invoices[0].grandTotal as number;
    // an open invoice is not paid
    await ok("orderInvoice", INVOICE, { id: o.id, items: [{ orderItemId: lineB!.id, qty: 1 }], capture: false });
    expect(await read()).toMatchObject({ totalPaid: paid, totalRefunded: 0, totalDue: Number((o.prices.grandTotal - paid).toFixed(2)) });
    await ok("orderRefund", REFUND, { id: o.id, items: [{ orderItemId: lineA!.id, qty: 1 }], restock: false });
    expect(await read()).toMatchObject({ totalPaid: paid, totalRefunded: A.price });
  });
});

/** the decoded text/html part of a message as the SMTP peer received it */
function htmlOf(raw: string): string {
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(raw)?.[1];
  const parts = boundary ? raw.split(`--${boundary}`) : [raw];
  for (const part of parts) {
    const [head = "", ...rest] = part.replace(/^\r?\n/, "").split(/\r?\n\r?\n/);
    if (!/content-type:\s*text\/html/i.test(head)) continue;
    const body = rest.join("\n\n");
    if (/content-transfer-encoding:\s*base64/i.test(head)) return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
    if (/content-transfer-encoding:\s*quoted-printable/i.test(head)) {
      const bytes = body.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, h) => String.fromCharCode(parseInt(h, 16)));
      return Buffer.from(bytes, "latin1").toString("utf8");
    }
    return body;
  }
  throw new Error(`no text/html part in ${raw.slice(0, 500)}`);
}

describe("the HTML of the order mails", () => {
  it("confirmation, invoice, shipment, canceled, credit memo and comment show lines with options and prices, totals, addresses, payment and PO number, user text escaped", async () => {
    const email = "html-mails@example.com";
    const note = "<script>alert('note')</script>";
    const o = await place(
      [[A.sku, 2], { sku: G.sku, qty: 1, giftcardAmount: G.amount, giftcardRecipientName: "Rita", giftcardRecipientEmail: "rita-html@example.com" }],
      { email, poNumber: "PO-HTML-9", note, shippingAddress: { ...address, city: "Spring & Field" } },
    );
    const [lineA, lineG] = await linesOf(o.id);
    const mail = async (subject: RegExp) =>
      htmlOf((await smtp.next((m) => m.to.includes(email) && m.subject.includes(o.incrementId) && subject.test(m.subject), 10_000)).raw);
    const money = (n: number) => n.toFixed(2);
    const common = (html: string) => {
      // the lines, with their options, quantities and prices
      expect(html).toContain(`<td>${A.sku}</td><td>2</td><td>${money(A.price)}</td><td>${money(A.price * 2)}</td>`);
      expect(html).toMatch(new RegExp(`<td>[^<]*(<br><small>[^<]+</small>)+</td><td>${G.sku}</td><td>1</td><td>${money(G.amount)}</td>`));
      expect(html).toContain("Rita");
      // the totals, the addresses (escaped), the payment and PO number
      expect(html).toContain(`Grand total: ${money(o.prices.grandTotal)} USD`);
      expect(html).toContain("Spring &amp; Field");
      expect(html).not.toContain("Spring & Field");
      expect(html).toMatch(/Payment: [^<]+ \(PO PO-HTML-9\)/);
    };

    const confirmation = await mail(/your order/);
    common(confirmation);
    expect(confirmation).toContain("&lt;script&gt;");
    expect(confirmation).not.toContain("<script>");

    await ok("orderInvoice", INVOICE, {
      id: o.id,
      items: [
        { orderItemId: lineA!.id, qty: 1 },
        { orderItemId: lineG!.id, qty: 1 },
      ],
      capture: true,
    });
    const invoice = await mail(/invoice INV-/);
    common(invoice);
    expect(invoice).toContain(`INV-${o.incrementId}-1`);
    expect(invoice).toContain(`<td>${A.sku}</td><td>1</td><td>${money(A.price)}</td><td>${money(A.price)}</td>`);
    expect(invoice).toMatch(/<strong>Total: [0-9.]+ USD<\/strong>/);

    await ok("orderShip", "$id: Int!, $items: [OrderItemQtyInput!], $tracks: [ShipmentTrackInput!]", {
      id: o.id,
      items: [{ orderItemId: lineA!.id, qty: 1 }],
      tracks: [{ carrier: "ups", title: "UPS", number: "1Z999AA10123456784" }],
    });
    const shipment = await mail(/has shipped/);
    common(shipment);
    // the tracking link (its attribute HTML-escaped, as every variable is: a browser reads it back as the URL)
    const href = /<a href="([^"]+)">1Z999AA10123456784<\/a>/.exec(shipment)?.[1] ?? "";
    const decoded = href.replace(/&#x([0-9A-F]+);/gi, (_, h) => String.fromCharCode(parseInt(h, 16))).replace(/&amp;/g, "&");
    expect(decoded).toBe("https://www.ups.com/track?tracknum=1Z999AA10123456784");

    await ok("orderCancel", "$id: Int!, $reason: String", { id: o.id, reason: "<b>no stock</b>" });
    const canceled = await mail(/was canceled/);
    common(canceled);
    expect(canceled).toContain("&lt;b&gt;no stock&lt;&#x2F;b&gt;");
    expect(canceled).not.toContain("<b>");

    await ok("orderRefund", REFUND, { id: o.id, items: [{ orderItemId: lineA!.id, qty: 1 }], restock: false });
    const memo = await mail(/refund CM-/);
    common(memo);
    expect(memo).toContain(`CM-${o.incrementId}-1`);
    expect(memo).toContain(`<strong>Total: ${money(A.price)} USD</strong>`);

    await ok("orderCommentAdd", "$id: Int!, $text: String!, $notifyCustomer: Boolean", {
      id: o.id,
      text: "<script>alert('c')</script> ships Monday",
      notifyCustomer: true,
    });
    const comment = await mail(/an update/);
    common(comment);
    expect(comment).toContain("&lt;script&gt;alert(");
    expect(comment).not.toContain("<script>");
  });
});
