import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

const run = promisify(execFile);
const bin = path.resolve("dsl/bin/b2b-rules.js");
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "b2b-cli-"));
const write = (name: string, text: string) => {
  const f = path.join(dir, name);
  fs.writeFileSync(f, text);
  return f;
};
async function cli(...args: string[]) {
  try {
    const r = await run(process.execPath, [bin, ...args]);
    return { code: 0, out: r.stdout, err: r.stderr };
  } catch (e) {
    const x = e as { code: number; stdout: string; stderr: string };
    return { code: x.code, out: x.stdout, err: x.stderr };
  }
}

const good = write(
  "good.b2b",
  `rule "Trade" priority 1 for groups [NOT_LOGGED_IN] when sku contains "WH-" and price >= 100 then hide_price, block_purchase\nrule "Bundles" priority 2 when type == "bundle" then hide_listing`,
);
const bad = write("bad.b2b", `rule "x" when attr.colr == "red" then hide_price`);
const catalog = write("catalog.json", JSON.stringify({ attributes: { color: { type: "select" } } }));
const product = write("product.json", JSON.stringify({ sku: "WH-9", type: "simple", price: 120, categoryIds: [], attributes: {} }));

describe("b2b-rules CLI", () => {
  it("check: 0 when clean, 1 with diagnostics (and --json), 2 on usage errors", async () => {
    expect((await cli("check", good)).code).toBe(0);
    const r = await cli("check", bad, "--catalog", catalog);
    expect(r.code).toBe(1);
    expect(r.err).toContain("unknown attribute `attr.colr`");
    expect(r.err).toContain("did you mean `attr.color`?");
    const j = await cli("check", bad, "--catalog", catalog, "--json");
    expect(JSON.parse(j.out)).toMatchObject({ ok: false, diagnostics: [{ code: "unknown_attribute", line: 1 }] });
    expect((await cli("frobnicate", good)).code).toBe(2);
    expect((await cli("check", path.join(dir, "missing.b2b"))).code).toBe(2);
  }, 30_000);

  it("compile prints condition trees; print turns them back into the DSL", async () => {
    const c = await cli("compile", good);
    const rules = JSON.parse(c.out);
    expect(rules[0].conditions).toEqual({
      type: "catalog/rule_condition_combine",
      aggregator: "all",
      value: "1",
      conditions: [
        { type: "catalog/rule_condition_product", attribute: "sku", operator: "{}", value: "WH-" },
        { type: "catalog/rule_condition_product", attribute: "price", operator: ">=", value: "100" },
      ],
    });
    const tree = write("tree.json", JSON.stringify(rules[0].conditions));
    const p = await cli("print", tree);
    expect(p.code).toBe(0);
    expect(p.out).toContain('when sku contains "WH-" and price >= 100');
    const broken = write("broken.json", JSON.stringify({ type: "nope" }));
    expect((await cli("print", broken)).code).toBe(1);
  }, 30_000);

  it("refuses a source over the size limit with a diagnostic (a huge file without reading it)", async () => {
    const big = write("big.b2b", `rule "r" then hide_price\n#${"x".repeat(2_000_000)}`);
    const r = await cli("check", big);
    expect(r.code).toBe(1);
    expect(r.err).toContain("big.b2b:1:1: error: the source is 2,000,026 characters long; the limit is 2,000,000");
    const huge = write("huge.b2b", "");
    fs.truncateSync(huge, 6_000_003); // sparse: nothing to read
    const h = await cli("check", huge);
    expect(h.code).toBe(1);
    expect(h.err).toContain("error: the source is at least 2,000,001 characters long; the limit is 2,000,000");
  }, 30_000);

  it("explain names the winning rule and why", async () => {
    const e = await cli("explain", good, "--product", product, "--json");
    expect(JSON.parse(e.out)).toMatchObject({ winner: "Trade", rules: [{ rule: "Trade", fired: true }] });
    const other = await cli("explain", good, "--product", product, "--group", "1");
    expect(other.out).toContain("out of scope (customer group 1 is not in [0])");
  }, 30_000);
});
