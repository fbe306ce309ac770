/* b2b-access storefront script: renders what the API decided; it enforces nothing (the server strips
   prices and refuses blocked purchases). Reads product DTO annotations from elements carrying
   data-b2b-product='{"extensions":{"b2bAccess":...}}' or data-b2b-access='{gateFlags, hiddenPriceMessage}'. */
(() => {
  const manifest = (window.b2bPlugins || []).find((p) => p && p.code === "b2b-access") || {};
  const config = manifest.config || {};
  const text = (el, s) => {
    el.textContent = s;
  };
  const annotationOf = (el) => {
    try {
      const raw = el.getAttribute("data-b2b-access") || el.getAttribute("data-b2b-product");
      const v = raw ? JSON.parse(raw) : null;
      return v?.extensions ? v.extensions.b2bAccess : v;
    } catch {
      return null;
    }
  };
  const apply = (root) => {
    for (const el of root.querySelectorAll("[data-b2b-access],[data-b2b-product]")) {
      const a = annotationOf(el);
      if (!a?.gateFlags) continue;
      const f = a.gateFlags;
      if (f.hidePrice) {
        for (const p of el.querySelectorAll("[data-price],.price,.price-box")) {
          const note = document.createElement("span");
          note.className = "b2b-hidden-price";
          text(note, a.hiddenPriceMessage || config.hiddenPriceMessage || "");
          p.replaceWith(note);
        }
      }
      if (f.requiresLogin) {
        const prompt = el.querySelector(".b2b-login-prompt") || document.createElement("div");
        prompt.className = "b2b-login-prompt";
        text(prompt, config.loginMessage || "");
        if (!prompt.parentNode) el.appendChild(prompt);
      }
      if (f.canCheckout === false) {
        for (const b of el.querySelectorAll("[data-add-to-cart],.add-to-cart,button.tocart")) b.remove();
      }
      if (a.redirect?.url && el.hasAttribute("data-b2b-page")) window.location.assign(a.redirect.url);
    }
  };
  const start = () => {
    apply(document);
    new MutationObserver((ms) => {
      for (const m of ms) for (const n of m.addedNodes) if (n.nodeType === 1) apply(n.parentNode || n);
    }).observe(document.documentElement, { childList: true, subtree: true });
  };
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start);
  else start();
})();
