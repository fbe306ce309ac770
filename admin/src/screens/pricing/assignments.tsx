/**
 * Who a price list applies to: companies (found by name; their members buy at it) and customer groups (every buyer
 * of the group, NOT LOGGED IN included), each assigned with priceListAssign and taken away with priceListUnassign
 * (asked first). A refusal shows its Problem.
 */
import { useMutation, useQuery } from "@urql/preact";
import { useState } from "preact/hooks";
import { ConfirmModal } from "../../components/confirm-modal.tsx";
import { Badge } from "../../components/format.tsx";
import { ErrorView, isProblem, type ProblemLike, ProblemView, Success } from "../../components/problem.tsx";
import type { PriceListRowFragment } from "../../generated/graphql.ts";
import { href, onLinkClick } from "../../router.ts";
import { refresh } from "./editor.tsx";
import { PriceListAssignDoc, PriceListUnassignDoc, PricingCompanies, PricingCompanyName, PricingOptions } from "./operations.ts";

const PAGE = 20;

type Target = { kind: "company" | "group"; id: number; label: string };

export function Assignments({ list, onChanged }: { list: PriceListRowFragment; onChanged: () => void }) {
  const [options] = useQuery({ query: PricingOptions });
  const [assignState, assign] = useMutation(PriceListAssignDoc);
  const [unassignState, unassign] = useMutation(PriceListUnassignDoc);
  const [problem, setProblem] = useState<ProblemLike | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [asking, setAsking] = useState<Target | null>(null);
  const [search, setSearch] = useState("");
  const [query, setQuery] = useState("");
  const [groupToAdd, setGroupToAdd] = useState("");
  const [page, setPage] = useState(1);
  const [found] = useQuery({ query: PricingCompanies, variables: { search: query }, pause: !query });
  const groups = options.data?.customerGroups ?? [];
  const groupName = (id: number) => groups.find((g) => g.id === id)?.name ?? `#${id}`;
  const busy = assignState.fetching || unassignState.fetching;

  const change = async (t: Target, add: boolean) => {
    setDone(null);
    const vars = { priceListId: list.id, companyIds: t.kind === "company" ? [t.id] : null, customerGroupIds: t.kind === "group" ? [t.id] : null };
    const r = add ? (await assign(vars, refresh)).data?.priceListAssign : (await unassign(vars, refresh)).data?.priceListUnassign;
    if (!r) return;
    if (isProblem(r)) return setProblem(r);
    setProblem(null);
    setDone(add ? `${list.code} is assigned to ${t.label}.` : `${list.code} no longer applies to ${t.label}.`);
    onChanged();
  };

  const companyIds = list.companyIds;
  const pages = Math.max(1, Math.ceil(companyIds.length / PAGE));
  const shown = companyIds.slice((page - 1) * PAGE, page * PAGE);
  const unassignedGroups = groups.filter((g) => !list.customerGroupIds.includes(g.id));

  return (
    <section aria-labelledby="price-list-assignments-heading">
      <h2 id="price-list-assignments-heading">Assignments</h2>
      {(assignState.error ?? unassignState.error) && <ErrorView error={(assignState.error ?? unassignState.error)!} />}
      {problem && <ProblemView problem={problem} title="Not changed" />}
      {done && <Success>{done}</Success>}
      <div class="pricing-assignments">
        <section aria-labelledby="price-list-groups-heading">
          <h3 id="price-list-groups-heading">Customer groups</h3>
          {list.customerGroupIds.length === 0 ? (
            <p>No customer group.</p>
          ) : (
            <ul aria-label="Assigned customer groups" class="pricing-assigned">
              {list.customerGroupIds.map((id) => (
                <li key={id}>
                  {groupName(id)}{" "}
                  <button
                    type="button"
                    class="link"
                    disabled={busy}
                    aria-label={`Unassign the group ${groupName(id)}`}
                    onClick={() => setAsking({ kind: "group", id, label: `the group ${groupName(id)}` })}
                  >
                    Unassign
                  </button>
                </li>
              ))}
            </ul>
          )}
          <form
            class="filters"
            aria-label="Assign a customer group"
            onSubmit={(e) => {
              e.preventDefault();
              if (groupToAdd === "") return;
              const id = Number(groupToAdd);
              setGroupToAdd("");
              void change({ kind: "group", id, label: `the group ${groupName(id)}` }, true);
            }}
          >
            <label>
              Customer group
              <select value={groupToAdd} onChange={(e) => setGroupToAdd((e.currentTarget as HTMLSelectElement).value)}>
                <option value="">choose…</option>
                {unassignedGroups.map((g) => (
                  <option key={g.id} value={String(g.id)}>
                    {g.name}
                  </option>
                ))}
              </select>
            </label>
            <button type="submit" disabled={busy || groupToAdd === ""}>
              Assign group
            </button>
          </form>
        </section>
        <section aria-labelledby="price-list-companies-heading">
          <h3 id="price-list-companies-heading">Companies</h3>
          {companyIds.length === 0 ? (
            <p>No company.</p>
          ) : (
            <>
              <ul aria-label="Assigned companies" class="pricing-assigned">
                {shown.map((id) => (
                  <AssignedCompany key={id} id={id} busy={busy} onUnassign={(label) => setAsking({ kind: "company", id, label })} />
                ))}
              </ul>
              {pages > 1 && (
                <nav class="pager" aria-label="Assigned companies pages">
                  <button type="button" class="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                    Previous
                  </button>
                  <span>
                    Page {page} of {pages} ({companyIds.length} companies)
                  </span>
                  <button type="button" class="secondary" disabled={page >= pages} onClick={() => setPage(page + 1)}>
                    Next
                  </button>
                </nav>
              )}
            </>
          )}
          <form
            class="filters"
            aria-label="Find a company"
            onSubmit={(e) => {
              e.preventDefault();
              setQuery(search.trim());
            }}
          >
            <label>
              Company (name, email, VAT id or id)
              <input type="search" value={search} onInput={(e) => setSearch((e.currentTarget as HTMLInputElement).value)} />
            </label>
            <button type="submit">Find</button>
          </form>
          {found.error && <ErrorView error={found.error} />}
          {query && found.data && (
            <ul aria-label="Companies found" class="pricing-found">
              {found.data.companies.items.length === 0 && <li>No company matches “{query}”.</li>}
              {found.data.companies.items.map((c) => (
                <li key={c.id}>
                  {c.name} <Badge value={c.status} />{" "}
                  {companyIds.includes(c.id) ? (
                    <span class="muted">assigned</span>
                  ) : (
                    <button
                      type="button"
                      disabled={busy}
                      aria-label={`Assign ${c.name}`}
                      onClick={() => change({ kind: "company", id: c.id, label: c.name }, true)}
                    >
                      Assign
                    </button>
                  )}
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
      {asking && (
        <ConfirmModal
          labelledBy="price-list-unassign-title"
          describedBy="price-list-unassign-effect"
          confirm="Unassign"
          confirmClass="danger confirm"
          onCancel={() => setAsking(null)}
          onConfirm={() => {
            const t = asking;
            setAsking(null);
            void change(t, false);
          }}
        >
          <h2 id="price-list-unassign-title">
            Unassign {list.code} from {asking.label}?
          </h2>
          <p id="price-list-unassign-effect">Its buyers pay without this list's prices from their next request.</p>
        </ConfirmModal>
      )}
    </section>
  );
}

function AssignedCompany({ id, busy, onUnassign }: { id: number; busy: boolean; onUnassign: (label: string) => void }) {
  const [c] = useQuery({ query: PricingCompanyName, variables: { id } });
  const name = c.data?.company?.name ?? `company #${id}`;
  return (
    <li>
      <a href={href(`/companies/${id}`)} onClick={(e) => onLinkClick(e, `/companies/${id}`)}>
        {name}
      </a>
      {c.data?.company && (
        <>
          {" "}
          <Badge value={c.data.company.status} />
        </>
      )}{" "}
      <button type="button" class="link" disabled={busy} aria-label={`Unassign ${name}`} onClick={() => onUnassign(name)}>
        Unassign
      </button>
    </li>
  );
}
