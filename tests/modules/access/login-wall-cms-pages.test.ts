/**
 * Behind the login wall guests read only the CMS pages `exemptCmsPages` lists, from the API as from the worker (the
 * API once served them every page while the worker enforced the list).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import access from "../../../src/modules/access-gate/index.ts";
import { startTestServer, type TestServer } from "../../helpers/server.ts";
import { TEST_API_PASSWORD } from "../../helpers/db-template.ts";
import { customer, setConfig } from "./helpers.ts";

let s: TestServer;
let open: { id: number; identifier: string };
let closed: { id: number; identifier: string };

beforeAll(async () => {
  s = await startTestServer({ modules: [access as never] });
  const pages = await s.app.db.cmsPage.findMany({ where: { isActive: true }, orderBy: { id: "asc" }, select: { id: true, identifier: true } });
  expect(pages.length).toBeGreaterThan(1);
  [open, closed] = [pages[0]!, pages[1]!];
  await setConfig(s, { enabled: "1", requireLogin: "1", exemptCmsPages: open.identifier });
});
afterAll(async () => {
  await s?.close();
});

describe("with exemptCmsPages and the login wall on, the API serves guests the exempt CMS pages only", () => {
  it("REST: a guest reads the exempt page only; the others are 401 login_required, left out of the list, 404 by id", async () => {
    const ok = await s.json(`/api/rest/v2/cms-pages?identifier=${open.identifier}`);
    expect(ok.status).toBe(200);
    expect(ok.body.member.map((p: { identifier: string }) => p.identifier)).toEqual([open.identifier]);
    const refused = await s.json(`/api/rest/v2/cms-pages?identifier=${closed.identifier}`);
    expect(refused.status).toBe(401);
    expect(refused.body.code).toBe("login_required");
    expect(JSON.stringify(refused.body)).not.toContain("content");
    const all = await s.json("/api/rest/v2/cms-pages");
    expect(all.status).toBe(200);
    expect(all.body.member.map((p: { identifier: string }) => p.identifier)).toEqual([open.identifier]);
    expect((await s.json(`/api/rest/v2/cms-pages/${closed.id}`)).status).toBe(404);
    expect((await s.json(`/api/rest/v2/cms-pages/${open.id}`)).status).toBe(200);
  });

  it("GraphQL: cmsPage of another page is refused with login_required, cmsPages lists the exempt page only", async () => {
    const one = await s.gql(`query($i:String!){cmsPage(identifier:$i){identifier content}}`, { i: closed.identifier });
    expect(one.errors?.[0]?.extensions?.code).toBe("login_required");
    expect(JSON.stringify(one.data ?? null)).not.toContain('content":"');
    const list = await s.gql(`{cmsPages{identifier}}`);
    expect(list.errors).toBeUndefined();
    expect((list.data as any).cmsPages).toEqual([{ identifier: open.identifier }]);
    const mine = await s.gql(`query($i:String!){cmsPage(identifier:$i){identifier}}`, { i: open.identifier });
    expect((mine.data as any).cmsPage).toEqual({ identifier: open.identifier });
  });

  it("customers and the worker's API user still read every page; with the wall off guests do too", async () => {
    const jane = await customer(s, "jane@example.com");
    expect((await s.json(`/api/rest/v2/cms-pages?identifier=${closed.identifier}`, { token: jane })).status).toBe(200);
    const basic = await s.json(`/api/rest/v2/cms-pages`, { basic: ["storefront", TEST_API_PASSWORD] });
    expect(basic.body.member.length).toBeGreaterThan(1);
    await setConfig(s, { requireLogin: "0" });
    expect((await s.json(`/api/rest/v2/cms-pages?identifier=${closed.identifier}`)).status).toBe(200);
    await setConfig(s, { requireLogin: "1" });
  });
});
