/** Customer accounts: registration, profile, addresses. Every function takes the request context first. */
import { z } from "zod";
import type { RequestContext } from "../core/context.ts";
import { ProblemError } from "../core/errors.ts";
import { hashPassword, verifyPassword } from "../core/auth/password.ts";
import { limitLoginAttempt, limitRegistration } from "../core/auth/attempt-limits.ts";
import { parseInput } from "../graphql/input.ts";
import { dbOf, withTransaction } from "../core/unit-of-work.ts";
import type { Customer, CustomerAddress } from "../generated/prisma/client.ts";
import { addressInput, addressPatch, storedStreet, toAddressDto, type AddressDto, type AddressInput } from "./address.ts";

export const MIN_PASSWORD_LENGTH = 8;

const name = z.string().trim().min(1).max(255);
export { addressInput, addressPatch, type AddressInput, type AddressDto } from "./address.ts";

export const registerInput = z.object({
  email: z.string().trim().toLowerCase().email().max(254),
  password: z.string().min(MIN_PASSWORD_LENGTH, `at least ${MIN_PASSWORD_LENGTH} characters`).max(1024),
  firstName: name,
  lastName: name,
  address: addressInput.optional(),
});

/**
 * a Maho client PUTs the Customer resource back as it read it: its read-only display fields are accepted and
 * ignored. The group and approval fields are not: sending them is refused (422), never silently dropped.
 */
const READ_ONLY_KEYS = [
  "id",
  "fullName",
  "isSubscribed",
  "addresses",
  "defaultBillingAddress",
  "defaultShippingAddress",
  "createdAt",
  "updatedAt",
  "extensions",
] as const;
const MAHO_READ_ONLY = Object.fromEntries(READ_ONLY_KEYS.map((k) => [k, z.unknown()])) as Record<(typeof READ_ONLY_KEYS)[number], z.ZodUnknown>;

/**
 * a customer may change these about themselves; the group and approval are never theirs to set.
 * A new email or password also needs the current password (a stolen token alone cannot take the account).
 */
export const updateInput = z
  .object({
    firstName: name,
    lastName: name,
    email: z.string().trim().toLowerCase().email().max(254),
    password: z.string().min(MIN_PASSWORD_LENGTH, `at least ${MIN_PASSWORD_LENGTH} characters`).max(1024),
    currentPassword: z.string().min(1).max(1024),
    ...MAHO_READ_ONLY,
  })
  .partial()
  .strict()
  .superRefine((v, c) => {
    if (v.password !== undefined && v.currentPassword === undefined) {
      c.addIssue({ code: "custom", path: ["currentPassword"], message: "the current password is required to change the email or password" });
    }
  })
  .transform((v) => {
    const out = { ...v };
    for (const k of Object.keys(MAHO_READ_ONLY)) delete out[k as keyof typeof MAHO_READ_ONLY];
    return out as Omit<typeof v, keyof typeof MAHO_READ_ONLY>;
  });

export interface CustomerDto {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  groupId: number;
  isApproved: boolean;
  approvalStatus: string;
  createdAt: string;
  updatedAt: string;
  /** Maho's names */
  fullName: string;
  addresses: AddressDto[];
  defaultBillingAddress: AddressDto | null;
  defaultShippingAddress: AddressDto | null;
}

export function toCustomerDto(c: Customer & { addresses?: CustomerAddress[] }): CustomerDto {
  const addresses = (c.addresses ?? []).map(toAddressDto);
  return {
    id: c.id,
    email: c.email,
    firstName: c.firstName,
    lastName: c.lastName,
    groupId: c.groupId,
    isApproved: c.isApproved,
    approvalStatus: c.approvalStatus,
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
    fullName: `${c.firstName} ${c.lastName}`.trim(),
    addresses,
    defaultBillingAddress: addresses.find((a) => a.isDefaultBilling) ?? null,
    defaultShippingAddress: addresses.find((a) => a.isDefaultShipping) ?? null,
  };
}

/** the store's allowed countries (config `general/country/allow`, comma-separated); null when not set */
async function allowedCountries(ctx: RequestContext): Promise<Set<string> | null> {
  const raw = await ctx.app.config.get("general/country/allow", ctx.store.id);
  const list = (raw ?? "")
    .split(",")
    .map((c) => c.trim().toUpperCase())
    .filter(Boolean);
  return list.length ? new Set(list) : null;
}

/**
 * A country code an address, a cart or an order may use: a known country (422 `unknown_country`) that the
 * store allows (422 `country_not_allowed`; with no list configured, every known country). Returns the code
 * upper-cased. Every place that takes a country checks it here: addresses, the cart's shipping country, orders.
 */
export async function checkCountry(ctx: RequestContext, code: string, field: string): Promise<string> {
  const id = code.trim().toUpperCase();
  const refuse = (c: string, message: string) => new ProblemError(422, "invalid", message, { errors: [{ field, code: c, message }] });
  if (!/^[A-Z]{2}$/.test(id) || !(await ctx.app.db.country.findUnique({ where: { id }, select: { id: true } })))
    throw refuse("unknown_country", `Unknown country "${code}"`);
  const allowed = await allowedCountries(ctx);
  if (allowed && !allowed.has(id)) throw refuse("country_not_allowed", `This store does not serve ${id}`);
  return id;
}

