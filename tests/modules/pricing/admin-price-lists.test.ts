/**
 * The price-list administration (admin GraphQL, scope `pricing`) over HTTP: the real server on a copy of the
 * seeded database (PostgreSQL when TEST_DATABASE_URL is set). Each mutation's success and each refusal on its field,
 * the all-or-nothing item writes, the CSV import (dry run, line errors, apply) and export, assignments, the audit
 * entries, the revision, and the scope.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import company from "../../../src/modules/company/index.ts";
import pricing from "../../../src/modules/pricing/index.ts";
import { IMPORT_PATH, pricingAdminRoutes } from "../../../src/modules/pricing/admin/import-rest.ts";
import { hashPassword } from "../../../src/core/auth/password.ts";
import { startTestServer, type TestServer } from "../../helpers/server.ts";
import { TEST_CUSTOMER_PASSWORD } from "../../helpers/db-template.ts";

let s: TestServer;
let admin: string;
let northwind: number;
let skus: string[];
let variantSku: string;

type Json = Record<string, any>;
const LIST = `id code name currency storeIds active validFrom validTo priority adjustmentPercent condition itemCount companyIds customerGroupIds revision createdAt updatedAt`;
const PROBLEM = `... on Problem { httpStatus: status code message errors { field code message } }`;
const RESULT = `__typename ... on PriceList { ${LIST} } ${PROBLEM}`;

const gql = async (query: string, variables: Record<string, unknown> = {}, token: string | undefined = admin): Promise<Json> => {
  const r = await s.gql(query, variables, { token });
  if (r.errors?.length) throw new Error(JSON.stringify(r.errors));
  return r.data as Json;
};
const create = async (input: Json) =>
  (await gql(`mutation($i: PriceListCreateInput!) { priceListCreate(input: $i) { ${RESULT} } }`, { i: input })).priceListCreate;
const update = async (id: number, input: Json) =>
  (await gql(`mutation($id: Int!, $i: PriceListUpdateInput!) { priceListUpdate(id: $id, input: $i) { ${RESULT} } }`, { id, i: input })).priceListUpdate;
const itemsSet = async (priceListId: number, items: Json[]) =>
  (
    await gql(
      `mutation($id: Int!, $items: [PriceListItemInput!]!) { priceListItemsSet(priceListId: $id, items: $items) {
        __typename ... on PriceListItemsSetResult { upserted priceList { id itemCount revision } } ${PROBLEM} } }`,
      { id: priceListId, items },
    )
  ).priceListItemsSet;
const items = async (id: number, args = "pageSize: 100") =>
  (
    await gql(
      `query($id: Int!) { priceList(id: $id) { items(${args}) { totalCount page pageSize items { id sku productId productName price tiers { qty price } minQty maxQty qtyIncrement } } } }`,
      {
        id,
      },
    )
  ).priceList.items;
const importCsv = async (priceListId: number, csv: string, dryRun: boolean) =>
  (
    await gql(
      `mutation($id: Int!, $csv: String!, $dry: Boolean) { priceListImportCsv(priceListId: $id, csv: $csv, dryRun: $dry) {
        __typename ... on PriceListImportResult { dryRun rows upserted errors { line field code message } } ${PROBLEM} } }`,
      { id: priceListId, csv, dry: dryRun },
    )
  ).priceListImportCsv;
const exportCsv = async (priceListId: number) =>
  (await gql(`query($id: Int!) { priceListExportCsv(priceListId: $id) }`, { id: priceListId })).priceListExportCsv as string;
const assign = async (op: "priceListAssign" | "priceListUnassign", priceListId: number, companyIds?: number[], customerGroupIds?: number[]) =>
  (
    await gql(`mutation($id: Int!, $c: [Int!], $g: [Int!]) { ${op}(priceListId: $id, companyIds: $c, customerGroupIds: $g) { ${RESULT} } }`, {
      id: priceListId,
      c: companyIds,
      g: customerGroupIds,
    })
  )[op];
const revision = async (id: number) => (await s.app.db.priceList.findUniqueOrThrow({ where: { id } })).revision;
const audits = (id: number, operation: string) => s.app.db.auditEntry.findMany({ where: { entityType: "price_list", entityId: String(id), operation } });

/** 10,000 products of their own for the largest items call (written straight to the table: only their SKUs matter) */
const bulk = Array.from({ length: 10_000 }, (_, i) => `BULK-${String(i).padStart(5, "0")}`);

