/**
 * Per-company pricing on the storefront worker's pages, in workerd (Miniflare) in front of the real backend with the
 * company and pricing modules: a price list of the demo's Northwind Trading (fixed price, a tier, a quantity rule
 * "minimum 6, in multiples of 6") on one simple product. A guest's pages come from the KV copy and the edge cache at
 * the guest's price; a company buyer's are read live with their token (never cached, never written to KV) at the
 * list's price, with "Your price" and the rule bounding the quantity; a member of the same company sees the same, a
 * customer without the list their own group's; adding 4 is refused on the product page (no JavaScript) with the
 * rule's message, 6 is added, the cart says the rule and refuses 8 on the line; a list change is on the next page.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Miniflare } from "miniflare";
import { startTestServer, type TestServer } from "../helpers/server.ts";
import company from "../../src/modules/company/index.ts";
import pricing from "../../src/modules/pricing/index.ts";
import { tiersJson } from "../../src/modules/pricing/types.ts";
import { pricingChanged } from "../../src/modules/pricing/announce.ts";
import { createContext, type RequestContext } from "../../src/core/context.ts";
import { dbOf, withTransaction } from "../../src/core/unit-of-work.ts";
import { TEST_API_PASSWORD, TEST_CUSTOMER_PASSWORD } from "../helpers/db-template.ts";
import { money } from "../../worker/src/layout.ts";
import { bundleWorker, type BackendProxy, SECRET, startProxy, startWorker, type TestKV } from "./harness.ts";

let server: TestServer;
let proxy: BackendProxy;
let mf: Miniflare;
let url: string;
let kv: TestKV;
let product: { id: number; sku: string; urlKey: string };
let listId: number;
/** the product's price for a guest, for Northwind's buyers before the list, and the list's */
let guestPrice: number;
let wholesalePrice: number;
let listPrice: number;
let tierPrice: number;
const usd = (v: number) => money(v, "USD", "en-US");

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
/** a form post as a browser without JavaScript sends it from the storefront's own page (`from`: that page) */
const post = async (jar: Jar, path: string, fields: Record<string, string>, from?: string, accept?: string) =>
  jar.take(
    await fetch(url + path, {
      method: "POST",
      redirect: "manual",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        origin: url,
        "sec-fetch-site": "same-origin",
        cookie: String(jar),
        ...(from ? { referer: url + from } : {}),
        ...(accept ? { accept } : {}),
      },
      body: new URLSearchParams(fields),
    }),
  );
const get = async (jar: Jar, path: string) => jar.take(await fetch(url + path, { redirect: "manual", headers: { cookie: String(jar) } }));
const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");
/** the price the page shows in its price block */
const shownPrice = (html: string) => /<span class="price" data-price>(?:<del>.*?<\/del> )?<span>([^<]+)<\/span>/.exec(html)?.[1];
const qtyInput = (html: string) => /<input id="qty" [^>]*>/.exec(html)?.[0] ?? "";

async function logIn(email: string): Promise<Jar> {
  const jar = new Jar();
  const r = await post(jar, "/account/login", { email, password: TEST_CUSTOMER_PASSWORD, next: "/account" });
  expect(r.status, email).toBe(303);
  return jar;
}

async function finalPriceFor(id: number, token?: string): Promise<number | null> {
  const r = await server.json(`/api/rest/v2/products/${id}`, token ? { token } : {});
  expect(r.status).toBe(200);
  return r.body.finalPrice;
}

