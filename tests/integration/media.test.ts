import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { escapeXml } from "../../src/media/placeholder.ts";
import access from "../../src/modules/access-gate/index.ts";
import { setConfig } from "../modules/access/helpers.ts";
import { startTestServer, type TestServer } from "../helpers/server.ts";

const CDN = "https://cdn.example.test";
let s: TestServer;
let mediaDir: string;
let outside: string;

/** a request whose path goes on the wire exactly as written (fetch would normalise `..` away first) */
function rawGet(base: string, rawPath: string): Promise<{ status: number; body: string; type: string }> {
  const u = new URL(base);
  return new Promise((resolve, reject) => {
    const req = http.request({ host: u.hostname, port: u.port, path: rawPath, method: "GET" }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (c) => {
        body += c;
      });
      res.on("end", () => resolve({ status: res.statusCode ?? 0, body, type: String(res.headers["content-type"] ?? "") }));
    });
    req.on("error", reject);
    req.end();
  });
}

beforeAll(async () => {
  mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), "b2b-media-"));
  outside = fs.mkdtempSync(path.join(os.tmpdir(), "b2b-outside-"));
  fs.writeFileSync(path.join(outside, "secret.svg"), "<svg>SECRET-OUTSIDE</svg>");
  fs.mkdirSync(path.join(mediaDir, "catalog", "product"), { recursive: true });
  fs.writeFileSync(path.join(mediaDir, "catalog", "product", "real.png"), Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  fs.symlinkSync(path.join(outside, "secret.svg"), path.join(mediaDir, "leak.svg"));
  s = await startTestServer({ modules: [access as never], settings: { mediaDir } });
});
afterAll(async () => {
  await s?.close();
  fs.rmSync(mediaDir, { recursive: true, force: true });
  fs.rmSync(outside, { recursive: true, force: true });
});

