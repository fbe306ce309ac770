/**
 * The server's rendering of a draft with the template's sample data. The HTML part is shown in an iframe with
 * `sandbox=""` and `srcdoc`: an opaque origin with no script, form, popup or navigation, and the console's own CSP
 * inherited (nothing is fetched from elsewhere: a remote image in a template is not loaded in the preview).
 */
import type { CombinedError } from "@urql/core";
import { ErrorView, type ProblemLike, ProblemView } from "../../components/problem.tsx";
import type { MailTemplateDraftPreviewQuery } from "../../generated/graphql.ts";

type Preview = Extract<MailTemplateDraftPreviewQuery["mailTemplatePreview"], { __typename: "MailTemplatePreviewSuccess" }>["data"];

export function PreviewPanel(p: { fetching: boolean; error?: CombinedError; problem: ProblemLike | null; preview: Preview | null }) {
  return (
    <section class="preview" aria-labelledby="preview-heading" aria-busy={p.fetching ? "true" : "false"}>
      <h3 id="preview-heading">Preview with sample data</h3>
      {p.error && <ErrorView error={p.error} />}
      {p.problem && <ProblemView problem={p.problem} title="The template has a problem" />}
      {p.preview && (
        <>
          <p class="preview-subject">
            <span class="muted">Subject:</span> <strong data-testid="preview-subject">{p.preview.subject}</strong>
          </p>
          <div class="preview-parts">
            <div>
              <h4>HTML</h4>
              {p.preview.html !== null && p.preview.html !== undefined ? (
                <iframe class="preview-html" title="HTML version, rendered with sample data" sandbox="" srcdoc={p.preview.html} />
              ) : (
                <p class="muted">No HTML part: the mail is sent as text only.</p>
              )}
            </div>
            <div>
              <h4>Text</h4>
              <pre class="preview-text" data-testid="preview-text">
                {p.preview.text}
              </pre>
            </div>
          </div>
          <details>
            <summary>Sample data</summary>
            <pre>{JSON.stringify(p.preview.sample, null, 2)}</pre>
          </details>
        </>
      )}
    </section>
  );
}