/** the module with its CSV upload route (until its index.ts mounts it with `routes`; then the same route once) */
const pricingModule = {
  ...pricing,
  routes: (m: never) => {
    const own = pricing.routes?.(m) ?? [];
    return [...own, ...pricingAdminRoutes().filter((r) => !own.some((o) => o.id === r.id))];
  },
};

beforeAll(async () => {
  s = await startTestServer({ modules: [company as never, pricingModule as never] });
  // before the first request: a long write between two requests can outlast the server's keep-alive
  await s.app.db.product.createMany({ data: bulk.map((sku) => ({ sku, urlKey: sku.toLowerCase(), name: sku })) });
  admin = await s.adminToken();
  northwind = (await s.app.db.company.findFirstOrThrow({ where: { name: "Northwind Trading" } })).id;
  skus = (await s.app.db.product.findMany({ where: { type: "simple" }, orderBy: { id: "asc" }, take: 6, select: { sku: true } })).map((p) => p.sku);
  const variant = await s.app.db.productLink.findFirstOrThrow({ where: { kind: "variant" }, select: { child: { select: { sku: true } } } });
  variantSku = variant.child.sku;
}, 180_000);
afterAll(async () => {
  await s?.close();
});

describe("price lists: create, update, delete", () => {
  it("creates a list with the default store's currency and the condition's tree; the audit entry and the revision", async () => {
    const l = await create({ code: "ADM-ONE", name: "Admin one", adjustmentPercent: -12.5, condition: 'sku contains "-0"', priority: 5, active: true });
    expect(l).toMatchObject({
      __typename: "PriceList",
      code: "ADM-ONE",
      currency: "USD",
      storeIds: [],
      active: true,
      priority: 5,
      adjustmentPercent: -12.5,
      condition: 'sku contains "-0"',
      itemCount: 0,
      companyIds: [],
      customerGroupIds: [],
    });
    const row = await s.app.db.priceList.findUniqueOrThrow({ where: { id: l.id } });
    expect(JSON.parse(row.conditionTree!)).toEqual({
      type: "catalog/rule_condition_combine",
      aggregator: "all",
      value: "1",
      conditions: [{ type: "catalog/rule_condition_product", attribute: "sku", operator: "{}", value: "-0" }],
    });
    expect(l.revision).toBeGreaterThanOrEqual(1);
    const [entry] = await audits(l.id, "priceListCreate");
    expect(entry).toBeDefined();
    expect(JSON.parse(entry!.after as string)).toMatchObject({ code: "ADM-ONE", adjustmentPercent: "-12.5" });
    // no condition: every product, no tree
    const all = await create({
      code: "ADM-ALL",
      name: "Every product",
      adjustmentPercent: -1,
      storeIds: [1],
      validFrom: "2026-01-01",
      validTo: "2027-01-01T00:00:00Z",
    });
    expect(all).toMatchObject({ condition: null, storeIds: [1], validFrom: "2026-01-01T00:00:00.000Z", validTo: "2027-01-01T00:00:00.000Z" });
    expect((await s.app.db.priceList.findUniqueOrThrow({ where: { id: all.id } })).conditionTree).toBeNull();
  });

  it("refuses each bad field on its field, and writes nothing", async () => {
    const count = await s.app.db.priceList.count();
    const taken = await create({ code: "ADM-ONE", name: "again" });
    expect(taken).toMatchObject({ __typename: "Problem", httpStatus: 409, code: "code_taken", errors: [{ field: "code", code: "taken" }] });
    const cases: [Json, string, string][] = [
      [{ code: "has space", name: "x" }, "code", "invalid_format"],
      [{ code: "ADM-X1", name: "x", adjustmentPercent: -100 }, "adjustmentPercent", "too_small"],
      [{ code: "ADM-X2", name: "x", adjustmentPercent: 1000 }, "adjustmentPercent", "too_big"],
      [{ code: "ADM-X3", name: "x", adjustmentPercent: 1.23456 }, "adjustmentPercent", "custom"],
      [{ code: "ADM-X4", name: "x", validFrom: "2026-05-01", validTo: "2026-04-01" }, "validTo", "invalid_window"],
      [{ code: "ADM-X5", name: "x", validFrom: "yesterday" }, "validFrom", "invalid_union"],
      [{ code: "ADM-X6", name: "x", storeIds: [1, 99] }, "storeIds", "not_found"],
      [{ code: "ADM-X7", name: "x", currency: "JPY" }, "currency", "unknown_currency"],
      [{ code: "ADM-X8", name: "x", condition: "attr.colr == 1" }, "condition", "unknown_attribute"],
      [{ code: "ADM-X9", name: "x", condition: "price >=" }, "condition", "syntax"],
      [{ code: "ADM-X10", name: "" }, "name", "too_small"],
    ];
    for (const [input, field, code] of cases) {
      const r = await create(input);
      expect(r, JSON.stringify(input)).toMatchObject({ __typename: "Problem", httpStatus: 422 });
      expect(r.errors, JSON.stringify(input)).toContainEqual(expect.objectContaining({ field, code }));
    }
    // the condition's diagnostics name their line and column in the condition's own text
    const bad = await create({ code: "ADM-X11", name: "x", condition: 'sku == "a" and\n  category in [999999]' });
    expect(bad.errors).toEqual([{ field: "condition", code: "unknown_category", message: "line 2, column 16: unknown category id 999999" }]);
    expect(await s.app.db.priceList.count()).toBe(count);
  });

  it("updates only the fields given, null clears the condition, the revision moves; refusals on their field", async () => {
    const l = await create({ code: "ADM-UPD", name: "To update", condition: "price > 10", adjustmentPercent: -5 });
    const r0 = await revision(l.id);
    const u = await update(l.id, { name: "Updated", priority: -3, active: false });
    expect(u).toMatchObject({ __typename: "PriceList", name: "Updated", priority: -3, active: false, condition: "price > 10", adjustmentPercent: -5 });
    expect(u.revision).toBeGreaterThan(r0);
    const cleared = await update(l.id, { condition: null, adjustmentPercent: null });
    expect(cleared).toMatchObject({ condition: null, adjustmentPercent: null });
    expect(cleared.revision).toBeGreaterThan(u.revision);
    expect((await s.app.db.priceList.findUniqueOrThrow({ where: { id: l.id } })).conditionTree).toBeNull();
    // the window is checked over the stored and the new values
    await update(l.id, { validFrom: "2026-06-01" });
    expect(await update(l.id, { validTo: "2026-05-01" })).toMatchObject({ httpStatus: 422, errors: [{ field: "validTo", code: "invalid_window" }] });
    expect(await update(l.id, { code: "ADM-ONE" })).toMatchObject({ httpStatus: 409, code: "code_taken", errors: [{ field: "code" }] });
    expect(await update(987654, { name: "x" })).toMatchObject({ httpStatus: 404, code: "not_found" });
    const entries = await audits(l.id, "priceListUpdate");
    expect(entries.length).toBe(3);
    expect(JSON.parse(entries[0]!.before as string)).toMatchObject({ name: "To update" });
  });

  it("deletes a list with its items and assignments, answering it as it was", async () => {
    const l = await create({ code: "ADM-DEL", name: "To delete" });
    await itemsSet(l.id, [{ sku: skus[0], price: 1 }]);
    await assign("priceListAssign", l.id, [northwind], [2]);
    const d = (await gql(`mutation($id: Int!) { priceListDelete(id: $id) { ${RESULT} } }`, { id: l.id })).priceListDelete;
    expect(d).toMatchObject({ __typename: "PriceList", code: "ADM-DEL", itemCount: 1, companyIds: [northwind], customerGroupIds: [2] });
    expect(await s.app.db.priceList.findUnique({ where: { id: l.id } })).toBeNull();
    expect(await s.app.db.priceListItem.count({ where: { priceListId: l.id } })).toBe(0);
    expect(await s.app.db.priceListCompany.count({ where: { priceListId: l.id } })).toBe(0);
    expect(await audits(l.id, "priceListDelete")).toHaveLength(1);
    expect((await gql(`mutation { priceListDelete(id: 987654) { ${RESULT} } }`)).priceListDelete).toMatchObject({ httpStatus: 404 });
  });
});

