/**
 * The product CSV's columns (docs/admin-console.md#import--export): one row per product, keyed by SKU. Each column
 * has one canonical text form: the export writes it, the import reads what a merchant typed (`1`, `Enabled`,
 * `19.990`) into it, so that "has this product changed?" is a comparison of texts, and an unchanged catalogue
 * imports as no write at all. Attributes get one column each (`attr:<code>`), in the attribute catalogue's order.
 */
import { Decimal } from "../../core/money.ts";
import type { AttributeInfo } from "../attributes.ts";

/** the product types (the catalogue's own list; an import never changes an existing product's type) */
export const PRODUCT_TYPES = ["simple", "virtual", "configurable", "grouped", "bundle", "downloadable", "giftcard"] as const;

/** the product's own columns, in the export's order */
export const BASE_COLUMNS = [
  "sku",
  "type",
  "name",
  "url_key",
  "status",
  "visibility",
  "price",
  "special_price",
  "special_from_date",
  "special_to_date",
  "msrp",
  "weight",
  "qty",
  "is_in_stock",
  "description",
  "short_description",
  "meta_title",
  "meta_description",
  "categories",
  "tier_prices",
] as const;
export type BaseColumn = (typeof BASE_COLUMNS)[number];
export const ATTRIBUTE_PREFIX = "attr:";
/** what separates the values of a list cell (categories, tier prices, multiselect options) */
export const LIST_SEPARATOR = "|";

export const STATUS_NAMES: Record<number, string> = { 1: "enabled", 2: "disabled" };
export const VISIBILITY_NAMES: Record<number, string> = { 1: "not_visible", 2: "catalog", 3: "search", 4: "catalog_search" };
/** `*` in a tier price: every customer group */
export const ALL_GROUPS = "*";

/** what the columns refer to by name, read once per export or import */
export interface CsvLookups {
  categoryPath: Map<number, string>;
  categoryByPath: Map<string, number>;
  groupCode: Map<number, string>;
  /** by lower-cased code */
  groupByCode: Map<string, number>;
  /** the attribute columns' attributes, in column order */
  attributes: AttributeInfo[];
  attributeByCode: Map<string, AttributeInfo>;
}

export function columnsOf(lookups: CsvLookups): string[] {
  return [...BASE_COLUMNS, ...lookups.attributes.map((a) => ATTRIBUTE_PREFIX + a.code)];
}

/** the product record the columns are read from (what `PRODUCT_CSV_SELECT` selects) */
export interface ProductCsvRecord {
  id: number;
  sku: string;
  type: string;
  name: string;
  urlKey: string;
  status: number;
  visibility: number;
  price: { toFixed(): string };
  specialPrice: { toFixed(): string } | null;
  specialFromDate: Date | null;
  specialToDate: Date | null;
  msrp: { toFixed(): string } | null;
  weight: number | null;
  stockQty: number;
  inStock: boolean;
  description: string;
  shortDescription: string;
  metaTitle: string;
  metaDescription: string;
  categories: { categoryId: number }[];
  tierPrices: { groupId: number | null; qty: number; price: { toFixed(): string } }[];
  attributeValues: { attributeId: number; value: string }[];
}

export const PRODUCT_CSV_SELECT = {
  id: true,
  sku: true,
  type: true,
  name: true,
  urlKey: true,
  status: true,
  visibility: true,
  price: true,
  specialPrice: true,
  specialFromDate: true,
  specialToDate: true,
  msrp: true,
  weight: true,
  stockQty: true,
  inStock: true,
  description: true,
  shortDescription: true,
  metaTitle: true,
  metaDescription: true,
  categories: { select: { categoryId: true } },
  tierPrices: { select: { groupId: true, qty: true, price: true } },
  attributeValues: { select: { attributeId: true, value: true } },
} as const;

/** a product as its row: column -> canonical text ("" for none) */
export type CsvRow = Record<string, string>;

/** a decimal as stored, exactly: no exponent, no float formatting, no trailing zeros */
const decimalText = (d: { toFixed(): string } | null) => (d === null ? "" : new Decimal(d.toFixed()).toFixed());
const dateText = (d: Date | null) => (d ? d.toISOString() : "");

