/**
 * The console's global search (docs/admin-console.md#global-search): orders (order number, customer email or name,
 * a guest's name from the order's addresses),
 * customers (email or name) and products (SKU or name), each group only for an admin with its scope (orders:
 * `sales`, customers: `customers`, products: `catalog`); a group the admin may not read answers empty, never an
 * error. Case-insensitive on both databases: SQLite's LIKE already is (ASCII letters), PostgreSQL is asked with
 * `mode: insensitive` (ILIKE). Every value goes through Prisma's parameters.
 */
import type { Prisma } from "../generated/prisma/client.ts";
import type { RequestContext } from "../core/context.ts";
import { isAdmin } from "../core/context.ts";
import { amountText } from "../core/money.ts";

export const SEARCH_DEFAULT_LIMIT = 5;
export const SEARCH_MAX_LIMIT = 20;
/** longer input is cut: nobody types more, and each term becomes a LIKE pattern */
const MAX_QUERY = 100;
const MAX_TERMS = 5;

export interface SearchHitDto {
  id: number;
  label: string;
  sublabel: string;
  /** where the console shows it, e.g. /admin/orders/12 */
  path: string;
  /** the query is this record's order number, email or SKU (any case) */
  exact: boolean;
}
export interface AdminSearchDto {
  orders: SearchHitDto[];
  customers: SearchHitDto[];
  products: SearchHitDto[];
}

/** `contains`, case-insensitive on both databases (SQLite's client knows no `mode`; its LIKE ignores ASCII case) */
function containsFilter(ctx: RequestContext, value: string): Prisma.StringFilter {
  return (ctx.app.dbHandle.target.kind === "postgres" ? { contains: value, mode: "insensitive" } : { contains: value }) as Prisma.StringFilter;
}
/**
 * equal in any case; SQLite's `=` minds the case, so there it is "starts and ends with" (two LIKEs, which do not):
 * a superset that the caller narrows with `same`
 */
function equalsFilter(ctx: RequestContext, value: string): Prisma.StringFilter {
  return (ctx.app.dbHandle.target.kind === "postgres" ? { equals: value, mode: "insensitive" } : { startsWith: value, endsWith: value }) as Prisma.StringFilter;
}

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

export async function adminSearch(ctx: RequestContext, rawQuery: string, rawLimit: number | null | undefined): Promise<AdminSearchDto> {
  // `contains` is a LIKE: a typed % would match everything (SQLite's LIKE has no escape without raw SQL), so it is
  // dropped; a typed _ still matches any one character, which only widens a search the admin may make anyway
  const query = rawQuery.replace(/%/g, " ").trim().slice(0, MAX_QUERY);
  const limit = Math.min(Math.max(rawLimit ?? SEARCH_DEFAULT_LIMIT, 1), SEARCH_MAX_LIMIT);
  const empty: AdminSearchDto = { orders: [], customers: [], products: [] };
  if (!query) return empty;
  const terms = query.split(/\s+/).slice(0, MAX_TERMS);
  const [orders, customers, products] = await Promise.all([
    isAdmin(ctx, "sales") ? searchOrders(ctx, query, terms, limit) : [],
    isAdmin(ctx, "customers") ? searchCustomers(ctx, query, terms, limit) : [],
    isAdmin(ctx, "catalog") ? searchProducts(ctx, query, limit) : [],
  ]);
  return { orders, customers, products };
}

/** each term in the first or the last name */
const nameWhere = (ctx: RequestContext, terms: string[]): Prisma.CustomerWhereInput => ({
  AND: terms.map((t) => ({ OR: [{ firstName: containsFilter(ctx, t) }, { lastName: containsFilter(ctx, t) }] })),
});

/**
 * a guest's order has no customer row: its name is in the addresses' snapshot (JSON written by JSON.stringify, so
 * `"lastName":"Buyer"` without spaces); each term must begin the first or the last name of one of them. A term
 * that JSON would escape is left to the other matches.
 */
function snapshotNameWhere(ctx: RequestContext, terms: string[]): Prisma.OrderWhereInput[] {
  if (terms.some((t) => JSON.stringify(t) !== `"${t}"`)) return [];
  return [
    { AND: terms.map((t) => ({ OR: [{ addresses: containsFilter(ctx, `"firstName":"${t}`) }, { addresses: containsFilter(ctx, `"lastName":"${t}`) }] })) },
  ];
}

