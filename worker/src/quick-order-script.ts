/**
 * Quick Order with the script on: SKU suggestions in the rows' shared datalist, each row's status as the buyer types
 * (the backend's resolve, debounced, the latest answer only), more rows without a round trip, and a pasted text or a
 * chosen CSV file checked at once (the form's own post). Text goes in with textContent, never innerHTML; without the
 * script the form posts and the page answers the same statuses.
 */
export const QUICK_ORDER_SCRIPT = String.raw`(() => {
  const form = document.querySelector("[data-quick-order]");
  if (!form) return;
  const $$ = (s, r) => Array.from((r || form).querySelectorAll(s));
  const el = (tag, text, cls) => { const e = document.createElement(tag); if (text != null) e.textContent = text; if (cls) e.className = cls; return e; };
  const cfg = (() => { try { return JSON.parse(document.getElementById("store-config").textContent || "{}"); } catch { return {}; } })();
  const fmt = (v) => { try { return new Intl.NumberFormat(String(cfg.locale || "en_US").replace("_", "-"), { style: "currency", currency: cfg.currency || "USD" }).format(v); } catch { return String(v); } };
  const key = (s) => String(s).replace(/[\s\u00a0]+/g, "").replace(/[A-Z]/g, (c) => c.toLowerCase());
  const LABEL = { ok: "Ready", not_found: "Not found", price_hidden: "Price on request", purchase_blocked: "Cannot be ordered", out_of_stock: "Out of stock", quantity_rule: "Quantity rule", needs_options: "Choose options", invalid: "Check this line" };
  const summary = form.querySelector("[data-qo-summary]");
  const body = form.querySelector("[data-qo-rows]");
  const rows = () => $$("[data-qo-row]");
  const safe = (h) => (typeof h === "string" && ((h[0] === "/" && h[1] !== "/") || /^https?:\/\//i.test(h)) ? h : null);
  const rule = (r) => { if (!r) return ""; const p = []; if (r.qtyIncrement > 1) p.push("sold in multiples of " + r.qtyIncrement); if (r.minQty > 1) p.push("at least " + r.minQty); if (r.maxQty) p.push("at most " + r.maxQty); const s = p.join(", "); return s ? s[0].toUpperCase() + s.slice(1) + "." : ""; };
  const show = (row, l) => {
    const st = row.querySelector("[data-qo-status]"); const pc = row.querySelector("[data-qo-product]"); const sku = row.querySelector("[data-qo-sku]");
    st.replaceChildren(); pc.replaceChildren();
    if (!l) { st.removeAttribute("data-status"); sku.removeAttribute("aria-invalid"); return; }
    st.dataset.status = l.status;
    if (l.status === "ok") sku.removeAttribute("aria-invalid"); else sku.setAttribute("aria-invalid", "true");
    st.append(el("strong", LABEL[l.status] || l.status, "qo-badge"));
    const msg = (l.reason && l.reason.message) || l.message; if (msg) st.append(" ", el("span", msg));
    if (l.status === "quantity_rule" && rule(l.rule)) st.append(" ", el("span", rule(l.rule), "hint"));
    if (l.status === "out_of_stock" && l.available != null) st.append(" ", el("span", "Available: " + l.available + ".", "hint"));
    if (l.status === "needs_options" && l.variants && l.variants.length) st.append(" ", el("span", "Choose one: " + l.variants.filter((v) => v.inStock !== false).slice(0, 20).map((v) => v.sku).join(", "), "hint"));
    if (l.cta && safe(l.cta.href)) { const a = el("a", l.cta.label); a.href = safe(l.cta.href); st.append(" ", a); }
    const p = l.product;
    if (p) {
      if (p.urlKey) { const a = el("a", p.name); a.href = "/p/" + encodeURIComponent(p.urlKey); pc.append(a); } else pc.append(p.name);
      if (p.price != null) { pc.append(el("br")); pc.append(el("span", fmt(p.price), "price")); }
    }
  };
  let seq = 0; let timer = 0;
  const check = async () => {
    const lines = []; const at = [];
    for (const r of rows()) {
      const s = r.querySelector("[data-qo-sku]").value.trim(); const q = r.querySelector("[data-qo-qty]").value.trim();
      if (!s) { show(r, null); continue; }
      lines.push({ sku: s, qty: q === "" ? 1 : /^\d+$/.test(q) ? Number(q) : q }); at.push(r);
    }
    const my = ++seq;
    if (!lines.length) { summary.textContent = ""; return; }
    let res; let data = {};
    try {
      res = await fetch("/api/quick-order/resolve", { method: "POST", credentials: "same-origin", headers: { "content-type": "application/json", accept: "application/json" }, body: JSON.stringify({ lines }) });
      data = await res.json().catch(() => ({}));
    } catch { return; }
    if (my !== seq) return;
    if (res.status === 422) {
      for (const r of at) show(r, null);
      for (const e of data.errors || []) { const m = /^lines\.(\d+)\./.exec(e.field || ""); const r = m && at[Number(m[1])]; if (r) show(r, { status: "invalid", message: String(e.message || "").replace(/^line \d+: /, "") }); }
      summary.textContent = "Some lines cannot be read: see their status.";
      return;
    }
    if (!res.ok || !Array.isArray(data.lines)) { summary.textContent = data.detail || data.message || "The lines cannot be checked just now."; return; }
    const byKey = new Map(); for (const l of data.lines) byKey.set(key(l.sku), l);
    const counts = {};
    at.forEach((r, n) => { const l = byKey.get(key(lines[n].sku)); show(r, l); });
    for (const l of data.lines) counts[l.status] = (counts[l.status] || 0) + 1;
    summary.textContent = data.lines.length + (data.lines.length === 1 ? " line: " : " lines: ") + Object.keys(counts).map((k) => counts[k] + " " + (LABEL[k] || k).toLowerCase()).join(", ") + ".";
  };
  const later = () => { clearTimeout(timer); timer = setTimeout(check, 450); };
  /* suggestions: the backend's SKU and name matches in the datalist every SKU field shares */
  const list = document.getElementById("qo-suggest"); let sTimer = 0; let sSeq = 0;
  const suggest = (q) => {
    clearTimeout(sTimer);
    if (q.length < 2 || !list) return;
    sTimer = setTimeout(async () => {
      const my = ++sSeq;
      try {
        const r = await fetch("/api/quick-order/suggest?q=" + encodeURIComponent(q), { credentials: "same-origin", headers: { accept: "application/json" } });
        if (!r.ok || my !== sSeq) return;
        const d = await r.json();
        list.replaceChildren(...(d.items || []).slice(0, 10).map((it) => { const o = document.createElement("option"); o.value = it.sku; o.label = it.name + (it.price != null ? " — " + fmt(it.price) : ""); return o; }));
      } catch {}
    }, 250);
  };
  const wireRow = (r) => {
    const sku = r.querySelector("[data-qo-sku]"); const qty = r.querySelector("[data-qo-qty]");
    sku.addEventListener("input", () => { suggest(sku.value.trim()); later(); });
    qty.addEventListener("input", later);
  };
  rows().forEach(wireRow);
  /* more rows at once, numbered on */
  const more = form.querySelector("[data-qo-more]");
  if (more && body) more.addEventListener("click", (e) => {
    e.preventDefault();
    const last = rows().pop(); if (!last) return;
    for (let k = 0; k < 5; k++) {
      const n = rows().length + 1; const r = last.cloneNode(true);
      for (const i of $$("input", r)) { i.value = ""; i.removeAttribute("aria-invalid"); const kind = i.hasAttribute("data-qo-sku") ? "sku" : "qty"; i.id = "qo-" + kind + "-" + n; i.setAttribute("aria-describedby", "qo-st-" + n); }
      for (const lab of $$("label", r)) { const kind = lab.getAttribute("for").indexOf("sku") >= 0 ? "sku" : "qty"; lab.setAttribute("for", "qo-" + kind + "-" + n); lab.textContent = (kind === "sku" ? "SKU" : "Quantity") + ", line " + n; }
      const st = r.querySelector("[data-qo-status]"); st.id = "qo-st-" + n; st.replaceChildren(); st.removeAttribute("data-status");
      r.querySelector("[data-qo-product]").replaceChildren();
      body.append(r); wireRow(r);
    }
    rows()[rows().length - 5].querySelector("[data-qo-sku]").focus();
  });
  /* a paste or a chosen file is checked at once (the form's own post: the page answers every line) */
  const checkBtn = form.querySelector("[data-qo-check]");
  const paste = form.querySelector("[data-qo-paste]");
  if (paste) paste.addEventListener("paste", () => setTimeout(() => form.requestSubmit(checkBtn), 0));
  const file = form.querySelector("[data-qo-file]");
  if (file) file.addEventListener("change", () => { if (file.files && file.files.length) form.requestSubmit(checkBtn); });
})();
`;
