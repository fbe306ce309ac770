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
  /** the store view the counts are for (a default-scope change: the default store) */
  storeId: number;
  storeCode: string;
  /** groups for which something changes (none: nothing shoppers see changes) */
  groups: GroupImpact[];
  /** "on" or "off" when the login wall for guests changes; null when it stays as it is */
  loginWall: "on" | "off" | null;
  modules: ModuleSwitch[];
  summary: string;
}

export const emptyView = (): ShopperView => ({ listed: 0, priced: 0, purchasable: 0 });

export function emptyImpact(store: { id: number; code: string }): ShopperImpact {
  return { storeId: store.id, storeCode: store.code, groups: [], loginWall: null, modules: [], summary: "" };
}

/** a group's counts say something changed */
export function groupChanges(g: GroupImpact): boolean {
  return g.losePrice + g.gainPrice + g.disappear + g.reappear + g.becomeUnpurchasable + g.becomePurchasable > 0;
}

export function isEmptyImpact(i: ShopperImpact): boolean {
  return i.groups.length === 0 && i.loginWall === null && i.modules.length === 0;
}

const products = (n: number) => `${n} product${n === 1 ? "" : "s"}`;

/** "guests: 412 products lose their price, 13 disappear from listings" */
export function groupSentence(g: GroupImpact): string {
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
  const who = g.groupId === 0 ? "guests" : g.groupName;
  return `${who}: ${parts.join(", ")}`;
}

/** the one-line summary ("" when nothing changes) */
export function summarize(i: ShopperImpact): string {
  const parts: string[] = [];
  for (const m of i.modules) parts.push(`the ${m.label} module is switched ${m.enabled ? "on" : "off"}`);
  if (i.loginWall) parts.push(i.loginWall === "on" ? "guests must log in to see the catalogue" : "guests no longer need to log in");
  for (const g of i.groups) parts.push(groupSentence(g));
  return parts.join("; ");
}