async function searchOrders(ctx: RequestContext, query: string, terms: string[], limit: number): Promise<SearchHitDto[]> {
  const db = ctx.app.db;
  const select = {
    id: true,
    incrementId: true,
    status: true,
    customerEmail: true,
    currency: true,
    grandTotal: true,
    addresses: true,
    customer: { select: { firstName: true, lastName: true } },
  } as const;
  const [exact, rows] = await Promise.all([
    db.order.findMany({ where: { incrementId: equalsFilter(ctx, query) }, select, take: 5 }).then((r) => r.find((o) => same(o.incrementId, query))),
    db.order.findMany({
      where: {
        OR: [
          { incrementId: containsFilter(ctx, query) },
          { customerEmail: containsFilter(ctx, query) },
          { customer: { is: nameWhere(ctx, terms) } },
          ...snapshotNameWhere(ctx, terms),
        ],
      },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: limit,
      select,
    }),
  ]);
  const list = exact ? [exact, ...rows.filter((r) => r.id !== exact.id)].slice(0, limit) : rows;
  return list.map((o) => {
    const who = o.customer ? `${o.customer.firstName} ${o.customer.lastName}`.trim() : billingName(o.addresses);
    return {
      id: o.id,
      label: `Order #${o.incrementId}`,
      sublabel: [who ? `${who} <${o.customerEmail}>` : o.customerEmail, o.status, `${amountText(o.grandTotal, o.currency)} ${o.currency}`].join(" · "),
      path: `/admin/orders/${o.id}`,
      exact: same(o.incrementId, query),
    };
  });
}

/** the billing (else shipping) name of an order's addresses snapshot, "" when it has none */
function billingName(addresses: string): string {
  try {
    const a = JSON.parse(addresses || "{}") as Record<string, { firstName?: unknown; lastName?: unknown } | null | undefined>;
    const x = a.billing ?? a.shipping;
    return x ? `${typeof x.firstName === "string" ? x.firstName : ""} ${typeof x.lastName === "string" ? x.lastName : ""}`.trim() : "";
  } catch {
    return "";
  }
}

async function searchCustomers(ctx: RequestContext, query: string, terms: string[], limit: number): Promise<SearchHitDto[]> {
  const rows = await ctx.app.db.customer.findMany({
    where: { OR: [{ email: containsFilter(ctx, query.toLowerCase()) }, nameWhere(ctx, terms)] },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: limit,
    select: { id: true, email: true, firstName: true, lastName: true, store: { select: { name: true } } },
  });
  // an exact email first
  rows.sort((a, b) => Number(same(b.email, query)) - Number(same(a.email, query)));
  return rows.map((c) => ({
    id: c.id,
    label: `${c.firstName} ${c.lastName}`.trim() || c.email,
    sublabel: `${c.email} · ${c.store.name}`,
    path: `/admin/customers/${c.id}`,
    exact: same(c.email, query),
  }));
}

/** there is no product screen: a product leads to the orders grid searched by its SKU */
async function searchProducts(ctx: RequestContext, query: string, limit: number): Promise<SearchHitDto[]> {
  const select = { id: true, sku: true, name: true, type: true } as const;
  const [exact, rows] = await Promise.all([
    ctx.app.db.product.findMany({ where: { sku: equalsFilter(ctx, query) }, select, take: 5 }).then((r) => r.find((p) => same(p.sku, query))),
    ctx.app.db.product.findMany({
      where: { OR: [{ sku: containsFilter(ctx, query) }, { name: containsFilter(ctx, query) }] },
      orderBy: [{ name: "asc" }, { id: "asc" }],
      take: limit,
      select,
    }),
  ]);
  const list = exact ? [exact, ...rows.filter((r) => r.id !== exact.id)].slice(0, limit) : rows;
  return list.map((p) => ({
    id: p.id,
    label: p.name,
    sublabel: `SKU ${p.sku} · ${p.type}`,
    path: `/admin/orders?search=${encodeURIComponent(p.sku)}`,
    exact: same(p.sku, query),
  }));
}
