/** What the Price lists screen's parts share: its base path, how a percent, a validity window, a price and tiers read. */
import { formatDate } from "../../components/format.tsx";

export const BASE = "/price-lists";

export function formatPercent(p: number | null | undefined): string {
  if (p == null) return "—";
  return `${p > 0 ? "+" : p < 0 ? "−" : ""}${Math.abs(p)} %`;
}

export function validity(from: string | null | undefined, to: string | null | undefined): string {
  if (!from && !to) return "always";
  if (!to) return `from ${formatDate(from)}`;
  if (!from) return `until ${formatDate(to)}`;
  return `${formatDate(from)} – ${formatDate(to)}`;
}

/** a price in the list's currency (the browser's formatting; the server rounds the answer) */
export function formatPrice(v: number | null | undefined, currency: string): string {
  if (v == null) return "—";
  try {
    return new Intl.NumberFormat(undefined, { style: "currency", currency, minimumFractionDigits: 2, maximumFractionDigits: 4 }).format(v);
  } catch {
    return `${v} ${currency}`;
  }
}

export const formatQty = (v: number | null | undefined) => (v == null ? "—" : String(v));

export interface TierValue {
  qty: number;
  price: number;
}

/** tiers as the CSV writes them: `10:9.50|50:9.00` */
export const tiersText = (tiers: readonly TierValue[]) => tiers.map((t) => `${t.qty}:${t.price}`).join("|");

/** `10:9.50|50:9.00` (or with commas or spaces) as tiers; a message for the first bad part */
export function parseTiers(text: string): { tiers: TierValue[] } | { error: string } {
  const tiers: TierValue[] = [];
  for (const part of text.split(/[|,\s]+/).filter(Boolean)) {
    const m = /^(\d+(?:\.\d+)?):(\d+(?:\.\d+)?)$/.exec(part);
    if (!m) return { error: `“${part}” is not qty:price (e.g. 10:9.50)` };
    tiers.push({ qty: Number(m[1]), price: Number(m[2]) });
  }
  return { tiers };
}

/** a datetime-local input's value for an ISO time, and back */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return "";
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return "";
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

export const fromLocalInput = (v: string): string | null => (v ? new Date(v).toISOString() : null);
