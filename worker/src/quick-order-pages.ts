/**
 * Quick Order (`/quick-order`): rows of SKU and quantity, a paste box and a CSV upload, checked by the backend
 * (`/api/rest/v2/b2b/quick-order/resolve`) and added to the cart in one go (`.../add`). A plain form post without
 * JavaScript: the answer is the page again with each line's status beside its row. With the script the rows get
 * SKU suggestions and their status as the buyer types (quick-order-script.ts); the form and its answers stay the same.
 */
import type { Context } from "hono";
import { html } from "hono/html";
import type { AppEnv } from "./env.ts";
import {
  addLines,
  type AddAnswer,
  type BackendProblem,
  type LineResult,
  problemText,
  QUICK_ORDER_PATH,
  resolveLines,
  ruleWords,
  STATUS_LABEL,
} from "./buyer-api.ts";
import { m, rememberCart } from "./cart-pages.ts";
import type { StoreConfig } from "./layout.ts";
import type { PageInput, PageResult } from "./pages.ts";
import { combine, keptInput, type QuickOrderInput } from "./quick-order-input.ts";

/** the rows a blank form offers, and the blank ones added below the lines of an answer */
const BLANK_ROWS = 5;
const EXTRA_ROWS = 3;

/** a call to action's link: this storefront's own paths, or a web address (never a script URL) */
export function safeHref(href: string | null | undefined): string | null {
  if (!href) return null;
  if (href.startsWith("/") && !href.startsWith("//")) return href;
  return /^https?:\/\//i.test(href) ? href : null;
}

interface Shown {
  input: QuickOrderInput;
  /** each row's line from the backend (by row index) */
  lines?: (LineResult | undefined)[];
  added?: LineResult[];
  alert?: string;
  errors?: string[];
  message?: string;
  cartLink?: boolean;
}

/** a line's status beside its row: the label, the backend's message, and what helps (rule, stock, variants, action) */
export function statusCell(cfg: StoreConfig, l: LineResult | undefined, id: string) {
  if (!l) return html`<td class="qo-status" id="${id}" data-qo-status></td>`;
  const message = l.reason?.message ?? l.message ?? "";
  const cta = l.cta && safeHref(l.cta.href);
  return html`<td class="qo-status" id="${id}" data-qo-status data-status="${l.status}"><strong class="qo-badge">${STATUS_LABEL[l.status] ?? l.status}</strong>${
    message ? html` <span>${message}</span>` : ""
  }${l.status === "quantity_rule" && ruleWords(l.rule) ? html` <span class="hint">${ruleWords(l.rule)}.</span>` : ""}${
    l.status === "out_of_stock" && l.available != null ? html` <span class="hint">Available: ${String(l.available)}.</span>` : ""
  }${
    l.status === "needs_options" && l.variants?.length
      ? html` <span class="hint">Choose one: ${l.variants
          .filter((v) => v.inStock !== false)
          .slice(0, 20)
          .map((v, n) => html`${n ? ", " : ""}<span data-variant-sku>${v.sku}</span>${v.price != null ? html` (${m(cfg, v.price)})` : ""}`)}</span>`
      : ""
  }${cta ? html` <a href="${cta}">${l.cta!.label}</a>` : ""}</td>`;
}

function productCell(cfg: StoreConfig, l: LineResult | undefined) {
  const p = l?.product;
  if (!p) return html`<td data-qo-product></td>`;
  const name = p.urlKey ? html`<a href="/p/${p.urlKey}">${p.name}</a>` : html`${p.name}`;
  return html`<td data-qo-product>${name}${p.price != null ? html`<br><span class="price" data-qo-price>${m(cfg, p.price)}</span>` : ""}</td>`;
}

function summaryText(lines: (LineResult | undefined)[]): string {
  const shown = lines.filter((l): l is LineResult => !!l);
  if (!shown.length) return "";
  const counts = new Map<string, number>();
  for (const l of shown) counts.set(l.status, (counts.get(l.status) ?? 0) + 1);
  const parts = [...counts].map(([s, n]) => `${n} ${(STATUS_LABEL[s as LineResult["status"]] ?? s).toLowerCase()}`);
  return `${shown.length} ${shown.length === 1 ? "line" : "lines"}: ${parts.join(", ")}.`;
}

