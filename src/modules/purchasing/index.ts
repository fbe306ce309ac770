/**
 * Purchase orders and approval rules (code `purchasing`, manifest `b2b-purchasing`): a company's approval rules,
 * written in the rules language's order subject, are evaluated synchronously on every route that places an order;
 * an order a rule (or a spending limit) holds becomes a purchase order that approvers pass step by step, and its
 * approval places the order at the snapshot's prices in the same transaction. See docs/purchase-orders.md.
 */
import { defineModule } from "../../core/modules.ts";
import { registerAdminSchema } from "./admin-schema.ts";
import { purchasingConfigSchema, purchasingDefaults, type PurchasingConfig } from "./config.ts";
import { purchasingMailTemplates } from "./mail.ts";
import { PURCHASING_PERMISSIONS } from "./permissions.ts";
import { purchasingRoutes } from "./rest.ts";
import { reviewObservers } from "./review.ts";
import { registerPurchasingSchema } from "./schema.ts";

const publicConfig = (c: PurchasingConfig) => ({ enabled: c.enabled });

export default defineModule<PurchasingConfig>({
  code: "purchasing",
  manifestCode: "b2b-purchasing",
  label: "Purchase orders and approvals",
  requires: ["company"],
  config: {
    prefix: "b2b_purchasing",
    schema: purchasingConfigSchema,
    defaults: purchasingDefaults,
    public: publicConfig,
    manifest: publicConfig,
  },
  mailTemplates: purchasingMailTemplates,
  observers: (bus, m) => {
    // the module's codes join the company permission tree once per app, as its observers are wired
    m.dependency("company")?.definePermissionGroup(PURCHASING_PERMISSIONS);
    reviewObservers(bus, m);
  },
  schema: (builder, m) => {
    registerPurchasingSchema(builder, m);
    registerAdminSchema(builder, m);
  },
  routes: (m) => purchasingRoutes(m),
});
