/**
 * Products (scope `catalog`): every product (adminProducts: whatever the access gate hides), filtered by SKU, name,
 * type, status, visibility, category, price from/to, stock status, an attribute's value and a search; sort; pages;
 * the count. Select rows and enable, disable, change the price by a percent or an amount, assign or remove a
 * category, or delete them (productMassAction: all or none; delete asked first). **Details** (or /products/<id>)
 * opens the editor (editor.tsx); **New product** opens it empty (/products/new).
 */
import { useState } from "preact/hooks";
import { useMutation, useQuery } from "@urql/preact";
import { type Column, DataGrid, type GridState, useGridState } from "../../components/grid.tsx";
import { ErrorView, isProblem, type ProblemLike, ProblemView, Success } from "../../components/problem.tsx";
import { Badge, formatDate } from "../../components/format.tsx";
import { RecordOptions } from "../../components/record-options.tsx";
import type { AdminProductFilter, AdminProductSortField, ProductMassActionKind, ProductsGridQuery } from "../../generated/graphql.ts";
import { navigate, usePath } from "../../router.ts";
import { onSessionChange } from "../../session/session.ts";
import { ConfirmDialog } from "../orders/confirm-dialog.tsx";
import { ProductEditorChoices, ProductMassAct, ProductsGrid } from "./operations.ts";
import { ProductEditor } from "./editor.tsx";
import { categoryLabel, PRODUCT_TYPES, statusLabel, VISIBILITIES } from "./labels.ts";

type Row = ProductsGridQuery["adminProducts"]["items"][number];
type Choices = NonNullable<ReturnType<typeof useChoices>>;

function useChoices() {
  const [choices] = useQuery({ query: ProductEditorChoices });
  return choices.data?.productEditorOptions;
}

export default function Products() {
  const path = usePath();
  const choices = useChoices();
  const tail = /^\/products\/(\d+|new)$/.exec(path)?.[1];
  if (tail) return choices ? <ProductEditor key={tail} id={tail === "new" ? null : Number(tail)} choices={choices} /> : <p>Loading…</p>;
  return <ProductsList choices={choices} />;
}

const FIRST: GridState<AdminProductFilter, AdminProductSortField> = { filter: {}, sort: { field: "id", direction: "desc" }, page: 1, pageSize: 20 };
/** the grid as last left, so that coming back from the editor finds it again */
let lastGrid = FIRST;
onSessionChange(() => {
  lastGrid = FIRST;
});

const MASS: { action: ProductMassActionKind; label: string }[] = [
  { action: "enable", label: "Enable" },
  { action: "disable", label: "Disable" },
  { action: "price_percent", label: "Change price by %" },
  { action: "price_amount", label: "Change price by amount" },
  { action: "category_assign", label: "Assign to category" },
  { action: "category_remove", label: "Remove from category" },
  { action: "delete", label: "Delete" },
];

