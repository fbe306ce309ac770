/** Settings of trade registration: scoped config under b2b_registration/<key>. */
import { isSafeLink, SAFE_LINK_RULE } from "../../core/safe-link.ts";
import { z } from "zod";

/** the customer attributes a form key may be mapped onto (overrideMap values) */
export const CUSTOMER_ATTRIBUTES = ["email", "firstName", "lastName"] as const;
export type CustomerAttribute = (typeof CUSTOMER_ATTRIBUTES)[number];
/**
 * the company fields a form key may be mapped onto (overrideMap values): handed, trimmed, to the observers of
 * b2b_registration_application_opened as `companyFields` (a company module makes the applicant's company of them)
 */
export const COMPANY_ATTRIBUTES = ["company.name", "company.legalName", "company.email", "company.phone", "company.vatId", "company.resellerId"] as const;
export type CompanyAttribute = (typeof COMPANY_ATTRIBUTES)[number];
export type MappedAttribute = CustomerAttribute | CompanyAttribute;
const MAPPABLE: readonly string[] = [...CUSTOMER_ATTRIBUTES, ...COMPANY_ATTRIBUTES];

const overrideMap = z
  .string()
  .max(4000)
  .refine(
    (v) => {
      if (!v.trim()) return true;
      try {
        const o = JSON.parse(v) as unknown;
        return (
          typeof o === "object" &&
          o !== null &&
          !Array.isArray(o) &&
          Object.entries(o).every(([k, a]) => k.length > 0 && typeof a === "string" && MAPPABLE.includes(a))
        );
      } catch {
        return false;
      }
    },
    `a JSON object of form key -> customer attribute (${CUSTOMER_ATTRIBUTES.join(", ")}) or company field (${COMPANY_ATTRIBUTES.join(", ")})`,
  );

const formCodes = z
  .string()
  .max(2000)
  .refine(
    (v) =>
      v
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean)
        .every((c) => /^[a-z0-9][a-z0-9_-]{0,63}$/i.test(c)),
    "a comma-separated list of form codes",
  );

export const registrationConfigSchema = z.object({
  enabled: z.boolean().meta({ title: "Enabled", description: "switches trade registration on for this scope" }),
  /** comma-separated codes of the forms whose submissions are trade applications */
  formCodes: formCodes.meta({ title: "Application forms", description: "comma-separated codes of the forms whose submissions are trade applications" }),
  /** the payload key that holds the applicant's email */
  emailFieldKey: z.string().min(1).max(64).meta({ title: "Email field key", description: "the form field that holds the applicant's email" }),
  /** the customer group approved applicants join; 0 = none configured (approval refused) */
  b2bGroupId: z
    .number()
    .int()
    .min(0)
    .meta({ title: "Trade customer group", description: "the customer group approved applicants join; 0: none (approval refused)", input: "select" }),
  /** JSON object: form key -> customer attribute (beside the same-named keys) or company.* field */
  overrideMap: overrideMap.meta({
    title: "Field mapping",
    description:
      "JSON object: form field key -> customer attribute (email, firstName, lastName), beside the same-named keys, or company field (company.name, company.legalName, company.email, company.phone, company.vatId, company.resellerId)",
    input: "json",
  }),
  approvedTemplate: z.string().min(1).max(64).meta({ title: "Approved mail template" }),
  declinedTemplate: z.string().min(1).max(64).meta({ title: "Declined mail template" }),
  setPasswordTemplate: z.string().min(1).max(64).meta({ title: "Set-password mail template" }),
  /** where the set-password link points (the storefront's page); the token is appended as ?token= */
  setPasswordUrl: z
    .string()
    .max(500)
    .refine(isSafeLink, SAFE_LINK_RULE)
    .meta({ title: "Set-password page", description: "where the set-password link points; the token is appended as ?token=" }),
  /** lifetime of a set-password token in hours */
  setPasswordTtlHours: z.number().int().min(1).max(720).meta({ title: "Set-password link lifetime (hours)" }),
});
export type RegistrationConfig = z.infer<typeof registrationConfigSchema>;

