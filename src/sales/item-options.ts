/** The options of a line (configurable, bundle, custom options, links, gift card), on a cart line and on the order line it becomes. */
import { z } from "zod";

export const itemOptions = z
  .object({
    /** configurable: super attribute code -> option id */
    superAttributes: z.record(z.string(), z.coerce.number().int()).optional(),
    /** bundle: option id -> selection ids */
    bundleSelections: z.record(z.string(), z.union([z.coerce.number().int(), z.array(z.coerce.number().int())])).optional(),
    /** custom option id -> value (text, or value id for select types) */
    customOptions: z.record(z.string(), z.union([z.string().max(1024), z.number()])).optional(),
    /** downloadable link ids */
    links: z.array(z.number().int()).optional(),
    /** gift card amount */
    giftcardAmount: z.number().positive().optional(),
    /** gift card sender and recipient, stored on the line (Maho's add-to-cart names) */
    giftcardSenderName: z.string().trim().min(1).max(255).optional(),
    giftcardSenderEmail: z.string().trim().toLowerCase().email().max(254).optional(),
    giftcardRecipientName: z.string().trim().min(1).max(255).optional(),
    giftcardRecipientEmail: z.string().trim().toLowerCase().email().max(254).optional(),
    giftcardMessage: z.string().trim().max(1024).optional(),
  })
  .strict();
export type ItemOptions = z.infer<typeof itemOptions>;
