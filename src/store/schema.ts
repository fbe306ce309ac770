/** GraphQL: store config, customer groups, scoped config administration, catalogue change subscription. */
import { z } from "zod";
import type { Builder } from "../core/schema-builder.ts";
import { storeConfig, type StoreConfigDto, type PluginManifest } from "./store-config.ts";
import { parseInput } from "../core/api/input.ts";
import { ProblemError } from "../core/errors.ts";
import type { CatalogChange } from "../core/pubsub.ts";
import { isAdmin } from "../core/context.ts";
import { filter, pipe } from "graphql-yoga";
import { responseCached } from "../core/response-cache.ts";
import { registerConfigSettingsSchema } from "./config-settings-schema.ts";
import { audited } from "../core/audit/declare.ts";
import { checkConfigWrite, configImpact, writeConfigValue } from "./config-write.ts";
import { keepImpact, keptImpact, registerImpactSchema } from "./impact-schema.ts";

type StoreTypeRefs = ReturnType<typeof registerImpactSchema>;
declare module "../core/modules.ts" {
  /** the store domain's `ShopperImpact` type (a dry run's answer), handed to modules whose writes change what shoppers see */
  interface CoreTypeRefs extends StoreTypeRefs {}
}

const configSetSchema = z.object({
  // module settings are camelCase keys under their prefix (b2b_example/someSetting)
  path: z.string().regex(/^[a-z0-9_]+(\/[A-Za-z0-9_]+){1,3}$/, "section/group/field (letters, digits, _)"),
  value: z.string().max(65536).nullable(),
  scope: z.enum(["default", "store"]),
  scopeId: z.number().int().min(0),
});

/** several values previewed together (configImpact): a Settings section's changed fields, one change */
const configPreviewSchema = z.object({ values: z.array(configSetSchema).min(1).max(200) });

