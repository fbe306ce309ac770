/** Admin GraphQL of trade registration (scope `customers`): the grid, detail, decisions, live alerts. */
import { audited } from "../../core/audit/declare.ts";
import type { Builder } from "../../core/schema-builder.ts";
import type { CoreTypeRefs } from "../../core/modules.ts";
import { ProblemError } from "../../core/errors.ts";
import { whileAuthorised } from "../../core/auth/live-scope.ts";
import {
  APPLICATION_STATUSES,
  applicationById,
  applicationsOfCustomer,
  decide,
  decideMany,
  listApplications,
  topics,
  type ApplicationDto,
  type ApplicationSubmission,
  type ApplicationSort,
  type DecidedEvent,
  type DecideOptions,
  type ExistingCustomer,
  type HistoryEntry,
  type MassResult,
  type RegistrationModule,
} from "./service.ts";

const confirmed = (a: Record<string, unknown>): DecideOptions => ({
  confirmFlaggedSubmissions: a.confirmFlaggedSubmissions === true,
  reactivate: a.reactivate === true,
  confirmExistingAccount: a.confirmExistingAccount === true,
});

export function registerRegistrationSchema(builder: Builder, m: RegistrationModule, types: CoreTypeRefs) {
  const Status = builder.enumType("TradeApplicationStatus", { values: APPLICATION_STATUSES });
  const Entry = builder.objectRef<HistoryEntry>("TradeApplicationHistoryEntry").implement({
    description: "one thing that happened to an application",
    fields: (t) => ({
      kind: t.exposeString("kind", {
        description:
          "submitted, resubmitted (another submission for the email while open; payload: its own data), approved, declined; merged (older rows: payload is the one a later submission replaced)",
      }),
      at: t.exposeString("at"),
      submissionId: t.exposeInt("submissionId", { nullable: true }),
      payload: t.field({ type: "JSON", nullable: true, resolve: (e) => e.payload ?? null }),
      flagged: t.exposeBoolean("flagged", { nullable: true, description: "resubmitted: its data differ from the application's" }),
      note: t.exposeString("note", { nullable: true }),
      adminUsername: t.exposeString("adminUsername", { nullable: true }),
    }),
  });
  const Submission = builder.objectRef<ApplicationSubmission>("TradeApplicationSubmission").implement({
    description: "one submission for the application's email while it was open, with its own data",
    fields: (t) => ({
      submissionId: t.exposeInt("submissionId"),
      kind: t.exposeString("kind", { description: "submitted (opened the application; its payload is the application's) or resubmitted" }),
      formCode: t.exposeString("formCode"),
      at: t.exposeString("at"),
      payload: t.field({ type: "JSON", description: "this submission's data (never a password)", resolve: (x) => x.payload }),
      flagged: t.exposeBoolean("flagged", { description: "a resubmission whose data differ from the application's: it may not come from the applicant" }),
    }),
  });
  const Existing = builder.objectRef<ExistingCustomer>("TradeApplicationExistingCustomer").implement({
    description: "the account an application's email belonged to before the application was made",
    fields: (t) => ({
      id: t.exposeInt("id"),
      status: t.exposeString("status", { description: "its approval status now: pending, active or rejected" }),
      statusAtApplication: t.exposeString("statusAtApplication", { description: "its approval status when the application was made" }),
      groupId: t.exposeInt("groupId"),
    }),
  });
  const Application = builder.objectRef<ApplicationDto>("TradeApplication").implement({
    description: "a trade account application made by a submission of a nominated form",
    fields: (t) => ({
      id: t.exposeInt("id"),
      storeId: t.exposeInt("storeId"),
      email: t.exposeString("email"),
      status: t.field({ type: Status, resolve: (a) => a.status }),
      formCode: t.exposeString("formCode"),
      submissionId: t.exposeInt("submissionId", { description: "the submission that opened it" }),
      payload: t.field({
        type: "JSON",
        description: "the payload of the submission that opened it (never a password); later submissions never replace it",
        resolve: (a) => a.payload,
      }),
      submissions: t.field({
        type: [Submission],
        description: "every submission for the email while it was open, oldest first",
        resolve: (a) => a.submissions,
      }),
      flaggedSubmissions: t.exposeInt("flaggedSubmissions", {
        description: "later submissions whose data differ from payload: approval needs confirmFlaggedSubmissions while above 0",
      }),
      history: t.field({ type: [Entry], resolve: (a) => a.history }),
      customerId: t.exposeInt("customerId"),
      forExistingAccount: t.exposeBoolean("forExistingAccount", {
        description:
          "the email belonged to an account before this application (anyone can type it): declining never changes that account; approving needs confirmExistingAccount",
      }),
      existingCustomer: t.field({
        type: Existing,
        nullable: true,
        description: "that account, when forExistingAccount",
        resolve: (a) => a.existingCustomer,
      }),
      hasPassword: t.exposeBoolean("hasPassword", {
        description: "the applicant's account has a password (false: approval mails a one-time set-password link)",
      }),
      decisionNote: t.exposeString("decisionNote"),
      decidedAt: t.exposeString("decidedAt", { nullable: true }),
      createdAt: t.exposeString("createdAt"),
      updatedAt: t.exposeString("updatedAt"),
    }),
  });
  // the admin's customer: the applications made for the account
  builder.objectField(types.Customer, "tradeApplications", (t) =>
    t.field({
      type: [Application],
      description: "the trade applications made for this account, newest first (admin; trade registration)",
      authScopes: { admin: "customers" },
      resolve: (c, _a, { ctx }) => applicationsOfCustomer(ctx, c.id),
    }),
  );
  const Page = builder.objectRef<{ items: ApplicationDto[]; totalCount: number }>("TradeApplicationPage").implement({
    fields: (t) => ({ items: t.expose("items", { type: [Application] }), totalCount: t.exposeInt("totalCount") }),
  });
  const Decided = builder.objectRef<DecidedEvent>("TradeApplicationDecision").implement({
    fields: (t) => ({ application: t.expose("application", { type: Application }), customerGroupId: t.exposeInt("customerGroupId") }),
  });
  const MassItem = builder.objectRef<MassResult>("TradeApplicationMassItem").implement({
    description: "the outcome for one id of a mass decision",
    fields: (t) => ({
      id: t.exposeInt("id"),
      result: t.field({
        type: Application,
        errors: { types: [ProblemError], result: { name: "TradeApplicationMassItemSuccess" }, union: { name: "TradeApplicationMassItemResult" } },
        resolve: (x) => {
          if (x.outcome instanceof ProblemError) throw x.outcome;
          return x.outcome;
        },
      }),
    }),
  });
  const Filter = builder.inputType("TradeApplicationFilter", {
    fields: (t) => ({
      status: t.field({ type: [Status], description: "default: every status" }),
      email: t.string({ description: "part of the applicant's email" }),
      storeId: t.int(),
      createdFrom: t.field({ type: "DateTime" }),
      createdTo: t.field({ type: "DateTime" }),
      forExistingAccount: t.boolean({ description: "only applications made for an account that existed before them (true) or that made theirs (false)" }),
    }),
  });
  const SortField = builder.enumType("TradeApplicationSortField", { values: ["createdAt", "email", "status", "id"] as const });
  const Direction = builder.enumType("TradeApplicationSortDirection", { values: ["asc", "desc"] as const });
  const Sort = builder.inputType("TradeApplicationSort", {
    fields: (t) => ({ field: t.field({ type: SortField, defaultValue: "createdAt" }), direction: t.field({ type: Direction, defaultValue: "desc" }) }),
  });

  builder.queryFields((t) => ({
    tradeApplications: t.field({
      type: Page,
      description: "trade applications, newest first by default",
      authScopes: { admin: "customers" },
      args: { filter: t.arg({ type: Filter }), sort: t.arg({ type: Sort }), page: t.arg.int({ defaultValue: 1 }), pageSize: t.arg.int({ defaultValue: 20 }) },
      resolve: (_r, a, { ctx }) => {
        const sort: ApplicationSort = { field: a.sort?.field ?? "createdAt", direction: a.sort?.direction ?? "desc" };
        const pageSize = Math.min(Math.max(a.pageSize ?? 20, 1), 100);
        return listApplications(ctx, a.filter ?? {}, sort, Math.max(a.page ?? 1, 1), pageSize);
      },
    }),
    tradeApplication: t.field({
      type: Application,
      nullable: true,
      description: "one application with its payload and history",
      authScopes: { admin: "customers" },
      args: { id: t.arg.int({ required: true }) },
      resolve: (_r, { id }, { ctx }) => applicationById(ctx, id),
    }),
  }));

  builder.mutationFields((t) => {
    const confirmations = {
      confirmFlaggedSubmissions: t.arg.boolean({ description: "approve although later submissions carry other data (flaggedSubmissions > 0)" }),
      reactivate: t.arg.boolean({ description: "approve a declined application or a rejected customer, reactivating the account" }),
      confirmExistingAccount: t.arg.boolean({
        description: "approve an application made for an account that existed before it (forExistingAccount), moving that account to b2bGroupId",
      }),
    };
    const single = (to: "approved" | "declined", description: string) =>
      t.field({
        type: Application,
        description,
        authScopes: { admin: "customers" },
        errors: { types: [ProblemError] },
        args: { id: t.arg.int({ required: true }), note: t.arg.string(), ...(to === "approved" ? confirmations : {}) },
        extensions: audited("trade_application"),
        resolve: (_r, { id, note, ...a }, { ctx }) => decide(ctx, m, id, to, note ?? "", confirmed(a)),
      });
    const mass = (to: "approved" | "declined", description: string) =>
      t.field({
        type: [MassItem],
        description,
        authScopes: { admin: "customers" },
        args: { ids: t.arg.intList({ required: true }), note: t.arg.string(), ...(to === "approved" ? confirmations : {}) },
        extensions: audited("trade_application"),
        resolve: (_r, { ids, note, ...a }, { ctx }) => decideMany(ctx, m, ids, to, note ?? "", confirmed(a)),
      });
    return {
      tradeApplicationApprove: single(
        "approved",
        "approves the application and its customer (customer approval's decision when installed), moves the customer to b2bGroupId, mails; 409 b2b_group_missing while none is configured, flagged_submissions without confirmFlaggedSubmissions, reactivation_unconfirmed (a declined application or rejected customer) without reactivate, existing_account_unconfirmed (forExistingAccount) without confirmExistingAccount, conflict when another decision got there first",
      ),
      tradeApplicationDecline: single(
        "declined",
        "declines the application and its customer (both records kept, the group unchanged), mails; an application for an account that existed before it (forExistingAccount) is declined alone, the account unchanged",
      ),
      tradeApplicationApproveMany: mass("approved", "tradeApplicationApprove for each id (each in its own transaction), with a result per id"),
      tradeApplicationDeclineMany: mass("declined", "tradeApplicationDecline for each id (each in its own transaction), with a result per id"),
    };
  });

  builder.subscriptionFields((t) => ({
    tradeApplicationAdded: t.field({
      type: Application,
      description: "a trade application was recorded, or another submission appended to it (after its submission committed, on any instance)",
      authScopes: { admin: "customers" },
      subscribe: (_r, _a, { ctx }) => whileAuthorised(ctx, "customers", topics(ctx.app).subscribe("tradeApplicationAdded")),
      resolve: (a) => a,
    }),
    tradeApplicationDecided: t.field({
      type: Decided,
      description: "an application was approved or declined (after the decision committed, on any instance)",
      authScopes: { admin: "customers" },
      subscribe: (_r, _a, { ctx }) => whileAuthorised(ctx, "customers", topics(ctx.app).subscribe("tradeApplicationDecided")),
      resolve: (e) => e,
    }),
  }));
}
