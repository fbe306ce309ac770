/**
 * My Lists (requisition lists, issue 32): the customer's lists and the ones their company shares with them
 * (`/account/lists`), one list with its items at the caller's current prices and availability (`/account/lists/<id>`:
 * quantities, add all or selected to the cart, share, rename, CSV export), and "Add to list" from a product, the
 * cart and an order (a small page to choose the list, or name a new one). Plain form posts that work without
 * JavaScript; the backend decides who sees and edits what (another's list, or a guessed id, is its 404).
 */
import type { Context } from "hono";
import { html } from "hono/html";
import type { AppEnv } from "./env.ts";
import { frame, loginFirst } from "./account-pages.ts";
import { type AddAnswer, type BackendProblem, cartHeader, LIST_ID, type ListItem, LISTS_API, LISTS_PATH, myLists, oneList, problemText } from "./buyer-api.ts";
import { backendFetch } from "./backend.ts";
import { call, m, rememberCart } from "./cart-pages.ts";
import { holds, loadCompany, type MyCompany } from "./company-api.ts";
import { field, type Notes, notes } from "./forms.ts";
import { localMedia } from "./layout.ts";
import { cartItemFromForm } from "./product-options.ts";
import { statusCell } from "./quick-order-pages.ts";
import type { PageInput, PageResult } from "./pages.ts";

/** a page's outcome, with the cart's new quantity when items went into it (the header's count) */
export interface ListOutcome {
  page: PageResult;
  itemsQty?: number;
}

const crumbs = (title?: string) =>
  title
    ? [{ label: "My account", href: "/account" }, { label: "My lists", href: LISTS_PATH }, { label: title }]
    : [{ label: "My account", href: "/account" }, { label: "My lists" }];

const refusedStatus = (status: number) => (status === 404 ? 404 : status === 403 ? 403 : status === 429 ? 429 : status >= 500 ? 502 : 422);

/** the module switched off, or the backend down: said in the page, never an empty list */
function unavailable(i: PageInput, status: number, company?: MyCompany | null): PageResult {
  return frame(
    i,
    LISTS_PATH,
    "My lists",
    html`<p class="notice err" role="alert">${status === 404 ? "Lists are not available in this store." : "Your lists cannot be shown just now. Please try again."}</p>`,
    status === 404 ? 404 : 502,
    { crumbs: crumbs(), company, current: LISTS_PATH },
  );
}

// ---- the lists

export async function listsPage(i: PageInput, n: Notes = {}, status = 200, form: URLSearchParams | null = null): Promise<PageResult> {
  if (!i.token) return loginFirst(LISTS_PATH);
  const [r, company] = await Promise.all([myLists(i), loadCompany(i)]);
  if (r.status !== 200) return unavailable(i, r.status, company.company);
  const errors = n.errors ?? {};
  const lists = r.data;
  return frame(
    i,
    LISTS_PATH,
    "My lists",
    html`${notes(n)}${
      lists.length
        ? html`<table data-lists><caption class="sr-only">Your lists</caption><thead><tr><th scope="col">List</th><th scope="col" class="num">Items</th><th scope="col">Owner</th><th scope="col">Shared</th><th scope="col">Updated</th></tr></thead>
<tbody>${lists.map(
            (l) =>
              html`<tr><td><a href="${LISTS_PATH}/${l.id}">${l.name}</a>${l.description ? html`<br><span class="hint">${l.description}</span>` : ""}</td><td class="num">${String(l.itemsCount ?? l.items?.length ?? 0)}</td><td>${l.owner?.isMe === false ? l.owner.name : "You"}</td><td>${l.shared ? "With your company" : "No"}</td><td>${(l.updatedAt ?? "").slice(0, 10)}</td></tr>`,
          )}</tbody></table>`
        : html`<div class="empty"><p>You have no lists yet. Keep the products you order again and again in a list, and add them all to the cart in one go.</p></div>`
    }
<section aria-labelledby="new-list-h"><h2 id="new-list-h">New list</h2><form action="${LISTS_PATH}" method="post" class="narrow" novalidate>
${field({ name: "name", label: "Name", autocomplete: "off", required: true, value: form?.get("name") ?? "", prefix: "list" }, errors)}
${field({ name: "description", label: "Description", autocomplete: "off", value: form?.get("description") ?? "", prefix: "list" }, errors)}
<p><button>Create the list</button></p></form></section>
<p><a href="/quick-order">Quick order</a> · <a href="/cart">Your cart</a></p>`,
    status,
    { crumbs: crumbs(), company: company.company, current: LISTS_PATH },
  );
}

