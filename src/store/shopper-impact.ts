/**
 * What a write would change for shoppers, computed before it is made: the answer of a dry run (`dryRun: true`
 * on configValueSet and the access rule writes) and what the console's confirmation shows. Per customer group
 * (NOT LOGGED IN and every group), how many products lose or gain their price, leave or come back to the
 * listings, stop or start being purchasable; whether the login wall turns on or off; which modules switch.
 * An impact with nothing in it means the write changes nothing shoppers see.
 */

/** one group's side of a state: among the products the catalogue lists (enabled, visible in the catalogue) */
export interface ShopperView {
  /** listed for the group (not hidden by the gate) */
  listed: number;
  /** listed with their price */
  priced: number;
  /** listed and offered for sale (add to cart) */
  purchasable: number;
}

export interface GroupImpact {
  /** the store view this row counts (a write reaching several stores has a row per store and group) */
  storeId: number;
  storeCode: string;
  /** 0 = NOT LOGGED IN (guests) */
  groupId: number;
  groupName: string;
  /** listed before and after, with a price before and none after */
  losePrice: number;
  gainPrice: number;
  /** listed before, hidden after */
  disappear: number;
  reappear: number;
  /** listed before and after, purchasable before and not after */
  becomeUnpurchasable: number;
  becomePurchasable: number;
  before: ShopperView;
  after: ShopperView;
}

export interface ModuleSwitch {
  code: string;
  label: string;
  enabled: boolean;
}

export interface ShopperImpact {
  /** the first store view for which something changes (none: the first counted) */
  storeId: number;
  storeCode: string;
  /** every store view counted: each the write reaches (a default-scope change: every store) */
  storeCodes: string[];
  /** groups for which something changes (none: nothing shoppers see changes) */
  groups: GroupImpact[];
  /** "on" or "off" when the login wall for guests changes; null when it stays as it is */
  loginWall: "on" | "off" | null;
  modules: ModuleSwitch[];
  summary: string;
}

export const emptyView = (): ShopperView => ({ listed: 0, priced: 0, purchasable: 0 });

export function emptyImpact(store: { id: number; code: string }): ShopperImpact {
  return { storeId: store.id, storeCode: store.code, storeCodes: [store.code], groups: [], loginWall: null, modules: [], summary: "" };
}

/**
 * One impact of the stores' own (each counted at its store): their group rows side by side (each names its
 * store), the login wall of the first store where it changes, each module switch once. The impact is said to be
 * at the first store where something changes.
 */
export function mergeImpacts(parts: ShopperImpact[]): ShopperImpact {
  const first = parts.find((p) => !isEmptyImpact(p)) ?? parts[0];
  if (!first) throw new Error("mergeImpacts: no store counted");
  const out = emptyImpact({ id: first.storeId, code: first.storeCode });
  out.storeCodes = parts.map((p) => p.storeCode);
  for (const p of parts) {
    out.groups.push(...p.groups);
    out.loginWall ??= p.loginWall;
    for (const m of p.modules) if (!out.modules.some((x) => x.code === m.code)) out.modules.push(m);
  }
  out.summary = summarize(out);
  return out;
}

/** a group's counts say something changed */
export function groupChanges(g: GroupImpact): boolean {
  return g.losePrice + g.gainPrice + g.disappear + g.reappear + g.becomeUnpurchasable + g.becomePurchasable > 0;
}

export function isEmptyImpact(i: ShopperImpact): boolean {
  return i.groups.length === 0 && i.loginWall === null && i.modules.length === 0;
}

const products = (n: number) => `${n} product${n === 1 ? "" : "s"}`;

/** "412 products lose their price, 13 disappear from listings" */
function countsSentence(g: GroupImpact): string {
  const parts: string[] = [];
  const one = (n: number, singular: string, plural: string) => (n === 1 ? singular : plural);
  if (g.losePrice) parts.push(`${products(g.losePrice)} ${one(g.losePrice, "loses its", "lose their")} price`);
  if (g.gainPrice) parts.push(`${products(g.gainPrice)} ${one(g.gainPrice, "shows its", "show their")} price again`);
  if (g.disappear) parts.push(`${g.disappear} ${one(g.disappear, "disappears", "disappear")} from listings`);
  if (g.reappear) parts.push(`${g.reappear} ${one(g.reappear, "reappears", "reappear")} in listings`);
  if (g.becomeUnpurchasable) parts.push(`${g.becomeUnpurchasable} can no longer be bought`);
  if (g.becomePurchasable) parts.push(`${g.becomePurchasable} can be bought again`);
  // the first count names what it counts: "13 products disappear from listings"
  const first = parts[0];
  if (first && !/^\d+ products? /.test(first)) {
    const n = Number.parseInt(first, 10);
    parts[0] = `${products(n)}${first.slice(String(n).length)}`;
  }
  return parts.join(", ");
}

const who = (g: GroupImpact) => (g.groupId === 0 ? "guests" : g.groupName);

/** "guests: 412 products lose their price, 13 disappear from listings" */
export function groupSentence(g: GroupImpact): string {
  return `${who(g)}: ${countsSentence(g)}`;
}

/** the one-line summary ("" when nothing changes) */
export function summarize(i: ShopperImpact): string {
  const parts: string[] = [];
  for (const m of i.modules) parts.push(`the ${m.label} module is switched ${m.enabled ? "on" : "off"}`);
  if (i.loginWall) parts.push(i.loginWall === "on" ? "guests must log in to see the catalogue" : "guests no longer need to log in");
  // more than one store counted: each sentence names its stores, a group's same counts at several stores said once
  // ("guests at default, au: 412 products lose their price")
  const sentences = new Map<string, { g: GroupImpact; stores: string[] }>();
  for (const g of i.groups) {
    const key = `${g.groupId}\n${countsSentence(g)}`;
    const seen = sentences.get(key);
    if (seen) seen.stores.push(g.storeCode);
    else sentences.set(key, { g, stores: [g.storeCode] });
  }
  for (const { g, stores } of sentences.values()) {
    parts.push(i.storeCodes.length > 1 ? `${who(g)} at ${stores.join(", ")}: ${countsSentence(g)}` : groupSentence(g));
  }
  return parts.join("; ");
}
