/**
 * Settings: every settings section (each installed module's b2b_* config, and the store's and customers' own
 * sections) at a scope: Default, or one store view. Each field shows where its value comes from and what it
 * inherits; a store view's own value can be removed ("Use inherited").
 */
import { useState } from "preact/hooks";
import { useQuery } from "@urql/preact";
import { ErrorView, isProblem, ProblemView } from "../../components/problem.tsx";
import { SettingsAtScope, SettingsStores } from "./operations.ts";
import { type Scope, type Section, SettingsSection } from "./section.tsx";

/** modules' sections (b2b_*) first, then the store's own, each in declared order */
const order = (sections: ReadonlyArray<Section>) => [
  ...sections.filter((s) => s.prefix.startsWith("b2b_")),
  ...sections.filter((s) => !s.prefix.startsWith("b2b_")),
];

const scopeKey = (s: Scope) => (s.scope === "default" ? "default" : `store:${s.scopeId}`);

export default function Settings() {
  const [scope, setScope] = useState<Scope>({ scope: "default", scopeId: 0 });
  const [find, setFind] = useState("");
  const [stores] = useQuery({ query: SettingsStores });
  const [settings, refetch] = useQuery({ query: SettingsAtScope, variables: scope, requestPolicy: "cache-and-network" });
  const answer = settings.data?.configSettings;
  const sections = answer && !isProblem(answer) ? order(answer.data) : [];
  const needle = find.trim().toLowerCase();
  const shown = sections
    .map((s) => ({
      ...s,
      fields: needle ? s.fields.filter((f) => `${s.label} ${f.label} ${f.path} ${f.description ?? ""}`.toLowerCase().includes(needle)) : s.fields,
    }))
    .filter((s) => s.fields.length > 0);
  const storeName = (id: number) => stores.data?.stores.find((s) => s.id === id)?.name ?? `store ${id}`;

  return (
    <>
      <h1>Settings</h1>
      <p class="lead">
        Settings apply at the <strong>Default</strong> scope to every store view; a store view may set its own value, which wins there. A field that a scope
        does not set shows the value it inherits.
      </p>
      <div class="toolbar">
        <label>
          Scope
          <select
            value={scopeKey(scope)}
            onChange={(e) => {
              const v = (e.currentTarget as HTMLSelectElement).value;
              setScope(v === "default" ? { scope: "default", scopeId: 0 } : { scope: "store", scopeId: Number(v.slice("store:".length)) });
            }}
          >
            <option value="default">Default (every store view)</option>
            {stores.data?.stores.map((s) => (
              <option key={s.id} value={`store:${s.id}`}>
                Store view: {s.name} ({s.code})
              </option>
            ))}
          </select>
        </label>
        <label>
          Find a setting
          <input type="search" value={find} onInput={(e) => setFind((e.currentTarget as HTMLInputElement).value)} />
        </label>
      </div>
      <p class="notice" aria-live="polite">
        Editing: <strong>{scope.scope === "default" ? "Default (every store view)" : `store view ${storeName(scope.scopeId)}`}</strong>
      </p>
      {stores.error && <ErrorView error={stores.error} />}
      {settings.error && <ErrorView error={settings.error} />}
      {isProblem(answer) && <ProblemView problem={answer} />}
      {!answer && settings.fetching && <p aria-busy="true">Loading settings…</p>}
      {answer && shown.length === 0 && <p>{needle ? "No setting matches." : "No settings section."}</p>}
      {shown.length > 1 && (
        <nav aria-label="Settings sections" class="section-nav">
          <ul>
            {shown.map((s) => (
              <li key={s.prefix}>
                <a href={`#section-${s.prefix.replace(/[^A-Za-z0-9_-]/g, "-")}`}>{s.label}</a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {shown.map((s) => (
        <SettingsSection key={`${scopeKey(scope)}:${s.prefix}`} section={s} scope={scope} onSaved={() => refetch({ requestPolicy: "network-only" })} />
      ))}
    </>
  );
}
