/**
 * The rule grid (filter, sort, paging over accessRules): priority, name, scope, matching, actions, enforcement
 * and the enabled switch per row; move a rule up or down (accessRulesReorder sends the whole order), delete
 * (asked twice), import Magento/Maho rule JSON. Enabling a rule or importing one that matches every product
 * asks for the explicit confirmation the server requires. A change that would change what shoppers see (enable,
 * disable, delete, move, import) is first sent as a dry run and made only once the merchant confirms the counts
 * the server answered (components/confirm-impact.tsx).
 */
import { useClient, useMutation, useQuery } from "@urql/preact";
import { useState } from "preact/hooks";
import { type Column, DataGrid, useGridState } from "../../components/grid.tsx";
import { ErrorView, isProblem, type ProblemLike, ProblemView, Success } from "../../components/problem.tsx";
import type { AccessRuleRowFragment, AccessRuleSortField } from "../../generated/graphql.ts";
import { navigate } from "../../router.ts";
import { CatchAllConfirm, isCatchAll } from "./catch-all.tsx";
import { RuleDelete, RuleOrderQuery, RuleSetEnabled, RulesImport, RulesQuery, RulesReorder } from "./documents.ts";
import { takeFlash } from "./flash.ts";
import { ShadowWarnings } from "./shadows.tsx";
import { RecordOptions } from "../../components/record-options.tsx";
import { useImpactConfirm } from "../../components/confirm-impact.tsx";

type Row = AccessRuleRowFragment;
interface Filter {
  name: string;
  status: "" | "enabled" | "disabled";
  group: string;
}
type Group = { id: number; code: string; name: string };

