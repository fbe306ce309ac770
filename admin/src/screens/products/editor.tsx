/**
 * The product editor (/products/<id>, /products/new): general, prices (special price and dates, tier and group
 * prices, cost), inventory, categories with positions, attributes, content (HTML sanitised by the server), SEO,
 * the options of its type (configurable, grouped, bundle, downloadable, gift card), custom options, the images
 * panel, and a link to its history. One Save sends productCreate / productUpdate; a refusal shows its fields.
 */
import { useState } from "preact/hooks";
import { useMutation, useQuery } from "@urql/preact";
import { ErrorView, isProblem, type ProblemLike, ProblemView, Success } from "../../components/problem.tsx";
import { RecordOptions } from "../../components/record-options.tsx";
import { formatDate } from "../../components/format.tsx";
import type { ProductEditorChoicesQuery, ProductEditorFieldsFragment } from "../../generated/graphql.ts";
import { href, navigate, onLinkClick } from "../../router.ts";
import { ProductCreate, ProductDetail, ProductUpdate } from "./operations.ts";
import { type Draft, draftOf, HAS_CUSTOM_OPTIONS, inputOf } from "./draft.ts";
import { Rows } from "./rows.tsx";
import { categoryLabel, PRODUCT_TYPES, VISIBILITIES } from "./labels.ts";
import { ProductImages } from "./images.tsx";

type Choices = ProductEditorChoicesQuery["productEditorOptions"];
const refresh = { additionalTypenames: ["AdminProduct", "AdminProductRow"] };

export function ProductEditor({ id, choices }: { id: number | null; choices: Choices }) {
  const [loaded] = useQuery({ query: ProductDetail, variables: { id: id ?? 0 }, pause: id === null, requestPolicy: "network-only" });
  if (id !== null && loaded.error) return <ErrorView error={loaded.error} />;
  if (id !== null && !loaded.data) return <p>Loading…</p>;
  const product = loaded.data?.adminProduct ?? null;
  if (id !== null && !product) return <p role="alert">There is no product {id}.</p>;
  // a save reads the product again (its stored, sanitised values) into a fresh form
  return <EditorForm key={product?.updatedAt ?? "new"} product={product} choices={choices} />;
}

/** "Saved." outlives the form it was said by (the product read again after a save opens a new one) */
let savedAt: string | null = null;

