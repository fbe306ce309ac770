/**
 * The content textarea of a page, block or post, with "Insert form" (a custom form's directive and marker at the
 * cursor) and the live preview: the server renders the draft as the storefront would (cmsContentPreview: sanitised,
 * directives replaced by what they embed) into an iframe with `sandbox=""` (an opaque origin: no script, no form
 * submission, no navigation) and a document policy that forbids scripts again (model.ts previewDocument).
 */
import { useEffect, useRef, useState } from "preact/hooks";
import { useQuery } from "@urql/preact";
import { ErrorView } from "../../components/problem.tsx";
import { embedSnippet } from "../forms/model.ts";
import { ContentForms, ContentPreview } from "./operations.ts";
import { previewDocument } from "./model.ts";

/** the value after `ms` without change */
function useDebounced<T>(value: T, ms: number): T {
  const [v, set] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => set(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return v;
}

export function ContentField(p: { id: string; value: string; onInput: (v: string) => void; error?: string }) {
  const area = useRef<HTMLTextAreaElement>(null);
  const [forms] = useQuery({ query: ContentForms });
  const [formCode, setFormCode] = useState("");
  const [inserted, setInserted] = useState<string | null>(null);
  const options = forms.data?.customForms.items ?? [];

  const insert = () => {
    const form = options.find((f) => f.code === formCode);
    if (!form) return;
    const el = area.current;
    const at = el ? el.selectionStart : p.value.length;
    const end = el ? el.selectionEnd : p.value.length;
    const snippet = embedSnippet(form.code);
    p.onInput(p.value.slice(0, at) + snippet + p.value.slice(end));
    setInserted(`The form “${form.title}” is inserted.`);
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(at + snippet.length, at + snippet.length);
    });
  };

  return (
    <>
      <div class="field">
        <label for={p.id}>Content</label>
        <textarea
          id={p.id}
          ref={area}
          rows={14}
          value={p.value}
          spellcheck={false}
          onInput={(e) => {
            setInserted(null);
            p.onInput(e.currentTarget.value);
          }}
          aria-invalid={p.error ? "true" : undefined}
          aria-describedby={`${p.id}-help${p.error ? ` ${p.id}-error` : ""}`}
        />
        <p class="help" id={`${p.id}-help`}>
          HTML. Scripts, event handlers and javascript: links are removed on save. A custom form goes in with its directive.
        </p>
        {p.error && (
          <p class="field-error" id={`${p.id}-error`}>
            {p.error}
          </p>
        )}
      </div>
      {forms.error ? (
        // without the custom forms module (or its scope) there is nothing to insert
        <p class="muted">Custom forms are not available to insert.</p>
      ) : (
        <div class="toolbar">
          <label>
            Custom form
            <select value={formCode} onChange={(e) => setFormCode(e.currentTarget.value)}>
              <option value="">Choose a form…</option>
              {options.map((f) => (
                <option key={f.id} value={f.code}>
                  {f.title} ({f.code}){f.active ? "" : " – inactive"}
                </option>
              ))}
            </select>
          </label>
          <button type="button" class="secondary" onClick={insert} disabled={!formCode}>
            Insert form
          </button>
          <span role="status">{inserted}</span>
        </div>
      )}
    </>
  );
}

export function ContentPreviewPanel({ content }: { content: string }) {
  const shown = useDebounced(content, 400);
  const [preview] = useQuery({ query: ContentPreview, variables: { content: shown } });
  const html = preview.data?.cmsContentPreview;
  return (
    <section class="preview" aria-labelledby="content-preview-heading" aria-busy={preview.fetching || shown !== content ? "true" : "false"}>
      <h3 id="content-preview-heading">Preview</h3>
      <p class="muted">As the storefront renders it, embedded forms included; nothing runs in it.</p>
      {preview.error && <ErrorView error={preview.error} />}
      {html !== undefined && <iframe class="content-preview" title="Preview of the content" sandbox="" srcdoc={previewDocument(html)} />}
    </section>
  );
}
