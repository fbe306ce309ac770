/**
 * Price lists (scope `pricing`): the lists grid (search, active filter, sort, pages; New price list), a list's page
 * (its settings with the condition in the rules editor and its diagnostics, the items grid with inline edit, CSV
 * import with a dry run and CSV export, the assignments to companies and customer groups, and delete, asked first)
 * and the explain panel (every candidate price of a product for a caller, the winner marked, each with its reason).
 * Console paths: /price-lists, /price-lists/new, /price-lists/<id>, /price-lists/explain.
 */
import "../access-rules/access-rules.css";
import "./pricing.css";
import { useQuery } from "@urql/preact";
import { Badge, formatDate } from "../../components/format.tsx";
import { type Column, DataGrid, type GridState, useGridState } from "../../components/grid.tsx";
import { ErrorView } from "../../components/problem.tsx";
import type { PriceListFilter, PriceListRowFragment, PriceListSortField } from "../../generated/graphql.ts";
import { href, navigate, onLinkClick, usePath } from "../../router.ts";
import { onSessionChange } from "../../session/session.ts";
import { PriceListPage } from "./detail.tsx";
import { PriceListForm } from "./editor.tsx";
import { PriceExplainPanel } from "./explain.tsx";
import { PriceListsGrid, PricingOptions } from "./operations.ts";
import { BASE, formatPercent, validity } from "./format.ts";

const TABS = [
  { path: BASE, label: "Price lists" },
  { path: `${BASE}/explain`, label: "Explain a price" },
] as const;

export default function PriceLists() {
  const path = usePath();
  const tail = path.slice(BASE.length + 1);
  const current = tail === "explain" ? TABS[1].path : BASE;
  const id = /^\d+$/.test(tail) ? Number(tail) : 0;
  return (
    <>
      <h1>Price lists</h1>
      <nav aria-label="Price lists sections">
        <ul class="rl-tabs">
          {TABS.map((t) => (
            <li key={t.path}>
              <a href={href(t.path)} aria-current={t.path === current ? "page" : undefined} onClick={(e) => onLinkClick(e, t.path)}>
                {t.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {tail === "explain" ? (
        <PriceExplainPanel />
      ) : tail === "new" ? (
        <PriceListForm list={null} onSaved={(l) => navigate(`${BASE}/${l.id}`)} onCancel={() => navigate(BASE)} />
      ) : id > 0 ? (
        <PriceListPage key={id} id={id} />
      ) : (
        <PriceListsList />
      )}
    </>
  );
}

type Filter = PriceListFilter;
const FIRST: GridState<Filter, PriceListSortField> = { filter: {}, sort: { field: "PRIORITY", direction: "asc" }, page: 1, pageSize: 20 };
/** the grid as last left, so that coming back from a list finds it again */
let lastGrid = FIRST;
onSessionChange(() => {
  lastGrid = FIRST;
});

function PriceListsList() {
  const [grid, update] = useGridState<Filter, PriceListSortField>(lastGrid);
  lastGrid = grid;
  const variables = { ...grid, sort: { field: grid.sort.field, direction: grid.sort.direction === "asc" ? ("ASC" as const) : ("DESC" as const) } };
  const [list] = useQuery({ query: PriceListsGrid, variables, requestPolicy: "cache-and-network" });
  const rows = list.data?.priceLists.items ?? [];
  const [options] = useQuery({ query: PricingOptions });

  const columns: Column<PriceListRowFragment, PriceListSortField>[] = [
    { key: "id", label: "ID", sortField: "ID", numeric: true, render: (r) => r.id },
    {
      key: "code",
      label: "Code",
      sortField: "CODE",
      render: (r) => (
        <a href={href(`${BASE}/${r.id}`)} onClick={(e) => onLinkClick(e, `${BASE}/${r.id}`)}>
          {r.code}
        </a>
      ),
    },
    { key: "name", label: "Name", sortField: "NAME", render: (r) => r.name },
    { key: "priority", label: "Priority", sortField: "PRIORITY", numeric: true, render: (r) => r.priority },
    { key: "active", label: "Status", render: (r) => <Badge value={r.active ? "active" : "rejected"} label={r.active ? "active" : "inactive"} /> },
    { key: "validity", label: "Valid", render: (r) => validity(r.validFrom, r.validTo) },
    { key: "items", label: "Items", numeric: true, render: (r) => r.itemCount },
    { key: "adjustment", label: "Adjustment", numeric: true, render: (r) => formatPercent(r.adjustmentPercent) },
    { key: "companies", label: "Companies", numeric: true, render: (r) => r.companyIds.length },
    { key: "groups", label: "Groups", numeric: true, render: (r) => r.customerGroupIds.length },
    { key: "updated", label: "Updated", sortField: "UPDATED_AT", render: (r) => formatDate(r.updatedAt) },
  ];

  const onFilter = (e: Event) => {
    e.preventDefault();
    const f = new FormData(e.currentTarget as HTMLFormElement);
    const search = String(f.get("search") ?? "").trim();
    const active = String(f.get("active") ?? "");
    const group = String(f.get("customerGroupId") ?? "");
    update({ filter: { search: search || null, active: active === "" ? null : active === "yes", customerGroupId: group === "" ? null : Number(group) } });
  };

  return (
    <>
      <p>
        <button type="button" onClick={() => navigate(`${BASE}/new`)}>
          New price list
        </button>
      </p>
      <form class="filters" onSubmit={onFilter} aria-label="Filter price lists">
        <label>
          Search (code or name)
          <input name="search" type="search" defaultValue={grid.filter.search ?? ""} />
        </label>
        <label>
          Status
          <select name="active" defaultValue={grid.filter.active == null ? "" : grid.filter.active ? "yes" : "no"}>
            <option value="">any</option>
            <option value="yes">active</option>
            <option value="no">inactive</option>
          </select>
        </label>
        <label>
          Assigned to the group
          <select name="customerGroupId" defaultValue={grid.filter.customerGroupId == null ? "" : String(grid.filter.customerGroupId)}>
            <option value="">any</option>
            {(options.data?.customerGroups ?? []).map((g) => (
              <option key={g.id} value={String(g.id)}>
                {g.name}
              </option>
            ))}
          </select>
        </label>
        <button type="submit">Apply filters</button>
      </form>
      {list.error && <ErrorView error={list.error} />}
      <DataGrid
        caption="Price lists"
        columns={columns}
        items={rows}
        totalCount={list.data?.priceLists.totalCount ?? 0}
        state={grid}
        onChange={update}
        rowKey={(r) => r.id}
        rowLabel={(r) => r.code}
        onOpen={(r) => navigate(`${BASE}/${r.id}`)}
        fetching={list.fetching}
        empty="No price list matches these filters."
      />
    </>
  );
}
