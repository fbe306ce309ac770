/**
 * Access gate on composite products (review findings 3 and 4): Maho's grouped add (`superGroup`) checks the group
 * itself as an add by SKU does, with no oracle; every part of a line (bundle selection, variant, grouped child)
 * passes the visibility rules and the veto at add, update and checkout; a composite's DTO decides the gate per child
 * (hidden children left out, hidden prices stripped and left out of the "as low as" price, in listings too).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import access from "../../../src/modules/access-gate/index.ts";
import { startTestServer, type TestServer } from "../../helpers/server.ts";
import { createRule, customer, deleteAllRules, setConfig } from "./helpers.ts";

let s: TestServer;
let jane: string;
const V2 = "/api/rest/v2";
const GUESTS = [0];

interface Bundle {
  id: number;
  sku: string;
  /** the option that offers the gated selection, and that selection */
  optionId: number;
  gated: { selectionId: number; productId: number; sku: string };
  /** another selection of the same option */
  other: { selectionId: number; productId: number };
  /** a selection for every option, the gated option given the other selection */
  choice: Record<string, number>;
}
let grouped: { id: number; sku: string; children: number[] };
let bundle: Bundle;
let configurable: { id: number; sku: string; variants: { id: number; sku: string }[] };

beforeAll(async () => {
  s = await startTestServer({ modules: [access as never] });
  jane = await customer(s, "jane@example.com");
  const db = s.app.db;
  const g = await db.product.findUniqueOrThrow({
    where: { sku: "GRO-000055" },
    include: { childLinks: { where: { kind: "grouped" }, orderBy: { position: "asc" } } },
  });
  expect(g.type).toBe("grouped");
  expect(g.childLinks.length).toBeGreaterThanOrEqual(2);
  grouped = { id: g.id, sku: g.sku, children: g.childLinks.map((l) => l.childId) };

  // the review's probe: SKU-000189 as a selection of a bundle, in an option that offers another selection too
  const gatedProduct = await db.product.findUniqueOrThrow({ where: { sku: "SKU-000189" } });
  const sel = await db.bundleSelection.findFirstOrThrow({
    where: { productId: gatedProduct.id, option: { required: true, selections: { some: { productId: { not: gatedProduct.id } } } } },
    include: { option: { include: { product: { include: { bundleOptions: { include: { selections: { orderBy: { position: "asc" } } } } } } } } },
  });
  const b = sel.option.product;
  expect(b.type).toBe("bundle");
  const other = sel.option.product.bundleOptions.find((o) => o.id === sel.optionId)!.selections.find((x) => x.productId !== gatedProduct.id)!;
  bundle = {
    id: b.id,
    sku: b.sku,
    optionId: sel.optionId,
    gated: { selectionId: sel.id, productId: gatedProduct.id, sku: gatedProduct.sku },
    other: { selectionId: other.id, productId: other.productId },
    choice: Object.fromEntries(
      b.bundleOptions.filter((o) => o.selections.length).map((o) => [String(o.id), (o.id === sel.optionId ? other : o.selections[0]!).id]),
    ),
  };
  const c = await db.product.findFirstOrThrow({
    where: { type: "configurable", status: 1, childLinks: { some: { kind: "variant" } } },
    include: { childLinks: { where: { kind: "variant" }, orderBy: { position: "asc" }, include: { child: true } } },
    orderBy: { id: "asc" },
  });
  expect(c.childLinks.length).toBeGreaterThanOrEqual(3);
  configurable = { id: c.id, sku: c.sku, variants: c.childLinks.map((l) => ({ id: l.childId, sku: l.child.sku })) };
  // the first variant is the cheapest: the configurable's minimal price would give its price away
  await db.product.update({ where: { id: configurable.variants[0]!.id }, data: { price: 0.02, specialPrice: null } });
  // and the group's second child is its cheapest
  await db.product.update({ where: { id: grouped.children[1]! }, data: { price: 0.03, specialPrice: null } });

  // everything these tests buy is enabled and in stock
  const ids = [
    g.id,
    ...grouped.children,
    b.id,
    ...b.bundleOptions.flatMap((o) => o.selections.map((x) => x.productId)),
    c.id,
    ...configurable.variants.map((v) => v.id),
  ];
  await db.product.updateMany({ where: { id: { in: ids } }, data: { status: 1, inStock: true, stockQty: 1000 } });
  // the gated selection is the cheapest of its option: the bundle's as-low-as price would give its price away
  await db.product.update({ where: { id: gatedProduct.id }, data: { price: 0.01, specialPrice: null } });
  await db.customOption.deleteMany({ where: { productId: { in: [b.id, g.id, ...grouped.children] } } });
  s.app.productRows.clear();
  await deleteAllRules(s);
  await setConfig(s, { enabled: "1", mode: "rules", requireLogin: "0" });
});
afterEach(async () => deleteAllRules(s));
afterAll(async () => s?.close());

