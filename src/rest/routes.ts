/** The core REST facade: catalogue, content, store, auth. Modules add their own routes. */
import type { RestRoute } from "./router.ts";
import { catalogRoutes } from "./catalog-routes.ts";
import { contentRoutes } from "./content-routes.ts";
import { authRoutes } from "../core/auth/routes.ts";
import { extraCoreRoutes } from "./extra-routes.ts";
import { moduleDiscoveryRoutes } from "./module-routes.ts";
import { mediaRoutes } from "../media/routes.ts";

export function coreRoutes(): RestRoute[] {
  return [...catalogRoutes(), ...contentRoutes(), ...authRoutes(), ...moduleDiscoveryRoutes(), ...mediaRoutes(), ...extraCoreRoutes.flatMap((f) => f())];
}
