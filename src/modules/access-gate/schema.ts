/** GraphQL of the access gate: the typed `gateFlags` field on Product, and the admin rule grid (scope `catalog`). */
import type { Builder, BuilderTypes } from "../../core/schema-builder.ts";
import type { GraphQLResolveInfo } from "graphql";
import type { CoreTypeRefs } from "../../core/modules.ts";
import type { RequestContext } from "../../core/context.ts";
import { audited } from "../../core/audit/declare.ts";
import { keepImpact, keptImpact } from "../../store/impact-schema.ts";
import { ProblemError } from "../../core/errors.ts";
import type { AccessModule } from "./gate.ts";
import type { B2bAccessAnnotation } from "./observers.ts";
import {
  catalogDescription,
  createRule,
  deleteRule,
  explainProducts,
  explainAccess,
  importRules,
  listRules,
  reorderRules,
  setRuleEnabled,
  updateRule,
  type AccessRuleDto,
  type AccessRuleInput,
  type DryRun,
  type ExplainResult,
  type RuleSort,
} from "./rules-service.ts";
import { ENFORCEMENTS } from "./rule-model.ts";
import { basicMatrix, type BasicMatrix, type MatrixCategory, type MatrixGroup } from "./basic-matrix.ts";
import { ids, type AccessConfig } from "./config.ts";
import { rulesDiagnostics, shadowProducts, type RuleShadowDto, type RulesDiagnosticsDto } from "./diagnostics.ts";

/** the field builder of a Success type (the errors plugin's result object) */
type ImpactFieldBuilder<Shape> = PothosSchemaTypes.ObjectFieldBuilder<PothosSchemaTypes.ExtendDefaultTypes<BuilderTypes>, Shape>;

