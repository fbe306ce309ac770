/**
 * A product's purchase options as form fields (every product type), and the posted form turned into the
 * backend's add-to-cart body. The same form posts without JavaScript (POST /cart/add) and through the script.
 */
import { html, raw } from "hono/html";
import { money, type StoreConfig } from "./layout.ts";
import { type PriceExplanation, qtyAttrs, qtyBounds, ruleNote, ruleOf, ruleText } from "./pricing.ts";

export interface OptionProduct {
  id: number;
  sku: string;
  type: string;
  configurableOptions?: { id?: number; code: string; label: string; values?: { id: number; label: string }[] }[];
  variants?: {
    id: number;
    sku: string;
    price?: number | null;
    finalPrice?: number | null;
    inStock?: boolean;
    attributes?: Record<string, number>;
    imageUrl?: string | null;
  }[];
  groupedProducts?: { id: number; name: string; sku: string; finalPrice?: number | null; inStock?: boolean; defaultQty?: number }[];
  bundleOptions?: {
    id: number;
    title: string;
    type: string;
    required?: boolean;
    selections?: { selectionId?: number; id: number; name: string; finalPrice?: number | null; inStock?: boolean; isDefault?: boolean; qty?: number }[];
  }[];
  downloadableLinks?: { id: number; title: string; price?: number | null; sampleUrl?: string | null }[];
  linksPurchasedSeparately?: boolean | null;
  linksTitle?: string | null;
  giftcardType?: string | null;
  giftcardAmounts?: number[];
  giftcardMinAmount?: number | null;
  giftcardMaxAmount?: number | null;
  giftcardIsMessageAllowed?: boolean;
  customOptions?: {
    id: number;
    title: string;
    type: string;
    required?: boolean;
    price?: number | null;
    values?: { id: number; title: string; price?: number | null }[];
  }[];
}

const list = <T>(v: T[] | undefined | null): T[] => (Array.isArray(v) ? v : []);
/** attributes shown as radio swatches rather than a select */
const SWATCH = /colou?r|size/i;
/** a colour name CSS knows is a word of letters; anything else gets no chip (and nothing reaches the style attribute) */
const COLOUR = /^[A-Za-z]{3,20}$/;

/**
 * `explained`: the backend's explanations of the variants' and grouped children's prices by SKU (per-company pricing,
 * `extensions.b2bPricingVariants`): a variant's quantity rule goes with it to the script, a child's bounds its input
 */
