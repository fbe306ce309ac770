/**
 * Products in the admin API (scope `catalog`), against a real server with the access gate hiding a category from
 * guests: the grid (adminProducts) lists every product whatever the gate hides, with its filters, sorts and pages;
 * productCreate / productUpdate write each type's options, keep a 301 from a changed URL key, sanitise the
 * descriptions and record their audit entries; productMassAction is all or nothing, one audit entry per product and
 * ONE catalogChanged for the batch; every operation of the console's Products screen is refused to a guest, a
 * customer and the API user.
 */
import { print, type DocumentNode } from "graphql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import access from "../../src/modules/access-gate/index.ts";
import type { CatalogChange } from "../../src/core/pubsub.ts";
import { startTestServer, type TestServer } from "../helpers/server.ts";
import { TEST_CUSTOMER_PASSWORD } from "../helpers/db-template.ts";
import { refused, replay, type Op } from "../helpers/graphql-replay.ts";
import { createRule, deleteAllRules, setConfig } from "../modules/access/helpers.ts";
import * as consoleOps from "../../admin/src/screens/products/operations.ts";

let s: TestServer;
let admin: string;
const HIDDEN_CATEGORY = 10;
const changes: CatalogChange[] = [];

beforeAll(async () => {
  s = await startTestServer({ modules: [access as never] });
  admin = await s.adminToken();
  await deleteAllRules(s);
  await setConfig(s, { enabled: "1", mode: "rules" });
  await createRule(s, { name: "tools for customers only", hideListing: true, customerGroupIds: [0], source: `category in [${HIDDEN_CATEGORY}]` });
  const sub = s.app.pubsub.subscribe("catalogChanged");
  void (async () => {
    for await (const c of sub) if (c.entity === "product") changes.push(c);
  })();
});
afterAll(async () => {
  await s?.close();
});

async function gql<T = any>(query: string, variables?: Record<string, unknown>): Promise<T> {
  const r = await s.gql(query, variables, { token: admin });
  expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
  return r.data as T;
}

const GRID = `query($filter: AdminProductFilter, $sort: AdminProductSort, $page: Int, $pageSize: Int) {
  adminProducts(filter: $filter, sort: $sort, page: $page, pageSize: $pageSize) { totalCount items { id sku name type status price stockStatus } } }`;
const grid = async (variables: Record<string, unknown>) =>
  (
    await gql<{
      adminProducts: {
        totalCount: number;
        items: { id: number; sku: string; name: string; type: string; status: number; price: number; stockStatus: string }[];
      };
    }>(GRID, variables)
  ).adminProducts;

const PROBLEM = `... on Problem { code status message errors { field code message } }`;
const FIELDS = `id sku name type status visibility urlKey price specialPrice specialFromDate specialToDate cost stockQty inStock weight
  description shortDescription metaTitle metaKeywords metaDescription urlRedirects hasRequiredOptions
  tierPrices { customerGroupId qty price } groupPrices { customerGroupId price } categories { categoryId position name }
  attributes { code value } configurableAttributeCodes variants { productId sku }
  groupedProducts { sku qty position } bundleOptions { id title type required selections { id sku qty isDefault } }
  downloadableLinks { id title price sampleUrl numberOfDownloads } linksPurchasedSeparately
  giftcardType giftcardAmounts giftcardMinAmount giftcardMaxAmount customOptions { id title type required price values { id title price } }`;
const detail = async (id: number) => (await gql<{ adminProduct: any }>(`query($id: Int!) { adminProduct(id: $id) { ${FIELDS} } }`, { id })).adminProduct;

async function create(input: Record<string, unknown>): Promise<any> {
  const d = await gql(`mutation($i: ProductInput!) { productCreate(input: $i) { __typename ... on ProductCreateSuccess { data { id } } ${PROBLEM} } }`, {
    i: input,
  });
  return d.productCreate;
}
async function update(id: number, input: Record<string, unknown>): Promise<any> {
  const d = await gql(
    `mutation($id: Int!, $i: ProductInput!) { productUpdate(id: $id, input: $i) { __typename ... on ProductUpdateSuccess { data { id } } ${PROBLEM} } }`,
    {
      id,
      i: input,
    },
  );
  return d.productUpdate;
}
const created = async (input: Record<string, unknown>) => {
  const r = await create(input);
  expect(r.__typename, JSON.stringify(r)).toBe("ProductCreateSuccess");
  return r.data.id as number;
};
const mass = async (args: Record<string, unknown>) =>
  (
    await gql(
      `mutation($ids: [Int!]!, $action: ProductMassActionKind!, $value: Float, $categoryId: Int) {
        productMassAction(ids: $ids, action: $action, value: $value, categoryId: $categoryId) { __typename ... on ProductMassActionSuccess { data { action ids count } } ${PROBLEM} } }`,
      args,
    )
  ).productMassAction;

