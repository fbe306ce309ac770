/**
 * A price list's items: the grid (pages, search by SKU), each row edited in place (price, tiers as
 * `qty:price|qty:price`, minimum, maximum and increment; priceListItemsSet with that one item) or deleted (asked
 * first; priceListItemsDelete), new items added by SKU; the CSV (header `sku,price,tiers,min_qty,max_qty,
 * qty_increment`) checked first (a dry run: every bad row by its line, nothing written), then applied; and the
 * list's CSV downloaded (priceListExportCsv).
 */
import { useClient, useMutation, useQuery } from "@urql/preact";
import { useState } from "preact/hooks";
import { ConfirmModal } from "../../components/confirm-modal.tsx";
import { type Column, DataGrid, useGridState } from "../../components/grid.tsx";
import { ErrorView, isProblem, type ProblemLike, ProblemView, Success } from "../../components/problem.tsx";
import type { PriceListItemsQuery, PriceListRowFragment } from "../../generated/graphql.ts";
import { refresh } from "./editor.tsx";
import { href, onLinkClick } from "../../router.ts";
import { BASE, formatPrice, formatQty, parseTiers, tiersText } from "./format.ts";
import { PriceListExportDoc, PriceListImportDoc, PriceListItems, PriceListItemsDeleteDoc, PriceListItemsSetDoc } from "./operations.ts";

type Item = NonNullable<PriceListItemsQuery["priceList"]>["items"]["items"][number];

interface Draft {
  sku: string;
  price: string;
  tiers: string;
  minQty: string;
  maxQty: string;
  qtyIncrement: string;
}

const draftOf = (i: Item): Draft => ({
  sku: i.sku,
  price: i.price == null ? "" : String(i.price),
  tiers: tiersText(i.tiers),
  minQty: i.minQty == null ? "" : String(i.minQty),
  maxQty: i.maxQty == null ? "" : String(i.maxQty),
  qtyIncrement: i.qtyIncrement == null ? "" : String(i.qtyIncrement),
});
const EMPTY: Draft = { sku: "", price: "", tiers: "", minQty: "", maxQty: "", qtyIncrement: "" };

type ItemInput = {
  sku: string;
  price: number | null;
  tiers: { qty: number; price: number }[];
  minQty: number | null;
  maxQty: number | null;
  qtyIncrement: number | null;
};

/** a draft as priceListItemsSet's item, or the message of its first bad field */
function itemOf(d: Draft): { item: ItemInput } | { field: string; message: string } {
  const n = (v: string) => (v.trim() === "" ? null : Number(v));
  for (const k of ["price", "minQty", "maxQty", "qtyIncrement"] as const) {
    const v = n(d[k]);
    if (v !== null && (!Number.isFinite(v) || v < 0)) return { field: k, message: "A number of zero or more." };
  }
  const tiers = parseTiers(d.tiers);
  if ("error" in tiers) return { field: "tiers", message: tiers.error };
  if (!d.sku.trim()) return { field: "sku", message: "A SKU is required." };
  return { item: { sku: d.sku.trim(), price: n(d.price), tiers: tiers.tiers, minQty: n(d.minQty), maxQty: n(d.maxQty), qtyIncrement: n(d.qtyIncrement) } };
}

/** the server's per-item errors name `items.0.price`: the field of our one item */
const itemProblem = (p: ProblemLike): ProblemLike => ({ ...p, errors: p.errors?.map((e) => ({ ...e, field: e.field.replace(/^items\.\d+\./, "") })) });

