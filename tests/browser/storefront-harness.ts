/**
 * The storefront worker in workerd (Miniflare) against the real backend on a loopback port (a real seeded database,
 * the access, approval and forms modules, a real SMTP peer for the mail), synced, with Chromium: what the issue 26
 * browser tests of the worker's pages share. `useStorefront()` starts it for the calling test file.
 */
import { afterAll, beforeAll, expect } from "vitest";
import type { Browser, Page } from "playwright-core";
import type { Miniflare } from "miniflare";
import { launchChromium } from "../helpers/browser.ts";
import { startTestServer, type TestServer } from "../helpers/server.ts";
import access from "../../src/modules/access-gate/index.ts";
import approval from "../../src/modules/customer-approval/index.ts";
import forms from "../../src/modules/custom-forms/index.ts";
import { TEST_API_PASSWORD } from "../helpers/db-template.ts";
import { startSmtpPeer, type SmtpPeer } from "../modules/approval/smtp-peer.ts";
import { bundleWorker, type BackendProxy, SECRET, startProxy, startWorker } from "../worker/harness.ts";

export interface GuestProduct {
  id: number;
  urlKey: string;
  type: string;
  price: number | null;
  inStock: boolean;
  extensions?: { b2bAccess?: { gateFlags?: { canCheckout?: boolean } } };
}

export interface Storefront {
  server: TestServer;
  proxy: BackendProxy;
  mf: Miniflare;
  /** the worker's origin */
  url: string;
  browser: Browser;
  smtp: SmtpPeer;
  /** every product a guest sees, as the backend lists them */
  guestProducts: GuestProduct[];
  /** a guest-buyable product of this type (a price, in stock, not blocked) */
  productOf(type: string): GuestProduct;
  /** logs in through the worker's login form and waits for the home page */
  logIn(page: Page, email: string, password: string): Promise<void>;
}

export function useStorefront(): Storefront {
  const s = { guestProducts: [] as GuestProduct[] } as Storefront;
  s.productOf = (type) => {
    const p = s.guestProducts.find((x) => x.type === type && x.price != null && x.inStock && x.extensions?.b2bAccess?.gateFlags?.canCheckout !== false);
    if (!p) throw new Error(`no guest-buyable ${type} product`);
    return p;
  };
  s.logIn = async (page, email, password) => {
    await page.goto(`${s.url}/account/login`);
    await page.fill("#login-email", email);
    await page.fill("#login-password", password);
    await page.click("form[action='/account/login'] button");
    await page.waitForURL(`${s.url}/`);
  };
  beforeAll(async () => {
    s.smtp = await startSmtpPeer();
    s.proxy = await startProxy("");
    ({ mf: s.mf, url: s.url } = await startWorker(await bundleWorker(), {
      BACKEND_URL: s.proxy.url,
      SYNC_SECRET: SECRET,
      BACKEND_BASIC_AUTH: `storefront:${TEST_API_PASSWORD}`,
      ALLOW_HTTP: "1",
      ASSET_HASH: "s26",
      B2B_MODULES: "access,approval,forms",
    }));
    s.server = await startTestServer({
      modules: [access as never, approval as never, forms as never],
      settings: {
        storefrontUrl: s.url,
        syncSecret: SECRET,
        storefrontSync: { cron: "", baseDelayMs: 50, batchMs: 20 },
        smtpUrl: s.smtp.url,
        mailOutbox: { pollMs: 100 },
      },
    });
    s.proxy.backend = s.server.url;
    const r = await fetch(`${s.url}/sync`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ secret: SECRET }) });
    expect(r.status).toBe(200);
    for (let page = 1; page <= 4; page++)
      s.guestProducts.push(...((await s.server.json(`/api/rest/v2/products?itemsPerPage=100&page=${page}`)).body.member as GuestProduct[]));
    s.browser = await launchChromium();
  }, 120_000);
  afterAll(async () => {
    await s.browser?.close();
    await s.mf?.dispose();
    await s.proxy?.close();
    await s.server?.close();
    await s.smtp?.close();
  });
  return s;
}