function tierPricesText(tiers: { groupId: number | null; qty: number; price: { toFixed(): string } | string }[], lookups: CsvLookups): string {
  return tiers
    .map((t) => ({
      group: t.groupId === null ? ALL_GROUPS : (lookups.groupCode.get(t.groupId) ?? String(t.groupId)),
      qty: t.qty,
      price: decimalText(typeof t.price === "string" ? { toFixed: () => t.price as string } : t.price),
    }))
    .sort((a, b) =>
      a.group === b.group
        ? a.qty - b.qty || Number(a.price) - Number(b.price)
        : a.group === ALL_GROUPS
          ? -1
          : b.group === ALL_GROUPS
            ? 1
            : a.group < b.group
              ? -1
              : 1,
    )
    .map((t) => `${t.group}:${t.qty}:${t.price}`)
    .join(LIST_SEPARATOR);
}

/** categories by url path, in path order */
function categoriesText(ids: number[], lookups: CsvLookups): string {
  return ids
    .map((id) => lookups.categoryPath.get(id) ?? String(id))
    .sort()
    .join(LIST_SEPARATOR);
}

/** a stored attribute value as its cell: option labels for select and multiselect, the stored text otherwise */
export function attributeText(info: AttributeInfo, stored: string): string {
  if (info.inputType === "select") return info.options.get(Number(stored)) ?? stored;
  if (info.inputType === "multiselect")
    return stored === ""
      ? ""
      : stored
          .split(",")
          .map((id) => info.options.get(Number(id)) ?? id)
          .join(LIST_SEPARATOR);
  return stored;
}

export function productRow(p: ProductCsvRecord, lookups: CsvLookups): CsvRow {
  const row: CsvRow = {
    sku: p.sku,
    type: p.type,
    name: p.name,
    url_key: p.urlKey,
    status: STATUS_NAMES[p.status] ?? String(p.status),
    visibility: VISIBILITY_NAMES[p.visibility] ?? String(p.visibility),
    price: decimalText(p.price),
    special_price: decimalText(p.specialPrice),
    special_from_date: dateText(p.specialFromDate),
    special_to_date: dateText(p.specialToDate),
    msrp: decimalText(p.msrp),
    weight: p.weight === null ? "" : String(p.weight),
    qty: String(p.stockQty),
    is_in_stock: p.inStock ? "1" : "0",
    description: p.description,
    short_description: p.shortDescription,
    meta_title: p.metaTitle,
    meta_description: p.metaDescription,
    categories: categoriesText(
      p.categories.map((c) => c.categoryId),
      lookups,
    ),
    tier_prices: tierPricesText(p.tierPrices, lookups),
  };
  const values = new Map(p.attributeValues.map((v) => [v.attributeId, v.value]));
  for (const a of lookups.attributes) {
    const v = values.get(a.id);
    row[ATTRIBUTE_PREFIX + a.code] = v === undefined ? "" : attributeText(a, v);
  }
  return row;
}

/** a cell read into its canonical text, or why it cannot be */
export type CellResult = { ok: true; text: string } | { ok: false; code: string; message: string };
const ok = (text: string): CellResult => ({ ok: true, text });
const bad = (code: string, message: string): CellResult => ({ ok: false, code, message });

const DECIMAL_RE = /^\d{1,16}(\.\d{1,4})?$/;
const URL_KEY_RE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;
const NUMBER_RE = /^-?\d+(\.\d+)?$/;

function decimalCell(raw: string, nullable: boolean): CellResult {
  const v = raw.trim();
  if (v === "") return nullable ? ok("") : bad("required", "a price is required");
  if (!DECIMAL_RE.test(v)) return bad("invalid_decimal", "a non-negative amount with at most 4 decimals, e.g. 19.99");
  return ok(new Decimal(v).toFixed());
}

