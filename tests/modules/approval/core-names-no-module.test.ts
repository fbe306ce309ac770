/** The core names no module: no module code, manifest code, config prefix, event or topic of a module appears in it. */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { discoverModules } from "../../../src/core/modules.ts";

/** the core: everything under src/ but the modules and the generated code (src/generated: Prisma clients, the REST facade's typed documents, which print the whole schema) */
const CORE = [
  "src/core",
  "src/catalog",
  "src/customer",
  "src/cart",
  "src/content",
  "src/sales",
  "src/media",
  "src/store",
  "src/system",
  "src/graphql",
  "src/rest",
  "src/server.ts",
  "src/main.ts",
];
function files(p: string): string[] {
  if (fs.statSync(p).isFile()) return p.endsWith(".ts") ? [p] : [];
  return fs.readdirSync(p).flatMap((n) => files(path.join(p, n)));
}

/** module codes that are also words of the core's own data (Magento's address field `company`) */
const CORE_FIELD_WORDS = new Set(["company"]);

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

describe("the core names no module", () => {
  it("src/core and the other core folders hold no module code, manifest code, config prefix, event or topic name", async () => {
    const modules = await discoverModules(null);
    expect(modules.map((m) => m.code)).toContain("approval");
    const names = new Set<string>([
      // the four B2B modules of the design, installed here or not
      "b2b-access",
      "b2b-approval",
      "b2b-company",
      "b2b-forms",
      "b2b-registration",
      "b2b_access",
      "b2b_approval",
      "b2b_company",
      "b2b_forms",
      "b2b_registration",
      "b2b/access",
      "b2b/approval",
      "b2b/company",
      "b2b/forms",
      "b2b/registration",
      "customforms_submission_saved",
    ]);
    const patterns: RegExp[] = [];
    for (const m of modules as unknown as import("../../../src/core/modules.ts").ModuleDefinition[]) {
      names.add(m.manifestCode);
      names.add(m.config.prefix);
      for (const e of Object.keys(m.events ?? {})) names.add(e);
      for (const t of Object.keys(m.mailTemplates ?? {})) names.add(t);
      // the code as a string literal ("approval"), not as a part of a word (approvalStatus is the core's column); an
      // address's "company" (the name line of Magento's addresses) is the core's own field, not the module's code
      if (!CORE_FIELD_WORDS.has(m.code)) patterns.push(new RegExp(`["'\`]${escapeRegExp(m.code)}["'\`]`));
    }
    // the module's own pub/sub topics
    for (const t of ["customerPendingAdded", "customerApprovalDecided", "accessGateChanged"]) names.add(t);
    for (const n of names) patterns.push(new RegExp(escapeRegExp(n)));
    const hits: string[] = [];
    for (const f of CORE.flatMap(files)) {
      const lines = fs.readFileSync(f, "utf8").split("\n");
      lines.forEach((line, i) => {
        for (const p of patterns) if (p.test(line)) hits.push(`${f}:${i + 1}: ${p.source}: ${line.trim()}`);
      });
    }
    expect(hits).toEqual([]);
  });
});
