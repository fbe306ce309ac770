/**
 * The product CSV export: every product, one row each, in id order, streamed as it is read (a page of
 * EXPORT_PAGE products at a time, keyed on the id: memory stays flat whatever the catalogue's size). The same
 * catalogue exports to the same bytes: fixed column order, canonical cell texts (columns.ts), `\n` line ends, no BOM.
 */
import { stringify } from "csv-stringify/sync";
import type { Db } from "../../core/db/client.ts";
import type { DbClient } from "../../core/unit-of-work.ts";
import type { AttributeCatalog } from "../attributes.ts";
import { columnsOf, type CsvLookups, PRODUCT_CSV_SELECT, type ProductCsvRecord, productRow } from "./columns.ts";

/** products read per query */
export const EXPORT_PAGE = 1000;

/** the categories, customer groups and attributes the columns name, read once */
export async function loadCsvLookups(db: Db | DbClient, attributes: AttributeCatalog): Promise<CsvLookups> {
  const [categories, groups, { byId }] = await Promise.all([
    db.category.findMany({ select: { id: true, urlPath: true } }),
    db.customerGroup.findMany({ select: { id: true, code: true } }),
    attributes.load(),
  ]);
  const attrs = [...byId.values()].sort((a, b) => a.position - b.position || a.id - b.id);
  return {
    categoryPath: new Map(categories.map((c) => [c.id, c.urlPath])),
    categoryByPath: new Map(categories.map((c) => [c.urlPath, c.id])),
    groupCode: new Map(groups.map((g) => [g.id, g.code])),
    groupByCode: new Map(groups.map((g) => [g.code.toLowerCase(), g.id])),
    attributes: attrs,
    attributeByCode: new Map(attrs.map((a) => [a.code, a])),
  };
}

/** the rows of every product after `afterId`, a page at a time */
export async function* productRecords(db: Db | DbClient, pageSize = EXPORT_PAGE): AsyncGenerator<ProductCsvRecord[]> {
  let after = 0;
  for (;;) {
    const page = (await db.product.findMany({
      where: { id: { gt: after } },
      orderBy: { id: "asc" },
      take: pageSize,
      select: PRODUCT_CSV_SELECT,
    })) as ProductCsvRecord[];
    if (!page.length) return;
    yield page;
    after = page[page.length - 1]!.id;
    if (page.length < pageSize) return;
  }
}

const STRINGIFY = { eof: true, record_delimiter: "unix", quoted_match: /^\s|\s$/ } as const;

/**
 * The export as a byte stream: the header, then a page of rows per pull (the reader's pace: a slow download
 * reads no further ahead than the stream's queue). `signal` stops it when the client goes away.
 */
export function productCsvStream(db: Db, attributes: AttributeCatalog, signal?: AbortSignal): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let pages: AsyncGenerator<ProductCsvRecord[]> | undefined;
  let lookups: CsvLookups;
  let columns: string[];
  return new ReadableStream<Uint8Array>(
    {
      async start(controller) {
        lookups = await loadCsvLookups(db, attributes);
        columns = columnsOf(lookups);
        pages = productRecords(db);
        controller.enqueue(encoder.encode(stringify([columns], STRINGIFY)));
      },
      async pull(controller) {
        if (signal?.aborted) {
          await pages?.return(undefined);
          controller.close();
          return;
        }
        const next = await pages!.next();
        if (next.done) {
          controller.close();
          return;
        }
        const rows = next.value.map((p) => {
          const row = productRow(p, lookups);
          return columns.map((c) => row[c] ?? "");
        });
        controller.enqueue(encoder.encode(stringify(rows, STRINGIFY)));
      },
      async cancel() {
        await pages?.return(undefined);
      },
    },
    { highWaterMark: 1 },
  );
}
