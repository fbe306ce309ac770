/**
 * REST routes of custom forms: the schema and submission endpoints of the facade, their headless mirrors
 * under /api/customforms/ (answering only while `headlessApi` is on), and the browser route that HTML
 * forms post to (urlencoded, answered with a 303 back to the page and a signed flash).
 */
import { isSafeAbsoluteUrl, isSafePath } from "../../core/safe-link.ts";
import { z } from "zod";
import type { RestRoute } from "../../core/routes.ts";
import { defineRoute, respond } from "../../core/routes.ts";
import type { RequestContext } from "../../core/context.ts";
import { ProblemError } from "../../core/errors.ts";
import { CAPTCHA_BODY_FIELDS, inputName, BROWSER_SUBMIT_PATH } from "./html.ts";
import { enabledConfig, formSchema, HONEYPOT_FIELD, submit, type FormsModule } from "./pipeline.ts";
import { formsKey, signFlash, type Flash } from "./tokens.ts";
import { formForStore } from "./forms.ts";
import { contactRoutes } from "./contact.ts";

const submissionBody = z.object({
  formCode: z.string().min(1).max(64),
  payload: z.record(z.string(), z.unknown()),
  renderToken: z.string().max(200).optional(),
  captchaToken: z.string().max(4096).optional(),
  honeypot: z.string().max(1000).optional(),
});
const headlessBody = submissionBody.omit({ formCode: true });
/** Maho's storefront client (plugins/custom-forms/controller.js) sends `{payload, renderToken, hp, captchaToken?}` */
const mahoBody = headlessBody.extend({ hp: z.string().max(1000).optional() });

const RESPONSES = {
  201: "{status:'ok', submissionId, message}",
  400: "captcha_failed",
  404: "unknown, inactive or other store's form; module_disabled",
  413: "over 60 fields or 64 KiB",
  422: "invalid (field errors), too_fast, expired_token, invalid_token",
  429: "rate_limited (Retry-After)",
};

/** Maho's form client reads `status` (and `errors` as {key: message}), `message` on 429 and 413 */
const MAHO_RESPONSES = {
  201: "{status:'ok', submissionId, message}",
  400: "{status:'captcha', message}",
  404: "{status:'not_found', message}: unknown, inactive or other store's form; forms switched off",
  413: "{status:'too_large', message}: over 60 fields or 64 KiB",
  422: "{status:'invalid', message, errors:{key: message}}; {status:'expired', message} (token missing, forged, expired or used: fetch a fresh one); {status:'too_fast', message}",
  429: "{status:'rate_limited', message} with Retry-After",
};

/** the pipeline's refusal codes as the statuses of Maho's form client (MageAustralia_CustomForms' outcome codes) */
const MAHO_STATUS: Record<string, string> = {
  invalid: "invalid",
  invalid_token: "expired",
  expired_token: "expired",
  used_token: "expired",
  too_fast: "too_fast",
  captcha_failed: "captcha",
  rate_limited: "rate_limited",
  payload_too_large: "too_large",
  not_found: "not_found",
  module_disabled: "not_found",
};

/**
 * A refusal of the pipeline in Maho's shape: `{status, message, errors?}` (application/json) with the problem's
 * HTTP status and headers (Retry-After); null for what is not a refusal of the pipeline (left to the problem handler).
 */
export function mahoOutcome(e: unknown) {
  // the caller's own refusals (a token of an account that is gone: 401 invalid_token) are not the form's
  if (!(e instanceof ProblemError) || e.status === 401 || e.status === 403) return null;
  const status = MAHO_STATUS[e.code];
  if (!status) return null;
  const errors: Record<string, string> = {};
  for (const x of e.errors ?? []) errors[x.field] ??= x.message;
  const message = status === "invalid" ? "Please correct the highlighted fields." : e.message;
  return respond({
    status: e.status,
    headers: e.headers,
    body: { status, message, ...(status === "invalid" ? { errors } : {}) },
  });
}

async function headlessOn(ctx: RequestContext, m: FormsModule) {
  const cfg = await enabledConfig(ctx, m);
  if (!cfg.headlessApi) throw new ProblemError(404, "not_found", "The headless forms API is switched off");
}

const successMessage = (form: { successMessage?: string | null } | null) => form?.successMessage || "Thank you. Your submission has been received.";

const created = async (ctx: RequestContext, m: FormsModule, input: z.infer<typeof submissionBody>) => {
  const r = await submit(ctx, m, input);
  return respond({ status: 201, body: { status: r.status, submissionId: r.submissionId, message: successMessage(r.form) } });
};

