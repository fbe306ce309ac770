/** Settings of per-company pricing: scoped config under b2b_pricing/<key>. */
import { z } from "zod";

export const pricingConfigSchema = z.object({
  enabled: z.boolean().meta({ title: "Enabled", description: "switches price lists on for this scope" }),
  explainToStorefront: z.boolean().meta({
    title: "Explain prices to buyers",
    description: "product answers carry extensions.b2bPricing (which list and kind made the price, and the quantity rule)",
  }),
});
export type PricingConfig = z.infer<typeof pricingConfigSchema>;

export const pricingDefaults: PricingConfig = {
  enabled: false,
  explainToStorefront: true,
};
