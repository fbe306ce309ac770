import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../helpers/server.ts";

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => s?.close());

describe("HTTP behaviour", () => {
  it("GET /healthz", async () => {
    const r = await s.json("/healthz");
    expect(r).toMatchObject({ status: 200, body: { status: "ok" } });
    expect(r.headers.get("x-request-id")).toBeTruthy();
  });

  it("echoes a given request id", async () => {
    const r = await s.fetch("/healthz", { headers: { "x-request-id": "abc-123" } });
    expect(r.headers.get("x-request-id")).toBe("abc-123");
    const odd = await s.fetch("/healthz", { headers: { "x-request-id": `<script>${"x".repeat(100)}` } });
    expect(odd.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("refuses bodies over 1 MiB with 413, with or without Content-Length", async () => {
    const big = JSON.stringify({ email: "a@b.co", password: "x".repeat(1024 * 1024) });
    const r = await s.json("/api/rest/v2/auth/token", { method: "POST", body: big, headers: { "content-type": "application/json" } });
    expect(r.status).toBe(413);
    expect(r.body.code).toBe("payload_too_large");
    const chunks = new ReadableStream({
      start(c) {
        for (let i = 0; i < 20; i++) c.enqueue(new TextEncoder().encode("x".repeat(64 * 1024)));
        c.close();
      },
    });
    const streamed = await s.fetch("/graphql", {
      method: "POST",
      body: chunks,
      headers: { "content-type": "application/json" },
      duplex: "half",
    } as RequestInit);
    expect(streamed.status).toBe(413);
  });

  it("answers unknown routes with a 404 problem", async () => {
    const r = await s.json("/api/rest/v2/nothing-here");
    expect(r.status).toBe(404);
    expect(r.headers.get("content-type")).toContain("application/problem+json");
    expect(r.body).toMatchObject({ type: expect.stringContaining("not_found"), title: "Not Found", status: 404, code: "not_found" });
  });

  it("answers that do not depend on the caller may be cached publicly; the others are private and vary", async () => {
    const countries = await s.fetch("/api/rest/v2/countries");
    expect(countries.headers.get("cache-control")).toBe("public, max-age=60");
    const config = await s.fetch("/api/rest/v2/store-config");
    expect(config.headers.get("cache-control")).toBe("private, max-age=60");
    expect(config.headers.get("vary")).toContain("Authorization");
    const post = await s.fetch("/api/rest/v2/auth/token", { method: "POST", json: { email: "x@example.com", password: "nope" } });
    expect(post.headers.get("cache-control")).toBe("no-store");
  });

  it("answers JSON to Accept: application/ld+json", async () => {
    const r = await s.fetch("/api/rest/v2/countries", { headers: { accept: "application/ld+json" } });
    expect(r.status).toBe(200);
    expect((await r.json()).member.length).toBeGreaterThan(5);
  });

  it("selects the store with X-Store-Code and refuses an unknown one", async () => {
    const au = await s.json("/api/rest/v2/store-config", { headers: { "x-store-code": "au" } });
    expect(au.body).toMatchObject({ storeCode: "au", storeName: "Acme Trade Supply Australia", baseCurrencyCode: "AUD", defaultCountry: "AU" });
    const def = await s.json("/api/rest/v2/store-config");
    expect(def.body).toMatchObject({ storeCode: "default", storeName: "Acme Trade Supply", extensions: { b2bPlugins: [] } });
    const bad = await s.json("/api/rest/v2/store-config", { headers: { "x-store-code": "nope" } });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe("unknown_store");
  });

  it("serves the OpenAPI 3.1 document of every route, the worker aliases included", async () => {
    const r = await s.json("/api/rest/v2/openapi.json");
    expect(r.body.openapi).toBe("3.1.0");
    for (const p of [
      "/api/rest/v2/products",
      "/api/rest/v2/products/{id}",
      "/api/rest/v2/categories",
      "/api/rest/v2/auth/token",
      "/api/auth/login",
      "/api/rest/v2/b2b/{module}/config",
    ]) {
      expect(Object.keys(r.body.paths)).toContain(p);
    }
  });
});

describe("content and store routes", () => {
  it("categories: flat with children; one by id; 404", async () => {
    const list = await s.json("/api/rest/v2/categories");
    expect(list.body.totalItems).toBe(list.body.member.length);
    const tools = list.body.member.find((c: any) => c.urlKey === "tools");
    expect(tools.children.map((c: any) => c.id)).toEqual(tools.childrenIds);
    expect(tools.productCount).toBeGreaterThan(0);
    const one = await s.json(`/api/rest/v2/categories/${tools.id}`);
    expect(one.body.id).toBe(tools.id);
    expect((await s.json("/api/rest/v2/categories/99999")).status).toBe(404);
  });

  it("cms pages by identifier, blocks, blog posts and categories, countries with regions", async () => {
    const pages = await s.json("/api/rest/v2/cms-pages?identifier=about-us");
    expect(pages.body.member).toHaveLength(1);
    expect(pages.body.member[0]).toMatchObject({ identifier: "about-us", status: "enabled" });
    const id = pages.body.member[0].id;
    expect((await s.json(`/api/rest/v2/cms-pages/${id}`)).body.identifier).toBe("about-us");
    // an unknown block directive renders nothing rather than leaking
    const trade = await s.json("/api/rest/v2/cms-pages?identifier=trade-account");
    expect(trade.body.member[0].content).not.toContain("{{block");
    expect(trade.body.member[0].content).toContain('data-maho-form="trade-account"');
    expect((await s.json("/api/rest/v2/cms-blocks?identifier=footer-links")).body.member[0].identifier).toBe("footer-links");
    const posts = await s.json("/api/rest/v2/blog-posts?itemsPerPage=5");
    expect(posts.body.member).toHaveLength(5);
    expect(posts.body.totalItems).toBe(12);
    const dates = posts.body.member.map((p: any) => p.publishDate);
    expect(dates).toEqual([...dates].sort().reverse());
    expect((await s.json("/api/rest/v2/blog-posts?urlKey=post-3")).body.member[0].urlKey).toBe("post-3");
    expect((await s.json("/api/rest/v2/blog-categories")).body.member.map((c: any) => c.urlKey)).toEqual(["news", "guides"]);
    const countries = (await s.json("/api/rest/v2/countries")).body.member as any[];
    const au = countries.find((c) => c.id === "AU");
    expect(au).toMatchObject({ iso2Code: "AU", iso3Code: "AUS", name: "Australia" });
    expect(au.availableRegions.map((r: any) => r.code)).toContain("NSW");
  });

  it("url-resolver resolves products, categories, CMS pages, blog posts, and not_found", async () => {
    const product = (await s.json("/api/rest/v2/products?itemsPerPage=1")).body.member[0];
    const r = async (path: string) => (await s.json(`/api/rest/v2/url-resolver?path=${encodeURIComponent(path)}`)).body.member[0];
    expect(await r(`/${product.urlKey}`)).toMatchObject({ type: "product", id: product.id });
    expect(await r("/tools/power-tools")).toMatchObject({ type: "category" });
    expect(await r("/about-us")).toMatchObject({ type: "cms_page", identifier: "about-us" });
    expect(await r("/blog/post-2")).toMatchObject({ type: "blog_post", identifier: "post-2" });
    expect(await r("/")).toMatchObject({ type: "cms_page", identifier: "home" });
    expect(await r("/no/such/thing")).toMatchObject({ type: "not_found", id: null });
    expect((await s.json("/api/rest/v2/url-resolver")).status).toBe(400);
  });
});
