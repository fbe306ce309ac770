/**
 * A company's credit (its detail, scope `companies`, the credit module): the limit, balance, available amount,
 * terms and hold, and the merchant's two writes: the settings (limit, allow exceeding, hold with its reason, terms,
 * Pay on Account and Purchase Order on or off: `companyCreditSet`, only the fields changed) and a payment received
 * (`companyCreditReimburse`: amount, reference, the invoices it pays first); then the on-account invoices and the
 * ledger's history, a page at a time. Asked alone, so a backend without the credit module leaves the panel out.
 */
import { useState } from "preact/hooks";
import { useMutation, useQuery } from "@urql/preact";
import { Badge, formatDate } from "../../components/format.tsx";
import { ErrorView, isProblem, type ProblemLike, ProblemView, Success } from "../../components/problem.tsx";
import { graphql } from "../../generated/index.ts";
import type { AdminCompanyCreditQuery } from "../../generated/graphql.ts";
import { hasScope, useSession } from "../../session/session.ts";
import { money } from "../orders/format.ts";

export const AdminCompanyCreditDoc = graphql(`
  query AdminCompanyCredit($companyId: Int!, $page: Int, $pageSize: Int) {
    adminCompanyCredit(companyId: $companyId, page: $page, pageSize: $pageSize) {
      credit {
        ...CompanyCreditFields
      }
      invoices {
        invoiceId
        incrementId
        orderIncrementId
        amount
        paid
        due
        currency
        dueAt
        status
        createdAt
      }
    }
  }
`);

export const CompanyCreditFields = graphql(`
  fragment CompanyCreditFields on CompanyCredit {
    companyId
    limit
    balance
    available
    currency
    terms
    termsLabel
    allowExceed
    onHold
    holdReason
    payOnAccount
    purchaseOrder
    historyTotal
    history {
      id
      kind
      amount
      balanceAfter
      limitAfter
      reference
      actorKind
      actorName
      createdAt
    }
  }
`);

export const CompanyCreditSetDoc = graphql(`
  mutation CompanyCreditSet($companyId: Int!, $input: CompanyCreditInput!) {
    companyCreditSet(companyId: $companyId, input: $input) {
      __typename
      ... on CompanyCredit {
        companyId
      }
      ...ProblemFields
    }
  }
`);

export const CompanyCreditReimburseDoc = graphql(`
  mutation CompanyCreditReimburse($companyId: Int!, $amount: Float!, $reference: String, $invoiceIds: [Int!]) {
    companyCreditReimburse(companyId: $companyId, amount: $amount, reference: $reference, invoiceIds: $invoiceIds) {
      __typename
      ... on CompanyCreditReimbursement {
        entryId
        payments {
          invoiceId
          amount
          fullyPaid
        }
      }
      ...ProblemFields
    }
  }
`);

const TERMS = [
  ["net0", "Due on receipt"],
  ["net7", "Net 7"],
  ["net15", "Net 15"],
  ["net30", "Net 30"],
  ["net45", "Net 45"],
  ["net60", "Net 60"],
  ["net90", "Net 90"],
  ["eom", "End of the following month"],
] as const;
const KIND: Record<string, string> = {
  allocation: "limit set",
  update: "settings changed",
  purchase: "order on account",
  reimbursement: "payment received",
  refund: "refund",
  revert: "order canceled",
};
const PAGE = 10;
const refresh = { additionalTypenames: ["CompanyCredit", "AdminCompanyCredit", "CompanyCreditLedgerEntry"] };
const AMOUNT = /^\d{1,12}(\.\d{1,4})?$/;

