/**
 * The admin's customers (scope `customers`, admin-schema.ts): every customer listed and filtered, one with its
 * addresses, and the writes a merchant makes for a buyer: create (a set-password mail through the outbox, never a
 * password), update (names, email, group, store, date of birth, tax/VAT number), addresses, a reset link, delete.
 * A change to what the per-request token check reads (group, email, store, the row itself) calls `callersChanged`
 * in its transaction: the customer's next request, on any instance, sees it, and the response cache with it.
 */
import { z } from "zod";
import type { RequestContext } from "../core/context.ts";
import { ProblemError } from "../core/errors.ts";
import { parseInput } from "../core/api/input.ts";
import { dbOf, withTransaction } from "../core/unit-of-work.ts";
import { recordAudit } from "../core/audit/record.ts";
import { partSnapshot } from "../core/audit/snapshot.ts";
import { callersChanged } from "../core/auth/caller-memo.ts";
import { runAfterAnswer } from "../core/after-answer.ts";
import type { Prisma } from "../core/db/client.ts";
import type { AccountStatus } from "./hooks.ts";
import { addressInput, type AddressDto } from "./address.ts";
import { addAddressFor, addressRow, deleteAddressOf, updateAddressOf, type AddressRow } from "./address-book.ts";
import { createCustomer, emailTaken, endResetLinks, isUniqueViolation, toCustomerDto, unsetPasswordHash, firstAddress, type CustomerDto } from "./service.ts";
import { ACCOUNT_CREATED_TEMPLATE, PASSWORD_RESET_TEMPLATE, planResetLink, writeResetToken } from "./password-reset.ts";

/** the group of callers who are not logged in: no account belongs to it */
const NOT_LOGGED_IN_GROUP = 0;

export const ACCOUNT_STATUSES = ["active", "pending", "rejected"] as const satisfies readonly AccountStatus[];

export interface CustomerFilter {
  status?: AccountStatus[] | null;
  groupId?: number | null;
  storeId?: number | null;
  /** part of the email */
  email?: string | null;
  /** part of the first or last name */
  name?: string | null;
  createdFrom?: Date | null;
  createdTo?: Date | null;
  /** part of the email or a name, or the id */
  search?: string | null;
}
export const CUSTOMER_SORT_FIELDS = ["createdAt", "email", "lastName", "id", "groupId"] as const;
export interface CustomerSort {
  field: (typeof CUSTOMER_SORT_FIELDS)[number];
  direction: "asc" | "desc";
}

/** the approval states as grids read them (this one and customer approval's): an unapproved row naming no state counts as pending */
export function statusWhere(statuses: AccountStatus[]): Prisma.CustomerWhereInput {
  const or: Prisma.CustomerWhereInput[] = [];
  if (statuses.includes("pending")) or.push({ approvalStatus: "pending" }, { isApproved: false, approvalStatus: { notIn: ["pending", "rejected"] } });
  if (statuses.includes("rejected")) or.push({ approvalStatus: "rejected" });
  if (statuses.includes("active")) or.push({ isApproved: true, approvalStatus: { notIn: ["pending", "rejected"] } });
  return { OR: or };
}

const named = { group: { select: { name: true } }, store: { select: { name: true } } } as const;
type NamedRow = Parameters<typeof toCustomerDto>[0] & { group: { name: string }; store: { name: string } };
const withNames = (c: NamedRow): CustomerDto => ({ ...toCustomerDto(c), groupName: c.group.name, storeName: c.store.name });

export async function listAllCustomers(
  ctx: RequestContext,
  filter: CustomerFilter,
  sort: CustomerSort,
  page: number,
  pageSize: number,
): Promise<{ items: CustomerDto[]; totalCount: number }> {
  const and: Prisma.CustomerWhereInput[] = [];
  if (filter.status?.length) and.push(statusWhere(filter.status));
  if (filter.groupId != null) and.push({ groupId: filter.groupId });
  if (filter.storeId != null) and.push({ storeId: filter.storeId });
  if (filter.email) and.push({ email: { contains: filter.email.trim().toLowerCase() } });
  if (filter.name) and.push({ OR: [{ firstName: { contains: filter.name.trim() } }, { lastName: { contains: filter.name.trim() } }] });
  if (filter.createdFrom) and.push({ createdAt: { gte: filter.createdFrom } });
  if (filter.createdTo) and.push({ createdAt: { lte: filter.createdTo } });
  const q = filter.search?.trim();
  if (q) {
    const or: Prisma.CustomerWhereInput[] = [{ email: { contains: q.toLowerCase() } }, { firstName: { contains: q } }, { lastName: { contains: q } }];
    if (/^\d{1,9}$/.test(q)) or.push({ id: Number(q) });
    and.push({ OR: or });
  }
  const where = { AND: and };
  const db = dbOf(ctx);
  const [rows, totalCount] = await Promise.all([
    db.customer.findMany({
      where,
      include: named,
      orderBy: [{ [sort.field]: sort.direction }, { id: sort.direction }],
      skip: (page - 1) * pageSize,
      take: pageSize,
    }),
    db.customer.count({ where }),
  ]);
  return { items: rows.map(withNames), totalCount };
}

