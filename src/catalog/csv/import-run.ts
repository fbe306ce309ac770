/**
 * A product CSV import from start to end: the file parsed as it streams (csv-parse: BOM, quoting, line numbers),
 * its header checked, its rows taken BATCH_SIZE at a time and checked (dry run) or written batch by batch
 * (import-batch.ts), its progress and its first ERRORS_LISTED row errors kept on its `ProductImportRun` after each
 * batch. Memory holds one batch and the file's SKUs and URL keys (for duplicates), never the file.
 */
import type { Readable } from "node:stream";
import { parse } from "csv-parse";
import type { RequestContext } from "../../core/context.ts";
import { ProblemError } from "../../core/errors.ts";
import { ATTRIBUTE_PREFIX, type CsvLookups, columnsOf } from "./columns.ts";
import { loadCsvLookups } from "./export.ts";
import { applyBatch, type ImportMemory, type ParsedRow, planBatch, type RowError } from "./import-batch.ts";
import { type ProductImportRunDto, runDto } from "./runs.ts";

/** rows per batch: per transaction in an apply */
export const BATCH_SIZE = 500;
/** the row errors a run lists (every one is counted) */
export const ERRORS_LISTED = 1000;

export interface ImportOptions {
  dryRun: boolean;
  batchSize?: number;
}

/** a new run, before its file is read */
export async function createImportRun(ctx: RequestContext, input: { fileName: string; dryRun: boolean; fileSize?: number; fileHash?: string }) {
  const c = ctx.caller;
  return ctx.app.db.productImportRun.create({
    data: {
      adminId: c.kind === "admin" ? c.adminId : null,
      adminName: c.kind === "admin" ? (c.username ?? `admin #${c.adminId}`) : c.kind,
      fileName: input.fileName,
      fileSize: input.fileSize ?? 0,
      fileHash: input.fileHash ?? "",
      dryRun: input.dryRun,
    },
  });
}

/** the header's problems: unknown or repeated columns, no sku */
function headerErrors(header: string[], lookups: CsvLookups): RowError[] {
  const known = new Set(columnsOf(lookups));
  const errors: RowError[] = [];
  const seen = new Set<string>();
  for (const column of header) {
    if (seen.has(column)) errors.push({ line: 1, sku: "", field: column, code: "duplicate_column", message: `the column "${column}" is given twice` });
    seen.add(column);
    if (!known.has(column))
      errors.push({
        line: 1,
        sku: "",
        field: column,
        code: "unknown_column",
        message: column.startsWith(ATTRIBUTE_PREFIX) ? `no attribute "${column.slice(ATTRIBUTE_PREFIX.length)}"` : `not a column of the product CSV`,
      });
  }
  if (!seen.has("sku")) errors.push({ line: 1, sku: "", field: "sku", code: "required", message: "the header must have a sku column" });
  return errors;
}

const LINE_BREAK = /\r\n|\r|\n/g;

/** a header cell as a column name: base columns are case-blind, attribute codes are kept */
const columnName = (cell: string) => {
  const c = cell.trim();
  return c.toLowerCase().startsWith(ATTRIBUTE_PREFIX) ? ATTRIBUTE_PREFIX + c.slice(ATTRIBUTE_PREFIX.length) : c.toLowerCase();
};

/**
 * Reads `source` into the run `runId` and answers the finished run. A malformed file, a cut upload or a header
 * that names unknown columns ends the run as `failed` (the batches written before stay written); bad rows end it
 * `completed_with_errors`. A dry run writes nothing but its run.
 */
