/**
 * Purchase orders in a member's account (`/account/purchase-orders`): the lists by scope (mine, my team's, awaiting
 * my approval, the whole company's when permitted) with a status filter, and one purchase order with its lines,
 * totals, approval flow (each step, who approved it), history and comments, and the forms of the actions the
 * backend says the caller may take (approve, reject, cancel, comment): plain posts that work without JavaScript.
 * The page a checkout shows when the order is held as a purchase order is here too (never an order confirmation).
 */
import { html } from "hono/html";
import { frame, loginFirst } from "./account-pages.ts";
import { type Address, call, oneLine } from "./cart-pages.ts";
import { companyOr, isPage, refused, refusedWith } from "./company-pages.ts";
import { holds, listOf, type MyCompany } from "./company-api.ts";
import { type Notes, notes } from "./forms.ts";
import { money } from "./layout.ts";
import type { PageInput, PageResult } from "./pages.ts";
import {
  type PoAction,
  type PoEvent,
  PO_API,
  PO_PATH,
  PO_STATUS_LABEL,
  type PoStep,
  type PurchaseOrder,
  STEP_STATUS_LABEL,
  VIEW_COMPANY,
  VIEW_SUBORDINATES,
} from "./purchasing-api.ts";

const SCOPES = [
  ["mine", "My purchase orders"],
  ["subordinates", "My team's"],
  ["awaiting_my_approval", "Awaiting my approval"],
  ["company", "The whole company's"],
] as const;
type Scope = (typeof SCOPES)[number][0];
const STATUSES = ["approval_required", "approved", "order_placed", "order_failed", "rejected", "canceled"] as const;
const ACTIONS: readonly PoAction[] = ["approve", "reject", "cancel", "comment"];
const NOTE_MAX = 1000;
/** the backend's page size of the lists (its default) */
const PAGE_SIZE = 20;
const METHOD_TITLE: Record<string, string> = { purchaseorder: "Purchase Order", payonaccount: "Pay on Account", checkmo: "Check / Money order" };

const statusText = (s: string) => PO_STATUS_LABEL[s] ?? s;
const date = (iso: string | undefined) => (iso ?? "").slice(0, 10);
const amount = (i: PageInput, v: string | number | null | undefined, currency?: string) =>
  money(v ?? 0, currency || i.config.baseCurrencyCode, i.config.locale);

/** the scopes this member may list: team's with a view permission, the company's with view.company */
function scopesFor(c: MyCompany): (typeof SCOPES)[number][] {
  return SCOPES.filter(
    ([s]) => s === "mine" || s === "awaiting_my_approval" || (s === "subordinates" ? holds(c, VIEW_SUBORDINATES, VIEW_COMPANY) : holds(c, VIEW_COMPANY)),
  );
}

function poFrame(i: PageInput, c: MyCompany, title: string, body: unknown, status = 200, crumbs?: { label: string; href?: string }[]): PageResult {
  return frame(i, PO_PATH, title, body, status, {
    company: c,
    current: PO_PATH,
    crumbs: crumbs ?? [{ label: "My account", href: "/account" }, { label: "Purchase orders" }],
  });
}

