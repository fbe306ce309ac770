/** The forms grid: filter by code, title and status, sortable, paged; a form opens its builder. */
import { useState } from "preact/hooks";
import { useQuery } from "@urql/preact";
import { type Column, DataGrid, useGridState } from "../../components/grid.tsx";
import { ErrorView } from "../../components/problem.tsx";
import { href, navigate, onLinkClick } from "../../router.ts";
import type { CustomFormSortField, FormsScreenListQuery } from "../../generated/graphql.ts";
import { FormsList } from "./documents.ts";
import { AntiSpam } from "./anti-spam.tsx";
import { useStoreNames } from "./store-names.ts";

type Row = FormsScreenListQuery["customForms"]["items"][number];
interface Filter {
  code: string;
  title: string;
  active: "" | "yes" | "no";
}

const columns = (storeName: (id: number) => string): Column<Row, CustomFormSortField>[] => [
  { key: "id", label: "ID", sortField: "id", numeric: true, render: (r) => r.id },
  {
    key: "title",
    label: "Title",
    sortField: "title",
    render: (r) => (
      <a href={href(`/forms/${r.id}`)} onClick={(e) => onLinkClick(e, `/forms/${r.id}`)}>
        {r.title}
      </a>
    ),
  },
  { key: "code", label: "Code", sortField: "code", render: (r) => <code>{r.code}</code> },
  { key: "fields", label: "Fields", numeric: true, render: (r) => r.fields.length },
  { key: "stores", label: "Stores", render: (r) => (r.storeIds.length ? r.storeIds.map(storeName).join(", ") : "all") },
  { key: "active", label: "Status", render: (r) => <span class={`badge ${r.active ? "active" : ""}`}>{r.active ? "active" : "inactive"}</span> },
  { key: "createdAt", label: "Created", sortField: "createdAt", render: (r) => new Date(r.createdAt).toLocaleString() },
  {
    key: "data",
    label: "Submitted data",
    render: (r) => (
      <a href={href(`/forms/${r.id}/submissions`)} onClick={(e) => onLinkClick(e, `/forms/${r.id}/submissions`)}>
        Submissions<span class="visually-hidden"> of {r.title}</span>
      </a>
    ),
  },
];

export function FormsGrid() {
  const [state, update] = useGridState<Filter, CustomFormSortField>({
    filter: { code: "", title: "", active: "" },
    sort: { field: "id", direction: "asc" },
    page: 1,
    pageSize: 20,
  });
  const [typed, setTyped] = useState(state.filter);
  const storeName = useStoreNames();
  const [q] = useQuery({
    query: FormsList,
    variables: {
      filter: {
        code: state.filter.code || null,
        title: state.filter.title || null,
        active: state.filter.active === "" ? null : state.filter.active === "yes",
      },
      sort: state.sort,
      page: state.page,
      pageSize: state.pageSize,
    },
  });
  const page = q.data?.customForms;
  return (
    <>
      <div class="title-row">
        <h1>Forms</h1>
        <button type="button" onClick={() => navigate("/forms/new")}>
          New form
        </button>
      </div>
      <form
        class="filters"
        aria-label="Filter forms"
        onSubmit={(e) => {
          e.preventDefault();
          update({ filter: typed });
        }}
      >
        <label>
          Title contains
          <input value={typed.title} onInput={(e) => setTyped({ ...typed, title: e.currentTarget.value })} />
        </label>
        <label>
          Code contains
          <input value={typed.code} onInput={(e) => setTyped({ ...typed, code: e.currentTarget.value })} />
        </label>
        <label>
          Status
          <select
            value={typed.active}
            onChange={(e) => {
              const next = { ...typed, active: e.currentTarget.value as Filter["active"] };
              setTyped(next);
              update({ filter: next });
            }}
          >
            <option value="">any</option>
            <option value="yes">active</option>
            <option value="no">inactive</option>
          </select>
        </label>
        <button type="submit">Filter</button>
        <button
          type="button"
          class="secondary"
          onClick={() => {
            const none: Filter = { code: "", title: "", active: "" };
            setTyped(none);
            update({ filter: none });
          }}
        >
          Reset
        </button>
      </form>
      {q.error && <ErrorView error={q.error} />}
      <DataGrid
        caption="Forms"
        columns={columns(storeName)}
        items={page?.items ?? []}
        totalCount={page?.totalCount ?? 0}
        state={state}
        onChange={update}
        rowKey={(r) => r.id}
        rowLabel={(r) => r.title}
        fetching={q.fetching}
        empty="No form matches. Build one with “New form”."
      />
      <AntiSpam />
    </>
  );
}
