/**
 * `buyer.spent(window)`: what a member placed for their company in a window, in exact decimals. It counts the
 * member's orders for the company (the company module's CompanyOrder rows, in the same database) that are not
 * canceled, at their grand totals, plus their purchase orders still pending (approval_required or approved) at
 * theirs: a PO waiting for approval is money the buyer has asked to spend, so several POs pending at once cannot
 * each pass a limit the sum of them breaks (docs/purchase-orders.md). A PO that became an order counts once, as
 * the order. Windows: a rolling `N days`, or the current calendar `month` / `quarter` in UTC.
 */
import type { SpendWindow } from "../../../dsl/src/index.ts";
import { spendWindowKey } from "../../../dsl/src/index.ts";
import { money, type Money, ZERO } from "../../core/money.ts";
import type { DbClient } from "../../core/unit-of-work.ts";

/** the statuses of a PO whose amount counts as spent */
export const PENDING_STATUSES = ["approval_required", "approved"];

const DAY_MS = 86_400_000;

/** where a window starts, for `now` */
export function windowStart(w: SpendWindow, now: Date): Date {
  if (w.kind === "days") return new Date(now.getTime() - w.days * DAY_MS);
  const month = w.kind === "month" ? now.getUTCMonth() : now.getUTCMonth() - (now.getUTCMonth() % 3);
  return new Date(Date.UTC(now.getUTCFullYear(), month, 1));
}

/** a window from its key (`30d`, `month`, `quarter`), as spending limits store it; null for anything else */
export function parseWindowKey(key: string): SpendWindow | null {
  if (key === "month" || key === "quarter") return { kind: key };
  const d = /^([1-9]\d{0,2})d$/.exec(key);
  if (!d) return null;
  const days = Number(d[1]);
  return days <= 366 ? { kind: "days", days } : null;
}

export interface Spender {
  companyId: number;
  customerId: number;
}

/** the amounts a member spent in each window (keyed by spendWindowKey), decimal strings; two statements whatever the windows */
export async function spentBy(db: DbClient, who: Spender, windows: readonly SpendWindow[], now = new Date()): Promise<Record<string, string>> {
  if (!windows.length) return {};
  const starts = windows.map((w) => ({ key: spendWindowKey(w), from: windowStart(w, now) }));
  const earliest = new Date(Math.min(...starts.map((s) => s.from.getTime())));
  const recorded = await db.companyOrder.findMany({ where: { companyId: who.companyId, customerId: who.customerId }, select: { orderId: true } });
  const [orders, pending] = await Promise.all([
    recorded.length
      ? db.order.findMany({
          where: { id: { in: recorded.map((r) => r.orderId) }, status: { not: "canceled" }, createdAt: { gte: earliest } },
          select: { grandTotal: true, createdAt: true },
        })
      : [],
    db.purchaseOrder.findMany({
      where: { companyId: who.companyId, customerId: who.customerId, status: { in: PENDING_STATUSES }, createdAt: { gte: earliest } },
      select: { grandTotal: true, createdAt: true },
    }),
  ]);
  const out: Record<string, string> = {};
  for (const { key, from } of starts) {
    let total: Money = ZERO;
    for (const row of [...orders, ...pending]) if (row.createdAt >= from) total = total.plus(money(row.grandTotal));
    out[key] = total.toFixed();
  }
  return out;
}