const nameErrors = (p: BackendProblem | null) => {
  const e = p?.errors?.find((x) => x.field === "name" || x.field === "description");
  return e?.message ? { [e.field!]: e.message } : undefined;
};

export async function createList(i: PageInput, form: URLSearchParams): Promise<PageResult> {
  if (!i.token) return loginFirst(LISTS_PATH);
  const name = (form.get("name") ?? "").trim();
  if (!name) return listsPage(i, { errors: { name: "Enter a name for the list." }, alert: "Please correct the marked fields." }, 422, form);
  const r = await call(i, "POST", LISTS_API, { name, description: (form.get("description") ?? "").trim() || undefined });
  if (r.status >= 400) {
    const p = r.data as BackendProblem | null;
    const errors = nameErrors(p);
    return listsPage(
      i,
      { errors, alert: errors ? "Please correct the marked fields." : problemText(p, "The list could not be created.") },
      refusedStatus(r.status),
      form,
    );
  }
  const id = (r.data as { id?: number } | null)?.id;
  return { status: 303, redirect: id ? `${LISTS_PATH}/${id}` : LISTS_PATH };
}

// ---- one list

function optionsText(o: ListItem["options"]): string {
  if (!o || typeof o !== "object") return "";
  const n = Object.values(o).filter((v) => v != null && v !== "" && !(typeof v === "object" && !Object.keys(v as object).length)).length;
  return n ? "With the options chosen" : "";
}

