/**
 * The server-rendered form of the CMS embed: labels, required markers, error messages tied to their
 * inputs, a honeypot hidden from people and assistive technology, the render token, and after the
 * browser route's redirect the flash's message and entered values. Every value is escaped.
 */
import { escapeHtml as esc } from "../../content/render.ts";
import type { FormsConfig, CaptchaProvider } from "./config.ts";
import type { FormField } from "./fields.ts";
import type { FormDto } from "./forms.ts";
import { HONEYPOT_FIELD } from "./pipeline.ts";
import type { Flash } from "./tokens.ts";

export const BROWSER_SUBMIT_PATH = "/customforms/form/submit";

/** where an embedded form posts: the configured storefront path or URL, else this backend's public URL of the browser route */
export const browserSubmitAction = (cfg: { browserSubmitUrl: string }, publicBaseUrl: string) =>
  cfg.browserSubmitUrl || `${publicBaseUrl.replace(/\/+$/, "")}${BROWSER_SUBMIT_PATH}`;
/** the body names of each provider's widget token */
export const CAPTCHA_BODY_FIELDS: Record<CaptchaProvider, string> = {
  turnstile: "cf-turnstile-response",
  recaptcha: "g-recaptcha-response",
  hcaptcha: "h-captcha-response",
};
const CAPTCHA_WIDGETS: Record<CaptchaProvider, { cls: string; script: string }> = {
  turnstile: { cls: "cf-turnstile", script: "https://challenges.cloudflare.com/turnstile/v0/api.js" },
  recaptcha: { cls: "g-recaptcha", script: "https://www.google.com/recaptcha/api.js" },
  hcaptcha: { cls: "h-captcha", script: "https://js.hcaptcha.com/1/api.js" },
};

/** the body name of a field's input in the rendered form */
export const inputName = (key: string) => `fields[${key}]`;

const INPUT_TYPES: Partial<Record<FormField["type"], string>> = {
  text: "text",
  email: "email",
  tel: "tel",
  url: "url",
  number: "number",
  date: "date",
  password: "password",
};

export interface RenderInput {
  form: FormDto;
  /** the form's action: an absolute URL of the browser route, or the storefront's proxied path */
  action: string;
  /** where the form's script fetches a render token when the form carries none (`GET /custom-forms/{code}`) */
  schemaUrl: string;
  cfg: FormsConfig;
  renderToken: string;
  returnTo: string;
  countries: { id: string; name: string }[];
  flash: Flash | null;
}

export function renderForm({ form, action, schemaUrl, cfg, renderToken, returnTo, countries, flash }: RenderInput): string {
  const id = `b2b-form-${form.code}`;
  const errors = new Map((flash && !flash.ok ? flash.errors : []).map((e) => [e.field, e.message]));
  const values = flash && !flash.ok ? flash.values : {};
  const out: string[] = [];
  out.push(
    `<form class="b2b-form" id="${esc(id)}" method="post" action="${esc(action)}" data-schema-url="${esc(schemaUrl)}" aria-labelledby="${esc(id)}-title">`,
  );
  out.push(`<h2 id="${esc(id)}-title">${esc(form.title)}</h2>`);
  if (flash?.ok) out.push(`<div class="b2b-form-success" role="status">${esc(flash.message)}</div>`);
  else if (flash) {
    out.push(`<div class="b2b-form-errors" role="alert"><p>${esc(flash.message)}</p>`);
    const general = flash.errors.filter((e) => !form.fields.some((f) => f.key === e.field));
    if (general.length) out.push(`<ul>${general.map((e) => `<li>${esc(e.message)}</li>`).join("")}</ul>`);
    out.push("</div>");
  }
  out.push(`<input type="hidden" name="form_code" value="${esc(form.code)}">`);
  out.push(`<input type="hidden" name="render_token" value="${esc(renderToken)}">`);
  out.push(`<input type="hidden" name="return_to" value="${esc(returnTo)}">`);
  if (cfg.honeypot) {
    // off-screen rather than display:none (which bots skip), out of the tab order and the accessibility tree
    out.push(
      `<div class="b2b-form-hp" aria-hidden="true" style="position:absolute;left:-10000px;top:auto;width:1px;height:1px;overflow:hidden">` +
        `<label for="${esc(id)}-hp">Leave this field empty</label>` +
        `<input type="text" id="${esc(id)}-hp" name="${HONEYPOT_FIELD}" value="" tabindex="-1" autocomplete="off"></div>`,
    );
  }
  for (const f of form.fields) out.push(renderField(id, f, values[f.key], errors.get(f.key), countries));
  if (cfg.captchaEnabled && cfg.captchaSiteKey) {
    const w = CAPTCHA_WIDGETS[cfg.captchaProvider];
    out.push(`<div class="${w.cls}" data-sitekey="${esc(cfg.captchaSiteKey)}"></div><script src="${w.script}" async defer></script>`);
  }
  out.push(`<p class="b2b-form-legend"><span aria-hidden="true">*</span> required</p>`);
  out.push(`<button type="submit">Submit</button>`);
  out.push("</form>");
  return out.join("\n");
}