describe("items", () => {
  let id: number;
  beforeAll(async () => {
    id = (await create({ code: "ADM-ITEMS", name: "Items" })).id;
  });

  it("sets items (prices, tiers, quantity rules; a variant by its own SKU), read a page with their products", async () => {
    const r0 = await revision(id);
    const r = await itemsSet(id, [
      {
        sku: skus[0],
        price: 9.5,
        tiers: [
          { qty: 50, price: 9 },
          { qty: 10, price: 9.25 },
        ],
      },
      { sku: skus[1], minQty: 6, qtyIncrement: 6 },
      { sku: variantSku, price: 0.1234 },
    ]);
    expect(r).toMatchObject({ __typename: "PriceListItemsSetResult", upserted: 3, priceList: { id, itemCount: 3 } });
    expect(r.priceList.revision).toBeGreaterThan(r0);
    const page = await items(id);
    expect(page.totalCount).toBe(3);
    const first = page.items.find((i: Json) => i.sku === skus[0]);
    const product = await s.app.db.product.findUniqueOrThrow({ where: { sku: skus[0] } });
    expect(first).toMatchObject({
      productId: product.id,
      productName: product.name,
      price: 9.5,
      tiers: [
        { qty: 10, price: 9.25 },
        { qty: 50, price: 9 },
      ],
      minQty: null,
    });
    expect(page.items.find((i: Json) => i.sku === skus[1])).toMatchObject({ price: null, tiers: [], minQty: 6, maxQty: null, qtyIncrement: 6 });
    expect(page.items.find((i: Json) => i.sku === variantSku)).toMatchObject({ price: 0.1234 });
    // stored with 4 decimals, tiers as decimal strings
    const row = await s.app.db.priceListItem.findFirstOrThrow({ where: { priceListId: id, sku: skus[0] } });
    expect(JSON.parse(row.tiers)).toEqual([
      { qty: 10, price: "9.2500" },
      { qty: 50, price: "9.0000" },
    ]);
    // a second set replaces the SKU's row
    await itemsSet(id, [{ sku: skus[0], price: 8 }]);
    expect((await items(id, `search: ${JSON.stringify(skus[0])}`)).items).toEqual([expect.objectContaining({ sku: skus[0], price: 8, tiers: [] })]);
    const entries = await audits(id, "priceListItemsSet");
    expect(entries).toHaveLength(2);
    expect(JSON.parse(entries[0]!.after as string)).toMatchObject({ itemCount: 3, written: 3 });
  });

  it("one bad item refuses all, with one error per bad item on its index; nothing is written", async () => {
    const before = await s.app.db.priceListItem.findMany({ where: { priceListId: id }, orderBy: { id: "asc" } });
    const rev = await revision(id);
    const r = await itemsSet(id, [
      { sku: skus[2], price: 5 },
      { sku: "NO-SUCH-SKU-1", price: 5 },
      { sku: skus[3], price: -1 },
      { sku: skus[4], price: 1.23456 },
      { sku: skus[5], tiers: [{ qty: 0, price: 1 }] },
      { sku: skus[2], price: 4 },
      { sku: "NO-SUCH-SKU-2", minQty: 10, maxQty: 5 },
      {
        sku: skus[4],
        tiers: [
          { qty: 5, price: 1 },
          { qty: 5, price: 2 },
        ],
      },
      { sku: skus[0], qtyIncrement: 0 },
      { sku: skus[1] },
    ]);
    expect(r).toMatchObject({ __typename: "Problem", httpStatus: 422, code: "invalid" });
    expect(r.errors.map((e: Json) => [e.field, e.code])).toEqual([
      ["items.1.sku", "unknown_sku"],
      ["items.2.price", "invalid_number"],
      ["items.3.price", "invalid_number"],
      ["items.4.tiers", "invalid_tier_qty"],
      ["items.5.sku", "duplicate_sku"],
      ["items.6.maxQty", "min_above_max"],
      ["items.6.sku", "unknown_sku"],
      ["items.7.sku", "duplicate_sku"],
      ["items.7.tiers", "duplicate_tier_qty"],
      ["items.8.qtyIncrement", "not_positive"],
      ["items.9.price", "empty_item"],
    ]);
    expect(await s.app.db.priceListItem.findMany({ where: { priceListId: id }, orderBy: { id: "asc" } })).toEqual(before);
    expect(await revision(id)).toBe(rev);
  });

  it("takes up to 10,000 items a call, no more", async () => {
    const many = Array.from({ length: 10_001 }, (_, i) => ({ sku: `X-${i}`, price: 1 }));
    const r = await itemsSet(id, many);
    expect(r).toMatchObject({ httpStatus: 422, code: "too_many_items", errors: [{ field: "items", code: "too_many_items" }] });
    const bulkList = (await create({ code: "ADM-BULK", name: "Ten thousand" })).id;
    const ok = await itemsSet(
      bulkList,
      bulk.map((sku, i) => ({ sku, price: 1 + (i % 7), ...(i % 3 === 0 ? { tiers: [{ qty: 10, price: 0.5 }] } : {}) })),
    );
    expect(ok).toMatchObject({ __typename: "PriceListItemsSetResult", upserted: 10_000, priceList: { itemCount: 10_000 } });
    // again, every row replaced in one call
    expect(
      await itemsSet(
        bulkList,
        bulk.map((sku) => ({ sku, price: 2 })),
      ),
    ).toMatchObject({ upserted: 10_000, priceList: { itemCount: 10_000 } });
    expect(await s.app.db.priceListItem.count({ where: { priceListId: bulkList, price: 2 } })).toBe(10_000);
  }, 180_000);

  it("deletes items by SKU (those not on the list ignored)", async () => {
    const before = (await items(id)).totalCount;
    const r = (
      await gql(`mutation($id: Int!, $skus: [String!]!) { priceListItemsDelete(priceListId: $id, skus: $skus) { ${RESULT} } }`, {
        id,
        skus: [variantSku, "NOT-ON-LIST"],
      })
    ).priceListItemsDelete;
    expect(r).toMatchObject({ __typename: "PriceList", itemCount: before - 1 });
    expect(await audits(id, "priceListItemsDelete")).toHaveLength(1);
  });
});

