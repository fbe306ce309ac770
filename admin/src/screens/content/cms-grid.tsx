/** The grid of CMS pages or blocks: filters (search, store view, active), paging, "New page"/"New block" and each row's editor. */
import { useQuery } from "@urql/preact";
import { type Column, DataGrid, useGridState } from "../../components/grid.tsx";
import { ErrorView } from "../../components/problem.tsx";
import { Badge, formatDate } from "../../components/format.tsx";
import { RecordOptions } from "../../components/record-options.tsx";
import type { CmsPageFilter } from "../../generated/graphql.ts";
import { navigate } from "../../router.ts";
import { BlocksGrid, ContentStores, PagesGrid } from "./operations.ts";

interface Row {
  id: number;
  identifier: string;
  title: string;
  storeIds: number[];
  isActive: boolean;
  updatedAt: string;
}

export function CmsGrid({ kind }: { kind: "pages" | "blocks" }) {
  const noun = kind === "pages" ? "page" : "block";
  const [grid, update] = useGridState<CmsPageFilter, "identifier">({ filter: {}, sort: { field: "identifier", direction: "asc" }, page: 1, pageSize: 20 });
  const variables = { filter: grid.filter, page: grid.page, pageSize: grid.pageSize };
  const [pages] = useQuery({ query: PagesGrid, variables, pause: kind !== "pages", requestPolicy: "cache-and-network" });
  const [blocks] = useQuery({ query: BlocksGrid, variables, pause: kind !== "blocks", requestPolicy: "cache-and-network" });
  const [stores] = useQuery({ query: ContentStores });
  const list = kind === "pages" ? pages : blocks;
  const data = kind === "pages" ? pages.data?.adminCmsPages : blocks.data?.adminCmsBlocks;
  const storeName = new Map((stores.data?.stores ?? []).map((s) => [s.id, s.name]));
  const setFilter = (patch: Partial<CmsPageFilter>) => update({ filter: { ...grid.filter, ...patch } });

  const columns: Column<Row, "identifier">[] = [
    { key: "identifier", label: "Identifier", render: (r) => <code>{r.identifier}</code> },
    { key: "title", label: "Title", render: (r) => r.title },
    { key: "stores", label: "Store views", render: (r) => (r.storeIds.length ? r.storeIds.map((id) => storeName.get(id) ?? `#${id}`).join(", ") : "All") },
    { key: "status", label: "Status", render: (r) => <Badge value={r.isActive ? "active" : "inactive"} label={r.isActive ? "Active" : "Inactive"} /> },
    { key: "updated", label: "Updated", render: (r) => formatDate(r.updatedAt) },
  ];
  return (
    <>
      <form class="filters" aria-label={`Filter the ${noun}s`} onSubmit={(e) => e.preventDefault()}>
        <label>
          Search
          <input
            type="search"
            value={grid.filter.search ?? ""}
            onInput={(e) => setFilter({ search: e.currentTarget.value || null })}
            placeholder="identifier or title"
          />
        </label>
        <label>
          Store view
          <select
            value={String(grid.filter.storeId ?? "")}
            onChange={(e) => setFilter({ storeId: e.currentTarget.value ? Number(e.currentTarget.value) : null })}
          >
            <option value="">Any</option>
            <RecordOptions records={stores.data?.stores ?? []} />
          </select>
        </label>
        <label>
          Status
          <select
            value={grid.filter.isActive === undefined || grid.filter.isActive === null ? "" : String(grid.filter.isActive)}
            onChange={(e) => setFilter({ isActive: e.currentTarget.value === "" ? null : e.currentTarget.value === "true" })}
          >
            <option value="">Any</option>
            <option value="true">Active</option>
            <option value="false">Inactive</option>
          </select>
        </label>
        <button type="button" onClick={() => navigate(`/content/${kind}/new`)}>
          New {noun}
        </button>
      </form>
      {list.error && <ErrorView error={list.error} />}
      <DataGrid
        caption={kind === "pages" ? "CMS pages" : "CMS blocks"}
        columns={columns}
        items={data?.items ?? []}
        totalCount={data?.totalCount ?? 0}
        state={grid}
        onChange={update}
        rowKey={(r) => r.id}
        rowLabel={(r) => r.identifier}
        onOpen={(r) => navigate(`/content/${kind}/${r.id}`)}
        fetching={list.fetching}
        empty={`No ${noun} matches.`}
      />
    </>
  );
}
