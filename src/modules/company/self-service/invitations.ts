/**
 * Invitations (company.members.manage): an existing customer of the store without a company gets an invitation to
 * accept; a new email gets an account without a usable password and an invitation whose link also sets it; a
 * customer already in a company (this one or another) is refused with 409 `already_in_company`. Invitations are
 * rate limited per inviting member and per company (429 `rate_limited`): each may open an account and sends
 * store-branded mail. The answer never shows what the store knows of an existing customer (the names are the
 * input's). Unless the caller is the admin, the role given holds only codes the caller holds. Only the token's
 * SHA-256 is stored; accepting it (the token is the credential) makes the membership in one transaction.
 */
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { z } from "zod";
import type { RequestContext } from "../../../core/context.ts";
import { ProblemError } from "../../../core/errors.ts";
import { parseInput } from "../../../core/api/input.ts";
import { hashPassword } from "../../../core/auth/password.ts";
import { dbOf, withTransaction } from "../../../core/unit-of-work.ts";
import { createCustomer, isUniqueViolation, MIN_PASSWORD_LENGTH, setApprovalStatus, unsetPasswordHash } from "../../../customer/service.ts";
import { appendCompanyEvent } from "../company-events.ts";
import { COMPANY_TEMPLATES } from "../config.ts";
import { lockCompany } from "../lock.ts";
import { queueCompanyMail } from "../mail.ts";
import { companyNotFound, membershipOf } from "../membership.ts";
import { permissionsOf } from "../permissions.ts";
import { type CompanyModule, standingChanged } from "../service.ts";
import type { MemberDto, RoleDto } from "../types.ts";
import { toRoleDto } from "../types.ts";
import { invalidField, lockedCaller, myCompanyDto, type MyCompanyDto, parseSelfServiceInput, requireHeld, roleOfCompany, selfService } from "./company-dto.ts";
import { checkedManager } from "./members.ts";

/** the store's default customer group: an invited account's own group (the company's applies while it is a member) */
const DEFAULT_GROUP_ID = 1;
/** the storefront worker's invitation page */
export const INVITATION_PATH = "/company/invitation";
/** accept attempts per address and hour (the token is 256 bits; each attempt costs a lookup) */
const ACCEPTS_PER_HOUR = 30;
/** invitations an inviting member may send per hour, and a company per day (each may open an account and sends mail) */
export const INVITE_LIMITS = {
  member: { name: "company-invite-member", points: 20, seconds: 3600 },
  company: { name: "company-invite", points: 100, seconds: 86_400 },
} as const;

export const inviteInput = z.object({
  email: z.string().trim().toLowerCase().email().max(254),
  firstName: z.string().trim().max(255).optional(),
  lastName: z.string().trim().max(255).optional(),
  roleId: z.number().int().positive().nullable().optional(),
  managerId: z.number().int().positive().nullable().optional(),
  jobTitle: z.string().trim().max(255).optional(),
});
export type InviteInput = z.input<typeof inviteInput>;

export const acceptInput = z.object({
  token: z.string().min(10).max(200),
  password: z.string().min(MIN_PASSWORD_LENGTH, `at least ${MIN_PASSWORD_LENGTH} characters`).max(1024).optional(),
});

const sha256 = (s: string) => createHash("sha256").update(s).digest("hex");

export const alreadyInCompany = () =>
  new ProblemError(409, "already_in_company", "This customer already belongs to a company", {
    errors: [{ field: "email", code: "already_in_company", message: "a customer belongs to at most one company" }],
  });

/** the accept link: on the storefront worker's origin when there is one (STOREFRONT_URL), else a path */
function acceptLink(ctx: RequestContext, token: string): string {
  const base = (ctx.app.settings.storefrontUrl ?? "").replace(/\/+$/, "");
  return `${base}${INVITATION_PATH}?token=${encodeURIComponent(token)}`;
}

/**
 * Invites `email` into the caller's company. Answers the member-to-be (id 0 and status `invited` until accepted).
 */