describe("CSV", () => {
  it("a dry run lists every error by line and writes nothing; applied with an error, nothing; then applied", async () => {
    const l = await create({ code: "ADM-CSV", name: "CSV" });
    const bad = [
      "sku,price,tiers,min_qty,max_qty,qty_increment",
      `${skus[0]},9.50,10:9.25|50:9.00,,,`,
      "NO-SUCH-SKU,1,,,,",
      `${skus[1]},abc,,,,`,
      `${skus[2]},1,10:x,,,`,
      `${skus[3]},,,6,3,`,
    ].join("\n");
    const dry = await importCsv(l.id, bad, true);
    expect(dry).toMatchObject({ __typename: "PriceListImportResult", dryRun: true, rows: 5, upserted: 0 });
    expect(dry.errors.map((e: Json) => [e.line, e.field, e.code])).toEqual([
      [3, "sku", "unknown_sku"],
      [4, "price", "invalid_number"],
      [5, "tiers", "invalid_tier_price"],
      [6, "max_qty", "min_above_max"],
    ]);
    const applied = await importCsv(l.id, bad, false);
    expect(applied).toMatchObject({ dryRun: false, upserted: 0 });
    expect(applied.errors).toHaveLength(4);
    expect(await s.app.db.priceListItem.count({ where: { priceListId: l.id } })).toBe(0);
    expect(await audits(l.id, "priceListImportCsv")).toHaveLength(0);

    const good = ["sku,price,tiers,min_qty,max_qty,qty_increment", `${skus[0]},9.50,10:9.25|50:9.00,,,`, `${skus[1]},,,6,60,6`, `${skus[2]},12.3456,,,,`].join(
      "\r\n",
    );
    expect(await importCsv(l.id, good, true)).toMatchObject({ rows: 3, upserted: 0, errors: [] });
    expect(await s.app.db.priceListItem.count({ where: { priceListId: l.id } })).toBe(0);
    const rev = await revision(l.id);
    expect(await importCsv(l.id, good, false)).toMatchObject({ dryRun: false, rows: 3, upserted: 3, errors: [] });
    expect(await revision(l.id)).toBeGreaterThan(rev);
    expect(await audits(l.id, "priceListImportCsv")).toHaveLength(1);
    expect((await items(l.id)).items.find((i: Json) => i.sku === skus[1])).toMatchObject({ price: null, minQty: 6, maxQty: 60, qtyIncrement: 6 });

    // the header is checked
    const header = await importCsv(l.id, "sku,prize\nA,1\n", true);
    expect(header.errors).toEqual([expect.objectContaining({ line: 1, field: "prize", code: "unknown_column" })]);
  });

  it("exports in item order and the export imports back to the same list", async () => {
    const a = await create({ code: "ADM-EXP", name: "Export" });
    await itemsSet(a.id, [
      { sku: skus[0], price: 9.5, tiers: [{ qty: 10, price: 9.25 }] },
      { sku: skus[1], minQty: 6, maxQty: 60, qtyIncrement: 6 },
      { sku: skus[2], price: 0.0001 },
    ]);
    const csv = await exportCsv(a.id);
    expect(csv.split("\n")[0]).toBe("sku,price,tiers,min_qty,max_qty,qty_increment");
    expect(csv).toContain(`${skus[0]},9.5,10:9.25,,,`);
    expect(csv).toContain(`${skus[1]},,,6,60,6`);
    const b = await create({ code: "ADM-EXP2", name: "Export copy" });
    expect(await importCsv(b.id, csv, false)).toMatchObject({ rows: 3, upserted: 3, errors: [] });
    expect(await exportCsv(b.id)).toBe(csv);
    const strip = (p: Json) => p.items.map(({ id: _id, ...rest }: Json) => rest);
    expect(strip(await items(b.id))).toEqual(strip(await items(a.id)));
  });
});

