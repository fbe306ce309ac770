/**
 * A list's items: fixed prices, quantity tiers and quantity rules per SKU. `priceListItemsSet` and the CSV import
 * share one checker (every item checked first, one answer listing every bad item, nothing written) and one writer
 * (in one transaction, in chunks: the rows of the SKUs given are replaced with createMany, never a statement per
 * item). Items are read a page at a time, with their products' ids and names in one statement per page.
 */
import { recordAudit } from "../../../core/audit/record.ts";
import type { RequestContext } from "../../../core/context.ts";
import type { Prisma } from "../../../core/db/client.ts";
import { ProblemError, type FieldError } from "../../../core/errors.ts";
import { money, type MoneyInput, STORED_DECIMALS } from "../../../core/money.ts";
import { dbOf, withTransaction, type DbClient } from "../../../core/unit-of-work.ts";
import type { PriceListItem } from "../../../generated/prisma/client.ts";
import { pricingChanged } from "../announce.ts";
import { parseTiers, tiersJson } from "../types.ts";
import { invalid, recordOf, type PriceListRecord } from "./shared.ts";

/** the most items one priceListItemsSet call takes */
export const MAX_ITEMS_PER_CALL = 10_000;
/** SKUs per statement (lookups, deletes, inserts) */
const CHUNK = 1000;

/** an item as given, its amounts as decimal strings or numbers (CSV cells, GraphQL floats) */
export interface ItemInput {
  sku: string;
  price?: string | number | null;
  tiers?: readonly { qty: string | number; price: string | number }[] | null;
  minQty?: string | number | null;
  maxQty?: string | number | null;
  qtyIncrement?: string | number | null;
}

/** an item checked: decimals as strings with at most 4 decimals */
export interface CheckedItem {
  sku: string;
  price: string | null;
  tiers: { qty: number; price: string }[];
  minQty: string | null;
  maxQty: string | null;
  qtyIncrement: string | null;
}

/** one bad field of one item: `at` the item's index (itemsSet) or its CSV line */
export interface ItemError {
  at: number;
  field: "sku" | "price" | "tiers" | "minQty" | "maxQty" | "qtyIncrement";
  code: string;
  message: string;
}

const DECIMAL = /^\d+(\.\d+)?$/;

/** a non-negative decimal with at most 4 decimals, as a string; undefined when it is none */
function decimal(v: string | number): string | undefined {
  const text = typeof v === "number" ? (Number.isFinite(v) ? money(v).toFixed() : "") : v.trim();
  if (!DECIMAL.test(text)) return undefined;
  const d = money(text);
  return d.decimalPlaces() <= STORED_DECIMALS ? d.toFixed() : undefined;
}

/** every item checked, every error listed (no SKU lookup: see unknownSkus) */
export function checkItems(items: readonly ItemInput[], at: (i: number) => number = (i) => i): { checked: CheckedItem[]; errors: ItemError[] } {
  const errors: ItemError[] = [];
  const checked: CheckedItem[] = [];
  const seen = new Map<string, number>();
  items.forEach((item, i) => {
    const err = (field: ItemError["field"], code: string, message: string) => errors.push({ at: at(i), field, code, message });
    const before = errors.length;
    const sku = typeof item.sku === "string" ? item.sku.trim() : "";
    if (!sku) err("sku", "required", "a SKU is required");
    else if (sku.length > 64) err("sku", "too_long", "a SKU has at most 64 characters");
    else if (seen.has(sku)) err("sku", "duplicate_sku", `SKU ${sku} is given twice (also at ${seen.get(sku)})`);
    else seen.set(sku, at(i));
    const amount = (field: "price" | "minQty" | "maxQty" | "qtyIncrement", v: string | number | null | undefined, positive: boolean): string | null => {
      if (v === null || v === undefined || v === "") return null;
      const d = decimal(v);
      if (d === undefined) {
        err(field, "invalid_number", `${field} is a number of at least 0 with at most ${STORED_DECIMALS} decimals; found ${JSON.stringify(v)}`);
        return null;
      }
      if (positive && money(d).lte(0)) {
        err(field, "not_positive", `${field} must be more than 0`);
        return null;
      }
      return d;
    };
    const price = amount("price", item.price, false);
    const minQty = amount("minQty", item.minQty, true);
    const maxQty = amount("maxQty", item.maxQty, true);
    const qtyIncrement = amount("qtyIncrement", item.qtyIncrement, true);
    if (minQty !== null && maxQty !== null && money(minQty).gt(money(maxQty))) err("maxQty", "min_above_max", `maxQty ${maxQty} is below minQty ${minQty}`);
    const tiers: { qty: number; price: string }[] = [];
    const qtys = new Set<number>();
    for (const [k, t] of (item.tiers ?? []).entries()) {
      const qty = decimal(t?.qty ?? "");
      const tierPrice = decimal(t?.price ?? "");
      if (qty === undefined || money(qty).lte(0))
        err("tiers", "invalid_tier_qty", `tier ${k + 1}: the quantity must be more than 0; found ${JSON.stringify(t?.qty)}`);
      else if (tierPrice === undefined)
        err(
          "tiers",
          "invalid_tier_price",
          `tier ${k + 1}: the price is a number of at least 0 with at most ${STORED_DECIMALS} decimals; found ${JSON.stringify(t?.price)}`,
        );
      else if (qtys.has(Number(qty))) err("tiers", "duplicate_tier_qty", `tier ${k + 1}: quantity ${qty} is given twice`);
      else {
        qtys.add(Number(qty));
        tiers.push({ qty: Number(qty), price: tierPrice });
      }
    }
    if (errors.length === before && price === null && !tiers.length && minQty === null && maxQty === null && qtyIncrement === null)
      err("price", "empty_item", "an item needs a price, tiers or a quantity rule");
    if (errors.length === before) checked.push({ sku, price, tiers, minQty, maxQty, qtyIncrement });
  });
  return { checked, errors };
}