function ProductsList({ choices }: { choices: Choices | undefined }) {
  const [grid, update] = useGridState<AdminProductFilter, AdminProductSortField>(lastGrid);
  lastGrid = grid;
  const [list, refetch] = useQuery({ query: ProductsGrid, variables: grid, requestPolicy: "cache-and-network" });
  const [selection, setSelection] = useState<Set<number>>(new Set());
  const [action, setAction] = useState<ProductMassActionKind>("enable");
  const [asking, setAsking] = useState<{ ids: number[]; value: number | null; categoryId: number | null } | null>(null);
  const [problem, setProblem] = useState<ProblemLike | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [massState, massAct] = useMutation(ProductMassAct);
  const rows = list.data?.adminProducts.items ?? [];
  const known = new Map(rows.map((r) => [r.id, r]));
  const labelOf = (id: number) => (known.has(id) ? `${known.get(id)!.sku} ${known.get(id)!.name}` : `product ${id}`);
  const categories = choices?.categories ?? [];
  const attributes = (choices?.attributes ?? []).filter((a) => a.inputType === "select" || a.inputType === "multiselect");
  const needsValue = action === "price_percent" || action === "price_amount";
  const needsCategory = action === "category_assign" || action === "category_remove";

  const run = async (ids: number[], value: number | null, categoryId: number | null) => {
    const r = await massAct({ ids, action, value, categoryId }, { additionalTypenames: ["AdminProductRow", "AdminProduct"] });
    const out = r.data?.productMassAction;
    if (!out) return;
    if (isProblem(out)) {
      setProblem(out);
      setDone(null);
      return;
    }
    setProblem(null);
    setDone(`${MASS.find((m) => m.action === action)!.label}: ${out.data.count} product${out.data.count === 1 ? "" : "s"} done.`);
    setSelection(new Set());
    refetch({ requestPolicy: "network-only" });
  };

  const onMass = (e: Event) => {
    e.preventDefault();
    const f = new FormData(e.currentTarget as HTMLFormElement);
    const value = needsValue ? Number(f.get("value")) : null;
    const categoryId = needsCategory ? Number(f.get("categoryId")) : null;
    const ids = [...selection];
    // deleting is asked first; the rest is undone as easily as it is done
    if (action === "delete") setAsking({ ids, value, categoryId });
    else void run(ids, value, categoryId);
  };

  const columns: Column<Row, AdminProductSortField>[] = [
    { key: "id", label: "ID", sortField: "id", numeric: true, render: (r) => r.id },
    { key: "sku", label: "SKU", sortField: "sku", render: (r) => r.sku },
    { key: "name", label: "Name", sortField: "name", render: (r) => r.name },
    { key: "type", label: "Type", sortField: "type", render: (r) => r.type },
    { key: "price", label: "Price", sortField: "price", numeric: true, render: (r) => r.price.toFixed(2) },
    { key: "stock", label: "Quantity", sortField: "stockQty", numeric: true, render: (r) => r.stockQty },
    { key: "stockStatus", label: "Stock", render: (r) => (r.stockStatus === "in_stock" ? "In stock" : "Out of stock") },
    { key: "visibility", label: "Visibility", sortField: "visibility", render: (r) => VISIBILITIES.find((v) => v.id === r.visibility)?.name ?? r.visibility },
    {
      key: "status",
      label: "Status",
      sortField: "status",
      render: (r) => <Badge value={r.status === 1 ? "approved" : "rejected"} label={statusLabel(r.status)} />,
    },
    { key: "updated", label: "Updated", sortField: "updatedAt", render: (r) => formatDate(r.updatedAt) },
  ];

  const onFilter = (e: Event) => {
    e.preventDefault();
    const f = new FormData(e.currentTarget as HTMLFormElement);
    const v = (k: string) => String(f.get(k) ?? "").trim();
    const num = (k: string) => (v(k) === "" || Number.isNaN(Number(v(k))) ? null : Number(v(k)));
    update({
      filter: {
        sku: v("sku") || null,
        name: v("name") || null,
        type: v("type") || null,
        status: num("status"),
        visibility: num("visibility"),
        categoryId: num("categoryId"),
        priceFrom: num("priceFrom"),
        priceTo: num("priceTo"),
        stockStatus: v("stockStatus") || null,
        attributes: v("attributeCode") && v("attributeValue") ? [{ code: v("attributeCode"), value: v("attributeValue") }] : null,
        search: v("search") || null,
      },
    });
    setSelection(new Set());
  };
  const g = grid.filter;

  return (
    <>
      <h1>Products</h1>
      <div class="toolbar">
        <button type="button" onClick={() => navigate("/products/new")}>
          New product
        </button>
      </div>
      <form class="filters" onSubmit={onFilter} aria-label="Filter products">
        <label>
          Search (SKU, name, id)
          <input name="search" type="search" defaultValue={g.search ?? ""} />
        </label>
        <label>
          SKU contains
          <input name="sku" defaultValue={g.sku ?? ""} />
        </label>
        <label>
          Name contains
          <input name="name" defaultValue={g.name ?? ""} />
        </label>
        <label>
          Type
          <select name="type" defaultValue={g.type ?? ""}>
            <option value="">any</option>
            {PRODUCT_TYPES.map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </select>
        </label>
        <label>
          Status
          <select name="status" defaultValue={g.status != null ? String(g.status) : ""}>
            <option value="">any</option>
            <option value="1">Enabled</option>
            <option value="2">Disabled</option>
          </select>
        </label>
        <label>
          Visibility
          <select name="visibility" defaultValue={g.visibility != null ? String(g.visibility) : ""}>
            <option value="">any</option>
            <RecordOptions records={VISIBILITIES} />
          </select>
        </label>
        <label>
          Category
          <select name="categoryId" defaultValue={g.categoryId != null ? String(g.categoryId) : ""}>
            <option value="">any</option>
            <RecordOptions records={categories.map((c) => ({ id: c.id, name: categoryLabel(c) }))} />
          </select>
        </label>
        <label>
          Price from
          <input name="priceFrom" type="number" min="0" step="0.01" inputMode="decimal" defaultValue={String(g.priceFrom ?? "")} />
        </label>
        <label>
          Price to
          <input name="priceTo" type="number" min="0" step="0.01" inputMode="decimal" defaultValue={String(g.priceTo ?? "")} />
        </label>
        <label>
          Stock
          <select name="stockStatus" defaultValue={g.stockStatus ?? ""}>
            <option value="">any</option>
            <option value="in_stock">In stock</option>
            <option value="out_of_stock">Out of stock</option>
          </select>
        </label>
        <fieldset>
          <legend>Attribute</legend>
          <label>
            Attribute
            <select name="attributeCode" defaultValue={g.attributes?.[0]?.code ?? ""}>
              <option value="">any</option>
              {attributes.map((a) => (
                <option key={a.code} value={a.code}>
                  {a.label}
                </option>
              ))}
            </select>
          </label>
          <label>
            Value (option label)
            <input name="attributeValue" defaultValue={g.attributes?.[0]?.value ?? ""} />
          </label>
        </fieldset>
        <button type="submit">Apply filters</button>
      </form>
      <form class="toolbar" onSubmit={onMass} aria-label="Selected products">
        <label>
          Mass action
          <select value={action} onChange={(e) => setAction((e.currentTarget as HTMLSelectElement).value as ProductMassActionKind)}>
            {MASS.map((m) => (
              <option key={m.action} value={m.action}>
                {m.label}
              </option>
            ))}
          </select>
        </label>
        {needsValue && (
          <label>
            {action === "price_percent" ? "Percent (negative lowers)" : "Amount (negative lowers)"}
            <input name="value" type="number" step="0.01" required inputMode="decimal" />
          </label>
        )}
        {needsCategory && (
          <label>
            Category
            <select name="categoryId" required>
              <RecordOptions records={categories.map((c) => ({ id: c.id, name: categoryLabel(c) }))} />
            </select>
          </label>
        )}
        <button type="submit" class={action === "delete" ? "danger" : undefined} disabled={massState.fetching || selection.size === 0}>
          Apply to selected ({selection.size})
        </button>
      </form>
      {list.error && <ErrorView error={list.error} />}
      {massState.error && <ErrorView error={massState.error} />}
      {problem && <ProblemView problem={problem} />}
      {done && <Success>{done}</Success>}
      <DataGrid
        caption="Products"
        columns={columns}
        items={rows}
        totalCount={list.data?.adminProducts.totalCount ?? 0}
        state={grid}
        onChange={(p) => {
          update(p);
          setSelection(new Set());
        }}
        rowKey={(r) => r.id}
        rowLabel={(r) => `${r.sku} (${r.name})`}
        selection={selection}
        onSelectionChange={setSelection}
        onOpen={(r) => navigate(`/products/${r.id}`)}
        fetching={list.fetching}
        empty="No product matches these filters."
      />
      {asking && (
        <ConfirmDialog
          title={`Delete ${asking.ids.length} product${asking.ids.length === 1 ? "" : "s"}?`}
          subjects={asking.ids.map(labelOf)}
          confirm="Delete products"
          onCancel={() => setAsking(null)}
          onConfirm={() => {
            const a = asking;
            setAsking(null);
            void run(a.ids, a.value, a.categoryId);
          }}
        />
      )}
    </>
  );
}