export async function inviteMember(ctx: RequestContext, m: CompanyModule, raw: unknown): Promise<MemberDto> {
  const mm = await selfService(ctx, m, "company.members.manage");
  const tooMany = "Too many invitations; try again later";
  const { member: perMember, company: perCompany } = INVITE_LIMITS;
  await ctx.app.limits.consume(perMember.name, String(mm.member.id), perMember.points, perMember.seconds, tooMany);
  await ctx.app.limits.consume(perCompany.name, String(mm.company.id), perCompany.points, perCompany.seconds, tooMany);
  const input = parseSelfServiceInput(inviteInput, raw, ["roleId", "managerId"]);
  const cfg = await m.configForStore(mm.company.storeId);
  return withTransaction(ctx, async (tx) => {
    const db = dbOf(tx);
    const caller = await lockedCaller(tx, mm, "company.members.manage");
    const company = caller.company;
    let role: RoleDto | null = null;
    if (input.roleId != null) {
      const row = await roleOfCompany(db, company.id, input.roleId);
      const tree = permissionsOf(tx);
      requireHeld(caller, tree.parse(row.permissions), "roleId");
      role = toRoleDto(row, 0, tree);
    }
    const managerId = await checkedManager(db, company.id, null, input.managerId ?? null);
    let customer = await db.customer.findUnique({ where: { storeId_email: { storeId: company.storeId, email: input.email } } });
    let newAccount = false;
    if (customer) {
      if (await db.companyMember.findUnique({ where: { customerId: customer.id } })) throw alreadyInCompany();
    } else {
      if (!input.firstName) throw invalidField("firstName", "required", "a new account needs a first name");
      if (!input.lastName) throw invalidField("lastName", "required", "a new account needs a last name");
      customer = await createCustomer(tx, {
        storeId: company.storeId,
        email: input.email,
        // no usable password until the invitation's link sets one
        passwordHash: unsetPasswordHash(),
        firstName: input.firstName,
        lastName: input.lastName,
        account: { groupId: DEFAULT_GROUP_ID, isApproved: true, approvalStatus: "active" },
      });
      // the company (approved by the merchant) vouches for the accounts its admin opens: one that an observer held
      // for review (customer approval) is made active through the customer domain, with its history
      if (customer.approvalStatus !== "active") customer = (await setApprovalStatus(tx, customer, "active")) ?? customer;
      newAccount = true;
    }
    const token = randomBytes(32).toString("base64url");
    const invitation = await db.companyInvitation.create({
      data: {
        companyId: company.id,
        customerId: customer.id,
        email: input.email,
        roleId: role?.id ?? null,
        managerId,
        jobTitle: input.jobTitle ?? "",
        tokenHash: sha256(token),
        newAccount,
        invitedById: caller.member.id,
        expiresAt: new Date(Date.now() + cfg.invitationTtlHours * 3600_000),
      },
    });
    await appendCompanyEvent(db, tx, {
      companyId: company.id,
      kind: "member_invited",
      subjectType: "invitation",
      subjectId: invitation.id,
      after: { email: input.email, customerId: customer.id, roleId: invitation.roleId, managerId, jobTitle: invitation.jobTitle, newAccount },
    });
    const inviter = await db.customer.findUnique({ where: { id: caller.member.customerId }, select: { firstName: true, lastName: true, email: true } });
    await queueCompanyMail(tx, cfg, {
      to: customer.email,
      storeId: company.storeId,
      template: newAccount ? COMPANY_TEMPLATES.invitationNewAccount : COMPANY_TEMPLATES.invitationExisting,
      vars: {
        customer: { firstName: customer.firstName, lastName: customer.lastName, email: customer.email },
        company: { id: company.id, name: company.name },
        inviter: inviter ?? { firstName: "", lastName: "", email: "" },
        acceptLink: acceptLink(tx, token),
        expiresHours: cfg.invitationTtlHours,
      },
    });
    // the input's names, never the stored ones: the answer must not tell an inviter who an email belongs to
    return {
      id: 0,
      customerId: customer.id,
      email: input.email,
      firstName: input.firstName ?? "",
      lastName: input.lastName ?? "",
      role,
      managerId,
      jobTitle: invitation.jobTitle,
      status: "invited",
      isAdmin: false,
    };
  });
}

