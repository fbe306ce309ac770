/** Edits one template for a scope: subject, text and HTML parts, a live preview with sample data, save and reset. */
import { useEffect, useRef, useState } from "preact/hooks";
import { useMutation, useQuery } from "@urql/preact";
import { ErrorView, isProblem, type ProblemLike, ProblemView, Success } from "../../components/problem.tsx";
import type { MailTemplateListQuery } from "../../generated/graphql.ts";
import { TemplatePreview, TemplateReset, TemplateSave } from "./operations.ts";
import { PreviewPanel } from "./preview.tsx";
import { HistoryLink } from "../audit-log/history-link.tsx";

type Template = MailTemplateListQuery["mailTemplates"][number] & { inheritsDefault: boolean };
interface Draft {
  subject: string;
  text: string;
  html: string;
}

/** the value after `ms` without change */
function useDebounced<T>(value: T, ms: number): T {
  const [v, set] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => set(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return v;
}

export function TemplateEditor(p: {
  template: Template;
  storeId: number;
  scopeName: string;
  onClose: () => void;
  notice: string | null;
  clearNotice: () => void;
  onSaved: (notice: string | null) => void;
}) {
  const t = p.template;
  const [draft, setDraft] = useState<Draft>({ subject: t.subject, text: t.text, html: t.html ?? "" });
  const [saved, setSaved] = useState<string | null>(null);
  const [problem, setProblem] = useState<ProblemLike | null>(null);
  const shown = useDebounced(draft, 300);
  const [preview] = useQuery({
    query: TemplatePreview,
    variables: { id: t.id, storeId: p.storeId, subject: shown.subject, text: shown.text, html: shown.html === "" ? null : shown.html },
  });
  const [saveState, save] = useMutation(TemplateSave);
  const [resetState, reset] = useMutation(TemplateReset);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  const answer = preview.data?.mailTemplatePreview;
  const previewProblem = isProblem(answer) ? answer : null;
  /** a field's problem: from the last save, else from the preview of the current draft */
  const fieldError = (field: keyof Draft) => (problem ?? previewProblem)?.errors?.find((e) => e.field === field)?.message;
  const edit = (field: keyof Draft) => (e: Event) => {
    setDraft({ ...draft, [field]: (e.currentTarget as HTMLInputElement | HTMLTextAreaElement).value });
    setSaved(null);
    setProblem(null);
    p.clearNotice();
  };

  const onSave = async (e: Event) => {
    e.preventDefault();
    setSaved(null);
    const r = await save({ id: t.id, storeId: p.storeId, subject: draft.subject, text: draft.text, html: draft.html === "" ? null : draft.html });
    const x = r.data?.mailTemplateSet;
    if (isProblem(x)) return setProblem(x);
    if (x) {
      setProblem(null);
      setSaved(`Saved for ${p.scopeName}.`);
      p.onSaved(`Saved for ${p.scopeName}.`);
    }
  };
  const onReset = async () => {
    const r = await reset({ id: t.id, storeId: p.storeId });
    if (!r.error) p.onSaved(null);
  };

  const field = (name: keyof Draft, label: string, multiline: boolean, help?: string) => {
    const error = fieldError(name);
    const id = `template-${name}`;
    const described = [help ? `${id}-help` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
    return (
      <div class="field">
        <label for={id}>{label}</label>
        {multiline ? (
          <textarea
            id={id}
            rows={name === "html" ? 10 : 8}
            value={draft[name]}
            onInput={edit(name)}
            aria-invalid={error ? "true" : undefined}
            aria-describedby={described}
            spellcheck={false}
          />
        ) : (
          <input id={id} value={draft[name]} onInput={edit(name)} aria-invalid={error ? "true" : undefined} aria-describedby={described} />
        )}
        {help && (
          <p class="help" id={`${id}-help`}>
            {help}
          </p>
        )}
        {error && (
          <p class="field-error" id={`${id}-error`}>
            {error}
          </p>
        )}
      </div>
    );
  };

  return (
    <section class="panel template-editor" aria-labelledby="template-editor-heading">
      <h2 id="template-editor-heading" tabIndex={-1} ref={heading}>
        <code>{t.id}</code> for {p.scopeName}
      </h2>
      <p>
        <HistoryLink entityType="mail_template" entityId={t.id} label={`template ${t.id}`} />
      </p>
      <p class="muted">
        {t.description}.{" "}
        {t.overridden
          ? "This scope has its own version."
          : `This scope uses ${t.inheritsDefault ? "the Default scope's version" : "the shipped version"}; saving gives it its own.`}
      </p>
      {t.variables.length > 0 && (
        <p>
          Variables:{" "}
          {t.variables.map((v, i) => (
            <span key={v}>
              {i > 0 && ", "}
              <code>{`{{${v}}}`}</code>
            </span>
          ))}
        </p>
      )}
      <form onSubmit={onSave} aria-label={`Edit ${t.id}`}>
        {field("subject", "Subject", false)}
        {field("text", "Text version", true)}
        {field("html", "HTML version", true, "Leave empty to send text only. Values are HTML-escaped; scripts are never run in the preview.")}
        {problem && <ProblemView problem={problem} title="Not saved" />}
        {saveState.error && <ErrorView error={saveState.error} />}
        {resetState.error && <ErrorView error={resetState.error} />}
        {(saved ?? p.notice) && <Success>{saved ?? p.notice}</Success>}
        <div class="toolbar">
          <button type="submit" disabled={saveState.fetching}>
            Save
          </button>
          {t.overridden && (
            <button type="button" class="secondary" onClick={onReset} disabled={resetState.fetching}>
              Use the inherited version
            </button>
          )}
          <button type="button" class="secondary" onClick={p.onClose}>
            Close
          </button>
        </div>
      </form>
      <PreviewPanel
        fetching={preview.fetching || shown !== draft}
        error={preview.error}
        problem={previewProblem}
        preview={answer && !isProblem(answer) ? answer.data : null}
      />
    </section>
  );
}
