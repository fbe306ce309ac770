/** Customer accounts: registration, profile, password change (addresses: address-book.ts). Every function takes the request context first. */
import { randomBytes } from "node:crypto";
import { z } from "zod";
import type { RequestContext } from "../core/context.ts";
import { ProblemError } from "../core/errors.ts";
import { hashPassword } from "../core/auth/password.ts";
import { checkCredential, limitRegistration } from "../core/auth/attempt-limits.ts";
import { parseInput } from "../core/api/input.ts";
import { dbOf, withTransaction } from "../core/unit-of-work.ts";
import type { Customer, CustomerAddress } from "../generated/prisma/client.ts";
import type { Prisma } from "../core/db/client.ts";
import type { HookPayloads } from "../core/events.ts";
import type { AccountStatus } from "./hooks.ts";
import { addressInput, toAddressDto, type AddressDto } from "./address.ts";
import { addressRow } from "./address-book.ts";

export const MIN_PASSWORD_LENGTH = 8;

const name = z.string().trim().min(1).max(255);
export { addressInput, addressPatch, type AddressInput, type AddressDto } from "./address.ts";
export { checkCountry, checkAddress } from "./address-book.ts";
export { requireCustomer } from "./caller.ts";
import { requireCustomer } from "./caller.ts";
import { callersChanged } from "../core/auth/caller-memo.ts";

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
  storeId: number;
  isApproved: boolean;
  approvalStatus: string;
  dob: string | null;
  taxvat: string | null;
  createdAt: string;
  updatedAt: string;
  /** the group's and store's names when the reader loaded them (admin-service.ts); else read when asked */
  groupName?: string;
  storeName?: string;
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
    storeId: c.storeId,
    isApproved: c.isApproved,
    approvalStatus: c.approvalStatus,
    dob: c.dob ?? null,
    taxvat: c.taxvat ?? null,
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
    fullName: `${c.firstName} ${c.lastName}`.trim(),
    addresses,
    defaultBillingAddress: addresses.find((a) => a.isDefaultBilling) ?? null,
    defaultShippingAddress: addresses.find((a) => a.isDefaultShipping) ?? null,
  };
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
  const passwordHash = await hashPassword(input.password, { address: ctx.ip });
  return withTransaction(ctx, async (tx) => {
    try {
      const c = await createCustomer(tx, {
        storeId: ctx.store.id,
        email: input.email,
        passwordHash,
        firstName: input.firstName,
        lastName: input.lastName,
        account: { isApproved: true, approvalStatus: "active", groupId },
        address: address && input.address ? firstAddress(address, input.address.countryId) : undefined,
      });
      return toCustomerDto(c);
    } catch (e) {
      if (isUniqueViolation(e)) throw emailTaken();
      throw e;
    }
  });
}

/** marks an account that has no password yet (the hash verifies none): its owner sets one through a mailed link */
const UNSET_PASSWORD = "!unset:";
/** a password hash for a new account that has no password yet: it verifies none, and each account's is its own */
export const unsetPasswordHash = () => `${UNSET_PASSWORD}${randomBytes(16).toString("base64url")}`;
export const hasUsablePassword = (c: { passwordHash: string }) => !c.passwordHash.startsWith(UNSET_PASSWORD);

/** a new account's first address (an `addressRow`), its default for billing and shipping */
export const firstAddress = <R extends { street?: string; countryId?: string }>(row: R, countryId: string) => ({
  ...row,
  street: row.street ?? "",
  countryId: row.countryId ?? countryId,
  isDefaultBilling: true,
  isDefaultShipping: true,
});

export interface NewCustomer {
  storeId: number;
  /** lower-cased by the caller */
  email: string;
  /** already hashed (core/auth/password.ts), or a value that verifies no password */
  passwordHash: string;
  firstName: string;
  lastName: string;
  /** the state the caller gives the account; observers of customer_register_before may change it */
  account: HookPayloads["customer_register_before"]["account"];
  /** the first address, default for billing and shipping */
  address?: Prisma.CustomerAddressCreateWithoutCustomerInput;
  /** date of birth (YYYY-MM-DD) and tax/VAT number, when an admin gives them */
  dob?: string | null;
  taxvat?: string | null;
}

/**
 * Writes a new customer in the caller's unit of work (joined, or one of its own): customer_register_before
 * (observers set the account's approval state or group), the row, customer_register_after (observers add their
 * rows, or veto) commit together. Every account is created here: the storefront's registration and the B2B
 * modules' (trade applications). An email the store already has fails with the database's unique violation
 * (`isUniqueViolation`), for the caller to answer as it sees fit.
 */
export async function createCustomer(ctx: RequestContext, input: NewCustomer): Promise<Customer & { addresses: CustomerAddress[] }> {
  return withTransaction(ctx, async (tx) => {
    const { account } = await tx.app.events.dispatch("customer_register_before", { ctx: tx, email: input.email, account: { ...input.account } });
    const c = await dbOf(tx).customer.create({
      data: {
        storeId: input.storeId,
        email: input.email,
        passwordHash: input.passwordHash,
        firstName: input.firstName,
        lastName: input.lastName,
        dob: input.dob ?? null,
        taxvat: input.taxvat ?? null,
        ...account,
        ...(input.address ? { addresses: { create: input.address } } : {}),
      },
      include: { addresses: true },
    });
    await tx.app.events.dispatch("customer_register_after", { ctx: tx, customer: c });
    return c;
  });
}

