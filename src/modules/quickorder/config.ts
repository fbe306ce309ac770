/** Settings of quick order: scoped config under b2b_quickorder/<key>. */
import { z } from "zod";

export const quickOrderConfigSchema = z.object({
  enabled: z.boolean().meta({ title: "Enabled", description: "quick order by SKU, paste or CSV for this scope" }),
  maxLines: z
    .number()
    .int()
    .min(1)
    .max(500)
    .meta({ title: "Most lines per order", description: "a resolve or add of more lines is refused with 413 (at most 500)" }),
  suggestLimit: z.number().int().min(1).max(50).meta({ title: "Suggestions shown", description: "how many SKU and name suggestions one query answers" }),
  suggestMinChars: z
    .number()
    .int()
    .min(1)
    .max(10)
    .meta({ title: "Characters before suggesting", description: "suggestions start from this many typed characters" }),
});
export type QuickOrderConfig = z.infer<typeof quickOrderConfigSchema>;

export const quickOrderDefaults: QuickOrderConfig = {
  enabled: false,
  maxLines: 500,
  suggestLimit: 10,
  suggestMinChars: 2,
};
