/** Settings of custom forms: scoped config under b2b_forms/<key>. */
import { isSafeLink, SAFE_LINK_RULE } from "../../core/safe-link.ts";
import { z } from "zod";

export const CAPTCHA_PROVIDERS = ["turnstile", "recaptcha", "hcaptcha"] as const;
export type CaptchaProvider = (typeof CAPTCHA_PROVIDERS)[number];

/** each provider's verification endpoint (siteverify), used when captchaVerifyUrl is empty */
export const PROVIDER_VERIFY_URLS: Record<CaptchaProvider, string> = {
  turnstile: "https://challenges.cloudflare.com/turnstile/v0/siteverify",
  recaptcha: "https://www.google.com/recaptcha/api/siteverify",
  hcaptcha: "https://api.hcaptcha.com/siteverify",
};

export const formsConfigSchema = z.object({
  enabled: z.boolean().meta({ title: "Enabled", description: "switches custom forms on for this scope" }),
  captchaEnabled: z.boolean().meta({ title: "Captcha", description: "submissions must pass the captcha provider's check" }),
  captchaProvider: z.enum(CAPTCHA_PROVIDERS).meta({ title: "Captcha provider" }),
  captchaSiteKey: z.string().max(255).meta({ title: "Captcha site key", description: "the public key the form's widget uses" }),
  /** admin-only: never in discovery or the form schema */
  captchaSecret: z
    .string()
    .max(255)
    .meta({ title: "Captcha secret", description: "the provider's secret key; never shown to the storefront", input: "secret" }),
  /** empty: the provider's own siteverify URL */
  captchaVerifyUrl: z
    .union([z.literal(""), z.url({ protocol: /^https?$/ })])
    .meta({ title: "Captcha verify URL", description: "empty: the provider's own siteverify URL" }),
  honeypot: z.boolean().meta({ title: "Honeypot field", description: "a hidden field that bots fill in and people do not" }),
  minFillSeconds: z
    .number()
    .int()
    .min(0)
    .max(3600)
    .meta({ title: "Minimum fill time (seconds)", description: "a form submitted faster than this is refused as a bot's" }),
  rateLimitPerHour: z.number().int().min(1).max(100_000).meta({ title: "Submissions per hour and address" }),
  headlessApi: z.boolean().meta({ title: "Headless API", description: "forms can be read and submitted through the REST and GraphQL API" }),
  /** where forms embedded in CMS content post: empty = this backend's PUBLIC_BASE_URL + /customforms/form/submit; else the storefront's proxied path or URL */
  browserSubmitUrl: z
    .union([z.literal(""), z.url({ protocol: /^https?$/ }), z.string().regex(/^\/(?![/\\])[A-Za-z0-9._~!$&'()*+,;=:@%/-]{0,500}$/)])
    .refine((v) => v === "" || isSafeLink(v), SAFE_LINK_RULE)
    .meta({ title: "Browser submit URL", description: "where forms embedded in CMS content post; empty: this backend's /customforms/form/submit" }),
});
export type FormsConfig = z.infer<typeof formsConfigSchema>;

export const formsDefaults: FormsConfig = {
  enabled: false,
  captchaEnabled: false,
  captchaProvider: "turnstile",
  captchaSiteKey: "",
  captchaSecret: "",
  captchaVerifyUrl: "",
  honeypot: true,
  minFillSeconds: 3,
  rateLimitPerHour: 20,
  headlessApi: true,
  browserSubmitUrl: "",
};

/** what discovery answers: the config without the captcha secret and verify URL */
export const publicConfig = (c: FormsConfig) => ({
  captchaEnabled: c.captchaEnabled,
  captchaProvider: c.captchaProvider,
  captchaSiteKey: c.captchaSiteKey,
  honeypot: c.honeypot,
  minFillSeconds: c.minFillSeconds,
  rateLimitPerHour: c.rateLimitPerHour,
  headlessApi: c.headlessApi,
  browserSubmitUrl: c.browserSubmitUrl,
});

export const FORMS_TEMPLATES = { notification: "b2b_forms_submission_notification" } as const;

/** the mail templates this module ships; admins override them (mailTemplateSet) */
export const formsMailTemplates = {
  [FORMS_TEMPLATES.notification]: {
    description: "to a form's recipients for each accepted submission",
    variables: ["form.code", "form.title", "submission.id", "submission.createdAt", "fields", "store.name"],
    sample: {
      form: { code: "trade_application", title: "Trade account application" },
      submission: { id: 1001, createdAt: "2026-01-15T09:30:00.000Z" },
      fields: [
        { label: "Company", value: "Smith & Sons Ltd" },
        { label: "Email", value: "jane@example.com" },
        { label: "VAT number", value: "GB123456789" },
      ],
      store: { name: "Smith & Sons Trade" },
    },
    subject: "New submission of {{form.title}} (#{{submission.id}})",
    text: "A new submission of the form {{form.title}} ({{form.code}}) at {{store.name}}:\n\n{{#fields}}{{label}}: {{value}}\n{{/fields}}\nSubmission #{{submission.id}}, {{submission.createdAt}}\n",
    html: '<p>A new submission of the form {{form.title}} ({{form.code}}) at {{store.name}}:</p><table>{{#fields}}<tr><th align="left">{{label}}</th><td>{{value}}</td></tr>{{/fields}}</table><p>Submission #{{submission.id}}, {{submission.createdAt}}</p>',
  },
};
