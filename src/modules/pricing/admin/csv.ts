/**
 * A list's items as CSV: `sku,price,tiers,min_qty,max_qty,qty_increment`, tiers written `10:9.50|50:9.00`.
 * The import checks every row first (a dry run answers every error by line and writes nothing); applied, it is
 * the items write of priceListItemsSet in one transaction: any error, nothing applied. The export is the same
 * columns in item id order, read in batches.
 */
import { parse } from "csv-parse/sync";
import type { RequestContext } from "../../../core/context.ts";
import { ProblemError } from "../../../core/errors.ts";
import { money } from "../../../core/money.ts";
import { dbOf, withTransaction } from "../../../core/unit-of-work.ts";
import { pricingChanged } from "../announce.ts";
import { parseTiers } from "../types.ts";
import { checkItems, type ItemInput, itemsAudit, unknownSkus, writeItems } from "./items.ts";
import { recordOf } from "./shared.ts";

export const CSV_COLUMNS = ["sku", "price", "tiers", "min_qty", "max_qty", "qty_increment"] as const;
/** the most rows one import takes */
export const MAX_IMPORT_ROWS = 100_000;

const FIELD_COLUMN = { sku: "sku", price: "price", tiers: "tiers", minQty: "min_qty", maxQty: "max_qty", qtyIncrement: "qty_increment" } as const;

export interface ImportError {
  line: number;
  field: string;
  code: string;
  message: string;
}
export interface ImportResult {
  dryRun: boolean;
  rows: number;
  upserted: number;
  errors: ImportError[];
}

/** `10:9.50|50:9.00` -> tiers; a malformed one keeps its text, for the checker's error */
function tiersCell(cell: string): ItemInput["tiers"] {
  const t = cell.trim();
  if (!t) return [];
  return t.split("|").map((part) => {
    const [qty = "", price = "", ...rest] = part.split(":");
    return rest.length ? { qty: "", price: "" } : { qty: qty.trim(), price: price.trim() };
  });
}

/** rows of the CSV with their line numbers, or the errors of its shape (header, parse) */
function readCsv(csv: string): { rows: { line: number; item: ItemInput }[]; errors: ImportError[] } {
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(csv, { bom: true, skip_empty_lines: true, relax_column_count: true, info: true, trim: true }) as never;
  } catch (e) {
    const err = e as { lines?: number; message?: string };
    return { rows: [], errors: [{ line: err.lines ?? 1, field: "csv", code: "invalid_csv", message: err.message ?? "not a CSV file" }] };
  }
  if (!records.length)
    return { rows: [], errors: [{ line: 1, field: "csv", code: "empty", message: `the file is empty: its first line is ${CSV_COLUMNS.join(",")}` }] };
  const header = records[0]!.record.map((h) => h.trim().toLowerCase());
  const errors: ImportError[] = [];
  for (const h of header)
    if (!(CSV_COLUMNS as readonly string[]).includes(h))
      errors.push({ line: 1, field: h, code: "unknown_column", message: `unknown column "${h}" (${CSV_COLUMNS.join(", ")})` });
  if (!header.includes("sku")) errors.push({ line: 1, field: "sku", code: "missing_column", message: "the sku column is required" });
  if (errors.length) return { rows: [], errors };
  const col = (name: string) => header.indexOf(name);
  const at = Object.fromEntries(CSV_COLUMNS.map((c) => [c, col(c)])) as Record<(typeof CSV_COLUMNS)[number], number>;
  const cell = (r: string[], c: number) => (c < 0 ? "" : (r[c] ?? ""));
  const rows = records.slice(1).map(({ record, info }) => ({
    line: info.lines,
    item: {
      sku: cell(record, at.sku),
      price: cell(record, at.price),
      tiers: tiersCell(cell(record, at.tiers)),
      minQty: cell(record, at.min_qty),
      maxQty: cell(record, at.max_qty),
      qtyIncrement: cell(record, at.qty_increment),
    },
  }));
  return { rows, errors };
}

export async function importCsv(ctx: RequestContext, priceListId: number, csv: string, dryRun: boolean): Promise<ImportResult> {
  await recordOf(ctx.app.db, priceListId);
  const read = readCsv(csv);
  if (read.rows.length > MAX_IMPORT_ROWS)
    throw new ProblemError(422, "too_many_rows", `At most ${MAX_IMPORT_ROWS.toLocaleString("en-US")} rows an import`, {
      errors: [{ field: "csv", code: "too_many_rows", message: `${read.rows.length} rows; at most ${MAX_IMPORT_ROWS}` }],
    });
  if (read.errors.length) return { dryRun, rows: read.rows.length, upserted: 0, errors: read.errors };
  const { checked, errors } = checkItems(
    read.rows.map((r) => r.item),
    (i) => read.rows[i]!.line,
  );
  const unknown = await unknownSkus(ctx.app.db, [...new Set(read.rows.map((r) => r.item.sku.trim()).filter(Boolean))]);
  const all: ImportError[] = [
    ...errors.map((e) => ({ line: e.at, field: FIELD_COLUMN[e.field], code: e.code, message: e.message })),
    ...read.rows.flatMap((r) =>
      unknown.has(r.item.sku.trim()) ? [{ line: r.line, field: "sku", code: "unknown_sku", message: `no product has the SKU ${r.item.sku}` }] : [],
    ),
  ].sort((a, b) => a.line - b.line);
  if (dryRun || all.length) return { dryRun, rows: read.rows.length, upserted: 0, errors: all };
  return withTransaction(
    ctx,
    async (tx) => {
      const db = dbOf(tx);
      const before = await recordOf(db, priceListId);
      await writeItems(db, priceListId, checked);
      await itemsAudit(
        db,
        tx,
        "priceListImportCsv",
        before,
        checked.map((x) => x.sku),
      );
      await pricingChanged(tx, [priceListId]);
      return { dryRun: false, rows: read.rows.length, upserted: checked.length, errors: [] };
    },
    { timeout: 600_000 },
  );
}

/** a cell quoted when it must be (a comma, a quote, a line break); as it is otherwise, so that the file imports back */
function csvCell(v: string): string {
  return /[",\r\n]/.test(v) ? `"${v.replaceAll('"', '""')}"` : v;
}

const dec = (v: { toFixed(): string } | null) => (v === null ? "" : money(v).toFixed());

export async function exportCsv(ctx: RequestContext, priceListId: number): Promise<string> {
  await recordOf(ctx.app.db, priceListId);
  const out: string[] = [CSV_COLUMNS.join(",")];
  let after = 0;
  for (;;) {
    const batch = await ctx.app.db.priceListItem.findMany({ where: { priceListId, id: { gt: after } }, orderBy: { id: "asc" }, take: 5000 });
    for (const r of batch) {
      const tiers = parseTiers(r.tiers)
        .map((t) => `${t.qty}:${money(t.price).toFixed()}`)
        .join("|");
      out.push([csvCell(r.sku), dec(r.price), tiers, dec(r.minQty), dec(r.maxQty), dec(r.qtyIncrement)].join(","));
    }
    if (batch.length < 5000) break;
    after = batch.at(-1)!.id;
  }
  return `${out.join("\n")}\n`;
}
