/**
 * Full-text search over products with the database's own engine: SQLite FTS5 (bm25) or PostgreSQL
 * tsvector (ts_rank). The index is kept by the catalogue: every product write calls `index(ids)`.
 * User text never reaches the query language: it is split into word tokens, each bound as a parameter.
 */
import type { Db } from "../core/db/client.ts";
import type { DbKind } from "../core/db/url.ts";
import { Prisma } from "../generated/prisma/client.ts";

/** at most this many best-ranked matches are considered for one search */
export const SEARCH_MATCH_CAP = 5000;

export function searchTokens(text: string): string[] {
  return (text.normalize("NFKC").toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 12);
}

export class SearchIndex {
  constructor(
    private readonly db: Db,
    private readonly kind: DbKind,
  ) {}

  /** (Re)indexes the given products; ids of deleted products are removed. */
  async index(ids: number[]): Promise<void> {
    for (let i = 0; i < ids.length; i += 1000) await this.indexChunk(ids.slice(i, i + 1000));
  }

  private async indexChunk(ids: number[]): Promise<void> {
    if (!ids.length) return;
    const rows = await this.db.product.findMany({
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
        .map((v) => (v.attribute.inputType === "select" || v.attribute.inputType === "multiselect"
          ? v.value.split(",").map((id) => v.attribute.options.find((o) => o.id === Number(id))?.label ?? "").join(" ")
          : v.value))
        .join(" "),
    }));
    // one multi-row statement per chunk, inside one transaction with the delete
    const idList = Prisma.join(ids);
    if (this.kind === "sqlite") {
      const rows = docs.map((d) => Prisma.sql`(${d.id}, ${d.name}, ${skuTokens(d.sku)}, ${d.description}, ${d.attrs})`);
      await this.db.$transaction([
        this.db.$executeRaw`DELETE FROM product_search WHERE rowid IN (${idList})`,
        ...(rows.length ? [this.db.$executeRaw`INSERT INTO product_search (rowid, name, sku, description, attrs) VALUES ${Prisma.join(rows)}`] : []),
      ]);
    } else {
      const rows = docs.map(
        (d) => Prisma.sql`(${d.id}, setweight(to_tsvector('simple', ${d.name}), 'A') || setweight(to_tsvector('simple', ${skuTokens(d.sku)}), 'A') ||
            setweight(to_tsvector('simple', ${d.attrs}), 'B') || setweight(to_tsvector('simple', ${d.description}), 'C'))`,
      );
      await this.db.$transaction([
        this.db.$executeRaw`DELETE FROM product_search WHERE "productId" IN (${idList})`,
        ...(rows.length ? [this.db.$executeRaw`INSERT INTO product_search ("productId", "document") VALUES ${Prisma.join(rows)}`] : []),
      ]);
    }
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

  /** product ids matching every token (prefix match on the last), best first, with their rank */
  async match(text: string): Promise<Map<number, number>> {
    const tokens = searchTokens(text);
    const out = new Map<number, number>();
    if (!tokens.length) return out;
    if (this.kind === "sqlite") {
      // every token quoted (no FTS syntax from the user) and prefix-matched; weights: name, sku, description, attrs
      const match = tokens.map((t) => `"${t}"*`).join(" ");
      const rows = await this.db.$queryRaw<{ id: number | bigint }[]>`
        SELECT rowid AS id FROM product_search WHERE product_search MATCH ${match}
        ORDER BY bm25(product_search, 10.0, 8.0, 1.0, 3.0) LIMIT ${SEARCH_MATCH_CAP}`;
      rows.forEach((r, i) => out.set(Number(r.id), i));
    } else {
      const query = tokens.map((t) => `${t}:*`).join(" & ");
      const rows = await this.db.$queryRaw<{ id: number }[]>`
        SELECT "productId" AS id FROM product_search WHERE "document" @@ to_tsquery('simple', ${query})
        ORDER BY ts_rank("document", to_tsquery('simple', ${query})) DESC, "productId" LIMIT ${SEARCH_MATCH_CAP}`;
      rows.forEach((r, i) => out.set(Number(r.id), i));
    }
    return out;
  }
}

function stripTags(html: string): string {
  return html.replace(/<[^>]*>/g, " ").replace(/\{\{[^}]*\}\}/g, " ");
}

/** "WH-ACME-001" is also findable as "wh", "acme", "001" and as the whole sku */
function skuTokens(sku: string): string {
  return `${sku} ${sku.replace(/[^\p{L}\p{N}]+/gu, " ")} ${sku.replace(/[^\p{L}\p{N}]+/gu, "")}`;
}
