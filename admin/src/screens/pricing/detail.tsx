/**
 * One price list (priceList(id), at /price-lists/<id>): its settings (shown, or the form in their place), its items
 * (items.tsx), its assignments (assignments.tsx), its history, and Delete, asked in a confirmation naming what it
 * takes away (its items and its assignments).
 */
import { useMutation, useQuery } from "@urql/preact";
import { useState } from "preact/hooks";
import { ConfirmModal } from "../../components/confirm-modal.tsx";
import { Badge, formatDate } from "../../components/format.tsx";
import { ErrorView, isProblem, type ProblemLike, ProblemView, Success } from "../../components/problem.tsx";
import type { PriceListRowFragment } from "../../generated/graphql.ts";
import { href, navigate, onLinkClick } from "../../router.ts";
import { HistoryLink } from "../audit-log/history-link.tsx";
import { Assignments } from "./assignments.tsx";
import { PriceListForm, refresh } from "./editor.tsx";
import { BASE, formatPercent, validity } from "./format.ts";
import { PriceListItemsPanel } from "./items.tsx";
import { PriceListDeleteDoc, PriceListDetail, PricingOptions } from "./operations.ts";

export function PriceListPage(p: { id: number }) {
  const [detail, reload] = useQuery({ query: PriceListDetail, variables: { id: p.id }, requestPolicy: "cache-and-network" });
  const list = detail.data?.priceList ?? null;
  const [editing, setEditing] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const again = () => reload({ requestPolicy: "network-only" });
  return (
    <>
      <p>
        <a href={href(BASE)} onClick={(e) => onLinkClick(e, BASE)}>
          ← All price lists
        </a>
      </p>
      {detail.error && <ErrorView error={detail.error} />}
      {detail.data && !list && <ProblemView problem={{ code: "not_found", message: `There is no price list #${p.id}.` }} />}
      {!detail.data && !detail.error && <p aria-busy="true">Loading…</p>}
      {list && (
        <>
          <h2 class="pricing-title">
            {list.code} — {list.name}
          </h2>
          <p>
            <HistoryLink entityType="price_list" entityId={list.id} label={`price list ${list.code}`} />
            {" · "}
            <a href={href(`${BASE}/explain`)} onClick={(e) => onLinkClick(e, `${BASE}/explain`)}>
              Explain a price
            </a>
          </p>
          {done && <Success>{done}</Success>}
          {editing ? (
            <PriceListForm
              key={list.revision}
              list={list}
              onSaved={(l) => {
                setEditing(false);
                setDone(`${l.code} is saved.`);
                again();
              }}
              onCancel={() => setEditing(false)}
            />
          ) : (
            <Settings
              list={list}
              onEdit={() => {
                setDone(null);
                setEditing(true);
              }}
            />
          )}
          <PriceListItemsPanel list={list} onChanged={again} />
          <Assignments list={list} onChanged={again} />
          <DeleteList list={list} />
        </>
      )}
    </>
  );
}

function Settings({ list: l, onEdit }: { list: PriceListRowFragment; onEdit: () => void }) {
  const [options] = useQuery({ query: PricingOptions });
  const storeName = (id: number) => options.data?.stores.find((s) => s.id === id)?.name ?? `#${id}`;
  return (
    <section aria-labelledby="price-list-settings-heading">
      <h2 id="price-list-settings-heading">Settings</h2>
      <dl class="fields">
        <dt>Status</dt>
        <dd>
          <Badge value={l.active ? "active" : "rejected"} label={l.active ? "active" : "inactive"} />
        </dd>
        <dt>Currency</dt>
        <dd>{l.currency}</dd>
        <dt>Stores</dt>
        <dd>{l.storeIds.length === 0 ? "every store" : l.storeIds.map(storeName).join(", ")}</dd>
        <dt>Valid</dt>
        <dd>{validity(l.validFrom, l.validTo)}</dd>
        <dt>Priority</dt>
        <dd>{l.priority}</dd>
        <dt>Adjustment</dt>
        <dd>{formatPercent(l.adjustmentPercent)}</dd>
        <dt>Condition</dt>
        <dd>{l.condition?.trim() ? <code class="pricing-condition-text">{l.condition}</code> : "every product"}</dd>
        <dt>Items</dt>
        <dd>{l.itemCount}</dd>
        <dt>Revision</dt>
        <dd>{l.revision}</dd>
        <dt>Updated</dt>
        <dd>{formatDate(l.updatedAt)}</dd>
      </dl>
      <div class="toolbar">
        <button type="button" class="secondary" onClick={onEdit}>
          Edit settings
        </button>
      </div>
    </section>
  );
}

function DeleteList({ list: l }: { list: PriceListRowFragment }) {
  const [asking, setAsking] = useState(false);
  const [problem, setProblem] = useState<ProblemLike | null>(null);
  const [state, remove] = useMutation(PriceListDeleteDoc);
  const run = async () => {
    const r = (await remove({ id: l.id }, refresh)).data?.priceListDelete;
    if (!r) return;
    if (isProblem(r)) return setProblem(r);
    navigate(BASE);
  };
  return (
    <section aria-labelledby="price-list-delete-heading">
      <h2 id="price-list-delete-heading">Delete</h2>
      {state.error && <ErrorView error={state.error} />}
      {problem && <ProblemView problem={problem} title="Not deleted" />}
      <button type="button" class="danger" disabled={state.fetching} onClick={() => setAsking(true)}>
        Delete price list
      </button>
      {asking && (
        <ConfirmModal
          labelledBy="price-list-delete-title"
          describedBy="price-list-delete-effect"
          confirm="Delete"
          confirmClass="danger confirm"
          onCancel={() => setAsking(false)}
          onConfirm={() => {
            setAsking(false);
            void run();
          }}
        >
          <h2 id="price-list-delete-title">Delete {l.code}?</h2>
          <p id="price-list-delete-effect">
            Its {l.itemCount} item{l.itemCount === 1 ? "" : "s"} and its assignments to {l.companyIds.length} compan{l.companyIds.length === 1 ? "y" : "ies"}{" "}
            and {l.customerGroupIds.length} customer group{l.customerGroupIds.length === 1 ? "" : "s"} go with it: their buyers' next request is priced without
            it. Orders already placed keep their prices and explanations.
          </p>
        </ConfirmModal>
      )}
    </section>
  );
}
