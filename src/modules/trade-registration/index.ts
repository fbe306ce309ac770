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
  },
  mailTemplates: registrationMailTemplates,
  observers: (bus, m) => registrationObservers(bus, m),
  schema: (builder, m, types) => registerRegistrationSchema(builder, m, types),
});