const newCart = async (token?: string) => {
  const r = await s.json(`${V2}/guest-carts`, { method: "POST", token });
  expect(r.status).toBe(201);
  return r.body.maskedId as string;
};
const addTo = (maskedId: string, body: unknown, token?: string) => s.json(`${V2}/guest-carts/${maskedId}/items`, { method: "POST", json: body, token });
/** a problem without the parts that name what the caller sent */
const shape = (r: { status: number; body: any }) => ({
  status: r.status,
  code: r.body.code,
  errors: (r.body.errors ?? []).map((e: { code: string }) => e.code),
});

describe("superGroup: the group is checked as a product added by SKU", () => {
  it("a group hidden from the caller is 404 as an unknown SKU, whatever the child ids; others still add it", async () => {
    await createRule(s, { name: "group hidden", hideListing: true, customerGroupIds: GUESTS, source: `sku == "${grouped.sku}"` });
    expect((await s.json(`${V2}/products/${grouped.id}`)).status).toBe(404);
    const cart = await newCart();
    const hidden = await addTo(cart, { sku: grouped.sku, qty: 1, superGroup: { [grouped.children[0]!]: 1 } });
    expect(hidden.status).toBe(404);
    expect(hidden.body.code).toBe("product_not_found");
    // no oracle: an unknown child of the hidden group, and an unknown SKU, answer alike
    const unknownChild = await addTo(cart, { sku: grouped.sku, qty: 1, superGroup: { 999999: 1 } });
    const unknownSku = await addTo(cart, { sku: "NO-SUCH-SKU-1", qty: 1, superGroup: { 999999: 1 } });
    expect(shape(unknownChild)).toEqual(shape(unknownSku));
    expect(unknownChild.body.detail.replace(grouped.sku, "X")).toBe(unknownSku.body.detail.replace("NO-SUCH-SKU-1", "X"));
    expect((await s.json(`${V2}/guest-carts/${cart}`)).body.items).toEqual([]);
    // a customer outside the rule's groups adds the group's children
    const mine = await newCart(jane);
    const ok = await addTo(mine, { sku: grouped.sku, qty: 1, superGroup: { [grouped.children[0]!]: 1 } }, jane);
    expect(ok.status).toBe(200);
    expect(ok.body.items.map((i: { productId: number }) => i.productId)).toContain(grouped.children[0]);
  });

  it("a blocked group is 403 purchase_blocked and adds nothing", async () => {
    await createRule(s, { name: "group blocked", blockPurchase: true, customerGroupIds: GUESTS, source: `sku == "${grouped.sku}"`, message: "Ask us" });
    const cart = await newCart();
    const r = await addTo(cart, { sku: grouped.sku, qty: 1, superGroup: { [grouped.children[0]!]: 1, [grouped.children[1]!]: 2 } });
    expect(r.status).toBe(403);
    expect(r.body).toMatchObject({ code: "purchase_blocked", detail: "Ask us" });
    expect((await s.json(`${V2}/guest-carts/${cart}`)).body.items).toEqual([]);
  });

  it("a child hidden from the caller is left out of the group's page and answered as not part of the group", async () => {
    const [visible, gated] = grouped.children as [number, number];
    const gatedSku = (await s.app.db.product.findUniqueOrThrow({ where: { id: gated } })).sku;
    await createRule(s, { name: "child hidden", hideListing: true, customerGroupIds: GUESTS, source: `sku == "${gatedSku}"` });
    const page = await s.json(`${V2}/products/${grouped.id}`);
    expect(page.status).toBe(200);
    const shown = page.body.groupedProducts.map((l: { id: number }) => l.id);
    expect(shown).toContain(visible);
    expect(shown).not.toContain(gated);
    // the group's as-low-as price leaves the hidden (cheapest) child out, in the listing too
    const visiblePrices = page.body.groupedProducts.map((l: { finalPrice: number }) => l.finalPrice).filter((x: number) => x > 0);
    expect(page.body.finalPrice).toBeCloseTo(Math.min(...visiblePrices), 2);
    expect(page.body.finalPrice).toBeGreaterThan(0.03);
    const listed = (await s.json(`${V2}/products?sku=${grouped.sku}`)).body.member[0];
    expect(listed.finalPrice).toBeCloseTo(page.body.finalPrice, 2);
    expect((await s.json(`${V2}/products?sku=${grouped.sku}`, { token: jane })).body.member[0].finalPrice).toBeCloseTo(0.03, 2);
    const cart = await newCart();
    const hidden = await addTo(cart, { sku: grouped.sku, qty: 1, superGroup: { [gated]: 1 } });
    const notAChild = await addTo(cart, { sku: grouped.sku, qty: 1, superGroup: { 999999: 1 } });
    expect(shape(hidden)).toEqual({ status: 422, code: "invalid", errors: ["unknown_child"] });
    expect(shape(hidden)).toEqual(shape(notAChild));
    expect(hidden.body.detail).not.toContain(gatedSku);
    expect((await addTo(cart, { sku: grouped.sku, qty: 1, superGroup: { [visible]: 1 } })).status).toBe(200);
  });
});

