/**
 * Admin GraphQL of the product CSV imports (scope `catalog`): `productImportRuns` (newest first) and
 * `productImportRun(id)`, what the console polls while an apply runs. The imports themselves are REST (routes.ts):
 * a file is not a GraphQL argument.
 */
import type { Builder } from "../../core/schema-builder.ts";
import { gridPagingArgs } from "../../core/api/paging.ts";
import type { RowError } from "./import-batch.ts";
import { importRunById, listImportRuns, type ProductImportRunDto } from "./runs.ts";

export function registerProductImportSchema(builder: Builder) {
  const RowErrorRef = builder.objectRef<RowError>("ProductImportError").implement({
    description: "a bad row or cell of an imported file",
    fields: (t) => ({
      line: t.exposeInt("line", { description: "the file's line the row starts on (1 is the header)" }),
      sku: t.exposeString("sku"),
      field: t.exposeString("field", { description: "the column; empty for the whole row" }),
      code: t.exposeString("code"),
      message: t.exposeString("message"),
    }),
  });
  const Run = builder.objectRef<ProductImportRunDto>("ProductImportRun").implement({
    description: "one product CSV import (a dry run or an apply) and how far it got",
    fields: (t) => ({
      id: t.exposeInt("id"),
      adminId: t.exposeInt("adminId", { nullable: true }),
      adminName: t.exposeString("adminName"),
      fileName: t.exposeString("fileName"),
      fileSize: t.exposeInt("fileSize", { description: "bytes" }),
      fileHash: t.exposeString("fileHash", { description: "sha256 of the file, hex" }),
      dryRun: t.exposeBoolean("dryRun"),
      status: t.exposeString("status", { description: "running, completed, completed_with_errors or failed" }),
      bytesDone: t.exposeInt("bytesDone", { description: "the bytes of the file read so far (progress: bytesDone / fileSize)" }),
      rowsTotal: t.exposeInt("rowsTotal", { description: "the data rows read so far; every row once finished" }),
      rowsDone: t.exposeInt("rowsDone"),
      rowsFailed: t.exposeInt("rowsFailed", { description: "rows with an error (an apply writes nothing of their batch)" }),
      rowsCreated: t.exposeInt("rowsCreated"),
      rowsUpdated: t.exposeInt("rowsUpdated"),
      rowsUnchanged: t.exposeInt("rowsUnchanged"),
      batchesDone: t.exposeInt("batchesDone"),
      batchesFailed: t.exposeInt("batchesFailed", { description: "batches not written because a row of theirs was bad" }),
      errorCount: t.exposeInt("errorCount", { description: "every row error; `errors` lists the first 1,000" }),
      errors: t.expose("errors", { type: [RowErrorRef] }),
      failure: t.exposeString("failure", { nullable: true, description: "why the run stopped before the file's end" }),
      startedAt: t.expose("startedAt", { type: "DateTime" }),
      finishedAt: t.expose("finishedAt", { type: "DateTime", nullable: true }),
    }),
  });
  const Page = builder.objectRef<{ items: ProductImportRunDto[]; totalCount: number }>("ProductImportRunPage").implement({
    fields: (t) => ({ items: t.expose("items", { type: [Run] }), totalCount: t.exposeInt("totalCount") }),
  });
  builder.queryFields((t) => ({
    productImportRuns: t.field({
      type: Page,
      description: "the product CSV imports, newest first (admin, scope catalog)",
      authScopes: { admin: "catalog" },
      args: { page: t.arg.int({ defaultValue: 1 }), pageSize: t.arg.int({ defaultValue: 20 }) },
      resolve: (_r, a, { ctx }) => {
        const { page, pageSize } = gridPagingArgs(a);
        return listImportRuns(ctx, page, pageSize);
      },
    }),
    productImportRun: t.field({
      type: Run,
      nullable: true,
      description: "one product CSV import with its progress and row errors; null when there is none",
      authScopes: { admin: "catalog" },
      args: { id: t.arg.int({ required: true }) },
      resolve: (_r, { id }, { ctx }) => importRunById(ctx, id),
    }),
  }));
}