/**
 * Accepts an invitation: valid, unused and unexpired (else 400 `invalid_token`); the invited customer joins the
 * company with the invitation's role, manager and job title; a new account's password is set (required then).
 * Answers the company as the new member sees it.
 */
export async function acceptInvitation(ctx: RequestContext, m: CompanyModule, raw: unknown): Promise<MyCompanyDto> {
  const input = parseInput(acceptInput, raw);
  if (!(await m.config(ctx)).enabled) throw companyNotFound();
  await ctx.app.limits.consume("company-invitation-ip", ctx.ip || "unknown", ACCEPTS_PER_HOUR, 3600, "Too many attempts from this address; try again later");
  const invalid = () => new ProblemError(400, "invalid_token", "The invitation is invalid, expired or already used");
  const hash = sha256(input.token);
  const row = await ctx.app.db.companyInvitation.findUnique({ where: { tokenHash: hash } });
  if (!row || !timingSafeEqual(Buffer.from(row.tokenHash), Buffer.from(hash)) || row.acceptedAt || row.expiresAt.getTime() <= Date.now()) throw invalid();
  if (row.newAccount && input.password === undefined) throw invalidField("password", "required", "choose a password for the new account");
  // hashed before the transaction opens: scrypt is slow and SQLite holds its lock for the whole transaction
  const passwordHash = row.newAccount && input.password !== undefined ? await hashPassword(input.password, { address: ctx.ip }) : null;
  try {
    return await withTransaction(ctx, async (tx) => {
      const db = dbOf(tx);
      // the company's writers one at a time: the role and the manager read below are not being deleted or moved
      await lockCompany(db, row.companyId);
      const claimed = await db.companyInvitation.updateMany({
        where: { id: row.id, acceptedAt: null, expiresAt: { gt: new Date() } },
        data: { acceptedAt: new Date() },
      });
      if (claimed.count !== 1) throw invalid();
      const company = await db.company.findUnique({ where: { id: row.companyId } });
      const customer = await db.customer.findUnique({ where: { id: row.customerId } });
      if (!company || !customer || customer.storeId !== ctx.store.id) throw invalid();
      if (await db.companyMember.findUnique({ where: { customerId: customer.id } })) throw alreadyInCompany();
      // the role or the manager may have gone since the invitation: the member joins without them
      const role = row.roleId !== null ? await db.companyRole.findUnique({ where: { id: row.roleId } }) : null;
      const manager = row.managerId !== null ? await db.companyMember.findUnique({ where: { id: row.managerId } }) : null;
      const member = await db.companyMember.create({
        data: {
          companyId: company.id,
          customerId: customer.id,
          roleId: role && role.companyId === company.id ? role.id : null,
          managerId: manager && manager.companyId === company.id ? manager.id : null,
          jobTitle: row.jobTitle,
        },
      });
      if (passwordHash) await db.customer.update({ where: { id: customer.id }, data: { passwordHash, tokenGeneration: { increment: 1 }, keptTokenId: null } });
      await appendCompanyEvent(db, tx, {
        companyId: company.id,
        kind: "invitation_accepted",
        subjectType: "member",
        subjectId: member.id,
        after: { customerId: customer.id, email: customer.email, roleId: member.roleId, managerId: member.managerId, jobTitle: member.jobTitle },
      });
      // the customer's tokens are judged (and priced) as a member from their next request, on every instance
      await standingChanged(tx);
      const mm = await membershipOf(tx, customer.id, true);
      if (!mm) throw invalid();
      return myCompanyDto(tx, mm);
    });
  } catch (e) {
    // a concurrent join of the same customer (another invitation, the merchant's assign) committed first
    if (isUniqueViolation(e)) throw alreadyInCompany();
    throw e;
  }
}