describe("bundle selections: every part of a line passes the gate", () => {
  const withGated = () => ({ ...bundle.choice, [bundle.optionId]: bundle.gated.selectionId });

  it("a blocked, price-hidden selection cannot be bought in the bundle, and the bundle shows no price of it", async () => {
    const before = (await s.json(`${V2}/products/${bundle.id}`)).body;
    await createRule(s, {
      name: "189 trade only",
      blockPurchase: true,
      hidePrice: true,
      customerGroupIds: GUESTS,
      source: `sku == "${bundle.gated.sku}"`,
      message: "Trade accounts only",
    });
    const cart = await newCart();
    const blocked = await addTo(cart, { sku: bundle.sku, qty: 1, bundleOption: withGated() });
    expect(blocked.status).toBe(403);
    expect(blocked.body).toMatchObject({ code: "purchase_blocked", detail: "Trade accounts only" });
    expect((await addTo(cart, { sku: bundle.sku, qty: 1, bundleOption: bundle.choice })).status).toBe(200);

    const page = (await s.json(`${V2}/products/${bundle.id}`)).body;
    const sels = page.bundleOptions.flatMap((o: { selections: any[] }) => o.selections);
    const gated = sels.find((x: { productId: number }) => x.productId === bundle.gated.productId);
    expect(gated).toMatchObject({ price: null, finalPrice: null, specialPrice: null });
    expect(sels.find((x: { productId: number }) => x.productId === bundle.other.productId).price).not.toBeNull();
    // the as-low-as price is what the bundle costs without the gated selection, in the listing as on the page
    const expected = await asLowAsWithout(bundle.id, bundle.gated.productId);
    expect(page.finalPrice).toBeCloseTo(expected, 2);
    expect(page.minimalPrice).toBeCloseTo(expected, 2);
    const listed = (await s.json(`${V2}/products?sku=${bundle.sku}`)).body.member[0];
    expect(listed.finalPrice).toBeCloseTo(expected, 2);
    expect(listed.minimalPrice).toBeCloseTo(expected, 2);
    // a customer outside the rule sees the selection's price and the bundle's price as before
    const theirs = (await s.json(`${V2}/products/${bundle.id}`, { token: jane })).body;
    const theirGated = theirs.bundleOptions.flatMap((o: { selections: any[] }) => o.selections).find((x: any) => x.productId === bundle.gated.productId);
    expect(theirGated.price).not.toBeNull();
    expect(theirs.finalPrice).toBeCloseTo(before.finalPrice, 2);
    expect(before.finalPrice).toBeLessThan(expected);
  });

  it("a selection hidden from the caller leaves the page and is answered as an unknown selection", async () => {
    await createRule(s, { name: "189 hidden", hideListing: true, customerGroupIds: GUESTS, source: `sku == "${bundle.gated.sku}"` });
    const page = (await s.json(`${V2}/products/${bundle.id}`)).body;
    const ids = page.bundleOptions.flatMap((o: { selections: { productId: number }[] }) => o.selections.map((x) => x.productId));
    expect(ids).not.toContain(bundle.gated.productId);
    expect(ids).toContain(bundle.other.productId);
    const cart = await newCart();
    const hidden = await addTo(cart, { sku: bundle.sku, qty: 1, bundleOption: withGated() });
    const unknown = await addTo(cart, { sku: bundle.sku, qty: 1, bundleOption: { ...bundle.choice, [bundle.optionId]: 99999999 } });
    expect(shape(hidden)).toEqual({ status: 422, code: "invalid", errors: ["unknown_selection"] });
    expect(hidden.body.detail.replace(String(bundle.gated.selectionId), "N")).toBe(unknown.body.detail.replace("99999999", "N"));
    expect(hidden.body.detail).not.toContain(bundle.gated.sku);
  });

  it("a selection blocked after the add is refused at update and at checkout", async () => {
    const cart = await newCart();
    const added = await addTo(cart, { sku: bundle.sku, qty: 1, bundleOption: withGated() });
    expect(added.status).toBe(200);
    const itemId = added.body.items[0].id;
    await createRule(s, { name: "189 blocked", blockPurchase: true, customerGroupIds: GUESTS, source: `sku == "${bundle.gated.sku}"` });
    const upd = await s.json(`${V2}/guest-carts/${cart}/items/${itemId}`, { method: "PUT", json: { qty: 2 } });
    expect(upd.status).toBe(403);
    expect(upd.body.code).toBe("purchase_blocked");
    const address = {
      firstName: "G",
      lastName: "Uest",
      street: ["1 Main St"],
      city: "Sydney",
      region: "NSW",
      postcode: "2000",
      countryId: "AU",
      telephone: "0200000000",
    };
    const order = await s.json(`${V2}/guest-carts/${cart}/place-order`, {
      method: "POST",
      json: { email: "g@example.com", paymentMethod: "checkmo", shippingAddress: address, billingAddress: address },
    });
    expect(order.status).toBe(403);
    expect(order.body.code).toBe("purchase_blocked");
    const after = (await s.json(`${V2}/guest-carts/${cart}`)).body;
    expect(after.items.map((i: { qty: number }) => i.qty)).toEqual([1]);
  });
});