export async function customerById(ctx: RequestContext, id: number): Promise<CustomerDto | null> {
  const c = await dbOf(ctx).customer.findUnique({ where: { id }, include: { ...named, addresses: { orderBy: { id: "asc" } } } });
  return c ? withNames(c) : null;
}

const notFound = () => new ProblemError(404, "not_found", "Customer not found");
const invalid = (field: string, code: string, message: string) => new ProblemError(422, "invalid", message, { errors: [{ field, code, message }] });

const name = z.string().trim().min(1).max(255);
const email = z.string().trim().toLowerCase().email().max(254);
/** YYYY-MM-DD, a real day, not in the future; "" clears it */
const dob = z
  .string()
  .trim()
  .refine(
    (v) => v === "" || (/^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v)),
    {
      message: "a date YYYY-MM-DD",
    },
  )
  .refine((v) => v === "" || new Date(`${v}T00:00:00Z`).getTime() <= Date.now(), { message: "not in the future" });
const taxvat = z.string().trim().max(64);
const id = z.number().int().min(1);

export const adminCreateInput = z.object({
  email,
  firstName: name,
  lastName: name,
  groupId: id.optional(),
  storeId: id.optional(),
  dob: dob.optional(),
  taxvat: taxvat.optional(),
  address: addressInput.optional(),
});
export const adminUpdateInput = z.object({ email, firstName: name, lastName: name, groupId: id, storeId: id, dob, taxvat }).partial().strict();

/** the group must exist and be one an account can be in; the store must exist */
async function checkGroupAndStore(ctx: RequestContext, groupId: number | undefined, storeId: number | undefined): Promise<void> {
  const db = dbOf(ctx);
  if (groupId !== undefined && (groupId === NOT_LOGGED_IN_GROUP || !(await db.customerGroup.findUnique({ where: { id: groupId }, select: { id: true } })))) {
    throw invalid("groupId", "not_found", "no customer group with this id");
  }
  if (storeId !== undefined && !(await db.store.findUnique({ where: { id: storeId }, select: { id: true } }))) {
    throw invalid("storeId", "not_found", "no store with this id");
  }
}

const kickMail = (ctx: RequestContext) => runAfterAnswer(ctx, "customer-admin-mail", async (later) => later.app.mail.dispatcher.kick());

/**
 * A buyer's account opened by an admin, through `createCustomer` (its registration hooks run: customer approval
 * records the state it sets): no password is set or mailed; the customer gets a one-time link to choose one
 * (`customer_account_created`), in the same transaction.
 */
export async function adminCreateCustomer(ctx: RequestContext, raw: unknown): Promise<CustomerDto> {
  const input = parseInput(adminCreateInput, raw);
  const storeId = input.storeId ?? ctx.store.id;
  await checkGroupAndStore(ctx, input.groupId, input.storeId);
  const groupId = input.groupId ?? Number((await ctx.app.config.get("customer/create_account/default_group", storeId)) ?? 1);
  const address = input.address ? await addressRow(ctx, input.address, input.address.countryId.toUpperCase(), "address.") : undefined;
  const link = await planResetLink(ctx, storeId);
  try {
    const created = await withTransaction(ctx, async (tx) => {
      const c = await createCustomer(tx, {
        storeId,
        email: input.email,
        passwordHash: unsetPasswordHash(),
        firstName: input.firstName,
        lastName: input.lastName,
        dob: input.dob || null,
        taxvat: input.taxvat || null,
        account: { isApproved: true, approvalStatus: "active", groupId },
        address: address && input.address ? firstAddress(address, input.address.countryId) : undefined,
      });
      await writeResetToken(tx, link, c, ACCOUNT_CREATED_TEMPLATE);
      const { addresses, ...row } = c;
      await recordAudit(dbOf(tx), tx, { operation: "customerCreate", entityType: "customer", entityId: c.id, before: null, after: row });
      return c.id;
    });
    kickMail(ctx);
    return (await customerById(ctx, created)) as CustomerDto;
  } catch (e) {
    if (isUniqueViolation(e)) throw emailTaken();
    throw e;
  }
}

/**
 * Only the fields given change. A new group, email or store is read by the customer's next request on every
 * instance (`callersChanged`); a new email also ends the reset links mailed to the old one. The email is unique
 * per store (409 `email_taken`, field `email`).
 */
