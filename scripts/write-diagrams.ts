import fs from "node:fs";
import { grammarDiagramsHtml } from "../dsl/src/diagrams.ts";
fs.writeFileSync("docs/dsl-grammar.html", grammarDiagramsHtml());
console.log("wrote docs/dsl-grammar.html");
