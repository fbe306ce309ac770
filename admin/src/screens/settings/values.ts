/**
 * A setting's value as the console edits it and as configValueSet stores it (text): booleans as 1/0, lists as
 * comma-separated values, objects as JSON. And how a value reads to a merchant (an option's label, Yes/No).
 */
export interface SettingOption {
  value: string;
  label: string;
}

export interface SettingMeta {
  type: string;
  options?: ReadonlyArray<SettingOption> | null;
}

/** the text configValueSet takes for a value */
export function toStored(v: unknown): string {
  if (v === null || v === undefined) return "";
  if (typeof v === "boolean") return v ? "1" : "0";
  if (Array.isArray(v)) return v.map(String).join(",");
  if (typeof v === "object") return JSON.stringify(v);
  return String(v);
}

/** the selected values of a multiselect, stored as a list or as comma-separated text */
export function selectedOf(v: unknown): string[] {
  if (Array.isArray(v)) return v.map(String);
  if (typeof v !== "string" || v.trim() === "") return [];
  return v
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
}

/** a value in words: Yes/No, an option's label, "(empty)" */
export function describeValue(f: SettingMeta, v: unknown): string {
  if (f.type === "secret") return v ? "•••••• (set)" : "(not set)";
  if (v === null || v === undefined || v === "") return "(empty)";
  if (typeof v === "boolean") return v ? "Yes" : "No";
  const label = (x: string) => f.options?.find((o) => o.value === x)?.label ?? x;
  if (f.type === "multiselect") {
    const picked = selectedOf(v);
    return picked.length ? picked.map(label).join(", ") : "(none)";
  }
  if (f.options) return label(String(v));
  if (typeof v === "object") return JSON.stringify(v);
  return String(v);
}

/** a client-side check before sending (the server checks again): JSON that does not parse, a number out of range */
export function localProblem(f: SettingMeta & { constraints?: unknown }, draft: unknown): string | null {
  const c = (f.constraints ?? {}) as { minimum?: number; maximum?: number };
  if (f.type === "json" && typeof draft === "string" && draft.trim() !== "") {
    try {
      JSON.parse(draft);
    } catch (e) {
      return `not valid JSON: ${(e as Error).message}`;
    }
  }
  if ((f.type === "int" || f.type === "number") && typeof draft === "string") {
    if (draft.trim() === "" || Number.isNaN(Number(draft))) return "a number";
    if (f.type === "int" && !Number.isInteger(Number(draft))) return "a whole number";
    if (c.minimum !== undefined && Number(draft) < c.minimum) return `at least ${c.minimum}`;
    if (c.maximum !== undefined && Number(draft) > c.maximum) return `at most ${c.maximum}`;
  }
  return null;
}