function dateTimeCell(raw: string): CellResult {
  const v = raw.trim();
  if (v === "") return ok("");
  if (!DATE_RE.test(v) && !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(v))
    return bad("invalid_date", "a date (YYYY-MM-DD) or an ISO 8601 date-time with its zone");
  const d = new Date(DATE_RE.test(v) ? `${v}T00:00:00.000Z` : v);
  return Number.isNaN(d.getTime()) ? bad("invalid_date", "not a calendar date") : ok(d.toISOString());
}

function namedNumberCell(raw: string, names: Record<number, string>, what: string): CellResult {
  const v = raw
    .trim()
    .toLowerCase()
    .replace(/[\s,]+/g, "_");
  if (/^\d+$/.test(v) && names[Number(v)]) return ok(names[Number(v)]!);
  const named = Object.values(names).find((n) => n === v);
  return named ? ok(named) : bad("invalid_value", `${what}: one of ${Object.values(names).join(", ")} (or ${Object.keys(names).join(", ")})`);
}

function booleanCell(raw: string): CellResult {
  const v = raw.trim().toLowerCase();
  if (["1", "true", "yes"].includes(v)) return ok("1");
  if (["0", "false", "no"].includes(v)) return ok("0");
  return bad("invalid_boolean", "1 or 0 (true/false, yes/no)");
}

function optionId(info: AttributeInfo, label: string): number | undefined {
  const want = label.trim().toLowerCase();
  for (const [id, l] of info.options) if (l.toLowerCase() === want) return id;
  return /^\d+$/.test(want) && info.options.has(Number(want)) ? Number(want) : undefined;
}

function attributeCell(info: AttributeInfo, raw: string): CellResult {
  const v = info.inputType === "text" ? raw : raw.trim();
  if (v === "") return ok("");
  switch (info.inputType) {
    case "select": {
      const id = optionId(info, v);
      return id === undefined ? bad("unknown_option", `no option "${v}" of ${info.code}`) : ok(info.options.get(id)!);
    }
    case "multiselect": {
      const labels: string[] = [];
      for (const part of v.split(LIST_SEPARATOR)) {
        const id = optionId(info, part);
        if (id === undefined) return bad("unknown_option", `no option "${part.trim()}" of ${info.code}`);
        labels.push(info.options.get(id)!);
      }
      return ok(labels.join(LIST_SEPARATOR));
    }
    case "boolean":
      return booleanCell(v);
    case "number":
      return NUMBER_RE.test(v) ? ok(v) : bad("invalid_number", "a number, e.g. 12.5");
    case "date":
      return DATE_RE.test(v) && !Number.isNaN(Date.parse(v)) ? ok(v) : bad("invalid_date", "a date, YYYY-MM-DD");
    default:
      return v.length > 65_535 ? bad("too_long", "at most 65,535 characters") : ok(v);
  }
}

function categoriesCell(raw: string, lookups: CsvLookups): CellResult {
  const ids = new Set<number>();
  for (const part of raw.split(LIST_SEPARATOR)) {
    const path = part.trim().replace(/^\/+|\/+$/g, "");
    if (path === "") continue;
    const id = lookups.categoryByPath.get(path) ?? (/^\d+$/.test(path) && lookups.categoryPath.has(Number(path)) ? Number(path) : undefined);
    if (id === undefined) return bad("unknown_category", `no category at "${path}" (a category's url path, e.g. tools/power-tools)`);
    ids.add(id);
  }
  return ok(categoriesText([...ids], lookups));
}

function tierPricesCell(raw: string, lookups: CsvLookups): CellResult {
  const tiers: { groupId: number | null; qty: number; price: string }[] = [];
  const seen = new Set<string>();
  for (const part of raw.split(LIST_SEPARATOR)) {
    const item = part.trim();
    if (item === "") continue;
    const m = /^([^:]+):([^:]+):([^:]+)$/.exec(item);
    if (!m) return bad("invalid_tier_price", `"${item}": group:qty:price, e.g. wholesale:10:8.50 (* for every group)`);
    const group = m[1]!.trim();
    const groupId = group === ALL_GROUPS ? null : lookups.groupByCode.get(group.toLowerCase());
    if (groupId === undefined) return bad("unknown_customer_group", `no customer group "${group}"`);
    const qty = Number(m[2]!.trim());
    if (!NUMBER_RE.test(m[2]!.trim()) || !(qty > 0)) return bad("invalid_tier_price", `"${item}": the quantity must be a positive number`);
    const price = decimalCell(m[3]!, false);
    if (!price.ok) return bad("invalid_tier_price", `"${item}": ${price.message}`);
    const key = `${groupId}:${qty}`;
    if (seen.has(key)) return bad("duplicate_tier_price", `"${item}": one price per group and quantity`);
    seen.add(key);
    tiers.push({ groupId, qty, price: price.text });
  }
  return ok(tierPricesText(tiers, lookups));
}

