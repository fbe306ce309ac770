/** Issue 12, item 4: the catalogue answers in Maho's shapes (Maho 26.7 `Mage/Catalog/Api`, `Maho/Blog/Api`, `Mage/Core/Api`). */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../helpers/server.ts";
import { TEST_CUSTOMER_PASSWORD } from "../helpers/db-template.ts";
import access from "../../src/modules/access-gate/index.ts";
import { createRule, deleteAllRules, productIn, setConfig } from "../modules/access/helpers.ts";

let s: TestServer;
let trade: string;
/** product id -> list price, as stored */
let listPrices: Map<number, number>;
beforeAll(async () => {
  s = await startTestServer();
  trade = await s.customerToken("trade@example.com", TEST_CUSTOMER_PASSWORD);
  listPrices = new Map((await s.app.db.product.findMany({ select: { id: true, price: true } })).map((p) => [p.id, p.price.toNumber()]));
});
afterAll(async () => s?.close());

/** every product of the catalogue listing, as the caller sees it */
async function listing(token?: string): Promise<any[]> {
  const out: any[] = [];
  for (let page = 1; ; page++) {
    const r = await s.json(`/api/rest/v2/products?itemsPerPage=100&page=${page}`, { token });
    out.push(...r.body.member);
    if (page * 100 >= r.body.totalItems) return out;
  }
}

/** the whole category tree, walked as a Maho client does: the root's children, then each parent's */
async function tree(token?: string): Promise<any[]> {
  const out: any[] = [];
  for (let level = (await s.json("/api/rest/v2/categories", { token })).body.member as any[]; level.length; ) {
    out.push(...level);
    const next = await Promise.all(level.filter((c) => c.childrenIds.length).map((c) => s.json(`/api/rest/v2/categories?parentId=${c.id}`, { token })));
    level = next.flatMap((r) => r.body.member);
  }
  return out;
}

/** "as low as" from a detail's own children (their `price` or `finalPrice`): the cheapest grouped child, or the cheapest selection of each required option */
/** children in stock when any is (what the cart can sell), else all; `anyStock`: all (the price index ignores stock) */
const sellable = (children: any[], anyStock: boolean) => (anyStock || !children.some((c) => c.inStock) ? children : children.filter((c) => c.inStock));

function expectedComposite(d: any, key: "price" | "finalPrice", anyStock = false): number {
  if (d.type === "grouped")
    return Math.min(
      ...sellable(d.groupedProducts, anyStock)
        .filter((g: any) => g[key] > 0)
        .map((g: any) => g[key]),
    );
  // a selection's `price` is the caller's (Maho's getFinalPrice(), issue 26): its list price is its product row's
  const unit = (x: any) => (key === "price" ? listPrices.get(x.productId)! : x[key]);
  const required = d.bundleOptions.filter((o: any) => o.required && o.selections.length);
  const sum = required.reduce((acc: number, o: any) => acc + Math.min(...sellable(o.selections, anyStock).map((x: any) => unit(x) * x.qty)), 0);
  return Math.round(sum * 100) / 100;
}

