/**
 * Basic-mode settings of the access gate (default scope): the master switch, the mode, and the activation
 * matrix as customer group × action cells the merchant toggles. Each change is written with configValueSet
 * under b2b_access/; a click that also moves other cells (Basic mode has one action set for every gated group)
 * says which and asks first.
 */
import { useClient, useMutation, useQuery } from "@urql/preact";
import { useState } from "preact/hooks";
import { ErrorView, type ProblemLike, ProblemView, Success, isProblem } from "../../components/problem.tsx";
import { BasicSettings, ConfigSet, MatrixImpact } from "./documents.ts";
import { useImpactConfirm } from "../../components/confirm-impact.tsx";
import { ACTIONS, type ActionKey, cell, type CellChange, changedValues, type Settings, toggle } from "./matrix.ts";

const CELL_TEXT = { all: "All products", categories: "Gated categories", off: "Off" } as const;

export function BasicMatrix() {
  const [result, refetch] = useQuery({ query: BasicSettings, variables: { storeId: 0 }, requestPolicy: "network-only" });
  const [, setValue] = useMutation(ConfigSet);
  const client = useClient();
  const [pending, setPending] = useState<{ next: Settings; also: CellChange[]; clicked: string } | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [problem, setProblem] = useState<ProblemLike | null>(null);
  const [busy, setBusy] = useState(false);
  const impact = useImpactConfirm();

  const data = result.data;
  if (result.error) return <ErrorView error={result.error} />;
  if (!data) return <p aria-busy="true">Loading the Basic-mode settings…</p>;
  const s = data.accessBasicSettings;
  const settings: Settings = {
    hidePrice: s.hidePrice,
    blockPurchase: s.blockPurchase,
    byCustomerGroup: s.byCustomerGroup,
    customerGroups: s.customerGroups,
    byCategory: s.byCategory,
    categoryIds: s.categoryIds,
  };
  const groups = data.customerGroups;
  const groupIds = groups.map((g) => g.id);
  const groupName = (id: number) => groups.find((g) => g.id === id)?.name ?? `group ${id}`;
  const actionLabel = (k: ActionKey) => ACTIONS.find((a) => a.key === k)!.label;

  const write = async (values: Record<string, string>, done: string) => {
    setProblem(null);
    setMessage(null);
    // every value counted together, as they will be saved (one cell may move several); Cancel sends nothing
    const entries = Object.entries(values);
    const preview = {
      label: entries.map(([key, value]) => `${key}: ${value === "" ? "(none)" : value}`).join("; "),
      run: async () => {
        const vars = { values: entries.map(([key, value]) => ({ path: `b2b_access/${key}`, value })) };
        const x = (await client.query(MatrixImpact, vars, { requestPolicy: "network-only" }).toPromise()).data?.configImpact;
        // a refused preview asks nothing: the write itself will say why
        return x?.__typename === "ConfigImpactSuccess" ? { impact: x.data } : x;
      },
    };
    if (entries.length && !(await impact.ask("Change what the access gate does?", [preview]))) return setPending(null);
    setBusy(true);
    for (const [key, value] of Object.entries(values)) {
      const r = await setValue({ path: `b2b_access/${key}`, value });
      const res = r.data?.configValueSet;
      if (r.error || isProblem(res)) {
        setBusy(false);
        setProblem(isProblem(res) ? res : { code: "error", message: r.error?.message ?? "not saved" });
        refetch({ requestPolicy: "network-only" });
        return;
      }
    }
    setBusy(false);
    setPending(null);
    setMessage(done);
    refetch({ requestPolicy: "network-only" });
  };

  const click = (group: number, action: ActionKey) => {
    const t = toggle(settings, group, action, groupIds);
    const clicked = `${groupName(group)} × ${actionLabel(action)}`;
    const to = CELL_TEXT[cell(t.next, group, action)];
    if (t.alsoChanges.length) return setPending({ next: t.next, also: t.alsoChanges, clicked });
    void write(changedValues(settings, t.next), `${clicked}: ${to}.`);
  };

  const switchTo = (key: string, value: string, done: string) => write({ [key]: value }, done);
  const categories = data.categories.filter((c) => c.level > 1);

  return (
    <section aria-labelledby="basic-heading">
      <h2 id="basic-heading">Basic mode</h2>
      <p class="rl-help">
        Basic mode is one gate: it hides prices and/or blocks purchase for the customer groups you list, for products in the categories you list, or for
        everyone when neither is on. These are the default-scope values (a store can override them on the Settings screen).
      </p>
      <fieldset class="rl-switches">
        <legend>The gate</legend>
        <label class="inline">
          <input
            type="checkbox"
            checked={s.enabled}
            disabled={busy}
            onChange={() => switchTo("enabled", s.enabled ? "0" : "1", `The access gate is ${s.enabled ? "off" : "on"}.`)}
          />{" "}
          Access gate enabled
        </label>
        <span class="rl-mode" role="radiogroup" aria-label="Mode">
          {(["basic", "rules"] as const).map((m) => (
            <label key={m} class="inline">
              <input
                type="radio"
                name="access-mode"
                value={m}
                checked={s.mode === m}
                disabled={busy}
                onChange={() => switchTo("mode", m, `Mode: ${m === "basic" ? "Basic" : "Rules"}.`)}
              />{" "}
              {m === "basic" ? "Basic (this matrix)" : "Rules (the rule grid)"}
            </label>
          ))}
        </span>
      </fieldset>
      {s.mode !== "basic" && (
        <p class="notice" role="status">
          The gate is in Rules mode: this matrix takes effect when the mode is Basic.
        </p>
      )}
      {pending && (
        <div role="alertdialog" aria-labelledby="matrix-confirm-title" class="rl-confirm">
          <h3 id="matrix-confirm-title">{pending.clicked}: this also changes other cells</h3>
          <ul>
            {pending.also.map((c) => (
              <li key={`${c.group}:${c.action}`}>
                {groupName(c.group)} × {actionLabel(c.action)}: {CELL_TEXT[c.from]} → {CELL_TEXT[c.to]}
              </li>
            ))}
          </ul>
          <div class="toolbar">
            <button
              type="button"
              disabled={busy}
              onClick={() => write(changedValues(settings, pending.next), `${pending.clicked} changed, with the cells listed.`)}
            >
              Apply these changes
            </button>
            <button type="button" class="secondary" onClick={() => setPending(null)}>
              Cancel
            </button>
          </div>
        </div>
      )}
      {impact.view}
      {message && <Success>{message}</Success>}
      {problem && <ProblemView problem={problem} title="Not saved" />}
      <div class="grid">
        <table id="activation-matrix">
          <caption>Activation matrix: which customer group gets which action (click a cell to turn it on or off)</caption>
          <thead>
            <tr>
              <th scope="col">Customer group</th>
              {ACTIONS.map((a) => (
                <th key={a.key} scope="col">
                  {a.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {groups.map((g) => (
              <tr key={g.id}>
                <th scope="row">
                  {g.name} <span class="rl-help">(id {g.id})</span>
                </th>
                {ACTIONS.map((a) => {
                  const state = cell(settings, g.id, a.key);
                  return (
                    <td key={a.key}>
                      <button
                        type="button"
                        class={`rl-cell ${state}`}
                        aria-pressed={state === "all"}
                        aria-label={`${g.name} × ${a.label}: ${CELL_TEXT[state]}`}
                        data-group={g.id}
                        data-action={a.key}
                        data-state={state}
                        disabled={busy}
                        onClick={() => click(g.id, a.key)}
                      >
                        {CELL_TEXT[state]}
                      </button>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <fieldset class="rl-switches">
        <legend>Gated categories (subcategories inherit)</legend>
        <label class="inline">
          <input
            type="checkbox"
            checked={s.byCategory}
            disabled={busy}
            onChange={() => switchTo("byCategory", s.byCategory ? "0" : "1", `Gate by category is ${s.byCategory ? "off" : "on"}.`)}
          />{" "}
          Gate by category
        </label>
        <ul class="rl-categories">
          {categories.map((c) => {
            const on = s.categoryIds.includes(c.id);
            const next = on ? s.categoryIds.filter((x) => x !== c.id) : [...s.categoryIds, c.id].sort((x, y) => x - y);
            return (
              <li key={c.id}>
                <label class="inline">
                  <input
                    type="checkbox"
                    checked={on}
                    disabled={busy}
                    onChange={() => switchTo("categoryIds", next.join(","), `${c.name} is ${on ? "no longer" : "now"} a gated category.`)}
                  />{" "}
                  {c.name} <span class="rl-help">(id {c.id})</span>
                </label>
              </li>
            );
          })}
        </ul>
      </fieldset>
    </section>
  );
}
