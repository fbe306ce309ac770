/**
 * Forgotten passwords (Maho's forgot/reset): "forgot" mails a one-time reset link through the outbox, in
 * the transaction that stores the token's hash; it answers the same, and as fast, whether or not the email
 * has an account (an email without one gets the same writes, never sent), and the mail leaves after the
 * answer, from a row committed before it. "reset" sets the password with a token: the core's own reset tokens, or any other kind an
 * observer of `customer_password_token_redeem` recognises (e.g. a module's set-password links), so that one
 * route serves every kind without the core naming them. Tokens are single use, expire, are stored hashed
 * and compared in constant time; a reset ends every earlier customer token.
 */
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { z } from "zod";
import type { RequestContext } from "../core/context.ts";
import { ProblemError } from "../core/errors.ts";
import { hashPassword } from "../core/auth/password.ts";
import { parseInput } from "../core/api/input.ts";
import { dbOf, withTransaction } from "../core/unit-of-work.ts";
import { runAfterAnswer } from "../core/after-answer.ts";
import { endResetLinks, MIN_PASSWORD_LENGTH } from "./service.ts";
import { callersChanged } from "../core/auth/caller-memo.ts";

export const PASSWORD_RESET_TEMPLATE = "customer_password_reset";
/** to a customer an admin created: a link to choose the first password (admin-service.ts) */
export const ACCOUNT_CREATED_TEMPLATE = "customer_account_created";
export const RESET_LIMITS = {
  forgotPerIp: { points: 10, seconds: 3600 },
  /** mails per account and hour: further requests answer the same and send nothing */
  forgotPerEmail: { points: 3, seconds: 3600 },
  resetPerIp: { points: 20, seconds: 600 },
} as const;

export const passwordMailTemplates = {
  [PASSWORD_RESET_TEMPLATE]: {
    description: "to a customer who asked to reset a forgotten password",
    variables: ["customer.firstName", "customer.lastName", "customer.email", "store.name", "resetLink", "token", "expiresHours"],
    sample: {
      customer: { id: 42, firstName: "Jane", lastName: "O'Brien", email: "jane@example.com" },
      store: { name: "Smith & Sons Trade" },
      resetLink: "https://shop.example.com/customer/account/reset-password?token=sample-token",
      token: "sample-token",
      expiresHours: 24,
    },
    subject: "Reset your {{store.name}} password",
    text: "Hello {{customer.firstName}},\n\nsomebody (we hope you) asked to reset the password of {{customer.email}} at {{store.name}}.\nChoose a new password here (the link works once, for {{expiresHours}} hours): {{resetLink}}\n\nIf you did not ask, ignore this mail: your password stays as it is.\n",
    html: '<p>Hello {{customer.firstName}},</p><p>somebody (we hope you) asked to reset the password of {{customer.email}} at {{store.name}}.</p><p><a href="{{resetLink}}">Choose a new password</a> (the link works once, for {{expiresHours}} hours).</p><p>If you did not ask, ignore this mail: your password stays as it is.</p>',
  },
  [ACCOUNT_CREATED_TEMPLATE]: {
    description: "to a customer whose account an admin created: a link to choose the first password (no password is ever mailed)",
    variables: ["customer.firstName", "customer.lastName", "customer.email", "store.name", "resetLink", "token", "expiresHours"],
    sample: {
      customer: { id: 42, firstName: "Jane", lastName: "O'Brien", email: "jane@example.com" },
      store: { name: "Smith & Sons Trade" },
      resetLink: "https://shop.example.com/customer/account/reset-password?token=sample-token",
      token: "sample-token",
      expiresHours: 24,
    },
    subject: "Your {{store.name}} account is ready: choose your password",
    text: 'Hello {{customer.firstName}},\n\nan account for {{customer.email}} was opened for you at {{store.name}}.\nChoose your password here (the link works once, for {{expiresHours}} hours): {{resetLink}}\n\nOnce it expires, use "Forgot your password?" on the login page for a new link.\n',
    html: '<p>Hello {{customer.firstName}},</p><p>an account for {{customer.email}} was opened for you at {{store.name}}.</p><p><a href="{{resetLink}}">Choose your password</a> (the link works once, for {{expiresHours}} hours).</p><p>Once it expires, use "Forgot your password?" on the login page for a new link.</p>',
  },
};

const email = z.string().trim().toLowerCase().email().max(254);
const newPassword = z.string().min(MIN_PASSWORD_LENGTH, `at least ${MIN_PASSWORD_LENGTH} characters`).max(1024);
const token = z.string().min(10).max(200);

