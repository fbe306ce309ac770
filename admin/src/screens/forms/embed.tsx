/**
 * The CMS embed: the directive and marker that place this form in a CMS page or block (docs/custom-forms.md,
 * "CMS embed"), with a copy button. The storefront renders the form in the marker for each visitor with a
 * fresh render token.
 */
import { useRef, useState } from "preact/hooks";
import type { FormsScreenFormFragment } from "../../generated/graphql.ts";
import { embedSnippet } from "./model.ts";
import { navigate } from "../../router.ts";

export function Embed({ form }: { form: FormsScreenFormFragment }) {
  const snippet = embedSnippet(form.code);
  const area = useRef<HTMLTextAreaElement>(null);
  const [copied, setCopied] = useState<string | null>(null);
  async function copy() {
    try {
      await navigator.clipboard.writeText(snippet);
      setCopied("Copied to the clipboard. Paste it into the CMS page's content.");
    } catch {
      // no clipboard permission: select the text for Ctrl+C
      area.current?.focus();
      area.current?.select();
      setCopied("The browser refused the clipboard: the snippet is selected, press Ctrl+C (⌘C) to copy it.");
    }
  }
  return (
    <>
      <h1>Embed “{form.title}” on a page</h1>
      <section class="panel" aria-labelledby="embed-heading">
        <h2 id="embed-heading">CMS snippet</h2>
        <p>
          Paste this into the content of a CMS page or block. The storefront shows the form where the marker is, with labels, errors and anti-spam protection;
          the page is never cached with a form in it.
        </p>
        <label htmlFor="embed-snippet">Snippet</label>
        <textarea id="embed-snippet" class="mono snippet" ref={area} readOnly rows={2} value={snippet} onFocus={(e) => e.currentTarget.select()} />
        <div class="toolbar">
          <button type="button" onClick={copy}>
            Copy snippet
          </button>
          <button type="button" class="secondary" onClick={() => navigate(`/content/pages/new?${new URLSearchParams({ form: form.code, title: form.title })}`)}>
            Create a page with this form
          </button>
        </div>
        <p role="status" class="copy-status">
          {copied}
        </p>
        {!form.active && <p class="notice">This form is inactive: the marker renders nothing until you make it active.</p>}
        {form.storeIds.length > 0 && <p class="notice">This form is offered in the stores {form.storeIds.join(", ")} only; other stores render nothing.</p>}
        <h3>Headless storefronts</h3>
        <p>
          A storefront of its own reads the form with <code>GET /api/rest/v2/custom-forms/{form.code}</code> (fields and a fresh render token per visitor) and
          posts the answers to <code>POST /api/rest/v2/custom-forms/{form.code}/submissions</code>.
        </p>
      </section>
    </>
  );
}
