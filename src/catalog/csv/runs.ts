/** The product imports' records (`ProductImportRun`) as the admin reads them: newest first, a page at a time. */
import type { RequestContext } from "../../core/context.ts";
import type { RowError } from "./import-batch.ts";

export interface ProductImportRunDto {
  id: number;
  adminId: number | null;
  adminName: string;
  fileName: string;
  fileSize: number;
  fileHash: string;
  dryRun: boolean;
  /** running | completed | completed_with_errors | failed */
  status: string;
  bytesDone: number;
  rowsTotal: number;
  rowsDone: number;
  rowsFailed: number;
  rowsCreated: number;
  rowsUpdated: number;
  rowsUnchanged: number;
  batchesDone: number;
  batchesFailed: number;
  errorCount: number;
  errors: RowError[];
  failure: string | null;
  startedAt: Date;
  finishedAt: Date | null;
}

type RunRow = Omit<ProductImportRunDto, "errors"> & { errors: string };

export function runDto(row: RunRow): ProductImportRunDto {
  let errors: RowError[] = [];
  try {
    errors = JSON.parse(row.errors) as RowError[];
  } catch {
    // written by this code only; an unreadable list shows as none
  }
  return { ...row, errors };
}

export async function listImportRuns(ctx: RequestContext, page: number, pageSize: number): Promise<{ items: ProductImportRunDto[]; totalCount: number }> {
  const db = ctx.app.db;
  const [rows, totalCount] = await Promise.all([
    db.productImportRun.findMany({ orderBy: { id: "desc" }, skip: (page - 1) * pageSize, take: pageSize }),
    db.productImportRun.count(),
  ]);
  return { items: rows.map(runDto), totalCount };
}

export async function importRunById(ctx: RequestContext, id: number): Promise<ProductImportRunDto | null> {
  const row = await ctx.app.db.productImportRun.findUnique({ where: { id } });
  return row ? runDto(row) : null;
}
