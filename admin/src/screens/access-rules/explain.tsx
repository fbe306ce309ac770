/**
 * The explain panel: pick a product (by SKU or name, hidden ones included) and a caller: a customer group, a
 * store and a destination country, or a customer (id or email: their group, store and cart's destination
 * country, unless a store or country is picked); accessExplain answers which rule decides and why (each rule considered, its scope and
 * its condition tree evaluated against the product) and the decision's actions.
 */
import { useClient, useQuery } from "@urql/preact";
import { useEffect, useId, useState } from "preact/hooks";
import { ErrorView, type ProblemLike, ProblemView } from "../../components/problem.tsx";
import { href, onLinkClick } from "../../router.ts";
import type { AccessExplainPanelQuery } from "../../generated/graphql.ts";
import { Explain, ExplainOptions, ExplainProducts } from "./documents.ts";

type Explanation = AccessExplainPanelQuery["accessExplain"];
interface Product {
  id: number;
  sku: string;
  name: string;
}
interface NodeExplanation {
  label: string;
  value: boolean;
  actual?: unknown;
  children?: NodeExplanation[];
}
interface Step {
  rule: string;
  priority: number;
  scope: { matched: boolean; reason?: string };
  conditions: NodeExplanation | null;
  fired: boolean;
}

/** what a link may preset (the shadow warnings link each product): ?product=ID&sku=SKU&group=G&store=S&country=C */
function presets() {
  const q = new URLSearchParams(window.location.search);
  const id = Number(q.get("product"));
  const sku = q.get("sku") ?? "";
  return {
    product: Number.isInteger(id) && id > 0 ? { id, sku, name: "" } : null,
    group: q.get("group") ?? "0",
    store: q.get("store") ?? "",
    country: q.get("country") ?? "",
  };
}

