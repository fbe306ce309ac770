/**
 * Each hook is declared by what dispatches it: the kernel and the transports by CORE_HOOKS (core/events.ts), a
 * domain by its definition's `events`, a module by its own. Read from the source: every `dispatch("name"` is
 * in the folder of the hook's declarer, and every hook is declared once.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CORE_HOOKS, EventBus } from "../../src/core/events.ts";
import { commerceDomains } from "../../src/app.ts";
import { discoverModules, type ModuleDefinition } from "../../src/core/modules.ts";

/** where the kernel's hooks may be dispatched: the kernel and the transports */
const KERNEL = ["src/core/", "src/rest/", "src/graphql/", "src/http/", "src/server.ts"];

function files(p: string): string[] {
  if (p.includes(`${path.sep}generated`)) return [];
  if (fs.statSync(p).isFile()) return p.endsWith(".ts") ? [p] : [];
  return fs.readdirSync(p).flatMap((n) => files(path.join(p, n)));
}

/** hook name -> the files that dispatch it */
function dispatchSites(): Map<string, string[]> {
  const sites = new Map<string, string[]>();
  for (const f of files("src")) {
    for (const m of fs.readFileSync(f, "utf8").matchAll(/\.dispatch\(\s*"([a-z0-9_]+)"/g)) {
      const file = f.split(path.sep).join("/");
      sites.set(m[1]!, [...(sites.get(m[1]!) ?? []), file]);
    }
  }
  return sites;
}

describe("each hook is declared by its owner", () => {
  it("every dispatched hook is declared once, by the kernel, the domain or the module whose folder dispatches it", async () => {
    const modules = (await discoverModules(null)) as unknown as ModuleDefinition[];
    const declarers: { owner: string; where: string[]; names: string[] }[] = [
      { owner: "core", where: KERNEL, names: Object.keys(CORE_HOOKS) },
      ...commerceDomains.map((d) => ({ owner: d.code, where: [`src/${d.code}/`], names: Object.keys(d.events ?? {}) })),
      ...modules.map((m) => ({ owner: m.code, where: [`src/modules/${folderOf(m)}/`], names: Object.keys(m.events ?? {}) })),
    ];
    const ownerOf = new Map<string, string>();
    for (const d of declarers) {
      for (const n of d.names) {
        expect(ownerOf.get(n), `${n} declared by ${ownerOf.get(n)} and ${d.owner}`).toBeUndefined();
        ownerOf.set(n, d.owner);
      }
    }
    const sites = dispatchSites();
    const misplaced: string[] = [];
    for (const [name, where] of sites) {
      const d = declarers.find((x) => x.names.includes(name));
      if (!d) {
        misplaced.push(`${name}: dispatched by ${where.join(", ")}, declared by nobody`);
        continue;
      }
      for (const f of where) if (!d.where.some((w) => f.startsWith(w))) misplaced.push(`${name}: declared by ${d.owner}, dispatched by ${f}`);
    }
    expect(misplaced).toEqual([]);
    // and nothing is declared that nobody dispatches
    expect([...ownerOf.keys()].filter((n) => !sites.has(n))).toEqual([]);
  });

  it("CORE_HOOKS holds only what the kernel and the transports dispatch; the domains declare the commerce hooks", () => {
    expect(Object.keys(CORE_HOOKS).sort()).toEqual([
      "controller_action_predispatch",
      "customer_login_after",
      "customer_login_before",
      "customer_token_check",
      "response_cache_vary",
    ]);
    const byDomain = Object.fromEntries(commerceDomains.filter((d) => d.events).map((d) => [d.code, Object.keys(d.events!).sort()]));
    expect(byDomain).toEqual({
      catalog: [
        "api_product_dto_build",
        "catalog_category_change_products",
        "catalog_price_context",
        "catalog_product_save_after",
        "core_block_abstract_to_html_before",
        "core_layout_block_create_after",
      ],
      content: ["cms_page_load_after", "core_block_abstract_to_html_after", "url_resolver_result"],
      customer: [
        "customer_approval_status_changed",
        "customer_credentials_changed",
        "customer_delete_after",
        "customer_password_token_redeem",
        "customer_register_after",
        "customer_register_before",
      ],
      cart: [
        "catalog_product_type_prepare_full_options",
        "checkout_cart_save_before",
        "sales_order_place_after",
        "sales_order_place_before",
        "sales_order_place_review",
      ],
      sales: ["payment_method_is_active", "sales_document_pdf_facts", "sales_order_action_after"],
      store: ["config_value_impact"],
    });
  });

  it("an observer attached before its hook is declared runs once the owner declares it; a second owner is refused", async () => {
    const bus = new EventBus();
    const seen: number[] = [];
    bus.on("catalog_product_save_after", ({ productId }) => {
      seen.push(productId);
    });
    await expect(bus.dispatch("catalog_product_save_after", { ctx: {} as never, productId: 1, db: {} as never })).rejects.toThrow(/not declared/);
    bus.declare("catalog_product_save_after", { phase: "inTransaction" }, "catalog");
    await bus.dispatch("catalog_product_save_after", { ctx: {} as never, productId: 2, db: {} as never });
    expect(seen).toEqual([2]);
    expect(bus.spec("catalog_product_save_after")).toMatchObject({ owner: "catalog" });
    expect(() => bus.declare("catalog_product_save_after", { phase: "inTransaction" }, "core")).toThrow(/declared by "catalog" and "core"/);
  });
});

/** a module's folder under src/modules/ (found by its index.ts default export's code) */
function folderOf(m: ModuleDefinition): string {
  for (const dir of fs.readdirSync("src/modules")) {
    const index = path.join("src/modules", dir, "index.ts");
    if (fs.existsSync(index) && new RegExp(`code: "${m.code}"`).test(fs.readFileSync(index, "utf8"))) return dir;
  }
  throw new Error(`no folder for module ${m.code}`);
}