describe("GET /media/*", () => {
  it("answers every image URL of a product listing page with an image and a year of public caching", async () => {
    const list = await s.json("/api/rest/v2/products?itemsPerPage=24");
    expect(list.status).toBe(200);
    const urls = new Set<string>();
    for (const p of list.body.member as any[]) {
      for (const u of [p.imageUrl, p.smallImageUrl, p.thumbnailUrl, ...p.mediaGallery.map((g: any) => g.url)]) if (u) urls.add(u);
    }
    expect(urls.size).toBeGreaterThan(10);
    for (const u of urls) {
      expect(u).toMatch(/^\/media\//);
      const r = await s.fetch(u);
      expect(r.status, u).toBe(200);
      expect(r.headers.get("content-type"), u).toMatch(/^image\//);
      expect(r.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(r.headers.get("vary")).toBeNull();
      const text = await r.text();
      expect(text).toMatch(/^<svg /);
    }
    // deterministic: the same path answers the same bytes
    const first = [...urls][0]!;
    expect(await (await s.fetch(first)).text()).toBe(await (await s.fetch(first)).text());
  });

  it("serves the logo of the store config and a product's downloadable sample", async () => {
    const cfg = await s.json("/api/rest/v2/store-config");
    const logo = await s.fetch(cfg.body.logoUrl);
    expect(logo.status).toBe(200);
    expect(logo.headers.get("content-type")).toBe("image/svg+xml");
    const dl = (await s.json("/api/rest/v2/products?itemsPerPage=100")).body.member.find((p: any) => p.type === "downloadable");
    const full = await s.json(`/api/rest/v2/products/${dl.id}`);
    const sample = full.body.downloadableLinks.find((l: any) => l.sampleUrl)?.sampleUrl;
    expect(sample).toBe("/media/samples/manual.pdf");
    const pdf = await s.fetch(sample);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");
  });

  it("serves a real file under the media root before any placeholder", async () => {
    const r = await s.fetch("/media/catalog/product/real.png");
    expect(r.status).toBe(200);
    expect(r.headers.get("content-type")).toBe("image/png");
    expect(new Uint8Array(await r.arrayBuffer())).toEqual(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  });

  it("answers a 404 problem for unknown paths", async () => {
    for (const p of ["/media/catalog/product/nope.svg", "/media/catalog/product/1.jpg", "/media/unknown/1.svg", "/media/", "/media/logo/Acme<x>.svg"]) {
      const r = await s.fetch(p);
      expect(r.status, p).toBe(404);
      expect(r.headers.get("content-type"), p).toContain("application/problem+json");
    }
  });

  it("refuses traversal: dot segments, encoded variants, absolute paths, backslashes and symlinks out of the root", async () => {
    const secret = fs.readFileSync(path.join(process.cwd(), "package.json"), "utf8").slice(0, 40);
    const attempts = [
      "/media/../package.json",
      "/media/../../package.json",
      "/media/%2e%2e/package.json",
      "/media/%2E%2E/%2e%2e/package.json",
      "/media/..%2fpackage.json",
      "/media/..%2F..%2Fpackage.json",
      "/media/%252e%252e/package.json",
      "/media/..%5cpackage.json",
      "/media/..\\package.json",
      "/media//etc/passwd",
      "/media/%2fetc%2fpasswd",
      `/media/${encodeURIComponent(path.join(process.cwd(), "package.json"))}`,
      "/media/catalog/%00.svg",
      "/media/leak.svg",
      `/media/..%2f${path.basename(outside)}%2fsecret.svg`,
    ];
    for (const p of attempts) {
      const r = await rawGet(s.url, p);
      expect([400, 404], p).toContain(r.status);
      expect(r.body, p).not.toContain(secret);
      expect(r.body, p).not.toContain("SECRET-OUTSIDE");
      expect(r.body, p).not.toContain("root:");
    }
  });

  // last in this block: it turns the wall on for the rest of the file's server
  it("is not behind the login wall (an <img> sends no token) while the catalogue is", async () => {
    await setConfig(s, { enabled: "1", requireLogin: "1" });
    expect((await s.fetch("/api/rest/v2/products?itemsPerPage=1")).status).not.toBe(200);
    const r = await rawGet(s.url, "/media/catalog/product/3.svg");
    expect(r.status).toBe(200);
    expect(r.type).toBe("image/svg+xml");
  });
});

describe("MEDIA_BASE_URL", () => {
  let cdn: TestServer;
  beforeAll(async () => {
    cdn = await startTestServer({ settings: { mediaBaseUrl: `${CDN}/` } });
  });
  afterAll(async () => cdn?.close());

  it("makes every media URL of the product DTOs and the store logo absolute, and the path still resolves", async () => {
    const list = await cdn.json("/api/rest/v2/products?itemsPerPage=24");
    const urls: string[] = [];
    for (const p of list.body.member as any[]) urls.push(p.imageUrl, p.thumbnailUrl, ...p.mediaGallery.map((g: any) => g.url));
    expect(urls.length).toBeGreaterThan(10);
    for (const u of urls) expect(u).toMatch(new RegExp(`^${CDN}/media/catalog/product/\\d+(-alt)?\\.svg$`));
    const gql = await cdn.gql("{ products(itemsPerPage: 3) { member { imageUrl mediaGallery { url } } } }");
    expect(gql.data.products.member[0].imageUrl.startsWith(`${CDN}/media/`)).toBe(true);
    expect((await cdn.json("/api/rest/v2/store-config")).body.logoUrl).toBe(`${CDN}/media/logo/acme.svg`);
    const served = await cdn.fetch(new URL(urls[0]!).pathname);
    expect(served.status).toBe(200);
    const simple = (list.body.member as any[]).find((p) => p.type === "simple" && p.inStock && !p.hasRequiredOptions);
    const cart = await cdn.json("/api/rest/v2/cart/items", { method: "POST", json: { sku: simple.sku, qty: 1 } });
    expect(cart.status, JSON.stringify(cart.body)).toBe(200);
    expect(cart.body.items[0].imageUrl).toBe(simple.imageUrl);
  });
});

describe("placeholder SVG text", () => {
  it("escapes markup", () => {
    expect(escapeXml(`<script>"a" & 'b'</script>`)).toBe("&lt;script&gt;&quot;a&quot; &amp; &apos;b&apos;&lt;/script&gt;");
  });
});
