/**
 * Trade registration: a submission of a nominated form becomes a pending customer and a trade application
 * (in the submission's transaction); an admin approves (the customer joins the B2B group) or declines it.
 * Customers are created through the customer domain (createCustomer). Customer approval, when installed and on,
 * owns the decision on a customer and its mail (this module asks it through its service and does its own part in
 * its decision hook); without it this module decides alone, with its own mail, and the flag is kept on the
 * customer row but nothing is enforced. Every function takes the request context first.
 */
import { forEachId, type MassResult as GenericMassResult } from "../../core/mass-action.ts";
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import type { RequestContext } from "../../core/context.ts";
import type { InstalledModule } from "../../core/modules.ts";
import type { App } from "../../core/kernel.ts";
import type { Prisma } from "../../core/db/client.ts";
import type { Customer, TradeApplication, TradeApplicationEvent } from "../../generated/prisma/client.ts";
import { ProblemError } from "../../core/errors.ts";
import { dbOf, withTransaction } from "../../core/unit-of-work.ts";
import { recordAudit } from "../../core/audit/record.ts";
import { moduleTopics } from "../../core/topics.ts";
import { formCodeList, isCustomerAttribute, overrideMapOf, type RegistrationConfig } from "./config.ts";
import { callersChanged } from "../../core/auth/caller-memo.ts";
import { createCustomer, hasUsablePassword, setApprovalStatus, unsetPasswordHash } from "../../customer/service.ts";

export type RegistrationModule = InstalledModule<RegistrationConfig>;
export type ApplicationStatus = "pending" | "approved" | "declined";
export const APPLICATION_STATUSES: ApplicationStatus[] = ["pending", "approved", "declined"];

export interface HistoryEntry {
  /** merged: a later submission replaced the payload (before submissions were kept beside each other) */
  kind: "submitted" | "merged" | "resubmitted" | "approved" | "declined";
  at: string;
  submissionId?: number;
  /** submitted, resubmitted: that submission's own payload; merged: the payload it replaced */
  payload?: Record<string, unknown>;
  /** resubmitted: its data differ from the application's */
  flagged?: boolean;
  note?: string;
  adminUsername?: string;
}

/** one submission of the application's email while it was open, with its own data */
export interface ApplicationSubmission {
  submissionId: number;
  kind: "submitted" | "resubmitted";
  formCode: string;
  at: string;
  payload: Record<string, unknown>;
  flagged: boolean;
}

/** the account an application was made for when it existed before the application (its current state) */
export interface ExistingCustomer {
  id: number;
  /** approval status now (pending | active | rejected) */
  status: string;
  /** approval status when the application was made */
  statusAtApplication: string;
  groupId: number;
}

