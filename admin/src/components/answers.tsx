/**
 * A form's answers as a merchant reads them: a submission or a trade application stores key -> value; the form's
 * schema has each field's label and each choice's label. Shown in the form's order, each value as the form offered
 * it (a choice's label, "Yes"/"No" for a checkbox, a country's name beside its code); an answer to a field the form
 * no longer has keeps its raw key, marked as such. Passwords are never shown.
 */
import { Fragment } from "preact";
import { useQuery } from "@urql/preact";
import { graphql } from "../generated/index.ts";
import { currentSession, hasScope } from "../session/session.ts";

export interface AnswerField {
  key: string;
  label: string;
  type: string;
  options: ReadonlyArray<{ value: string; label: string }>;
}

export interface Answer {
  key: string;
  label: string;
  value: string;
  /** the form no longer has this field: the label is its raw key */
  removed: boolean;
}

const CHOICES = new Set(["select", "radio", "multiselect"]);
let regions: Intl.DisplayNames | null | undefined;
function countryName(code: string): string {
  if (regions === undefined) {
    try {
      regions = new Intl.DisplayNames(undefined, { type: "region" });
    } catch {
      regions = null;
    }
  }
  try {
    const name = /^[A-Z]{2}$/.test(code) ? regions?.of(code) : undefined;
    return name && name !== code ? `${name} (${code})` : code;
  } catch {
    return code;
  }
}

const raw = (v: unknown) => (Array.isArray(v) ? v.map(String).join(", ") : v == null ? "" : typeof v === "object" ? JSON.stringify(v) : String(v));

/** one value as the field offered it */
export function answerText(field: AnswerField | undefined, v: unknown): string {
  if (!field || v == null) return raw(v);
  if (CHOICES.has(field.type)) {
    const label = (x: unknown) => field.options.find((o) => o.value === String(x))?.label ?? String(x);
    return Array.isArray(v) ? v.map(label).join(", ") : label(v);
  }
  if (field.type === "checkbox") return v === "1" || v === true ? "Yes" : v === "0" || v === false ? "No" : raw(v);
  if (field.type === "country" && typeof v === "string") return countryName(v);
  return raw(v);
}

/**
 * The answers of `payload` in the form's order, then those to fields the form no longer has (marked). `fields`
 * null: the form is not known (another admin scope, or the form is gone): every answer by its raw key, unmarked.
 * `allFields`: every field of the form, answered or not (a submission's detail); else only the answered ones.
 */
export function labelledAnswers(fields: readonly AnswerField[] | null, payload: Record<string, unknown>, allFields = false): Answer[] {
  if (!fields) return Object.entries(payload).map(([key, v]) => ({ key, label: key, value: raw(v), removed: false }));
  const known = new Set(fields.map((f) => f.key));
  return [
    ...fields
      .filter((f) => f.type !== "password" && (allFields || f.key in payload))
      .map((f) => ({ key: f.key, label: f.label, value: answerText(f, payload[f.key]), removed: false })),
    ...Object.keys(payload)
      .filter((k) => !known.has(k) && k !== "password")
      .map((k) => ({ key: k, label: k, value: raw(payload[k]), removed: true })),
  ];
}

const FormFieldsByCode = graphql(`
  query AnswersFormFields($code: String!) {
    customForms(filter: { code: $code }, pageSize: 100) {
      items {
        code
        fields {
          key
          label
          type
          options {
            value
            label
          }
        }
      }
    }
  }
`);

/**
 * The fields of the form with this code (customForms, admin scope `content`); null while unknown: without that
 * scope, before the answer, or when no form has the code.
 */
export function useFormFields(code: string | null | undefined): readonly AnswerField[] | null {
  const session = currentSession();
  const allowed = !!code && !!session && hasScope(session, "content");
  const [q] = useQuery({ query: FormFieldsByCode, variables: { code: code ?? "" }, pause: !allowed, requestPolicy: "cache-and-network" });
  if (!allowed) return null;
  // the filter matches a part of the code: the form is the one whose code is exactly this
  return q.data?.customForms.items.find((f) => f.code === code)?.fields ?? null;
}

/** the answers as label/value pairs; an answer to a removed field says so beside its key */
export function AnswersView({ answers, label, class: cls = "fields" }: { answers: readonly Answer[]; label: string; class?: string }) {
  if (answers.length === 0) return <p>No answers.</p>;
  return (
    <dl class={cls} aria-label={label}>
      {answers.map((a) => (
        <Fragment key={a.key}>
          <dt>
            {a.removed ? <code>{a.key}</code> : a.label}
            {a.removed && <span class="removed-field"> (no longer on the form)</span>}
          </dt>
          <dd>{a.value === "" ? <span class="muted">(empty)</span> : a.value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}

/** the answers of one payload to the form with this code, labelled once the form's fields are known */
export function FormAnswers({ code, payload, label }: { code: string | null | undefined; payload: unknown; label: string }) {
  const fields = useFormFields(code);
  if (!payload || typeof payload !== "object" || Array.isArray(payload)) return <pre class="mono">{JSON.stringify(payload, null, 2)}</pre>;
  return <AnswersView answers={labelledAnswers(fields, payload as Record<string, unknown>)} label={label} />;
}
