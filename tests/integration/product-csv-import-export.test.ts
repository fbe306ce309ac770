/**
 * The products' CSV export and import over the real server (SQLite, and PostgreSQL with TEST_DATABASE_URL): the
 * seeded catalogue round-trips (export, dry run with no error, apply, export again: the same bytes); a dry run lists
 * bad rows by line and writes nothing; an apply writes batch by batch, one transaction each, and a batch with a bad
 * row writes nothing while the batches around it are written, each write audited; only an admin with scope
 * catalog may call any of it.
 */
import { createHash } from "node:crypto";
import { print, type DocumentNode } from "graphql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../helpers/server.ts";
import { TEST_CUSTOMER_PASSWORD, TEST_PRODUCTS } from "../helpers/db-template.ts";
import { refused, replay, type Op } from "../helpers/graphql-replay.ts";
import * as consoleOps from "../../admin/src/screens/catalog-import/operations.ts";

const EXPORT = "/api/rest/v2/admin/products/export.csv";
const IMPORT = "/api/rest/v2/admin/products/import";
const BATCH = 10;
let s: TestServer;
let admin: string;

beforeAll(async () => {
  s = await startTestServer({ settings: { productImportBatchRows: BATCH, productImportMaxBytes: 4 * 1024 * 1024 } });
  admin = await s.adminToken();
});
afterAll(async () => {
  await s?.close();
});

const exportCsv = async () => {
  const res = await s.fetch(EXPORT, { token: admin });
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toMatch(/^text\/csv/);
  return res.text();
};
const importCsv = (csv: string, dryRun: boolean, token = admin) =>
  s.json(`${IMPORT}?dryRun=${dryRun}&fileName=test.csv`, { method: "POST", token, body: csv, headers: { "content-type": "text/csv" } });

const RUN = `query Run($id: Int!) { productImportRun(id: $id) { id status dryRun rowsDone rowsFailed rowsCreated rowsUpdated rowsUnchanged
  batchesDone batchesFailed errorCount failure fileSize fileHash errors { line sku field code message } } }`;
/** the apply's run once it has finished (it runs after its 202) */
async function finished(id: number) {
  for (let i = 0; i < 200; i++) {
    const run = (await s.gql(RUN, { id }, { token: admin })).data.productImportRun;
    if (run.status !== "running") return run;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`run ${id} did not finish`);
}

