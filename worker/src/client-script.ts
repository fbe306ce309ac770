/** The storefront's small client script (served under its content hash, see assets.ts). Text goes in with textContent, never innerHTML; the only markup it moves is the storefront's own pages, parsed with DOMParser. */
import { QUICK_ORDER_SCRIPT } from "./quick-order-script.ts";

export const CLIENT_SCRIPT = `(() => {
  const $ = (s, r = document) => r.querySelector(s);
  const $$ = (s, r = document) => Array.from(r.querySelectorAll(s));
  const el = (tag, text) => { const e = document.createElement(tag); if (text != null) e.textContent = text; return e; };
  const say = (form, text) => { const s = form.querySelector("[role=status],[role=alert]"); if (s) s.textContent = text; };
  /* inline messages: the browser's own checks, then the backend's problem details per field */
  const clearErrors = (form) => { for (const p of $$(".field-error[data-js]", form)) p.remove(); for (const i of $$("[aria-invalid]", form)) i.removeAttribute("aria-invalid"); };
  const fieldError = (input, text) => {
    input.setAttribute("aria-invalid", "true");
    const p = el("p", text); p.className = "field-error"; p.dataset.js = "1"; p.id = (input.id || input.name) + "-err";
    input.setAttribute("aria-describedby", p.id);
    const group = input.type === "radio" && input.closest("fieldset"); if (group) group.append(p); else input.after(p);
  };
  const validate = (form) => {
    clearErrors(form); let first = null; const seen = new Set();
    for (const i of $$("input,select,textarea", form)) if (i.willValidate && !i.checkValidity() && !seen.has(i.name)) { if (i.type === "radio") seen.add(i.name); fieldError(i, i.validationMessage); first = first || i; }
    if (first) first.focus();
    return !first;
  };
  const showProblem = (form, err) => {
    clearErrors(form); let shown = false;
    for (const e of (err.problem && err.problem.errors) || []) {
      const name = String(e.field || "").split(".").pop(); const i = name && form.elements[name];
      if (i && i.nodeType === 1) { fieldError(i, e.message); shown = true; }
    }
    say(form, shown ? "Please correct the marked fields." : err.message);
  };
  /* the header's cart count: rendered for this visitor, else (pages shared through the edge cache) the cart_qty cookie */
  const qtyBox = $("[data-cart-qty]");
  const showQty = (v) => {
    if (!qtyBox) return;
    const n = Number(v) > 0 ? Number(v) : 0;
    qtyBox.hidden = !n; $("[data-cart-count]", qtyBox).textContent = n ? String(n) : ""; $("[data-cart-unit]", qtyBox).textContent = n === 1 ? " item" : " items";
  };
  if (qtyBox && !qtyBox.hasAttribute("data-cart-known")) { const q = /(?:^|;\\s*)cart_qty=([0-9.]+)/.exec(document.cookie); if (q) showQty(q[1]); }
  const add = $("[data-add-to-cart]");
  if (add) add.addEventListener("submit", async (e) => {
    /* "Add to list" posts the same form elsewhere (formaction): a page of its own */
    if (e.submitter && e.submitter.hasAttribute("formaction")) return;
    e.preventDefault();
    if (!validate(add)) return;
    const btn = add.querySelector("button"); btn.disabled = true;
    try {
      const r = await fetch(add.getAttribute("action"), { method: "POST", headers: { accept: "application/json" }, body: new URLSearchParams(new FormData(add)), credentials: "same-origin" });
      const data = await r.json().catch(() => ({}));
      if (!r.ok) { const er = new Error(data.detail || "Could not add to the cart"); er.problem = data; throw er; }
      if (data.itemsQty != null) showQty(data.itemsQty);
      const s = add.querySelector("[role=status]"); s.replaceChildren("Added to your cart. ");
      const a = el("a", "View cart"); a.href = "/cart"; s.append(a);
    } catch (err) { showProblem(add, err); }
    finally { btn.disabled = false; }
  });
  /* configurable: the chosen variant's price and image */
  const variantsData = $("#variants");
  if (variantsData && add) {
    const variants = JSON.parse(variantsData.textContent || "[]");
    const priceEl = $("[data-price]"); const img = $("#main-image");
    const attrs = new Set($$("[data-attr]", add).map((s) => s.dataset.attr));
    /* per-company pricing: the chosen variant's quantity rule bounds the quantity (and is said), "Your price" where it is the buyer's own */
    const qty = $("#qty", add); const ruleBox = $("[data-variant-rule]", add); const yours = $("[data-your-price]");
    const plain = qty && { min: qty.min, max: qty.max, step: qty.getAttribute("step") };
    const bound = (r) => {
      if (!qty || !ruleBox) return;
      qty.min = r ? String(r.min) : plain.min; qty.max = r ? String(r.max) : plain.max;
      const step = r ? r.step : plain.step; if (step) qty.step = String(step); else qty.removeAttribute("step");
      if (r && !qty.checkValidity()) qty.value = String(r.min);
      ruleBox.textContent = r ? r.t : ""; ruleBox.hidden = !r;
      if (r) qty.setAttribute("aria-describedby", ruleBox.id); else qty.removeAttribute("aria-describedby");
    };
    const update = () => {
      const chosen = {}; for (const s of $$("select[data-attr],input[data-attr]:checked", add)) if (s.value) chosen[s.dataset.attr] = Number(s.value);
      const v = variants.find((x) => Object.entries(chosen).every(([k, val]) => x.a[k] === val) && Object.keys(chosen).length === attrs.size);
      if (!v) return;
      if (priceEl && v.t) priceEl.replaceChildren(el("span", v.t));
      if (img && v.i) img.src = v.i;
      bound(v.r || null);
      if (yours && "y" in v) yours.hidden = !v.y;
    };
    for (const s of $$("[data-attr]", add)) s.addEventListener("change", update);
  }
  for (const a of $$("[data-gallery]")) a.addEventListener("click", (e) => { const img = $("#main-image"); if (!img) return; e.preventDefault(); img.src = a.getAttribute("href"); });
  /* forms that post to the storefront's own pages: sent in the background, the answer's main content swapped in */
  const main = $("main");
  const enhance = (root) => {
    for (const form of $$("form[data-enhance]", root)) form.addEventListener("submit", async (e) => {
      e.preventDefault();
      if (form.hasAttribute("data-validate") && !validate(form)) return;
      const body = new URLSearchParams(new FormData(form));
      const by = e.submitter; if (by && by.name) body.set(by.name, by.value);
      for (const b of $$("button", form)) b.disabled = true;
      try {
        const r = await fetch(form.getAttribute("action"), { method: "POST", body, credentials: "same-origin", headers: { accept: "text/html" } });
        const to = new URL(r.url);
        if (r.redirected && to.pathname !== location.pathname) { location.href = r.url; return; }
        const doc = new DOMParser().parseFromString(await r.text(), "text/html");
        const next = doc.querySelector("main");
        if (!next) { location.href = r.url; return; }
        main.replaceChildren(...Array.from(next.childNodes).map((n) => document.adoptNode(n)));
        const count = doc.querySelector("header [data-cart-count]"); if (count) showQty(count.textContent);
        document.title = doc.title;
        wire(main);
        const note = main.querySelector("[role=alert],[role=status],[aria-invalid=true]"); if (note) { note.setAttribute("tabindex", "-1"); note.focus(); }
      } catch { form.submit(); }
    });
  };
  let timer = 0;
  const wire = (root) => {
    enhance(root);
    for (const i of $$("[data-autosubmit]", root)) {
      const form = i.form || i.closest("form");
      if (form && form.hasAttribute("data-autosubmit")) { for (const s of $$("select", form)) s.addEventListener("change", () => form.requestSubmit()); continue; }
      i.addEventListener("change", () => { clearTimeout(timer); timer = setTimeout(() => form.requestSubmit(form.querySelector("button[name=update]") || undefined), 400); });
    }
    const co = $("[data-checkout]", root);
    if (co) {
      /* every change that moves the total re-reads the page from the backend; place-order is disabled until it is back */
      const refresh = () => co.requestSubmit(co.querySelector("[data-refresh-button]"));
      const country = co.querySelector("[data-country]"); const region = co.querySelector("[data-region]");
      /* the regions listed are the chosen country's (server-rendered): another country's are dropped at once */
      if (country) country.addEventListener("change", () => {
        if (region && region.dataset.forCountry !== country.value) { region.replaceChildren(el("option", "—")); region.firstChild.value = ""; region.disabled = true; }
        refresh();
      });
      for (const r of $$("input[data-reprice]", co)) r.addEventListener("change", refresh);
      const po = co.querySelector("input[name=poNumber]"); const poLabel = co.querySelector("[data-po-label]");
      const payment = () => {
        if (!po) return;
        const r = co.querySelector("input[name=paymentMethod]:checked"); const on = !!r && r.value === "purchaseorder";
        const offered = !!co.querySelector("input[name=paymentMethod][value=purchaseorder]");
        po.required = on; if (poLabel) poLabel.textContent = on ? "(required)" : offered ? "(required for Purchase Order)" : "(optional)";
      };
      for (const r of $$("input[name=paymentMethod]", co)) r.addEventListener("change", payment);
      payment();
      const fresh = co.querySelector("[data-new-address]");
      const picked = () => { const r = co.querySelector("input[name=addressId]:checked"); if (fresh) fresh.hidden = !!r && r.value !== "new"; };
      for (const r of $$("input[name=addressId]", co)) r.addEventListener("change", () => { picked(); if (r.value !== "new") refresh(); });
      picked();
    }
  };
  wire(document);
  if (document.body.dataset.loggedIn !== "1" && navigator.sendBeacon) {
    try { navigator.sendBeacon("/freshness", new Blob([JSON.stringify({ urls: [location.pathname] })], { type: "application/json" })); } catch {}
  }
})();
${QUICK_ORDER_SCRIPT}`;
