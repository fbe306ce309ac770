/**
 * Full-text search over products with the database's own engine: SQLite FTS5 (bm25) or PostgreSQL
 * tsvector (ts_rank). The index is kept by the catalogue: every product write calls `index(ids)`.
 * User text never reaches the query language: it is split into word tokens, each bound as a parameter.
 */
import type { Db } from "../core/db/client.ts";

/** a client or an interactive transaction */
type Tx = Omit<Db, "$transaction" | "$connect" | "$disconnect" | "$on" | "$extends">;
import type { DbKind } from "../core/db/url.ts";
import { Prisma } from "../generated/prisma/client.ts";

/** at most this many best-ranked matches are considered for one search */
export const SEARCH_MATCH_CAP = 5000;

export function searchTokens(text: string): string[] {
  return (
    text
      .normalize("NFKC")
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? []
  ).slice(0, 12);
}

export class SearchIndex {
  constructor(
    private readonly db: Db,
    private readonly kind: DbKind,
  ) {}

  /**
   * (Re)indexes the given products; ids of deleted products are removed. Pass the transaction of the
   * write that changed them, so that the index never disagrees with the catalogue after a crash.
   */
  async index(ids: number[], tx?: Tx): Promise<void> {
    for (let i = 0; i < ids.length; i += 1000) await this.indexChunk(ids.slice(i, i + 1000), tx);
  }

  private async indexChunk(ids: number[], tx?: Tx): Promise<void> {
    if (!ids.length) return;
    const db = tx ?? this.db;
    const rows = await db.product.findMany({
      where: { id: { in: ids } },
      select: {
        id: true,
        name: true,
        sku: true,
        description: true,
        shortDescription: true,
        attributeValues: { where: { attribute: { isSearchable: true } }, select: { value: true, attribute: { select: { inputType: true, options: true } } } },
      },
    });
    const docs = rows.map((r) => ({
      id: r.id,
      name: r.name,
      sku: r.sku,
      description: `${r.shortDescription} ${stripTags(r.description)}`,
      attrs: r.attributeValues
        .map((v) =>
          v.attribute.inputType === "select" || v.attribute.inputType === "multiselect"
            ? v.value
                .split(",")
                .map((id) => v.attribute.options.find((o) => o.id === Number(id))?.label ?? "")
                .join(" ")
            : v.value,
        )
        .join(" "),
    }));
    // one multi-row statement per chunk, inside one transaction with the delete
    const idList = Prisma.join(ids);
    if (this.kind === "sqlite") {
      const rows = docs.map((d) => Prisma.sql`(${d.id}, ${d.name}, ${skuTokens(d.sku)}, ${d.description}, ${d.attrs})`);
      await this.inTransaction(tx, (t) => [
        t.$executeRaw`DELETE FROM product_search WHERE rowid IN (${idList})`,
        ...(rows.length ? [t.$executeRaw`INSERT INTO product_search (rowid, name, sku, description, attrs) VALUES ${Prisma.join(rows)}`] : []),
      ]);
    } else {
      const rows = docs.map(
        (d) => Prisma.sql`(${d.id}, setweight(to_tsvector('simple', ${d.name}), 'A') || setweight(to_tsvector('simple', ${skuTokens(d.sku)}), 'A') ||
            setweight(to_tsvector('simple', ${d.attrs}), 'B') || setweight(to_tsvector('simple', ${d.description}), 'C'))`,
      );
      await this.inTransaction(tx, (t) => [
        t.$executeRaw`DELETE FROM product_search WHERE "productId" IN (${idList})`,
        ...(rows.length ? [t.$executeRaw`INSERT INTO product_search ("productId", "document") VALUES ${Prisma.join(rows)}`] : []),
      ]);
    }
  }

  /** runs the statements in the caller's transaction, or in one of their own */
  private async inTransaction(tx: Tx | undefined, statements: (t: Tx) => Promise<number>[]): Promise<void> {
    if (tx) {
      for (const st of statements(tx)) await st;
      return;
    }
    await this.db.$transaction(statements(this.db) as never);
  }

  async rebuild(): Promise<number> {
    let last = 0;
    let n = 0;
    for (;;) {
      const ids = (await this.db.product.findMany({ where: { id: { gt: last } }, select: { id: true }, orderBy: { id: "asc" }, take: 5000 })).map((r) => r.id);
      if (!ids.length) return n;
      await this.index(ids);
      n += ids.length;
      last = ids[ids.length - 1]!;
    }
  }

