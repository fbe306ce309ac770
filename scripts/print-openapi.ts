import { restRoutes } from "../src/app.ts";
import { buildOpenApi } from "../src/rest/openapi.ts";
import { allDomains, allModules } from "./print-context.ts";

export async function openApiForPrint() {
  const reg = await allModules();
  return buildOpenApi(restRoutes(allDomains(), reg.installed));
}
