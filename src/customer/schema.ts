/** GraphQL: customer registration, the logged-in customer, addresses. */
import type { Builder, BuilderTypes } from "../core/schema-builder.ts";
import { withoutNulls } from "../core/api/input.ts";
import { ProblemError } from "../core/errors.ts";
import { registerAccountSchema } from "./account-schema.ts";
import { me, registerCustomer, updateMe, type AddressDto, type CustomerDto } from "./service.ts";
import { addAddress, deleteAddress, updateAddress } from "./address-book.ts";

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
  const CreateInput = builder.inputType("CustomerCreateInput", {
    fields: (t) => ({
      email: t.string({ required: true }),
      password: t.string({ required: true }),
      firstName: t.string({ required: true }),
      lastName: t.string({ required: true }),
      address: t.field({ type: AddressInput }),
    }),
  });
  const UpdateInput = builder.inputType("CustomerUpdateInput", {
    description:
      "only the fields given change; a new email or password needs currentPassword and ends every other token (the calling one stays valid) and every reset link",
    fields: (t) => ({ email: t.string(), password: t.string(), currentPassword: t.string(), firstName: t.string(), lastName: t.string() }),
  });

  builder.queryFields((t) => ({
    me: t.field({ type: Customer, authScopes: { customer: true }, resolve: (_r, _a, { ctx }) => me(ctx) }),
  }));
  builder.mutationFields((t) => ({
    customerCreate: t.field({
      type: Customer,
      errors: { types: [ProblemError] },
      args: { input: t.arg({ type: CreateInput, required: true }) },
      resolve: (_r, { input }, { ctx }) => registerCustomer(ctx, { ...withoutNulls(input), address: input.address ? withoutNulls(input.address) : undefined }),
    }),
    customerUpdate: t.field({
      type: Customer,
      authScopes: { customer: true },
      errors: { types: [ProblemError] },
      args: { input: t.arg({ type: UpdateInput, required: true }) },
      resolve: (_r, { input }, { ctx }) => updateMe(ctx, withoutNulls(input)),
    }),
    customerAddressCreate: t.field({
      type: Address,
      authScopes: { customer: true },
      errors: { types: [ProblemError] },
      args: { input: t.arg({ type: AddressInput, required: true }) },
      resolve: (_r, { input }, { ctx }) => addAddress(ctx, withoutNulls(input)),
    }),
    customerAddressUpdate: t.field({
      type: Address,
      authScopes: { customer: true },
      errors: { types: [ProblemError] },
      args: { id: t.arg.int({ required: true }), input: t.arg({ type: AddressPatch, required: true }) },
      // an explicit null regionId (REST's "") is no region: the region becomes free text again
      resolve: (_r, { id, input }, { ctx }) =>
        updateAddress(ctx, id, { ...withoutNulls(input), ...(Object.hasOwn(input, "regionId") && input.regionId === null ? { regionId: null } : {}) }),
    }),
    customerAddressDelete: t.boolean({
      authScopes: { customer: true },
      errors: { types: [ProblemError] },
      args: { id: t.arg.int({ required: true }) },
      resolve: async (_r, { id }, { ctx }) => {
        await deleteAddress(ctx, id);
        return true;
      },
    }),
  }));
}
