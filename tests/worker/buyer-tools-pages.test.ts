/**
 * The buyer tools' pages of the storefront worker (Quick Order, My Lists, "Add to list") rendered in workerd
 * (Miniflare) without JavaScript. The worker talks to the real backend (login, session, company, cart) through a
 * loopback proxy that answers the quick-order and requisition-list routes with set answers: this file checks the
 * pages' rendering of every line status, what they send, and their headers, whatever the backend's own judgement
 * (tests/browser/buyer-tools.test.ts and tests/worker/buyer-tools.test.ts run them against the real routes).
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Miniflare } from "miniflare";
import { startTestServer, type TestServer } from "../helpers/server.ts";
import company from "../../src/modules/company/index.ts";
import requisition from "../../src/modules/requisition/index.ts";
import { TEST_API_PASSWORD, TEST_CUSTOMER_PASSWORD } from "../helpers/db-template.ts";
import { bundleWorker, SECRET, startWorker } from "./harness.ts";

interface Seen {
  method: string;
  path: string;
  body: unknown;
  headers: http.IncomingHttpHeaders;
}
type Stub = (req: Seen) => { status: number; body: unknown } | null;

let server: TestServer;
let mf: Miniflare;
let url: string;
let stubServer: http.Server;
const seen: Seen[] = [];
let stub: Stub = () => null;

/** a loopback front of the backend: the buyer tools' routes answered by `stub`, everything else forwarded */
async function startStubProxy(): Promise<string> {
  stubServer = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const ch of req) chunks.push(ch as Buffer);
    const raw = Buffer.concat(chunks);
    const path = req.url ?? "/";
    if (/^\/api\/rest\/v2\/b2b\/(quick-order|requisition-lists)/.test(path)) {
      let body: unknown = null;
      try {
        body = raw.length ? JSON.parse(raw.toString("utf8")) : null;
      } catch {
        body = raw.toString("utf8");
      }
      const s: Seen = { method: req.method ?? "GET", path, body, headers: req.headers };
      seen.push(s);
      const out = stub(s) ?? { status: 404, body: { code: "not_found", detail: "Not found" } };
      if (typeof out.body === "string") res.writeHead(out.status, { "content-type": "text/csv" }).end(out.body);
      else res.writeHead(out.status, { "content-type": "application/json" }).end(JSON.stringify(out.body));
      return;
    }
    const headers: Record<string, string> = {};
    for (const [k, v] of Object.entries(req.headers)) if (typeof v === "string" && k !== "host" && k !== "connection") headers[k] = v;
    try {
      const r = await fetch(server.url + path, { method: req.method, headers, body: raw.length ? raw : undefined });
      const out: Record<string, string> = {};
      r.headers.forEach((v, k) => {
        if (!["content-encoding", "content-length", "transfer-encoding", "connection"].includes(k)) out[k] = v;
      });
      res.writeHead(r.status, out).end(Buffer.from(await r.arrayBuffer()));
    } catch {
      if (!res.headersSent) res.writeHead(502, { "content-type": "application/json" });
      res.end('{"code":"bad_gateway"}');
    }
  });
  await new Promise<void>((r) => stubServer.listen(0, "127.0.0.1", r));
  return `http://127.0.0.1:${(stubServer.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  const front = await startStubProxy();
  ({ mf, url } = await startWorker(await bundleWorker(), {
    BACKEND_URL: front,
    SYNC_SECRET: SECRET,
    BACKEND_BASIC_AUTH: `storefront:${TEST_API_PASSWORD}`,
    ALLOW_HTTP: "1",
    B2B_MODULES: "company",
  }));
  server = await startTestServer({
    // the requisition module's permission codes join the company tree (the Buyer holds lists.manage); its routes are stubbed
    modules: [company as never, requisition as never],
    settings: { storefrontUrl: url, syncSecret: SECRET, storefrontSync: { cron: "", baseDelayMs: 50, batchMs: 20 } },
  });
  for (const entity of ["config", "categories"]) {
    const r = await fetch(`${url}/sync/${entity}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ secret: SECRET }),
    });
    expect(r.status).toBe(200);
  }
}, 60_000);