export const forgotInput = z.object({ email });
/** Maho's names (email, resetToken, newPassword); `token` and `password` as the set-password links send them */
export const resetInput = z
  .object({
    email: email.optional(),
    resetToken: token.optional(),
    token: token.optional(),
    newPassword: newPassword.optional(),
    password: newPassword.optional(),
  })
  .superRefine((v, c) => {
    if (v.resetToken === undefined && v.token === undefined) c.addIssue({ code: "custom", path: ["resetToken"], message: "the reset token is required" });
    if (v.newPassword === undefined && v.password === undefined) c.addIssue({ code: "custom", path: ["newPassword"], message: "the new password is required" });
  });

const sha256 = (s: string) => createHash("sha256").update(s).digest("hex");
/** the customer id of a token written for an email without an account: no customer has it */
const NO_ACCOUNT = 0;

/** Maho's own reset page, the setting's default */
const MAHO_RESET_PATH = "/customer/account/reset-password";
/** the storefront worker's reset page (worker/src/auth-pages.ts) */
const STOREFRONT_RESET_PATH = "/account/reset-password";

/**
 * Config: where the link points (`customer/password/reset_url`), and its lifetime in hours
 * (`customer/password/reset_link_hours`). With a storefront worker (STOREFRONT_URL), a path is on the worker's
 * origin, and Maho's default path is the worker's own reset page; an absolute URL is used as it is.
 */
async function resetConfig(ctx: RequestContext, storeId: number) {
  const configured = (await ctx.app.config.get("customer/password/reset_url", storeId)) || MAHO_RESET_PATH;
  const storefront = ctx.app.settings.storefrontUrl;
  let url = configured;
  if (storefront && configured.startsWith("/") && !configured.startsWith("//")) {
    const path = configured === MAHO_RESET_PATH ? STOREFRONT_RESET_PATH : configured;
    url = `${storefront.replace(/\/+$/, "")}${path}`;
  }
  const hours = Number((await ctx.app.config.get("customer/password/reset_link_hours", storeId)) ?? 24);
  return { url, hours: Number.isFinite(hours) && hours >= 1 && hours <= 168 ? hours : 24 };
}

export interface ForgotAnswer {
  email: string;
  message: string;
}

export async function forgotPassword(ctx: RequestContext, raw: unknown): Promise<ForgotAnswer> {
  const input = parseInput(forgotInput, raw);
  const { forgotPerIp: ip, forgotPerEmail: perEmail } = RESET_LIMITS;
  await ctx.app.limits.consume("forgot-ip", ctx.ip || "unknown", ip.points, ip.seconds, "Too many requests from this address; try again later");
  const answer = { email: input.email, message: "If there is an account with this email, a link to reset its password has been sent." };
  // the per-email budget is spent whether or not an account exists, and a spent one answers the same
  const budget = await ctx.app.limits
    .consume("forgot-email", `${ctx.store.id}:${input.email}`, perEmail.points, perEmail.seconds, "")
    .then(() => true)
    .catch((e: unknown) => {
      if (e instanceof ProblemError && e.status === 429) return false;
      throw e;
    });
  if (!budget) return answer;
  await writeResetRequest(ctx, input.email);
  // sent once the answer is out (an instance that dies first leaves the row to the others' dispatchers)
  runAfterAnswer(ctx, "password-reset-mail", async (later) => later.app.mail.dispatcher.kick());
  return answer;
}

/**
 * The reset token and its mail, in one transaction, before the answer: a crash after the answer loses
 * nothing. An email without an account gets the same statements (a token row naming no account, which no
 * reset can redeem, and the same mail rendered and written but never sent), so the timing tells nothing.
 */
async function writeResetRequest(ctx: RequestContext, email: string): Promise<void> {
  const customer = await ctx.app.db.customer.findUnique({ where: { storeId_email: { storeId: ctx.store.id, email } } });
  const plan = await planResetLink(ctx, ctx.store.id);
  await writeResetToken(ctx, plan, customer ?? { id: NO_ACCOUNT, firstName: "", lastName: "", email }, PASSWORD_RESET_TEMPLATE, customer ? "later" : "never");
}

/** what a reset link needs that is read outside the transaction writing it (SQLite holds its lock for the transaction) */
export interface ResetLinkPlan {
  storeId: number;
  url: string;
  hours: number;
  storeName: string;
}

