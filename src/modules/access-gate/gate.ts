/**
 * The gate of one store, compiled once: its config, its active rules as one generated function (Rules
 * mode) or its activation matrix (Basic mode), and the category ancestry that makes subcategories inherit.
 * Rebuilt only when rules, config or categories change: evicted on every instance through pub/sub, and
 * with several instances the rules' cache version is checked at the start of each request (coherence.ts), so
 * a rule change is seen by the next request on any instance even before the eviction arrives. In one process
 * on SQLite every rule write through the API evicts before it answers; rules written outside it (another
 * process on the same file) are noticed by a poll of the rules table every CACHE_POLL_MS (rules-poll.ts).
 */
import { compileRuleSet, scopeMatches, type Rule, type RuleProduct, type RuleScope, type RuleSetFn } from "../../../dsl/src/index.ts";
import type { App } from "../../core/kernel.ts";
import type { RequestContext } from "../../core/context.ts";
import type { InstalledModule } from "../../core/modules.ts";
import { toNumber } from "../../core/money.ts";
import { moduleTopics } from "../../core/topics.ts";
import { TtlCache } from "../../core/ttl-cache.ts";
import type { LoadedProduct } from "../../catalog/product-loader.ts";
import { ids, type AccessConfig } from "./config.ts";
import { matchesAll, ruleOf, ruleTag } from "./rule-model.ts";
import type { DbClient } from "../../core/unit-of-work.ts";

export type AccessModule = InstalledModule<AccessConfig>;

export interface StoreGate {
  cfg: AccessConfig;
  storeCode: string;
  /** version stamp of the rules it was built from */
  version: string;
  /** active rules, lowest priority first (ties: lower id) */
  rules: Rule[];
  /** rule id -> its own message and call to action (null: the store's) */
  ruleTexts: Map<number, { message: string | null; ctaLabel: string | null; ctaUrl: string | null }>;
  fn: RuleSetFn;
  /** a rule scopes on the destination country: only then is it looked up */
  needsCountry: boolean;
  /** category id -> itself and its ancestors */
  ancestry: Map<number, number[]>;
  /** Basic mode: the listed categories */
  basicCategories: Set<number>;
  basicGroups: Set<number>;
}

/** what the gate decides for one product and caller */
export interface GateDecision {
  fired: boolean;
  hidePrice: boolean;
  /** the storefront offers add-to-cart */
  canCheckout: boolean;
  /** the server refuses add, update and checkout (enforcement checkout or both) */
  refusePurchase: boolean;
  hideListing: boolean;
  redirect: string | null;
  message: string;
  ruleId: number | null;
}

export const GATE_TOPIC = "accessGateChanged";
export const topics = (app: App) => moduleTopics<{ accessGateChanged: [{ at: string; version?: number }] }>(app);

interface State {
  gates: TtlCache<StoreGate>;
  /** one process: bumped by every rule change this process makes or its poll notices */
  rulesStamp: number;
  /** one process on SQLite: the poll of the rules table (rules-poll.ts) */
  poll?: { ready(): Promise<void> | undefined; absorb(): Promise<void> };
}
const states = new WeakMap<App, State>();
export function stateOf(app: App): State {
  let s = states.get(app);
  if (!s) {
    s = { gates: new TtlCache<StoreGate>(5 * 60_000, 100, { hashKeys: false, group: app.caches }), rulesStamp: 0 };
    states.set(app, s);
  }
  return s;
}

/** evicts compiled gates and the listing caches (counts depend on what is hidden) on this instance */
export function evictLocal(app: App): void {
  stateOf(app).gates.clear();
  app.facets.clear();
  app.searches.clear();
}

/** one process: the rules changed (a write through the API, or one the poll noticed): a new stamp, nothing kept */
export function noticeRuleChange(app: App): void {
  stateOf(app).rulesStamp++;
  evictLocal(app);
}

/** evicts here at once and on every other instance through pub/sub (`version`: the change's cache version) */
export async function announceChange(app: App, version: number): Promise<void> {
  const s = stateOf(app);
  await s.poll?.absorb();
  noticeRuleChange(app);
  app.coherence.heard(GATE_TOPIC, version);
  await topics(app).publish(GATE_TOPIC, { at: new Date().toISOString(), version });
}

/**
 * The rules' stamp, read from memory (no statement per request). With several instances the cache version is
 * checked at the start of every request (coherence.ts: a missed change evicts the gates); in one process every
 * rule write bumps the stamp and evicts before it answers, and the poll (rules-poll.ts) bumps it for writes made outside.
 */
function rulesVersion(app: App): string {
  // with several instances: the rules' cache version this instance applied (a rule written through the API or,
  // on PostgreSQL, outside it moves it), so a gate built before a change is never taken for one built after
  return app.coherence.enabled ? `v${app.coherence.version(GATE_TOPIC)}` : `local:${stateOf(app).rulesStamp}`;
}

