/**
 * b2b-rules check|compile|print|explain FILE [--catalog catalog.json] [--product product.json]
 *   [--group N] [--store CODE] [--country XX] [--json]
 * Exit codes: 0 ok, 1 the rules have errors (or an import failed), 2 usage or I/O error.
 */
import fs from "node:fs";
import { parseArgs } from "node:util";
import { MAX_SOURCE_LENGTH, tooLarge } from "./parse.ts";
import type { CatalogDescription } from "./checker.ts";
import { diagnose } from "./diagnose.ts";
import { formatDiagnostics } from "./diagnostics.ts";
import { rulesFromAst, type Rule } from "./rules.ts";
import { printRule } from "./printer.ts";
import { importTree, TreeImportError } from "./tree.ts";
import { explain } from "./compile.ts";
import type { RuleProduct } from "./semantics.ts";

const USAGE = `usage: b2b-rules <check|compile|print|explain> FILE [options]
  check     parse and check FILE (DSL); diagnostics on stderr
  compile   FILE (DSL) -> rules with their condition trees, as JSON
  print     FILE (.json: a condition tree, or rules with "conditions") -> DSL; FILE (DSL) -> formatted DSL
  explain   evaluate FILE for --product and tell which rule fires and why
options:
  --catalog catalog.json   attributes, categoryIds, groups, stores, countries, cmsPages to check against
  --product product.json   {sku, type, price, categoryIds, attributeSetId, attributes}
  --group N --store CODE --country XX   the scope for explain (default: group 0, store default, no country)
  --json                   machine-readable output`;

interface Io {
  out: (s: string) => void;
  err: (s: string) => void;
}

export async function main(
  argv: string[],
  io: Io = { out: (s) => process.stdout.write(`${s}\n`), err: (s) => process.stderr.write(`${s}\n`) },
): Promise<number> {
  // biome-ignore lint/suspicious/noImplicitAnyLet: typed by the parseArgs call that assigns it
  let args;
  try {
    args = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        catalog: { type: "string" },
        product: { type: "string" },
        group: { type: "string" },
        store: { type: "string" },
        country: { type: "string" },
        json: { type: "boolean", default: false },
        help: { type: "boolean", short: "h" },
      },
    });
  } catch (e) {
    io.err(`${(e as Error).message}\n${USAGE}`);
    return 2;
  }
  const [command, file] = args.positionals;
  if (args.values.help) {
    io.out(USAGE);
    return 0;
  }
  if (!command || !file || !["check", "compile", "print", "explain"].includes(command)) {
    io.err(USAGE);
    return 2;
  }
  let source: string;
  let catalog: CatalogDescription = {};
  let product: RuleProduct | undefined;
  try {
    // a file of more than 3 bytes per allowed character has more characters than parse() takes (UTF-8
    // spends at most 3 bytes on a UTF-16 code unit): refused without reading it
    const bytes = fs.statSync(file).size;
    if (bytes > 3 * MAX_SOURCE_LENGTH && !(command === "print" && file.endsWith(".json"))) {
      io.err(formatDiagnostics([tooLarge(Math.ceil(bytes / 3), true)], "", file));
      return 1;
    }
    source = fs.readFileSync(file, "utf8");
    if (args.values.catalog) catalog = JSON.parse(fs.readFileSync(args.values.catalog, "utf8"));
    if (args.values.product) product = JSON.parse(fs.readFileSync(args.values.product, "utf8"));
  } catch (e) {
    io.err(`b2b-rules: ${(e as Error).message}`);
    return 2;
  }
  const json = args.values.json;

  if (command === "print" && file.endsWith(".json")) {
    try {
      const data = JSON.parse(source) as unknown;
      const items = Array.isArray(data) ? data : [data];
      const rules = items.map((it, i) => {
        const o = it as Record<string, unknown>;
        const isRule = o && typeof o === "object" && "conditions" in o && !("type" in o && String(o.type).includes("combine"));
        return isRule
          ? {
              name: String(o.name ?? `rule ${i + 1}`),
              priority: Number(o.priority ?? 0),
              groups: (o.groups as (string | number)[]) ?? [],
              stores: (o.stores as string[]) ?? [],
              countries: (o.countries as string[]) ?? [],
              conditions: importTree(o.conditions, `rules[${i}]`),
              actions: { hideListing: false, hidePrice: true, blockPurchase: false, redirect: null, ...(o.actions as object) },
              enforce: (o.enforce as "both") ?? "both",
              message: (o.message as string) ?? null,
            }
          : {
              name: `rule ${i + 1}`,
              priority: 0,
              groups: [],
              stores: [],
              countries: [],
              conditions: importTree(it, `[${i}]`),
              actions: { hideListing: false, hidePrice: true, blockPurchase: false, redirect: null },
              enforce: "both" as const,
              message: null,
            };
      });
      const text = rules.map((r) => printRule(r, catalog)).join("\n\n");
      io.out(json ? JSON.stringify({ source: text }) : text);
      return 0;
    } catch (e) {
      io.err(`b2b-rules: ${e instanceof TreeImportError || e instanceof SyntaxError ? e.message : String(e)}`);
      return e instanceof TreeImportError || e instanceof SyntaxError ? 1 : 2;
    }
  }

  const { ast, diagnostics } = diagnose(source, catalog);
  const errors = diagnostics.filter((d) => d.severity === "error");
  if (diagnostics.length) {
    if (json && command === "check") io.out(JSON.stringify({ ok: errors.length === 0, diagnostics }, null, 2));
    else io.err(formatDiagnostics(diagnostics, source, file));
  }
  if (errors.length) {
    if (json && command !== "check") io.out(JSON.stringify({ ok: false, diagnostics }, null, 2));
    return 1;
  }
  const rules: Rule[] = rulesFromAst(ast, catalog);
  switch (command) {
    case "check":
      if (json && !diagnostics.length) io.out(JSON.stringify({ ok: true, diagnostics: [], rules: rules.length }));
      else if (!json) io.err(`${file}: ${rules.length} rule(s), no errors`);
      return 0;
    case "compile":
      io.out(JSON.stringify(rules, null, 2));
      return 0;
    case "print": {
      const groupNames = new Map(Object.entries({ NOT_LOGGED_IN: 0, General: 1, ...catalog.groups }).map(([k, v]) => [v, k]));
      const text = rules.map((r) => printRule({ ...r, groups: r.groups.map((g) => groupNames.get(g) ?? g) }, catalog)).join("\n\n");
      io.out(json ? JSON.stringify({ source: text }) : text);
      return 0;
    }
    case "explain": {
      if (!product) {
        io.err("b2b-rules explain needs --product product.json");
        return 2;
      }
      const scope = { group: Number(args.values.group ?? 0), store: args.values.store ?? "default", country: args.values.country?.toUpperCase() ?? null };
      const e = explain(rules, { ...product, categoryIds: product.categoryIds ?? [], attributes: product.attributes ?? {} }, scope);
      if (json) io.out(JSON.stringify(e, null, 2));
      else {
        io.out(e.summary);
        for (const r of e.rules)
          io.out(
            `  ${r.fired ? "FIRED " : "      "} [${r.priority}] ${r.rule}: ${r.scope.matched ? (r.fired ? "conditions hold" : "conditions do not hold") : `out of scope (${r.scope.reason})`}`,
          );
      }
      return 0;
    }
  }
  return 2;
}