afterAll(async () => {
  await mf?.dispose();
  await new Promise((r) => stubServer?.close(r));
  await server?.close();
});

class Jar {
  private c = new Map<string, string>();
  take(r: Response) {
    for (const line of r.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const at = pair!.indexOf("=");
      this.c.set(pair!.slice(0, at).trim(), pair!.slice(at + 1));
    }
    return r;
  }
  get(name: string) {
    return this.c.get(name);
  }
  toString() {
    return [...this.c].map(([k, v]) => `${k}=${v}`).join("; ");
  }
}
const sameOrigin = (jar: Jar) => ({ origin: url, "sec-fetch-site": "same-origin", cookie: String(jar) });
const post = async (jar: Jar, path: string, fields: Record<string, string | string[]>) => {
  const body = new URLSearchParams();
  for (const [k, v] of Object.entries(fields)) for (const x of Array.isArray(v) ? v : [v]) body.append(k, x);
  return jar.take(
    await fetch(url + path, { method: "POST", redirect: "manual", headers: { "content-type": "application/x-www-form-urlencoded", ...sameOrigin(jar) }, body }),
  );
};
const page = async (jar: Jar, path: string) => {
  const r = jar.take(await fetch(url + path, { redirect: "manual", headers: { cookie: String(jar) } }));
  return { status: r.status, html: await r.text(), headers: r.headers };
};
const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");
async function logIn(email: string): Promise<Jar> {
  const jar = new Jar();
  const r = await post(jar, "/account/login", { email, password: TEST_CUSTOMER_PASSWORD, next: "/account" });
  expect(r.status, email).toBe(303);
  return jar;
}

const product = (id: number, sku: string, name: string, price: number | null) => ({
  id,
  sku,
  name,
  price,
  imageUrl: null,
  urlKey: sku.toLowerCase(),
  inStock: true,
});
/** one line of each status, as the contract words them */
const RESOLVED = [
  { sku: "SKU-1", qty: 2, status: "ok", product: product(1, "SKU-1", "Blue pen", 1.25), inputLines: [1, 3] },
  { sku: "nope-9", qty: 1, status: "not_found", message: "No product with this SKU", inputLines: [2] },
  {
    sku: "WH-1",
    qty: 1,
    status: "price_hidden",
    message: "Log in to see trade prices",
    product: product(3, "WH-1", "Pallet", null),
    cta: { label: "Log in", href: "/account/login" },
    inputLines: [4],
  },
  {
    sku: "PT-1",
    qty: 1,
    status: "purchase_blocked",
    message: "Not sold to your account",
    product: product(4, "PT-1", "Drill", 99),
    cta: { label: "Apply", href: "javascript:alert(1)" },
    inputLines: [5],
  },
  { sku: "OS-1", qty: 50, status: "out_of_stock", message: "Only 3 left", product: product(5, "OS-1", "Lamp", 20), available: 3, inputLines: [6] },
  {
    sku: "SKU-000162",
    qty: 4,
    status: "quantity_rule",
    message: "Sold in multiples of 6",
    product: product(6, "SKU-000162", "Paper <b>A4</b>", 3.5),
    rule: { minQty: 6, maxQty: null, qtyIncrement: 6 },
    inputLines: [7],
  },
  {
    sku: "TEE",
    qty: 1,
    status: "needs_options",
    message: "Choose the options",
    product: product(7, "TEE", "T-shirt", 10),
    variants: [
      { sku: "TEE-S", name: "T-shirt S", price: 10, inStock: true },
      { sku: "TEE-M", name: "T-shirt M", price: 11, inStock: false },
    ],
    inputLines: [8],
  },
];

