/** REST under /api/rest/v2/b2b/company: the storefront's company self-service. */
import type { RestRoute } from "../../core/routes.ts";
import type { CompanyModule } from "./service.ts";

export function storefrontRoutes(_m: CompanyModule): RestRoute[] {
  return [];
}
