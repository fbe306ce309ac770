/** The printed SDL and the OpenAPI document of the REST facade (both committed, checked for drift in CI). */
import fs from "node:fs";
import { printSdl } from "../src/graphql/schema.ts";
import { buildSchemaForPrint } from "./print-context.ts";

export async function printedSdl(): Promise<string> {
  const { schema, close } = await buildSchemaForPrint();
  await close();
  return `${printSdl(schema)}\n`;
}

export async function printedOpenApi(): Promise<string> {
  const { openApiForPrint } = await import("./print-openapi.ts");
  return `${JSON.stringify(await openApiForPrint(), null, 2)}\n`;
}

export async function writeSdl() {
  fs.writeFileSync("schema/schema.graphql", await printedSdl());
  console.log("wrote schema/schema.graphql");
}

export async function writeOpenApi() {
  fs.writeFileSync("schema/openapi.json", await printedOpenApi());
  console.log("wrote schema/openapi.json");
}
