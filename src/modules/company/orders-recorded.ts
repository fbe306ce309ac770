/**
 * Orders record the company and the member who placed them (CompanyOrder), written in the order's own transaction:
 * the order and its record commit together or not at all.
 */
import type { RequestContext } from "../../core/context.ts";
import { dbOf } from "../../core/unit-of-work.ts";

export interface CompanyOrderRecord {
  orderId: number;
  companyId: number;
  /** the placing customer (a member then) */
  customerId: number;
  /** CompanyMember.id then */
  memberId: number;
}

/** in the order's transaction (`ctx` joins it) */
export async function recordCompanyOrder(ctx: RequestContext, r: CompanyOrderRecord): Promise<void> {
  await dbOf(ctx).companyOrder.create({ data: r });
}
