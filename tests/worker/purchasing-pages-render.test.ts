/**
 * The purchasing control pages of the storefront worker (purchase orders, approval rules, company credit, the
 * checkout's PO number and invoice email, the page of a held order) rendered in workerd (Miniflare) without
 * JavaScript. The worker talks to the real backend (login, session, company, cart, checkout) through a loopback
 * proxy that answers the purchasing and credit routes with set answers: this file checks what the pages show and
 * send, whatever the modules' own judgement (tests/worker/purchasing-pages.test.ts runs them against the real routes).
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Miniflare } from "miniflare";
import { startTestServer, type TestServer } from "../helpers/server.ts";
import company from "../../src/modules/company/index.ts";
import { TEST_API_PASSWORD, TEST_CUSTOMER_PASSWORD } from "../helpers/db-template.ts";
import { bundleWorker, SECRET, startWorker } from "./harness.ts";

interface Seen {
  method: string;
  path: string;
  body: unknown;
}
type Stub = (req: Seen) => { status: number; body: unknown } | null;

let server: TestServer;
let mf: Miniflare;
let url: string;
let stubServer: http.Server;
const seen: Seen[] = [];
let stub: Stub = () => null;

const STUBBED =
  /^\/api\/rest\/v2\/(b2b\/(purchase-orders|approval-rules|company\/credit|company\/invoices|purchasing\/config|credit\/config)|guest-carts\/[^/]+\/place-order)/;

/** a loopback front of the backend: the purchasing routes answered by `stub` (place-order only when it answers), the rest forwarded */
async function startStubProxy(): Promise<string> {
  stubServer = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const ch of req) chunks.push(ch as Buffer);
    const raw = Buffer.concat(chunks);
    const path = req.url ?? "/";
    if (STUBBED.test(path)) {
      let body: unknown = null;
      try {
        body = raw.length ? JSON.parse(raw.toString("utf8")) : null;
      } catch {
        body = raw.toString("utf8");
      }
      const s: Seen = { method: req.method ?? "GET", path, body };
      const out = /\/config$/.test(path) ? { status: 200, body: { enabled: true } } : stub(s);
      if (out || !path.endsWith("/place-order")) {
        seen.push(s);
        const answer = out ?? { status: 404, body: { code: "not_found", detail: "Not found" } };
        res.writeHead(answer.status, { "content-type": "application/json" }).end(JSON.stringify(answer.body));
        return;
      }
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
    B2B_MODULES: "company,purchasing,credit",
  }));
  server = await startTestServer({
    modules: [company as never],
    settings: { storefrontUrl: url, syncSecret: SECRET, storefrontSync: { cron: "", baseDelayMs: 50, batchMs: 20 } },
  });
  for (const entity of ["config", "categories", "countries"]) {
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
      const value = pair!.slice(at + 1);
      // an expired cookie (deleted) is gone from the jar
      if (/max-age=0|expires=Thu, 01 Jan 1970/i.test(line)) this.c.delete(pair!.slice(0, at).trim());
      else this.c.set(pair!.slice(0, at).trim(), value);
    }
    return r;
  }
  has(name: string) {
    return this.c.has(name);
  }
  toString() {
    return [...this.c].map(([k, v]) => `${k}=${v}`).join("; ");
  }
}
const post = async (jar: Jar, path: string, fields: Record<string, string>) =>
  jar.take(
    await fetch(url + path, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: url, "sec-fetch-site": "same-origin", cookie: String(jar) },
      body: new URLSearchParams(fields),
    }),
  );
