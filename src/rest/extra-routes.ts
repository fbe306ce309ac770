/** Core commerce route groups beyond the catalogue. */
import type { RestRoute } from "./router.ts";
import { customerRoutes } from "../customer/rest.ts";
import { cartRoutes } from "../cart/rest.ts";
import { mahoCartRoutes } from "../cart/maho-routes.ts";
import { mahoCartMoneyRoutes } from "../cart/maho-money-routes.ts";
import { cartMoneyRoutes } from "../cart/money-rest.ts";

export const extraCoreRoutes: (() => RestRoute[])[] = [customerRoutes, cartRoutes, cartMoneyRoutes, mahoCartRoutes, mahoCartMoneyRoutes];
