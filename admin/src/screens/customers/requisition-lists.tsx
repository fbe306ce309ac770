/**
 * The requisition lists of a customer (their detail) or of a company (its detail), read-only:
 * adminRequisitionLists(customerId | companyId), scope `customers`. Each list is a disclosure with its items (SKU,
 * product, quantity, options); a list keeps no price, so none is shown. Asked alone, so a backend without the
 * requisition module, or an admin without the scope, sees the rest of the screen as before (the panel is left out).
 */
import type { CombinedError } from "@urql/core";
import { useQuery } from "@urql/preact";
import { Badge, formatDate } from "../../components/format.tsx";
import { ErrorView } from "../../components/problem.tsx";
import { graphql } from "../../generated/index.ts";
import { href, onLinkClick } from "../../router.ts";
import { hasScope, useSession } from "../../session/session.ts";

const SHOWN = 50;

export const AdminRequisitionLists = graphql(`
  query AdminRequisitionLists($customerId: Int, $companyId: Int, $limit: Int) {
    adminRequisitionLists(customerId: $customerId, companyId: $companyId, limit: $limit) {
      id
      name
      description
      shared
      itemsCount
      updatedAt
      owner {
        id
        email
        firstName
        lastName
      }
      items {
        id
        sku
        qty
        options
        productName
      }
    }
  }
`);

/** a field this backend does not have, or one this admin's scopes do not reach: the panel is left out */
const hidden = (e: CombinedError | undefined) =>
  !!e &&
  e.graphQLErrors.length > 0 &&
  e.graphQLErrors.every((g) => /Cannot query field|Unknown argument/.test(g.message) || g.extensions?.code === "forbidden");

/** the cart's options in a line: `customOptions: {"7":"engraved"}`; none: — */
function optionsText(options: unknown): string {
  if (!options || typeof options !== "object") return "—";
  const parts = Object.entries(options as Record<string, unknown>).map(([k, v]) => `${k}: ${typeof v === "string" ? v : JSON.stringify(v)}`);
  return parts.length ? parts.join("; ") : "—";
}

export function RequisitionListsPanel(p: { customerId?: number; companyId?: number; level: 2 | 3 }) {
  const session = useSession();
  const allowed = !!session && hasScope(session, "customers");
  const [q] = useQuery({
    query: AdminRequisitionLists,
    variables: { customerId: p.customerId ?? null, companyId: p.companyId ?? null, limit: SHOWN + 1 },
    pause: !allowed,
    requestPolicy: "cache-and-network",
  });
  if (!allowed || hidden(q.error)) return null;
  const lists = q.data?.adminRequisitionLists;
  const headingId = `requisition-lists-${p.companyId != null ? `company-${p.companyId}` : `customer-${p.customerId}`}`;
  const Heading = p.level === 2 ? "h2" : "h3";
  const forCompany = p.companyId != null;
  return (
    <section aria-labelledby={headingId}>
      <Heading id={headingId}>Requisition lists</Heading>
      {q.error && <ErrorView error={q.error} />}
      {!lists && !q.error && <p aria-busy="true">Loading…</p>}
      {lists && lists.length === 0 && <p>{forCompany ? "No member of this company has a requisition list." : "This customer has no requisition list."}</p>}
      {lists && lists.length > 0 && (
        <ul aria-label="Requisition lists" class="requisition-lists">
          {lists.slice(0, SHOWN).map((l) => {
            const owner = l.owner ? `${l.owner.firstName} ${l.owner.lastName}`.trim() || l.owner.email : null;
            return (
              <li key={l.id}>
                <details>
                  <summary>
                    <strong>{l.name}</strong> — {l.itemsCount} item{l.itemsCount === 1 ? "" : "s"},{" "}
                    {l.shared ? <Badge value="active" label="shared with the company" /> : <Badge value="private" label="private" />}
                    {forCompany && <> — {owner ?? "owner gone"}</>}, changed {formatDate(l.updatedAt)}
                  </summary>
                  {l.description && <p>{l.description}</p>}
                  {forCompany && l.owner && (
                    <p>
                      Owner:{" "}
                      <a href={href(`/customers/${l.owner.id}`)} onClick={(e) => onLinkClick(e, `/customers/${l.owner!.id}`)}>
                        {owner} ({l.owner.email})
                      </a>
                    </p>
                  )}
                  {l.items.length === 0 ? (
                    <p>No items.</p>
                  ) : (
                    // biome-ignore lint/a11y/noNoninteractiveTabindex: a table wider than the customer's panel scrolls here, reachable by keyboard (axe scrollable-region-focusable)
                    <section class="grid" aria-label={`Items of ${l.name}, scrollable`} tabIndex={0}>
                      <table>
                        <caption>Items of {l.name}</caption>
                        <thead>
                          <tr>
                            <th scope="col">SKU</th>
                            <th scope="col">Product</th>
                            <th scope="col" class="num">
                              Qty
                            </th>
                            <th scope="col">Options</th>
                          </tr>
                        </thead>
                        <tbody>
                          {l.items.map((i) => (
                            <tr key={i.id}>
                              <td>{i.sku}</td>
                              <td>{i.productName ?? "no longer in the catalogue"}</td>
                              <td class="num">{i.qty}</td>
                              <td>{optionsText(i.options)}</td>
                            </tr>
                          ))}
                        </tbody>
                      </table>
                    </section>
                  )}
                </details>
              </li>
            );
          })}
          {lists.length > SHOWN && <li>and more: the {SHOWN} most recently changed are shown</li>}
        </ul>
      )}
    </section>
  );
}
