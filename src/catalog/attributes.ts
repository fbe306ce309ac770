/** The attribute catalogue (codes, input types, option labels): small, read on every DTO build, cached. */
import type { Db } from "../core/db/client.ts";

export interface AttributeInfo {
  id: number;
  code: string;
  label: string;
  inputType: "text" | "number" | "select" | "multiselect" | "boolean" | "date";
  isFilterable: boolean;
  isSearchable: boolean;
  position: number;
  options: Map<number, string>;
}

export class AttributeCatalog {
  private cache: Promise<{ byId: Map<number, AttributeInfo>; byCode: Map<string, AttributeInfo> }> | undefined;
  constructor(private readonly db: Db) {}

  load() {
    this.cache ??= this.db.attribute.findMany({ include: { options: { orderBy: { position: "asc" } } }, orderBy: { position: "asc" } }).then((rows) => {
      const byId = new Map<number, AttributeInfo>();
      const byCode = new Map<string, AttributeInfo>();
      for (const r of rows) {
        const info: AttributeInfo = {
          id: r.id,
          code: r.code,
          label: r.label,
          inputType: r.inputType as AttributeInfo["inputType"],
          isFilterable: r.isFilterable,
          isSearchable: r.isSearchable,
          position: r.position,
          options: new Map(r.options.map((o) => [o.id, o.label])),
        };
        byId.set(r.id, info);
        byCode.set(r.code, info);
      }
      return { byId, byCode };
    });
    return this.cache;
  }

  invalidate() {
    this.cache = undefined;
  }
}

/** A stored attribute value as the DTO and the rules see it. */
export function typedAttributeValue(info: AttributeInfo, raw: string): string | number | boolean | string[] {
  switch (info.inputType) {
    case "number":
      return Number(raw);
    case "boolean":
      return raw === "1" || raw === "true";
    case "multiselect":
      return raw === "" ? [] : raw.split(",").map((id) => info.options.get(Number(id)) ?? id);
    case "select":
      return info.options.get(Number(raw)) ?? raw;
    default:
      return raw;
  }
}
