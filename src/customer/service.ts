/** Customer accounts: registration, profile, addresses. Every function takes the request context first. */
import { z } from "zod";
import type { RequestContext } from "../core/context.ts";
import { ProblemError } from "../core/errors.ts";
import { hashPassword, verifyPassword } from "../core/auth/password.ts";
import { limitLoginAttempt, limitRegistration } from "../core/auth/attempt-limits.ts";
import { parseInput } from "../graphql/input.ts";
import { dbOf, withTransaction } from "../core/unit-of-work.ts";
import type { Customer, CustomerAddress } from "../generated/prisma/client.ts";

export const MIN_PASSWORD_LENGTH = 8;

const name = z.string().trim().min(1).max(255);
const addressFields = {
  firstName: name,
  lastName: name,
  company: z.string().trim().max(255),
  street: z.string().trim().min(1).max(1024),
  city: z.string().trim().min(1).max(255),
  region: z.string().trim().max(255),
  postcode: z.string().trim().max(32),
  countryId: z.string().trim().toUpperCase().length(2),
  telephone: z.string().trim().max(64),
  isDefaultBilling: z.boolean(),
  isDefaultShipping: z.boolean(),
};
export const addressInput = z.object({
  ...addressFields,
  company: addressFields.company.default(""),
  region: addressFields.region.default(""),
  postcode: addressFields.postcode.default(""),
  telephone: addressFields.telephone.default(""),
  isDefaultBilling: addressFields.isDefaultBilling.default(false),
  isDefaultShipping: addressFields.isDefaultShipping.default(false),
});
/** a change to an address: no defaults, so a field left out keeps its value */
export const addressPatch = z.object(addressFields).partial().strict();
export type AddressInput = z.infer<typeof addressInput>;

export const registerInput = z.object({
  email: z.string().trim().toLowerCase().email().max(254),
  password: z.string().min(MIN_PASSWORD_LENGTH, `at least ${MIN_PASSWORD_LENGTH} characters`).max(1024),
  firstName: name,
  lastName: name,
  address: addressInput.optional(),
});

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
  })
  .partial()
  .strict()
  .superRefine((v, c) => {
    if ((v.email !== undefined || v.password !== undefined) && v.currentPassword === undefined) {
      c.addIssue({ code: "custom", path: ["currentPassword"], message: "the current password is required to change the email or password" });
    }
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
  addresses: AddressDto[];
}
export type AddressDto = Omit<CustomerAddress, "customerId">;

export const toCustomerDto = (c: Customer & { addresses?: CustomerAddress[] }): CustomerDto => ({
  id: c.id,
  email: c.email,
  firstName: c.firstName,
  lastName: c.lastName,
  groupId: c.groupId,
  isApproved: c.isApproved,
  approvalStatus: c.approvalStatus,
  createdAt: c.createdAt.toISOString(),
  addresses: (c.addresses ?? []).map(({ customerId: _, ...a }) => a),
});

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
  if (input.address) await checkCountry(ctx, input.address.countryId, "address.countryId");
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
          ...(input.address ? { addresses: { create: { ...input.address, isDefaultBilling: true, isDefaultShipping: true } } } : {}),
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

export async function addAddress(ctx: RequestContext, raw: unknown): Promise<AddressDto> {
  const customerId = requireCustomer(ctx);
  const input = parseInput(addressInput, raw);
  await checkCountry(ctx, input.countryId, "countryId");
  const a = await ctx.app.db.$transaction(async (tx) => {
    if (input.isDefaultBilling) await tx.customerAddress.updateMany({ where: { customerId }, data: { isDefaultBilling: false } });
    if (input.isDefaultShipping) await tx.customerAddress.updateMany({ where: { customerId }, data: { isDefaultShipping: false } });
    return tx.customerAddress.create({ data: { ...input, customerId } });
  });
  const { customerId: _, ...dto } = a;
  return dto;
}

export async function updateAddress(ctx: RequestContext, addressId: number, raw: unknown): Promise<AddressDto> {
  const customerId = requireCustomer(ctx);
  const input = parseInput(addressPatch, raw);
  if (input.countryId !== undefined) await checkCountry(ctx, input.countryId, "countryId");
  const data = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
  const a = await ctx.app.db.$transaction(async (tx) => {
    const existing = await tx.customerAddress.findFirst({ where: { id: addressId, customerId } });
    if (!existing) throw new ProblemError(404, "not_found", "Address not found");
    if (input.isDefaultBilling) await tx.customerAddress.updateMany({ where: { customerId }, data: { isDefaultBilling: false } });
    if (input.isDefaultShipping) await tx.customerAddress.updateMany({ where: { customerId }, data: { isDefaultShipping: false } });
    return tx.customerAddress.update({ where: { id: addressId }, data });
  });
  const { customerId: _, ...dto } = a;
  return dto;
}

export async function deleteAddress(ctx: RequestContext, addressId: number): Promise<void> {
  const customerId = requireCustomer(ctx);
  const r = await ctx.app.db.customerAddress.deleteMany({ where: { id: addressId, customerId } });
  if (r.count === 0) throw new ProblemError(404, "not_found", "Address not found");
}