/** the SKUs that name no product of the catalogue (any type; variants by their own SKU) */
export async function unknownSkus(db: DbClient, skus: readonly string[]): Promise<Set<string>> {
  const missing = new Set(skus);
  for (let i = 0; i < skus.length; i += CHUNK) {
    const found = await db.product.findMany({ where: { sku: { in: skus.slice(i, i + CHUNK) } }, select: { sku: true } });
    for (const p of found) missing.delete(p.sku);
  }
  return missing;
}

/** the items' rows replaced (in the caller's transaction): the rows of these SKUs deleted, then inserted in chunks */
export async function writeItems(db: DbClient, priceListId: number, items: readonly CheckedItem[]): Promise<void> {
  for (let i = 0; i < items.length; i += CHUNK) {
    const chunk = items.slice(i, i + CHUNK);
    await db.priceListItem.deleteMany({ where: { priceListId, sku: { in: chunk.map((x) => x.sku) } } });
    await db.priceListItem.createMany({
      data: chunk.map((x) => ({
        priceListId,
        sku: x.sku,
        price: x.price,
        tiers: tiersJson(x.tiers),
        minQty: x.minQty,
        maxQty: x.maxQty,
        qtyIncrement: x.qtyIncrement,
      })),
    });
  }
}

const tooMany = (field: string, n: number, max: number) =>
  new ProblemError(422, "too_many_items", `At most ${max.toLocaleString("en-US")} items a call; ${n.toLocaleString("en-US")} given`, {
    errors: [{ field, code: "too_many_items", message: `at most ${max} a call` }],
  });

export async function setItems(
  ctx: RequestContext,
  priceListId: number,
  items: readonly ItemInput[],
): Promise<{ priceList: PriceListRecord; upserted: number }> {
  if (items.length > MAX_ITEMS_PER_CALL) throw tooMany("items", items.length, MAX_ITEMS_PER_CALL);
  await recordOf(ctx.app.db, priceListId);
  const { checked, errors } = checkItems(items);
  // every SKU given is looked up, those of items with other errors too: one answer lists every error
  const unknown = await unknownSkus(ctx.app.db, [...new Set(items.map((x) => (typeof x.sku === "string" ? x.sku.trim() : "")).filter(Boolean))]);
  const fieldErrors: FieldError[] = [
    ...errors.map((e) => ({ at: e.at, field: e.field, code: e.code, message: e.message })),
    ...items.flatMap((x, i) => (unknown.has(x.sku?.trim()) ? [{ at: i, field: "sku", code: "unknown_sku", message: `no product has the SKU ${x.sku}` }] : [])),
  ]
    .sort((a, b) => a.at - b.at)
    .map((e) => ({ field: `items.${e.at}.${e.field}`, code: e.code, message: e.message }));
  if (fieldErrors.length) throw invalid(fieldErrors, `${fieldErrors.length} item error${fieldErrors.length === 1 ? "" : "s"}; nothing was written`);
  return withTransaction(
    ctx,
    async (tx) => {
      const db = dbOf(tx);
      const before = await recordOf(db, priceListId);
      await writeItems(db, priceListId, checked);
      await itemsAudit(
        db,
        tx,
        "priceListItemsSet",
        before,
        checked.map((x) => x.sku),
      );
      await pricingChanged(tx, [priceListId]);
      return { priceList: await recordOf(db, priceListId), upserted: checked.length };
    },
    { timeout: 120_000 },
  );
}

