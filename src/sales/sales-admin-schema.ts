/** Admin GraphQL (scope `sales`): coupons' cart price rules and gift card accounts. */
import { audited } from "../core/audit/declare.ts";
import type { Builder } from "../core/schema-builder.ts";
import { ProblemError } from "../core/errors.ts";
import { withoutNulls } from "../core/api/input.ts";
import {
  createGiftcardAccount,
  createSalesRule,
  listGiftcardAccounts,
  listSalesRules,
  updateSalesRule,
  type GiftcardAccountDto,
  type SalesRuleDto,
} from "./sales-admin.ts";

export function registerSalesAdminSchema(builder: Builder) {
  const SalesRule = builder.objectRef<SalesRuleDto>("SalesRule").implement({
    description: "a cart price rule: a coupon code taking a percent of the subtotal or a fixed amount off the cart",
    fields: (t) => ({
      id: t.exposeInt("id"),
      name: t.exposeString("name"),
      code: t.exposeString("code", { description: "upper-case; customers may type it in any case" }),
      isActive: t.exposeBoolean("isActive"),
      fromDate: t.exposeString("fromDate", { nullable: true }),
      toDate: t.exposeString("toDate", { nullable: true }),
      discountType: t.exposeString("discountType", { description: "percent | fixed" }),
      discountAmount: t.exposeFloat("discountAmount"),
      customerGroupIds: t.exposeIntList("customerGroupIds", { description: "empty: every group" }),
      storeIds: t.exposeIntList("storeIds", { description: "empty: every store" }),
      usesPerCoupon: t.exposeInt("usesPerCoupon", { nullable: true, description: "null: unlimited" }),
      timesUsed: t.exposeInt("timesUsed"),
      freeShipping: t.exposeBoolean("freeShipping"),
    }),
  });
  const GiftcardAccount = builder.objectRef<GiftcardAccountDto>("GiftcardAccount").implement({
    fields: (t) => ({
      id: t.exposeInt("id"),
      code: t.exposeString("code"),
      initialAmount: t.exposeFloat("initialAmount"),
      balance: t.exposeFloat("balance"),
      currency: t.exposeString("currency"),
      state: t.exposeString("state", { description: "active | used | disabled" }),
      orderId: t.exposeInt("orderId", { nullable: true, description: "the order that bought it" }),
      recipientName: t.exposeString("recipientName", { nullable: true }),
      recipientEmail: t.exposeString("recipientEmail", { nullable: true }),
      createdAt: t.exposeString("createdAt"),
    }),
  });
  const RuleFields = (required: boolean) =>
    builder.inputType(required ? "SalesRuleCreateInput" : "SalesRuleUpdateInput", {
      fields: (t) => ({
        name: t.string({ required }),
        code: t.string({ required }),
        isActive: t.boolean(),
        fromDate: t.string({ description: "ISO date-time; absent: from now" }),
        toDate: t.string(),
        discountType: t.string({ required, description: "percent | fixed" }),
        discountAmount: t.float({ required }),
        customerGroupIds: t.intList(),
        storeIds: t.intList(),
        usesPerCoupon: t.int(),
        freeShipping: t.boolean(),
      }),
    });
  const CreateInput = RuleFields(true);
  const UpdateInput = RuleFields(false);
  const GiftcardInput = builder.inputType("GiftcardAccountCreateInput", {
    fields: (t) => ({
      amount: t.float({ required: true }),
      currency: t.string({ description: "default: the store's currency" }),
      recipientName: t.string(),
      recipientEmail: t.string(),
      senderName: t.string(),
      message: t.string(),
    }),
  });

  builder.queryFields((t) => ({
    salesRules: t.field({ type: [SalesRule], authScopes: { admin: "sales" }, resolve: (_r, _a, { ctx }) => listSalesRules(ctx) }),
    giftcardAccounts: t.field({
      type: [GiftcardAccount],
      authScopes: { admin: "sales" },
      description: "newest first",
      args: { orderId: t.arg.int(), state: t.arg.string(), limit: t.arg.int({ description: "at most 500; default 100" }) },
      resolve: (_r, args, { ctx }) => listGiftcardAccounts(ctx, args),
    }),
  }));
  builder.mutationFields((t) => ({
    salesRuleCreate: t.field({
      extensions: audited("sales_rule"),
      type: SalesRule,
      authScopes: { admin: "sales" },
      errors: { types: [ProblemError] },
      args: { input: t.arg({ type: CreateInput, required: true }) },
      resolve: (_r, { input }, { ctx }) => createSalesRule(ctx, withoutNulls(input)),
    }),
    salesRuleUpdate: t.field({
      extensions: audited("sales_rule"),
      type: SalesRule,
      authScopes: { admin: "sales" },
      errors: { types: [ProblemError] },
      args: { id: t.arg.int({ required: true }), input: t.arg({ type: UpdateInput, required: true }) },
      resolve: (_r, { id, input }, { ctx }) => updateSalesRule(ctx, id, withoutNulls(input)),
    }),
    giftcardAccountCreate: t.field({
      extensions: audited("giftcard_account"),
      type: GiftcardAccount,
      authScopes: { admin: "sales" },
      errors: { types: [ProblemError] },
      args: { input: t.arg({ type: GiftcardInput, required: true }) },
      resolve: (_r, { input }, { ctx }) => createGiftcardAccount(ctx, withoutNulls(input)),
    }),
  }));
}