const page = async (jar: Jar, path: string) => {
  const r = jar.take(await fetch(url + path, { redirect: "manual", headers: { cookie: String(jar) } }));
  return { status: r.status, html: await r.text(), headers: r.headers };
};
const ENTITIES: Record<string, string> = { "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#39;": "'", "&amp;": "&" };
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&(lt|gt|quot|#39|amp);/g, (e) => ENTITIES[e]!)
    .replace(/\s+/g, " ");
const accountLinks = (html: string) =>
  [...(/<nav class="account-sections"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? "").matchAll(/<a [^>]*>([^<]+)<\/a>/g)].map((m) => m[1]);
async function logIn(email: string): Promise<Jar> {
  const jar = new Jar();
  const r = await post(jar, "/account/login", { email, password: TEST_CUSTOMER_PASSWORD, next: "/account" });
  expect(r.status, email).toBe(303);
  return jar;
}

const PO = {
  id: 7,
  number: "PO000007",
  status: "approval_required",
  createdAt: "2026-11-29T10:00:00.000Z",
  buyer: { customerId: 2, name: "Bea <b>Buyer</b>", email: "buyer@example.com" },
  currency: "USD",
  subtotal: "1200.00",
  shipping: "10.00",
  grandTotal: "1210.00",
  paymentMethod: "payonaccount",
  poNumber: "REF-<9>",
  invoiceEmail: "ap@northwind.example",
  items: [{ sku: "SKU-1", name: "Blue pen", qty: 960, price: "1.25", rowTotal: "1200.00" }],
  addresses: { shipping: { firstName: "Tom", lastName: "Trader", street: ["1200 Harbor Ave"], city: "Seattle", postcode: "98101", countryId: "US" } },
  shippingMethod: "flatrate_flatrate",
  orderIncrementId: null,
  failureReason: "",
  approvalFlow: [
    {
      position: 1,
      kind: "role",
      role: "Senior Buyer",
      required: 2,
      approvals: 1,
      status: "pending",
      approvedBy: [{ name: "Sam Senior", asCompanyAdmin: false }],
    },
    { position: 2, kind: "manager", role: null, required: 1, approvals: 0, status: "pending", approvedBy: [] },
  ],
  events: [
    { kind: "created", actorName: "Bea Buyer", createdAt: "2026-11-29T10:00:00.000Z", note: "" },
    { kind: "comment", actorName: "Sam Senior", createdAt: "2026-11-29T11:00:00.000Z", note: "Needed <now>" },
  ],
  availableActions: ["approve", "reject", "comment"],
};

describe("purchasing pages (set answers)", () => {
  let trade: Jar;

  it("the company admin's account menu has Purchase orders, Approval rules and Company credit; the list shows every scope's tab", async () => {
    trade = await logIn("trade@example.com");
    stub = (s) => (s.path.startsWith("/api/rest/v2/b2b/purchase-orders?") ? { status: 200, body: { items: [PO], totalCount: 1 } } : null);
    const account = await page(trade, "/account");
    expect(accountLinks(account.html)).toEqual(expect.arrayContaining(["My company", "Purchase orders", "Approval rules", "Company credit"]));
    const list = await page(trade, "/account/purchase-orders?scope=awaiting_my_approval&status=approval_required");
    expect(list.status).toBe(200);
    expect(list.headers.get("cache-control")).toBe("private, no-store");
    expect(seen.at(-1)?.path).toBe("/api/rest/v2/b2b/purchase-orders?scope=awaiting_my_approval&status=approval_required");
    expect(list.html).toContain('<a href="/account/purchase-orders?scope=awaiting_my_approval" aria-current="page">Awaiting my approval</a>');
    expect(text(list.html)).toContain("My team's");
    expect(text(list.html)).toContain("The whole company's");
    expect(list.html).toContain('<a href="/account/purchase-orders/7">PO000007</a>');
    expect(list.html).toContain("Bea &lt;b&gt;Buyer&lt;/b&gt;");
    expect(list.html).not.toContain("<b>Buyer</b>");
    // an unknown scope is the buyer's own
    await page(trade, "/account/purchase-orders?scope=everyone");
    expect(seen.at(-1)?.path).toBe("/api/rest/v2/b2b/purchase-orders?scope=mine");
    // pages of 20: the second of 45 links both ways, keeping the scope and status
    stub = (s) => (s.path.startsWith("/api/rest/v2/b2b/purchase-orders?") ? { status: 200, body: { items: [PO], totalCount: 45 } } : null);
    const second = await page(trade, "/account/purchase-orders?scope=company&status=rejected&page=2");
    expect(seen.at(-1)?.path).toBe("/api/rest/v2/b2b/purchase-orders?scope=company&status=rejected&page=2");
    expect(text(second.html)).toContain("Previous Page 2 of 3 Next");
    expect(second.html).toContain('href="/account/purchase-orders?scope=company&amp;status=rejected&amp;page=3" rel="next"');
  });

  it("a purchase order: lines, totals, the approval flow with who approved, history, and the forms of the actions offered", async () => {
    stub = (s) => (s.path === "/api/rest/v2/b2b/purchase-orders/7" ? { status: 200, body: PO } : null);
    const r = await page(trade, "/account/purchase-orders/7");
    expect(r.status).toBe(200);
    const t = text(r.html);
    expect(t).toContain("Purchase order PO000007");
    expect(t).toContain("Awaiting approval");
    expect(t).toContain("Payment Pay on Account");
    expect(r.html).toContain("REF-&lt;9&gt;");
    expect(r.html).toContain("<dd data-invoice-email>ap@northwind.example</dd>");
    expect(t).toContain("2 approvals from the role Senior Buyer : Waiting (1 of 2)");
    expect(t).toContain("Approved by Sam Senior");
    expect(t).toContain("The buyer's manager : Waiting");
    expect(r.html).toContain("Needed &lt;now&gt;");
    expect(r.html).toContain('action="/account/purchase-orders/7/approve"');
    expect(r.html).toContain('action="/account/purchase-orders/7/reject"');
    expect(r.html).toContain('action="/account/purchase-orders/7/comment"');
    expect(r.html).not.toContain('action="/account/purchase-orders/7/cancel"');
    expect(r.html).toContain("$1,210.00");
  });

  it("approve posts the note and shows the placed order; a reject without a reason is asked again without calling the backend", async () => {
    const placed = { ...PO, status: "order_placed", orderIncrementId: "100000123", availableActions: [] };
    stub = (s) =>
      s.method === "POST" && s.path === "/api/rest/v2/b2b/purchase-orders/7/approve"
        ? { status: 200, body: placed }
        : s.path === "/api/rest/v2/b2b/purchase-orders/7"
          ? { status: 200, body: placed }
          : null;
    const r = await post(trade, "/account/purchase-orders/7/approve", { note: "Fine by me" });
    const html = await r.text();
    expect(r.status, text(html)).toBe(200);
    expect(seen.find((s) => s.path.endsWith("/7/approve"))?.body).toEqual({ note: "Fine by me" });
    expect(text(html)).toContain("Your approval is recorded. Order 100000123 is placed.");
    // the order is the buyer's: the approver sees its number, not a link into an account that is not theirs
    expect(text(html)).toContain("Order 100000123 (in the buyer's account)");
    expect(html).not.toContain('href="/account/orders/100000123"');
    expect(html).not.toContain("data-po-actions");

    stub = (s) => (s.path === "/api/rest/v2/b2b/purchase-orders/7" ? { status: 200, body: PO } : null);
    const before = seen.length;
    const bare = await post(trade, "/account/purchase-orders/7/reject", { note: "  " });
    expect(bare.status).toBe(422);
    expect(await bare.text()).toContain('id="po-reject-note-error"');
    expect(seen.slice(before).some((s) => s.method === "POST")).toBe(false);
    // the backend's refusal (the buyer's own PO) is said on the page with its status
    stub = (s) =>
      s.method === "POST"
        ? { status: 403, body: { code: "permission_denied", message: "You cannot approve your own purchase order." } }
        : s.path === "/api/rest/v2/b2b/purchase-orders/7"
          ? { status: 200, body: PO }
          : null;
    const own = await post(trade, "/account/purchase-orders/7/approve", { note: "" });
    expect(own.status).toBe(403);
    expect(text(await own.text())).toContain("You cannot approve your own purchase order.");
  });

  it("a purchase order the backend does not show (another company's, or none) is the same 404 page", async () => {
    stub = () => ({ status: 404, body: { code: "not_found", message: "Purchase order not found" } });
    const r = await page(trade, "/account/purchase-orders/999");
    expect(r.status).toBe(404);
    expect(text(r.html)).toContain("There is no such purchase order.");
    expect((await page(trade, "/account/purchase-orders/abc")).status).toBe(404);
  });

  it("approval rules: the common-case fields are written as rule text; a refused text shows its diagnostics beside it", async () => {
    const rules = [{ id: 3, name: "Large orders", source: 'approval "Large orders"\n  when order.total > 1000\n  then approve by admin\n', isActive: true }];
    stub = (s) => {
      if (s.method === "GET" && s.path === "/api/rest/v2/b2b/approval-rules") return { status: 200, body: rules };
      if (s.method === "POST" && s.path === "/api/rest/v2/b2b/approval-rules") {
        const src = (s.body as { source: string }).source;
        if (src.includes("order.totl"))
          return {
            status: 422,
            body: {
              code: "invalid",
              message: "line 2, column 8: Unknown field order.totl (did you mean order.total?)",
              errors: [
                { field: "source", code: "unknown_field", message: "line 2, column 8: Unknown field order.totl (did you mean order.total?)" },
                { field: "steps.0.role", code: "unknown_role", message: 'the company has no role "Nobody"' },
              ],
            },
          };
        return { status: 201, body: { id: 4, name: 'Big "ones"', source: src } };
      }
      return null;
    };
    const list = await page(trade, "/account/approval-rules");
    expect(list.status).toBe(200);
    expect(list.html).toContain("order.total &gt; 1000");
    const edit = await page(trade, "/account/approval-rules/3");
    expect(edit.status).toBe(200);
    expect(edit.html).toContain("order.total &gt; 1000\n  then approve by admin\n</textarea>");
    expect((await page(trade, "/account/approval-rules/99")).status).toBe(404);
    const form = await page(trade, "/account/approval-rules/new");
    expect(form.status).toBe(200);
    expect(form.html).toContain('name="source"');

    const saved = await post(trade, "/account/approval-rules/new", {
      mode: "simple",
      name: 'Big "ones"',
      over: "2500.50",
      role: "Buyer",
      approver: "role",
      approverRole: "Senior Buyer",
      count: "2",
    });
    expect(saved.status, text(await saved.clone().text())).toBe(200);
    expect(seen.filter((s) => s.method === "POST").at(-1)?.body).toEqual({
      source: 'approval "Big \\"ones\\""\n  when order.total > 2500.50 and buyer.role == "Buyer"\n  then approve by role "Senior Buyer" count 2\n',
    });
    expect(text(await saved.text())).toContain('The rule Big "ones" is saved.');

    const badAmount = await post(trade, "/account/approval-rules/new", { mode: "simple", name: "X", over: "1e9 or true", approver: "admin" });
    expect(badAmount.status).toBe(422);
    expect(await badAmount.text()).toContain('id="rule-over-error"');

    const refused = await post(trade, "/account/approval-rules/new", {
      mode: "text",
      name: "Typo",
      source: 'approval "Typo"\n  when order.totl > 5\n  then approve by admin',
    });
    const html = await refused.text();
    expect(refused.status).toBe(422);
    expect(html).toContain('aria-describedby="rule-source-hint rule-source-error"');
    expect(text(html)).toContain("line 2, column 8: Unknown field order.totl (did you mean order.total?)");
    expect(text(html)).toContain('the company has no role "Nobody"');
    expect(text(html)).toContain("The rule is not saved: see the problems under its text.");
    expect(html).toContain("order.totl &gt; 5\n  then approve by admin</textarea>");
  });

  it("company credit: limit, balance, available, terms, history and the invoices with due dates, status and PDF links", async () => {
    stub = (s) =>
      s.path === "/api/rest/v2/b2b/company/credit?page=1&pageSize=20"
        ? {
            status: 200,
            body: {
              limit: "10000.00",
              balance: "1210.00",
              available: "8790.00",
              currency: "USD",
              terms: "net30",
              onHold: false,
              history: [
                { kind: "purchase", amount: "1210.00", balanceAfter: "1210.00", reference: "100000123", createdAt: "2026-11-29T12:00:00.000Z" },
                {
                  kind: "allocation",
                  amount: "0",
                  balanceAfter: "0",
                  reference: "",
                  createdAt: "2026-11-28T12:00:00.000Z",
                  note: '{"limit":10000,"payOnAccount":true}',
                },
              ],
              historyTotal: 45,
            },
          }
        : s.path === "/api/rest/v2/b2b/company/invoices?status=unpaid"
          ? {
              status: 200,
              body: {
                items: [
                  {
                    invoiceId: 41,
                    incrementId: "100000041",
                    orderIncrementId: "100000123",
                    amount: 1210,
                    paid: 210,
                    due: 1000,
                    dueAt: "2026-12-29T00:00:00.000Z",
                    status: "overdue",
                    pdfUrl: "/api/rest/v2/customers/me/orders/5/invoices/41/pdf",
                  },
                  // a colleague's invoice: listed, without a PDF
                  {
                    invoiceId: 42,
                    incrementId: "100000042",
                    orderIncrementId: "100000124",
                    amount: 5,
                    paid: 0,
                    due: 5,
                    dueAt: "2026-12-30T00:00:00.000Z",
                    status: "open",
                    pdfUrl: null,
                  },
                ],
              },
            }
          : null;
    const r = await page(trade, "/account/credit");
    expect(r.status).toBe(200);
    const t = text(r.html);
    expect(t).toContain("Credit limit $10,000.00");
    expect(t).toContain("Available $8,790.00");
    expect(t).toContain("Net 30 days");
    expect(t).toContain("Order on account 100000123 $1,210.00 $1,210.00");
    expect(r.html).toContain('<a href="/account/orders/100000123/invoices/41.pdf">100000041');
    expect(t).toContain("100000041 (PDF) 100000123 2026-12-29 Overdue $1,210.00 $1,000.00");
    expect(t).toContain("100000042 100000124 2026-12-30 Open $5.00 $5.00");
    expect(r.html).not.toContain("/invoices/42.pdf");
    expect(t).toContain("Credit limit set limit: 10000, Pay on Account: yes");
    expect(t).toContain("Page 1 of 3 Older");
    expect(r.html).toContain('href="/account/credit?page=2" rel="next"');

    stub = () => ({ status: 403, body: { code: "permission_denied", message: "You may not see the company's credit." } });
    const denied = await page(trade, "/account/credit");
    expect(denied.status).toBe(403);
    expect(text(denied.html)).toContain("You may not see the company's credit.");
  });

  it("checkout: Pay on Account asks the PO number and the invoice email; a held order shows its purchase order, never a confirmation", async () => {
    const product = await server.app.db.product.findFirstOrThrow({
      where: { type: "simple", status: 1, visibility: 4, customOptions: { none: {} }, NOT: { sku: { contains: "WH-" } } },
      select: { sku: true },
    });
    expect((await post(trade, "/cart/add", { sku: product.sku, qty: "1" })).status).toBe(303);
    const checkout = await page(trade, "/checkout");
    expect(checkout.status).toBe(200);
    expect(checkout.html).toContain('value="payonaccount"');
    expect(checkout.html).toContain('id="f-poNumber"');
    expect(checkout.html).toContain('<input id="f-invoiceEmail" name="invoiceEmail" type="email"');

    const bad = await post(trade, "/checkout", { step: "place", addressId: "new", paymentMethod: "payonaccount", invoiceEmail: "not-an-email" });
    expect(bad.status).toBe(422);
    expect(await bad.text()).toContain('id="f-invoiceEmail-error"');

    stub = (s) => (s.path.endsWith("/place-order") ? { status: 202, body: { purchaseOrder: PO } } : null);
    const r = await post(trade, "/checkout", {
      step: "place",
      addressId: "new",
      firstName: "Tom",
      lastName: "Trader",
      street: "1 Trade St",
      city: "Austin",
      postcode: "78701",
      countryId: "US",
      telephone: "5125550100",
      shippingMethod: "flatrate_flatrate",
      paymentMethod: "payonaccount",
      poNumber: "REF-42",
      invoiceEmail: "ap@northwind.example",
    });
    const html = await r.text();
    expect(r.status, text(html)).toBe(200);
    const sent = seen.filter((s) => s.path.endsWith("/place-order")).at(-1)?.body as Record<string, unknown>;
    expect(sent).toMatchObject({ paymentMethod: "payonaccount", poNumber: "REF-42", invoiceEmail: "ap@northwind.example" });
    expect(text(html)).toContain("Purchase order PO000007 is awaiting approval");
    expect(html).toContain('href="/account/purchase-orders/7"');
    expect(text(html)).not.toContain("Thank you for your order");
    expect(html).not.toContain("data-order-number");
    expect(trade.has("cart_id")).toBe(false);
  });

  it("an order placed with Purchase Order shows its PO number and where the invoices go, on the confirmation and in the account", async () => {
    stub = () => null;
    const product = await server.app.db.product.findFirstOrThrow({
      where: { type: "simple", status: 1, visibility: 4, customOptions: { none: {} }, NOT: { sku: { contains: "WH-" } } },
      select: { sku: true },
    });
    expect((await post(trade, "/cart/add", { sku: product.sku, qty: "1" })).status).toBe(303);
    const r = await post(trade, "/checkout", {
      step: "place",
      addressId: "new",
      firstName: "Tom",
      lastName: "Trader",
      street: "1 Trade St",
      city: "Austin",
      postcode: "78701",
      countryId: "US",
      telephone: "5125550100",
      shippingMethod: "flatrate_flatrate",
      paymentMethod: "purchaseorder",
      poNumber: "PO-2026-901",
      invoiceEmail: "ap@northwind.example",
    });
    expect(r.status, text(await r.clone().text())).toBe(303);
    const confirmation = await page(trade, r.headers.get("location")!);
    expect(confirmation.html).toContain("<strong data-po-number>PO-2026-901</strong>");
    expect(confirmation.html).toContain("<strong data-invoice-email>ap@northwind.example</strong>");
    const number = /data-order-number>(\d+)</.exec(confirmation.html)?.[1];
    expect(number).toBeTruthy();
    const order = await server.app.db.order.findFirstOrThrow({ where: { incrementId: number } });
    expect([order.poNumber, order.invoiceEmail]).toEqual(["PO-2026-901", "ap@northwind.example"]);
    const mine = await page(trade, `/account/orders/${number}`);
    expect(mine.html).toContain("<strong data-invoice-email>ap@northwind.example</strong>");
    expect(mine.html).toContain("<strong data-po-number>PO-2026-901</strong>");
  });

  it("a buyer without approval_rules.manage has no Approval rules entry and the page refuses", async () => {
    const buyer = await logIn("buyer@example.com");
    const account = await page(buyer, "/account");
    expect(accountLinks(account.html)).toContain("Purchase orders");
    expect(accountLinks(account.html)).not.toContain("Approval rules");
    expect((await page(buyer, "/account/approval-rules")).status).toBe(403);
    stub = (s) => (s.path.startsWith("/api/rest/v2/b2b/purchase-orders?") ? { status: 200, body: [] } : null);
    const list = await page(buyer, "/account/purchase-orders");
    expect(text(list.html)).not.toContain("The whole company's");
    expect(text(list.html)).toContain("No purchase orders to show.");
    // a guest goes to the login
    expect((await page(new Jar(), "/account/purchase-orders")).headers.get("location")).toBe("/account/login?next=%2Faccount%2Fpurchase-orders");
  });
});
