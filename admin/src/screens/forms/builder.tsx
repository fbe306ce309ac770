/**
 * The form builder: settings (title, code, stores, active), fields, recipients and the success message, with
 * the live preview beside it. Saving sends the whole form (customFormCreate / customFormUpdate); the server's
 * field errors land on the inputs they name (a pattern RE2 cannot run: on that field's Pattern input).
 */
import { useEffect, useRef, useState } from "preact/hooks";
import { useMutation, useQuery } from "@urql/preact";
import { ErrorView, type ProblemLike, Success } from "../../components/problem.tsx";
import { navigate } from "../../router.ts";
import type { CustomFormFieldType, FormsScreenFormFragment } from "../../generated/graphql.ts";
import { BackLink } from "./back-link.tsx";
import { FormCreate, FormDelete, FormUpdate, Stores } from "./documents.ts";
import { FieldEditor } from "./field-editor.tsx";
import { type Errors, Labeled, Problems } from "./labeled.tsx";
import {
  changeField as changeFieldIn,
  type Draft,
  type DraftField,
  describePath,
  draftOf,
  emptyDraft,
  errorsByPath,
  FIELD_TYPES,
  inputOf,
  localErrors,
  move,
  newField,
} from "./model.ts";
import { Preview } from "./preview.tsx";
import { HistoryLink } from "../audit-log/history-link.tsx";