describe("CSV upload (REST)", () => {
  /** token null: none */
  const upload = (priceListId: number, csv: string, dryRun: boolean, token: string | null = admin) =>
    s.json(`${IMPORT_PATH}?priceListId=${priceListId}&dryRun=${dryRun}`, {
      method: "POST",
      body: csv,
      headers: { "content-type": "text/csv" },
      token: token ?? undefined,
    });

  it("takes a file over GraphQL's 1 MB: a dry run with its errors by line, then the apply of 10,000 rows in one transaction", async () => {
    const l = await create({ code: "ADM-UPLOAD", name: "Upload" });
    const header = "sku,price,tiers,min_qty,max_qty,qty_increment";
    const good = bulk.map((sku, i) => `${sku},${(5 + (i % 50) / 4).toFixed(2)},${i % 2 ? "10:4.50|50:4.25" : ""},,,`);
    const unknown = Array.from({ length: 20_000 }, (_, i) => `UNKNOWN-${"x".repeat(30)}-${i},1,,,,`);
    const big = [header, ...good, ...unknown].join("\n");
    expect(big.length).toBeGreaterThan(1024 * 1024);
    const dry = await upload(l.id, big, true);
    expect(dry.status).toBe(200);
    expect(dry.body).toMatchObject({ dryRun: true, rows: 30_000, upserted: 0 });
    expect(dry.body.errors).toHaveLength(20_000);
    expect(dry.body.errors[0]).toEqual({ line: 10_002, field: "sku", code: "unknown_sku", message: expect.stringContaining("UNKNOWN-") });
    const refused = await upload(l.id, big, false);
    expect(refused.status).toBe(422);
    expect(refused.body.errors[0]).toMatchObject({ field: "lines.10002.sku", code: "unknown_sku" });
    expect(await s.app.db.priceListItem.count({ where: { priceListId: l.id } })).toBe(0);
    const applied = await upload(l.id, [header, ...good].join("\n"), false);
    expect(applied.status).toBe(200);
    expect(applied.body).toEqual({ dryRun: false, rows: 10_000, upserted: 10_000, errors: [] });
    expect(await s.app.db.priceListItem.count({ where: { priceListId: l.id } })).toBe(10_000);
  }, 180_000);

  it("an admin without scope pricing, no token or an unknown list are refused", async () => {
    expect((await upload(1, "sku,price\n", true, null)).status).toBe(401);
    const customer = await s.customerToken("trade@example.com", TEST_CUSTOMER_PASSWORD);
    expect((await upload(1, "sku,price\n", true, customer)).status).toBe(403);
    expect((await upload(987654, "sku,price\n", true)).status).toBe(404);
  });
});

