/**
 * Orders (scope `sales`): every order (orders: filter by status, order number, customer email, store, payment
 * method, created from/to, grand total from/to and a search; sort; pages; the count), stores, customers and statuses
 * by name. Select rows and cancel or invoice them (orderCancelMany / orderInvoiceMany, confirmed first): a result
 * per order, in a results list and in the grid, refused rows stay selected. **Details** (or the path
 * /orders/<id>) opens the order (detail.tsx).
 */
import { useState } from "preact/hooks";
import { useMutation, useQuery } from "@urql/preact";
import { type Column, DataGrid, type GridState, useGridState } from "../../components/grid.tsx";
import { ErrorView, isProblem, type MassResult, MassResults } from "../../components/problem.tsx";
import { Badge, formatDate } from "../../components/format.tsx";
import { RecordOptions } from "../../components/record-options.tsx";
import type { AdminOrderFilter, AdminOrderSortField, OrdersGridQuery } from "../../generated/graphql.ts";
import { navigate, usePath } from "../../router.ts";
import { onSessionChange } from "../../session/session.ts";
import { OrdersCancelMany, OrdersGrid, OrdersInvoiceMany, OrderStores } from "./operations.ts";
import { ORDER_STATUSES, statusLabel } from "./states.ts";
import { dayBound, money } from "./format.ts";
import { ConfirmDialog } from "./confirm-dialog.tsx";
import { OrderDetailView } from "./detail.tsx";

type Row = OrdersGridQuery["orders"]["items"][number];
type Mass = "cancel" | "invoice";

export default function Orders() {
  const path = usePath();
  const [stores] = useQuery({ query: OrderStores });
  const id = Number(/^\/orders\/(\d+)$/.exec(path)?.[1] ?? Number.NaN);
  if (id > 0) return <OrderDetailView key={id} id={id} stores={stores.data?.stores ?? []} countries={stores.data?.countries ?? []} />;
  return <OrdersList stores={stores.data?.stores ?? []} />;
}

/** the grid's filters, sort and page as last left, so that coming back from an order's detail finds them again */
const FIRST: GridState<AdminOrderFilter, AdminOrderSortField> = { filter: {}, sort: { field: "createdAt", direction: "desc" }, page: 1, pageSize: 20 };
let lastGrid = FIRST;
// another sign-in starts afresh
onSessionChange(() => {
  lastGrid = FIRST;
});
/** a DateTime filter back to the day the date input showed (the browser's time zone) */
const dayOf = (iso: string | null | undefined) => {
  if (!iso) return "";
  const d = new Date(iso);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
};