export interface ApplicationDto {
  id: number;
  storeId: number;
  email: string;
  status: ApplicationStatus;
  formCode: string;
  submissionId: number;
  payload: Record<string, unknown>;
  flaggedSubmissions: number;
  submissions: ApplicationSubmission[];
  history: HistoryEntry[];
  customerId: number;
  /** the email belonged to an account before the application: deciding it never changes that account unconfirmed */
  forExistingAccount: boolean;
  existingCustomer: ExistingCustomer | null;
  hasPassword: boolean;
  decisionNote: string;
  decidedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

const parse = (json: string | null) => (json ? (JSON.parse(json) as Record<string, unknown>) : undefined);

function entryOf(e: TradeApplicationEvent): HistoryEntry {
  const entry: HistoryEntry = { kind: e.kind as HistoryEntry["kind"], at: e.createdAt.toISOString() };
  if (e.submissionId !== null) entry.submissionId = e.submissionId;
  if (e.payload !== null) entry.payload = parse(e.payload);
  if (e.kind === "resubmitted") entry.flagged = e.flagged;
  if (e.note) entry.note = e.note;
  if (e.adminUsername) entry.adminUsername = e.adminUsername;
  return entry;
}

/** the application with its events (ordered by id); rows from before events were rows keep their JSON history */
export function toApplication(
  r: TradeApplication,
  events: TradeApplicationEvent[],
  customer?: Pick<Customer, "id" | "approvalStatus" | "groupId"> | null,
): ApplicationDto {
  const payload = parse(r.payload) ?? {};
  const submissions: ApplicationSubmission[] = events
    .filter((e) => e.kind === "submitted" || e.kind === "resubmitted")
    .map((e) => ({
      submissionId: e.submissionId ?? 0,
      kind: e.kind as ApplicationSubmission["kind"],
      formCode: e.formCode,
      at: e.createdAt.toISOString(),
      payload: parse(e.payload) ?? {},
      flagged: e.flagged,
    }));
  if (!submissions.some((x) => x.kind === "submitted")) {
    submissions.unshift({ submissionId: r.submissionId, kind: "submitted", formCode: r.formCode, at: r.createdAt.toISOString(), payload, flagged: false });
  }
  return {
    id: r.id,
    storeId: r.storeId,
    email: r.email,
    status: r.status as ApplicationStatus,
    formCode: r.formCode,
    submissionId: r.submissionId,
    payload,
    flaggedSubmissions: r.flaggedSubmissions,
    submissions,
    history: [...(JSON.parse(r.history) as HistoryEntry[]), ...events.map(entryOf)],
    customerId: r.customerId,
    forExistingAccount: r.existingAccountStatus !== null,
    existingCustomer:
      r.existingAccountStatus !== null && customer
        ? { id: customer.id, status: customer.approvalStatus, statusAtApplication: r.existingAccountStatus, groupId: customer.groupId }
        : null,
    hasPassword: r.hasPassword,
    decisionNote: r.decisionNote,
    decidedAt: r.decidedAt?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

/** applications with their events and existing accounts, in one query each for all of them */
async function withEvents(ctx: RequestContext, rows: TradeApplication[]): Promise<ApplicationDto[]> {
  if (!rows.length) return [];
  const db = dbOf(ctx);
  const existingIds = [...new Set(rows.filter((r) => r.existingAccountStatus !== null).map((r) => r.customerId))];
  const [events, customers] = await Promise.all([
    db.tradeApplicationEvent.findMany({ where: { applicationId: { in: rows.map((r) => r.id) } }, orderBy: { id: "asc" } }),
    existingIds.length
      ? db.customer.findMany({ where: { id: { in: existingIds } }, select: { id: true, approvalStatus: true, groupId: true } })
      : Promise.resolve([]),
  ]);
  return rows.map((r) =>
    toApplication(
      r,
      events.filter((e) => e.applicationId === r.id),
      customers.find((c) => c.id === r.customerId),
    ),
  );
}
const loadApplication = async (ctx: RequestContext, id: number) => {
  const r = await dbOf(ctx).tradeApplication.findUnique({ where: { id } });
  return r ? (await withEvents(ctx, [r]))[0]! : null;
};

export interface DecidedEvent {
  application: ApplicationDto;
  customerGroupId: number;
}

/** this module's pub/sub topics (across instances through Redis) */
export type RegistrationTopics = {
  tradeApplicationAdded: [ApplicationDto];
  tradeApplicationDecided: [DecidedEvent];
};
export const topics = (app: App) => moduleTopics<RegistrationTopics>(app);

/** what the submission event hands over (custom forms' payload, typed here so this module compiles alone) */
export interface SubmissionEvent {
  ctx: RequestContext;
  form: { code: string; fields: { key: string; type: string }[] };
  submission: { id: number; formCode: string; storeId: number; payload: Record<string, unknown> };
  passwordHashes: Record<string, string>;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const text = (v: unknown) => (typeof v === "string" ? v.trim() : Array.isArray(v) ? v.join(", ") : v == null ? "" : String(v));

/** the customer attributes a payload maps to: same-named keys, then the override map, the email from emailFieldKey */
export function mapPayload(cfg: RegistrationConfig, payload: Record<string, unknown>) {
  const out = { email: text(payload[cfg.emailFieldKey]).toLowerCase(), firstName: text(payload.firstName), lastName: text(payload.lastName) };
  for (const [key, attr] of Object.entries(overrideMapOf(cfg))) {
    if (key in payload && isCustomerAttribute(attr)) out[attr] = attr === "email" ? text(payload[key]).toLowerCase() : text(payload[key]);
  }
  return out;
}

/** the company.* fields the override map maps form keys onto (trimmed, at most 255 characters; empty ones left out) */
export function companyFieldsOf(cfg: RegistrationConfig, payload: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, attr] of Object.entries(overrideMapOf(cfg))) {
    if (isCustomerAttribute(attr) || !(key in payload)) continue;
    const v = text(payload[key]).slice(0, 255).trim();
    if (v) out[attr] = v;
  }
  return out;
}

/** a submission's payload without its password fields (custom forms keeps them out already: this is the guard) */
const withoutPasswords = (form: SubmissionEvent["form"], payload: Record<string, unknown>) => {
  const out = { ...payload };
  for (const f of form.fields) if (f.type === "password") delete out[f.key];
  return out;
};

async function adminName(ctx: RequestContext): Promise<string> {
  if (ctx.caller.kind !== "admin") return "";
  return (await dbOf(ctx).adminUser.findUnique({ where: { id: ctx.caller.adminId }, select: { username: true } }))?.username ?? "";
}

/**
 * customforms_submission_saved, inside the submission's transaction: for a listed form, find or create the
 * pending customer and create the application, or merge into the open one of the same email. A payload
 * without a usable email vetoes the submission (422 on the email field).
 */
export async function onSubmission(ev: SubmissionEvent, m: RegistrationModule): Promise<void> {
  try {
    await record(ev, m);
  } catch (e) {
    // two submissions for one new email at the same moment (PostgreSQL): the second's transaction is spoilt
    if (e && typeof e === "object" && (e as { code?: string }).code === "P2002")
      throw new ProblemError(409, "conflict", "An application for this email is being recorded at this moment; please submit again");
    throw e;
  }
}

async function record(ev: SubmissionEvent, m: RegistrationModule): Promise<void> {
  const { ctx, form, submission, passwordHashes } = ev;
  const cfg = await m.configForStore(submission.storeId);
  if (!cfg.enabled || !formCodeList(cfg).includes(submission.formCode)) return;
  const attrs = mapPayload(cfg, submission.payload);
  if (!EMAIL.test(attrs.email) || attrs.email.length > 255) {
    throw new ProblemError(422, "invalid", "A trade application needs the applicant's email", {
      errors: [{ field: cfg.emailFieldKey, code: "required", message: "a valid email address" }],
    });
  }
  const db = dbOf(ctx);
  const passwordKey = form.fields.find((f) => f.type === "password" && passwordHashes[f.key])?.key;
  let customer = await db.customer.findUnique({ where: { storeId_email: { storeId: submission.storeId, email: attrs.email } } });
  const existingAccountStatus = customer ? customer.approvalStatus : null;
  if (!customer) {
    const groupId = Number((await ctx.app.config.get("customer/create_account/default_group", submission.storeId)) ?? 1);
    // through the customer domain, whose registration hooks follow in this transaction (customer approval records
    // the pending state and tells its notify list)
    customer = await createCustomer(ctx, {
      storeId: submission.storeId,
      email: attrs.email,
      // without a password field the account has no usable password until the set-password link is used
      passwordHash: passwordKey ? passwordHashes[passwordKey]! : unsetPasswordHash(),
      firstName: attrs.firstName.slice(0, 255),
      lastName: attrs.lastName.slice(0, 255),
      account: { groupId, isApproved: false, approvalStatus: "pending" },
    });
  }
  const payload = JSON.stringify(submission.payload);
  let appended: { id: number; resubmitted: boolean } | null = await appendToOpen(ctx, cfg, attrs.email, submission, hasUsablePassword(customer));
  if (!appended) {
    const row = await db.tradeApplication.create({
      data: {
        storeId: submission.storeId,
        email: attrs.email,
        formCode: submission.formCode,
        submissionId: submission.id,
        payload,
        customerId: customer.id,
        existingAccountStatus,
        hasPassword: hasUsablePassword(customer),
        openKey: `${submission.storeId}:${attrs.email}`,
      },
    });
    await db.tradeApplicationEvent.create({
      data: { applicationId: row.id, kind: "submitted", submissionId: submission.id, formCode: submission.formCode, payload },
    });
    // a new application (not a resubmission), in this transaction: observers may add to it (or veto it)
    await ctx.app.events.dispatch("b2b_registration_application_opened", {
      ctx,
      applicationId: row.id,
      storeId: submission.storeId,
      customerId: customer.id,
      forExistingAccount: existingAccountStatus !== null,
      payload: withoutPasswords(form, submission.payload),
      companyFields: companyFieldsOf(cfg, submission.payload),
    });
    appended = { id: row.id, resubmitted: false };
  }
  const application = (await loadApplication(ctx, appended.id))!;
  await ctx.app.events.dispatch("b2b_registration_application_added", { ctx, application, resubmitted: appended.resubmitted });
}

/** a payload as compared for flagging: keys in order, the email as the application keeps it */
function comparable(cfg: RegistrationConfig, payload: Record<string, unknown>): string {
  const p: Record<string, unknown> = { ...payload };
  if (typeof p[cfg.emailFieldKey] === "string") p[cfg.emailFieldKey] = (p[cfg.emailFieldKey] as string).trim().toLowerCase();
  return JSON.stringify(
    Object.keys(p)
      .sort()
      .map((k) => [k, p[k]]),
  );
}

/**
 * Appends a submission to the email's open application: a row of its own beside the application's payload,
 * which is never replaced, and an atomic count of those whose data differ (flagged for the admin). No
 * read-modify-write: concurrent submissions on any number of instances each add their row. Returns null when
 * there is no open application (or it was decided meanwhile).
 */
async function appendToOpen(
  ctx: RequestContext,
  cfg: RegistrationConfig,
  email: string,
  submission: SubmissionEvent["submission"],
  hasPassword: boolean,
): Promise<{ id: number; resubmitted: true } | null> {
  const db = dbOf(ctx);
  const open = await db.tradeApplication.findFirst({ where: { storeId: submission.storeId, email, status: "pending" }, orderBy: { id: "asc" } });
  if (!open) return null;
  const flagged = comparable(cfg, parse(open.payload) ?? {}) !== comparable(cfg, submission.payload);
  // conditional on still being open; it also takes the row lock that orders this append after a decision
  const changed = await db.tradeApplication.updateMany({
    where: { id: open.id, status: "pending" },
    data: { hasPassword, ...(flagged ? { flaggedSubmissions: { increment: 1 } } : {}) },
  });
  if (changed.count !== 1) return null;
  await db.tradeApplicationEvent.create({
    data: {
      applicationId: open.id,
      kind: "resubmitted",
      submissionId: submission.id,
      formCode: submission.formCode,
      payload: JSON.stringify(submission.payload),
      flagged,
    },
  });
  return { id: open.id, resubmitted: true };
}

const groupMissing = () =>
  new ProblemError(409, "b2b_group_missing", "No B2B customer group is configured (b2b_registration/b2bGroupId): set one before approving trade applications");

async function b2bGroup(ctx: RequestContext, cfg: RegistrationConfig): Promise<number> {
  if (!cfg.b2bGroupId) throw groupMissing();
  const g = await dbOf(ctx).customerGroup.findUnique({ where: { id: cfg.b2bGroupId }, select: { id: true } });
  if (!g) throw groupMissing();
  return g.id;
}

async function storeVars(ctx: RequestContext, storeId: number) {
  const store = (await ctx.app.stores()).all.find((s) => s.id === storeId);
  return { name: (await ctx.app.config.get("general/store_information/name", storeId)) ?? store?.name ?? "" };
}

const sha256 = (s: string) => createHash("sha256").update(s).digest("hex");

/** a one-time set-password token for the customer (only its hash is stored); the link to mail */
async function setPasswordLink(ctx: RequestContext, cfg: RegistrationConfig, customerId: number): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await dbOf(ctx).tradePasswordToken.create({
    data: { customerId, tokenHash: sha256(token), expiresAt: new Date(Date.now() + cfg.setPasswordTtlHours * 3600_000) },
  });
  const sep = cfg.setPasswordUrl.includes("?") ? "&" : "?";
  return `${cfg.setPasswordUrl}${sep}token=${encodeURIComponent(token)}`;
}

/** what the decision mails (this module's decision mail, or the set-password mail) are rendered with */
type DecisionVars = {
  customer: { firstName: string; lastName: string; email: string };
  store: { name: string };
  note: string | null;
  setPasswordLink: string | null;
};

/**
 * This module's part of a decision, inside its transaction: marks the applications decided, moves the customer
 * to the B2B group on approval (refused while none is configured), makes the one-time set-password link when the
 * account has no usable password yet, and announces each application after commit. It sends no mail: the
 * decision's owner does (decideAlone, or customer approval with onApprovalDecision adding the link's mail).
 */
async function closeApplications(
  ctx: RequestContext,
  m: RegistrationModule,
  customer: Customer,
  apps: TradeApplication[],
  to: "approved" | "declined",
  note: string,
): Promise<DecisionVars> {
  const db = dbOf(ctx);
  const cfg = await m.configForStore(customer.storeId);
  const groupId = to === "approved" ? await b2bGroup(ctx, cfg) : customer.groupId;
  if (to === "approved" && customer.groupId !== groupId) {
    await db.customer.update({ where: { id: customer.id }, data: { groupId } });
    await callersChanged(ctx);
  }
  const adminUsername = await adminName(ctx);
  for (const a of apps) {
    const changed = await db.tradeApplication.updateMany({
      where: { id: a.id, status: a.status },
      data: { status: to, decisionNote: note, decidedAt: new Date(), openKey: null },
    });
    if (changed.count !== 1) throw decidedMeanwhile();
    await db.tradeApplicationEvent.create({ data: { applicationId: a.id, kind: to, note, adminUsername } });
  }
  // the decision, in its transaction: observers do their part (or veto it)
  await ctx.app.events.dispatch("b2b_registration_application_decision", {
    ctx,
    applicationIds: apps.map((a) => a.id),
    customerId: customer.id,
    to,
    customerGroupId: groupId,
    note,
    applications: apps.map((a) => {
      const p = parse(a.payload) ?? {};
      return { id: a.id, forExistingAccount: a.existingAccountStatus !== null, payload: p, companyFields: companyFieldsOf(cfg, p) };
    }),
  });
  const decided = await withEvents(ctx, await db.tradeApplication.findMany({ where: { id: { in: apps.map((a) => a.id) } }, orderBy: { id: "asc" } }));
  // the account has no usable password yet (made from a form without a password field): mail a link
  const needsLink = to === "approved" && !hasUsablePassword(customer);
  const link = needsLink ? await setPasswordLink(ctx, cfg, customer.id) : null;
  for (const application of decided) {
    await ctx.app.events.dispatch("b2b_registration_application_decided", { ctx, application, customerGroupId: groupId });
  }
  return {
    customer: { firstName: customer.firstName, lastName: customer.lastName, email: customer.email },
    store: await storeVars(ctx, customer.storeId),
    note: note || null,
    setPasswordLink: link,
  };
}

/**
 * A decision this module takes alone, with its own decision mail (approved, with the set-password link when
 * there is one, or declined): when customer approval is absent or switched off for the store, or when the
 * decision changes no customer's approval state (an application for an account that existed before it declined,
 * or one approved for an account already active). Without customer approval the flag is kept, not enforced: an
 * approved applicant is made active.
 */
async function decideAlone(
  ctx: RequestContext,
  m: RegistrationModule,
  customer: Customer,
  apps: TradeApplication[],
  to: "approved" | "declined",
  note: string,
): Promise<void> {
  const vars = await closeApplications(ctx, m, customer, apps, to, note);
  if (to === "approved" && (customer.approvalStatus !== "active" || !customer.isApproved)) {
    if (!(await setApprovalStatus(ctx, customer, "active"))) throw decidedMeanwhile();
  }
  const cfg = await m.configForStore(customer.storeId);
  await ctx.app.mail.enqueue(ctx, {
    to: customer.email,
    storeId: customer.storeId,
    template: to === "approved" ? cfg.approvedTemplate : cfg.declinedTemplate,
    vars,
  });
}

/**
 * The applications a decision this module asked customer approval for is about, by customer, in the decision's
 * transaction memo: the decision hook (onApprovalDecision) decides exactly those.
 */
const askedKey = (customerId: number) => `registration:asked:${customerId}`;

/**
 * customer approval's in-transaction decision hook (b2b_approval_decision): customer approval decided a customer
 * and sends the decision mail; this module's part follows in the same transaction. For a decision asked by
 * tradeApplicationApprove/Decline, the applications it named; for an admin's direct customerApprove /
 * customerDecline of a customer with an open application, that application (approval needs the B2B group, else
 * the decision is vetoed; approving the customer does not approve an application filed for an account that
 * existed before it). The set-password link, when the account needs one, is this module's own mail.
 */
export async function onApprovalDecision(ctx: RequestContext, m: RegistrationModule, customer: Customer, to: string, note: string) {
  if (to !== "active" && to !== "rejected") return;
  const asked = ctx.memo.get(askedKey(customer.id)) as TradeApplication[] | undefined;
  let apps = asked;
  if (!apps) {
    if (!(await m.configForStore(customer.storeId)).enabled) return;
    // an admin's flip of a declined applicant to active approves the declined application too
    const from: ApplicationStatus[] = to === "active" ? ["pending", "declined"] : ["pending"];
    // anyone can type an existing account's email: approving that customer directly leaves such an application
    // for the admin to decide with confirmExistingAccount
    apps = await dbOf(ctx).tradeApplication.findMany({
      where: { customerId: customer.id, status: { in: from }, ...(to === "active" ? { existingAccountStatus: null } : {}) },
    });
  }
  if (!apps.length) return;
  const vars = await closeApplications(ctx, m, customer, apps, to === "active" ? "approved" : "declined", note);
  if (vars.setPasswordLink) {
    const cfg = await m.configForStore(customer.storeId);
    await ctx.app.mail.enqueue(ctx, { to: customer.email, storeId: customer.storeId, template: cfg.setPasswordTemplate, vars });
  }
}

const decidedMeanwhile = () => new ProblemError(409, "conflict", "The application was decided by someone else meanwhile; reload it");

/** PostgreSQL gave up on the transaction (deadlock, serialisation failure): the other decision went first */
const lostRace = (e: unknown) => {
  const err = e as { code?: unknown; message?: unknown; cause?: { originalCode?: unknown } } | null;
  const text = typeof err?.message === "string" ? err.message : "";
  return err?.code === "P2034" || ["40P01", "40001"].includes(String(err?.cause?.originalCode)) || /deadlock detected|could not serialize/.test(text);
};

export interface DecideOptions {
  /** approve although later submissions for the email carry other data (the admin has looked at them) */
  confirmFlaggedSubmissions?: boolean;
  /** approve a declined application or a rejected customer, reactivating them */
  reactivate?: boolean;
  /** approve an application made for an account that existed before it, moving that account to the B2B group */
  confirmExistingAccount?: boolean;
}

/**
 * Approves or declines an application in one unit of work: the application, the customer's approval state,
 * the group (approval: the B2B group, refused while none is configured), the set-password link, one decision
 * mail in the outbox; announced after commit. One owner per decision: with customer approval installed and on
 * for the store, it decides the customer (transition record, its decision mail) and this module's part follows
 * in its decision hook (onApprovalDecision); otherwise, or when the customer's approval state does not change,
 * this module decides alone with its own mail (decideAlone).
 *
 * Rows are locked in one order, the customer's first (as customer approval's own decisions do), so two
 * decisions of one application on any instances queue instead of deadlocking; the one that waited finds the
 * application decided and answers 409 `conflict`.
 */
export async function decide(
  ctx: RequestContext,
  m: RegistrationModule,
  id: number,
  to: "approved" | "declined",
  note = "",
  opts: DecideOptions = {},
  /** the admin mutation deciding, recorded in the audit log with the application's and the account's changes */
  operation = to === "approved" ? "tradeApplicationApprove" : "tradeApplicationDecline",
): Promise<ApplicationDto> {
  const trimmed = note.trim().slice(0, 2000);
  const startedAt = Date.now();
  try {
    return await withTransaction(ctx, async (tx) => {
      const db = dbOf(tx);
      const first = await db.tradeApplication.findUnique({ where: { id }, select: { customerId: true, status: true } });
      if (!first) throw new ProblemError(404, "not_found", `No trade application ${id}`);
      // the customer row's lock first (an update takes it); whatever we read after it is committed state
      const locked = await db.customer.updateMany({ where: { id: first.customerId }, data: { updatedAt: new Date() } });
      if (locked.count !== 1) throw new ProblemError(409, "customer_missing", "The applicant's customer account no longer exists");
      const a = (await db.tradeApplication.findUnique({ where: { id } }))!;
      const customer = (await db.customer.findUnique({ where: { id: a.customerId } }))!;
      // what the decision changed: the application (and others of the account it decided with) and the account
      const decided = async () => {
        const after = (await db.tradeApplication.findUnique({ where: { id } }))!;
        await recordAudit(db, tx, { operation, entityType: "trade_application", entityId: id, before: a, after });
        const account = await db.customer.findUnique({ where: { id: customer.id } });
        await recordAudit(db, tx, { operation, entityType: "customer", entityId: customer.id, before: customer, after: account });
        return (await loadApplication(tx, id))!;
      };
      // it was pending when this call came, and another decision got there first
      const raced = first.status === "pending" || (a.decidedAt !== null && a.decidedAt.getTime() >= startedAt);
      if (a.status !== "pending" && raced) throw decidedMeanwhile();
      // pending -> approved | declined, and the admin's flip declined -> approved
      if (a.status === to || a.status === "approved") throw new ProblemError(409, "invalid_transition", `The application is already ${a.status}`);
      const cfg = await m.configForStore(a.storeId);
      if (to === "approved") {
        await b2bGroup(tx, cfg);
        if ((a.status === "declined" || customer.approvalStatus === "rejected") && !opts.reactivate) {
          throw new ProblemError(
            409,
            "reactivation_unconfirmed",
            a.status === "declined"
              ? "The application was declined; approving it reactivates the applicant: confirm with reactivate"
              : "The applicant's account was rejected; approving this application reactivates it: confirm with reactivate",
          );
        }
        if (a.existingAccountStatus !== null && !opts.confirmExistingAccount) {
          throw new ProblemError(
            409,
            "existing_account_unconfirmed",
            `${a.email} belonged to an existing account (${customer.approvalStatus}) before this application, which anyone may have filed; approving it moves that account to the B2B group: confirm with confirmExistingAccount`,
          );
        }
        if (a.flaggedSubmissions > 0 && !opts.confirmFlaggedSubmissions) {
          throw new ProblemError(
            409,
            "flagged_submissions",
            `${a.flaggedSubmissions} later submission(s) for ${a.email} carry other data than this application; review its submissions and confirm with confirmFlaggedSubmissions`,
          );
        }
      }
      if (to === "declined" && a.existingAccountStatus !== null) {
        // the account existed before the application: declining the application never touches it
        await decideAlone(tx, m, customer, [a], "declined", trimmed);
        return decided();
      }
      const apps = [
        a,
        ...(await db.tradeApplication.findMany({
          where: {
            customerId: customer.id,
            status: { in: to === "approved" ? ["pending", "declined"] : ["pending"] },
            id: { not: a.id },
            ...(opts.confirmExistingAccount ? {} : { existingAccountStatus: null }),
          },
        })),
      ];
      const approval = m.dependency("approval");
      const target = to === "approved" ? "active" : "rejected";
      if (approval && (await approval.isEnabled(a.storeId)) && (await approval.status(tx, customer.id)) !== target) {
        // customer approval decides the customer and mails the decision; its decision hook hands this module's
        // part (these applications, the group, the set-password link) to onApprovalDecision, in this transaction
        tx.memo.set(askedKey(customer.id), apps);
        try {
          await (to === "approved" ? approval.approve(tx, customer.id, trimmed) : approval.decline(tx, customer.id, trimmed));
        } finally {
          tx.memo.delete(askedKey(customer.id));
        }
      } else {
        await decideAlone(tx, m, customer, apps, to, trimmed);
      }
      return decided();
    });
  } catch (e) {
    if (lostRace(e)) throw decidedMeanwhile();
    throw e;
  }
}

export type MassResult = GenericMassResult<ApplicationDto>;

/** one unit of work per id: one refusal does not undo the others */
export function decideMany(
  ctx: RequestContext,
  m: RegistrationModule,
  ids: number[],
  to: "approved" | "declined",
  note = "",
  opts: DecideOptions = {},
): Promise<MassResult[]> {
  const operation = to === "approved" ? "tradeApplicationApproveMany" : "tradeApplicationDeclineMany";
  return forEachId(ids, (id) => decide(ctx, m, id, to, note, opts, operation));
}

export interface ApplicationFilter {
  status?: ApplicationStatus[] | null;
  email?: string | null;
  storeId?: number | null;
  createdFrom?: Date | null;
  createdTo?: Date | null;
  forExistingAccount?: boolean | null;
}
export interface ApplicationSort {
  field: "createdAt" | "email" | "status" | "id";
  direction: "asc" | "desc";
}

export async function listApplications(ctx: RequestContext, filter: ApplicationFilter, sort: ApplicationSort, page: number, pageSize: number) {
  const and: Prisma.TradeApplicationWhereInput[] = [];
  if (filter.status?.length) and.push({ status: { in: filter.status } });
  if (filter.email) and.push({ email: { contains: filter.email.toLowerCase() } });
  if (filter.storeId) and.push({ storeId: filter.storeId });
  if (filter.createdFrom) and.push({ createdAt: { gte: filter.createdFrom } });
  if (filter.createdTo) and.push({ createdAt: { lte: filter.createdTo } });
  if (filter.forExistingAccount != null) and.push({ existingAccountStatus: filter.forExistingAccount ? { not: null } : null });
  const where = { AND: and };
  const db = dbOf(ctx);
  const [rows, totalCount] = await Promise.all([
    db.tradeApplication.findMany({ where, orderBy: [{ [sort.field]: sort.direction }, { id: sort.direction }], skip: (page - 1) * pageSize, take: pageSize }),
    db.tradeApplication.count({ where }),
  ]);
  return { items: await withEvents(ctx, rows), totalCount };
}

/** every application made for the customer's account, newest first (the admin's customer screen) */
export async function applicationsOfCustomer(ctx: RequestContext, customerId: number): Promise<ApplicationDto[]> {
  return withEvents(ctx, await dbOf(ctx).tradeApplication.findMany({ where: { customerId }, orderBy: { id: "desc" } }));
}

export const applicationById = (ctx: RequestContext, id: number): Promise<ApplicationDto | null> => loadApplication(ctx, id);

/**
 * Claims a set-password token for the core's password reset (hook customer_password_token_redeem): single
 * use (a conditional update claims it), expiring, looked up by its SHA-256 (the token itself is never
 * stored). Returns the customer, or null when the token is not one of ours; an expired or used one is
 * refused here. The core sets the password and ends every earlier customer token in the same transaction.
 */
export async function claimSetPasswordToken(ctx: RequestContext, token: string): Promise<number | null> {
  const invalid = new ProblemError(400, "invalid_token", "The link is invalid, expired or already used");
  const db = dbOf(ctx);
  const hash = sha256(token);
  const row = await db.tradePasswordToken.findUnique({ where: { tokenHash: hash } });
  if (!row) return null;
  if (!timingSafeEqual(Buffer.from(row.tokenHash), Buffer.from(hash)) || row.usedAt || row.expiresAt.getTime() <= Date.now()) throw invalid;
  const claimed = await db.tradePasswordToken.updateMany({ where: { id: row.id, usedAt: null }, data: { usedAt: new Date() } });
  if (claimed.count !== 1) throw invalid;
  return row.customerId;
}