describe("Quick Order without JavaScript", () => {
  it("a guest's blank form: rows with labels, a paste box, a CSV upload, the two buttons; private, never cached", async () => {
    const r = await page(new Jar(), "/quick-order");
    expect(r.status).toBe(200);
    expect(r.headers.get("cache-control")).toBe("private, no-store");
    expect(r.html).toContain('enctype="multipart/form-data"');
    expect(r.html).toContain('<label class="sr-only" for="qo-sku-1">SKU, line 1</label>');
    expect(r.html).toContain('<label class="sr-only" for="qo-qty-5">Quantity, line 5</label>');
    expect(r.html).toContain('id="qo-paste"');
    expect(r.html).toContain('type="file"');
    expect(r.html).toMatch(/role="status" aria-live="polite" data-qo-summary/);
    expect(r.html).toContain('value="check"');
    expect(r.html).toContain('value="add"');
  });

  it("rows, paste and file go out as one CSV; every status is shown beside its row, escaped, with its rule, stock, variants and a safe call to action", async () => {
    seen.length = 0;
    stub = (s) => (s.path.endsWith("/quick-order/resolve") ? { status: 200, body: { lines: RESOLVED, summary: {}, canAddToCart: true } } : null);
    const form = new FormData();
    form.append("sku", "SKU-1");
    form.append("qty", "1");
    form.append("sku", "with,comma");
    form.append("qty", "");
    form.append("sku", "");
    form.append("qty", "");
    // a sheet's column pasted (tabs), a file from Excel (BOM, semicolons, a quoted cell): sent as one comma-separated CSV
    form.append("paste", "sku\tqty\nsku-1\t1\n\nWH-1\t1\n");
    form.append("csv", new Blob(['\uFEFFSKU;Qty\n"PT-1";1\r\nOS-1;50;extra\n'], { type: "text/csv" }), "order.csv");
    form.append("step", "check");
    const jar = new Jar();
    const res = await fetch(`${url}/quick-order`, { method: "POST", headers: sameOrigin(jar), body: form });
    const html = await res.text();
    expect(res.status, text(html)).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const call = seen.find((s) => s.path.endsWith("/resolve"))!;
    expect(call.method).toBe("POST");
    expect(call.body).toEqual({ csv: 'SKU-1,1\n"with,comma",\nsku-1,1\nWH-1,1\nPT-1,1\nOS-1,50' });
    expect(call.headers.authorization).toBeUndefined();
    // one row per line answered, in order, each with its status
    const statuses = [...html.matchAll(/data-status="([a-z_]+)"/g)].map((m) => m[1]);
    expect(statuses).toEqual(RESOLVED.map((l) => l.status));
    expect(html).toContain('value="SKU-1"');
    expect(html).toContain("$1.25");
    expect(html).toContain("Paper &lt;b&gt;A4&lt;/b&gt;");
    expect(html).not.toContain("<b>A4</b>");
    const t = text(html);
    expect(t).toContain("Not found No product with this SKU");
    expect(t).toContain("Sold in multiples of 6, at least 6.");
    expect(t).toContain("Available: 3.");
    expect(t).toContain("Choose one: TEE-S ($10.00)");
    expect(t).not.toContain("TEE-M");
    expect(html).toContain('<a href="/account/login">Log in</a>');
    expect(html).not.toContain("javascript:");
    expect(t).toContain("7 lines: 1 ready, 1 not found, 1 price on request, 1 cannot be ordered, 1 out of stock, 1 quantity rule, 1 choose options.");
  });

  it("a refused input names each bad line where the buyer wrote it and keeps every line typed; more than 500 lines: 413 with the limit", async () => {
    stub = (s) =>
      s.path.endsWith("/resolve")
        ? {
            status: 422,
            body: {
              code: "invalid",
              detail: "Some lines cannot be read",
              errors: [
                { field: "csv.line.2", code: "invalid_qty", message: "line 2: qty must be a whole number" },
                { field: "csv.line.3", code: "invalid_qty", message: "line 3: qty must be at least 1" },
              ],
            },
          }
        : null;
    const jar = new Jar();
    const bad = await post(jar, "/quick-order", { sku: ["A-1", "B-2"], qty: ["1", "x"], paste: "C-3,0", step: "check" });
    const html = await bad.text();
    expect(bad.status).toBe(422);
    const t = text(html);
    expect(t).toContain("Row 2: qty must be a whole number");
    expect(t).toContain("Pasted line 1: qty must be at least 1");
    expect(html).toContain('value="B-2"');
    expect(html).toMatch(/<textarea[^>]*>C-3,0<\/textarea>/);

    stub = (s) => (s.path.endsWith("/resolve") ? { status: 413, body: { code: "too_many_lines", limit: 500 } } : null);
    const many = await post(jar, "/quick-order", { paste: Array.from({ length: 501 }, (_, n) => `S-${n},1`).join("\n"), step: "check" });
    expect(many.status).toBe(413);
    expect(text(await many.text())).toContain("at most 500 lines at a time");

    const empty = await post(jar, "/quick-order", { sku: ["", ""], qty: ["", ""], step: "check" });
    expect(empty.status).toBe(422);
    expect(text(await empty.text())).toContain("Enter at least one SKU.");
  });

  it("Add all to cart: the add route with the visitor's cart, the cart remembered, the added lines listed and the others kept as rows with why", async () => {
    seen.length = 0;
    stub = (s) =>
      s.path.endsWith("/quick-order/add")
        ? {
            status: 200,
            body: {
              lines: [
                { ...RESOLVED[0], added: true, addedQty: 2 },
                { ...RESOLVED[1], added: false, addedQty: 0, reason: { code: "not_found", message: "No product with this SKU" } },
              ],
              cart: { maskedId: "guestcart123", itemsCount: 1, itemsQty: 2, grandTotal: 2.5 },
              maskedId: "guestcart123",
            },
          }
        : null;
    const jar = new Jar();
    const r = await post(jar, "/quick-order", { sku: ["SKU-1", "nope-9"], qty: ["2", "1"], step: "add" });
    const html = await r.text();
    expect(r.status, text(html)).toBe(200);
    expect(seen[0]!.path).toBe("/api/rest/v2/b2b/quick-order/add");
    expect(seen[0]!.body).toEqual({ csv: "SKU-1,2\nnope-9,1" });
    expect(jar.get("cart_id")).toBe("guestcart123");
    const t = text(html);
    expect(t).toContain("1 line was added to your cart. 1 line was not: see below.");
    expect(t).toContain("2 × Blue pen (SKU-1)");
    expect(html).toContain('value="nope-9"');
    expect(html).not.toMatch(/id="qo-sku-\d+" name="sku" value="SKU-1"/);
    expect(html).toMatch(/<span class="cart-count" data-cart-count>2<\/span>/);
    // the cart named on the next add
    await post(jar, "/quick-order", { sku: ["SKU-1"], qty: ["1"], step: "add" });
    expect(seen[1]!.headers["x-cart-id"]).toBe("guestcart123");
  });

  it("the backend's 404 (module off) says quick order is not available; a cross-site post is refused", async () => {
    stub = () => null;
    const r = await post(new Jar(), "/quick-order", { sku: ["A"], qty: ["1"], step: "check" });
    expect(r.status).toBe(404);
    expect(text(await r.text())).toContain("Quick order is not available in this store.");
    const cross = await fetch(`${url}/quick-order`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: "https://evil.example", "sec-fetch-site": "cross-site" },
      body: "sku=A&qty=1&step=add",
    });
    expect(cross.status).toBe(403);
  });
});

