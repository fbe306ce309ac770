/**
 * Trade registration (code `registration`, manifest `b2b-registration`): a submission of a nominated form
 * becomes a pending customer and a trade application; an admin approves it (the customer joins the B2B
 * group) or declines it. It composes custom forms, customer approval and the access gate only through their
 * events and services (all optional): it starts and works when any of them is absent.
 */
import { defineModule } from "../../core/modules.ts";
import type { RequestContext } from "../../core/context.ts";
import { registrationConfigSchema, registrationDefaults, registrationMailTemplates, formCodeList, type RegistrationConfig } from "./config.ts";
import type { ApplicationDto } from "./service.ts";
import { registrationObservers } from "./observers.ts";
import { registerRegistrationSchema } from "./schema.ts";

declare module "../../core/events.ts" {
  interface HookPayloads {
    /** after a trade application was created (or a later submission for its email appended to the open one) and committed */
    b2b_registration_application_added: { ctx: RequestContext; application: ApplicationDto; resubmitted: boolean };
    /** after an application was approved or declined and committed */
    b2b_registration_application_decided: { ctx: RequestContext; application: ApplicationDto; customerGroupId: number };
    /**
     * a NEW application (not a later submission appended to an open one), inside the submission's transaction:
     * `payload` is the submission's (never a password); `companyFields` the company.* fields the override map
     * names (trimmed, at most 255 characters); `forExistingAccount`: the email's account existed before the
     * application (anyone may have typed it)
     */
    b2b_registration_application_opened: {
      ctx: RequestContext;
      applicationId: number;
      storeId: number;
      customerId: number;
      forExistingAccount: boolean;
      payload: Record<string, unknown>;
      companyFields: Record<string, string>;
    };
    /**
     * applications of one customer approved or declined, inside the decision's transaction (after the applications
     * and, on approval, the customer's group were written): `customerGroupId` is the B2B group on approval, the
     * customer's group on decline; `applications` the decided ones with their data as for the opened hook
     */
    b2b_registration_application_decision: {
      ctx: RequestContext;
      applicationIds: number[];
      customerId: number;
      to: "approved" | "declined";
      customerGroupId: number;
      note: string;
      applications: { id: number; forExistingAccount: boolean; payload: Record<string, unknown>; companyFields: Record<string, string> }[];
    };
  }
}

const publicConfig = (c: RegistrationConfig) => ({ formCodes: formCodeList(c) });

export default defineModule<RegistrationConfig>({
  code: "registration",
  manifestCode: "b2b-registration",
  label: "Trade registration",
  config: {
    prefix: "b2b_registration",
    schema: registrationConfigSchema,
    defaults: registrationDefaults,
    public: publicConfig,
    manifest: publicConfig,
    // 0 = none configured; NOT LOGGED IN (0 too) is no group an applicant can join
    fieldOptions: async (m) => ({
      b2bGroupId: [
        { value: "0", label: "(none: approval refused)" },
        ...(await m.app.db.customerGroup.findMany({ where: { id: { gt: 0 } }, orderBy: { id: "asc" } })).map((g) => ({ value: String(g.id), label: g.name })),
      ],
    }),
  },
  optional: ["forms", "approval", "access"],
  events: {
    b2b_registration_application_added: {
      phase: "afterCommit",
      description: "a trade application was recorded (or a submission appended to it), once committed",
    },
    b2b_registration_application_decided: { phase: "afterCommit", description: "a trade application was approved or declined, once committed" },
    b2b_registration_application_opened: {
      phase: "inTransaction",
      description: "a new trade application, inside the submission's transaction (may veto): its payload and the mapped company fields",
    },
    b2b_registration_application_decision: {
      phase: "inTransaction",
      description: "trade applications approved or declined, inside the decision's transaction (may veto)",
    },
  },
  mailTemplates: registrationMailTemplates,
  observers: (bus, m) => registrationObservers(bus, m),
  schema: (builder, m, types) => registerRegistrationSchema(builder, m, types),
});
