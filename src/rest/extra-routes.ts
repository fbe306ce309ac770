/** Further core route groups (customers, carts, checkout, search) register here. */
import type { RestRoute } from "./router.ts";

export const extraCoreRoutes: (() => RestRoute[])[] = [];
