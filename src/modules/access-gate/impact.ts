/**
 * What a change of the gate's settings or rules would change for shoppers, before it is made: the gate as it is
 * and the gate as it would be (built from the proposed settings, or from the rules inside the write's own
 * transaction, which a dry run rolls back) decide for every product the catalogue lists and every customer group,
 * and the decisions are compared. Rules are matched through the rule/product index (product-index.ts), which
 * the very predicate that annotates DTOs builds and which listings filter on in SQL, so the counts are what the
 * storefront shows; Basic mode reads the products' categories only. No attribute is read: at 100,000 products
 * it is a read of ids, categories and index rows (see docs/access-gate.md#impact-previews).
 */
import { scopeMatches, type Rule, type RuleProduct, type RuleScope } from "../../../dsl/src/index.ts";
import type { DbClient } from "../../core/unit-of-work.ts";
import { baseWhere } from "../../catalog/visibility.ts";
import { emptyImpact, emptyView, groupChanges, mergeImpacts, type GroupImpact, type ShopperImpact, type ShopperView } from "../../store/shopper-impact.ts";
import type { HookPayloads } from "../../core/events.ts";
import { coerceConfigValue } from "../../core/scoped-config.ts";
import { accessConfigSchema, accessDefaults, type AccessConfig } from "./config.ts";
import { decide, gateForStore, previewGate, ruleDecision, type AccessModule, type GateDecision, type StoreGate } from "./gate.ts";
import { matchesAll, TAG_PREFIX } from "./rule-model.ts";

const BATCH = 5000;

/** the products the catalogue lists (enabled, visible in the catalogue), with what the gate decides from */
export interface CatalogSnapshot {
  ids: number[];
  /** each product's own categories (Basic mode's by-category switch) */
  categories: number[][] | null;
  /** each product's indexed rules (Rules mode) */
  rules: Set<number>[] | null;
}

/** the settings the gate decides with: any other (messages, links) changes nothing counted here */
export const DECIDING_SETTINGS = new Set([
  "enabled",
  "mode",
  "requireLogin",
  "hidePrice",
  "blockPurchase",
  "byCustomerGroup",
  "customerGroups",
  "byCategory",
  "categoryIds",
]);

const needsCategories = (g: StoreGate | null) => g !== null && g.cfg.mode === "basic" && g.cfg.byCategory && g.basicCategories.size > 0;
const needsRules = (g: StoreGate | null) => g !== null && g.cfg.mode === "rules" && g.rules.length > 0;

/** reads the listed products (and their categories and index rows when a gate needs them) in batches by id */
export async function catalogSnapshot(db: DbClient, gates: (StoreGate | null)[]): Promise<CatalogSnapshot> {
  const withCategories = gates.some(needsCategories);
  const withRules = gates.some(needsRules);
  const snap: CatalogSnapshot = { ids: [], categories: withCategories ? [] : null, rules: withRules ? [] : null };
  let cursor = 0;
  for (;;) {
    const batch = await db.product.findMany({
      where: { AND: [...baseWhere("catalog"), { id: { gt: cursor } }] },
      select: {
        id: true,
        ...(withCategories ? { categories: { select: { categoryId: true } } } : {}),
        ...(withRules ? { tags: { where: { tag: { startsWith: TAG_PREFIX } }, select: { tag: true } } } : {}),
      },
      orderBy: { id: "asc" },
      take: BATCH,
    });
    if (!batch.length) break;
    cursor = batch[batch.length - 1]!.id;
    for (const p of batch as { id: number; categories?: { categoryId: number }[]; tags?: { tag: string }[] }[]) {
      snap.ids.push(p.id);
      snap.categories?.push((p.categories ?? []).map((c) => c.categoryId));
      snap.rules?.push(new Set((p.tags ?? []).map((t) => Number(t.tag.slice(TAG_PREFIX.length)))));
    }
  }
  return snap;
}

/** the decision for product `i` of the snapshot, for one caller scope (null: the gate is off, nothing is gated) */
function decider(g: StoreGate | null, snap: CatalogSnapshot, scope: RuleScope): (i: number) => GateDecision | null {
  if (!g) return () => null;
  if (g.cfg.mode === "basic") {
    // the activation matrix reads nothing of a product but its categories (with their ancestors: subcategories inherit)
    const product = (i: number): RuleProduct => {
      const cats = new Set<number>();
      for (const c of snap.categories?.[i] ?? []) for (const a of g.ancestry.get(c) ?? [c]) cats.add(a);
      return { sku: "", type: "", price: 0, attributeSetId: 0, categoryIds: [...cats], attributes: {} };
    };
    if (!needsCategories(g)) {
      const same = decide(g, product(-1), scope);
      return () => same;
    }
    return (i) => decide(g, product(i), scope);
  }
  // Rules mode: the first rule in scope (by priority) that matches the product decides; a rule matching every
  // product has no index rows, the others are matched through their rows
  const inScope: Rule[] = g.rules.filter((r) => scopeMatches(r, scope));
  const all = inScope.map((r) => matchesAll(r.conditions));
  return (i) => {
    const tags = snap.rules?.[i];
    for (const [k, r] of inScope.entries()) if (all[k] || tags?.has(r.id)) return ruleDecision(g.cfg, r);
    return ruleDecision(g.cfg, null);
  };
}

function view(d: GateDecision | null) {
  const listed = !d?.hideListing;
  return { listed, priced: listed && !d?.hidePrice, purchasable: listed && (d?.canCheckout ?? true) };
}

const add = (v: ShopperView, x: ReturnType<typeof view>) => {
  if (x.listed) v.listed++;
  if (x.priced) v.priced++;
  if (x.purchasable) v.purchasable++;
};

