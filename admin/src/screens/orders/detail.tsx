/**
 * An order's detail (order(id), at /orders/<id>): lines with what was invoiced, shipped, refunded and canceled of
 * each, addresses, payment (method, PO number), shipping method, coupon, gift cards, totals, the buyer's note, the
 * status history (who, when, comments), invoices, shipments with their tracks, credit memos (each with its PDF).
 * The actions (orderInvoice, orderShip, orderCancel, orderRefund, orderHold, orderUnhold, orderCommentAdd) are offered
 * when the status allows them (states.ts); each shows the typed Problem's message when refused and reads the order
 * again when it went through.
 */
import type { ComponentChildren } from "preact";
import { useEffect, useRef, useState } from "preact/hooks";
import { useMutation, useQuery } from "@urql/preact";
import { ErrorView, isProblem, type ProblemLike, ProblemView, Success } from "../../components/problem.tsx";
import { Badge, formatDate } from "../../components/format.tsx";
import type { AdminOrderAddressFieldsFragment, OrderConsoleFieldsFragment, OrderDocumentLineFieldsFragment } from "../../generated/graphql.ts";
import { href, onLinkClick } from "../../router.ts";
import { OrderCancelDoc, OrderCommentDoc, OrderDetail, OrderHoldDoc, OrderInvoiceDoc, OrderRefundDoc, OrderShipDoc, OrderUnholdDoc } from "./operations.ts";
import { allows, type LineQty, type OrderAction, statusLabel, toCancel, toInvoice, toRefund, toShip } from "./states.ts";
import { money } from "./format.ts";
import { PdfButton } from "./pdf.tsx";
import { HistoryLink } from "../audit-log/history-link.tsx";

type Order = OrderConsoleFieldsFragment;
type Line = Order["lines"][number];
interface Named {
  id: number | string;
  name: string;
}
/** an action's outcome as every mutation of the screen answers it: the order, or a Problem */
type Outcome = { __typename: string; data?: Order } | { __typename: "Problem"; code: string; message: string } | undefined;
const refresh = { additionalTypenames: ["AdminOrder"] };
const FORMS: { action: Exclude<OrderAction, "hold" | "unhold" | "comment">; label: string }[] = [
  { action: "invoice", label: "Invoice" },
  { action: "ship", label: "Ship" },
  { action: "refund", label: "Refund" },
  { action: "cancel", label: "Cancel order" },
];

