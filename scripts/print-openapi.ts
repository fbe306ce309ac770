import { coreRoutes } from "../src/rest/routes.ts";
import { buildOpenApi } from "../src/rest/openapi.ts";
import { allModules } from "./print-context.ts";

export async function openApiForPrint() {
  const reg = await allModules();
  return buildOpenApi([...coreRoutes(), ...reg.installed.flatMap((m) => m.definition.routes?.(m) ?? [])]);
}
