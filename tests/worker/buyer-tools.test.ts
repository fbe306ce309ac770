/**
 * The buyer tools' pages in workerd (Miniflare) against the real backend with the company, quick-order and
 * requisition modules, as a browser without JavaScript posts them: each visitor's Quick Order shows the prices and
 * rules the backend gives that visitor (a guest, and the Northwind buyer on the company's price list), one after the
 * other on the same worker; a list shared in the company is seen by another member and is a plain 404 to a customer
 * outside it.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Miniflare } from "miniflare";
import { startTestServer, type TestServer } from "../helpers/server.ts";
import company from "../../src/modules/company/index.ts";
import quickorder from "../../src/modules/quickorder/index.ts";
import requisition from "../../src/modules/requisition/index.ts";
import { TEST_API_PASSWORD, TEST_CUSTOMER_PASSWORD } from "../helpers/db-template.ts";
import { bundleWorker, type BackendProxy, SECRET, startProxy, startWorker } from "./harness.ts";

let server: TestServer;
let proxy: BackendProxy;
let mf: Miniflare;
let url: string;

beforeAll(async () => {
  proxy = await startProxy("");
  ({ mf, url } = await startWorker(await bundleWorker(), {
    BACKEND_URL: proxy.url,
    SYNC_SECRET: SECRET,
    BACKEND_BASIC_AUTH: `storefront:${TEST_API_PASSWORD}`,
    ALLOW_HTTP: "1",
    B2B_MODULES: "company,quickorder,requisition",
  }));
  server = await startTestServer({
    modules: [company as never, quickorder as never, requisition as never],
    settings: { storefrontUrl: url, syncSecret: SECRET, storefrontSync: { cron: "", baseDelayMs: 50, batchMs: 20 } },
  });
  proxy.backend = server.url;
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
  await proxy?.close();
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
  toString() {
    return [...this.c].map(([k, v]) => `${k}=${v}`).join("; ");
  }
}
const post = async (jar: Jar, path: string, fields: Record<string, string | string[]>) => {
  const body = new URLSearchParams();
  for (const [k, v] of Object.entries(fields)) for (const x of Array.isArray(v) ? v : [v]) body.append(k, x);
  return jar.take(
    await fetch(url + path, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: url, "sec-fetch-site": "same-origin", cookie: String(jar) },
      body,
    }),
  );
};
const page = async (jar: Jar, path: string) => {
  const r = jar.take(await fetch(url + path, { redirect: "manual", headers: { cookie: String(jar) } }));
  return { status: r.status, html: await r.text() };
};
const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");
const fmt = (n: number) => new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" }).format(n);
async function logIn(email: string): Promise<Jar> {
  const jar = new Jar();
  const r = await post(jar, "/account/login", { email, password: TEST_CUSTOMER_PASSWORD, next: "/account" });
  expect(r.status, email).toBe(303);
  return jar;
}
type Line = { sku: string; status: string; product?: { price: number | null } | null };
/** the backend's own answer for these lines, as this caller */
const resolved = async (lines: { sku: string; qty: number }[], token?: string) => {
  const r = await server.json("/api/rest/v2/b2b/quick-order/resolve", { method: "POST", json: { lines }, token });
  expect(r.status).toBe(200);
  return r.body.lines as Line[];
};

describe("the buyer tools' pages on the real backend", () => {
  it("Quick Order shows each visitor the status and price the backend gives them, a guest after a company buyer and back", async () => {
    // the same SKU twice (case apart) is one line of 6, Northwind's minimum and step
    const lines = [
      { sku: "SKU-000162", qty: 3 },
      { sku: "sku-000162", qty: 3 },
      { sku: "NO-SUCH-SKU-32", qty: 1 },
    ];
    const buyerToken = await server.customerToken("buyer@example.com", TEST_CUSTOMER_PASSWORD);
    const asBuyer = await resolved(lines, buyerToken);
    const asGuest = await resolved(lines);
    const form = { sku: lines.map((l) => l.sku), qty: lines.map((l) => String(l.qty)), step: "check" };

    const buyer = await logIn("buyer@example.com");
    const guest = new Jar();
    for (const [jar, want] of [
      [buyer, asBuyer],
      [guest, asGuest],
      [buyer, asBuyer],
    ] as const) {
      const r = await post(jar, "/quick-order", form);
      const html = await r.text();
      expect(r.status, text(html)).toBe(200);
      expect([...html.matchAll(/data-status="([a-z_]+)"/g)].map((m) => m[1])).toEqual(want.map((l) => l.status));
      const prices = [...html.matchAll(/data-qo-price>([^<]+)</g)].map((m) => m[1]);
      expect(prices).toEqual(want.filter((l) => l.product?.price != null).map((l) => fmt(l.product!.price!)));
    }
    expect(asBuyer.map((l) => l.status)).toEqual(["ok", "not_found"]);
  });

  it("a list shared in the company: another member sees it; a customer outside the company and a guessed id get the plain not found", async () => {
    const buyer = await logIn("buyer@example.com");
    const made = await post(buyer, "/account/lists", { name: "Shared supplies", description: "" });
    expect(made.status).toBe(303);
    const path = made.headers.get("location")!;
    expect(path).toMatch(/^\/account\/lists\/\d+$/);
    const added = await post(buyer, `${path}/items`, { sku: "SKU-000162", qty: "6" });
    expect(added.status, text(await added.text())).toBe(200);
    const shared = await post(buyer, path, { step: "share", shared: "1" });
    expect(text(await shared.text())).toContain("The list is shared with your company.");

    const trade = await logIn("trade@example.com");
    const seen = await page(trade, "/account/lists");
    expect(seen.status).toBe(200);
    expect(seen.html).toContain(`<a href="${path}">Shared supplies</a>`);
    const one = await page(trade, path);
    expect(one.status).toBe(200);
    expect(one.html).toContain('data-list-item="');

    const retail = await logIn("retail@example.com");
    const theirs = await page(retail, path);
    const guessed = await page(retail, "/account/lists/999999");
    expect(theirs.status).toBe(404);
    expect(guessed.status).toBe(404);
    expect(text(theirs.html)).toContain("There is no such list.");
    expect(text((await page(retail, "/account/lists")).html)).not.toContain("Shared supplies");
  });
});