/**
 * Registers a customer in one unit of work: observers of customer_register_before set the account's
 * state, and those of customer_register_after add their rows (history, outbox mail) in the same
 * transaction. Called with a transaction context (withTransaction) it joins that transaction.
 */
export async function registerCustomer(ctx: RequestContext, raw: unknown): Promise<CustomerDto> {
  await limitRegistration(ctx);
  const input = parseInput(registerInput, raw);
  const address = input.address ? await addressRow(ctx, input.address, input.address.countryId.toUpperCase(), "address.") : undefined;
  const groupId = Number((await ctx.app.config.get("customer/create_account/default_group", ctx.store.id)) ?? 1);
  // hashed before the transaction opens: scrypt is slow and SQLite holds its lock for the whole transaction
  const passwordHash = await hashPassword(input.password);
  return withTransaction(ctx, async (tx) => {
    // observers may change the new account's state (e.g. make it pending)
    const { account: state } = await ctx.app.events.dispatch("customer_register_before", {
      ctx: tx,
      email: input.email,
      account: { isApproved: true, approvalStatus: "active" as "active" | "pending" | "rejected", groupId },
    });
    let c: Customer & { addresses: CustomerAddress[] };
    try {
      c = await dbOf(tx).customer.create({
        data: {
          storeId: ctx.store.id,
          email: input.email,
          passwordHash,
          firstName: input.firstName,
          lastName: input.lastName,
          ...state,
          ...(address && input.address
            ? {
                addresses: {
                  create: {
                    ...address,
                    street: address.street ?? "",
                    countryId: address.countryId ?? input.address.countryId,
                    isDefaultBilling: true,
                    isDefaultShipping: true,
                  },
                },
              }
            : {}),
        },
        include: { addresses: true },
      });
    } catch (e) {
      if (isUniqueViolation(e)) throw emailTaken();
      throw e;
    }
    await ctx.app.events.dispatch("customer_register_after", { ctx: tx, customer: c });
    return toCustomerDto(c);
  });
}

const emailTaken = () =>
  new ProblemError(409, "email_taken", "An account with this email already exists", {
    errors: [{ field: "email", code: "duplicate", message: "email is taken" }],
  });

export function isUniqueViolation(e: unknown): boolean {
  return !!e && typeof e === "object" && (e as { code?: string }).code === "P2002";
}

export function requireCustomer(ctx: RequestContext): number {
  if (ctx.caller.kind !== "customer")
    throw new ProblemError(401, "login_required", "Log in as a customer first", { headers: { "WWW-Authenticate": "Bearer" } });
  return ctx.caller.customerId;
}

export async function me(ctx: RequestContext): Promise<CustomerDto> {
  const id = requireCustomer(ctx);
  const c = await ctx.app.db.customer.findUnique({ where: { id }, include: { addresses: { orderBy: { id: "asc" } } } });
  if (!c) throw new ProblemError(401, "invalid_token", "The customer account no longer exists");
  return toCustomerDto(c);
}

/**
 * PATCH semantics: only the fields sent change; an omitted field is never reset. A new email or password
 * raises the token generation: every token issued before, the caller's own included, stops working.
 */
export async function updateMe(ctx: RequestContext, raw: unknown): Promise<CustomerDto> {
  const id = requireCustomer(ctx);
  const input = parseInput(updateInput, raw);
  if (input.email !== undefined) {
    // the same email sent back (Maho's PUT sends the whole resource) is no change and needs no password
    const { email } = await ctx.app.db.customer.findUniqueOrThrow({ where: { id }, select: { email: true } });
    if (email === input.email) delete input.email;
    else if (input.currentPassword === undefined) {
      throw new ProblemError(422, "invalid", "The current password is required to change the email", {
        errors: [{ field: "currentPassword", code: "required", message: "the current password is required to change the email or password" }],
      });
    }
  }
  const data: Record<string, unknown> = {};
  for (const k of ["firstName", "lastName", "email"] as const) if (input[k] !== undefined) data[k] = input[k];
  let where: { id: number; passwordHash?: string } = { id };
  if (input.currentPassword !== undefined && (input.email !== undefined || input.password !== undefined)) {
    const current = await ctx.app.db.customer.findUniqueOrThrow({ where: { id }, select: { email: true, passwordHash: true } });
    // guessing the current password with a stolen token is limited like a login
    await limitLoginAttempt(ctx, "password-confirm", `${ctx.store.id}:${current.email}`);
    if (!(await verifyPassword(input.currentPassword, current.passwordHash))) {
      throw new ProblemError(422, "invalid", "The current password is not correct", {
        errors: [{ field: "currentPassword", code: "incorrect", message: "the current password is not correct" }],
      });
    }
    if (input.password !== undefined) data.passwordHash = await hashPassword(input.password);
    data.tokenGeneration = { increment: 1 };
    // the change applies only if the password is still the one just checked (two changes cannot interleave)
    where = { id, passwordHash: current.passwordHash };
  }
  try {
    const c = await ctx.app.db.customer.update({ where, data, include: { addresses: { orderBy: { id: "asc" } } } });
    return toCustomerDto(c);
  } catch (e) {
    if (isUniqueViolation(e)) throw emailTaken();
    if ((e as { code?: string } | null)?.code === "P2025") throw new ProblemError(409, "conflict", "The password changed meanwhile: log in again");
    throw e;
  }
}

