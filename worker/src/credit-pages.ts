/**
 * The company's credit (`/account/credit`, members with `credit.view`, the company admin always): the limit, what the
 * company owes, what is available, the payment terms and a credit hold; the ledger's history; and the open invoices
 * of on-account orders with their due dates, status and PDF. Read live with the member's token, never kept.
 */
import { html } from "hono/html";
import { frame } from "./account-pages.ts";
import { call } from "./cart-pages.ts";
import { companyOr, isPage, refused } from "./company-pages.ts";
import { listOf } from "./company-api.ts";
import { money } from "./layout.ts";
import type { PageInput, PageResult } from "./pages.ts";
import { type CompanyCreditAnswer, CREDIT_API, CREDIT_PATH, type CreditInvoice, INVOICES_API, TERMS_LABEL } from "./purchasing-api.ts";

const KIND_LABEL: Record<string, string> = {
  allocation: "Credit limit set",
  update: "Credit changed",
  purchase: "Order on account",
  reimbursement: "Payment received",
  refund: "Refund",
  revert: "Order canceled",
};
const INVOICE_STATUS: Record<string, string> = { open: "Open", paid: "Paid", overdue: "Overdue" };
const date = (iso: string | null | undefined) => (iso ?? "").slice(0, 10);
const ORDER_NUMBER = /^\d{1,32}$/;
const HISTORY_PAGE = 20;
const SETTING: Record<string, string> = {
  limit: "limit",
  creditLimit: "limit",
  terms: "terms",
  allowExceed: "may exceed the limit",
  onHold: "on hold",
  holdReason: "hold reason",
  payOnAccount: "Pay on Account",
  purchaseOrder: "Purchase Order",
};

/** a ledger row's note: the settings an allocation or update changed (JSON) in words, else the note as written */
function noteText(note: string | null | undefined): string {
  if (!note) return "";
  try {
    const v = JSON.parse(note) as unknown;
    if (v && typeof v === "object" && !Array.isArray(v))
      return Object.entries(v as Record<string, unknown>)
        .map(([k, x]) => `${SETTING[k] ?? k}: ${typeof x === "boolean" ? (x ? "yes" : "no") : typeof x === "object" ? JSON.stringify(x) : String(x)}`)
        .join(", ");
  } catch {
    // not JSON: the note as written
  }
  return note;
}

/**
 * an invoice's PDF through the worker's proxy of the customer's own PDF (order number and invoice id): the backend
 * gives a PDF link only for the caller's own orders (a colleague's invoice is listed without one)
 */
function pdfLink(v: CreditInvoice): string | null {
  const id = v.invoiceId ?? v.id;
  return v.pdfUrl && v.orderIncrementId && ORDER_NUMBER.test(v.orderIncrementId) && Number.isInteger(id)
    ? `/account/orders/${v.orderIncrementId}/invoices/${id}.pdf`
    : null;
}