describe("product CSV export and import", () => {
  it("round-trips the catalogue: export, dry run with no error, apply, export again gives the same bytes", async () => {
    const first = await exportCsv();
    const lines = first.trimEnd().split("\n");
    const header = lines[0]!.split(",");
    expect(header.slice(0, 4)).toEqual(["sku", "type", "name", "url_key"]);
    expect(header.some((c) => c.startsWith("attr:"))).toBe(true);
    expect(await s.app.db.product.count()).toBeGreaterThanOrEqual(TEST_PRODUCTS);
    // one row per product (cells may hold line breaks: count the SKUs instead of the lines)
    const productCount = await s.app.db.product.count();

    const dry = await importCsv(first, true);
    expect(dry.status, JSON.stringify(dry.body).slice(0, 500)).toBe(200);
    expect(dry.body).toMatchObject({ dryRun: true, status: "completed", errorCount: 0, rowsDone: productCount, rowsUnchanged: productCount, rowsCreated: 0 });
    expect(dry.body.fileHash).toBe(createHash("sha256").update(first).digest("hex"));

    const auditBefore = await s.app.db.auditEntry.count({ where: { operation: "productImport" } });
    const applied = await importCsv(first, false);
    expect(applied.status).toBe(202);
    expect(applied.body).toMatchObject({ status: "running", dryRun: false, fileSize: Buffer.byteLength(first) });
    const run = await finished(applied.body.id);
    expect(run).toMatchObject({ status: "completed", errorCount: 0, rowsDone: productCount, rowsUnchanged: productCount, rowsUpdated: 0, batchesFailed: 0 });
    // nothing changed, nothing written or audited
    expect(await s.app.db.auditEntry.count({ where: { operation: "productImport" } })).toBe(auditBefore);
    expect(await exportCsv()).toBe(first);
  });

  it("a dry run lists every bad row by its line and writes nothing", async () => {
    const [known] = await s.app.db.product.findMany({ orderBy: { id: "asc" }, take: 1 });
    const csv = [
      "\ufeffsku,name,price,status,categories,tier_prices,description",
      `${known!.sku},"A name, quoted",12.5,enabled,,,`,
      "CSV-DRY-1,Bad price,-3,enabled,,,",
      'CSV-DRY-2,"A name over',
      'two lines",4,sometimes,no/such/category,,',
      "CSV-DRY-3,Fine,1.25,disabled,,*:2:1|nogroup:1:1,<p>ok</p>",
      "CSV-DRY-1,Again,1,enabled,,,",
      "CSV-DRY-4,Short row",
    ].join("\r\n");
    const before = await s.app.db.product.count();
    const dry = await importCsv(csv, true);
    expect(dry.status).toBe(200);
    const errors = dry.body.errors as { line: number; sku: string; field: string; code: string }[];
    expect(errors.map((e) => [e.line, e.sku, e.field, e.code])).toEqual([
      [3, "CSV-DRY-1", "price", "invalid_decimal"],
      [4, "CSV-DRY-2", "status", "invalid_value"],
      [4, "CSV-DRY-2", "categories", "unknown_category"],
      [6, "CSV-DRY-3", "tier_prices", "unknown_customer_group"],
      [7, "CSV-DRY-1", "sku", "duplicate_sku"],
      [8, "CSV-DRY-4", "", "column_count"],
    ]);
    expect(dry.body).toMatchObject({ status: "completed_with_errors", errorCount: 6, rowsDone: 6, rowsFailed: 5, rowsUpdated: 1 });
    expect(await s.app.db.product.count()).toBe(before);
    expect((await s.app.db.product.findUniqueOrThrow({ where: { id: known!.id } })).name).toBe(known!.name);

    const unknownColumn = await importCsv("sku,colour\nX,red\n", true);
    expect(unknownColumn.body).toMatchObject({ status: "failed", errors: [{ line: 1, field: "colour", code: "unknown_column" }] });
  });

  it("an apply writes batch by batch: a bad row in batch 2 leaves batch 2 unwritten, batches 1 and 3 written and audited", async () => {
    const category = await s.app.db.category.findFirstOrThrow({ where: { level: { gte: 2 } }, orderBy: { id: "asc" } });
    const rows = Array.from({ length: 3 * BATCH }, (_, i) => {
      const n = i + 1;
      return `CSV-NEW-${n},New product ${n},${n === 15 ? "not-a-price" : `${n}.5`},${category.urlPath},*:5:${n}.25,${n % 2 ? "yes" : "no"}`;
    });
    const csv = `sku,name,price,categories,tier_prices,is_in_stock\n${rows.join("\n")}\n`;
    const applied = await importCsv(csv, false);
    expect(applied.status).toBe(202);
    const run = await finished(applied.body.id);
    expect(run).toMatchObject({ status: "completed_with_errors", batchesDone: 3, batchesFailed: 1, rowsCreated: 20, rowsFailed: 1, errorCount: 1 });
    expect(run.errors).toEqual([{ line: 16, sku: "CSV-NEW-15", field: "price", code: "invalid_decimal", message: expect.any(String) }]);

    const made = await s.app.db.product.findMany({ where: { sku: { startsWith: "CSV-NEW-" } }, include: { tierPrices: true, categories: true } });
    const numbers = made.map((p) => Number(p.sku.slice("CSV-NEW-".length))).sort((a, b) => a - b);
    expect(numbers).toEqual([...Array.from({ length: 10 }, (_, i) => i + 1), ...Array.from({ length: 10 }, (_, i) => i + 21)]);
    const p3 = made.find((p) => p.sku === "CSV-NEW-3")!;
    expect(String(p3.price)).toBe("3.5");
    expect(p3.inStock).toBe(true);
    expect(p3.urlKey).toBe("new-product-3-csv-new-3");
    expect(p3.categories.map((c) => c.categoryId)).toEqual([category.id]);
    expect(p3.tierPrices.map((t) => [t.groupId, t.qty, String(t.price)])).toEqual([[null, 5, "3.25"]]);
    // each created product audited once, in its batch
    const audits = await s.app.db.auditEntry.findMany({ where: { operation: "productImport", entityId: { in: made.map((p) => String(p.id)) } } });
    expect(audits).toHaveLength(20);
    expect(audits.every((a) => a.before === null && a.entityType === "product" && a.actorKind === "admin")).toBe(true);
    // the search index has them
    const found = await s.json("/api/rest/v2/products?search=CSV-NEW-21");
    expect(found.body.member.map((p: { sku: string }) => p.sku)).toContain("CSV-NEW-21");
  });

  it("an update writes only what changed, audits it with before and after, and the catalogue shows it at once", async () => {
    const p = await s.app.db.product.findFirstOrThrow({ where: { sku: "CSV-NEW-21" } });
    const listed = await s.json(`/api/rest/v2/products?sku=CSV-NEW-21`);
    expect(listed.body.member[0].price).toBe(21.5);
    const applied = await importCsv("sku,price,status,tier_prices\nCSV-NEW-21,19.99,disabled,\nCSV-NEW-22,22.5,enabled,*:5:22.25\n", false);
    const run = await finished(applied.body.id);
    expect(run).toMatchObject({ status: "completed", rowsUpdated: 1, rowsUnchanged: 1 });
    const after = await s.app.db.product.findUniqueOrThrow({ where: { id: p.id }, include: { tierPrices: true } });
    expect([String(after.price), String(after.indexPrice), after.status, after.tierPrices.length]).toEqual(["19.99", "19.99", 2, 0]);
    const audit = await s.app.db.auditEntry.findFirstOrThrow({ where: { operation: "productImport", entityId: String(p.id), before: { not: null } } });
    expect(JSON.parse(audit.before!)).toEqual({ price: "21.5", status: "enabled", tier_prices: "*:5:21.25" });
    expect(JSON.parse(audit.after!)).toEqual({ price: "19.99", status: "disabled", tier_prices: "" });
    // disabled: gone from the storefront's listing (the cached answer was dropped)
    expect((await s.json(`/api/rest/v2/products?sku=CSV-NEW-21`)).body.member).toEqual([]);
  });

  it("refuses guests, customers and the API user, other media types and bodies over the limit", async () => {
    const customer = await s.customerToken("jane@example.com", TEST_CUSTOMER_PASSWORD);
    const basic = s.apiUser;
    for (const [path, method] of [
      [EXPORT, "GET"],
      [`${IMPORT}?dryRun=true`, "POST"],
      [`${IMPORT}?dryRun=false`, "POST"],
    ] as const) {
      const body = method === "POST" ? "sku,name\nCSV-REFUSED,Nope\n" : undefined;
      const headers = { "content-type": "text/csv" };
      expect((await s.fetch(path, { method, body, headers })).status).toBe(401);
      expect((await s.fetch(path, { method, body, headers, token: customer })).status).toBe(403);
      expect((await s.fetch(path, { method, body, headers, basic })).status).toBe(403);
    }
    expect(await s.app.db.product.count({ where: { sku: "CSV-REFUSED" } })).toBe(0);

    const json = await s.json(`${IMPORT}?dryRun=true`, { method: "POST", token: admin, json: { sku: "x" } });
    expect([json.status, json.body.code]).toEqual([415, "unsupported_media_type"]);
    const big = await s.fetch(`${IMPORT}?dryRun=false`, {
      method: "POST",
      token: admin,
      body: "x".repeat(5 * 1024 * 1024),
      headers: { "content-type": "text/csv" },
    });
    expect(big.status).toBe(413);

    // the console's GraphQL operations, replayed as the others: refused
    const docs = Object.values(consoleOps).filter((d): d is DocumentNode => typeof d === "object" && d !== null && (d as DocumentNode).kind === "Document");
    const variables: Record<string, Record<string, unknown>> = { ProductImportRuns: { page: 1, pageSize: 20 }, ProductImportRun: { id: 1 } };
    const ops: Op[] = docs
      .map((d) => print(d))
      .filter((q) => /^\s*query/.test(q))
      .map((query) => {
        const name = /query (\w+)/.exec(query)![1]!;
        return { kind: "http" as const, operationName: name, query, variables: variables[name] };
      });
    expect(ops.map((o) => o.operationName).sort()).toEqual(Object.keys(variables).sort());
    const answered: string[] = [];
    for (const op of ops)
      for (const [who, authorization] of [
        ["a guest", undefined],
        ["a customer", `Bearer ${customer}`],
        ["the API user", `Basic ${Buffer.from(basic.join(":")).toString("base64")}`],
      ] as const) {
        const a = await replay(s.url, op, authorization);
        if (!refused(a)) answered.push(`${who}: ${op.operationName} -> ${JSON.stringify(a).slice(0, 200)}`);
      }
    expect(answered).toEqual([]);
    const mine = await replay(s.url, ops.find((o) => o.operationName === "ProductImportRuns")!, `Bearer ${admin}`);
    expect((mine.data as { productImportRuns: { totalCount: number } }).productImportRuns.totalCount).toBeGreaterThan(0);
  });
});