export function optionFields(p: OptionProduct, cfg: StoreConfig, explained: Map<string, PriceExplanation> = new Map()) {
  const m = (v: number | null | undefined) => (v != null ? money(v, cfg.baseCurrencyCode, cfg.locale) : "");
  const plus = (v: number | null | undefined) => (v ? ` (+${m(v)})` : "");
  const parts = [];
  if (p.type === "configurable" && list(p.configurableOptions).length) {
    parts.push(
      html`<fieldset class="options" data-configurable><legend>Options</legend>${list(p.configurableOptions).map((o) =>
        SWATCH.test(o.code) || SWATCH.test(o.label)
          ? html`<fieldset class="swatches"><legend>${o.label}</legend><div class="swatch-list">${list(o.values).map(
              (v) =>
                html`<label class="swatch"><input type="radio" name="super[${o.code}]" value="${v.id}" data-attr="${o.code}" required><span>${/colou?r/i.test(o.code) && COLOUR.test(v.label) ? html`<i class="chip" style="background:${v.label.toLowerCase()}"></i>` : ""}${v.label}</span></label>`,
            )}</div></fieldset>`
          : html`<div class="field"><label for="super-${o.code}">${o.label}</label><select id="super-${o.code}" name="super[${o.code}]" data-attr="${o.code}" required><option value="">Choose ${o.label.toLowerCase()}…</option>${list(o.values).map((v) => html`<option value="${v.id}">${v.label}</option>`)}</select></div>`,
      )}</fieldset>
<script type="application/json" id="variants">${raw(JSON.stringify(list(p.variants).map((v) => ({ a: v.attributes ?? {}, p: v.finalPrice ?? v.price ?? null, t: m(v.finalPrice ?? v.price), i: v.imageUrl ?? null, s: v.inStock !== false, ...variantPricing(explained.get(v.sku)) }))).replace(/</g, "\\u003c"))}</script>`,
    );
  }
  if (p.type === "grouped" && list(p.groupedProducts).length) {
    parts.push(
      html`<table class="grouped"><caption class="sr-only">Products in this set</caption><thead><tr><th scope="col">Product</th><th scope="col" class="num">Price</th><th scope="col" class="num">Quantity</th></tr></thead><tbody>${list(
        p.groupedProducts,
      ).map(
        (g) =>
          html`<tr><td>${g.name}${g.inStock === false ? html` <span class="error">(out of stock)</span>` : ""}</td><td class="num">${m(g.finalPrice)}</td><td class="num"><label class="sr-only" for="group-${g.id}">Quantity of ${g.name}</label>${groupedQty(g, ruleOf(explained.get(g.sku)))}</td></tr>`,
      )}</tbody></table>`,
    );
  }
  if (p.type === "bundle") {
    for (const o of list(p.bundleOptions)) {
      const sel = list(o.selections);
      const sid = (s: (typeof sel)[number]) => s.selectionId ?? s.id;
      if (o.type === "checkbox" || o.type === "multi") {
        parts.push(
          html`<fieldset><legend>${o.title}${o.required ? "" : " (optional)"}</legend>${sel.map(
            (s) =>
              html`<label class="choice"><input type="checkbox" name="bundle[${o.id}][]" value="${sid(s)}"${s.isDefault ? " checked" : ""}${s.inStock === false ? " disabled" : ""}> ${s.name} ${plus(s.finalPrice)}</label>`,
          )}</fieldset>`,
        );
      } else {
        parts.push(
          html`<div class="field"><label for="bundle-${o.id}">${o.title}</label><select id="bundle-${o.id}" name="bundle[${o.id}]"${o.required ? " required" : ""}>${o.required ? "" : html`<option value="">None</option>`}${sel.map(
            (s) =>
              html`<option value="${sid(s)}"${s.isDefault ? " selected" : ""}${s.inStock === false ? " disabled" : ""}>${s.name}${s.finalPrice != null ? ` — ${m(s.finalPrice)}` : ""}${s.inStock === false ? " (out of stock)" : ""}</option>`,
          )}</select></div>`,
        );
      }
    }
  }
  if (p.type === "downloadable" && list(p.downloadableLinks).length) {
    parts.push(
      html`<fieldset><legend>${p.linksTitle || "Downloads"}</legend>${list(p.downloadableLinks).map(
        (l) =>
          html`<label class="choice"><input type="checkbox" name="links[]" value="${l.id}"${p.linksPurchasedSeparately ? "" : " checked disabled"}> ${l.title}${plus(l.price)}</label>${l.sampleUrl ? html` <a href="${l.sampleUrl}">Sample</a>` : ""}`,
      )}</fieldset>`,
    );
  }
  if (p.type === "giftcard") {
    const amounts = list(p.giftcardAmounts);
    const open = p.giftcardType === "range" || p.giftcardType === "open" || !amounts.length;
    parts.push(
      html`<fieldset><legend>Gift card</legend>
${
  amounts.length && !open
    ? html`<div class="field"><label for="gc-amount">Amount</label><select id="gc-amount" name="giftcardAmount" required>${amounts.map((a) => html`<option value="${a}">${m(a)}</option>`)}</select></div>`
    : html`<div class="field"><label for="gc-amount">Amount</label><input id="gc-amount" name="giftcardAmount" type="number" step="0.01" inputmode="decimal" required min="${p.giftcardMinAmount ?? 1}"${p.giftcardMaxAmount != null ? html` max="${p.giftcardMaxAmount}"` : ""}></div>`
}
<div class="grid2"><div class="field"><label for="gc-rname">Recipient name</label><input id="gc-rname" name="giftcardRecipientName" autocomplete="off"></div>
<div class="field"><label for="gc-remail">Recipient email</label><input id="gc-remail" name="giftcardRecipientEmail" type="email" autocomplete="off"></div>
<div class="field"><label for="gc-sname">Your name</label><input id="gc-sname" name="giftcardSenderName" autocomplete="name"></div>
<div class="field"><label for="gc-semail">Your email</label><input id="gc-semail" name="giftcardSenderEmail" type="email" autocomplete="email"></div></div>
${p.giftcardIsMessageAllowed ? html`<div class="field"><label for="gc-msg">Message</label><textarea id="gc-msg" name="giftcardMessage" rows="3" maxlength="500"></textarea></div>` : ""}
</fieldset>`,
    );
  }
  for (const o of list(p.customOptions)) {
    const id = `opt-${o.id}`;
    const name = `option[${o.id}]`;
    const req = o.required ? " required" : "";
    const label = html`${o.title}${o.required ? "" : html` <span class="hint">(optional)</span>`}${plus(o.price)}`;
    if (list(o.values).length && (o.type === "drop_down" || o.type === "radio" || o.type === "select")) {
      parts.push(
        html`<div class="field"><label for="${id}">${label}</label><select id="${id}" name="${name}"${raw(req)}>${o.required ? "" : html`<option value="">None</option>`}${list(o.values).map((v) => html`<option value="${v.id}">${v.title}${plus(v.price)}</option>`)}</select></div>`,
      );
    } else if (list(o.values).length) {
      parts.push(
        html`<fieldset><legend>${label}</legend>${list(o.values).map((v) => html`<label class="choice"><input type="checkbox" name="${name}[]" value="${v.id}"> ${v.title}${plus(v.price)}</label>`)}</fieldset>`,
      );
    } else if (o.type === "area") {
      parts.push(html`<div class="field"><label for="${id}">${label}</label><textarea id="${id}" name="${name}" rows="3"${raw(req)}></textarea></div>`);
    } else {
      const type = o.type === "date" ? "date" : o.type === "time" ? "time" : o.type === "date_time" ? "datetime-local" : "text";
      parts.push(html`<div class="field"><label for="${id}">${label}</label><input id="${id}" name="${name}" type="${type}"${raw(req)}></div>`);
    }
  }
  return parts;
}

