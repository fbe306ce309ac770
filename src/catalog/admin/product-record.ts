/**
 * A product as the admin reads and edits it: its own columns as stored (whatever the access gate hides from
 * anybody's group), its prices, categories, attributes and the options of its type. `adminProductRow` is a grid
 * row (the columns only); `loadAdminProduct` the editor's whole record in one query; `productSnapshot` the plain
 * values the audit log compares before and after a write.
 */
import type { Prisma } from "../../core/db/client.ts";
import type { DbClient } from "../../core/unit-of-work.ts";

/** the columns of a grid row (not the descriptions: a page of the grid reads no long text) */
export const adminProductRowSelect = {
  id: true,
  sku: true,
  name: true,
  type: true,
  attributeSetId: true,
  status: true,
  visibility: true,
  urlKey: true,
  price: true,
  specialPrice: true,
  specialFromDate: true,
  specialToDate: true,
  cost: true,
  msrp: true,
  stockQty: true,
  inStock: true,
  weight: true,
  imageUrl: true,
  createdAt: true,
  updatedAt: true,
} satisfies Prisma.ProductSelect;
type ProductRow = Prisma.ProductGetPayload<{ select: typeof adminProductRowSelect }>;
const num = (v: { toString(): string } | null | undefined): number | null => (v === null || v === undefined ? null : Number(v.toString()));
const day = (d: Date | null): string | null => (d ? d.toISOString().slice(0, 10) : null);

export interface AdminProductRow {
  id: number;
  sku: string;
  name: string;
  type: string;
  attributeSetId: number;
  /** 1 enabled, 2 disabled */
  status: number;
  /** 1 not visible individually, 2 catalog, 3 search, 4 catalog + search */
  visibility: number;
  urlKey: string;
  price: number;
  specialPrice: number | null;
  specialFromDate: string | null;
  specialToDate: string | null;
  cost: number | null;
  msrp: number | null;
  stockQty: number;
  inStock: boolean;
  weight: number | null;
  imageUrl: string | null;
  createdAt: string;
  updatedAt: string;
}

export function adminProductRow(p: ProductRow): AdminProductRow {
  return {
    id: p.id,
    sku: p.sku,
    name: p.name,
    type: p.type,
    attributeSetId: p.attributeSetId,
    status: p.status,
    visibility: p.visibility,
    urlKey: p.urlKey,
    price: num(p.price) ?? 0,
    specialPrice: num(p.specialPrice),
    specialFromDate: day(p.specialFromDate),
    specialToDate: day(p.specialToDate),
    cost: num(p.cost),
    msrp: num(p.msrp),
    stockQty: p.stockQty,
    inStock: p.inStock,
    weight: p.weight,
    imageUrl: p.imageUrl,
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
  };
}

const linked = { select: { id: true, sku: true, name: true, type: true } } as const;

export const adminProductInclude = {
  categories: { orderBy: [{ position: "asc" }, { categoryId: "asc" }], include: { category: { select: { name: true, path: true } } } },
  tierPrices: { orderBy: [{ groupId: "asc" }, { qty: "asc" }] },
  attributeValues: { orderBy: { attributeId: "asc" }, include: { attribute: { select: { code: true, label: true } } } },
  configurableAttrs: { orderBy: { position: "asc" }, include: { attribute: { select: { code: true, label: true } } } },
  childLinks: { where: { kind: { in: ["variant", "grouped"] } }, orderBy: [{ position: "asc" }, { id: "asc" }], include: { child: linked } },
  bundleOptions: {
    orderBy: [{ position: "asc" }, { id: "asc" }],
    include: { selections: { orderBy: [{ position: "asc" }, { id: "asc" }], include: { product: linked } } },
  },
  downloadableLinks: { orderBy: [{ position: "asc" }, { id: "asc" }] },
  customOptions: { orderBy: [{ position: "asc" }, { id: "asc" }], include: { values: { orderBy: [{ position: "asc" }, { id: "asc" }] } } },
  urlRedirects: { orderBy: { id: "asc" }, select: { fromKey: true } },
} satisfies Prisma.ProductInclude;

type Loaded = Prisma.ProductGetPayload<{ include: typeof adminProductInclude }>;

export interface LinkedProduct {
  productId: number;
  sku: string;
  name: string;
  type: string;
}

export interface AdminProductDto extends AdminProductRow {
  description: string;
  shortDescription: string;
  metaTitle: string;
  metaKeywords: string;
  metaDescription: string;
  hasRequiredOptions: boolean;
  /** every customer group's quantity breaks; a row at quantity 1 for one group is that group's price (groupPrices) */
  tierPrices: { customerGroupId: number | null; qty: number; price: number }[];
  /** a customer group's own price: its tier price at quantity 1 */
  groupPrices: { customerGroupId: number; price: number }[];
  categories: { categoryId: number; position: number; name: string; path: string }[];
  /** stored values: an option id (select), comma-separated option ids (multiselect), "1"/"0", text */
  attributes: { code: string; label: string; value: string }[];
  configurableAttributeCodes: string[];
  variants: LinkedProduct[];
  groupedProducts: (LinkedProduct & { qty: number; position: number })[];
  bundleOptions: {
    id: number;
    title: string;
    type: string;
    required: boolean;
    position: number;
    selections: (LinkedProduct & { id: number; qty: number; isDefault: boolean; position: number })[];
  }[];
  downloadableLinks: { id: number; title: string; price: number; sampleUrl: string | null; numberOfDownloads: number; position: number }[];
  linksPurchasedSeparately: boolean;
  linksTitle: string | null;
  giftcardType: string | null;
  giftcardAmounts: number[];
  giftcardMinAmount: number | null;
  giftcardMaxAmount: number | null;
  giftcardAllowMessage: boolean;
  customOptions: {
    id: number;
    title: string;
    type: string;
    required: boolean;
    price: number;
    priceType: string;
    position: number;
    values: { id: number; title: string; price: number; priceType: string; position: number }[];
  }[];
  /** former URL keys that answer a 301 to this product */
  urlRedirects: string[];
}

