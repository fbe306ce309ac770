/**
 * The catalogue domain: categories, products, listings, search and their caches. Its object types are the
 * ones the contract hands to later domains and modules (CoreTypeRefs).
 */
import { defineDomain } from "../core/modules.ts";
import { followTopic } from "../core/kernel.ts";
import { TtlCache } from "../core/ttl-cache.ts";
import { FragmentCache } from "../core/fragment-cache.ts";
import type { ProductDto } from "./product-dto.ts";
import type { AttributeInfo } from "./attributes.ts";
import { AttributeCatalog } from "./attributes.ts";
import { SearchIndex, type SearchMatch } from "./search-index.ts";
import { ProductRowCache } from "./product-loader.ts";
import { catalogHooks, type LayeredFilter } from "./hooks.ts";
import { registerCatalogSchema } from "./schema.ts";
import { catalogRoutes } from "./rest.ts";
import { registerProductImageSchema } from "./admin-images-schema.ts";
import { productImageRoutes } from "./admin-images-rest.ts";
import { productCsvRoutes } from "./csv/routes.ts";
import { registerProductImportSchema } from "./csv/schema.ts";

declare module "../core/kernel.ts" {
  interface App {
    attributes: AttributeCatalog;
    search: SearchIndex;
    productRows: ProductRowCache;
    /** listing DTOs per (loaded row, vary context): product-fragments.ts */
    productFragments: FragmentCache<{ dto: ProductDto; attributes: Map<number, AttributeInfo> }>;
    /** counts and layered filters per listing filter; a page's ordered product ids (`ids`, keys `page:...`) */
    facets: TtlCache<{ totalItems: number; filters: LayeredFilter[]; ids?: number[] }>;
    /** ranked, visible matches and facets per search text and filter */
    searches: TtlCache<{ matches: SearchMatch[]; filters: LayeredFilter[] }>;
  }
}

export default defineDomain({
  code: "catalog",
  label: "Catalogue",
  requires: ["media"],
  events: catalogHooks,
  install(app) {
    app.attributes = new AttributeCatalog(app.db);
    app.search = new SearchIndex(app.db, app.dbHandle.target.kind);
    app.productRows = new ProductRowCache(60_000, 20_000, app.caches);
    app.productFragments = new FragmentCache({ max: 10_000, group: app.caches });
    app.facets = new TtlCache(30_000, 2000, { group: app.caches });
    app.searches = new TtlCache(30_000, 500, { group: app.caches });
  },
  caches(app) {
    // a fragment shows what every topic decides (prices, rules, config): any change applied here drops them all,
    // and a change another instance made that was not heard is found at the start of the next request; a topic
    // the response cache ignores (customer tokens, destinations: what the vary context is read from) keeps them
    const dropFragments = (topic?: string) => {
      if (topic === undefined || !app.responses.ignores(topic)) app.productFragments.clear();
    };
    app.coherence.registerEveryTopic({ strict: true, evict: dropFragments });
    app.coherence.onHeard(dropFragments);
    app.config.onChange(() => dropFragments());
    const dropListings = () => {
      app.facets.clear();
      app.searches.clear();
    };
    // a missed config change drops the listings too (prices and visibility follow config); the poll finds it
    app.coherence.register("configChanged", { evict: dropListings });
    app.coherence.register("catalogChanged", {
      evict: () => {
        dropListings();
        app.productRows.evict("all");
      },
    });
    // kept answers: a CMS change drops the content's, a product or category change the catalogue's (response-cache.ts)
    app.responses.topic("catalogChanged", "tagged");
    followTopic(app, "catalogChanged", async () => {
      for await (const change of app.pubsub.subscribe("catalogChanged")) {
        app.responses.evictTags(
          change.entity === "cms_page" || change.entity === "blog_post" ? ["content"] : change.entity === "config" ? ["catalog", "content"] : ["catalog"],
        );
        dropListings();
        if (change.entity === "product") app.productRows.evict(change.ids.map(Number));
        else if (change.entity === "category") app.productRows.evict("all");
        app.coherence.heard("catalogChanged", change.version);
      }
    });
  },
  schema: (builder) => {
    const types = registerCatalogSchema(builder);
    registerProductImageSchema(builder);
    registerProductImportSchema(builder);
    return types;
  },
  // the CSV routes first: their static paths win over any /admin/products/:id
  // (the printed OpenAPI document is made without an app: the default limit)
  routes: (d) => [...productCsvRoutes(d.app.settings?.productImportMaxBytes), ...catalogRoutes(), ...productImageRoutes()],
});
