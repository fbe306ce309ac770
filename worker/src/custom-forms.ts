/**
 * Custom forms a CMS page embeds (`<div data-maho-form="code">`), rendered here rather than by the backend: the
 * backend's copy in synced CMS HTML carries no render token (the content stays the same between edits) and posts
 * to the backend's origin. Each view asks the backend for the form's fields and a fresh token (so such pages are not edge-cached),
 * `country` fields become a select of the store's allowed countries, and the form posts to `POST /forms/{code}`,
 * which answers the page again with the errors inline or the form's success message in its place.
 */
import { html, raw } from "hono/html";
import type { HtmlEscapedString } from "hono/utils/html";
import { backendFetch } from "./backend.ts";
import { type Country, type FieldErrors, refusal, storeCountries } from "./forms.ts";
import type { Env } from "./env.ts";
import type { StoreConfig } from "./layout.ts";

const MARKER = /<div\s+data-maho-form="([A-Za-z0-9_-]{1,64})"\s*>(?:\s*<form[\s\S]*?<\/form>)?\s*<\/div>/g;
export const FORM_CODE = /^[A-Za-z0-9_-]{1,64}$/;

interface FormField {
  key: string;
  type: string;
  label: string;
  required?: boolean;
  options?: { value: string; label: string }[];
  placeholder?: string;
  validation?: { maxLength?: number; minLength?: number; min?: number; max?: number };
}
interface FormSchema {
  code: string;
  title: string;
  fields: FormField[];
  renderToken: string;
  honeypotField?: string;
}

/** the outcome of a submission, shown where the form was */
export interface FormState {
  code: string;
  values?: URLSearchParams;
  errors?: FieldErrors;
  alert?: string;
  message?: string;
  /** the token of the attempt, kept when it is still good (the fill time counts from the first render) */
  renderToken?: string;
}

interface Ctx {
  env: Env;
  store: string;
  token: string | null;
  config: StoreConfig;
}

export const embedsForms = (content: string) => content.includes("data-maho-form");

/** the CMS HTML with each embedded form rendered (the merchant's HTML stays as the backend gave it) */
export async function withForms(i: Ctx, page: string, content: string, state?: FormState): Promise<HtmlEscapedString[]> {
  const parts: (HtmlEscapedString | Promise<HtmlEscapedString>)[] = [];
  let last = 0;
  let list: Promise<Country[]> | null = null;
  for (const match of content.matchAll(MARKER)) {
    parts.push(html`${raw(content.slice(last, match.index))}`);
    last = match.index + match[0].length;
    const code = match[1]!;
    list ??= storeCountries(i);
    parts.push(renderEmbedded(i, page, code, list, state?.code === code ? state : undefined));
  }
  parts.push(html`${raw(content.slice(last))}`);
  return Promise.all(parts);
}

async function schemaOf(i: Ctx, code: string): Promise<FormSchema | null> {
  const res = await backendFetch(i.env, `/api/rest/v2/custom-forms/${code}`, { store: i.store, bearer: i.token ?? undefined, anonymous: !i.token });
  if (!res.ok) {
    await res.body?.cancel();
    return null;
  }
  return (await res.json()) as FormSchema;
}

async function renderEmbedded(i: Ctx, page: string, code: string, countries: Promise<Country[]>, state?: FormState): Promise<HtmlEscapedString> {
  const id = `form-${code}`;
  const schema = await schemaOf(i, code);
  if (state?.message) {
    return html`<div class="custom-form" id="${id}"><h2>${schema?.title ?? ""}</h2><p class="notice ok" role="status">${state.message}</p></div>`;
  }
  if (!schema) return html``;
  const errors = state?.errors ?? {};
  const list = await countries;
  const hp = schema.honeypotField ?? "website_url";
  return html`<form class="custom-form" id="${id}" action="/forms/${code}" method="post" aria-labelledby="${id}-title" novalidate data-enhance data-validate>
<h2 id="${id}-title">${schema.title}</h2>
${state?.alert ? html`<p class="notice err" role="alert">${state.alert}</p>` : ""}
<input type="hidden" name="page" value="${page}"><input type="hidden" name="renderToken" value="${state?.renderToken ?? schema.renderToken}">
<div class="hp" aria-hidden="true"><label for="${id}-hp">Leave this field empty</label><input id="${id}-hp" name="${hp}" tabindex="-1" autocomplete="off"></div>
${schema.fields.map((f) => fieldHtml(id, f, state?.values, errors[f.key], list))}
<p><button>Send</button></p>
</form>`;
}

/** autocomplete hints by the field's key, where the key says what it holds */
const AUTOCOMPLETE: Record<string, string> = {
  email: "email",
  telephone: "tel",
  phone: "tel",
  company: "organization",
  firstName: "given-name",
  firstname: "given-name",
  lastName: "family-name",
  lastname: "family-name",
  name: "name",
  street: "street-address",
  city: "address-level2",
  postcode: "postal-code",
  country: "country",
};
const INPUT_TYPES = new Set(["text", "email", "tel", "url", "number", "date", "password"]);

