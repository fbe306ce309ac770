/**
 * The store settings an admin edits per scope (Magento's paths), declared for the admin's settings screen;
 * the readers (store-config.ts and the domains) read these paths with the same defaults.
 */
import { z } from "zod";
import type { ConfigSectionDefinition } from "../core/config-fields.ts";

const flag = (title: string, description?: string) => z.boolean().meta({ title, description });

export const storeSettings: ConfigSectionDefinition[] = [
  {
    prefix: "general/store_information",
    label: "Store information",
    schema: z.object({
      name: z.string().max(255).meta({ title: "Store name", description: "not set: the store view's own name" }),
      address: z.string().max(1000).meta({ title: "Store address", description: "one line per line, on the order documents (PDF)", input: "text" }),
      phone: z.string().max(64).meta({ title: "Store phone" }),
      vat_number: z.string().max(64).meta({ title: "VAT number" }),
    }),
    defaults: { name: "", address: "", phone: "", vat_number: "" },
  },
  {
    prefix: "general/country",
    label: "Countries",
    schema: z.object({ allow: z.string().max(4000).meta({ title: "Allowed countries", description: "comma-separated ISO 3166-1 alpha-2 codes" }) }),
    defaults: { allow: "" },
  },
  {
    prefix: "general/locale",
    label: "Locale",
    schema: z.object({
      timezone: z.string().max(64).meta({ title: "Timezone", description: "an IANA time zone, e.g. Europe/Berlin" }),
      weight_unit: z.enum(["lbs", "kgs"]).meta({ title: "Weight unit" }),
    }),
    defaults: { timezone: "UTC", weight_unit: "lbs" },
  },
  {
    prefix: "design/head",
    label: "Page head",
    schema: z.object({
      default_title: z.string().max(255).meta({ title: "Default page title", description: "not set: the store's name" }),
      default_description: z.string().max(1000).meta({ title: "Default meta description", input: "text" }),
    }),
    defaults: { default_title: "", default_description: "" },
  },
  {
    prefix: "design/header",
    label: "Header",
    schema: z.object({
      logo_src: z.string().max(500).meta({ title: "Logo", description: "a path under /media/, or empty" }),
      logo_alt: z.string().max(255).meta({ title: "Logo text", description: "not set: the store's name" }),
    }),
    defaults: { logo_src: "", logo_alt: "" },
  },
  {
    prefix: "web/default",
    label: "Home page",
    schema: z.object({ cms_home_page: z.string().max(255).meta({ title: "CMS home page", description: "the identifier of the CMS page shown at /" }) }),
    defaults: { cms_home_page: "home" },
  },
  {
    prefix: "checkout/options",
    label: "Checkout",
    schema: z.object({ guest_checkout: flag("Guest checkout", "guests may place orders") }),
    defaults: { guest_checkout: true },
  },
  {
    prefix: "contacts/email",
    label: "Contact form",
    schema: z.object({
      recipient_email: z
        .union([z.literal(""), z.email()])
        .meta({ title: "Contact address", description: "where contact form messages go (POST /contact); empty: the recipients of the `contact` custom form" }),
    }),
    defaults: { recipient_email: "" },
  },
  { prefix: "newsletter/general", label: "Newsletter", schema: z.object({ active: flag("Newsletter") }), defaults: { active: true } },
  { prefix: "wishlist/general", label: "Wishlist", schema: z.object({ active: flag("Wishlist") }), defaults: { active: true } },
];