export function PriceListItemsPanel({ list, onChanged }: { list: PriceListRowFragment; onChanged: () => void }) {
  const [grid, update] = useGridState<{ search?: string | null }, "sku">({ filter: {}, sort: { field: "sku", direction: "asc" }, page: 1, pageSize: 20 });
  const [items, refetch] = useQuery({
    query: PriceListItems,
    variables: { id: list.id, search: grid.filter.search ?? null, page: grid.page, pageSize: grid.pageSize },
    requestPolicy: "cache-and-network",
  });
  const [editing, setEditing] = useState<{ id: number; draft: Draft } | null>(null);
  const [adding, setAdding] = useState<Draft | null>(null);
  const [problem, setProblem] = useState<ProblemLike | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Item | null>(null);
  const [setState, setItems] = useMutation(PriceListItemsSetDoc);
  const [deleteState, deleteItems] = useMutation(PriceListItemsDeleteDoc);
  const page = items.data?.priceList?.items;
  const rows = page?.items ?? [];
  const changed = () => {
    refetch({ requestPolicy: "network-only" });
    onChanged();
  };

  const save = async (d: Draft, after: () => void) => {
    setDone(null);
    const parsed = itemOf(d);
    if ("message" in parsed)
      return setProblem({
        code: "invalid",
        message: `${d.sku || "The item"} is not saved.`,
        errors: [{ field: parsed.field, code: "invalid", message: parsed.message }],
      });
    const r = (await setItems({ priceListId: list.id, items: [parsed.item] }, refresh)).data?.priceListItemsSet;
    if (!r) return;
    if (isProblem(r)) return setProblem(itemProblem(r));
    setProblem(null);
    setDone(`${parsed.item.sku} is saved.`);
    after();
    changed();
  };

  const remove = async (i: Item) => {
    setDone(null);
    const r = (await deleteItems({ priceListId: list.id, skus: [i.sku] }, refresh)).data?.priceListItemsDelete;
    if (!r) return;
    if (isProblem(r)) return setProblem(r);
    setProblem(null);
    setDone(`${i.sku} is removed from ${list.code}.`);
    changed();
  };

  const edit = editing?.draft;
  const setDraft = (k: keyof Draft, v: string) => setEditing((e) => (e ? { ...e, draft: { ...e.draft, [k]: v } } : e));
  const cell = (i: Item, k: Exclude<keyof Draft, "sku">, label: string, shown: string) =>
    editing?.id === i.id && edit ? (
      <input
        class={k === "tiers" ? "pricing-tiers-input" : "pricing-num-input"}
        aria-label={`${label} of ${i.sku}`}
        value={edit[k]}
        inputMode={k === "tiers" ? undefined : "decimal"}
        aria-invalid={problem?.errors?.some((e) => e.field === k) ? true : undefined}
        onInput={(e) => setDraft(k, (e.currentTarget as HTMLInputElement).value)}
      />
    ) : (
      shown
    );

  const columns: Column<Item, "sku">[] = [
    { key: "sku", label: "SKU", render: (i) => <code>{i.sku}</code> },
    {
      key: "product",
      label: "Product",
      render: (i) =>
        i.productId == null ? (
          "unknown SKU"
        ) : (
          <a href={href(`${BASE}/explain?product=${i.productId}`)} onClick={(e) => onLinkClick(e, `${BASE}/explain?product=${i.productId}`)}>
            {i.productName ?? `#${i.productId}`}
            <span class="visually-hidden"> (explain its price)</span>
          </a>
        ),
    },
    { key: "price", label: "Price", numeric: true, render: (i) => cell(i, "price", "Price", formatPrice(i.price, list.currency)) },
    {
      key: "tiers",
      label: "Tiers (qty:price)",
      render: (i) => cell(i, "tiers", "Tiers", i.tiers.length ? i.tiers.map((t) => `${t.qty}+: ${formatPrice(t.price, list.currency)}`).join(", ") : "—"),
    },
    { key: "min", label: "Min qty", numeric: true, render: (i) => cell(i, "minQty", "Minimum quantity", formatQty(i.minQty)) },
    { key: "max", label: "Max qty", numeric: true, render: (i) => cell(i, "maxQty", "Maximum quantity", formatQty(i.maxQty)) },
    { key: "inc", label: "Increment", numeric: true, render: (i) => cell(i, "qtyIncrement", "Quantity increment", formatQty(i.qtyIncrement)) },
    {
      key: "actions",
      label: "Actions",
      render: (i) =>
        editing?.id === i.id ? (
          <span class="pricing-row-actions">
            <button type="button" disabled={setState.fetching} onClick={() => edit && save(edit, () => setEditing(null))} aria-label={`Save ${i.sku}`}>
              Save
            </button>
            <button
              type="button"
              class="secondary"
              onClick={() => {
                setEditing(null);
                setProblem(null);
              }}
              aria-label={`Cancel editing ${i.sku}`}
            >
              Cancel
            </button>
          </span>
        ) : (
          <span class="pricing-row-actions">
            <button
              type="button"
              class="secondary"
              onClick={() => {
                setProblem(null);
                setDone(null);
                setEditing({ id: i.id, draft: draftOf(i) });
              }}
              aria-label={`Edit ${i.sku}`}
            >
              Edit
            </button>
            <button type="button" class="danger" disabled={deleteState.fetching} onClick={() => setDeleting(i)} aria-label={`Delete ${i.sku}`}>
              Delete
            </button>
          </span>
        ),
    },
  ];

  const onSearch = (e: Event) => {
    e.preventDefault();
    const search = String(new FormData(e.currentTarget as HTMLFormElement).get("search") ?? "").trim();
    setEditing(null);
    update({ filter: { search: search || null } });
  };

  return (
    <section aria-labelledby="price-list-items-heading">
      <h2 id="price-list-items-heading">Items</h2>
      <p class="rl-help">
        A fixed price per SKU (a configurable's variants by their own SKU), quantity tiers (the price from that quantity up) and quantity rules enforced on
        every cart write. The buyer pays the lowest of the catalogue's price and every applicable list's.
      </p>
      <form class="filters" onSubmit={onSearch} aria-label="Search items">
        <label>
          SKU
          <input name="search" type="search" defaultValue={grid.filter.search ?? ""} />
        </label>
        <button type="submit">Search</button>
        <button
          type="button"
          class="secondary"
          onClick={() => {
            setProblem(null);
            setDone(null);
            setAdding(adding ? null : EMPTY);
          }}
          aria-expanded={adding !== null}
        >
          Add item
        </button>
      </form>
      {adding && (
        <AddItem draft={adding} onDraft={setAdding} busy={setState.fetching} onSave={(d) => save(d, () => setAdding(null))} onCancel={() => setAdding(null)} />
      )}
      {(setState.error ?? deleteState.error ?? items.error) && <ErrorView error={(setState.error ?? deleteState.error ?? items.error)!} />}
      {problem && <ProblemView problem={problem} title="Not saved" />}
      {done && <Success>{done}</Success>}
      <DataGrid
        caption={`Items of ${list.code}`}
        columns={columns}
        items={rows}
        totalCount={page?.totalCount ?? 0}
        state={grid}
        onChange={(p) => {
          setEditing(null);
          update(p);
        }}
        rowKey={(i) => i.id}
        rowLabel={(i) => i.sku}
        fetching={items.fetching}
        empty={grid.filter.search ? "No item matches this SKU." : "No items yet: add one or import a CSV."}
      />
      <CsvPanel list={list} onApplied={changed} />
      {deleting && (
        <ConfirmModal
          labelledBy="price-item-delete-title"
          describedBy="price-item-delete-effect"
          confirm="Delete"
          confirmClass="danger confirm"
          onCancel={() => setDeleting(null)}
          onConfirm={() => {
            const i = deleting;
            setDeleting(null);
            void remove(i);
          }}
        >
          <h2 id="price-item-delete-title">
            Delete {deleting.sku} from {list.code}?
          </h2>
          <p id="price-item-delete-effect">
            Its price, tiers and quantity rule leave the list: the list's buyers pay the next lowest price from their next request.
          </p>
        </ConfirmModal>
      )}
    </section>
  );
}

function AddItem(p: { draft: Draft; onDraft: (d: Draft) => void; busy: boolean; onSave: (d: Draft) => void; onCancel: () => void }) {
  const input = (k: keyof Draft, label: string, extra: Record<string, unknown> = {}) => (
    <label>
      {label}
      <input name={k} value={p.draft[k]} onInput={(e) => p.onDraft({ ...p.draft, [k]: (e.currentTarget as HTMLInputElement).value })} {...extra} />
    </label>
  );
  return (
    <form
      class="filters pricing-add"
      aria-label="New item"
      onSubmit={(e) => {
        e.preventDefault();
        p.onSave(p.draft);
      }}
    >
      {input("sku", "SKU", { required: true })}
      {input("price", "Price", { inputMode: "decimal" })}
      {input("tiers", "Tiers (qty:price|qty:price)", { placeholder: "10:9.50|50:9.00" })}
      {input("minQty", "Min qty", { inputMode: "decimal" })}
      {input("maxQty", "Max qty", { inputMode: "decimal" })}
      {input("qtyIncrement", "Increment", { inputMode: "decimal" })}
      <button type="submit" disabled={p.busy}>
        Save item
      </button>
      <button type="button" class="secondary" onClick={p.onCancel}>
        Cancel
      </button>
    </form>
  );
}

interface ImportAnswer {
  dryRun: boolean;
  rows: number;
  upserted: number;
  errors: ReadonlyArray<{ line: number; field: string; code: string; message: string }>;
}

/** the CSV: a file or pasted text, checked (dry run) before it may be applied; the export as a download */
function CsvPanel({ list, onApplied }: { list: PriceListRowFragment; onApplied: () => void }) {
  const client = useClient();
  const [csv, setCsv] = useState("");
  const [checked, setChecked] = useState<ImportAnswer | null>(null);
  const [applied, setApplied] = useState<ImportAnswer | null>(null);
  const [problem, setProblem] = useState<ProblemLike | null>(null);
  const [exported, setExported] = useState<string | null>(null);
  const [state, runImport] = useMutation(PriceListImportDoc);
  const [exporting, setExporting] = useState(false);

  const choose = async (e: Event) => {
    const file = (e.currentTarget as HTMLInputElement).files?.[0];
    if (!file) return;
    setCsv(await file.text());
    setChecked(null);
    setApplied(null);
  };

  const send = async (dryRun: boolean) => {
    setProblem(null);
    if (!dryRun) setApplied(null);
    const r = (await runImport({ priceListId: list.id, csv, dryRun }, refresh)).data?.priceListImportCsv;
    if (!r) return;
    if (isProblem(r)) return setProblem(r);
    if (r.__typename !== "PriceListImportResult") return;
    if (dryRun) setChecked(r);
    else {
      setApplied(r);
      setChecked(null);
      if (r.errors.length === 0) onApplied();
    }
  };

  const download = async () => {
    setExporting(true);
    setProblem(null);
    const r = await client.query(PriceListExportDoc, { priceListId: list.id }, { requestPolicy: "network-only" }).toPromise();
    setExporting(false);
    if (r.error || r.data?.priceListExportCsv == null)
      return setProblem({ code: "export_failed", message: r.error?.message ?? "The list could not be exported." });
    const name = `price-list-${list.code}.csv`;
    const url = URL.createObjectURL(new Blob([r.data.priceListExportCsv], { type: "text/csv" }));
    const a = document.createElement("a");
    a.href = url;
    a.download = name;
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
    setExported(name);
  };

  const report = applied ?? checked;
  return (
    <section aria-labelledby="price-list-csv-heading" class="card">
      <h3 id="price-list-csv-heading">CSV import and export</h3>
      <p class="rl-help">
        Columns <code>sku,price,tiers,min_qty,max_qty,qty_increment</code>, tiers as <code>10:9.50|50:9.00</code>. Every row is added or replaced; a file with
        any bad row is not applied at all.
      </p>
      <div class="toolbar">
        <button type="button" class="secondary" onClick={download} disabled={exporting} aria-busy={exporting ? "true" : "false"}>
          {exporting ? "Exporting…" : "Download CSV"}
        </button>
      </div>
      {exported && <Success>Downloaded {exported}.</Success>}
      <p>
        <label>
          CSV file
          <input type="file" accept=".csv,text/csv" onChange={choose} disabled={state.fetching} />
        </label>
      </p>
      <p>
        <label>
          or the CSV's text
          <textarea
            name="csv"
            rows={6}
            cols={60}
            class="pricing-csv"
            value={csv}
            onInput={(e) => {
              setCsv((e.currentTarget as HTMLTextAreaElement).value);
              setChecked(null);
              setApplied(null);
            }}
          />
        </label>
      </p>
      <div class="toolbar">
        <button type="button" onClick={() => send(true)} disabled={!csv.trim() || state.fetching}>
          Check (dry run)
        </button>
        <button type="button" onClick={() => send(false)} disabled={!checked || checked.errors.length > 0 || state.fetching}>
          Apply
        </button>
      </div>
      {state.error && <ErrorView error={state.error} />}
      {problem && <ProblemView problem={problem} title="CSV" />}
      {report && (
        <section class="pricing-import-report" aria-label="CSV result">
          {report.errors.length === 0 ? (
            <Success>
              {report.dryRun
                ? `The check passed: ${report.rows} row${report.rows === 1 ? "" : "s"}, nothing written yet. Apply to write them.`
                : `Applied: ${report.upserted} item${report.upserted === 1 ? "" : "s"} written.`}
            </Success>
          ) : (
            <>
              <p role="alert" class="problem-inline">
                {report.errors.length} problem{report.errors.length === 1 ? "" : "s"} in {report.rows} row{report.rows === 1 ? "" : "s"}: nothing was written.
              </p>
              <table>
                <caption>Rows refused</caption>
                <thead>
                  <tr>
                    <th scope="col" class="num">
                      Line
                    </th>
                    <th scope="col">Field</th>
                    <th scope="col">Code</th>
                    <th scope="col">Problem</th>
                  </tr>
                </thead>
                <tbody>
                  {report.errors.map((e) => (
                    <tr key={`${e.line}:${e.field}:${e.code}`}>
                      <td class="num">{e.line}</td>
                      <td>{e.field}</td>
                      <td>
                        <code>{e.code}</code>
                      </td>
                      <td>{e.message}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </>
          )}
        </section>
      )}
    </section>
  );
}
