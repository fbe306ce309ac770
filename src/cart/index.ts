/** The cart domain: carts, totals, coupons, gift cards and checkout (which writes the sales domain's orders). */
import { defineDomain } from "../core/modules.ts";
import { registerCartSchema } from "./schema.ts";
import { cartRoutes } from "./rest.ts";
import { cartMoneyRoutes } from "./money-rest.ts";
import { mahoCartRoutes } from "./maho-routes.ts";
import { mahoCartMoneyRoutes } from "./maho-money-routes.ts";
import { reorderRoutes } from "./reorder-rest.ts";
import { cartObservers } from "./observers.ts";
import { cartHooks } from "./hooks.ts";

export default defineDomain({
  code: "cart",
  label: "Carts and checkout",
  requires: ["catalog", "customer", "media", "sales"],
  schema: (builder) => registerCartSchema(builder),
  routes: () => [...cartRoutes(), ...cartMoneyRoutes(), ...mahoCartRoutes(), ...mahoCartMoneyRoutes(), ...reorderRoutes()],
  events: cartHooks,
  observers: (bus) => cartObservers(bus),
});
