/**
 * One outbox message: its addresses, subject, attempts, next attempt and last error; requeue when it failed; and
 * its body (mailOutboxMessage), read when the detail opens: the text part as text, the HTML part in an
 * `<iframe sandbox="" srcdoc>` (an opaque origin: no script, form, popup or navigation; the console's CSP inherited,
 * so nothing is fetched from elsewhere), never as markup of the console's own page.
 */
import { useEffect, useRef } from "preact/hooks";
import { useQuery } from "@urql/preact";
import { ErrorView } from "../../components/problem.tsx";
import type { MailOutboxGridQuery } from "../../generated/graphql.ts";
import { OutboxMessage } from "./operations.ts";

type Row = MailOutboxGridQuery["mailOutbox"]["items"][number];

/** a date-time in the browser's locale; "" for none */
export const when = (iso: string | null | undefined) => (iso ? new Date(iso).toLocaleString() : "");

const BADGE: Record<string, string> = { sent: "approved", failed: "rejected", pending: "pending", suppressed: "" };

export function StatusBadge({ status }: { status: string }) {
  return <span class={`badge ${BADGE[status] ?? ""}`}>{status}</span>;
}

export function OutboxDetail({ row, onClose, onRequeue, busy }: { row: Row; onClose: () => void; onRequeue: () => void; busy: boolean }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [row.id]);
  return (
    <aside class="panel" aria-labelledby="outbox-detail-heading">
      <h2 id="outbox-detail-heading" tabIndex={-1} ref={heading}>
        Message #{row.id}
      </h2>
      <dl class="fields">
        <dt>Status</dt>
        <dd>
          <StatusBadge status={row.status} />
        </dd>
        <dt>To</dt>
        <dd>{row.toAddress}</dd>
        <dt>From</dt>
        <dd>{row.fromAddress}</dd>
        <dt>Subject</dt>
        <dd>{row.subject}</dd>
        <dt>Template</dt>
        <dd>{row.templateId ? <code>{row.templateId}</code> : "none (written directly)"}</dd>
        <dt>Attempts</dt>
        <dd>{row.attempts}</dd>
        <dt>Next attempt</dt>
        <dd>{row.status === "pending" ? when(row.nextAttemptAt) : "none"}</dd>
        <dt>Written</dt>
        <dd>{when(row.createdAt)}</dd>
        <dt>Sent</dt>
        <dd>{row.sentAt ? when(row.sentAt) : "not sent"}</dd>
        <dt>Last error</dt>
        <dd>{row.lastError ? <pre class="error-text">{row.lastError}</pre> : "none"}</dd>
      </dl>
      <MessageBody id={row.id} />
      <div class="toolbar">
        {row.status === "failed" && (
          <button type="button" onClick={onRequeue} disabled={busy}>
            Requeue this message
          </button>
        )}
        <button type="button" class="secondary" onClick={onClose}>
          Close
        </button>
      </div>
    </aside>
  );
}

function MessageBody({ id }: { id: number }) {
  const [q] = useQuery({ query: OutboxMessage, variables: { id }, requestPolicy: "cache-and-network" });
  const m = q.data?.mailOutboxMessage;
  return (
    <section class="mail-body" aria-labelledby="outbox-body-heading" aria-busy={q.fetching ? "true" : "false"}>
      <h3 id="outbox-body-heading">Message</h3>
      {q.error && <ErrorView error={q.error} />}
      {q.data && !m && <p>This message no longer exists.</p>}
      {m && (
        <>
          <h4>Text part</h4>
          <pre class="preview-text mail-text" data-testid="outbox-text">
            {m.textBody}
          </pre>
          <h4>HTML part</h4>
          {m.htmlBody != null ? (
            <iframe class="preview-html" title={`HTML part of message #${m.id}`} sandbox="" srcdoc={m.htmlBody} />
          ) : (
            <p class="muted">No HTML part: the mail was written as text only.</p>
          )}
        </>
      )}
    </section>
  );
}
