/**
 * Admin GraphQL of the customer domain (scope `customers`): `customers` and `customer(id)` on the shared `Customer`
 * type (its admin fields: status, store and group names, dob, taxvat; the sales domain adds `orders`, customer
 * approval `approvalHistory`, trade registration `tradeApplications`), `customerDelete`,
 * `customerPasswordResetSend`. The storefront's `customerCreate`, `customerUpdate` and address mutations serve the
 * admin too: given a customer's id (`customerId`, or `id` on `customerUpdate`), or without a password on
 * `customerCreate`, they are the admin's (scope `customers`) and anybody else is refused; without one they are the
 * logged-in customer's as before (schema.ts).
 */
import { audited } from "../core/audit/declare.ts";
import type { ObjectRef } from "@pothos/core";
import type { Builder, BuilderTypes } from "../core/schema-builder.ts";
import { ProblemError } from "../core/errors.ts";
import { gridPagingArgs } from "../core/api/paging.ts";
import type { CustomerDto } from "./service.ts";
import { ACCOUNT_STATUSES, CUSTOMER_SORT_FIELDS, adminDeleteCustomer, adminSendPasswordReset, customerById, listAllCustomers } from "./admin-service.ts";

type Types = PothosSchemaTypes.ExtendDefaultTypes<BuilderTypes>;

export function registerCustomerAdminSchema(builder: Builder, Customer: ObjectRef<Types, CustomerDto>) {
  builder.objectFields(Customer, (t) => ({
    status: t.exposeString("approvalStatus", {
      authScopes: { admin: "customers" },
      description: "the approval state: active, pending or rejected (approvalStatus)",
    }),
    storeId: t.exposeInt("storeId", { authScopes: { admin: "customers" } }),
    dob: t.exposeString("dob", { authScopes: { admin: "customers" }, nullable: true, description: "date of birth, YYYY-MM-DD" }),
    taxvat: t.exposeString("taxvat", { authScopes: { admin: "customers" }, nullable: true, description: "tax/VAT number" }),
    groupName: t.string({
      authScopes: { admin: "customers" },
      description: "the customer group's name",
      resolve: async (c, _a, { ctx }) =>
        c.groupName ?? (await ctx.app.db.customerGroup.findUnique({ where: { id: c.groupId }, select: { name: true } }))?.name ?? "",
    }),
    storeName: t.string({
      authScopes: { admin: "customers" },
      description: "the store's name",
      resolve: async (c, _a, { ctx }) => c.storeName ?? (await ctx.app.db.store.findUnique({ where: { id: c.storeId }, select: { name: true } }))?.name ?? "",
    }),
  }));

  const Status = builder.enumType("CustomerAccountStatus", { values: ACCOUNT_STATUSES });
  const Filter = builder.inputType("CustomerFilter", {
    fields: (t) => ({
      status: t.field({ type: [Status], description: "approval states (any of them); default: every state" }),
      groupId: t.int(),
      storeId: t.int(),
      email: t.string({ description: "part of the email" }),
      name: t.string({ description: "part of the first or last name" }),
      createdFrom: t.field({ type: "DateTime" }),
      createdTo: t.field({ type: "DateTime" }),
      search: t.string({ description: "part of the email or a name, or the customer's id" }),
    }),
  });
  const SortField = builder.enumType("CustomerSortField", { values: CUSTOMER_SORT_FIELDS });
  const Direction = builder.enumType("CustomerSortDirection", { values: ["asc", "desc"] as const });
  const Sort = builder.inputType("CustomerSort", {
    fields: (t) => ({ field: t.field({ type: SortField, defaultValue: "createdAt" }), direction: t.field({ type: Direction, defaultValue: "desc" }) }),
  });
  const Page = builder.objectRef<{ items: CustomerDto[]; totalCount: number }>("CustomerPage").implement({
    fields: (t) => ({ items: t.expose("items", { type: [Customer] }), totalCount: t.exposeInt("totalCount") }),
  });

  builder.queryFields((t) => ({
    customers: t.field({
      type: Page,
      description: "every customer (admin), newest first by default; filter.status gives the approval grid's states",
      authScopes: { admin: "customers" },
      args: { filter: t.arg({ type: Filter }), sort: t.arg({ type: Sort }), page: t.arg.int({ defaultValue: 1 }), pageSize: t.arg.int({ defaultValue: 20 }) },
      resolve: (_r, a, { ctx }) => {
        const { page, pageSize } = gridPagingArgs(a);
        return listAllCustomers(ctx, a.filter ?? {}, { field: a.sort?.field ?? "createdAt", direction: a.sort?.direction ?? "desc" }, page, pageSize);
      },
    }),
    customer: t.field({
      type: Customer,
      nullable: true,
      description: "one customer (admin) with addresses, newsletter state and what the domains and modules add; null when there is none",
      authScopes: { admin: "customers" },
      args: { id: t.arg.int({ required: true }) },
      resolve: (_r, { id }, { ctx }) => customerById(ctx, id),
    }),
  }));

  builder.mutationFields((t) => ({
    customerDelete: t.field({
      extensions: audited("customer"),
      type: Customer,
      description: "deletes an account without orders (Problem has_orders otherwise); answers the customer as it was",
      authScopes: { admin: "customers" },
      errors: { types: [ProblemError] },
      args: { id: t.arg.int({ required: true }) },
      resolve: (_r, { id }, { ctx }) => adminDeleteCustomer(ctx, id),
    }),
    customerPasswordResetSend: t.field({
      extensions: audited("customer"),
      type: Customer,
      description: "mails the customer a one-time link to choose a new password",
      authScopes: { admin: "customers" },
      errors: { types: [ProblemError] },
      args: { id: t.arg.int({ required: true }) },
      resolve: (_r, { id }, { ctx }) => adminSendPasswordReset(ctx, id),
    }),
  }));
}
