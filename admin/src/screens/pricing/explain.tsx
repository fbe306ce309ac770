/**
 * The explain panel (priceExplain): a product (its id, or found by SKU or name), a quantity, a caller (a company:
 * its group and its lists; or a customer group) and a store answer every candidate price (the catalogue's own and
 * each applicable list's), lowest first, the winner marked, each with why it won or lost, and the quantity rule
 * the cart enforces. A link may preset it: ?product=ID&qty=N&company=ID&group=ID&store=ID.
 */
import { useClient, useQuery } from "@urql/preact";
import { useEffect, useId, useState } from "preact/hooks";
import { ErrorView, isProblem, type ProblemLike, ProblemView } from "../../components/problem.tsx";
import type { PriceExplainQuery } from "../../generated/graphql.ts";
import { href, onLinkClick } from "../../router.ts";
import { BASE, formatPrice, formatQty } from "./format.ts";
import { PriceExplainDoc, PricingCompanies, PricingOptions, PricingProducts } from "./operations.ts";

type Answer = Extract<PriceExplainQuery["priceExplain"], { __typename: "PriceExplainResult" }>;
interface Product {
  id: number;
  sku: string;
  name: string;
}

function presets() {
  const q = new URLSearchParams(window.location.search);
  const num = (k: string) => {
    const n = Number(q.get(k));
    return Number.isInteger(n) && n > 0 ? n : null;
  };
  return { product: num("product"), qty: q.get("qty") ?? "1", company: num("company"), group: q.get("group") ?? "", store: q.get("store") ?? "" };
}

const SOURCE_LABEL: Record<string, string> = { catalog: "Catalogue", priceList: "Price list" };