const linkOf = (c: { id: number; sku: string; name: string; type: string }): LinkedProduct => ({ productId: c.id, sku: c.sku, name: c.name, type: c.type });

function amounts(json: string): number[] {
  try {
    const v = JSON.parse(json) as unknown;
    return Array.isArray(v) ? v.map(Number).filter((n) => Number.isFinite(n)) : [];
  } catch {
    return [];
  }
}

function dto(p: Loaded): AdminProductDto {
  const tiers = p.tierPrices.map((t) => ({ customerGroupId: t.groupId, qty: t.qty, price: num(t.price) ?? 0 }));
  const isGroupPrice = (t: (typeof tiers)[number]) => t.customerGroupId !== null && t.qty === 1;
  return {
    ...adminProductRow(p),
    description: p.description,
    shortDescription: p.shortDescription,
    metaTitle: p.metaTitle,
    metaKeywords: p.metaKeywords,
    metaDescription: p.metaDescription,
    hasRequiredOptions: p.hasRequiredOptions,
    tierPrices: tiers.filter((t) => !isGroupPrice(t)),
    groupPrices: tiers.filter(isGroupPrice).map((t) => ({ customerGroupId: t.customerGroupId!, price: t.price })),
    categories: p.categories.map((c) => ({ categoryId: c.categoryId, position: c.position, name: c.category.name, path: c.category.path })),
    attributes: p.attributeValues.map((v) => ({ code: v.attribute.code, label: v.attribute.label, value: v.value })),
    configurableAttributeCodes: p.configurableAttrs.map((a) => a.attribute.code),
    variants: p.childLinks.filter((l) => l.kind === "variant").map((l) => linkOf(l.child)),
    groupedProducts: p.childLinks.filter((l) => l.kind === "grouped").map((l) => ({ ...linkOf(l.child), qty: l.qty, position: l.position })),
    bundleOptions: p.bundleOptions.map((o) => ({
      id: o.id,
      title: o.title,
      type: o.type,
      required: o.required,
      position: o.position,
      selections: o.selections.map((s) => ({ ...linkOf(s.product), id: s.id, qty: s.qty, isDefault: s.isDefault, position: s.position })),
    })),
    downloadableLinks: p.downloadableLinks.map((l) => ({
      id: l.id,
      title: l.title,
      price: num(l.price) ?? 0,
      sampleUrl: l.sampleUrl,
      numberOfDownloads: l.numberOfDownloads,
      position: l.position,
    })),
    linksPurchasedSeparately: p.linksPurchasedSeparately,
    linksTitle: p.linksTitle,
    giftcardType: p.giftcardType,
    giftcardAmounts: amounts(p.giftcardAmounts),
    giftcardMinAmount: num(p.giftcardMinAmount),
    giftcardMaxAmount: num(p.giftcardMaxAmount),
    giftcardAllowMessage: p.giftcardAllowMessage,
    customOptions: p.customOptions.map((o) => ({
      id: o.id,
      title: o.title,
      type: o.type,
      required: o.required,
      price: num(o.price) ?? 0,
      priceType: o.priceType,
      position: o.position,
      values: o.values.map((v) => ({ id: v.id, title: v.title, price: num(v.price) ?? 0, priceType: v.priceType, position: v.position })),
    })),
    urlRedirects: p.urlRedirects.map((r) => r.fromKey),
  };
}

/** the editor's record, or null when there is no such product */
export async function loadAdminProduct(db: DbClient, id: number): Promise<AdminProductDto | null> {
  const p = await db.product.findUnique({ where: { id }, include: adminProductInclude });
  return p ? dto(p) : null;
}

/**
 * What the audit log keeps of a product: its own fields and its lists as plain values (linked products by SKU,
 * option rows without their ids), so that the entry names what changed and nothing else. Timestamps are left out.
 */
export function productSnapshot(p: AdminProductDto): Record<string, unknown> {
  const { createdAt: _c, updatedAt: _u, categories, variants, groupedProducts, bundleOptions, customOptions, downloadableLinks, ...own } = p;
  return {
    ...own,
    categories: categories.map((c) => ({ categoryId: c.categoryId, position: c.position })),
    variants: variants.map((v) => v.sku),
    groupedProducts: groupedProducts.map((g) => ({ sku: g.sku, qty: g.qty, position: g.position })),
    bundleOptions: bundleOptions.map(({ id: _id, selections, ...o }) => ({
      ...o,
      selections: selections.map((s) => ({ sku: s.sku, qty: s.qty, isDefault: s.isDefault, position: s.position })),
    })),
    downloadableLinks: downloadableLinks.map(({ id: _id, ...l }) => l),
    customOptions: customOptions.map(({ id: _id, values, ...o }) => ({ ...o, values: values.map(({ id: _v, ...v }) => v) })),
  };
}
