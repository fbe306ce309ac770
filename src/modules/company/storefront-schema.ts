/**
 * The storefront's company self-service in GraphQL (customer token): `myCompany`, `companyPermissions`,
 * `companyOrders` and the self-service mutations, each answering its object or a `Problem`. The same service
 * functions answer the REST routes (storefront-rest.ts); every permission is checked there, on the server.
 */
import type { Builder } from "../../core/schema-builder.ts";
import type { CoreTypeRefs } from "../../core/modules.ts";
import { ProblemError } from "../../core/errors.ts";
import { permissionsOf } from "./permissions.ts";
import type { CompanyModule } from "./service.ts";
import { companyTypes } from "./types.ts";
import type { MyCompanyDto, SalesRepDto } from "./self-service/company-dto.ts";
import { myCompany, updateProfile } from "./self-service/profile.ts";
import { deactivateMember, updateMember } from "./self-service/members.ts";
import { createRole, deleteRole, updateRole } from "./self-service/roles.ts";
import { createAddress, deleteAddress, updateAddress } from "./self-service/addresses.ts";
import { acceptInvitation, inviteMember } from "./self-service/invitations.ts";
import { companyOrders } from "./self-service/company-orders.ts";

const problem = () => ({ types: [ProblemError], directResult: true });

export function registerStorefrontSchema(builder: Builder, m: CompanyModule, _types: CoreTypeRefs): void {
  const T = companyTypes(builder);
  const SalesRep = builder.objectRef<SalesRepDto>("CompanySalesRep").implement({
    description: "the company's sales representative at the store",
    fields: (t) => ({ name: t.exposeString("name"), email: t.exposeString("email") }),
  });
  const MyCompany = builder.objectRef<MyCompanyDto>("MyCompany").implement({
    description: "the caller's company, as their permissions let them see it",
    fields: (t) => ({
      id: t.exposeInt("id"),
      name: t.exposeString("name"),
      legalName: t.exposeString("legalName"),
      email: t.exposeString("email"),
      phone: t.exposeString("phone"),
      vatId: t.exposeString("vatId"),
      resellerId: t.exposeString("resellerId"),
      status: t.exposeString("status", { description: "pending | active | rejected | blocked" }),
      statusReason: t.exposeString("statusReason"),
      admin: t.expose("admin", { type: T.Member }),
      members: t.expose("members", { type: [T.Member], description: "every member with company.members.view, else the caller's own row" }),
      roles: t.expose("roles", { type: [T.Role], description: "every role with company.roles.manage or company.members.view, else the caller's own" }),
      addresses: t.expose("addresses", { type: [T.Address], description: "with company.addresses.use or company.addresses.manage, else none" }),
      salesRep: t.expose("salesRep", { type: SalesRep, nullable: true }),
      permissions: t.exposeStringList("permissions", { description: "the caller's permission codes (the admin: every code)" }),
      isAdmin: t.exposeBoolean("isAdmin", { description: "the caller is the company admin" }),
    }),
  });

  const ProfileInput = builder.inputType("MyCompanyProfileInput", {
    fields: (t) => ({
      name: t.string(),
      legalName: t.string(),
      email: t.string(),
      phone: t.string(),
      vatId: t.string(),
      resellerId: t.string(),
    }),
  });
  const InviteInput = builder.inputType("CompanyMemberInviteInput", {
    fields: (t) => ({
      email: t.string({ required: true }),
      firstName: t.string({ description: "required for an email without an account" }),
      lastName: t.string({ description: "required for an email without an account" }),
      roleId: t.int(),
      managerId: t.int({ description: "the member they will report to" }),
      jobTitle: t.string(),
    }),
  });
  const MemberInput = builder.inputType("MyCompanyMemberInput", {
    fields: (t) => ({
      roleId: t.int({ description: "null: no role (no permission)" }),
      managerId: t.int({ description: "null: reports to nobody" }),
      jobTitle: t.string(),
      status: t.string({ description: "active | inactive" }),
    }),
  });
  const RoleInput = builder.inputType("MyCompanyRoleInput", {
    fields: (t) => ({
      name: t.string(),
      permissions: t.stringList({ description: "codes of companyPermissions' leaves" }),
    }),
  });
  const AddressInput = builder.inputType("MyCompanyAddressInput", {
    fields: (t) => ({
      label: t.string(),
      firstName: t.string(),
      lastName: t.string(),
      company: t.string(),
      street: t.stringList(),
      city: t.string(),
      region: t.string(),
      regionId: t.int(),
      postcode: t.string(),
      countryId: t.string(),
      telephone: t.string(),
      isDefaultBilling: t.boolean(),
      isDefaultShipping: t.boolean(),
    }),
  });

  builder.queryFields((t) => ({
    myCompany: t.field({
      type: MyCompany,
      nullable: true,
      description: "the caller's company (null: none, or company accounts are off)",
      authScopes: { customer: true },
      resolve: async (_r, _a, { ctx }) => {
        try {
          return await myCompany(ctx, m);
        } catch (e) {
          if (e instanceof ProblemError && e.status === 404) return null;
          throw e;
        }
      },
    }),
    companyPermissions: t.field({
      type: [T.Permission],
      description: "the permission tree with labels (a role's codes are its leaves); a customer token, as in REST",
      authScopes: { customer: true },
      resolve: () => [...permissionsOf(m).nodes()],
    }),
    companyOrders: t.field({
      type: T.OrderPage,
      description:
        "the company's orders the caller may see: mine | subordinates (orders.view.subordinates) | company (orders.view.company) | all (the widest held)",
      authScopes: { customer: true },
      args: { scope: t.arg.string({ defaultValue: "all" }), page: t.arg.int(), pageSize: t.arg.int() },
      resolve: (_r, a, { ctx }) => companyOrders(ctx, m, a),
    }),
  }));

  builder.mutationFields((t) => ({
    companyProfileUpdate: t.field({
      type: MyCompany,
      description: "edits the company profile (company.profile.edit)",
      authScopes: { customer: true },
      errors: problem(),
      args: { input: t.arg({ type: ProfileInput, required: true }) },
      resolve: (_r, { input }, { ctx }) => updateProfile(ctx, m, input),
    }),
    companyMemberInvite: t.field({
      type: T.Member,
      description:
        "invites a customer (company.members.manage): a new email gets an account and a set-password link, an existing customer an invitation to accept; answers the member-to-be (id 0, status invited); 409 already_in_company",
      authScopes: { customer: true },
      errors: problem(),
      args: { input: t.arg({ type: InviteInput, required: true }) },
      resolve: (_r, { input }, { ctx }) => inviteMember(ctx, m, input),
    }),
    companyMemberUpdate: t.field({
      type: T.Member,
      description:
        "changes a member's role, manager, job title or status (company.members.manage); 422 company_admin for the admin's role, manager or status; unless the caller is the admin, permission_denied for a role with codes the caller lacks and for the caller's own role or manager",
      authScopes: { customer: true },
      errors: problem(),
      args: { id: t.arg.int({ required: true }), input: t.arg({ type: MemberInput, required: true }) },
      resolve: (_r, { id, input }, { ctx }) => updateMember(ctx, m, id, input),
    }),
    companyMemberDeactivate: t.field({
      type: T.Member,
      description: "deactivates a member (company.members.manage): their tokens stop on their next request",
      authScopes: { customer: true },
      errors: problem(),
      args: { id: t.arg.int({ required: true }) },
      resolve: (_r, { id }, { ctx }) => deactivateMember(ctx, m, id),
    }),
    companyRoleCreate: t.field({
      type: T.Role,
      authScopes: { customer: true },
      errors: problem(),
      args: { input: t.arg({ type: RoleInput, required: true }) },
      resolve: (_r, { input }, { ctx }) => createRole(ctx, m, input),
    }),
    companyRoleUpdate: t.field({
      type: T.Role,
      authScopes: { customer: true },
      errors: problem(),
      args: { id: t.arg.int({ required: true }), input: t.arg({ type: RoleInput, required: true }) },
      resolve: (_r, { id, input }, { ctx }) => updateRole(ctx, m, id, input),
    }),
    companyRoleDelete: t.field({
      type: T.Role,
      description: "409 role_in_use while members hold it",
      authScopes: { customer: true },
      errors: problem(),
      args: { id: t.arg.int({ required: true }) },
      resolve: (_r, { id }, { ctx }) => deleteRole(ctx, m, id),
    }),
    companyAddressCreate: t.field({
      type: T.Address,
      authScopes: { customer: true },
      errors: problem(),
      args: { input: t.arg({ type: AddressInput, required: true }) },
      resolve: (_r, { input }, { ctx }) => createAddress(ctx, m, input),
    }),
    companyAddressUpdate: t.field({
      type: T.Address,
      authScopes: { customer: true },
      errors: problem(),
      args: { id: t.arg.int({ required: true }), input: t.arg({ type: AddressInput, required: true }) },
      resolve: (_r, { id, input }, { ctx }) => updateAddress(ctx, m, id, input),
    }),
    companyAddressDelete: t.field({
      type: T.Address,
      authScopes: { customer: true },
      errors: problem(),
      args: { id: t.arg.int({ required: true }) },
      resolve: (_r, { id }, { ctx }) => deleteAddress(ctx, m, id),
    }),
    companyInvitationAccept: t.field({
      type: MyCompany,
      description: "joins the company an invitation names (the token is the credential); password: required for a new account's invitation",
      errors: problem(),
      args: { token: t.arg.string({ required: true }), password: t.arg.string() },
      resolve: (_r, { token, password }, { ctx }) => acceptInvitation(ctx, m, { token, ...(password != null ? { password } : {}) }),
    }),
  }));
}
