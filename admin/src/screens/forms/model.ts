/**
 * The form builder's draft (what the inputs hold, numbers as typed text) and its two crossings: from a saved
 * form, and to the `CustomFormInput` the server validates. Server field errors (`fields.2.validation.pattern`,
 * `input.code`) are keyed by the same paths the builder's inputs claim.
 */
import type { CustomFormFieldType, CustomFormInput, FormsScreenFormFragment } from "../../generated/graphql.ts";

export const FIELD_TYPES: { value: CustomFormFieldType; label: string }[] = [
  { value: "text", label: "Text" },
  { value: "textarea", label: "Text area" },
  { value: "email", label: "Email" },
  { value: "tel", label: "Telephone" },
  { value: "url", label: "URL" },
  { value: "number", label: "Number" },
  { value: "date", label: "Date" },
  { value: "select", label: "Drop-down" },
  { value: "multiselect", label: "Multiple choice list" },
  { value: "radio", label: "Radio buttons" },
  { value: "checkbox", label: "Checkbox" },
  { value: "country", label: "Country" },
  { value: "hidden", label: "Hidden" },
  { value: "password", label: "Password" },
];

/** types whose answer is one of the field's options */
export const WITH_OPTIONS: ReadonlySet<CustomFormFieldType> = new Set(["select", "multiselect", "radio"]);
/** types a length or pattern applies to (the server checks them on any text value) */
export const TEXT_LIKE: ReadonlySet<CustomFormFieldType> = new Set(["text", "textarea", "email", "tel", "url", "password", "hidden"]);

export interface DraftOption {
  value: string;
  label: string;
}

export interface DraftField {
  /** stable across reorders (keys for rendering and input ids); never sent */
  uid: number;
  key: string;
  /** the key is made from the label as it is typed (a new field, until the author edits the key); never sent */
  keyFollowsLabel: boolean;
  type: CustomFormFieldType;
  label: string;
  placeholder: string;
  required: boolean;
  options: DraftOption[];
  minLength: string;
  maxLength: string;
  pattern: string;
  min: string;
  max: string;
}

export interface Draft {
  code: string;
  title: string;
  active: boolean;
  /** empty: every store */
  storeIds: number[];
  successMessage: string;
  /** one address per line (or comma-separated) */
  recipients: string;
  fields: DraftField[];
}

let nextUid = 1;
export const newUid = () => nextUid++;

export function newField(existing: readonly DraftField[], type: CustomFormFieldType = "text"): DraftField {
  const taken = new Set(existing.map((f) => f.key));
  let n = existing.length + 1;
  while (taken.has(`field${n}`)) n++;
  return {
    uid: newUid(),
    key: `field${n}`,
    keyFollowsLabel: true,
    type,
    label: `Field ${n}`,
    placeholder: "",
    required: false,
    options: WITH_OPTIONS.has(type) ? [{ value: "option1", label: "Option 1" }] : [],
    minLength: "",
    maxLength: "",
    pattern: "",
    min: "",
    max: "",
  };
}

/** the module's rule for a field key (src/modules/custom-forms/fields.ts): a letter, then letters, digits or _, 64 at most */
const KEY_MAX = 64;

/**
 * A key made from a label, in the camelCase of the module's own keys (firstName, lastName: the same-named keys
 * trade registration maps onto the customer): accents folded ("Straße" -> "strasse"), every other character a word
 * break, "field" first when the label starts with a digit or has no letter or digit at all.
 */
export function keyFromLabel(label: string): string {
  const words = label
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .replace(/ß/g, "ss")
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  const camel = words.map((w, i) => (i === 0 ? w.toLowerCase() : w[0]!.toUpperCase() + w.slice(1).toLowerCase())).join("");
  const key = camel === "" ? "field" : /^[0-9]/.test(camel) ? `field${camel}` : camel;
  return key.slice(0, KEY_MAX);
}

/** `key`, or key2, key3, ... when another field has it (kept within the module's 64 characters) */
export function uniqueKey(key: string, taken: ReadonlySet<string>): string {
  if (!taken.has(key)) return key;
  for (let n = 2; ; n++) {
    const suffix = String(n);
    const candidate = key.slice(0, KEY_MAX - suffix.length) + suffix;
    if (!taken.has(candidate)) return candidate;
  }
}

/**
 * A change to one field: a new label moves the key with it while the field's key follows its label (unique in the
 * form); an edited key stops that for good.
 */
export function changeField(fields: readonly DraftField[], uid: number, patch: Partial<DraftField>): DraftField[] {
  return fields.map((f) => {
    if (f.uid !== uid) return f;
    const next = { ...f, ...patch };
    if (patch.key !== undefined) return { ...next, keyFollowsLabel: false };
    if (patch.label !== undefined && f.keyFollowsLabel) {
      const taken = new Set(fields.filter((o) => o.uid !== uid).map((o) => o.key));
      return { ...next, key: uniqueKey(keyFromLabel(patch.label), taken) };
    }
    return next;
  });
}

export const emptyDraft = (): Draft => ({
  code: "",
  title: "",
  active: true,
  storeIds: [],
  successMessage: "Thank you. We received your message.",
  recipients: "",
  fields: [],
});

const text = (n: number | null | undefined) => (n == null ? "" : String(n));

export function draftOf(f: FormsScreenFormFragment): Draft {
  return {
    code: f.code,
    title: f.title,
    active: f.active,
    storeIds: [...f.storeIds],
    successMessage: f.successMessage,
    recipients: f.recipients.join("\n"),
    fields: f.fields.map((x) => ({
      uid: newUid(),
      key: x.key,
      // a saved field's key names its answers in every stored submission: relabelling does not rename it
      keyFollowsLabel: false,
      type: x.type,
      label: x.label,
      placeholder: x.placeholder ?? "",
      required: x.required,
      options: x.options.map((o) => ({ value: o.value, label: o.label })),
      minLength: text(x.validation?.minLength),
      maxLength: text(x.validation?.maxLength),
      pattern: x.validation?.pattern ?? "",
      min: text(x.validation?.min),
      max: text(x.validation?.max),
    })),
  };
}

