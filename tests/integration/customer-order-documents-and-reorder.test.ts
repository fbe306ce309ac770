/**
 * The shopper's side of an order over HTTP (docs/orders.md#the-shoppers-side): after an admin invoices, ships with
 * tracking numbers and comments, the customer's order answer (REST detail and list, GraphQL) carries the invoices
 * with their PDF link, the shipments with their lines and carrier tracking links, and only the comments marked
 * visible on the storefront; a guest's read-back by its token the same without PDF links. Reorder puts an order's
 * lines into the customer's cart at today's price and answers per line what could not be added and why: a product
 * now hidden by the access gate, blocked for purchase, out of stock, disabled, or short of stock. Another
 * customer's order is 404.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import access from "../../src/modules/access-gate/index.ts";
import { startTestServer, type TestServer } from "../helpers/server.ts";
import { createRule, deleteAllRules, setConfig } from "../modules/access/helpers.ts";

const V2 = "/api/rest/v2";
let s: TestServer;
let admin: string;
/** A: price raised; B: hidden by the gate; C: out of stock; D: disabled; E: purchase blocked; F: short of stock */
const P = Object.fromEntries(["A", "B", "C", "D", "E", "F"].map((k) => [k, { id: 0, sku: "", name: "", price: 0 }])) as Record<
  "A" | "B" | "C" | "D" | "E" | "F",
  { id: number; sku: string; name: string; price: number }
>;
const address = { firstName: "Rhea", lastName: "Order", street: ["2 Dock Rd"], city: "Springfield", postcode: "12345", countryId: "US", telephone: "555" };
const INTERNAL = "Internal: customer pays late, check credit first";
const VISIBLE = "Your pallets left our warehouse today";

beforeAll(async () => {
  s = await startTestServer({ modules: [access as never] });
  admin = await s.adminToken();
  await deleteAllRules(s);
  await setConfig(s, { enabled: "1", mode: "rules" });
  const rows = await s.app.db.product.findMany({
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
    take: 6,
  });
  for (const [i, key] of (["A", "B", "C", "D", "E", "F"] as const).entries()) {
    const r = rows[i]!;
    await productUpdate(r.id, { price: 40 + i, stockQty: 100, inStock: true });
    P[key] = { id: r.id, sku: r.sku, name: r.name, price: 40 + i };
  }
});
afterAll(async () => {
  await s?.close();
});

async function productUpdate(id: number, input: Record<string, unknown>) {
  const r = await s.gql(`mutation($id:Int!,$input:ProductInput!){productUpdate(id:$id,input:$input){__typename}}`, { id, input }, { token: admin });
  expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
  expect(r.data.productUpdate.__typename).toBe("ProductUpdateSuccess");
}

async function register(tag: string): Promise<{ email: string; token: string }> {
  const email = `reorder-${tag}-${Date.now()}@example.com`;
  const password = "reorder-password-1";
  expect((await s.json(`${V2}/customers`, { method: "POST", json: { email, password, firstName: "Rhea", lastName: tag } })).status).toBe(201);
  return { email, token: await s.customerToken(email, password) };
}

async function place(lines: [string, number, Record<string, unknown>?][], token?: string) {
  const c = await s.json(`${V2}/guest-carts`, { method: "POST", token });
  expect(c.status).toBe(201);
  const cart = c.body.maskedId as string;
  for (const [sku, qty, options] of lines) {
    const added = await s.json(`${V2}/guest-carts/${cart}/items`, { method: "POST", json: { sku, qty, ...(options ? { options } : {}) }, token });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
  }
  const r = await s.json(`${V2}/guest-carts/${cart}/place-order`, {
    method: "POST",
    token,
    json: { email: "rhea@example.com", paymentMethod: "checkmo", shippingAddress: address, shippingMethod: "flatrate_flatrate" },
  });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body as { id: number; incrementId: string; accessToken: string; prices: { grandTotal: number } };
}

async function adminAction(field: string, args: string, vars: Record<string, unknown>) {
  const names = Object.keys(vars)
    .map((k) => `${k}: $${k}`)
    .join(", ");
  const r = await s.gql(`mutation(${args}) { ${field}(${names}) { __typename ... on Problem { code message } } }`, vars, { token: admin });
  expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
  expect(r.data[field].__typename, JSON.stringify(r.data[field])).toMatch(/Success$/);
}

