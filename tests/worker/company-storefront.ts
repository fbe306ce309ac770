/**
 * The company pages' test fixture: the storefront worker in workerd (Miniflare) in front of the real backend with the
 * company module (the demo's Northwind Trading and Contoso Builders), and a browser's cookie jar, form posts from the
 * storefront's own origin, and page reads.
 */
import { afterAll, beforeAll, expect } from "vitest";
import type { Miniflare } from "miniflare";
import { startTestServer, type TestServer } from "../helpers/server.ts";
import company from "../../src/modules/company/index.ts";
import { TEST_API_PASSWORD, TEST_CUSTOMER_PASSWORD } from "../helpers/db-template.ts";
import { bundleWorker, type BackendProxy, SECRET, startProxy, startWorker } from "./harness.ts";

export let server: TestServer;
let proxy: BackendProxy;
let mf: Miniflare;
export let url: string;

/** the worker in workerd in front of a real backend with the company module, synced (config, countries), for this file */
export function useCompanyStorefront() {
  beforeAll(async () => {
    proxy = await startProxy("");
    ({ mf, url } = await startWorker(await bundleWorker(), {
      BACKEND_URL: proxy.url,
      SYNC_SECRET: SECRET,
      BACKEND_BASIC_AUTH: `storefront:${TEST_API_PASSWORD}`,
      ALLOW_HTTP: "1",
      B2B_MODULES: "company",
    }));
    server = await startTestServer({
      modules: [company as never],
      settings: { storefrontUrl: url, syncSecret: SECRET, storefrontSync: { cron: "", baseDelayMs: 50, batchMs: 20 } },
    });
    proxy.backend = server.url;
    const r = await fetch(`${url}/sync/config`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ secret: SECRET }) });
    expect(r.status).toBe(200);
    const countries = await fetch(`${url}/sync/countries`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ secret: SECRET }),
    });
    expect(countries.status).toBe(200);
  }, 60_000);

  afterAll(async () => {
    await mf?.dispose();
    await proxy?.close();
    await server?.close();
  });
}

/** the cookies a browser keeps for the storefront (login, cart) */
export class Jar {
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

/** a form post as Chromium sends it from the storefront's own page */
export const post = async (jar: Jar, path: string, fields: Record<string, string> | URLSearchParams) =>
  jar.take(
    await fetch(url + path, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: url, "sec-fetch-site": "same-origin", cookie: String(jar) },
      body: fields instanceof URLSearchParams ? fields : new URLSearchParams(fields),
    }),
  );
export const page = async (jar: Jar, path: string) => {
  const r = jar.take(await fetch(url + path, { redirect: "manual", headers: { cookie: String(jar) } }));
  return { status: r.status, html: await r.text() };
};
export const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");
/** the names of the links in the company's own menu */
export const companyLinks = (html: string) =>
  [...(/<nav class="company-sections"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? "").matchAll(/<a [^>]*>([^<]+)<\/a>/g)].map((m) => m[1]);

export async function logIn(email: string): Promise<Jar> {
  const jar = new Jar();
  const r = await post(jar, "/account/login", { email, password: TEST_CUSTOMER_PASSWORD, next: "/account" });
  expect(r.status, email).toBe(303);
  return jar;
}