export async function listPage(i: PageInput, id: string, n: Notes & { details?: string[]; cartLink?: boolean } = {}, status = 200): Promise<PageResult> {
  if (!i.token) return loginFirst(`${LISTS_PATH}/${id}`);
  const [r, co] = await Promise.all([oneList(i, id), loadCompany(i)]);
  const company = co.company;
  if (r.status === 404)
    return frame(i, LISTS_PATH, "List not found", html`<p>There is no such list.</p><p><a href="${LISTS_PATH}">Back to my lists</a></p>`, 404, {
      crumbs: crumbs("List not found"),
      company,
      current: LISTS_PATH,
    });
  if (r.status !== 200) return unavailable(i, r.status, company);
  const l = r.data;
  const cfg = i.config;
  const edit = l.canEdit !== false;
  const mine = l.owner?.isMe !== false;
  const share = mine && edit && !!company && holds(company, "lists.manage");
  const items = l.items ?? [];
  const errors = n.errors ?? {};
  const path = `${LISTS_PATH}/${l.id}`;
  const total = items.reduce((s, it) => s + Math.round(Number(it.rowTotal ?? 0) * 100), 0) / 100;
  return frame(
    i,
    LISTS_PATH,
    l.name,
    html`${n.alert ? html`<div class="notice err" role="alert"><p>${n.alert}</p>${n.details?.length ? html`<ul data-not-added>${n.details.map((d) => html`<li>${d}</li>`)}</ul>` : ""}</div>` : ""}${
      n.message
        ? html`<div class="notice ok" role="status"><p>${n.message}</p>${n.cartLink ? html`<p><a href="/cart">View your cart</a> · <a href="/checkout">Go to checkout</a></p>` : ""}</div>`
        : ""
    }
<dl class="facts" data-list-facts>${l.description ? html`<dt>Description</dt><dd>${l.description}</dd>` : ""}
<dt>Owner</dt><dd>${mine ? "You" : (l.owner?.name ?? "")}</dd>
<dt>Shared</dt><dd data-list-shared>${l.shared ? "With your company" : "No"}</dd>
<dt>Items</dt><dd>${String(items.length)}</dd></dl>
${
  items.length
    ? html`<form action="${path}" method="post" data-list-items>
<table><caption class="sr-only">Items of ${l.name}</caption>
<thead><tr><th scope="col"><span class="sr-only">Select</span></th><th scope="col">Product</th><th scope="col" class="num">Price</th><th scope="col" class="num">Quantity</th><th scope="col" class="num">Total</th><th scope="col">Status</th></tr></thead>
<tbody>${items.map((it) => {
        const name = it.product?.name ?? it.sku;
        const img = localMedia(it.product?.imageUrl);
        return html`<tr data-list-item="${it.id}">
<td><input type="checkbox" name="itemId" value="${it.id}" id="sel-${it.id}" aria-label="Select ${name}"></td>
<td><div style="display:flex;gap:.75rem">${img ? html`<img class="line-thumb" src="${img}" alt="" width="56" height="56">` : ""}<div>${it.product?.urlKey ? html`<a class="line-name" href="/p/${it.product.urlKey}">${name}</a>` : html`<span class="line-name">${name}</span>`}<ul class="line-opts"><li>SKU ${it.sku}</li>${optionsText(it.options) ? html`<li>${optionsText(it.options)}</li>` : ""}</ul>${
          edit ? html`<button class="link" name="remove" value="${it.id}" formnovalidate>Remove<span class="sr-only"> ${name}</span></button>` : ""
        }</div></div></td>
<td class="num" data-item-price>${it.price != null ? m(cfg, it.price) : "—"}</td>
<td class="num">${
          edit
            ? html`<label class="sr-only" for="lq-${it.id}">Quantity of ${name}</label><input id="lq-${it.id}" name="qty[${it.id}]" type="number" min="1" max="10000" step="1" inputmode="numeric" value="${String(it.qty)}"${errors[`qty-${it.id}`] ? html` aria-invalid="true" aria-describedby="lq-${it.id}-error"` : ""}>${errors[`qty-${it.id}`] ? html`<p class="field-error" id="lq-${it.id}-error">${errors[`qty-${it.id}`]}</p>` : ""}`
            : String(it.qty)
        }</td>
<td class="num" data-row-total>${it.rowTotal != null ? m(cfg, it.rowTotal) : "—"}</td>
${statusCell(cfg, it, `ls-${it.id}`)}</tr>`;
      })}</tbody>
<tfoot><tr><th scope="row" colspan="4">Total at your current prices</th><td class="num" data-list-total>${m(cfg, total)}</td><td></td></tr></tfoot></table>
<p class="actions">${edit ? html`<button class="secondary" name="step" value="update">Update quantities</button> ` : ""}<button class="secondary" name="step" value="add-selected">Add selected to cart</button> <button name="step" value="add-all" data-list-add-all>Add all to cart</button></p>
</form>`
    : html`<div class="empty"><p>This list has no items yet.</p></div>`
}
${
  edit
    ? html`<section aria-labelledby="add-item-h"><h2 id="add-item-h">Add a product</h2><form action="${path}/items" method="post" class="narrow" novalidate><div class="grid2">
${field({ name: "sku", label: "SKU", autocomplete: "off", required: true, prefix: "li" }, errors)}
${field({ name: "qty", label: "Quantity", type: "number", autocomplete: "off", value: "1", prefix: "li" }, errors)}
</div><p><button class="secondary">Add to the list</button></p></form></section>`
    : ""
}
${
  share
    ? html`<section aria-labelledby="share-h"><h2 id="share-h">Sharing</h2><form action="${path}" method="post"><input type="hidden" name="shared" value="${l.shared ? "0" : "1"}"><p>${l.shared ? "Your company's members can see this list." : "Only you can see this list."} <button class="secondary" name="step" value="share">${l.shared ? "Stop sharing" : "Share with my company"}</button></p></form></section>`
    : ""
}
${
  edit
    ? html`<section aria-labelledby="rename-h"><h2 id="rename-h">Name and description</h2><form action="${path}" method="post" class="narrow" novalidate>
${field({ name: "name", label: "Name", autocomplete: "off", required: true, value: l.name, prefix: "lr" }, errors)}
${field({ name: "description", label: "Description", autocomplete: "off", value: l.description ?? "", prefix: "lr" }, errors)}
<p><button class="secondary" name="step" value="rename">Save</button></p></form></section>`
    : ""
}
<p class="actions"><a href="${path}/export" download>Export as CSV<span class="sr-only"> (${l.name})</span></a> · <a href="${LISTS_PATH}">All my lists</a></p>
${mine && edit ? html`<form action="${path}/delete" method="post"><button class="link">Delete this list</button></form>` : ""}`,
    status,
    { crumbs: crumbs(l.name), company, current: LISTS_PATH },
  );
}

/** the lines a list's add-to-cart did not add, with why */
const notAdded = (a: AddAnswer) =>
  (a.lines ?? []).filter((x) => !x.added).map((x) => `${x.product?.name ?? x.sku} (${x.sku}): ${x.reason?.message ?? x.message ?? "not added"}`);