export async function deleteItems(ctx: RequestContext, priceListId: number, skus: readonly string[]): Promise<PriceListRecord> {
  if (skus.length > MAX_ITEMS_PER_CALL) throw tooMany("skus", skus.length, MAX_ITEMS_PER_CALL);
  const unique = [...new Set(skus.map((s) => s.trim()))];
  return withTransaction(ctx, async (tx) => {
    const db = dbOf(tx);
    const before = await recordOf(db, priceListId);
    let deleted = 0;
    for (let i = 0; i < unique.length; i += CHUNK)
      deleted += (await db.priceListItem.deleteMany({ where: { priceListId, sku: { in: unique.slice(i, i + CHUNK) } } })).count;
    await recordAudit(db, tx, {
      operation: "priceListItemsDelete",
      entityType: "price_list",
      entityId: priceListId,
      before: { itemCount: before._count.items },
      after: { itemCount: before._count.items - deleted, deletedSkus: unique.slice(0, 100) },
    });
    await pricingChanged(tx, [priceListId]);
    return recordOf(db, priceListId);
  });
}

/** the audit entry of an items write: the counts and (the first 100 of) the SKUs written */
export async function itemsAudit(db: DbClient, tx: RequestContext, operation: string, before: PriceListRecord, skus: readonly string[]): Promise<void> {
  const itemCount = await db.priceListItem.count({ where: { priceListId: before.id } });
  await recordAudit(db, tx, {
    operation,
    entityType: "price_list",
    entityId: before.id,
    before: { itemCount: before._count.items },
    after: { itemCount, written: skus.length, skus: skus.slice(0, 100) },
  });
}

// ---------- reading ----------

export interface PriceListItemDto {
  id: number;
  sku: string;
  productId: number | null;
  productName: string | null;
  price: number | null;
  tiers: { qty: number; price: number }[];
  minQty: number | null;
  maxQty: number | null;
  qtyIncrement: number | null;
}

const num = (v: MoneyInput | null) => (v === null ? null : money(v).toNumber());

export async function itemsPage(
  ctx: RequestContext,
  priceListId: number,
  search: string | null | undefined,
  page: number,
  pageSize: number,
): Promise<{ items: PriceListItemDto[]; totalCount: number; page: number; pageSize: number }> {
  const db = ctx.app.db;
  const q = search?.trim();
  const where: Prisma.PriceListItemWhereInput = { priceListId, ...(q ? { sku: { contains: q } } : {}) };
  const [rows, totalCount] = await Promise.all([
    db.priceListItem.findMany({ where, orderBy: [{ sku: "asc" }, { id: "asc" }], skip: (page - 1) * pageSize, take: pageSize }),
    db.priceListItem.count({ where }),
  ]);
  // the page's products in one statement
  const products = rows.length
    ? await db.product.findMany({ where: { sku: { in: rows.map((r) => r.sku) } }, select: { id: true, sku: true, name: true } })
    : [];
  const bySku = new Map(products.map((p) => [p.sku, p]));
  return { items: rows.map((r) => itemDto(r, bySku.get(r.sku))), totalCount, page, pageSize };
}

function itemDto(r: PriceListItem, p: { id: number; name: string } | undefined): PriceListItemDto {
  return {
    id: r.id,
    sku: r.sku,
    productId: p?.id ?? null,
    productName: p?.name ?? null,
    price: num(r.price),
    tiers: parseTiers(r.tiers).map((t) => ({ qty: t.qty, price: money(t.price).toNumber() })),
    minQty: num(r.minQty),
    maxQty: num(r.maxQty),
    qtyIncrement: num(r.qtyIncrement),
  };
}