export function OrderDetailView(p: { id: number; stores: readonly Named[]; countries: readonly Named[] }) {
  const [detail, reload] = useQuery({ query: OrderDetail, variables: { id: p.id }, requestPolicy: "cache-and-network" });
  const [holdState, hold] = useMutation(OrderHoldDoc);
  const [unholdState, unhold] = useMutation(OrderUnholdDoc);
  const [open, setOpen] = useState<OrderAction | null>(null);
  const [problem, setProblem] = useState<ProblemLike | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const answer = detail.data?.order;
  const order = answer?.__typename === "AdminOrderSuccess" ? answer.data : null;
  const notFound = answer && isProblem(answer) ? answer : null;

  /** shows a Problem, or the success line and the order read again; true when it went through */
  const outcome = (r: Outcome, message: string): boolean => {
    if (!r) return false;
    if (isProblem(r)) {
      setProblem(r);
      setDone(null);
      return false;
    }
    setProblem(null);
    setDone(message);
    setOpen(null);
    reload({ requestPolicy: "network-only" });
    // the form that had the focus is gone: it goes to the order's status, beside the outcome
    document.getElementById("order-status")?.focus();
    return true;
  };
  const storeName = (id: number) => p.stores.find((s) => s.id === id)?.name ?? `#${id}`;
  const countryName = (id: string) => p.countries.find((c) => c.id === id)?.name ?? id;

  return (
    <>
      <p>
        <a href={href("/orders")} onClick={(e) => onLinkClick(e, "/orders")}>
          ← All orders
        </a>
      </p>
      <h1>{order ? `Order #${order.incrementId}` : "Order"}</h1>
      {order && (
        <p>
          <HistoryLink entityType="order" entityId={order.id} label={`order ${order.incrementId}`} />
        </p>
      )}
      {detail.error && <ErrorView error={detail.error} />}
      {notFound && <ProblemView problem={notFound} />}
      {!order && !notFound && !detail.error && <p aria-busy="true">Loading…</p>}
      {order && (
        <>
          <p class="order-status" id="order-status" tabIndex={-1}>
            Status: <Badge value={order.status} label={statusLabel(order.status)} />
          </p>
          <fieldset class="toolbar order-actions">
            <legend class="visually-hidden">Order actions</legend>
            {FORMS.filter((f) => allows(f.action, order.status, lines(order))).map((f) => (
              <button
                key={f.action}
                type="button"
                class={f.action === "cancel" ? "danger" : undefined}
                aria-expanded={open === f.action ? "true" : "false"}
                onClick={() => setOpen(open === f.action ? null : f.action)}
              >
                {f.label}
              </button>
            ))}
            {allows("hold", order.status, []) && (
              <button
                type="button"
                class="secondary"
                disabled={holdState.fetching}
                onClick={async () => outcome((await hold({ id: order.id }, refresh)).data?.orderHold, "The order is on hold.")}
              >
                Hold
              </button>
            )}
            {allows("unhold", order.status, []) && (
              <button
                type="button"
                class="secondary"
                disabled={unholdState.fetching}
                onClick={async () => outcome((await unhold({ id: order.id }, refresh)).data?.orderUnhold, "The order is released from hold.")}
              >
                Unhold
              </button>
            )}
          </fieldset>
          {holdState.error && <ErrorView error={holdState.error} />}
          {unholdState.error && <ErrorView error={unholdState.error} />}
          {problem && <ProblemView problem={problem} />}
          {done && <Success>{done}</Success>}
          {open === "invoice" && <InvoiceForm order={order} outcome={outcome} onClose={() => setOpen(null)} />}
          {open === "ship" && <ShipForm order={order} outcome={outcome} onClose={() => setOpen(null)} />}
          {open === "refund" && <RefundForm order={order} outcome={outcome} onClose={() => setOpen(null)} />}
          {open === "cancel" && <CancelForm order={order} outcome={outcome} onClose={() => setOpen(null)} />}

          <dl class="fields">
            <dt>Placed</dt>
            <dd>{formatDate(order.createdAt)}</dd>
            <dt>Store</dt>
            <dd>{storeName(order.storeId)}</dd>
            <dt>Customer</dt>
            <dd>
              {order.customerId ? (
                <a href={href(`/customers/${order.customerId}`)} onClick={(e) => onLinkClick(e, `/customers/${order.customerId}`)}>
                  {order.customerName ?? order.customerEmail}
                </a>
              ) : order.customerName ? (
                `${order.customerName} (guest)`
              ) : (
                "Guest"
              )}
            </dd>
            <dt>Email</dt>
            <dd>{order.customerEmail}</dd>
            <dt>Payment</dt>
            <dd>{order.paymentMethodTitle}</dd>
            <dt>PO number</dt>
            <dd>{order.poNumber || "—"}</dd>
            <dt>Invoices to</dt>
            <dd>{order.invoiceEmail || "—"}</dd>
            <dt>Shipping method</dt>
            <dd>{order.shippingMethod ?? "ships nothing"}</dd>
            <dt>Coupon</dt>
            <dd>{order.couponCode || "—"}</dd>
            <dt>Gift cards</dt>
            <dd>{order.giftcards.length ? order.giftcards.map((g) => `${g.code} (${money(g.amount, order.currency)})`).join(", ") : "—"}</dd>
            <dt>Buyer's note</dt>
            <dd>{order.note || "—"}</dd>
          </dl>

          <h2>Items</h2>
          <LinesTable order={order} />

          <h2>Addresses</h2>
          <div class="order-addresses">
            <AddressView title="Billing address" address={order.billingAddress} countryName={countryName} />
            <AddressView title="Shipping address" address={order.shippingAddress} countryName={countryName} />
          </div>

          <h2>Totals</h2>
          <dl class="fields totals">
            <dt>Subtotal</dt>
            <dd>{money(order.subtotal, order.currency)}</dd>
            <dt>Discount</dt>
            <dd>{money(-order.discountAmount, order.currency)}</dd>
            <dt>Shipping</dt>
            <dd>{money(order.shippingAmount, order.currency)}</dd>
            <dt>Gift cards</dt>
            <dd>{money(-order.giftcardAmount, order.currency)}</dd>
            <dt>Grand total</dt>
            <dd>{money(order.grandTotal, order.currency)}</dd>
            <dt>Invoiced</dt>
            <dd>{money(order.totalInvoiced, order.currency)}</dd>
            <dt>Paid</dt>
            <dd>{money(order.totalPaid, order.currency)}</dd>
            <dt>Refunded</dt>
            <dd>{money(order.totalRefunded, order.currency)}</dd>
          </dl>

          <h2>Status history</h2>
          <ol class="history">
            {order.history.map((h) => (
              <li key={h.id}>
                <time>{formatDate(h.createdAt)}</time>: <Badge value={h.status} label={statusLabel(h.status)} /> by {actor(h.actorType, h.actorName)}
                {h.comment && (
                  <>
                    {" "}
                    — <q>{h.comment}</q>
                  </>
                )}
                {h.notifyCustomer ? " (customer notified)" : ""}
                {h.visibleOnStorefront ? " (shown on the storefront)" : ""}
              </li>
            ))}
          </ol>
          <CommentForm order={order} outcome={outcome} />

          <h2>Invoices</h2>
          {order.invoices.length === 0 && <p>No invoices.</p>}
          {order.invoices.map((inv) => (
            <section key={inv.id} class="order-doc" aria-label={`Invoice ${inv.incrementId}`}>
              <h3>
                Invoice {inv.incrementId} <Badge value={inv.state} />
              </h3>
              <p>
                {formatDate(inv.createdAt)} · {money(inv.grandTotal, order.currency)} (subtotal {money(inv.subtotal, order.currency)}, shipping{" "}
                {money(inv.shippingAmount, order.currency)}, discount {money(-inv.discountAmount, order.currency)}, gift cards{" "}
                {money(-inv.giftcardAmount, order.currency)}){" "}
                <PdfButton orderId={order.id} kind="invoices" docId={inv.id} name={`invoice-${inv.incrementId}`} label={`PDF of invoice ${inv.incrementId}`} />
              </p>
              <DocLines caption={`Invoice ${inv.incrementId} items`} items={inv.items} currency={order.currency} />
            </section>
          ))}

          <h2>Shipments</h2>
          {order.shipments.length === 0 && <p>No shipments.</p>}
          {order.shipments.map((sh) => (
            <section key={sh.id} class="order-doc" aria-label={`Shipment ${sh.incrementId}`}>
              <h3>Shipment {sh.incrementId}</h3>
              <p>
                {formatDate(sh.createdAt)}{" "}
                <PdfButton orderId={order.id} kind="shipments" docId={sh.id} name={`shipment-${sh.incrementId}`} label={`PDF of shipment ${sh.incrementId}`} />
              </p>
              <DocLines caption={`Shipment ${sh.incrementId} items`} items={sh.items} />
              {sh.tracks.length > 0 ? (
                <ul class="tracks">
                  {sh.tracks.map((t, i) => (
                    <li key={i}>
                      {t.title || t.carrier}: <code>{t.number}</code>
                    </li>
                  ))}
                </ul>
              ) : (
                <p>No tracking numbers.</p>
              )}
            </section>
          ))}

          <h2>Credit memos</h2>
          {order.creditMemos.length === 0 && <p>No credit memos.</p>}
          {order.creditMemos.map((cm) => (
            <section key={cm.id} class="order-doc" aria-label={`Credit memo ${cm.incrementId}`}>
              <h3>Credit memo {cm.incrementId}</h3>
              <p>
                {formatDate(cm.createdAt)} · {money(cm.grandTotal, order.currency)} (subtotal {money(cm.subtotal, order.currency)}, shipping{" "}
                {money(cm.shippingAmount, order.currency)}, adjustment {money(cm.adjustment, order.currency)}, to gift cards{" "}
                {money(cm.giftcardAmount, order.currency)}){" "}
                <PdfButton
                  orderId={order.id}
                  kind="creditmemos"
                  docId={cm.id}
                  name={`creditmemo-${cm.incrementId}`}
                  label={`PDF of credit memo ${cm.incrementId}`}
                />
              </p>
              <DocLines caption={`Credit memo ${cm.incrementId} items`} items={cm.items} currency={order.currency} />
            </section>
          ))}
        </>
      )}
    </>
  );
}

