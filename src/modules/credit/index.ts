/**
 * Company credit and payment terms (code `credit`, manifest `b2b-credit`): a company's credit limit and balance,
 * kept by an append-only ledger; Pay on Account for its members with `payment.on_account`, never past the available
 * credit, on any number of instances; invoices of on-account orders with due dates from the terms, paid by the
 * merchant's reimbursements oldest first, marked overdue by a scheduled job. docs/company-credit.md describes it.
 */
import { defineModule } from "../../core/modules.ts";
import { creditConfigSchema, creditDefaults, type CreditConfig } from "./config.ts";
import { creditMailTemplates } from "./mail.ts";
import { creditObservers } from "./observers.ts";
import { startCreditOverdue } from "./overdue.ts";
import { CREDIT_PERMISSIONS } from "./permissions.ts";
import { creditRoutes } from "./rest.ts";
import { registerCreditSchema } from "./schema.ts";

const publicConfig = (c: CreditConfig) => ({ enabled: c.enabled });

export default defineModule<CreditConfig>({
  code: "credit",
  manifestCode: "b2b-credit",
  label: "Company credit and payment terms",
  requires: ["company"],
  config: {
    prefix: "b2b_credit",
    schema: creditConfigSchema,
    defaults: creditDefaults,
    public: publicConfig,
    manifest: publicConfig,
  },
  mailTemplates: creditMailTemplates,
  observers: (bus, m) => {
    m.dependency("company")?.definePermissionGroup(CREDIT_PERMISSIONS);
    creditObservers(bus, m);
  },
  schema: (builder, m) => registerCreditSchema(builder, m),
  routes: (m) => creditRoutes(m),
  start: (app, m) => startCreditOverdue(app, m),
});