describe("configurable variants: decided one by one", () => {
  it("a price-hidden variant shows no price and leaves the minimal price; a hidden one leaves the page and cannot be added", async () => {
    const [cheap, gone] = configurable.variants as [{ id: number; sku: string }, { id: number; sku: string }];
    const before = (await s.json(`${V2}/products/${configurable.id}`)).body;
    expect(before.minimalPrice).toBeCloseTo(0.02, 2);
    await createRule(s, { name: "cheap variant price", hidePrice: true, customerGroupIds: GUESTS, source: `sku == "${cheap.sku}"` });
    await createRule(s, { name: "variant hidden", hideListing: true, customerGroupIds: GUESTS, source: `sku == "${gone.sku}"` });
    const page = (await s.json(`${V2}/products/${configurable.id}`)).body;
    expect(page.variants.map((v: { id: number }) => v.id)).not.toContain(gone.id);
    expect(page.variants.find((v: { id: number }) => v.id === cheap.id)).toMatchObject({ price: null, finalPrice: null });
    const shown = page.variants.filter((v: { inStock: boolean; finalPrice: number | null }) => v.inStock && v.finalPrice !== null);
    expect(shown.length).toBeGreaterThan(0);
    expect(page.minimalPrice).toBeCloseTo(Math.min(...shown.map((v: { finalPrice: number }) => v.finalPrice)), 2);
    expect(page.minimalPrice).toBeGreaterThan(0.02);

    // Maho's add by the hidden variant's SKU answers as an unknown SKU; ours by its attributes as no such combination
    const cart = await newCart();
    const bySku = await addTo(cart, { sku: gone.sku, qty: 1 });
    const unknown = await addTo(cart, { sku: "NO-SUCH-SKU-2", qty: 1 });
    expect(shape(bySku)).toEqual(shape(unknown));
    expect(bySku.status).toBe(404);
    const attrs = before.variants.find((v: { id: number }) => v.id === gone.id).attributes;
    const byAttrs = await addTo(cart, { sku: configurable.sku, qty: 1, options: { superAttributes: attrs } });
    expect(shape(byAttrs)).toEqual({ status: 422, code: "invalid", errors: ["no_variant"] });
    expect(byAttrs.body.detail).not.toContain(gone.sku);
    expect((await s.json(`${V2}/guest-carts/${cart}`)).body.items).toEqual([]);
  });
});

/** the bundle's as-low-as final price for a guest when one product's selections do not count (read from the rows) */
async function asLowAsWithout(bundleId: number, productId: number): Promise<number> {
  const options = await s.app.db.bundleOption.findMany({ where: { productId: bundleId }, include: { selections: { include: { product: true } } } });
  const now = Date.now();
  const unit = (p: {
    price: { toNumber(): number };
    specialPrice: { toNumber(): number } | null;
    specialFromDate: Date | null;
    specialToDate: Date | null;
  }) => {
    const special =
      p.specialPrice !== null && (!p.specialFromDate || p.specialFromDate.getTime() <= now) && (!p.specialToDate || p.specialToDate.getTime() >= now)
        ? p.specialPrice.toNumber()
        : Infinity;
    return Math.min(p.price.toNumber(), special);
  };
  const mins = options
    .map((o) => ({
      required: o.required,
      prices: o.selections.filter((x) => x.product.status === 1 && x.productId !== productId).map((x) => unit(x.product) * x.qty),
    }))
    .filter((o) => o.prices.length);
  const required = mins.filter((o) => o.required);
  const total = required.length ? required.reduce((t, o) => t + Math.min(...o.prices), 0) : Math.min(...mins.flatMap((o) => o.prices));
  return Math.round(total * 100) / 100;
}
