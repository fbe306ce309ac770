/**
 * Quick order (code `quickorder`, manifest `b2b-quickorder`): a buyer types SKUs with quantities, pastes a column
 * from a sheet or uploads a CSV; every line is resolved against the caller's own catalogue, prices and quantity
 * rules in a fixed number of statements, and the lines that can be bought are added to the cart in one transaction.
 */
import { defineModule } from "../../core/modules.ts";
import { quickOrderConfigSchema, quickOrderDefaults, type QuickOrderConfig } from "./config.ts";
import { quickOrderRoutes } from "./rest.ts";
import { registerQuickOrderSchema } from "./schema.ts";

const publicConfig = (c: QuickOrderConfig) => ({
  enabled: c.enabled,
  maxLines: c.maxLines,
  suggestMinChars: c.suggestMinChars,
});

export default defineModule<QuickOrderConfig>({
  code: "quickorder",
  manifestCode: "b2b-quickorder",
  label: "Quick order",
  config: {
    prefix: "b2b_quickorder",
    schema: quickOrderConfigSchema,
    defaults: quickOrderDefaults,
    public: publicConfig,
    manifest: publicConfig,
  },
  schema: (builder, m) => registerQuickOrderSchema(builder, m),
  routes: (m) => quickOrderRoutes(m),
});
