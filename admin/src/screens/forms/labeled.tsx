/**
 * A builder input with its label, hint and the problems found for its path (the server's field errors or the
 * builder's own): the input gets aria-invalid and aria-describedby pointing at them.
 */
import type { ComponentChildren } from "preact";

export type Errors = ReadonlyMap<string, readonly string[]>;

export interface A11y {
  id: string;
  "aria-invalid"?: "true";
  "aria-describedby"?: string;
}

export function a11y(id: string, path: string, errors: Errors, hint?: string): A11y {
  const bad = (errors.get(path)?.length ?? 0) > 0;
  const described = [hint ? `${id}-hint` : "", bad ? `${id}-error` : ""].filter(Boolean).join(" ");
  return { id, ...(bad ? { "aria-invalid": "true" as const } : {}), ...(described ? { "aria-describedby": described } : {}) };
}

export function Problems({ id, path, errors }: { id: string; path: string; errors: Errors }) {
  const list = errors.get(path);
  if (!list?.length) return null;
  return (
    <span class="field-error" id={`${id}-error`}>
      {list.join("; ")}
    </span>
  );
}

export function Labeled(p: {
  id: string;
  label: ComponentChildren;
  path: string;
  errors: Errors;
  hint?: string;
  class?: string;
  children: (a: A11y) => ComponentChildren;
}) {
  return (
    <div class={`labeled ${p.class ?? ""}`}>
      <label htmlFor={p.id}>{p.label}</label>
      {p.children(a11y(p.id, p.path, p.errors, p.hint))}
      {p.hint && (
        <span class="hint" id={`${p.id}-hint`}>
          {p.hint}
        </span>
      )}
      <Problems id={p.id} path={p.path} errors={p.errors} />
    </div>
  );
}