/** POST /account/lists/<id>: rename, share, quantities, remove one item, add all or selected items to the cart */
export async function postList(c: Context<AppEnv>, i: PageInput, id: string, form: URLSearchParams): Promise<ListOutcome> {
  if (!i.token) return { page: loginFirst(`${LISTS_PATH}/${id}`) };
  const api = `${LISTS_API}/${id}`;
  const remove = form.get("remove");
  const step = form.get("step") ?? "";
  if (remove) {
    if (!LIST_ID.test(remove)) return { page: await listPage(i, id, { alert: "Choose an item to remove." }, 422) };
    const r = await call(i, "DELETE", `${api}/items/${remove}`);
    if (r.status >= 400)
      return { page: await listPage(i, id, { alert: problemText(r.data as BackendProblem, "The item could not be removed.") }, refusedStatus(r.status)) };
    return { page: await listPage(i, id, { message: "The item is removed." }) };
  }
  if (step === "rename") {
    const name = (form.get("name") ?? "").trim();
    if (!name) return { page: await listPage(i, id, { errors: { name: "Enter a name for the list." }, alert: "Please correct the marked fields." }, 422) };
    const r = await call(i, "PATCH", api, { name, description: (form.get("description") ?? "").trim() });
    if (r.status >= 400)
      return { page: await listPage(i, id, { alert: problemText(r.data as BackendProblem, "The list could not be saved.") }, refusedStatus(r.status)) };
    return { page: await listPage(i, id, { message: "The list is saved." }) };
  }
  if (step === "share") {
    const shared = form.get("shared") === "1";
    const r = await call(i, "PATCH", api, { shared });
    if (r.status >= 400)
      return { page: await listPage(i, id, { alert: problemText(r.data as BackendProblem, "The sharing could not be changed.") }, refusedStatus(r.status)) };
    return { page: await listPage(i, id, { message: shared ? "The list is shared with your company." : "The list is no longer shared." }) };
  }
  if (step === "update") {
    const errors: Record<string, string> = {};
    for (const [k, v] of form) {
      const item = /^qty\[(\d{1,12})\]$/.exec(k)?.[1];
      if (!item) continue;
      const qty = Number(v);
      if (!Number.isInteger(qty) || qty < 1 || qty > 10_000) {
        errors[`qty-${item}`] = "Enter a whole number from 1 to 10000.";
        continue;
      }
      const r = await call(i, "PATCH", `${api}/items/${item}`, { qty });
      if (r.status >= 400) errors[`qty-${item}`] = problemText(r.data as BackendProblem, "This quantity could not be saved.");
    }
    if (Object.keys(errors).length) return { page: await listPage(i, id, { errors, alert: "Some quantities were not saved." }, 422) };
    return { page: await listPage(i, id, { message: "The quantities are saved." }) };
  }
  if (step === "add-all" || step === "add-selected") {
    const itemIds = form
      .getAll("itemId")
      .filter((v) => LIST_ID.test(v))
      .map(Number);
    if (step === "add-selected" && !itemIds.length) return { page: await listPage(i, id, { alert: "Select the items to add to your cart." }, 422) };
    const r = await call(i, "POST", `${api}/add-to-cart`, step === "add-selected" ? { itemIds } : {}, cartHeader(c));
    const a = r.data as (AddAnswer & BackendProblem) | null;
    if (r.status >= 400 || !a || !Array.isArray(a.lines))
      return { page: await listPage(i, id, { alert: problemText(a, "The list could not be added to your cart.") }, refusedStatus(r.status || 502)) };
    rememberCart(c, a.cart?.maskedId ?? a.maskedId);
    const added = a.lines.filter((x) => x.added).length;
    const details = notAdded(a);
    const page = await listPage(
      i,
      id,
      {
        message: added ? `${added} ${added === 1 ? "item was" : "items were"} added to your cart.` : undefined,
        alert: details.length ? (added ? "These were not added:" : "Nothing was added to your cart:") : undefined,
        details,
        cartLink: added > 0,
      },
      added ? 200 : 422,
    );
    return { page, itemsQty: typeof a.cart?.itemsQty === "number" ? a.cart.itemsQty : undefined };
  }
  return { page: await listPage(i, id) };
}

