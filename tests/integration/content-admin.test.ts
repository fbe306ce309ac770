/**
 * The admin's content, against a real server: CMS pages, blocks, blog posts and categories created, read (inactive
 * ones too), changed and deleted through admin GraphQL; content sanitised on save (no script, handler or javascript:
 * URL; the custom forms' directive and marker kept); store views (an identifier unique per store view; the
 * storefront's GraphQL, REST and URL resolution show a store its own pages); each write audited with before and
 * after and announced on `catalogChanged` (the storefront's partial CMS sync); the preview renders the embedded
 * form; and every operation of the console's Content screen replayed as a guest, a customer and the API user is
 * refused and changes nothing.
 */
import { print, type DocumentNode } from "graphql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import forms from "../../src/modules/custom-forms/index.ts";
import type { CatalogChange } from "../../src/core/pubsub.ts";
import { startTestServer, type TestServer } from "../helpers/server.ts";
import { TEST_CUSTOMER_PASSWORD } from "../helpers/db-template.ts";
import { refused, replay, rootFields, PUBLIC_ROOT_FIELDS, type Op } from "../helpers/graphql-replay.ts";
import * as consoleOps from "../../admin/src/screens/content/operations.ts";

let s: TestServer;
let admin: string;
const heard: CatalogChange[] = [];

beforeAll(async () => {
  s = await startTestServer({ modules: [forms as never] });
  admin = await s.adminToken();
  void (async () => {
    for await (const c of s.app.pubsub.subscribe("catalogChanged")) heard.push(c);
  })();
}, 60_000);
afterAll(async () => {
  await s?.close();
});

const PAGE = "id identifier title rawContent content storeIds isActive metaKeywords";
const asAdmin = async <T = any>(query: string, variables: Record<string, unknown> = {}) => {
  const r = await s.gql<T>(query, variables, { token: admin });
  expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
  return r.data as T;
};
const result = (fields: string) => `__typename ... on Problem { code status errors { field code } } ${fields}`;
const createPage = async (input: Record<string, unknown>) =>
  (
    await asAdmin(`mutation($input: CmsPageInput!) { cmsPageCreate(input: $input) { ${result(`... on CmsPageCreateSuccess { data { ${PAGE} } }`)} } }`, {
      input,
    })
  ).cmsPageCreate;
const audits = (entityType: string, entityId: number) =>
  s.app.db.auditEntry.findMany({ where: { entityType, entityId: String(entityId) }, orderBy: { id: "asc" } });
const until = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 20));
  return check();
};

const DIRECTIVE = '{{block type="customforms/form" form_code="trade-account"}}\n<div data-maho-form="trade-account"></div>';
const HOSTILE =
  '<p onclick="steal()">Welcome</p><script>window.pwned = 1</script><img src="https://cdn.example.com/a.png" onerror="window.pwned = 1">' +
  '<a href="javascript:alert(1)">x</a><iframe src="https://evil.example"></iframe>';