export function registerStoreSchema(builder: Builder) {
  const Manifest = builder.objectRef<PluginManifest>("PluginManifest").implement({
    fields: (t) => ({
      code: t.exposeString("code"),
      script: t.exposeString("script", { nullable: true }),
      config: t.expose("config", { type: "JSON" }),
    }),
  });
  const Extensions = builder.objectRef<StoreConfigDto["extensions"]>("StoreConfigExtensions").implement({
    fields: (t) => ({ b2bPlugins: t.field({ type: [Manifest], resolve: (e) => e.b2bPlugins }) }),
  });
  const StoreConfig = builder.objectRef<StoreConfigDto>("StoreConfig").implement({
    fields: (t) => ({
      id: t.exposeString("id", { description: "the store code (Maho's identifier)" }),
      storeCode: t.exposeString("storeCode"),
      storeName: t.exposeString("storeName"),
      baseCurrencyCode: t.exposeString("baseCurrencyCode"),
      defaultDisplayCurrencyCode: t.exposeString("defaultDisplayCurrencyCode"),
      defaultCountry: t.exposeString("defaultCountry"),
      allowedCountries: t.exposeStringList("allowedCountries"),
      locale: t.exposeString("locale"),
      logoUrl: t.exposeString("logoUrl", { nullable: true }),
      logoAlt: t.exposeString("logoAlt"),
      defaultTitle: t.exposeString("defaultTitle"),
      defaultDescription: t.exposeString("defaultDescription"),
      cmsHomePage: t.exposeString("cmsHomePage"),
      baseUrl: t.exposeString("baseUrl"),
      baseMediaUrl: t.exposeString("baseMediaUrl"),
      timezone: t.exposeString("timezone"),
      weightUnit: t.exposeString("weightUnit"),
      isGuestCheckoutAllowed: t.exposeBoolean("isGuestCheckoutAllowed"),
      newsletterEnabled: t.exposeBoolean("newsletterEnabled"),
      wishlistEnabled: t.exposeBoolean("wishlistEnabled"),
      reviewsEnabled: t.exposeBoolean("reviewsEnabled", { description: "false: the catalogue has no product reviews" }),
      extensions: t.expose("extensions", { type: Extensions }),
    }),
  });
  const CustomerGroup = builder.prismaObject("CustomerGroup", {
    fields: (t) => ({ id: t.exposeInt("id"), code: t.exposeString("code"), name: t.exposeString("name") }),
  });
  const ConfigValue = builder.prismaObject("ConfigValue", {
    fields: (t) => ({ scope: t.exposeString("scope"), scopeId: t.exposeInt("scopeId"), path: t.exposeString("path"), value: t.exposeString("value") }),
  });
  const ConfigScope = registerConfigSettingsSchema(builder);
  const refs = registerImpactSchema(builder);
  const { ShopperImpact } = refs;
  const CatalogChangeRef = builder.objectRef<CatalogChange>("CatalogChange").implement({
    fields: (t) => ({ entity: t.exposeString("entity"), ids: t.exposeStringList("ids"), at: t.exposeString("at") }),
  });

  const StoreView = builder.objectRef<{ id: number; code: string; name: string; currency: string; locale: string; isDefault: boolean }>("StoreView").implement({
    description: "a store view: what a storefront sends as X-Store-Code",
    fields: (t) => ({
      id: t.exposeInt("id"),
      code: t.exposeString("code"),
      name: t.exposeString("name"),
      currency: t.exposeString("currency"),
      locale: t.exposeString("locale"),
      isDefault: t.exposeBoolean("isDefault"),
    }),
  });

  const ConfigValueInput = builder.inputType("ConfigValueInput", {
    description: "one scoped config value as configValueSet takes it (value null: remove the scope's own value)",
    fields: (t) => ({
      path: t.string({ required: true }),
      value: t.string(),
      scope: t.field({ type: ConfigScope, defaultValue: "default" }),
      scopeId: t.int({ defaultValue: 0 }),
    }),
  });

  builder.queryFields((t) => ({
    configImpact: t.field({
      type: ShopperImpact,
      description:
        "what configValueSet of ALL these values would change for shoppers, as one change (the gate built from every proposed value together), at every store the values reach; nothing is written. Each value is checked as configValueSet checks it.",
      authScopes: { admin: "config" },
      errors: { types: [ProblemError] },
      args: { values: t.arg({ type: [ConfigValueInput], required: true }) },
      resolve: async (_r, args, { ctx }) => {
        const a = parseInput(configPreviewSchema, {
          values: args.values.map((v) => ({ path: v.path, value: v.value ?? null, scope: v.scope ?? "default", scopeId: v.scopeId ?? 0 })),
        });
        const writes = a.values.map((v) => ({ path: v.path, value: v.value, scope: v.scope, scopeId: v.scope === "store" ? v.scopeId : 0 }));
        for (const w of writes) await checkConfigWrite(ctx, w);
        return configImpact(ctx, writes);
      },
    }),
    stores: t.field({
      type: [StoreView],
      description: "every store view, the default first (a storefront syncs each under its own prefix)",
      resolve: async (_r, _a, { ctx }) => {
        const { all } = await ctx.app.stores();
        return [...all].sort((a, b) => Number(b.isDefault) - Number(a.isDefault) || a.id - b.id);
      },
    }),
    storeConfig: t.field({ type: StoreConfig, extensions: responseCached(), resolve: (_r, _a, { ctx }) => storeConfig(ctx) }),
    customerGroups: t.prismaField({
      type: [CustomerGroup],
      resolve: (query, _r, _a, { ctx }) => ctx.app.db.customerGroup.findMany({ ...query, orderBy: { id: "asc" } }),
    }),
    configValues: t.prismaField({
      type: [ConfigValue],
      authScopes: { admin: "config" },
      args: { prefix: t.arg.string() },
      resolve: (query, _r, { prefix }, { ctx }) =>
        ctx.app.db.configValue.findMany({
          ...query,
          where: prefix ? { path: { startsWith: prefix } } : {},
          orderBy: [{ path: "asc" }, { scope: "asc" }, { scopeId: "asc" }],
        }),
    }),
  }));
  builder.mutationFields((t) => ({
    configValueSet: t.boolean({
      description:
        "sets (or with value null, removes) a scoped config value; takes effect on the next request. dryRun: nothing is written, and the Success's `impact` says what the write would change for shoppers (module switches, the access gate's settings; empty for paths shoppers do not see)",
      authScopes: { admin: "config" },
      extensions: audited("config"),
      errors: {
        types: [ProblemError],
        result: {
          fields: (r) => ({
            impact: r.field({
              type: ShopperImpact,
              nullable: true,
              description: "with dryRun: what the write would change for shoppers (nothing was written); else null",
              resolve: (_d, _a, { ctx }, info) => keptImpact(ctx, info),
            }),
          }),
        },
      },
      args: {
        path: t.arg.string({ required: true }),
        value: t.arg.string(),
        scope: t.arg({ type: ConfigScope, defaultValue: "default" }),
        scopeId: t.arg.int({ defaultValue: 0 }),
        dryRun: t.arg.boolean({ defaultValue: false, description: "only compute the impact: nothing is written" }),
      },
      resolve: async (_r, args, { ctx }, info) => {
        const a = parseInput(configSetSchema, { ...args, value: args.value ?? null, scope: args.scope ?? "default", scopeId: args.scopeId ?? 0 });
        const w = { path: a.path, value: a.value, scope: a.scope, scopeId: a.scope === "store" ? a.scopeId : 0 };
        await checkConfigWrite(ctx, w);
        if (args.dryRun) {
          keepImpact(ctx, info, await configImpact(ctx, [w]));
          return true;
        }
        const version = await writeConfigValue(ctx, w);
        await ctx.app.pubsub.publish("configChanged", { at: new Date().toISOString(), version });
        await ctx.app.pubsub.publish("catalogChanged", { entity: "config", ids: [a.path], at: new Date().toISOString() });
        return true;
      },
    }),
  }));
  builder.subscriptionFields((t) => ({
    catalogChanged: t.field({
      type: CatalogChangeRef,
      description:
        "products, categories, CMS pages or blog posts changed: a storefront re-syncs what it names. Config changes (with their paths) reach admin subscribers with the config scope only.",
      subscribe: (_r, _a, { ctx }) => {
        const events = ctx.app.pubsub.subscribe("catalogChanged");
        // the scope is checked once, at subscribe time: config paths are admin detail
        return isAdmin(ctx, "config")
          ? events
          : pipe(
              events,
              filter((change: CatalogChange) => change.entity !== "config"),
            );
      },
      resolve: (change) => change,
    }),
  }));
  return refs;
}
