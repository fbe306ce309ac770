/**
 * Form definitions (what admins build) and the validation of a submitted payload against them, per field
 * type. Values are data: nothing here interprets markup; renderers escape.
 */
import { z } from "zod";
import { RE2JS } from "re2js";
import type { FieldError } from "../../core/errors.ts";

export const FIELD_TYPES = [
  "text",
  "email",
  "tel",
  "url",
  "number",
  "textarea",
  "select",
  "multiselect",
  "radio",
  "checkbox",
  "date",
  "country",
  "hidden",
  "password",
] as const;
export type FieldType = (typeof FIELD_TYPES)[number];
const WITH_OPTIONS = new Set<FieldType>(["select", "multiselect", "radio"]);

/** the longest value a text-like field takes when its validation names no maxLength */
export const DEFAULT_MAX_LENGTH = 5000;

/** the longest pattern an admin may set */
export const MAX_PATTERN_LENGTH = 500;

const compiled = new Map<string, RE2JS | null>();
/**
 * An admin's pattern, compiled for RE2 (re2js, pure JavaScript): matching takes time linear in the input, so
 * no pattern and value can stall the process (JavaScript's backtracking engine takes seconds on
 * `([A-Za-z0-9]+)*-[0-9]{4}` and 36 characters). null for a pattern RE2 cannot run.
 */
export function userPattern(pattern: string): RE2JS | null {
  let re = compiled.get(pattern);
  if (re === undefined) {
    try {
      re = RE2JS.compile(pattern);
    } catch {
      re = null;
    }
    if (compiled.size >= 1000) compiled.clear();
    compiled.set(pattern, re);
  }
  return re;
}

const validationSchema = z
  .object({
    minLength: z.number().int().min(0).max(65_536).nullish(),
    maxLength: z.number().int().min(1).max(65_536).nullish(),
    pattern: z
      .string()
      .max(MAX_PATTERN_LENGTH)
      .refine((p) => userPattern(p) !== null, "not a regular expression RE2 can run (no backreferences, lookaround or possessive quantifiers)")
      .nullish(),
    min: z.number().nullish(),
    max: z.number().nullish(),
  })
  .strict();

export const fieldSchema = z
  .object({
    key: z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,63}$/, "a letter, then letters, digits or _ (64 at most)"),
    type: z.enum(FIELD_TYPES),
    label: z.string().min(1).max(255),
    placeholder: z.string().max(255).nullish(),
    required: z.boolean().default(false),
    options: z
      .array(z.object({ value: z.string().min(1).max(255), label: z.string().min(1).max(255) }))
      .max(500)
      .nullish(),
    validation: validationSchema.nullish(),
  })
  .superRefine((f, ctx) => {
    if (WITH_OPTIONS.has(f.type) && !f.options?.length) ctx.addIssue({ code: "custom", path: ["options"], message: `a ${f.type} field needs options` });
    const v = f.validation;
    if (v?.minLength != null && v.maxLength != null && v.minLength > v.maxLength)
      ctx.addIssue({ code: "custom", path: ["validation"], message: "minLength > maxLength" });
    if (v?.min != null && v.max != null && v.min > v.max) ctx.addIssue({ code: "custom", path: ["validation"], message: "min > max" });
  });
export type FormField = z.infer<typeof fieldSchema>;

export const formInputSchema = z
  .object({
    code: z.string().regex(/^[a-z0-9][a-z0-9_-]{0,63}$/, "lower-case letters, digits, - and _ (64 at most)"),
    title: z.string().min(1).max(255),
    storeIds: z.array(z.number().int().min(0)).max(100).default([]),
    active: z.boolean().default(true),
    successMessage: z.string().max(2000).default(""),
    recipients: z.array(z.email()).max(50).default([]),
    fields: z.array(fieldSchema).min(1).max(60),
  })
  .superRefine((f, ctx) => {
    const seen = new Set<string>();
    f.fields.forEach((field, i) => {
      if (seen.has(field.key)) ctx.addIssue({ code: "custom", path: ["fields", i, "key"], message: `the key "${field.key}" is used twice` });
      seen.add(field.key);
    });
  });
export type FormInput = z.infer<typeof formInputSchema>;

/** what a validated payload holds: strings, or string arrays (multiselect) */
export type CleanValue = string | string[];

const EMAIL = z.email();
const TEL = /^\+?[0-9 ()./-]{3,32}$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const isChecked = (v: unknown) => v === true || v === "1" || v === "on" || v === "true" || v === "yes";

