/**
 * The payment settings an admin edits per scope: which customer groups may pay by purchase order or on account
 * (`payment/purchaseorder/customer_groups`, `payment/payonaccount/customer_groups`, comma-separated group ids,
 * 0 = NOT LOGGED IN). Both default to the trade group (2, Wholesale): a guest or a retail customer is not offered
 * them, and an order that names one is refused. payment-methods.ts reads them with these defaults.
 */
import { z } from "zod";
import type { ConfigSectionDefinition } from "../core/config-fields.ts";

/** the methods a customer group must be allowed to use, with the groups allowed when nothing is set */
export const GROUP_RESTRICTED_METHODS: Record<string, string> = { purchaseorder: "2", payonaccount: "2" };

const groupList = z
  .string()
  .max(4000)
  .refine((v) => v.trim() === "" || v.split(",").every((s) => /^\s*\d{1,9}\s*$/.test(s)), "a comma-separated list of customer group ids");

const groupOptions = async (app: Parameters<NonNullable<ConfigSectionDefinition["options"]>>[0]) => ({
  customer_groups: (await app.db.customerGroup.findMany({ orderBy: { id: "asc" } })).map((g) => ({ value: String(g.id), label: g.name })),
});

export const paymentSettings: ConfigSectionDefinition[] = (
  [
    ["purchaseorder", "Purchase Order"],
    ["payonaccount", "Pay on Account"],
  ] as const
).map(([code, label]) => ({
  prefix: `payment/${code}`,
  label,
  schema: z.object({
    customer_groups: groupList.meta({
      title: "Customer groups",
      description: "the customer groups that may use this payment method (0 = NOT LOGGED IN); empty: none",
      input: "multiselect",
    }),
  }),
  defaults: { customer_groups: GROUP_RESTRICTED_METHODS[code] },
  options: groupOptions,
}));

/** whether the method is open to the customer group (methods without a group setting are open to every group) */
export async function methodAllowsGroup(
  config: { get(path: string, storeId: number): Promise<string | undefined> },
  storeId: number,
  code: string,
  groupId: number,
): Promise<boolean> {
  const shipped = GROUP_RESTRICTED_METHODS[code];
  if (shipped === undefined) return true;
  const raw = (await config.get(`payment/${code}/customer_groups`, storeId)) ?? shipped;
  return raw
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean)
    .some((s) => Number(s) === groupId);
}