export function registerAccessSchema(builder: Builder, m: AccessModule, types: CoreTypeRefs) {
  const GateFlags = builder.objectRef<B2bAccessAnnotation["gateFlags"]>("GateFlags").implement({
    description: "the access gate's verdict for this product and caller",
    fields: (t) => ({
      requiresLogin: t.exposeBoolean("requiresLogin", { description: "guests are redirected off this page" }),
      hidePrice: t.exposeBoolean("hidePrice", { description: "prices are omitted; show a login prompt" }),
      canCheckout: t.exposeBoolean("canCheckout", { description: "false: add-to-cart is suppressed and cart mutations are refused" }),
    }),
  });
  const Cta = builder.objectRef<{ label: string; href: string }>("HiddenPriceCta").implement({
    description: "a link shown in place of a hidden price",
    fields: (t) => ({ label: t.exposeString("label"), href: t.exposeString("href", { description: "a storefront path or an http(s) URL" }) }),
  });
  builder.objectFields(types.Product, (t) => ({
    gateFlags: t.field({
      type: GateFlags,
      nullable: true,
      description: "access gate flags (null when the gate is off); also under extensions.b2bAccess",
      resolve: (p) => (p.extensions.b2bAccess as B2bAccessAnnotation | undefined)?.gateFlags ?? null,
    }),
    hiddenPriceMessage: t.string({
      nullable: true,
      description: "what to show in place of a hidden price (null when the gate is off)",
      resolve: (p) => (p.extensions.b2bAccess as B2bAccessAnnotation | undefined)?.hiddenPriceMessage ?? null,
    }),
    hiddenPriceCta: t.field({
      type: Cta,
      nullable: true,
      description:
        "the call to action in place of a hidden price: log in (guests) or e.g. apply for a trade account (a logged-in customer); null when the price shows",
      resolve: (p) => (p.extensions.b2bAccess as B2bAccessAnnotation | undefined)?.hiddenPriceCta ?? null,
    }),
    callerIsGuest: t.boolean({
      nullable: true,
      description: "false for any logged-in customer (null when the gate is off)",
      resolve: (p) => (p.extensions.b2bAccess as B2bAccessAnnotation | undefined)?.callerIsGuest ?? null,
    }),
  }));

  const Enforcement = builder.enumType("AccessRuleEnforcement", { values: ENFORCEMENTS });
  const Rule = builder.objectRef<AccessRuleDto>("AccessRule").implement({
    description: "an access rule (Rules mode): scope, product matching, actions, enforcement, message, priority",
    fields: (t) => ({
      id: t.exposeInt("id"),
      name: t.exposeString("name"),
      isActive: t.exposeBoolean("isActive"),
      priority: t.exposeInt("priority", { description: "lowest first; ties: lower id; the first matching rule decides" }),
      customerGroupIds: t.exposeIntList("customerGroupIds", { description: "empty: any group (0 = NOT LOGGED IN)" }),
      storeCodes: t.exposeStringList("storeCodes", { description: "empty: any store" }),
      countries: t.exposeStringList("countries", { description: "destination countries (ISO2); empty: any; a listed one needs a known destination" }),
      source: t.exposeString("source", { nullable: true, description: "product matching in the rules language (the `when` expression)" }),
      conditions: t.expose("conditions", { type: "JSON", nullable: true, description: "the Magento/Maho catalog condition tree; null: a legacy rule" }),
      legacy: t.exposeBoolean("legacy", { description: "no tree: matched by scopeCategoryIds (subcategories inherit) and productIds" }),
      scopeCategoryIds: t.exposeIntList("scopeCategoryIds"),
      productIds: t.exposeIntList("productIds", { description: "a legacy rule's product links" }),
      hideListing: t.exposeBoolean("hideListing"),
      hidePrice: t.exposeBoolean("hidePrice"),
      blockPurchase: t.exposeBoolean("blockPurchase"),
      redirectCms: t.exposeString("redirectCms", { nullable: true }),
      enforcement: t.field({ type: Enforcement, resolve: (r) => r.enforcement }),
      message: t.exposeString("message", { nullable: true, description: "null: the store's hidden-price message" }),
      ctaLabel: t.exposeString("ctaLabel", { nullable: true, description: "null: the store's call to action in place of a hidden price" }),
      ctaUrl: t.exposeString("ctaUrl", { nullable: true, description: "a path or http(s) URL; null: the store's" }),
      createdAt: t.exposeString("createdAt"),
      updatedAt: t.exposeString("updatedAt"),
    }),
  });
  const Page = builder.objectRef<{ items: AccessRuleDto[]; totalCount: number }>("AccessRulePage").implement({
    fields: (t) => ({ items: t.expose("items", { type: [Rule] }), totalCount: t.exposeInt("totalCount") }),
  });
  const Filter = builder.inputType("AccessRuleFilter", {
    fields: (t) => ({
      name: t.string({ description: "part of the name" }),
      isActive: t.boolean(),
      customerGroupId: t.int({ description: "rules that apply to this group (listed, or any group)" }),
    }),
  });
  const SortField = builder.enumType("AccessRuleSortField", { values: ["priority", "id", "name", "updatedAt"] as const });
  const Direction = builder.enumType("AccessRuleSortDirection", { values: ["asc", "desc"] as const });
  const Sort = builder.inputType("AccessRuleSort", {
    fields: (t) => ({ field: t.field({ type: SortField, defaultValue: "priority" }), direction: t.field({ type: Direction, defaultValue: "asc" }) }),
  });
  const Input = builder.inputType("AccessRuleInput", {
    description: "fields left out keep their value on update; give `source` (rules language) or `conditions` (tree JSON), or neither for a legacy rule",
    fields: (t) => ({
      name: t.string(),
      isActive: t.boolean(),
      priority: t.int(),
      customerGroupIds: t.intList(),
      storeCodes: t.stringList(),
      countries: t.stringList(),
      source: t.string({ description: 'the `when` expression, e.g. sku contains "WH-" and price >= 100 ("" = every product)' }),
      conditions: t.field({ type: "JSON", description: "a Magento/Maho condition tree" }),
      scopeCategoryIds: t.intList(),
      productIds: t.intList(),
      hideListing: t.boolean(),
      hidePrice: t.boolean(),
      blockPurchase: t.boolean(),
      redirectCms: t.string(),
      enforcement: t.field({ type: Enforcement }),
      message: t.string(),
      ctaLabel: t.string({ description: "the call to action in place of a hidden price (overrides the store's)" }),
      ctaUrl: t.string({ description: "where it points: a path starting with / or an http(s) URL" }),
    }),
  });
  const Decision = builder.objectRef<ExplainResult["decision"]>("AccessDecision").implement({
    fields: (t) => ({
      fired: t.exposeBoolean("fired"),
      hidePrice: t.exposeBoolean("hidePrice"),
      canCheckout: t.exposeBoolean("canCheckout"),
      refusePurchase: t.exposeBoolean("refusePurchase"),
      hideListing: t.exposeBoolean("hideListing"),
      redirect: t.exposeString("redirect", { nullable: true }),
      message: t.exposeString("message"),
    }),
  });
  const Caller = builder.objectRef<ExplainResult["caller"]>("AccessExplainCaller").implement({
    description: "who a decision was explained for: a customer (their group, store and cart's destination country) or a customer group",
    fields: (t) => ({
      customerId: t.exposeInt("customerId", { nullable: true }),
      customerEmail: t.exposeString("customerEmail", { nullable: true }),
      groupId: t.exposeInt("groupId"),
      storeId: t.exposeInt("storeId"),
      storeCode: t.exposeString("storeCode"),
      country: t.exposeString("country", { nullable: true, description: "the destination country (ISO2), null when none is known" }),
      countryFrom: t.exposeString("countryFrom", { description: "given (the country argument), cart (the customer's active cart) or none" }),
    }),
  });
  const Explanation = builder.objectRef<ExplainResult>("AccessExplanation").implement({
    fields: (t) => ({
      caller: t.expose("caller", { type: Caller }),
      enabled: t.exposeBoolean("enabled"),
      mode: t.exposeString("mode"),
      ruleId: t.exposeInt("ruleId", { nullable: true, description: "the rule that decided (Rules mode)" }),
      ruleName: t.exposeString("ruleName", { nullable: true }),
      summary: t.exposeString("summary"),
      decision: t.expose("decision", { type: Decision }),
      steps: t.expose("steps", { type: "JSON", description: "each rule considered, in order, with its scope and condition results" }),
    }),
  });

  const CatalogAttribute = builder.objectRef<{ code: string; type: string; options: string[] }>("AccessRuleCatalogAttribute").implement({
    fields: (t) => ({
      code: t.exposeString("code"),
      type: t.exposeString("type", { description: "text, number, select, multiselect, boolean or date" }),
      options: t.exposeStringList("options", { description: "a select's option labels" }),
    }),
  });
  const CatalogGroup = builder.objectRef<{ code: string; id: number }>("AccessRuleCatalogGroup").implement({
    fields: (t) => ({ code: t.exposeString("code"), id: t.exposeInt("id") }),
  });
  type CatalogShape = {
    attributes: { code: string; type: string; options: string[] }[];
    categoryIds: number[];
    groups: { code: string; id: number }[];
    stores: string[];
    cmsPages: string[];
  };
  const Catalog = builder.objectRef<CatalogShape>("AccessRuleCatalog").implement({
    description: "what a rule in the rules language is checked against when it is saved: the same description the server's checker reads",
    fields: (t) => ({
      attributes: t.expose("attributes", { type: [CatalogAttribute] }),
      categoryIds: t.exposeIntList("categoryIds"),
      groups: t.expose("groups", { type: [CatalogGroup], description: "customer group codes (names in a rule's `for groups [...]`) and their ids" }),
      stores: t.exposeStringList("stores", { description: "store codes" }),
      cmsPages: t.exposeStringList("cmsPages", { description: "CMS page identifiers a `redirect` may name" }),
    }),
  });
  const ExplainProduct = builder.objectRef<{ id: number; sku: string; name: string }>("AccessExplainProduct").implement({
    fields: (t) => ({ id: t.exposeInt("id"), sku: t.exposeString("sku"), name: t.exposeString("name") }),
  });
  const ProductPage = builder.objectRef<{ items: { id: number; sku: string; name: string }[]; totalCount: number }>("AccessProductPage").implement({
    fields: (t) => ({ items: t.expose("items", { type: [ExplainProduct] }), totalCount: t.exposeInt("totalCount") }),
  });
  const ShadowScope = builder.objectRef<RuleShadowDto["scope"]>("AccessRuleShadowScope").implement({
    description: "a caller in the shadowed rule's scope, to explain a product with (accessExplain)",
    fields: (t) => ({
      groupId: t.exposeInt("groupId"),
      storeId: t.exposeInt("storeId"),
      storeCode: t.exposeString("storeCode"),
      country: t.exposeString("country", { nullable: true }),
    }),
  });
  const Shadow = builder.objectRef<RuleShadowDto>("AccessRuleShadow").implement({
    description:
      "a warning: rule `ruleId` never fires for `productCount` products because rule `shadowedById`, earlier by priority and with a scope covering its scope (groups, stores, countries), decides first for them",
    fields: (t) => ({
      ruleId: t.exposeInt("ruleId"),
      ruleName: t.exposeString("ruleName"),
      rulePriority: t.exposeInt("rulePriority"),
      shadowedById: t.exposeInt("shadowedById"),
      shadowedByName: t.exposeString("shadowedByName"),
      shadowedByPriority: t.exposeInt("shadowedByPriority"),
      productCount: t.exposeInt("productCount", { description: "products the rule never fires for, because the earlier rule decides first" }),
      matchedCount: t.exposeInt("matchedCount", { description: "products the rule's conditions match" }),
      neverFires: t.exposeBoolean("neverFires", { description: "the rule fires for no product at all" }),
      message: t.exposeString("message"),
      scope: t.expose("scope", { type: ShadowScope }),
      products: t.field({
        type: ProductPage,
        description: "the products, by id",
        args: { page: t.arg.int({ defaultValue: 1 }), pageSize: t.arg.int({ defaultValue: 20 }) },
        resolve: (sh, a, { ctx }) => shadowProducts(ctx, sh.productIds, Math.max(a.page ?? 1, 1), Math.min(Math.max(a.pageSize ?? 20, 1), 100)),
      }),
    }),
  });
  const Diagnostics = builder.objectRef<RulesDiagnosticsDto>("AccessRulesDiagnostics").implement({
    description: "warnings about the active rules as a whole (saving is never refused for them)",
    fields: (t) => ({
      ruleCount: t.exposeInt("ruleCount", { description: "active rules analysed" }),
      productCount: t.exposeInt("productCount", { description: "products of the catalogue they were evaluated against" }),
      shadows: t.expose("shadows", { type: [Shadow] }),
    }),
  });

  const BasicSettings = builder.objectRef<AccessConfig>("AccessBasicSettings").implement({
    description: "the effective Basic-mode settings of a scope (stored values over the module's defaults); written with configValueSet under b2b_access/",
    fields: (t) => ({
      enabled: t.exposeBoolean("enabled"),
      mode: t.exposeString("mode", { description: "basic or rules" }),
      requireLogin: t.exposeBoolean("requireLogin"),
      hidePrice: t.exposeBoolean("hidePrice"),
      blockPurchase: t.exposeBoolean("blockPurchase"),
      byCustomerGroup: t.exposeBoolean("byCustomerGroup"),
      customerGroups: t.intList({ description: "gated group ids (0 = NOT LOGGED IN)", resolve: (c) => ids(c.customerGroups) }),
      byCategory: t.exposeBoolean("byCategory"),
      categoryIds: t.intList({ description: "gated category ids (subcategories inherit)", resolve: (c) => ids(c.categoryIds) }),
    }),
  });

  const clean = <T extends object>(o: T) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as AccessRuleInput;

  const MatrixGroupRef = builder.objectRef<MatrixGroup>("AccessMatrixGroup").implement({
    fields: (t) => ({
      id: t.exposeInt("id"),
      name: t.exposeString("name"),
      selected: t.exposeBoolean("selected", { description: "listed in b2b_access/customerGroups" }),
      gatedEverywhere: t.exposeBoolean("gatedEverywhere", { description: "the gate fires for this group on every product" }),
    }),
  });
  const MatrixCategoryRef = builder.objectRef<MatrixCategory>("AccessMatrixCategory").implement({
    fields: (t) => ({
      id: t.exposeInt("id"),
      name: t.exposeString("name"),
      path: t.exposeString("path", { description: "ids from the root, e.g. 1/3/7" }),
      selected: t.exposeBoolean("selected", { description: "listed in b2b_access/categoryIds" }),
      inherited: t.exposeBoolean("inherited", { description: "a category above it is listed (subcategories inherit)" }),
      gatedForEveryone: t.exposeBoolean("gatedForEveryone", { description: "the gate fires for every caller on the products here" }),
    }),
  });
  const Matrix = builder.objectRef<BasicMatrix>("AccessBasicMatrix").implement({
    description: "Basic mode's activation matrix at a store (OR-combined: a selected group, or a product in a selected category or below)",
    fields: (t) => ({
      storeId: t.exposeInt("storeId"),
      enabled: t.exposeBoolean("enabled"),
      mode: t.exposeString("mode"),
      applies: t.exposeBoolean("applies", { description: "enabled and in basic mode (in rules mode the rules decide)" }),
      hidePrice: t.exposeBoolean("hidePrice"),
      blockPurchase: t.exposeBoolean("blockPurchase"),
      requireLogin: t.exposeBoolean("requireLogin"),
      byCustomerGroup: t.exposeBoolean("byCustomerGroup"),
      byCategory: t.exposeBoolean("byCategory"),
      firesForEveryone: t.exposeBoolean("firesForEveryone", { description: "both switches off: the gate fires for everyone on every product" }),
      groups: t.expose("groups", { type: [MatrixGroupRef] }),
      categories: t.expose("categories", { type: [MatrixCategoryRef] }),
      unknownGroupIds: t.exposeIntList("unknownGroupIds", { description: "ids in the settings that name no customer group" }),
      unknownCategoryIds: t.exposeIntList("unknownCategoryIds", { description: "ids in the settings that name no category" }),
    }),
  });

  builder.queryFields((t) => ({
    accessBasicMatrix: t.field({
      type: Matrix,
      description: "Basic mode's settings and activation matrix at a store (0 = default scope), every customer group and category with whether the gate fires",
      authScopes: { admin: "catalog" },
      errors: { types: [ProblemError] },
      args: { storeId: t.arg.int({ defaultValue: 0 }) },
      resolve: (_r, { storeId }, { ctx }) => basicMatrix(ctx, m, storeId ?? 0),
    }),
    accessRuleCatalog: t.field({
      type: Catalog,
      description:
        "the catalogue description rules are checked against (attributes, categories, groups, stores, CMS pages), for an editor that checks as you type",
      authScopes: { admin: "catalog" },
      resolve: async (_r, _a, { ctx }) => {
        const c = await catalogDescription(ctx);
        return {
          attributes: Object.entries(c.attributes ?? {}).map(([code, a]) => ({ code, type: a.type, options: a.options ?? [] })),
          categoryIds: c.categoryIds ?? [],
          groups: Object.entries(c.groups ?? {}).map(([code, id]) => ({ code, id })),
          stores: c.stores ?? [],
          cmsPages: c.cmsPages ?? [],
        };
      },
    }),
    accessBasicSettings: t.field({
      type: BasicSettings,
      description: "the access gate's effective Basic-mode settings: the default scope (storeId 0) or a store's",
      authScopes: { admin: "config" },
      args: { storeId: t.arg.int({ defaultValue: 0 }) },
      resolve: (_r, a) => m.configForStore(a.storeId ?? 0),
    }),
    accessExplainProducts: t.field({
      type: [ExplainProduct],
      description: "products by part of the SKU or name, for the explain panel; every product, whatever the gate hides from the admin's own group",
      authScopes: { admin: "catalog" },
      args: { search: t.arg.string({ required: true }), limit: t.arg.int({ defaultValue: 10 }) },
      resolve: (_r, a, { ctx }) => explainProducts(ctx, a.search, Math.min(Math.max(a.limit ?? 10, 1), 50)),
    }),
    accessRules: t.field({
      type: Page,
      description: "the access rules, by priority by default",
      authScopes: { admin: "catalog" },
      args: { filter: t.arg({ type: Filter }), sort: t.arg({ type: Sort }), page: t.arg.int({ defaultValue: 1 }), pageSize: t.arg.int({ defaultValue: 20 }) },
      resolve: (_r, a, { ctx }) => {
        const sort: RuleSort = { field: a.sort?.field ?? "priority", direction: a.sort?.direction ?? "asc" };
        return listRules(ctx, a.filter ?? {}, sort, Math.max(a.page ?? 1, 1), Math.min(Math.max(a.pageSize ?? 20, 1), 100));
      },
    }),
    accessExplain: t.field({
      type: Explanation,
      description:
        "which rule decides for this product and caller, and why. The caller is a customer group (groupId) or a customer (customer: an id or email; their group, their store and their active cart's shipping country), not both; storeId and country, when given, win over the customer's",
      authScopes: { admin: "catalog" },
      args: {
        productId: t.arg.int({ required: true }),
        groupId: t.arg.int(),
        customer: t.arg.string({ description: "a customer id or email" }),
        storeId: t.arg.int(),
        country: t.arg.string(),
      },
      resolve: (_r, a, { ctx }) => explainAccess(ctx, m, a),
    }),
    accessRulesDiagnostics: t.field({
      type: Diagnostics,
      description:
        "the shadow diagnostic over the active rules and the catalogue: each rule that never fires for some products because an earlier rule covering its scope decides first (ruleId: only the shadows that rule is part of)",
      authScopes: { admin: "catalog" },
      args: { ruleId: t.arg.int() },
      resolve: (_r, a, { ctx }) => rulesDiagnostics(ctx, m, a.ruleId),
    }),
  }));

  const CATCH_ALL_DOC =
    "an active rule that matches every product of the catalogue (counted when its index is built in the write's transaction, whatever its tree's spelling) needs confirmCatchAll, else 422 `catch_all_unconfirmed` and nothing is written.";
  const DRY_RUN_DOC =
    " With dryRun: the write is made in a transaction that is rolled back, nothing is written, and the Success's `impact` says what it would change for shoppers";
  const { ShopperImpact } = types;
  /** the Success type's `impact` beside its unchanged `data`: what a dry run would change (null when not one) */
  const withImpact = <Shape>() => ({
    types: [ProblemError],
    result: {
      fields: (r: ImpactFieldBuilder<Shape>) => ({
        impact: r.field({
          type: ShopperImpact,
          nullable: true,
          description: "with dryRun: what the write would change for shoppers (nothing was written); else null",
          resolve: (_d, _a, { ctx }, info) => keptImpact(ctx, info),
        }),
      }),
    },
  });
  /** runs a write, as a dry run when asked (its impact kept for the Success's `impact`) */
  const previewed = async <T>(
    ctx: RequestContext,
    info: GraphQLResolveInfo,
    dryRun: boolean | null | undefined,
    run: (dry: DryRun | undefined) => Promise<T>,
  ) => {
    const dry: DryRun | undefined = dryRun ? {} : undefined;
    const out = await run(dry);
    if (dry?.impact) keepImpact(ctx, info, dry.impact);
    return out;
  };
  const DRY_RUN_ARG = { defaultValue: false, description: "only compute what the write would change for shoppers: nothing is written" };
  builder.mutationFields((t) => ({
    accessRuleCreate: t.field({
      type: Rule,
      authScopes: { admin: "catalog" },
      errors: withImpact<AccessRuleDto>(),
      description: CATCH_ALL_DOC + DRY_RUN_DOC,
      args: { input: t.arg({ type: Input, required: true }), confirmCatchAll: t.arg.boolean({ defaultValue: false }), dryRun: t.arg.boolean(DRY_RUN_ARG) },
      extensions: audited("access_rule"),
      resolve: (_r, { input, confirmCatchAll, dryRun }, { ctx }, info) =>
        previewed(ctx, info, dryRun, (dry) => createRule(ctx, m, clean(input), { confirmCatchAll: confirmCatchAll ?? false, dryRun: dry })),
    }),
    accessRuleUpdate: t.field({
      type: Rule,
      authScopes: { admin: "catalog" },
      errors: withImpact<AccessRuleDto>(),
      description: CATCH_ALL_DOC + DRY_RUN_DOC,
      args: {
        id: t.arg.int({ required: true }),
        input: t.arg({ type: Input, required: true }),
        confirmCatchAll: t.arg.boolean({ defaultValue: false }),
        dryRun: t.arg.boolean(DRY_RUN_ARG),
      },
      extensions: audited("access_rule"),
      resolve: (_r, { id, input, confirmCatchAll, dryRun }, { ctx }, info) =>
        previewed(ctx, info, dryRun, (dry) => updateRule(ctx, m, id, clean(input), { confirmCatchAll: confirmCatchAll ?? false, dryRun: dry })),
    }),
    accessRuleDelete: t.field({
      type: Rule,
      description: `the deleted rule.${DRY_RUN_DOC}`,
      authScopes: { admin: "catalog" },
      errors: withImpact<AccessRuleDto>(),
      args: { id: t.arg.int({ required: true }), dryRun: t.arg.boolean(DRY_RUN_ARG) },
      extensions: audited("access_rule"),
      resolve: (_r, { id, dryRun }, { ctx }, info) => previewed(ctx, info, dryRun, (dry) => deleteRule(ctx, m, id, { dryRun: dry })),
    }),
    accessRuleSetEnabled: t.field({
      type: Rule,
      authScopes: { admin: "catalog" },
      errors: withImpact<AccessRuleDto>(),
      description: CATCH_ALL_DOC + DRY_RUN_DOC,
      args: {
        id: t.arg.int({ required: true }),
        enabled: t.arg.boolean({ required: true }),
        confirmCatchAll: t.arg.boolean({ defaultValue: false }),
        dryRun: t.arg.boolean(DRY_RUN_ARG),
      },
      extensions: audited("access_rule"),
      resolve: (_r, { id, enabled, confirmCatchAll, dryRun }, { ctx }, info) =>
        previewed(ctx, info, dryRun, (dry) => setRuleEnabled(ctx, m, id, enabled, { confirmCatchAll: confirmCatchAll ?? false, dryRun: dry })),
    }),
    accessRulesReorder: t.field({
      type: [Rule],
      description: `priorities 10, 20, 30, ... in the order given.${DRY_RUN_DOC}`,
      authScopes: { admin: "catalog" },
      errors: withImpact<readonly AccessRuleDto[]>(),
      args: { ids: t.arg.intList({ required: true }), dryRun: t.arg.boolean(DRY_RUN_ARG) },
      extensions: audited("access_rule"),
      resolve: (_r, { ids, dryRun }, { ctx }, info) => previewed(ctx, info, dryRun, (dry) => reorderRules(ctx, m, ids, { dryRun: dry })),
    }),
    accessRulesImport: t.field({
      type: [Rule],
      description:
        "Magento/Maho rule JSON (one rule, an array, or {rules}); all or nothing. Each rule names its actions and scope (else `no_action` / `no_scope`); an active rule matching every product of the catalogue needs confirmCatchAll (else 422 `catch_all_unconfirmed`; nothing is imported)." +
        DRY_RUN_DOC,
      authScopes: { admin: "catalog" },
      errors: withImpact<readonly AccessRuleDto[]>(),
      args: { json: t.arg({ type: "JSON", required: true }), confirmCatchAll: t.arg.boolean({ defaultValue: false }), dryRun: t.arg.boolean(DRY_RUN_ARG) },
      extensions: audited("access_rule"),
      resolve: (_r, { json, confirmCatchAll, dryRun }, { ctx }, info) =>
        previewed(ctx, info, dryRun, (dry) => importRules(ctx, m, json, { confirmCatchAll: confirmCatchAll ?? false, dryRun: dry })),
    }),
  }));
}
