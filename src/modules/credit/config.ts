/** Settings of company credit and payment terms: scoped config under b2b_credit/<key>. */
import { z } from "zod";

export const creditConfigSchema = z.object({
  enabled: z.boolean().meta({ title: "Enabled", description: "company credit, Pay on Account and payment terms for this scope" }),
  holdAfterDays: z
    .number()
    .int()
    .min(0)
    .max(365)
    .meta({ title: "Credit hold after (days overdue)", description: "put a company on credit hold when an invoice is this many days overdue; 0: never" }),
});
export type CreditConfig = z.infer<typeof creditConfigSchema>;

export const creditDefaults: CreditConfig = {
  enabled: false,
  holdAfterDays: 0,
};