const LIST = {
  id: 7,
  name: "Monthly <office>",
  description: "Paper and pens",
  shared: false,
  owner: { id: 1, name: "Bea Buyer", isMe: true },
  canEdit: true,
  itemsCount: 2,
  updatedAt: "2026-11-01T10:00:00Z",
  items: [
    { id: 70, sku: "SKU-1", qty: 3, options: {}, price: 1.25, rowTotal: 3.75, status: "ok", product: product(1, "SKU-1", "Blue pen", 1.25) },
    {
      id: 71,
      sku: "SKU-000162",
      qty: 4,
      options: {},
      price: 3.5,
      rowTotal: 14,
      status: "quantity_rule",
      message: "Sold in multiples of 6",
      rule: { minQty: 6, maxQty: null, qtyIncrement: 6 },
      product: product(6, "SKU-000162", "Paper", 3.5),
    },
  ],
};

describe("My Lists without JavaScript", () => {
  let buyer: Jar;

  it("the lists need a login; a buyer sees their lists and the menu entries, private and never cached", async () => {
    const guest = await page(new Jar(), "/account/lists");
    expect(guest.status).toBe(303);
    expect(guest.headers.get("location")).toBe("/account/login?next=%2Faccount%2Flists");
    buyer = await logIn("buyer@example.com");
    stub = (s) =>
      s.method === "GET" && s.path === "/api/rest/v2/b2b/requisition-lists"
        ? {
            status: 200,
            body: { items: [LIST, { ...LIST, id: 8, name: "Shared one", shared: true, owner: { id: 2, name: "Tom Trader", isMe: false }, canEdit: false }] },
          }
        : null;
    const r = await page(buyer, "/account/lists");
    expect(r.status).toBe(200);
    expect(r.headers.get("cache-control")).toBe("private, no-store");
    expect(r.html).toContain('<a href="/account/lists/7">Monthly &lt;office&gt;</a>');
    expect(text(r.html)).toContain("Shared one Paper and pens 2 Tom Trader With your company");
    expect(r.html).toContain('<a href="/quick-order">Quick order</a>');
    expect(r.html).toContain('<a href="/account/lists" aria-current="page">My lists</a>');
    expect(seen.at(-1)!.headers.authorization).toMatch(/^Bearer /);
  });

  it("a list: prices from the backend, editable quantities, statuses, share (the Buyer holds lists.manage), export; add all to cart names the cart", async () => {
    seen.length = 0;
    stub = (s) => {
      if (s.method === "GET" && s.path === "/api/rest/v2/b2b/requisition-lists/7") return { status: 200, body: LIST };
      if (s.path === "/api/rest/v2/b2b/requisition-lists/7/add-to-cart")
        return {
          status: 200,
          body: {
            lines: [
              { sku: "SKU-1", qty: 3, status: "ok", added: true, addedQty: 3, product: LIST.items[0]!.product },
              {
                sku: "SKU-000162",
                qty: 4,
                status: "quantity_rule",
                added: false,
                addedQty: 0,
                reason: { code: "quantity_rule", message: "Sold in multiples of 6" },
                product: LIST.items[1]!.product,
              },
            ],
            cart: { maskedId: "buyercart77", itemsCount: 1, itemsQty: 3, grandTotal: 3.75 },
          },
        };
      if (s.method === "PATCH") return { status: 200, body: { ...LIST, ...(s.body as object) } };
      if (s.path.endsWith("/export")) return { status: 200, body: "sku,qty,options\nSKU-1,3,\n" };
      return null;
    };
    const r = await page(buyer, "/account/lists/7");
    expect(r.status, text(r.html)).toBe(200);
    expect(r.html).toContain('name="qty[70]"');
    expect(r.html).toContain('value="3"');
    expect(text(r.html)).toContain("Total at your current prices $17.75");
    expect(r.html).toContain('data-status="quantity_rule"');
    expect(r.html).toContain("Share with my company");
    expect(r.html).toContain('href="/account/lists/7/export"');

    const add = await post(buyer, "/account/lists/7", { step: "add-all" });
    const html = await add.text();
    expect(add.status, text(html)).toBe(200);
    expect(seen.find((s) => s.path.endsWith("/add-to-cart"))!.body).toEqual({});
    expect(buyer.get("cart_id")).toBe("buyercart77");
    expect(text(html)).toContain("1 item was added to your cart.");
    expect(text(html)).toContain("Paper (SKU-000162): Sold in multiples of 6");

    await post(buyer, "/account/lists/7", { step: "add-selected", itemId: ["71"] });
    expect(seen.filter((s) => s.path.endsWith("/add-to-cart")).at(-1)!.body).toEqual({ itemIds: [71] });
    expect(seen.filter((s) => s.path.endsWith("/add-to-cart")).at(-1)!.headers["x-cart-id"]).toBe("buyercart77");

    const share = await post(buyer, "/account/lists/7", { step: "share", shared: "1" });
    expect(share.status).toBe(200);
    expect(seen.find((s) => s.method === "PATCH")!.body).toEqual({ shared: true });

    const csv = await fetch(`${url}/account/lists/7/export`, { headers: { cookie: String(buyer) } });
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toContain("text/csv");
    expect(csv.headers.get("cache-control")).toBe("private, no-store");
    expect(await csv.text()).toBe("sku,qty,options\nSKU-1,3,\n");
  });

  it("another's list (the backend's 404) is a plain not found; a shared list the member may not edit has no edit controls", async () => {
    stub = (s) =>
      s.path === "/api/rest/v2/b2b/requisition-lists/9"
        ? { status: 200, body: { ...LIST, id: 9, owner: { id: 2, name: "Tom Trader", isMe: false }, canEdit: false, shared: true } }
        : null;
    const missing = await page(buyer, "/account/lists/12345");
    expect(missing.status).toBe(404);
    expect(text(missing.html)).toContain("There is no such list.");
    const shared = await page(buyer, "/account/lists/9");
    expect(shared.status).toBe(200);
    expect(shared.html).not.toContain('name="qty[70]"');
    expect(shared.html).not.toContain("Share with my company");
    expect(shared.html).not.toContain("Delete this list");
    expect(shared.html).toContain("Add all to cart");
  });

  it("Add to list from a product: the list to choose, then the line with its options into it", async () => {
    seen.length = 0;
    stub = (s) => {
      if (s.method === "GET" && s.path === "/api/rest/v2/b2b/requisition-lists") return { status: 200, body: [LIST] };
      if (s.method === "POST" && s.path === "/api/rest/v2/b2b/requisition-lists")
        return { status: 201, body: { ...LIST, id: 11, name: (s.body as { name: string }).name, items: [] } };
      if (s.method === "POST" && /\/requisition-lists\/\d+\/items$/.test(s.path)) return { status: 200, body: LIST };
      return null;
    };
    const choose = await post(buyer, "/account/lists/add", { sku: "TEE", qty: "2", "super[color]": "5" });
    const html = await choose.text();
    expect(choose.status, text(html)).toBe(200);
    expect(html).toContain('name="listId" value="7" checked');
    expect(html).toContain('name="options" value="{&quot;superAttributes&quot;:{&quot;color&quot;:5}}"');
    const added = await post(buyer, "/account/lists/add", { sku: "TEE", qty: "2", options: '{"superAttributes":{"color":5}}', listId: "7" });
    expect(added.status).toBe(303);
    expect(added.headers.get("location")).toBe("/account/lists/7");
    expect(seen.at(-1)!.body).toEqual({ items: [{ sku: "TEE", qty: 2, options: { superAttributes: { color: 5 } } }] });
    const unnamed = await post(buyer, "/account/lists/add", { sku: "TEE", qty: "2", listId: "new", name: "" });
    expect(unnamed.status).toBe(422);
    const made = await post(buyer, "/account/lists/add", { sku: "TEE", qty: "1", listId: "new", name: "Shirts" });
    expect(made.headers.get("location")).toBe("/account/lists/11");
    expect(seen.find((s) => s.method === "POST" && s.path === "/api/rest/v2/b2b/requisition-lists")!.body).toEqual({ name: "Shirts" });
  });

  it("Save cart as list and Add order to list go to the backend's from-cart and from-order", async () => {
    seen.length = 0;
    stub = (s) => {
      if (s.method === "GET" && s.path === "/api/rest/v2/b2b/requisition-lists") return { status: 200, body: [] };
      if (s.path.endsWith("/from-cart") || s.path.endsWith("/from-order")) return { status: 201, body: { ...LIST, id: 21 } };
      return null;
    };
    const ask = await post(buyer, "/account/lists/from-cart", {});
    const html = await ask.text();
    expect(html).toContain('name="listId" value="new" checked');
    expect(html).toContain('value="My cart"');
    const saved = await post(buyer, "/account/lists/from-cart", { listId: "new", name: "Cart of Monday" });
    expect(saved.headers.get("location")).toBe("/account/lists/21");
    expect(seen.find((s) => s.path.endsWith("/from-cart"))!.body).toEqual({ name: "Cart of Monday" });
    const order = await post(buyer, "/account/lists/from-order", { orderId: "100000012", listId: "new", name: "Order 100000012" });
    expect(order.headers.get("location")).toBe("/account/lists/21");
    expect(seen.find((s) => s.path.endsWith("/from-order"))!.body).toEqual({ orderId: "100000012", name: "Order 100000012" });
  });
});
