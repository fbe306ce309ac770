/**
 * Trade registration's applications make companies (when this module and `createFromApplications` are on for the
 * application's store), through trade registration's in-transaction hooks: nothing here names that module, and
 * without it (or without an observer) registration works exactly as it does alone.
 *
 * - A new application (b2b_registration_application_opened) opens a `pending` company in the submission's
 *   transaction: its name is the override map's `company.name`, else the form's `companyNameFieldKey` field, else
 *   the applicant's name (or email when the form has none); the other mapped `company.*` fields; the applicant's
 *   own group (until approval); the application's id; the applicant as company admin (a member without a role)
 *   and a `created` event by system/"registration". No company when the applicant is already in one, nor when
 *   the email's account existed before the application: anyone may type an existing customer's email, and a
 *   pending company would lock that customer out (company_pending) before any admin looked at it.
 * - A decision (b2b_registration_application_decision), in its transaction: approved → the company made from
 *   these applications is approved into the registration's B2B group (a pending or rejected one; an active or
 *   blocked one is the merchant's to change); an application for an existing account, approved by an admin who
 *   confirmed it, opens the company then and approves it. Declined → a pending company is rejected with the note
 *   (or "Trade application declined"). No company status mail: the registration sends its decision mail.
 */
import type { RequestContext } from "../../core/context.ts";
import type { EventBus } from "../../core/events.ts";
import { dbOf } from "../../core/unit-of-work.ts";
import type { CompanyModule } from "./service.ts";
import { standingChanged } from "./service.ts";
import { changeCompanyStatus, REASON_MAX } from "./status.ts";

export const DECLINED_REASON = "Trade application declined";

/** a string field of the submission, trimmed and capped like the registration's own */
const field = (v: unknown): string => (typeof v === "string" ? v.trim().slice(0, 255).trim() : typeof v === "number" ? String(v) : "");

interface Application {
  applicationId: number;
  storeId: number;
  customerId: number;
  payload: Record<string, unknown>;
  companyFields: Record<string, string>;
}

/** opens the applicant's pending company (and its admin's membership) unless they are in a company already */
async function openCompany(ctx: RequestContext, m: CompanyModule, a: Application) {
  const db = dbOf(ctx);
  if (await db.companyMember.findUnique({ where: { customerId: a.customerId }, select: { id: true } })) return null;
  if (await db.company.findUnique({ where: { adminCustomerId: a.customerId }, select: { id: true } })) return null;
  const customer = await db.customer.findUnique({ where: { id: a.customerId }, select: { firstName: true, lastName: true, email: true, groupId: true } });
  if (!customer) return null;
  const cfg = await m.configForStore(a.storeId);
  const f = a.companyFields;
  const name =
    field(f["company.name"]) ||
    field(a.payload[cfg.companyNameFieldKey]) ||
    `${customer.firstName} ${customer.lastName}`.trim().slice(0, 255) ||
    customer.email;
  const company = await db.company.create({
    data: {
      storeId: a.storeId,
      name,
      legalName: field(f["company.legalName"]),
      email: field(f["company.email"]),
      phone: field(f["company.phone"]),
      vatId: field(f["company.vatId"]),
      resellerId: field(f["company.resellerId"]),
      status: "pending",
      adminCustomerId: a.customerId,
      customerGroupId: customer.groupId,
      applicationId: a.applicationId,
    },
  });
  const member = await db.companyMember.create({ data: { companyId: company.id, customerId: a.customerId } });
  // by the registration, whoever submitted the form (a visitor, or a signed-in customer)
  await db.companyEvent.create({
    data: {
      companyId: company.id,
      kind: "created",
      actorKind: "system",
      actorName: "registration",
      subjectType: "company",
      subjectId: company.id,
      after: JSON.stringify({
        name: company.name,
        status: company.status,
        customerGroupId: company.customerGroupId,
        applicationId: a.applicationId,
        adminCustomerId: a.customerId,
        memberId: member.id,
      }),
      note: `Trade application #${a.applicationId}`,
    },
  });
  // a membership was added: every instance judges the applicant's next request as it now stands
  await standingChanged(ctx);
  return company;
}

const enabledFor = async (m: CompanyModule, storeId: number) => {
  const cfg = await m.configForStore(storeId);
  return cfg.enabled && cfg.createFromApplications;
};

export function registrationObservers(bus: EventBus, m: CompanyModule): void {
  bus.on("b2b_registration_application_opened", async (p) => {
    if (p.forExistingAccount || !(await enabledFor(m, p.storeId))) return;
    await openCompany(p.ctx, m, p);
  });

  bus.on("b2b_registration_application_decision", async (p) => {
    const db = dbOf(p.ctx);
    // a company made from these applications follows their decision, whatever the settings are now
    let company = await db.company.findFirst({ where: { applicationId: { in: p.applicationIds } }, orderBy: { id: "desc" } });
    if (!company && p.to === "approved") {
      // an application for an account that existed before it opens its company only now, an admin having confirmed it
      const customer = await db.customer.findUnique({ where: { id: p.customerId }, select: { storeId: true } });
      const a = p.applications.find((x) => x.forExistingAccount);
      if (customer && a && (await enabledFor(m, customer.storeId))) {
        company = await openCompany(p.ctx, m, {
          applicationId: a.id,
          storeId: customer.storeId,
          customerId: p.customerId,
          payload: a.payload,
          companyFields: a.companyFields,
        });
      }
    }
    if (!company) return;
    // the registration keeps notes of up to 2000 characters; a company's reason holds REASON_MAX
    const note = p.note.trim().slice(0, REASON_MAX);
    if (p.to === "approved" && (company.status === "pending" || company.status === "rejected")) {
      await changeCompanyStatus(p.ctx, m, company.id, "approve", note, { customerGroupId: p.customerGroupId, mail: false });
    } else if (p.to === "declined" && company.status === "pending") {
      await changeCompanyStatus(p.ctx, m, company.id, "reject", note || DECLINED_REASON, { mail: false });
    }
  });
}