describe("CMS pages", () => {
  it("create: sanitised, directive and marker kept, audited, announced; the storefront renders the form", async () => {
    const created = await createPage({ identifier: "apply-trade", title: "Apply", content: HOSTILE + DIRECTIVE, metaKeywords: "trade, apply" });
    expect(created.__typename).toBe("CmsPageCreateSuccess");
    const page = created.data;
    for (const bad of ["<script", "onclick", "onerror", "javascript:", "<iframe", "pwned"]) expect(page.rawContent).not.toContain(bad);
    expect(page.rawContent).toContain('<p>Welcome</p><img src="https://cdn.example.com/a.png" />');
    expect(page.rawContent).toContain(DIRECTIVE);
    expect(page).toMatchObject({ storeIds: [], isActive: true, metaKeywords: "trade, apply" });

    const [entry] = await audits("cms_page", page.id);
    expect(entry).toMatchObject({ operation: "cmsPageCreate", actorKind: "admin", actorName: "admin", before: null });
    expect(JSON.parse(entry!.after!)).toMatchObject({ identifier: "apply-trade", title: "Apply", storeIds: [] });
    expect(await until(() => heard.some((c) => c.entity === "cms_page" && c.ids.includes(String(page.id))))).toBe(true);

    const shown = (await s.json("/api/rest/v2/cms-pages?identifier=apply-trade")).body.member[0].content as string;
    expect(shown).toMatch(/<div data-maho-form="trade-account">\s*<form class="b2b-form"/);
    expect(shown).not.toContain("{{block");
  });

  it("update changes the fields given; inactive pages are the admin's only; delete; each audited with before and after", async () => {
    const { data: page } = await createPage({ identifier: "seasonal", title: "Seasonal", content: "<p>Spring</p>" });
    const upd = await asAdmin(
      `mutation($id: Int!, $input: CmsPageInput!) { cmsPageUpdate(id: $id, input: $input) { ${result(`... on CmsPageUpdateSuccess { data { ${PAGE} } }`)} } }`,
      { id: page.id, input: { title: "Summer", isActive: false } },
    );
    expect(upd.cmsPageUpdate.data).toMatchObject({ title: "Summer", isActive: false, rawContent: "<p>Spring</p>", identifier: "seasonal" });
    const [, change] = await audits("cms_page", page.id);
    expect(change).toMatchObject({ operation: "cmsPageUpdate" });
    expect(JSON.parse(change!.before!)).toEqual({ title: "Seasonal", isActive: true });
    expect(JSON.parse(change!.after!)).toEqual({ title: "Summer", isActive: false });

    expect((await s.gql(`{ cmsPage(identifier: "seasonal") { id } }`)).data).toEqual({ cmsPage: null });
    const inactive = await asAdmin(
      `{ adminCmsPages(filter: { isActive: false, search: "seas" }) { totalCount items { id } } adminCmsPage(id: ${page.id}) { id isActive } }`,
    );
    expect(inactive.adminCmsPages).toEqual({ totalCount: 1, items: [{ id: page.id }] });
    expect(inactive.adminCmsPage).toEqual({ id: page.id, isActive: false });

    const del = await asAdmin(`mutation { cmsPageDelete(id: ${page.id}) { ${result("... on CmsPageDeleteSuccess { data { id identifier } }")} } }`);
    expect(del.cmsPageDelete.data).toEqual({ id: page.id, identifier: "seasonal" });
    const last = (await audits("cms_page", page.id)).at(-1)!;
    expect(last).toMatchObject({ operation: "cmsPageDelete", after: null });
    expect(JSON.parse(last.before!)).toMatchObject({ identifier: "seasonal", title: "Summer" });
    const again = await asAdmin(`mutation { cmsPageDelete(id: ${page.id}) { ${result("")} } }`);
    expect(again.cmsPageDelete).toMatchObject({ __typename: "Problem", code: "not_found", status: 404 });
  });

  it("store views: an identifier is unique per store view; each store's storefront reads its own page", async () => {
    const stores = await s.app.db.store.findMany({ orderBy: { id: "asc" } });
    expect(stores.length).toBeGreaterThanOrEqual(2);
    const [one, two] = stores as [(typeof stores)[0], (typeof stores)[0]];
    const a = await createPage({ identifier: "promo", title: "Promo one", content: "<p>one</p>", storeIds: [one.id] });
    const b = await createPage({ identifier: "promo", title: "Promo two", content: "<p>two</p>", storeIds: [two.id] });
    expect([a.__typename, b.__typename]).toEqual(["CmsPageCreateSuccess", "CmsPageCreateSuccess"]);
    for (const storeIds of [[], [one.id], [one.id, two.id]]) {
      const clash = await createPage({ identifier: "promo", title: "Clash", storeIds });
      expect(clash).toMatchObject({ __typename: "Problem", code: "conflict", status: 409, errors: [{ field: "identifier", code: "duplicate" }] });
    }
    expect(await createPage({ identifier: "Not A Key", title: "x" })).toMatchObject({ code: "invalid", errors: [{ field: "identifier" }] });
    expect(await createPage({ identifier: "far", title: "x", storeIds: [9999] })).toMatchObject({ code: "invalid", errors: [{ field: "storeIds" }] });
    expect(await createPage({ identifier: "no-title" })).toMatchObject({ code: "invalid", errors: [{ field: "title" }] });

    for (const [store, page, text] of [
      [one, a.data, "one"],
      [two, b.data, "two"],
    ] as const) {
      const headers = { "x-store-code": store.code };
      const rest = await s.json("/api/rest/v2/cms-pages?identifier=promo", { headers });
      expect(rest.body.member.map((p: { id: number; content: string }) => [p.id, p.content])).toEqual([[page.id, `<p>${text}</p>`]]);
      const resolved = await s.json("/api/rest/v2/url-resolver?path=/promo", { headers });
      expect(resolved.body.member[0]).toMatchObject({ type: "cms_page", id: page.id });
    }
    const byStore = await asAdmin(`{ adminCmsPages(filter: { storeId: ${two.id}, identifier: "promo" }) { items { id storeIds } } }`);
    expect(byStore.adminCmsPages.items).toEqual([{ id: b.data.id, storeIds: [two.id] }]);
  });

  it("the preview renders the draft as the storefront does: sanitised, the form embedded", async () => {
    const r = await asAdmin<{ cmsContentPreview: string }>("query($c: String!) { cmsContentPreview(content: $c) }", { c: HOSTILE + DIRECTIVE });
    expect(r.cmsContentPreview).toMatch(/<div data-maho-form="trade-account">\s*<form class="b2b-form"/);
    for (const bad of ["onclick", "onerror", "javascript:", "pwned", "<iframe", "{{block"]) expect(r.cmsContentPreview).not.toContain(bad);
  });
});

