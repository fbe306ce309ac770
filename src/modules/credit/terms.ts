/** Payment terms: the due date of an on-account invoice, from the day it is made (UTC calendar days). */
export const TERMS = ["net0", "net7", "net15", "net30", "net45", "net60", "net90", "eom"] as const;
export type Terms = (typeof TERMS)[number];

const DAY_MS = 86_400_000;

/** net N: N days after `from`; eom: the last day of the month after `from`'s (end of that day, UTC) */
export function dueDate(terms: string, from: Date): Date {
  if (terms === "eom") return new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth() + 2, 1) - 1);
  const days = Number(terms.replace(/^net/, ""));
  return new Date(from.getTime() + (Number.isFinite(days) ? days : 30) * DAY_MS);
}

/** how the PDF and the answers say it: "net 30", "end of the following month" */
export const termsLabel = (terms: string) => (terms === "eom" ? "end of the following month" : `net ${terms.replace(/^net/, "")}`);

/** the terms an invoice's dates show (its due date was computed from its creation, with the terms of that day) */
export function termsOfDates(createdAt: Date, dueAt: Date): string {
  const days = Math.round((dueAt.getTime() - createdAt.getTime()) / DAY_MS);
  const net = `net${days}`;
  if ((TERMS as readonly string[]).includes(net) && dueDate(net, createdAt).getTime() === dueAt.getTime()) return net;
  return "eom";
}