/**
 * Moves a customer's approval state (`approvalStatus`, and `is_approved`: true for active only) from the state
 * `customer` was read in to `to`, in the caller's unit of work: conditional on the row still being in that state
 * (null when it changed meanwhile: of two deciders, the second finds it changed). Tokens of the customer are checked
 * afresh on every instance, and observers of customer_approval_status_changed react in the same transaction (the
 * cart closes a rejected customer's carts). Who decides (an admin, a B2B module) is the caller's business.
 */
export async function setApprovalStatus(
  ctx: RequestContext,
  customer: Pick<Customer, "id" | "approvalStatus" | "isApproved">,
  to: AccountStatus,
): Promise<Customer | null> {
  return withTransaction(ctx, async (tx) => {
    const db = dbOf(tx);
    const changed = await db.customer.updateMany({
      where: { id: customer.id, approvalStatus: customer.approvalStatus, isApproved: customer.isApproved },
      data: { approvalStatus: to, isApproved: to === "active" },
    });
    if (changed.count !== 1) return null;
    await callersChanged(tx);
    const updated = await db.customer.findUniqueOrThrow({ where: { id: customer.id } });
    await tx.app.events.dispatch("customer_approval_status_changed", { ctx: tx, customer: updated, from: customer.approvalStatus, to });
    return updated;
  });
}

export const emailTaken = () =>
  new ProblemError(409, "email_taken", "An account with this email already exists", {
    errors: [{ field: "email", code: "duplicate", message: "email is taken" }],
  });

export function isUniqueViolation(e: unknown): boolean {
  return !!e && typeof e === "object" && (e as { code?: string }).code === "P2002";
}

export async function me(ctx: RequestContext): Promise<CustomerDto> {
  const id = requireCustomer(ctx);
  const c = await ctx.app.db.customer.findUnique({ where: { id }, include: { addresses: { orderBy: { id: "asc" } } } });
  if (!c) throw new ProblemError(401, "invalid_token", "The customer account no longer exists");
  return ownDto(ctx, c);
}

/**
 * The caller's own account as the caller sees it: the group is the one this request buys in (`ctx.groupId`, which
 * a module's token check may derive from more than the row), not the row's own.
 */
function ownDto(ctx: RequestContext, c: Parameters<typeof toCustomerDto>[0]): CustomerDto {
  const dto = toCustomerDto(c);
  return ctx.caller.kind === "customer" && ctx.caller.customerId === c.id ? { ...dto, groupId: ctx.groupId } : dto;
}

/**
 * PATCH semantics: only the fields sent change; an omitted field is never reset. A new email or password
 * raises the token generation: every token issued before stops working but the caller's own, and every
 * outstanding reset link ends.
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
    const principal = `${ctx.store.id}:${current.email}`;
    if (
      !(await checkCredential(ctx.app, {
        kind: "customer",
        principal,
        secret: input.currentPassword,
        storedHash: async () => current.passwordHash,
        ip: ctx.ip,
      }))
    ) {
      throw new ProblemError(422, "invalid", "The current password is not correct", {
        errors: [{ field: "currentPassword", code: "incorrect", message: "the current password is not correct" }],
      });
    }
    if (input.password !== undefined) data.passwordHash = await hashPassword(input.password, { address: ctx.ip });
    data.tokenGeneration = { increment: 1 };
    // every earlier token ends but the caller's: the storefront that made the change stays logged in
    data.keptTokenId = ctx.caller.kind === "customer" ? (ctx.caller.tokenId ?? null) : null;
    // the change applies only if the password is still the one just checked (two changes cannot interleave)
    where = { id, passwordHash: current.passwordHash };
  }
  const credentialsChanged = data.tokenGeneration !== undefined;
  try {
    const c = await withTransaction(ctx, async (tx) => {
      const row = await dbOf(tx).customer.update({ where, data, include: { addresses: { orderBy: { id: "asc" } } } });
      if (credentialsChanged) {
        await endResetLinks(tx, id);
        await callersChanged(tx);
      }
      return row;
    });
    return ownDto(ctx, c);
  } catch (e) {
    if (isUniqueViolation(e)) throw emailTaken();
    if ((e as { code?: string } | null)?.code === "P2025") throw new ProblemError(409, "conflict", "The password changed meanwhile: log in again");
    throw e;
  }
}

/**
 * A new password or email ends every outstanding reset link of the account (the core's, and through the
 * in-transaction hook `customer_credentials_changed`, those modules mailed), in the change's transaction.
 */
export async function endResetLinks(tx: RequestContext, customerId: number): Promise<void> {
  await dbOf(tx).customerPasswordToken.updateMany({ where: { customerId, usedAt: null }, data: { usedAt: new Date() } });
  await tx.app.events.dispatch("customer_credentials_changed", { ctx: tx, customerId });
}

/** Maho's body names for a password change (POST /customers/me/password) */
export const passwordChangeInput = z.object({
  currentPassword: z.string().min(1).max(1024),
  newPassword: z.string().min(MIN_PASSWORD_LENGTH, `at least ${MIN_PASSWORD_LENGTH} characters`).max(1024),
});

/** the same change as PATCH /customers/me with a new password: every earlier token but the caller's stops working */
export async function changePassword(ctx: RequestContext, raw: unknown): Promise<CustomerDto> {
  const input = parseInput(passwordChangeInput, raw);
  return updateMe(ctx, { currentPassword: input.currentPassword, password: input.newPassword });
}
