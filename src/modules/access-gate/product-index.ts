/**
 * The rule/product index (Magento's catalogrule_product): which products each rule's conditions match, kept
 * in the core's ProductTag table under `access:rule:<id>`, rewritten for a rule in the transaction that
 * writes it and for a product in the transaction that saves it. Listings, search and counts filter on it in
 * SQL (gate.ts hiddenWhere): exact totals and pages at any catalogue size, no post-filtering.
 *
 * Writers of the index are serialised (lockIndex): a rule write reads every product and a product save reads
 * every rule, so under READ COMMITTED each could build its entries from what the other has not committed yet.
 */
import { constantValue, treePredicate, type Rule, type RuleProduct } from "../../../dsl/src/index.ts";
import type { App } from "../../core/kernel.ts";
import { type MoneyInput, toNumber } from "../../core/money.ts";
import type { DbClient } from "../../core/unit-of-work.ts";
import { typedAttributeValue } from "../../catalog/attributes.ts";
import type { AccessRuleRow } from "./rule-model.ts";
import { matchesAll, ruleOf, ruleTag, TAG_PREFIX } from "./rule-model.ts";

const BATCH = 2000;

/** PostgreSQL advisory lock key of the rule/product index (any bigint unique to it) */
export const INDEX_LOCK_KEY = 7_301_202_611n;

/**
 * Takes the index lock until the transaction ends: rule writes exclusively, product saves shared (they never
 * touch each other's entries). Every statement after it sees what the previous holder committed. SQLite
 * needs none: its writers are serialised by the database lock.
 */
export async function lockIndex(app: Pick<App, "dbHandle">, db: DbClient, mode: "rule" | "product"): Promise<void> {
  if (app.dbHandle.target.kind !== "postgres") return;
  const fn = mode === "rule" ? "pg_advisory_xact_lock" : "pg_advisory_xact_lock_shared";
  await db.$executeRawUnsafe(`SELECT ${fn}($1::bigint)`, INDEX_LOCK_KEY.toString());
}

interface IndexProduct {
  id: number;
  sku: string;
  type: string;
  price: MoneyInput;
  attributeSetId: number;
  categories: { categoryId: number }[];
  attributeValues: { attributeId: number; value: string }[];
}
const select = {
  id: true,
  sku: true,
  type: true,
  price: true,
  attributeSetId: true,
  categories: { select: { categoryId: true } },
  attributeValues: { select: { attributeId: true, value: true } },
} as const;

async function context(app: Pick<App, "attributes">, db: DbClient) {
  const { byId } = await app.attributes.load();
  const cats = await db.category.findMany({ select: { id: true, path: true } });
  const ancestry = new Map(cats.map((c) => [c.id, c.path ? c.path.split("/").map(Number) : [c.id]]));
  return (p: IndexProduct) => {
    const categoryIds = new Set<number>();
    for (const c of p.categories) for (const a of ancestry.get(c.categoryId) ?? [c.categoryId]) categoryIds.add(a);
    const attributes: Record<string, unknown> = {};
    for (const v of p.attributeValues) {
      const info = byId.get(v.attributeId);
      if (info) attributes[info.code] = typedAttributeValue(info, v.value);
    }
    return { sku: p.sku, type: p.type, price: toNumber(p.price), attributeSetId: p.attributeSetId, categoryIds: [...categoryIds], attributes };
  };
}

/**
 * every product of the catalogue as rules see it (categories with their ancestors, typed attributes), in
 * batches by id: what the index is built from, for analyses over the whole catalogue (the shadow diagnostic)
 */
export async function forEachRuleProduct(
  app: Pick<App, "attributes">,
  db: DbClient,
  fn: (batch: { id: number; product: RuleProduct }[]) => void | Promise<void>,
): Promise<void> {
  const toRuleProduct = await context(app, db);
  let cursor = 0;
  for (;;) {
    const batch = (await db.product.findMany({ where: { id: { gt: cursor } }, select, orderBy: { id: "asc" }, take: BATCH })) as IndexProduct[];
    if (!batch.length) break;
    cursor = batch[batch.length - 1]!.id;
    await fn(batch.map((p) => ({ id: p.id, product: toRuleProduct(p) })));
  }
}

