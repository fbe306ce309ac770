/**
 * The company's object types, shared by the storefront's self-service and the merchant's administration (one
 * GraphQL type each, registered once per schema builder), and the DTOs they expose.
 */
import type { Builder } from "../../core/schema-builder.ts";
import type { CompanyAddress, CompanyEvent, CompanyMember, CompanyRole } from "../../generated/prisma/client.ts";
import type { PermissionNode, PermissionTree } from "./permissions.ts";

export interface MemberDto {
  id: number;
  customerId: number;
  email: string;
  firstName: string;
  lastName: string;
  role: RoleDto | null;
  managerId: number | null;
  jobTitle: string;
  status: string;
  isAdmin: boolean;
}
export interface RoleDto {
  id: number;
  name: string;
  permissions: string[];
  memberCount: number;
}
export interface AddressDto {
  id: number;
  label: string;
  firstName: string;
  lastName: string;
  company: string;
  street: string[];
  city: string;
  region: string;
  regionId: number | null;
  postcode: string;
  countryId: string;
  telephone: string;
  isDefaultBilling: boolean;
  isDefaultShipping: boolean;
}
export interface PlacedByDto {
  customerId: number;
  email: string;
  firstName: string;
  lastName: string;
}
export interface CompanyOrderDto {
  incrementId: string;
  createdAt: string;
  status: string;
  grandTotal: number;
  currency: string;
  poNumber: string | null;
  invoiceEmail: string | null;
  placedBy: PlacedByDto;
}
export interface EventDto {
  id: number;
  kind: string;
  actorKind: string;
  actorName: string;
  subjectType: string;
  subjectId: number | null;
  before: string | null;
  after: string | null;
  note: string;
  createdAt: string;
}

/** `tree`: the app's permission tree (codes no longer in it are not shown) */
export const toRoleDto = (r: CompanyRole, memberCount: number, tree: PermissionTree): RoleDto => ({
  id: r.id,
  name: r.name,
  permissions: tree.parse(r.permissions),
  memberCount,
});

export const toMemberDto = (
  m: CompanyMember,
  customer: { email: string; firstName: string; lastName: string },
  role: RoleDto | null,
  adminCustomerId: number,
): MemberDto => ({
  id: m.id,
  customerId: m.customerId,
  email: customer.email,
  firstName: customer.firstName,
  lastName: customer.lastName,
  role: m.customerId === adminCustomerId ? null : role,
  managerId: m.managerId,
  jobTitle: m.jobTitle,
  status: m.status,
  isAdmin: m.customerId === adminCustomerId,
});

export const toAddressDto = (a: CompanyAddress): AddressDto => ({
  id: a.id,
  label: a.label,
  firstName: a.firstName,
  lastName: a.lastName,
  company: a.company,
  street: a.street.split("\n"),
  city: a.city,
  region: a.region,
  regionId: a.regionId,
  postcode: a.postcode,
  countryId: a.countryId,
  telephone: a.telephone,
  isDefaultBilling: a.isDefaultBilling,
  isDefaultShipping: a.isDefaultShipping,
});

export const toEventDto = (e: CompanyEvent): EventDto => ({ ...e, createdAt: e.createdAt.toISOString() });

