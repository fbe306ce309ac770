/**
 * Requisition lists in the admin GraphQL, read-only (scope `customers`: a list is a customer's data):
 * `adminRequisitionLists(customerId, companyId)` for the console's customer and company screens. Each list comes
 * with its owner, whether it is shared, and its items (SKU, quantity, options, the product's name), never a price:
 * a list has none of its own (the storefront prices it for the caller). A fixed number of statements whatever the
 * number of lists: the lists, their owners, and, when asked, the items of all of them and their products' names.
 */
import type { RequestContext } from "../../core/context.ts";
import type { CoreTypeRefs, InstalledModule } from "../../core/modules.ts";
import type { Builder } from "../../core/schema-builder.ts";
import type { RequisitionList, RequisitionListItem } from "../../generated/prisma/client.ts";
import type { RequisitionConfig } from "./config.ts";

const scope = { admin: "customers" } as const;
const DEFAULT_LIMIT = 100;
const MAX_LIMIT = 200;

interface Owner {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
}
interface AdminList extends RequisitionList {
  /** null: the owner's account is gone */
  owner: Owner | null;
  itemsCount: number;
}
interface AdminItem extends RequisitionListItem {
  productName: string | null;
}

/** options are kept as JSON text; an unreadable one shows as empty rather than failing the whole screen */
const parseOptions = (s: string): unknown => {
  try {
    return JSON.parse(s);
  } catch {
    return {};
  }
};

/**
 * The lists of a customer (owned), of a company (made or shared in it, or owned by one of its members now), both
 * (the customer's lists of that company), or neither (every list), most recently changed first.
 */
async function listsFor(ctx: RequestContext, companies: boolean, a: { customerId?: number | null; companyId?: number | null; limit?: number | null }) {
  const db = ctx.app.db;
  const where: { AND: object[] } = { AND: [] };
  if (a.customerId != null) where.AND.push({ customerId: a.customerId });
  if (a.companyId != null) {
    const members = companies ? await db.companyMember.findMany({ where: { companyId: a.companyId }, select: { customerId: true } }) : [];
    where.AND.push({ OR: [{ companyId: a.companyId }, { customerId: { in: members.map((x) => x.customerId) } }] });
  }
  const take = Math.min(Math.max(a.limit ?? DEFAULT_LIMIT, 1), MAX_LIMIT);
  const lists = await db.requisitionList.findMany({
    where,
    orderBy: [{ updatedAt: "desc" }, { id: "desc" }],
    take,
    include: { _count: { select: { items: true } } },
  });
  const owners = await db.customer.findMany({
    where: { id: { in: [...new Set(lists.map((l) => l.customerId))] } },
    select: { id: true, email: true, firstName: true, lastName: true },
  });
  const byId = new Map(owners.map((o) => [o.id, o]));
  return lists.map(({ _count, ...l }): AdminList => ({ ...l, owner: byId.get(l.customerId) ?? null, itemsCount: _count.items }));
}

/** the items of many lists at once, in list order, with their products' current names */
async function itemsOf(ctx: RequestContext, listIds: readonly number[]): Promise<AdminItem[]> {
  const db = ctx.app.db;
  const items = await db.requisitionListItem.findMany({ where: { listId: { in: [...listIds] } }, orderBy: [{ position: "asc" }, { id: "asc" }] });
  const productIds = [...new Set(items.flatMap((i) => (i.productId == null ? [] : [i.productId])))];
  const products = productIds.length ? await db.product.findMany({ where: { id: { in: productIds } }, select: { id: true, name: true } }) : [];
  const names = new Map(products.map((p) => [p.id, p.name]));
  return items.map((i) => ({ ...i, productName: i.productId == null ? null : (names.get(i.productId) ?? null) }));
}

export function registerAdminSchema(builder: Builder, m: InstalledModule<RequisitionConfig>, _types: CoreTypeRefs): void {
  const OwnerRef = builder.objectRef<Owner>("AdminRequisitionListOwner").implement({
    description: "the customer who owns a requisition list",
    fields: (t) => ({
      id: t.exposeInt("id"),
      email: t.exposeString("email"),
      firstName: t.exposeString("firstName"),
      lastName: t.exposeString("lastName"),
    }),
  });
  const ItemRef = builder.objectRef<AdminItem>("AdminRequisitionListItem").implement({
    description: "a line of a requisition list: a SKU, a quantity and its options as the cart takes them (a list keeps no price)",
    fields: (t) => ({
      id: t.exposeInt("id"),
      sku: t.exposeString("sku", { description: "as added to the list" }),
      qty: t.exposeInt("qty"),
      options: t.field({
        type: "JSON",
        description: "{superAttributes?, bundleSelections?, customOptions?, links?, giftcard…}; {} for none",
        resolve: (i) => parseOptions(i.options),
      }),
      productId: t.exposeInt("productId", { nullable: true, description: "null: the product was deleted" }),
      productName: t.exposeString("productName", { nullable: true, description: "the product's current name; null when it is gone" }),
      position: t.exposeInt("position"),
    }),
  });
  const ListRef = builder.objectRef<AdminList>("AdminRequisitionList").implement({
    description: "a customer's requisition list as the merchant sees it (admin scope customers, read-only)",
    fields: (t) => ({
      id: t.exposeInt("id"),
      name: t.exposeString("name"),
      description: t.exposeString("description"),
      shared: t.exposeBoolean("shared", { description: "shared with the owner's company" }),
      storeId: t.exposeInt("storeId"),
      customerId: t.exposeInt("customerId", { description: "the owner" }),
      companyId: t.exposeInt("companyId", { nullable: true, description: "the owner's company when the list was made or shared" }),
      owner: t.field({ type: OwnerRef, nullable: true, description: "null: the owner's account is gone", resolve: (l) => l.owner }),
      itemsCount: t.exposeInt("itemsCount"),
      items: t.loadableGroup({
        type: ItemRef,
        description: "in list order",
        load: (listIds: number[], { ctx }) => itemsOf(ctx, listIds),
        group: (i) => i.listId,
        resolve: (l) => l.id,
      }),
      createdAt: t.string({ resolve: (l) => l.createdAt.toISOString() }),
      updatedAt: t.string({ resolve: (l) => l.updatedAt.toISOString() }),
    }),
  });

  builder.queryFields((t) => ({
    adminRequisitionLists: t.field({
      type: [ListRef],
      description: `requisition lists (admin, read-only), most recently changed first: a customer's own (customerId), a company's (companyId: made or shared in it, or owned by one of its members), both together, or every list; at most limit (default ${DEFAULT_LIMIT}, at most ${MAX_LIMIT})`,
      authScopes: scope,
      args: { customerId: t.arg.int(), companyId: t.arg.int(), limit: t.arg.int({ defaultValue: DEFAULT_LIMIT }) },
      resolve: (_r, a, { ctx }) => listsFor(ctx, m.dependency("company") !== undefined, a),
    }),
  }));
}