describe("composite prices", () => {
  it("bundle and grouped products carry their minimal price as price/finalPrice/minimalPrice, listing and detail, for the caller's group", async () => {
    let differs = 0;
    for (const token of [undefined, trade]) {
      const composites = (await listing(token)).filter((p) => (p.type === "bundle" || p.type === "grouped") && p.price !== null);
      expect(composites.filter((p) => p.type === "bundle").length).toBeGreaterThan(0);
      expect(composites.filter((p) => p.type === "grouped").length).toBeGreaterThan(0);
      for (const p of composites) {
        const d = (await s.json(`/api/rest/v2/products/${p.id}`, { token })).body;
        const list = expectedComposite(d, "price");
        const want = expectedComposite(d, "finalPrice");
        expect(want, `${p.sku}`).toBeGreaterThan(0);
        expect([p.price, p.finalPrice, p.minimalPrice], `${p.sku} listing`).toEqual([list, want, want]);
        expect([d.price, d.finalPrice, d.minimalPrice], `${p.sku} detail`).toEqual([list, want, want]);
        // the listing price index (what sorting and price filters use) holds the same price
        const row = await s.app.db.product.findUniqueOrThrow({ where: { id: p.id }, select: { indexPrice: true } });
        expect(row.indexPrice, `${p.sku} index`).toBeCloseTo(expectedComposite(d, "price", true), 2);
        if (token) {
          const guest = (await s.json(`/api/rest/v2/products/${p.id}`)).body;
          if (guest.finalPrice !== null && guest.finalPrice !== want) differs++;
        }
      }
    }
    // the wholesale group's tier prices reach the composites' prices
    expect(differs).toBeGreaterThan(0);
  });

  it("a child's new price reaches its composite's listing at once (cached rows that show it are evicted)", async () => {
    const grouped = (await listing()).find((p) => p.type === "grouped" && p.price !== null);
    const before = (await s.json(`/api/rest/v2/products?urlKey=${grouped.urlKey}`)).body.member[0];
    expect(before.price).toBe(grouped.price);
    const d = (await s.json(`/api/rest/v2/products/${grouped.id}`)).body;
    const child = d.groupedProducts.find((g: any) => g.finalPrice === d.price);
    const token = await s.adminToken();
    const r = await s.gql(`mutation($id: Int!) { productUpdate(id: $id, input: {price: 1.23}) { __typename } }`, { id: child.id }, { token });
    expect(r.errors).toBeUndefined();
    const after = (await s.json(`/api/rest/v2/products?urlKey=${grouped.urlKey}`)).body.member[0];
    expect([after.price, after.finalPrice, after.minimalPrice]).toEqual([1.23, 1.23, 1.23]);
    expect((await s.json(`/api/rest/v2/products/${grouped.id}`)).body.price).toBe(1.23);
    // and the listings sort and filter it by that price
    const cheap = await s.json("/api/rest/v2/products?priceMax=1.5&itemsPerPage=100");
    expect(cheap.body.member.map((p: any) => p.id)).toContain(grouped.id);
  });

  it("listings sort, filter and bucket composites by the price they show", async () => {
    const asc = (await s.json("/api/rest/v2/products?order[price]=asc&itemsPerPage=100")).body.member as any[];
    // (a guest sees no price of the gated WH- products: those are left out of the comparison)
    const prices = asc.map((p) => p.price).filter((p) => p !== null);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(prices.every((p) => p > 0)).toBe(true);
    const composite = asc.find((p) => p.type === "bundle" || p.type === "grouped");
    const range = await s.json(`/api/rest/v2/products?priceMin=${composite.price}&priceMax=${composite.price}&itemsPerPage=100`);
    expect(range.body.member.map((p: any) => p.id)).toContain(composite.id);
    expect(range.body.member.every((p: any) => p.price === composite.price || p.price === null)).toBe(true);
    const found = await s.json(`/api/rest/v2/products?search=${encodeURIComponent(composite.name.split(" ")[1])}&order[price]=asc&itemsPerPage=100`);
    const searched = found.body.member.map((p: any) => p.price).filter((p: any) => p !== null);
    expect(searched).toEqual([...searched].sort((a, b) => a - b));
  });
});

describe("product fields", () => {
  it("visibility in Maho's words, reviewCount, averageRating, createdAt, pageLayout, currency", async () => {
    const all = await listing();
    for (const p of all.slice(0, 50)) {
      expect(["catalog", "catalog_search"]).toContain(p.visibility);
      expect(p.reviewCount).toBe(0);
      expect(p.averageRating).toBeNull();
      expect(new Date(p.createdAt).toISOString()).toBe(p.createdAt);
      expect(p).toHaveProperty("pageLayout", null);
      expect(p.currency).toBe("USD");
    }
    // a configurable's variants are not visible individually: found by sku, they say so
    const conf = all.find((p) => p.type === "configurable");
    const variant = (await s.json(`/api/rest/v2/products/${conf.id}`)).body.variants[0];
    const bySku = await s.json(`/api/rest/v2/products?sku=${encodeURIComponent(variant.sku)}`);
    expect(bySku.body.member[0].visibility).toBe("not_visible");
  });

  it("downloadables carry linksPurchasedSeparately and linksTitle; other types null", async () => {
    const all = await listing();
    const dl = all.find((p) => p.type === "downloadable");
    const d = (await s.json(`/api/rest/v2/products/${dl.id}`)).body;
    expect(d.linksPurchasedSeparately).toBe(true);
    expect(d.linksTitle).toBe("Links");
    const simple = all.find((p) => p.type === "simple");
    expect(simple.linksPurchasedSeparately).toBeNull();
  });

  it("gift cards: giftcardType fixed|range|combined with amounts, min and max, and giftcardIsMessageAllowed", async () => {
    const cards = await s.app.db.product.findMany({ where: { type: "giftcard", status: 1 }, select: { id: true, giftcardType: true } });
    const byType = new Map<string, any>();
    for (const c of cards) if (!byType.has(c.giftcardType!)) byType.set(c.giftcardType!, (await s.json(`/api/rest/v2/products/${c.id}`)).body);
    expect([...byType.keys()].sort()).toEqual(["combined", "fixed", "range"]);
    expect(byType.get("fixed")).toMatchObject({ giftcardAmounts: [25, 50, 100], giftcardMinAmount: null, giftcardMaxAmount: null });
    expect(byType.get("combined")).toMatchObject({ giftcardAmounts: [25, 50, 100], giftcardMinAmount: 10, giftcardMaxAmount: 500 });
    expect(byType.get("range")).toMatchObject({ giftcardAmounts: [], giftcardMinAmount: 10, giftcardMaxAmount: 500 });
    for (const d of byType.values()) {
      expect(d.giftcardIsMessageAllowed).toBe(true);
      expect(d.giftcardAmountCurrency).toBe("USD");
    }
    // listings leave gift card details out (the storefront refetches the stub)
    const listed = (await listing()).find((p) => p.type === "giftcard");
    expect(listed.giftcardType).toBeNull();
  });

  it("a bundle selection's id is the selection id, its product in productId", async () => {
    const bundle = (await listing()).find((p) => p.type === "bundle");
    const d = (await s.json(`/api/rest/v2/products/${bundle.id}`)).body;
    const rows = await s.app.db.bundleSelection.findMany({ where: { option: { productId: bundle.id } }, select: { id: true, productId: true } });
    const byId = new Map(rows.map((r) => [r.id, r.productId]));
    const sels = d.bundleOptions.flatMap((o: any) => o.selections);
    expect(sels.length).toBe(rows.length);
    for (const sel of sels) {
      expect(byId.get(sel.id)).toBe(sel.productId);
      expect(sel.selectionId).toBe(sel.id);
    }
  });
});