function EditorForm({ product, choices }: { product: ProductEditorFieldsFragment | null; choices: Choices }) {
  const [d, setDraft] = useState<Draft>(() => draftOf(product));
  const set = (patch: Partial<Draft>) => setDraft((x) => ({ ...x, ...patch }));
  const [createState, create] = useMutation(ProductCreate);
  const [updateState, update] = useMutation(ProductUpdate);
  const [problem, setProblem] = useState<ProblemLike | null>(null);
  const [done, setDone] = useState<string | null>(product && savedAt === product.updatedAt ? "Saved." : null);
  const busy = createState.fetching || updateState.fetching;
  const groups = [{ value: "", label: "All groups" }, ...choices.customerGroups.map((g) => ({ value: String(g.id), label: g.name }))];
  const categories = choices.categories.map((c) => ({ value: String(c.id), label: categoryLabel(c) }));
  const selects = choices.attributes.filter((a) => a.inputType === "select");
  const text = (key: keyof Draft, label: string, extra: Record<string, unknown> = {}) => (
    <label>
      {label}
      <input value={String(d[key] ?? "")} onInput={(e) => set({ [key]: (e.currentTarget as HTMLInputElement).value } as Partial<Draft>)} {...extra} />
    </label>
  );
  const money = (key: keyof Draft, label: string, required = false) =>
    text(key, label, { type: "number", min: "0", step: "0.01", inputMode: "decimal", required });
  const check = (key: keyof Draft, label: string) => (
    <label class="inline">
      <input type="checkbox" checked={Boolean(d[key])} onChange={(e) => set({ [key]: (e.currentTarget as HTMLInputElement).checked } as Partial<Draft>)} />
      {label}
    </label>
  );
  const area = (key: keyof Draft, label: string, rows = 4) => (
    <label>
      {label}
      <textarea rows={rows} value={String(d[key] ?? "")} onInput={(e) => set({ [key]: (e.currentTarget as HTMLTextAreaElement).value } as Partial<Draft>)} />
    </label>
  );

  const save = async (e: Event) => {
    e.preventDefault();
    const input = inputOf(d, product);
    const r = product ? await update({ id: product.id, input }, refresh) : await create({ input }, refresh);
    const out = r.data ? ("productUpdate" in r.data ? r.data.productUpdate : r.data.productCreate) : undefined;
    if (!out) return;
    if (isProblem(out)) {
      setProblem(out);
      setDone(null);
      return;
    }
    setProblem(null);
    if (!product && out.__typename === "ProductCreateSuccess") navigate(`/products/${out.data.id}`, true);
    else {
      savedAt = out.__typename === "ProductUpdateSuccess" ? out.data.updatedAt : null;
      setDone("Saved.");
    }
  };

  return (
    <>
      <p>
        <a href={href("/products")} onClick={(e) => onLinkClick(e, "/products")}>
          Products
        </a>
      </p>
      <h1>{product ? `${product.name} (${product.sku})` : "New product"}</h1>
      {product && (
        <p>
          {product.type} · last saved {formatDate(product.updatedAt)} · <a href={`/admin/audit-log?entityType=product&entityId=${product.id}`}>History</a>
        </p>
      )}
      <form class="filters product-editor" onSubmit={save} aria-label={product ? "Edit product" : "New product"}>
        <fieldset>
          <legend>General</legend>
          {text("name", "Name", { required: true, maxLength: 255 })}
          {text("sku", "SKU", { required: true, maxLength: 64 })}
          <label>
            Type
            <select value={d.type} disabled={product !== null} onChange={(e) => set({ type: (e.currentTarget as HTMLSelectElement).value })}>
              {PRODUCT_TYPES.map((t) => (
                <option key={t} value={t}>
                  {t}
                </option>
              ))}
            </select>
          </label>
          <label>
            Status
            <select value={d.status} onChange={(e) => set({ status: (e.currentTarget as HTMLSelectElement).value })}>
              <option value="1">Enabled</option>
              <option value="2">Disabled</option>
            </select>
          </label>
          <label>
            Visibility
            <select value={d.visibility} onChange={(e) => set({ visibility: (e.currentTarget as HTMLSelectElement).value })}>
              <RecordOptions records={VISIBILITIES} />
            </select>
          </label>
          {text("urlKey", "URL key (empty: made from the name)", { pattern: "[a-z0-9]+(-[a-z0-9]+)*", maxLength: 255 })}
          {product && product.urlRedirects.length > 0 && <p class="hint">Old URL keys redirected here: {product.urlRedirects.join(", ")}</p>}
        </fieldset>

        <fieldset>
          <legend>Prices</legend>
          {money("price", "Price", true)}
          {money("specialPrice", "Special price")}
          {text("specialFromDate", "Special price from", { type: "date" })}
          {text("specialToDate", "Special price to", { type: "date" })}
          {money("cost", "Cost")}
          {money("msrp", "MSRP")}
          <Rows
            caption="Tier prices"
            rows={d.tierPrices}
            blank={() => ({ customerGroupId: "", qty: "2", price: "" })}
            onChange={(tierPrices) => set({ tierPrices })}
            columns={[
              { key: "customerGroupId", label: "Group", kind: "select", options: groups },
              { key: "qty", label: "Quantity", kind: "number", step: "any" },
              { key: "price", label: "Price", kind: "number", step: "0.01" },
            ]}
          />
          <Rows
            caption="Group prices"
            rows={d.groupPrices}
            blank={() => ({ customerGroupId: groups[1]?.value ?? "", price: "" })}
            onChange={(groupPrices) => set({ groupPrices })}
            columns={[
              { key: "customerGroupId", label: "Group", kind: "select", options: groups.slice(1) },
              { key: "price", label: "Price", kind: "number", step: "0.01" },
            ]}
          />
        </fieldset>

        <fieldset>
          <legend>Inventory</legend>
          {text("stockQty", "Quantity", { type: "number", step: "1", min: "0", inputMode: "numeric" })}
          {check("inStock", "In stock")}
          {text("weight", "Weight", { type: "number", step: "any", min: "0", inputMode: "decimal" })}
        </fieldset>

        <fieldset>
          <legend>Categories</legend>
          <Rows
            caption="Categories"
            rows={d.categories}
            blank={() => ({ categoryId: categories[0]?.value ?? "", position: "0" })}
            onChange={(c) => set({ categories: c })}
            columns={[
              { key: "categoryId", label: "Category", kind: "select", options: categories },
              { key: "position", label: "Position", kind: "number", step: "1" },
            ]}
          />
        </fieldset>

        <fieldset>
          <legend>Attributes</legend>
          {choices.attributes.map((a) => {
            const value = d.attributes[a.code] ?? "";
            const setValue = (v: string) => set({ attributes: { ...d.attributes, [a.code]: v } });
            if (a.inputType === "select")
              return (
                <label key={a.code}>
                  {a.label}
                  <select value={value} onChange={(e) => setValue((e.currentTarget as HTMLSelectElement).value)}>
                    <option value="">none</option>
                    <RecordOptions records={a.options.map((o) => ({ id: o.id, name: o.label }))} />
                  </select>
                </label>
              );
            if (a.inputType === "multiselect")
              return (
                <label key={a.code}>
                  {a.label}
                  <select multiple onChange={(e) => setValue([...(e.currentTarget as HTMLSelectElement).selectedOptions].map((o) => o.value).join(","))}>
                    {a.options.map((o) => (
                      <option key={o.id} value={String(o.id)} selected={value.split(",").includes(String(o.id))}>
                        {o.label}
                      </option>
                    ))}
                  </select>
                </label>
              );
            if (a.inputType === "boolean")
              return (
                <label key={a.code}>
                  {a.label}
                  <select value={value} onChange={(e) => setValue((e.currentTarget as HTMLSelectElement).value)}>
                    <option value="">not set</option>
                    <option value="1">Yes</option>
                    <option value="0">No</option>
                  </select>
                </label>
              );
            return (
              <label key={a.code}>
                {a.label}
                <input
                  value={value}
                  type={a.inputType === "number" ? "number" : a.inputType === "date" ? "date" : "text"}
                  step={a.inputType === "number" ? "any" : undefined}
                  onInput={(e) => setValue((e.currentTarget as HTMLInputElement).value)}
                />
              </label>
            );
          })}
        </fieldset>

        <fieldset>
          <legend>Content</legend>
          {area("description", "Description (HTML)", 8)}
          {area("shortDescription", "Short description (HTML)")}
          <p class="hint">Scripts, event handlers and javascript: links are removed when the product is saved.</p>
        </fieldset>

        <fieldset>
          <legend>SEO</legend>
          {text("metaTitle", "Meta title", { maxLength: 255 })}
          {text("metaKeywords", "Meta keywords", { maxLength: 1000 })}
          {area("metaDescription", "Meta description", 2)}
        </fieldset>

        {d.type === "configurable" && (
          <fieldset>
            <legend>Configurable options</legend>
            {selects.map((a) => (
              <label key={a.code} class="inline">
                <input
                  type="checkbox"
                  checked={d.configurableCodes.includes(a.code)}
                  onChange={(e) =>
                    set({
                      configurableCodes: (e.currentTarget as HTMLInputElement).checked
                        ? [...d.configurableCodes, a.code]
                        : d.configurableCodes.filter((c) => c !== a.code),
                    })
                  }
                />
                {a.label} (super attribute)
              </label>
            ))}
            {area("childSkus", "Child SKUs (one a line)", 5)}
          </fieldset>
        )}
        {d.type === "grouped" && (
          <fieldset>
            <legend>Grouped products</legend>
            <Rows
              caption="Linked products"
              rows={d.grouped}
              blank={() => ({ sku: "", qty: "1" })}
              onChange={(grouped) => set({ grouped })}
              columns={[
                { key: "sku", label: "SKU", kind: "text" },
                { key: "qty", label: "Default quantity", kind: "number", step: "any" },
              ]}
            />
          </fieldset>
        )}
        {d.type === "bundle" && (
          <fieldset>
            <legend>Bundle options</legend>
            <Rows
              caption="Bundle options"
              rows={d.bundleOptions}
              blank={() => ({ title: "", type: "select", required: true, selections: [{ sku: "", qty: "1", isDefault: true }] })}
              onChange={(bundleOptions) => set({ bundleOptions })}
              columns={[
                { key: "title", label: "Title", kind: "text" },
                { key: "type", label: "Input", kind: "select", options: ["select", "radio", "checkbox", "multi"].map((v) => ({ value: v, label: v })) },
                { key: "required", label: "Required", kind: "checkbox" },
              ]}
              below={(o, i) => (
                <Rows
                  caption={`Selections of option ${i + 1}`}
                  rows={o.selections}
                  blank={() => ({ sku: "", qty: "1", isDefault: false })}
                  onChange={(selections) => set({ bundleOptions: d.bundleOptions.map((x, k) => (k === i ? { ...x, selections } : x)) })}
                  columns={[
                    { key: "sku", label: "SKU", kind: "text" },
                    { key: "qty", label: "Quantity", kind: "number", step: "any" },
                    { key: "isDefault", label: "Default", kind: "checkbox" },
                  ]}
                />
              )}
            />
          </fieldset>
        )}
        {d.type === "downloadable" && (
          <fieldset>
            <legend>Downloadable links</legend>
            {text("linksTitle", "Links title")}
            {check("linksPurchasedSeparately", "Links can be bought separately")}
            <Rows
              caption="Links"
              rows={d.downloadableLinks}
              blank={() => ({ title: "", price: "0", sampleUrl: "", numberOfDownloads: "0" })}
              onChange={(downloadableLinks) => set({ downloadableLinks })}
              columns={[
                { key: "title", label: "Title", kind: "text" },
                { key: "price", label: "Price", kind: "number", step: "0.01" },
                { key: "sampleUrl", label: "Sample URL", kind: "text" },
                { key: "numberOfDownloads", label: "Downloads (0: unlimited)", kind: "number", step: "1" },
              ]}
            />
          </fieldset>
        )}
        {d.type === "giftcard" && (
          <fieldset>
            <legend>Gift card</legend>
            <label>
              Amounts
              <select value={d.giftcardType} onChange={(e) => set({ giftcardType: (e.currentTarget as HTMLSelectElement).value })}>
                <option value="fixed">Fixed amounts</option>
                <option value="range">Open amount</option>
                <option value="combined">Fixed and open</option>
              </select>
            </label>
            {d.giftcardType !== "range" && text("giftcardAmounts", "Fixed amounts (comma-separated)")}
            {d.giftcardType !== "fixed" && money("giftcardMinAmount", "Open amount from")}
            {d.giftcardType !== "fixed" && money("giftcardMaxAmount", "Open amount to")}
            {check("giftcardAllowMessage", "A message may go with it")}
          </fieldset>
        )}
        {HAS_CUSTOM_OPTIONS.has(d.type) && (
          <fieldset>
            <legend>Custom options</legend>
            <Rows
              caption="Custom options"
              rows={d.customOptions}
              blank={() => ({ title: "", type: "field", required: false, price: "0", priceType: "fixed", values: [] })}
              onChange={(customOptions) => set({ customOptions })}
              columns={[
                { key: "title", label: "Title", kind: "text" },
                {
                  key: "type",
                  label: "Input",
                  kind: "select",
                  options: ["field", "area", "drop_down", "radio", "checkbox", "date"].map((v) => ({ value: v, label: v.replace("_", " ") })),
                },
                { key: "required", label: "Required", kind: "checkbox" },
                { key: "price", label: "Price", kind: "number", step: "0.01" },
                { key: "priceType", label: "Price type", kind: "select", options: ["fixed", "percent"].map((v) => ({ value: v, label: v })) },
              ]}
              below={(o, i) =>
                ["drop_down", "radio", "checkbox"].includes(o.type) ? (
                  <Rows
                    caption={`Values of option ${i + 1}`}
                    rows={o.values}
                    blank={() => ({ title: "", price: "0", priceType: "fixed" })}
                    onChange={(values) => set({ customOptions: d.customOptions.map((x, k) => (k === i ? { ...x, values } : x)) })}
                    columns={[
                      { key: "title", label: "Title", kind: "text" },
                      { key: "price", label: "Price", kind: "number", step: "0.01" },
                      { key: "priceType", label: "Price type", kind: "select", options: ["fixed", "percent"].map((v) => ({ value: v, label: v })) },
                    ]}
                  />
                ) : null
              }
            />
          </fieldset>
        )}
        <div class="toolbar">
          <button type="submit" disabled={busy}>
            {product ? "Save product" : "Create product"}
          </button>
        </div>
      </form>
      {createState.error && <ErrorView error={createState.error} />}
      {updateState.error && <ErrorView error={updateState.error} />}
      {problem && <ProblemView problem={problem} title="Not saved" />}
      {done && <Success>{done}</Success>}
      {product && <ProductImages productId={product.id} />}
    </>
  );
}
