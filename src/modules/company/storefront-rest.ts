/**
 * REST under /api/rest/v2/b2b/company: the storefront's company self-service (customer token), the same service
 * functions as the GraphQL fields (storefront-schema.ts). Errors: 401 without a token; 404 `not_found` for a caller
 * without a company and for any id not of the caller's company; 403 `permission_denied`; 422 `invalid`; 409
 * `already_in_company`, `role_in_use`.
 */
import { defineRoute, idParam, respond, type RestRoute } from "../../core/routes.ts";
import { permissionsOf } from "./permissions.ts";
import type { CompanyModule } from "./service.ts";
import { profileInput, myCompany, updateProfile } from "./self-service/profile.ts";
import { deactivateMember, getMember, listMembers, memberUpdateInput, updateMember } from "./self-service/members.ts";
import { createRole, deleteRole, listRoles, roleInput, updateRole } from "./self-service/roles.ts";
import { addressInput, createAddress, deleteAddress, getAddress, listAddresses, updateAddress } from "./self-service/addresses.ts";
import { acceptInput, acceptInvitation, inviteInput, inviteMember } from "./self-service/invitations.ts";
import { companyOrder, companyOrders, ordersQuery } from "./self-service/company-orders.ts";
import { requireCustomer } from "../../customer/caller.ts";

const BASE = "/api/rest/v2/b2b/company";
const TAG = "company";

const read = (what: string) => ({ 200: what, 401: "login_required", 404: "not_found: no company, or not the caller's company's" });
const write = (what: string, extra: Record<number, string> = {}) => ({
  200: what,
  401: "login_required",
  403: "permission_denied (the caller's role lacks the permission); company_* (the company's status)",
  404: "not_found: no company, or an id not of the caller's company",
  422: "invalid (field errors)",
  ...extra,
});
const created = (body: unknown) => respond({ status: 201, body });

