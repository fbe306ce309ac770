/**
 * Requisition lists (code `requisition`, manifest `b2b-requisition`): a customer's named lists of SKUs with
 * quantities and options, ordered again and again; a company member's list may be shared with the company
 * (`lists.view.company` to see shared lists, `lists.manage` to edit them and share one's own). Items always show
 * the caller's current price and availability, never a price kept in the list.
 */
import { defineModule } from "../../core/modules.ts";
import { requisitionConfigSchema, requisitionDefaults, type RequisitionConfig } from "./config.ts";
import { LIST_PERMISSIONS } from "./permissions.ts";
import { registerRequisitionSchema } from "./schema.ts";
import { requisitionRoutes } from "./rest.ts";
import { registerAdminSchema } from "./admin-schema.ts";

const publicConfig = (c: RequisitionConfig) => ({ enabled: c.enabled, sharing: c.sharing, maxItems: c.maxItems });

export default defineModule<RequisitionConfig>({
  code: "requisition",
  manifestCode: "b2b-requisition",
  label: "Requisition lists",
  optional: ["company"],
  config: {
    prefix: "b2b_requisition",
    schema: requisitionConfigSchema,
    defaults: requisitionDefaults,
    public: publicConfig,
    manifest: publicConfig,
  },
  // the module's codes join the company permission tree once per app, as its observers are wired
  observers: (_bus, m) => m.dependency("company")?.definePermissionGroup(LIST_PERMISSIONS),
  schema: (builder, m, types) => {
    registerRequisitionSchema(builder, m);
    registerAdminSchema(builder, m, types);
  },
  routes: (m) => requisitionRoutes(m),
});
