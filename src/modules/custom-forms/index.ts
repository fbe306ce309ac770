/**
 * Custom forms (code `forms`, manifest `b2b-forms`): forms admins build, one anti-spam submission pipeline
 * for the REST facade, the headless routes and the browser route, the CMS embed that renders an accessible
 * form, the Submitted Data grid with CSV export, and mail to each form's recipients. It owns the event
 * `customforms_submission_saved`, dispatched in the submission's transaction (an observer may veto).
 */
import fs from "node:fs";
import path from "node:path";
import { defineModule } from "../../core/modules.ts";
import type { RequestContext } from "../../core/context.ts";
import { formsConfigSchema, formsDefaults, formsMailTemplates, publicConfig, type FormsConfig } from "./config.ts";
import type { FormDto } from "./forms.ts";
import { formSchema, submit, type SubmissionInput, type SubmissionSaved } from "./pipeline.ts";
import { formsRoutes } from "./routes.ts";
import { registerEmbed } from "./embed.ts";
import { registerFormsSchema } from "./schema.ts";

declare module "../../core/events.ts" {
  interface HookPayloads {
    /**
     * a submission passed the pipeline and its row is written, in the same transaction: observers add
     * their rows (trade registration: the application) or veto by throwing (the submission rolls back)
     */
    customforms_submission_saved: {
      ctx: RequestContext;
      form: FormDto;
      submission: SubmissionSaved;
      /** mapping key -> scrypt hash of each password field (the payload never holds them) */
      passwordHashes: Record<string, string>;
    };
  }
}

export interface FormsService {
  /** the pipeline, as the REST routes run it */
  submit(ctx: RequestContext, input: SubmissionInput): Promise<{ status: "ok"; submissionId: number }>;
  /** the form schema with a fresh render token */
  schema(ctx: RequestContext, code: string): ReturnType<typeof formSchema>;
}

declare module "../../core/modules.ts" {
  interface ModuleServices {
    forms: FormsService;
  }
}

export default defineModule<FormsConfig>({
  code: "forms",
  manifestCode: "b2b-forms",
  label: "Custom forms",
  config: {
    prefix: "b2b_forms",
    schema: formsConfigSchema,
    defaults: formsDefaults,
    public: (c) => publicConfig(c),
    manifest: (c) => publicConfig(c),
  },
  events: {
    customforms_submission_saved: { phase: "inTransaction", description: "an accepted submission, inside its transaction (may veto)" },
  },
  mailTemplates: formsMailTemplates,
  // fills the render token of forms embedded in CMS content (served at /plugins/b2b-forms.js)
  clientScript: fs.readFileSync(path.join(import.meta.dirname, "client.js"), "utf8"),
  service: (m) =>
    ({
      submit: async (ctx, input) => {
        const r = await submit(ctx, m, input);
        return { status: r.status, submissionId: r.submissionId };
      },
      schema: (ctx, code) => formSchema(ctx, m, code),
    }) satisfies FormsService,
  routes: (m) => formsRoutes(m),
  observers: (bus, m) => registerEmbed(bus, m),
  schema: (builder, m) => registerFormsSchema(builder, m),
});
