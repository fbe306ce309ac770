/**
 * The editor's working copy of a product (strings as the inputs hold them) and the ProductInput it sends: only the
 * option lists the product's type has; empty optional numbers are null (cleared).
 */
import type { ProductEditorFieldsFragment, ProductInput } from "../../generated/graphql.ts";

type P = ProductEditorFieldsFragment;
export interface BundleSelectionDraft {
  id?: number;
  sku: string;
  qty: string;
  isDefault: boolean;
}
export interface BundleOptionDraft {
  id?: number;
  title: string;
  type: string;
  required: boolean;
  selections: BundleSelectionDraft[];
}
export interface CustomValueDraft {
  id?: number;
  title: string;
  price: string;
  priceType: string;
}
export interface CustomOptionDraft {
  id?: number;
  title: string;
  type: string;
  required: boolean;
  price: string;
  priceType: string;
  values: CustomValueDraft[];
}

export interface Draft {
  sku: string;
  name: string;
  type: string;
  status: string;
  visibility: string;
  urlKey: string;
  price: string;
  specialPrice: string;
  specialFromDate: string;
  specialToDate: string;
  cost: string;
  msrp: string;
  weight: string;
  stockQty: string;
  inStock: boolean;
  description: string;
  shortDescription: string;
  metaTitle: string;
  metaKeywords: string;
  metaDescription: string;
  tierPrices: { customerGroupId: string; qty: string; price: string }[];
  groupPrices: { customerGroupId: string; price: string }[];
  categories: { categoryId: string; position: string }[];
  /** code -> stored value (an option id, option ids joined by commas, 1/0, text); "" for none */
  attributes: Record<string, string>;
  configurableCodes: string[];
  /** one SKU a line */
  childSkus: string;
  grouped: { sku: string; qty: string }[];
  bundleOptions: BundleOptionDraft[];
  downloadableLinks: { id?: number; title: string; price: string; sampleUrl: string; numberOfDownloads: string }[];
  linksPurchasedSeparately: boolean;
  linksTitle: string;
  giftcardType: string;
  /** amounts joined by commas */
  giftcardAmounts: string;
  giftcardMinAmount: string;
  giftcardMaxAmount: string;
  giftcardAllowMessage: boolean;
  customOptions: CustomOptionDraft[];
}

const str = (v: number | string | null | undefined) => (v === null || v === undefined ? "" : String(v));

export function draftOf(p: P | null): Draft {
  return {
    sku: p?.sku ?? "",
    name: p?.name ?? "",
    type: p?.type ?? "simple",
    status: str(p?.status ?? 1),
    visibility: str(p?.visibility ?? 4),
    urlKey: p?.urlKey ?? "",
    price: str(p?.price ?? ""),
    specialPrice: str(p?.specialPrice),
    specialFromDate: p?.specialFromDate ?? "",
    specialToDate: p?.specialToDate ?? "",
    cost: str(p?.cost),
    msrp: str(p?.msrp),
    weight: str(p?.weight),
    stockQty: str(p?.stockQty ?? 0),
    inStock: p?.inStock ?? true,
    description: p?.description ?? "",
    shortDescription: p?.shortDescription ?? "",
    metaTitle: p?.metaTitle ?? "",
    metaKeywords: p?.metaKeywords ?? "",
    metaDescription: p?.metaDescription ?? "",
    tierPrices: (p?.tierPrices ?? []).map((t) => ({ customerGroupId: str(t.customerGroupId), qty: str(t.qty), price: str(t.price) })),
    groupPrices: (p?.groupPrices ?? []).map((g) => ({ customerGroupId: str(g.customerGroupId), price: str(g.price) })),
    categories: (p?.categories ?? []).map((c) => ({ categoryId: str(c.categoryId), position: str(c.position) })),
    attributes: Object.fromEntries((p?.attributes ?? []).map((a) => [a.code, a.value])),
    configurableCodes: p?.configurableAttributeCodes ?? [],
    childSkus: (p?.variants ?? []).map((v) => v.sku).join("\n"),
    grouped: (p?.groupedProducts ?? []).map((g) => ({ sku: g.sku, qty: str(g.qty) })),
    bundleOptions: (p?.bundleOptions ?? []).map((o) => ({
      id: o.id,
      title: o.title,
      type: o.type,
      required: o.required,
      selections: o.selections.map((s) => ({ id: s.id, sku: s.sku, qty: str(s.qty), isDefault: s.isDefault })),
    })),
    downloadableLinks: (p?.downloadableLinks ?? []).map((l) => ({
      id: l.id,
      title: l.title,
      price: str(l.price),
      sampleUrl: l.sampleUrl ?? "",
      numberOfDownloads: str(l.numberOfDownloads),
    })),
    linksPurchasedSeparately: p?.linksPurchasedSeparately ?? true,
    linksTitle: p?.linksTitle ?? "",
    giftcardType: p?.giftcardType ?? "fixed",
    giftcardAmounts: (p?.giftcardAmounts ?? []).join(", "),
    giftcardMinAmount: str(p?.giftcardMinAmount),
    giftcardMaxAmount: str(p?.giftcardMaxAmount),
    giftcardAllowMessage: p?.giftcardAllowMessage ?? true,
    customOptions: (p?.customOptions ?? []).map((o) => ({
      id: o.id,
      title: o.title,
      type: o.type,
      required: o.required,
      price: str(o.price),
      priceType: o.priceType,
      values: o.values.map((v) => ({ id: v.id, title: v.title, price: str(v.price), priceType: v.priceType })),
    })),
  };
}

