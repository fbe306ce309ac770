/**
 * An order line's options as people read them ("Color: Red", "Engraving: Jane"): the stored ids named by the
 * catalogue's rows as they are now (a deleted one shows its id). One query per kind for all the lines asked.
 */
import type { DbClient } from "../core/unit-of-work.ts";
import type { ItemOptions } from "./item-options.ts";

export interface OptionLabel {
  label: string;
  value: string;
}

export async function optionLabels(db: DbClient, lines: readonly { options: string }[]): Promise<OptionLabel[][]> {
  const parsed = lines.map((l) => JSON.parse(l.options || "{}") as ItemOptions);
  const attrCodes = new Set<string>();
  const attrOptionIds = new Set<number>();
  const customIds = new Set<number>();
  const customValueIds = new Set<number>();
  const selectionIds = new Set<number>();
  const linkIds = new Set<number>();
  for (const o of parsed) {
    for (const [code, id] of Object.entries(o.superAttributes ?? {})) {
      attrCodes.add(code);
      attrOptionIds.add(Number(id));
    }
    for (const [id, v] of Object.entries(o.customOptions ?? {})) {
      customIds.add(Number(id));
      if (typeof v === "number") customValueIds.add(v);
      else if (/^\d+$/.test(v)) customValueIds.add(Number(v));
    }
    for (const ids of Object.values(o.bundleSelections ?? {})) for (const id of [ids].flat()) selectionIds.add(Number(id));
    for (const id of o.links ?? []) linkIds.add(id);
  }
  const [attrs, attrOptions, customs, customValues, selections, links] = await Promise.all([
    attrCodes.size ? db.attribute.findMany({ where: { code: { in: [...attrCodes] } }, select: { code: true, label: true } }) : [],
    attrOptionIds.size ? db.attributeOption.findMany({ where: { id: { in: [...attrOptionIds] } }, select: { id: true, label: true } }) : [],
    customIds.size ? db.customOption.findMany({ where: { id: { in: [...customIds] } }, select: { id: true, title: true, type: true } }) : [],
    customValueIds.size ? db.customOptionValue.findMany({ where: { id: { in: [...customValueIds] } }, select: { id: true, title: true, optionId: true } }) : [],
    selectionIds.size
      ? db.bundleSelection.findMany({
          where: { id: { in: [...selectionIds] } },
          select: { id: true, qty: true, option: { select: { title: true } }, product: { select: { name: true } } },
        })
      : [],
    linkIds.size ? db.downloadableLink.findMany({ where: { id: { in: [...linkIds] } }, select: { id: true, title: true } }) : [],
  ]);
  const attrLabel = new Map(attrs.map((a) => [a.code, a.label]));
  const optionLabel = new Map(attrOptions.map((a) => [a.id, a.label]));
  const custom = new Map(customs.map((c) => [c.id, c]));
  const customValue = new Map(customValues.map((v) => [v.id, v]));
  const selection = new Map(selections.map((s) => [s.id, s]));
  const link = new Map(links.map((l) => [l.id, l.title]));
  return parsed.map((o) => {
    const out: OptionLabel[] = [];
    for (const [code, id] of Object.entries(o.superAttributes ?? {}))
      out.push({ label: attrLabel.get(code) ?? code, value: optionLabel.get(Number(id)) ?? String(id) });
    for (const ids of Object.values(o.bundleSelections ?? {})) {
      for (const id of [ids].flat()) {
        const s = selection.get(Number(id));
        out.push({ label: s?.option.title ?? "Selection", value: s ? `${s.qty} x ${s.product.name}` : String(id) });
      }
    }
    for (const [id, v] of Object.entries(o.customOptions ?? {})) {
      const c = custom.get(Number(id));
      const byValue = typeof v === "number" || /^\d+$/.test(v) ? customValue.get(Number(v)) : undefined;
      const chosen = byValue && byValue.optionId === Number(id) ? byValue.title : String(v);
      out.push({ label: c?.title ?? `Option ${id}`, value: chosen });
    }
    for (const id of o.links ?? []) out.push({ label: "Link", value: link.get(id) ?? String(id) });
    if (o.giftcardAmount !== undefined) out.push({ label: "Gift card", value: String(o.giftcardAmount) });
    if (o.giftcardRecipientName) out.push({ label: "Recipient", value: o.giftcardRecipientName });
    return out;
  });
}
