/** Settings of requisition lists: scoped config under b2b_requisition/<key>. */
import { z } from "zod";

export const requisitionConfigSchema = z.object({
  enabled: z.boolean().meta({ title: "Enabled", description: "requisition lists for this scope" }),
  maxLists: z.number().int().min(1).max(1000).meta({ title: "Lists per customer", description: "how many lists a customer may own" }),
  maxItems: z
    .number()
    .int()
    .min(1)
    .max(500)
    .meta({ title: "Items per list", description: "how many lines one list holds (at most 500: a list is added to the cart in one go)" }),
  sharing: z.boolean().meta({
    title: "Sharing with the company",
    description: "company members may share their lists with their company (needs company accounts)",
  }),
});
export type RequisitionConfig = z.infer<typeof requisitionConfigSchema>;

export const requisitionDefaults: RequisitionConfig = {
  enabled: false,
  maxLists: 100,
  maxItems: 500,
  sharing: true,
};
