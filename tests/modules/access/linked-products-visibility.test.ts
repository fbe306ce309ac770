/**
 * Every list of products a product carries (related products, up-sells, cross-sells, grouped children, bundle
 * selections, variants) goes through the listings' own visibility decision: what the gate hides from the caller,
 * disabled products, and (for related products, up-sells and cross-sells) products not visible in the catalogue are
 * absent, over REST and GraphQL, in listings, details, search and wishlists (a whole-JSON walk).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import access from "../../../src/modules/access-gate/index.ts";
import { startTestServer, type TestServer } from "../../helpers/server.ts";
import { createRule, customer } from "./helpers.ts";

let s: TestServer;
let jane: string; // General (1)
let trade: string; // Wholesale (2)

beforeAll(async () => {
  s = await startTestServer({ modules: [access as never] });
  jane = await customer(s, "jane@example.com");
  trade = await customer(s, "trade@example.com");
});
afterAll(async () => {
  await s?.close();
});

/** every string value anywhere in a JSON document */
function stringsIn(v: unknown, out = new Set<string>()): Set<string> {
  if (typeof v === "string") out.add(v);
  else if (Array.isArray(v)) for (const x of v) stringsIn(x, out);
  else if (v && typeof v === "object") for (const x of Object.values(v)) stringsIn(x, out);
  return out;
}

/** the SKUs and url keys of `hidden` found anywhere in the documents */
const leaks = (docs: unknown[], hidden: { sku: string; urlKey: string }[]) => {
  const seen = stringsIn(docs);
  return hidden.flatMap((h) => [h.sku, h.urlKey]).filter((x) => seen.has(x));
};

const LINK = `id sku name urlKey imageUrl inStock price finalPrice`;
const DETAIL = `query($id: Int!) { product(id: $id) { id sku relatedProducts { ${LINK} } upsellProducts { ${LINK} } crosssellProducts { ${LINK} }
  groupedProducts { ${LINK} } bundleOptions { selections { productId ${LINK} } } variants { id sku } } }`;

