/** Settings of purchase orders and approval rules: scoped config under b2b_purchasing/<key>. */
import { z } from "zod";

export const purchasingConfigSchema = z.object({
  enabled: z.boolean().meta({ title: "Enabled", description: "approval rules, purchase orders and spending limits for this scope" }),
});
export type PurchasingConfig = z.infer<typeof purchasingConfigSchema>;

export const purchasingDefaults: PurchasingConfig = {
  enabled: false,
};
