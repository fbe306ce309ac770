/** Settings of company credit and payment terms: scoped config under b2b_credit/<key>. */
import { z } from "zod";
import type { InstalledModule } from "../../core/modules.ts";

export const creditConfigSchema = z.object({
  enabled: z.boolean().meta({ title: "Enabled", description: "company credit, Pay on Account and payment terms for this scope" }),
  holdAfterDays: z
    .number()
    .int()
    .min(0)
    .max(365)
    .meta({ title: "Credit hold after (days overdue)", description: "put a company on credit hold when an invoice is this many days overdue; 0: never" }),
  invoiceAtOrder: z.boolean().meta({
    title: "Invoice on-account orders at placement",
    description:
      "an on-account order is invoiced (not captured) in its own transaction, its due date from the company's terms; off: the due date is set when the merchant invoices",
  }),
  overdueCron: z.string().max(100).meta({
    title: "Overdue check schedule",
    description: "cron expression of the job marking overdue invoices (default scope only, read at start; empty: off)",
  }),
});
export type CreditConfig = z.infer<typeof creditConfigSchema>;

export const creditDefaults: CreditConfig = {
  enabled: false,
  holdAfterDays: 0,
  invoiceAtOrder: false,
  overdueCron: "17 * * * *",
};

export const CREDIT_TEMPLATES = { overdue: "b2b_credit_invoice_overdue" } as const;

export type CreditModule = InstalledModule<CreditConfig>;
