/**
 * A company's purchasing control (its detail, scope `companies`, the purchasing module): its purchase orders,
 * read-only (approving them is the company's own business), a page at a time with a status filter; and its
 * approval rules in the rules language, each editable in place (text and on/off), a new one added, one deleted
 * after a confirmation. A refused save shows every diagnostic (line, column) beside the text. Asked alone, so a
 * backend without the purchasing module leaves the panels out.
 */
import { useState } from "preact/hooks";
import { useMutation, useQuery } from "@urql/preact";
import { ConfirmModal } from "../../components/confirm-modal.tsx";
import { Badge, formatDate } from "../../components/format.tsx";
import { ErrorView, isProblem, type ProblemLike, ProblemView, Success } from "../../components/problem.tsx";
import { graphql } from "../../generated/index.ts";
import type { AdminApprovalRulesQuery } from "../../generated/graphql.ts";
import { hasScope, useSession } from "../../session/session.ts";
import { money } from "../orders/format.ts";

export const AdminPurchaseOrdersDoc = graphql(`
  query AdminPurchaseOrders($companyId: Int!, $status: String, $page: Int, $pageSize: Int) {
    adminPurchaseOrders(companyId: $companyId, status: $status, page: $page, pageSize: $pageSize) {
      totalCount
      items {
        id
        number
        status
        createdAt
        buyer {
          customerId
          name
          email
        }
        currency
        grandTotal
        poNumber
        orderIncrementId
        failureReason
        approvalFlow {
          position
          status
          approver
        }
      }
    }
  }
`);

export const AdminApprovalRulesDoc = graphql(`
  query AdminApprovalRules($companyId: Int!) {
    adminApprovalRules(companyId: $companyId) {
      id
      name
      priority
      source
      isActive
      updatedAt
    }
  }
`);

export const AdminApprovalRuleCreateDoc = graphql(`
  mutation AdminApprovalRuleCreate($companyId: Int!, $input: AdminApprovalRuleInput!) {
    adminApprovalRuleCreate(companyId: $companyId, input: $input) {
      __typename
      ... on ApprovalRule {
        id
        name
      }
      ...ProblemFields
    }
  }
`);

export const AdminApprovalRuleUpdateDoc = graphql(`
  mutation AdminApprovalRuleUpdate($id: Int!, $input: AdminApprovalRuleInput!) {
    adminApprovalRuleUpdate(id: $id, input: $input) {
      __typename
      ... on ApprovalRule {
        id
        name
      }
      ...ProblemFields
    }
  }
`);

export const AdminApprovalRuleDeleteDoc = graphql(`
  mutation AdminApprovalRuleDelete($id: Int!) {
    adminApprovalRuleDelete(id: $id) {
      __typename
      ... on ApprovalRule {
        id
        name
      }
      ...ProblemFields
    }
  }
`);

const PAGE = 10;
const STATUSES = ["approval_required", "approved", "order_placed", "order_failed", "rejected", "canceled"] as const;
const STATUS_LABEL: Record<string, string> = {
  approval_required: "awaiting approval",
  approved: "approved",
  order_placed: "order placed",
  order_failed: "order failed",
  rejected: "rejected",
  canceled: "canceled",
};
const BADGE: Record<string, string> = {
  approval_required: "pending",
  approved: "active",
  order_placed: "active",
  order_failed: "blocked",
  rejected: "rejected",
  canceled: "rejected",
};
const refresh = { additionalTypenames: ["ApprovalRule"] };
const EXAMPLE = `approval "Large orders"
  when order.total > 1000
  then approve by admin
`;
/** an unknown field: no purchasing module on this backend */
const absent = (e: { graphQLErrors: { message: string }[] } | undefined) => !!e?.graphQLErrors.some((x) => /Cannot query field/.test(x.message));

