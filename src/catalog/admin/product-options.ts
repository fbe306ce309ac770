/**
 * The options of a product's type, written in the save's transaction: a configurable's super attributes and
 * child SKUs, a grouped product's linked products, a bundle's options and selections, a downloadable product's
 * links, a gift card's amounts, and any product's custom options. Each list given replaces the product's; rows
 * with an id are updated in place. Refusals are 422 `invalid` naming the field and a code.
 */
import { ProblemError, type FieldError } from "../../core/errors.ts";
import type { DbClient } from "../../core/unit-of-work.ts";
import type { AttributeInfo } from "../attributes.ts";
import { CUSTOM_OPTION_TYPES_WITH_VALUES, type ProductInput } from "./product-input.ts";

/** what a configurable, grouped or bundle product may be made of */
const CHILD_TYPES: ReadonlySet<string> = new Set(["simple", "virtual"]);

export const invalid = (errors: FieldError[], detail = "The input has invalid fields") => new ProblemError(422, "invalid", detail, { errors });

/** which option lists each type takes (custom options: every type but the composite ones) */
const OPTIONS_OF: Record<string, ReadonlyArray<keyof ProductInput>> = {
  configurable: ["configurable"],
  grouped: ["groupedProducts"],
  bundle: ["bundleOptions"],
  downloadable: ["downloadableLinks", "linksPurchasedSeparately", "linksTitle"],
  giftcard: ["giftcardType", "giftcardAmounts", "giftcardMinAmount", "giftcardMaxAmount", "giftcardAllowMessage"],
};
const TYPE_OPTION_FIELDS = Object.values(OPTIONS_OF).flat();

/** a 422 for option lists the product's type does not have */
export function checkApplicable(type: string, input: ProductInput): void {
  const own = new Set<string>(OPTIONS_OF[type] ?? []);
  const errors: FieldError[] = TYPE_OPTION_FIELDS.filter((f) => input[f] !== undefined && input[f] !== null && !own.has(f)).map((f) => ({
    field: f,
    code: "not_applicable",
    message: `a ${type} product has no ${f}`,
  }));
  if (input.customOptions?.length && (type === "configurable" || type === "grouped" || type === "bundle"))
    errors.push({ field: "customOptions", code: "not_applicable", message: `a ${type} product has no custom options` });
  if (errors.length) throw invalid(errors, `Options that a ${type} product does not have`);
}

async function childrenBySku(tx: DbClient, productId: number, refs: { sku: string }[], field: string): Promise<Map<string, number>> {
  const skus = [...new Set(refs.map((r) => r.sku))];
  const rows = skus.length ? await tx.product.findMany({ where: { sku: { in: skus } }, select: { id: true, sku: true, type: true } }) : [];
  const bySku = new Map(rows.map((r) => [r.sku, r]));
  const errors: FieldError[] = [];
  refs.forEach((r, i) => {
    const p = bySku.get(r.sku);
    if (!p) errors.push({ field: `${field}[${i}].sku`, code: "not_found", message: `no product with SKU ${r.sku}` });
    else if (p.id === productId) errors.push({ field: `${field}[${i}].sku`, code: "self", message: "a product cannot contain itself" });
    else if (!CHILD_TYPES.has(p.type))
      errors.push({ field: `${field}[${i}].sku`, code: "child_type", message: `${r.sku} is a ${p.type} product: only simple or virtual` });
  });
  if (errors.length) throw invalid(errors);
  return new Map(rows.map((r) => [r.sku, r.id]));
}

/** the ids of rows given that are not the product's own: a 422 */
function checkOwnIds(rows: { id?: number | null }[], own: ReadonlySet<number>, field: string): void {
  const errors = rows.flatMap((r, i) =>
    r.id != null && !own.has(r.id) ? [{ field: `${field}[${i}].id`, code: "not_found", message: `no such row of this product` }] : [],
  );
  if (errors.length) throw invalid(errors);
}

