import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../helpers/server.ts";

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => s?.close());

describe("GET /api/rest/v2/products", () => {
  it("answers the Maho collection shape and honours page and itemsPerPage exactly", async () => {
    const all = await s.json("/api/rest/v2/products?itemsPerPage=100");
    expect(all.status).toBe(200);
    expect(all.body.itemsPerPage).toBe(100);
    expect(all.body.page).toBe(1);
    const total = all.body.totalItems as number;
    expect(total).toBeGreaterThan(20);
    const p2 = await s.json("/api/rest/v2/products?itemsPerPage=7&page=2");
    expect(p2.body.member).toHaveLength(7);
    expect(p2.body.member.map((m: any) => m.id)).toEqual(all.body.member.slice(7, 14).map((m: any) => m.id));
    const last = Math.ceil(total / 7);
    const pl = await s.json(`/api/rest/v2/products?itemsPerPage=7&page=${last}`);
    expect(pl.body.member).toHaveLength(total - 7 * (last - 1));
  });

  it("refuses itemsPerPage over 100 and a bad order field with 400 problem details", async () => {
    const r = await s.fetch("/api/rest/v2/products?itemsPerPage=101");
    expect(r.status).toBe(400);
    expect(r.headers.get("content-type")).toContain("application/problem+json");
    const body = await r.json();
    expect(body).toMatchObject({ status: 400, code: "invalid_request" });
    expect(body.errors[0].field).toBe("itemsPerPage");
    const o = await s.json("/api/rest/v2/products?order[secret]=asc");
    expect(o.status).toBe(400);
  });

  it("filters by category including descendants", async () => {
    // the whole tree: the root's children, then each parent's (as a Maho client walks it)
    const cats: any[] = [];
    for (let level = (await s.json("/api/rest/v2/categories")).body.member as any[]; level.length; ) {
      cats.push(...level);
      const next = await Promise.all(level.filter((c) => c.childrenIds.length).map((c) => s.json(`/api/rest/v2/categories?parentId=${c.id}`)));
      level = next.flatMap((r) => r.body.member);
    }
    const tools = cats.find((c) => c.urlKey === "tools");
    const leafIds = new Set<number>([tools.id]);
    for (const c of cats) if (c.urlPath.startsWith("tools/")) leafIds.add(c.id);
    const r = await s.json(`/api/rest/v2/products?categoryId=${tools.id}&itemsPerPage=100`);
    expect(r.body.totalItems).toBeGreaterThan(0);
    for (const p of r.body.member) expect(p.categoryIds.some((id: number) => leafIds.has(id))).toBe(true);
    const drills = cats.find((c) => c.urlPath === "tools/power-tools/drills");
    const d = await s.json(`/api/rest/v2/products?categoryId=${drills.id}&itemsPerPage=100`);
    expect(d.body.totalItems).toBeLessThanOrEqual(r.body.totalItems);
  });

  it("sorts with order[price]", async () => {
    const r = await s.json("/api/rest/v2/products?order[price]=desc&itemsPerPage=30");
    const prices = r.body.member.map((p: any) => p.price);
    expect(prices).toEqual([...prices].sort((a: number, b: number) => b - a));
  });

  it("finds by urlKey and sku, and text search ranks name matches first", async () => {
    const first = (await s.json("/api/rest/v2/products?itemsPerPage=1")).body.member[0];
    const byKey = await s.json(`/api/rest/v2/products?urlKey=${first.urlKey}`);
    expect(byKey.body.member.map((m: any) => m.id)).toEqual([first.id]);
    const bySku = await s.json(`/api/rest/v2/products?sku=${encodeURIComponent(first.sku)}`);
    expect(bySku.body.member[0].id).toBe(first.id);
    const word = first.name.split(" ")[1].toLowerCase();
    const found = await s.json(`/api/rest/v2/products?q=${word}&itemsPerPage=100`);
    expect(found.body.totalItems).toBeGreaterThan(0);
    expect(found.body.member[0].name.toLowerCase()).toContain(word);
    expect(found.body.sortOptions[0].code).toBe("relevance");
  });

  it("carries sortOptions and layered filters", async () => {
    const r = await s.json("/api/rest/v2/products");
    expect(r.body.sortOptions.map((o: any) => o.code)).toEqual(["position", "name", "price"]);
    expect(r.body.filters.map((f: any) => f.code)).toContain("price");
    expect(r.body.filters.find((f: any) => f.code === "brand").options.length).toBeGreaterThan(1);
  });

  it("marks responses caller-dependent", async () => {
    const r = await s.fetch("/api/rest/v2/products");
    expect(r.headers.get("vary")).toContain("Authorization");
    expect(r.headers.get("cache-control")).toBe("private, max-age=60");
  });
});

describe("product DTOs", () => {
  it("leaves stub types' child arrays empty in listings and fills them on detail", async () => {
    const list = (await s.json("/api/rest/v2/products?itemsPerPage=100")).body.member as any[];
    const conf = list.find((p) => p.type === "configurable");
    expect(conf.configurableOptions).toEqual([]);
    expect(conf.variants).toEqual([]);
    const detail = (await s.json(`/api/rest/v2/products/${conf.id}`)).body;
    expect(detail.variants.length).toBeGreaterThan(0);
    expect(detail.configurableOptions.map((o: any) => o.code)).toEqual(["color", "size"]);
    for (const v of detail.variants) expect(Object.keys(v.attributes)).toEqual(expect.arrayContaining(["color"]));
  });

  it("fills bundle options, grouped products, downloadable links and giftcard data on detail", async () => {
    const byType = async (type: string) => {
      for (let page = 1; page < 10; page++) {
        const list = (await s.json(`/api/rest/v2/products?itemsPerPage=100&page=${page}`)).body.member as any[];
        const hit = list.find((p) => p.type === type);
        if (hit) return (await s.json(`/api/rest/v2/products/${hit.id}`)).body;
        if (list.length < 100) break;
      }
      throw new Error(`no ${type} product seeded`);
    };
    expect((await byType("bundle")).bundleOptions[0].selections.length).toBeGreaterThan(0);
    expect((await byType("grouped")).groupedProducts.length).toBeGreaterThan(0);
    expect((await byType("downloadable")).downloadableLinks.length).toBe(2);
    const gift = await byType("giftcard");
    expect(gift.giftcardType).toBe("fixed");
    expect(gift.giftcardAmounts).toEqual([25, 50, 100]);
  });

  it("a simple product's listing DTO carries what its page needs", async () => {
    const list = (await s.json("/api/rest/v2/products?itemsPerPage=100")).body.member as any[];
    const simple = list.find((p) => p.type === "simple" && p.relatedProducts.length > 0) ?? list.find((p) => p.type === "simple");
    const detail = (await s.json(`/api/rest/v2/products/${simple.id}`)).body;
    for (const k of ["description", "shortDescription", "mediaGallery", "customOptions", "relatedProducts", "tierPrices", "attributes", "stockStatus"]) {
      expect(simple[k], k).toEqual(detail[k]);
    }
  });

  it("404s an unknown product with problem details", async () => {
    const r = await s.json("/api/rest/v2/products/999999");
    expect(r.status).toBe(404);
    expect(r.body).toMatchObject({ status: 404, code: "not_found", title: "Not Found" });
    expect((await s.json("/api/rest/v2/products/abc")).status).toBe(400);
  });
});
