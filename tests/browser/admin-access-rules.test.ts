/**
 * The console's Access rules screen in Chromium (playwright-core) against a real server: a rule with
 * a typo shows the checker's diagnostic at the right line and column (listed, and underlined in the editor),
 * the fixed rule saves and shows in the grid, the explain panel says it decides for its product, group and
 * country (and not for another country); enabling a rule that matches every product asks for the explicit
 * confirmation, then the counts of what it changes for shoppers; a Basic-mode matrix cell toggles (with the cells it moves too) and lands in b2b_access/*.
 * Every screen passes axe-core (no serious or critical violation), breaks no CSP rule, and asks no other origin.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { axeCheck, hasChromium, launchChromium, openVisit, signInToConsole, type Visit } from "../helpers/browser.ts";
import { startTestServer, type TestServer } from "../helpers/server.ts";
import access from "../../src/modules/access-gate/index.ts";

let server: TestServer;
let browser: Browser;

const open = () => openVisit(browser, { origin: server.url, timeout: 20_000, recordSockets: true, reportViolationEvents: true });

/** axe (serious and critical), no CSP violation or page error, nothing from another origin */
const check = axeCheck();

const signIn = (v: Visit) => signInToConsole(v.page, server.url, { waitForDashboard: true });

/** the screen through the console's nav (a reload would forget the in-memory token) */
async function openScreen(v: Visit) {
  await v.page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Access rules" }).click();
  await v.page.getByRole("heading", { name: "Access rules", level: 1 }).waitFor();
}

/** replaces the editor's whole text: select all, then type over it (one input event) */
async function setSource(page: Page, text: string) {
  await page.locator(".cm-content").click();
  await page.keyboard.press("Control+A");
  await page.keyboard.insertText(text);
}

