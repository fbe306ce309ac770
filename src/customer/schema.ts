/** GraphQL: customer registration, the logged-in customer, addresses. */
import { audited } from "../core/audit/declare.ts";
import type { Builder, BuilderTypes } from "../core/schema-builder.ts";
import { withoutNulls } from "../core/api/input.ts";
import { ProblemError } from "../core/errors.ts";
import { registerAccountSchema } from "./account-schema.ts";
import { me, registerCustomer, updateMe, type AddressDto, type CustomerDto } from "./service.ts";
import { addAddress, deleteAddress, updateAddress } from "./address-book.ts";
import { registerCustomerAdminSchema } from "./admin-schema.ts";
import { adminAddAddress, adminCreateCustomer, adminDeleteAddress, adminUpdateAddress, adminUpdateCustomer } from "./admin-service.ts";

type CustomerTypeRefs = ReturnType<typeof registerCustomerSchema>;
declare module "../core/modules.ts" {
  /** the customer domain's `Customer` type, handed to later domains and modules (sales adds `orders`, modules their history) */
  interface CoreTypeRefs extends CustomerTypeRefs {}
}

/** the fields only an admin sets on a customer: sent by anybody else, the mutation is the admin's and refused */
const ADMIN_ONLY = ["groupId", "storeId", "dob", "taxvat"] as const;
const asAdmin = { admin: "customers" } as const;

