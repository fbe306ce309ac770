/** The media domain: product images and placeholders served from disk. */
import { defineDomain } from "../core/modules.ts";
import { mediaRoutes } from "./routes.ts";

export default defineDomain({
  code: "media",
  label: "Media",
  routes: () => mediaRoutes(),
});