describe("blocks, blog posts and categories", () => {
  it("blocks: sanitised, store views, audited, inactive ones the admin's only", async () => {
    const c = await asAdmin(
      `mutation($input: CmsBlockInput!) { cmsBlockCreate(input: $input) { ${result("... on CmsBlockCreateSuccess { data { id rawContent storeIds isActive } }")} } }`,
      { input: { identifier: "footer-note", title: "Footer", content: HOSTILE, isActive: false } },
    );
    const block = c.cmsBlockCreate.data;
    expect(block.rawContent).not.toMatch(/script|onclick|onerror|javascript:/);
    expect((await s.gql(`{ cmsBlocks(identifier: "footer-note") { id } }`)).data).toEqual({ cmsBlocks: [] });
    const u = await asAdmin(
      `mutation { cmsBlockUpdate(id: ${block.id}, input: { isActive: true }) { ${result("... on CmsBlockUpdateSuccess { data { id } }")} } }`,
    );
    expect(u.cmsBlockUpdate.data.id).toBe(block.id);
    expect((await s.gql(`{ cmsBlocks(identifier: "footer-note") { id } }`)).data).toEqual({ cmsBlocks: [{ id: block.id }] });
    const dup = await asAdmin(`mutation { cmsBlockCreate(input: { identifier: "footer-note", title: "Again" }) { ${result("")} } }`);
    expect(dup.cmsBlockCreate).toMatchObject({ code: "conflict" });
    await asAdmin(`mutation { cmsBlockDelete(id: ${block.id}) { __typename } }`);
    expect((await audits("cms_block", block.id)).map((e) => e.operation)).toEqual(["cmsBlockCreate", "cmsBlockUpdate", "cmsBlockDelete"]);
  });

  it("blog categories and posts: CRUD, unique URL keys, a category with posts is kept, each write audited and announced", async () => {
    const cat = (
      await asAdmin(
        `mutation { blogCategoryCreate(input: { name: "Trade news", urlKey: "trade-news" }) { ${result("... on BlogCategoryCreateSuccess { data { id } }")} } }`,
      )
    ).blogCategoryCreate.data;
    const post = (
      await asAdmin(
        `mutation($input: BlogPostInput!) { blogPostCreate(input: $input) { ${result("... on BlogPostCreateSuccess { data { id content categoryId isActive } }")} } }`,
        { input: { title: "Open for trade", urlKey: "open-for-trade", content: HOSTILE, categoryId: cat.id, isActive: false } },
      )
    ).blogPostCreate.data;
    expect(post.content).not.toMatch(/script|onclick|onerror|javascript:/);
    expect(post).toMatchObject({ categoryId: cat.id, isActive: false });
    expect((await s.gql(`{ blogPosts(urlKey: "open-for-trade") { id } }`)).data).toEqual({ blogPosts: [] });
    const listed = await asAdmin(`{ adminBlogPosts(filter: { categoryId: ${cat.id} }) { totalCount items { id } } adminBlogPost(id: ${post.id}) { id } }`);
    expect(listed.adminBlogPosts).toEqual({ totalCount: 1, items: [{ id: post.id }] });

    const dup = await asAdmin(`mutation { blogPostCreate(input: { title: "Again", urlKey: "open-for-trade" }) { ${result("")} } }`);
    expect(dup.blogPostCreate).toMatchObject({ code: "conflict", errors: [{ field: "urlKey" }] });
    const kept = await asAdmin(`mutation { blogCategoryDelete(id: ${cat.id}) { ${result("")} } }`);
    expect(kept.blogCategoryDelete).toMatchObject({ code: "has_posts", status: 409 });

    const moved = await asAdmin(
      `mutation { blogPostUpdate(id: ${post.id}, input: { categoryId: null, isActive: true }) { ${result("... on BlogPostUpdateSuccess { data { categoryId } }")} } }`,
    );
    expect(moved.blogPostUpdate.data).toEqual({ categoryId: null });
    expect((await s.gql(`{ blogPosts(urlKey: "open-for-trade") { id } }`)).data).toEqual({ blogPosts: [{ id: post.id }] });
    expect(await until(() => heard.some((c) => c.entity === "blog_post" && c.ids.includes(String(post.id))))).toBe(true);
    await asAdmin(`mutation { blogCategoryUpdate(id: ${cat.id}, input: { name: "News for trade" }) { __typename } }`);
    await asAdmin(`mutation { blogCategoryDelete(id: ${cat.id}) { __typename } }`);
    await asAdmin(`mutation { blogPostDelete(id: ${post.id}) { __typename } }`);
    expect((await audits("blog_category", cat.id)).map((e) => e.operation)).toEqual(["blogCategoryCreate", "blogCategoryUpdate", "blogCategoryDelete"]);
    expect((await audits("blog_post", post.id)).map((e) => e.operation)).toEqual(["blogPostCreate", "blogPostUpdate", "blogPostDelete"]);
  });
});

