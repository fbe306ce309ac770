/**
 * The caller's price context: which lists apply to whom (the contract's "Applicable lists"). A list applies when
 * it is active, now is within its window, it names the store (or no store), and it is assigned to the caller's
 * effective customer group (0: not logged in) or to the caller's company (a member whose company's standing
 * buys in the company's group: active or blocked; only with the company module on).
 */
import type { RequestContext } from "../../core/context.ts";
import type { InstalledModule } from "../../core/modules.ts";
import type { ListMeta, ListsSnapshot } from "./cache.ts";
import type { PricingConfig } from "./config.ts";

/** who is priced: the same for a request's caller and for `priceExplain`'s chosen company or group */
export interface PriceSpec {
  storeId: number;
  /** the store's currency: a list priced in another applies nowhere in it */
  currency: string;
  groupId: number;
  companyId: number | null;
  at: Date;
}

export type PricingModule = InstalledModule<PricingConfig>;

/** whether a list applies in the store at the moment (active, window, stores), whoever asks */
export function listLive(l: ListMeta, storeId: number, at: Date, currency: string): boolean {
  if (!l.active) return false;
  if (l.currency !== currency) return false;
  if (l.validFrom && l.validFrom.getTime() > at.getTime()) return false;
  if (l.validTo && l.validTo.getTime() <= at.getTime()) return false;
  return l.storeIds.length === 0 || l.storeIds.includes(storeId);
}

/** why a list assigned to the caller does not apply (null: it applies) */
export function notLiveReason(l: ListMeta, storeId: number, at: Date, currency: string): string | null {
  if (!l.active) return "inactive";
  if (l.currency !== currency) return `priced in ${l.currency}, the store sells in ${currency}`;
  if (l.validFrom && l.validFrom.getTime() > at.getTime()) return `not valid before ${l.validFrom.toISOString()}`;
  if (l.validTo && l.validTo.getTime() <= at.getTime()) return `expired at ${l.validTo.toISOString()}`;
  if (l.storeIds.length && !l.storeIds.includes(storeId)) return `not in store ${storeId}`;
  return null;
}

/** the lists assigned to the spec's group or company, live or not, by priority then id */
export function assignedLists(snap: ListsSnapshot, spec: PriceSpec): ListMeta[] {
  const ids = new Set(snap.byGroup.get(spec.groupId) ?? []);
  if (spec.companyId !== null) for (const id of snap.byCompany.get(spec.companyId) ?? []) ids.add(id);
  return [...ids]
    .map((id) => snap.lists.get(id))
    .filter((l): l is ListMeta => !!l)
    .sort((a, b) => a.priority - b.priority || a.id - b.id);
}

/** the lists that apply to the spec, by priority then id */
export function applicableLists(snap: ListsSnapshot, spec: PriceSpec): ListMeta[] {
  return assignedLists(snap, spec).filter((l) => listLive(l, spec.storeId, spec.at, spec.currency));
}

/** the request's caller as a price spec; null when the module is off for the store */
export async function callerSpec(ctx: RequestContext, m: PricingModule, at: Date): Promise<PriceSpec | null> {
  if (!(await m.config(ctx)).enabled) return null;
  let companyId: number | null = null;
  if (ctx.caller.kind === "customer") {
    const mm = await m.dependency("company")?.callerMembership(ctx);
    if (mm?.decision.companyGroup) companyId = mm.company.id;
  }
  return { storeId: ctx.store.id, currency: ctx.store.currency, groupId: ctx.groupId, companyId, at };
}