  /**
   * Enabled products visible in search that match every token (each a prefix), best first, with their
   * listing price (price-index.ts; for sorting and the price filter): one statement joining the text index to the catalogue.
   */
  async match(text: string): Promise<SearchMatch[]> {
    const tokens = searchTokens(text);
    if (!tokens.length) return [];
    let rows: SearchMatch[];
    if (this.kind === "sqlite") {
      // every token quoted (no FTS syntax from the user) and prefix-matched; weights: name, sku, description, attrs
      const match = tokens.map((t) => `"${t}"*`).join(" ");
      rows = await this.db.$queryRaw<SearchMatch[]>`
        SELECT p."id" AS id, p."indexPrice" AS price
        FROM product_search s JOIN "Product" p ON p."id" = s.rowid
        WHERE product_search MATCH ${match} AND p."status" = 1 AND p."visibility" IN (3, 4)
        ORDER BY bm25(product_search, 10.0, 8.0, 1.0, 3.0), p."id" LIMIT ${SEARCH_MATCH_CAP}`;
    } else {
      const query = tokens.map((t) => `${t}:*`).join(" & ");
      rows = await this.db.$queryRaw<SearchMatch[]>`
        SELECT p."id" AS id, p."indexPrice" AS price
        FROM product_search s JOIN "Product" p ON p."id" = s."productId"
        WHERE s."document" @@ to_tsquery('simple', ${query}) AND p."status" = 1 AND p."visibility" IN (3, 4)
        ORDER BY ts_rank(s."document", to_tsquery('simple', ${query})) DESC, p."id" LIMIT ${SEARCH_MATCH_CAP}`;
    }
    return rows.map((r) => ({ id: Number(r.id), price: Number(r.price) }));
  }
}

/** counts of each (attribute, value) among the given products: one statement, the ids as one JSON/array parameter */
export async function attributeValueCounts(
  db: Db,
  kind: DbKind,
  productIds: number[],
  attributeIds: number[],
): Promise<{ attributeId: number; value: string; count: number }[]> {
  if (!productIds.length || !attributeIds.length) return [];
  const rows =
    kind === "sqlite"
      ? await db.$queryRaw<{ a: number | bigint; v: string; n: number | bigint }[]>`
          SELECT "attributeId" AS a, "value" AS v, COUNT(*) AS n FROM "ProductAttributeValue"
          WHERE "productId" IN (SELECT value FROM json_each(${JSON.stringify(productIds)}))
            AND "attributeId" IN (SELECT value FROM json_each(${JSON.stringify(attributeIds)}))
          GROUP BY "attributeId", "value"`
      : await db.$queryRaw<{ a: number; v: string; n: number | bigint }[]>`
          SELECT "attributeId" AS a, "value" AS v, COUNT(*) AS n FROM "ProductAttributeValue"
          WHERE "productId" = ANY(${productIds}::int[]) AND "attributeId" = ANY(${attributeIds}::int[])
          GROUP BY "attributeId", "value"`;
  return rows.map((r) => ({ attributeId: Number(r.a), value: r.v, count: Number(r.n) }));
}

export interface SearchMatch {
  id: number;
  price: number;
}

export const SORTABLE_COLUMNS = ["name", "position", "sku", "createdAt"] as const;

/** one column of the given products, for sorting search matches by something other than relevance or price */
export async function columnValues(
  db: Db,
  kind: DbKind,
  productIds: number[],
  column: (typeof SORTABLE_COLUMNS)[number],
): Promise<Map<number, string | number>> {
  if (!(SORTABLE_COLUMNS as readonly string[]).includes(column)) throw new Error(`not a sortable column: ${column}`);
  if (!productIds.length) return new Map();
  const col = Prisma.raw(`"${column}"`); // from the list above, never from input
  const rows =
    kind === "sqlite"
      ? await db.$queryRaw<
          { id: number | bigint; v: string | number }[]
        >`SELECT "id" AS id, ${col} AS v FROM "Product" WHERE "id" IN (SELECT value FROM json_each(${JSON.stringify(productIds)}))`
      : await db.$queryRaw<{ id: number; v: string | number | Date }[]>`SELECT "id" AS id, ${col} AS v FROM "Product" WHERE "id" = ANY(${productIds}::int[])`;
  return new Map(rows.map((r) => [Number(r.id), r.v instanceof Date ? r.v.toISOString() : typeof r.v === "string" ? r.v.toLowerCase() : r.v]));
}

function stripTags(html: string): string {
  return html.replace(/<[^>]*>/g, " ").replace(/\{\{[^}]*\}\}/g, " ");
}

/** "WH-ACME-001" is also findable as "wh", "acme", "001" and as the whole sku */
function skuTokens(sku: string): string {
  return `${sku} ${sku.replace(/[^\p{L}\p{N}]+/gu, " ")} ${sku.replace(/[^\p{L}\p{N}]+/gu, "")}`;
}
