/**
 * The system domain: the kernel's own admin surfaces, declared like any domain. The services stay in the
 * kernel (src/core/: tokens and logins, module registry, storefront sync, mail); this domain is their
 * transport: the auth routes (tokens, keys), the B2B modules' discovery, and the admin fields of the
 * storefront sync, the mail (templates, outbox), the admin's own session and the audit log.
 */
import { defineDomain } from "../core/modules.ts";
import { authRoutes } from "./auth-routes.ts";
import { adminConsoleSessionRoutes } from "./admin-console-session.ts";
import { moduleDiscoveryRoutes } from "./module-routes.ts";
import { registerStorefrontSyncSchema } from "./storefront-sync-schema.ts";
import { registerMailSchema } from "./mail-schema.ts";
import { registerAdminSessionSchema } from "./admin-session-schema.ts";
import { registerAuditSchema } from "./audit-schema.ts";

export default defineDomain({
  code: "system",
  label: "Tokens, module discovery, storefront sync and mail admin",
  schema(builder) {
    registerStorefrontSyncSchema(builder);
    registerMailSchema(builder);
    registerAdminSessionSchema(builder);
    registerAuditSchema(builder);
  },
  routes: () => [...authRoutes(), ...adminConsoleSessionRoutes(), ...moduleDiscoveryRoutes()],
});
