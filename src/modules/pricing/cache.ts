/**
 * The pricing module's caches, one set per instance, nothing per company or per customer:
 * - the lists' snapshot: every list's metadata (with its condition compiled once) and the assignments (group ->
 *   lists, company -> lists), read in three statements and kept until a price-list change;
 * - each list's items (SKU -> price, tiers, quantity rule), loaded on first use in one statement, kept per
 *   (list, revision) in a bounded LRU: a list nobody buys from is never loaded, and at a million items only the
 *   lists in use are held;
 * - what conditions read of products (category ancestry), dropped on every catalogue change.
 * A change (announce.ts) evicts them here at once and, through the `pricingChanged` topic and its strict cache
 * version (coherence.ts), on every other instance before its next request.
 */
import { constantValue, importTree, treePredicate, type RuleProduct } from "../../../dsl/src/index.ts";
import type { App } from "../../core/kernel.ts";
import { roundStored } from "../../core/money.ts";
import type { InstalledModule } from "../../core/modules.ts";
import { moduleTopics } from "../../core/topics.ts";
import type { PricingConfig } from "./config.ts";
import { parseTiers, PRICING_TOPIC, type Tier } from "./types.ts";

/** a price list as the engine keeps it */
export interface ListMeta {
  id: number;
  code: string;
  /** the currency its prices are in */
  currency: string;
  priority: number;
  active: boolean;
  validFrom: Date | null;
  validTo: Date | null;
  /** empty: every store */
  storeIds: number[];
  /** the percent as a decimal string (e.g. "-12.5"), or null */
  adjustmentPercent: string | null;
  /** the compiled condition; null: every product */
  predicate: ((p: RuleProduct) => boolean) | null;
  /** the condition's tree could not be read: the adjustment applies to no product */
  conditionBroken: boolean;
  revision: number;
}

export interface ListsSnapshot {
  lists: Map<number, ListMeta>;
  byGroup: Map<number, number[]>;
  byCompany: Map<number, number[]>;
}

export interface ItemRule {
  minQty: number | null;
  maxQty: number | null;
  qtyIncrement: number | null;
}

/** a list's item for one SKU */
export interface ListItem {
  /** the fixed price (4 decimals), or null */
  price: string | null;
  tiers: Tier[];
  rule: ItemRule | null;
}

export type ListItems = Map<string, ListItem>;

/** category id -> it and its ancestors (what `category in [..]` reads: descendants match) */
export type Ancestry = Map<number, number[]>;

interface State {
  /** moves on every eviction: a load begun before it is not kept */
  generation: number;
  snapshot?: Promise<ListsSnapshot>;
  /** `${listId}:${revision}` -> items, least recently used first */
  items: Map<string, { items: Promise<ListItems>; size: number }>;
  itemCount: number;
  ancestry?: Promise<Ancestry>;
  ancestryGeneration: number;
}

/** at most this many items held (of every list in use); a list larger than it is still loaded, alone */
export const MAX_CACHED_ITEMS = 400_000;

const states = new WeakMap<App, State>();
const stateOf = (app: App): State => {
  let s = states.get(app);
  if (!s) {
    s = { generation: 0, items: new Map(), itemCount: 0, ancestryGeneration: 0 };
    states.set(app, s);
  }
  return s;
};

/** drops this instance's price-list caches (the lists, their items) */
export function evictPricingLocal(app: App): void {
  const s = stateOf(app);
  s.generation++;
  s.snapshot = undefined;
  s.items.clear();
  s.itemCount = 0;
}

/** drops what conditions read of the catalogue (a category or product change) */
export function evictCatalogHelpers(app: App): void {
  const s = stateOf(app);
  s.ancestryGeneration++;
  s.ancestry = undefined;
}

const dec = (v: { toString(): string } | null): number | null => (v === null ? null : Number(v.toString()));

/** the condition's tree as a predicate: null for every product; a tree that cannot be read matches nothing */
export function compileCondition(tree: string | null): { predicate: ListMeta["predicate"]; broken: boolean } {
  if (!tree?.trim()) return { predicate: null, broken: false };
  try {
    const root = importTree(tree);
    if (constantValue(root) === true) return { predicate: null, broken: false };
    return { predicate: treePredicate(root), broken: false };
  } catch {
    return { predicate: () => false, broken: true };
  }
}

async function loadSnapshot(app: App): Promise<ListsSnapshot> {
  const db = app.db;
  const [rows, groups, companies] = await Promise.all([
    db.priceList.findMany({
      select: {
        id: true,
        code: true,
        currency: true,
        priority: true,
        active: true,
        validFrom: true,
        validTo: true,
        storeIds: true,
        adjustmentPercent: true,
        conditionTree: true,
        revision: true,
      },
    }),
    db.priceListGroup.findMany({ select: { priceListId: true, customerGroupId: true } }),
    db.priceListCompany.findMany({ select: { priceListId: true, companyId: true } }),
  ]);
  const lists = new Map<number, ListMeta>();
  for (const r of rows) {
    const { predicate, broken } = compileCondition(r.conditionTree);
    lists.set(r.id, {
      id: r.id,
      code: r.code,
      currency: r.currency,
      priority: r.priority,
      active: r.active,
      validFrom: r.validFrom,
      validTo: r.validTo,
      storeIds: r.storeIds
        .split(",")
        .map((x) => x.trim())
        .filter(Boolean)
        .map(Number),
      adjustmentPercent: r.adjustmentPercent === null ? null : r.adjustmentPercent.toString(),
      predicate,
      conditionBroken: broken,
      revision: r.revision,
    });
  }
  const index = (pairs: [number, number][]) => {
    const m = new Map<number, number[]>();
    for (const [k, listId] of pairs) m.set(k, [...(m.get(k) ?? []), listId]);
    return m;
  };
  return {
    lists,
    byGroup: index(groups.map((g) => [g.customerGroupId, g.priceListId])),
    byCompany: index(companies.map((c) => [c.companyId, c.priceListId])),
  };
}

