/** The company's address book: list (company.addresses.use or .manage), create, update, delete (company.addresses.manage). */
import { z } from "zod";
import type { RequestContext } from "../../../core/context.ts";
import { type DbClient, dbOf, withTransaction } from "../../../core/unit-of-work.ts";
import type { CompanyAddress } from "../../../generated/prisma/client.ts";
import { appendCompanyEvent } from "../company-events.ts";
import { companyNotFound, permissionDenied } from "../membership.ts";
import type { CompanyModule } from "../service.ts";
import { type AddressDto, toAddressDto } from "../types.ts";
import { holdsAny, invalidField, parseSelfServiceInput, selfService, visibleAddresses } from "./company-dto.ts";

const MANAGE = "company.addresses.manage";
const text = (max: number) => z.string().trim().max(max);

export const addressInput = z.object({
  label: text(255).optional(),
  firstName: text(255).min(1).optional(),
  lastName: text(255).min(1).optional(),
  company: text(255).optional(),
  street: z.array(text(255)).min(1).max(4).optional(),
  city: text(255).min(1).optional(),
  region: text(255).optional(),
  regionId: z.number().int().positive().nullable().optional(),
  postcode: text(64).optional(),
  countryId: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, "a two-letter country code")
    .optional(),
  telephone: text(64).optional(),
  isDefaultBilling: z.boolean().optional(),
  isDefaultShipping: z.boolean().optional(),
});
export type AddressInput = z.input<typeof addressInput>;
type Parsed = z.output<typeof addressInput>;

const REQUIRED = ["firstName", "lastName", "street", "city", "countryId"] as const;

const snapshot = (a: CompanyAddress) => {
  const { id: _id, companyId: _c, createdAt: _ca, updatedAt: _ua, ...rest } = a;
  return rest;
};

function dataOf(input: Parsed) {
  const { street, ...rest } = input;
  return { ...rest, ...(street !== undefined ? { street: street.filter((l) => l !== "").join("\n") } : {}) };
}

async function addressOfCompany(db: DbClient, companyId: number, id: number): Promise<CompanyAddress> {
  const row = await db.companyAddress.findUnique({ where: { id } });
  if (!row || row.companyId !== companyId) throw companyNotFound("address");
  return row;
}

/** one default billing and one default shipping address per company */
async function oneDefault(db: DbClient, companyId: number, a: CompanyAddress) {
  if (a.isDefaultBilling)
    await db.companyAddress.updateMany({ where: { companyId, isDefaultBilling: true, NOT: { id: a.id } }, data: { isDefaultBilling: false } });
  if (a.isDefaultShipping)
    await db.companyAddress.updateMany({ where: { companyId, isDefaultShipping: true, NOT: { id: a.id } }, data: { isDefaultShipping: false } });
}

export async function listAddresses(ctx: RequestContext, m: CompanyModule): Promise<AddressDto[]> {
  return visibleAddresses(ctx, await selfService(ctx, m));
}

export async function getAddress(ctx: RequestContext, m: CompanyModule, id: number): Promise<AddressDto> {
  const mm = await selfService(ctx, m);
  const row = await addressOfCompany(dbOf(ctx), mm.company.id, id);
  if (!holdsAny(mm, "company.addresses.use", MANAGE)) throw permissionDenied("company.addresses.use");
  return toAddressDto(row);
}

export async function createAddress(ctx: RequestContext, m: CompanyModule, raw: unknown): Promise<AddressDto> {
  const mm = await selfService(ctx, m, MANAGE);
  const input = parseSelfServiceInput(addressInput, raw, ["regionId"]);
  for (const f of REQUIRED) if (input[f] === undefined) throw invalidField(f, "required", `${f} is required`);
  const companyId = mm.company.id;
  return withTransaction(ctx, async (tx) => {
    const db = dbOf(tx);
    const data = dataOf(input);
    const row = await db.companyAddress.create({
      data: {
        ...data,
        companyId,
        firstName: input.firstName!,
        lastName: input.lastName!,
        street: data.street!,
        city: input.city!,
        countryId: input.countryId!,
      },
    });
    await oneDefault(db, companyId, row);
    await appendCompanyEvent(db, tx, { companyId, kind: "address_created", subjectType: "address", subjectId: row.id, after: snapshot(row) });
    return toAddressDto(row);
  });
}

export async function updateAddress(ctx: RequestContext, m: CompanyModule, id: number, raw: unknown): Promise<AddressDto> {
  const mm = await selfService(ctx, m, MANAGE);
  const input = parseSelfServiceInput(addressInput, raw, ["regionId"]);
  const companyId = mm.company.id;
  return withTransaction(ctx, async (tx) => {
    const db = dbOf(tx);
    const before = await addressOfCompany(db, companyId, id);
    const after = await db.companyAddress.update({ where: { id }, data: dataOf(input) });
    await oneDefault(db, companyId, after);
    await appendCompanyEvent(db, tx, {
      companyId,
      kind: "address_updated",
      subjectType: "address",
      subjectId: id,
      before: snapshot(before),
      after: snapshot(after),
    });
    return toAddressDto(after);
  });
}

export async function deleteAddress(ctx: RequestContext, m: CompanyModule, id: number): Promise<AddressDto> {
  const mm = await selfService(ctx, m, MANAGE);
  const companyId = mm.company.id;
  return withTransaction(ctx, async (tx) => {
    const db = dbOf(tx);
    const row = await addressOfCompany(db, companyId, id);
    await db.companyAddress.delete({ where: { id } });
    await appendCompanyEvent(db, tx, { companyId, kind: "address_deleted", subjectType: "address", subjectId: id, before: snapshot(row) });
    return toAddressDto(row);
  });
}