describe("the console's content operations are the admin's", () => {
  it("every operation of the Content screen, replayed as a guest, a customer and the API user, is refused and changes nothing", async () => {
    const page = await s.app.db.cmsPage.findFirstOrThrow({ orderBy: { id: "asc" } });
    const block = await s.app.db.cmsBlock.findFirstOrThrow({ orderBy: { id: "asc" } });
    const post = await s.app.db.blogPost.findFirstOrThrow({ orderBy: { id: "asc" } });
    const category = await s.app.db.blogCategory.findFirstOrThrow({ orderBy: { id: "asc" } });
    const variables: Record<string, Record<string, unknown>> = {
      ContentForms: {},
      ContentPreview: { content: DIRECTIVE },
      ContentPagesGrid: { page: 1, pageSize: 20 },
      ContentPage: { id: page.id },
      ContentPageCreate: { input: { identifier: "replayed", title: "Replayed" } },
      ContentPageUpdate: { id: page.id, input: { title: "Replayed" } },
      ContentPageDelete: { id: page.id },
      ContentBlocksGrid: { page: 1, pageSize: 20 },
      ContentBlock: { id: block.id },
      ContentBlockCreate: { input: { identifier: "replayed", title: "Replayed" } },
      ContentBlockUpdate: { id: block.id, input: { title: "Replayed" } },
      ContentBlockDelete: { id: block.id },
      ContentPostsGrid: { page: 1, pageSize: 20 },
      ContentPost: { id: post.id },
      ContentPostCreate: { input: { title: "Replayed", urlKey: "replayed" } },
      ContentPostUpdate: { id: post.id, input: { title: "Replayed" } },
      ContentPostDelete: { id: post.id },
      ContentCategories: {},
      ContentCategoryCreate: { input: { name: "Replayed", urlKey: "replayed" } },
      ContentCategoryUpdate: { id: category.id, input: { name: "Replayed" } },
      ContentCategoryDelete: { id: category.id },
    };
    const docs = Object.values(consoleOps).filter((d): d is DocumentNode => typeof d === "object" && d !== null && (d as DocumentNode).kind === "Document");
    const ops: Op[] = docs
      .map((d) => ({ doc: d, query: print(d) }))
      .filter(({ query }) => /^\s*(query|mutation)/.test(query))
      .map(({ doc, query }) => {
        const name = (doc.definitions.find((x) => x.kind === "OperationDefinition") as { name?: { value: string } }).name!.value;
        return { kind: "http" as const, operationName: name, query, variables: variables[name] ?? {} };
      });
    const adminOps = ops.filter((o) => !rootFields(o.query).every((f) => PUBLIC_ROOT_FIELDS.has(f)));
    expect(adminOps.map((o) => o.operationName).sort()).toEqual(Object.keys(variables).sort());
    expect(ops.filter((o) => !adminOps.includes(o)).map((o) => o.operationName)).toEqual(["ContentStores"]);

    const customer = await s.customerToken("jane@example.com", TEST_CUSTOMER_PASSWORD);
    const callers: [string, string | undefined][] = [
      ["a guest", undefined],
      ["a customer", `Bearer ${customer}`],
      ["the API user", `Basic ${Buffer.from(s.apiUser.join(":")).toString("base64")}`],
    ];
    const snapshot = async () =>
      JSON.stringify(
        await Promise.all([
          s.app.db.cmsPage.findMany({ include: { stores: true }, orderBy: { id: "asc" } }),
          s.app.db.cmsBlock.findMany({ orderBy: { id: "asc" } }),
          s.app.db.blogPost.findMany({ orderBy: { id: "asc" } }),
          s.app.db.blogCategory.findMany({ orderBy: { id: "asc" } }),
          s.app.db.auditEntry.count(),
        ]),
      );
    const before = await snapshot();
    const answered: string[] = [];
    for (const op of adminOps)
      for (const [who, authorization] of callers) {
        const a = await replay(s.url, op, authorization);
        if (!refused(a)) answered.push(`${who}: ${op.operationName} -> ${JSON.stringify(a).slice(0, 300)}`);
      }
    expect(answered).toEqual([]);
    expect(await snapshot()).toBe(before);
    // the admin's own replay of the queries answers
    for (const op of adminOps.filter((o) => /^\s*query/.test(o.query)))
      expect((await replay(s.url, op, `Bearer ${admin}`)).errors, op.operationName).toBeUndefined();
  });
});
