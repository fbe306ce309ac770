/**
 * A list as CSV, `sku,qty,options` (options: the item's options as JSON, empty for none), and back: an import
 * checks every line first (its quantity, its options, its SKU in the caller's catalogue) and writes nothing when
 * any line is wrong, answering every wrong line as `csv.line.N`; a dry run checks and writes nothing either way.
 */
import type { RequestContext } from "../../core/context.ts";
import { type FieldError, ProblemError, validationFailed } from "../../core/errors.ts";
import { parseInput } from "../../core/api/input.ts";
import { withTransaction } from "../../core/unit-of-work.ts";
import { itemOptions } from "../../sales/item-options.ts";
import { editableList, readableList, type RequisitionModule } from "./access.ts";
import { parseCsv, toCsv } from "./csv-text.ts";
import { importInput, type ItemInput, MAX_ITEM_QTY } from "./inputs.ts";
import { mergeItems, productsOf } from "./items.ts";
import { judgedItems, listDetail, type ListDto } from "./list-dto.ts";

export const CSV_HEADER = ["sku", "qty", "options"] as const;
/** the most lines one import reads (a list holds at most 500) */
export const MAX_IMPORT_LINES = 500;

export interface ListCsvDto {
  filename: string;
  csv: string;
}

/**
 * The list's items as CSV, in the list's order, each under its product's SKU now (an import reads it back after a
 * rename). An item the caller's catalogue has not keeps its stored SKU on their own list and is left out of another's
 * (as the list's answer does, judgedItems).
 */
export async function exportListCsv(ctx: RequestContext, m: RequisitionModule, id: number): Promise<ListCsvDto> {
  const { list, isOwner } = await readableList(ctx, m, id);
  const items = await judgedItems(ctx, list.id, isOwner);
  const rows = items
    .filter((i) => !i.masked)
    .map(({ row, verdict }) => [verdict.product?.sku ?? row.sku, String(row.qty), row.options === "{}" ? "" : row.options]);
  const slug = list.name.replace(/[^A-Za-z0-9._-]+/g, "-").replace(/^-+|-+$/g, "") || "list";
  return { filename: `${slug}-${list.id}.csv`, csv: toCsv([CSV_HEADER, ...rows]) };
}

export interface ImportLineDto {
  line: number;
  sku: string;
  qty: number;
  options: unknown;
}

export interface ImportResultDto {
  dryRun: boolean;
  /** the lines read (the ones without errors) */
  lines: ImportLineDto[];
  /** every wrong line, `csv.line.N` (empty when the import can be written) */
  errors: FieldError[];
  /** the list after the import (a dry run: as it is) */
  list: ListDto;
}

const lineError = (line: number, code: string, message: string): FieldError => ({ field: `csv.line.${line}`, code, message });

function readLines(csv: string): { lines: ImportLineDto[]; errors: FieldError[] } {
  const rows = parseCsv(csv);
  const head = rows[0]?.cells.map((c) => c.trim().toLowerCase());
  const body = head?.[0] === "sku" ? rows.slice(1) : rows;
  if (body.length > MAX_IMPORT_LINES)
    throw new ProblemError(413, "too_many_lines", `At most ${MAX_IMPORT_LINES} lines per import`, { extra: { limit: MAX_IMPORT_LINES } });
  const lines: ImportLineDto[] = [];
  const errors: FieldError[] = [];
  for (const { line, cells } of body) {
    const [rawSku = "", rawQty = "", ...rest] = cells;
    const sku = rawSku.trim();
    const qtyText = rawQty.trim();
    const optionsText = rest.join(",").trim();
    if (!sku || sku.length > 64) {
      errors.push(lineError(line, "invalid_sku", sku ? "a SKU has at most 64 characters" : "the SKU is empty"));
      continue;
    }
    const qty = qtyText === "" ? 1 : /^\d+$/.test(qtyText) ? Number(qtyText) : Number.NaN;
    if (!Number.isInteger(qty) || qty < 1 || qty > MAX_ITEM_QTY) {
      errors.push(lineError(line, "invalid_qty", `the quantity must be a whole number from 1 to ${MAX_ITEM_QTY}`));
      continue;
    }
    let options: unknown = {};
    if (optionsText) {
      let parsed: unknown;
      try {
        parsed = JSON.parse(optionsText);
      } catch {
        parsed = undefined;
      }
      const checked = itemOptions.safeParse(parsed);
      if (!checked.success) {
        errors.push(lineError(line, "invalid_options", "the options are not the JSON of a cart line's options"));
        continue;
      }
      options = checked.data;
    }
    lines.push({ line, sku, qty, options });
  }
  return { lines, errors };
}

/** reads the CSV into the list (dryRun: checks only); 422 with every wrong line and nothing written */
export async function importListCsv(ctx: RequestContext, m: RequisitionModule, id: number, raw: unknown): Promise<ImportResultDto> {
  const { list, viewer: v } = await editableList(ctx, m, id);
  const input = parseInput(importInput, raw);
  const { lines, errors } = readLines(input.csv);
  if (!lines.length && !errors.length) throw validationFailed([{ field: "csv", code: "empty", message: "the CSV has no lines" }]);
  let items: Awaited<ReturnType<typeof productsOf>> = [];
  try {
    items = await productsOf(
      ctx,
      lines.map((l) => ({ sku: l.sku, qty: l.qty, options: l.options as ItemInput["options"] })),
      (i) => `csv.line.${lines[i]!.line}`,
    );
  } catch (e) {
    if (!(e instanceof ProblemError) || !e.errors) throw e;
    errors.push(...e.errors);
  }
  errors.sort((a, b) => Number(a.field.split(".")[2]) - Number(b.field.split(".")[2]));
  const bad = new Set(errors.map((e) => e.field));
  const read = lines.filter((l) => !bad.has(`csv.line.${l.line}`));
  if (input.dryRun) return { dryRun: true, lines: read, errors, list: await listDetail(ctx, m, list.id, v) };
  if (errors.length) throw validationFailed(errors, `${errors.length} line${errors.length === 1 ? "" : "s"} of the CSV cannot be read: nothing was imported`);
  await withTransaction(ctx, (tx) => mergeItems(tx, list, items, v.config.maxItems));
  return { dryRun: false, lines: read, errors: [], list: await listDetail(ctx, m, list.id, v) };
}
