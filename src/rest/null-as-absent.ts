import type { z } from "zod";

/** wrappers whose inner schema holds the object's fields */
const WRAPPERS = new Set(["optional", "nullable", "default", "prefault", "readonly", "catch", "nonoptional"]);

type Def = { type: string; innerType?: z.ZodType; in?: z.ZodType; shape?: Record<string, z.ZodType>; element?: z.ZodType };
const defOf = (s: z.ZodType) => (s as unknown as { _zod: { def: Def } })._zod.def;

/** the schema under its wrappers (optional, default, pipe's input, ...) */
function unwrap(s: z.ZodType): Def {
  let d = defOf(s);
  for (let i = 0; i < 16; i++) {
    const next = WRAPPERS.has(d.type) ? d.innerType : d.type === "pipe" ? d.in : undefined;
    if (!next) return d;
    d = defOf(next);
  }
  return d;
}

/**
 * A body as its schema takes it when a client sends `null` for a field it means to leave out (Maho's clients do):
 * a null for an optional field the schema does not take null for is dropped, at any depth of declared objects and
 * lists, so it counts as not given. A null for a required field stays, and the schema refuses it on that field.
 */
export function nullsAsAbsent(schema: z.ZodType, value: unknown): unknown {
  if (value === null || typeof value !== "object") return value;
  const d = unwrap(schema);
  if (Array.isArray(value)) return d.type === "array" && d.element ? value.map((v) => nullsAsAbsent(d.element!, v)) : value;
  if (d.type !== "object" || !d.shape) return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    const field = Object.hasOwn(d.shape, k) ? d.shape[k] : undefined;
    if (!field) out[k] = v;
    else if (v !== null) out[k] = nullsAsAbsent(field, v);
    else if (field.safeParse(null).success || !field.safeParse(undefined).success) out[k] = v;
  }
  return out;
}