/**
 * Checks a payload against a form's fields: the clean values by key (unknown keys dropped; passwords
 * included here, for the caller to hash and drop) or the field errors.
 */
export function validatePayload(
  fields: FormField[],
  payload: Record<string, unknown>,
  countries: ReadonlySet<string>,
): { values: Record<string, CleanValue>; errors: FieldError[] } {
  const values: Record<string, CleanValue> = {};
  const errors: FieldError[] = [];
  const fail = (f: FormField, code: string, message: string) => errors.push({ field: f.key, code, message });
  for (const f of fields) {
    const raw = payload[f.key];
    const v = f.validation ?? {};
    if (f.type === "checkbox") {
      const on = isChecked(raw);
      if (f.required && !on) fail(f, "required", `${f.label} must be checked`);
      values[f.key] = on ? "1" : "0";
      continue;
    }
    if (f.type === "multiselect") {
      const list = raw == null || raw === "" ? [] : Array.isArray(raw) ? raw : [raw];
      if (!list.every((x) => typeof x === "string")) {
        fail(f, "invalid_type", `${f.label} must be a list of options`);
        continue;
      }
      const allowed = new Set((f.options ?? []).map((o) => o.value));
      const picked = [...new Set(list as string[])];
      if (f.required && !picked.length) fail(f, "required", `${f.label} is required`);
      else if (picked.some((x) => !allowed.has(x))) fail(f, "invalid_option", `${f.label} has an option that is not offered`);
      else values[f.key] = picked;
      continue;
    }
    if (raw != null && typeof raw !== "string" && typeof raw !== "number") {
      fail(f, "invalid_type", `${f.label} must be text`);
      continue;
    }
    // a password is taken as typed (spaces count); other values lose surrounding whitespace
    const s = raw == null ? "" : f.type === "password" ? String(raw) : String(raw).trim();
    if (!s.trim()) {
      if (f.required) fail(f, "required", `${f.label} is required`);
      continue;
    }
    const max = v.maxLength ?? DEFAULT_MAX_LENGTH;
    if ([...s].length > max) {
      fail(f, "too_long", `${f.label} takes at most ${max} characters`);
      continue;
    }
    if (v.minLength != null && [...s].length < v.minLength) {
      fail(f, "too_short", `${f.label} takes at least ${v.minLength} characters`);
      continue;
    }
    // the value is at most maxLength long here (and the payload at most 64 KiB); a stored pattern RE2 cannot
    // run (saved before patterns were checked for it) fails closed
    if (v.pattern && !userPattern(v.pattern)?.matches(s)) {
      fail(f, "pattern", `${f.label} does not have the expected format`);
      continue;
    }
    const problem = checkType(f, s, countries);
    if (problem) {
      fail(f, problem[0], problem[1]);
      continue;
    }
    values[f.key] = f.type === "country" ? s.toUpperCase() : s;
  }
  return { values, errors };
}

function checkType(f: FormField, s: string, countries: ReadonlySet<string>): [string, string] | null {
  const v = f.validation ?? {};
  switch (f.type) {
    case "email":
      return EMAIL.safeParse(s).success ? null : ["invalid_email", `${f.label} must be an email address`];
    case "tel":
      return TEL.test(s) ? null : ["invalid_tel", `${f.label} must be a telephone number`];
    case "url": {
      let u: URL | null = null;
      try {
        u = new URL(s);
      } catch {}
      return u && (u.protocol === "http:" || u.protocol === "https:") ? null : ["invalid_url", `${f.label} must be an http(s) URL`];
    }
    case "number": {
      const n = Number(s);
      if (!/^-?\d+(\.\d+)?$/.test(s) || !Number.isFinite(n)) return ["invalid_number", `${f.label} must be a number`];
      if (v.min != null && n < v.min) return ["too_small", `${f.label} must be at least ${v.min}`];
      if (v.max != null && n > v.max) return ["too_large", `${f.label} must be at most ${v.max}`];
      return null;
    }
    case "select":
    case "radio":
      return (f.options ?? []).some((o) => o.value === s) ? null : ["invalid_option", `${f.label} must be one of the options offered`];
    case "date": {
      const m = DATE.exec(s);
      const d = m ? new Date(Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!)) : null;
      if (!m || !d || d.getUTCMonth() !== +m[2]! - 1 || d.getUTCDate() !== +m[3]!) return ["invalid_date", `${f.label} must be a date (YYYY-MM-DD)`];
      return null;
    }
    case "country":
      return countries.has(s.toUpperCase()) ? null : ["invalid_country", `${f.label} must be a country code`];
    default:
      return null;
  }
}
