/** Settings of the access gate: scoped config under b2b_access/<key> (default scope, overridden per store). */
import { z } from "zod";
import { ProblemError } from "../../core/errors.ts";
import { safeLink } from "../../core/safe-link.ts";
import type { InstalledModule } from "../../core/modules.ts";

/** a comma-separated list of non-negative integer ids ("" = none) */
const idList = z
  .string()
  .max(4000)
  .refine((v) => v.trim() === "" || v.split(",").every((s) => /^\s*\d{1,9}\s*$/.test(s)), "a comma-separated list of ids");
const identifierList = z
  .string()
  .max(4000)
  .refine(
    (v) => v.split(",").every((s) => s.trim() === "" || /^[a-z0-9][a-z0-9_\-/]{0,254}$/i.test(s.trim())),
    "a comma-separated list of CMS page identifiers",
  );

/** where a call to action points: a path on the storefront (`/trade-account`) or an http(s) URL; "" = the default */
export const ctaUrl = safeLink(1000);

export const accessConfigSchema = z.object({
  enabled: z.boolean().meta({ title: "Enabled", description: "switches the access gate on for this scope" }),
  mode: z.enum(["basic", "rules"]).meta({ title: "Mode", description: "basic: the switches below; rules: the access rules written in the rules language" }),
  requireLogin: z.boolean().meta({ title: "Require login", description: "guests see only the login page and the exempt CMS pages" }),
  /** CMS page identifier guests are sent to; empty: the default login page */
  loginRedirect: z
    .union([z.literal(""), z.string().regex(/^[a-z0-9][a-z0-9_\-/]{0,254}$/i, "a CMS page identifier")])
    .meta({ title: "Login page", description: "CMS page identifier guests are sent to; empty: the default login page" }),
  loginMessage: z.string().max(1000).meta({ title: "Login message", description: "what a guest reads behind the login wall", input: "text" }),
  /** CMS page identifiers guests may read behind the login wall */
  exemptCmsPages: identifierList.meta({
    title: "CMS pages open to guests",
    description: "comma-separated CMS page identifiers guests may read behind the login wall",
  }),
  hidePrice: z.boolean().meta({ title: "Hide prices", description: "prices of gated products are hidden from who the gate applies to" }),
  hiddenPriceMessage: z.string().max(1000).meta({ title: "Hidden price message (guests)", description: "what a guest reads in place of a hidden price" }),
  /** what a logged-in customer whose price is hidden reads instead (they are logged in: not "log in") */
  hiddenPriceMessageCustomer: z
    .string()
    .max(1000)
    .meta({ title: "Hidden price message (customers)", description: "what a logged-in customer whose price is hidden reads instead" }),
  /** the call to action in place of a hidden price: for guests (""= the login page)... */
  hiddenPriceCtaLabel: z.string().max(255).meta({ title: "Call to action label (guests)", description: "the link in place of a hidden price, for guests" }),
  hiddenPriceCtaUrl: ctaUrl.meta({ title: "Call to action link (guests)", description: "a storefront path or an http(s) URL; empty: the login page" }),
  /** ...and for a logged-in customer who is not eligible (e.g. "Apply for a trade account") */
  hiddenPriceCtaLabelCustomer: z
    .string()
    .max(255)
    .meta({ title: "Call to action label (customers)", description: "for a logged-in customer who is not eligible, e.g. Apply for a trade account" }),
  hiddenPriceCtaUrlCustomer: ctaUrl.meta({ title: "Call to action link (customers)", description: "a storefront path or an http(s) URL" }),
  blockPurchase: z.boolean().meta({ title: "Block purchase", description: "gated products cannot be added to the cart" }),
  byCustomerGroup: z.boolean().meta({ title: "Gate by customer group", description: "the gate applies to the customer groups below" }),
  /** customer group ids; 0 = NOT LOGGED IN */
  customerGroups: idList.meta({ title: "Gated customer groups", description: "customer group ids (0 = NOT LOGGED IN), comma-separated", input: "multiselect" }),
  byCategory: z.boolean().meta({ title: "Gate by category", description: "the gate applies to products in the categories below" }),
  /** category ids; their subcategories inherit */
  categoryIds: idList.meta({ title: "Gated categories", description: "category ids, comma-separated; their subcategories inherit" }),
});
export type AccessConfig = z.infer<typeof accessConfigSchema>;

export const accessDefaults: AccessConfig = {
  enabled: false,
  mode: "basic",
  requireLogin: false,
  loginRedirect: "",
  loginMessage: "Please log in to see our catalogue.",
  exemptCmsPages: "",
  hidePrice: true,
  hiddenPriceMessage: "Log in to see prices",
  hiddenPriceMessageCustomer: "Prices are shown to approved trade accounts",
  hiddenPriceCtaLabel: "Log in",
  hiddenPriceCtaUrl: "",
  hiddenPriceCtaLabelCustomer: "Apply for a trade account",
  hiddenPriceCtaUrlCustomer: "/trade-account",
  blockPurchase: true,
  byCustomerGroup: true,
  customerGroups: "0",
  byCategory: false,
  categoryIds: "",
};

export const ids = (v: string): number[] =>
  v
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean)
    .map(Number);
export const identifiers = (v: string): string[] =>
  v
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);

export const DEFAULT_LOGIN_PATH = "/customer/account/login";
export const loginRedirectUrl = (c: AccessConfig) => (c.loginRedirect ? `/${c.loginRedirect}` : DEFAULT_LOGIN_PATH);

/** customer groups and categories must exist (422 with the unknown ids otherwise) */
export async function validateAccessSetting(key: string, value: unknown, m: InstalledModule<AccessConfig>): Promise<void> {
  if ((key !== "customerGroups" && key !== "categoryIds") || typeof value !== "string") return;
  const wanted = [...new Set(ids(value))];
  if (!wanted.length) return;
  const found =
    key === "customerGroups"
      ? await m.app.db.customerGroup.findMany({ where: { id: { in: wanted } }, select: { id: true } })
      : await m.app.db.category.findMany({ where: { id: { in: wanted } }, select: { id: true } });
  const known = new Set(found.map((r) => r.id));
  const unknown = wanted.filter((id) => !known.has(id));
  if (unknown.length) {
    const what = key === "customerGroups" ? "customer group" : "category";
    throw new ProblemError(422, "invalid", `Unknown ${what} id(s): ${unknown.join(", ")}`, {
      errors: [{ field: "value", code: key === "customerGroups" ? "unknown_customer_group" : "unknown_category", message: `no ${what} ${unknown.join(", ")}` }],
    });
  }
}
