/**
 * What approval rules and spending limits read of an order and its buyer (the rules language's OrderFacts): the
 * draft's totals, lines (each line's product as product conditions see it, `price` being the line's unit price),
 * payment method and destination; the buyer's role name, reporting chain (emails, the buyer's first) and what they
 * spent in the windows the rules and limits name. Read through `db`: in the order's transaction when placing.
 */
import type { OrderFacts, RuleProduct, SpendWindow } from "../../../dsl/src/index.ts";
import type { OrderDraft } from "../../cart/hooks.ts";
import { typedAttributeValue } from "../../catalog/attributes.ts";
import type { RequestContext } from "../../core/context.ts";
import { toNumber } from "../../core/money.ts";
import type { DbClient } from "../../core/unit-of-work.ts";
import { spentBy } from "./spend.ts";

/** the role name the company admin reads as (whatever role their row names) */
export const ADMIN_ROLE_NAME = "Company Administrator";

export interface BuyerInfo {
  companyId: number;
  customerId: number;
  memberId: number;
  isAdmin: boolean;
  roleId: number | null;
  roleName: string;
  /** emails: the buyer's, then each manager's above them */
  team: string[];
  /** the buyer's manager (member id), when active; null: none */
  managerMemberId: number | null;
}

/** the buyer as rules see them, read through `db` */
export async function buyerInfo(db: DbClient, customerId: number): Promise<BuyerInfo | null> {
  const member = await db.companyMember.findUnique({ where: { customerId } });
  if (!member) return null;
  const company = await db.company.findUnique({ where: { id: member.companyId }, select: { adminCustomerId: true } });
  if (!company) return null;
  const isAdmin = company.adminCustomerId === customerId;
  const role = !isAdmin && member.roleId !== null ? await db.companyRole.findUnique({ where: { id: member.roleId } }) : null;
  const members = await db.companyMember.findMany({
    where: { companyId: member.companyId },
    select: { id: true, customerId: true, managerId: true, status: true },
  });
  const byId = new Map(members.map((x) => [x.id, x]));
  const chain: number[] = [];
  const seen = new Set<number>([member.id]);
  for (let next = member.managerId; next !== null && !seen.has(next); ) {
    const up = byId.get(next);
    if (!up) break;
    seen.add(up.id);
    chain.push(up.customerId);
    next = up.managerId;
  }
  const emails = await db.customer.findMany({ where: { id: { in: [customerId, ...chain] } }, select: { id: true, email: true } });
  const emailOf = new Map(emails.map((e) => [e.id, e.email]));
  const manager = member.managerId !== null ? byId.get(member.managerId) : undefined;
  return {
    companyId: member.companyId,
    customerId,
    memberId: member.id,
    isAdmin,
    roleId: role && role.companyId === member.companyId ? role.id : null,
    roleName: isAdmin ? ADMIN_ROLE_NAME : role && role.companyId === member.companyId ? role.name : "",
    team: [customerId, ...chain].flatMap((id) => (emailOf.has(id) ? [emailOf.get(id)!] : [])),
    managerMemberId: manager?.status === "active" ? manager.id : null,
  };
}

/** the draft's lines as product conditions see them: categories with their ancestors, typed attributes, the line's unit price */
export async function lineProducts(ctx: RequestContext, db: DbClient, draft: OrderDraft): Promise<RuleProduct[]> {
  const ids = [...new Set(draft.lines.map((l) => l.productId))];
  const [{ byId }, rows] = await Promise.all([
    ctx.app.attributes.load(),
    db.product.findMany({
      where: { id: { in: ids } },
      select: { id: true, attributeSetId: true, categories: { select: { category: { select: { id: true, path: true } } } }, attributeValues: true },
    }),
  ]);
  const products = new Map(rows.map((r) => [r.id, r]));
  return draft.lines.map((line) => {
    const p = products.get(line.productId);
    const categoryIds = new Set<number>();
    const attributes: Record<string, unknown> = {};
    for (const { category } of p?.categories ?? []) {
      for (const part of category.path.split("/")) if (/^\d+$/.test(part)) categoryIds.add(Number(part));
      categoryIds.add(category.id);
    }
    for (const v of p?.attributeValues ?? []) {
      const info = byId.get(v.attributeId);
      if (info) attributes[info.code] = typedAttributeValue(info, v.value);
    }
    return { sku: line.sku, type: line.type, price: toNumber(line.price), categoryIds: [...categoryIds], attributeSetId: p?.attributeSetId, attributes };
  });
}

export async function orderFacts(
  ctx: RequestContext,
  db: DbClient,
  draft: OrderDraft,
  buyer: BuyerInfo,
  windows: readonly SpendWindow[],
  now = new Date(),
): Promise<OrderFacts> {
  const [lines, spent] = await Promise.all([lineProducts(ctx, db, draft), spentBy(db, buyer, windows, now)]);
  return {
    order: {
      total: draft.grandTotal,
      subtotal: draft.subtotal,
      shipping: draft.shipping,
      skus: new Set(draft.lines.map((l) => l.sku)).size,
      qty: draft.lines.reduce((n, l) => n + l.qty, 0),
      lines,
      paymentMethod: draft.paymentMethod,
      shipToCountry: draft.shippingCountry,
    },
    buyer: { role: buyer.roleName, team: buyer.team, spent },
  };
}
