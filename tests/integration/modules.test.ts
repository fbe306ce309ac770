import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../helpers/server.ts";
import { TEST_CUSTOMER_PASSWORD } from "../helpers/db-template.ts";
import { testModule, seen } from "../fixtures/test-module.ts";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { discoverModules } from "../../src/core/modules.ts";
import { createContext } from "../../src/core/context.ts";
import { withTransaction } from "../../src/core/unit-of-work.ts";
import { setApprovalStatus } from "../../src/customer/service.ts";

let s: TestServer;
let bare: TestServer;
beforeAll(async () => {
  [s, bare] = await Promise.all([startTestServer({ modules: [testModule as never] }), startTestServer()]);
});
afterAll(async () => {
  await s?.close();
  await bare?.close();
});

describe("module contract", () => {
  it("discovery: 200 with the public config of an installed module, 404 otherwise (pricing included)", async () => {
    const r = await s.json("/api/rest/v2/b2b/testgate/config");
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ enabled: true, hiddenPriceMessage: "Log in for prices", hideWholesaleSkus: true });
    expect(r.body).not.toHaveProperty("secretApiKey");
    for (const code of ["pricing", "access", "nothing"]) {
      const x = await s.json(`/api/rest/v2/b2b/${code}/config`);
      expect(x.status).toBe(404);
      expect(x.body.code).toBe("module_not_installed");
    }
    expect((await bare.json("/api/rest/v2/b2b/testgate/config")).status).toBe(404);
  });

  it("a switched-off module answers enabled:false, store scope overriding default", async () => {
    await s.app.config.set("b2b_testgate/enabled", "0", "store", 2);
    const au = await s.json("/api/rest/v2/b2b/testgate/config", { headers: { "x-store-code": "au" } });
    expect(au.body).toEqual({ enabled: false });
    expect((await s.json("/api/rest/v2/b2b/testgate/config")).body.enabled).toBe(true);
    await s.app.config.unset("b2b_testgate/enabled", "store", 2);
  });

  it("store config lists the plugin manifest; the client script is served", async () => {
    const cfg = await s.json("/api/rest/v2/store-config");
    expect(cfg.body.extensions.b2bPlugins).toEqual([
      { code: "b2b-testgate", script: "/plugins/b2b-testgate.js", config: { hiddenPriceMessage: "Log in for prices" } },
    ]);
    const js = await s.fetch("/plugins/b2b-testgate.js");
    expect(js.status).toBe(200);
    expect(js.headers.get("content-type")).toContain("javascript");
    expect(await js.text()).toContain("export function init");
    expect((await s.fetch("/plugins/b2b-nothing.js")).status).toBe(404);
    expect((await bare.fetch("/plugins/b2b-testgate.js")).status).toBe(404);
  });

  it("api_product_dto_build runs on listings and details with the payload docs/architecture.md gives it; modules annotate DTOs", async () => {
    seen.dtoBuild.length = 0;
    const list = await s.json("/api/rest/v2/products?itemsPerPage=5");
    expect(list.body.member[0].price).toBeNull();
    expect(list.body.member[0].extensions.testGate).toEqual({ hidePrice: true, message: "Log in for prices" });
    await s.json(`/api/rest/v2/products/${list.body.member[0].id}`);
    expect(seen.dtoBuild.filter((e) => e.for_listing)).toHaveLength(5);
    expect(seen.dtoBuild.filter((e) => !e.for_listing)).toHaveLength(1);
    expect(seen.dtoBuild[0]).toEqual({ for_listing: true, customer_group_id: 0, store_id: 1 });
    const token = (await s.json("/api/rest/v2/auth/token", { method: "POST", json: { email: "trade@example.com", password: TEST_CUSTOMER_PASSWORD } })).body
      .token;
    const asTrade = await s.json("/api/rest/v2/products?itemsPerPage=5", { token });
    expect(asTrade.body.member[0].price).not.toBeNull();
    expect(seen.dtoBuild.at(-1)!.customer_group_id).toBe(2);
  });

  it("each hook is declared by what dispatches it: the kernel's, the domains' and a module's observers all run, whatever installed first", async () => {
    const owner = (name: string) => s.app.events.spec(name)?.owner;
    expect(
      ["controller_action_predispatch", "response_cache_vary", "customer_login_before", "customer_login_after", "customer_token_check"].map(owner),
    ).toEqual(Array(5).fill("core"));
    expect(["api_product_dto_build", "catalog_product_save_after", "core_block_abstract_to_html_before", "core_layout_block_create_after"].map(owner)).toEqual(
      Array(4).fill("catalog"),
    );
    expect(["core_block_abstract_to_html_after", "cms_page_load_after", "url_resolver_result"].map(owner)).toEqual(Array(3).fill("content"));
    expect(owner("catalog_product_type_prepare_full_options")).toBe("cart");
    expect(["customer_register_before", "customer_register_after", "customer_approval_status_changed", "customer_credentials_changed"].map(owner)).toEqual(
      Array(4).fill("customer"),
    );
    // the same on the app without modules: a domain's hooks are declared with the domain, not with a module observing them
    expect(bare.app.events.spec("api_product_dto_build")?.owner).toBe("catalog");
    expect(bare.app.events.spec("cms_page_load_after")?.owner).toBe("content");
  });

  it("the cart closes a rejected customer's carts: its reaction to the customer domain's approval state change, no module installed", async () => {
    const token = await bare.customerToken("jane@example.com", TEST_CUSTOMER_PASSWORD);
    const product = (await bare.json("/api/rest/v2/products?itemsPerPage=1")).body.member[0];
    expect((await bare.json("/api/rest/v2/cart/items", { method: "POST", json: { sku: product.sku, qty: 1 }, token })).status).toBe(200);
    const jane = await bare.app.db.customer.findFirstOrThrow({ where: { email: "jane@example.com" } });
    expect(await bare.app.db.cart.count({ where: { customerId: jane.id, status: "active" } })).toBe(1);
    const ctx = await createContext(bare.app, { headers: { get: () => null }, ip: "127.0.0.1" });
    // a change from a state the row is no longer in changes nothing
    expect(await withTransaction(ctx, (tx) => setApprovalStatus(tx, { ...jane, approvalStatus: "pending" }, "rejected"))).toBeNull();
    expect(await bare.app.db.cart.count({ where: { customerId: jane.id, status: "active" } })).toBe(1);
    const rejected = await withTransaction(ctx, (tx) => setApprovalStatus(tx, jane, "rejected"));
    expect(rejected).toMatchObject({ approvalStatus: "rejected", isApproved: false });
    expect(await bare.app.db.cart.count({ where: { customerId: jane.id, status: "active" } })).toBe(0);
    expect(await bare.app.db.cart.count({ where: { customerId: jane.id, status: "closed" } })).toBeGreaterThanOrEqual(1);
    // without the approval module nothing refuses the token; activated again, the cart starts afresh
    const active = await withTransaction(ctx, (tx) => setApprovalStatus(tx, rejected!, "active"));
    expect(active).toMatchObject({ approvalStatus: "active", isApproved: true });
    expect(await bare.app.db.cart.count({ where: { customerId: jane.id, status: "active" } })).toBe(0);
  });

  it("productVisibility hides products from results and counts; listing hooks drop sort and filter options", async () => {
    const withModule = await s.json("/api/rest/v2/products?itemsPerPage=100");
    const without = await bare.json("/api/rest/v2/products?itemsPerPage=100");
    const hidden = without.body.member.filter((p: any) => p.sku.startsWith("WH-")).length;
    expect(hidden).toBeGreaterThan(0);
    expect(withModule.body.totalItems).toBe(without.body.totalItems - (await countWh(bare)));
    expect(withModule.body.member.some((p: any) => p.sku.startsWith("WH-"))).toBe(false);
    expect(withModule.body.sortOptions.map((o: any) => o.code)).not.toContain("price");
    expect(withModule.body.filters.map((f: any) => f.code)).not.toContain("price");
    expect(without.body.sortOptions.map((o: any) => o.code)).toContain("price");
    const wh = without.body.member.find((p: any) => p.sku.startsWith("WH-"));
    expect((await s.json(`/api/rest/v2/products/${wh.id}`)).status).toBe(404);
  });

  it("controller_action_predispatch sees every REST and GraphQL request and can refuse it", async () => {
    seen.predispatch.length = 0;
    await s.json("/api/rest/v2/countries");
    await s.gql("{ testGateStatus }");
    expect(seen.predispatch).toEqual(["countries_list", "graphql"]);
    const r = await s.json("/api/rest/v2/countries", { headers: { "x-test-wall": "1" } });
    expect(r.status).toBe(401);
    expect(r.body).toMatchObject({ code: "login_required", redirectTo: "/login-required" });
  });

  it("modules add GraphQL fields and REST routes; unexpected errors are masked", async () => {
    expect((await s.gql("{ testGateStatus }")).data).toEqual({ testGateStatus: "group 0" });
    expect((await s.json("/api/rest/v2/b2b/testgate/ping")).body).toEqual({ pong: true, group: 0 });
    const boom = await s.gql("{ testGateBoom }");
    expect(boom.errors?.[0]?.message).toBe("Unexpected error.");
    expect(JSON.stringify(boom)).not.toContain("postgres://");
    expect((await bare.gql("{ testGateStatus }")).errors?.[0]?.message).toMatch(/Cannot query field/);
  });

  it("discovery: every module folder by default, B2B_MODULES picks by folder or code, unknown names are an error", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "b2b-modules-"));
    const fixture = path.resolve("tests/fixtures/test-module.ts");
    for (const name of ["alpha", "beta"]) {
      fs.mkdirSync(path.join(dir, name));
      fs.writeFileSync(
        path.join(dir, name, "index.ts"),
        `import { testModule } from ${JSON.stringify(fixture)};\nexport default { ...testModule, code: "${name}", manifestCode: "b2b-${name}" };\n`,
      );
    }
    fs.mkdirSync(path.join(dir, "not-a-module"));
    expect((await discoverModules(null, dir)).map((m) => m.code)).toEqual(["alpha", "beta"]);
    expect((await discoverModules(["beta"], dir)).map((m) => m.code)).toEqual(["beta"]);
    expect((await discoverModules(["b2b-alpha"], dir)).map((m) => m.code)).toEqual(["alpha"]);
    expect(await discoverModules([], dir)).toEqual([]);
    await expect(discoverModules(["gamma"], dir)).rejects.toThrow(/not present/);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});

async function countWh(server: TestServer) {
  return server.app.db.product.count({ where: { sku: { startsWith: "WH-" }, status: 1, visibility: { in: [2, 4] } } });
}