export async function writeConfigurable(
  tx: DbClient,
  productId: number,
  value: NonNullable<ProductInput["configurable"]>,
  byCode: Map<string, AttributeInfo>,
): Promise<void> {
  const errors: FieldError[] = [];
  const attrs = value.attributeCodes.map((code, i) => {
    const info = byCode.get(code);
    if (!info) errors.push({ field: `configurable.attributeCodes[${i}]`, code: "unknown_attribute", message: `no attribute ${code}` });
    else if (info.inputType !== "select")
      errors.push({ field: `configurable.attributeCodes[${i}]`, code: "not_select", message: `${code} is not a select attribute` });
    return info;
  });
  if (errors.length) throw invalid(errors);
  const children = await childrenBySku(
    tx,
    productId,
    value.childSkus.map((sku) => ({ sku })),
    "configurable.childSkus",
  );
  // each child has a value of every super attribute, and no two children share all of them
  const ids = [...children.values()];
  const values = ids.length ? await tx.productAttributeValue.findMany({ where: { productId: { in: ids }, attributeId: { in: attrs.map((a) => a!.id) } } }) : [];
  const seen = new Map<string, string>();
  value.childSkus.forEach((sku, i) => {
    const id = children.get(sku)!;
    const combo = attrs.map((a) => values.find((v) => v.productId === id && v.attributeId === a!.id)?.value);
    const missing = attrs.filter((_a, k) => !combo[k]);
    if (missing.length)
      errors.push({
        field: `configurable.childSkus[${i}]`,
        code: "missing_attribute_value",
        message: `${sku} has no ${missing.map((a) => a!.code).join(", ")}`,
      });
    else if (seen.has(combo.join("|")))
      errors.push({
        field: `configurable.childSkus[${i}]`,
        code: "duplicate_combination",
        message: `${sku} has the same values as ${seen.get(combo.join("|"))}`,
      });
    else seen.set(combo.join("|"), sku);
  });
  if (errors.length) throw invalid(errors);
  await tx.configurableAttribute.deleteMany({ where: { productId } });
  await tx.configurableAttribute.createMany({ data: attrs.map((a, position) => ({ productId, attributeId: a!.id, position })) });
  await tx.productLink.deleteMany({ where: { parentId: productId, kind: "variant" } });
  await tx.productLink.createMany({
    data: value.childSkus.map((sku, position) => ({ parentId: productId, childId: children.get(sku)!, kind: "variant", position, qty: 1 })),
  });
}

export async function writeGrouped(tx: DbClient, productId: number, rows: NonNullable<ProductInput["groupedProducts"]>): Promise<void> {
  const children = await childrenBySku(tx, productId, rows, "groupedProducts");
  const dup = rows.findIndex((r, i) => rows.findIndex((x) => x.sku === r.sku) !== i);
  if (dup >= 0) throw invalid([{ field: `groupedProducts[${dup}].sku`, code: "duplicate", message: "listed twice" }]);
  await tx.productLink.deleteMany({ where: { parentId: productId, kind: "grouped" } });
  await tx.productLink.createMany({
    data: rows.map((r, i) => ({ parentId: productId, childId: children.get(r.sku)!, kind: "grouped", position: r.position ?? i, qty: r.qty ?? 1 })),
  });
}

export async function writeBundle(tx: DbClient, productId: number, options: NonNullable<ProductInput["bundleOptions"]>): Promise<void> {
  const children = await childrenBySku(
    tx,
    productId,
    options.flatMap((o) => o.selections),
    "bundleOptions.selections",
  );
  const existing = await tx.bundleOption.findMany({ where: { productId }, include: { selections: { select: { id: true } } } });
  checkOwnIds(options, new Set(existing.map((o) => o.id)), "bundleOptions");
  const keep = new Set(options.flatMap((o) => (o.id != null ? [o.id] : [])));
  await tx.bundleOption.deleteMany({ where: { productId, id: { notIn: [...keep] } } });
  for (const [i, o] of options.entries()) {
    const data = { title: o.title, type: o.type, required: o.required ?? true, position: o.position ?? i };
    const optionId =
      o.id != null ? (await tx.bundleOption.update({ where: { id: o.id }, data })).id : (await tx.bundleOption.create({ data: { ...data, productId } })).id;
    const ownSelections = new Set(existing.find((x) => x.id === o.id)?.selections.map((s) => s.id) ?? []);
    checkOwnIds(o.selections, ownSelections, `bundleOptions[${i}].selections`);
    await tx.bundleSelection.deleteMany({ where: { optionId, id: { notIn: o.selections.flatMap((s) => (s.id != null ? [s.id] : [])) } } });
    for (const [k, s] of o.selections.entries()) {
      const sel = { productId: children.get(s.sku)!, qty: s.qty ?? 1, isDefault: s.isDefault ?? false, position: s.position ?? k };
      if (s.id != null) await tx.bundleSelection.update({ where: { id: s.id }, data: sel });
      else await tx.bundleSelection.create({ data: { ...sel, optionId } });
    }
  }
}