function OrdersList({ stores }: { stores: ReadonlyArray<{ id: number; name: string }> }) {
  const [grid, update] = useGridState<AdminOrderFilter, AdminOrderSortField>(lastGrid);
  lastGrid = grid;
  const [list, refetch] = useQuery({ query: OrdersGrid, variables: grid, requestPolicy: "cache-and-network" });
  const [selection, setSelection] = useState<Set<number>>(new Set());
  const [asking, setAsking] = useState<{ action: Mass; ids: number[] } | null>(null);
  const [results, setResults] = useState<{ action: Mass; items: MassResult[] } | null>(null);
  const [cancelState, cancelMany] = useMutation(OrdersCancelMany);
  const [invoiceState, invoiceMany] = useMutation(OrdersInvoiceMany);
  const busy = cancelState.fetching || invoiceState.fetching;
  const rows = list.data?.orders.items ?? [];
  const known = new Map(rows.map((r) => [r.id, r]));
  const resultOf = new Map(results?.items.map((r) => [r.id, r]) ?? []);
  const storeName = (storeId: number) => stores.find((s) => s.id === storeId)?.name ?? `#${storeId}`;
  const labelOf = (oid: number) => (known.has(oid) ? `#${known.get(oid)!.incrementId} ${known.get(oid)!.customerEmail}` : `order ${oid}`);

  const act = async (action: Mass, ids: number[]) => {
    const context = { additionalTypenames: ["AdminOrder"] };
    const r = action === "cancel" ? await cancelMany({ ids }, context) : await invoiceMany({ ids }, context);
    if (r.error || !r.data) return;
    const answered = "orderCancelMany" in r.data ? r.data.orderCancelMany : r.data.orderInvoiceMany;
    setResults({ action, items: answered.map((x) => ({ id: x.id, label: labelOf(x.id), problem: isProblem(x.result) ? x.result : undefined })) });
    setSelection(new Set(answered.filter((x) => isProblem(x.result)).map((x) => x.id)));
    refetch({ requestPolicy: "network-only" });
  };

  const columns: Column<Row, AdminOrderSortField>[] = [
    { key: "incrementId", label: "Order", sortField: "incrementId", render: (r) => r.incrementId },
    { key: "created", label: "Placed", sortField: "createdAt", render: (r) => formatDate(r.createdAt) },
    { key: "customer", label: "Customer", render: (r) => r.customerName ?? "Guest" },
    { key: "email", label: "Email", sortField: "customerEmail", render: (r) => r.customerEmail },
    { key: "store", label: "Store", render: (r) => storeName(r.storeId) },
    { key: "payment", label: "Payment", render: (r) => r.paymentMethodTitle },
    { key: "total", label: "Grand total", sortField: "grandTotal", numeric: true, render: (r) => money(r.grandTotal, r.currency) },
    { key: "status", label: "Status", sortField: "status", render: (r) => <Badge value={r.status} label={statusLabel(r.status)} /> },
    {
      key: "result",
      label: "Result",
      render: (r) => {
        const x = resultOf.get(r.id);
        if (!x) return "";
        return x.problem ? (
          <span class="problem-inline">{x.problem.message}</span>
        ) : (
          <span class="badge approved">{results!.action === "cancel" ? "canceled" : "invoiced"}</span>
        );
      },
    },
  ];

  const onFilter = (e: Event) => {
    e.preventDefault();
    const f = new FormData(e.currentTarget as HTMLFormElement);
    const v = (k: string) => String(f.get(k) ?? "").trim();
    const num = (k: string) => (v(k) === "" || Number.isNaN(Number(v(k))) ? null : Number(v(k)));
    update({
      filter: {
        status: v("status") || null,
        incrementId: v("incrementId") || null,
        customerEmail: v("customerEmail") || null,
        storeId: v("storeId") ? Number(v("storeId")) : null,
        paymentMethod: v("paymentMethod") || null,
        createdFrom: dayBound(v("createdFrom"), false),
        createdTo: dayBound(v("createdTo"), true),
        grandTotalFrom: num("grandTotalFrom"),
        grandTotalTo: num("grandTotalTo"),
        search: v("search") || null,
      },
    });
    setSelection(new Set());
  };

  return (
    <>
      <h1>Orders</h1>
      <form class="filters" onSubmit={onFilter} aria-label="Filter orders">
        <label>
          Status
          <select name="status" defaultValue={grid.filter.status ?? ""}>
            <option value="">any</option>
            {ORDER_STATUSES.map((s) => (
              <option key={s} value={s}>
                {statusLabel(s)}
              </option>
            ))}
          </select>
        </label>
        <label>
          Order number contains
          <input name="incrementId" type="search" defaultValue={grid.filter.incrementId ?? ""} />
        </label>
        <label>
          Customer email contains
          <input name="customerEmail" type="search" defaultValue={grid.filter.customerEmail ?? ""} />
        </label>
        <label>
          Store
          <select name="storeId" defaultValue={grid.filter.storeId != null ? String(grid.filter.storeId) : ""}>
            <option value="">any</option>
            <RecordOptions records={stores} />
          </select>
        </label>
        <label>
          Payment method code
          <input name="paymentMethod" defaultValue={grid.filter.paymentMethod ?? ""} />
        </label>
        <label>
          Placed from
          <input name="createdFrom" type="date" defaultValue={String(dayOf(grid.filter.createdFrom))} />
        </label>
        <label>
          Placed to
          <input name="createdTo" type="date" defaultValue={String(dayOf(grid.filter.createdTo))} />
        </label>
        <label>
          Grand total from
          <input name="grandTotalFrom" type="number" min="0" step="0.01" inputMode="decimal" defaultValue={String(grid.filter.grandTotalFrom ?? "")} />
        </label>
        <label>
          Grand total to
          <input name="grandTotalTo" type="number" min="0" step="0.01" inputMode="decimal" defaultValue={String(grid.filter.grandTotalTo ?? "")} />
        </label>
        <label>
          Search (number, email, PO, name, SKU)
          <input name="search" type="search" defaultValue={grid.filter.search ?? ""} />
        </label>
        <button type="submit">Apply filters</button>
      </form>
      <div class="toolbar">
        <button type="button" class="danger" disabled={busy || selection.size === 0} onClick={() => setAsking({ action: "cancel", ids: [...selection] })}>
          Cancel selected ({selection.size})
        </button>
        <button type="button" disabled={busy || selection.size === 0} onClick={() => setAsking({ action: "invoice", ids: [...selection] })}>
          Invoice selected ({selection.size})
        </button>
      </div>
      {list.error && <ErrorView error={list.error} />}
      {cancelState.error && <ErrorView error={cancelState.error} />}
      {invoiceState.error && <ErrorView error={invoiceState.error} />}
      {results && <MassResults results={results.items} />}
      <DataGrid
        caption="Orders"
        columns={columns}
        items={rows}
        totalCount={list.data?.orders.totalCount ?? 0}
        state={grid}
        onChange={(p) => {
          update(p);
          setSelection(new Set());
        }}
        rowKey={(r) => r.id}
        rowLabel={(r) => `order ${r.incrementId} (${r.customerEmail})`}
        selection={selection}
        onSelectionChange={setSelection}
        onOpen={(r) => navigate(`/orders/${r.id}`)}
        fetching={list.fetching}
        empty="No order matches these filters."
      />
      {asking && (
        <ConfirmDialog
          title={`${asking.action === "cancel" ? "Cancel" : "Invoice"} ${asking.ids.length} order${asking.ids.length === 1 ? "" : "s"}?`}
          subjects={asking.ids.map(labelOf)}
          confirm={asking.action === "cancel" ? "Cancel orders" : "Invoice orders"}
          onCancel={() => setAsking(null)}
          onConfirm={() => {
            const a = asking;
            setAsking(null);
            void act(a.action, a.ids);
          }}
        />
      )}
    </>
  );
}