/**
 * a grouped child's quantity (0: not this one): under a quantity rule, multiples of its increment up to its
 * maximum, the rule said under it (its minimum the backend checks: 0 must stay possible here)
 */
function groupedQty(g: NonNullable<OptionProduct["groupedProducts"]>[number], rule: ReturnType<typeof ruleOf>) {
  const value = g.inStock === false ? 0 : (g.defaultQty ?? 0);
  const disabled = g.inStock === false ? " disabled" : "";
  if (!rule) return html`<input id="group-${g.id}" name="group[${g.id}]" type="number" min="0" inputmode="numeric" value="${value}"${disabled}>`;
  const b = { ...qtyBounds(rule), min: 0 };
  return html`<input id="group-${g.id}" name="group[${g.id}]" type="number"${qtyAttrs(b)} value="${value}" aria-describedby="group-${g.id}-rule"${disabled}>${ruleNote(rule, `group-${g.id}-rule`)}`;
}

/** what the script needs of a variant's price explanation: its quantity rule (`r`) and whether the price is the buyer's own (`y`) */
function variantPricing(e: PriceExplanation | undefined): { r?: { min: number; step: number | null; max: number; t: string }; y?: 0 | 1 } {
  if (!e) return {};
  const rule = ruleOf(e);
  return { ...(rule ? { r: { ...qtyBounds(rule), t: ruleText(rule) } } : {}), y: e.source === "priceList" ? 1 : 0 };
}

const POSITIVE = /^\d{1,9}$/;

/** the add-to-cart body for the backend from the posted form (names as optionFields writes them) */
export function cartItemFromForm(f: URLSearchParams): Record<string, unknown> {
  const body: Record<string, unknown> = { sku: f.get("sku") ?? "", qty: Number(f.get("qty") ?? 1) };
  const options: Record<string, unknown> = {};
  const superAttributes: Record<string, number> = {};
  const customOptions: Record<string, unknown> = {};
  const superGroup: Record<string, number> = {};
  const bundleOption: Record<string, number | number[]> = {};
  const links: number[] = [];
  const push = <T>(into: Record<string, T | T[]>, key: string, v: T, many: boolean) => {
    into[key] = many ? [...((into[key] as T[] | undefined) ?? []), v] : v;
  };
  for (const [k, v] of f) {
    const m = /^(super|group|bundle|option)\[([a-z0-9_]{1,64})\](\[\])?$/.exec(k);
    if (m) {
      const [, kind, key, many] = m as unknown as [string, string, string, string | undefined];
      if (kind === "super" && POSITIVE.test(v)) superAttributes[key] = Number(v);
      else if (kind === "group" && /^\d+$/.test(key) && POSITIVE.test(v)) superGroup[key] = Number(v);
      else if (kind === "bundle" && /^\d+$/.test(key) && POSITIVE.test(v)) push(bundleOption, key, Number(v), !!many);
      else if (kind === "option" && /^\d+$/.test(key) && v !== "") push(customOptions as Record<string, string | string[]>, key, v, !!many);
    } else if (k === "links[]" && POSITIVE.test(v)) links.push(Number(v));
    else if (/^giftcard(Amount|SenderName|SenderEmail|RecipientName|RecipientEmail|Message)$/.test(k) && v !== "") body[k] = v;
  }
  if (Object.keys(superAttributes).length) options.superAttributes = superAttributes;
  if (Object.keys(customOptions).length) options.customOptions = customOptions;
  if (Object.keys(options).length) body.options = options;
  if (Object.keys(superGroup).length) body.superGroup = superGroup;
  if (Object.keys(bundleOption).length) body.bundleOption = bundleOption;
  if (links.length) body.links = links;
  if (typeof body.giftcardAmount === "string") body.giftcardAmount = Number(body.giftcardAmount);
  return body;
}
