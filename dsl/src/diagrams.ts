/** The grammar (access rules and approval rules: the approval parser holds both) as a self-contained syntax-diagram page (Chevrotain's renderer, its scripts inlined: no CDN). */
import fs from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";
import { createSyntaxDiagramsCode } from "chevrotain";
import { approvalParserInstance } from "./approval-parser.ts";

export function grammarDiagramsHtml(): string {
  const require = createRequire(import.meta.url);
  // the package exports no package.json: walk up from its entry to the folder that holds diagrams/
  let dir = path.dirname(require.resolve("chevrotain"));
  while (!fs.existsSync(path.join(dir, "diagrams", "diagrams.css")) && path.dirname(dir) !== dir) dir = path.dirname(dir);
  dir = path.join(dir, "diagrams");
  let html = createSyntaxDiagramsCode(approvalParserInstance().getSerializedGastProductions(), { resourceBase: "RESOURCE/", css: "RESOURCE/diagrams.css" });
  html = html.replace(
    /<link rel='stylesheet' href='RESOURCE\/([^']+)'>/g,
    (_, f: string) => `<style>\n${fs.readFileSync(path.join(dir, f), "utf8")}\n</style>`,
  );
  html = html.replace(/<script src='RESOURCE\/([^']+)'><\/script>/g, (_, f: string) => `<script>\n${fs.readFileSync(path.join(dir, f), "utf8")}\n</script>`);
  if (html.includes("RESOURCE/")) throw new Error("a diagram resource was not inlined");
  return html.replace("<head>", "<head>\n<title>b2b-rules grammar</title>");
}