/** invoiced in full, shipped with a UPS and an unknown carrier's number, one comment for the shopper, one internal */
async function runThrough(orderId: number) {
  await adminAction("orderInvoice", "$id: Int!", { id: orderId });
  await adminAction("orderShip", "$id: Int!, $tracks: [ShipmentTrackInput!], $notifyCustomer: Boolean", {
    id: orderId,
    tracks: [
      { carrier: "ups", title: "UPS", number: "1Z999AA10123456784" },
      { carrier: "local", title: "Harbour <Couriers>", number: "HC-77 & 8" },
    ],
    notifyCustomer: false,
  });
  await adminAction("orderCommentAdd", "$id: Int!, $text: String!, $visibleOnStorefront: Boolean", { id: orderId, text: VISIBLE, visibleOnStorefront: true });
  await adminAction("orderCommentAdd", "$id: Int!, $text: String!, $visibleOnStorefront: Boolean", { id: orderId, text: INTERNAL, visibleOnStorefront: false });
}

describe("the shopper's order: invoices, shipments, visible comments", () => {
  let buyer: { email: string; token: string };
  let order: Awaited<ReturnType<typeof place>>;

  it("the customer's order answer (REST detail, list, GraphQL) carries invoices, shipments with tracking, and only visible comments", async () => {
    buyer = await register("docs");
    order = await place(
      [
        [P.A.sku, 2],
        [P.B.sku, 1],
      ],
      buyer.token,
    );
    const fresh = await s.json(`${V2}/customers/me/orders/${order.incrementId}`, { token: buyer.token });
    expect(fresh.body).toMatchObject({ status: "pending", statusLabel: "Pending", invoices: [], shipments: [], comments: [] });

    await runThrough(order.id);
    const r = await s.json(`${V2}/customers/me/orders/${order.incrementId}`, { token: buyer.token });
    expect(r.status).toBe(200);
    const o = r.body;
    expect(o.status).toBe("complete");
    expect(o.statusLabel).toBe("Complete");
    expect(o.invoices).toEqual([
      {
        id: expect.any(Number),
        incrementId: `INV-${order.incrementId}-1`,
        createdAt: expect.any(String),
        state: "paid",
        subtotal: 2 * P.A.price + P.B.price,
        discountAmount: 0,
        shippingAmount: o.prices.shippingAmount,
        giftcardAmount: 0,
        grandTotal: order.prices.grandTotal,
        pdfUrl: `/api/rest/v2/customers/me/orders/${order.incrementId}/invoices/${o.invoices[0].id}/pdf`,
      },
    ]);
    expect(o.shipments).toEqual([
      {
        id: expect.any(Number),
        incrementId: `SHP-${order.incrementId}-1`,
        createdAt: expect.any(String),
        items: [
          { sku: P.A.sku, name: P.A.name, qty: 2 },
          { sku: P.B.sku, name: P.B.name, qty: 1 },
        ],
        tracks: [
          { carrier: "ups", title: "UPS", number: "1Z999AA10123456784", url: "https://www.ups.com/track?tracknum=1Z999AA10123456784" },
          { carrier: "local", title: "Harbour <Couriers>", number: "HC-77 & 8", url: null },
        ],
      },
    ]);
    expect(o.comments).toEqual([{ comment: VISIBLE, status: "complete", createdAt: expect.any(String) }]);
    expect(o.statusHistory).toEqual([expect.objectContaining({ note: VISIBLE, isVisibleOnFront: true })]);
    expect(JSON.stringify(o)).not.toContain("credit first");

    const list = await s.json(`${V2}/customers/me/orders`, { token: buyer.token });
    const listed = list.body.member.find((m: { incrementId: string }) => m.incrementId === order.incrementId);
    expect(listed).toMatchObject({ statusLabel: "Complete", invoices: o.invoices, shipments: o.shipments, comments: o.comments });
    expect(JSON.stringify(list.body)).not.toContain("credit first");

    const g = await s.gql(
      `query($n: String!) { customerOrder(incrementId: $n) { statusLabel invoices { incrementId pdfUrl } shipments { tracks { url } } comments { comment } statusHistory } }`,
      { n: order.incrementId },
      { token: buyer.token },
    );
    expect(g.errors).toBeUndefined();
    expect(g.data.customerOrder.comments).toEqual([{ comment: VISIBLE }]);
    expect(g.data.customerOrder.invoices[0].pdfUrl).toBe(o.invoices[0].pdfUrl);
    expect(JSON.stringify(g.data)).not.toContain("credit first");
  });

  it("a guest's read-back by its token shows the same documents and comments, without PDF links", async () => {
    const guest = await place([[P.A.sku, 1]]);
    await runThrough(guest.id);
    const r = await s.json(`${V2}/guest-orders/${guest.incrementId}`, { headers: { "x-order-token": guest.accessToken } });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.invoices).toEqual([expect.objectContaining({ incrementId: `INV-${guest.incrementId}-1`, pdfUrl: null })]);
    expect(r.body.shipments[0].tracks[0].url).toBe("https://www.ups.com/track?tracknum=1Z999AA10123456784");
    expect(r.body.comments).toEqual([expect.objectContaining({ comment: VISIBLE })]);
    expect(JSON.stringify(r.body)).not.toContain("credit first");
  });

  it("another customer's order is 404, for the order and its reorder alike", async () => {
    const other = await register("other");
    expect((await s.json(`${V2}/customers/me/orders/${order.incrementId}`, { token: other.token })).status).toBe(404);
    const r = await s.json(`${V2}/customers/me/orders/${order.incrementId}/reorder`, { method: "POST", token: other.token });
    expect(r.status).toBe(404);
    expect(r.body.code).toBe("not_found");
    // nothing went into the other customer's cart
    expect((await s.json(`${V2}/cart`, { token: other.token })).status).toBe(404);
    const anonymous = await s.json(`${V2}/customers/me/orders/${order.incrementId}/reorder`, { method: "POST" });
    expect(anonymous.status).toBe(401);
  });
});

