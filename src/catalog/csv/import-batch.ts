/**
 * One batch of a product CSV import: its rows checked against the catalogue (plan), and, when none is bad, written
 * in one transaction (apply) with an audit entry per created or changed product, the price and search indexes of
 * those products, the modules' save hook, and one `catalogChanged` version. A batch with a bad row writes nothing.
 */
import type { RequestContext } from "../../core/context.ts";
import type { Db } from "../../core/db/client.ts";
import { recordAudit } from "../../core/audit/record.ts";
import { sanitizeMerchantHtml } from "../../core/html/sanitize.ts";
import { dbOf, type DbClient, withTransaction } from "../../core/unit-of-work.ts";
import { reindexPrices } from "../price-index.ts";
import { ATTRIBUTE_PREFIX, type CsvLookups, type CsvRow, PRODUCT_CSV_SELECT, type ProductCsvRecord, productRow, readCell, storedValue } from "./columns.ts";

/** a bad cell or row: the file's line (1 is the header), the row's SKU, the column */
export interface RowError {
  line: number;
  sku: string;
  field: string;
  code: string;
  message: string;
}

/** a data row as read: its first line in the file and its cells by header position */
export interface ParsedRow {
  line: number;
  cells: string[];
}

/** what the import remembers across batches (kept small: two maps keyed by SKU and URL key) */
export interface ImportMemory {
  /** SKU -> the line it was first seen on */
  skus: Map<string, number>;
  /** URL key -> the SKU whose row claims it */
  urlKeys: Map<string, string>;
}

export interface RowPlan {
  line: number;
  sku: string;
  existing: ProductCsvRecord | null;
  before: CsvRow | null;
  after: CsvRow;
  /** the columns whose text differs (every column for a new product) */
  changed: string[];
}

export interface BatchPlan {
  plans: RowPlan[];
  errors: RowError[];
  /** rows with at least one error */
  badRows: number;
}

const HTML_COLUMNS = new Set(["description", "short_description"]);

/** "Food & Drink" -> "food-and-drink" (a new product's URL key when the row gives none: name and SKU) */
export const slugify = (s: string) =>
  s
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "") || "item";

/** the defaults of a new product's columns (what the database would default to) */
function newProductRow(columns: string[]): CsvRow {
  const row: CsvRow = Object.fromEntries(columns.map((c) => [c, ""]));
  return { ...row, type: "simple", status: "enabled", visibility: "catalog_search", price: "0", qty: "0", is_in_stock: "1" };
}

