/**
 * The composition root: the commerce domains this backend is made of, in the order their routes are
 * mounted, and the kernel that installs them with the B2B modules (core/kernel.ts).
 */
import { createKernel, type App, type KernelOptions } from "./core/kernel.ts";
import type { DomainDefinition, InstalledDomain, InstalledModule } from "./core/modules.ts";
import type { RestRoute } from "./core/routes.ts";
import type { Settings } from "./core/settings.ts";
import store from "./store/index.ts";
import catalog from "./catalog/index.ts";
import content from "./content/index.ts";
import system from "./system/index.ts";
import media from "./media/index.ts";
import customer from "./customer/index.ts";
import sales from "./sales/index.ts";
import cart from "./cart/index.ts";

export type { App } from "./core/kernel.ts";

/**
 * the domains, in the order their routes are mounted (a route registered first wins); `system` (the kernel's
 * own auth, discovery and admin surfaces) keeps the place its routes have in the table and the OpenAPI document
 */
export const commerceDomains: DomainDefinition[] = [store, catalog, content, system, media, customer, sales, cart];

/**
 * Routes mounted elsewhere than after their domain's previous one: route id -> the id of the route it follows.
 * The sales domain's order routes keep the place they had among the customer's and the cart's routes, so the
 * route table and the OpenAPI document's order did not change when they moved.
 */
const MOUNTED_AFTER: Record<string, string> = {
  customers_me_orders: "customers_me_addresses_delete",
  customers_me_order: "customers_me_orders",
  maho_guest_order_get: "maho_guest_cart_place_order",
};

function placed(routes: RestRoute[]): RestRoute[] {
  const ids = new Set(routes.map((r) => r.id));
  // without the route it follows (an app of fewer domains), a route stays with its domain's
  const moves = (r: RestRoute) => r.id in MOUNTED_AFTER && ids.has(MOUNTED_AFTER[r.id]!);
  const out = routes.filter((r) => !moves(r));
  for (const r of routes.filter(moves)) out.splice(out.findIndex((x) => x.id === MOUNTED_AFTER[r.id]) + 1, 0, r);
  return out;
}

export type AppOptions = Omit<KernelOptions, "domains"> & { domains?: DomainDefinition[] };

export function createApp(settings: Settings, opts: AppOptions): Promise<App> {
  return createKernel(settings, { ...opts, domains: opts.domains ?? commerceDomains });
}

/** the REST route table: every domain's, then every installed module's */
export function restRoutes(domains: InstalledDomain[], modules: InstalledModule[]): RestRoute[] {
  return [...placed(domains.flatMap((d) => d.definition.routes?.(d) ?? [])), ...modules.flatMap((m) => m.definition.routes?.(m) ?? [])];
}
