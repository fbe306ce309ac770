/** The customer settings an admin edits per scope (Magento's paths); service.ts and password-reset.ts read them with these defaults. */
import { z } from "zod";
import type { ConfigSectionDefinition } from "../core/config-fields.ts";

export const customerSettings: ConfigSectionDefinition[] = [
  {
    prefix: "customer/create_account",
    label: "New accounts",
    schema: z.object({
      default_group: z.number().int().min(1).meta({ title: "Default customer group", description: "the group a new account joins", input: "select" }),
    }),
    defaults: { default_group: 1 },
    options: async (app) => ({
      default_group: (await app.db.customerGroup.findMany({ where: { id: { gt: 0 } }, orderBy: { id: "asc" } })).map((g) => ({
        value: String(g.id),
        label: g.name,
      })),
    }),
  },
  {
    prefix: "customer/password",
    label: "Password reset",
    schema: z.object({
      reset_url: z.string().max(500).meta({
        title: "Reset page",
        description:
          "the storefront page the reset link points to (a path is on STOREFRONT_URL when set, where the default is the worker's /account/reset-password); the token and email are appended",
      }),
      reset_link_hours: z.number().int().min(1).max(720).meta({ title: "Reset link lifetime (hours)" }),
    }),
    defaults: { reset_url: "/customer/account/reset-password", reset_link_hours: 24 },
  },
];