export async function purchaseOrdersPage(i: PageInput, n: Notes = {}, status = 200): Promise<PageResult> {
  const c = await companyOr(i, PO_PATH);
  if (isPage(c)) return c;
  const usable = scopesFor(c);
  const asked = i.url.searchParams.get("scope") ?? "mine";
  const scope: Scope = usable.find(([s]) => s === asked)?.[0] ?? "mine";
  const askedStatus = i.url.searchParams.get("status") ?? "";
  const st = (STATUSES as readonly string[]).includes(askedStatus) ? askedStatus : "";
  const page = Math.min(Math.max(Number(i.url.searchParams.get("page")) || 1, 1), 10_000);
  const q = new URLSearchParams({ scope });
  if (st) q.set("status", st);
  if (page > 1) q.set("page", String(page));
  const r = await call(i, "GET", `${PO_API}?${q}`);
  const items = r.status === 200 ? listOf<PurchaseOrder>(r.data) : [];
  const total = r.status === 200 ? Number((r.data as { totalCount?: number } | null)?.totalCount ?? items.length) : 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const link = (n: number) => `${PO_PATH}?${new URLSearchParams({ scope, ...(st ? { status: st } : {}), page: String(n) })}`;
  const tab = (s: Scope) => `${PO_PATH}?scope=${s}`;
  return poFrame(
    i,
    c,
    "Purchase orders",
    html`${notes(n)}<nav class="company-sections" aria-label="Purchase order lists"><ul>${usable.map(([s, label]) =>
      s === scope ? html`<li><a href="${tab(s)}" aria-current="page">${label}</a></li>` : html`<li><a href="${tab(s)}">${label}</a></li>`,
    )}</ul></nav>
<form class="toolbar" method="get" action="${PO_PATH}"><input type="hidden" name="scope" value="${scope}"><label for="po-status">Status</label><select id="po-status" name="status"><option value="">Any status</option>${STATUSES.map(
      (s) => html`<option value="${s}"${s === st ? " selected" : ""}>${statusText(s)}</option>`,
    )}</select><button class="secondary">Show</button></form>
${r.status !== 200 ? html`<p class="notice err" role="alert">${refused(r, "The purchase orders cannot be shown.").alert}</p>` : ""}
${
  items.length
    ? html`<table data-purchase-orders><caption class="sr-only">${usable.find(([s]) => s === scope)?.[1] ?? "Purchase orders"}</caption><thead><tr><th scope="col">Purchase order</th><th scope="col">Date</th><th scope="col">Buyer</th><th scope="col">Status</th><th scope="col">PO number</th><th scope="col" class="num">Total</th></tr></thead><tbody>${items.map(
        (po) =>
          html`<tr><td><a href="${PO_PATH}/${po.id}">${po.number}</a></td><td>${date(po.createdAt)}</td><td>${po.buyer?.name ?? po.buyer?.email ?? ""}</td><td data-po-status="${po.status}">${statusText(po.status)}</td><td>${po.poNumber ?? ""}</td><td class="num">${amount(i, po.grandTotal, po.currency)}</td></tr>`,
      )}</tbody></table>${
        pages > 1
          ? html`<nav class="pager" aria-label="Pages"><ul>${page > 1 ? html`<li><a href="${link(page - 1)}" rel="prev">Previous</a></li>` : ""}<li><span aria-current="page">Page ${page} of ${pages}</span></li>${
              page < pages ? html`<li><a href="${link(page + 1)}" rel="next">Next</a></li>` : ""
            }</ul></nav>`
          : ""
      }`
    : r.status === 200
      ? html`<div class="empty"><p>${scope === "awaiting_my_approval" ? "Nothing awaits your approval." : "No purchase orders to show."}</p></div>`
      : ""
}`,
    r.status === 200 ? status : refusedWith(r.status),
  );
}

/** a step in the buyer's words: "2 approvals from the role Senior Buyer", "The buyer's manager", "The company administrator" */
function stepWho(s: PoStep): string {
  if (s.approver) return s.approver[0]!.toUpperCase() + s.approver.slice(1);
  if (s.kind === "role") return `${s.required > 1 ? `${s.required} approvals` : "An approval"} from the role ${s.role ?? ""}`;
  if (s.kind === "manager") return "The buyer's manager";
  if (s.kind === "admin") return "The company administrator";
  return s.kind;
}

function approverName(a: NonNullable<PoStep["approvedBy"]>[number]): string {
  if (typeof a === "string") return a;
  const who = a.name ?? a.actorName ?? a.email ?? "";
  return a.asCompanyAdmin ? `${who} (as the company administrator)` : who;
}