describe("linked-product lists leave out products hidden from the caller", () => {
  it("product 35 lists product 8 (hidden from guests by the demo rule) only to callers who may see it", async () => {
    const link = await s.app.db.productLink.findFirst({ where: { parentId: 35, childId: 8, kind: "related" } });
    expect(link, "the demo catalogue links 8 from 35").toBeTruthy();
    expect((await s.json("/api/rest/v2/products/8")).status).toBe(404);
    const guest = await s.json("/api/rest/v2/products/35");
    expect(guest.status).toBe(200);
    expect(guest.body.relatedProducts.map((p: { id: number }) => p.id)).not.toContain(8);
    const g = await s.gql(DETAIL, { id: 35 });
    expect(g.errors).toBeUndefined();
    expect(g.data.product.relatedProducts.map((p: { id: number }) => p.id)).not.toContain(8);
    // the control: a logged-in customer sees product 8, and so it is listed
    expect((await s.json("/api/rest/v2/products/8", { token: jane })).status).toBe(200);
    expect((await s.json("/api/rest/v2/products/35", { token: jane })).body.relatedProducts.map((p: { id: number }) => p.id)).toContain(8);
  });

  it("whole-JSON walk: no hidden, disabled or (as a link) not-visible product in any list, over REST and GraphQL", async () => {
    const db = s.app.db;
    // what the demo rule hides from guests: Power Tools (11) and its subcategories, except the trade (WH-) products,
    // which an earlier rule decides for (their price is hidden, they are listed)
    const tools = (await db.category.findMany({ select: { id: true, path: true } })).filter((c) => c.path.split("/").includes("11")).map((c) => c.id);
    const hidden = await db.product.findMany({
      where: { status: 1, categories: { some: { categoryId: { in: tools } } }, sku: { not: { startsWith: "WH-" } } },
      select: { id: true, sku: true, urlKey: true },
      orderBy: { id: "asc" },
    });
    const disabled = await db.product.findFirstOrThrow({ where: { status: 2, visibility: 4 }, select: { id: true, sku: true, urlKey: true } });
    const notVisible = await db.product.findFirstOrThrow({ where: { status: 1, visibility: 1 }, select: { id: true, sku: true, urlKey: true } });
    expect(hidden.length).toBeGreaterThan(2);
    const [h1, h2, h3] = hidden as [(typeof hidden)[0], (typeof hidden)[0], (typeof hidden)[0]];
    const visible = await db.product.findFirstOrThrow({
      where: { status: 1, visibility: 4, type: "simple", id: { notIn: hidden.map((h) => h.id) }, sku: { not: { startsWith: "WH-" } } },
      select: { id: true, sku: true },
      orderBy: { id: "asc" },
    });
    const host = await db.product.findFirstOrThrow({
      where: { status: 1, visibility: 4, type: "simple", id: { notIn: [...hidden.map((h) => h.id), visible.id] }, childLinks: { none: {} } },
      orderBy: { id: "desc" },
    });
    const grouped = await db.product.findFirstOrThrow({ where: { type: "grouped", status: 1, categories: { none: { categoryId: { in: tools } } } } });
    const bundle = await db.product.findFirstOrThrow({
      where: { type: "bundle", status: 1, categories: { none: { categoryId: { in: tools } } } },
      include: { bundleOptions: true },
    });
    const conf = await db.product.findFirstOrThrow({ where: { type: "configurable", status: 1, categories: { none: { categoryId: { in: tools } } } } });
    // every kind of list names a hidden product (and related products a disabled and a not-visible one), beside a visible one
    await db.productLink.createMany({
      data: [
        { parentId: host.id, childId: h1.id, kind: "related", position: 0, qty: 1 },
        { parentId: host.id, childId: disabled.id, kind: "related", position: 1, qty: 1 },
        { parentId: host.id, childId: notVisible.id, kind: "related", position: 2, qty: 1 },
        { parentId: host.id, childId: visible.id, kind: "related", position: 3, qty: 1 },
        { parentId: host.id, childId: h2.id, kind: "upsell", position: 0, qty: 1 },
        { parentId: host.id, childId: visible.id, kind: "upsell", position: 1, qty: 1 },
        { parentId: host.id, childId: h3.id, kind: "crosssell", position: 0, qty: 1 },
        { parentId: host.id, childId: visible.id, kind: "crosssell", position: 1, qty: 1 },
        { parentId: grouped.id, childId: h1.id, kind: "grouped", position: 9, qty: 1 },
        { parentId: grouped.id, childId: disabled.id, kind: "grouped", position: 10, qty: 1 },
        { parentId: conf.id, childId: h2.id, kind: "variant", position: 9, qty: 1 },
      ],
    });
    await db.bundleSelection.createMany({
      data: [
        { optionId: bundle.bundleOptions[0]!.id, productId: h3.id, qty: 1, isDefault: false, position: 9 },
        { optionId: bundle.bundleOptions[0]!.id, productId: disabled.id, qty: 1, isDefault: false, position: 10 },
      ],
    });
    s.app.productRows.evict("all");
    const secret = [...hidden, disabled];

    // the lists a guest receives: every listing page, search, and the detail of each product that lists something
    const docs: unknown[] = [];
    for (let page = 1; page < 10; page++) {
      const r = await s.json(`/api/rest/v2/products?itemsPerPage=100&page=${page}`);
      expect(r.status).toBe(200);
      docs.push(r.body);
      if (r.body.member.length < 100) break;
    }
    docs.push((await s.json(`/api/rest/v2/search?q=${encodeURIComponent(host.name.split(" ")[1]!)}`)).body);
    for (const id of [host.id, grouped.id, bundle.id, conf.id, 35]) {
      const rest = await s.json(`/api/rest/v2/products/${id}`);
      expect(rest.status).toBe(200);
      const g = await s.gql(DETAIL, { id });
      expect(g.errors).toBeUndefined();
      docs.push(rest.body, g.data);
    }
    expect(leaks(docs, secret)).toEqual([]);
    const hostDto = (await s.json(`/api/rest/v2/products/${host.id}`)).body;
    // the visible product stays listed; a not-visible product is no related product (it has no page of its own)
    expect(hostDto.relatedProducts.map((p: { id: number }) => p.id)).toEqual([visible.id]);
    expect(hostDto.upsellProducts.map((p: { id: number }) => p.id)).toEqual([visible.id]);
    expect(hostDto.crosssellProducts.map((p: { id: number }) => p.id)).toEqual([visible.id]);

    // the control: for a customer the gate does not hide them from, the hidden products are listed (not the disabled one)
    const tradeHost = (await s.json(`/api/rest/v2/products/${host.id}`, { token: trade })).body;
    expect(tradeHost.relatedProducts.map((p: { id: number }) => p.id)).toEqual([h1.id, visible.id]);
    expect(tradeHost.upsellProducts.map((p: { id: number }) => p.id)).toEqual([h2.id, visible.id]);
    const tradeGrouped = (await s.gql(DETAIL, { id: grouped.id }, { token: trade })).data.product;
    expect(tradeGrouped.groupedProducts.map((p: { id: number }) => p.id)).toContain(h1.id);
    expect(tradeGrouped.groupedProducts.map((p: { id: number }) => p.id)).not.toContain(disabled.id);
    const tradeBundle = (await s.gql(DETAIL, { id: bundle.id }, { token: trade })).data.product;
    expect(tradeBundle.bundleOptions.flatMap((o: any) => o.selections.map((x: any) => x.productId))).toContain(h3.id);
    expect((await s.gql(DETAIL, { id: conf.id }, { token: trade })).data.product.variants.map((v: { id: number }) => v.id)).toContain(h2.id);

    // wishlists: a product hidden from the customer after it was added is left out
    const added = await s.json("/api/rest/v2/customers/me/wishlist", { method: "POST", token: jane, json: { productId: visible.id } });
    expect(added.status).toBe(201);
    expect(stringsIn((await s.json("/api/rest/v2/customers/me/wishlist", { token: jane })).body).has(visible.sku)).toBe(true);
    await createRule(s, { name: "hide one from General", priority: 1, customerGroupIds: [1], hideListing: true, source: `sku == "${visible.sku}"` });
    const wl = await s.json("/api/rest/v2/customers/me/wishlist", { token: jane });
    expect(wl.status).toBe(200);
    expect(leaks([wl.body], [{ ...visible, urlKey: "-" }])).toEqual([]);
    // and the same rule takes it out of the linked lists for General, not for Wholesale
    const janeHost = (await s.json(`/api/rest/v2/products/${host.id}`, { token: jane })).body;
    expect(leaks([janeHost], [{ ...visible, urlKey: "-" }])).toEqual([]);
    expect((await s.json(`/api/rest/v2/products/${host.id}`, { token: trade })).body.relatedProducts.map((p: { id: number }) => p.id)).toContain(visible.id);
  });
});
