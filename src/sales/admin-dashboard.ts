/**
 * The admin dashboard's sales figures (scope `sales`, docs/admin-console.md#dashboard): per currency, orders and
 * revenue today, over the last 7 and 30 days and per day for 30 days, in the store's time zone
 * (`general/locale/timezone`); the average order value; the top products of the last 30 days; the orders waiting
 * to ship. Revenue is Maho's dashboard's: the grand total of the orders that are not canceled (refunds are not
 * subtracted). Everything is summed and counted by the database (`groupBy`, one query per local day; the orders to
 * ship in SQL), never by loading the orders.
 */
import { Prisma } from "../generated/prisma/client.ts";
import type { RequestContext } from "../core/context.ts";
import { amount, roundStored, sum, ZERO, type Money, type MoneyInput } from "../core/money.ts";

/** the days the daily series and the longest window cover */
export const DASHBOARD_DAYS = 30;
/** top products per list, and the oldest orders waiting to ship listed */
const TOP = 5;
const OLDEST_TO_SHIP = 5;

export interface SalesWindowDto {
  /** the window's first instant (a local midnight), ISO */
  from: string;
  orders: number;
  revenue: number;
  averageOrderValue: number;
}
export interface SalesDayDto {
  /** the local date, YYYY-MM-DD */
  date: string;
  orders: number;
  revenue: number;
}
export interface TopProductDto {
  productId: number;
  sku: string;
  name: string;
  qty: number;
  revenue: number;
}
export interface CurrencyFiguresDto {
  currency: string;
  today: SalesWindowDto;
  last7Days: SalesWindowDto;
  last30Days: SalesWindowDto;
  daily: SalesDayDto[];
  topProductsByQty: TopProductDto[];
  topProductsByRevenue: TopProductDto[];
}
export interface ToShipOrderDto {
  id: number;
  incrementId: string;
  status: string;
  customerEmail: string;
  currency: string;
  grandTotal: number;
  createdAt: string;
}
export interface SalesDashboardDto {
  storeId: number | null;
  timezone: string;
  /** when the figures were read (the windows end here) */
  generatedAt: string;
  currencies: CurrencyFiguresDto[];
  toShipCount: number;
  toShipOldest: ToShipOrderDto[];
}

/** the offset of `tz` from UTC at the instant `t` (ms; positive east of Greenwich) */
function zoneOffset(t: number, tz: string): number {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone: tz,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).formatToParts(new Date(t));
  const n = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(n("year"), n("month") - 1, n("day"), n("hour"), n("minute"), n("second"));
  return wall - Math.floor(t / 1000) * 1000;
}

/** the local calendar date of `t` in `tz` as [year, month (1-12), day] */
export function localDate(t: number, tz: string): [number, number, number] {
  const parts = new Intl.DateTimeFormat("en-US", { timeZone: tz, year: "numeric", month: "2-digit", day: "2-digit" }).formatToParts(new Date(t));
  const n = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return [n("year"), n("month"), n("day")];
}

/**
 * the instant a local calendar day starts in `tz` (its midnight; where a DST change skips midnight, the first local
 * instant of the day). `day` may run past the month's end or below 1: Date.UTC carries it into the next or previous month.
 */
export function localMidnight(year: number, month: number, day: number, tz: string): Date {
  const wall = Date.UTC(year, month - 1, day);
  let t = wall - zoneOffset(wall, tz);
  // the offset at the guess may differ from the offset at the answer (a DST change between them): settle it
  t = wall - zoneOffset(t, tz);
  return new Date(t);
}

/** a valid IANA zone, else UTC (a typo in the setting must not break the dashboard) */
export function validZone(tz: string | undefined): string {
  if (!tz) return "UTC";
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: tz });
    return tz;
  } catch {
    return "UTC";
  }
}

const iso = (y: number, m: number, d: number) => new Date(Date.UTC(y, m - 1, d)).toISOString().slice(0, 10);

/** SQLite sums DECIMAL columns as doubles: back to the 4 stored decimals (exact below 10^11); PostgreSQL's numeric sum already is */
const dbSum = (v: MoneyInput | null | undefined): Money => (v == null ? ZERO : roundStored(v));

const averageOf = (revenue: Money, orders: number): Money => (orders === 0 ? ZERO : revenue.dividedBy(orders));