describe("assignments", () => {
  it("assigns to companies and groups, the grid finds a company's lists; unknown ids refused on their field; unassigns", async () => {
    const l = await create({ code: "ADM-ASG", name: "Assigned" });
    const r0 = await revision(l.id);
    const a = await assign("priceListAssign", l.id, [northwind], [0, 2]);
    expect(a).toMatchObject({ __typename: "PriceList", companyIds: [northwind], customerGroupIds: [0, 2] });
    expect(a.revision).toBeGreaterThan(r0);
    // assigning again changes nothing and is no error
    expect(await assign("priceListAssign", l.id, [northwind])).toMatchObject({ companyIds: [northwind] });
    const grid = await gql(`query($c: Int) { priceLists(filter: {companyId: $c}) { totalCount items { code } } }`, { c: northwind });
    expect(grid.priceLists.items.map((x: Json) => x.code)).toContain("ADM-ASG");
    const byGroup = await gql(`{ priceLists(filter: {customerGroupId: 2}) { items { code } } }`);
    expect(byGroup.priceLists.items.map((x: Json) => x.code)).toContain("ADM-ASG");

    const bad = await assign("priceListAssign", l.id, [northwind, 987654], [2, 99]);
    expect(bad).toMatchObject({ __typename: "Problem", httpStatus: 422 });
    expect(bad.errors.map((e: Json) => [e.field, e.code])).toEqual([
      ["companyIds", "not_found"],
      ["customerGroupIds", "not_found"],
    ]);
    const u = await assign("priceListUnassign", l.id, [northwind], [0]);
    expect(u).toMatchObject({ companyIds: [], customerGroupIds: [2] });
    expect(await assign("priceListUnassign", 987654, [northwind])).toMatchObject({ httpStatus: 404 });
    const [entry] = await audits(l.id, "priceListAssign");
    expect(JSON.parse(entry!.after as string)).toMatchObject({ companyIds: [northwind], customerGroupIds: [0, 2] });
    expect(await audits(l.id, "priceListUnassign")).toHaveLength(1);
  });
});

