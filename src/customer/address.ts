/**
 * Addresses as Maho's Address resource names them: `street` is a list of lines everywhere (customer
 * addresses, cart and order addresses); a single string is still accepted and split on newlines. The
 * customer address table keeps one street column holding the lines joined by "\n".
 */
import { z } from "zod";
import type { CustomerAddress } from "../generated/prisma/client.ts";

export const MAX_STREET_LINES = 4;

/** street lines from what is stored or sent: a list, or one string with lines separated by newlines */
export function streetLines(v: unknown): string[] {
  const raw = Array.isArray(v) ? v.map(String) : typeof v === "string" ? [v] : [];
  return raw
    .flatMap((l) => l.split(/\r?\n/))
    .map((l) => l.trim())
    .filter(Boolean);
}

const street = z.union([z.array(z.string().max(255)).max(MAX_STREET_LINES), z.string().max(1024)]).transform((v, c) => {
  const lines = streetLines(v);
  if (lines.length === 0) c.addIssue({ code: "custom", message: "at least one street line is required" });
  if (lines.length > MAX_STREET_LINES) c.addIssue({ code: "custom", message: `at most ${MAX_STREET_LINES} street lines` });
  return lines;
});

const name = z.string().trim().min(1).max(255);
/** Maho sends null for an empty optional text: stored as "" */
const optText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullable()
    .transform((v) => v ?? "");
/** HTML selects send numbers as strings: both are accepted, as Maho does; an empty select ("") is no region */
const regionId = z.union([z.number().int().positive(), z.string().regex(/^\d+$/).transform(Number), z.literal("").transform(() => null)]).nullable();

const addressFields = {
  firstName: name,
  lastName: name,
  company: optText(255),
  street,
  city: z.string().trim().min(1).max(255),
  region: optText(255),
  regionId,
  postcode: optText(32),
  countryId: z.string().trim().toUpperCase().length(2),
  telephone: optText(64),
  isDefaultBilling: z.boolean(),
  isDefaultShipping: z.boolean(),
};
/** Maho's names for ours (Address resource: `firstname`, `lastname`) */
const mahoNames = { firstname: name, lastname: name };

/**
 * One of our name and Maho's for it: either may be sent; sent both, they must agree (422 on Maho's name). `required`
 * (a new address): one of them must be there.
 */
function agreeing(c: z.RefinementCtx, ours: "firstName" | "lastName", mine: string | undefined, maho: string | undefined, required: boolean) {
  const mahoName = ours.toLowerCase();
  if (mine !== undefined && maho !== undefined && mine !== maho)
    c.addIssue({ code: "custom", path: [mahoName], message: `${mahoName} and ${ours} differ: send one of them, or both alike` });
  else if (required && mine === undefined && maho === undefined) c.addIssue({ code: "custom", path: [ours], message: `${ours} (or ${mahoName}) is required` });
  return mine ?? maho;
}

export const addressInput = z
  .object({
    ...addressFields,
    firstName: name.optional(),
    lastName: name.optional(),
    firstname: name.optional(),
    lastname: name.optional(),
    company: addressFields.company.default(""),
    region: addressFields.region.default(""),
    regionId: regionId.default(null),
    postcode: addressFields.postcode.default(""),
    telephone: addressFields.telephone.default(""),
    isDefaultBilling: addressFields.isDefaultBilling.default(false),
    isDefaultShipping: addressFields.isDefaultShipping.default(false),
  })
  .transform(({ firstname, lastname, ...rest }, c) => ({
    ...rest,
    firstName: agreeing(c, "firstName", rest.firstName, firstname, true) as string,
    lastName: agreeing(c, "lastName", rest.lastName, lastname, true) as string,
  }));
/** a change to an address: no defaults, so a field left out keeps its value (unknown fields are refused) */
export const addressPatch = z
  .object({ ...addressFields, ...mahoNames, id: z.unknown(), customerId: z.unknown() })
  .partial()
  .strict()
  // a Maho client PUTs the whole resource back, its read-only id and customerId included: they are ignored
  .transform(({ id: _id, customerId: _c, firstname, lastname, ...rest }, c) => {
    const firstName = agreeing(c, "firstName", rest.firstName, firstname, false);
    const lastName = agreeing(c, "lastName", rest.lastName, lastname, false);
    return { ...rest, ...(firstName !== undefined ? { firstName } : {}), ...(lastName !== undefined ? { lastName } : {}) };
  });
export type AddressInput = z.infer<typeof addressInput>;
export type AddressPatch = z.infer<typeof addressPatch>;

/** Maho's Address shape (its `firstname`/`lastname` beside our names) */
export interface AddressDto {
  id: number;
  customerId: number;
  firstName: string;
  lastName: string;
  firstname: string;
  lastname: string;
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

export const toAddressDto = (a: CustomerAddress): AddressDto => ({ ...a, street: streetLines(a.street), firstname: a.firstName, lastname: a.lastName });

/** the row's street column for the lines of an input */
export const storedStreet = (lines: string[]) => lines.join("\n");

export type SnapshotAddressDto = Omit<AddressDto, "id" | "customerId" | "isDefaultBilling" | "isDefaultShipping" | "firstname" | "lastname">;

/** an address as an order or cart snapshot holds it (street as lines whatever was stored) */
export function snapshotAddress(v: unknown): SnapshotAddressDto | null {
  if (!v || typeof v !== "object") return null;
  const a = v as Record<string, unknown>;
  const s = (k: string) => (typeof a[k] === "string" ? (a[k] as string) : "");
  return {
    firstName: s("firstName"),
    lastName: s("lastName"),
    company: s("company"),
    street: streetLines(a.street),
    city: s("city"),
    region: s("region"),
    regionId: typeof a.regionId === "number" ? a.regionId : null,
    postcode: s("postcode"),
    countryId: s("countryId"),
    telephone: s("telephone"),
  };
}