/**
 * Fills `impact` with what changes from `before` to `after` (null: the module off) for guests and every customer
 * group at `storeCode`, for callers with no known destination country; groups for which nothing changes are left out.
 */
export function compareGates(
  impact: ShopperImpact,
  groups: { id: number; name: string }[],
  before: { gate: StoreGate | null; snap: CatalogSnapshot },
  after: { gate: StoreGate | null; snap: CatalogSnapshot },
): void {
  const wall = (g: StoreGate | null) => g?.cfg.requireLogin === true;
  if (wall(before.gate) !== wall(after.gate)) impact.loginWall = wall(after.gate) ? "on" : "off";
  const n = before.snap.ids.length;
  for (const group of groups) {
    const scope: RuleScope = { group: group.id, store: impact.storeCode, country: null };
    const was = decider(before.gate, before.snap, scope);
    const will = decider(after.gate, after.snap, scope);
    const g: GroupImpact = {
      storeId: impact.storeId,
      storeCode: impact.storeCode,
      groupId: group.id,
      groupName: group.name,
      losePrice: 0,
      gainPrice: 0,
      disappear: 0,
      reappear: 0,
      becomeUnpurchasable: 0,
      becomePurchasable: 0,
      before: emptyView(),
      after: emptyView(),
    };
    for (let i = 0; i < n; i++) {
      const b = view(was(i));
      const a = view(will(i));
      add(g.before, b);
      add(g.after, a);
      if (b.listed && !a.listed) g.disappear++;
      else if (!b.listed && a.listed) g.reappear++;
      else if (a.listed) {
        if (b.priced && !a.priced) g.losePrice++;
        if (!b.priced && a.priced) g.gainPrice++;
        if (b.purchasable && !a.purchasable) g.becomeUnpurchasable++;
        if (!b.purchasable && a.purchasable) g.becomePurchasable++;
      }
    }
    if (groupChanges(g)) impact.groups.push(g);
  }
}

/** guests (NOT LOGGED IN, id 0) and every customer group */
export async function impactGroups(db: DbClient): Promise<{ id: number; name: string }[]> {
  const rows = await db.customerGroup.findMany({ orderBy: { id: "asc" }, select: { id: true, name: true } });
  return rows.some((r) => r.id === 0) ? rows : [{ id: 0, name: "NOT LOGGED IN" }, ...rows];
}

/**
 * config writes previewed (configValueSet with dryRun, configImpact): at each store they reach, the gate built from
 * ALL the proposed values under b2b_access/ together compared with the gate as it is. One read of the catalogue
 * serves every store: what a product is does not depend on the store, only the gate deciding on it does.
 */
export async function configChangeImpact(m: AccessModule, p: HookPayloads["config_value_impact"]): Promise<void> {
  const prefix = `${m.definition.config.prefix}/`;
  const deciding = (path: string) => path.startsWith(prefix) && DECIDING_SETTINGS.has(path.slice(prefix.length));
  if (!p.writes.some((w) => deciding(w.path))) return;
  const db = m.app.db;
  const pairs: { before: StoreGate | null; after: StoreGate | null; impact: ShopperImpact }[] = [];
  for (const { store, valuesAfter, impact } of p.stores) {
    const now = await m.configForStore(store.id);
    const proposed: Record<string, unknown> = { ...now };
    for (const [path, raw] of Object.entries(valuesAfter)) {
      if (!deciding(path)) continue;
      const key = path.slice(prefix.length) as keyof AccessConfig;
      const like = accessDefaults[key];
      proposed[key] = raw === undefined ? like : coerceConfigValue(raw, like);
    }
    const before = now.enabled ? await gateForStore(m, store.id, store.code) : null;
    const after = await previewGate(m, accessConfigSchema.parse(proposed), store.code, db);
    pairs.push({ before, after, impact });
  }
  const snap = await catalogSnapshot(
    db,
    pairs.flatMap((x) => [x.before, x.after]),
  );
  const groups = await impactGroups(db);
  for (const x of pairs) compareGates(x.impact, groups, { gate: x.before, snap }, { gate: x.after, snap });
}

/**
 * A rule write's impact, inside its transaction: `capture` before the write reads the gate of every store and the
 * index as they are, `compare` after it (the rule rows and the index rows of the transaction) answers the impact
 * at every store, merged (a rule limited to one store changes that store's rows only). Nothing is read for a store
 * where the gate is off or in Basic mode: rules then change nothing its shoppers see.
 */
export async function ruleWriteImpact(m: AccessModule, db: DbClient, stores: { id: number; code: string }[]) {
  const counted: { store: { id: number; code: string }; cfg: AccessConfig; before: StoreGate | null }[] = [];
  for (const store of stores) {
    const cfg = await m.configForStore(store.id);
    const counts = cfg.enabled && cfg.mode === "rules";
    counted.push({ store, cfg, before: counts ? await previewGate(m, cfg, store.code, db) : null });
  }
  const live = counted.filter((c) => c.before !== null);
  const beforeSnap = live.length
    ? await catalogSnapshot(
        db,
        live.map((c) => c.before),
      )
    : null;
  return async (): Promise<ShopperImpact> => {
    const impacts = stores.map((s) => emptyImpact(s));
    if (beforeSnap) {
      // one after the other: the transaction's client takes one query at a time
      const after: (StoreGate | null)[] = [];
      for (const c of counted) after.push(c.before ? await previewGate(m, c.cfg, c.store.code, db) : null);
      const afterSnap = await catalogSnapshot(db, after);
      const groups = await impactGroups(db);
      for (const [i, c] of counted.entries()) {
        if (c.before) compareGates(impacts[i]!, groups, { gate: c.before, snap: beforeSnap }, { gate: after[i]!, snap: afterSnap });
      }
    }
    return mergeImpacts(impacts);
  };
}