export function RulesGrid({ groups }: { groups: ReadonlyArray<Group> }) {
  const client = useClient();
  const [state, update] = useGridState<Filter, AccessRuleSortField>({
    filter: { name: "", status: "", group: "" },
    sort: { field: "priority", direction: "asc" },
    page: 1,
    pageSize: 20,
  });
  const [result, refetch] = useQuery({
    query: RulesQuery,
    variables: {
      filter: {
        name: state.filter.name || undefined,
        isActive: state.filter.status === "" ? undefined : state.filter.status === "enabled",
        customerGroupId: state.filter.group === "" ? undefined : Number(state.filter.group),
      },
      sort: state.sort,
      page: state.page,
      pageSize: state.pageSize,
    },
    requestPolicy: "cache-and-network",
  });
  const [, setEnabled] = useMutation(RuleSetEnabled);
  const [, remove] = useMutation(RuleDelete);
  const [, reorder] = useMutation(RulesReorder);
  const [message, setMessage] = useState<string | null>(takeFlash);
  const [problem, setProblem] = useState<ProblemLike | null>(null);
  const [confirmEnable, setConfirmEnable] = useState<{ row: Row; message: string } | null>(null);
  const [confirmDelete, setConfirmDelete] = useState<number | null>(null);
  const impact = useImpactConfirm();
  const reload = () => refetch({ requestPolicy: "network-only" });
  const outcome = (ok: string | null, p: ProblemLike | null) => {
    setMessage(ok);
    setProblem(p);
  };
  const groupName = (id: number) => groups.find((g) => g.id === id)?.name ?? `group ${id}`;

  const toggle = async (row: Row, confirmCatchAll = false) => {
    const verb = row.isActive ? "Disable" : "Enable";
    const vars = { id: row.id, enabled: !row.isActive, confirmCatchAll };
    const preview = { label: `${verb} “${row.name}”`, run: () => setEnabled({ ...vars, dryRun: true }).then((r) => r.data?.accessRuleSetEnabled) };
    if (!(await impact.ask(`${verb} “${row.name}”?`, [preview]))) return setConfirmEnable(null);
    const r = await setEnabled(vars);
    const res = r.data?.accessRuleSetEnabled;
    if (r.error) return outcome(null, { code: "error", message: r.error.message });
    if (isProblem(res)) {
      if (isCatchAll(res)) return setConfirmEnable({ row, message: res.message });
      return outcome(null, res);
    }
    setConfirmEnable(null);
    outcome(`“${row.name}” is now ${row.isActive ? "disabled" : "enabled"}.`, null);
    reload();
  };

  const del = async (row: Row) => {
    setConfirmDelete(null);
    const preview = { label: `Delete “${row.name}”`, run: () => remove({ id: row.id, dryRun: true }).then((r) => r.data?.accessRuleDelete) };
    if (!(await impact.ask(`Delete “${row.name}”?`, [preview]))) return;
    const r = await remove({ id: row.id });
    const res = r.data?.accessRuleDelete;
    if (r.error) return outcome(null, { code: "error", message: r.error.message });
    if (isProblem(res)) return outcome(null, res);
    outcome(`Deleted “${row.name}”.`, null);
    reload();
  };

  /** the whole order by priority, with the row moved one place; priorities become 10, 20, 30, ... */
  const move = async (row: Row, by: -1 | 1) => {
    const ids: number[] = [];
    for (let page = 1; ; page++) {
      const r = await client.query(RuleOrderQuery, { page }, { requestPolicy: "network-only" }).toPromise();
      if (r.error || !r.data) return outcome(null, { code: "error", message: r.error?.message ?? "The order could not be read" });
      ids.push(...r.data.accessRules.items.map((x) => x.id));
      if (ids.length >= r.data.accessRules.totalCount || r.data.accessRules.items.length === 0) break;
    }
    const i = ids.indexOf(row.id);
    const j = i + by;
    if (i < 0 || j < 0 || j >= ids.length) return;
    [ids[i], ids[j]] = [ids[j]!, ids[i]!];
    const label = `Move “${row.name}” ${by < 0 ? "up" : "down"}`;
    if (!(await impact.ask(`${label}?`, [{ label, run: () => reorder({ ids, dryRun: true }).then((r) => r.data?.accessRulesReorder) }]))) return;
    const r = await reorder({ ids });
    const res = r.data?.accessRulesReorder;
    if (r.error) return outcome(null, { code: "error", message: r.error.message });
    if (isProblem(res)) return outcome(null, res);
    outcome(`Moved “${row.name}” ${by < 0 ? "up" : "down"}: priorities are now 10, 20, 30, … in the new order.`, null);
    reload();
  };

  const columns: Column<Row, AccessRuleSortField>[] = [
    { key: "priority", label: "Priority", sortField: "priority", numeric: true, render: (r) => r.priority },
    { key: "name", label: "Name", sortField: "name", render: (r) => r.name },
    { key: "scope", label: "Scope", render: (r) => <Scope row={r} groupName={groupName} /> },
    {
      key: "matching",
      label: "Products",
      render: (r) =>
        r.legacy ? (
          <span>
            legacy: categories {r.scopeCategoryIds.join(", ") || "none"}, {r.productIds.length} linked
          </span>
        ) : r.source ? (
          <code class="rl-source">{r.source}</code>
        ) : (
          <span>every product</span>
        ),
    },
    { key: "actions", label: "Actions", render: (r) => <Actions row={r} /> },
    { key: "enforcement", label: "Enforcement", render: (r) => r.enforcement },
    {
      key: "enabled",
      label: "Enabled",
      render: (r) => (
        <label class={r.isActive ? "rl-switch on" : "rl-switch"}>
          <input
            type="checkbox"
            checked={r.isActive}
            aria-label={`Enabled: ${r.name}`}
            onClick={(e) => {
              // the box follows the server's answer (a catch-all rule waits for the confirmation)
              e.preventDefault();
              void toggle(r);
            }}
          />
          <span aria-hidden="true">{r.isActive ? "On" : "Off"}</span>
        </label>
      ),
    },
    {
      key: "manage",
      label: "Manage",
      render: (r) => (
        <span class="rl-row-actions">
          <button type="button" class="secondary" aria-label={`Move ${r.name} up`} onClick={() => move(r, -1)}>
            ↑
          </button>
          <button type="button" class="secondary" aria-label={`Move ${r.name} down`} onClick={() => move(r, 1)}>
            ↓
          </button>
          <button type="button" class="secondary" aria-label={`Edit ${r.name}`} onClick={() => navigate(`/access-rules/${r.id}`)}>
            Edit
          </button>
          {confirmDelete === r.id ? (
            <>
              <button type="button" class="danger" onClick={() => del(r)}>
                Delete “{r.name}”
              </button>
              <button type="button" class="secondary" onClick={() => setConfirmDelete(null)}>
                Keep
              </button>
            </>
          ) : (
            <button type="button" class="secondary" aria-label={`Delete ${r.name}`} onClick={() => setConfirmDelete(r.id)}>
              Delete
            </button>
          )}
        </span>
      ),
    },
  ];

  const page = result.data?.accessRules;
  return (
    <>
      <div class="toolbar">
        <button type="button" onClick={() => navigate("/access-rules/new")}>
          New rule
        </button>
      </div>
      <form class="filters" aria-label="Filter the rules" onSubmit={(e) => e.preventDefault()}>
        <label>
          Name contains
          <input type="search" value={state.filter.name} onInput={(e) => update({ filter: { ...state.filter, name: e.currentTarget.value } })} />
        </label>
        <label>
          Status
          <select value={state.filter.status} onChange={(e) => update({ filter: { ...state.filter, status: e.currentTarget.value as Filter["status"] } })}>
            <option value="">Any</option>
            <option value="enabled">Enabled</option>
            <option value="disabled">Disabled</option>
          </select>
        </label>
        <label>
          Applies to group
          <select value={state.filter.group} onChange={(e) => update({ filter: { ...state.filter, group: e.currentTarget.value } })}>
            <option value="">Any group</option>
            <RecordOptions records={groups} />
          </select>
        </label>
      </form>
      {confirmEnable && (
        <CatchAllConfirm
          message={confirmEnable.message}
          action={`Enable “${confirmEnable.row.name}”`}
          onConfirm={() => toggle(confirmEnable.row, true)}
          onCancel={() => setConfirmEnable(null)}
        />
      )}
      {impact.view}
      {message && <Success>{message}</Success>}
      {problem && <ProblemView problem={problem} />}
      {result.error && <ErrorView error={result.error} />}
      <DataGrid
        caption="Access rules (the first matching rule by priority decides)"
        columns={columns}
        items={page?.items ?? []}
        totalCount={page?.totalCount ?? 0}
        state={state}
        onChange={update}
        rowKey={(r) => r.id}
        rowLabel={(r) => r.name}
        fetching={result.fetching}
        empty="No access rule matches. Create one with New rule, or import Magento/Maho rules below."
      />
      {/* remounted (and asked again) whenever the rules shown change */}
      <ShadowWarnings key={(page?.items ?? []).map((r) => `${r.id}:${r.priority}:${r.isActive}:${r.updatedAt}`).join(",")} />
      <ImportRules
        onImported={(n) => {
          outcome(n, null);
          reload();
        }}
      />
    </>
  );
}

