/**
 * One trade application: its fields, the form answers that opened it, every submission while open, its event
 * history, and the company it made (its status, a link to the company). Answers are shown by the form's labels and
 * option labels (components/answers.tsx).
 */
import { useQuery } from "@urql/preact";
import { ErrorView } from "../../components/problem.tsx";
import { Badge, formatDate } from "../../components/format.tsx";
import { FormAnswers } from "../../components/answers.tsx";
import { TradeApplicationDetail } from "./operations.ts";
import { HistoryLink } from "../audit-log/history-link.tsx";
import { ApplicationCompanyFields } from "../companies/company-of.tsx";

export function ApplicationPanel(p: { id: number; onClose: () => void; onDecide: (action: "approve" | "decline") => void; busy: boolean }) {
  const [q] = useQuery({ query: TradeApplicationDetail, variables: { id: p.id }, requestPolicy: "cache-and-network" });
  const a = q.data?.tradeApplication;
  return (
    <section class="panel" aria-labelledby="application-heading">
      <h2 id="application-heading">Application #{p.id}</h2>
      <p>
        <HistoryLink entityType="trade_application" entityId={p.id} label={`application ${p.id}`} />
      </p>
      {q.error && <ErrorView error={q.error} />}
      {q.data && !a && <p>This application no longer exists.</p>}
      {a && (
        <>
          <dl class="fields">
            <dt>Applicant</dt>
            <dd>{a.email}</dd>
            <dt>Status</dt>
            <dd>
              <Badge value={a.status} />
            </dd>
            <dt>Applied</dt>
            <dd>{formatDate(a.createdAt)}</dd>
            <dt>Decided</dt>
            <dd>{formatDate(a.decidedAt)}</dd>
            {a.decisionNote && (
              <>
                <dt>Decision note</dt>
                <dd>{a.decisionNote}</dd>
              </>
            )}
            <dt>Form</dt>
            <dd>
              <code>{a.formCode}</code>
            </dd>
            <dt>Customer</dt>
            <dd>
              #{a.customerId}
              {a.hasPassword ? "" : " (no password yet: approval mails a set-password link)"}
            </dd>
            <ApplicationCompanyFields applicationId={a.id} />
            {a.existingCustomer && (
              <>
                <dt>Existing account</dt>
                <dd>
                  #{a.existingCustomer.id}, group {a.existingCustomer.groupId}, {a.existingCustomer.statusAtApplication} when applying,{" "}
                  {a.existingCustomer.status} now
                </dd>
              </>
            )}
          </dl>
          <div class="toolbar">
            <button type="button" disabled={p.busy || a.status === "approved"} onClick={() => p.onDecide("approve")}>
              Approve
            </button>
            <button type="button" class="danger" disabled={p.busy || a.status !== "pending"} onClick={() => p.onDecide("decline")}>
              Decline
            </button>
            <button type="button" class="secondary" onClick={p.onClose}>
              Close
            </button>
          </div>
          <h3>Form answers</h3>
          <FormAnswers code={a.formCode} payload={a.payload} label="Form answers" />
          {a.submissions.length > 1 && (
            <>
              <h3>Submissions while open</h3>
              <ol class="history">
                {a.submissions.map((s) => (
                  <li key={s.submissionId}>
                    <time>{formatDate(s.at)}</time> {s.kind} {s.flagged && <Badge value="flagged" label="differs" />}
                    {s.flagged && <FormAnswers code={s.formCode} payload={s.payload} label={`Submission ${s.submissionId}`} />}
                  </li>
                ))}
              </ol>
            </>
          )}
          <h3>History</h3>
          <ol class="history">
            {a.history.map((h) => (
              <li key={`${h.kind}${h.at}${h.submissionId ?? ""}`}>
                <time>{formatDate(h.at)}</time> {h.kind}
                {h.adminUsername ? ` by ${h.adminUsername}` : ""}
                {h.flagged ? " (differs)" : ""}
                {h.note && (
                  <>
                    {" "}
                    — <q>{h.note}</q>
                  </>
                )}
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
