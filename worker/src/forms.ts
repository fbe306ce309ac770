/** Form fields with their label, autocomplete hint, input type and inline error (problem details' `errors[]`). */
import { html } from "hono/html";
import type { Env } from "./env.ts";
import { keys } from "./keys.ts";

export type FieldErrors = Record<string, string>;

export interface FieldSpec {
  name: string;
  label: string;
  type?: "text" | "email" | "tel" | "password" | "number";
  autocomplete?: string;
  required?: boolean;
  value?: string;
  /** the id prefix (several forms on one page) */
  prefix?: string;
  hint?: string;
}

export function field(f: FieldSpec, errors: FieldErrors = {}) {
  const id = `${f.prefix ?? "f"}-${f.name}`;
  const err = errors[f.name];
  const described = [f.hint ? `${id}-hint` : "", err ? `${id}-error` : ""].filter(Boolean).join(" ");
  const inputmode = f.type === "tel" ? "tel" : f.type === "email" ? "email" : undefined;
  return html`<div class="field"><label for="${id}">${f.label}${f.required ? "" : html` <span class="hint">(optional)</span>`}</label><input id="${id}" name="${f.name}" type="${f.type ?? "text"}"${f.autocomplete ? html` autocomplete="${f.autocomplete}"` : ""}${inputmode ? html` inputmode="${inputmode}"` : ""}${f.required ? " required" : ""} value="${f.value ?? ""}"${err ? html` aria-invalid="true"` : ""}${described ? html` aria-describedby="${described}"` : ""}>${f.hint ? html`<span class="hint" id="${id}-hint">${f.hint}</span>` : ""}${err ? html`<p class="field-error" id="${id}-error">${err}</p>` : ""}</div>`;
}

export interface Country {
  id: string;
  name: string;
  availableRegions?: { id: number; code: string; name: string }[];
}

/** the store's allowed countries (store config), named as the backend names them */
export function allowedCountries(all: Country[], allowed: string[] | undefined): Country[] {
  const list = allowed?.length ? all.filter((c) => allowed.includes(c.id)) : all;
  return [...list].sort((a, b) => a.name.localeCompare(b.name));
}

export function countrySelect(name: string, countries: Country[], value: string, errors: FieldErrors = {}, prefix = "f") {
  const id = `${prefix}-${name}`;
  const err = errors[name];
  return html`<div class="field"><label for="${id}">Country</label><select id="${id}" name="${name}" autocomplete="country" required data-country${err ? html` aria-invalid="true" aria-describedby="${id}-error"` : ""}>${countries.map(
    (c) => html`<option value="${c.id}"${c.id === value ? " selected" : ""}>${c.name}</option>`,
  )}</select>${err ? html`<p class="field-error" id="${id}-error">${err}</p>` : ""}</div>`;
}

/** regions of the countries that have them, grouped by country (the script shows only the chosen country's) */
export function regionSelect(name: string, countries: Country[], country: string, value: string, errors: FieldErrors = {}, prefix = "f") {
  const withRegions = countries.filter((c) => c.availableRegions?.length);
  if (!withRegions.length) return "";
  const id = `${prefix}-${name}`;
  const err = errors[name];
  return html`<div class="field" data-region-field><label for="${id}">State / region <span class="hint">(where the country has them)</span></label><select id="${id}" name="${name}" autocomplete="address-level1" data-region${err ? html` aria-invalid="true" aria-describedby="${id}-error"` : ""}><option value="">—</option>${withRegions.map(
    (c) =>
      html`<optgroup label="${c.name}" data-country="${c.id}">${(c.availableRegions ?? []).map((r) => html`<option value="${r.id}"${String(r.id) === value && c.id === country ? " selected" : ""}>${r.name}</option>`)}</optgroup>`,
  )}</select>${err ? html`<p class="field-error" id="${id}-error">${err}</p>` : ""}</div>`;
}

/** problem details' field errors keyed by the form's own names (`shippingAddress.lastName` → `lastName`) */
export function fieldErrors(problem: { errors?: { field?: string; message?: string }[] } | null): FieldErrors {
  const out: FieldErrors = {};
  for (const e of problem?.errors ?? []) {
    if (!e.field || !e.message) continue;
    const name = e.field.replace(/^(shippingAddress|billingAddress|address)\./, "").replace(/\.\d+$/, "");
    out[name] ??= e.message;
  }
  return out;
}

/** what a page says above its form: the outcome, or why it was refused (with the fields' errors in place) */
export interface Notes {
  errors?: FieldErrors;
  message?: string;
  alert?: string;
}

export function notes(n: Notes) {
  return html`${n.alert ? html`<p class="notice err" role="alert">${n.alert}</p>` : ""}${n.message ? html`<p class="notice ok" role="status">${n.message}</p>` : ""}`;
}

/** a refused form: the backend's field errors beside their fields, else its detail (or the fallback) */
export function refusal(problem: { detail?: string; errors?: { field?: string; message?: string }[] } | null, fallback: string): Notes {
  const errors = fieldErrors(problem);
  return { errors, alert: Object.keys(errors).length ? "Please correct the marked fields." : (problem?.detail ?? fallback) };
}

/** the status a page answers a refused form with: the limit's 429, 502 for the backend's failure, else 422 */
export const refusedStatus = (status: number) => (status === 429 ? 429 : status >= 500 ? 502 : 422);

/** the store's countries a visitor may choose (synced to KV) */
export async function storeCountries(i: { env: Env; store: string; config: { allowedCountries?: string[] } }): Promise<Country[]> {
  const t = await i.env.KV.get(keys.countries(i.store));
  return allowedCountries(t ? (JSON.parse(t) as Country[]) : [], i.config.allowedCountries);
}
