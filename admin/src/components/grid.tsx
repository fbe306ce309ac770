/**
 * The shared admin grid for the `filter, sort, page, pageSize` -> `{items, totalCount}` convention of the admin
 * fields. `useGridState` keeps what the query takes; `DataGrid` draws the table (sortable headers with
 * aria-sort, optional row selection, paging and page size). Filters are the screen's own form (children).
 */
import type { ComponentChildren } from "preact";
import { useCallback, useState } from "preact/hooks";

export type Direction = "asc" | "desc";

export interface GridState<F, S extends string> {
  filter: F;
  sort: { field: S; direction: Direction };
  page: number;
  pageSize: number;
}

export function useGridState<F, S extends string>(initial: GridState<F, S>) {
  const [state, setState] = useState(initial);
  /** any change but the page itself goes back to page 1 */
  const update = useCallback((patch: Partial<GridState<F, S>>) => setState((s) => ({ ...s, ...patch, page: patch.page ?? 1 })), []);
  return [state, update] as const;
}

export interface Column<T, S extends string = string> {
  key: string;
  label: string;
  sortField?: S;
  render: (row: T) => ComponentChildren;
  /** numbers right-aligned */
  numeric?: boolean;
}

export interface DataGridProps<T, F, S extends string> {
  caption: string;
  columns: Column<T, S>[];
  items: readonly T[];
  totalCount: number;
  state: GridState<F, S>;
  onChange: (patch: Partial<GridState<F, S>>) => void;
  rowKey: (row: T) => number;
  /** a label for a row (selection boxes, results) */
  rowLabel: (row: T) => string;
  selection?: ReadonlySet<number>;
  onSelectionChange?: (ids: Set<number>) => void;
  /** opens a row's detail (a button in the last column) */
  onOpen?: (row: T) => void;
  fetching?: boolean;
  pageSizes?: number[];
  empty?: string;
}

export function DataGrid<T, F, S extends string>(p: DataGridProps<T, F, S>) {
  const pages = Math.max(1, Math.ceil(p.totalCount / p.state.pageSize));
  const ids = p.items.map(p.rowKey);
  const selected = p.selection ?? new Set<number>();
  const allOnPage = ids.length > 0 && ids.every((id) => selected.has(id));
  const toggle = (id: number) => {
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    p.onSelectionChange?.(next);
  };
  const togglePage = () => {
    const next = new Set(selected);
    for (const id of ids) allOnPage ? next.delete(id) : next.add(id);
    p.onSelectionChange?.(next);
  };
  const sortBy = (field: S) => p.onChange({ sort: { field, direction: p.state.sort.field === field && p.state.sort.direction === "asc" ? "desc" : "asc" } });
  const sizes = p.pageSizes ?? [10, 20, 50, 100];
  return (
    <div class="grid" aria-busy={p.fetching ? "true" : "false"}>
      <table>
        <caption>
          {p.caption} <span class="count">({p.totalCount})</span>
        </caption>
        <thead>
          <tr>
            {p.onSelectionChange && (
              <th scope="col" class="select">
                <input type="checkbox" checked={allOnPage} onChange={togglePage} aria-label="Select every row on this page" disabled={ids.length === 0} />
              </th>
            )}
            {p.columns.map((c) => {
              const sorted = c.sortField && p.state.sort.field === c.sortField;
              return (
                <th
                  key={c.key}
                  scope="col"
                  class={c.numeric ? "num" : undefined}
                  aria-sort={sorted ? (p.state.sort.direction === "asc" ? "ascending" : "descending") : undefined}
                >
                  {c.sortField ? (
                    <button type="button" class="sort" onClick={() => sortBy(c.sortField!)}>
                      {c.label}
                      <span aria-hidden="true">{sorted ? (p.state.sort.direction === "asc" ? " ▲" : " ▼") : ""}</span>
                    </button>
                  ) : (
                    c.label
                  )}
                </th>
              );
            })}
            {p.onOpen && (
              <th scope="col">
                <span class="visually-hidden">Details</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {p.items.length === 0 && (
            <tr>
              <td colSpan={p.columns.length + (p.onSelectionChange ? 1 : 0) + (p.onOpen ? 1 : 0)} class="empty">
                {p.fetching ? "Loading…" : (p.empty ?? "Nothing here.")}
              </td>
            </tr>
          )}
          {p.items.map((row) => {
            const id = p.rowKey(row);
            return (
              <tr key={id} class={selected.has(id) ? "selected" : undefined}>
                {p.onSelectionChange && (
                  <td class="select">
                    <input type="checkbox" checked={selected.has(id)} onChange={() => toggle(id)} aria-label={`Select ${p.rowLabel(row)}`} />
                  </td>
                )}
                {p.columns.map((c) => (
                  <td key={c.key} class={c.numeric ? "num" : undefined}>
                    {c.render(row)}
                  </td>
                ))}
                {p.onOpen && (
                  <td>
                    <button type="button" class="link" onClick={() => p.onOpen!(row)} aria-label={`Details of ${p.rowLabel(row)}`}>
                      Details
                    </button>
                  </td>
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
      <nav class="pager" aria-label={`${p.caption} pages`}>
        <button type="button" class="secondary" disabled={p.state.page <= 1} onClick={() => p.onChange({ page: p.state.page - 1 })}>
          Previous
        </button>
        <span>
          Page {p.state.page} of {pages}
        </span>
        <button type="button" class="secondary" disabled={p.state.page >= pages} onClick={() => p.onChange({ page: p.state.page + 1 })}>
          Next
        </button>
        <label>
          Rows per page{" "}
          <select value={String(p.state.pageSize)} onChange={(e) => p.onChange({ pageSize: Number((e.currentTarget as HTMLSelectElement).value) })}>
            {sizes.map((n) => (
              <option key={n} value={String(n)}>
                {n}
              </option>
            ))}
          </select>
        </label>
      </nav>
    </div>
  );
}
