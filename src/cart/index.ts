/** The cart domain: carts, totals, coupons, gift cards, checkout, and the sales admin. */
import { defineDomain } from "../core/modules.ts";
import { registerCartSchema } from "./schema.ts";
import { registerSalesAdminSchema } from "./sales-admin-schema.ts";
import { cartRoutes } from "./rest.ts";
import { cartMoneyRoutes } from "./money-rest.ts";
import { mahoCartRoutes } from "./maho-routes.ts";
import { mahoCartMoneyRoutes } from "./maho-money-routes.ts";
import { giftcardMailTemplates } from "./giftcard-mail.ts";
import { cartObservers } from "./observers.ts";

export default defineDomain({
  code: "cart",
  label: "Carts and checkout",
  requires: ["catalog", "customer", "media", "sales"],
  schema(builder) {
    registerCartSchema(builder);
    registerSalesAdminSchema(builder);
  },
  routes: () => [...cartRoutes(), ...cartMoneyRoutes(), ...mahoCartRoutes(), ...mahoCartMoneyRoutes()],
  observers: (bus) => cartObservers(bus),
  mailTemplates: giftcardMailTemplates,
});
