/** Discovery of installed B2B modules: /api/rest/v2/b2b/{module}/config. */
import type { RestRoute } from "../core/routes.ts";
import { ProblemError } from "../core/errors.ts";

export function moduleDiscoveryRoutes(): RestRoute[] {
  return [
    {
      id: "b2b_module_config",
      method: "GET",
      path: "/api/rest/v2/b2b/:module/config",
      tag: "b2b",
      summary: "Effective config of an installed B2B module for the caller's store (enabled:false when switched off); 404 when not installed",
      exemptFromLoginWall: true,
      responses: { 200: "the module's effective public config", 404: "module_not_installed" },
      handler: async (ctx, req) => {
        const m = ctx.app.modules.get(req.params.module ?? "");
        if (!m) throw new ProblemError(404, "module_not_installed", `No B2B module "${req.params.module}" is installed`);
        const config = await m.config(ctx);
        if (!config.enabled) return { enabled: false };
        return { ...m.definition.config.public(config, ctx), enabled: true };
      },
    },
  ];
}
