/**
 * The module contract. A B2B module is a plugin: code, config schema with defaults, schema additions,
 * REST routes, observers, an optional storefront client script, and an optional listing filter.
 * The core knows no module by name.
 */
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { z } from "zod";
import type { RequestContext } from "./context.ts";
import type { EventBus } from "./events.ts";
import type { App } from "./app.ts";
import type { Builder } from "../graphql/builder.ts";
import type { RestRoute } from "../rest/router.ts";
import type { Prisma } from "./db/client.ts";

export interface ModuleConfigBase {
  enabled: boolean;
}

export interface ModuleDefinition<C extends ModuleConfigBase = ModuleConfigBase> {
  /** path segment of the discovery endpoint: /api/rest/v2/b2b/{code}/config */
  code: string;
  /** plugin manifest code in store config extensions.b2bPlugins, e.g. "b2b-access" */
  manifestCode: string;
  label: string;
  config: {
    /** scoped config path prefix, e.g. "b2b_access" */
    prefix: string;
    schema: z.ZodType<C>;
    defaults: C;
    /** the discovery answer: effective config without admin-only details */
    public(config: C, ctx: RequestContext): Record<string, unknown>;
    /** the manifest `config` object; defaults to {} */
    manifest?(config: C, ctx: RequestContext): Record<string, unknown>;
  };
  /** Pothos types, queries, mutations, subscriptions */
  schema?(builder: Builder, module: InstalledModule<C>): void;
  routes?(module: InstalledModule<C>): RestRoute[];
  observers?(bus: EventBus, module: InstalledModule<C>): void;
  /** storefront script served at /plugins/{manifestCode}.js */
  clientScript?: string;
  /**
   * Products this module hides from the caller in listings, search and counts, as a Prisma where
   * fragment ANDed into the query, or null for none.
   */
  productVisibility?(ctx: RequestContext, module: InstalledModule<C>): Promise<Prisma.ProductWhereInput | null>;
  /** runs once the app is up (timers, outbox workers); returns a stop function */
  start?(app: App, module: InstalledModule<C>): (() => Promise<void> | void) | void;
}

export interface InstalledModule<C extends ModuleConfigBase = ModuleConfigBase> {
  definition: ModuleDefinition<C>;
  app: App;
  /** effective config for the context's store */
  config(ctx: RequestContext): Promise<C>;
  configForStore(storeId: number): Promise<C>;
}

export function defineModule<C extends ModuleConfigBase>(def: ModuleDefinition<C>): ModuleDefinition<C> {
  return def;
}

export class ModuleRegistry {
  readonly installed: InstalledModule[] = [];
  private readonly byCode = new Map<string, InstalledModule>();

  constructor(
    private readonly app: App,
    definitions: ModuleDefinition<never>[],
  ) {
    for (const def of definitions as unknown as ModuleDefinition[]) {
      if (this.byCode.has(def.code)) throw new Error(`module code "${def.code}" registered twice`);
      const m: InstalledModule = {
        definition: def,
        app,
        config: (ctx) => this.effectiveConfig(def, ctx.store.id),
        configForStore: (storeId) => this.effectiveConfig(def, storeId),
      };
      this.installed.push(m);
      this.byCode.set(def.code, m);
    }
  }

  private effectiveConfig<C extends ModuleConfigBase>(def: ModuleDefinition<C>, storeId: number): Promise<C> {
    return this.app.config.typed(def.config.prefix, storeId, def.config.schema, def.config.defaults as never) as Promise<C>;
  }

  get(code: string): InstalledModule | undefined {
    return this.byCode.get(code);
  }

  byManifestCode(code: string): InstalledModule | undefined {
    return this.installed.find((m) => m.definition.manifestCode === code);
  }
}

/**
 * Module definitions found under src/modules/<dir>/index.ts, filtered by B2B_MODULES
 * (a comma-separated list of codes or folder names; unset = all present).
 */
export async function discoverModules(wanted: string[] | null, dir = path.resolve(import.meta.dirname, "../modules")): Promise<ModuleDefinition<never>[]> {
  if (!fs.existsSync(dir)) return [];
  const out: ModuleDefinition<never>[] = [];
  for (const name of fs.readdirSync(dir).sort()) {
    const entry = path.join(dir, name, "index.ts");
    if (!fs.existsSync(entry)) continue;
    const mod = (await import(pathToFileURL(entry).href)) as { default: ModuleDefinition<never> };
    const def = mod.default;
    if (wanted && !wanted.includes(name) && !wanted.includes(def.code) && !wanted.includes(def.manifestCode)) continue;
    out.push(def);
  }
  const unknown = (wanted ?? []).filter((w) => !out.some((d) => d.code === w || d.manifestCode === w) && !fs.existsSync(path.join(dir, w, "index.ts")));
  if (unknown.length) throw new Error(`B2B_MODULES names modules that are not present under ${dir}: ${unknown.join(", ")}`);
  return out;
}