/**
 * A same-site path to send the browser back to; anything else (absolute URLs, //host) becomes "/". Characters
 * a Location header cannot carry are percent-encoded; control characters are refused (400), never a 500.
 */
export function safeReturnPath(p: unknown): string {
  if (typeof p !== "string") return "/";
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this refuses
  if (/[\u0000-\u001f\u007f-\u009f]/.test(p)) {
    throw new ProblemError(400, "invalid_request", "return_to must not contain control characters", {
      errors: [{ field: "return_to", code: "invalid", message: "a path without control characters" }],
    });
  }
  if (p.length > 501 || !isSafePath(p)) return "/";
  try {
    return p.replace(/[^\x21-\x7e]+/g, (x) => encodeURIComponent(x));
  } catch {
    return "/"; // a lone surrogate
  }
}

/** the storefront origins a browser post may return to: STOREFRONT_URL's first, then CORS_ORIGINS' (http(s) only) */
export function storefrontOrigins(settings: { storefrontUrl?: string; corsOrigins: readonly string[] }): string[] {
  const out: string[] = [];
  for (const v of [settings.storefrontUrl, ...settings.corsOrigins]) {
    if (!v || !isSafeAbsoluteUrl(v)) continue;
    const o = new URL(v).origin;
    if (!out.includes(o)) out.push(o);
  }
  return out;
}

/** the origin of an absolute http(s) URL when it is one of `allowed`, else null (credentials, backslashes: null) */
const allowedOrigin = (v: string | null | undefined, allowed: readonly string[]) => {
  if (!v || !isSafeAbsoluteUrl(v)) return null;
  const o = new URL(v).origin;
  return allowed.includes(o) ? o : null;
};

/**
 * Where the browser route sends the visitor back to. With storefront origins configured: an absolute URL on one
 * of them — `return_to` as a same-site path on the origin the post came from (its Referer, else its Origin, when
 * that is a storefront origin; else the first), `return_to` as an absolute URL on a storefront origin, or without
 * `return_to` the Referer's page on a storefront origin; anything else is the first storefront origin's home page.
 * With none configured: a same-site path (anything else "/"). Never another origin.
 */
export function returnTarget(returnTo: unknown, headers: { referer?: string | null; origin?: string | null }, allowed: readonly string[]): string {
  const path = returnTo === undefined || returnTo === "" ? undefined : safeReturnPath(returnTo);
  if (!allowed.length) return path ?? "/";
  const home = `${allowed[0]}/`;
  const from = allowedOrigin(headers.referer, allowed) ?? allowedOrigin(headers.origin, allowed) ?? allowed[0]!;
  const page = (u: URL) => `${u.origin}${u.pathname}${u.search}`;
  if (path !== undefined) {
    if (path !== "/" || returnTo === "/") return page(new URL(path, from));
    // not a same-site path: an absolute URL on a storefront origin, else the home page
    return typeof returnTo === "string" && allowedOrigin(returnTo, allowed) ? page(new URL(returnTo)) : home;
  }
  return headers.referer && allowedOrigin(headers.referer, allowed) ? page(new URL(headers.referer)) : home;
}