export function CompanyCreditPanel({ companyId }: { companyId: number }) {
  const session = useSession();
  const allowed = !!session && hasScope(session, "companies");
  const [page, setPage] = useState(1);
  const [q, reload] = useQuery({
    query: AdminCompanyCreditDoc,
    variables: { companyId, page, pageSize: PAGE },
    pause: !allowed,
    requestPolicy: "cache-and-network",
  });
  // no credit module on this backend: the field is unknown, and the panel is left out
  if (!allowed || q.error?.graphQLErrors.some((e) => /Cannot query field/.test(e.message))) return null;
  const data = q.data?.adminCompanyCredit;
  const again = () => reload({ requestPolicy: "network-only" });
  return (
    <section aria-labelledby="company-credit-heading">
      <h2 id="company-credit-heading">Credit</h2>
      {q.error && <ErrorView error={q.error} />}
      {!data && !q.error && <p aria-busy="true">Loading…</p>}
      {data && (
        <>
          <dl class="fields" aria-label="Credit">
            <dt>Credit limit</dt>
            <dd data-credit-limit>{money(data.credit.limit, data.credit.currency)}</dd>
            <dt>Balance owed</dt>
            <dd data-credit-balance>{money(data.credit.balance, data.credit.currency)}</dd>
            <dt>Available</dt>
            <dd data-credit-available>{money(data.credit.available, data.credit.currency)}</dd>
            <dt>Terms</dt>
            <dd>{data.credit.termsLabel}</dd>
            <dt>Credit hold</dt>
            <dd>{data.credit.onHold ? <Badge value="blocked" label={`on hold${data.credit.holdReason ? `: ${data.credit.holdReason}` : ""}`} /> : "no"}</dd>
            <dt>Payment methods</dt>
            <dd>{[data.credit.payOnAccount && "Pay on Account", data.credit.purchaseOrder && "Purchase Order"].filter(Boolean).join(", ") || "neither"}</dd>
          </dl>
          <CreditSettings companyId={companyId} credit={data.credit} onSaved={again} />
          <Reimburse companyId={companyId} currency={data.credit.currency} invoices={data.invoices} onSaved={again} />
          <Invoices invoices={data.invoices} />
          <History credit={data.credit} page={page} onPage={setPage} />
        </>
      )}
    </section>
  );
}

type CreditData = NonNullable<AdminCompanyCreditQuery["adminCompanyCredit"]>;
type Credit = CreditData["credit"];
type Invoice = CreditData["invoices"][number];

