/**
 * GraphQL of a dry run's answer: the `ShopperImpact` type (handed on to modules as a core type ref) and the
 * `impact` field a dry-runnable mutation's Success type carries beside its unchanged `data`:
 *
 *   configValueSet(path, value, dryRun: true) { ... on ConfigValueSetSuccess { data impact { summary groups { ... } } } }
 *
 * The Success object's parent is the mutation's data (errors plugin), so a resolver hands the impact over through
 * the request's memo, keyed by the field's response name (an alias when given): `impact` is null unless dryRun.
 */
import type { GraphQLResolveInfo } from "graphql";
import type { RequestContext } from "../core/context.ts";
import type { Builder } from "../core/schema-builder.ts";
import { isEmptyImpact, type GroupImpact, type ModuleSwitch, type ShopperImpact, type ShopperView } from "./shopper-impact.ts";

export function registerImpactSchema(builder: Builder) {
  const View = builder.objectRef<ShopperView>("ShopperView").implement({
    description: "what a customer group sees among the products the catalogue lists (enabled, visible in the catalogue)",
    fields: (t) => ({
      listed: t.exposeInt("listed", { description: "products listed for the group" }),
      priced: t.exposeInt("priced", { description: "listed with their price" }),
      purchasable: t.exposeInt("purchasable", { description: "listed and offered for sale" }),
    }),
  });
  const Group = builder.objectRef<GroupImpact>("ShopperGroupImpact").implement({
    description: "what a write would change for one customer group at one store view",
    fields: (t) => ({
      storeId: t.exposeInt("storeId", { description: "the store view this row counts" }),
      storeCode: t.exposeString("storeCode"),
      groupId: t.exposeInt("groupId", { description: "0 = NOT LOGGED IN (guests)" }),
      groupName: t.exposeString("groupName"),
      losePrice: t.exposeInt("losePrice", { description: "listed products whose price would be hidden" }),
      gainPrice: t.exposeInt("gainPrice", { description: "listed products whose price would show again" }),
      disappear: t.exposeInt("disappear", { description: "products that would leave the listings" }),
      reappear: t.exposeInt("reappear", { description: "products that would come back to the listings" }),
      becomeUnpurchasable: t.exposeInt("becomeUnpurchasable", { description: "listed products that could no longer be bought" }),
      becomePurchasable: t.exposeInt("becomePurchasable", { description: "listed products that could be bought again" }),
      before: t.expose("before", { type: View }),
      after: t.expose("after", { type: View }),
    }),
  });
  const Switch = builder.objectRef<ModuleSwitch>("ShopperModuleSwitch").implement({
    fields: (t) => ({
      code: t.exposeString("code"),
      label: t.exposeString("label"),
      enabled: t.exposeBoolean("enabled", { description: "on after the write" }),
    }),
  });
  const Impact = builder.objectRef<ShopperImpact>("ShopperImpact").implement({
    description:
      "what a write would change for shoppers, computed by the server from the access gate's own evaluation before writing; empty groups, no loginWall and no modules: nothing shoppers see changes",
    fields: (t) => ({
      storeId: t.exposeInt("storeId", { description: "the first store view where something changes (nothing changes: the first counted)" }),
      storeCode: t.exposeString("storeCode"),
      storeCodes: t.exposeStringList("storeCodes", {
        description: "every store view counted: each the write reaches (a default-scope change: every store); groups has a row per store and group",
      }),
      groups: t.expose("groups", { type: [Group], description: "the customer groups for which something changes" }),
      loginWall: t.exposeString("loginWall", { nullable: true, description: "on or off when the login wall for guests changes; null: unchanged" }),
      modules: t.expose("modules", { type: [Switch], description: "modules switched on or off" }),
      summary: t.exposeString("summary", {
        description: 'one line, e.g. "guests: 412 products lose their price, 13 disappear from listings"; empty: nothing changes',
      }),
      empty: t.boolean({
        description: "nothing shoppers see changes",
        resolve: (i) => isEmptyImpact(i),
      }),
    }),
  });
  return { ShopperImpact: Impact };
}

const key = (responseName: string | number) => `dry-run-impact:${responseName}`;

/** a dry-run mutation's resolver keeps its impact for the Success type's `impact` field */
export function keepImpact(ctx: RequestContext, info: GraphQLResolveInfo, impact: ShopperImpact): void {
  ctx.memo.set(key(info.path.key), impact);
}

/** the `impact` field's resolver: the impact its mutation kept (null: not a dry run) */
export function keptImpact(ctx: RequestContext, info: GraphQLResolveInfo): ShopperImpact | null {
  const field = info.path.prev?.key;
  return field === undefined ? null : ((ctx.memo.get(key(field)) as ShopperImpact | undefined) ?? null);
}
