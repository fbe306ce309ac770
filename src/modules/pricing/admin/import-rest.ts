/**
 * The price-list CSV import as an upload (admin scope `pricing`): the GraphQL `priceListImportCsv` takes the CSV in
 * the request body, which every GraphQL request limits to 1 MB (about 40,000 rows); this route takes the file itself
 * (text/csv, up to 16 MB: 100,000 rows with tiers) and runs the same import. Mounted by the module's `routes`.
 */
import { z } from "zod";
import { isAdmin, type RequestContext } from "../../../core/context.ts";
import { ProblemError } from "../../../core/errors.ts";
import { defineRoute, respond, type RestRoute } from "../../../core/routes.ts";
import { importCsv } from "./csv.ts";

export const IMPORT_PATH = "/api/rest/v2/admin/b2b/pricing/price-lists/import";
const MAX_BYTES = 16 * 1024 * 1024;

/** 401 for a guest, 403 for any caller but an admin with scope pricing */
function requirePricingAdmin(ctx: RequestContext) {
  if (ctx.caller.kind === "guest") throw new ProblemError(401, "login_required", "Log in first", { headers: { "WWW-Authenticate": "Bearer" } });
  if (!isAdmin(ctx, "pricing")) throw new ProblemError(403, "forbidden", "Not authorized: an admin with scope pricing only");
}

const flag = z.enum(["0", "1", "true", "false"]).transform((v) => v === "1" || v === "true");

async function readText(body: ReadableStream<Uint8Array>): Promise<string> {
  const decoder = new TextDecoder("utf-8");
  let text = "";
  for await (const chunk of body as unknown as AsyncIterable<Uint8Array>) text += decoder.decode(chunk, { stream: true });
  return text + decoder.decode();
}

export function pricingAdminRoutes(): RestRoute[] {
  return [
    defineRoute({
      id: "admin_price_list_import_csv",
      method: "POST",
      path: IMPORT_PATH,
      tag: "admin",
      summary:
        "Imports a price list's items from a CSV body (scope pricing; sku,price,tiers,min_qty,max_qty,qty_increment; tiers 10:9.50|50:9.00), up to 100,000 rows: dryRun=true (default) checks every row and answers {dryRun, rows, upserted: 0, errors: [{line, field, code, message}]}; dryRun=false writes every row in one transaction, or with any error nothing (422 with the same errors as lines.<line>.<column>)",
      query: z.object({
        priceListId: z.coerce.number().int().positive().describe("the list"),
        dryRun: flag.default(true).describe("true: check only (default); false: write"),
      }),
      streamBody: { mediaTypes: ["text/csv", "application/csv", "text/plain"], maxBytes: MAX_BYTES, description: "the CSV, UTF-8 (a BOM is allowed)" },
      responses: {
        200: "{dryRun, rows, upserted, errors[]}",
        401: "login_required",
        403: "forbidden (not an admin with scope pricing)",
        404: "not_found (no such price list)",
        413: "payload_too_large (over 16 MB)",
        415: "unsupported_media_type",
        422: "invalid (an applied import with row errors: nothing written), too_many_rows",
      },
      handler: async (ctx, req) => {
        requirePricingAdmin(ctx);
        const csv = await readText(req.bodyStream!);
        const result = await importCsv(ctx, req.query.priceListId, csv, req.query.dryRun);
        if (!result.dryRun && result.errors.length)
          throw new ProblemError(422, "invalid", `${result.errors.length} row error${result.errors.length === 1 ? "" : "s"}; nothing was written`, {
            errors: result.errors.map((e) => ({ field: `lines.${e.line}.${e.field}`, code: e.code, message: e.message })),
            extra: { rows: result.rows },
          });
        return respond({ status: 200, body: result });
      },
    }),
  ];
}
