/** The customer domain: accounts, addresses, wishlists, newsletter, password reset (their orders and invoices: the sales domain). */
import { defineDomain } from "../core/modules.ts";
import { registerCustomerSchema } from "./schema.ts";
import { customerRoutes } from "./rest.ts";
import { passwordMailTemplates } from "./password-reset.ts";
import { customerSettings } from "./settings.ts";
import { customerHooks } from "./hooks.ts";

export default defineDomain({
  code: "customer",
  label: "Customers",
  requires: ["catalog", "media"],
  schema: (builder) => registerCustomerSchema(builder),
  routes: () => customerRoutes(),
  events: customerHooks,
  mailTemplates: passwordMailTemplates,
  settings: customerSettings,
});
