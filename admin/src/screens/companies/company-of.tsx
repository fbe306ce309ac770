/**
 * The company of a customer (the customer's detail) and of a trade application (the application's detail): its
 * name as a link to /companies/<id>, its status and reason, and the customer's part in it. Each is asked alone, so a
 * console whose backend lacks the company module, or an admin without the `companies` scope, still sees the rest.
 */
import type { CombinedError } from "@urql/core";
import { useQuery } from "@urql/preact";
import { Badge } from "../../components/format.tsx";
import { ErrorView } from "../../components/problem.tsx";
import { href, onLinkClick } from "../../router.ts";
import { ApplicationCompany, CustomerCompany } from "./operations.ts";

/** a field this backend does not have, or one this admin's scopes do not reach: the section is left out */
const hidden = (e: CombinedError | undefined) =>
  !!e &&
  e.graphQLErrors.length > 0 &&
  e.graphQLErrors.every((g) => /Cannot query field|Unknown argument|is not defined/.test(g.message) || g.extensions?.code === "forbidden");

function CompanyLink({ id, name }: { id: number; name: string }) {
  return (
    <a href={href(`/companies/${id}`)} onClick={(e) => onLinkClick(e, `/companies/${id}`)}>
      {name}
    </a>
  );
}

/** the customer's company, as a section of the customer's detail */
export function CustomerCompanySection({ customerId }: { customerId: number }) {
  const [q] = useQuery({ query: CustomerCompany, variables: { id: customerId }, requestPolicy: "cache-and-network" });
  if (hidden(q.error)) return null;
  const c = q.data?.customer?.company;
  const member = c?.members.find((m) => m.customerId === customerId);
  return (
    <>
      <h3>Company</h3>
      {q.error && <ErrorView error={q.error} />}
      {q.data?.customer && !c && <p>Not a member of a company.</p>}
      {c && (
        <dl class="fields company-of">
          <dt>Company</dt>
          <dd>
            <CompanyLink id={c.id} name={c.name} />
          </dd>
          <dt>Company status</dt>
          <dd>
            <Badge value={c.status} />
            {c.statusReason && (
              <>
                {" "}
                — <q>{c.statusReason}</q>
              </>
            )}
          </dd>
          <dt>Part</dt>
          <dd>
            {c.admin?.customerId === customerId || member?.isAdmin ? "company admin" : (member?.role?.name ?? "member without a role")}
            {member && member.status !== "active" ? ` (${member.status})` : ""}
          </dd>
        </dl>
      )}
    </>
  );
}

/** the company a trade application made: rows for the application's field list */
export function ApplicationCompanyFields({ applicationId }: { applicationId: number }) {
  const [q] = useQuery({ query: ApplicationCompany, variables: { applicationId }, requestPolicy: "cache-and-network" });
  if (hidden(q.error)) return null;
  const c = q.data?.companies.items[0];
  return (
    <>
      <dt>Company</dt>
      <dd>
        {q.error && <ErrorView error={q.error} />}
        {q.data && !c && "none"}
        {c && (
          <>
            <CompanyLink id={c.id} name={c.name} /> <Badge value={c.status} />
            {c.statusReason && (
              <>
                {" "}
                — <q>{c.statusReason}</q>
              </>
            )}
          </>
        )}
      </dd>
    </>
  );
}