/** a simple product with a color and a size (a configurable's child) */
let uniq = 0;
async function child(color: string, size: string) {
  uniq++;
  const sku = `ADM-CHILD-${uniq}`;
  const id = await created({ sku, name: `Child ${uniq}`, price: 10 + uniq, visibility: 1, stockQty: 5, inStock: true, attributes: { color, size } });
  return { id, sku };
}

describe("the admin products grid", () => {
  it("lists every product, the gate's hidden ones too, with filters, sorts and pages", async () => {
    const db = s.app.db;
    const inHidden = await db.product.count({ where: { categories: { some: { categoryId: HIDDEN_CATEGORY } } } });
    expect(inHidden).toBeGreaterThan(2);
    // guests see none of them; the admin grid has them all
    expect((await s.json(`/api/rest/v2/products?categoryId=${HIDDEN_CATEGORY}`)).body.totalItems).toBe(0);
    const first = await grid({ filter: { categoryId: HIDDEN_CATEGORY }, sort: { field: "price", direction: "asc" }, page: 1, pageSize: 2 });
    expect(first.totalCount).toBe(inHidden);
    const second = await grid({ filter: { categoryId: HIDDEN_CATEGORY }, sort: { field: "price", direction: "asc" }, page: 2, pageSize: 2 });
    const prices = [...first.items, ...second.items].map((p) => p.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(new Set([...first.items, ...second.items].map((p) => p.id)).size).toBe(4);
    // the hidden product's editor record has its price
    const hidden = await detail(first.items[0]!.id);
    expect(hidden.price).toBe(first.items[0]!.price);

    expect((await grid({})).totalCount).toBe(await db.product.count());
    expect((await grid({ filter: { type: "bundle" } })).totalCount).toBe(await db.product.count({ where: { type: "bundle" } }));
    expect((await grid({ filter: { status: 1, visibility: 4 } })).totalCount).toBe(await db.product.count({ where: { status: 1, visibility: 4 } }));
    expect((await grid({ filter: { stockStatus: "out_of_stock" } })).totalCount).toBe(await db.product.count({ where: { inStock: false } }));
    expect((await grid({ filter: { priceFrom: 10, priceTo: 20 } })).totalCount).toBe(await db.product.count({ where: { price: { gte: 10, lte: 20 } } }));
    const some = await db.product.findFirstOrThrow({ where: { type: "simple" }, orderBy: { id: "asc" } });
    const bySku = await grid({ filter: { sku: some.sku.toLowerCase() } });
    expect(bySku.items.map((p) => p.id)).toContain(some.id);
    expect((await grid({ filter: { search: String(some.id) }, sort: { field: "id", direction: "asc" } })).items.map((p) => p.id)).toContain(some.id);
    const brand = await db.attribute.findUniqueOrThrow({ where: { code: "brand" }, include: { options: { take: 1, orderBy: { id: "asc" } } } });
    const option = brand.options[0]!;
    expect((await grid({ filter: { attributes: [{ code: "brand", value: option.label }] } })).totalCount).toBe(
      await db.productAttributeValue.count({ where: { attributeId: brand.id, value: String(option.id) } }),
    );
    const byName = await grid({ sort: { field: "name", direction: "desc" }, pageSize: 5 });
    expect(byName.items.map((p) => p.name)).toEqual([...byName.items.map((p) => p.name)].sort().reverse());
    const bad = await s.gql(GRID, { filter: { stockStatus: "maybe" } }, { token: admin });
    expect(bad.errors?.[0]?.extensions?.code ?? (bad.data as any)?.adminProducts).toBeTruthy();
  });
});

describe("productCreate and productUpdate", () => {
  it("write the editor's fields, each type's options and the custom options", async () => {
    const opts = (await gql(`{ productEditorOptions { attributes { code inputType options { id label } } customerGroups { id name } categories { id } } }`))
      .productEditorOptions;
    const color = opts.attributes.find((a: { code: string }) => a.code === "color").options;
    const size = opts.attributes.find((a: { code: string }) => a.code === "size").options;
    const a = await child(color[0].label, size[0].label);
    const b = await child(color[1].label, size[0].label);

    // a simple product with every plain field
    const id = await created({
      sku: "ADM-SIMPLE",
      name: "Admin simple",
      price: 40,
      specialPrice: 35,
      specialFromDate: "2026-01-01",
      specialToDate: "2026-12-31",
      cost: 20.5,
      weight: 1.25,
      metaTitle: "T",
      metaKeywords: "k1, k2",
      metaDescription: "D",
      stockQty: 7,
      inStock: true,
      categories: [
        { categoryId: opts.categories[1].id, position: 3 },
        { categoryId: opts.categories[2].id, position: 1 },
      ],
      tierPrices: [{ customerGroupId: null, qty: 10, price: 30 }],
      groupPrices: [{ customerGroupId: 2, price: 33 }],
      customOptions: [
        { title: "Engraving", type: "field", required: true, price: 4 },
        {
          title: "Wrap",
          type: "drop_down",
          values: [
            { title: "None", price: 0 },
            { title: "Gold", price: 6 },
          ],
        },
      ],
    });
    const p = await detail(id);
    expect(p).toMatchObject({
      specialFromDate: "2026-01-01",
      specialToDate: "2026-12-31",
      cost: 20.5,
      weight: 1.25,
      metaKeywords: "k1, k2",
      hasRequiredOptions: true,
      tierPrices: [{ customerGroupId: null, qty: 10, price: 30 }],
      groupPrices: [{ customerGroupId: 2, price: 33 }],
    });
    expect(p.categories.map((c: { position: number }) => c.position).sort()).toEqual([1, 3]);
    expect(p.customOptions.map((o: { title: string }) => o.title)).toEqual(["Engraving", "Wrap"]);
    // an update keeps the ids of the rows it names, drops the rest
    const wrap = p.customOptions[1];
    expect(
      (
        await update(id, {
          customOptions: [{ id: wrap.id, title: "Gift wrap", type: "drop_down", values: [{ id: wrap.values[1].id, title: "Gold", price: 7 }] }],
        })
      ).__typename,
    ).toBe("ProductUpdateSuccess");
    const p2 = await detail(id);
    expect(p2.customOptions).toEqual([
      { id: wrap.id, title: "Gift wrap", type: "drop_down", required: false, price: 0, values: [{ id: wrap.values[1].id, title: "Gold", price: 7 }] },
    ]);
    expect(p2.hasRequiredOptions).toBe(false);
    // the storefront's price for the wholesale group is the group price
    const sf = await s.json(`/api/rest/v2/products/${id}`);
    expect(sf.status).toBe(200);

    // configurable
    const conf = await created({
      sku: "ADM-CONF",
      name: "Admin configurable",
      price: 0,
      type: "configurable",
      configurable: { attributeCodes: ["color", "size"], childSkus: [a.sku, b.sku] },
    });
    expect(await detail(conf)).toMatchObject({
      configurableAttributeCodes: ["color", "size"],
      variants: [{ sku: a.sku }, { sku: b.sku }],
      hasRequiredOptions: true,
    });
    const same = await update(conf, { configurable: { attributeCodes: ["color", "size"], childSkus: [a.sku, a.sku] } });
    expect(same.errors[0]).toMatchObject({ code: "duplicate_combination" });
    const noValue = await update(conf, { configurable: { attributeCodes: ["brand"], childSkus: [a.sku] } });
    expect(noValue).toMatchObject({ status: 422, errors: [{ field: "configurable.childSkus[0]", code: "missing_attribute_value" }] });

    // grouped
    const grouped = await created({
      sku: "ADM-GROUPED",
      name: "Admin grouped",
      price: 0,
      type: "grouped",
      groupedProducts: [{ sku: a.sku, qty: 2 }, { sku: b.sku }],
    });
    expect((await detail(grouped)).groupedProducts).toEqual([
      { sku: a.sku, qty: 2, position: 0 },
      { sku: b.sku, qty: 1, position: 1 },
    ]);

    // bundle: an option updated in place keeps its id
    const bundle = await created({
      sku: "ADM-BUNDLE",
      name: "Admin bundle",
      price: 0,
      type: "bundle",
      bundleOptions: [
        {
          title: "Main",
          type: "radio",
          selections: [
            { sku: a.sku, isDefault: true },
            { sku: b.sku, qty: 2 },
          ],
        },
      ],
    });
    const bo = (await detail(bundle)).bundleOptions[0];
    expect(bo).toMatchObject({
      title: "Main",
      type: "radio",
      required: true,
      selections: [
        { sku: a.sku, isDefault: true },
        { sku: b.sku, qty: 2 },
      ],
    });
    await update(bundle, { bundleOptions: [{ id: bo.id, title: "Main item", type: "select", selections: [{ id: bo.selections[0].id, sku: b.sku }] }] });
    expect((await detail(bundle)).bundleOptions).toEqual([
      { id: bo.id, title: "Main item", type: "select", required: true, selections: [{ id: bo.selections[0].id, sku: b.sku, qty: 1, isDefault: false }] },
    ]);
    // a bundle cannot hold another bundle
    expect((await update(bundle, { bundleOptions: [{ title: "X", type: "select", selections: [{ sku: "ADM-GROUPED" }] }] })).errors[0]).toMatchObject({
      code: "child_type",
    });

    // downloadable
    const dl = await created({
      sku: "ADM-DL",
      name: "Admin downloadable",
      price: 9,
      type: "downloadable",
      linksPurchasedSeparately: false,
      downloadableLinks: [{ title: "Manual", price: 0, sampleUrl: "/media/samples/manual.pdf", numberOfDownloads: 3 }],
    });
    expect(await detail(dl)).toMatchObject({
      linksPurchasedSeparately: false,
      downloadableLinks: [{ title: "Manual", price: 0, sampleUrl: "/media/samples/manual.pdf", numberOfDownloads: 3 }],
    });
    expect((await update(dl, { downloadableLinks: [{ title: "x", sampleUrl: "javascript:alert(1)" }] })).errors[0].field).toBe("downloadableLinks.0.sampleUrl");

    // gift card: an open amount needs its bounds
    const gc = await created({ sku: "ADM-GC", name: "Admin gift card", price: 0, type: "giftcard", giftcardType: "fixed", giftcardAmounts: [25, 50] });
    expect(await detail(gc)).toMatchObject({ giftcardType: "fixed", giftcardAmounts: [25, 50] });
    expect(await update(gc, { giftcardType: "range" })).toMatchObject({
      status: 422,
      errors: [{ field: "giftcardMinAmount" }, { field: "giftcardMaxAmount" }],
    });
    await update(gc, { giftcardType: "combined", giftcardMinAmount: 10, giftcardMaxAmount: 500 });
    expect(await detail(gc)).toMatchObject({ giftcardType: "combined", giftcardMinAmount: 10, giftcardMaxAmount: 500 });

    // options a type does not have, an unknown category: 422 with field and code; a taken SKU or URL key: 409
    expect(await update(id, { bundleOptions: [] })).toMatchObject({ status: 422, errors: [{ field: "bundleOptions", code: "not_applicable" }] });
    expect(await update(id, { categoryIds: [987654] })).toMatchObject({ status: 422, errors: [{ field: "categoryIds[0]", code: "not_found" }] });
    expect(await create({ sku: "ADM-SIMPLE", name: "Again", price: 1 })).toMatchObject({
      code: "conflict",
      status: 409,
      errors: [{ field: "sku", code: "duplicate" }],
    });
    expect(await update(id, { urlKey: (await detail(gc)).urlKey })).toMatchObject({
      code: "conflict",
      status: 409,
      errors: [{ field: "urlKey", code: "duplicate" }],
    });
    expect(await update(id, { specialFromDate: "2027-02-01" })).toMatchObject({ status: 422, errors: [{ field: "specialToDate", code: "before_from" }] });
  });

  it("sanitises the descriptions and records before and after in the audit log", async () => {
    const id = await created({ sku: "ADM-HTML", name: "Html", price: 5 });
    const r = await update(id, {
      price: 6,
      description: '<p onclick="steal()">Strong <b>boots</b></p><script>alert(1)</script><img src="x.png" onerror="steal()">',
      shortDescription: '<a href="javascript:alert(1)">x</a>',
    });
    expect(r.__typename).toBe("ProductUpdateSuccess");
    const p = await detail(id);
    expect(p.description).toBe('<p>Strong <b>boots</b></p><img src="x.png" />');
    expect(p.shortDescription).not.toContain("javascript");
    const entries = await s.app.db.auditEntry.findMany({ where: { entityType: "product", entityId: String(id) }, orderBy: { id: "asc" } });
    expect(entries.map((e) => e.operation)).toEqual(["productCreate", "productUpdate"]);
    expect(entries[0]!.before).toBeNull();
    const last = entries[1]!;
    expect(last.actorKind).toBe("admin");
    expect(JSON.parse(last.before!)).toMatchObject({ price: 5, description: "" });
    expect(JSON.parse(last.after!)).toMatchObject({ price: 6, description: p.description });
    expect(Object.keys(JSON.parse(last.after!)).sort()).toEqual(["description", "price", "shortDescription"]);
    // the storefront hears of it: one partial product sync of that product
    expect(changes.some((c) => c.ids.length === 1 && c.ids[0] === String(id))).toBe(true);
  });

  it("keeps a 301 redirect from a changed URL key", async () => {
    const id = await created({ sku: "ADM-URL", name: "Url", price: 5, urlKey: "adm-old-key" });
    await update(id, { urlKey: "adm-new-key" });
    const resolve = async (path: string) =>
      (await s.gql(`query($p: String!) { urlResolver(path: $p) { type id identifier redirectUrl redirectType } }`, { p: path })).data!.urlResolver;
    expect(await resolve("adm-old-key")).toEqual({ type: "redirect", id, identifier: "adm-new-key", redirectUrl: "adm-new-key", redirectType: 301 });
    expect(await resolve("adm-new-key")).toMatchObject({ type: "product", id });
    const rest = await s.json(`/api/rest/v2/url-resolver?path=${encodeURIComponent("/adm-old-key.html")}`);
    expect(JSON.stringify(rest.body)).toContain("adm-new-key.html");
    expect((await detail(id)).urlRedirects).toEqual(["adm-old-key"]);
    // renamed again: the first old key follows to the newest; going back to it drops its redirect
    await update(id, { urlKey: "adm-third-key" });
    expect((await resolve("adm-old-key")).identifier).toBe("adm-third-key");
    await update(id, { urlKey: "adm-old-key" });
    expect(await resolve("adm-old-key")).toMatchObject({ type: "product", id });
    expect((await detail(id)).urlRedirects.sort()).toEqual(["adm-new-key", "adm-third-key"]);
    // another product taking a former key takes it over
    const other = await created({ sku: "ADM-URL-2", name: "Url 2", price: 5, urlKey: "adm-new-key" });
    expect(await resolve("adm-new-key")).toMatchObject({ type: "product", id: other });
  });

  it("keeps a product's type: another type is refused, the same one is taken", async () => {
    const id = await created({ sku: "ADM-TYPE", name: "Typed", price: 5 });
    expect(await update(id, { type: "bundle" })).toMatchObject({ status: 422, errors: [{ field: "type", code: "type_fixed" }] });
    expect((await update(id, { type: "simple", name: "Typed 2" })).__typename).toBe("ProductUpdateSuccess");
    expect((await detail(id)).type).toBe("simple");
  });
});

describe("productMassAction", () => {
  it("changes the batch in one transaction, one audit entry per product and one catalogChanged", async () => {
    const ids: number[] = [];
    for (const n of [1, 2, 3]) ids.push(await created({ sku: `ADM-MASS-${n}`, name: `Mass ${n}`, price: 10 * n }));
    const category = (await s.app.db.category.findFirstOrThrow({ where: { level: 2 }, orderBy: { id: "asc" } })).id;
    const before = changes.length;
    const audits = () => s.app.db.auditEntry.count({ where: { operation: "productMassAction" } });

    expect((await mass({ ids, action: "disable" })).data).toEqual({ action: "disable", ids, count: 3 });
    expect(changes.length).toBe(before + 1);
    expect(changes.at(-1)!.ids).toEqual(ids.map(String));
    expect(await audits()).toBe(3);
    expect(await s.app.db.product.count({ where: { id: { in: ids }, status: 2 } })).toBe(3);

    await mass({ ids, action: "price_percent", value: 10 });
    expect((await s.app.db.product.findMany({ where: { id: { in: ids } }, orderBy: { id: "asc" } })).map((p) => Number(p.price))).toEqual([11, 22, 33]);
    // all or nothing: one price below 0 refuses the batch
    expect(await mass({ ids, action: "price_amount", value: -15 })).toMatchObject({ status: 422, errors: [{ field: "value", code: "negative_price" }] });
    expect((await s.app.db.product.findMany({ where: { id: { in: ids } }, orderBy: { id: "asc" } })).map((p) => Number(p.price))).toEqual([11, 22, 33]);
    await mass({ ids, action: "price_amount", value: -1 });
    expect((await grid({ filter: { sku: "ADM-MASS" }, sort: { field: "price", direction: "asc" } })).items.map((p) => p.price)).toEqual([10, 21, 32]);

    await mass({ ids, action: "category_assign", categoryId: category });
    expect((await grid({ filter: { sku: "ADM-MASS", categoryId: category } })).totalCount).toBe(3);
    await mass({ ids: ids.slice(0, 2), action: "category_remove", categoryId: category });
    expect((await grid({ filter: { sku: "ADM-MASS", categoryId: category } })).totalCount).toBe(1);
    expect(await mass({ ids, action: "category_assign" })).toMatchObject({ status: 422, errors: [{ field: "categoryId", code: "required" }] });

    const beforeDelete = changes.length;
    expect((await mass({ ids, action: "delete" })).data.count).toBe(3);
    expect(changes.length).toBe(beforeDelete + 1);
    expect(await s.app.db.product.count({ where: { id: { in: ids } } })).toBe(0);
    const deleted = await s.app.db.auditEntry.findMany({
      where: { operation: "productMassAction", entityId: String(ids[0]) },
      orderBy: { id: "desc" },
      take: 1,
    });
    expect(deleted[0]!.after).toBeNull();
    expect(JSON.parse(deleted[0]!.before!)).toMatchObject({ sku: "ADM-MASS-1" });
    // 3 disable, 3 percent, 3 amount, 3 assign, 2 remove, 3 delete
    expect(await audits()).toBe(17);
  });
});

describe("the console's product operations are the admin's", () => {
  it("every operation the Products screen sends, replayed as a guest, a customer and the API user, is refused", async () => {
    const some = await s.app.db.product.findFirstOrThrow({ where: { type: "simple" }, orderBy: { id: "asc" } });
    const variables: Record<string, Record<string, unknown>> = {
      ProductsGrid: { filter: { search: "a" }, sort: { field: "id", direction: "desc" }, page: 1, pageSize: 20 },
      ProductEditorChoices: {},
      ProductDetail: { id: some.id },
      ProductCreate: { input: { sku: "REPLAYED", name: "Replayed", price: 1 } },
      ProductUpdate: { id: some.id, input: { name: "Replayed" } },
      ProductMassAct: { ids: [some.id], action: "delete" },
    };
    const docs = Object.values(consoleOps).filter((d): d is DocumentNode => typeof d === "object" && d !== null && (d as DocumentNode).kind === "Document");
    const ops: Op[] = docs
      .map((d) => ({ doc: d, query: print(d) }))
      .filter(({ query }) => /^\s*(query|mutation)/.test(query))
      .map(({ doc, query }) => {
        const name = (doc.definitions.find((x) => x.kind === "OperationDefinition") as { name?: { value: string } }).name!.value;
        return { kind: "http" as const, operationName: name, query, variables: variables[name] ?? {} };
      });
    expect(ops.map((o) => o.operationName).sort()).toEqual(Object.keys(variables).sort());
    const customer = await s.customerToken("jane@example.com", TEST_CUSTOMER_PASSWORD);
    const callers: [string, string | undefined][] = [
      ["a guest", undefined],
      ["a customer", `Bearer ${customer}`],
      ["the API user", `Basic ${Buffer.from(s.apiUser.join(":")).toString("base64")}`],
    ];
    const snapshot = async () => JSON.stringify(await s.app.db.product.findUnique({ where: { id: some.id } }));
    const was = await snapshot();
    const answered: string[] = [];
    for (const op of ops)
      for (const [who, authorization] of callers) {
        const a = await replay(s.url, op, authorization);
        if (!refused(a)) answered.push(`${who}: ${op.operationName} -> ${JSON.stringify(a).slice(0, 300)}`);
      }
    expect(answered).toEqual([]);
    expect(await snapshot()).toBe(was);
    expect(await s.app.db.product.count({ where: { sku: "REPLAYED" } })).toBe(0);
    // the admin's own replay of the queries answers
    for (const op of ops.filter((o) => /^\s*query/.test(o.query)))
      expect((await replay(s.url, op, `Bearer ${admin}`)).errors, op.operationName).toBeUndefined();
  });
});
