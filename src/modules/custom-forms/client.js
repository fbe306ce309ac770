/* b2b-forms storefront script: a form that CMS content embeds carries no render token (the content stays the same
   between edits), so this asks the form's schema route for one (`data-schema-url`, `GET /custom-forms/{code}`) when
   the page loads, as Maho's `data-maho-form` client does. A post made before the answer arrives waits for it.
   Without this script the first post comes back with the values kept and a fresh token, to be sent again. */
(() => {
  const fill = (form) => {
    const input = form.querySelector('input[name="render_token"]');
    const url = form.getAttribute("data-schema-url");
    if (!input || input.value || !url || form.dataset.b2bToken) return;
    form.dataset.b2bToken = "pending";
    const ready = fetch(url, { headers: { Accept: "application/json" }, credentials: "omit" })
      .then((r) => (r.ok ? r.json() : null))
      .then((d) => {
        if (d && typeof d.renderToken === "string" && !input.value) input.value = d.renderToken;
      })
      .catch(() => {})
      .finally(() => {
        form.dataset.b2bToken = "done";
      });
    form.addEventListener("submit", (e) => {
      if (input.value || form.dataset.b2bToken === "done") return;
      e.preventDefault();
      ready.then(() => form.submit());
    });
  };
  const run = () => {
    for (const form of document.querySelectorAll("form.b2b-form[data-schema-url]")) fill(form);
  };
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", run);
  else run();
})();