export function quickOrderPage(i: PageInput, s: Shown = { input: { rows: [], paste: "", file: "", fileName: "", step: "" } }, status = 200): PageResult {
  const cfg = i.config;
  const rows = s.input.rows.filter((r) => r.sku || r.qty);
  const total = Math.max(BLANK_ROWS, rows.length + EXTRA_ROWS);
  const all = [...rows, ...Array.from({ length: total - rows.length }, () => ({ sku: "", qty: "" }))];
  const lines = s.lines ?? [];
  const summary = summaryText(lines);
  return {
    status,
    live: true,
    title: "Quick order",
    crumbs: [{ label: "Quick order" }],
    body: html`<h1>Quick order</h1>
<p>Order by SKU: type them with their quantities, paste a column from your spreadsheet, or upload a CSV file (<code>sku,qty</code>). Up to 500 lines.</p>
${s.alert ? html`<div class="notice err" role="alert"><p>${s.alert}</p>${s.errors?.length ? html`<ul data-qo-errors>${s.errors.map((e) => html`<li>${e}</li>`)}</ul>` : ""}</div>` : ""}
${s.message ? html`<div class="notice ok" role="status"><p>${s.message}</p>${s.cartLink ? html`<p><a href="/cart">View your cart</a> · <a href="/checkout">Go to checkout</a></p>` : ""}${s.added?.length ? html`<ul data-qo-added>${s.added.map((l) => html`<li>${l.addedQty ?? l.qty} × ${l.product?.name ?? l.sku} (${l.sku})</li>`)}</ul>` : ""}</div>` : ""}
<form action="${QUICK_ORDER_PATH}" method="post" enctype="multipart/form-data" class="quick-order" data-quick-order novalidate>
<datalist id="qo-suggest"></datalist>
<table class="qo-rows"><caption class="sr-only">Order lines</caption>
<thead><tr><th scope="col">SKU</th><th scope="col">Quantity</th><th scope="col">Product</th><th scope="col">Status</th></tr></thead>
<tbody data-qo-rows>${all.map((r, n) => {
      const l = lines[n];
      const id = n + 1;
      return html`<tr data-qo-row>
<td><label class="sr-only" for="qo-sku-${id}">SKU, line ${id}</label><input id="qo-sku-${id}" name="sku" value="${r.sku}" autocomplete="off" maxlength="64" list="qo-suggest" data-qo-sku aria-describedby="qo-st-${id}"${l && l.status !== "ok" ? html` aria-invalid="true"` : ""}></td>
<td><label class="sr-only" for="qo-qty-${id}">Quantity, line ${id}</label><input id="qo-qty-${id}" name="qty" type="number" min="1" max="10000" step="1" inputmode="numeric" value="${r.qty}" data-qo-qty aria-describedby="qo-st-${id}"></td>
${productCell(cfg, l)}${statusCell(cfg, l, `qo-st-${id}`)}</tr>`;
    })}</tbody></table>
<p><button type="submit" class="secondary" name="step" value="more" formnovalidate data-qo-more>More rows</button></p>
<div class="grid2">
<div class="field"><label for="qo-paste">Paste lines</label><textarea id="qo-paste" name="paste" rows="6" aria-describedby="qo-paste-hint" data-qo-paste>${s.input.paste}</textarea><span class="hint" id="qo-paste-hint">One product a line: SKU and quantity, separated by a comma, semicolon or tab (as copied from a spreadsheet).</span></div>
<div class="field"><label for="qo-csv">CSV file</label><input id="qo-csv" name="csv" type="file" accept=".csv,.txt,text/csv,text/plain" aria-describedby="qo-csv-hint" data-qo-file><span class="hint" id="qo-csv-hint">Columns sku and qty, with or without a header line.</span></div>
</div>
<p class="qo-summary" role="status" aria-live="polite" data-qo-summary>${summary}</p>
<p class="actions"><button type="submit" class="secondary" name="step" value="check" data-qo-check>Check the lines</button> <button type="submit" name="step" value="add" data-qo-add>Add all to cart</button></p>
</form>`,
  };
}

