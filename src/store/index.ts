/** The store domain: stores, their settings and the storefront config (its REST routes are served with content's). */
import { defineDomain } from "../core/modules.ts";
import { registerStoreSchema } from "./schema.ts";
import { storeSettings } from "./settings.ts";
import { storeHooks } from "./hooks.ts";

export default defineDomain({
  code: "store",
  label: "Stores and storefront config",
  requires: ["media"],
  schema: (builder) => registerStoreSchema(builder),
  settings: storeSettings,
  events: storeHooks,
});