function CreditSettings({ companyId, credit, onSaved }: { companyId: number; credit: Credit; onSaved: () => void }) {
  const [limit, setLimit] = useState(String(credit.limit));
  const [allowExceed, setAllowExceed] = useState(credit.allowExceed);
  const [onHold, setOnHold] = useState(credit.onHold);
  const [holdReason, setHoldReason] = useState(credit.holdReason);
  const [terms, setTerms] = useState(credit.terms);
  const [payOnAccount, setPayOnAccount] = useState(credit.payOnAccount);
  const [purchaseOrder, setPurchaseOrder] = useState(credit.purchaseOrder);
  const [problem, setProblem] = useState<ProblemLike | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [state, save] = useMutation(CompanyCreditSetDoc);
  const submit = async (e: Event) => {
    e.preventDefault();
    setDone(null);
    if (!AMOUNT.test(limit.trim())) {
      setProblem({
        code: "invalid",
        message: "The limit is an amount.",
        errors: [{ field: "limit", code: "invalid", message: "An amount like 10000 or 2500.50." }],
      });
      return;
    }
    // only the fields changed are sent: the ledger writes one update row naming them
    const input: Record<string, unknown> = {};
    if (Number(limit) !== credit.limit) input.limit = Number(limit);
    if (allowExceed !== credit.allowExceed) input.allowExceed = allowExceed;
    if (onHold !== credit.onHold) input.onHold = onHold;
    if (onHold && holdReason !== credit.holdReason) input.holdReason = holdReason;
    if (terms !== credit.terms) input.terms = terms;
    if (payOnAccount !== credit.payOnAccount) input.payOnAccount = payOnAccount;
    if (purchaseOrder !== credit.purchaseOrder) input.purchaseOrder = purchaseOrder;
    if (!Object.keys(input).length) {
      setProblem(null);
      setDone("Nothing changed.");
      return;
    }
    const r = (await save({ companyId, input: input as never }, refresh)).data?.companyCreditSet;
    if (!r) return;
    if (isProblem(r)) setProblem(r);
    else {
      setProblem(null);
      setDone("The credit is saved.");
      onSaved();
    }
  };
  return (
    <form class="filters" onSubmit={submit} aria-labelledby="credit-settings-heading">
      <h3 id="credit-settings-heading">Credit settings</h3>
      <label>
        Credit limit ({credit.currency})
        <input name="limit" inputMode="decimal" value={limit} onInput={(e) => setLimit((e.currentTarget as HTMLInputElement).value)} required />
      </label>
      <label>
        Terms
        <select name="terms" value={terms} onChange={(e) => setTerms((e.currentTarget as HTMLSelectElement).value)}>
          {TERMS.map(([v, l]) => (
            <option key={v} value={v}>
              {l}
            </option>
          ))}
        </select>
      </label>
      <label class="choice">
        <input type="checkbox" name="allowExceed" checked={allowExceed} onChange={(e) => setAllowExceed((e.currentTarget as HTMLInputElement).checked)} /> Allow
        orders over the limit
      </label>
      <label class="choice">
        <input type="checkbox" name="onHold" checked={onHold} onChange={(e) => setOnHold((e.currentTarget as HTMLInputElement).checked)} /> Credit hold (no Pay
        on Account)
      </label>
      {onHold && (
        <label>
          Hold reason
          <input name="holdReason" maxLength={500} value={holdReason} onInput={(e) => setHoldReason((e.currentTarget as HTMLInputElement).value)} />
        </label>
      )}
      <label class="choice">
        <input type="checkbox" name="payOnAccount" checked={payOnAccount} onChange={(e) => setPayOnAccount((e.currentTarget as HTMLInputElement).checked)} />{" "}
        Offer Pay on Account
      </label>
      <label class="choice">
        <input type="checkbox" name="purchaseOrder" checked={purchaseOrder} onChange={(e) => setPurchaseOrder((e.currentTarget as HTMLInputElement).checked)} />{" "}
        Offer Purchase Order
      </label>
      <div class="toolbar">
        <button type="submit" disabled={state.fetching}>
          Save the credit
        </button>
      </div>
      {state.error && <ErrorView error={state.error} />}
      {problem && <ProblemView problem={problem} />}
      {done && <Success>{done}</Success>}
    </form>
  );
}

function Reimburse(p: { companyId: number; currency: string; invoices: Invoice[]; onSaved: () => void }) {
  const [amount, setAmount] = useState("");
  const [reference, setReference] = useState("");
  const [chosen, setChosen] = useState<number[]>([]);
  const [problem, setProblem] = useState<ProblemLike | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [state, pay] = useMutation(CompanyCreditReimburseDoc);
  const unpaid = p.invoices.filter((v) => v.status !== "paid");
  const submit = async (e: Event) => {
    e.preventDefault();
    setDone(null);
    if (!AMOUNT.test(amount.trim()) || Number(amount) <= 0) {
      setProblem({
        code: "invalid",
        message: "The payment is an amount above 0.",
        errors: [{ field: "amount", code: "invalid", message: "An amount like 1210.00." }],
      });
      return;
    }
    const r = (await pay({ companyId: p.companyId, amount: Number(amount), reference: reference.trim() || null, invoiceIds: chosen }, refresh)).data
      ?.companyCreditReimburse;
    if (!r) return;
    if (isProblem(r)) setProblem(r);
    else {
      setProblem(null);
      setAmount("");
      setReference("");
      setChosen([]);
      const paid = r.__typename === "CompanyCreditReimbursement" ? r.payments.filter((x) => x.fullyPaid).length : 0;
      setDone(`The payment is recorded${paid ? `; ${paid} invoice${paid === 1 ? " is" : "s are"} paid in full` : ""}.`);
      p.onSaved();
    }
  };
  return (
    <form class="filters" onSubmit={submit} aria-labelledby="credit-pay-heading">
      <h3 id="credit-pay-heading">Record a payment</h3>
      <label>
        Amount ({p.currency})
        <input name="amount" inputMode="decimal" value={amount} onInput={(e) => setAmount((e.currentTarget as HTMLInputElement).value)} required />
      </label>
      <label>
        Reference
        <input name="reference" maxLength={200} value={reference} onInput={(e) => setReference((e.currentTarget as HTMLInputElement).value)} />
      </label>
      {unpaid.length > 0 && (
        <fieldset>
          <legend>Pay these invoices first (then the others, oldest first)</legend>
          {unpaid.map((v) => (
            <label key={v.invoiceId} class="choice">
              <input
                type="checkbox"
                name="invoiceIds"
                value={v.invoiceId}
                checked={chosen.includes(v.invoiceId)}
                onChange={(e) => setChosen((e.currentTarget as HTMLInputElement).checked ? [...chosen, v.invoiceId] : chosen.filter((x) => x !== v.invoiceId))}
              />{" "}
              {v.incrementId} (order {v.orderIncrementId}): {money(v.due, v.currency)} due {formatDate(v.dueAt)}
            </label>
          ))}
        </fieldset>
      )}
      <div class="toolbar">
        <button type="submit" disabled={state.fetching}>
          Record the payment
        </button>
      </div>
      {state.error && <ErrorView error={state.error} />}
      {problem && <ProblemView problem={problem} />}
      {done && <Success>{done}</Success>}
    </form>
  );
}

