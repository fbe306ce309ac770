/**
 * Per-company pricing (code `pricing`, manifest `b2b-pricing`): price lists with fixed prices, quantity tiers and
 * quantity rules per SKU, and a percent adjustment on the products a condition in the rules language matches,
 * assigned to companies (when `company` is installed) and to customer groups. The module is a price provider of
 * the catalogue's one price function (src/catalog/price-function.ts): the lowest candidate wins, every price
 * carries its explanation, and the caller's price context (a hash of the applicable lists, never a company id)
 * is what cached answers vary by.
 */
import { defineModule } from "../../core/modules.ts";
import { pricingConfigSchema, pricingDefaults, type PricingConfig } from "./config.ts";
import { pricingService, type PricingService } from "./service.ts";
import { pricingObservers } from "./observers.ts";
import { startPricingCaches } from "./cache.ts";
import { registerAdminSchema } from "./admin-schema.ts";
import { registerExplainSchema } from "./explain-schema.ts";
import { pricingAdminRoutes } from "./admin/import-rest.ts";

declare module "../../core/modules.ts" {
  interface ModuleServices {
    pricing: PricingService;
  }
}

const publicConfig = (c: PricingConfig) => ({ enabled: c.enabled, explainToStorefront: c.explainToStorefront });

export default defineModule<PricingConfig>({
  code: "pricing",
  manifestCode: "b2b-pricing",
  label: "Per-company pricing",
  optional: ["company"],
  config: {
    prefix: "b2b_pricing",
    schema: pricingConfigSchema,
    defaults: pricingDefaults,
    public: publicConfig,
    manifest: publicConfig,
  },
  adminScopes: { pricing: "price lists: their prices, tiers, quantity rules, conditions and assignments" },
  service: (m) => pricingService(m),
  observers: (bus, m) => pricingObservers(bus, m),
  schema: (builder, m, types) => {
    registerAdminSchema(builder, m, types);
    registerExplainSchema(builder, m, types);
  },
  routes: () => pricingAdminRoutes(),
  start: (app, m) => startPricingCaches(app, m),
});