function Scope({ row, groupName }: { row: Row; groupName: (id: number) => string }) {
  const part = (label: string, items: readonly (string | number)[]) => (
    <li>
      <span class="rl-scope-label">{label}:</span> {items.length ? items.join(", ") : "any"}
    </li>
  );
  return (
    <ul class="rl-scope">
      {part("Groups", row.customerGroupIds.map(groupName))}
      {part("Stores", row.storeCodes)}
      {part("Countries", row.countries)}
      {row.legacy && part("Categories", row.scopeCategoryIds)}
    </ul>
  );
}

function Actions({ row }: { row: Row }) {
  const list = [
    row.hideListing && "Hide from listings",
    row.hidePrice && "Hide price",
    row.blockPurchase && "Block purchase",
    row.redirectCms && `Redirect to ${row.redirectCms}`,
  ].filter((x): x is string => !!x);
  return (
    <span class="rl-badges">
      {list.map((a) => (
        <span key={a} class="badge">
          {a}
        </span>
      ))}
      {row.message && <span class="rl-message">“{row.message}”</span>}
    </span>
  );
}

function ImportRules({ onImported }: { onImported: (message: string) => void }) {
  const [, importRules] = useMutation(RulesImport);
  const [text, setText] = useState("");
  const [problem, setProblem] = useState<ProblemLike | null>(null);
  const [confirm, setConfirm] = useState<string | null>(null);
  const impact = useImpactConfirm();
  const send = async (confirmCatchAll = false) => {
    setProblem(null);
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch (e) {
      return setProblem({ code: "invalid_json", message: `Not JSON: ${(e as Error).message}` });
    }
    const preview = { label: "Import the rules", run: () => importRules({ json, confirmCatchAll, dryRun: true }).then((r) => r.data?.accessRulesImport) };
    if (!(await impact.ask("Import these rules?", [preview]))) return setConfirm(null);
    const r = await importRules({ json, confirmCatchAll });
    const res = r.data?.accessRulesImport;
    if (r.error) return setProblem({ code: "error", message: r.error.message });
    if (isProblem(res)) {
      if (isCatchAll(res)) return setConfirm(res.message);
      return setProblem(res);
    }
    setConfirm(null);
    setText("");
    onImported(`Imported ${res?.data.length ?? 0} rule(s): ${(res?.data ?? []).map((x) => x.name).join(", ")}.`);
  };
  const readFile = async (e: Event) => {
    const f = (e.currentTarget as HTMLInputElement).files?.[0];
    if (f) setText(await f.text());
  };
  return (
    <details class="panel rl-import">
      <summary>Import rules (Magento/Maho JSON)</summary>
      <p class="rl-help">
        One rule, an array, or <code>{"{rules: [...]}"}</code> with <code>conditions</code> (the condition tree), scope and actions. All or nothing.
      </p>
      <label>
        JSON file <input type="file" accept="application/json,.json" onChange={readFile} />
      </label>
      <label>
        Rules JSON
        <textarea rows={8} value={text} onInput={(e) => setText(e.currentTarget.value)} class="mono" />
      </label>
      {confirm && <CatchAllConfirm message={confirm} action="Import" onConfirm={() => send(true)} onCancel={() => setConfirm(null)} />}
      {impact.view}
      {problem && <ProblemView problem={problem} title="Nothing imported" />}
      <div class="toolbar">
        <button type="button" onClick={() => send(false)} disabled={!text.trim()}>
          Import
        </button>
      </div>
    </details>
  );
}