export function ExplainPanel() {
  const client = useClient();
  const [options] = useQuery({ query: ExplainOptions });
  const [preset] = useState(presets);
  const [search, setSearch] = useState(preset.product?.sku ?? "");
  const [found, setFound] = useState<Product[]>([]);
  const [product, setProduct] = useState<Product | null>(preset.product);
  const [by, setBy] = useState<"group" | "customer">("group");
  const [groupId, setGroupId] = useState(preset.group);
  const [customer, setCustomer] = useState("");
  const [storeId, setStoreId] = useState(preset.store);
  const [country, setCountry] = useState(preset.country);
  const [answer, setAnswer] = useState<Explanation | null>(null);
  const [problem, setProblem] = useState<ProblemLike | null>(null);
  const [busy, setBusy] = useState(false);
  const listId = useId();

  // the product lookup follows the typing (a short pause, the latest answer wins)
  useEffect(() => {
    const q = search.trim();
    if (!q || (product && q === product.sku)) return setFound([]);
    let live = true;
    const t = setTimeout(async () => {
      const r = await client.query(ExplainProducts, { search: q }, { requestPolicy: "network-only" }).toPromise();
      if (live) setFound(r.data?.accessExplainProducts ?? []);
    }, 200);
    return () => {
      live = false;
      clearTimeout(t);
    };
  }, [search, client, product]);

  const run = async (e?: Event) => {
    e?.preventDefault();
    if (!product) return setProblem({ code: "required", message: "Pick a product first." });
    if (by === "customer" && !customer.trim()) return setProblem({ code: "required", message: "Give a customer's email or id." });
    setBusy(true);
    setProblem(null);
    const caller = by === "customer" ? { customer: customer.trim() } : { groupId: Number(groupId) };
    const r = await client
      .query(
        Explain,
        { productId: product.id, ...caller, storeId: storeId ? Number(storeId) : undefined, country: country || undefined },
        { requestPolicy: "network-only" },
      )
      .toPromise();
    setBusy(false);
    if (r.error) {
      setAnswer(null);
      return setProblem({ code: String(r.error.graphQLErrors[0]?.extensions?.code ?? "error"), message: r.error.message });
    }
    setAnswer(r.data?.accessExplain ?? null);
  };
  // a link that names a product explains it at once
  useEffect(() => {
    if (preset.product) void run();
  }, []);

  const o = options.data;
  return (
    <section aria-labelledby="explain-heading">
      <h2 id="explain-heading">Explain a decision</h2>
      <p class="rl-help">
        Which rule decides for a product and a caller, and why: a customer group, a store and a destination country, or a customer (their group, store and
        cart's destination country).
      </p>
      {options.error && <ErrorView error={options.error} />}
      <form class="filters" onSubmit={run} aria-label="What to explain">
        <div class="rl-product-pick">
          <label>
            Product (SKU or name)
            <input
              type="search"
              value={search}
              autoComplete="off"
              aria-describedby={`${listId}-picked`}
              onInput={(e) => {
                setSearch(e.currentTarget.value);
                setProduct(null);
              }}
            />
          </label>
          {found.length > 0 && (
            <ul class="rl-results" aria-label="Matching products">
              {found.map((p) => (
                <li key={p.id}>
                  <button
                    type="button"
                    class="link"
                    onClick={() => {
                      setProduct(p);
                      setSearch(p.sku);
                      setFound([]);
                    }}
                  >
                    {p.sku} · {p.name}
                  </button>
                </li>
              ))}
            </ul>
          )}
          <p id={`${listId}-picked`} class="rl-help">
            {product ? `Picked: ${product.sku} · ${product.name} (#${product.id})` : "Type to search, then pick a product."}
          </p>
        </div>
        <fieldset class="rl-explain-by">
          <legend>Explain for</legend>
          <label>
            <input type="radio" name="explain-by" checked={by === "group"} onChange={() => setBy("group")} /> a group
          </label>
          <label>
            <input type="radio" name="explain-by" checked={by === "customer"} onChange={() => setBy("customer")} /> a customer
          </label>
        </fieldset>
        {by === "group" ? (
          <label>
            Customer group
            <select value={groupId} onChange={(e) => setGroupId(e.currentTarget.value)}>
              {(o?.customerGroups ?? [{ id: 0, code: "NOT_LOGGED_IN", name: "NOT LOGGED IN" }]).map((g) => (
                <option key={g.id} value={String(g.id)}>
                  {g.name}
                </option>
              ))}
            </select>
          </label>
        ) : (
          <label>
            Customer (email or id)
            <input type="text" value={customer} autoComplete="off" onInput={(e) => setCustomer(e.currentTarget.value)} />
          </label>
        )}
        <label>
          Store
          <select value={storeId} onChange={(e) => setStoreId(e.currentTarget.value)}>
            <option value="">{by === "customer" ? "The customer's store" : "Default store"}</option>
            {(o?.stores ?? []).map((s) => (
              <option key={s.id} value={String(s.id)}>
                {s.name} ({s.code})
              </option>
            ))}
          </select>
        </label>
        <label>
          Destination country
          <select value={country} onChange={(e) => setCountry(e.currentTarget.value)}>
            <option value="">{by === "customer" ? "The customer's cart's (else not known)" : "Not known"}</option>
            {(o?.countries ?? []).map((c) => (
              <option key={c.id} value={c.id}>
                {c.name} ({c.id})
              </option>
            ))}
          </select>
        </label>
        <button type="submit" disabled={busy}>
          Explain
        </button>
      </form>
      {problem && <ProblemView problem={problem} />}
      {answer && <ExplanationView answer={answer} />}
    </section>
  );
}

function ExplanationView({ answer }: { answer: Explanation }) {
  const d = answer.decision;
  const steps = (Array.isArray(answer.steps) ? answer.steps : []) as Step[];
  return (
    <section class="panel" aria-labelledby="explain-answer-heading" aria-live="polite">
      <h3 id="explain-answer-heading">
        {answer.ruleName ? (
          <>
            Decided by “
            <a id="explain-rule" href={href(`/access-rules/${answer.ruleId}`)} onClick={(e) => onLinkClick(e, `/access-rules/${answer.ruleId}`)}>
              {answer.ruleName}
            </a>
            ”
          </>
        ) : d.fired ? (
          "The gate fires"
        ) : (
          "No rule applies"
        )}
      </h3>
      <p id="explain-summary">{answer.summary}</p>
      <p id="explain-caller" class="rl-help">
        For {answer.caller.customerEmail ? `${answer.caller.customerEmail} (#${answer.caller.customerId}), ` : ""}customer group {answer.caller.groupId}, store{" "}
        {answer.caller.storeCode}, destination country{" "}
        {answer.caller.country
          ? `${answer.caller.country}${answer.caller.countryFrom === "cart" ? " (the customer's cart)" : ""}`
          : answer.caller.customerEmail
            ? "not known (no active cart with a shipping country)"
            : "not known"}
        .
      </p>
      <p class="rl-help">
        Mode: {answer.mode}
        {answer.enabled ? "" : " (the access gate is switched off for this store)"}
      </p>
      <dl class="fields" id="explain-decision">
        <dt>Hidden from listings</dt>
        <dd>{d.hideListing ? "yes" : "no"}</dd>
        <dt>Price hidden</dt>
        <dd>{d.hidePrice ? "yes" : "no"}</dd>
        <dt>Purchase</dt>
        <dd>{d.refusePurchase || !d.canCheckout ? "refused" : "allowed"}</dd>
        <dt>Redirect</dt>
        <dd>{d.redirect ?? "none"}</dd>
        <dt>Message</dt>
        <dd>{d.message || "none"}</dd>
      </dl>
      {steps.length > 0 && (
        <>
          <h4>Rules considered, in priority order</h4>
          <ol class="rl-steps">
            {steps.map((s) => (
              <li key={`${s.priority}:${s.rule}`} class={s.fired ? "fired" : undefined}>
                <strong>{s.rule}</strong> (priority {s.priority}):{" "}
                {!s.scope.matched
                  ? `out of scope: ${s.scope.reason ?? ""}`
                  : s.fired
                    ? "in scope, the condition matched: this rule decides"
                    : "in scope, the condition did not match"}
                {s.scope.matched && s.conditions && <NodeView node={s.conditions} />}
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}

function NodeView({ node }: { node: NodeExplanation }) {
  return (
    <ul class="rl-node">
      <li>
        <span class={node.value ? "rl-true" : "rl-false"}>{node.value ? "✓" : "✗"}</span> <code>{node.label}</code>
        {node.actual !== undefined && <span class="rl-help"> (the product has {JSON.stringify(node.actual)})</span>}
        {node.children?.map((c, i) => (
          <NodeView key={i} node={c} />
        ))}
      </li>
    </ul>
  );
}