export async function adminUpdateCustomer(ctx: RequestContext, customerId: number, raw: unknown): Promise<CustomerDto> {
  const input = parseInput(adminUpdateInput, raw);
  await checkGroupAndStore(ctx, input.groupId, input.storeId);
  try {
    await withTransaction(ctx, async (tx) => {
      const db = dbOf(tx);
      const before = await db.customer.findUnique({ where: { id: customerId } });
      if (!before) throw notFound();
      const data: Prisma.CustomerUpdateInput = {};
      for (const k of ["firstName", "lastName", "email"] as const) if (input[k] !== undefined && input[k] !== before[k]) data[k] = input[k];
      if (input.groupId !== undefined && input.groupId !== before.groupId) data.group = { connect: { id: input.groupId } };
      if (input.storeId !== undefined && input.storeId !== before.storeId) data.store = { connect: { id: input.storeId } };
      if (input.dob !== undefined) data.dob = input.dob || null;
      if (input.taxvat !== undefined) data.taxvat = input.taxvat || null;
      if (Object.keys(data).length === 0) return;
      const after = await db.customer.update({ where: { id: customerId }, data });
      await recordAudit(db, tx, { operation: "customerUpdate", entityType: "customer", entityId: customerId, before, after });
      if (data.email !== undefined) await endResetLinks(tx, customerId);
      if (data.group !== undefined || data.email !== undefined || data.store !== undefined) await callersChanged(tx);
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw emailTaken();
    throw e;
  }
  return (await customerById(ctx, customerId)) as CustomerDto;
}

/**
 * Deletes an account that has no orders (409 `has_orders` otherwise: orders keep the customer's email and name,
 * so the account stays while it has any). Its carts, wishlist and reset tokens go with it, its newsletter
 * subscription stays as a guest's; its tokens stop working on the next request, on every instance.
 */
export async function adminDeleteCustomer(ctx: RequestContext, customerId: number): Promise<CustomerDto> {
  const gone = await customerById(ctx, customerId);
  if (!gone) throw notFound();
  await withTransaction(ctx, async (tx) => {
    const db = dbOf(tx);
    const orders = await db.order.count({ where: { customerId } });
    if (orders > 0) {
      throw new ProblemError(409, "has_orders", `The customer has ${orders} order(s): an account with orders is not deleted`, {
        errors: [{ field: "id", code: "has_orders", message: "the customer has orders" }],
      });
    }
    await db.cart.deleteMany({ where: { customerId } });
    await db.wishlistItem.deleteMany({ where: { customerId } });
    await db.customerPasswordToken.deleteMany({ where: { customerId } });
    await db.newsletterSubscriber.updateMany({ where: { customerId }, data: { customerId: null } });
    const before = await db.customer.findUnique({ where: { id: customerId } });
    const r = await db.customer.deleteMany({ where: { id: customerId } });
    if (r.count !== 1) throw notFound();
    await recordAudit(db, tx, { operation: "customerDelete", entityType: "customer", entityId: customerId, before, after: null });
    await tx.app.events.dispatch("customer_delete_after", { ctx: tx, customerId, email: gone.email });
    await callersChanged(tx);
  });
  return gone;
}

/** mails the customer a one-time link to choose a new password (the forgotten-password mail), whatever they asked */
export async function adminSendPasswordReset(ctx: RequestContext, customerId: number): Promise<CustomerDto> {
  const c = await customerById(ctx, customerId);
  if (!c) throw notFound();
  const plan = await planResetLink(ctx, c.storeId);
  await withTransaction(ctx, async (tx) => {
    await writeResetToken(tx, plan, c, PASSWORD_RESET_TEMPLATE);
    // nothing of the record changes: the entry says a link was mailed, and to which address
    await recordAudit(dbOf(tx), tx, {
      operation: "customerPasswordResetSend",
      entityType: "customer",
      entityId: customerId,
      before: { passwordResetLinkSentTo: null },
      after: { passwordResetLinkSentTo: c.email },
    });
  });
  kickMail(ctx);
  return c;
}

async function requireRow(ctx: RequestContext, customerId: number): Promise<void> {
  if (!(await dbOf(ctx).customer.findUnique({ where: { id: customerId }, select: { id: true } }))) throw notFound();
}

/** the address writes of the storefront's address book, for any customer (404 for an address of another) */
export async function adminAddAddress(ctx: RequestContext, customerId: number, raw: unknown): Promise<AddressDto> {
  await requireRow(ctx, customerId);
  return addAddressFor(ctx, customerId, raw, (tx, before, after) => auditAddress(tx, "customerAddressCreate", customerId, before, after));
}
export async function adminUpdateAddress(ctx: RequestContext, customerId: number, addressId: number, raw: unknown): Promise<AddressDto> {
  await requireRow(ctx, customerId);
  return updateAddressOf(ctx, customerId, addressId, raw, (tx, before, after) => auditAddress(tx, "customerAddressUpdate", customerId, before, after));
}
export async function adminDeleteAddress(ctx: RequestContext, customerId: number, addressId: number): Promise<void> {
  await requireRow(ctx, customerId);
  await deleteAddressOf(ctx, customerId, addressId, (tx, before, after) => auditAddress(tx, "customerAddressDelete", customerId, before, after));
}

/** an address is a part of its customer: its fields are recorded under the customer's history (`address 12.city`) */
function auditAddress(tx: RequestContext, operation: string, customerId: number, before: AddressRow | null, after: AddressRow | null) {
  const id = (after ?? before)?.id;
  return recordAudit(dbOf(tx), tx, {
    operation,
    entityType: "customer",
    entityId: customerId,
    before: partSnapshot(`address ${id}`, before, ["id", "customerId"]),
    after: partSnapshot(`address ${id}`, after, ["id", "customerId"]),
  });
}