export async function salesDashboard(ctx: RequestContext, storeId: number | null, now = new Date()): Promise<SalesDashboardDto> {
  const db = ctx.app.db;
  const store = storeId != null ? await db.store.findUnique({ where: { id: storeId } }) : null;
  const timezone = validZone(await ctx.app.config.get("general/locale/timezone", store?.id ?? 0));
  const [y, m, d] = localDate(now.getTime(), timezone);
  // the DASHBOARD_DAYS local days ending today, oldest first, and the midnight after today
  const starts = Array.from({ length: DASHBOARD_DAYS + 1 }, (_, i) => localMidnight(y, m, d - (DASHBOARD_DAYS - 1) + i, timezone));
  const dates = Array.from({ length: DASHBOARD_DAYS }, (_, i) => iso(y, m, d - (DASHBOARD_DAYS - 1) + i));
  const counted: Prisma.OrderWhereInput = { status: { not: "canceled" }, ...(storeId != null ? { storeId } : {}) };

  const [perDay, toShip] = await Promise.all([
    Promise.all(
      dates.map((_, i) =>
        db.order.groupBy({
          by: ["currency"],
          where: { ...counted, createdAt: { gte: starts[i]!, lt: starts[i + 1]! } },
          _count: { _all: true },
          _sum: { grandTotal: true },
        }),
      ),
    ),
    ordersToShip(ctx, storeId),
  ]);
  const currencies = new Set<string>();
  for (const rows of perDay) for (const r of rows) currencies.add(r.currency);
  if (currencies.size === 0) {
    const fallback = store ?? (await db.store.findFirst({ where: { isDefault: true } }));
    if (fallback) currencies.add(fallback.currency);
  }

  const from30 = starts[0]!;
  const figures = await Promise.all(
    [...currencies].sort().map(async (currency): Promise<CurrencyFiguresDto> => {
      const days = perDay.map((rows) => {
        const r = rows.find((x) => x.currency === currency);
        return { orders: r?._count._all ?? 0, revenue: dbSum(r?._sum.grandTotal) };
      });
      const window = (n: number): SalesWindowDto => {
        const slice = days.slice(DASHBOARD_DAYS - n);
        const orders = slice.reduce((a, x) => a + x.orders, 0);
        const revenue = sum(slice.map((x) => x.revenue));
        return {
          from: starts[DASHBOARD_DAYS - n]!.toISOString(),
          orders,
          revenue: amount(revenue, currency),
          averageOrderValue: amount(averageOf(revenue, orders), currency),
        };
      };
      const [byQty, byRevenue] = await topProducts(ctx, { ...counted, currency, createdAt: { gte: from30, lt: starts[DASHBOARD_DAYS]! } }, currency);
      return {
        currency,
        today: window(1),
        last7Days: window(7),
        last30Days: window(DASHBOARD_DAYS),
        daily: days.map((x, i) => ({ date: dates[i]!, orders: x.orders, revenue: amount(x.revenue, currency) })),
        topProductsByQty: byQty,
        topProductsByRevenue: byRevenue,
      };
    }),
  );
  return {
    storeId: store?.id ?? null,
    timezone,
    generatedAt: now.toISOString(),
    currencies: figures,
    toShipCount: toShip.count,
    toShipOldest: toShip.oldest,
  };
}

/** the top products by quantity and by revenue (their lines' row totals) of the orders matching `orders` */
async function topProducts(ctx: RequestContext, orders: Prisma.OrderWhereInput, currency: string): Promise<[TopProductDto[], TopProductDto[]]> {
  const db = ctx.app.db;
  const top = (by: "qty" | "rowTotal") =>
    db.orderItem.groupBy({
      by: ["productId", "sku"],
      where: { order: { is: orders } },
      _sum: { qty: true, rowTotal: true },
      orderBy: [{ _sum: { [by]: "desc" } }, { sku: "asc" }],
      take: TOP,
    });
  const [byQty, byRevenue] = await Promise.all([top("qty"), top("rowTotal")]);
  const ids = [...new Set([...byQty, ...byRevenue].map((r) => r.productId))];
  const names = new Map((await db.product.findMany({ where: { id: { in: ids } }, select: { id: true, name: true } })).map((p) => [p.id, p.name]));
  // a product deleted since: the name its last line was sold under
  const missing = ids.filter((id) => !names.has(id));
  if (missing.length) {
    const lines = await db.orderItem.findMany({
      where: { productId: { in: missing } },
      orderBy: { id: "desc" },
      distinct: ["productId"],
      select: { productId: true, name: true },
    });
    for (const l of lines) names.set(l.productId, l.name);
  }
  const dto = (r: (typeof byQty)[number]): TopProductDto => ({
    productId: r.productId,
    sku: r.sku,
    name: names.get(r.productId) ?? r.sku,
    qty: r._sum.qty ?? 0,
    revenue: amount(dbSum(r._sum.rowTotal), currency),
  });
  return [byQty.map(dto), byRevenue.map(dto)];
}

/**
 * the orders with something left to ship (Maho's qty to ship: ordered less shipped, refunded and canceled, on a
 * line that ships): how many, and the oldest few. Prisma's filters cannot subtract columns, so the condition is
 * SQL, the same on both databases, with no input but the store's id as a parameter.
 */
async function ordersToShip(ctx: RequestContext, storeId: number | null): Promise<{ count: number; oldest: ToShipOrderDto[] }> {
  const db = ctx.app.db;
  const from = Prisma.sql`FROM "Order" o
    WHERE o."status" IN ('pending', 'processing') AND o."shippingMethod" <> ''
    ${storeId != null ? Prisma.sql`AND o."storeId" = ${storeId}` : Prisma.empty}
    AND EXISTS (SELECT 1 FROM "OrderItem" i WHERE i."orderId" = o."id" AND NOT i."isVirtual"
      AND i."qty" - i."qtyShipped" - i."qtyRefunded" - i."qtyCanceled" > 0)`;
  const [counted, oldestIds] = await Promise.all([
    db.$queryRaw<{ n: number | bigint }[]>`SELECT COUNT(*) AS n ${from}`,
    db.$queryRaw<{ id: number | bigint }[]>`SELECT o."id" AS id ${from} ORDER BY o."createdAt" ASC, o."id" ASC LIMIT ${OLDEST_TO_SHIP}`,
  ]);
  const ids = oldestIds.map((r) => Number(r.id));
  const rows = await db.order.findMany({
    where: { id: { in: ids } },
    select: { id: true, incrementId: true, status: true, customerEmail: true, currency: true, grandTotal: true, createdAt: true },
  });
  const byId = new Map(rows.map((o) => [o.id, o]));
  return {
    count: Number(counted[0]?.n ?? 0),
    oldest: ids.flatMap((id) => {
      const o = byId.get(id);
      return o
        ? [
            {
              id: o.id,
              incrementId: o.incrementId,
              status: o.status,
              customerEmail: o.customerEmail,
              currency: o.currency,
              grandTotal: amount(o.grandTotal, o.currency),
              createdAt: o.createdAt.toISOString(),
            },
          ]
        : [];
    }),
  };
}
