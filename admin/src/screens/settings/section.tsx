/**
 * One settings section at a scope: its fields, "Save section" for what changed (configValueSet per field, each
 * field's problem shown on it), and "Use inherited" per field (configValueSet with value null). A change that
 * changes what shoppers see (a module switch, the access gate's mode, login wall or matrix) is first previewed and
 * saved only once the merchant confirms the counts the server answered (components/confirm-impact.tsx): the
 * changed fields are previewed TOGETHER (configImpact), since two fields that each change nothing alone (the gate
 * switched on, and prices hidden) may together hide every price.
 */
import { useState } from "preact/hooks";
import { useClient, useMutation } from "@urql/preact";
import { ErrorView, isProblem, Success } from "../../components/problem.tsx";
import { SettingSet, SettingsImpact } from "./operations.ts";
import { type Draft, draftOf, type Setting, SettingField } from "./field.tsx";
import { describeValue, localProblem, toStored } from "./values.ts";
import { useImpactConfirm } from "../../components/confirm-impact.tsx";

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
  const client = useClient();
  const impact = useImpactConfirm();
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

  /** what the values together would change for shoppers, asked of the server (nothing written) */
  const preview = (values: [Setting, string | null][], label: string) => ({
    label,
    run: async () => {
      const r = await client
        .query(
          SettingsImpact,
          { values: values.map(([f, value]) => ({ path: f.path, value, scope: p.scope.scope, scopeId: p.scope.scopeId })) },
          { requestPolicy: "network-only" },
        )
        .toPromise();
      const x = r.data?.configImpact;
      // a refused preview asks nothing: the write itself will say why
      return x?.__typename === "ConfigImpactSuccess" ? { impact: x.data } : x;
    },
  });

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
    const values: [Setting, string][] = [];
    for (const f of changed) {
      const d = drafts[f.path]!;
      const local = localProblem(f, d);
      if (local) problems[f.path] = local;
      else values.push([f, f.type === "int" || f.type === "number" ? String(Number(d)) : toStored(d)]);
    }
    // every change counted together, as the saved section will be; Cancel sends nothing
    const label = values.map(([f, v]) => `${f.label}: ${describeValue(f, f.type === "boolean" ? drafts[f.path] : v)}`).join("; ");
    if (values.length && !(await impact.ask(`Save ${s.label}?`, [preview(values, label)]))) return;
    for (const [f, v] of values) {
      const problem = await send(f, v);
      if (problem) problems[f.path] = problem;
      else done.push(f);
    }
    finish(problems, done, "Saved");
  };

  const useInherited = async (f: Setting) => {
    if (!(await impact.ask(`Use the inherited ${f.label}?`, [preview([[f, null]], `${f.label}: the inherited value`)]))) return;
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
            busy={state.fetching || impact.busy}
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
        {impact.view}
        <div class="toolbar">
          <button type="submit" disabled={state.fetching || impact.busy || changed.length === 0}>
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
