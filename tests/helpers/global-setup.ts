import type { TestProject } from "vitest/node";
import { buildTemplate, dropTemplate, type TemplateInfo } from "./db-template.ts";
import { adminBundleState, buildAdminBundle } from "../../scripts/admin-bundle.ts";

declare module "vitest" {
  export interface ProvidedContext {
    dbTemplate: TemplateInfo;
  }
}

export default async function setup(project: TestProject) {
  // the admin console's bundle for the tests that open /admin: built when missing or older than its sources
  if (adminBundleState() !== "fresh") await buildAdminBundle(() => {});
  const t = await buildTemplate();
  project.provide("dbTemplate", t);
  return async () => dropTemplate(t);
}
