/** The caller's company profile: read it (MyCompany) and edit it (company.profile.edit). */
import { z } from "zod";
import type { RequestContext } from "../../../core/context.ts";
import { dbOf, withTransaction } from "../../../core/unit-of-work.ts";
import { appendCompanyEvent } from "../company-events.ts";
import type { CompanyModule } from "../service.ts";
import { myCompanyAfterWrite, myCompanyDto, type MyCompanyDto, parseSelfServiceInput, selfService } from "./company-dto.ts";

const text = (max: number) => z.string().trim().max(max);

export const profileInput = z.object({
  name: text(255).min(1, "the company needs a name").optional(),
  legalName: text(255).optional(),
  email: z.union([z.literal(""), z.string().trim().toLowerCase().email().max(254)]).optional(),
  phone: text(64).optional(),
  vatId: text(64).optional(),
  resellerId: text(64).optional(),
});
export type ProfileInput = z.input<typeof profileInput>;

/** the caller's company as they may see it; null when they have none (or the module is off) */
export async function myCompany(ctx: RequestContext, m: CompanyModule): Promise<MyCompanyDto> {
  return myCompanyDto(ctx, await selfService(ctx, m));
}

/** PATCH semantics: only the fields sent change */
export async function updateProfile(ctx: RequestContext, m: CompanyModule, raw: unknown): Promise<MyCompanyDto> {
  const mm = await selfService(ctx, m, "company.profile.edit");
  const input = parseSelfServiceInput(profileInput, raw);
  return withTransaction(ctx, async (tx) => {
    const db = dbOf(tx);
    const before = await db.company.findUniqueOrThrow({ where: { id: mm.company.id } });
    const after = await db.company.update({ where: { id: before.id }, data: input });
    const fields = Object.keys(input) as (keyof typeof input)[];
    await appendCompanyEvent(db, tx, {
      companyId: before.id,
      kind: "profile_updated",
      before: Object.fromEntries(fields.map((f) => [f, before[f]])),
      after: Object.fromEntries(fields.map((f) => [f, after[f]])),
    });
    return myCompanyAfterWrite(tx, mm.member.customerId);
  });
}