export function Builder({ form }: { form: FormsScreenFormFragment | null }) {
  const [draft, setDraft] = useState<Draft>(() => (form ? draftOf(form) : { ...emptyDraft(), fields: [newField([])] }));
  const [errors, setErrors] = useState<Errors>(new Map());
  const [problem, setProblem] = useState<ProblemLike | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const [announce, setAnnounce] = useState("");
  const [addType, setAddType] = useState<CustomFormFieldType>("text");
  const [confirmDelete, setConfirmDelete] = useState(false);
  const focusNext = useRef<string | null>(null);
  const [created, create] = useMutation(FormCreate);
  const [updated, update] = useMutation(FormUpdate);
  const [deleted, remove] = useMutation(FormDelete);
  const [stores] = useQuery({ query: Stores });
  /** what the server holds, as the input it was saved from: the draft differs from it until saved */
  const [baseline, setBaseline] = useState(() => (form ? JSON.stringify(inputOf(draftOf(form))) : ""));
  const dirty = JSON.stringify(inputOf(draft)) !== baseline;

  // a reload or a closed tab would lose the edits: the browser asks first
  useEffect(() => {
    if (!dirty) return;
    const ask = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener("beforeunload", ask);
    return () => window.removeEventListener("beforeunload", ask);
  }, [dirty]);

  useEffect(() => {
    if (!focusNext.current) return;
    document.getElementById(focusNext.current)?.focus();
    focusNext.current = null;
  });

  const patch = (p: Partial<Draft>) => {
    setDraft((d) => ({ ...d, ...p }));
    setSaved(null);
  };
  /** a structural change: the server's field indexes no longer hold */
  const setFields = (fields: DraftField[], message?: string) => {
    patch({ fields });
    setErrors(new Map());
    setProblem(null);
    if (message) setAnnounce(message);
  };
  const changeField = (uid: number, p: Partial<DraftField>) => {
    setDraft((d) => ({ ...d, fields: changeFieldIn(d.fields, uid, p) }));
    setSaved(null);
  };

  async function save(e: Event) {
    e.preventDefault();
    setSaved(null);
    setProblem(null);
    const local = localErrors(draft);
    if (local.size > 0) {
      setErrors(local);
      setProblem({ code: "invalid", message: "Some values are not numbers." });
      return;
    }
    const input = inputOf(draft);
    const r = form ? await update({ id: form.id, input }) : await create({ input });
    if (r.error) return;
    const out = form ? r.data && "customFormUpdate" in r.data && r.data.customFormUpdate : r.data && "customFormCreate" in r.data && r.data.customFormCreate;
    if (!out) return;
    if (out.__typename === "Problem") {
      setErrors(errorsByPath(out.errors));
      setProblem(out);
      // the first input with a problem takes the focus
      window.requestAnimationFrame(() => document.querySelector<HTMLElement>(".builder [aria-invalid='true']")?.focus());
      return;
    }
    setErrors(new Map());
    if (!form) {
      navigate(`/forms/${out.data.id}`, true);
      return;
    }
    setDraft(draftOf(out.data));
    setBaseline(JSON.stringify(inputOf(draftOf(out.data))));
    setSaved(`Saved “${out.data.title}” at ${new Date().toLocaleTimeString()}.`);
  }

  async function del() {
    if (!form) return;
    const r = await remove({ id: form.id });
    const out = r.data?.customFormDelete;
    if (out?.__typename === "Problem") setProblem(out);
    else if (out) navigate("/forms");
  }

  const busy = created.fetching || updated.fetching;
  const storeList = stores.data?.stores ?? [];
  const transport = created.error ?? updated.error ?? deleted.error;
  return (
    <>
      {!form && (
        <p class="crumbs">
          <BackLink /> / New form
        </p>
      )}
      <h1>{form ? `Form: ${form.title}` : "New form"}</h1>
      {form && (
        <p>
          <HistoryLink entityType="custom_form" entityId={form.id} label={`form ${form.title}`} />
        </p>
      )}
      <div class="split builder-layout">
        <form class="builder" onSubmit={save} aria-label="Form builder" noValidate>
          <p class="visually-hidden" aria-live="polite">
            {announce}
          </p>
          {problem && <ProblemSummary problem={problem} errors={errors} draft={draft} />}
          {transport && <ErrorView error={transport} />}
          <fieldset class="panel">
            <legend>Settings</legend>
            <div class="field-row">
              <Labeled id="form-title" label="Name" path="title" errors={errors} class="wide">
                {(a) => <input {...a} value={draft.title} required onInput={(e) => patch({ title: e.currentTarget.value })} />}
              </Labeled>
              <Labeled id="form-code" label="Code" path="code" errors={errors} hint="Lower-case letters, digits, - and _; names the form in CMS content.">
                {(a) => <input {...a} class="mono" value={draft.code} required onInput={(e) => patch({ code: e.currentTarget.value })} />}
              </Labeled>
            </div>
            <label class="inline" htmlFor="form-active">
              <input type="checkbox" id="form-active" checked={draft.active} onChange={(e) => patch({ active: e.currentTarget.checked })} /> Active (shown and
              accepting submissions)
            </label>
            <fieldset class="stores">
              <legend>Stores</legend>
              <p class="hint">None ticked: every store.</p>
              <Problems id="form-stores" path="storeIds" errors={errors} />
              {storeList.map((s) => (
                <label class="inline" key={s.id} htmlFor={`form-store-${s.id}`}>
                  <input
                    type="checkbox"
                    id={`form-store-${s.id}`}
                    checked={draft.storeIds.includes(s.id)}
                    onChange={(e) =>
                      patch({ storeIds: e.currentTarget.checked ? [...draft.storeIds, s.id].sort((a, b) => a - b) : draft.storeIds.filter((x) => x !== s.id) })
                    }
                  />{" "}
                  {s.name} <code>{s.code}</code>
                </label>
              ))}
            </fieldset>
          </fieldset>

          <section class="panel" aria-labelledby="fields-heading">
            <h2 id="fields-heading">Fields ({draft.fields.length})</h2>
            <Problems id="form-fields" path="fields" errors={errors} />
            {draft.fields.length === 0 && <p class="muted">No field yet: a form needs at least one.</p>}
            {draft.fields.map((f, i) => (
              <FieldEditor
                key={f.uid}
                field={f}
                index={i}
                count={draft.fields.length}
                errors={errors}
                onChange={(p) => changeField(f.uid, p)}
                onMove={(to, focusId) => {
                  focusNext.current = focusId;
                  setFields(move(draft.fields, i, to), `${f.label || f.key} moved to position ${to + 1} of ${draft.fields.length}.`);
                }}
                onRemove={() => {
                  focusNext.current = "add-field-type";
                  setFields(
                    draft.fields.filter((x) => x.uid !== f.uid),
                    `${f.label || f.key} removed.`,
                  );
                }}
              />
            ))}
            <div class="toolbar add-field">
              <label htmlFor="add-field-type">
                New field type
                <select id="add-field-type" value={addType} onChange={(e) => setAddType(e.currentTarget.value as CustomFormFieldType)}>
                  {FIELD_TYPES.map((t) => (
                    <option key={t.value} value={t.value}>
                      {t.label}
                    </option>
                  ))}
                </select>
              </label>
              <button
                type="button"
                class="secondary"
                onClick={() => {
                  const f = newField(draft.fields, addType);
                  focusNext.current = `ff-${f.uid}-label`;
                  setFields([...draft.fields, f], `Field ${draft.fields.length + 1} added.`);
                }}
              >
                Add field
              </button>
            </div>
          </section>

          <fieldset class="panel">
            <legend>After a submission</legend>
            <Labeled
              id="form-success"
              label="Success message"
              path="successMessage"
              errors={errors}
              hint="Shown in place of the form once it is sent (the storefront has no redirect for forms)."
            >
              {(a) => <textarea {...a} rows={2} value={draft.successMessage} onInput={(e) => patch({ successMessage: e.currentTarget.value })} />}
            </Labeled>
            <Labeled
              id="form-recipients"
              label="Recipients"
              path="recipients"
              errors={errors}
              hint="One email address a line; each is mailed every accepted submission (the mail template b2b_forms_submission_notification, on the Settings screen)."
            >
              {(a) => <textarea {...a} class="mono" rows={3} value={draft.recipients} onInput={(e) => patch({ recipients: e.currentTarget.value })} />}
            </Labeled>
          </fieldset>

          <div class="toolbar save-bar">
            <button type="submit" disabled={busy}>
              {busy ? "Saving…" : form ? "Save form" : "Create form"}
            </button>
            {form && dirty && <span class="unsaved">Unsaved changes</span>}
            {form &&
              (confirmDelete ? (
                <>
                  <span role="alert">Delete “{form.title}” and keep its submissions?</span>
                  <button type="button" class="danger" onClick={del}>
                    Yes, delete the form
                  </button>
                  <button type="button" class="secondary" onClick={() => setConfirmDelete(false)}>
                    Keep it
                  </button>
                </>
              ) : (
                <button type="button" class="secondary" onClick={() => setConfirmDelete(true)}>
                  Delete form…
                </button>
              ))}
          </div>
          {saved && <Success>{saved}</Success>}
        </form>
        <Preview draft={draft} />
      </div>
    </>
  );
}

/** the refusal at the top: the server's message and each problem named as the builder names the input, a click away from it */
function ProblemSummary({ problem, errors, draft }: { problem: ProblemLike; errors: Errors; draft: Draft }) {
  const items = [...errors].map(([path, messages]) => ({ path, messages, ...describePath(path, draft) }));
  return (
    <div role="alert" class="problem">
      <p>
        <strong>Not saved: </strong>
        {problem.message}
      </p>
      {items.length > 0 && (
        <ul>
          {items.map((i) => (
            <li key={i.path}>
              {i.inputId ? (
                <button type="button" class="link" onClick={() => document.getElementById(i.inputId!)?.focus()}>
                  {i.label}
                </button>
              ) : (
                <strong>{i.label}</strong>
              )}
              : {i.messages.join("; ")}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
