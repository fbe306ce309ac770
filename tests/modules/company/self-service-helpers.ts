/** What the company tests share: the server with the company module, demo logins, GraphQL and REST helpers. */
import { expect } from "vitest";
import type { TestServer } from "../../helpers/server.ts";
import { TEST_CUSTOMER_PASSWORD } from "../../helpers/db-template.ts";

export const REST = "/api/rest/v2/b2b/company";
export const PASSWORD = TEST_CUSTOMER_PASSWORD;

export const MEMBER_FIELDS = "id customerId email firstName lastName role { id name permissions memberCount } managerId jobTitle status isAdmin";
export const ROLE_FIELDS = "id name permissions memberCount";
export const ADDRESS_FIELDS = "id label firstName lastName company street city region regionId postcode countryId telephone isDefaultBilling isDefaultShipping";
export const MY_COMPANY_FIELDS = `id name legalName email phone vatId resellerId status statusReason admin { ${MEMBER_FIELDS} }
  members { ${MEMBER_FIELDS} } roles { ${ROLE_FIELDS} } addresses { ${ADDRESS_FIELDS} } salesRep { name email } permissions isAdmin`;
// aliased: `status` is an Int on Problem and a String on the company objects (one selection cannot hold both)
export const PROBLEM = "... on Problem { code httpStatus: status message errors { field code message } }";

/** runs a mutation answering `T | Problem`, returns the field (with __typename) */
export async function mutate(
  s: TestServer,
  token: string | undefined,
  field: string,
  args: string,
  selection: string,
  variables: Record<string, unknown> = {},
) {
  const vars = Object.keys(variables);
  const decl = vars.length ? `(${vars.map((v) => `$${v}: ${VAR_TYPES[v] ?? "JSON"}`).join(", ")})` : "";
  const r = await s.gql(`mutation${decl} { ${field}${args ? `(${args})` : ""} { __typename ... on ${selection} ${PROBLEM} } }`, variables, { token });
  if (r.errors?.length) return { __typename: "GraphQLError", errors: r.errors } as Record<string, any>;
  return (r.data as Record<string, any>)[field] as Record<string, any>;
}

const VAR_TYPES: Record<string, string> = {
  profile: "MyCompanyProfileInput!",
  invite: "CompanyMemberInviteInput!",
  member: "MyCompanyMemberInput!",
  role: "MyCompanyRoleInput!",
  address: "MyCompanyAddressInput!",
  id: "Int!",
  token: "String!",
  password: "String",
};

export async function login(s: TestServer, email: string, password = PASSWORD) {
  return s.customerToken(email, password);
}

/** every row of every company table, for before/after comparisons */
export async function companySnapshot(s: TestServer) {
  const db = s.app.db;
  const [companies, roles, members, addresses, events, invitations, orders] = await Promise.all([
    db.company.findMany({ orderBy: { id: "asc" } }),
    db.companyRole.findMany({ orderBy: { id: "asc" } }),
    db.companyMember.findMany({ orderBy: { id: "asc" } }),
    db.companyAddress.findMany({ orderBy: { id: "asc" } }),
    db.companyEvent.findMany({ orderBy: { id: "asc" } }),
    db.companyInvitation.findMany({ orderBy: { id: "asc" } }),
    db.companyOrder.findMany({ orderBy: { orderId: "asc" } }),
  ]);
  const customers = await db.customer.count();
  return { companies, roles, members, addresses, events, invitations, orders, customers };
}

/** places an order through the storefront's REST path as the token's customer; answers {id, incrementId} */
export async function placeOrderAs(s: TestServer, token: string, email: string): Promise<{ id: number; incrementId: string }> {
  const product = await s.app.db.product.findFirstOrThrow({
    where: { type: "simple", status: 1, visibility: 4, customOptions: { none: {} }, NOT: { sku: { contains: "WH-" } } },
  });
  await s.app.db.product.update({ where: { id: product.id }, data: { stockQty: 100, inStock: true } });
  const cart = (await s.json("/api/rest/v2/guest-carts", { method: "POST", token })).body.maskedId as string;
  const added = await s.json(`/api/rest/v2/guest-carts/${cart}/items`, { method: "POST", token, json: { sku: product.sku, qty: 1 } });
  if (added.status !== 200) throw new Error(`add to cart: ${JSON.stringify(added.body)}`);
  const placed = await s.json(`/api/rest/v2/guest-carts/${cart}/place-order`, {
    method: "POST",
    token,
    json: {
      email,
      paymentMethod: "checkmo",
      shippingMethod: "flatrate_flatrate",
      shippingAddress: {
        firstName: "Olga",
        lastName: "Order",
        street: ["1 Main St"],
        city: "Springfield",
        postcode: "12345",
        countryId: "US",
        telephone: "555",
      },
    },
  });
  if (placed.status !== 201) throw new Error(`place order: ${JSON.stringify(placed.body)}`);
  return { id: placed.body.id as number, incrementId: placed.body.incrementId as string };
}

/** the order's CompanyOrder row, written by the place-order observer in the order's transaction: company and member of the placer */
export async function ensureCompanyOrder(s: TestServer, orderId: number, customerId: number) {
  const member = await s.app.db.companyMember.findUniqueOrThrow({ where: { customerId } });
  expect(await s.app.db.companyOrder.findUnique({ where: { orderId } })).toMatchObject({ companyId: member.companyId, customerId, memberId: member.id });
}
