/**
 * configValueSet's service: a scoped config value written (or removed) with its audit entry in the same
 * transaction, or, as a dry run, only what it would change for shoppers (nothing written, nothing announced);
 * several values previewed together (configImpact) count as one change.
 */
import type { RequestContext } from "../core/context.ts";
import { ProblemError } from "../core/errors.ts";
import { coerceConfigValue } from "../core/scoped-config.ts";
import { validateDomainSetting } from "../core/config-fields.ts";
import { recordAudit } from "../core/audit/record.ts";
import { emptyImpact, mergeImpacts, type ShopperImpact } from "./shopper-impact.ts";

export interface ConfigWrite {
  path: string;
  /** null: remove the scope's own value (the inherited one applies again) */
  value: string | null;
  scope: "default" | "store";
  scopeId: number;
}

/** the audit log's id of a config value: its path at its scope (`general/store_information/name@default`, `web/default/cms_home_page@store:1`) */
export const configEntityId = (w: Pick<ConfigWrite, "path" | "scope" | "scopeId">) => `${w.path}@${w.scope === "default" ? "default" : `store:${w.scopeId}`}`;

const split = (path: string) => {
  const slash = path.lastIndexOf("/");
  return { dir: path.slice(0, slash), key: path.slice(slash + 1) };
};

/** checks a write before it is made or previewed: the store exists, the value fits its module's or domain's schema */
export async function checkConfigWrite(ctx: RequestContext, w: ConfigWrite): Promise<void> {
  if (w.scope === "store" && !(await ctx.app.stores()).all.some((s) => s.id === w.scopeId)) {
    throw new ProblemError(422, "invalid", "Unknown store", { errors: [{ field: "scopeId", code: "not_found", message: "no such store" }] });
  }
  // a module's setting must fit the module's config schema
  if (w.value !== null) await ctx.app.modules.validateConfigValue(w.path, w.value, w.scope === "store" ? w.scopeId : 0);
  // and a setting a domain declares, its section's schema
  if (w.value !== null) validateDomainSetting(ctx.app, w.path, w.value);
}

/**
 * The raw values that would apply at `storeId` after the writes, per written path (undefined: none stored, the
 * shipped default): a store's own value wins over the default scope's, so a default-scope write does not reach a
 * store that overrides it; writes later in the list win over earlier ones to the same path and scope.
 */
export async function valuesAfter(ctx: RequestContext, writes: ConfigWrite[], storeId: number): Promise<Record<string, string | undefined>> {
  const out: Record<string, string | undefined> = {};
  for (const path of new Set(writes.map((w) => w.path))) {
    const { dir, key } = split(path);
    const [stored, inherited] = await Promise.all([ctx.app.config.storedAt(dir, "store", storeId), ctx.app.config.storedAt(dir, "default", 0)]);
    let atStore: string | null | undefined = stored[key];
    let atDefault: string | null | undefined = inherited[key];
    for (const w of writes) {
      if (w.path !== path) continue;
      if (w.scope === "default") atDefault = w.value;
      else if (w.scopeId === storeId) atStore = w.value;
    }
    out[path] = atStore ?? atDefault ?? undefined;
  }
  return out;
}

/** the stores the writes reach: every store for a default-scope write, else the stores written at */
async function reachedStores(ctx: RequestContext, writes: ConfigWrite[]) {
  const { all } = await ctx.app.stores();
  const everywhere = writes.some((w) => w.scope === "default");
  const reached = all.filter((s) => everywhere || writes.some((w) => w.scopeId === s.id));
  // the default store first: a single-store answer reads as it always has
  return reached.sort((a, b) => Number(b.isDefault) - Number(a.isDefault) || a.id - b.id);
}

/**
 * What the writes TOGETHER would change for shoppers (the gate built from every proposed value at once, not each
 * value alone against what is saved), at every store they reach, merged: a row per store and group.
 */
export async function configImpact(ctx: RequestContext, writes: ConfigWrite[]): Promise<ShopperImpact> {
  const stores = await Promise.all(
    (await reachedStores(ctx, writes)).map(async (store) => ({ store, valuesAfter: await valuesAfter(ctx, writes, store.id), impact: emptyImpact(store) })),
  );
  for (const { store, valuesAfter: after, impact } of stores) {
    for (const [path, raw] of Object.entries(after)) {
      const { dir, key } = split(path);
      const m = ctx.app.modules.installed.find((x) => x.definition.config.prefix === dir);
      if (!m || key !== "enabled") continue;
      const now = (await m.configForStore(store.id)).enabled;
      const next = raw === undefined ? m.definition.config.defaults.enabled : (coerceConfigValue(raw, true) as boolean);
      if (next !== now) impact.modules.push({ code: m.definition.code, label: m.definition.label, enabled: next });
    }
  }
  if (stores.length === 0) return emptyImpact((await ctx.app.stores()).default);
  await ctx.app.events.dispatch("config_value_impact", { ctx, writes, stores });
  return mergeImpacts(stores.map((s) => s.impact));
}

/** writes (or removes) the value with its audit entry in one transaction; answers the `configChanged` version */
export async function writeConfigValue(ctx: RequestContext, w: ConfigWrite, operation = "configValueSet"): Promise<number> {
  const { dir, key } = split(w.path);
  const scopeId = w.scope === "default" ? 0 : w.scopeId;
  const stored = (await ctx.app.config.storedAt(dir, w.scope, scopeId))[key];
  const snapshot = (value: string | undefined | null) => (value == null ? null : { path: w.path, scope: w.scope, scopeId, value });
  const audit = async (tx: Parameters<typeof recordAudit>[0]) => {
    // removing a value nobody set changes nothing
    if (stored === undefined && w.value === null) return;
    await recordAudit(tx, ctx, { operation, entityType: "config", entityId: configEntityId(w), before: snapshot(stored), after: snapshot(w.value) });
  };
  return w.value === null ? ctx.app.config.unset(w.path, w.scope, scopeId, audit) : ctx.app.config.set(w.path, w.value, w.scope, scopeId, audit);
}