export async function runProductImport(ctx: RequestContext, runId: number, source: Readable, opts: ImportOptions): Promise<ProductImportRunDto> {
  const db = ctx.app.db;
  const batchSize = opts.batchSize ?? BATCH_SIZE;
  const lookups = await loadCsvLookups(db, ctx.app.attributes);
  const columns = columnsOf(lookups);
  const memory: ImportMemory = { skus: new Map(), urlKeys: new Map() };
  const errors: RowError[] = [];
  const counts = {
    bytesDone: 0,
    rowsDone: 0,
    rowsFailed: 0,
    rowsCreated: 0,
    rowsUpdated: 0,
    rowsUnchanged: 0,
    batchesDone: 0,
    batchesFailed: 0,
    errorCount: 0,
  };
  const addErrors = (list: RowError[]) => {
    counts.errorCount += list.length;
    for (const e of list) if (errors.length < ERRORS_LISTED) errors.push(e);
  };
  const save = (extra: Record<string, unknown> = {}) =>
    db.productImportRun.update({ where: { id: runId }, data: { ...counts, rowsTotal: counts.rowsDone, errors: JSON.stringify(errors), ...extra } });

  let header: string[] | null = null;
  let batch: ParsedRow[] = [];
  const flush = async () => {
    if (!batch.length || !header) return;
    const rows = batch;
    batch = [];
    if (opts.dryRun) {
      const plan = await planBatch(db, header, columns, rows, lookups, memory);
      addErrors(plan.errors);
      counts.rowsFailed += plan.badRows;
      for (const p of plan.plans) {
        if (!p.existing) counts.rowsCreated++;
        else if (p.changed.length) counts.rowsUpdated++;
        else counts.rowsUnchanged++;
      }
    } else {
      try {
        const out = await applyBatch(ctx, header, columns, rows, lookups, memory);
        if (out.ok) {
          counts.rowsCreated += out.applied.created;
          counts.rowsUpdated += out.applied.updated;
          counts.rowsUnchanged += out.applied.unchanged;
        } else {
          addErrors(out.plan.errors);
          counts.rowsFailed += out.plan.badRows;
          counts.batchesFailed++;
        }
      } catch (e) {
        // the batch's transaction failed as a whole (a constraint another write broke meanwhile): nothing of it is written
        ctx.app.logger.warn({ err: e, runId, line: rows[0]!.line }, "a product import batch failed");
        addErrors([
          {
            line: rows[0]!.line,
            sku: "",
            field: "",
            code: "batch_failed",
            message: `the batch from line ${rows[0]!.line} was not written: ${(e as Error).message.split("\n").pop()}`,
          },
        ]);
        counts.rowsFailed += rows.length;
        counts.batchesFailed++;
      }
    }
    counts.rowsDone += rows.length;
    counts.batchesDone++;
    await save();
  };

  // lines: a record starts after the previous record's end and the empty lines skipped since
  let lastEnd = 0;
  let lastEmpty = 0;
  const parser = source.pipe(parse({ bom: true, relax_column_count: true, skip_empty_lines: true, info: true }));
  source.on("error", (e) => parser.destroy(e));
  let failure: { message: string; error?: RowError } | null = null;
  try {
    for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { lines: number; empty_lines: number; bytes: number } }>) {
      const line = lastEnd + 1 + (info.empty_lines - lastEmpty);
      // csv-parse's own count takes a quoted CRLF for two lines: count the line breaks in the cells instead
      lastEnd = line + record.reduce((n, cell) => n + (cell.match(LINE_BREAK)?.length ?? 0), 0);
      lastEmpty = info.empty_lines;
      counts.bytesDone = info.bytes;
      if (!header) {
        header = record.map(columnName);
        const bad = headerErrors(header, lookups);
        if (bad.length) {
          addErrors(bad);
          failure = { message: "the header names columns the product CSV does not have" };
          break;
        }
        continue;
      }
      batch.push({ line, cells: record });
      if (batch.length >= batchSize) await flush();
    }
    if (!failure) {
      await flush();
      if (!header) failure = { message: "the file is empty" };
    }
  } catch (e) {
    const err = e as Error & { code?: string; lines?: number };
    if (e instanceof ProblemError) {
      await save({ status: "failed", failure: e.message, finishedAt: new Date() });
      throw e;
    }
    if (typeof err.code === "string" && err.code.startsWith("CSV_"))
      failure = {
        message: "the file is not valid CSV",
        error: { line: err.lines ?? lastEnd + 1, sku: "", field: "", code: "malformed_csv", message: err.message },
      };
    else if (err.code === "ECONNRESET" || err.name === "AbortError" || /aborted|terminated/i.test(err.message)) failure = { message: "the upload was cut off" };
    else {
      await save({ status: "failed", failure: "the import stopped on an unexpected error", finishedAt: new Date() });
      throw e;
    }
  } finally {
    parser.destroy();
  }
  if (failure?.error) addErrors([failure.error]);
  const status = failure ? "failed" : counts.errorCount ? "completed_with_errors" : "completed";
  const done = await save({ status, failure: failure?.message ?? null, finishedAt: new Date() });
  return runDto(done);
}
