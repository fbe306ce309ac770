/** The storefront's small client script (served at /storefront.js) and stylesheet. Text goes in with textContent, never innerHTML. */
export const CLIENT_SCRIPT = `(() => {
  const $ = (s, r = document) => r.querySelector(s);
  const el = (tag, text) => { const e = document.createElement(tag); if (text != null) e.textContent = text; return e; };
  const cart = () => localStorage.getItem("cartId");
  const call = async (method, path, body) => {
    const h = { accept: "application/json" };
    if (body) h["content-type"] = "application/json";
    if (cart()) h["x-cart-id"] = cart();
    const r = await fetch(path, { method, headers: h, body: body ? JSON.stringify(body) : undefined, credentials: "same-origin" });
    const id = r.headers.get("x-cart-id"); if (id) localStorage.setItem("cartId", id);
    const data = r.status === 204 ? null : await r.json().catch(() => null);
    if (!r.ok) throw new Error((data && (data.detail || data.title)) || "Request failed");
    return data;
  };
  const say = (form, text) => { const s = form.querySelector("[role=status],[role=alert]"); if (s) s.textContent = text; };
  const add = $("[data-add-to-cart]");
  if (add) add.addEventListener("submit", async (e) => {
    e.preventDefault();
    const options = {}; const sup = {};
    for (const s of document.querySelectorAll("select[name^=super_]")) sup[s.name.slice(6)] = Number(s.value);
    if (Object.keys(sup).length) options.superAttributes = sup;
    try { const c = await call("POST", "/api/cart/items", { sku: add.dataset.sku, qty: Number(add.qty.value), options }); if (c && c.maskedId) localStorage.setItem("cartId", c.maskedId); say(add, "Added to your cart."); }
    catch (err) { say(add, err.message); }
  });
  const box = $("[data-cart]");
  const drawCart = async () => {
    try {
      const c = await call("GET", "/api/cart"); box.replaceChildren();
      const items = (c && c.items) || [];
      if (!items.length) { box.append(el("p", "Your cart is empty.")); return; }
      const ul = el("ul");
      for (const it of items) {
        const li = el("li", (it.name || it.sku) + " x " + it.qty + " ");
        const rm = el("button", "Remove"); rm.addEventListener("click", async () => { await call("DELETE", "/api/cart/items/" + it.id); drawCart(); });
        li.append(rm); ul.append(li);
      }
      box.append(ul);
      if (c.grandTotal != null) box.append(el("p", "Total: " + c.grandTotal));
    } catch (err) { box.replaceChildren(el("p", err.message)); }
  };
  if (box) drawCart();
  const co = $("[data-checkout]");
  if (co) co.addEventListener("submit", async (e) => {
    e.preventDefault(); const f = new FormData(co);
    const address = { firstName: f.get("firstName"), lastName: f.get("lastName"), street: [f.get("street")], city: f.get("city"), postcode: f.get("postcode"), countryId: f.get("countryId"), telephone: f.get("telephone") || "" };
    try { await call("PUT", "/api/cart/shipping-country", { country: address.countryId }).catch(() => {});
      const o = await call("POST", "/api/checkout/place-order", { paymentMethod: f.get("paymentMethod"), poNumber: f.get("poNumber") || undefined, email: f.get("email") || undefined, shippingAddress: address, billingAddress: address });
      localStorage.removeItem("cartId"); say(co, "Thank you: order " + (o.incrementId || o.id) + " is placed."); }
    catch (err) { say(co, err.message); }
  });
  const login = $("[data-login]");
  if (login) login.addEventListener("submit", async (e) => {
    e.preventDefault();
    try { const r = await call("POST", "/api/auth/login", { email: login.email.value, password: login.password.value, maskedId: cart() || undefined }); if (r.cartMaskedId) localStorage.setItem("cartId", r.cartMaskedId); location.href = "/"; }
    catch (err) { say(login, err.message); }
  });
  const reg = $("[data-register]");
  if (reg) reg.addEventListener("submit", async (e) => {
    e.preventDefault(); const f = new FormData(reg);
    try { await call("POST", "/api/customers", Object.fromEntries(f)); say(reg, "Account created. You can log in now (trade accounts are reviewed first)."); }
    catch (err) { say(reg, err.message); }
  });
  for (const a of document.querySelectorAll("[data-logout]")) a.addEventListener("click", async (e) => { e.preventDefault(); await fetch("/api/auth/logout", { method: "POST" }); localStorage.removeItem("cartId"); location.href = "/"; });
  for (const holder of document.querySelectorAll("[data-maho-form]")) {
    const code = holder.getAttribute("data-maho-form");
    call("GET", "/api/custom-forms/" + encodeURIComponent(code)).then((schema) => {
      const form = el("form"); form.noValidate = false;
      const opened = Date.now();
      for (const fld of schema.fields || []) {
        const id = "f-" + code + "-" + fld.key; const p = el("p"); const label = el("label", fld.label); label.htmlFor = id;
        const input = fld.type === "textarea" ? el("textarea") : el("input"); if (fld.type !== "textarea") input.type = ["email", "tel", "number", "date"].includes(fld.type) ? fld.type : "text";
        input.id = id; input.name = fld.key; input.required = !!fld.required; p.append(label, " ", input); form.append(p);
      }
      const hp = el("input"); hp.name = schema.honeypotField || "website"; hp.tabIndex = -1; hp.autocomplete = "off"; hp.hidden = true; form.append(hp);
      const status = el("p"); status.setAttribute("role", "status"); form.append(el("button", "Send"), status);
      form.addEventListener("submit", async (e) => {
        e.preventDefault(); const payload = {};
        for (const fld of schema.fields || []) payload[fld.key] = form.elements[fld.key].value;
        try { await call("POST", "/api/custom-form-submissions", { formCode: code, payload, renderToken: schema.renderToken, honeypot: hp.value || undefined }); status.textContent = "Thank you, we received your message."; form.reset(); }
        catch (err) { status.textContent = err.message; }
      });
      holder.replaceChildren(el("h2", schema.title), form);
    }).catch(() => {});
  }
  if (document.body.dataset.loggedIn !== "1" && navigator.sendBeacon) {
    try { navigator.sendBeacon("/freshness", new Blob([JSON.stringify({ urls: [location.pathname] })], { type: "application/json" })); } catch {}
  }
})();
`;

export const STYLES = `body{font-family:system-ui,sans-serif;margin:0;line-height:1.5;color:#111}
header,main,footer{padding:1rem;max-width:72rem;margin:auto}header nav ul{display:flex;gap:1rem;list-style:none;padding:0;flex-wrap:wrap}
.skip{position:absolute;left:-999px}.skip:focus{left:1rem;top:1rem;background:#fff;padding:.5rem}
.products{display:grid;grid-template-columns:repeat(auto-fill,minmax(12rem,1fr));gap:1rem;list-style:none;padding:0}
.card img{max-width:100%;height:auto}.price{font-weight:600}.price-hidden{font-style:italic}
a{color:#0645ad}:focus-visible{outline:3px solid #f90;outline-offset:2px}
`;
