/** The content domain: CMS pages and blocks, the blog; its REST routes also serve the store's config, countries and stores. */
import { defineDomain } from "../core/modules.ts";
import { registerContentSchema } from "./schema.ts";
import { contentRoutes } from "./rest.ts";
import { contentHooks } from "./hooks.ts";

export default defineDomain({
  code: "content",
  label: "Content",
  requires: ["catalog"],
  events: contentHooks,
  schema: (builder) => registerContentSchema(builder),
  routes: () => contentRoutes(),
});