function flow(steps: PoStep[]) {
  if (!steps.length) return "";
  return html`<section aria-labelledby="po-flow-h" data-approval-flow><h2 id="po-flow-h">Approval</h2><ol class="approval-flow">${steps.map(
    (s) =>
      html`<li data-step-status="${s.status}"><strong>${stepWho(s)}</strong>: ${STEP_STATUS_LABEL[s.status] ?? s.status}${
        s.kind === "role" && s.required > 1 ? html` (${s.approvals} of ${s.required})` : ""
      }${s.rule ? html` <span class="hint">— rule ${s.rule}</span>` : ""}${
        s.approvedBy?.length ? html`<br>Approved by ${s.approvedBy.map(approverName).join(", ")}` : ""
      }</li>`,
  )}</ol></section>`;
}

const EVENT_LABEL: Record<string, string> = {
  created: "Created",
  approved: "Approved",
  rejected: "Rejected",
  canceled: "Canceled",
  comment: "Comment",
  order_placed: "Order placed",
  order_failed: "Order failed",
};

function history(events: PoEvent[]) {
  if (!events.length) return "";
  return html`<section aria-labelledby="po-events-h" data-po-events><h2 id="po-events-h">History and comments</h2><ol class="history">${events.map(
    (e) =>
      html`<li><time datetime="${e.createdAt ?? ""}">${date(e.createdAt)}</time> ${EVENT_LABEL[e.kind] ?? e.kind}${e.actorName ? html` by ${e.actorName}` : ""}${
        e.asCompanyAdmin ? " (as the company administrator)" : ""
      }${e.note ? html`: <q>${e.note}</q>` : ""}</li>`,
  )}</ol></section>`;
}

function addressOf(a: unknown): string {
  if (!a || typeof a !== "object") return "";
  const x = a as Partial<Address>;
  return x.firstName || x.street ? oneLine({ ...x, street: Array.isArray(x.street) ? x.street : [] } as Address) : "";
}

const ACTION_FORM: Record<PoAction, { label: string; noteLabel: string; required: boolean }> = {
  approve: { label: "Approve", noteLabel: "Note with the approval", required: false },
  reject: { label: "Reject", noteLabel: "Why it is rejected", required: true },
  cancel: { label: "Cancel the purchase order", noteLabel: "Why it is canceled", required: false },
  comment: { label: "Add the comment", noteLabel: "Comment", required: true },
};

function actionForm(po: PurchaseOrder, a: PoAction, errors: Record<string, string>, value: string) {
  const f = ACTION_FORM[a];
  const id = `po-${a}-note`;
  const err = errors[`${a}.note`];
  return html`<form action="${PO_PATH}/${po.id}/${a}" method="post" class="narrow" data-po-action="${a}"><div class="field"><label for="${id}">${f.noteLabel}${
    f.required ? "" : html` <span class="hint">(optional)</span>`
  }</label><textarea id="${id}" name="note" rows="2" maxlength="${NOTE_MAX}"${f.required ? " required" : ""}${err ? html` aria-invalid="true" aria-describedby="${id}-error"` : ""}>${value}</textarea>${
    err ? html`<p class="field-error" id="${id}-error">${err}</p>` : ""
  }</div><p><button${a === "reject" || a === "cancel" ? html` class="secondary"` : ""}>${f.label}<span class="sr-only"> ${po.number}</span></button></p></form>`;
}

