/**
 * Maho's contact routes (its Mage/Contacts/Api ContactForm resource), served through the custom forms pipeline:
 * `GET /api/rest/v2/contact/config` and `POST /api/rest/v2/contact`. A message is a submission of the store's
 * `contact` form (Submitted Data, the in-transaction event), with the same honeypot, render token and fill time,
 * per-address limit, captcha and validation, and is mailed to the store's contact address (store config
 * `contacts/email/recipient_email`, else the form's recipients) through the outbox, in the submission's transaction.
 */
import { z } from "zod";
import type { RequestContext } from "../../core/context.ts";
import { ProblemError } from "../../core/errors.ts";
import type { RestRoute } from "../../core/routes.ts";
import { defineRoute, respond } from "../../core/routes.ts";
import { formForStore } from "./forms.ts";
import { HONEYPOT_FIELD, submit, type FormsModule } from "./pipeline.ts";
import { formsKey, signRenderToken } from "./tokens.ts";

/** the custom form a contact message is a submission of */
export const CONTACT_FORM_CODE = "contact";
export const CONTACT_ADDRESS_PATH = "contacts/email/recipient_email";

const text = (max: number) => z.string().max(max).optional();
/** Maho's body `{name, email, comment|message, telephone|phone, captchaToken}`, our `renderToken`, and the honeypots */
const contactBody = z.object({
  name: text(255),
  email: text(255),
  comment: text(5000),
  message: text(5000),
  telephone: text(50),
  phone: text(50),
  captchaToken: text(4096),
  renderToken: text(200),
  [HONEYPOT_FIELD]: text(1000),
  /** the trap field of Maho's storefront contact page (the contact form has no company field) */
  company: text(1000),
});
type ContactBody = z.infer<typeof contactBody>;

/** the pipeline's field names back to Maho's */
const MAHO_FIELD: Record<string, string> = { message: "comment" };

const notAvailable = () => new ProblemError(404, "not_found", "Contact form is not available");

async function contactForm(ctx: RequestContext, m: FormsModule) {
  const cfg = await m.config(ctx);
  const form = cfg.enabled ? await formForStore(ctx, CONTACT_FORM_CODE) : null;
  return { cfg, form };
}

async function recipients(ctx: RequestContext): Promise<string[] | undefined> {
  const address = (await ctx.app.config.get(CONTACT_ADDRESS_PATH, ctx.store.id))?.trim();
  return address ? [address] : undefined;
}

async function contactSubmit(ctx: RequestContext, m: FormsModule, body: ContactBody) {
  const { form } = await contactForm(ctx, m);
  if (!form) throw notAvailable();
  const payload = Object.fromEntries(
    Object.entries({ name: body.name, email: body.email, telephone: body.telephone ?? body.phone, message: body.comment ?? body.message }).filter(
      ([, v]) => v !== undefined,
    ),
  );
  try {
    await submit(ctx, m, {
      formCode: CONTACT_FORM_CODE,
      payload,
      renderToken: body.renderToken,
      captchaToken: body.captchaToken,
      honeypot: body[HONEYPOT_FIELD] || body.company || undefined,
      recipients: await recipients(ctx),
    });
  } catch (e) {
    if (!(e instanceof ProblemError)) throw e;
    // Maho's storefront shows `message`; field errors carry Maho's names
    throw new ProblemError(e.status, e.code, e.message, {
      errors: e.errors?.map((x) => ({ ...x, field: MAHO_FIELD[x.field] ?? x.field })),
      extra: { ...e.extra, message: e.message },
      headers: e.headers,
    });
  }
  return respond({
    status: 201,
    body: { id: "contact", success: true, message: form.successMessage || "Your message has been sent. We will get back to you soon." },
  });
}

export function contactRoutes(m: FormsModule): RestRoute[] {
  return [
    {
      id: "contact_config",
      method: "GET",
      path: "/api/rest/v2/contact/config",
      tag: "forms",
      summary:
        "Maho's contact form configuration: {id, enabled, captchaProvider (none when off), captchaSiteKey, honeypotField}, with a render token while enabled",
      exemptFromLoginWall: true,
      responses: { 200: "the contact form's configuration (enabled:false while custom forms are off or the store has no `contact` form)" },
      handler: async (ctx) => {
        const { cfg, form } = await contactForm(ctx, m);
        const captcha = !!form && cfg.captchaEnabled;
        const body = {
          id: "contact",
          enabled: !!form,
          captchaProvider: captcha ? cfg.captchaProvider : "none",
          captchaSiteKey: captcha ? cfg.captchaSiteKey : null,
          honeypotField: form && cfg.honeypot ? HONEYPOT_FIELD : null,
          ...(form
            ? { renderToken: signRenderToken(await formsKey(ctx.app), form.code, Math.floor(Date.now() / 1000)), minFillSeconds: cfg.minFillSeconds }
            : {}),
        };
        return respond({ body, headers: { "Cache-Control": "no-store" } });
      },
    },
    defineRoute({
      id: "contact_submit",
      method: "POST",
      path: "/api/rest/v2/contact",
      tag: "forms",
      summary: "Maho's contact form post {name, email, comment, telephone?, captchaToken?, renderToken} through the forms pipeline; 201 {id, success, message}",
      exemptFromLoginWall: true,
      body: contactBody,
      responses: {
        201: "{id:'contact', success:true, message} (also for a filled honeypot)",
        400: "captcha_failed",
        404: "custom forms off, or no `contact` form",
        413: "payload_too_large",
        422: "invalid (errors by Maho's names: name, email, comment, telephone), invalid_token, expired_token, used_token, too_fast; each with `message`",
        429: "rate_limited (Retry-After)",
      },
      handler: (ctx, req) => contactSubmit(ctx, m, req.body),
    }),
  ];
}