export async function planResetLink(ctx: RequestContext, storeId: number): Promise<ResetLinkPlan> {
  const cfg = await resetConfig(ctx, storeId);
  const store = (await ctx.app.stores()).all.find((s) => s.id === storeId);
  const storeName = (await ctx.app.config.get("general/store_information/name", storeId)) ?? store?.name ?? ctx.store.name;
  return { storeId, url: cfg.url, hours: cfg.hours, storeName };
}

/**
 * A one-time link for the account (its reset token's hash stored, the mail in the outbox) in the caller's unit of
 * work: the forgotten-password mail, an admin's "send a reset link", and the set-password mail of an account an
 * admin created (`template`). The link points at the account's store's reset page and works in that store only.
 */
export async function writeResetToken(
  ctx: RequestContext,
  plan: ResetLinkPlan,
  person: { id: number; firstName: string; lastName: string; email: string },
  template: typeof PASSWORD_RESET_TEMPLATE | typeof ACCOUNT_CREATED_TEMPLATE,
  dispatch: "later" | "never" = "later",
): Promise<void> {
  const secret = randomBytes(32).toString("base64url");
  const sep = plan.url.includes("?") ? "&" : "?";
  const resetLink = `${plan.url}${sep}token=${encodeURIComponent(secret)}&email=${encodeURIComponent(person.email)}`;
  await withTransaction(ctx, async (tx) => {
    await dbOf(tx).customerPasswordToken.create({
      data: { customerId: person.id, tokenHash: sha256(secret), expiresAt: new Date(Date.now() + plan.hours * 3600_000) },
    });
    await ctx.app.mail.enqueue(tx, {
      to: person.email,
      storeId: plan.storeId,
      template,
      vars: {
        customer: { firstName: person.firstName, lastName: person.lastName, email: person.email },
        store: { name: plan.storeName },
        resetLink,
        token: secret,
        expiresHours: plan.hours,
      },
      dispatch,
    });
  });
}

/** claims a core reset token (single use, unexpired); the customer's id, or null when the token is not one of ours */
async function claimResetToken(ctx: RequestContext, secret: string): Promise<number | null | "invalid"> {
  const db = dbOf(ctx);
  const hash = sha256(secret);
  const row = await db.customerPasswordToken.findUnique({ where: { tokenHash: hash } });
  if (!row) return null;
  if (!timingSafeEqual(Buffer.from(row.tokenHash), Buffer.from(hash)) || row.usedAt || row.expiresAt.getTime() <= Date.now()) return "invalid";
  const claimed = await db.customerPasswordToken.updateMany({ where: { id: row.id, usedAt: null }, data: { usedAt: new Date() } });
  return claimed.count === 1 ? row.customerId : "invalid";
}

export async function resetPassword(ctx: RequestContext, raw: unknown): Promise<{ status: "ok"; email: string }> {
  const input = parseInput(resetInput, raw);
  const { resetPerIp: ip } = RESET_LIMITS;
  // guessing tokens is pointless (256 bits), but each attempt costs a lookup: bounded per address
  await ctx.app.limits.consume("password-reset-ip", ctx.ip || "unknown", ip.points, ip.seconds, "Too many attempts from this address; try again later");
  const secret = (input.resetToken ?? input.token) as string;
  // hashed before the transaction opens: scrypt is slow and SQLite holds its lock for the whole transaction
  const passwordHash = await hashPassword((input.newPassword ?? input.password) as string, { address: ctx.ip });
  const invalid = () => new ProblemError(400, "invalid_token", "The link is invalid, expired or already used");
  return withTransaction(ctx, async (tx) => {
    let customerId = await claimResetToken(tx, secret);
    if (customerId === "invalid") throw invalid();
    if (customerId === null)
      customerId = (await ctx.app.events.dispatch("customer_password_token_redeem", { ctx: tx, token: secret, customerId: null })).customerId;
    if (customerId === null) throw invalid();
    const db = dbOf(tx);
    const c = await db.customer.findUnique({ where: { id: customerId }, select: { id: true, email: true, storeId: true } });
    // a token works in its own store, and for the email it was sent to when the client names one
    if (!c || c.storeId !== ctx.store.id || (input.email !== undefined && input.email !== c.email)) throw invalid();
    // every token ends, the one kept by an earlier change too
    await db.customer.update({ where: { id: c.id }, data: { passwordHash, tokenGeneration: { increment: 1 }, keptTokenId: null } });
    await callersChanged(tx);
    // the other reset links of the account stop working with the reset
    await endResetLinks(tx, c.id);
    return { status: "ok" as const, email: c.email };
  });
}