/** a row as an evaluable rule (a legacy rule's linked products by SKU) */
export async function evaluable(db: DbClient, row: AccessRuleRow): Promise<Rule> {
  const links = row.conditions === null && row.source === null ? await db.accessRuleProduct.findMany({ where: { ruleId: row.id } }) : [];
  const skus = links.length
    ? (await db.product.findMany({ where: { id: { in: links.map((l) => l.productId) } }, select: { sku: true } })).map((p) => p.sku)
    : [];
  return ruleOf(row, skus);
}

/**
 * rewrites the index of one rule (none for an inactive rule, or one that matches every product) and says
 * whether it matches every product of the catalogue: its tree is true whatever the product, or the products it
 * matched are all of them (an inactive rule: false)
 */
export async function reindexRule(app: Pick<App, "attributes">, db: DbClient, ruleId: number): Promise<{ everyProduct: boolean }> {
  const tag = ruleTag(ruleId);
  await db.productTag.deleteMany({ where: { tag } });
  const row = await db.accessRule.findUnique({ where: { id: ruleId } });
  if (!row?.isActive) return { everyProduct: false };
  const rule = await evaluable(db, row);
  if (matchesAll(rule.conditions)) return { everyProduct: true };
  const pred = treePredicate(rule.conditions);
  const toRuleProduct = await context(app, db);
  let cursor = 0;
  let total = 0;
  let matched = 0;
  for (;;) {
    const batch = (await db.product.findMany({ where: { id: { gt: cursor } }, select, orderBy: { id: "asc" }, take: BATCH })) as IndexProduct[];
    if (!batch.length) break;
    cursor = batch[batch.length - 1]!.id;
    const hits = batch.filter((p) => pred(toRuleProduct(p)));
    total += batch.length;
    matched += hits.length;
    if (hits.length) await db.productTag.createMany({ data: hits.map((p) => ({ tag, productId: p.id })) });
  }
  return { everyProduct: constantValue(rule.conditions) === true || (total > 0 && matched === total) };
}

/** rewrites one product's entries for every active rule (inside the product save's transaction) */
export function reindexProduct(app: Pick<App, "attributes">, db: DbClient, productId: number): Promise<void> {
  return reindexProducts(app, db, [productId]);
}

/**
 * rewrites the entries of these products for every active rule, the rules and the category tree read once and the
 * products in batches (inside the transaction of the write that changed them: a product save, or a category write
 * that changed many products' categories or their ancestry)
 */
export async function reindexProducts(app: Pick<App, "attributes">, db: DbClient, productIds: number[]): Promise<void> {
  const ids = [...new Set(productIds)].sort((x, y) => x - y);
  const rows = ids.length ? await db.accessRule.findMany({ where: { isActive: true } }) : [];
  const rules: { tag: string; matches: (p: RuleProduct) => boolean }[] = [];
  for (const row of rows) {
    const rule = await evaluable(db, row);
    if (!matchesAll(rule.conditions)) rules.push({ tag: ruleTag(row.id), matches: treePredicate(rule.conditions) });
  }
  const toRuleProduct = rules.length ? await context(app, db) : null;
  for (let i = 0; i < ids.length; i += BATCH) {
    const chunk = ids.slice(i, i + BATCH);
    await db.productTag.deleteMany({ where: { productId: { in: chunk }, tag: { startsWith: TAG_PREFIX } } });
    if (!toRuleProduct) continue;
    const batch = (await db.product.findMany({ where: { id: { in: chunk } }, select })) as IndexProduct[];
    const data = batch.flatMap((p) => {
      const rp = toRuleProduct(p);
      return rules.filter((r) => r.matches(rp)).map((r) => ({ tag: r.tag, productId: p.id }));
    });
    if (data.length) await db.productTag.createMany({ data });
  }
}
