/** A customer's detail: fields, approve/decline this one, and the approval history (customerApprovalHistory, oldest first). */
import { useQuery } from "@urql/preact";
import { ErrorView } from "../../components/problem.tsx";
import { Badge, formatDate } from "../../components/format.tsx";
import type { CustomersGridQuery } from "../../generated/graphql.ts";
import { CustomerHistory } from "./operations.ts";

type Row = CustomersGridQuery["pendingCustomers"]["items"][number];

export function HistoryPanel(p: { customer: Row; onClose: () => void; onDecide: (action: "approve" | "decline") => void; busy: boolean }) {
  const c = p.customer;
  const [h] = useQuery({ query: CustomerHistory, variables: { customerId: c.id }, requestPolicy: "cache-and-network" });
  return (
    <section class="panel" aria-labelledby="customer-detail-heading">
      <h2 id="customer-detail-heading">
        {c.firstName} {c.lastName}
      </h2>
      <dl class="fields">
        <dt>Email</dt>
        <dd>{c.email}</dd>
        <dt>Status</dt>
        <dd>
          <Badge value={c.approvalStatus} />
        </dd>
        <dt>Registered</dt>
        <dd>{formatDate(c.createdAt)}</dd>
        <dt>Store</dt>
        <dd>{c.storeId}</dd>
        <dt>Group</dt>
        <dd>{c.groupId}</dd>
      </dl>
      <div class="toolbar">
        <button type="button" disabled={p.busy || c.approvalStatus === "active"} onClick={() => p.onDecide("approve")}>
          Approve
        </button>
        <button type="button" class="danger" disabled={p.busy || c.approvalStatus === "rejected"} onClick={() => p.onDecide("decline")}>
          Decline
        </button>
        <button type="button" class="secondary" onClick={p.onClose}>
          Close
        </button>
      </div>
      <h3>Approval history</h3>
      {h.error && <ErrorView error={h.error} />}
      {h.data && (
        <ol class="history">
          {h.data.customerApprovalHistory.map((t) => (
            <li key={t.id}>
              <time>{formatDate(t.createdAt)}</time>: {t.fromStatus ?? "new"} → <Badge value={t.toStatus} />
              {t.adminUsername ? ` by ${t.adminUsername}` : ""}
              {t.note && (
                <>
                  {" "}
                  — <q>{t.note}</q>
                </>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
