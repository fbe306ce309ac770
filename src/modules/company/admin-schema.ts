/**
 * The merchant's company administration in GraphQL (admin scope `companies`): the grid (`companies`), the detail
 * (`company`, with members, roles, addresses, orders), the history (`companyHistory`, newest first), and the
 * mutations, each answering `CompanyResult = Company | Problem` (mass variants: a result per id). The admin
 * `Customer` gains `company`. docs/companies-admin.md describes them.
 */
import { audited } from "../../core/audit/declare.ts";
import { gridPagingArgs } from "../../core/api/paging.ts";
import { withoutNulls } from "../../core/api/input.ts";
import { ProblemError } from "../../core/errors.ts";
import type { CoreTypeRefs } from "../../core/modules.ts";
import type { Builder } from "../../core/schema-builder.ts";
import type { MassResult } from "../../core/mass-action.ts";
import type { Company } from "../../generated/prisma/client.ts";
import { createCompany } from "./admin/create.ts";
import {
  type CompanyAdminRef,
  addressesOf,
  adminOf,
  companyById,
  companyOfCustomer,
  groupNameOf,
  historyOf,
  memberCountOf,
  membersOf,
  ordersOf,
  parentNameOf,
  rolesOf,
  salesRepOf,
  type SalesRepDto,
} from "./admin/detail.ts";
import { COMPANY_SORT_FIELDS, listCompanies } from "./admin/list.ts";
import { decideCompanies, decideCompany } from "./admin/mass.ts";
import { assignMember, transferAdmin } from "./admin/members-admin.ts";
import { updateCompany } from "./admin/update.ts";
import type { CompanyModule } from "./service.ts";
import type { StatusAction } from "./status.ts";
import { companyTypes } from "./types.ts";

declare module "../../core/schema-builder.ts" {
  interface AdminScopes {
    /** company accounts (this module) */
    companies: true;
  }
}

const scope = { admin: "companies" } as const;

/**
 * the mutations' answer, `CompanyResult = Company | Problem` (the contract's shape, not the XxxSuccess wrapper):
 * one union for every field (the errors plugin makes it once per builder, keyed by the result name)
 */
const companyResult = {
  types: [ProblemError],
  directResult: true,
  result: { name: "CompanyResult" },
  union: { name: "CompanyResult", description: "the company, or why the change was refused" },
};

