/** Access gate: the login wall on REST, GraphQL and WebSocket, its exemptions, and API users. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient } from "graphql-ws";
import WebSocket from "ws";
import access from "../../../src/modules/access-gate/index.ts";
import { startTestServer, type TestServer } from "../../helpers/server.ts";
import { TEST_CUSTOMER_PASSWORD } from "../../helpers/db-template.ts";
import { customer, setConfig } from "./helpers.ts";

let s: TestServer;
let jane: string;
beforeAll(async () => {
  s = await startTestServer({ modules: [access as never] });
  jane = await customer(s, "jane@example.com");
  await setConfig(s, { enabled: "1", requireLogin: "1", loginRedirect: "trade-account", loginMessage: "Trade customers only: please log in" });
});
afterAll(async () => {
  await s?.close();
});

/** runs one operation over graphql-ws; resolves with the result, or the close code and reason */
async function overWs(query: string, token?: string): Promise<{ data?: any; errors?: any; closed?: { code: number; reason: string } }> {
  const client = createClient({
    url: `${s.url.replace("http", "ws")}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: token ? { authorization: `Bearer ${token}` } : {},
    retryAttempts: 0,
    lazy: true,
  });
  try {
    const it = client.iterate({ query });
    const first = await it.next();
    await it.return?.();
    return first.value as never;
  } catch (e) {
    const ev = e as { code?: number; reason?: string };
    return { closed: { code: ev.code ?? 0, reason: ev.reason ?? String(e) } };
  } finally {
    await client.dispose();
  }
}

describe("login wall", () => {
  it("REST catalogue routes answer 401 login_required with redirectTo to guests", async () => {
    for (const path of ["/api/rest/v2/products", "/api/rest/v2/categories", "/api/rest/v2/search?q=drill", "/api/rest/v2/cart"]) {
      const r = await s.json(path);
      expect(r.status, path).toBe(401);
      expect(r.body).toMatchObject({ code: "login_required", detail: "Trade customers only: please log in", redirectTo: "/trade-account" });
    }
    expect((await s.json("/api/rest/v2/products", { token: jane })).status).toBe(200);
  });

  it("exempt: auth, registration, the landing CMS page, discovery, plugin scripts, store config", async () => {
    expect((await s.json("/api/rest/v2/auth/token", { method: "POST", json: { email: "jane@example.com", password: TEST_CUSTOMER_PASSWORD } })).status).toBe(
      200,
    );
    const reg = await s.json("/api/rest/v2/customers", {
      method: "POST",
      json: { email: "walled@example.com", password: "password-123", firstName: "W", lastName: "All" },
    });
    expect(reg.status).toBe(201);
    // CMS pages: the wall's landing page and those `exemptCmsPages` lists (none here) only
    expect((await s.json("/api/rest/v2/cms-pages?identifier=trade-account")).status).toBe(200);
    expect((await s.json("/api/rest/v2/cms-pages?identifier=about-us")).status).toBe(401);
    const disc = await s.json("/api/rest/v2/b2b/access/config");
    expect(disc.status).toBe(200);
    expect(disc.body).toMatchObject({ requireLogin: true, loginRedirectUrl: "/trade-account" });
    expect((await s.fetch("/plugins/b2b-access.js")).status).toBe(200);
    expect((await s.json("/api/rest/v2/store-config")).status).toBe(200);
    // forgotten passwords and the newsletter (Maho's account routes a walled storefront still shows)
    expect((await s.json("/api/rest/v2/customers/password/forgot", { method: "POST", json: { email: "jane@example.com" } })).status).toBe(200);
    expect((await s.json("/api/rest/v2/newsletter/subscribe", { method: "POST", json: { email: "walled-news@example.com" } })).status).toBe(200);
    const forgot = await s.gql(`mutation { customerPasswordForgot(email: "jane@example.com") { __typename } }`);
    expect(forgot.errors).toBeUndefined();
    // the customer's own account routes stay walled for guests
    expect((await s.json("/api/rest/v2/customers/me/wishlist")).status).toBe(401);
  });

  it("GraphQL: catalogue fields are walled for guests; store config and registration are not", async () => {
    const walled = await s.json("/graphql", { method: "POST", json: { query: "{ products(itemsPerPage: 1) { totalItems } }" } });
    expect(walled.status).toBe(401);
    expect(walled.body).toMatchObject({ code: "login_required", redirectTo: "/trade-account" });
    // a fragment spread at the root does not get past it
    const sneaky = await s.json("/graphql", {
      method: "POST",
      json: { query: "query { storeConfig { storeName } ...F } fragment F on Query { products { totalItems } }" },
    });
    expect(sneaky.status).toBe(401);
    const open = await s.gql("{ storeConfig { storeName } countries { id } }");
    expect(open.errors).toBeUndefined();
    const get = await s.fetch(`/graphql?query=${encodeURIComponent("{ categories { id } }")}`, { headers: { accept: "application/json" } });
    expect(get.status).toBe(401);
    const mine = await s.gql("{ products(itemsPerPage: 1) { totalItems } }", {}, { token: jane });
    expect(mine.errors).toBeUndefined();
  });

  it("WebSocket: a guest's catalogue query or subscription closes the socket with 4401; a customer's runs", async () => {
    const q = await overWs("{ products(itemsPerPage: 1) { totalItems } }");
    expect(q.closed?.code).toBe(4401);
    expect(q.closed?.reason).toMatch(/log in/i);
    const sub = await overWs("subscription { catalogChanged { entity } }");
    expect(sub.closed?.code).toBe(4401);
    const ok = await overWs("{ products(itemsPerPage: 1) { totalItems } }", jane);
    expect(ok.data?.products.totalItems).toBeGreaterThan(0);
  });

  it("an API user (Basic) is not walled but told requiresLogin; a customer's token says logged in", async () => {
    const api = await s.json("/api/rest/v2/products?itemsPerPage=3", { basic: s.apiUser });
    expect(api.status).toBe(200);
    for (const p of api.body.member) expect(p.extensions.b2bAccess.gateFlags.requiresLogin).toBe(true);
    const c = await s.json("/api/rest/v2/products?itemsPerPage=3", { token: jane });
    for (const p of c.body.member) expect(p.extensions.b2bAccess.gateFlags.requiresLogin).toBe(false);
  });

  it("off again: guests browse", async () => {
    await setConfig(s, { requireLogin: "0" });
    expect((await s.json("/api/rest/v2/products")).status).toBe(200);
    expect((await overWs("{ products(itemsPerPage: 1) { totalItems } }")).data?.products.totalItems).toBeGreaterThan(0);
  });
});