describe("reorder", () => {
  it("adds at today's price what may still be bought, and says per line why the rest was not added", async () => {
    const buyer = await register("reorder");
    const order = await place(
      [
        [P.A.sku, 2],
        [P.B.sku, 1],
        [P.C.sku, 1],
        [P.D.sku, 1],
        [P.E.sku, 1],
        [P.F.sku, 3],
      ],
      buyer.token,
    );
    const group = (await s.app.db.customer.findFirstOrThrow({ where: { email: buyer.email } })).groupId;
    await productUpdate(P.A.id, { price: 47.5 });
    await createRule(s, { name: "reorder: hidden", hideListing: true, customerGroupIds: [group], source: `sku == "${P.B.sku}"` });
    await productUpdate(P.C.id, { stockQty: 0, inStock: false });
    await productUpdate(P.D.id, { status: 2 });
    await createRule(s, { name: "reorder: blocked", blockPurchase: true, enforcement: "checkout", customerGroupIds: [group], source: `sku == "${P.E.sku}"` });
    await productUpdate(P.F.id, { stockQty: 2 });

    const r = await s.json(`${V2}/customers/me/orders/${order.incrementId}/reorder`, { method: "POST", token: buyer.token });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const byKey = (sku: string) => r.body.lines.find((l: { sku: string }) => l.sku === sku);
    expect(byKey(P.A.sku)).toEqual({ sku: P.A.sku, name: P.A.name, qty: 2, added: true, qtyAdded: 2, reason: null });
    expect(byKey(P.B.sku)).toMatchObject({ added: false, qtyAdded: 0, reason: { code: "not_available" } });
    expect(byKey(P.C.sku)).toMatchObject({ added: false, reason: { code: "out_of_stock" } });
    expect(byKey(P.D.sku)).toMatchObject({ added: false, reason: { code: "not_available" } });
    expect(byKey(P.E.sku)).toMatchObject({ added: false, reason: { code: "purchase_blocked" } });
    expect(byKey(P.F.sku)).toMatchObject({ qty: 3, added: true, qtyAdded: 2, reason: { code: "qty_reduced" } });
    expect(r.body.lines.map((l: { sku: string }) => l.sku)).toEqual([P.A.sku, P.B.sku, P.C.sku, P.D.sku, P.E.sku, P.F.sku]);
    for (const l of r.body.lines) if (l.reason) expect(l.reason.message).toEqual(expect.any(String));

    const items = r.body.cart.items.map((i: { sku: string; qty: number; price: number }) => [i.sku, i.qty, i.price]);
    expect(items).toEqual([
      [P.A.sku, 2, 47.5],
      [P.F.sku, 2, P.F.price],
    ]);
    expect(r.body.cart.prices.subtotal).toBe(2 * 47.5 + 2 * P.F.price);
    expect(r.headers.get("x-cart-id")).toBe(r.body.cart.maskedId);
    // it is the customer's active cart: the one their token reads
    const cart = await s.json(`${V2}/cart`, { token: buyer.token });
    expect(cart.body.maskedId).toBe(r.body.cart.maskedId);

    // GraphQL says the same; a second reorder adds to the same lines (A again at today's price, F has no stock left)
    const g = await s.gql(
      `mutation($id: String!) { customerOrderReorder(id: $id) { __typename ... on CustomerOrderReorderSuccess { data { cart { maskedId items { sku qty price } } lines { sku added qtyAdded reason { code } } } } ... on Problem { code } } }`,
      { id: order.incrementId },
      { token: buyer.token },
    );
    expect(g.errors).toBeUndefined();
    const d = g.data.customerOrderReorder.data;
    expect(d.cart.maskedId).toBe(r.body.cart.maskedId);
    expect(d.cart.items).toEqual([
      { sku: P.A.sku, qty: 4, price: 47.5 },
      { sku: P.F.sku, qty: 2, price: P.F.price },
    ]);
    expect(d.lines.find((l: { sku: string }) => l.sku === P.F.sku)).toEqual({ sku: P.F.sku, added: false, qtyAdded: 0, reason: { code: "out_of_stock" } });
    const missing = await s.gql(`mutation { customerOrderReorder(id: "999999999") { __typename ... on Problem { code } } }`, {}, { token: buyer.token });
    expect(missing.data.customerOrderReorder).toEqual({ __typename: "Problem", code: "not_found" });
  });

  it("a configurable whose ordered combination no longer exists answers options_changed", async () => {
    const buyer = await register("options");
    const conf = await s.app.db.product.findFirstOrThrow({
      where: { type: "configurable", status: 1, customOptions: { none: { required: true } }, childLinks: { some: { kind: "variant", child: { status: 1 } } } },
      include: { childLinks: { where: { kind: "variant" }, include: { child: { include: { attributeValues: { include: { attribute: true } } } } } } },
      orderBy: { id: "asc" },
    });
    await productUpdate(conf.id, { inStock: true });
    const link = conf.childLinks.find((l) => l.child.status === 1)!;
    await productUpdate(link.child.id, { stockQty: 50, inStock: true });
    const superAttributes = Object.fromEntries(
      link.child.attributeValues.filter((x) => ["color", "size"].includes(x.attribute.code)).map((x) => [x.attribute.code, Number(x.value)]),
    );
    const order = await place(
      [
        [conf.sku, 1, { superAttributes }],
        [P.A.sku, 1],
      ],
      buyer.token,
    );
    // while the combination exists the line goes in as ordered (the configurable, by its own SKU, with the same choice)
    const before = await s.json(`${V2}/customers/me/orders/${order.incrementId}/reorder`, { method: "POST", token: buyer.token });
    expect(before.body.lines[0]).toMatchObject({ sku: link.child.sku, added: true, qtyAdded: 1, reason: null });
    expect(before.body.cart.items[0]).toMatchObject({ sku: conf.sku, variantSku: link.child.sku, qty: 1 });
    for (const item of before.body.cart.items) expect((await s.json(`${V2}/cart/items/${item.id}`, { method: "DELETE", token: buyer.token })).status).toBe(200);
    // the merchant takes the combination out of the configurable
    await s.app.db.productLink.delete({ where: { id: link.id } });
    s.app.productRows.evict([conf.id]);
    const r = await s.json(`${V2}/customers/me/orders/${order.incrementId}/reorder`, { method: "POST", token: buyer.token });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    // the order line names the variant it was
    expect(r.body.lines[0]).toMatchObject({ sku: link.child.sku, added: false, reason: { code: "options_changed" } });
    expect(r.body.lines[1]).toMatchObject({ sku: P.A.sku, added: true, reason: null });
    expect(r.body.cart.items.map((i: { sku: string }) => i.sku)).toEqual([P.A.sku]);
  });
});
