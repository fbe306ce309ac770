/**
 * Admin GraphQL of the dashboard (`salesDashboard`, scope `sales`) and the console's global search (`adminSearch`,
 * any admin: each group of results needs its own scope, see admin-search.ts).
 */
import type { Builder } from "../core/schema-builder.ts";
import {
  salesDashboard,
  type CurrencyFiguresDto,
  type SalesDashboardDto,
  type SalesDayDto,
  type SalesWindowDto,
  type TopProductDto,
  type ToShipOrderDto,
} from "./admin-dashboard.ts";
import { adminSearch, SEARCH_DEFAULT_LIMIT, SEARCH_MAX_LIMIT, type AdminSearchDto, type SearchHitDto } from "./admin-search.ts";

export function registerAdminDashboardSchema(builder: Builder) {
  const Window = builder.objectRef<SalesWindowDto>("SalesWindow").implement({
    description: "orders not canceled from a local midnight until now: how many, their grand totals summed, and the average",
    fields: (t) => ({
      from: t.exposeString("from", { description: "the window's first instant (a midnight in the store's time zone), ISO 8601" }),
      orders: t.exposeInt("orders"),
      revenue: t.exposeFloat("revenue", { description: "the grand totals of the orders not canceled (refunds are not subtracted)" }),
      averageOrderValue: t.exposeFloat("averageOrderValue", { description: "revenue / orders (0 without orders)" }),
    }),
  });
  const Day = builder.objectRef<SalesDayDto>("SalesDay").implement({
    fields: (t) => ({
      date: t.exposeString("date", { description: "the local date, YYYY-MM-DD" }),
      orders: t.exposeInt("orders"),
      revenue: t.exposeFloat("revenue"),
    }),
  });
  const TopProduct = builder.objectRef<TopProductDto>("SalesTopProduct").implement({
    fields: (t) => ({
      productId: t.exposeInt("productId"),
      sku: t.exposeString("sku"),
      name: t.exposeString("name"),
      qty: t.exposeInt("qty", { description: "units ordered" }),
      revenue: t.exposeFloat("revenue", { description: "the lines' row totals (before the order's discount)" }),
    }),
  });
  const Currency = builder.objectRef<CurrencyFiguresDto>("SalesCurrencyFigures").implement({
    description: "the figures of the orders in one currency",
    fields: (t) => ({
      currency: t.exposeString("currency"),
      today: t.expose("today", { type: Window }),
      last7Days: t.expose("last7Days", { type: Window, description: "today and the 6 days before" }),
      last30Days: t.expose("last30Days", { type: Window, description: "today and the 29 days before" }),
      daily: t.expose("daily", { type: [Day], description: "each of the last 30 local days, oldest first" }),
      topProductsByQty: t.expose("topProductsByQty", { type: [TopProduct], description: "the 5 products most ordered over the last 30 days" }),
      topProductsByRevenue: t.expose("topProductsByRevenue", {
        type: [TopProduct],
        description: "the 5 products of the highest row totals over the last 30 days",
      }),
    }),
  });
  const ToShip = builder.objectRef<ToShipOrderDto>("SalesOrderToShip").implement({
    fields: (t) => ({
      id: t.exposeInt("id"),
      incrementId: t.exposeString("incrementId"),
      status: t.exposeString("status"),
      customerEmail: t.exposeString("customerEmail"),
      currency: t.exposeString("currency"),
      grandTotal: t.exposeFloat("grandTotal"),
      createdAt: t.exposeString("createdAt"),
    }),
  });
  const Dashboard = builder.objectRef<SalesDashboardDto>("SalesDashboard").implement({
    description: "the dashboard's sales figures (docs/admin-console.md#dashboard)",
    fields: (t) => ({
      storeId: t.exposeInt("storeId", { nullable: true, description: "null: every store" }),
      timezone: t.exposeString("timezone", { description: "the IANA zone the days are counted in (general/locale/timezone)" }),
      generatedAt: t.exposeString("generatedAt"),
      currencies: t.expose("currencies", { type: [Currency], description: "one per currency ordered in over the last 30 days (the store's own when none)" }),
      toShipCount: t.exposeInt("toShipCount", { description: "open orders (pending, processing) with something left to ship" }),
      toShipOldest: t.expose("toShipOldest", { type: [ToShip], description: "the oldest 5 of them" }),
    }),
  });
  const Hit = builder.objectRef<SearchHitDto>("AdminSearchHit").implement({
    fields: (t) => ({
      id: t.exposeInt("id"),
      label: t.exposeString("label"),
      sublabel: t.exposeString("sublabel"),
      path: t.exposeString("path", { description: "where the console shows it (products: the orders grid searched by the SKU)" }),
      exact: t.exposeBoolean("exact", { description: "the query is this order's number, customer's email or product's SKU (any case)" }),
    }),
  });
  const Results = builder.objectRef<AdminSearchDto>("AdminSearchResults").implement({
    description: "a group the admin lacks the scope of is empty",
    fields: (t) => ({
      orders: t.expose("orders", { type: [Hit], description: "by order number, customer email or name (scope sales)" }),
      customers: t.expose("customers", { type: [Hit], description: "by email or name (scope customers)" }),
      products: t.expose("products", { type: [Hit], description: "by SKU or name (scope catalog)" }),
    }),
  });

  builder.queryFields((t) => ({
    salesDashboard: t.field({
      type: Dashboard,
      authScopes: { admin: "sales" },
      description: "orders and revenue per currency today, over 7 and 30 days and per day, top products, orders to ship",
      args: { storeId: t.arg.int({ description: "one store (its time zone); absent: every store (the default time zone)" }) },
      resolve: (_r, { storeId }, { ctx }) => salesDashboard(ctx, storeId ?? null),
    }),
    adminSearch: t.field({
      type: Results,
      authScopes: { admin: true },
      description: `the console's global search: orders, customers and products matching the query, case-insensitive (limit per group: default ${SEARCH_DEFAULT_LIMIT}, at most ${SEARCH_MAX_LIMIT})`,
      args: { query: t.arg.string({ required: true }), limit: t.arg.int() },
      resolve: (_r, { query, limit }, { ctx }) => adminSearch(ctx, query, limit),
    }),
  }));
}