export async function purchaseOrderPage(i: PageInput, id: string, n: Notes & { action?: PoAction; note?: string } = {}, status = 200): Promise<PageResult> {
  const c = await companyOr(i, `${PO_PATH}/${id}`);
  if (isPage(c)) return c;
  // who the caller is: the order a purchase order placed is the buyer's, linked for the buyer only
  const [r, me] = await Promise.all([call(i, "GET", `${PO_API}/${id}`), call(i, "GET", "/api/rest/v2/customers/me")]);
  if (r.status !== 200) {
    const missing = r.status === 404 || r.status === 403;
    return poFrame(
      i,
      c,
      missing ? "Purchase order not found" : "Purchase order",
      html`<p${missing ? "" : html` class="notice err" role="alert"`}>${missing ? "There is no such purchase order." : "This purchase order cannot be shown just now. Please try again."}</p><p><a href="${PO_PATH}">Back to the purchase orders</a></p>`,
      missing ? 404 : 502,
    );
  }
  const po = r.data as PurchaseOrder;
  const myEmail = me.status === 200 ? (me.data as { email?: string } | null)?.email : undefined;
  const mine = !!myEmail && !!po.buyer?.email && myEmail.toLowerCase() === po.buyer.email.toLowerCase();
  const actions = ACTIONS.filter((a) => (po.availableActions ?? []).includes(a));
  const errors = n.errors ?? {};
  const ship = addressOf(po.addresses?.shipping);
  const bill = addressOf(po.addresses?.billing);
  return poFrame(
    i,
    c,
    `Purchase order ${po.number}`,
    html`${notes(n)}<dl class="facts" data-po>
<dt>Status</dt><dd data-po-status="${po.status}"><strong>${statusText(po.status)}</strong></dd>
${po.createdAt ? html`<dt>Created</dt><dd>${date(po.createdAt)}</dd>` : ""}
${po.buyer ? html`<dt>Buyer</dt><dd>${po.buyer.name ?? ""}${po.buyer.email ? html` (${po.buyer.email})` : ""}</dd>` : ""}
<dt>Payment</dt><dd>${po.paymentMethodTitle ?? METHOD_TITLE[po.paymentMethod ?? ""] ?? po.paymentMethod ?? ""}</dd>
${po.poNumber ? html`<dt>PO number</dt><dd data-po-number>${po.poNumber}</dd>` : ""}
${po.invoiceEmail ? html`<dt>Invoices to</dt><dd data-invoice-email>${po.invoiceEmail}</dd>` : ""}
${po.shippingMethod ? html`<dt>Shipping method</dt><dd>${po.shippingMethod}</dd>` : ""}
${ship ? html`<dt>Shipping to</dt><dd>${ship}</dd>` : ""}
${bill && bill !== ship ? html`<dt>Billing address</dt><dd>${bill}</dd>` : ""}
${
  po.orderIncrementId
    ? html`<dt>Order</dt><dd data-po-order>${
        mine
          ? html`<a href="/account/orders/${po.orderIncrementId}">${po.orderIncrementId}</a>`
          : html`${po.orderIncrementId} <span class="hint">(in the buyer's account)</span>`
      }</dd>`
    : ""
}
${po.status === "order_failed" && po.failureReason ? html`<dt>Why the order failed</dt><dd data-po-failure>${po.failureReason}</dd>` : ""}
${po.status === "rejected" && po.failureReason ? html`<dt>Why it was rejected</dt><dd>${po.failureReason}</dd>` : ""}
</dl>
<table><caption class="sr-only">Items</caption><thead><tr><th scope="col">Product</th><th scope="col" class="num">Price</th><th scope="col" class="num">Qty</th><th scope="col" class="num">Total</th></tr></thead>
<tbody>${(po.items ?? []).map(
      (it) =>
        html`<tr><td><span class="line-name">${it.name}</span><ul class="line-opts"><li>SKU ${it.sku}</li></ul></td><td class="num">${amount(i, it.price, po.currency)}</td><td class="num">${it.qty}</td><td class="num">${amount(i, it.rowTotal, po.currency)}</td></tr>`,
    )}</tbody></table>
<dl aria-label="Purchase order totals"><dt>Subtotal</dt><dd>${amount(i, po.subtotal, po.currency)}</dd><dt>Shipping</dt><dd>${amount(i, po.shipping, po.currency)}</dd><dt class="grand">Total</dt><dd class="grand" data-grand-total>${amount(i, po.grandTotal, po.currency)}</dd></dl>
${flow(po.approvalFlow ?? [])}
${
  actions.length
    ? html`<section aria-labelledby="po-actions-h" data-po-actions><h2 id="po-actions-h">Your action</h2>${actions.map((a) =>
        actionForm(po, a, errors, n.action === a ? (n.note ?? "") : ""),
      )}</section>`
    : ""
}
${history(po.events ?? [])}
<p><a href="${PO_PATH}">Back to the purchase orders</a></p>`,
    status,
    [{ label: "My account", href: "/account" }, { label: "Purchase orders", href: PO_PATH }, { label: po.number }],
  );
}

