import type { TestProject } from "vitest/node";
import { buildTemplate, dropTemplate, type TemplateInfo } from "./db-template.ts";

declare module "vitest" {
  export interface ProvidedContext {
    dbTemplate: TemplateInfo;
  }
}

export default async function setup(project: TestProject) {
  const t = await buildTemplate();
  project.provide("dbTemplate", t);
  return async () => dropTemplate(t);
}
