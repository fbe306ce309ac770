/**
 * The product CSV's REST routes (scope `catalog`): the export, streamed as it is read, and the import, received whole
 * to a file of its own under VAR_DIR/imports (never in memory), then read from it: a dry run answered when every row
 * is checked, with the row errors; an apply answered 202 with its run and written batch by batch after the answer
 * (its progress: GraphQL `productImportRun(id)`). The file is removed when the run ends.
 */
import fs from "node:fs";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createHash } from "node:crypto";
import { z } from "zod";
import { runAfterAnswer } from "../../core/after-answer.ts";
import { isAdmin, type RequestContext } from "../../core/context.ts";
import { ProblemError } from "../../core/errors.ts";
import { defineRoute, respond, type RestRoute } from "../../core/routes.ts";
import { productCsvStream } from "./export.ts";
import { createImportRun, runProductImport } from "./import-run.ts";
import { runDto } from "./runs.ts";

export const EXPORT_PATH = "/api/rest/v2/admin/products/export.csv";
export const IMPORT_PATH = "/api/rest/v2/admin/products/import";
const DEFAULT_MAX_BYTES = 200 * 1024 * 1024;

/** 401 for a guest, 403 for any caller but an admin with scope catalog */
function requireCatalogAdmin(ctx: RequestContext) {
  if (ctx.caller.kind === "guest") throw new ProblemError(401, "login_required", "Log in first", { headers: { "WWW-Authenticate": "Bearer" } });
  if (!isAdmin(ctx, "catalog")) throw new ProblemError(403, "forbidden", "Not authorized: an admin with scope catalog only");
}

const flag = z.enum(["0", "1", "true", "false"]).transform((v) => v === "1" || v === "true");

/** the upload to a file of its own (mode 0600), hashed and counted on the way; removed again when it fails */
async function receiveUpload(body: ReadableStream<Uint8Array>, dir: string): Promise<{ file: string; size: number; hash: string }> {
  await fs.promises.mkdir(dir, { recursive: true, mode: 0o700 });
  const file = path.join(dir, `${randomUUID()}.csv`);
  const hash = createHash("sha256");
  let size = 0;
  const tap = new Transform({
    transform(chunk: Buffer, _enc, done) {
      hash.update(chunk);
      size += chunk.length;
      done(null, chunk);
    },
  });
  try {
    await pipeline(Readable.fromWeb(body as import("node:stream/web").ReadableStream), tap, fs.createWriteStream(file, { mode: 0o600 }));
  } catch (e) {
    await fs.promises.rm(file, { force: true });
    throw e;
  }
  return { file, size, hash: hash.digest("hex") };
}

/** `maxBytes`: the largest import (PRODUCT_IMPORT_MAX_MB) */
export function productCsvRoutes(maxBytes = DEFAULT_MAX_BYTES): RestRoute[] {
  return [
    defineRoute({
      id: "admin_products_export_csv",
      method: "GET",
      path: EXPORT_PATH,
      tag: "admin",
      summary:
        "Every product as CSV (scope catalog), one row per product in id order, SKU-keyed: its own fields, categories by url path, tier prices as group:qty:price, one attr:<code> column per attribute; streamed; the same catalogue exports the same bytes",
      produces: "text/csv",
      responses: { 200: "the CSV (Content-Disposition: attachment)", 401: "login_required", 403: "forbidden (not an admin with scope catalog)" },
      handler: async (ctx) => {
        requireCatalogAdmin(ctx);
        const day = new Date().toISOString().slice(0, 10);
        return respond({
          raw: { contentType: "text/csv; charset=utf-8", text: productCsvStream(ctx.app.db, ctx.app.attributes) },
          headers: {
            "Content-Disposition": `attachment; filename="products-${day}.csv"`,
            "Cache-Control": "private, no-store",
            "X-Content-Type-Options": "nosniff",
          },
        });
      },
    }),
    defineRoute({
      id: "admin_products_import",
      method: "POST",
      path: IMPORT_PATH,
      tag: "admin",
      summary:
        "Imports products from a CSV body (scope catalog; the export's columns, any subset with sku), creating or updating by SKU. dryRun=true (default) checks every row and answers the run with its row errors {line, sku, field, code, message} (the first 1,000; errorCount counts all), writing nothing; dryRun=false answers 202 with the run and writes in batches of 500 rows, one transaction each: a batch with a bad row writes nothing, the others are written. Progress: GraphQL productImportRun(id)",
      query: z.object({
        dryRun: flag.default(true).describe("true: check only (default); false: write"),
        fileName: z.string().trim().min(1).max(255).optional().describe("the file's name, for the run's record"),
      }),
      streamBody: { mediaTypes: ["text/csv", "application/csv", "text/plain"], maxBytes, description: "the CSV, UTF-8 (a BOM is allowed)" },
      responses: {
        200: "the dry run: {id, status, rowsDone, rowsFailed, rowsCreated, rowsUpdated, rowsUnchanged, errorCount, errors[]}",
        202: "the apply's run, status running",
        401: "login_required",
        403: "forbidden (not an admin with scope catalog)",
        413: "payload_too_large",
        415: "unsupported_media_type",
      },
      handler: async (ctx, req) => {
        requireCatalogAdmin(ctx);
        // printable characters only (it is shown in the console and logs)
        const fileName = [...(req.query.fileName ?? "products.csv")].filter((ch) => ch >= " " && ch !== "\u007f").join("");
        // received whole first (fast, to disk): node's requestTimeout bounds the receiving of a request, and a large
        // file's rows take longer to check than to arrive
        const upload = await receiveUpload(req.bodyStream!, path.join(ctx.app.settings.varDir, "imports"));
        const batchSize = ctx.app.settings.productImportBatchRows;
        const run = await createImportRun(ctx, { fileName, dryRun: req.query.dryRun, fileSize: upload.size, fileHash: upload.hash });
        if (req.query.dryRun) {
          try {
            return await runProductImport(ctx, run.id, fs.createReadStream(upload.file), { dryRun: true, batchSize });
          } finally {
            await fs.promises.rm(upload.file, { force: true });
          }
        }
        runAfterAnswer(ctx, "productImport", async (bg) => {
          try {
            await runProductImport(bg, run.id, fs.createReadStream(upload.file), { dryRun: false, batchSize });
          } catch (e) {
            await bg.app.db.productImportRun.updateMany({
              where: { id: run.id, status: "running" },
              data: { status: "failed", failure: "the import stopped on an unexpected error", finishedAt: new Date() },
            });
            throw e;
          } finally {
            await fs.promises.rm(upload.file, { force: true });
          }
        });
        return respond({ status: 202, body: runDto(run) });
      },
    }),
  ];
}