const lines = (o: Order): (LineQty & Line)[] => o.lines;

function actor(type: string, name: string | null | undefined): string {
  const who: Record<string, string> = { admin: "admin", api_user: "API user", customer: "the customer", guest: "the guest", system: "the system" };
  return name ? `${name} (${who[type] ?? type})` : (who[type] ?? type);
}

function LinesTable({ order }: { order: Order }) {
  return (
    <div class="grid">
      <table>
        <caption>Items ordered</caption>
        <thead>
          <tr>
            <th scope="col">Product</th>
            <th scope="col">SKU</th>
            <th scope="col" class="num">
              Price
            </th>
            <th scope="col" class="num">
              Ordered
            </th>
            <th scope="col" class="num">
              Invoiced
            </th>
            <th scope="col" class="num">
              Shipped
            </th>
            <th scope="col" class="num">
              Refunded
            </th>
            <th scope="col" class="num">
              Canceled
            </th>
            <th scope="col" class="num">
              Row total
            </th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((l) => (
            <tr key={l.id}>
              <td>
                {l.name}
                {l.options.length > 0 && (
                  <ul class="line-options">
                    {l.options.map((o, i) => (
                      <li key={i}>
                        {o.label}: {o.value}
                      </li>
                    ))}
                  </ul>
                )}
              </td>
              <td>{l.sku}</td>
              <td class="num">{money(l.price, order.currency)}</td>
              <td class="num">{l.qtyOrdered}</td>
              <td class="num">{l.qtyInvoiced}</td>
              <td class="num">{l.qtyShipped}</td>
              <td class="num">{l.qtyRefunded}</td>
              <td class="num">{l.qtyCanceled}</td>
              <td class="num">{money(l.rowTotal, order.currency)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function DocLines({ caption, items, currency }: { caption: string; items: readonly OrderDocumentLineFieldsFragment[]; currency?: string }) {
  return (
    <table>
      <caption class="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Product</th>
          <th scope="col">SKU</th>
          <th scope="col" class="num">
            Qty
          </th>
          {currency && (
            <th scope="col" class="num">
              Row total
            </th>
          )}
        </tr>
      </thead>
      <tbody>
        {items.map((i) => (
          <tr key={i.orderItemId}>
            <td>{i.name}</td>
            <td>{i.sku}</td>
            <td class="num">{i.qty}</td>
            {currency && <td class="num">{money(i.rowTotal, currency)}</td>}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function AddressView({
  title,
  address,
  countryName,
}: {
  title: string;
  address: AdminOrderAddressFieldsFragment | null | undefined;
  countryName: (id: string) => string;
}) {
  return (
    <section class="panel" aria-label={title}>
      <h3>{title}</h3>
      {address ? (
        <address>
          {address.firstName} {address.lastName}
          {address.company && (
            <>
              <br />
              {address.company}
            </>
          )}
          {address.street.map((s, i) => (
            <span key={i}>
              <br />
              {s}
            </span>
          ))}
          <br />
          {[address.postcode, address.city, address.region].filter(Boolean).join(" ")}
          <br />
          {countryName(address.countryId)}
          {address.telephone && (
            <>
              <br />
              {address.telephone}
            </>
          )}
        </address>
      ) : (
        <p>None.</p>
      )}
    </section>
  );
}

interface FormProps {
  order: Order;
  outcome: (r: Outcome, message: string) => boolean;
  onClose?: () => void;
}

/** the quantity inputs of a per-line action: one per line with something left, defaulting to all of it */
function QtyInputs({ order, left, verb }: { order: Order; left: (l: LineQty) => number; verb: string }) {
  return (
    <fieldset>
      <legend>Quantities to {verb}</legend>
      {order.lines
        .filter((l) => left(l) > 0)
        .map((l) => (
          <label key={l.id} class="inline">
            <input name={`qty-${l.id}`} type="number" min="0" max={left(l)} step="1" defaultValue={String(left(l))} class="qty" />
            {l.name} ({l.sku}), at most {left(l)}
          </label>
        ))}
    </fieldset>
  );
}

/**
 * every line offered with the quantity typed (0 included: the server reads no items as "all that is left", and a
 * refund whose lines are all 0 as an amount-only refund)
 */
function qtyItems(order: Order, f: FormData, left: (l: LineQty) => number): { orderItemId: number; qty: number }[] {
  return order.lines
    .filter((l) => left(l) > 0)
    .map((l) => {
      const qty = Number(f.get(`qty-${l.id}`) ?? 0);
      return { orderItemId: l.id, qty: Number.isFinite(qty) ? qty : 0 };
    });
}
const anyQty = (items: { qty: number }[]) => items.some((x) => x.qty > 0);

const NOTHING: ProblemLike = { code: "no_quantity", message: "Enter a quantity for at least one line." };

function ActionForm(p: {
  label: string;
  submit: string;
  busy: boolean;
  onSubmit: (f: FormData) => void;
  onClose?: () => void;
  local: ProblemLike | null;
  children: ComponentChildren;
  danger?: boolean;
}) {
  const ref = useRef<HTMLFormElement>(null);
  // opened by its button: the focus goes to the form's first field
  useEffect(() => ref.current?.querySelector<HTMLElement>("input, textarea, select")?.focus(), []);
  return (
    <form
      ref={ref}
      class="panel edit order-action"
      aria-label={p.label}
      onSubmit={(e) => {
        e.preventDefault();
        p.onSubmit(new FormData(e.currentTarget as HTMLFormElement));
      }}
    >
      <h2>{p.label}</h2>
      {p.children}
      {p.local && <ProblemView problem={p.local} />}
      <div class="toolbar">
        <button type="submit" class={p.danger ? "danger" : undefined} disabled={p.busy}>
          {p.submit}
        </button>
        {p.onClose && (
          <button type="button" class="secondary" onClick={p.onClose}>
            Close
          </button>
        )}
      </div>
    </form>
  );
}

function InvoiceForm({ order, outcome, onClose }: FormProps) {
  const [state, invoice] = useMutation(OrderInvoiceDoc);
  const [local, setLocal] = useState<ProblemLike | null>(null);
  return (
    <ActionForm
      label="Invoice the order"
      submit="Create invoice"
      busy={state.fetching}
      local={local}
      onClose={onClose}
      onSubmit={async (f) => {
        const items = qtyItems(order, f, toInvoice);
        setLocal(anyQty(items) ? null : NOTHING);
        if (!anyQty(items)) return;
        const r = await invoice({ id: order.id, items, capture: f.get("capture") === "on" }, refresh);
        outcome(r.data?.orderInvoice, "Invoiced.");
      }}
    >
      {state.error && <ErrorView error={state.error} />}
      <QtyInputs order={order} left={toInvoice} verb="invoice" />
      <label class="inline">
        <input type="checkbox" name="capture" defaultChecked /> Capture the payment (the invoice is paid)
      </label>
    </ActionForm>
  );
}

function ShipForm({ order, outcome, onClose }: FormProps) {
  const [state, ship] = useMutation(OrderShipDoc);
  const [local, setLocal] = useState<ProblemLike | null>(null);
  const [tracks, setTracks] = useState<{ key: number; carrier: string; title: string; number: string }[]>([]);
  const [nextKey, setNextKey] = useState(1);
  const setTrack = (key: number, patch: Partial<{ carrier: string; title: string; number: string }>) =>
    setTracks(tracks.map((t) => (t.key === key ? { ...t, ...patch } : t)));
  return (
    <ActionForm
      label="Ship the order"
      submit="Create shipment"
      busy={state.fetching}
      local={local}
      onClose={onClose}
      onSubmit={async (f) => {
        const items = qtyItems(order, f, toShip);
        setLocal(anyQty(items) ? null : NOTHING);
        if (!anyQty(items)) return;
        const r = await ship(
          {
            id: order.id,
            items,
            tracks: tracks
              .filter((t) => t.number.trim())
              .map((t) => ({ carrier: t.carrier.trim() || "custom", title: t.title.trim() || null, number: t.number.trim() })),
            notifyCustomer: f.get("notifyCustomer") === "on",
          },
          refresh,
        );
        outcome(r.data?.orderShip, "Shipped.");
      }}
    >
      {state.error && <ErrorView error={state.error} />}
      <QtyInputs order={order} left={toShip} verb="ship" />
      <fieldset>
        <legend>Tracking numbers</legend>
        {tracks.length === 0 && <p class="muted">None yet.</p>}
        {tracks.map((t, i) => (
          <div key={t.key} class="toolbar track">
            <label>
              Carrier {i + 1}
              <input value={t.carrier} required onInput={(e) => setTrack(t.key, { carrier: (e.currentTarget as HTMLInputElement).value })} />
            </label>
            <label>
              Title {i + 1}
              <input value={t.title} onInput={(e) => setTrack(t.key, { title: (e.currentTarget as HTMLInputElement).value })} />
            </label>
            <label>
              Tracking number {i + 1}
              <input value={t.number} required onInput={(e) => setTrack(t.key, { number: (e.currentTarget as HTMLInputElement).value })} />
            </label>
            <button type="button" class="secondary" onClick={() => setTracks(tracks.filter((x) => x.key !== t.key))}>
              Remove tracking number {i + 1}
            </button>
          </div>
        ))}
        <button
          type="button"
          class="secondary"
          onClick={() => {
            setTracks([...tracks, { key: nextKey, carrier: "", title: "", number: "" }]);
            setNextKey(nextKey + 1);
          }}
        >
          Add tracking number
        </button>
      </fieldset>
      <label class="inline">
        <input type="checkbox" name="notifyCustomer" defaultChecked /> Notify the customer
      </label>
    </ActionForm>
  );
}

function RefundForm({ order, outcome, onClose }: FormProps) {
  const [state, refund] = useMutation(OrderRefundDoc);
  const [local, setLocal] = useState<ProblemLike | null>(null);
  const amount = (f: FormData, k: string) => {
    const v = String(f.get(k) ?? "").trim();
    return v === "" ? null : Number(v);
  };
  return (
    <ActionForm
      label="Refund the order"
      submit="Create credit memo"
      busy={state.fetching}
      local={local}
      onClose={onClose}
      onSubmit={async (f) => {
        const items = qtyItems(order, f, toRefund);
        const shippingAmount = amount(f, "shippingAmount");
        const adjustment = amount(f, "adjustment");
        const nothing = !anyQty(items) && !shippingAmount && !adjustment;
        setLocal(nothing ? { code: "no_quantity", message: "Enter a quantity for at least one line, a shipping amount or an adjustment." } : null);
        if (nothing) return;
        const r = await refund({ id: order.id, items, shippingAmount, adjustment, restock: f.get("restock") === "on" }, refresh);
        outcome(r.data?.orderRefund, "Refunded.");
      }}
    >
      {state.error && <ErrorView error={state.error} />}
      <QtyInputs order={order} left={toRefund} verb="refund" />
      <label>
        Shipping to refund ({order.currency})
        <input name="shippingAmount" type="number" min="0" step="0.01" inputMode="decimal" />
      </label>
      <label>
        Adjustment ({order.currency}, negative: a fee kept)
        <input name="adjustment" type="number" step="0.01" inputMode="decimal" />
      </label>
      <label class="inline">
        <input type="checkbox" name="restock" defaultChecked /> Return the refunded items to stock
      </label>
    </ActionForm>
  );
}

function CancelForm({ order, outcome, onClose }: FormProps) {
  const [state, cancel] = useMutation(OrderCancelDoc);
  const left = order.lines.reduce((n, l) => n + toCancel(l), 0);
  return (
    <ActionForm
      label="Cancel the order"
      submit="Cancel the order"
      danger
      busy={state.fetching}
      local={null}
      onClose={onClose}
      onSubmit={async (f) => {
        const reason = String(f.get("reason") ?? "").trim();
        const r = await cancel({ id: order.id, reason: reason || null }, refresh);
        outcome(r.data?.orderCancel, "Canceled.");
      }}
    >
      {state.error && <ErrorView error={state.error} />}
      <p>
        What is neither invoiced nor shipped ({left} item{left === 1 ? "" : "s"}) is canceled and restocked; gift cards and the coupon's use are given back.
      </p>
      <label>
        Reason
        <input name="reason" maxLength={1000} />
      </label>
    </ActionForm>
  );
}

function CommentForm({ order, outcome }: FormProps) {
  const [state, comment] = useMutation(OrderCommentDoc);
  const [text, setText] = useState("");
  return (
    <form
      class="edit order-action"
      aria-label="Add a comment"
      onSubmit={async (e) => {
        e.preventDefault();
        const f = new FormData(e.currentTarget as HTMLFormElement);
        const r = await comment(
          { id: order.id, text: text.trim(), notifyCustomer: f.get("notifyCustomer") === "on", visibleOnStorefront: f.get("visibleOnStorefront") === "on" },
          refresh,
        );
        if (outcome(r.data?.orderCommentAdd, "Comment added.")) setText("");
      }}
    >
      {state.error && <ErrorView error={state.error} />}
      <label>
        Comment
        <textarea name="text" required rows={3} maxLength={5000} value={text} onInput={(e) => setText((e.currentTarget as HTMLTextAreaElement).value)} />
      </label>
      <label class="inline">
        <input type="checkbox" name="notifyCustomer" /> Notify the customer
      </label>
      <label class="inline">
        <input type="checkbox" name="visibleOnStorefront" /> Visible on the storefront
      </label>
      <div class="toolbar">
        <button type="submit" disabled={state.fetching || !text.trim()}>
          Add comment
        </button>
      </div>
    </form>
  );
}