const syncNow = async (path: string, body: Record<string, unknown> = {}) => {
  const r = await fetch(`${url}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ secret: SECRET, ...body }),
  });
  expect(r.status, path).toBe(200);
};

/** a write to the price-list tables as the admin API makes it: in a transaction that announces the change */
async function asAdmin(write: (db: ReturnType<typeof dbOf>) => Promise<number[]>): Promise<void> {
  const base = await createContext(server.app, { headers: { get: () => null }, ip: "127.0.0.1" });
  const ctx: RequestContext = { ...base, caller: { kind: "admin", adminId: 1, username: "admin", scopes: ["*"] } };
  await withTransaction(ctx, async (tx) => pricingChanged(tx, await write(dbOf(tx))));
}

beforeAll(async () => {
  proxy = await startProxy("");
  ({ mf, url, kv } = await startWorker(await bundleWorker(), {
    BACKEND_URL: proxy.url,
    SYNC_SECRET: SECRET,
    BACKEND_BASIC_AUTH: `storefront:${TEST_API_PASSWORD}`,
    ALLOW_HTTP: "1",
    ASSET_HASH: "pricing",
    B2B_MODULES: "company,pricing",
  }));
  server = await startTestServer({
    modules: [company as never, pricing as never],
    settings: { storefrontUrl: url, syncSecret: SECRET, storefrontSync: { cron: "", baseDelayMs: 50, batchMs: 20 } },
  });
  proxy.backend = server.url;
  const db = server.app.db;
  const on = await server.gql(
    `mutation { configValueSet(path: "b2b_pricing/enabled", value: "1") { __typename ... on Problem { code message } } }`,
    {},
    { token: await server.adminToken() },
  );
  expect(on.data?.configValueSet, JSON.stringify(on)).toMatchObject({ __typename: "ConfigValueSetSuccess" });
  const trade = await server.customerToken("trade@example.com", TEST_CUSTOMER_PASSWORD);
  // a SKU no list names yet (the demo's lists name others); Northwind's price before this list is whatever wins now
  const listed = (await db.priceListItem.findMany({ select: { sku: true } })).map((i) => i.sku);
  // a simple product a guest sees priced and Wholesale buys, with no options (the form is its quantity alone)
  const candidates = await db.product.findMany({
    where: {
      type: "simple",
      status: 1,
      visibility: 4,
      inStock: true,
      sku: { not: { startsWith: "WH-" }, notIn: listed },
      customOptions: { none: {} },
      parentLinks: { none: {} },
      bundleSelections: { none: {} },
    },
    orderBy: { id: "asc" },
    take: 40,
  });
  for (const p of candidates) {
    const [g, w] = [await finalPriceFor(p.id), await finalPriceFor(p.id, trade)];
    if (g != null && w != null && w > 2) {
      product = p;
      guestPrice = g;
      wholesalePrice = w;
      break;
    }
  }
  expect(product, "a simple product priced for guests and Wholesale").toBeDefined();
  await db.product.update({ where: { id: product.id }, data: { stockQty: 10_000, inStock: true } });
  listPrice = Math.floor(wholesalePrice * 80) / 100;
  tierPrice = Math.floor(wholesalePrice * 70) / 100;
  const northwind = await db.company.findFirstOrThrow({ where: { name: "Northwind Trading" } });
  await asAdmin(async (tx) => {
    const list = await tx.priceList.create({
      data: {
        code: "NW-EDGE",
        name: "Northwind at the edge",
        priority: 5,
        items: { create: [{ sku: product.sku, price: listPrice, tiers: tiersJson([{ qty: 12, price: tierPrice }]), minQty: 6, qtyIncrement: 6 }] },
        companies: { create: [{ companyId: northwind.id }] },
      },
    });
    listId = list.id;
    return [list.id];
  });
  expect(await finalPriceFor(product.id, trade), "the backend prices the list for Northwind").toBe(listPrice);
  await syncNow("/sync/config");
  await syncNow("/sync/products", { ids: [product.id] });
}, 120_000);

afterAll(async () => {
  await mf?.dispose();
  await proxy?.close();
  await server?.close();
});

describe("per-company prices on the storefront worker", () => {
  it("a guest's product page: the KV copy at the guest's price, edge-cached, no list, no rule", async () => {
    const guest = new Jar();
    const first = await get(guest, `/p/${product.urlKey}`);
    const html = await first.text();
    expect(first.status).toBe(200);
    expect(first.headers.get("x-edge-cache")).toBe("MISS");
    expect(shownPrice(html)).toBe(usd(guestPrice));
    expect(html).not.toContain("data-your-price");
    expect(html).not.toContain("data-quantity-rule");
    expect(qtyInput(html)).toContain('min="1"');
    expect((await get(guest, `/p/${product.urlKey}`)).headers.get("x-edge-cache")).toBe("HIT");
  });

  it("a company buyer's page: the list's price read live (private, never cached), 'Your price', the quantity bounded by the rule", async () => {
    const trade = await logIn("trade@example.com");
    const r = await get(trade, `/p/${product.urlKey}`);
    const html = await r.text();
    expect(r.status).toBe(200);
    expect(r.headers.get("x-edge-cache")).toBe("BYPASS");
    expect(r.headers.get("cache-control")).toBe("private, no-store");
    // the price the page shows is the backend's for this buyer
    expect(shownPrice(html)).toBe(usd(listPrice));
    expect(html).toContain('<p class="hint your-price" data-your-price>Your price</p>');
    expect(qtyInput(html)).toMatch(/ min="6" max="10000" step="6" inputmode="numeric" value="6" required aria-describedby="qty-rule"/);
    expect(html).toContain('<p class="hint qty-rule" id="qty-rule" data-quantity-rule>Minimum 6, in multiples of 6</p>');
    expect(text(html)).toContain(`Buy 12 or more for ${usd(tierPrice)} each`);
    // the list's code is the merchant's: never shown to the buyer
    expect(html).not.toContain("NW-EDGE");

    // a member of the same company gets the same; a customer in another group without a list gets no list's price
    const buyer = await logIn("buyer@example.com");
    const same = await (await get(buyer, `/p/${product.urlKey}`)).text();
    expect(shownPrice(same)).toBe(usd(listPrice));
    const jane = await logIn("jane@example.com");
    const other = await (await get(jane, `/p/${product.urlKey}`)).text();
    expect(shownPrice(other)).toBe(usd((await finalPriceFor(product.id, await server.customerToken("jane@example.com", TEST_CUSTOMER_PASSWORD)))!));
    expect(shownPrice(other)).not.toBe(usd(listPrice));
    expect(other).not.toContain("data-your-price");
    expect(other).not.toContain("data-quantity-rule");

    // the shared copies stayed the guest's: the edge page and the KV value
    const guest = await get(new Jar(), `/p/${product.urlKey}`);
    expect(guest.headers.get("x-edge-cache")).toBe("HIT");
    expect(shownPrice(await guest.text())).toBe(usd(guestPrice));
    expect(JSON.parse((await kv.get(`default:product:${product.urlKey}`))!).finalPrice).toBe(guestPrice);
  });

  it("adding 4 is refused on the product page with the rule's message; 6 is added; the cart says the rule and refuses 8 on the line", async () => {
    const trade = await logIn("trade@example.com");
    const from = `/p/${product.urlKey}`;
    const four = await post(trade, "/cart/add", { sku: product.sku, qty: "4" }, from);
    const page = await four.text();
    expect(four.status).toBe(422);
    expect(qtyInput(page)).toMatch(/value="4" required aria-describedby="qty-rule qty-error" aria-invalid="true"/);
    const message = /<p class="field-error" id="qty-error" role="alert">([^<]+)<\/p>/.exec(page)?.[1] ?? "";
    expect(message).toMatch(/6/);
    expect(shownPrice(page)).toBe(usd(listPrice));

    // the script's add (JSON): the backend's problem, its field the quantity
    const json = await post(trade, "/cart/add", { sku: product.sku, qty: "4" }, from, "application/json");
    expect(json.status).toBe(422);
    const problem = await json.json();
    expect(problem).toMatchObject({ ok: false, code: "quantity_rule", quantityRule: { minQty: 6, qtyIncrement: 6 } });
    expect(problem.errors[0]).toMatchObject({ field: "qty", code: "quantity_rule" });

    const six = await post(trade, "/cart/add", { sku: product.sku, qty: "6" }, from);
    expect(six.status).toBe(303);
    expect(six.headers.get("location")).toBe("/cart");
    const cart = await (await get(trade, "/cart")).text();
    const id = /name="qty\[(\d+)\]"[^>]*value="6"/.exec(cart)?.[1];
    expect(id, text(cart)).toBeDefined();
    expect(cart).toMatch(new RegExp(`<input id="qty-${id}" name="qty\\[${id}\\]" type="number" min="6" max="10000" step="6" inputmode="numeric" value="6"`));
    expect(cart).toContain(`<p class="hint qty-rule" id="qty-${id}-rule" data-quantity-rule>Minimum 6, in multiples of 6</p>`);
    expect(text(cart)).toContain(usd(listPrice));

    const eight = await post(trade, "/cart/update", { [`qty[${id}]`]: "8", update: "1" });
    const refused = await eight.text();
    expect(eight.status).toBe(422);
    expect(refused).toMatch(new RegExp(`<p class="field-error" id="qty-${id}-error">[^<]*6[^<]*</p>`));

    // 12 reaches the tier: the line's price is the backend's tier price
    const twelve = await post(trade, "/cart/update", { [`qty[${id}]`]: "12", update: "1" });
    const updated = await twelve.text();
    expect(twelve.status, text(updated)).toBe(200);
    expect(updated).toContain(`<td class="num">${usd(tierPrice)}</td>`);
  });

  it("a change of the list is on the buyer's very next page; the guest's copy is untouched", async () => {
    const lower = Math.floor(listPrice * 90) / 100;
    await asAdmin(async (tx) => {
      await tx.priceListItem.updateMany({ where: { priceListId: listId, sku: product.sku }, data: { price: lower } });
      return [listId];
    });
    const trade = await logIn("trade@example.com");
    expect(shownPrice(await (await get(trade, `/p/${product.urlKey}`)).text())).toBe(usd(lower));
    expect(shownPrice(await (await get(new Jar(), `/p/${product.urlKey}`)).text())).toBe(usd(guestPrice));
  });
});