export const REGISTRATION_TEMPLATES = {
  approved: "b2b_registration_approved",
  declined: "b2b_registration_declined",
  setPassword: "b2b_registration_set_password",
} as const;

export const registrationDefaults: RegistrationConfig = {
  enabled: false,
  formCodes: "",
  emailFieldKey: "email",
  b2bGroupId: 0,
  overrideMap: "",
  approvedTemplate: REGISTRATION_TEMPLATES.approved,
  declinedTemplate: REGISTRATION_TEMPLATES.declined,
  setPasswordTemplate: REGISTRATION_TEMPLATES.setPassword,
  setPasswordUrl: "/customer/account/set-password",
  setPasswordTtlHours: 72,
};

export const formCodeList = (c: RegistrationConfig) =>
  c.formCodes
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);

export function overrideMapOf(c: RegistrationConfig): Record<string, MappedAttribute> {
  if (!c.overrideMap.trim()) return {};
  return JSON.parse(c.overrideMap) as Record<string, MappedAttribute>;
}

export const isCustomerAttribute = (a: MappedAttribute): a is CustomerAttribute => (CUSTOMER_ATTRIBUTES as readonly string[]).includes(a);

const vars = ["customer.firstName", "customer.lastName", "customer.email", "store.name", "note", "setPasswordLink"];
/** what the admin's preview renders these templates with */
const sample = (approved: boolean) => ({
  customer: { firstName: "Jane", lastName: "O'Brien", email: "jane@example.com" },
  store: { name: "Smith & Sons Trade" },
  note: approved ? "Your account manager is Sam." : "We only open trade accounts for registered businesses.",
  setPasswordLink: approved ? "https://shop.example.com/customer/account/set-password?token=sample-token" : "",
});
/** shipped templates; admins override them (mailTemplateSet) */
export const registrationMailTemplates = {
  [REGISTRATION_TEMPLATES.approved]: {
    description:
      "to the applicant when an admin approves a trade application and trade registration decides alone (customer approval absent or off, or the account already active); otherwise customer approval's approval mail is sent",
    variables: vars,
    sample: sample(true),
    subject: "Your {{store.name}} trade account is approved",
    text: "Hello {{customer.firstName}},\n\nyour trade account {{customer.email}} at {{store.name}} has been approved.\n{{#setPasswordLink}}\nSet your password here (the link works once): {{setPasswordLink}}\n{{/setPasswordLink}}\n{{#note}}\nNote from our team: {{note}}\n{{/note}}\n",
    html: '<p>Hello {{customer.firstName}},</p><p>your trade account {{customer.email}} at {{store.name}} has been approved.</p>{{#setPasswordLink}}<p><a href="{{setPasswordLink}}">Set your password</a> (the link works once).</p>{{/setPasswordLink}}{{#note}}<p>Note from our team: {{note}}</p>{{/note}}',
  },
  [REGISTRATION_TEMPLATES.declined]: {
    description:
      "to the applicant when an admin declines a trade application and trade registration decides alone (customer approval absent or off, or an application for an existing account); otherwise customer approval's decline mail is sent",
    variables: vars,
    sample: sample(false),
    subject: "Your {{store.name}} trade account application",
    text: "Hello {{customer.firstName}},\n\nwe are sorry: your trade account application at {{store.name}} was not approved.\n{{#note}}\nNote from our team: {{note}}\n{{/note}}\n",
    html: "<p>Hello {{customer.firstName}},</p><p>we are sorry: your trade account application at {{store.name}} was not approved.</p>{{#note}}<p>Note from our team: {{note}}</p>{{/note}}",
  },
  [REGISTRATION_TEMPLATES.setPassword]: {
    description: "to an approved applicant whose form asked for no password: a one-time link to set one",
    variables: vars,
    sample: sample(true),
    subject: "Set your {{store.name}} password",
    text: "Hello {{customer.firstName}},\n\nyour trade account {{customer.email}} at {{store.name}} is ready. Set your password here (the link works once): {{setPasswordLink}}\n",
    html: '<p>Hello {{customer.firstName}},</p><p>your trade account {{customer.email}} at {{store.name}} is ready. <a href="{{setPasswordLink}}">Set your password</a> (the link works once).</p>',
  },
};
