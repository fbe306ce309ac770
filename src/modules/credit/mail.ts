/** The reminder to the company admin when an on-account invoice becomes overdue (admins may override it in Mail templates). */
import type { MailTemplateDefinition } from "../../core/mail/templates.ts";
import { CREDIT_TEMPLATES } from "./config.ts";

export const creditMailTemplates: Record<string, MailTemplateDefinition> = {
  [CREDIT_TEMPLATES.overdue]: {
    description: "to the company admin when an on-account invoice becomes overdue (once per invoice)",
    variables: [
      "customer.firstName",
      "customer.lastName",
      "customer.email",
      "company.name",
      "invoice.incrementId",
      "invoice.orderIncrementId",
      "invoice.due",
      "invoice.currency",
      "invoice.dueAt",
      "invoice.terms",
      "store.name",
    ],
    sample: {
      customer: { firstName: "Tom", lastName: "O'Neil", email: "tom@example.com" },
      company: { id: 7, name: "Smith & Sons Ltd" },
      invoice: { incrementId: "INV-100000042-1", orderIncrementId: "100000042", due: "1250.00", currency: "USD", dueAt: "2026-12-29", terms: "net 30" },
      store: { name: "Acme Trade Supply" },
    },
    subject: "Invoice {{invoice.incrementId}} is overdue",
    text:
      "Hello {{customer.firstName}},\n\ninvoice {{invoice.incrementId}} (order {{invoice.orderIncrementId}}) of {{company.name}} at {{store.name}} was due on {{invoice.dueAt}} ({{invoice.terms}}).\n" +
      "{{invoice.due}} {{invoice.currency}} is still open. Please arrange payment, or contact us if it is already on its way.\n",
    html:
      "<p>Hello {{customer.firstName}},</p><p>invoice {{invoice.incrementId}} (order {{invoice.orderIncrementId}}) of {{company.name}} at {{store.name}} was due on {{invoice.dueAt}} ({{invoice.terms}}).</p>" +
      "<p>{{invoice.due}} {{invoice.currency}} is still open. Please arrange payment, or contact us if it is already on its way.</p>",
  },
};
