/**
 * Behind the login wall a guest resolves the exempt CMS pages and the wall's landing page, and nothing else
 * (`/url-resolver?path=about-us` was once 401 although `about-us` is exempt, while `/cms-pages?identifier=about-us`
 * was 200).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import access from "../../../src/modules/access-gate/index.ts";
import { startTestServer, type TestServer } from "../../helpers/server.ts";
import { TEST_API_PASSWORD } from "../../helpers/db-template.ts";
import { customer, setConfig } from "./helpers.ts";

let s: TestServer;
let open: string;
let landing: string;
let closed: string;
let category: string;
let product: string;

beforeAll(async () => {
  s = await startTestServer({ modules: [access as never] });
  const pages = (await s.app.db.cmsPage.findMany({ where: { isActive: true }, orderBy: { id: "asc" }, select: { identifier: true } })).map((p) => p.identifier);
  expect(pages.length).toBeGreaterThan(2);
  open = pages.includes("about-us") ? "about-us" : pages[0]!;
  // the store's home page ("" resolves to it) is neither exempt nor the landing page
  [landing, closed] = pages.filter((p) => p !== open && p !== "home") as [string, string];
  category = (await s.app.db.category.findFirstOrThrow({ where: { isActive: true, level: { gte: 2 } }, select: { urlPath: true } })).urlPath!;
  product = (await s.app.db.product.findFirstOrThrow({ where: { status: 1, visibility: 4 }, select: { urlKey: true } })).urlKey;
  await setConfig(s, { enabled: "1", requireLogin: "1", exemptCmsPages: open, loginRedirect: landing });
});
afterAll(async () => {
  await s?.close();
});

const resolve = (path: string, init: { token?: string; basic?: [string, string] } = {}) =>
  s.json(`/api/rest/v2/url-resolver?path=${encodeURIComponent(path)}`, init);

describe("the URL resolver behind the login wall resolves the exempt pages and the landing page only", () => {
  it("REST: a guest resolves the exempt page and the landing page; a closed page, a category, a product and an unknown path are 401 login_required", async () => {
    expect((await s.json(`/api/rest/v2/cms-pages?identifier=${open}`)).status).toBe(200);
    for (const path of [open, `/${open}/`, landing]) {
      const r = await resolve(path);
      expect(r.status, path).toBe(200);
      expect(r.body.member[0]).toMatchObject({ type: "cms_page", identifier: path.replace(/\//g, "") });
    }
    for (const path of [closed, category, product, "no-such-path-h3", ""]) {
      const r = await resolve(path);
      expect(r.status, path).toBe(401);
      expect(r.body.code, path).toBe("login_required");
      expect(JSON.stringify(r.body), path).not.toMatch(/"type":"(category|product|cms_page|not_found)"/);
    }
  });

  it("GraphQL: urlResolver answers the exempt page and refuses the rest with login_required", async () => {
    const q = `query($p: String!) { urlResolver(path: $p) { type identifier } }`;
    expect((await s.gql(q, { p: open })).data).toEqual({ urlResolver: { type: "cms_page", identifier: open } });
    for (const p of [closed, category, product]) {
      const r = await s.gql(q, { p });
      expect(r.errors?.[0]?.extensions?.code, JSON.stringify(r)).toBe("login_required");
      expect(r.data?.urlResolver ?? null, p).toBeNull();
    }
    // beside a field the wall does not exempt, the whole operation is refused before it runs, as before
    const mixed = await s.fetch("/graphql", {
      method: "POST",
      json: { query: `query($p: String!) { urlResolver(path: $p) { type } categories { id } }`, variables: { p: open } },
    });
    expect(mixed.status).toBe(401);
    expect((await mixed.json()).code).toBe("login_required");
  });

  it("customers, the worker's API user and guests with the wall off resolve everything", async () => {
    const jane = await customer(s, "jane@example.com");
    for (const init of [{ token: jane }, { basic: ["storefront", TEST_API_PASSWORD] as [string, string] }]) {
      expect((await resolve(category, init)).body.member[0].type).toBe("category");
      expect((await resolve(product, init)).body.member[0].type).toBe("product");
      expect((await resolve(closed, init)).body.member[0].type).toBe("cms_page");
    }
    await setConfig(s, { requireLogin: "0" });
    expect((await resolve(category)).body.member[0].type).toBe("category");
    expect((await resolve(closed)).body.member[0].type).toBe("cms_page");
    await setConfig(s, { requireLogin: "1" });
  });
});