export function registerAdminSchema(builder: Builder, m: CompanyModule, types: CoreTypeRefs): void {
  const shared = companyTypes(builder);
  const SalesRep = builder.objectRef<SalesRepDto>("CompanyAdminSalesRep").implement({
    description: "a company's sales representative: an admin user",
    fields: (t) => ({ id: t.exposeInt("id"), username: t.exposeString("username"), email: t.exposeString("email") }),
  });
  const AdminRef = builder.objectRef<CompanyAdminRef>("CompanyAdminCustomer").implement({
    description: "the company admin: a customer who holds every permission of the company",
    fields: (t) => ({
      customerId: t.exposeInt("customerId"),
      email: t.exposeString("email"),
      firstName: t.exposeString("firstName"),
      lastName: t.exposeString("lastName"),
    }),
  });
  const CompanyRef = builder.objectRef<Company>("Company").implement({
    description: "a buying company as the merchant administers it (admin scope companies)",
    fields: (t) => ({
      id: t.exposeInt("id"),
      name: t.exposeString("name"),
      legalName: t.exposeString("legalName"),
      email: t.exposeString("email"),
      phone: t.exposeString("phone"),
      vatId: t.exposeString("vatId"),
      resellerId: t.exposeString("resellerId"),
      status: t.exposeString("status", { description: "pending | active | rejected | blocked" }),
      statusReason: t.exposeString("statusReason", { description: "why it was rejected or blocked" }),
      storeId: t.exposeInt("storeId"),
      customerGroupId: t.exposeInt("customerGroupId", { description: "the group its members buy in while it is active or blocked" }),
      customerGroupName: t.string({ resolve: (c, _a, { ctx }) => groupNameOf(ctx, c) }),
      salesRepId: t.exposeInt("salesRepId", { nullable: true }),
      salesRep: t.field({ type: SalesRep, nullable: true, resolve: (c, _a, { ctx }) => salesRepOf(ctx, c) }),
      parentId: t.exposeInt("parentId", { nullable: true }),
      parentName: t.string({ nullable: true, resolve: (c, _a, { ctx }) => parentNameOf(ctx, c) }),
      applicationId: t.exposeInt("applicationId", { nullable: true, description: "the trade application it was made from" }),
      admin: t.field({ type: AdminRef, resolve: (c, _a, { ctx }) => adminOf(ctx, c) }),
      memberCount: t.int({ resolve: (c, _a, { ctx }) => memberCountOf(ctx, c) }),
      members: t.field({ type: [shared.Member], resolve: (c, _a, { ctx }) => membersOf(ctx, c) }),
      roles: t.field({ type: [shared.Role], resolve: (c, _a, { ctx }) => rolesOf(ctx, c) }),
      addresses: t.field({ type: [shared.Address], resolve: (c, _a, { ctx }) => addressesOf(ctx, c) }),
      orders: t.field({
        type: shared.OrderPage,
        description: "the orders placed for the company, newest first",
        args: { page: t.arg.int({ defaultValue: 1 }), pageSize: t.arg.int({ defaultValue: 20 }) },
        resolve: (c, a, { ctx }) => {
          const { page, pageSize } = gridPagingArgs(a);
          return ordersOf(ctx, c, page, pageSize);
        },
      }),
      createdAt: t.string({ resolve: (c) => c.createdAt.toISOString() }),
      updatedAt: t.string({ resolve: (c) => c.updatedAt.toISOString() }),
    }),
  });
  const MassItem = builder.objectRef<MassResult<Company>>("CompanyMassItem").implement({
    description: "the outcome for one id of a mass status change",
    fields: (t) => ({
      id: t.exposeInt("id"),
      result: t.field({
        type: CompanyRef,
        errors: companyResult,
        resolve: (x) => {
          if (x.outcome instanceof ProblemError) throw x.outcome;
          return x.outcome;
        },
      }),
    }),
  });
  const Grid = builder.objectRef<{ items: Company[]; totalCount: number }>("CompanyGrid").implement({
    fields: (t) => ({ items: t.expose("items", { type: [CompanyRef] }), totalCount: t.exposeInt("totalCount") }),
  });
  const Filter = builder.inputType("CompanyFilter", {
    fields: (t) => ({
      status: t.stringList({ description: "any of these: pending, active, rejected, blocked" }),
      search: t.string({ description: "part of the name, legal name, email, VAT id or the admin's email (any case), or the id" }),
      salesRepId: t.int(),
      customerGroupId: t.int(),
      customerId: t.int({ description: "the company this customer belongs to" }),
      applicationId: t.int({ description: "the company made from this trade application" }),
    }),
  });
  const SortField = builder.enumType("CompanySortField", { values: COMPANY_SORT_FIELDS });
  const Direction = builder.enumType("CompanySortDirection", { values: ["ASC", "DESC"] as const });
  const Sort = builder.inputType("CompanySort", {
    fields: (t) => ({ field: t.field({ type: SortField, defaultValue: "id" }), direction: t.field({ type: Direction, defaultValue: "DESC" }) }),
  });
  const AdminInput = builder.inputType("CompanyAdminInput", {
    description: "the company admin: an existing customer (customerId) or a new one (email, firstName, lastName: gets a set-password mail)",
    fields: (t) => ({
      customerId: t.int(),
      email: t.string(),
      firstName: t.string(),
      lastName: t.string(),
      jobTitle: t.string(),
    }),
  });
  const CreateInput = builder.inputType("CompanyCreateInput", {
    fields: (t) => ({
      name: t.string({ required: true }),
      legalName: t.string(),
      email: t.string(),
      phone: t.string(),
      vatId: t.string(),
      resellerId: t.string(),
      customerGroupId: t.int({ description: "default: the store's default group" }),
      salesRepId: t.int({ description: "an admin user" }),
      parentId: t.int(),
      storeId: t.int({ description: "default: the default store" }),
      status: t.string({ description: "active (default) or pending" }),
      admin: t.field({ type: AdminInput, required: true }),
    }),
  });
  const UpdateInput = builder.inputType("CompanyUpdateInput", {
    description: "only the fields given change; null clears salesRepId or parentId",
    fields: (t) => ({
      name: t.string(),
      legalName: t.string(),
      email: t.string(),
      phone: t.string(),
      vatId: t.string(),
      resellerId: t.string(),
      customerGroupId: t.int({ description: "every member's prices change on their next request" }),
      salesRepId: t.int(),
      parentId: t.int(),
      storeId: t.int(),
    }),
  });

  builder.objectField(types.Customer, "company", (t) =>
    t.field({
      type: CompanyRef,
      nullable: true,
      description: "the company the customer belongs to (admin; company accounts)",
      authScopes: scope,
      resolve: (c, _a, { ctx }) => companyOfCustomer(ctx, c.id),
    }),
  );

  builder.queryFields((t) => ({
    companies: t.field({
      type: Grid,
      description: "the companies (admin), newest first by default",
      authScopes: scope,
      args: { filter: t.arg({ type: Filter }), sort: t.arg({ type: Sort }), page: t.arg.int({ defaultValue: 1 }), pageSize: t.arg.int({ defaultValue: 20 }) },
      resolve: (_r, a, { ctx }) => {
        const { page, pageSize } = gridPagingArgs(a);
        return listCompanies(ctx, a.filter ?? {}, { field: a.sort?.field ?? "id", direction: a.sort?.direction ?? "DESC" }, page, pageSize);
      },
    }),
    company: t.field({
      type: CompanyRef,
      nullable: true,
      description: "one company (admin); null when there is none",
      authScopes: scope,
      args: { id: t.arg.int({ required: true }) },
      resolve: (_r, { id }, { ctx }) => companyById(ctx, id),
    }),
    companyHistory: t.field({
      type: shared.EventPage,
      description: "every change to the company, newest first",
      authScopes: scope,
      args: { id: t.arg.int({ required: true }), page: t.arg.int({ defaultValue: 1 }), pageSize: t.arg.int({ defaultValue: 20 }) },
      resolve: (_r, a, { ctx }) => {
        const { page, pageSize } = gridPagingArgs(a);
        return historyOf(ctx, a.id, page, pageSize);
      },
    }),
  }));

  builder.mutationFields((t) => {
    const status = (action: StatusAction, description: string, reason: "required" | "none") =>
      t.field({
        type: CompanyRef,
        errors: companyResult,
        description,
        authScopes: scope,
        extensions: audited("company"),
        args: {
          id: t.arg.int({ required: true }),
          ...(reason === "required" ? { reason: t.arg.string({ required: true }) } : {}),
          ...(action === "approve" ? { customerGroupId: t.arg.int({ description: "approve into this group (default: the company's)" }) } : {}),
        },
        resolve: (_r, a, { ctx }) => {
          const args = a as { id: number; reason?: string; customerGroupId?: number | null };
          return decideCompany(ctx, m, args.id, action, args.reason ?? "", args.customerGroupId);
        },
      });
    const mass = (action: StatusAction, description: string) =>
      t.field({
        type: [MassItem],
        description,
        authScopes: scope,
        extensions: audited("company"),
        args: { ids: t.arg.intList({ required: true }), reason: t.arg.string() },
        resolve: (_r, { ids, reason }, { ctx }) => decideCompanies(ctx, m, ids, action, reason ?? ""),
      });
    return {
      companyCreate: t.field({
        type: CompanyRef,
        errors: companyResult,
        description: "a company with an existing customer (in no company) or a new one as its admin; a new admin gets a set-password mail",
        authScopes: scope,
        extensions: audited("company"),
        args: { input: t.arg({ type: CreateInput, required: true }) },
        resolve: (_r, { input }, { ctx }) => createCompany(ctx, m, { ...withoutNulls(input), admin: withoutNulls(input.admin) }),
      }),
      companyUpdate: t.field({
        type: CompanyRef,
        errors: companyResult,
        description: "profile, group, sales rep, parent, store (only the fields given)",
        authScopes: scope,
        extensions: audited("company"),
        args: { id: t.arg.int({ required: true }), input: t.arg({ type: UpdateInput, required: true }) },
        resolve: (_r, { id, input }, { ctx }) => {
          const { salesRepId, parentId, ...rest } = input;
          return updateCompany(ctx, id, {
            ...withoutNulls(rest),
            ...(salesRepId !== undefined ? { salesRepId } : {}),
            ...(parentId !== undefined ? { parentId } : {}),
          });
        },
      }),
      companyApprove: status("approve", "pending or rejected -> active (optionally into another group); mails the company admin", "none"),
      companyReject: status("reject", "pending, active or blocked -> rejected: its members lose their tokens; mails the company admin", "required"),
      companyBlock: status("block", "active -> blocked: members may browse, not order; mails the company admin", "required"),
      companyUnblock: status("unblock", "blocked -> active; mails the company admin", "none"),
      companyApproveMany: mass("approve", "companyApprove for each id (each in its own transaction), with a result per id"),
      companyRejectMany: mass("reject", "companyReject for each id (each in its own transaction), with a result per id"),
      companyBlockMany: mass("block", "companyBlock for each id (each in its own transaction), with a result per id"),
      companyUnblockMany: mass("unblock", "companyUnblock for each id (each in its own transaction), with a result per id"),
      companyMemberAssign: t.field({
        type: CompanyRef,
        errors: companyResult,
        description: "moves an existing customer of the company's store, in no company, into the company (409 already_in_company otherwise)",
        authScopes: scope,
        extensions: audited("company"),
        args: {
          companyId: t.arg.int({ required: true }),
          customerId: t.arg.int({ required: true }),
          roleId: t.arg.int(),
          managerId: t.arg.int({ description: "a member of the same company" }),
          jobTitle: t.arg.string(),
        },
        resolve: (_r, a, { ctx }) => assignMember(ctx, a),
      }),
      companyAdminTransfer: t.field({
        type: CompanyRef,
        errors: companyResult,
        description:
          "makes an active member the company admin; the former admin stays a member with formerAdminRoleId (a role of this company), or with no role (no permissions) without it",
        authScopes: scope,
        extensions: audited("company"),
        args: {
          id: t.arg.int({ required: true }),
          customerId: t.arg.int({ required: true }),
          formerAdminRoleId: t.arg.int({ description: "the role the former admin gets; omitted or null: no role, so no permissions" }),
        },
        resolve: (_r, a, { ctx }) => transferAdmin(ctx, a.id, a.customerId, a.formerAdminRoleId),
      }),
    };
  });
}