describe("categories", () => {
  it("GET /categories answers the store root's children; parentId filters to a parent's children; search and urlKey look through the tree", async () => {
    const root = await s.app.db.category.findFirst({ where: { level: 1 } });
    const top = await s.json("/api/rest/v2/categories");
    const want = await s.app.db.category.count({ where: { parentId: root!.id, isActive: true } });
    expect(top.body.totalItems).toBe(want);
    expect(top.body.member.every((c: any) => c.parentId === root!.id && c.level === 2)).toBe(true);
    const tools = top.body.member.find((c: any) => c.urlKey === "tools");
    const kids = await s.json(`/api/rest/v2/categories?parentId=${tools.id}`);
    expect(kids.body.member.map((c: any) => c.id)).toEqual(tools.childrenIds);
    expect((await s.json(`/api/rest/v2/categories?parentId=${root!.parentId}`)).body.member.map((c: any) => c.id)).toEqual([root!.id]);
    const drills = await s.json("/api/rest/v2/categories?urlKey=drills");
    expect(drills.body.member.map((c: any) => c.urlPath)).toEqual(["tools/power-tools/drills"]);
    const found = await s.json("/api/rest/v2/categories?search=DRILL");
    expect(found.body.member.map((c: any) => c.urlKey)).toContain("drills");
    const page = await s.json("/api/rest/v2/categories?itemsPerPage=2&page=2");
    expect(page.body.member.map((c: any) => c.id)).toEqual(top.body.member.slice(2, 4).map((c: any) => c.id));
    expect(page.body.totalItems).toBe(want);
    expect((await s.json("/api/rest/v2/categories?itemsPerPage=501")).status).toBe(400);
  });

  it("productCount is the listing's totalItems for every category, for each caller (Apparel no longer double-counts)", async () => {
    for (const token of [undefined, trade]) {
      const cats = await tree(token);
      expect(cats.length).toBeGreaterThan(10);
      for (const c of cats) {
        const l = await s.json(`/api/rest/v2/products?categoryId=${c.id}&itemsPerPage=1`, { token });
        expect(c.productCount, `${c.urlPath}`).toBe(l.body.totalItems);
      }
      const apparel = cats.find((c) => c.urlKey === "apparel");
      const subs = cats.filter((c) => c.parentId === apparel.id);
      // a product sits in a leaf and in its top category: the subtree's plain sum would count it twice
      const plainSum = apparel.productCount + subs.reduce((n: number, c: any) => n + c.productCount, 0);
      expect(apparel.productCount).toBeLessThan(plainSum);
    }
  });
});

