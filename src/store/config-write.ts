/**
 * configValueSet's service: a scoped config value written (or removed) with its audit entry in the same
 * transaction, or, as a dry run, only what it would change for shoppers (nothing written, nothing announced).
 */
import type { RequestContext } from "../core/context.ts";
import { ProblemError } from "../core/errors.ts";
import { coerceConfigValue } from "../core/scoped-config.ts";
import { validateDomainSetting } from "../core/config-fields.ts";
import { recordAudit } from "../core/audit/record.ts";
import { emptyImpact, summarize, type ShopperImpact } from "./shopper-impact.ts";

export interface ConfigWrite {
  path: string;
  /** null: remove the scope's own value (the inherited one applies again) */
  value: string | null;
  scope: "default" | "store";
  scopeId: number;
}

/** the audit log's id of a config value: its path at its scope (`b2b_access/mode@default`, `web/default/cms_home_page@store:1`) */
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
 * The raw value that would apply at `storeId` after the write (undefined: none stored, the shipped default): a
 * store's own value wins over the default scope's, so a default-scope write does not reach a store that overrides it.
 */
export async function valueAfter(ctx: RequestContext, w: ConfigWrite, storeId: number): Promise<string | undefined> {
  const { dir, key } = split(w.path);
  const [atStore, atDefault] = await Promise.all([ctx.app.config.storedAt(dir, "store", storeId), ctx.app.config.storedAt(dir, "default", 0)]);
  if (w.scope === "store") return w.scopeId === storeId ? (w.value ?? atDefault[key]) : (atStore[key] ?? atDefault[key]);
  return atStore[key] ?? w.value ?? undefined;
}

/** what the write would change for shoppers at the store it reaches (a default-scope write: the default store) */
export async function configImpact(ctx: RequestContext, w: ConfigWrite): Promise<ShopperImpact> {
  const stores = await ctx.app.stores();
  const store = (w.scope === "store" ? stores.all.find((s) => s.id === w.scopeId) : undefined) ?? stores.default;
  const impact = emptyImpact(store);
  const { dir, key } = split(w.path);
  const m = ctx.app.modules.installed.find((x) => x.definition.config.prefix === dir);
  const raw = await valueAfter(ctx, w, store.id);
  if (m && key === "enabled") {
    const now = (await m.configForStore(store.id)).enabled;
    const next = raw === undefined ? m.definition.config.defaults.enabled : (coerceConfigValue(raw, true) as boolean);
    if (next !== now) impact.modules.push({ code: m.definition.code, label: m.definition.label, enabled: next });
  }
  await ctx.app.events.dispatch("config_value_impact", { ctx, ...w, store, valueAfter: raw, impact });
  impact.summary = summarize(impact);
  return impact;
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