export async function creditPage(i: PageInput): Promise<PageResult> {
  const c = await companyOr(i, CREDIT_PATH);
  if (isPage(c)) return c;
  const all = i.url.searchParams.get("invoices") === "all";
  const page = Math.min(Math.max(Number(i.url.searchParams.get("page")) || 1, 1), 10_000);
  const [credit, invoices] = await Promise.all([
    call(i, "GET", `${CREDIT_API}?page=${page}&pageSize=${HISTORY_PAGE}`),
    call(i, "GET", `${INVOICES_API}?status=${all ? "all" : "unpaid"}`),
  ]);
  const opts = { company: c, current: CREDIT_PATH, crumbs: [{ label: "My account", href: "/account" }, { label: "Company credit" }] };
  if (credit.status !== 200) {
    const missing = credit.status === 404;
    const denied = credit.status === 403;
    return frame(
      i,
      CREDIT_PATH,
      "Company credit",
      html`<p${missing || denied ? "" : html` class="notice err" role="alert"`}>${
        missing
          ? "Your company has no credit account."
          : denied
            ? (refused(credit, "Your role does not let you see the company's credit.").alert ?? "")
            : "The company's credit cannot be shown just now. Please try again."
      }</p>`,
      missing ? 404 : denied ? 403 : 502,
      opts,
    );
  }
  const cr = credit.data as CompanyCreditAnswer;
  const cur = cr.currency || i.config.baseCurrencyCode;
  const m = (v: string | number | null | undefined) => money(v ?? 0, cur, i.config.locale);
  const history = cr.history ?? [];
  const pages = Math.max(1, Math.ceil(Number(cr.historyTotal ?? history.length) / HISTORY_PAGE));
  const link = (n: number) => `${CREDIT_PATH}?${new URLSearchParams({ ...(all ? { invoices: "all" } : {}), page: String(n) })}`;
  const list = invoices.status === 200 ? listOf<CreditInvoice>(invoices.data) : [];
  return frame(
    i,
    CREDIT_PATH,
    "Company credit",
    html`${cr.onHold ? html`<p class="notice err" role="note" data-credit-hold>Your company's credit is on hold: Pay on Account is paused.${cr.holdReason ? html` ${cr.holdReason}` : ""}</p>` : ""}
<dl class="facts" data-credit>
<dt>Credit limit</dt><dd data-credit-limit>${m(cr.limit)}</dd>
<dt>Balance owed</dt><dd data-credit-balance>${m(cr.balance)}</dd>
<dt>Available</dt><dd data-credit-available>${m(cr.available)}</dd>
${cr.terms ? html`<dt>Payment terms</dt><dd data-credit-terms>${cr.termsLabel || TERMS_LABEL[cr.terms] || cr.terms}</dd>` : ""}
<dt>Credit hold</dt><dd>${cr.onHold ? "On hold" : "No"}</dd>
</dl>
<section aria-labelledby="credit-invoices-h" data-credit-invoices><h2 id="credit-invoices-h">${all ? "Invoices" : "Open invoices"}</h2>
<p>${all ? html`<a href="${CREDIT_PATH}">Show the open invoices only</a>` : html`<a href="${CREDIT_PATH}?invoices=all">Show the paid invoices too</a>`}</p>
${invoices.status !== 200 ? html`<p class="notice err" role="alert">${refused(invoices, "The invoices cannot be shown.").alert}</p>` : ""}
${
  list.length
    ? html`<table><caption class="sr-only">The company's invoices on account</caption><thead><tr><th scope="col">Invoice</th><th scope="col">Order</th><th scope="col">Due</th><th scope="col">Status</th><th scope="col" class="num">Amount</th><th scope="col" class="num">Still due</th></tr></thead><tbody>${list.map(
        (v) => {
          const pdf = pdfLink(v);
          const label = v.incrementId ?? `#${v.invoiceId ?? v.id ?? ""}`;
          return html`<tr data-invoice-status="${v.status}"><td>${pdf ? html`<a href="${pdf}">${label}<span class="sr-only"> (PDF)</span></a>` : label}</td><td>${v.orderIncrementId ?? ""}</td><td>${date(v.dueAt ?? v.dueDate)}</td><td>${INVOICE_STATUS[v.status] ?? v.status}</td><td class="num">${m(v.amount)}</td><td class="num">${v.due != null ? m(v.due) : ""}</td></tr>`;
        },
      )}</tbody></table>`
    : invoices.status === 200
      ? html`<div class="empty"><p>${all ? "No invoices on account." : "No open invoices."}</p></div>`
      : ""
}</section>
<section aria-labelledby="credit-history-h" data-credit-history><h2 id="credit-history-h">History</h2>
${
  history.length
    ? html`<table><caption class="sr-only">Every change of the company's credit, newest first</caption><thead><tr><th scope="col">Date</th><th scope="col">What</th><th scope="col">Reference</th><th scope="col" class="num">Amount</th><th scope="col" class="num">Balance after</th></tr></thead><tbody>${history.map(
        (e) =>
          html`<tr data-ledger-kind="${e.kind}"><td>${date(e.createdAt)}</td><td>${KIND_LABEL[e.kind] ?? e.kind}${noteText(e.note) ? html`<br><span class="hint">${noteText(e.note)}</span>` : ""}</td><td>${e.reference ?? e.orderIncrementId ?? ""}</td><td class="num">${m(e.amount)}</td><td class="num">${e.balanceAfter != null ? m(e.balanceAfter) : ""}</td></tr>`,
      )}</tbody></table>`
    : html`<div class="empty"><p>No credit history yet.</p></div>`
}${
  pages > 1
    ? html`<nav class="pager" aria-label="History pages"><ul>${page > 1 ? html`<li><a href="${link(page - 1)}" rel="prev">Newer</a></li>` : ""}<li><span aria-current="page">Page ${page} of ${pages}</span></li>${
        page < pages ? html`<li><a href="${link(page + 1)}" rel="next">Older</a></li>` : ""
      }</ul></nav>`
    : ""
}</section>`,
    200,
    opts,
  );
}
