/**
 * A fifth module written from docs/architecture.md's worked example alone. The fixture
 * is the docs' code block (only its imports differ: the docs place it in src/modules/lead-time/, the
 * fixture lives in tests/fixtures/), so the example and what this test installs cannot drift apart.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { discoverModules } from "../../src/core/modules.ts";
import leadTime from "../fixtures/fifth-module.ts";
import { startTestServer, type TestServer } from "../helpers/server.ts";

const DOCS_PAGE = path.resolve("docs/architecture.md");
const FIXTURE = path.resolve("tests/fixtures/fifth-module.ts");

/** the ```ts block of the worked example: the one that opens with the file name src/modules/lead-time/index.ts */
function workedExample(): string {
  const md = fs.readFileSync(DOCS_PAGE, "utf8");
  const blocks = [...md.matchAll(/^```ts\n([\s\S]*?)^```$/gm)].map((m) => m[1]!);
  const ours = blocks.filter((b) => b.startsWith("// src/modules/lead-time/index.ts\n"));
  if (ours.length !== 1) throw new Error(`docs/architecture.md: expected one code block opening with // src/modules/lead-time/index.ts, found ${ours.length}`);
  return ours[0]!.slice(ours[0]!.indexOf("\n") + 1);
}

/** the docs' imports are relative to src/modules/lead-time/; a fixture's to tests/fixtures/ */
const asFixture = (code: string) => code.replaceAll('from "../../', 'from "../../src/');

let s: TestServer;
let admin: string;
beforeAll(async () => {
  s = await startTestServer({ modules: [leadTime as never] });
  admin = await s.adminToken();
});
afterAll(async () => {
  await s?.close();
});

const setConfig = (path: string, value: string | null) =>
  s.gql<{ configValueSet: { __typename: string; data?: boolean; code?: string; errors?: { field: string; code: string }[] } }>(
    `mutation ($path: String!, $value: String) {
      configValueSet(path: $path, value: $value) {
        __typename
        ... on ConfigValueSetSuccess { data }
        ... on Problem { code errors { field code } }
      }
    }`,
    { path, value },
    { token: admin },
  );

describe("a fifth module from the docs' worked example", () => {
  it("the fixture is the worked example's code block, imports aside", () => {
    expect(fs.readFileSync(FIXTURE, "utf8")).toBe(asFixture(workedExample()));
  });

  it("installs and is listed by discovery: its config endpoint, the store config's plugin manifests, a module folder", async () => {
    const off = await s.json("/api/rest/v2/b2b/leadtime/config");
    expect(off.status).toBe(200);
    expect(off.body).toEqual({ enabled: false });
    const cfg = await s.json("/api/rest/v2/store-config");
    expect(cfg.body.extensions.b2bPlugins).toContainEqual({ code: "b2b-leadtime", script: null, config: { enabled: false } });

    // discovery of module folders: the docs' file dropped into a modules directory is found by code and folder
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "b2b-fifth-"));
    try {
      fs.mkdirSync(path.join(dir, "lead-time"));
      const src = path.resolve("src");
      fs.writeFileSync(path.join(dir, "lead-time", "index.ts"), workedExample().replaceAll('from "../../', `from "${src}/`));
      expect((await discoverModules(null, dir)).map((m) => m.code)).toEqual(["leadtime"]);
      expect((await discoverModules(["lead-time"], dir)).map((m) => m.manifestCode)).toEqual(["b2b-leadtime"]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("its config section is set with configValueSet, checked against the module's schema", async () => {
    const bad = await setConfig("b2b_leadtime/days", "1000");
    expect(bad.data?.configValueSet).toMatchObject({ __typename: "Problem", code: "invalid", errors: [{ field: "value" }] });
    const unknown = await setConfig("b2b_leadtime/weeks", "2");
    expect(unknown.data?.configValueSet).toMatchObject({ code: "invalid", errors: [{ field: "path", code: "unknown_setting" }] });

    for (const [p, v] of [
      ["b2b_leadtime/enabled", "1"],
      ["b2b_leadtime/days", "5"],
      ["b2b_leadtime/note", "Made to order"],
    ] as const) {
      expect((await setConfig(p, v)).data?.configValueSet).toEqual({ __typename: "ConfigValueSetSuccess", data: true });
    }
    const on = await s.json("/api/rest/v2/b2b/leadtime/config");
    expect(on.body).toEqual({ enabled: true, days: 5, note: "Made to order" });
    const cfg = await s.json("/api/rest/v2/store-config");
    expect(cfg.body.extensions.b2bPlugins).toContainEqual({ code: "b2b-leadtime", script: null, config: { days: 5 } });
  });

  it("adds a REST route (in the OpenAPI document), a GraphQL field and an observer of api_product_dto_build", async () => {
    const rest = await s.json("/api/rest/v2/b2b/leadtime/estimate");
    expect(rest.status).toBe(200);
    expect(rest.body).toEqual({ days: 5, note: "Made to order" });
    const openapi = await s.json("/api/rest/v2/openapi.json");
    expect(Object.keys(openapi.body.paths)).toContain("/api/rest/v2/b2b/leadtime/estimate");

    const gql = await s.gql<{ products: { member: { sku: string; leadTimeDays: number | null }[] } }>(
      "{ products(itemsPerPage: 2) { member { sku leadTimeDays } } }",
    );
    expect(gql.errors).toBeUndefined();
    expect(gql.data!.products.member).toHaveLength(2);
    for (const p of gql.data!.products.member) expect(p.leadTimeDays).toBe(5);

    const list = await s.json("/api/rest/v2/products?itemsPerPage=3");
    expect(list.body.member).toHaveLength(3);
    for (const p of list.body.member) expect(p.extensions.leadTime).toEqual({ days: 5, note: "Made to order" });
    const one = await s.json(`/api/rest/v2/products/${list.body.member[0].id}`);
    expect(one.body.extensions.leadTime).toEqual({ days: 5, note: "Made to order" });
  });

  it("switched off again: the route answers 404 module_disabled, the field null, the observer adds nothing", async () => {
    await setConfig("b2b_leadtime/enabled", "0");
    const rest = await s.json("/api/rest/v2/b2b/leadtime/estimate");
    expect(rest.status).toBe(404);
    expect(rest.body.code).toBe("module_disabled");
    const gql = await s.gql<{ products: { member: { leadTimeDays: number | null }[] } }>("{ products(itemsPerPage: 1) { member { leadTimeDays } } }");
    expect(gql.data!.products.member[0]!.leadTimeDays).toBeNull();
    const list = await s.json("/api/rest/v2/products?itemsPerPage=1");
    expect(list.body.member[0].extensions.leadTime).toBeUndefined();
    expect((await s.json("/api/rest/v2/b2b/leadtime/config")).body).toEqual({ enabled: false });
  });
});