describe("grid and condition check", () => {
  it("filters by search, active and store, sorts and pages", async () => {
    const search = await gql(`{ priceLists(filter: {search: "adm-exp"}, sort: {field: CODE, direction: ASC}) { totalCount items { code } } }`);
    expect(search.priceLists).toEqual({ totalCount: 2, items: [{ code: "ADM-EXP" }, { code: "ADM-EXP2" }] });
    const inactive = await gql(`{ priceLists(filter: {active: false}) { items { code active } } }`);
    expect(inactive.priceLists.items.every((x: Json) => x.active === false)).toBe(true);
    expect(inactive.priceLists.items.map((x: Json) => x.code)).toContain("ADM-UPD");
    const au = await gql(`{ priceLists(filter: {storeId: 2}, pageSize: 100) { items { code storeIds } } }`);
    expect(au.priceLists.items.map((x: Json) => x.code)).not.toContain("ADM-ALL");
    expect(au.priceLists.items.every((x: Json) => x.storeIds.length === 0 || x.storeIds.includes(2))).toBe(true);
    const paged = await gql(`{ priceLists(page: 2, pageSize: 2, sort: {field: ID, direction: ASC}) { page pageSize totalCount items { id } } }`);
    expect(paged.priceLists).toMatchObject({ page: 2, pageSize: 2 });
    expect(paged.priceLists.items).toHaveLength(2);
  });

  it("checks a condition with every diagnostic", async () => {
    const unknown = await gql(`{ priceListConditionCheck(condition: "category in [999999] and price >= 10") { valid diagnostics { code line column } } }`);
    expect(unknown.priceListConditionCheck).toEqual({ valid: false, diagnostics: [{ code: "unknown_category", line: 1, column: 14 }] });
    const cats = await s.app.db.category.findMany({ select: { id: true }, take: 1 });
    const good = await gql(`query($c: String!) { priceListConditionCheck(condition: $c) { valid diagnostics { message } } }`, {
      c: `category in [${cats[0]!.id}] and price >= 10`,
    });
    expect(good.priceListConditionCheck).toEqual({ valid: true, diagnostics: [] });
    const bad = await gql(`{ priceListConditionCheck(condition: "price >= \\"x\\" or") { valid diagnostics { severity line column code message } } }`);
    expect(bad.priceListConditionCheck.valid).toBe(false);
    expect(bad.priceListConditionCheck.diagnostics.length).toBeGreaterThanOrEqual(1);
    expect(bad.priceListConditionCheck.diagnostics[0]).toMatchObject({ severity: "error", line: 1 });
  });
});