export function registerCustomerSchema(builder: Builder) {
  const Address = builder.objectRef<AddressDto>("CustomerAddress").implement({
    fields: (t) => ({
      id: t.exposeInt("id"),
      customerId: t.exposeInt("customerId"),
      firstName: t.exposeString("firstName"),
      lastName: t.exposeString("lastName"),
      firstname: t.exposeString("firstname", { description: "Maho's name for firstName" }),
      lastname: t.exposeString("lastname", { description: "Maho's name for lastName" }),
      company: t.exposeString("company"),
      street: t.exposeStringList("street", { description: "street lines" }),
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
  const Customer = builder.objectRef<CustomerDto>("Customer").implement({
    fields: (t) => ({
      id: t.exposeInt("id"),
      email: t.exposeString("email"),
      firstName: t.exposeString("firstName"),
      lastName: t.exposeString("lastName"),
      groupId: t.exposeInt("groupId"),
      isApproved: t.exposeBoolean("isApproved"),
      approvalStatus: t.exposeString("approvalStatus", { description: "active, pending or rejected" }),
      createdAt: t.exposeString("createdAt"),
      updatedAt: t.exposeString("updatedAt"),
      fullName: t.exposeString("fullName"),
      addresses: t.expose("addresses", { type: [Address] }),
      defaultBillingAddress: t.expose("defaultBillingAddress", { type: Address, nullable: true }),
      defaultShippingAddress: t.expose("defaultShippingAddress", { type: Address, nullable: true }),
    }),
  });
  registerAccountSchema(builder, Customer);
  registerCustomerAdminSchema(builder, Customer);
  // one field list for the new address (names, street, city, country required) and for a change to one (all optional)
  const REQUIRED = ["firstName", "lastName", "city", "countryId"] as const;
  const STRINGS = ["firstName", "lastName", "company", "city", "region", "postcode", "countryId", "telephone"] as const;
  const addressFields = (t: PothosSchemaTypes.InputFieldBuilder<PothosSchemaTypes.ExtendDefaultTypes<BuilderTypes>, "InputObject">, patch: boolean) => ({
    ...Object.fromEntries(STRINGS.map((k) => [k, t.string({ required: !patch && (REQUIRED as readonly string[]).includes(k) })])),
    // a single string is coerced to a list of one, whose newlines separate lines
    street: t.stringList({ required: !patch, description: "street lines (a single string is split on newlines)" }),
    regionId: t.int(),
    isDefaultBilling: t.boolean(),
    isDefaultShipping: t.boolean(),
  });
  const AddressInput = builder.inputType("AddressInput", { fields: (t) => addressFields(t, false) });
  const AddressPatch = builder.inputType("AddressPatchInput", { fields: (t) => addressFields(t, true) });
  const adminOnly = (t: PothosSchemaTypes.InputFieldBuilder<PothosSchemaTypes.ExtendDefaultTypes<BuilderTypes>, "InputObject">) => ({
    groupId: t.int({ description: "admin only: the customer group" }),
    storeId: t.int({ description: "admin only: the store the account belongs to" }),
    dob: t.string({ description: 'admin only: date of birth, YYYY-MM-DD ("" clears it)' }),
    taxvat: t.string({ description: 'admin only: tax/VAT number ("" clears it)' }),
  });
  const CreateInput = builder.inputType("CustomerCreateInput", {
    description:
      "a registration (with a password), or an admin's new account (scope customers: without a password; the customer is mailed a link to choose one)",
    fields: (t) => ({
      email: t.string({ required: true }),
      password: t.string({ description: "required for a registration; never sent by an admin" }),
      firstName: t.string({ required: true }),
      lastName: t.string({ required: true }),
      address: t.field({ type: AddressInput }),
      ...adminOnly(t),
    }),
  });
  const UpdateInput = builder.inputType("CustomerUpdateInput", {
    description:
      "only the fields given change; the customer's own change of email or password needs currentPassword and ends every other token (the calling one stays valid) and every reset link; groupId, storeId, dob and taxvat are an admin's (customerUpdate with id)",
    fields: (t) => ({ email: t.string(), password: t.string(), currentPassword: t.string(), firstName: t.string(), lastName: t.string(), ...adminOnly(t) }),
  });

  builder.queryFields((t) => ({
    me: t.field({ type: Customer, authScopes: { customer: true }, resolve: (_r, _a, { ctx }) => me(ctx) }),
  }));
  builder.mutationFields((t) => ({
    customerCreate: t.field({
      extensions: audited("customer"),
      type: Customer,
      description:
        "a registration (public, with a password); an admin's new account (scope customers) when the caller is an admin, or no password or an admin-only field is given",
      // an admin's account: an admin with scope customers; a registration: anybody
      authScopes: (_r, { input }, { ctx }) =>
        ctx.caller.kind === "admin" || input.password == null || ADMIN_ONLY.some((k) => input[k] != null) ? asAdmin : { public: true },
      errors: { types: [ProblemError] },
      args: { input: t.arg({ type: CreateInput, required: true }) },
      resolve: (_r, { input }, { ctx }) => {
        const fields = { ...withoutNulls(input), address: input.address ? withoutNulls(input.address) : undefined };
        if (ctx.caller.kind !== "admin") return registerCustomer(ctx, fields);
        if (input.password != null) {
          throw new ProblemError(422, "invalid", "An admin never sets a customer's password: the customer is mailed a link to choose one", {
            errors: [{ field: "password", code: "not_allowed", message: "leave the password out" }],
          });
        }
        return adminCreateCustomer(ctx, fields);
      },
    }),
    customerUpdate: t.field({
      extensions: audited("customer"),
      type: Customer,
      description: "the logged-in customer's own change; with id, an admin's change to that customer (scope customers)",
      authScopes: (_r, { id }) => (id != null ? asAdmin : { customer: true }),
      errors: { types: [ProblemError] },
      args: { id: t.arg.int({ description: "admin: the customer to change" }), input: t.arg({ type: UpdateInput, required: true }) },
      resolve: (_r, { id, input }, { ctx }) => (id != null ? adminUpdateCustomer(ctx, id, withoutNulls(input)) : updateMe(ctx, withoutNulls(input))),
    }),
    customerAddressCreate: t.field({
      extensions: audited("customer"),
      type: Address,
      description: "a new address of the logged-in customer; with customerId, an admin's for that customer (scope customers)",
      authScopes: (_r, { customerId }) => (customerId != null ? asAdmin : { customer: true }),
      errors: { types: [ProblemError] },
      args: { customerId: t.arg.int({ description: "admin: the customer" }), input: t.arg({ type: AddressInput, required: true }) },
      resolve: (_r, { customerId, input }, { ctx }) =>
        customerId != null ? adminAddAddress(ctx, customerId, withoutNulls(input)) : addAddress(ctx, withoutNulls(input)),
    }),
    customerAddressUpdate: t.field({
      extensions: audited("customer"),
      type: Address,
      description: "a change to one of the logged-in customer's addresses; with customerId, an admin's to that customer's (scope customers)",
      authScopes: (_r, { customerId }) => (customerId != null ? asAdmin : { customer: true }),
      errors: { types: [ProblemError] },
      args: {
        id: t.arg.int({ required: true }),
        customerId: t.arg.int({ description: "admin: the customer whose address it is" }),
        input: t.arg({ type: AddressPatch, required: true }),
      },
      // an explicit null regionId (REST's "") is no region: the region becomes free text again
      resolve: (_r, { id, customerId, input }, { ctx }) => {
        const patch = { ...withoutNulls(input), ...(Object.hasOwn(input, "regionId") && input.regionId === null ? { regionId: null } : {}) };
        return customerId != null ? adminUpdateAddress(ctx, customerId, id, patch) : updateAddress(ctx, id, patch);
      },
    }),
    customerAddressDelete: t.boolean({
      extensions: audited("customer"),
      description: "deletes one of the logged-in customer's addresses; with customerId, an admin deletes that customer's (scope customers)",
      authScopes: (_r, { customerId }) => (customerId != null ? asAdmin : { customer: true }),
      errors: { types: [ProblemError] },
      args: { id: t.arg.int({ required: true }), customerId: t.arg.int({ description: "admin: the customer whose address it is" }) },
      resolve: async (_r, { id, customerId }, { ctx }) => {
        if (customerId != null) await adminDeleteAddress(ctx, customerId, id);
        else await deleteAddress(ctx, id);
        return true;
      },
    }),
  }));
  return { Customer };
}