beforeAll(async () => {
  server = await startTestServer({ modules: [access as never] });
  if (hasChromium) browser = await launchChromium();
}, 90_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe.skipIf(!hasChromium)("the Access rules screen in Chromium", { timeout: 120_000 }, () => {
  it("a typo shows its diagnostic at its line and column; the fixed rule saves, shows in the grid and decides in the explain panel", async () => {
    const product = await server.app.db.product.findFirst({
      where: { status: 1, type: "simple", NOT: { sku: { startsWith: "WH-" } } },
      orderBy: { id: "asc" },
    });
    expect(product).toBeTruthy();
    const sku = product!.sku;
    const v = await open();
    await signIn(v);
    await openScreen(v);
    // the seeded demo rules, by priority
    const grid = v.page.locator(".grid table");
    await grid.getByRole("cell", { name: "Trade prices for trade accounts", exact: true }).waitFor();
    await check(v, "rule grid");

    await v.page.getByRole("button", { name: "New rule" }).click();
    await v.page.locator(".cm-content").waitFor();
    const typoLine = `  then hide_prise, block_purchase`;
    const lines = [
      `# written in the console's editor`,
      `rule "Console rule ${process.pid}" priority 1`,
      `  for groups [NOT_LOGGED_IN] countries [AU]`,
      `  when sku == ${JSON.stringify(sku)}`,
      typoLine,
      `  message "Not sold to Australian guests"`,
    ];
    await setSource(v.page, lines.join("\n"));
    const diag = v.page.locator("#rule-diagnostics li.error").first();
    await diag.waitFor();
    const line = lines.indexOf(typoLine) + 1;
    const column = typoLine.indexOf("hide_prise") + 1;
    expect(await diag.getAttribute("data-line")).toBe(String(line));
    expect(await diag.getAttribute("data-column")).toBe(String(column));
    expect(await diag.innerText()).toContain(`Line ${line}, column ${column}`);
    expect(await diag.innerText()).toContain("did you mean `hide_price`?");
    // the same diagnostic underlined in the editor, over exactly the misspelt word
    const underlined = v.page.locator(".cm-lintRange-error");
    await underlined.first().waitFor();
    expect(await underlined.first().innerText()).toBe("hide_prise");
    // highlighting comes from the lexer's tokens
    expect(await v.page.locator('.cm-content [data-token="keyword"]', { hasText: "rule" }).count()).toBeGreaterThan(0);
    expect(await v.page.locator('.cm-content [data-token="comment"]').innerText()).toBe("# written in the console's editor");
    expect(await v.page.locator('.cm-content [data-token="string"]', { hasText: sku }).count()).toBe(1);
    expect(await v.page.locator("#rule-tree").innerText()).toContain("fix the errors");
    expect(await v.page.getByRole("button", { name: "Create rule" }).isDisabled()).toBe(true);
    await check(v, "editor with a diagnostic");

    lines[lines.indexOf(typoLine)] = "  then hide_price, block_purchase";
    await setSource(v.page, lines.join("\n"));
    await v.page.locator("#rule-diagnostics-none").waitFor();
    const tree = JSON.parse(await v.page.locator("#rule-tree").innerText());
    expect(tree).toEqual({
      type: "catalog/rule_condition_combine",
      aggregator: "all",
      value: "1",
      conditions: [{ type: "catalog/rule_condition_product", attribute: "sku", operator: "==", value: sku }],
    });
    await v.page.getByRole("button", { name: "Create rule" }).click();
    await v.page
      .getByRole("status")
      .filter({ hasText: `Saved “Console rule ${process.pid}”` })
      .waitFor();
    const row = grid.getByRole("row").filter({ hasText: `Console rule ${process.pid}` });
    await row.waitFor();
    expect(await row.innerText()).toContain("AU");
    expect(await row.innerText()).toContain("Block purchase");
    const stored = await server.app.db.accessRule.findFirst({ where: { name: `Console rule ${process.pid}` } });
    expect(stored).toMatchObject({
      priority: 1,
      customerGroupIds: "0",
      countries: "AU",
      hidePrice: true,
      blockPurchase: true,
      isActive: true,
      source: `sku == ${JSON.stringify(sku)}`,
    });
    await check(v, "grid after save");

    await v.page.getByRole("navigation", { name: "Access rules sections" }).getByRole("link", { name: "Explain" }).click();
    const search = v.page.getByLabel("Product (SKU or name)");
    await search.fill(sku);
    await v.page
      .getByRole("list", { name: "Matching products" })
      .getByRole("button", { name: new RegExp(`^${sku} ·`) })
      .click();
    await v.page.getByLabel("Customer group").selectOption("0");
    await v.page.getByLabel("Destination country").selectOption("AU");
    await v.page.getByRole("button", { name: "Explain" }).click();
    await v.page.locator("#explain-rule", { hasText: `Console rule ${process.pid}` }).waitFor();
    const decision = await v.page.locator("#explain-decision").innerText();
    expect(decision).toMatch(/Price hidden\s+yes/);
    expect(decision).toMatch(/Purchase\s+refused/);
    expect(decision).toContain("Not sold to Australian guests");
    await check(v, "explain");
    // another country: the rule is out of scope and says why
    await v.page.getByLabel("Destination country").selectOption("NZ");
    await v.page.getByRole("button", { name: "Explain" }).click();
    await v.page.locator(".rl-steps li", { hasText: `country NZ is not in [AU]` }).waitFor();
    expect(
      await v.page
        .locator("#explain-rule")
        .filter({ hasText: `Console rule ${process.pid}` })
        .count(),
    ).toBe(0);
    await v.page.context().close();
  });

  it("a shadowed rule is a warning in the grid and its editor, with its products listed and explained; the editor shows every error at once; explain takes a customer", async () => {
    // the demo's old order again: a rule before "Power tools for logged-in customers" whose scope covers the guests'
    const token = await server.adminToken();
    const made = await server.gql(
      `mutation($i: AccessRuleInput!) { accessRuleCreate(input: $i) { __typename ... on AccessRuleCreateSuccess { data { id } } } }`,
      { i: { name: `Shadow maker ${process.pid}`, priority: 3, customerGroupIds: [0, 1], source: 'sku contains "WH-"', hidePrice: true, isActive: true } },
      { token },
    );
    const makerId = (made.data as { accessRuleCreate: { data: { id: number } } }).accessRuleCreate.data.id;
    const hide = await server.app.db.accessRule.findFirstOrThrow({ where: { name: "Power tools for logged-in customers" } });
    const cats = await server.app.db.category.findMany({ select: { id: true, path: true } });
    const power = new Set(cats.filter((c) => c.id === 11 || c.path.split("/").includes("11")).map((c) => c.id));
    const all = await server.app.db.product.findMany({ select: { id: true, sku: true, categories: { select: { categoryId: true } } }, orderBy: { id: "asc" } });
    const shadowed = all.filter((p) => p.sku.toLowerCase().includes("wh-") && p.categories.some((c) => power.has(c.categoryId)));
    expect(shadowed.length).toBeGreaterThan(0);

    const v = await open();
    await signIn(v);
    await openScreen(v);
    const warning = v.page.locator(`#rule-shadows li.warning[data-rule-id="${hide.id}"][data-shadowed-by="${makerId}"]`);
    await warning.waitFor();
    expect(await warning.getAttribute("data-count")).toBe(String(shadowed.length));
    expect(await warning.innerText()).toContain(
      `rule "Power tools for logged-in customers" never fires for ${shadowed.length} product${shadowed.length === 1 ? "" : "s"}`,
    );
    expect(await warning.innerText()).toContain(
      `that rule "Shadow maker ${process.pid}" (priority 3) decides first for the same customers, stores and countries`,
    );
    await check(v, "grid with a shadow warning");
    await warning.getByRole("button", { name: new RegExp(`^Show the ${shadowed.length} product`) }).click();
    const first = shadowed[0]!;
    const link = warning.getByRole("link", { name: `Explain ${first.sku}` });
    await link.waitFor();
    expect(await warning.getByRole("listitem").count()).toBe(Math.min(shadowed.length, 10));
    await link.click();
    // the explain panel, for a caller in the shadowed rule's scope (guests): the earlier rule decides
    await v.page.locator("#explain-rule", { hasText: `Shadow maker ${process.pid}` }).waitFor();
    await check(v, "explain from a shadow warning");

    // explain for a customer: their group (General), their store and their cart's country
    await v.page.getByLabel("a customer", { exact: true }).check();
    await v.page.getByLabel("Customer (email or id)").fill("jane@example.com");
    await v.page.getByRole("button", { name: "Explain" }).click();
    await v.page.locator("#explain-caller", { hasText: "jane@example.com" }).waitFor();
    expect(await v.page.locator("#explain-caller").innerText()).toMatch(/customer group 1, store default/);
    await check(v, "explain for a customer");

    // the shadowed rule's editor shows the warning too (saving stays possible)
    await openScreen(v);
    await v.page.getByRole("button", { name: "Edit Power tools for logged-in customers" }).click();
    await v.page.locator(".cm-content").waitFor();
    await v.page.locator(`#rule-shadows li.warning[data-shadowed-by="${makerId}"]`).waitFor();
    expect(await v.page.getByRole("button", { name: "Save rule" }).isDisabled()).toBe(false);
    // every error of the rule at once, each at its line and column: a syntax error does not hide the others
    const lines = [
      `rule "Errors" priority 5`,
      `  for groups [Genral]`,
      `  when attr.colr == "red" and price >= )`,
      `   and category in [99999]`,
      `  then hide_price`,
    ];
    await setSource(v.page, lines.join("\n"));
    await v.page.locator('#rule-diagnostics li[data-code="unknown_category"]').waitFor();
    const found = await v.page
      .locator("#rule-diagnostics li.error")
      .evaluateAll((els) => els.map((e) => `${e.getAttribute("data-line")}:${e.getAttribute("data-column")}:${e.getAttribute("data-code")}`));
    const col = (line: number, word: string) => `${line}:${lines[line - 1]!.indexOf(word) + 1}`;
    expect(found).toEqual([
      `${col(2, "Genral")}:unknown_group`,
      `${col(3, "attr.colr")}:unknown_attribute`,
      `${col(3, ")")}:syntax`,
      `${col(4, "99999")}:unknown_category`,
    ]);
    await check(v, "editor with every error");
    await v.page.context().close();
    await server.gql(`mutation($id: Int!) { accessRuleDelete(id: $id) { __typename } }`, { id: makerId }, { token });
  });

  it("enabling a rule that matches every product asks for the explicit confirmation first", async () => {
    const name = `Catch-all ${process.pid}`;
    const created = await server.app.db.accessRule.create({
      data: {
        name,
        isActive: false,
        priority: 990,
        source: "",
        conditions: JSON.stringify({ type: "catalog/rule_condition_combine", aggregator: "all", value: "1", conditions: [] }),
        hidePrice: true,
        enforcement: "both",
      },
    });
    const v = await open();
    await signIn(v);
    await openScreen(v);
    await v.page.getByLabel("Name contains").fill(name);
    const toggle = v.page.getByRole("checkbox", { name: `Enabled: ${name}` });
    await toggle.waitFor();
    expect(await toggle.isChecked()).toBe(false);
    await toggle.click();
    const dialog = v.page.getByRole("alertdialog", { name: "This rule matches every product" });
    await dialog.waitFor();
    expect((await server.app.db.accessRule.findUniqueOrThrow({ where: { id: created.id } })).isActive).toBe(false);
    expect(await toggle.isChecked()).toBe(false);
    await check(v, "catch-all confirmation");
    await dialog.getByRole("button", { name: new RegExp(`Enable “${name}”`) }).click();
    // then what it changes for shoppers, counted by the server before anything is written
    const impact = v.page.getByRole("dialog", { name: `Enable “${name}”?` });
    await impact.waitFor();
    expect(await impact.innerText()).toMatch(/guests( at [^:]+)?: \d+ products lose their price/);
    expect((await server.app.db.accessRule.findUniqueOrThrow({ where: { id: created.id } })).isActive).toBe(false);
    await check(v, "impact confirmation");
    await impact.getByRole("button", { name: "Confirm and save" }).click();
    await v.page.locator(`input[aria-label="Enabled: ${name}"]:checked`).waitFor();
    expect((await server.app.db.accessRule.findUniqueOrThrow({ where: { id: created.id } })).isActive).toBe(true);
    // and delete it, asked twice
    await v.page.getByRole("button", { name: `Delete ${name}` }).click();
    await v.page.getByRole("button", { name: `Delete “${name}”` }).click();
    const shown = v.page.getByRole("dialog", { name: `Delete “${name}”?` });
    await shown.waitFor();
    expect(await shown.innerText()).toMatch(/show their price again/);
    await shown.getByRole("button", { name: "Confirm and save" }).click();
    await v.page
      .getByRole("status")
      .filter({ hasText: `Deleted “${name}”` })
      .waitFor();
    expect(await server.app.db.accessRule.findUnique({ where: { id: created.id } })).toBeNull();
    await v.page.context().close();
  });

  it("toggles a Basic-mode matrix cell: the cells it moves too are confirmed, the value lands in b2b_access/customerGroups", async () => {
    const v = await open();
    await signIn(v);
    await openScreen(v);
    await v.page.getByRole("navigation", { name: "Access rules sections" }).getByRole("link", { name: "Basic mode" }).click();
    const general = await server.app.db.customerGroup.findFirstOrThrow({ where: { code: "General" } });
    const cellOf = (action: string) => v.page.locator(`#activation-matrix button[data-group="${general.id}"][data-action="${action}"]`);
    await cellOf("hidePrice").waitFor();
    expect(await cellOf("hidePrice").getAttribute("data-state")).toBe("off");
    await check(v, "basic mode");
    await cellOf("hidePrice").click();
    // one action set for every gated group: General's Block purchase goes on too, and the screen says so first
    const confirm = v.page.getByRole("alertdialog");
    await confirm.waitFor();
    expect(await confirm.innerText()).toContain("Block purchase: Off → All products");
    await check(v, "basic mode confirmation");
    await confirm.getByRole("button", { name: "Apply these changes" }).click();
    await v.page.locator(`#activation-matrix button[data-group="${general.id}"][data-action="hidePrice"][data-state="all"]`).waitFor();
    expect(await cellOf("blockPurchase").getAttribute("data-state")).toBe("all");
    const stored = await server.app.db.configValue.findFirst({ where: { path: "b2b_access/customerGroups", scope: "default", scopeId: 0 } });
    expect(stored?.value.split(",").map(Number)).toContain(general.id);
    expect(await cellOf("hidePrice").getAttribute("aria-pressed")).toBe("true");
    await v.page.context().close();
  });
});