/** the snapshot this instance holds now, without loading one (null: none cached) */
export function cachedListsSnapshot(app: App): Promise<ListsSnapshot> | null {
  return stateOf(app).snapshot ?? null;
}

/** every list and assignment (cached until a price-list change) */
export function listsSnapshot(app: App): Promise<ListsSnapshot> {
  const s = stateOf(app);
  if (s.snapshot) return s.snapshot;
  const generation = s.generation;
  const p = loadSnapshot(app);
  s.snapshot = p;
  p.then(
    () => {
      // evicted while it loaded: it may hold what the change replaced
      if (s.generation !== generation && s.snapshot === p) s.snapshot = undefined;
    },
    () => {
      if (s.snapshot === p) s.snapshot = undefined;
    },
  );
  return p;
}

async function loadItems(app: App, listId: number): Promise<ListItems> {
  const rows = await app.db.priceListItem.findMany({
    where: { priceListId: listId },
    select: { sku: true, price: true, tiers: true, minQty: true, maxQty: true, qtyIncrement: true },
  });
  const out: ListItems = new Map();
  for (const r of rows) {
    const minQty = dec(r.minQty);
    const maxQty = dec(r.maxQty);
    const qtyIncrement = dec(r.qtyIncrement);
    out.set(r.sku, {
      price: r.price === null ? null : roundStored(r.price).toFixed(4),
      tiers: r.tiers && r.tiers !== "[]" ? parseTiers(r.tiers) : [],
      rule: minQty === null && maxQty === null && qtyIncrement === null ? null : { minQty, maxQty, qtyIncrement },
    });
  }
  return out;
}

/** a list's items at its revision (loaded once, one statement) */
export function listItems(app: App, list: Pick<ListMeta, "id" | "revision">): Promise<ListItems> {
  const s = stateOf(app);
  const key = `${list.id}:${list.revision}`;
  const known = s.items.get(key);
  if (known) {
    // most recently used last
    s.items.delete(key);
    s.items.set(key, known);
    return known.items;
  }
  const generation = s.generation;
  const entry = { items: loadItems(app, list.id), size: 0 };
  s.items.set(key, entry);
  entry.items.then(
    (items) => {
      if (s.generation !== generation || s.items.get(key) !== entry) {
        if (s.items.get(key) === entry) s.items.delete(key);
        return;
      }
      entry.size = items.size;
      s.itemCount += items.size;
      // the least recently used lists go first; the one just loaded stays
      for (const [k, e] of s.items) {
        if (s.itemCount <= MAX_CACHED_ITEMS || k === key) break;
        s.items.delete(k);
        s.itemCount -= e.size;
      }
    },
    () => {
      if (s.items.get(key) === entry) s.items.delete(key);
    },
  );
  return entry.items;
}

/** every category's ancestry (its path: the root first, itself last), for conditions on categories */
export function categoryAncestry(app: App): Promise<Ancestry> {
  const s = stateOf(app);
  if (s.ancestry) return s.ancestry;
  const generation = s.ancestryGeneration;
  const p = app.db.category.findMany({ select: { id: true, path: true } }).then((cats) => {
    const m: Ancestry = new Map();
    for (const c of cats) m.set(c.id, c.path ? c.path.split("/").map(Number) : [c.id]);
    return m;
  });
  s.ancestry = p;
  p.then(
    () => {
      if (s.ancestryGeneration !== generation && s.ancestry === p) s.ancestry = undefined;
    },
    () => {
      if (s.ancestry === p) s.ancestry = undefined;
    },
  );
  return p;
}

/** how many items this instance holds (tests: nothing is loaded per company, only lists in use) */
export function cachedItemCount(app: App): { lists: number; items: number } {
  const s = stateOf(app);
  return { lists: s.items.size, items: s.itemCount };
}

/**
 * Coherence: a price-list change is checked on every request on every instance (strict: the cache version);
 * the event evicts at once where it is heard. Catalogue changes drop the categories' ancestry.
 */
export function startPricingCaches(app: App, _m: InstalledModule<PricingConfig>): (() => Promise<void>) | undefined {
  app.coherence.register(PRICING_TOPIC, { strict: true, evict: () => evictPricingLocal(app) });
  // cached answers and product fragments need no eviction: their key names the applicable lists' revisions (the
  // vary part `prices=`), so a change makes new keys for the contexts it touches and leaves the others' entries
  app.responses.topic(PRICING_TOPIC, "ignored");
  app.coherence.register("catalogChanged", { evict: () => evictCatalogHelpers(app) });
  const subs = [moduleTopics<{ [PRICING_TOPIC]: [{ version?: number }] }>(app).subscribe(PRICING_TOPIC), app.pubsub.subscribe("catalogChanged")];
  for (const [i, sub] of subs.entries()) {
    void (async () => {
      try {
        for await (const e of sub as AsyncIterable<{ version?: number } | null>) {
          if (i === 0) {
            evictPricingLocal(app);
            app.coherence.heard(PRICING_TOPIC, e?.version);
          } else evictCatalogHelpers(app);
        }
      } catch (err) {
        app.logger.error({ err }, "pricing eviction loop stopped");
      }
    })();
  }
  return async () => {
    for (const sub of subs) await (sub as AsyncIterator<unknown>).return?.();
  };
}
