/**
 * The dashboard's sales figures (`salesDashboard`, scope `sales`): per currency, cards for today, the last 7 and
 * 30 days (orders, revenue, average order value) with a sparkline of the 30 days, the top products, and the orders
 * waiting to ship linked to their order. Amounts are formatted by Intl in the browser's locale.
 */
import { useState } from "preact/hooks";
import { useQuery } from "@urql/preact";
import { graphql } from "../../generated/index.ts";
import type { SalesDashboardQuery } from "../../generated/graphql.ts";
import { ErrorView } from "../../components/problem.tsx";
import { RecordOptions } from "../../components/record-options.tsx";
import { formatDate } from "../../components/format.tsx";
import { href, onLinkClick } from "../../router.ts";

const Dashboard = graphql(`
  query SalesDashboard($storeId: Int) {
    salesDashboard(storeId: $storeId) {
      storeId
      timezone
      generatedAt
      toShipCount
      toShipOldest {
        id
        incrementId
        status
        customerEmail
        currency
        grandTotal
        createdAt
      }
      currencies {
        currency
        today {
          orders
          revenue
          averageOrderValue
        }
        last7Days {
          orders
          revenue
          averageOrderValue
        }
        last30Days {
          orders
          revenue
          averageOrderValue
        }
        daily {
          date
          orders
          revenue
        }
        topProductsByQty {
          productId
          sku
          name
          qty
          revenue
        }
        topProductsByRevenue {
          productId
          sku
          name
          qty
          revenue
        }
      }
    }
  }
`);

const Stores = graphql(`
  query SalesDashboardStores {
    stores {
      id
      name
    }
  }
`);

type Figures = SalesDashboardQuery["salesDashboard"]["currencies"][number];
type Day = Figures["daily"][number];

export function money(value: number, currency: string): string {
  try {
    return new Intl.NumberFormat(undefined, { style: "currency", currency }).format(value);
  } catch {
    return `${value} ${currency}`;
  }
}

/** a local date (YYYY-MM-DD) as the browser writes a date */
const day = (date: string) => new Date(`${date}T00:00:00Z`).toLocaleDateString(undefined, { timeZone: "UTC", month: "short", day: "numeric" });

export function SalesSection() {
  const [storeId, setStoreId] = useState<number | null>(null);
  const [stores] = useQuery({ query: Stores });
  const [r] = useQuery({ query: Dashboard, variables: { storeId } });
  const d = r.data?.salesDashboard;
  return (
    <section class="sales" aria-labelledby="sales-heading">
      <div class="sales-head">
        <h2 id="sales-heading">Sales</h2>
        <label>
          Store{" "}
          <select value={storeId === null ? "" : String(storeId)} onChange={(e) => setStoreId(e.currentTarget.value ? Number(e.currentTarget.value) : null)}>
            <option value="">All stores</option>
            <RecordOptions records={stores.data?.stores ?? []} />
          </select>
        </label>
        {d && <span class="muted">Days in {d.timezone}; orders not canceled, grand totals (refunds not subtracted).</span>}
      </div>
      {r.error && <ErrorView error={r.error} />}
      {!d && !r.error && <p aria-busy="true">Loading sales…</p>}
      {d?.currencies.map((c) => (
        <CurrencyFigures key={c.currency} f={c} />
      ))}
      {d && <ToShip count={d.toShipCount} orders={d.toShipOldest} />}
    </section>
  );
}

