/** The mail to a company admin the merchant made with a new account: join and set a password (Mail templates). */
import type { MailTemplateDefinition } from "../../core/mail/templates.ts";
import { COMPANY_TEMPLATES } from "./config.ts";

export const adminMailTemplates: Record<string, MailTemplateDefinition> = {
  [COMPANY_TEMPLATES.adminWelcome]: {
    description: "to a new customer the merchant made the admin of a company (companyCreate): a one-time link to set a password",
    variables: ["customer.firstName", "customer.lastName", "customer.email", "company.name", "company.status", "store.name", "setPasswordLink", "expiresHours"],
    sample: {
      customer: { firstName: "Tom", lastName: "O'Neil", email: "tom@example.com" },
      company: { id: 7, name: "Smith & Sons Ltd", status: "active" },
      store: { name: "Acme Trade Supply" },
      setPasswordLink: "https://shop.example.com/customer/account/reset-password?token=sample-token&email=tom%40example.com",
      expiresHours: 24,
    },
    subject: "Your company account {{company.name}} at {{store.name}}",
    text: 'Hello {{customer.firstName}},\n\na company account for {{company.name}} was opened at {{store.name}}, with you as its administrator ({{customer.email}}).\nSet your password here (the link works once, for {{expiresHours}} hours): {{setPasswordLink}}\n\nOnce it expires, use "Forgot your password?" on the login page for a new link.\n',
    html: '<p>Hello {{customer.firstName}},</p><p>a company account for {{company.name}} was opened at {{store.name}}, with you as its administrator ({{customer.email}}).</p><p><a href="{{setPasswordLink}}">Set your password</a> (the link works once, for {{expiresHours}} hours).</p><p>Once it expires, use "Forgot your password?" on the login page for a new link.</p>',
  },
};
