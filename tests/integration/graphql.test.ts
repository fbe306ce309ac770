import http from "node:http";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createClient } from "graphql-ws";
import WebSocket from "ws";
import { print } from "graphql";
import { startTestServer, type TestServer } from "../helpers/server.ts";
import { TEST_CUSTOMER_PASSWORD } from "../helpers/db-template.ts";
import access from "../../src/modules/access-gate/index.ts";
import { RestProductDocument, type RestProductQuery, type RestProductQueryVariables } from "../../src/generated/rest/graphql.ts";

let s: TestServer;
/** the demo catalogue with the access gate and its demo rules (prices hidden per child of composites, a hidden category) */
let gated: TestServer;
beforeAll(async () => {
  [s, gated] = await Promise.all([startTestServer(), startTestServer({ modules: [access as never] })]);
});
afterAll(async () => Promise.all([s?.close(), gated?.close()]));

const LISTING = `query($n: Int) { products(itemsPerPage: $n) { totalItems member { id sku price finalPrice tierPrices { price } categoryIds relatedProducts { id } customOptions { title values { title } } mediaGallery { url } attributes extensions } } }`;

describe("GraphQL", () => {
  it("serves GraphiQL on GET with Accept: text/html", async () => {
    const r = await s.fetch("/graphql", { headers: { accept: "text/html" } });
    expect(r.status).toBe(200);
    expect(await r.text()).toContain("GraphiQL");
  });

  it("codegen's typed documents run as they are (the REST facade's own operations)", async () => {
    const res = await s.fetch("/graphql", {
      method: "POST",
      json: {
        query: print(RestProductDocument),
        variables: { urlKey: (await s.json("/api/rest/v2/products?itemsPerPage=1")).body.member[0].urlKey } satisfies RestProductQueryVariables,
      },
    });
    const { data } = (await res.json()) as { data: RestProductQuery };
    expect(data.product?.sku).toBeTruthy();
    expect(data.product?.extensions).toEqual({});
  });

  it("the same listing as REST", async () => {
    const g = await s.gql(LISTING, { n: 10 });
    const r = await s.json("/api/rest/v2/products?itemsPerPage=10");
    expect(g.data.products.member.map((p: any) => p.id)).toEqual(r.body.member.map((p: any) => p.id));
    expect(g.data.products.totalItems).toBe(r.body.totalItems);
  });

  it("the number of SQL statements for a page of products does not grow with the page size", async () => {
    const count = async (run: () => Promise<unknown>) => {
      await run(); // warm the small caches (attributes, config, stores)
      // ...but not the product rows and facets: every product is loaded from the database
      s.app.productRows.evict("all");
      s.app.facets.clear();
      const before = s.app.dbHandle.stats.statements;
      await run();
      return s.app.dbHandle.stats.statements - before;
    };
    const g10 = await count(() => s.gql(LISTING, { n: 10 }));
    const g100 = await count(() => s.gql(LISTING, { n: 100 }));
    expect(g10).toBeGreaterThan(0);
    expect(g100).toBe(g10);
    const r10 = await count(() => s.json("/api/rest/v2/products?itemsPerPage=10"));
    const r100 = await count(() => s.json("/api/rest/v2/products?itemsPerPage=100"));
    expect(r100).toBe(r10);
    const page = await s.gql(LISTING, { n: 100 });
    expect(page.data.products.member).toHaveLength(100);
  });

  it("the statement count stays fixed on the gated, composite-heavy path (cold caches, 10 and 100 products)", async () => {
    const count = async (run: () => Promise<{ n: number }>) => {
      await run();
      gated.app.productRows.evict("all");
      gated.app.facets.clear();
      const before = gated.app.dbHandle.stats.statements;
      const { n } = await run();
      return { statements: gated.app.dbHandle.stats.statements - before, n };
    };
    // by SKU the bundles (BUN-) and configurables (CON-) come first: the 10-page is all composites
    const BY_SKU = `query($n: Int) { products(itemsPerPage: $n, sort: { field: sku }) { totalItems member { id sku type price finalPrice minimalPrice
      relatedProducts { id } groupedProducts { id price } bundleOptions { selections { id price } } extensions } } }`;
    const tokens = { guest: undefined, general: await gated.customerToken("jane@example.com", TEST_CUSTOMER_PASSWORD) };
    for (const [who, token] of Object.entries(tokens)) {
      const gql = (n: number) => async () => {
        const r = await gated.gql(BY_SKU, { n }, { token });
        expect(r.errors).toBeUndefined();
        const member = r.data.products.member as { type: string }[];
        if (n === 10) expect(member.every((p) => p.type === "bundle" || p.type === "configurable")).toBe(true);
        return { n: member.length };
      };
      const g10 = await count(gql(10));
      const g100 = await count(gql(100));
      expect([g10.n, g100.n], who).toEqual([10, 100]);
      expect(g100.statements, `${who}: GraphQL, 10 composites vs 100 products`).toBe(g10.statements);
      const rest = (n: number) => async () => ({ n: (await gated.json(`/api/rest/v2/products?itemsPerPage=${n}`, { token })).body.member.length });
      const r10 = await count(rest(10));
      const r100 = await count(rest(100));
      expect(r100.statements, `${who}: REST listing`).toBe(r10.statements);
    }
  });

  it("refuses queries deeper than the limit, and too many aliases", async () => {
    let q = "id";
    for (let i = 0; i < 14; i++) q = `id children { ${q} }`;
    const deep = await s.gql(`{ categories { ${q} } }`);
    expect(deep.errors?.[0]?.message).toMatch(/depth/i);
    const aliases = Array.from({ length: 20 }, (_, i) => `a${i}: storeConfig { storeCode }`).join(" ");
    expect((await s.gql(`{ ${aliases} }`)).errors?.[0]?.message).toMatch(/alias/i);
  });

  it("admin mutations need an admin token and return typed results", async () => {
    const token = await s.adminToken();
    const id = (await s.gql("{ products(itemsPerPage: 1) { member { id } } }")).data.products.member[0].id;
    const m = `mutation($id: Int!, $input: ProductInput!) { productUpdate(id: $id, input: $input) {
      __typename ... on ProductUpdateSuccess { data { id name price } } ... on Problem { code status message errors { field code } } } }`;
    const ok = await s.gql(m, { id, input: { name: "Renamed Zebra Widget", price: 12.5 } }, { token });
    expect(ok.data.productUpdate).toEqual({ __typename: "ProductUpdateSuccess", data: { id, name: "Renamed Zebra Widget", price: 12.5 } });
    // the search index follows the write
    expect((await s.json("/api/rest/v2/products?q=zebra")).body.member.map((p: any) => p.id)).toEqual([id]);
    const invalid = await s.gql(m, { id, input: { price: -1, urlKey: "Not A Key" } }, { token });
    expect(invalid.data.productUpdate).toMatchObject({ __typename: "Problem", code: "invalid", status: 422 });
    expect(invalid.data.productUpdate.errors.map((e: any) => e.field).sort()).toEqual(["price", "urlKey"]);
    const missing = await s.gql(m, { id: 999999, input: { name: "x" } }, { token });
    expect(missing.data.productUpdate).toMatchObject({ __typename: "Problem", code: "not_found", status: 404 });
    const dup = await s.gql(
      `mutation { productCreate(input: {sku: "${(await s.gql("{ products(itemsPerPage: 1) { member { sku } } }")).data.products.member[0].sku}", name: "Dup", price: 1}) { __typename ... on Problem { code status } } }`,
      {},
      { token },
    );
    expect(dup.data.productCreate).toEqual({ __typename: "Problem", code: "conflict", status: 409 });
    const anon = await s.gql(m, { id, input: { name: "hacked" } });
    expect(anon.errors?.[0]?.extensions?.code).toBe("login_required");
    expect((await s.gql(`{ product(id: ${id}) { name } }`)).data.product.name).toBe("Renamed Zebra Widget");
  });

  it("config values: admin-only reads and writes that take effect at once", async () => {
    const token = await s.adminToken();
    expect((await s.gql("{ configValues { path } }")).errors?.[0]?.extensions?.code).toBe("login_required");
    const customer = (await s.json("/api/rest/v2/auth/token", { method: "POST", json: { email: "jane@example.com", password: "customer-password-1" } })).body
      .token;
    expect((await s.gql("{ configValues { path } }", {}, { token: customer })).errors?.[0]?.extensions?.code).toBe("forbidden");
    const set = await s.gql(
      `mutation { configValueSet(path: "design/head/default_title", value: "Trade Depot", scope: store, scopeId: 1) { __typename } }`,
      {},
      { token },
    );
    expect(set.data.configValueSet.__typename).toBe("ConfigValueSetSuccess");
    expect((await s.json("/api/rest/v2/store-config")).body.defaultTitle).toBe("Trade Depot");
    const bad = await s.gql(`mutation { configValueSet(path: "../etc", value: "x") { __typename ... on Problem { code } } }`, {}, { token });
    expect(bad.data.configValueSet).toEqual({ __typename: "Problem", code: "invalid" });
  });

  it("catalogChanged over graphql-ws and over SSE", async () => {
    const token = await s.adminToken();
    const client = createClient({ url: `${s.url.replace("http", "ws")}/graphql`, webSocketImpl: WebSocket, lazy: false });
    const received: any[] = [];
    const sub = client.iterate({ query: "subscription { catalogChanged { entity ids } }" });
    // node:http rather than fetch: cancelling an endless fetch body trips an undici bug on Node 20
    let sseText = "";
    const sse = await new Promise<http.IncomingMessage>((resolve, reject) =>
      http
        .get(
          `${s.url}/graphql?query=${encodeURIComponent("subscription { catalogChanged { entity ids } }")}`,
          { headers: { accept: "text/event-stream" } },
          resolve,
        )
        .on("error", reject),
    );
    expect(sse.statusCode).toBe(200);
    sse.setEncoding("utf8");
    sse.on("data", (chunk: string) => (sseText += chunk));
    // publish until both subscribers have seen an event (subscription set-up is asynchronous; no fixed sleeps)
    const inFlight: Promise<unknown>[] = [];
    const publishUntil = setInterval(() => {
      inFlight.push(s.gql(`mutation { categoryCreate(name: "Sub ${Math.random().toString(36).slice(2)}") { __typename } }`, {}, { token }));
    }, 150);
    try {
      const first = await sub.next();
      received.push(first.value);
      await vi.waitFor(() => expect(sseText).toContain('"entity":"category"'), { timeout: 10_000, interval: 20 });
    } finally {
      clearInterval(publishUntil);
      await Promise.all(inFlight);
      sse.destroy();
      await sub.return?.();
      await client.dispose();
    }
    expect(received[0].data.catalogChanged.entity).toBe("category");
  });
});