function CurrencyFigures({ f }: { f: Figures }) {
  const windows = [
    ["Today", f.today, "today"],
    ["Last 7 days", f.last7Days, "7d"],
    ["Last 30 days", f.last30Days, "30d"],
  ] as const;
  return (
    <section class="panel" aria-labelledby={`sales-${f.currency}`}>
      <h3 id={`sales-${f.currency}`}>In {f.currency}</h3>
      <div class="cards">
        {windows.map(([title, w, id]) => (
          <section class="card" key={id} aria-labelledby={`sales-${f.currency}-${id}`}>
            <h4 id={`sales-${f.currency}-${id}`}>{title}</h4>
            <p class="big" data-testid={`revenue-${f.currency}-${id}`}>
              {money(w.revenue, f.currency)}
            </p>
            <p>
              {w.orders} {w.orders === 1 ? "order" : "orders"} · average {money(w.averageOrderValue, f.currency)}
            </p>
          </section>
        ))}
        <section class="card" aria-labelledby={`sales-${f.currency}-trend`}>
          <h4 id={`sales-${f.currency}-trend`}>Revenue per day, 30 days</h4>
          <Sparkline days={f.daily} currency={f.currency} />
        </section>
      </div>
      <div class="split-even">
        <TopTable title="Top products by quantity (30 days)" rows={f.topProductsByQty} currency={f.currency} />
        <TopTable title="Top products by revenue (30 days)" rows={f.topProductsByRevenue} currency={f.currency} />
      </div>
    </section>
  );
}

const W = 240;
const H = 48;

/** an inline SVG line of the daily revenue; its text alternative names the range, the total and the best day */
export function Sparkline({ days, currency }: { days: Day[]; currency: string }) {
  const id = `spark-${currency}`;
  const max = Math.max(0, ...days.map((x) => x.revenue));
  const step = days.length > 1 ? W / (days.length - 1) : 0;
  const points = days.map((x, i) => `${(i * step).toFixed(1)},${(H - 2 - (max > 0 ? (x.revenue / max) * (H - 4) : 0)).toFixed(1)}`).join(" ");
  const best = days.reduce<Day | null>((b, x) => (x.revenue > 0 && (!b || x.revenue > b.revenue) ? x : b), null);
  const total = days.reduce((a, x) => a + x.orders, 0);
  const first = days[0];
  const last = days[days.length - 1];
  const text =
    first && last
      ? `${day(first.date)} to ${day(last.date)}: ${total} ${total === 1 ? "order" : "orders"}; ` +
        (best ? `best day ${day(best.date)} with ${money(best.revenue, currency)}; today ${money(last.revenue, currency)}.` : "no revenue.")
      : "No days.";
  return (
    <svg class="sparkline" viewBox={`0 0 ${W} ${H}`} role="img" aria-labelledby={`${id}-title ${id}-desc`} preserveAspectRatio="none">
      <title id={`${id}-title`}>Daily revenue in {currency}, last 30 days</title>
      <desc id={`${id}-desc`}>{text}</desc>
      <polyline points={points} fill="none" />
    </svg>
  );
}

function TopTable({ title, rows, currency }: { title: string; rows: Figures["topProductsByQty"]; currency: string }) {
  return (
    <div class="grid">
      <table>
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">Product</th>
            <th scope="col">SKU</th>
            <th scope="col" class="num">
              Qty
            </th>
            <th scope="col" class="num">
              Revenue
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={4}>No orders in these 30 days.</td>
            </tr>
          ) : (
            rows.map((p) => (
              <tr key={p.productId}>
                <td>{p.name}</td>
                <td class="mono">{p.sku}</td>
                <td class="num">{p.qty}</td>
                <td class="num">{money(p.revenue, currency)}</td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}

function ToShip({ count, orders }: { count: number; orders: SalesDashboardQuery["salesDashboard"]["toShipOldest"] }) {
  return (
    <section class="panel" aria-labelledby="to-ship-heading">
      <h3 id="to-ship-heading">
        Orders waiting to ship: <span id="count-to-ship">{count}</span>
      </h3>
      {orders.length > 0 && (
        <>
          <p>The oldest first:</p>
          <ul class="to-ship">
            {orders.map((o) => (
              <li key={o.id}>
                <a href={href(`/orders/${o.id}`)} onClick={(e) => onLinkClick(e, `/orders/${o.id}`)}>
                  Order #{o.incrementId}
                </a>{" "}
                {o.customerEmail} · {money(o.grandTotal, o.currency)} · {o.status} · placed {formatDate(o.createdAt)}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
