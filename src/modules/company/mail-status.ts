/** The company status mails to the company admin (templates admins may override in Mail templates). */
import type { MailTemplateDefinition } from "../../core/mail/templates.ts";
import { COMPANY_TEMPLATES } from "./config.ts";

const variables = ["customer.firstName", "customer.lastName", "customer.email", "company.name", "company.status", "store.name", "reason"];
const sample = {
  customer: { firstName: "Tom", lastName: "O'Neil", email: "tom@example.com" },
  company: { id: 7, name: "Smith & Sons Ltd", status: "active" },
  store: { name: "Acme Trade Supply" },
  reason: "Credit check pending",
};

const mail = (description: string, subject: string, lines: string[]): MailTemplateDefinition => ({
  description,
  variables,
  sample,
  subject,
  text: `Hello {{customer.firstName}},\n\n${lines.join("\n")}\n{{#reason}}\nReason: {{reason}}\n{{/reason}}\n`,
  html: `<p>Hello {{customer.firstName}},</p>${lines.map((l) => `<p>${l}</p>`).join("")}{{#reason}}<p>Reason: {{reason}}</p>{{/reason}}`,
});

export const statusMailTemplates: Record<string, MailTemplateDefinition> = {
  [COMPANY_TEMPLATES.approved]: mail("to the company admin when the company is approved", "{{company.name}} is approved at {{store.name}}", [
    "your company account {{company.name}} at {{store.name}} has been approved. You and your colleagues can log in and order now.",
  ]),
  [COMPANY_TEMPLATES.rejected]: mail("to the company admin when the company is rejected", "Your company account at {{store.name}}", [
    "we are sorry: the company account {{company.name}} at {{store.name}} was not approved.",
  ]),
  [COMPANY_TEMPLATES.blocked]: mail("to the company admin when the company is blocked", "Ordering is paused for {{company.name}}", [
    "ordering for {{company.name}} at {{store.name}} is paused. You can still log in and browse; please contact us to resume.",
  ]),
  [COMPANY_TEMPLATES.unblocked]: mail("to the company admin when the company is unblocked", "Ordering is open again for {{company.name}}", [
    "ordering for {{company.name}} at {{store.name}} is open again.",
  ]),
};
