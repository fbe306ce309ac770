/**
 * Access gate (code `access`, manifest `b2b-access`): login wall, hidden prices, blocked purchase and
 * hidden products, scoped by customer group, category (subcategories inherit), store and destination
 * country. Basic mode is one OR-combined activation matrix; Rules mode is a priority-ordered rule grid
 * whose first matching rule decides, compiled once per store into one function.
 */
import fs from "node:fs";
import path from "node:path";
import { defineModule } from "../../core/modules.ts";
import { accessConfigSchema, accessDefaults, identifiers, loginRedirectUrl, validateAccessSetting, ids, type AccessConfig } from "./config.ts";
import { evictLocal, GATE_TOPIC, gateFor, hiddenWhere, noticeRuleChange, scopeOf, stateOf, topics } from "./gate.ts";
import { RulesPoll } from "./rules-poll.ts";
import { accessObservers } from "./observers.ts";
import { registerAccessSchema } from "./schema.ts";
import { watchForStorefront } from "./storefront.ts";

export default defineModule<AccessConfig>({
  code: "access",
  manifestCode: "b2b-access",
  label: "Access gate",
  config: {
    prefix: "b2b_access",
    schema: accessConfigSchema,
    defaults: accessDefaults,
    public: (c) => ({
      hidePrice: c.hidePrice,
      blockPurchase: c.blockPurchase,
      requireLogin: c.requireLogin,
      loginMessage: c.loginMessage,
      hiddenPriceMessage: c.hiddenPriceMessage,
      activationMatrix: {
        byCustomerGroup: c.byCustomerGroup,
        customerGroups: ids(c.customerGroups),
        byCategory: c.byCategory,
        categoryIds: ids(c.categoryIds),
      },
      loginRedirectUrl: loginRedirectUrl(c),
      mode: c.mode,
      exemptCmsPages: identifiers(c.exemptCmsPages),
    }),
    // the two messages storefront scripts read (docs/architecture.md#discovery-answers-and-manifests-are-contracts), plus what an edge storefront needs to apply the login wall itself
    manifest: (c) => ({
      hiddenPriceMessage: c.hiddenPriceMessage,
      loginMessage: c.loginMessage,
      requireLogin: c.enabled && c.requireLogin,
      loginRedirect: loginRedirectUrl(c),
      exemptCmsPages: identifiers(c.exemptCmsPages),
    }),
    validate: (key, value, m) => validateAccessSetting(key, value, m),
    fieldOptions: async (m) => ({
      customerGroups: (await m.app.db.customerGroup.findMany({ orderBy: { id: "asc" } })).map((g) => ({ value: String(g.id), label: g.name })),
      categoryIds: (await m.app.db.category.findMany({ orderBy: [{ path: "asc" }, { id: "asc" }], select: { id: true, name: true } })).map((c) => ({
        value: String(c.id),
        label: c.name,
      })),
    }),
  },
  clientScript: fs.readFileSync(path.join(import.meta.dirname, "client.js"), "utf8"),
  observers: (bus, m) => accessObservers(bus, m),
  schema: (builder, m, types) => registerAccessSchema(builder, m, types),
  // hide_listing: absent from listings, search, counts and filters, in SQL (see product-index.ts)
  productVisibility: async (ctx, m) => {
    const g = await gateFor(ctx, m);
    return g ? hiddenWhere(g, await scopeOf(ctx, g)) : null;
  },
  start: (app, m) => {
    // a rule change is checked on every request on every instance (the rules' cache version)
    for (const topic of [GATE_TOPIC, "configChanged", "catalogChanged"])
      app.coherence.register(topic, { strict: topic === GATE_TOPIC, evict: () => evictLocal(app) });
    // rule, config and category changes from any instance evict the compiled gates here
    const subs = [topics(app).subscribe(GATE_TOPIC), app.pubsub.subscribe("configChanged"), app.pubsub.subscribe("catalogChanged")];
    for (const [i, sub] of subs.entries()) {
      void (async () => {
        try {
          for await (const e of sub as AsyncIterable<{ version?: number } | null>) {
            evictLocal(app);
            if (i === 0) app.coherence.heard(GATE_TOPIC, e?.version);
          }
        } catch (err) {
          app.logger.error({ err }, "access gate eviction loop stopped");
        }
      })();
    }
    // SQLite (with Redis or not): rules written outside the API are noticed by a poll (on PostgreSQL, by the cache version's triggers)
    const poll =
      app.dbHandle.target.kind !== "sqlite"
        ? undefined
        : new RulesPoll(app.dbHandle.target, app.settings.cachePollMs, app.logger, () => {
            noticeRuleChange(app);
            // the response cache and the product fragments drop what the gates decided
            app.coherence.heard(GATE_TOPIC, undefined);
          });
    stateOf(app).poll = poll;
    const unwatch = watchForStorefront(app, m.definition.config.prefix);
    return async () => {
      await poll?.stop();
      for (const sub of subs) await (sub as AsyncIterator<unknown>).return?.();
      await unwatch();
    };
  },
});
