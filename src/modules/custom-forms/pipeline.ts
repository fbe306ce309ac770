/**
 * The one submission pipeline every entry point runs, in this order: size caps (413) -> honeypot (a
 * normal-looking 201, nothing stored) -> render token and minimum fill time (422) -> per-IP hourly rate
 * limit (429) -> captcha (400) -> validation (422) -> persist -> `customforms_submission_saved` in the
 * same transaction -> answer. Passwords are hashed before the transaction and never kept in the payload.
 */
import { randomInt } from "node:crypto";
import type { RequestContext } from "../../core/context.ts";
import { ProblemError } from "../../core/errors.ts";
import { hashPassword } from "../../core/auth/password.ts";
import { withTransaction, dbOf } from "../../core/unit-of-work.ts";
import type { InstalledModule } from "../../core/modules.ts";
import type { App } from "../../core/kernel.ts";
import { FORMS_TEMPLATES, type FormsConfig } from "./config.ts";
import { validatePayload, type CleanValue } from "./fields.ts";
import { formForStore, publicFields, type FormDto } from "./forms.ts";
import { checkRenderToken, formsKey, signRenderToken } from "./tokens.ts";
import { verifyCaptcha } from "./captcha.ts";

export type FormsModule = InstalledModule<FormsConfig>;

export const MAX_FIELDS = 60;
export const MAX_PAYLOAD_BYTES = 64 * 1024;
/** the name of the honeypot input in rendered forms (JSON callers send its value as `honeypot`) */
export const HONEYPOT_FIELD = "website_url";

export interface SubmissionInput {
  formCode: string;
  payload: Record<string, unknown>;
  renderToken?: string;
  captchaToken?: string;
  honeypot?: string;
  /** who is mailed instead of the form's recipients (the contact route: the store's contact address) */
  recipients?: string[];
}

export interface SubmissionSaved {
  id: number;
  formId: number;
  formCode: string;
  storeId: number;
  /** the stored payload: no password values */
  payload: Record<string, CleanValue>;
  createdAt: string;
}

const disabled = () => new ProblemError(404, "module_disabled", "Custom forms are switched off");
const unknownForm = (code: string) => new ProblemError(404, "not_found", `No form "${code}" is offered here`);

export async function enabledConfig(ctx: RequestContext, m: FormsModule): Promise<FormsConfig> {
  const cfg = await m.config(ctx);
  if (!cfg.enabled) throw disabled();
  return cfg;
}

/** GET /api/rest/v2/custom-forms/{code}: the form's shape with a fresh render token */
export async function formSchema(ctx: RequestContext, m: FormsModule, code: string) {
  const cfg = await enabledConfig(ctx, m);
  const form = await formForStore(ctx, code);
  if (!form) throw unknownForm(code);
  const fields = publicFields(form);
  return {
    code: form.code,
    title: form.title,
    fields,
    // Maho's storefront (plugins/custom-forms) reads the fields from `schema`
    schema: { code: form.code, title: form.title, fields },
    captcha: cfg.captchaEnabled ? { provider: cfg.captchaProvider, siteKey: cfg.captchaSiteKey } : null,
    renderToken: signRenderToken(await formsKey(ctx.app), form.code, Math.floor(Date.now() / 1000)),
    minFillSeconds: cfg.minFillSeconds,
    honeypotField: HONEYPOT_FIELD,
  };
}

const countryCache = new WeakMap<App, Promise<Set<string>>>();
const countries = (ctx: RequestContext) => {
  let c = countryCache.get(ctx.app);
  if (!c) {
    c = dbOf(ctx)
      .country.findMany({ select: { id: true } })
      .then((rows) => new Set(rows.map((r) => r.id)));
    countryCache.set(ctx.app, c);
  }
  return c;
};

