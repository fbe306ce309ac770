/** One page of a company's orders, newest first, each with who placed it: the merchant's and the members' views share it. */
import type { RequestContext } from "../../core/context.ts";
import { amount } from "../../core/money.ts";
import { dbOf } from "../../core/unit-of-work.ts";
import type { CompanyOrderDto } from "./types.ts";

/** `placers`: only the orders these customers placed (null: every order of the company) */
export async function companyOrdersPage(
  ctx: RequestContext,
  companyId: number,
  placers: number[] | null,
  page: number,
  pageSize: number,
): Promise<{ items: CompanyOrderDto[]; totalCount: number }> {
  const db = dbOf(ctx);
  const where = { companyId, ...(placers ? { customerId: { in: placers } } : {}) };
  const [rows, totalCount] = await Promise.all([
    db.companyOrder.findMany({ where, orderBy: { orderId: "desc" }, skip: (page - 1) * pageSize, take: pageSize }),
    db.companyOrder.count({ where }),
  ]);
  const [orders, customers] = await Promise.all([
    db.order.findMany({
      where: { id: { in: rows.map((r) => r.orderId) } },
      select: {
        id: true,
        incrementId: true,
        createdAt: true,
        status: true,
        grandTotal: true,
        currency: true,
        customerEmail: true,
        poNumber: true,
        invoiceEmail: true,
      },
    }),
    db.customer.findMany({ where: { id: { in: rows.map((r) => r.customerId) } }, select: { id: true, email: true, firstName: true, lastName: true } }),
  ]);
  const byId = new Map(orders.map((o) => [o.id, o]));
  const cust = new Map(customers.map((c) => [c.id, c]));
  const items: CompanyOrderDto[] = [];
  for (const r of rows) {
    const o = byId.get(r.orderId);
    if (!o) continue;
    const c = cust.get(r.customerId);
    items.push({
      incrementId: o.incrementId,
      createdAt: o.createdAt.toISOString(),
      status: o.status,
      grandTotal: amount(o.grandTotal, o.currency),
      poNumber: o.poNumber,
      invoiceEmail: o.invoiceEmail,
      currency: o.currency,
      placedBy: { customerId: r.customerId, email: c?.email ?? o.customerEmail, firstName: c?.firstName ?? "", lastName: c?.lastName ?? "" },
    });
  }
  return { items, totalCount };
}