/** one cell of a known column read into its canonical text (sku is checked by the caller) */
export function readCell(column: string, raw: string, lookups: CsvLookups): CellResult {
  if (column.startsWith(ATTRIBUTE_PREFIX)) return attributeCell(lookups.attributeByCode.get(column.slice(ATTRIBUTE_PREFIX.length))!, raw);
  const v = raw.trim();
  switch (column as BaseColumn) {
    case "type":
      return (PRODUCT_TYPES as readonly string[]).includes(v.toLowerCase()) ? ok(v.toLowerCase()) : bad("invalid_value", `one of ${PRODUCT_TYPES.join(", ")}`);
    case "name":
      return v === "" ? bad("required", "a name is required") : v.length > 255 ? bad("too_long", "at most 255 characters") : ok(v);
    case "url_key":
      return v === "" || URL_KEY_RE.test(v) ? ok(v) : bad("invalid_url_key", "lower-case words and digits separated by hyphens");
    case "status":
      return namedNumberCell(v, STATUS_NAMES, "status");
    case "visibility":
      return namedNumberCell(v, VISIBILITY_NAMES, "visibility");
    case "price":
      return decimalCell(v, false);
    case "special_price":
    case "msrp":
      return decimalCell(v, true);
    case "special_from_date":
    case "special_to_date":
      return dateTimeCell(v);
    case "weight":
      return v === "" ? ok("") : NUMBER_RE.test(v) && Number(v) >= 0 ? ok(String(Number(v))) : bad("invalid_number", "a non-negative number");
    case "qty":
      return /^-?\d{1,9}$/.test(v) ? ok(String(Number(v))) : bad("invalid_integer", "a whole number");
    case "is_in_stock":
      return booleanCell(v);
    case "categories":
      return categoriesCell(v, lookups);
    case "tier_prices":
      return tierPricesCell(v, lookups);
    case "meta_title":
    case "meta_description":
      return ok(raw);
    default:
      // description, short_description: sanitised by the import before comparing
      return raw.length > 1_000_000 ? bad("too_long", "at most 1,000,000 characters") : ok(raw);
  }
}

/** the canonical text back to what the columns store */
export const storedValue = {
  status: (t: string) => Number(Object.entries(STATUS_NAMES).find(([, n]) => n === t)![0]),
  visibility: (t: string) => Number(Object.entries(VISIBILITY_NAMES).find(([, n]) => n === t)![0]),
  decimal: (t: string) => (t === "" ? null : t),
  date: (t: string) => (t === "" ? null : new Date(t)),
  categories: (t: string, lookups: CsvLookups) => (t === "" ? [] : t.split(LIST_SEPARATOR).map((p) => lookups.categoryByPath.get(p) ?? Number(p))),
  tierPrices: (t: string, lookups: CsvLookups) =>
    t === ""
      ? []
      : t.split(LIST_SEPARATOR).map((item) => {
          const [group, qty, price] = item.split(":") as [string, string, string];
          return { groupId: group === ALL_GROUPS ? null : lookups.groupByCode.get(group.toLowerCase())!, qty: Number(qty), price };
        }),
  attribute(info: AttributeInfo, t: string): string | null {
    if (t === "") return null;
    if (info.inputType === "select") return String(optionId(info, t));
    if (info.inputType === "multiselect")
      return t
        .split(LIST_SEPARATOR)
        .map((l) => String(optionId(info, l)))
        .join(",");
    return t;
  },
};
