/**
 * Access gate, priority 1: config, discovery, Basic mode (every matrix combination, subcategory
 * inheritance), DTO annotations and price removal for every product type, purchase refusal, sort and
 * filter removal, and that one group never receives another's view, caches included.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import access from "../../../src/modules/access-gate/index.ts";
import { startTestServer, type TestServer } from "../../helpers/server.ts";
import { BASIC_OFF, customer, pricesIn, productIn, productOutside, setConfig } from "./helpers.ts";

let s: TestServer;
let bare: TestServer;
let jane: string; // General (1)
let trade: string; // Wholesale (2)

beforeAll(async () => {
  [s, bare] = await Promise.all([startTestServer({ modules: [access as never] }), startTestServer()]);
  jane = await customer(s, "jane@example.com");
  trade = await customer(s, "trade@example.com");
});
afterAll(async () => {
  await Promise.all([s?.close(), bare?.close()]);
});

const product = (id: number, token?: string, headers?: Record<string, string>) => s.json(`/api/rest/v2/products/${id}`, { token, headers });

describe("config and discovery", () => {
  it("404 module_not_installed without the module; 200 enabled:false when it is off", async () => {
    const none = await bare.json("/api/rest/v2/b2b/access/config");
    expect(none.status).toBe(404);
    expect(none.body.code).toBe("module_not_installed");
    await setConfig(s, { enabled: "0" });
    const off = await s.json("/api/rest/v2/b2b/access/config");
    expect(off.status).toBe(200);
    expect(off.body).toEqual({ enabled: false });
    // off: no annotation, prices as they are
    const p = await productOutside(s, []);
    expect((await product(p.id)).body.extensions.b2bAccess).toBeUndefined();
  });

  it("the effective config object, the manifest and the client script", async () => {
    await setConfig(s, { ...BASIC_OFF, byCustomerGroup: "1", customerGroups: "0,1", byCategory: "1", categoryIds: "4", loginRedirect: "trade-account" });
    const r = await s.json("/api/rest/v2/b2b/access/config");
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({
      enabled: true,
      hidePrice: true,
      blockPurchase: true,
      requireLogin: false,
      loginMessage: expect.any(String),
      hiddenPriceMessage: expect.any(String),
      activationMatrix: { byCustomerGroup: true, customerGroups: [0, 1], byCategory: true, categoryIds: [4] },
      loginRedirectUrl: "/trade-account",
    });
    const sc = await s.json("/api/rest/v2/store-config");
    const manifest = sc.body.extensions.b2bPlugins.find((p: { code: string }) => p.code === "b2b-access");
    expect(manifest).toMatchObject({ code: "b2b-access", script: "/plugins/b2b-access.js" });
    // the two messages storefront scripts read (docs/architecture.md#discovery-answers-and-manifests-are-contracts), and the login wall for an edge storefront that applies it itself
    expect(manifest.config).toEqual({
      hiddenPriceMessage: r.body.hiddenPriceMessage,
      loginMessage: r.body.loginMessage,
      requireLogin: r.body.enabled && r.body.requireLogin,
      loginRedirect: r.body.loginRedirectUrl,
      exemptCmsPages: r.body.exemptCmsPages,
    });
    const js = await s.fetch("/plugins/b2b-access.js");
    expect(js.status).toBe(200);
    expect(await js.text()).toContain("canCheckout");
    await setConfig(s, { loginRedirect: "" });
    expect((await s.json("/api/rest/v2/b2b/access/config")).body.loginRedirectUrl).toBe("/customer/account/login");
  });

  it("unknown customer group or category ids are refused with a typed error", async () => {
    const g = await setConfig(s, { customerGroups: "0,99" });
    expect(g).toMatchObject({ code: "invalid", errors: [{ field: "value", code: "unknown_customer_group" }] });
    const c = await setConfig(s, { categoryIds: "4,9999" });
    expect(c).toMatchObject({ code: "invalid", errors: [{ field: "value", code: "unknown_category" }] });
    const m = await setConfig(s, { mode: "sometimes" });
    expect(m?.code).toBe("invalid");
  });
});

describe("Basic mode: the activation matrix (OR-combined; subcategories inherit)", () => {
  // a product in Hi-Vis (5), a subcategory of Workwear (4), not assigned to Workwear itself; one elsewhere
  let inCat: { id: number };
  let outside: { id: number };
  beforeAll(async () => {
    inCat = await productIn(s, 5);
    expect((await s.app.db.productCategory.count({ where: { productId: inCat.id, categoryId: 4 } })) === 0).toBe(true);
    outside = await productOutside(s, [3, 4, 5]);
  });

  const hidden = async (id: number, token?: string) => {
    const r = await product(id, token);
    expect(r.status).toBe(200);
    return r.body.extensions.b2bAccess.gateFlags.hidePrice as boolean;
  };

  it.each([
    // byGroup, byCategory, [guest in-category, guest outside, General in-category, General outside]
    ["both off: everyone", "0", "0", [true, true, true, true]],
    ["group only (guests)", "1", "0", [true, true, false, false]],
    ["category only (Workwear)", "0", "1", [true, false, true, false]],
    ["group OR category", "1", "1", [true, true, true, false]],
  ] as const)("%s", async (_name, byGroup, byCategory, want) => {
    await setConfig(s, { ...BASIC_OFF, byCustomerGroup: byGroup, customerGroups: "0", byCategory, categoryIds: "4" });
    expect([await hidden(inCat.id), await hidden(outside.id), await hidden(inCat.id, jane), await hidden(outside.id, jane)]).toEqual(want);
    // an unlisted group with nothing gated sees prices
    if (byGroup === "1" && byCategory === "0") expect(await hidden(inCat.id, trade)).toBe(false);
  });

  it("a product in a gated category is gated everywhere: listings of any category, search, detail", async () => {
    await setConfig(s, { ...BASIC_OFF, byCategory: "1", categoryIds: "4" });
    const top = await s.json(`/api/rest/v2/products?categoryId=3&itemsPerPage=100`, { token: trade });
    const mine = top.body.member.find((p: { id: number }) => p.id === inCat.id);
    expect(mine).toBeTruthy();
    expect(mine.price).toBeNull();
    expect(mine.extensions.b2bAccess.gateFlags).toEqual({ requiresLogin: false, hidePrice: true, canCheckout: false });
  });
});

describe("annotations and price removal", () => {
  const types = ["simple", "virtual", "configurable", "grouped", "bundle", "downloadable", "giftcard"];

  it("whole-JSON walk: no price-bearing field survives in any product type's listing or detail (REST and GraphQL)", async () => {
    await setConfig(s, { ...BASIC_OFF, byCustomerGroup: "1", customerGroups: "0" });
    const seen = new Set<string>();
    for (let page = 1; page <= 3; page++) {
      const list = await s.json(`/api/rest/v2/products?itemsPerPage=100&page=${page}`);
      expect(list.status).toBe(200);
      expect(pricesIn(list.body.member)).toEqual([]);
      for (const p of list.body.member) seen.add(p.type);
    }
    for (const type of types) {
      const row = await s.app.db.product.findFirst({ where: { type, status: 1 }, select: { id: true } });
      expect(row, type).toBeTruthy();
      const detail = await product(row!.id);
      expect(detail.status).toBe(200);
      expect(pricesIn(detail.body), type).toEqual([]);
      expect(detail.body.extensions.b2bAccess).toEqual({
        gateFlags: { requiresLogin: false, hidePrice: true, canCheckout: false },
        hiddenPriceMessage: expect.any(String),
        callerIsGuest: true,
        hiddenPriceCta: { label: expect.any(String), href: expect.any(String) },
      });
      const g = await s.gql(
        `query($id: Int!) { product(id: $id) { price finalPrice specialPrice minimalPrice msrp tierPrices { price } giftcardAmounts
           variants { price finalPrice } groupedProducts { price finalPrice } bundleOptions { selections { price finalPrice } }
           customOptions { price values { price } } downloadableLinks { price } relatedProducts { price finalPrice }
           upsellProducts { price specialPrice finalPrice } crosssellProducts { price specialPrice finalPrice }
           gateFlags { requiresLogin hidePrice canCheckout } hiddenPriceMessage } }`,
        { id: row!.id },
      );
      expect(g.errors).toBeUndefined();
      expect(pricesIn(g.data), type).toEqual([]);
      expect(g.data.product.gateFlags).toEqual({ requiresLogin: false, hidePrice: true, canCheckout: false });
    }
    expect([...seen].sort()).toEqual([...types].sort());
    // the control: the same walk for a customer outside the gate finds prices
    const control = await s.json(`/api/rest/v2/products?itemsPerPage=100`, { token: jane });
    expect(pricesIn(control.body.member).length).toBeGreaterThan(0);
  });

  it("an API user (Basic credentials, the worker's sync) is a guest: annotated, never walled", async () => {
    await setConfig(s, { ...BASIC_OFF, byCustomerGroup: "1", customerGroups: "0", requireLogin: "1" });
    const r = await s.json(`/api/rest/v2/products?itemsPerPage=5`, { basic: s.apiUser });
    expect(r.status).toBe(200);
    for (const p of r.body.member) expect(p.extensions.b2bAccess.gateFlags).toMatchObject({ requiresLogin: true, hidePrice: true });
    // defect 2: requiresLogin comes from the API caller, not a session: a customer token is logged in
    const c = await s.json(`/api/rest/v2/products?itemsPerPage=5`, { token: jane });
    for (const p of c.body.member) expect(p.extensions.b2bAccess.gateFlags.requiresLogin).toBe(false);
    await setConfig(s, { requireLogin: "0" });
  });

  it("sort by price and the price filter disappear for callers whose prices are hidden, not for others", async () => {
    await setConfig(s, { ...BASIC_OFF, byCustomerGroup: "1", customerGroups: "0" });
    const guest = await s.json(`/api/rest/v2/products?itemsPerPage=5`);
    expect(guest.body.sortOptions.map((o: { code: string }) => o.code)).not.toContain("price");
    expect(guest.body.filters.map((f: { code: string }) => f.code)).not.toContain("price");
    const searched = await s.json(`/api/rest/v2/search?q=jacket`);
    expect(searched.body.sortOptions.map((o: { code: string }) => o.code)).not.toContain("price");
    expect(searched.body.filters.map((f: { code: string }) => f.code)).not.toContain("price");
    // and asking for it anyway does not order by the hidden prices
    const asked = await s.json(`/api/rest/v2/products?itemsPerPage=20&order[price]=desc`);
    const plain = await s.json(`/api/rest/v2/products?itemsPerPage=20`);
    expect(asked.body.member.map((p: { id: number }) => p.id)).toEqual(plain.body.member.map((p: { id: number }) => p.id));
    // nor does a price range narrow the listing: its totals would reveal the hidden prices
    const ranged = await s.json(`/api/rest/v2/products?itemsPerPage=20&priceMin=0&priceMax=1`);
    expect(ranged.body.totalItems).toBe(plain.body.totalItems);
    expect(ranged.body.member.map((p: { id: number }) => p.id)).toEqual(plain.body.member.map((p: { id: number }) => p.id));
    const janeRanged = await s.json(`/api/rest/v2/products?itemsPerPage=20&priceMin=0&priceMax=1`, { token: jane });
    const janePlain = await s.json(`/api/rest/v2/products?itemsPerPage=20`, { token: jane });
    expect(janeRanged.body.totalItems).toBeLessThan(janePlain.body.totalItems);
    const other = await s.json(`/api/rest/v2/products?itemsPerPage=5`, { token: jane });
    expect(other.body.sortOptions.map((o: { code: string }) => o.code)).toContain("price");
    expect(other.body.filters.map((f: { code: string }) => f.code)).toContain("price");
  });

  it("a group-A customer never receives group B's view, through the caches too", async () => {
    await setConfig(s, { ...BASIC_OFF, byCustomerGroup: "1", customerGroups: "1" });
    for (let i = 0; i < 3; i++) {
      const a = await s.json(`/api/rest/v2/products?itemsPerPage=20`, { token: jane });
      const b = await s.json(`/api/rest/v2/products?itemsPerPage=20`, { token: trade });
      const g = await s.json(`/api/rest/v2/products?itemsPerPage=20`);
      expect(pricesIn(a.body.member)).toEqual([]);
      expect(b.body.member.every((p: { price: number | null }) => p.price !== null)).toBe(true);
      expect(g.body.member.every((p: { price: number | null }) => p.price !== null)).toBe(true);
      expect(a.headers.get("vary")).toMatch(/Authorization/);
      expect(a.headers.get("cache-control")).toBe("private, max-age=60");
    }
  });
});

describe("purchase refusal", () => {
  it("add-to-cart, update and place-order are refused with 403 purchase_blocked and the message; nothing changes", async () => {
    const p = await productOutside(s, []);
    await setConfig(s, { ...BASIC_OFF, hidePrice: "0", blockPurchase: "0" });
    const add = await s.json("/api/rest/v2/cart/items", { method: "POST", json: { sku: p.sku, qty: 1 } });
    expect(add.status).toBe(200);
    const cartId = add.headers.get("x-cart-id")!;
    const itemId = add.body.items[0].id;
    await setConfig(s, { ...BASIC_OFF, hidePrice: "0", blockPurchase: "1", hiddenPriceMessage: "Trade accounts only" });
    const again = await s.json("/api/rest/v2/cart/items", { method: "POST", json: { sku: p.sku, qty: 1 }, headers: { "x-cart-id": cartId } });
    expect(again.status).toBe(403);
    expect(again.body).toMatchObject({ code: "purchase_blocked", detail: "Trade accounts only" });
    const upd = await s.json(`/api/rest/v2/cart/items/${itemId}`, { method: "PATCH", json: { qty: 2 }, headers: { "x-cart-id": cartId } });
    expect(upd.status).toBe(403);
    const order = await s.json("/api/rest/v2/checkout/place-order", {
      method: "POST",
      headers: { "x-cart-id": cartId },
      json: {
        paymentMethod: "checkmo",
        email: "guest@example.com",
        shippingAddress: { firstName: "G", lastName: "Uest", street: "1 Main St", city: "Springfield", postcode: "12345", countryId: "US" },
      },
    });
    expect(order.status).toBe(403);
    expect(order.body.code).toBe("purchase_blocked");
    const cart = await s.json("/api/rest/v2/cart", { headers: { "x-cart-id": cartId } });
    expect(cart.body.items).toHaveLength(1);
    expect(cart.body.items[0].qty).toBe(1);
    // a customer outside the gate buys as before
    await setConfig(s, { ...BASIC_OFF, byCustomerGroup: "1", customerGroups: "0" });
    const ok = await s.json("/api/rest/v2/cart/items", { method: "POST", json: { sku: p.sku, qty: 1 }, token: jane });
    expect(ok.status).toBe(200);
  });
});