async function build(m: AccessModule, cfg: AccessConfig, storeCode: string, version: string, db: DbClient = m.app.db): Promise<StoreGate> {
  const [rows, cats] = await Promise.all([
    cfg.mode === "rules" ? db.accessRule.findMany({ where: { isActive: true }, orderBy: [{ priority: "asc" }, { id: "asc" }] }) : Promise.resolve([]),
    db.category.findMany({ select: { id: true, path: true } }),
  ]);
  const legacyIds = rows.filter((r) => r.conditions === null && r.source === null).map((r) => r.id);
  const links = legacyIds.length ? await db.accessRuleProduct.findMany({ where: { ruleId: { in: legacyIds } } }) : [];
  const skus = links.length
    ? new Map((await db.product.findMany({ where: { id: { in: links.map((l) => l.productId) } }, select: { id: true, sku: true } })).map((p) => [p.id, p.sku]))
    : new Map<number, string>();
  const rules = rows.map((r) =>
    ruleOf(
      r,
      links.filter((l) => l.ruleId === r.id).flatMap((l) => (skus.has(l.productId) ? [skus.get(l.productId)!] : [])),
    ),
  );
  const ancestry = new Map<number, number[]>();
  for (const c of cats) {
    const chain = c.path ? c.path.split("/").map(Number).filter(Number.isInteger) : [];
    ancestry.set(c.id, chain.includes(c.id) ? chain : [...chain, c.id]);
  }
  return {
    cfg,
    storeCode,
    version,
    rules,
    ruleTexts: new Map(rows.map((r) => [r.id, { message: r.message, ctaLabel: r.ctaLabel, ctaUrl: r.ctaUrl }])),
    fn: compileRuleSet(rules),
    needsCountry: rules.some((r) => r.countries.length > 0),
    ancestry,
    basicCategories: new Set(ids(cfg.categoryIds)),
    basicGroups: new Set(ids(cfg.customerGroups)),
  };
}

/**
 * A gate built from given settings and the rules `db` reads (a transaction's uncommitted rules too), never cached:
 * what the gate WOULD decide, for an impact preview (impact.ts). Null when the settings switch the module off.
 */
export async function previewGate(m: AccessModule, cfg: AccessConfig, storeCode: string, db: DbClient): Promise<StoreGate | null> {
  return cfg.enabled ? build(m, cfg, storeCode, "preview", db) : null;
}

/** the compiled gate of the context's store (null when the module is off there); one per request */
export function gateFor(ctx: RequestContext, m: AccessModule): Promise<StoreGate | null> {
  const key = "access:gate";
  const memo = ctx.memo.get(key) as Promise<StoreGate | null> | undefined;
  if (memo) return memo;
  const p = (async () => {
    const cfg = await m.config(ctx);
    if (!cfg.enabled) return null;
    return gateForStore(m, ctx.store.id, ctx.store.code);
  })();
  ctx.memo.set(key, p);
  return p;
}

export async function gateForStore(m: AccessModule, storeId: number, storeCode: string): Promise<StoreGate> {
  const state = stateOf(m.app);
  // one process: the poll's first reading comes before the first gate
  const ready = state.poll?.ready();
  if (ready) await ready;
  const { gates } = state;
  const token = gates.token();
  // the rules' stamp and the store's settings (the core's config cache is evicted at once on a write)
  const cfg = await m.configForStore(storeId);
  // Basic mode reads no rules: no stamp to compare
  const stamp = cfg.mode === "rules" ? rulesVersion(m.app) : "basic";
  const version = `${stamp}:${settingsText(cfg)}`;
  const cached = gates.get(String(storeId));
  if (cached && cached.version === version) return cached;
  const g = await build(m, cfg, storeCode, version);
  gates.set(String(storeId), g, token);
  return g;
}

const settingsTexts = new WeakMap<AccessConfig, string>();
/** the store's settings as text, once per parsed copy (the core parses them once per loaded config) */
function settingsText(cfg: AccessConfig): string {
  let t = settingsTexts.get(cfg);
  if (t === undefined) {
    t = JSON.stringify(cfg);
    settingsTexts.set(cfg, t);
  }
  return t;
}

/** the caller's rule scope; the destination country is looked up only when a rule scopes on it */
export async function scopeOf(ctx: RequestContext, g: StoreGate): Promise<RuleScope> {
  return { group: ctx.groupId, store: g.storeCode, country: g.needsCountry ? await ctx.destinationCountry() : null };
}