/** POST /account/lists/<id>/items: one SKU and quantity into the list */
export async function addListItem(i: PageInput, id: string, form: URLSearchParams): Promise<PageResult> {
  if (!i.token) return loginFirst(`${LISTS_PATH}/${id}`);
  const sku = (form.get("sku") ?? "").trim();
  const qty = Number(form.get("qty") || "1");
  const errors: Record<string, string> = {};
  if (!sku || sku.length > 64) errors.sku = "Enter a SKU.";
  if (!Number.isInteger(qty) || qty < 1 || qty > 10_000) errors.qty = "Enter a whole number from 1 to 10000.";
  if (Object.keys(errors).length) return listPage(i, id, { errors, alert: "Please correct the marked fields." }, 422);
  const r = await call(i, "POST", `${LISTS_API}/${id}/items`, { items: [{ sku, qty }] });
  if (r.status >= 400)
    return listPage(i, id, { alert: problemText(r.data as BackendProblem, "The product could not be added to the list.") }, refusedStatus(r.status));
  return listPage(i, id, { message: `${sku} is added to the list.` });
}

export async function deleteList(i: PageInput, id: string): Promise<PageResult> {
  if (!i.token) return loginFirst(LISTS_PATH);
  const r = await call(i, "DELETE", `${LISTS_API}/${id}`);
  if (r.status >= 400) return listPage(i, id, { alert: problemText(r.data as BackendProblem, "The list could not be deleted.") }, refusedStatus(r.status));
  return listsPage(i, { message: "The list is deleted." });
}

/** GET /account/lists/<id>/export: the backend's CSV with the buyer's session, never cached */
export async function exportList(i: PageInput, id: string): Promise<Response> {
  const headers = new Headers({ "cache-control": "private, no-store", "x-edge-cache": "BYPASS", vary: "Cookie" });
  if (!i.token) {
    headers.set("location", `/account/login?next=${encodeURIComponent(`${LISTS_PATH}/${id}`)}`);
    return new Response(null, { status: 303, headers });
  }
  const res = await backendFetch(i.env, `${LISTS_API}/${id}/export`, { store: i.store, bearer: i.token, headers: { accept: "text/csv" } });
  if (!res.ok) {
    await res.body?.cancel();
    headers.set("content-type", "text/plain; charset=utf-8");
    return new Response(res.status === 404 ? "Not found" : "This list cannot be exported just now.", { status: res.status === 404 ? 404 : 502, headers });
  }
  headers.set("content-type", "text/csv; charset=utf-8");
  headers.set("content-disposition", `attachment; filename="list-${id}.csv"`);
  return new Response(res.body, { status: 200, headers });
}

// ---- "Add to list" from a product, the cart and an order

type Source = "add" | "from-cart" | "from-order";
const SOURCE_TITLE: Record<Source, string> = { add: "Add to a list", "from-cart": "Save your cart as a list", "from-order": "Add the order to a list" };

/** the product form's line as a list keeps it: SKU, quantity and the options as the cart takes them */
export function listLineFromForm(form: URLSearchParams): { sku: string; qty: number; options?: Record<string, unknown> } {
  const b = cartItemFromForm(form) as Record<string, unknown> & { sku: string; qty: number; options?: Record<string, unknown> };
  const o: Record<string, unknown> = { ...(b.options ?? {}) };
  if (b.bundleOption) o.bundleSelections = b.bundleOption;
  if (b.links) o.links = b.links;
  for (const k of ["giftcardAmount", "giftcardSenderName", "giftcardSenderEmail", "giftcardRecipientName", "giftcardRecipientEmail", "giftcardMessage"])
    if (b[k] !== undefined) o[k] = b[k];
  const carried = form.get("options");
  if (!Object.keys(o).length && carried && carried.length <= 8192) {
    try {
      const parsed = JSON.parse(carried) as unknown;
      if (parsed && typeof parsed === "object" && !Array.isArray(parsed)) Object.assign(o, parsed);
    } catch {
      // a tampered field: the line goes without options, and the backend judges it
    }
  }
  const qty = Number.isInteger(b.qty) && b.qty > 0 && b.qty <= 10_000 ? b.qty : 1;
  return { sku: b.sku.trim(), qty, options: Object.keys(o).length ? o : undefined };
}

