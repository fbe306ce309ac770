/** Admin GraphQL of customer approval (scope `customers`): the grid, history, decisions, live alerts. */
import { audited } from "../../core/audit/declare.ts";
import type { Builder } from "../../core/schema-builder.ts";
import type { CoreTypeRefs } from "../../core/modules.ts";
import { ProblemError } from "../../core/errors.ts";
import { whileAuthorised } from "../../core/auth/live-scope.ts";
import {
  APPROVAL_STATUSES,
  decide,
  decideMany,
  history,
  listCustomers,
  topics,
  type ApprovalCustomerDto,
  type ApprovalModule,
  type DecisionEvent,
  type MassResult,
  type PendingSort,
  type TransitionDto,
} from "./service.ts";

export function registerApprovalSchema(builder: Builder, m: ApprovalModule, types: CoreTypeRefs) {
  const Status = builder.enumType("ApprovalStatus", { values: APPROVAL_STATUSES });
  const Transition = builder.objectRef<TransitionDto>("ApprovalTransition").implement({
    description: "one change of a customer's approval state",
    fields: (t) => ({
      id: t.exposeInt("id"),
      customerId: t.exposeInt("customerId"),
      fromStatus: t.field({ type: Status, nullable: true, description: "null: the account was created in toStatus", resolve: (x) => x.fromStatus }),
      toStatus: t.field({ type: Status, resolve: (x) => x.toStatus }),
      adminId: t.exposeInt("adminId", { nullable: true, description: "null: not an admin's decision (registration)" }),
      adminUsername: t.exposeString("adminUsername"),
      note: t.exposeString("note"),
      createdAt: t.exposeString("createdAt"),
    }),
  });
  const Customer = builder.objectRef<ApprovalCustomerDto>("ApprovalCustomer").implement({
    description: "a customer as the approval grid shows it",
    fields: (t) => ({
      id: t.exposeInt("id"),
      storeId: t.exposeInt("storeId"),
      email: t.exposeString("email"),
      firstName: t.exposeString("firstName"),
      lastName: t.exposeString("lastName"),
      groupId: t.exposeInt("groupId"),
      isApproved: t.exposeBoolean("isApproved"),
      approvalStatus: t.field({ type: Status, resolve: (c) => c.approvalStatus }),
      createdAt: t.exposeString("createdAt"),
      history: t.field({ type: [Transition], description: "every approval transition, oldest first", resolve: (c, _a, { ctx }) => history(ctx, c.id) }),
    }),
  });
  // the admin's customer: its approval transitions
  builder.objectField(types.Customer, "approvalHistory", (t) =>
    t.field({
      type: [Transition],
      description: "every approval transition of the account, oldest first (admin; customer approval)",
      authScopes: { admin: "customers" },
      resolve: (c, _a, { ctx }) => history(ctx, c.id),
    }),
  );
  const Page = builder.objectRef<{ items: ApprovalCustomerDto[]; totalCount: number }>("ApprovalCustomerPage").implement({
    fields: (t) => ({ items: t.expose("items", { type: [Customer] }), totalCount: t.exposeInt("totalCount") }),
  });
  const Decision = builder.objectRef<DecisionEvent>("ApprovalDecision").implement({
    fields: (t) => ({ customer: t.expose("customer", { type: Customer }), transition: t.expose("transition", { type: Transition }) }),
  });
  const MassItem = builder.objectRef<MassResult>("ApprovalMassItem").implement({
    description: "the outcome for one id of a mass decision",
    fields: (t) => ({
      id: t.exposeInt("id"),
      result: t.field({
        type: Customer,
        errors: { types: [ProblemError], result: { name: "ApprovalMassItemSuccess" }, union: { name: "ApprovalMassItemResult" } },
        resolve: (x) => {
          if (x.outcome instanceof ProblemError) throw x.outcome;
          return x.outcome;
        },
      }),
    }),
  });
  const Filter = builder.inputType("PendingCustomerFilter", {
    fields: (t) => ({
      email: t.string({ description: "part of the email" }),
      name: t.string({ description: "part of the first or last name" }),
      storeId: t.int(),
      status: t.field({ type: [Status], description: "default: pending" }),
      createdFrom: t.field({ type: "DateTime" }),
      createdTo: t.field({ type: "DateTime" }),
    }),
  });
  const SortField = builder.enumType("PendingCustomerSortField", { values: ["createdAt", "email", "lastName", "id"] as const });
  const Direction = builder.enumType("ApprovalSortDirection", { values: ["asc", "desc"] as const });
  const Sort = builder.inputType("PendingCustomerSort", {
    fields: (t) => ({ field: t.field({ type: SortField, defaultValue: "createdAt" }), direction: t.field({ type: Direction, defaultValue: "asc" }) }),
  });

  builder.queryFields((t) => ({
    pendingCustomers: t.field({
      type: Page,
      description: "customers awaiting approval (filter.status picks other states), oldest first by default",
      authScopes: { admin: "customers" },
      args: {
        filter: t.arg({ type: Filter }),
        sort: t.arg({ type: Sort }),
        page: t.arg.int({ defaultValue: 1 }),
        pageSize: t.arg.int({ defaultValue: 20 }),
      },
      resolve: (_r, a, { ctx }) => {
        const sort: PendingSort = { field: a.sort?.field ?? "createdAt", direction: a.sort?.direction ?? "asc" };
        const pageSize = Math.min(Math.max(a.pageSize ?? 20, 1), 100);
        return listCustomers(ctx, a.filter ?? {}, sort, Math.max(a.page ?? 1, 1), pageSize);
      },
    }),
    customerApprovalHistory: t.field({
      type: [Transition],
      authScopes: { admin: "customers" },
      args: { customerId: t.arg.int({ required: true }) },
      resolve: (_r, { customerId }, { ctx }) => history(ctx, customerId),
    }),
  }));

  builder.mutationFields((t) => {
    const single = (to: "active" | "rejected", description: string) =>
      t.field({
        type: Customer,
        description,
        authScopes: { admin: "customers" },
        extensions: audited("customer"),
        errors: { types: [ProblemError] },
        args: { id: t.arg.int({ required: true }), note: t.arg.string() },
        resolve: (_r, { id, note }, { ctx }) => decide(ctx, m, id, to, note ?? "", to === "active" ? "customerApprove" : "customerDecline"),
      });
    const mass = (to: "active" | "rejected", description: string) =>
      t.field({
        type: [MassItem],
        description,
        authScopes: { admin: "customers" },
        extensions: audited("customer"),
        args: { ids: t.arg.intList({ required: true }), note: t.arg.string() },
        resolve: (_r, { ids, note }, { ctx }) => decideMany(ctx, m, ids, to, note ?? "", to === "active" ? "customerApproveMany" : "customerDeclineMany"),
      });
    return {
      customerApprove: single("active", "pending -> active, or rejected -> active: sets is_approved, mails the customer"),
      customerDecline: single("rejected", "pending -> rejected, or active -> rejected: keeps the record, mails the customer, closes a customer cart"),
      customerApproveMany: mass("active", "customerApprove for each id (each in its own transaction), with a result per id"),
      customerDeclineMany: mass("rejected", "customerDecline for each id (each in its own transaction), with a result per id"),
    };
  });

  builder.subscriptionFields((t) => ({
    customerPendingAdded: t.field({
      type: Customer,
      description: "a new account awaits approval (after its registration committed, on any instance)",
      authScopes: { admin: "customers" },
      subscribe: (_r, _a, { ctx }) => whileAuthorised(ctx, "customers", topics(ctx.app).subscribe("customerPendingAdded")),
      resolve: (c) => c,
    }),
    customerApprovalDecided: t.field({
      type: Decision,
      description: "an admin approved or declined a customer (after the decision committed, on any instance)",
      authScopes: { admin: "customers" },
      subscribe: (_r, _a, { ctx }) => whileAuthorised(ctx, "customers", topics(ctx.app).subscribe("customerApprovalDecided")),
      resolve: (e) => e,
    }),
  }));
}
