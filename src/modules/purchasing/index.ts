/**
 * Purchase orders and approval rules (code `purchasing`, manifest `b2b-purchasing`): a company's approval rules,
 * written in the rules language's order subject, are evaluated synchronously on every route that places an order;
 * an order a rule (or a spending limit) holds becomes a purchase order that approvers pass step by step, and its
 * approval places the order at the snapshot's prices in the same transaction.
 */
import { defineModule } from "../../core/modules.ts";
import { purchasingConfigSchema, purchasingDefaults, type PurchasingConfig } from "./config.ts";
import { PURCHASING_PERMISSIONS } from "./permissions.ts";

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
  observers: (_bus, m) => m.dependency("company")?.definePermissionGroup(PURCHASING_PERMISSIONS),
});
