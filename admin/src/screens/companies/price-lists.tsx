/**
 * The price lists of a company (its detail, scope `pricing`): priceLists(filter: {companyId}), each linking to its
 * page in the Price lists screen. Asked alone, so a backend without the pricing module, or an admin without the
 * scope, sees the rest of the company as before (the panel is then left out).
 */
import { useQuery } from "@urql/preact";
import { Badge } from "../../components/format.tsx";
import { ErrorView } from "../../components/problem.tsx";
import { graphql } from "../../generated/index.ts";
import { href, onLinkClick } from "../../router.ts";
import { hasScope, useSession } from "../../session/session.ts";

export const CompanyPriceLists = graphql(`
  query CompanyPriceLists($companyId: Int!) {
    priceLists(filter: { companyId: $companyId }, page: 1, pageSize: 100, sort: { field: PRIORITY, direction: ASC }) {
      totalCount
      items {
        id
        code
        name
        active
        priority
        itemCount
        adjustmentPercent
      }
    }
  }
`);

export function CompanyPriceListsPanel({ companyId }: { companyId: number }) {
  const session = useSession();
  const allowed = !!session && hasScope(session, "pricing");
  const [lists] = useQuery({ query: CompanyPriceLists, variables: { companyId }, pause: !allowed, requestPolicy: "cache-and-network" });
  // no pricing module on this backend: the field is unknown, and the panel is left out
  if (!allowed || lists.error?.graphQLErrors.some((e) => /Cannot query field/.test(e.message))) return null;
  const page = lists.data?.priceLists;
  return (
    <section aria-labelledby="company-price-lists-heading">
      <h2 id="company-price-lists-heading">Price lists</h2>
      {lists.error && <ErrorView error={lists.error} />}
      {!page && !lists.error && <p aria-busy="true">Loading…</p>}
      {page && page.items.length === 0 && <p>No price list is assigned to this company: its members buy at their group's prices and the group's lists.</p>}
      {page && page.items.length > 0 && (
        <ul aria-label="Company price lists" class="company-price-lists">
          {page.items.map((l) => (
            <li key={l.id}>
              <a href={href(`/price-lists/${l.id}`)} onClick={(e) => onLinkClick(e, `/price-lists/${l.id}`)}>
                {l.code}
              </a>{" "}
              {l.name} — priority {l.priority}, {l.itemCount} item{l.itemCount === 1 ? "" : "s"}
              {l.adjustmentPercent != null && `, ${l.adjustmentPercent > 0 ? "+" : ""}${l.adjustmentPercent} %`}{" "}
              {!l.active && <Badge value="rejected" label="inactive" />}
            </li>
          ))}
          {page.totalCount > page.items.length && <li>and {page.totalCount - page.items.length} more</li>}
        </ul>
      )}
    </section>
  );
}
