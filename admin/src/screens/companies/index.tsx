/**
 * Companies (scope `companies`): every company account (companies: filter by status and a search over name, legal
 * name, email, VAT id and the admin's email; sort; pages; the count). **Details** (or the path /companies/<id>)
 * opens the company (detail.tsx): its profile, members, roles, addresses, orders and history, and the status actions
 * the current status allows (approve, reject, block, unblock), each with its reason and a confirmation.
 */
import { type Column, DataGrid, type GridState, useGridState } from "../../components/grid.tsx";
import { ErrorView } from "../../components/problem.tsx";
import { Badge, formatDate } from "../../components/format.tsx";
import { useQuery } from "@urql/preact";
import type { CompaniesGridQuery, CompanyFilter, CompanySortField } from "../../generated/graphql.ts";
import { navigate, usePath } from "../../router.ts";
import { onSessionChange } from "../../session/session.ts";
import { CompaniesGrid } from "./operations.ts";
import { COMPANY_STATUSES } from "./states.ts";
import { CompanyDetailView } from "./detail.tsx";

type Row = CompaniesGridQuery["companies"]["items"][number];

export default function Companies() {
  const path = usePath();
  const id = Number(/^\/companies\/(\d+)$/.exec(path)?.[1] ?? Number.NaN);
  if (id > 0) return <CompanyDetailView key={id} id={id} />;
  return <CompaniesList />;
}

/** the grid's filters, sort and page as last left, so that coming back from a company finds them again */
const FIRST: GridState<CompanyFilter, CompanySortField> = { filter: {}, sort: { field: "createdAt", direction: "desc" }, page: 1, pageSize: 20 };
let lastGrid = FIRST;
onSessionChange(() => {
  lastGrid = FIRST;
});

function CompaniesList() {
  const [grid, update] = useGridState<CompanyFilter, CompanySortField>(lastGrid);
  lastGrid = grid;
  const [list] = useQuery({ query: CompaniesGrid, variables: grid, requestPolicy: "cache-and-network" });
  const rows = list.data?.companies.items ?? [];

  const columns: Column<Row, CompanySortField>[] = [
    { key: "id", label: "ID", sortField: "id", numeric: true, render: (r) => r.id },
    { key: "name", label: "Name", sortField: "name", render: (r) => r.name },
    { key: "admin", label: "Company admin", render: (r) => (r.admin ? `${r.admin.firstName} ${r.admin.lastName} (${r.admin.email})` : "—") },
    { key: "group", label: "Group", render: (r) => r.customerGroupName ?? `#${r.customerGroupId}` },
    { key: "members", label: "Members", numeric: true, render: (r) => r.memberCount },
    { key: "status", label: "Status", sortField: "status", render: (r) => <Badge value={r.status} /> },
    { key: "created", label: "Created", sortField: "createdAt", render: (r) => formatDate(r.createdAt) },
  ];

  const onFilter = (e: Event) => {
    e.preventDefault();
    const f = new FormData(e.currentTarget as HTMLFormElement);
    const status = String(f.get("status") ?? "");
    const search = String(f.get("search") ?? "").trim();
    update({ filter: { status: status || null, search: search || null } });
  };

  return (
    <>
      <h1>Companies</h1>
      <form class="filters" onSubmit={onFilter} aria-label="Filter companies">
        <label>
          Status
          <select name="status" defaultValue={String(grid.filter.status ?? "")}>
            <option value="">any</option>
            {COMPANY_STATUSES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </label>
        <label>
          Search (name, legal name, email, VAT id, admin's email)
          <input name="search" type="search" defaultValue={grid.filter.search ?? ""} />
        </label>
        <button type="submit">Apply filters</button>
      </form>
      {list.error && <ErrorView error={list.error} />}
      <DataGrid
        caption="Companies"
        columns={columns}
        items={rows}
        totalCount={list.data?.companies.totalCount ?? 0}
        state={grid}
        onChange={update}
        rowKey={(r) => r.id}
        rowLabel={(r) => r.name}
        onOpen={(r) => navigate(`/companies/${r.id}`)}
        fetching={list.fetching}
        empty="No company matches these filters."
      />
    </>
  );
}