/** the page that asks which list (or a new one's name), carrying what is to be added */
async function chooseList(i: PageInput, source: Source, carry: Record<string, string>, n: Notes = {}, status = 200, name = ""): Promise<PageResult> {
  const r = await myLists(i);
  if (r.status !== 200) return unavailable(i, r.status);
  const lists = r.data.filter((l) => l.canEdit !== false);
  const errors = n.errors ?? {};
  const action = `${LISTS_PATH}/${source}`;
  const title = SOURCE_TITLE[source];
  return frame(
    i,
    LISTS_PATH,
    title,
    html`${notes(n)}${carry.sku ? html`<p>Product: <strong>${carry.sku}</strong>, quantity ${carry.qty ?? "1"}.</p>` : ""}${carry.orderId ? html`<p>Order <strong>${carry.orderId}</strong>.</p>` : ""}
<form action="${action}" method="post" class="narrow" novalidate data-choose-list>
${Object.entries(carry).map(([k, v]) => html`<input type="hidden" name="${k}" value="${v}">`)}
<fieldset><legend>Which list?</legend>
${lists.map((l, k) => html`<label class="choice"><input type="radio" name="listId" value="${l.id}"${k === 0 ? " checked" : ""}> ${l.name}${l.owner?.isMe === false ? html` <span class="hint">(shared by ${l.owner.name})</span>` : ""}</label>`)}
<label class="choice"><input type="radio" name="listId" value="new"${lists.length ? "" : " checked"}> A new list</label>
${field({ name: "name", label: "Name of the new list", autocomplete: "off", value: name, prefix: "cl" }, errors)}
</fieldset>
<p><button>${source === "add" ? "Add to the list" : "Save to the list"}</button> <a href="${LISTS_PATH}">Cancel</a></p>
</form>`,
    status,
    { crumbs: crumbs(title), current: LISTS_PATH },
  );
}

const defaultName = (source: Source, carry: Record<string, string>) =>
  source === "from-order" ? `Order ${carry.orderId ?? ""}`.trim() : source === "from-cart" ? "My cart" : "";

/**
 * POST /account/lists/add | from-cart | from-order: without a chosen list, the page that asks for one; with one (or a
 * new list's name), the backend adds to it, and the answer is the list
 */
export async function toList(c: Context<AppEnv>, i: PageInput, source: Source, form: URLSearchParams): Promise<PageResult> {
  const back = source === "from-cart" ? "/cart" : source === "from-order" ? `/account/orders/${form.get("orderId") ?? ""}` : LISTS_PATH;
  if (!i.token) return loginFirst(/^\/[\w/-]*$/.test(back) ? back : LISTS_PATH);
  const carry: Record<string, string> = {};
  if (source === "add") {
    const line = listLineFromForm(form);
    if (!line.sku || line.sku.length > 64) return listsPage(i, { alert: "Choose a product to add." }, 422);
    carry.sku = line.sku;
    carry.qty = String(line.qty);
    if (line.options) carry.options = JSON.stringify(line.options);
  } else if (source === "from-order") {
    const orderId = (form.get("orderId") ?? "").trim();
    if (!/^[A-Za-z0-9-]{1,32}$/.test(orderId)) return listsPage(i, { alert: "Choose an order." }, 422);
    carry.orderId = orderId;
  }
  const listId = form.get("listId");
  const name = (form.get("name") ?? "").trim();
  if (!listId || (listId !== "new" && !LIST_ID.test(listId))) return chooseList(i, source, carry, {}, 200, defaultName(source, carry));
  if (listId === "new" && !name)
    return chooseList(i, source, carry, { errors: { name: "Enter a name for the new list." }, alert: "Please correct the marked fields." }, 422);
  const target = listId === "new" ? null : Number(listId);
  let r: { status: number; data: unknown };
  if (source === "add") {
    let id = target;
    if (id === null) {
      const made = await call(i, "POST", LISTS_API, { name });
      if (made.status >= 400)
        return chooseList(
          i,
          source,
          carry,
          { alert: problemText(made.data as BackendProblem, "The list could not be created.") },
          refusedStatus(made.status),
          name,
        );
      id = (made.data as { id: number }).id;
    }
    const item: Record<string, unknown> = { sku: carry.sku, qty: Number(carry.qty) };
    if (carry.options) item.options = JSON.parse(carry.options);
    r = await call(i, "POST", `${LISTS_API}/${id}/items`, { items: [item] });
    if (r.status < 400) return { status: 303, redirect: `${LISTS_PATH}/${id}` };
  } else {
    const body: Record<string, unknown> = source === "from-order" ? { orderId: carry.orderId } : {};
    if (name) body.name = name;
    if (target !== null) body.listId = target;
    r = await call(i, "POST", `${LISTS_API}/${source}`, body, source === "from-cart" ? cartHeader(c) : {});
    const id = (r.data as { id?: number } | null)?.id ?? target;
    if (r.status < 400) return { status: 303, redirect: id ? `${LISTS_PATH}/${id}` : LISTS_PATH };
  }
  return chooseList(i, source, carry, { alert: problemText(r.data as BackendProblem, "This could not be saved to the list.") }, refusedStatus(r.status), name);
}
