/**
 * Company accounts (code `company`, manifest `b2b-company`): the trade account as a company with members,
 * per-company roles on one permission tree (permissions.ts), an address book, an append-only history, and one
 * activation policy (policy.ts) that every path consults through the core's hooks (observers.ts). A member's
 * customer group is derived from the company on each request, never copied. Trade registration creates
 * companies when this module is on (registration.ts); pricing, buyer tools and purchasing build on its service.
 */
import { defineModule } from "../../core/modules.ts";
import { companyConfigSchema, companyDefaults, type CompanyConfig } from "./config.ts";
import { companyService, type CompanyService } from "./service.ts";
import { companyObservers } from "./observers.ts";
import { registrationObservers } from "./registration.ts";
import { registerStorefrontSchema } from "./storefront-schema.ts";
import { registerAdminSchema } from "./admin-schema.ts";
import { storefrontRoutes } from "./storefront-rest.ts";
import { invitationMailTemplates } from "./mail-invitation.ts";
import { statusMailTemplates } from "./mail-status.ts";
import { adminMailTemplates } from "./mail-admin.ts";

declare module "../../core/modules.ts" {
  interface ModuleServices {
    company: CompanyService;
  }
}

const publicConfig = (c: CompanyConfig) => ({ enabled: c.enabled });

export default defineModule<CompanyConfig>({
  code: "company",
  manifestCode: "b2b-company",
  label: "Company accounts",
  config: {
    prefix: "b2b_company",
    schema: companyConfigSchema,
    defaults: companyDefaults,
    public: publicConfig,
    manifest: publicConfig,
  },
  adminScopes: { companies: "company accounts: their status, members, roles and addresses" },
  mailTemplates: { ...invitationMailTemplates, ...statusMailTemplates, ...adminMailTemplates },
  service: (m) => companyService(m),
  observers: (bus, m) => {
    companyObservers(bus, m);
    registrationObservers(bus, m);
  },
  schema: (builder, m, types) => {
    registerStorefrontSchema(builder, m, types);
    registerAdminSchema(builder, m, types);
  },
  routes: (m) => storefrontRoutes(m),
});