/** a typed number, or null when empty (a non-number is sent as is for the server to refuse: NaN becomes null in JSON, so keep it out) */
const num = (s: string): number | null => {
  const t = s.trim();
  if (t === "") return null;
  const n = Number(t);
  return Number.isFinite(n) ? n : null;
};

export const splitRecipients = (s: string) =>
  s
    .split(/[\s,;]+/)
    .map((x) => x.trim())
    .filter(Boolean);

export function inputOf(d: Draft): CustomFormInput {
  return {
    code: d.code.trim(),
    title: d.title.trim(),
    active: d.active,
    storeIds: d.storeIds,
    successMessage: d.successMessage,
    recipients: splitRecipients(d.recipients),
    fields: d.fields.map((f) => {
      const validation = {
        minLength: TEXT_LIKE.has(f.type) ? num(f.minLength) : null,
        maxLength: TEXT_LIKE.has(f.type) ? num(f.maxLength) : null,
        pattern: TEXT_LIKE.has(f.type) && f.pattern !== "" ? f.pattern : null,
        min: f.type === "number" ? num(f.min) : null,
        max: f.type === "number" ? num(f.max) : null,
      };
      const any = Object.values(validation).some((v) => v !== null);
      return {
        key: f.key.trim(),
        type: f.type,
        label: f.label.trim(),
        placeholder: f.placeholder === "" ? null : f.placeholder,
        required: f.required,
        options: WITH_OPTIONS.has(f.type) ? f.options.map((o) => ({ value: o.value.trim(), label: o.label.trim() })) : null,
        validation: any ? validation : null,
      };
    }),
  };
}

/** a number field's text that is not a number: said before the round trip (the server would only see null) */
export function localErrors(d: Draft): Map<string, string[]> {
  const out = new Map<string, string[]>();
  d.fields.forEach((f, i) => {
    for (const k of ["minLength", "maxLength", "min", "max"] as const) {
      const v = f[k].trim();
      if (v !== "" && !Number.isFinite(Number(v))) out.set(`fields.${i}.validation.${k}`, ["must be a number"]);
    }
  });
  return out;
}

export interface ServerFieldError {
  field: string;
  code: string;
  message: string;
}

/** the server's field errors by the builder's paths (`input.code` -> `code`, `recipients.3` -> `recipients`) */
export function errorsByPath(errors: readonly ServerFieldError[]): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const e of errors) {
    let path = e.field.replace(/^input\./, "");
    if (/^recipients\.\d+$/.test(path)) path = "recipients";
    if (/^storeIds\.\d+$/.test(path)) path = "storeIds";
    if (/^fields\.\d+\.options\.\d+/.test(path)) path = path.replace(/^(fields\.\d+\.options)\..*$/, "$1");
    out.set(path, [...(out.get(path) ?? []), e.message]);
  }
  return out;
}

/** moves the item at `from` to `to` (a new array) */
export function move<T>(list: readonly T[], from: number, to: number): T[] {
  if (to < 0 || to >= list.length || from === to) return [...list];
  const out = [...list];
  const [item] = out.splice(from, 1);
  out.splice(to, 0, item as T);
  return out;
}

/** the CMS content that places the form on a page (docs/custom-forms.md, "CMS embed") */
export const embedSnippet = (code: string) => `{{block type="customforms/form" form_code="${code}"}}\n<div data-maho-form="${code}"></div>`;

/** the CSV's file name: the form's code and the day of the export */
export const csvFileName = (code: string, at = new Date()) =>
  `${code.replace(/[^A-Za-z0-9_-]/g, "_") || "submissions"}-submissions-${at.toISOString().slice(0, 10)}.csv`;

const FORM_PATHS: Record<string, { label: string; id: string | null }> = {
  title: { label: "Name", id: "form-title" },
  code: { label: "Code", id: "form-code" },
  successMessage: { label: "Success message", id: "form-success" },
  recipients: { label: "Recipients", id: "form-recipients" },
  storeIds: { label: "Stores", id: null },
  fields: { label: "Fields", id: "add-field-type" },
};
const FIELD_PARTS: Record<string, string> = {
  key: "Key",
  label: "Label",
  type: "Type",
  placeholder: "Placeholder",
  options: "Options",
  validation: "Validation",
  "validation.minLength": "Min length",
  "validation.maxLength": "Max length",
  "validation.pattern": "Pattern",
  "validation.min": "Minimum",
  "validation.max": "Maximum",
};

/** a problem's path as the merchant reads it, and the id of the input to focus (when there is one) */
export function describePath(path: string, d: Draft): { label: string; inputId: string | null } {
  const form = FORM_PATHS[path];
  if (form) return { label: form.label, inputId: form.id };
  const m = /^fields\.(\d+)(?:\.(.+))?$/.exec(path);
  const f = m ? d.fields[Number(m[1])] : undefined;
  if (!m || !f) return { label: path, inputId: null };
  const part = m[2] ?? "";
  const name = `Field ${Number(m[1]) + 1} “${f.label || f.key}”`;
  const inputId = part === "" || part === "options" || part === "validation" ? null : `ff-${f.uid}-${part.replace(/^validation\./, "")}`;
  return { label: part ? `${name}: ${FIELD_PARTS[part] ?? part}` : name, inputId };
}
