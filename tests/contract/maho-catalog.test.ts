/** Real answers of the catalogue and content routes, validated against Maho's resources (maho-catalog-schemas.ts). */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import { startTestServer, type TestServer } from "../helpers/server.ts";
import { TEST_CUSTOMER_PASSWORD } from "../helpers/db-template.ts";
import * as maho from "./maho-catalog-schemas.ts";

let s: TestServer;
let trade: string;
beforeAll(async () => {
  s = await startTestServer();
  trade = await s.customerToken("trade@example.com", TEST_CUSTOMER_PASSWORD);
});
afterAll(async () => s?.close());

/** GETs a route and checks its answer against the schema; a drift names the path and the field */
async function conforms(path: string, schema: z.ZodType, token?: string): Promise<any> {
  const r = await s.json(path, { token });
  expect(r.status, path).toBe(200);
  const parsed = schema.safeParse(r.body);
  if (!parsed.success) throw new Error(`${path}: ${parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ")}`);
  return r.body;
}

const TYPES = ["simple", "virtual", "configurable", "grouped", "bundle", "downloadable", "giftcard"];

describe("Maho contract: catalogue", () => {
  it("GET /products (listing) and GET /products/{id} of every product type, as a guest and as a customer", async () => {
    for (const token of [undefined, trade]) {
      const seen = new Set<string>();
      for (let page = 1; seen.size < TYPES.length && page < 10; page++) {
        const list = await conforms(`/api/rest/v2/products?itemsPerPage=100&page=${page}`, maho.collection(maho.productRead), token);
        for (const p of list.member) {
          if (seen.has(p.type)) continue;
          seen.add(p.type);
          await conforms(`/api/rest/v2/products/${p.id}`, maho.productDetail, token);
        }
        if (list.member.length < 100) break;
      }
      expect([...seen].sort()).toEqual([...TYPES].sort());
    }
    // every gift card kind, each composite's selections and children
    for (const kind of ["fixed", "range", "combined"]) {
      const card = await s.app.db.product.findFirst({ where: { type: "giftcard", giftcardType: kind, status: 1 } });
      const d = await conforms(`/api/rest/v2/products/${card!.id}`, maho.productDetail);
      expect(d.giftcardType).toBe(kind);
    }
    await conforms("/api/rest/v2/products?search=drill", maho.collection(maho.productRead));
  });

  it("GET /categories, /categories?parentId=, /categories/{id}", async () => {
    const top = await conforms("/api/rest/v2/categories", maho.collection(maho.categoryRead));
    const parent = top.member.find((c: any) => c.childrenIds.length);
    await conforms(`/api/rest/v2/categories?parentId=${parent.id}`, maho.collection(maho.categoryRead));
    const one = await conforms(`/api/rest/v2/categories/${parent.id}`, maho.categoryDetail);
    expect(one.children.length).toBe(parent.childrenIds.length);
  });

  it("GET /layered-filters?categoryId=", async () => {
    const top = (await s.json("/api/rest/v2/categories")).body.member;
    for (const token of [undefined, trade]) {
      const f = await conforms(`/api/rest/v2/layered-filters?categoryId=${top[0].id}`, maho.collection(maho.layeredFilter), token);
      expect(f.totalItems).toBeGreaterThan(0);
    }
  });
});

describe("Maho contract: content and store", () => {
  it("GET /cms-pages, /cms-blocks, /blog-posts, /blog-categories", async () => {
    expect((await conforms("/api/rest/v2/cms-pages", maho.collection(maho.cmsPage))).totalItems).toBeGreaterThan(0);
    await conforms("/api/rest/v2/cms-pages?identifier=home", maho.collection(maho.cmsPage));
    expect((await conforms("/api/rest/v2/cms-blocks", maho.collection(maho.cmsBlock))).totalItems).toBeGreaterThan(0);
    expect((await conforms("/api/rest/v2/blog-posts", maho.collection(maho.blogPost))).totalItems).toBeGreaterThan(0);
    expect((await conforms("/api/rest/v2/blog-categories", maho.collection(maho.blogCategory))).totalItems).toBeGreaterThan(0);
  });

  it("GET /url-resolver for each kind of target", async () => {
    const product = (await s.json("/api/rest/v2/products?itemsPerPage=1")).body.member[0];
    for (const path of [product.urlKey, "drills", "tools/power-tools", "about-us", "post-1", "/", "no-such-page"]) {
      await conforms(`/api/rest/v2/url-resolver?path=${encodeURIComponent(path)}`, maho.collection(maho.urlResolveResult));
    }
  });

  it("GET /store-config and /countries", async () => {
    await conforms("/api/rest/v2/store-config", maho.storeConfig);
    const countries = await conforms("/api/rest/v2/countries", maho.collection(maho.country));
    expect(countries.totalItems).toBeGreaterThan(0);
  });
});