const num = (s: string) => (s.trim() === "" ? null : Number(s));
const orZero = (s: string) => num(s) ?? 0;
const lines = (s: string) =>
  s
    .split(/[\n,]/)
    .map((x) => x.trim())
    .filter(Boolean);
export const HAS_CUSTOM_OPTIONS: ReadonlySet<string> = new Set(["simple", "virtual", "downloadable", "giftcard"]);

/** what productCreate / productUpdate take; `before`: the product as loaded (null: a new one) */
export function inputOf(d: Draft, before: P | null): ProductInput {
  const input: ProductInput = {
    sku: d.sku.trim(),
    name: d.name.trim(),
    status: Number(d.status),
    visibility: Number(d.visibility),
    price: orZero(d.price),
    specialPrice: num(d.specialPrice),
    specialFromDate: d.specialFromDate || null,
    specialToDate: d.specialToDate || null,
    cost: num(d.cost),
    msrp: num(d.msrp),
    weight: num(d.weight),
    stockQty: Math.trunc(orZero(d.stockQty)),
    inStock: d.inStock,
    description: d.description,
    shortDescription: d.shortDescription,
    metaTitle: d.metaTitle,
    metaKeywords: d.metaKeywords,
    metaDescription: d.metaDescription,
    categories: d.categories.filter((c) => c.categoryId !== "").map((c) => ({ categoryId: Number(c.categoryId), position: num(c.position) })),
    tierPrices: d.tierPrices.map((t) => ({ customerGroupId: num(t.customerGroupId), qty: orZero(t.qty), price: orZero(t.price) })),
    groupPrices: d.groupPrices.filter((g) => g.customerGroupId !== "").map((g) => ({ customerGroupId: Number(g.customerGroupId), price: orZero(g.price) })),
  };
  if (d.urlKey.trim()) input.urlKey = d.urlKey.trim();
  if (!before) input.type = d.type;
  // every attribute set, and "" for one that had a value and no longer has
  const had = new Set((before?.attributes ?? []).map((a) => a.code));
  const attributes = Object.fromEntries(Object.entries(d.attributes).filter(([code, v]) => v !== "" || had.has(code)));
  if (Object.keys(attributes).length) input.attributes = attributes;
  if (d.type === "configurable" && d.configurableCodes.length) input.configurable = { attributeCodes: d.configurableCodes, childSkus: lines(d.childSkus) };
  if (d.type === "grouped") input.groupedProducts = d.grouped.filter((g) => g.sku.trim()).map((g) => ({ sku: g.sku.trim(), qty: num(g.qty) }));
  if (d.type === "bundle")
    input.bundleOptions = d.bundleOptions.map((o) => ({
      id: o.id ?? null,
      title: o.title,
      type: o.type as never,
      required: o.required,
      selections: o.selections.map((s) => ({ id: s.id ?? null, sku: s.sku.trim(), qty: num(s.qty), isDefault: s.isDefault })),
    }));
  if (d.type === "downloadable") {
    input.downloadableLinks = d.downloadableLinks.map((l) => ({
      id: l.id ?? null,
      title: l.title,
      price: num(l.price),
      sampleUrl: l.sampleUrl.trim() || null,
      numberOfDownloads: num(l.numberOfDownloads),
    }));
    input.linksPurchasedSeparately = d.linksPurchasedSeparately;
    input.linksTitle = d.linksTitle || null;
  }
  if (d.type === "giftcard") {
    input.giftcardType = d.giftcardType as never;
    input.giftcardAmounts = lines(d.giftcardAmounts).map(Number);
    input.giftcardMinAmount = num(d.giftcardMinAmount);
    input.giftcardMaxAmount = num(d.giftcardMaxAmount);
    input.giftcardAllowMessage = d.giftcardAllowMessage;
  }
  if (HAS_CUSTOM_OPTIONS.has(d.type))
    input.customOptions = d.customOptions.map((o) => ({
      id: o.id ?? null,
      title: o.title,
      type: o.type as never,
      required: o.required,
      price: num(o.price),
      priceType: o.priceType as never,
      values: o.values.map((v) => ({ id: v.id ?? null, title: v.title, price: num(v.price), priceType: v.priceType as never })),
    }));
  return input;
}