export function storefrontRoutes(m: CompanyModule): RestRoute[] {
  return [
    {
      id: "b2b_company_get",
      method: "GET",
      path: BASE,
      tag: TAG,
      summary: "The caller's company (profile, members, roles, addresses, sales rep, the caller's permissions), as their permissions let them see it",
      responses: read("the MyCompany JSON"),
      handler: (ctx) => myCompany(ctx, m),
    },
    defineRoute({
      id: "b2b_company_update",
      method: "PATCH",
      path: BASE,
      tag: TAG,
      summary: "Edits the company profile (company.profile.edit); only the fields sent change",
      body: profileInput,
      responses: write("the MyCompany JSON"),
      handler: (ctx, req) => updateProfile(ctx, m, req.body),
    }),
    {
      id: "b2b_company_members",
      method: "GET",
      path: `${BASE}/members`,
      tag: TAG,
      summary: "The company's members (company.members.view; else the caller's own row)",
      responses: read("[member]"),
      handler: (ctx) => listMembers(ctx, m),
    },
    defineRoute({
      id: "b2b_company_member_invite",
      method: "POST",
      path: `${BASE}/members`,
      tag: TAG,
      summary:
        "Invites a customer (company.members.manage): a new email gets an account and a set-password link, an existing customer without a company an invitation to accept; answers the member-to-be (id 0, status invited)",
      body: inviteInput,
      responses: write("the member-to-be", { 201: "invited", 409: "already_in_company", 429: "rate_limited (per inviting member and per company)" }),
      handler: async (ctx, req) => created(await inviteMember(ctx, m, req.body)),
    }),
    {
      id: "b2b_company_member",
      method: "GET",
      path: `${BASE}/members/:id`,
      tag: TAG,
      summary: "One member (company.members.view; else only the caller's own)",
      responses: read("the member"),
      handler: (ctx, req) => getMember(ctx, m, idParam(req.params.id)),
    },
    defineRoute({
      id: "b2b_company_member_update",
      method: "PATCH",
      path: `${BASE}/members/:id`,
      tag: TAG,
      summary:
        "Changes a member's role, manager, job title or status (company.members.manage); 422 company_admin for the admin's role, manager or status; unless the caller is the admin, 403 permission_denied for a role with codes the caller lacks and for the caller's own role or manager",
      body: memberUpdateInput,
      responses: write("the member"),
      handler: (ctx, req) => updateMember(ctx, m, idParam(req.params.id), req.body),
    }),
    {
      id: "b2b_company_member_deactivate",
      method: "DELETE",
      path: `${BASE}/members/:id`,
      tag: TAG,
      summary: "Deactivates a member (company.members.manage): their tokens stop on their next request; 422 company_admin for the admin",
      responses: write("the member, inactive"),
      handler: (ctx, req) => deactivateMember(ctx, m, idParam(req.params.id)),
    },
    {
      id: "b2b_company_roles",
      method: "GET",
      path: `${BASE}/roles`,
      tag: TAG,
      summary: "The company's roles (company.roles.manage or company.members.view; else the caller's own)",
      responses: read("[role]"),
      handler: (ctx) => listRoles(ctx, m),
    },
    defineRoute({
      id: "b2b_company_role_create",
      method: "POST",
      path: `${BASE}/roles`,
      tag: TAG,
      summary: "Creates a role (company.roles.manage); permissions are codes of the permission tree",
      body: roleInput,
      responses: write("the role", { 201: "created" }),
      handler: async (ctx, req) => created(await createRole(ctx, m, req.body)),
    }),
    defineRoute({
      id: "b2b_company_role_update",
      method: "PATCH",
      path: `${BASE}/roles/:id`,
      tag: TAG,
      summary:
        "Renames a role or sets its permissions (company.roles.manage); unless the caller is the admin, 403 permission_denied for added codes the caller lacks",
      body: roleInput,
      responses: write("the role"),
      handler: (ctx, req) => updateRole(ctx, m, idParam(req.params.id), req.body),
    }),
    {
      id: "b2b_company_role_delete",
      method: "DELETE",
      path: `${BASE}/roles/:id`,
      tag: TAG,
      summary: "Deletes a role (company.roles.manage); 409 role_in_use while members hold it",
      responses: write("the deleted role", { 409: "role_in_use" }),
      handler: (ctx, req) => deleteRole(ctx, m, idParam(req.params.id)),
    },
    {
      id: "b2b_company_addresses",
      method: "GET",
      path: `${BASE}/addresses`,
      tag: TAG,
      summary: "The company's address book (company.addresses.use or company.addresses.manage; else empty)",
      responses: read("[address]"),
      handler: (ctx) => listAddresses(ctx, m),
    },
    defineRoute({
      id: "b2b_company_address_create",
      method: "POST",
      path: `${BASE}/addresses`,
      tag: TAG,
      summary: "Adds an address (company.addresses.manage)",
      body: addressInput,
      responses: write("the address", { 201: "created" }),
      handler: async (ctx, req) => created(await createAddress(ctx, m, req.body)),
    }),
    {
      id: "b2b_company_address",
      method: "GET",
      path: `${BASE}/addresses/:id`,
      tag: TAG,
      summary: "One address (company.addresses.use or company.addresses.manage)",
      responses: read("the address"),
      handler: (ctx, req) => getAddress(ctx, m, idParam(req.params.id)),
    },
    defineRoute({
      id: "b2b_company_address_update",
      method: "PATCH",
      path: `${BASE}/addresses/:id`,
      tag: TAG,
      summary: "Changes an address (company.addresses.manage)",
      body: addressInput,
      responses: write("the address"),
      handler: (ctx, req) => updateAddress(ctx, m, idParam(req.params.id), req.body),
    }),
    {
      id: "b2b_company_address_delete",
      method: "DELETE",
      path: `${BASE}/addresses/:id`,
      tag: TAG,
      summary: "Deletes an address (company.addresses.manage)",
      responses: write("the deleted address"),
      handler: (ctx, req) => deleteAddress(ctx, m, idParam(req.params.id)),
    },
    {
      id: "b2b_company_permissions",
      method: "GET",
      path: `${BASE}/permissions`,
      tag: TAG,
      summary: "The permission tree with labels: [{code, label, children}] (a role's codes are its leaves)",
      responses: { 200: "the tree", 401: "login_required" },
      handler: async (ctx) => {
        requireCustomer(ctx);
        return respond({ body: permissionsOf(ctx).nodes() });
      },
    },
    defineRoute({
      id: "b2b_company_invitation_accept",
      method: "POST",
      path: `${BASE}/invitations/accept`,
      tag: TAG,
      summary: "Accepts an invitation (the token is the credential; no login needed); password: required for a new account's invitation",
      exemptFromLoginWall: true,
      body: acceptInput,
      responses: {
        200: "the MyCompany JSON as the new member sees it",
        400: "invalid_token (unknown, expired or used)",
        404: "not_found (company accounts are off)",
        409: "already_in_company",
        422: "invalid (password required for a new account)",
        429: "rate_limited",
      },
      handler: (ctx, req) => acceptInvitation(ctx, m, req.body),
    }),
    defineRoute({
      id: "b2b_company_orders",
      method: "GET",
      path: `${BASE}/orders`,
      tag: TAG,
      summary:
        "The company's orders the caller may see, with who placed each: scope mine | subordinates (orders.view.subordinates) | company (orders.view.company) | all (default: the widest held)",
      query: ordersQuery,
      responses: { ...read("{items, totalCount}"), 403: "permission_denied (a scope the caller does not hold)" },
      handler: (ctx, req) => companyOrders(ctx, m, req.query),
    }),
    {
      id: "b2b_company_order",
      method: "GET",
      path: `${BASE}/orders/:incrementId`,
      tag: TAG,
      summary: "One company order the caller may see, as the customer's own order detail answers it (404 otherwise)",
      responses: read("the order"),
      handler: (ctx, req) => companyOrder(ctx, m, (req.params.incrementId ?? "").slice(0, 64)),
    },
  ];
}