/**
 * The row data of an address: its country is one the store serves, its regionId (if any) a region of that
 * country (422 `unknown_region`), whose name fills an empty region; the street lines are joined.
 */
async function addressRow<T extends Partial<AddressInput>>(ctx: RequestContext, a: T, countryId: string, field: string) {
  const { street, ...rest } = a;
  const out: Omit<T, "street"> & { street?: string; countryId?: string } = { ...rest };
  if (a.countryId !== undefined) out.countryId = await checkCountry(ctx, a.countryId, `${field}countryId`);
  if (a.regionId != null) {
    const region = await ctx.app.db.region.findFirst({ where: { id: a.regionId, countryId }, select: { name: true } });
    if (!region) {
      const message = `Region ${a.regionId} is not a region of ${countryId}`;
      throw new ProblemError(422, "invalid", message, { errors: [{ field: `${field}regionId`, code: "unknown_region", message }] });
    }
    if (!a.region) (out as { region?: string }).region = region.name;
  }
  if (street !== undefined) out.street = storedStreet(street);
  return out;
}

/**
 * A cart's or order's address checked as the address book checks one: the country served by the store
 * (upper-cased), the region one of that country (its name filling an empty `region`); street stays a list.
 */
export async function checkAddress(ctx: RequestContext, a: AddressInput, field: string): Promise<AddressInput> {
  const { street: _, ...row } = await addressRow(ctx, a, a.countryId.toUpperCase(), field ? `${field}.` : "");
  return { ...a, ...row, street: a.street } as AddressInput;
}

export async function addAddress(ctx: RequestContext, raw: unknown): Promise<AddressDto> {
  const customerId = requireCustomer(ctx);
  const input = parseInput(addressInput, raw);
  const data = await addressRow(ctx, input, input.countryId.toUpperCase(), "");
  const a = await ctx.app.db.$transaction(async (tx) => {
    if (input.isDefaultBilling) await tx.customerAddress.updateMany({ where: { customerId }, data: { isDefaultBilling: false } });
    if (input.isDefaultShipping) await tx.customerAddress.updateMany({ where: { customerId }, data: { isDefaultShipping: false } });
    return tx.customerAddress.create({ data: { ...data, street: data.street ?? "", countryId: data.countryId ?? input.countryId, customerId } });
  });
  return toAddressDto(a);
}

/** PATCH (and Maho's PUT) semantics: only the fields sent change */
export async function updateAddress(ctx: RequestContext, addressId: number, raw: unknown): Promise<AddressDto> {
  const customerId = requireCustomer(ctx);
  const input = parseInput(addressPatch, raw);
  const existing = await ctx.app.db.customerAddress.findFirst({ where: { id: addressId, customerId } });
  if (!existing) throw new ProblemError(404, "not_found", "Address not found");
  const row = await addressRow(ctx, input, (input.countryId ?? existing.countryId).toUpperCase(), "");
  // a new country without a new region drops the old country's region
  if (input.countryId !== undefined && input.regionId === undefined && existing.regionId !== null) Object.assign(row, { regionId: null });
  const data = Object.fromEntries(Object.entries(row).filter(([, v]) => v !== undefined));
  const a = await ctx.app.db.$transaction(async (tx) => {
    if (input.isDefaultBilling) await tx.customerAddress.updateMany({ where: { customerId }, data: { isDefaultBilling: false } });
    if (input.isDefaultShipping) await tx.customerAddress.updateMany({ where: { customerId }, data: { isDefaultShipping: false } });
    const r = await tx.customerAddress.updateMany({ where: { id: addressId, customerId }, data });
    if (r.count === 0) throw new ProblemError(404, "not_found", "Address not found");
    return tx.customerAddress.findUniqueOrThrow({ where: { id: addressId } });
  });
  return toAddressDto(a);
}

export async function deleteAddress(ctx: RequestContext, addressId: number): Promise<void> {
  const customerId = requireCustomer(ctx);
  const r = await ctx.app.db.customerAddress.deleteMany({ where: { id: addressId, customerId } });
  if (r.count === 0) throw new ProblemError(404, "not_found", "Address not found");
}

/** Maho's body names for a password change (POST /customers/me/password) */
export const passwordChangeInput = z.object({
  currentPassword: z.string().min(1).max(1024),
  newPassword: z.string().min(MIN_PASSWORD_LENGTH, `at least ${MIN_PASSWORD_LENGTH} characters`).max(1024),
});

/** the same change as PATCH /customers/me with a new password: every earlier token stops working */
export async function changePassword(ctx: RequestContext, raw: unknown): Promise<CustomerDto> {
  const input = parseInput(passwordChangeInput, raw);
  return updateMe(ctx, { currentPassword: input.currentPassword, password: input.newPassword });
}