export function formsRoutes(m: FormsModule): RestRoute[] {
  return [
    {
      id: "custom_form_schema",
      method: "GET",
      path: "/api/rest/v2/custom-forms/:code",
      tag: "forms",
      summary: "A custom form's fields with a fresh render token (404 for an unknown, inactive or other store's form)",
      exemptFromLoginWall: true,
      responses: { 200: "the form schema", 404: "not_found or module_disabled" },
      handler: async (ctx, req) => respond({ body: await formSchema(ctx, m, req.params.code ?? ""), headers: { "Cache-Control": "no-store" } }),
    },
    defineRoute({
      id: "custom_form_submission_create",
      method: "POST",
      path: "/api/rest/v2/custom-form-submissions",
      tag: "forms",
      summary: "Submits a custom form through the anti-spam pipeline",
      exemptFromLoginWall: true,
      body: submissionBody,
      responses: RESPONSES,
      handler: (ctx, req) => created(ctx, m, req.body),
    }),
    defineRoute({
      id: "custom_form_submission_create_maho",
      method: "POST",
      path: "/api/rest/v2/custom-forms/:code/submissions",
      tag: "forms",
      summary: "Submits a custom form as Maho's storefront does ({payload, renderToken, hp, captchaToken?}); answers {status:'ok', submissionId, message}",
      exemptFromLoginWall: true,
      body: mahoBody,
      responses: MAHO_RESPONSES,
      // also a body of the wrong shape: Maho's client shows what it reads, not problem details
      refusal: mahoOutcome,
      handler: async (ctx, req) => {
        const { hp, ...body } = req.body;
        const r = await submit(ctx, m, { ...body, honeypot: body.honeypot || hp || undefined, formCode: req.params.code ?? "" });
        return respond({ status: 201, body: { status: r.status, submissionId: r.submissionId, message: successMessage(r.form) } });
      },
    }),
    {
      id: "customforms_headless_form",
      method: "GET",
      path: "/api/customforms/forms/:code",
      tag: "forms",
      summary: "Headless: the form schema (only while headlessApi is on)",
      exemptFromLoginWall: true,
      responses: { 200: "the form schema", 404: "not_found (also when the headless API is off)" },
      handler: async (ctx, req) => {
        await headlessOn(ctx, m);
        return respond({ body: await formSchema(ctx, m, req.params.code ?? ""), headers: { "Cache-Control": "no-store" } });
      },
    },
    defineRoute({
      id: "customforms_headless_submission_create",
      method: "POST",
      path: "/api/customforms/forms/:code/submissions",
      tag: "forms",
      summary: "Headless: submits the form (only while headlessApi is on)",
      exemptFromLoginWall: true,
      body: headlessBody,
      responses: RESPONSES,
      handler: async (ctx, req) => {
        await headlessOn(ctx, m);
        return created(ctx, m, { ...req.body, formCode: req.params.code ?? "" });
      },
    }),
    defineRoute({
      id: "customforms_browser_submit",
      method: "POST",
      path: BROWSER_SUBMIT_PATH,
      tag: "forms",
      summary: "HTML form posts (urlencoded): 303 back to the page, whose form shows the outcome and the values entered",
      exemptFromLoginWall: true,
      bodyTypes: ["form"],
      body: z.record(z.string(), z.union([z.string(), z.array(z.string())])),
      responses: { 303: "back to return_to with form_flash" },
      handler: (ctx, req) => browserSubmit(ctx, m, req.body, { referer: req.headers.get("referer"), origin: req.headers.get("origin") }),
    }),
    ...contactRoutes(m),
  ];
}

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
/** the longest flash (URL-safe text) that carries the entered values; longer ones carry the messages only */
const MAX_FLASH_WITH_VALUES = 6000;

async function browserSubmit(
  ctx: RequestContext,
  m: FormsModule,
  body: Record<string, string | string[]>,
  headers: { referer: string | null; origin: string | null },
) {
  const code = first(body.form_code) ?? "";
  const returnTo = returnTarget(first(body.return_to), headers, storefrontOrigins(ctx.app.settings));
  const cfg = await enabledConfig(ctx, m);
  const form = await formForStore(ctx, code);
  const payload: Record<string, string | string[]> = {};
  for (const [k, v] of Object.entries(body)) {
    const key = /^fields\[([A-Za-z0-9_]{1,64})\]$/.exec(k)?.[1];
    if (key) payload[key] = v;
  }
  let flash: Flash;
  try {
    await submit(ctx, m, {
      formCode: code,
      payload,
      renderToken: first(body.render_token),
      captchaToken: first(body[CAPTCHA_BODY_FIELDS[cfg.captchaProvider]]),
      honeypot: first(body[HONEYPOT_FIELD]),
    });
    flash = { form: code, ok: true, message: form?.successMessage || "Thank you. Your submission was received.", errors: [], values: {} };
  } catch (e) {
    if (!(e instanceof ProblemError) || e.status >= 500) throw e;
    const secret = new Set((form?.fields ?? []).filter((f) => f.type === "password").map((f) => f.key));
    const values = Object.fromEntries(Object.entries(payload).filter(([k]) => !secret.has(k)));
    // a form posted without its token (no script fetched one): the page comes back with the values and a fresh token
    const message = e.code === "invalid_token" && !first(body.render_token) ? "Please check your entries and send the form again." : e.message;
    flash = { form: code, ok: false, message, errors: (e.errors ?? []).map((x) => ({ field: x.field, message: x.message })), values };
  }
  const key = await formsKey(ctx.app);
  let token = signFlash(key, flash);
  if (token.length > MAX_FLASH_WITH_VALUES) token = signFlash(key, { ...flash, values: {} });
  const [path, query = ""] = returnTo.split("?", 2) as [string, string?];
  const params = new URLSearchParams(query.split("#")[0]);
  params.set("form_flash", token);
  // an absolute target is one of the storefront origins (returnTarget); a path stays on the site that posted
  return respond({ status: 303, redirect: `${path.split("#")[0]}?${params}#${encodeURIComponent(`b2b-form-${code}`)}` });
}

export { inputName };