/** the rows of an answer: one per line the backend judged (merged lines are one row) */
const rowsOf = (lines: LineResult[]) => lines.map((l) => ({ sku: l.sku, qty: String(l.qty) }));

/** a refusal of the whole input (422 invalid, 413 too many lines, the module off): the form again with it said */
function refused(i: PageInput, input: QuickOrderInput, r: { status: number; data: BackendProblem | null }, origins: { label: string }[]): PageResult {
  const p = r.data ?? {};
  const kept = keptInput(input);
  if (r.status === 413 || p.code === "too_many_lines")
    return quickOrderPage(i, { input: kept, alert: `A quick order takes at most ${p.limit ?? 500} lines at a time. Split the list and try again.` }, 413);
  if (r.status === 404) return quickOrderPage(i, { input: kept, alert: "Quick order is not available in this store." }, 404);
  if (r.status === 422) {
    const errors = (p.errors ?? []).map((e) => {
      const n = /^csv\.line\.(\d+)/.exec(e.field ?? "");
      const where = n ? origins[Number(n[1]) - 1]?.label : undefined;
      // the backend numbers the lines of the CSV sent; the buyer's own place for it is said instead
      const message = (e.message ?? "This line cannot be read.").replace(/^line \d+: /, "");
      return `${where ? `${where}: ` : ""}${message}`;
    });
    return quickOrderPage(
      i,
      { input: kept, alert: errors.length ? "Some lines cannot be read. Correct them and check again:" : problemText(p, "The lines cannot be read."), errors },
      422,
    );
  }
  if (r.status === 429) return quickOrderPage(i, { input: kept, alert: "Too many checks just now. Please wait a moment and try again." }, 429);
  return quickOrderPage(i, { input: kept, alert: problemText(p, "The lines cannot be checked just now. Please try again.") }, r.status >= 500 ? 502 : r.status);
}

/**
 * POST /quick-order: `step` check (resolve), add (every ready line into the cart, in one transaction), more (rows);
 * the answer's items quantity (add) goes to the header's count
 */
export async function postQuickOrder(c: Context<AppEnv>, i: PageInput, input: QuickOrderInput): Promise<{ page: PageResult; itemsQty?: number }> {
  const { csv, origins } = combine(input);
  if (input.step === "more" || !csv) {
    const kept = {
      ...keptInput(input),
      rows: [...input.rows.filter((r) => r.sku || r.qty), ...Array.from({ length: BLANK_ROWS }, () => ({ sku: "", qty: "" }))],
    };
    return {
      page: quickOrderPage(
        i,
        { input: kept, alert: csv || input.step === "more" ? undefined : "Enter at least one SKU." },
        csv || input.step === "more" ? 200 : 422,
      ),
    };
  }
  if (input.step !== "add") {
    const r = await resolveLines(i, { csv });
    if (r.status !== 200 || !Array.isArray(r.data?.lines)) return { page: refused(i, input, r, origins) };
    const lines = r.data.lines;
    return { page: quickOrderPage(i, { input: { ...input, rows: rowsOf(lines), paste: "", file: "" }, lines }) };
  }
  const r = await addLines(c, i, { csv });
  if (r.status !== 200 || !Array.isArray(r.data?.lines)) return { page: refused(i, input, r, origins) };
  const a = r.data as AddAnswer;
  rememberCart(c, a.cart?.maskedId ?? a.maskedId);
  const added = a.lines.filter((l) => l.added);
  const left = a.lines.filter((l) => !l.added);
  const n = added.length;
  const page = quickOrderPage(
    i,
    {
      input: { ...input, rows: rowsOf(left), paste: "", file: "" },
      lines: left,
      added,
      message: n
        ? `${n} ${n === 1 ? "line was" : "lines were"} added to your cart.${left.length ? ` ${left.length} ${left.length === 1 ? "line was" : "lines were"} not: see below.` : ""}`
        : undefined,
      alert: n ? undefined : "Nothing was added to your cart: see each line's status below.",
      cartLink: n > 0,
    },
    n ? 200 : 422,
  );
  return { page, itemsQty: typeof a.cart?.itemsQty === "number" ? a.cart.itemsQty : undefined };
}