export function PriceExplainPanel() {
  const client = useClient();
  const [preset] = useState(presets);
  const [options] = useQuery({ query: PricingOptions });
  const [productText, setProductText] = useState(preset.product ? String(preset.product) : "");
  const [found, setFound] = useState<Product[]>([]);
  const [product, setProduct] = useState<Product | null>(preset.product ? { id: preset.product, sku: "", name: "" } : null);
  const [qty, setQty] = useState(preset.qty);
  const [by, setBy] = useState<"company" | "group">(preset.company ? "company" : "group");
  const [companyText, setCompanyText] = useState(preset.company ? String(preset.company) : "");
  const [companyId, setCompanyId] = useState<number | null>(preset.company);
  const [companyQuery, setCompanyQuery] = useState("");
  const [groupId, setGroupId] = useState(preset.group || "0");
  const [storeId, setStoreId] = useState(preset.store);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [problem, setProblem] = useState<ProblemLike | null>(null);
  const [busy, setBusy] = useState(false);
  const [companies] = useQuery({ query: PricingCompanies, variables: { search: companyQuery }, pause: !companyQuery });
  const productsId = useId();

  // products found by SKU or name as the admin types (a short pause; the latest answer wins); a number is an id
  useEffect(() => {
    const q = productText.trim();
    if (!q || /^\d+$/.test(q) || (product && q === product.sku)) return setFound([]);
    let live = true;
    const t = setTimeout(async () => {
      const r = await client.query(PricingProducts, { search: q }, { requestPolicy: "network-only" }).toPromise();
      if (!live) return;
      const items = r.data?.adminProducts.items ?? [];
      setFound(items);
      const exact = items.find((p) => p.sku.toLowerCase() === q.toLowerCase());
      if (exact) setProduct(exact);
    }, 200);
    return () => {
      live = false;
      clearTimeout(t);
    };
  }, [productText, client, product]);

  const run = async (e?: Event) => {
    e?.preventDefault();
    const text = productText.trim();
    const chosen = /^\d+$/.test(text) ? { id: Number(text), sku: "", name: "" } : product;
    if (!chosen) return setProblem({ code: "required", message: "Give a product's id, or pick it by SKU or name." });
    const q = Number(qty || "1");
    if (!(q > 0))
      return setProblem({
        code: "invalid",
        message: "The quantity is a number above zero.",
        errors: [{ field: "qty", code: "invalid", message: "Above zero." }],
      });
    if (by === "company" && !companyId) return setProblem({ code: "required", message: "Pick a company, or explain for a customer group." });
    setBusy(true);
    setProblem(null);
    const r = await client
      .query(
        PriceExplainDoc,
        {
          productId: chosen.id,
          qty: q,
          companyId: by === "company" ? companyId : null,
          customerGroupId: by === "group" ? Number(groupId) : null,
          storeId: storeId ? Number(storeId) : null,
        },
        { requestPolicy: "network-only" },
      )
      .toPromise();
    setBusy(false);
    if (r.error) {
      setAnswer(null);
      return setProblem({ code: String(r.error.graphQLErrors[0]?.extensions?.code ?? "error"), message: r.error.message });
    }
    const a = r.data?.priceExplain;
    if (!a) return;
    if (isProblem(a)) {
      setAnswer(null);
      return setProblem(a);
    }
    if (a.__typename === "PriceExplainResult") setAnswer(a);
  };
  // a link that names a product explains it at once
  useEffect(() => {
    if (preset.product) void run();
  }, []);

  const o = options.data;
  return (
    <section aria-labelledby="price-explain-heading">
      <h2 id="price-explain-heading">Explain a price</h2>
      <p class="rl-help">
        Every candidate price of a product for a caller at a quantity: the catalogue's own final price and each applicable list's fixed, tier or percent price.
        The lowest wins; an equal price goes to a list before the catalogue, then to the lower priority number.
      </p>
      {options.error && <ErrorView error={options.error} />}
      <form class="filters pricing-explain-form" onSubmit={run} aria-label="What to explain">
        <label>
          Product (id, SKU or name)
          <input
            type="search"
            name="product"
            value={productText}
            list={productsId}
            autoComplete="off"
            onInput={(e) => {
              const v = (e.currentTarget as HTMLInputElement).value;
              setProductText(v);
              const hit = found.find((p) => p.sku === v);
              setProduct(hit ?? null);
            }}
          />
          <datalist id={productsId}>
            {found.map((p) => (
              <option key={p.id} value={p.sku}>
                {p.name}
              </option>
            ))}
          </datalist>
        </label>
        <label>
          Quantity
          <input name="qty" type="number" min="0" step="any" value={qty} onInput={(e) => setQty((e.currentTarget as HTMLInputElement).value)} />
        </label>
        <fieldset class="inline">
          <legend>Caller</legend>
          <label>
            <input type="radio" name="by" value="company" checked={by === "company"} onChange={() => setBy("company")} /> A company
          </label>
          <label>
            <input type="radio" name="by" value="group" checked={by === "group"} onChange={() => setBy("group")} /> A customer group
          </label>
        </fieldset>
        {by === "company" ? (
          <>
            <label>
              Company (name, email, VAT id or id)
              <input
                type="search"
                name="company"
                value={companyText}
                onInput={(e) => {
                  const v = (e.currentTarget as HTMLInputElement).value;
                  setCompanyText(v);
                  setCompanyId(/^\d+$/.test(v.trim()) ? Number(v.trim()) : null);
                }}
              />
            </label>
            <button type="button" class="secondary" onClick={() => setCompanyQuery(companyText.trim())} disabled={!companyText.trim()}>
              Find company
            </button>
            {companyQuery && companies.data && (
              <label>
                Matching companies
                <select
                  name="companyId"
                  value={companyId ? String(companyId) : ""}
                  onChange={(e) => {
                    const id = Number((e.currentTarget as HTMLSelectElement).value);
                    setCompanyId(id || null);
                  }}
                >
                  <option value="">choose…</option>
                  {companies.data.companies.items.map((c) => (
                    <option key={c.id} value={String(c.id)}>
                      {c.name}
                    </option>
                  ))}
                </select>
              </label>
            )}
          </>
        ) : (
          <label>
            Customer group
            <select name="groupId" value={groupId} onChange={(e) => setGroupId((e.currentTarget as HTMLSelectElement).value)}>
              {(o?.customerGroups ?? [{ id: 0, name: "NOT LOGGED IN" }]).map((g) => (
                <option key={g.id} value={String(g.id)}>
                  {g.name}
                </option>
              ))}
            </select>
          </label>
        )}
        <label>
          Store
          <select name="storeId" value={storeId} onChange={(e) => setStoreId((e.currentTarget as HTMLSelectElement).value)}>
            <option value="">the default store</option>
            {(o?.stores ?? []).map((s) => (
              <option key={s.id} value={String(s.id)}>
                {s.name}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" disabled={busy} aria-busy={busy ? "true" : "false"}>
          Explain
        </button>
      </form>
      {companies.error && <ErrorView error={companies.error} />}
      {problem && <ProblemView problem={problem} />}
      {answer && <ExplainAnswer answer={answer} groupName={(id) => o?.customerGroups.find((g) => g.id === id)?.name ?? `#${id}`} />}
    </section>
  );
}

function ExplainAnswer({ answer: a, groupName }: { answer: Answer; groupName: (id: number) => string }) {
  const qty = a.qty;
  const winner = a.candidates.find((c) => c.won);
  const rule = a.quantityRule;
  return (
    <section aria-labelledby="price-explain-answer" class="pricing-explain-answer">
      <h3 id="price-explain-answer">
        {a.sku} at {formatQty(qty)}: {formatPrice(a.price, a.currency)}
      </h3>
      <p>
        For {a.companyId != null ? `company #${a.companyId}, ` : ""}the group {groupName(a.customerGroupId)}.
        {!a.enabled && " Per-company pricing is off in this store: only the catalogue's price applies."}
      </p>
      <p id="price-explain-winner" role="status">
        {winner
          ? winner.source === "catalog"
            ? "The catalogue's own price wins."
            : `The price list ${winner.priceListCode} wins (${winner.kind ?? "price"}${winner.tierQty != null ? ` from ${formatQty(winner.tierQty)}` : ""}).`
          : "No candidate: the price is hidden."}
      </p>
      {rule && (
        <p>
          Quantity rule of {rule.priceListCode}: {rule.minQty != null && `minimum ${formatQty(rule.minQty)}`}
          {rule.maxQty != null && `${rule.minQty != null ? ", " : ""}maximum ${formatQty(rule.maxQty)}`}
          {rule.qtyIncrement != null && `${rule.minQty != null || rule.maxQty != null ? ", " : ""}in multiples of ${formatQty(rule.qtyIncrement)}`}.
        </p>
      )}
      <table class="pricing-candidates">
        <caption>Candidates, lowest first</caption>
        <thead>
          <tr>
            <th scope="col">Result</th>
            <th scope="col">Source</th>
            <th scope="col">Price list</th>
            <th scope="col" class="num">
              Priority
            </th>
            <th scope="col">Kind</th>
            <th scope="col" class="num">
              Tier from
            </th>
            <th scope="col" class="num">
              Price
            </th>
            <th scope="col">Why</th>
          </tr>
        </thead>
        <tbody>
          {a.candidates.map((c, i) => (
            <tr key={`${c.source}:${c.priceListId ?? 0}:${i}`} class={c.won ? "winner" : undefined} aria-current={c.won ? "true" : undefined}>
              <td>{c.won ? <strong class="badge approved">winner</strong> : <span class="muted">lost</span>}</td>
              <td>{SOURCE_LABEL[c.source] ?? c.source}</td>
              <td>
                {c.priceListId != null ? (
                  <a href={href(`${BASE}/${c.priceListId}`)} onClick={(e) => onLinkClick(e, `${BASE}/${c.priceListId}`)}>
                    {c.priceListCode ?? `#${c.priceListId}`}
                  </a>
                ) : (
                  "—"
                )}
              </td>
              <td class="num">{c.priority ?? "—"}</td>
              <td>{c.kind ?? "—"}</td>
              <td class="num">{formatQty(c.tierQty)}</td>
              <td class="num">{formatPrice(c.price, a.currency)}</td>
              <td>{c.reason}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {a.notOffered.length > 0 && (
        <>
          <h4 id="price-explain-not-offered">Lists that offered no price</h4>
          <ul aria-labelledby="price-explain-not-offered">
            {a.notOffered.map((n) => (
              <li key={n.priceListId}>
                <a href={href(`${BASE}/${n.priceListId}`)} onClick={(e) => onLinkClick(e, `${BASE}/${n.priceListId}`)}>
                  {n.priceListCode}
                </a>{" "}
                (priority {n.priority}): {n.reason}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