function renderField(
  formId: string,
  f: FormField,
  value: string | string[] | undefined,
  error: string | undefined,
  countries: { id: string; name: string }[],
): string {
  const fid = `${formId}-${f.key}`;
  const name = esc(inputName(f.key));
  const one = Array.isArray(value) ? (value[0] ?? "") : (value ?? "");
  const many = new Set(Array.isArray(value) ? value : value ? [value] : []);
  const errId = `${fid}-error`;
  const aria = `${f.required ? ' required aria-required="true"' : ""}${error ? ` aria-invalid="true" aria-describedby="${esc(errId)}"` : ""}`;
  const marker = f.required ? ' <span class="required" aria-hidden="true">*</span>' : "";
  const label = `<label for="${esc(fid)}">${esc(f.label)}${marker}</label>`;
  const err = error ? `<p class="field-error" id="${esc(errId)}">${esc(error)}</p>` : "";
  const ph = f.placeholder ? ` placeholder="${esc(f.placeholder)}"` : "";
  const v = f.validation ?? {};
  const limits = `${v.maxLength ? ` maxlength="${v.maxLength}"` : ""}${v.minLength ? ` minlength="${v.minLength}"` : ""}${f.type === "number" && v.min != null ? ` min="${v.min}"` : ""}${f.type === "number" && v.max != null ? ` max="${v.max}"` : ""}`;
  const wrap = (inner: string) => `<div class="b2b-form-field b2b-form-${esc(f.type)}">${inner}${err}</div>`;
  switch (f.type) {
    case "hidden":
      return `<input type="hidden" name="${name}" value="${esc(one || (f.placeholder ?? ""))}">`;
    case "textarea":
      return wrap(`${label}<textarea id="${esc(fid)}" name="${name}"${ph}${limits}${aria}>${esc(one)}</textarea>`);
    case "select":
    case "country": {
      const opts = f.type === "country" ? countries.map((c) => ({ value: c.id, label: c.name })) : (f.options ?? []);
      const options = [
        `<option value="">${esc(f.placeholder ?? "Please choose")}</option>`,
        ...opts.map((o) => `<option value="${esc(o.value)}"${o.value === one ? " selected" : ""}>${esc(o.label)}</option>`),
      ];
      return wrap(`${label}<select id="${esc(fid)}" name="${name}"${aria}>${options.join("")}</select>`);
    }
    case "multiselect":
      return wrap(
        `${label}<select id="${esc(fid)}" name="${name}" multiple${aria}>${(f.options ?? []).map((o) => `<option value="${esc(o.value)}"${many.has(o.value) ? " selected" : ""}>${esc(o.label)}</option>`).join("")}</select>`,
      );
    case "radio":
      return wrap(
        `<fieldset${error ? ` aria-describedby="${esc(errId)}"` : ""}><legend>${esc(f.label)}${marker}</legend>${(f.options ?? [])
          .map(
            (o, i) =>
              `<label><input type="radio" id="${esc(fid)}-${i}" name="${name}" value="${esc(o.value)}"${o.value === one ? " checked" : ""}${f.required ? " required" : ""}> ${esc(o.label)}</label>`,
          )
          .join("")}</fieldset>`,
      );
    case "checkbox":
      return wrap(`<input type="checkbox" id="${esc(fid)}" name="${name}" value="1"${one === "1" ? " checked" : ""}${aria}> ${label}`);
    case "password":
      // a password is never written back into the page
      return wrap(`${label}<input type="password" id="${esc(fid)}" name="${name}" autocomplete="new-password"${ph}${limits}${aria}>`);
    default:
      return wrap(`${label}<input type="${INPUT_TYPES[f.type] ?? "text"}" id="${esc(fid)}" name="${name}" value="${esc(one)}"${ph}${limits}${aria}>`);
  }
}