describe("scope", () => {
  it("a customer, no token and an admin without scope pricing are refused and change nothing", async () => {
    const customer = await s.customerToken("trade@example.com", TEST_CUSTOMER_PASSWORD);
    await s.app.db.adminUser.create({
      data: { username: "clerk-no-pricing", passwordHash: await hashPassword("clerk-password-1"), scopes: "customers,catalog,companies" },
    });
    const r = await s.json("/api/rest/v2/auth/admin-token", { method: "POST", json: { username: "clerk-no-pricing", password: "clerk-password-1" } });
    const clerk = r.body.token as string;
    const count = await s.app.db.priceList.count();
    for (const [token, code] of [
      [customer, "forbidden"],
      [undefined, "login_required"],
      [clerk, "forbidden"],
    ] as const) {
      expect((await s.gql(`{ priceLists { totalCount } }`, {}, { token })).errors?.[0]?.extensions?.code).toBe(code);
      const mu = await s.gql(`mutation { priceListCreate(input: {code: "SNEAK", name: "x"}) { __typename } }`, {}, { token });
      expect(mu.errors?.[0]?.extensions?.code).toBe(code);
      const ex = await s.gql(`{ priceListExportCsv(priceListId: 1) }`, {}, { token });
      expect(ex.errors?.[0]?.extensions?.code).toBe(code);
    }
    expect(await s.app.db.priceList.count()).toBe(count);
  });
});