describe("layered filters", () => {
  it("GET /layered-filters?categoryId= answers the listing's filters in Maho's shape", async () => {
    const tools = (await s.json("/api/rest/v2/categories?urlKey=tools")).body.member[0];
    for (const token of [undefined, trade]) {
      const [f, l] = await Promise.all([
        s.json(`/api/rest/v2/layered-filters?categoryId=${tools.id}`, { token }),
        s.json(`/api/rest/v2/products?categoryId=${tools.id}&itemsPerPage=1`, { token }),
      ]);
      expect(f.status).toBe(200);
      expect(f.body.totalItems).toBe(f.body.member.length);
      const byCode = new Map(f.body.member.map((x: any) => [x.code, x]));
      expect([...byCode.keys()].sort()).toEqual(l.body.filters.map((x: any) => x.code).sort());
      for (const lf of l.body.filters) {
        const mf: any = byCode.get(lf.code);
        expect(mf.label).toBe(lf.label);
        expect(mf.options.map((o: any) => [o.value, o.label, o.count])).toEqual(lf.options.map((o: any) => [o.value, o.label, o.count]));
        for (const o of mf.options) expect(o).toHaveProperty("swatch", null);
      }
      expect((byCode.get("price") as any).type).toBe("price");
      expect((byCode.get("brand") as any).type).toBe("select");
      expect(f.body.member.map((x: any) => x.position)).toEqual([...f.body.member.map((x: any) => x.position)].sort((a, b) => a - b));
    }
    const searched = await s.json("/api/rest/v2/layered-filters?search=drill");
    expect(searched.body.member.length).toBeGreaterThan(0);
    // no category (nor search): no listing, no filters (as Maho answers)
    expect((await s.json("/api/rest/v2/layered-filters")).body).toMatchObject({ member: [], totalItems: 0 });
    expect((await s.json("/api/rest/v2/layered-filters?categoryId=abc")).status).toBe(400);
  });
});

describe("content", () => {
  it("blog posts carry categoryIds and status", async () => {
    const posts = (await s.json("/api/rest/v2/blog-posts")).body.member as any[];
    const rows = new Map((await s.app.db.blogPost.findMany()).map((p) => [p.id, p]));
    for (const p of posts) {
      expect(p.categoryIds).toEqual([rows.get(p.id)!.categoryId]);
      expect(p.status).toBe("enabled");
    }
  });

  it("the URL resolver resolves a bare category url key and a bare blog post key, as Maho's does", async () => {
    const r = async (path: string) => (await s.json(`/api/rest/v2/url-resolver?path=${encodeURIComponent(path)}`)).body.member[0];
    const drills = (await s.json("/api/rest/v2/categories?urlKey=drills")).body.member[0];
    expect(await r("drills")).toMatchObject({ type: "category", id: drills.id, identifier: "drills", redirectType: 0 });
    expect(await r("/tools/power-tools/drills.html")).toMatchObject({ type: "category", id: drills.id });
    const post = await s.app.db.blogPost.findFirst({ where: { urlKey: "post-3" } });
    expect(await r("post-3")).toMatchObject({ type: "blog_post", id: post!.id, identifier: "post-3" });
    expect(await r("/blog/post-3")).toMatchObject({ type: "blog_post", id: post!.id });
    // a configurable's variant (not visible on its own) resolves to its configurable
    const link = await s.app.db.productLink.findFirst({
      where: { kind: "variant", parent: { status: 1 }, child: { status: 1 } },
      include: { child: true, parent: true },
    });
    expect(await r(link!.child.urlKey)).toMatchObject({ type: "product", id: link!.parentId, identifier: link!.parent.urlKey });
  });
});

describe("with the access gate hiding products", () => {
  it("a product the caller may not see resolves to not_found, as its page answers 404", async () => {
    const gated = await startTestServer({ modules: [access as never] });
    try {
      await deleteAllRules(gated);
      await setConfig(gated, { enabled: "1", mode: "rules" });
      await createRule(gated, { name: "tools for customers", hideListing: true, customerGroupIds: [0], source: "category in [10]" });
      const tool = await productIn(gated, 10);
      const urlKey = (await gated.app.db.product.findUniqueOrThrow({ where: { id: tool.id } })).urlKey;
      const jane = await gated.customerToken("jane@example.com", TEST_CUSTOMER_PASSWORD);
      const resolve = async (token?: string) => (await gated.json(`/api/rest/v2/url-resolver?path=${urlKey}`, { token })).body.member[0];
      expect((await gated.json(`/api/rest/v2/products/${tool.id}`)).status).toBe(404);
      expect(await resolve()).toMatchObject({ type: "not_found", id: null });
      expect((await gated.json(`/api/rest/v2/products/${tool.id}`, { token: jane })).status).toBe(200);
      expect(await resolve(jane)).toMatchObject({ type: "product", id: tool.id });
    } finally {
      await gated.close();
    }
  });
});
