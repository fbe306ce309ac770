/**
 * The backend serves the admin console's bundle (admin/dist, built by the test setup when
 * missing or stale) at /admin with a strict CSP; client routes fall back to index.html; hashed assets are
 * immutable; a missing bundle is a clear 503; the bundle names no other origin.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../helpers/server.ts";
import { ADMIN_DIST } from "../../scripts/admin-bundle.ts";

let server: TestServer;
let unbuilt: TestServer;
const empty = fs.mkdtempSync(path.join(os.tmpdir(), "admin-dist-"));

beforeAll(async () => {
  server = await startTestServer();
  unbuilt = await startTestServer({ adminDistDir: empty });
});
afterAll(async () => {
  await server?.close();
  await unbuilt?.close();
  fs.rmSync(empty, { recursive: true, force: true });
});

const CSP =
  /^default-src 'self'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self' data:;.*frame-ancestors 'none'; base-uri 'none'; form-action 'self'$/;

function assets(): string[] {
  return fs.readdirSync(path.join(ADMIN_DIST, "assets")).map((f) => path.join(ADMIN_DIST, "assets", f));
}

describe("/admin", () => {
  it("answers index.html with the strict CSP, nosniff, no referrer and no-cache, for /admin/ and every client route", async () => {
    for (const p of ["/admin/", "/admin/customers", "/admin/trade-applications/12"]) {
      const r = await server.fetch(p);
      expect(r.status, p).toBe(200);
      expect(r.headers.get("content-type")).toMatch(/^text\/html/);
      expect(r.headers.get("content-security-policy")).toMatch(CSP);
      expect(r.headers.get("x-content-type-options")).toBe("nosniff");
      expect(r.headers.get("referrer-policy")).toBe("no-referrer");
      expect(r.headers.get("cache-control")).toBe("no-cache");
      const html = await r.text();
      expect(html).toContain('<div id="app"></div>');
      // nothing inline: the CSP allows no inline script or style
      expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
      expect(html).not.toMatch(/<style|style=/);
    }
    const bare = await server.fetch("/admin", { redirect: "manual" });
    expect(bare.status).toBe(308);
    expect(bare.headers.get("location")).toBe("/admin/");
  });

  it("serves the hashed assets immutable with their types, and nothing outside admin/dist/assets", async () => {
    const html = await (await server.fetch("/admin/")).text();
    const refs = [...html.matchAll(/(?:src|href)="(\/admin\/assets\/[^"]+)"/g)].map((m) => m[1]!);
    expect(refs.some((r) => r.endsWith(".js"))).toBe(true);
    expect(refs.some((r) => r.endsWith(".css"))).toBe(true);
    for (const ref of refs) {
      const r = await server.fetch(ref);
      expect(r.status, ref).toBe(200);
      expect(r.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(r.headers.get("content-type")).toMatch(ref.endsWith(".js") ? /^text\/javascript/ : /^text\/css/);
      expect(r.headers.get("x-content-type-options")).toBe("nosniff");
    }
    for (const p of ["/admin/assets/nope.js", "/admin/assets/..%2Findex.html", "/admin/assets/..%2F.source-hash", "/admin/assets/%2e%2e/%2e%2e/package.json"]) {
      expect((await server.fetch(p)).status, p).toBe(404);
    }
  });

  it("the bundle loads nothing from another origin: no absolute http(s) or protocol-relative URL but XML namespace names", () => {
    const found: string[] = [];
    for (const file of assets()) {
      const text = fs.readFileSync(file, "utf8");
      // absolute URLs anywhere, protocol-relative ones as string literals ("//cdn.example/x.js")
      for (const m of text.matchAll(/https?:\/\/[a-z0-9.-]+\.[a-z]{2,}[^\s"'`)]*|(?<=["'`])\/\/[a-z0-9.-]+\.[a-z]{2,}[^\s"'`)]*/gi)) {
        // the DOM's namespace identifiers (never fetched): http://www.w3.org/1999/xhtml, /2000/svg, /1998/Math/MathML
        if (/^http:\/\/www\.w3\.org\/(1999\/xhtml|2000\/svg|1998\/Math\/MathML|1999\/xlink|XML\/1998\/namespace)/.test(m[0])) continue;
        // links to documentation inside the rules editor's parser messages (Chevrotain's grammar errors), text a
        // developer reads in an error, never a request; listed one host each so a new host still fails
        if (/^https:\/\/(chevrotain\.io\/docs\/|github\.com\/chevrotain\/chevrotain\/issues(\/|$)|en\.wikipedia\.org\/wiki\/LL_parser)/.test(m[0])) continue;
        found.push(`${path.basename(file)}: ${m[0]}`);
      }
      expect(text, path.basename(file)).not.toMatch(/@import|url\(\s*["']?(https?:)?\/\//i);
    }
    expect(found).toEqual([]);
  });

  it("without a built bundle, /admin/ is a 503 page that says how to build it", async () => {
    const r = await unbuilt.fetch("/admin/customers");
    expect(r.status).toBe(503);
    expect(r.headers.get("content-security-policy")).toMatch(CSP);
    expect(await r.text()).toContain("npm run build:admin");
  });

  it("GET / links the console", async () => {
    expect(await (await server.fetch("/")).text()).toContain('href="/admin/"');
  });
});