/** checks a batch's rows against the file's header, each other and the catalogue; reads only */
export async function planBatch(
  db: Db | DbClient,
  header: string[],
  columns: string[],
  rows: ParsedRow[],
  lookups: CsvLookups,
  memory: ImportMemory,
): Promise<BatchPlan> {
  const errors: RowError[] = [];
  const bad = new Set<number>();
  const fail = (line: number, sku: string, field: string, code: string, message: string) => {
    errors.push({ line, sku, field, code, message });
    bad.add(line);
  };
  const skuAt = header.indexOf("sku");
  const keyed: { row: ParsedRow; sku: string }[] = [];
  for (const row of rows) {
    const sku = (row.cells[skuAt] ?? "").trim();
    if (row.cells.length !== header.length) {
      fail(row.line, sku, "", "column_count", `${row.cells.length} cells where the header has ${header.length} columns`);
      continue;
    }
    if (sku === "") fail(row.line, sku, "sku", "required", "a SKU is required");
    else if (sku.length > 64) fail(row.line, sku, "sku", "too_long", "at most 64 characters");
    else if (memory.skus.has(sku)) fail(row.line, sku, "sku", "duplicate_sku", `the SKU is also on line ${memory.skus.get(sku)}`);
    else {
      memory.skus.set(sku, row.line);
      keyed.push({ row, sku });
    }
  }
  const existing = new Map(
    ((await db.product.findMany({ where: { sku: { in: keyed.map((k) => k.sku) } }, select: PRODUCT_CSV_SELECT })) as ProductCsvRecord[]).map((p) => [p.sku, p]),
  );

  const plans: RowPlan[] = [];
  for (const { row, sku } of keyed) {
    const current = existing.get(sku) ?? null;
    const before = current ? productRow(current, lookups) : null;
    const after: CsvRow = before ? { ...before } : newProductRow(columns);
    after.sku = sku;
    let rowOk = true;
    header.forEach((column, i) => {
      if (column === "sku") return;
      const raw = row.cells[i]!;
      // an update keeps what an empty URL key cell would otherwise lose; a new product's is made from its name and SKU
      if (column === "url_key" && raw.trim() === "") return;
      // what the catalogue holds already is taken as it is (an older value a rule of today would refuse, too)
      if (before && raw === before[column]) return;
      const cell = readCell(column, raw, lookups);
      if (!cell.ok) {
        fail(row.line, sku, column, cell.code, cell.message);
        rowOk = false;
        return;
      }
      after[column] = HTML_COLUMNS.has(column) ? sanitizeMerchantHtml(cell.text) : cell.text;
    });
    if (!current && !header.includes("name")) {
      fail(row.line, sku, "name", "required", "a new product needs a name");
      rowOk = false;
    }
    if (current && after.type !== current.type) {
      fail(row.line, sku, "type", "type_change", `an import does not change a product's type (${current.type})`);
      rowOk = false;
    }
    if (after.special_from_date && after.special_to_date && after.special_from_date > after.special_to_date) {
      fail(row.line, sku, "special_to_date", "invalid_range", "the special price ends before it starts");
      rowOk = false;
    }
    if (!rowOk) continue;
    if (!after.url_key) after.url_key = slugify(`${after.name}-${sku}`);
    const claimed = memory.urlKeys.get(after.url_key);
    if (claimed !== undefined && claimed !== sku) {
      fail(row.line, sku, "url_key", "duplicate_url_key", `the URL key "${after.url_key}" is also given to ${claimed} in this file`);
      continue;
    }
    memory.urlKeys.set(after.url_key, sku);
    const changed = before ? columns.filter((c) => after[c] !== before[c]) : columns;
    plans.push({ line: row.line, sku, existing: current, before, after, changed });
  }

  // a URL key another product holds (one not in this file, or not given up by it yet)
  const claiming = plans.filter((p) => p.changed.includes("url_key"));
  if (claiming.length) {
    const holders = new Map(
      (await db.product.findMany({ where: { urlKey: { in: claiming.map((p) => p.after.url_key!) } }, select: { sku: true, urlKey: true } })).map((p) => [
        p.urlKey,
        p.sku,
      ]),
    );
    for (const p of claiming) {
      const holder = holders.get(p.after.url_key!);
      if (holder !== undefined && holder !== p.sku)
        fail(p.line, p.sku, "url_key", "duplicate_url_key", `the URL key "${p.after.url_key}" belongs to ${holder}`);
    }
  }
  // in file order (a row's SKU problems were found first)
  errors.sort((a, b) => a.line - b.line);
  return { plans: plans.filter((p) => !bad.has(p.line)), errors, badRows: bad.size };
}

/** the product's own columns as Prisma data */
function productData(after: CsvRow, changed: Set<string>) {
  const data: Record<string, unknown> = {};
  const set = (column: string, field: string, value: (t: string) => unknown) => {
    if (changed.has(column)) data[field] = value(after[column]!);
  };
  const text = (t: string) => t;
  set("type", "type", text);
  set("name", "name", text);
  set("url_key", "urlKey", text);
  set("status", "status", storedValue.status);
  set("visibility", "visibility", storedValue.visibility);
  set("price", "price", text);
  set("special_price", "specialPrice", storedValue.decimal);
  set("special_from_date", "specialFromDate", storedValue.date);
  set("special_to_date", "specialToDate", storedValue.date);
  set("msrp", "msrp", storedValue.decimal);
  set("weight", "weight", (t) => (t === "" ? null : Number(t)));
  set("qty", "stockQty", Number);
  set("is_in_stock", "inStock", (t) => t === "1");
  set("description", "description", text);
  set("short_description", "shortDescription", text);
  set("meta_title", "metaTitle", text);
  set("meta_description", "metaDescription", text);
  return data;
}