export async function writeDownloadable(tx: DbClient, productId: number, links: NonNullable<ProductInput["downloadableLinks"]>): Promise<void> {
  const existing = await tx.downloadableLink.findMany({ where: { productId }, select: { id: true } });
  checkOwnIds(links, new Set(existing.map((l) => l.id)), "downloadableLinks");
  await tx.downloadableLink.deleteMany({ where: { productId, id: { notIn: links.flatMap((l) => (l.id != null ? [l.id] : [])) } } });
  for (const [i, l] of links.entries()) {
    const data = {
      title: l.title,
      price: l.price ?? 0,
      sampleUrl: l.sampleUrl ?? null,
      numberOfDownloads: l.numberOfDownloads ?? 0,
      position: l.position ?? i,
    };
    if (l.id != null) await tx.downloadableLink.update({ where: { id: l.id }, data });
    else await tx.downloadableLink.create({ data: { ...data, productId } });
  }
}

export async function writeCustomOptions(tx: DbClient, productId: number, options: NonNullable<ProductInput["customOptions"]>): Promise<void> {
  const existing = await tx.customOption.findMany({ where: { productId }, include: { values: { select: { id: true } } } });
  checkOwnIds(options, new Set(existing.map((o) => o.id)), "customOptions");
  const errors: FieldError[] = [];
  options.forEach((o, i) => {
    const withValues = CUSTOM_OPTION_TYPES_WITH_VALUES.has(o.type);
    if (withValues && !o.values?.length) errors.push({ field: `customOptions[${i}].values`, code: "required", message: `a ${o.type} option needs values` });
    if (!withValues && o.values?.length)
      errors.push({ field: `customOptions[${i}].values`, code: "not_applicable", message: `a ${o.type} option has no values` });
  });
  if (errors.length) throw invalid(errors);
  await tx.customOption.deleteMany({ where: { productId, id: { notIn: options.flatMap((o) => (o.id != null ? [o.id] : [])) } } });
  for (const [i, o] of options.entries()) {
    const data = {
      title: o.title,
      type: o.type,
      required: o.required ?? false,
      price: o.price ?? 0,
      priceType: o.priceType ?? "fixed",
      position: o.position ?? i,
    };
    const optionId =
      o.id != null ? (await tx.customOption.update({ where: { id: o.id }, data })).id : (await tx.customOption.create({ data: { ...data, productId } })).id;
    const values = o.values ?? [];
    checkOwnIds(values, new Set(existing.find((x) => x.id === o.id)?.values.map((v) => v.id) ?? []), `customOptions[${i}].values`);
    await tx.customOptionValue.deleteMany({ where: { optionId, id: { notIn: values.flatMap((v) => (v.id != null ? [v.id] : [])) } } });
    for (const [k, v] of values.entries()) {
      const row = { title: v.title, price: v.price ?? 0, priceType: v.priceType ?? "fixed", position: v.position ?? k };
      if (v.id != null) await tx.customOptionValue.update({ where: { id: v.id }, data: row });
      else await tx.customOptionValue.create({ data: { ...row, optionId } });
    }
  }
}

/** a gift card's amounts as they will be after the write: fixed needs amounts, range needs bounds, combined both */
export function checkGiftcard(after: {
  giftcardType: string | null;
  giftcardAmounts: number[];
  giftcardMinAmount: number | null;
  giftcardMaxAmount: number | null;
}): void {
  const type = after.giftcardType ?? "fixed";
  const errors: FieldError[] = [];
  if (type === "fixed" && after.giftcardAmounts.length === 0)
    errors.push({ field: "giftcardAmounts", code: "required", message: "a fixed gift card needs at least one amount" });
  if (type === "range" || type === "combined") {
    if (after.giftcardMinAmount === null) errors.push({ field: "giftcardMinAmount", code: "required", message: "an open amount needs its least value" });
    if (after.giftcardMaxAmount === null) errors.push({ field: "giftcardMaxAmount", code: "required", message: "an open amount needs its greatest value" });
    if (after.giftcardMinAmount !== null && after.giftcardMaxAmount !== null && after.giftcardMinAmount > after.giftcardMaxAmount)
      errors.push({ field: "giftcardMaxAmount", code: "too_small", message: "less than the least amount" });
  }
  if (errors.length) throw invalid(errors);
}
