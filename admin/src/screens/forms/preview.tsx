/**
 * The live preview: the form as the storefront worker renders it (worker/src/custom-forms.ts: labels with
 * "(optional)", the password hint, the choice lists, "Send"), drawn by Preact from the builder's draft. It is
 * inert: nothing is submitted, and its ids are its own so they never clash with the builder's inputs.
 */
import { useQuery } from "@urql/preact";
import { Countries } from "./documents.ts";
import type { Draft, DraftField } from "./model.ts";

export function Preview({ draft }: { draft: Draft }) {
  const needsCountries = draft.fields.some((f) => f.type === "country");
  const [countries] = useQuery({ query: Countries, pause: !needsCountries });
  // the storefront offers the store's allowed countries
  const allowed = new Set(countries.data?.storeConfig.allowedCountries ?? []);
  const list = (countries.data?.countries ?? []).filter((c) => allowed.size === 0 || allowed.has(c.id));
  const id = `preview-${draft.code || "form"}`;
  return (
    <section class="panel preview" aria-labelledby="preview-heading">
      <h2 id="preview-heading">Preview</h2>
      <p class="muted">As the storefront shows it. Sending is off here.</p>
      <form class="custom-form" aria-labelledby={`${id}-title`} onSubmit={(e) => e.preventDefault()}>
        <h3 id={`${id}-title`}>{draft.title || "Untitled form"}</h3>
        {draft.fields.length === 0 && <p class="muted">Add a field to see it here.</p>}
        {draft.fields.map((f) => (
          <PreviewField key={f.uid} formId={id} f={f} countries={list} />
        ))}
        <p>
          <button type="submit" disabled aria-disabled="true">
            Send
          </button>
        </p>
      </form>
      {draft.successMessage && (
        <p class="preview-success">
          After sending: <q>{draft.successMessage}</q>
        </p>
      )}
    </section>
  );
}

function PreviewField({ formId, f, countries }: { formId: string; f: DraftField; countries: readonly { id: string; name: string }[] }) {
  const id = `${formId}-${f.uid}`;
  const minLength = Number(f.minLength) || undefined;
  const maxLength = Number(f.maxLength) || undefined;
  const hint = f.type === "password" && minLength ? `At least ${minLength} characters.` : undefined;
  const label = (
    <label htmlFor={id}>
      {f.label || f.key}
      {!f.required && <span class="optional"> (optional)</span>}
    </label>
  );
  const tail = hint && (
    <span class="hint" id={`${id}-hint`}>
      {hint}
    </span>
  );
  const common = { id, required: f.required, "aria-describedby": hint ? `${id}-hint` : undefined, minLength, maxLength };
  switch (f.type) {
    case "hidden":
      return (
        <p class="muted preview-hidden">
          Hidden field <code>{f.key}</code> = “{f.placeholder}”
        </p>
      );
    case "textarea":
      return (
        <div class="field">
          {label}
          <textarea {...common} rows={4} placeholder={f.placeholder || undefined} />
          {tail}
        </div>
      );
    case "country":
    case "select":
    case "multiselect": {
      const opts = f.type === "country" ? countries.map((c) => ({ value: c.id, label: c.name })) : f.options;
      const many = f.type === "multiselect";
      return (
        <div class="field">
          {label}
          <select id={id} required={f.required} multiple={many}>
            {!many && <option value="">{f.type === "country" ? "Choose a country…" : f.placeholder || "Please choose…"}</option>}
            {opts.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
          {tail}
        </div>
      );
    }
    case "radio":
      return (
        <fieldset class="field">
          <legend>{f.label || f.key}</legend>
          {f.options.map((o) => (
            <label class="choice" key={o.value}>
              <input type="radio" name={id} value={o.value} required={f.required} /> {o.label}
            </label>
          ))}
        </fieldset>
      );
    case "checkbox":
      return (
        <div class="field">
          <label class="choice" htmlFor={id}>
            <input type="checkbox" id={id} value="1" required={f.required} /> {f.label || f.key}
          </label>
        </div>
      );
    default: {
      const type = ["text", "email", "tel", "url", "number", "date", "password"].includes(f.type) ? f.type : "text";
      const min = f.type === "number" && f.min !== "" ? f.min : undefined;
      const max = f.type === "number" && f.max !== "" ? f.max : undefined;
      return (
        <div class="field">
          {label}
          <input
            {...common}
            type={type}
            placeholder={f.placeholder || undefined}
            min={min}
            max={max}
            autoComplete={f.type === "password" ? "new-password" : "off"}
          />
          {tail}
        </div>
      );
    }
  }
}
