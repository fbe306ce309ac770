/**
 * The shopper's order page in the worker (workerd through Miniflare, in front of the real backend): after an admin
 * invoices, ships with tracking numbers and comments, the account's order page shows the status, the invoice with a
 * link to the worker's PDF route, the shipment's tracking links (escaped, rel=noopener) and only the visible comment;
 * the PDF route hands the backend's answer through with the shopper's session (and sends a visitor without one to
 * the login page); Reorder is a form post without JavaScript that lands on the cart with the order's lines and says
 * which line was not added and why.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Miniflare } from "miniflare";
import { startTestServer, type TestServer } from "../helpers/server.ts";
import { TEST_API_PASSWORD } from "../helpers/db-template.ts";
import { bundleWorker, type BackendProxy, SECRET, startProxy, startWorker } from "./harness.ts";
import { pdfPages } from "../helpers/pdf-text.ts";

const V2 = "/api/rest/v2";
let server: TestServer;
let proxy: BackendProxy;
let mf: Miniflare;
let url: string;
let admin: string;
const A = { id: 0, sku: "", name: "" };
const B = { id: 0, sku: "", name: "" };
const address = { firstName: "Wes", lastName: "Worker", street: ["3 Edge Way"], city: "Springfield", postcode: "12345", countryId: "US", telephone: "555" };
const email = `order-page-${Date.now()}@example.com`;
const password = "order-page-password-1";
let cookie = "";
let order: { id: number; incrementId: string };
let invoiceId = 0;

beforeAll(async () => {
  proxy = await startProxy("");
  ({ mf, url } = await startWorker(await bundleWorker(), {
    BACKEND_URL: proxy.url,
    SYNC_SECRET: SECRET,
    BACKEND_BASIC_AUTH: `storefront:${TEST_API_PASSWORD}`,
    ALLOW_HTTP: "1",
    B2B_MODULES: "",
  }));
  server = await startTestServer({ settings: { storefrontUrl: url, syncSecret: SECRET, storefrontSync: { cron: "", baseDelayMs: 50, batchMs: 20 } } });
  proxy.backend = server.url;
  admin = await server.adminToken();
  const rows = await server.app.db.product.findMany({
    where: { type: "simple", status: 1, visibility: 4, customOptions: { none: {} }, NOT: { sku: { contains: "WH-" } } },
    orderBy: { id: "asc" },
    take: 2,
  });
  for (const [p, r] of [
    [A, rows[0]!],
    [B, rows[1]!],
  ] as const) {
    await productUpdate(r.id, { stockQty: 100, inStock: true });
    Object.assign(p, { id: r.id, sku: r.sku, name: r.name });
  }
  const r = await fetch(`${url}/sync`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ secret: SECRET }) });
  expect(r.status).toBe(200);

  expect((await server.json(`${V2}/customers`, { method: "POST", json: { email, password, firstName: "Wes", lastName: "Worker" } })).status).toBe(201);
  const token = await server.customerToken(email, password);
  const cart = (await server.json(`${V2}/guest-carts`, { method: "POST", token })).body.maskedId as string;
  for (const [sku, qty] of [
    [A.sku, 2],
    [B.sku, 1],
  ] as const)
    expect((await server.json(`${V2}/guest-carts/${cart}/items`, { method: "POST", json: { sku, qty }, token })).status).toBe(200);
  const placed = await server.json(`${V2}/guest-carts/${cart}/place-order`, {
    method: "POST",
    token,
    json: { paymentMethod: "checkmo", shippingAddress: address, shippingMethod: "flatrate_flatrate" },
  });
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  order = placed.body;
  await adminAction("orderInvoice", "$id: Int!", { id: order.id });
  await adminAction("orderShip", "$id: Int!, $tracks: [ShipmentTrackInput!], $notifyCustomer: Boolean", {
    id: order.id,
    tracks: [
      { carrier: "ups", title: "UPS", number: "1Z999AA10123456784" },
      { carrier: "local", title: "Harbour <b>Couriers</b>", number: "<script>alert(1)</script>" },
    ],
    notifyCustomer: false,
  });
  await adminAction("orderCommentAdd", "$id: Int!, $text: String!, $visibleOnStorefront: Boolean", {
    id: order.id,
    text: "Packed with care <3",
    visibleOnStorefront: true,
  });
  await adminAction("orderCommentAdd", "$id: Int!, $text: String!, $visibleOnStorefront: Boolean", {
    id: order.id,
    text: "INTERNAL margin note",
    visibleOnStorefront: false,
  });
  invoiceId = (await server.app.db.invoice.findFirstOrThrow({ where: { orderId: order.id } })).id;

  const login = await form("/account/login", { email, password, next: "/account" });
  expect(login.status).toBe(303);
  cookie = /customer_token=[^;]+/.exec(login.headers.getSetCookie().join("\n"))![0];
}, 90_000);

afterAll(async () => {
  await mf?.dispose();
  await proxy?.close();
  await server?.close();
});

async function productUpdate(id: number, input: Record<string, unknown>) {
  const r = await server.gql(`mutation($id:Int!,$input:ProductInput!){productUpdate(id:$id,input:$input){__typename}}`, { id, input }, { token: admin });
  expect(r.data?.productUpdate?.__typename, JSON.stringify(r)).toBe("ProductUpdateSuccess");
}

async function adminAction(field: string, args: string, vars: Record<string, unknown>) {
  const names = Object.keys(vars)
    .map((k) => `${k}: $${k}`)
    .join(", ");
  const r = await server.gql(`mutation(${args}) { ${field}(${names}) { __typename ... on Problem { code message } } }`, vars, { token: admin });
  expect(r.data?.[field]?.__typename, JSON.stringify(r)).toMatch(/Success$/);
}

const form = (path: string, fields: Record<string, string>, cookies = "", origin = url) =>
  fetch(url + path, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", origin, "sec-fetch-site": origin === url ? "same-origin" : "cross-site", cookie: cookies },
    body: new URLSearchParams(fields),
  });
const text = (h: string) => h.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

describe("the account's order page", () => {
  it("shows the status, the invoice's PDF link, tracking links (escaped, noopener), the visible comment only, and Reorder", async () => {
    const r = await fetch(`${url}/account/orders/${order.incrementId}`, { headers: { cookie } });
    expect(r.status).toBe(200);
    expect(r.headers.get("cache-control")).toBe("private, no-store");
    const h = await r.text();
    expect(h).toMatch(/data-order-status>Complete</);
    expect(h).toContain(`href="/account/orders/${order.incrementId}/invoices/${invoiceId}.pdf"`);
    expect(text(h)).toContain(`INV-${order.incrementId}-1`);
    expect(h).toContain(
      `<a href="https://www.ups.com/track?tracknum=1Z999AA10123456784" rel="noopener noreferrer" target="_blank" data-track>1Z999AA10123456784</a>`,
    );
    // an unknown carrier's number is text, escaped; nothing the merchant typed becomes markup
    expect(h).toContain("Harbour &lt;b&gt;Couriers&lt;/b&gt;: &lt;script&gt;alert(1)&lt;/script&gt;");
    expect(h).not.toContain("<script>alert(1)");
    expect(h).toContain("Packed with care &lt;3");
    expect(h).not.toContain("INTERNAL margin note");
    expect(text(h)).toContain(`2 × ${A.name}`);
    expect(h).toContain(`<form action="/account/orders/${order.incrementId}/reorder" method="post"`);
  });

  it("without a session the order page and the PDF route send the visitor to the login page", async () => {
    const page = await fetch(`${url}/account/orders/${order.incrementId}`, { redirect: "manual" });
    expect(page.status).toBe(303);
    const pdfPath = `/account/orders/${order.incrementId}/invoices/${invoiceId}.pdf`;
    const before = proxy.hits.length;
    const pdf = await fetch(url + pdfPath, { redirect: "manual" });
    expect(pdf.status).toBe(303);
    expect(pdf.headers.get("location")).toBe(`/account/login?next=${encodeURIComponent(pdfPath)}`);
    expect(pdf.headers.get("cache-control")).toBe("private, no-store");
    expect(proxy.hits.slice(before).some((p) => p.includes("/pdf"))).toBe(false);
  });

  it("the PDF route passes the backend's answer through unchanged, with the shopper's token, never cached", async () => {
    const backendPath = `${V2}/customers/me/orders/${order.incrementId}/invoices/${invoiceId}/pdf`;
    const token = await server.customerToken(email, password);
    const direct = await server.fetch(backendPath, { token, headers: { accept: "application/pdf" } });
    const directBody = Buffer.from(await direct.arrayBuffer());

    const r = await fetch(`${url}/account/orders/${order.incrementId}/invoices/${invoiceId}.pdf`, { headers: { cookie } });
    expect(r.status).toBe(direct.status);
    expect(r.headers.get("content-type")).toBe(direct.headers.get("content-type"));
    expect(r.headers.get("content-disposition")).toBe(direct.headers.get("content-disposition"));
    expect(r.status).toBe(200);
    expect(r.headers.get("content-type")).toBe("application/pdf");
    // each render carries its own creation date and document id: the same document is the same text, page by page
    const body = new Uint8Array(await r.arrayBuffer());
    expect(Buffer.from(body.subarray(0, 5)).toString()).toBe("%PDF-");
    expect(await pdfPages(body)).toEqual(await pdfPages(new Uint8Array(directBody)));
    expect(r.headers.get("cache-control")).toBe("private, no-store");
    expect(r.headers.get("x-edge-cache")).toBe("BYPASS");
    // the call went out as the shopper (their bearer token), never as the worker's API user
    expect(proxy.authorization.get(backendPath)).toMatch(/^Bearer /);
    // a second request is answered by the backend again: nothing was kept at the edge
    const hits = proxy.hits.filter((p) => p === backendPath).length;
    await (await fetch(`${url}/account/orders/${order.incrementId}/invoices/${invoiceId}.pdf`, { headers: { cookie } })).arrayBuffer();
    expect(proxy.hits.filter((p) => p === backendPath).length).toBe(hits + 1);
    // a name that is no invoice file is 404 without asking the backend
    expect((await fetch(`${url}/account/orders/${order.incrementId}/invoices/x.pdf`, { headers: { cookie } })).status).toBe(404);
  });
});

describe("Reorder without JavaScript", () => {
  it("is refused from another origin", async () => {
    const r = await form(`/account/orders/${order.incrementId}/reorder`, {}, cookie, "https://evil.example");
    expect(r.status).toBe(403);
    expect(await server.app.db.cart.count({ where: { customer: { email }, status: "active" } })).toBe(0);
  });

  it("posts, and lands on the cart with the order's lines and a notice of the line not added", async () => {
    await productUpdate(B.id, { status: 2 });
    const r = await form(`/account/orders/${order.incrementId}/reorder`, {}, cookie);
    expect(r.status).toBe(200);
    expect(r.headers.get("cache-control")).toBe("private, no-store");
    const h = await r.text();
    expect(h).toContain("data-cart-page");
    expect(text(h)).toContain(A.name);
    expect(h).toMatch(/value="2"/);
    expect(h).toContain("data-not-added");
    expect(text(h)).toContain(`${B.name} (SKU ${B.sku}): ${B.name} is no longer available`);
    const cartCookie = /cart_id=[^;]+/.exec(r.headers.getSetCookie().join("\n"))?.[0];
    expect(cartCookie).toBeTruthy();
    // the cart page itself reads the same cart
    const cart = await fetch(`${url}/cart`, { headers: { cookie: `${cookie}; ${cartCookie}` } });
    const c = await cart.text();
    expect(text(c)).toContain(A.name);
    expect(text(c)).not.toContain(B.name);
    // another customer's (or an unknown) order is not found
    const none = await form("/account/orders/999999999/reorder", {}, cookie);
    expect(none.status).toBe(404);
  });
});