export function CompanyPurchaseOrdersPanel({ companyId }: { companyId: number }) {
  const session = useSession();
  const allowed = !!session && hasScope(session, "companies");
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState("");
  const [q] = useQuery({
    query: AdminPurchaseOrdersDoc,
    variables: { companyId, status: status || null, page, pageSize: PAGE },
    pause: !allowed,
    requestPolicy: "cache-and-network",
  });
  if (!allowed || absent(q.error)) return null;
  const list = q.data?.adminPurchaseOrders;
  const pages = Math.max(1, Math.ceil((list?.totalCount ?? 0) / PAGE));
  return (
    <section aria-labelledby="company-pos-heading">
      <h2 id="company-pos-heading">Purchase orders</h2>
      <label>
        Status{" "}
        <select
          name="poStatus"
          value={status}
          onChange={(e) => {
            setStatus((e.currentTarget as HTMLSelectElement).value);
            setPage(1);
          }}
        >
          <option value="">any</option>
          {STATUSES.map((s) => (
            <option key={s} value={s}>
              {STATUS_LABEL[s]}
            </option>
          ))}
        </select>
      </label>
      {q.error && <ErrorView error={q.error} />}
      {!list && !q.error && <p aria-busy="true">Loading…</p>}
      {list && list.totalCount === 0 && <p>No purchase orders.</p>}
      {list && list.totalCount > 0 && (
        <>
          <table>
            <caption>
              {list.totalCount} purchase order{list.totalCount === 1 ? "" : "s"}
            </caption>
            <thead>
              <tr>
                <th scope="col">Purchase order</th>
                <th scope="col">Created</th>
                <th scope="col">Buyer</th>
                <th scope="col">Status</th>
                <th scope="col">Waiting for</th>
                <th scope="col">PO number</th>
                <th scope="col">Order</th>
                <th scope="col" class="num">
                  Total
                </th>
              </tr>
            </thead>
            <tbody>
              {list.items.map((po) => (
                <tr key={po.id}>
                  <td>{po.number}</td>
                  <td>{formatDate(po.createdAt)}</td>
                  <td>{`${po.buyer.name} (${po.buyer.email})`}</td>
                  <td>
                    <Badge value={BADGE[po.status] ?? "pending"} label={STATUS_LABEL[po.status] ?? po.status} />
                    {po.status === "order_failed" && po.failureReason && (
                      <>
                        {" "}
                        <q>{po.failureReason}</q>
                      </>
                    )}
                  </td>
                  <td>{po.status === "approval_required" ? (po.approvalFlow.find((s) => s.status === "pending")?.approver ?? "—") : "—"}</td>
                  <td>{po.poNumber || "—"}</td>
                  <td>{po.orderIncrementId ?? "—"}</td>
                  <td class="num">{money(po.grandTotal, po.currency)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {pages > 1 && (
            <nav class="pager" aria-label="Purchase order pages">
              <button type="button" class="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                Previous
              </button>
              <span>
                Page {page} of {pages}
              </span>
              <button type="button" class="secondary" disabled={page >= pages} onClick={() => setPage(page + 1)}>
                Next
              </button>
            </nav>
          )}
        </>
      )}
    </section>
  );
}

type Rule = AdminApprovalRulesQuery["adminApprovalRules"][number];

export function CompanyApprovalRulesPanel({ companyId }: { companyId: number }) {
  const session = useSession();
  const allowed = !!session && hasScope(session, "companies");
  const [q, reload] = useQuery({ query: AdminApprovalRulesDoc, variables: { companyId }, pause: !allowed, requestPolicy: "cache-and-network" });
  const [editing, setEditing] = useState<number | "new" | null>(null);
  const [deleting, setDeleting] = useState<Rule | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [problem, setProblem] = useState<ProblemLike | null>(null);
  const [, remove] = useMutation(AdminApprovalRuleDeleteDoc);
  if (!allowed || absent(q.error)) return null;
  const rules = q.data?.adminApprovalRules;
  const again = (message: string) => {
    setEditing(null);
    setDone(message);
    reload({ requestPolicy: "network-only" });
  };
  return (
    <section aria-labelledby="company-rules-heading">
      <h2 id="company-rules-heading">Approval rules</h2>
      {q.error && <ErrorView error={q.error} />}
      {!rules && !q.error && <p aria-busy="true">Loading…</p>}
      {done && <Success>{done}</Success>}
      {problem && <ProblemView problem={problem} />}
      {rules && rules.length === 0 && <p>No approval rules: the company's orders are placed at once.</p>}
      {rules && rules.length > 0 && (
        <ul class="approval-rules" aria-label="Approval rules">
          {rules.map((r) => (
            <li key={r.id}>
              <p>
                <strong>{r.name}</strong> {!r.isActive && <Badge value="rejected" label="inactive" />}{" "}
                <span class="hint">updated {formatDate(r.updatedAt)}</span>
              </p>
              {editing === r.id ? (
                <RuleForm companyId={companyId} rule={r} onSaved={() => again(`The rule ${r.name} is saved.`)} onCancel={() => setEditing(null)} />
              ) : (
                <>
                  <pre class="rule-source">{r.source}</pre>
                  <div class="toolbar">
                    <button
                      type="button"
                      class="secondary"
                      onClick={() => {
                        setDone(null);
                        setEditing(r.id);
                      }}
                    >
                      Edit {r.name}
                    </button>
                    <button type="button" class="danger" onClick={() => setDeleting(r)}>
                      Delete {r.name}
                    </button>
                  </div>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      {editing === "new" ? (
        <RuleForm companyId={companyId} rule={null} onSaved={() => again("The rule is added.")} onCancel={() => setEditing(null)} />
      ) : (
        <div class="toolbar">
          <button
            type="button"
            onClick={() => {
              setDone(null);
              setEditing("new");
            }}
          >
            New approval rule
          </button>
        </div>
      )}
      {deleting && (
        <ConfirmModal
          labelledBy="rule-delete-title"
          describedBy="rule-delete-effect"
          confirm="Delete"
          confirmClass="danger confirm"
          onCancel={() => setDeleting(null)}
          onConfirm={async () => {
            const rule = deleting;
            setDeleting(null);
            const r = (await remove({ id: rule.id }, refresh)).data?.adminApprovalRuleDelete;
            if (r && isProblem(r)) setProblem(r);
            else if (r) {
              setProblem(null);
              again(`The rule ${rule.name} is deleted.`);
            }
          }}
        >
          <h2 id="rule-delete-title">Delete the rule {deleting.name}?</h2>
          <p id="rule-delete-effect">The company's orders will no longer need its approvals. Purchase orders already waiting keep their steps.</p>
        </ConfirmModal>
      )}
    </section>
  );
}

function RuleForm(p: { companyId: number; rule: Rule | null; onSaved: () => void; onCancel: () => void }) {
  const [source, setSource] = useState(p.rule?.source ?? EXAMPLE);
  const [isActive, setActive] = useState(p.rule?.isActive ?? true);
  const [problem, setProblem] = useState<ProblemLike | null>(null);
  const [createState, create] = useMutation(AdminApprovalRuleCreateDoc);
  const [updateState, update] = useMutation(AdminApprovalRuleUpdateDoc);
  const id = `rule-source-${p.rule?.id ?? "new"}`;
  const submit = async (e: Event) => {
    e.preventDefault();
    const input = { source, isActive };
    const r = p.rule
      ? (await update({ id: p.rule.id, input }, refresh)).data?.adminApprovalRuleUpdate
      : (await create({ companyId: p.companyId, input }, refresh)).data?.adminApprovalRuleCreate;
    if (!r) return;
    if (isProblem(r)) setProblem(r);
    else {
      setProblem(null);
      p.onSaved();
    }
  };
  const diagnostics = problem?.errors ?? [];
  const error = createState.error ?? updateState.error;
  return (
    <form class="rule-form" onSubmit={submit}>
      <label for={id}>Rule text (rules language)</label>
      <textarea
        id={id}
        name="source"
        rows={8}
        cols={72}
        spellcheck={false}
        maxLength={20000}
        value={source}
        aria-invalid={diagnostics.length > 0}
        aria-describedby={diagnostics.length ? `${id}-diagnostics` : undefined}
        onInput={(e) => setSource((e.currentTarget as HTMLTextAreaElement).value)}
      />
      {problem && (
        <div id={`${id}-diagnostics`} role="alert" class="problem">
          <p>
            The rule is not saved: {problem.message} <code>{problem.code}</code>
          </p>
          {diagnostics.length > 0 && (
            <ul class="rule-diagnostics">
              {diagnostics.map((d) => (
                <li key={`${d.field}:${d.code}:${d.message}`}>
                  <code>{d.code}</code> {d.message}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      <label class="choice">
        <input type="checkbox" name="isActive" checked={isActive} onChange={(e) => setActive((e.currentTarget as HTMLInputElement).checked)} /> Active
      </label>
      <div class="toolbar">
        <button type="submit" disabled={createState.fetching || updateState.fetching}>
          {p.rule ? "Save the rule" : "Add the rule"}
        </button>
        <button type="button" class="secondary" onClick={p.onCancel}>
          Cancel
        </button>
      </div>
      {error && <ErrorView error={error} />}
    </form>
  );
}
