/**
 * The address book: the logged-in customer's addresses, and the checks every address passes (the country
 * the store serves, the region of that country). Every function takes the request context first.
 */
import type { RequestContext } from "../core/context.ts";
import { ProblemError } from "../core/errors.ts";
import { parseInput } from "../core/api/input.ts";
import { addressInput, addressPatch, storedStreet, toAddressDto, type AddressDto, type AddressInput } from "./address.ts";
import { requireCustomer } from "./caller.ts";
import { dbOf, withTransaction } from "../core/unit-of-work.ts";
import type { CustomerAddress } from "../generated/prisma/client.ts";

export type AddressRow = CustomerAddress;
/** an admin's write records what it changed (admin-service.ts), in the write's transaction: null before a create, after a delete */
export type AddressAudit = (tx: RequestContext, before: AddressRow | null, after: AddressRow | null) => Promise<void>;

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
 * The row data of an address: its country is one the store serves, its regionId (if any) a region of that
 * country (422 `unknown_region`), whose name is the region (a different name sent is replaced, as Maho's address
 * getRegion() does); the street lines are joined.
 */
export async function addressRow<T extends Partial<AddressInput>>(ctx: RequestContext, a: T, countryId: string, field: string) {
  const { street, ...rest } = a;
  const out: Omit<T, "street"> & { street?: string; countryId?: string } = { ...rest };
  if (a.countryId !== undefined) out.countryId = await checkCountry(ctx, a.countryId, `${field}countryId`);
  if (a.regionId != null) {
    const region = await ctx.app.db.region.findFirst({ where: { id: a.regionId, countryId }, select: { name: true } });
    if (!region) {
      const message = `Region ${a.regionId} is not a region of ${countryId}`;
      throw new ProblemError(422, "invalid", message, { errors: [{ field: `${field}regionId`, code: "unknown_region", message }] });
    }
    (out as { region?: string }).region = region.name;
  }
  if (street !== undefined) out.street = storedStreet(street);
  return out;
}

/**
 * A cart's or order's address checked as the address book checks one: the country served by the store
 * (upper-cased), the region one of that country (its name is `region`); street stays a list.
 */
export async function checkAddress(ctx: RequestContext, a: AddressInput, field: string): Promise<AddressInput> {
  const { street: _, ...row } = await addressRow(ctx, a, a.countryId.toUpperCase(), field ? `${field}.` : "");
  return { ...a, ...row, street: a.street } as AddressInput;
}

export const addAddress = (ctx: RequestContext, raw: unknown): Promise<AddressDto> => addAddressFor(ctx, requireCustomer(ctx), raw);

/** a new address of the customer (the caller's own, or any customer's for an admin: admin-service.ts) */
export async function addAddressFor(ctx: RequestContext, customerId: number, raw: unknown, audit?: AddressAudit): Promise<AddressDto> {
  const input = parseInput(addressInput, raw);
  const data = await addressRow(ctx, input, input.countryId.toUpperCase(), "");
  const a = await withTransaction(ctx, async (t) => {
    const tx = dbOf(t);
    if (input.isDefaultBilling) await tx.customerAddress.updateMany({ where: { customerId }, data: { isDefaultBilling: false } });
    if (input.isDefaultShipping) await tx.customerAddress.updateMany({ where: { customerId }, data: { isDefaultShipping: false } });
    const created = await tx.customerAddress.create({ data: { ...data, street: data.street ?? "", countryId: data.countryId ?? input.countryId, customerId } });
    await audit?.(t, null, created);
    return created;
  });
  return toAddressDto(a);
}

/** PATCH (and Maho's PUT) semantics: only the fields sent change */
export const updateAddress = (ctx: RequestContext, addressId: number, raw: unknown): Promise<AddressDto> =>
  updateAddressOf(ctx, requireCustomer(ctx), addressId, raw);

/** a change to one of the customer's addresses; 404 for an address of anybody else */
export async function updateAddressOf(ctx: RequestContext, customerId: number, addressId: number, raw: unknown, audit?: AddressAudit): Promise<AddressDto> {
  const input = parseInput(addressPatch, raw);
  const existing = await ctx.app.db.customerAddress.findFirst({ where: { id: addressId, customerId } });
  if (!existing) throw new ProblemError(404, "not_found", "Address not found");
  const countryId = (input.countryId ?? existing.countryId).toUpperCase();
  // a region name sent alone does not unset the stored regionId of the same country: the region stays its name
  const keepsRegionId = input.region !== undefined && input.regionId === undefined && existing.regionId !== null && countryId === existing.countryId;
  const row = await addressRow(ctx, keepsRegionId ? { ...input, regionId: existing.regionId } : input, countryId, "");
  // a new country without a new region drops the old country's region
  if (input.countryId !== undefined && input.regionId === undefined && existing.regionId !== null) Object.assign(row, { regionId: null });
  const data = Object.fromEntries(Object.entries(row).filter(([, v]) => v !== undefined));
  const a = await withTransaction(ctx, async (t) => {
    const tx = dbOf(t);
    const before = audit ? await tx.customerAddress.findFirst({ where: { id: addressId, customerId } }) : null;
    if (input.isDefaultBilling) await tx.customerAddress.updateMany({ where: { customerId }, data: { isDefaultBilling: false } });
    if (input.isDefaultShipping) await tx.customerAddress.updateMany({ where: { customerId }, data: { isDefaultShipping: false } });
    const r = await tx.customerAddress.updateMany({ where: { id: addressId, customerId }, data });
    if (r.count === 0) throw new ProblemError(404, "not_found", "Address not found");
    const after = await tx.customerAddress.findUniqueOrThrow({ where: { id: addressId } });
    await audit?.(t, before, after);
    return after;
  });
  return toAddressDto(a);
}

export const deleteAddress = (ctx: RequestContext, addressId: number): Promise<void> => deleteAddressOf(ctx, requireCustomer(ctx), addressId);

export async function deleteAddressOf(ctx: RequestContext, customerId: number, addressId: number, audit?: AddressAudit): Promise<void> {
  if (!audit) {
    const r = await ctx.app.db.customerAddress.deleteMany({ where: { id: addressId, customerId } });
    if (r.count === 0) throw new ProblemError(404, "not_found", "Address not found");
    return;
  }
  await withTransaction(ctx, async (t) => {
    const tx = dbOf(t);
    const before = await tx.customerAddress.findFirst({ where: { id: addressId, customerId } });
    const r = await tx.customerAddress.deleteMany({ where: { id: addressId, customerId } });
    if (!before || r.count === 0) throw new ProblemError(404, "not_found", "Address not found");
    await audit(t, before, null);
  });
}