const DONE: Record<PoAction, string> = {
  approve: "Your approval is recorded.",
  reject: "The purchase order is rejected.",
  cancel: "The purchase order is canceled.",
  comment: "Your comment is added.",
};

/** POST /account/purchase-orders/{id}/{approve|reject|cancel|comment}: the backend acts, then the purchase order again */
export async function purchaseOrderAction(i: PageInput, id: string, action: string, form: URLSearchParams): Promise<PageResult> {
  if (!i.token) return loginFirst(`${PO_PATH}/${id}`);
  const a = ACTIONS.find((x) => x === action);
  if (!a) return purchaseOrderPage(i, id, { alert: "Unknown action." }, 404);
  const note = (form.get("note") ?? "").trim();
  if (note.length > NOTE_MAX) return purchaseOrderPage(i, id, { action: a, note, errors: { [`${a}.note`]: `At most ${NOTE_MAX} characters.` } }, 422);
  if (ACTION_FORM[a].required && !note)
    return purchaseOrderPage(
      i,
      id,
      { action: a, errors: { [`${a}.note`]: a === "reject" ? "Say why it is rejected." : "Write the comment." }, alert: "Please correct the marked field." },
      422,
    );
  const r = await call(i, "POST", `${PO_API}/${id}/${a === "comment" ? "comments" : a}`, note ? { note } : {});
  if (r.status >= 400) {
    const n = refused(r, "This could not be done.");
    return purchaseOrderPage(i, id, { action: a, note, alert: n.alert ?? "This could not be done." }, refusedWith(r.status));
  }
  const po = r.data as Partial<PurchaseOrder> | null;
  const placed = a === "approve" && po?.status === "order_placed" && po.orderIncrementId ? ` Order ${po.orderIncrementId} is placed.` : "";
  const failed = a === "approve" && po?.status === "order_failed" ? ` The order could not be placed: ${po.failureReason ?? "see the history"}.` : "";
  return purchaseOrderPage(i, id, failed ? { alert: `${DONE[a]}${failed}` } : { message: `${DONE[a]}${placed}` });
}

/**
 * the checkout's answer when the order is held (202 `{purchaseOrder}`): the purchase order awaits approval, with a
 * link to it; another module's hold (`{[kind]: detail}`) is said in its own words
 */
export function heldPage(i: PageInput, answer: unknown): PageResult {
  const body = (answer ?? {}) as Record<string, unknown>;
  const po = body.purchaseOrder as Partial<PurchaseOrder> | undefined;
  if (po && typeof po.id === "number") {
    const number = po.number ?? `#${po.id}`;
    const next = po.approvalFlow?.find((s) => s.status === "pending");
    return {
      status: 200,
      live: true,
      title: "Awaiting approval",
      crumbs: [{ label: "Purchase order" }],
      body: html`<h1>Purchase order ${number} is awaiting approval</h1><div class="notice ok" role="status" data-held-po="${number}"><p>Your order needs approval before it is placed: it is purchase order <strong>${number}</strong>, not an order yet. You will get an email when it is decided.</p>${
        next ? html`<p>Waiting for: ${stepWho(next)}.</p>` : ""
      }</div>
<p>Total: <strong>${amount(i, po.grandTotal, po.currency)}</strong>${po.poNumber ? html` · PO number ${po.poNumber}` : ""}</p>
<p><a class="button" href="${PO_PATH}/${po.id}">See purchase order ${number}</a> <a href="/">Continue shopping</a></p>`,
    };
  }
  const [kind, detail] = Object.entries(body)[0] ?? ["order", null];
  const message = (detail as { message?: unknown } | null)?.message;
  return {
    status: 200,
    live: true,
    title: "Your order is on hold",
    crumbs: [{ label: "Order on hold" }],
    body: html`<h1>Your order is on hold</h1><p class="notice ok" role="status">${typeof message === "string" ? message : `It is held for review (${kind}) and is not placed yet.`}</p><p><a href="/account">My account</a> · <a href="/">Continue shopping</a></p>`,
  };
}
