/**
 * An order's documents on the shopper's order page (its invoices with a link to their PDF, its shipments with the
 * carriers' tracking links, the comments the merchant made visible), the invoice PDF proxied with the shopper's
 * session, and Reorder: a form post that adds the order's lines to the cart and shows the cart with what was not added.
 */
import type { Context } from "hono";
import { html } from "hono/html";
import type { AppEnv } from "./env.ts";
import { backendFetch } from "./backend.ts";
import { call, cartPage, explained, type MahoCart, m, rememberCart } from "./cart-pages.ts";
import type { StoreConfig } from "./layout.ts";
import { errorPage, type PageInput, type PageResult } from "./pages.ts";
import { loginFirst } from "./account-pages.ts";

export interface OrderInvoice {
  id: number;
  incrementId: string;
  createdAt: string;
  state: string;
  grandTotal: number;
  pdfUrl: string | null;
}
export interface OrderShipment {
  incrementId: string;
  createdAt: string;
  items: { sku: string; name: string; qty: number }[];
  tracks: { carrier: string; title: string; number: string; url: string | null }[];
}
export interface OrderDocuments {
  incrementId: string;
  invoices?: OrderInvoice[];
  shipments?: OrderShipment[];
  comments?: { comment: string; createdAt: string }[];
}

const ORDER_NUMBER = /^\d{1,32}$/;
const INVOICE_FILE = /^(\d{1,12})\.pdf$/;
const date = (iso: string) => iso.slice(0, 10);
/** only the carriers' own https pages are linked (the backend builds them; anything else shows as text) */
const safeLink = (url: string | null) => (url && /^https:\/\/[^\s"'<>]+$/.test(url) ? url : null);

/** the invoices, shipments and visible comments; `asAccount`: the invoices link to their PDF through the worker */
export function orderDocuments(cfg: StoreConfig, o: OrderDocuments, asAccount: boolean) {
  const invoices = o.invoices ?? [];
  const shipments = o.shipments ?? [];
  const comments = o.comments ?? [];
  return html`${
    invoices.length
      ? html`<section aria-labelledby="invoices-h" data-invoices><h2 id="invoices-h">Invoices</h2><table><thead><tr><th scope="col">Invoice</th><th scope="col">Date</th><th scope="col">State</th><th scope="col" class="num">Total</th></tr></thead><tbody>${invoices.map(
          (v) =>
            html`<tr><td>${
              asAccount && v.pdfUrl
                ? html`<a href="/account/orders/${o.incrementId}/invoices/${v.id}.pdf">${v.incrementId}<span class="sr-only"> (PDF)</span></a>`
                : v.incrementId
            }</td><td>${date(v.createdAt)}</td><td>${v.state === "paid" ? "Paid" : "Open"}</td><td class="num">${m(cfg, v.grandTotal)}</td></tr>`,
        )}</tbody></table></section>`
      : ""
  }${
    shipments.length
      ? html`<section aria-labelledby="shipments-h" data-shipments><h2 id="shipments-h">Shipments</h2>${shipments.map(
          (s) => html`<article class="shipment"><h3>${s.incrementId} <small>${date(s.createdAt)}</small></h3>
<ul class="line-opts">${s.items.map((it) => html`<li>${it.qty} × ${it.name} (SKU ${it.sku})</li>`)}</ul>
${
  s.tracks.length
    ? html`<ul class="tracks">${s.tracks.map((t) => {
        const url = safeLink(t.url);
        return html`<li>${t.title || t.carrier}: ${url ? html`<a href="${url}" rel="noopener noreferrer" target="_blank" data-track>${t.number}</a>` : t.number}</li>`;
      })}</ul>`
    : ""
}</article>`,
        )}</section>`
      : ""
  }${
    comments.length
      ? html`<section aria-labelledby="comments-h" data-comments><h2 id="comments-h">Messages about your order</h2><ul>${comments.map(
          (c) => html`<li><time datetime="${c.createdAt}">${date(c.createdAt)}</time> ${c.comment}</li>`,
        )}</ul></section>`
      : ""
  }${
    asAccount
      ? html`<div class="actions"><form action="/account/orders/${o.incrementId}/reorder" method="post" data-reorder><button class="secondary">Reorder<span class="sr-only"> the items of order ${o.incrementId}</span></button></form><form action="/account/lists/from-order" method="post" data-order-to-list><input type="hidden" name="orderId" value="${o.incrementId}"><button class="secondary">Add order to list<span class="sr-only"> (order ${o.incrementId})</span></button></form></div>`
      : ""
  }`;
}

/**
 * GET /account/orders/{incrementId}/invoices/{invoiceId}.pdf: the backend's customer PDF with the shopper's session,
 * streamed; its status, type and disposition pass through; never cached (private, no-store, and not under the edge cache)
 */
export async function invoicePdf(c: Context<AppEnv>, i: PageInput, incrementId: string, file: string): Promise<Response> {
  const id = INVOICE_FILE.exec(file)?.[1];
  const headers = new Headers({ "cache-control": "private, no-store", "x-edge-cache": "BYPASS", vary: "Cookie" });
  if (!ORDER_NUMBER.test(incrementId) || !id) return new Response("Not found", { status: 404, headers });
  const toLogin = () => {
    headers.set("location", `/account/login?next=${encodeURIComponent(c.req.path)}`);
    return new Response(null, { status: 303, headers });
  };
  if (!i.token) return toLogin();
  const res = await backendFetch(c.env, `/api/rest/v2/customers/me/orders/${incrementId}/invoices/${id}/pdf`, {
    store: i.store,
    bearer: i.token,
    headers: { accept: "application/pdf, application/problem+json;q=0.9, application/json;q=0.8" },
  });
  // the session ended since the cookie was set: log in again, then come back
  if (res.status === 401) {
    await res.body?.cancel();
    return toLogin();
  }
  for (const h of ["content-type", "content-disposition"]) {
    const v = res.headers.get(h);
    if (v) headers.set(h, v);
  }
  return new Response(res.body, { status: res.status, headers });
}

interface ReorderLine {
  sku: string;
  name: string;
  qty: number;
  added: boolean;
  qtyAdded: number;
  reason: { code: string; message: string } | null;
}

/** POST /account/orders/{incrementId}/reorder: the order's lines into the cart, then the cart with what was not added */
export async function reorder(c: Context<AppEnv>, i: PageInput, incrementId: string): Promise<{ page: PageResult; cart: MahoCart | null }> {
  if (!ORDER_NUMBER.test(incrementId)) return { page: errorPage(404, "Order not found", "There is no such order.", "/account"), cart: null };
  const r = await call(i, "POST", `/api/rest/v2/customers/me/orders/${incrementId}/reorder`, {});
  if (r.status === 404) return { page: errorPage(404, "Order not found", "There is no such order.", "/account"), cart: null };
  // the session ended meanwhile: log in again, back to the order
  if (r.status === 401) return { page: loginFirst(`/account/orders/${incrementId}`), cart: null };
  if (r.status !== 200)
    return {
      page: errorPage(502, "Reorder failed", "The order could not be added to your cart. Try again later.", `/account/orders/${incrementId}`),
      cart: null,
    };
  const { cart: ours, lines } = r.data as { cart: { maskedId: string }; lines: ReorderLine[] };
  rememberCart(c, ours.maskedId);
  const read = await call(i, "GET", `/api/rest/v2/guest-carts/${encodeURIComponent(ours.maskedId)}`);
  const cart = await explained(i, read.status === 200 ? (read.data as MahoCart) : null);
  const short = lines.filter((l) => !l.added || l.reason);
  const added = lines.filter((l) => l.added).length;
  const message = added ? `The items of order ${incrementId} are in your cart at today's prices.` : undefined;
  const alert = short.length
    ? `${short.length === lines.length ? "None" : "Some"} of the items of order ${incrementId} could not be added as ordered:`
    : undefined;
  const page = cartPage(i, cart, { message, alert, details: short.map((l) => `${l.name} (SKU ${l.sku}): ${l.reason?.message ?? "not added"}`) });
  return { page, cart };
}
