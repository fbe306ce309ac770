/**
 * companyCreate: a company made by the merchant, with an existing customer as its admin (of the company's store, in
 * no company) or a new one. A new admin gets an account without a usable password and the `adminWelcome` mail
 * with a one-time set-password link: the core's own password-reset token (CustomerPasswordToken), which the
 * core's reset route (`POST /api/rest/v2/customers/password/reset`) redeems whatever modules are installed.
 * The company, its admin's member row (no role: the admin holds every permission), the history event, the audit
 * entry and the mail commit together.
 */
import { createHash, randomBytes } from "node:crypto";
import { z } from "zod";
import { runAfterAnswer } from "../../../core/after-answer.ts";
import { parseInput } from "../../../core/api/input.ts";
import { recordAudit } from "../../../core/audit/record.ts";
import type { RequestContext } from "../../../core/context.ts";
import { ProblemError } from "../../../core/errors.ts";
import { dbOf, withTransaction } from "../../../core/unit-of-work.ts";
import { planResetLink } from "../../../customer/password-reset.ts";
import { createCustomer, isUniqueViolation, unsetPasswordHash } from "../../../customer/service.ts";
import type { Company } from "../../../generated/prisma/client.ts";
import { appendCompanyEvent } from "../company-events.ts";
import { COMPANY_TEMPLATES } from "../config.ts";
import { queueCompanyMail } from "../mail.ts";
import { type CompanyModule, standingChanged } from "../service.ts";
import { companySnapshot } from "./detail.ts";
import { checkRefs, invalidField, profileShape } from "./refs.ts";

const adminInput = z.union([
  z.object({ customerId: z.number().int().positive(), jobTitle: z.string().trim().max(255).optional() }).strict(),
  z
    .object({
      email: z.email().max(255),
      firstName: z.string().trim().min(1).max(255),
      lastName: z.string().trim().min(1).max(255),
      jobTitle: z.string().trim().max(255).optional(),
    })
    .strict(),
]);

export const createInput = z.object({
  ...profileShape,
  legalName: profileShape.legalName.default(""),
  email: profileShape.email.default(""),
  phone: profileShape.phone.default(""),
  vatId: profileShape.vatId.default(""),
  resellerId: profileShape.resellerId.default(""),
  customerGroupId: z.number().int().optional(),
  salesRepId: z.number().int().optional(),
  parentId: z.number().int().optional(),
  storeId: z.number().int().optional(),
  /** active (default: the merchant vouches for it) or pending */
  status: z.enum(["active", "pending"]).default("active"),
  admin: adminInput,
});

export const alreadyInCompany = (field = "customerId") =>
  new ProblemError(409, "already_in_company", "The customer already belongs to a company", {
    errors: [{ field, code: "already_in_company", message: "a customer belongs to at most one company" }],
  });

const emailTaken = () =>
  new ProblemError(409, "email_taken", "An account with this email already exists: name it by admin.customerId", {
    errors: [{ field: "admin.email", code: "duplicate", message: "email is taken" }],
  });

const sha256 = (s: string) => createHash("sha256").update(s).digest("hex");

export async function createCompany(ctx: RequestContext, m: CompanyModule, raw: unknown): Promise<Company> {
  const input = parseInput(createInput, raw);
  const stores = await ctx.app.stores();
  const storeId = input.storeId ?? stores.all.find((s) => s.isDefault)?.id ?? stores.all[0]?.id ?? 1;
  await checkRefs(ctx, { customerGroupId: input.customerGroupId, storeId, salesRepId: input.salesRepId, parentId: input.parentId });
  const customerGroupId = input.customerGroupId ?? Number((await ctx.app.config.get("customer/create_account/default_group", storeId)) ?? 1);
  const cfg = await m.configForStore(storeId);
  // read outside the transaction (SQLite holds its lock for the transaction)
  const link = "email" in input.admin ? await planResetLink(ctx, storeId) : null;
  try {
    const company = await withTransaction(ctx, async (tx) => {
      const db = dbOf(tx);
      let admin: { id: number; email: string; firstName: string; lastName: string };
      if ("customerId" in input.admin) {
        const c = await db.customer.findUnique({
          where: { id: input.admin.customerId },
          select: { id: true, storeId: true, email: true, firstName: true, lastName: true },
        });
        if (!c) throw invalidField("admin.customerId", "not_found", `no customer ${input.admin.customerId}`);
        if (c.storeId !== storeId) throw invalidField("admin.customerId", "other_store", "the admin must be a customer of the company's store");
        if (await db.companyMember.findUnique({ where: { customerId: c.id }, select: { id: true } })) throw alreadyInCompany("admin.customerId");
        admin = c;
      } else {
        const email = input.admin.email.toLowerCase();
        if (await db.customer.findFirst({ where: { storeId, email }, select: { id: true } })) throw emailTaken();
        const ownGroup = Number((await ctx.app.config.get("customer/create_account/default_group", storeId)) ?? 1);
        admin = await createCustomer(tx, {
          storeId,
          email,
          passwordHash: unsetPasswordHash(),
          firstName: input.admin.firstName,
          lastName: input.admin.lastName,
          account: { isApproved: true, approvalStatus: "active", groupId: ownGroup },
        });
      }
      const created = await db.company.create({
        data: {
          storeId,
          name: input.name,
          legalName: input.legalName,
          email: input.email,
          phone: input.phone,
          vatId: input.vatId,
          resellerId: input.resellerId,
          status: input.status,
          adminCustomerId: admin.id,
          salesRepId: input.salesRepId ?? null,
          customerGroupId,
          parentId: input.parentId ?? null,
        },
      });
      const member = await db.companyMember.create({
        data: { companyId: created.id, customerId: admin.id, roleId: null, jobTitle: input.admin.jobTitle ?? "" },
      });
      await appendCompanyEvent(db, tx, { companyId: created.id, kind: "created", after: companySnapshot(created) });
      await appendCompanyEvent(db, tx, {
        companyId: created.id,
        kind: "member_added",
        subjectType: "member",
        subjectId: member.id,
        after: { customerId: admin.id, email: admin.email, isAdmin: true },
      });
      await recordAudit(db, tx, { operation: "companyCreate", entityType: "company", entityId: created.id, before: null, after: companySnapshot(created) });
      // the admin's group and standing now come from the company
      await standingChanged(tx);
      if (link) {
        const secret = randomBytes(32).toString("base64url");
        await db.customerPasswordToken.create({
          data: { customerId: admin.id, tokenHash: sha256(secret), expiresAt: new Date(Date.now() + link.hours * 3600_000) },
        });
        const sep = link.url.includes("?") ? "&" : "?";
        await queueCompanyMail(tx, cfg, {
          to: admin.email,
          storeId,
          template: COMPANY_TEMPLATES.adminWelcome,
          vars: {
            customer: { firstName: admin.firstName, lastName: admin.lastName, email: admin.email },
            company: { id: created.id, name: created.name, status: created.status },
            setPasswordLink: `${link.url}${sep}token=${encodeURIComponent(secret)}&email=${encodeURIComponent(admin.email)}`,
            expiresHours: link.hours,
          },
        });
      }
      return created;
    });
    if (link) runAfterAnswer(ctx, "company-admin-mail", async (later) => later.app.mail.dispatcher.kick());
    return company;
  } catch (e) {
    // a race with another write: the new admin's email was taken meanwhile, or the existing admin joined a company
    if (isUniqueViolation(e)) throw "email" in input.admin ? emailTaken() : alreadyInCompany("admin.customerId");
    throw e;
  }
}