function build(builder: Builder) {
  const Role = builder.objectRef<RoleDto>("CompanyRole").implement({
    description: "a role of a company: a name and permission codes (companyPermissions lists the tree)",
    fields: (t) => ({
      id: t.exposeInt("id"),
      name: t.exposeString("name"),
      permissions: t.exposeStringList("permissions"),
      memberCount: t.exposeInt("memberCount", { description: "members holding it" }),
    }),
  });
  const Member = builder.objectRef<MemberDto>("CompanyMember").implement({
    description: "a customer's membership of a company",
    fields: (t) => ({
      id: t.exposeInt("id"),
      customerId: t.exposeInt("customerId"),
      email: t.exposeString("email"),
      firstName: t.exposeString("firstName"),
      lastName: t.exposeString("lastName"),
      role: t.expose("role", { type: Role, nullable: true, description: "null: the company admin, who holds every permission" }),
      managerId: t.exposeInt("managerId", { nullable: true, description: "the member this one reports to" }),
      jobTitle: t.exposeString("jobTitle"),
      status: t.exposeString("status", { description: "active | inactive" }),
      isAdmin: t.exposeBoolean("isAdmin"),
    }),
  });
  const Address = builder.objectRef<AddressDto>("CompanyAddress").implement({
    description: "an address of the company's address book",
    fields: (t) => ({
      id: t.exposeInt("id"),
      label: t.exposeString("label"),
      firstName: t.exposeString("firstName"),
      lastName: t.exposeString("lastName"),
      company: t.exposeString("company"),
      street: t.exposeStringList("street"),
      city: t.exposeString("city"),
      region: t.exposeString("region"),
      regionId: t.exposeInt("regionId", { nullable: true }),
      postcode: t.exposeString("postcode"),
      countryId: t.exposeString("countryId"),
      telephone: t.exposeString("telephone"),
      isDefaultBilling: t.exposeBoolean("isDefaultBilling"),
      isDefaultShipping: t.exposeBoolean("isDefaultShipping"),
    }),
  });
  const PlacedBy = builder.objectRef<PlacedByDto>("CompanyOrderPlacer").implement({
    fields: (t) => ({
      customerId: t.exposeInt("customerId"),
      email: t.exposeString("email"),
      firstName: t.exposeString("firstName"),
      lastName: t.exposeString("lastName"),
    }),
  });
  const Order = builder.objectRef<CompanyOrderDto>("CompanyOrder").implement({
    description: "an order placed for a company, and who placed it",
    fields: (t) => ({
      incrementId: t.exposeString("incrementId"),
      createdAt: t.exposeString("createdAt"),
      status: t.exposeString("status"),
      grandTotal: t.exposeFloat("grandTotal"),
      currency: t.exposeString("currency"),
      poNumber: t.exposeString("poNumber", { nullable: true }),
      invoiceEmail: t.exposeString("invoiceEmail", { nullable: true }),
      placedBy: t.expose("placedBy", { type: PlacedBy }),
    }),
  });
  const OrderPage = builder.objectRef<{ items: CompanyOrderDto[]; totalCount: number }>("CompanyOrderPage").implement({
    fields: (t) => ({ items: t.expose("items", { type: [Order] }), totalCount: t.exposeInt("totalCount") }),
  });
  const Permission = builder.objectRef<PermissionNode>("CompanyPermissionNode");
  Permission.implement({
    description: "a node of the company permission tree: a group (with children) or an assignable code (a leaf)",
    fields: (t) => ({
      code: t.exposeString("code"),
      label: t.exposeString("label"),
      children: t.field({ type: [Permission], resolve: (n) => n.children ?? [] }),
    }),
  });
  const Event = builder.objectRef<EventDto>("CompanyEvent").implement({
    description: "one change to a company, appended and never rewritten: who, when, before, after",
    fields: (t) => ({
      id: t.exposeInt("id"),
      kind: t.exposeString("kind"),
      actorKind: t.exposeString("actorKind", { description: "customer | admin | api_user | system" }),
      actorName: t.exposeString("actorName"),
      subjectType: t.exposeString("subjectType"),
      subjectId: t.exposeInt("subjectId", { nullable: true }),
      before: t.exposeString("before", { nullable: true, description: "JSON of the changed fields before" }),
      after: t.exposeString("after", { nullable: true, description: "JSON of the changed fields after" }),
      note: t.exposeString("note"),
      createdAt: t.exposeString("createdAt"),
    }),
  });
  const EventPage = builder.objectRef<{ items: EventDto[]; totalCount: number }>("CompanyEventPage").implement({
    fields: (t) => ({ items: t.expose("items", { type: [Event] }), totalCount: t.exposeInt("totalCount") }),
  });
  return { Role, Member, Address, PlacedBy, Order, OrderPage, Permission, Event, EventPage };
}

export type CompanyTypes = ReturnType<typeof build>;
const built = new WeakMap<Builder, CompanyTypes>();

/** the shared object types, registered on first use per builder */
export function companyTypes(builder: Builder): CompanyTypes {
  let t = built.get(builder);
  if (!t) {
    t = build(builder);
    built.set(builder, t);
  }
  return t;
}
