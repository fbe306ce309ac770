/**
 * The composition root: the commerce domains this backend is made of, in the order their routes are
 * mounted, and the kernel that installs them with the B2B modules (core/kernel.ts).
 */
import { createKernel, type App, type KernelOptions } from "./core/kernel.ts";
import { defineDomain, type DomainDefinition, type InstalledDomain, type InstalledModule } from "./core/modules.ts";
import type { RestRoute } from "./core/routes.ts";
import type { Settings } from "./core/settings.ts";
import { authRoutes } from "./core/auth/routes.ts";
import { moduleDiscoveryRoutes } from "./rest/module-routes.ts";
import { registerStorefrontSyncSchema } from "./graphql/storefront-sync-schema.ts";
import { registerMailSchema } from "./graphql/mail-schema.ts";
import store from "./store/index.ts";
import catalog from "./catalog/index.ts";
import content from "./content/index.ts";
import media from "./media/index.ts";
import sales from "./sales/index.ts";
import customer from "./customer/index.ts";
import cart from "./cart/index.ts";

export type { App } from "./core/kernel.ts";

/** the kernel's own routes (tokens, keys), the B2B modules' discovery, and the kernel's admin fields (storefront sync, mail) */
const kernel = defineDomain({
  code: "kernel",
  label: "Tokens, module discovery, storefront sync and mail admin",
  schema(builder) {
    registerStorefrontSyncSchema(builder);
    registerMailSchema(builder);
  },
  routes: () => [...authRoutes(), ...moduleDiscoveryRoutes()],
});

/** the commerce domains, in the order their routes are mounted (a route registered first wins) */
export const commerceDomains: DomainDefinition[] = [store, catalog, content, kernel, media, sales, customer, cart];

export type AppOptions = Omit<KernelOptions, "domains"> & { domains?: DomainDefinition[] };

export function createApp(settings: Settings, opts: AppOptions): Promise<App> {
  return createKernel(settings, { ...opts, domains: opts.domains ?? commerceDomains });
}

/** the REST route table: every domain's, then every installed module's */
export function restRoutes(domains: InstalledDomain[], modules: InstalledModule[]): RestRoute[] {
  return [...domains.flatMap((d) => d.definition.routes?.(d) ?? []), ...modules.flatMap((m) => m.definition.routes?.(m) ?? [])];
}