function Invoices({ invoices }: { invoices: Invoice[] }) {
  return (
    <>
      <h3>Invoices on account</h3>
      {invoices.length === 0 ? (
        <p>No invoices on account.</p>
      ) : (
        <table>
          <caption>
            {invoices.length} invoice{invoices.length === 1 ? "" : "s"}
          </caption>
          <thead>
            <tr>
              <th scope="col">Invoice</th>
              <th scope="col">Order</th>
              <th scope="col">Due</th>
              <th scope="col">Status</th>
              <th scope="col" class="num">
                Amount
              </th>
              <th scope="col" class="num">
                Still due
              </th>
            </tr>
          </thead>
          <tbody>
            {invoices.map((v) => (
              <tr key={v.invoiceId}>
                <td>{v.incrementId}</td>
                <td>{v.orderIncrementId}</td>
                <td>{formatDate(v.dueAt)}</td>
                <td>
                  <Badge value={v.status === "paid" ? "active" : v.status === "overdue" ? "blocked" : "pending"} label={v.status} />
                </td>
                <td class="num">{money(v.amount, v.currency)}</td>
                <td class="num">{money(v.due, v.currency)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}

function History({ credit, page, onPage }: { credit: Credit; page: number; onPage: (n: number) => void }) {
  const pages = Math.max(1, Math.ceil(credit.historyTotal / PAGE));
  return (
    <>
      <h3>History</h3>
      {credit.history.length === 0 ? (
        <p>No credit history yet.</p>
      ) : (
        <table>
          <caption>
            {credit.historyTotal} change{credit.historyTotal === 1 ? "" : "s"}, newest first
          </caption>
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">What</th>
              <th scope="col">Reference</th>
              <th scope="col">By</th>
              <th scope="col" class="num">
                Amount
              </th>
              <th scope="col" class="num">
                Balance after
              </th>
              <th scope="col" class="num">
                Limit after
              </th>
            </tr>
          </thead>
          <tbody>
            {credit.history.map((e) => (
              <tr key={e.id}>
                <td>{formatDate(e.createdAt)}</td>
                <td>{KIND[e.kind] ?? e.kind}</td>
                <td>{e.reference || "—"}</td>
                <td>{e.actorName || e.actorKind}</td>
                <td class="num">{money(e.amount, credit.currency)}</td>
                <td class="num">{money(e.balanceAfter, credit.currency)}</td>
                <td class="num">{money(e.limitAfter, credit.currency)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {pages > 1 && (
        <nav class="pager" aria-label="Credit history pages">
          <button type="button" class="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            Previous
          </button>
          <span>
            Page {page} of {pages}
          </span>
          <button type="button" class="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
            Next
          </button>
        </nav>
      )}
    </>
  );
}
