/**
 * One settings section at a scope: its fields, "Save section" for what changed (configValueSet per field, each
 * field's problem shown on it), and "Use inherited" per field (configValueSet with value null).
 */
import { useState } from "preact/hooks";
import { useMutation } from "@urql/preact";
import { ErrorView, isProblem, Success } from "../../components/problem.tsx";
import { SettingSet } from "./operations.ts";
import { type Draft, draftOf, type Setting, SettingField } from "./field.tsx";
import { localProblem, toStored } from "./values.ts";

export interface Section {
  prefix: string;
  label: string;
  owner: string;
  fields: ReadonlyArray<Setting>;
}

export interface Scope {
  scope: "default" | "store";
  scopeId: number;
}

/** a draft as the text it would store; JSON compared by meaning, not layout */
function canonical(f: Setting, d: Draft): string {
  if (f.type === "json" && typeof d === "string") {
    try {
      return JSON.stringify(JSON.parse(d));
    } catch {
      return d;
    }
  }
  return toStored(d);
}

export function SettingsSection(p: { section: Section; scope: Scope; onSaved: () => void }) {
  const [drafts, setDrafts] = useState<Record<string, Draft>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saved, setSaved] = useState<string | null>(null);
  const [state, set] = useMutation(SettingSet);
  const s = p.section;
  const headingId = `section-${s.prefix.replace(/[^A-Za-z0-9_-]/g, "-")}`;

  const isChanged = (f: Setting) => {
    const d = drafts[f.path];
    if (d === undefined) return false;
    if (f.type === "secret") return d !== "";
    return canonical(f, d) !== canonical(f, draftOf(f));
  };
  const changed = s.fields.filter(isChanged);

  /** sends one value (null: remove the scope's own); answers the field's problem, if any */
  const send = async (f: Setting, value: string | null): Promise<string | null> => {
    const r = await set({ path: f.path, scope: p.scope.scope, scopeId: p.scope.scopeId, value });
    if (r.error) return r.error.message;
    const x = r.data?.configValueSet;
    if (isProblem(x)) return x.errors?.map((e) => e.message).join("; ") || x.message;
    return null;
  };

  const finish = (problems: Record<string, string>, done: Setting[], verb: string) => {
    setErrors((e) => {
      const next = { ...e, ...problems };
      for (const f of done) delete next[f.path];
      return next;
    });
    setDrafts((d) => {
      const next = { ...d };
      for (const f of done) delete next[f.path];
      return next;
    });
    setSaved(done.length ? `${verb}: ${done.map((f) => f.label).join(", ")}.` : null);
    if (done.length) p.onSaved();
  };

  const onSave = async (e: Event) => {
    e.preventDefault();
    const problems: Record<string, string> = {};
    const done: Setting[] = [];
    for (const f of changed) {
      const d = drafts[f.path]!;
      const local = localProblem(f, d);
      const problem = local ?? (await send(f, f.type === "int" || f.type === "number" ? String(Number(d)) : toStored(d)));
      if (problem) problems[f.path] = problem;
      else done.push(f);
    }
    finish(problems, done, "Saved");
  };

  const useInherited = async (f: Setting) => {
    const problem = await send(f, null);
    finish(problem ? { [f.path]: problem } : {}, problem ? [] : [f], "Now inherited");
  };

  return (
    <section class="panel settings-section" aria-labelledby={headingId}>
      <h2 id={headingId}>
        {s.label} <code class="muted">{s.prefix}</code>
      </h2>
      <form onSubmit={onSave} aria-labelledby={headingId} noValidate>
        {s.fields.map((f) => (
          <SettingField
            key={f.path}
            setting={f}
            scopeIsStore={p.scope.scope === "store"}
            draft={drafts[f.path] ?? draftOf(f)}
            changed={isChanged(f)}
            error={errors[f.path]}
            busy={state.fetching}
            onChange={(d) => {
              setDrafts((x) => ({ ...x, [f.path]: d }));
              setSaved(null);
            }}
            onUseInherited={() => useInherited(f)}
          />
        ))}
        {saved && <Success>{saved}</Success>}
        {Object.keys(errors).length > 0 && (
          <p class="problem" role="alert">
            {Object.keys(errors).length === 1 ? "One setting was not saved" : `${Object.keys(errors).length} settings were not saved`}: see the message under
            it.
          </p>
        )}
        {state.error && <ErrorView error={state.error} />}
        <div class="toolbar">
          <button type="submit" disabled={state.fetching || changed.length === 0}>
            Save {s.label} {changed.length > 0 ? `(${changed.length} changed)` : ""}
          </button>
          {changed.length > 0 && (
            <button
              type="button"
              class="secondary"
              onClick={() => {
                setDrafts({});
                setErrors({});
              }}
            >
              Discard changes
            </button>
          )}
        </div>
      </form>
    </section>
  );
}