/** the product as rules see it: its categories with their ancestors (subcategories inherit) */
export function ruleProduct(
  g: StoreGate,
  p: Pick<LoadedProduct, "sku" | "type" | "price" | "attributeSetId"> & { categoryIds: number[] },
  attributes: Record<string, unknown>,
): RuleProduct {
  const cats = new Set<number>();
  for (const c of p.categoryIds) for (const a of g.ancestry.get(c) ?? [c]) cats.add(a);
  return { sku: p.sku, type: p.type, price: toNumber(p.price), categoryIds: [...cats], attributeSetId: p.attributeSetId, attributes };
}

const NONE = (message: string): GateDecision => ({
  fired: false,
  hidePrice: false,
  canCheckout: true,
  refusePurchase: false,
  hideListing: false,
  redirect: null,
  message,
  ruleId: null,
});

export function decide(g: StoreGate, product: RuleProduct, scope: RuleScope): GateDecision {
  const cfg = g.cfg;
  if (cfg.mode === "basic") {
    // OR-combined matrix; with both switches off the gate fires for everyone
    const byGroup = cfg.byCustomerGroup && g.basicGroups.has(scope.group);
    const byCategory = cfg.byCategory && product.categoryIds.some((c) => g.basicCategories.has(c));
    const fires = byGroup || byCategory || (!cfg.byCustomerGroup && !cfg.byCategory);
    if (!fires) return NONE(cfg.hiddenPriceMessage);
    return {
      fired: true,
      hidePrice: cfg.hidePrice,
      canCheckout: !cfg.blockPurchase,
      refusePurchase: cfg.blockPurchase,
      hideListing: false,
      redirect: null,
      message: cfg.hiddenPriceMessage,
      ruleId: null,
    };
  }
  return ruleDecision(cfg, g.fn(product, scope));
}

/** what the deciding rule (the first in scope whose conditions match; null: none) does */
export function ruleDecision(cfg: AccessConfig, r: Rule | null): GateDecision {
  if (!r) return NONE(cfg.hiddenPriceMessage);
  const storefront = r.enforce !== "checkout";
  const checkout = r.enforce !== "visibility";
  return {
    fired: true,
    hidePrice: storefront && r.actions.hidePrice,
    canCheckout: !r.actions.blockPurchase,
    refusePurchase: checkout && r.actions.blockPurchase,
    hideListing: storefront && r.actions.hideListing,
    redirect: storefront ? r.actions.redirect : null,
    message: r.message || cfg.hiddenPriceMessage,
    ruleId: r.id,
  };
}

/**
 * whether some price may be hidden from this caller (then listings drop price sorting and the price
 * filter, and prices of linked products are stripped too: they could reveal a hidden price)
 */
export function mayHidePrices(g: StoreGate, scope: RuleScope): boolean {
  const cfg = g.cfg;
  if (cfg.mode === "basic") {
    if (!cfg.hidePrice) return false;
    if (!cfg.byCustomerGroup && !cfg.byCategory) return true;
    return (cfg.byCustomerGroup && g.basicGroups.has(scope.group)) || (cfg.byCategory && g.basicCategories.size > 0);
  }
  return g.rules.some((r) => r.actions.hidePrice && r.enforce !== "checkout" && scopeMatches(r, scope));
}

/** whether some product's price or listing may be hidden from this caller (then composites are gated per child) */
export function mayHideSome(g: StoreGate, scope: RuleScope): boolean {
  if (mayHidePrices(g, scope)) return true;
  return g.cfg.mode === "rules" && g.rules.some((r) => r.actions.hideListing && r.enforce !== "checkout" && scopeMatches(r, scope));
}

/**
 * What hide_listing hides from this caller, as a where fragment over the core's product tags: a product is
 * hidden when the first in-scope rule (by priority) whose conditions it matches hides listings. Each rule's
 * matches are indexed (tag `access:rule:<id>`), so counts and pages stay exact and in SQL.
 */
export function hiddenWhere(g: StoreGate, scope: RuleScope): import("../../core/db/client.ts").Prisma.ProductWhereInput | null {
  if (g.cfg.mode !== "rules") return null;
  const terms: import("../../core/db/client.ts").Prisma.ProductWhereInput[] = [];
  const earlier: string[] = [];
  for (const r of g.rules) {
    if (!scopeMatches(r, scope)) continue;
    const hides = r.actions.hideListing && r.enforce !== "checkout";
    const all = matchesAll(r.conditions);
    if (hides) {
      const notEarlier = earlier.length ? [{ tags: { none: { tag: { in: [...earlier] } } } }] : [];
      terms.push(all ? (notEarlier[0] ?? {}) : { AND: [{ tags: { some: { tag: ruleTag(r.id) } } }, ...notEarlier] });
    }
    // a rule that matches everything decides for every product not decided before: later rules never decide
    if (all) break;
    earlier.push(ruleTag(r.id));
  }
  return terms.length ? { NOT: { OR: terms } } : null;
}