/** the whole pipeline; answers what the caller sends back with 201 */
export async function submit(
  ctx: RequestContext,
  m: FormsModule,
  input: SubmissionInput,
): Promise<{ status: "ok"; submissionId: number; form: FormDto | null }> {
  const cfg = await enabledConfig(ctx, m);
  // 1. size caps
  const keys = Object.keys(input.payload ?? {});
  if (keys.length > MAX_FIELDS) throw new ProblemError(413, "payload_too_large", `A submission has at most ${MAX_FIELDS} fields`);
  if (Buffer.byteLength(JSON.stringify(input.payload ?? {})) > MAX_PAYLOAD_BYTES) {
    throw new ProblemError(413, "payload_too_large", `A submission is at most ${MAX_PAYLOAD_BYTES / 1024} KiB`);
  }
  const form = await formForStore(ctx, input.formCode);
  if (!form) throw unknownForm(input.formCode);
  // 2. honeypot: a bot is told what a person would be told, and nothing is kept
  if (cfg.honeypot && input.honeypot) {
    ctx.app.logger.info({ requestId: ctx.requestId, form: form.code }, "custom form honeypot filled; submission dropped");
    return { status: "ok", submissionId: randomInt(1000, 1_000_000), form };
  }
  // 3. render token and minimum fill time
  const token = checkRenderToken(await formsKey(ctx.app), form.code, input.renderToken, cfg.minFillSeconds);
  if (!token.ok) {
    const detail = {
      invalid_token: "The form's render token is missing or not valid; reload the form",
      expired_token: "The form has expired; reload it and submit again",
      too_fast: "The form was submitted too quickly; please take a moment and submit again",
    }[token.reason];
    throw new ProblemError(422, token.reason, detail);
  }
  // 4. per-IP hourly limit, counted atomically (in memory, or in Redis across instances)
  await ctx.app.limits.consume("customforms_submit", ctx.ip, cfg.rateLimitPerHour, 3600, "Too many form submissions from this address; try again later");
  // 5. captcha
  if (cfg.captchaEnabled && !(await verifyCaptcha(ctx, cfg, input.captchaToken))) {
    throw new ProblemError(400, "captcha_failed", "The captcha could not be verified; please try again");
  }
  // 6. validation
  const { values, errors } = validatePayload(form.fields, input.payload ?? {}, await countries(ctx));
  if (errors.length) throw new ProblemError(422, "invalid", "The submission has invalid fields", { errors });
  // passwords: hashed outside the transaction (scrypt is slow), never in the payload
  const secrets: Record<string, string> = {};
  for (const f of form.fields) {
    if (f.type !== "password" || typeof values[f.key] !== "string") continue;
    secrets[f.key] = await hashPassword(values[f.key] as string, { address: ctx.ip });
    delete values[f.key];
  }
  // 7. persist and 8. announce, in one transaction with the token's use (an observer's veto rolls all back,
  // so the visitor can correct and send the same form again)
  const data = { formId: form.id, formCode: form.code, storeId: ctx.store.id, payload: JSON.stringify(values), secrets: JSON.stringify(secrets), ip: ctx.ip };
  const toSaved = (row: { id: number; storeId: number; createdAt: Date }): SubmissionSaved => ({
    id: row.id,
    formId: form.id,
    formCode: form.code,
    storeId: row.storeId,
    payload: values,
    createdAt: row.createdAt.toISOString(),
  });
  const saved = await persistWithRetry(ctx, () =>
    withTransaction(ctx, async (tx) => {
      await useToken(tx, token.id, token.expiresAt);
      const submission = toSaved(await dbOf(tx).customFormSubmission.create({ data }));
      await notify(tx, input.recipients?.length ? { ...form, recipients: input.recipients } : form, submission);
      await tx.app.events.dispatch("customforms_submission_saved", { ctx: tx, form, submission, passwordHashes: secrets });
      return submission;
    }),
  );
  // now and then, forget uses of tokens that have expired anyway
  if (Math.random() < 0.02) await dbOf(ctx).customFormTokenUse.deleteMany({ where: { expiresAt: { lt: new Date() } } });
  return { status: "ok", submissionId: saved.id, form };
}

const isUniqueViolation = (e: unknown) => !!e && typeof e === "object" && (e as { code?: unknown }).code === "P2002";

/** records the render token's one use; a second use (on any instance: the row is in the shared database) is refused */
async function useToken(ctx: RequestContext, id: string, expiresAt: Date) {
  try {
    await dbOf(ctx).customFormTokenUse.create({ data: { id, expiresAt } });
  } catch (e) {
    if (!isUniqueViolation(e)) throw e;
    throw new ProblemError(422, "used_token", "This form was already submitted; reload it to submit again");
  }
}

/**
 * An observer answers 409 `conflict` when a concurrent submission spoilt its transaction (e.g. two first
 * submissions for one email on PostgreSQL); the whole transaction rolled back, so it is run again, twice at most.
 */
async function persistWithRetry<T>(ctx: RequestContext, run: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (e) {
      if (attempt >= 3 || !(e instanceof ProblemError) || e.code !== "conflict") throw e;
      ctx.app.logger.debug({ requestId: ctx.requestId, attempt }, "custom form submission conflicted with a concurrent one; retrying");
    }
  }
}

/** queues the recipients' mail in the submission's transaction (the outbox sends it after commit) */
async function notify(ctx: RequestContext, form: FormDto, s: SubmissionSaved) {
  if (!form.recipients.length) return;
  const fields = form.fields
    .filter((f) => f.type !== "password" && s.payload[f.key] !== undefined)
    .map((f) => ({ label: f.label, value: Array.isArray(s.payload[f.key]) ? (s.payload[f.key] as string[]).join(", ") : s.payload[f.key] }));
  await ctx.app.mail.enqueue(ctx, {
    to: form.recipients,
    storeId: s.storeId,
    template: FORMS_TEMPLATES.notification,
    vars: {
      form: { code: form.code, title: form.title },
      submission: { id: s.id, createdAt: s.createdAt },
      fields,
      store: { name: (await ctx.app.config.get("general/store_information/name", s.storeId)) ?? "" },
    },
  });
}
