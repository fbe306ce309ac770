/**
 * The shadow diagnostic (accessRulesDiagnostics) as warnings: each rule that never fires for some products
 * because an earlier rule, whose scope covers its scope, decides first for them. Saving is never refused for
 * it. Each warning lists its products page by page, each with a link to the explain panel for a caller in the
 * shadowed rule's scope.
 */
import { useQuery } from "@urql/preact";
import { useState } from "preact/hooks";
import { ErrorView } from "../../components/problem.tsx";
import type { AccessRulesDiagnosticsQuery } from "../../generated/graphql.ts";
import { href, onLinkClick } from "../../router.ts";
import { RulesDiagnostics, ShadowProducts } from "./documents.ts";

type Shadow = AccessRulesDiagnosticsQuery["accessRulesDiagnostics"]["shadows"][number];

/** `ruleId`: only the warnings that rule is part of (the editor); else all (the grid) */
export function ShadowWarnings({ ruleId }: { ruleId?: number }) {
  const [r] = useQuery({ query: RulesDiagnostics, variables: { ruleId }, requestPolicy: "network-only" });
  const d = r.data?.accessRulesDiagnostics;
  return (
    <section aria-labelledby="rule-shadows-heading" class="rl-diagnostics rl-shadows">
      <h3 id="rule-shadows-heading">Rules that never fire</h3>
      {r.error && <ErrorView error={r.error} />}
      {!d ? (
        <p aria-busy="true">Checking the active rules against the catalogue…</p>
      ) : d.shadows.length === 0 ? (
        <p id="rule-shadows-none">
          {ruleId === undefined
            ? `No active rule is shadowed: checked ${d.ruleCount} active rule${d.ruleCount === 1 ? "" : "s"} against ${d.productCount} products.`
            : "No earlier rule takes this rule's products, and it takes none of a later rule's."}
        </p>
      ) : (
        <ul id="rule-shadows">
          {d.shadows.map((s) => (
            <ShadowItem key={`${s.ruleId}:${s.shadowedById}`} s={s} />
          ))}
        </ul>
      )}
      <p class="rl-help">
        A warning, not an error: the first matching rule by priority decides, so a later rule whose customers, stores and countries an earlier rule covers never
        fires for the products both match. Change a priority, a scope or a condition if that is not what you meant.
      </p>
    </section>
  );
}

function ShadowItem({ s }: { s: Shadow }) {
  const [open, setOpen] = useState(false);
  return (
    <li class="warning" data-rule-id={s.ruleId} data-shadowed-by={s.shadowedById} data-count={s.productCount}>
      <strong>warning</strong>: {s.message}{" "}
      <button type="button" class="link" aria-expanded={open} onClick={() => setOpen(!open)}>
        {open ? "Hide the products" : `Show the ${s.productCount} product${s.productCount === 1 ? "" : "s"}`}
      </button>
      {open && <ShadowProductList s={s} />}
    </li>
  );
}

function ShadowProductList({ s }: { s: Shadow }) {
  const [page, setPage] = useState(1);
  const [r] = useQuery({ query: ShadowProducts, variables: { ruleId: s.ruleId, page }, requestPolicy: "network-only" });
  const products = r.data?.accessRulesDiagnostics.shadows.find((x) => x.ruleId === s.ruleId && x.shadowedById === s.shadowedById)?.products;
  const pages = products ? Math.max(1, Math.ceil(products.totalCount / 10)) : 1;
  const explain = (p: { id: number; sku: string }) => {
    const q = new URLSearchParams({ product: String(p.id), sku: p.sku, group: String(s.scope.groupId), store: String(s.scope.storeId) });
    if (s.scope.country) q.set("country", s.scope.country);
    return `/access-rules/explain?${q}`;
  };
  if (r.error) return <ErrorView error={r.error} />;
  if (!products) return <p aria-busy="true">Loading the products…</p>;
  return (
    <div class="rl-shadow-products">
      <ul aria-label={`Products “${s.ruleName}” never fires for`}>
        {products.items.map((p) => (
          <li key={p.id}>
            {p.sku} · {p.name}{" "}
            <a href={href(explain(p))} onClick={(e) => onLinkClick(e, explain(p))}>
              Explain {p.sku}
            </a>
          </li>
        ))}
      </ul>
      {pages > 1 && (
        <p>
          <button type="button" class="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            Previous
          </button>{" "}
          Page {page} of {pages}{" "}
          <button type="button" class="secondary" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            Next
          </button>
        </p>
      )}
    </div>
  );
}