/** writes one planned row; answers the product's id */
async function writeRow(tx: DbClient, plan: RowPlan, lookups: CsvLookups): Promise<number> {
  const changed = new Set(plan.changed);
  const data = productData(plan.after, changed);
  const id = plan.existing
    ? (await tx.product.update({ where: { id: plan.existing.id }, data, select: { id: true } })).id
    : (await tx.product.create({ data: { ...(data as { name: string; urlKey: string }), sku: plan.sku }, select: { id: true } })).id;

  if (changed.has("categories")) {
    const want = new Set(storedValue.categories(plan.after.categories!, lookups));
    const had = new Set(plan.existing?.categories.map((c) => c.categoryId) ?? []);
    const gone = [...had].filter((c) => !want.has(c));
    if (gone.length) await tx.productCategory.deleteMany({ where: { productId: id, categoryId: { in: gone } } });
    // assignments kept keep their positions; new ones go first (position 0)
    const added = [...want].filter((c) => !had.has(c));
    if (added.length) await tx.productCategory.createMany({ data: added.map((categoryId) => ({ productId: id, categoryId })) });
  }
  if (changed.has("tier_prices")) {
    if (plan.existing) await tx.tierPrice.deleteMany({ where: { productId: id } });
    const tiers = storedValue.tierPrices(plan.after.tier_prices!, lookups);
    if (tiers.length) await tx.tierPrice.createMany({ data: tiers.map((t) => ({ productId: id, groupId: t.groupId, qty: t.qty, price: t.price })) });
  }
  const gone: number[] = [];
  const upserts: { attributeId: number; value: string }[] = [];
  for (const column of changed) {
    if (!column.startsWith(ATTRIBUTE_PREFIX)) continue;
    const info = lookups.attributeByCode.get(column.slice(ATTRIBUTE_PREFIX.length))!;
    const value = storedValue.attribute(info, plan.after[column]!);
    if (value === null) gone.push(info.id);
    else upserts.push({ attributeId: info.id, value });
  }
  if (gone.length && plan.existing) await tx.productAttributeValue.deleteMany({ where: { productId: id, attributeId: { in: gone } } });
  if (upserts.length) {
    if (plan.existing) await tx.productAttributeValue.deleteMany({ where: { productId: id, attributeId: { in: upserts.map((u) => u.attributeId) } } });
    await tx.productAttributeValue.createMany({ data: upserts.map((u) => ({ productId: id, ...u })) });
  }
  return id;
}

export interface AppliedBatch {
  created: number;
  updated: number;
  unchanged: number;
  /** the products written (created or changed) */
  ids: number[];
}

/**
 * Writes a batch that planned without an error, in one transaction (the batch is planned again inside it, so that
 * what it compares with is what it overwrites); answers the rows' errors instead, writing nothing, when a row turns
 * out bad there (a URL key taken meanwhile).
 */
export async function applyBatch(
  ctx: RequestContext,
  header: string[],
  columns: string[],
  rows: ParsedRow[],
  lookups: CsvLookups,
  memory: ImportMemory,
): Promise<{ ok: true; applied: AppliedBatch } | { ok: false; plan: BatchPlan }> {
  const outcome = await withTransaction(
    ctx,
    async (txCtx) => {
      const tx = dbOf(txCtx);
      const plan = await planBatch(tx, header, columns, rows, lookups, memory);
      if (plan.errors.length) return { ok: false as const, plan };
      const ids: number[] = [];
      let created = 0;
      let unchanged = 0;
      for (const p of plan.plans) {
        if (!p.changed.length) {
          unchanged++;
          continue;
        }
        const id = await writeRow(tx, p, lookups);
        if (!p.existing) created++;
        ids.push(id);
        await recordAudit(tx, txCtx, { operation: "productImport", entityType: "product", entityId: id, before: p.before, after: p.after });
      }
      if (!ids.length) return { ok: true as const, applied: { created, updated: 0, unchanged, ids }, version: null };
      // their listing prices (and those of the grouped, bundle and configurable products that show them), their search
      // entries, the modules' own indexes: all in this transaction
      await reindexPrices(tx, ids);
      await ctx.app.search.index(ids, tx);
      for (const productId of ids) await ctx.app.events.dispatch("catalog_product_save_after", { ctx: txCtx, productId, db: tx });
      const version = await ctx.app.coherence.bump(tx, "catalogChanged");
      return { ok: true as const, applied: { created, updated: ids.length - created, unchanged, ids }, version };
    },
    { timeout: 120_000, maxWait: 30_000 },
  );
  if (!outcome.ok) return outcome;
  const { applied, version } = outcome;
  if (applied.ids.length && version !== null) {
    ctx.app.productRows.evict(applied.ids);
    ctx.app.facets.clear();
    ctx.app.searches.clear();
    // one announcement per batch: the storefront sync and the other instances coalesce them
    await ctx.app.pubsub.publish("catalogChanged", { entity: "product", ids: applied.ids.map(String), at: new Date().toISOString(), version });
  }
  return { ok: true, applied };
}
