/**
 * What a buyer sends to quick order, read into lines: `{lines: [{sku, qty}]}` or `{csv}` (`sku,qty` with or
 * without a header; `,`, `;` or tab between cells; Excel's UTF-8 BOM; quoted cells; an empty qty is 1). Input that
 * cannot be read answers 422 `invalid` naming every bad line and nothing is resolved; more lines than the store's
 * limit answer 413 `too_many_lines`. Lines whose SKUs have the same key (case and spaces aside) are merged, their
 * quantities summed, in the order of the first.
 */
import { parse } from "csv-parse/sync";
import { ProblemError, type FieldError } from "../../core/errors.ts";
import { skuKey } from "../../catalog/sku-lookup.ts";
import { MAX_QTY } from "../../cart/service.ts";

/** a line as the buyer sent it */
export interface InputLine {
  sku: string;
  qty: number;
}

/** a line to resolve: one SKU key, with where it came from */
export interface MergedLine {
  sku: string;
  qty: number;
  /** the input lines merged into it: positions in `lines` (from 0), or the CSV's line numbers (from 1) */
  inputLines: number[];
}

export interface QuickOrderInput {
  lines?: unknown;
  csv?: unknown;
}

const MAX_SKU_LENGTH = 64;

const invalid = (errors: FieldError[]) =>
  new ProblemError(422, "invalid", errors.length === 1 ? errors[0]!.message : `${errors.length} lines cannot be read`, { errors });

export const tooManyLines = (limit: number) => new ProblemError(413, "too_many_lines", `At most ${limit} lines at once`, { extra: { limit } });

/** a quantity cell or field: a whole number from 1 to MAX_QTY; empty (or absent) is 1; else why not */
function readQty(raw: unknown): number | string {
  if (raw === undefined || raw === null || (typeof raw === "string" && raw.trim() === "")) return 1;
  const n = typeof raw === "number" ? raw : typeof raw === "string" && /^\s*\d+\s*$/.test(raw) ? Number(raw) : Number.NaN;
  if (!Number.isInteger(n)) return "qty must be a whole number";
  if (n < 1) return "qty must be at least 1";
  if (n > MAX_QTY) return `qty must be at most ${MAX_QTY}`;
  return n;
}

/** the delimiter of a pasted sheet: a tab, else a semicolon, else a comma (what its first line holds outside quotes) */
function delimiterOf(text: string): string {
  const first = text.split(/\r?\n/).find((l) => l.trim() !== "") ?? "";
  const bare = first.replace(/"[^"]*"/g, "");
  if (bare.includes("\t")) return "\t";
  if (bare.includes(";")) return ";";
  return ",";
}

const HEADER_SKU = new Set(["sku", "item", "product", "part", "code"]);
const HEADER_QTY = new Set(["qty", "quantity", "amount", "count"]);
const isHeader = (cells: string[]) =>
  HEADER_SKU.has((cells[0] ?? "").trim().toLowerCase()) && (cells.length < 2 || HEADER_QTY.has((cells[1] ?? "").trim().toLowerCase()));

/** the CSV's lines with their line numbers, or 422 for every line that cannot be read */
function readCsv(text: string, limit: number): { line: number; sku: string; qty: number }[] {
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, {
      bom: true,
      delimiter: delimiterOf(text.replace(/^\ufeff/, "")),
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      info: true,
    }) as never;
  } catch (e) {
    const err = e as { lines?: number; message?: string };
    throw invalid([{ field: `csv.line.${err.lines ?? 1}`, code: "invalid_csv", message: err.message ?? "not a CSV text" }]);
  }
  const rows = records.filter(({ record }) => record.some((c) => c.trim() !== ""));
  if (rows.length && isHeader(rows[0]!.record)) rows.shift();
  if (rows.length > limit) throw tooManyLines(limit);
  const errors: FieldError[] = [];
  const out: { line: number; sku: string; qty: number }[] = [];
  for (const { record, info } of rows) {
    const field = `csv.line.${info.lines}`;
    const sku = (record[0] ?? "").trim();
    const qty = readQty(record[1]);
    if (!sku) errors.push({ field, code: "required", message: `line ${info.lines}: the SKU is empty` });
    else if (sku.length > MAX_SKU_LENGTH)
      errors.push({ field, code: "too_long", message: `line ${info.lines}: a SKU has at most ${MAX_SKU_LENGTH} characters` });
    else if (typeof qty === "string") errors.push({ field, code: "invalid_qty", message: `line ${info.lines}: ${qty}` });
    else out.push({ line: info.lines, sku, qty });
  }
  if (errors.length) throw invalid(errors);
  return out;
}

/** the `lines` field's lines, or 422 for every line that cannot be read */
function readLines(raw: unknown, limit: number): { line: number; sku: string; qty: number }[] {
  if (!Array.isArray(raw)) throw invalid([{ field: "lines", code: "invalid_type", message: "lines must be a list of {sku, qty}" }]);
  if (raw.length > limit) throw tooManyLines(limit);
  const errors: FieldError[] = [];
  const out: { line: number; sku: string; qty: number }[] = [];
  raw.forEach((l: unknown, i) => {
    const item = typeof l === "object" && l !== null ? (l as Record<string, unknown>) : {};
    const sku = typeof item.sku === "string" ? item.sku.trim() : "";
    const qty = readQty(item.qty);
    if (!sku) errors.push({ field: `lines.${i}.sku`, code: "required", message: `line ${i + 1}: the SKU is empty` });
    else if (sku.length > MAX_SKU_LENGTH)
      errors.push({ field: `lines.${i}.sku`, code: "too_long", message: `line ${i + 1}: a SKU has at most ${MAX_SKU_LENGTH} characters` });
    if (typeof qty === "string") errors.push({ field: `lines.${i}.qty`, code: "invalid_qty", message: `line ${i + 1}: ${qty}` });
    else if (sku && sku.length <= MAX_SKU_LENGTH) out.push({ line: i, sku, qty });
  });
  if (errors.length) throw invalid(errors);
  return out;
}

/** the input's lines merged by SKU key; 422 or 413 as the module's header says */
export function readInput(input: QuickOrderInput, limit: number): MergedLine[] {
  const hasLines = input.lines !== undefined && input.lines !== null;
  const hasCsv = input.csv !== undefined && input.csv !== null;
  if (hasLines === hasCsv)
    throw invalid([{ field: hasLines ? "csv" : "lines", code: hasLines ? "not_both" : "required", message: "Send either lines or csv" }]);
  if (hasCsv && typeof input.csv !== "string") throw invalid([{ field: "csv", code: "invalid_type", message: "csv must be a text" }]);
  const read = hasCsv ? readCsv(input.csv as string, limit) : readLines(input.lines, limit);
  const merged = new Map<string, MergedLine>();
  const errors: FieldError[] = [];
  for (const l of read) {
    const key = skuKey(l.sku);
    const had = merged.get(key);
    if (!had) merged.set(key, { sku: l.sku, qty: l.qty, inputLines: [l.line] });
    else {
      had.qty += l.qty;
      had.inputLines.push(l.line);
      if (had.qty > MAX_QTY && had.qty - l.qty <= MAX_QTY)
        errors.push({
          field: hasCsv ? `csv.line.${l.line}` : `lines.${l.line}.qty`,
          code: "too_big",
          message: `the lines of ${had.sku} add up to more than ${MAX_QTY}`,
        });
    }
  }
  if (errors.length) throw invalid(errors);
  return [...merged.values()];
}