function fieldHtml(formId: string, f: FormField, values: URLSearchParams | undefined, error: string | undefined, countries: Country[]) {
  const id = `${formId}-${f.key}`;
  const name = `fields[${f.key}]`;
  const value = f.type === "password" ? "" : (values?.get(name) ?? "");
  const chosen = new Set(values?.getAll(name) ?? []);
  const hint = f.type === "password" && f.validation?.minLength ? `At least ${f.validation.minLength} characters.` : undefined;
  const described = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ");
  const auto =
    f.type === "password" ? "new-password" : f.type === "email" ? "email" : f.type === "tel" ? "tel" : f.type === "country" ? "country" : AUTOCOMPLETE[f.key];
  const attrs = html`${f.required ? " required" : ""}${auto ? html` autocomplete="${auto}"` : ""}${error ? html` aria-invalid="true"` : ""}${described ? html` aria-describedby="${described}"` : ""}${f.validation?.maxLength ? html` maxlength="${f.validation.maxLength}"` : ""}${f.validation?.minLength ? html` minlength="${f.validation.minLength}"` : ""}`;
  const label = html`<label for="${id}">${f.label}${f.required ? "" : html` <span class="hint">(optional)</span>`}</label>`;
  const tail = html`${hint ? html`<span class="hint" id="${id}-hint">${hint}</span>` : ""}${error ? html`<p class="field-error" id="${id}-error">${error}</p>` : ""}`;
  switch (f.type) {
    case "hidden":
      return html`<input type="hidden" name="${name}" value="${value || (f.placeholder ?? "")}">`;
    case "textarea":
      return html`<div class="field">${label}<textarea id="${id}" name="${name}" rows="4"${attrs}>${value}</textarea>${tail}</div>`;
    case "country":
    case "select":
    case "multiselect": {
      const opts = f.type === "country" ? countries.map((c) => ({ value: c.id, label: c.name })) : (f.options ?? []);
      const many = f.type === "multiselect";
      return html`<div class="field">${label}<select id="${id}" name="${name}"${many ? " multiple" : ""}${attrs}>${many ? "" : html`<option value="">${f.type === "country" ? "Choose a country…" : (f.placeholder ?? "Please choose…")}</option>`}${opts.map(
        (o) => html`<option value="${o.value}"${chosen.has(o.value) ? " selected" : ""}>${o.label}</option>`,
      )}</select>${tail}</div>`;
    }
    case "radio":
      return html`<fieldset class="field"${error ? html` aria-describedby="${id}-error"` : ""}><legend>${f.label}</legend>${(f.options ?? []).map(
        (o) =>
          html`<label class="choice"><input type="radio" name="${name}" value="${o.value}"${chosen.has(o.value) ? " checked" : ""}${f.required ? " required" : ""}> ${o.label}</label>`,
      )}${tail}</fieldset>`;
    case "checkbox":
      return html`<div class="field"><label class="choice" for="${id}"><input type="checkbox" id="${id}" name="${name}" value="1"${value === "1" ? " checked" : ""}${f.required ? " required" : ""}${error ? html` aria-invalid="true" aria-describedby="${id}-error"` : ""}> ${f.label}</label>${tail}</div>`;
    default: {
      const type = INPUT_TYPES.has(f.type) ? f.type : "text";
      const mode = type === "tel" ? "tel" : type === "email" ? "email" : undefined;
      return html`<div class="field">${label}<input id="${id}" name="${name}" type="${type}"${mode ? html` inputmode="${mode}"` : ""} value="${value}"${f.placeholder ? html` placeholder="${f.placeholder}"` : ""}${attrs}>${tail}</div>`;
    }
  }
}

/** POST /forms/{code}: the submission through the backend's pipeline; the state to render the page with */
export async function submitForm(i: Ctx, code: string, form: URLSearchParams, honeypotField = "website_url"): Promise<{ status: number; state: FormState }> {
  const payload: Record<string, string | string[]> = {};
  for (const [k] of form) {
    const key = /^fields\[([A-Za-z0-9_]{1,64})\]$/.exec(k)?.[1];
    if (!key || key in payload) continue;
    const all = form.getAll(k);
    payload[key] = all.length === 1 ? all[0]! : all;
  }
  const renderToken = (form.get("renderToken") ?? "").slice(0, 200);
  // the facade's own route answers refusals as problem details (the Maho route answers Maho's form client's shape)
  const res = await backendFetch(i.env, "/api/rest/v2/custom-form-submissions", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ formCode: code, payload, renderToken, honeypot: form.get(honeypotField) || undefined }),
    store: i.store,
    bearer: i.token ?? undefined,
    anonymous: !i.token,
  });
  const text = await res.text();
  let data: { message?: string; detail?: string; code?: string; errors?: { field?: string; message?: string }[] } = {};
  try {
    data = JSON.parse(text);
  } catch {
    data = {};
  }
  if (res.status < 300) return { status: 200, state: { code, message: data.message ?? "Thank you. Your submission was received." } };
  const { errors = {}, alert } = refusal(data, "The form could not be sent. Please try again.");
  // a token that is merely early stays good; an expired or used one is replaced by the page's fresh one
  const keep = data.code === "invalid" || data.code === "too_fast" || data.code === "captcha_failed" || res.status === 429;
  return {
    status: res.status === 429 ? 429 : res.status >= 500 ? 502 : res.status === 413 ? 413 : 422,
    state: {
      code,
      values: form,
      errors,
      alert,
      renderToken: keep ? renderToken : undefined,
    },
  };
}
