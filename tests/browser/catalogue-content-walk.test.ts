/**
 * Issue 29's first acceptance point walked in Chromium against processes started as `npm start` starts them
 * (tests/helpers/demo.ts: the backend, the Miniflare storefront worker, the first full sync), on a VAR_DIR of its own:
 *   1. the merchant signs in to the console and creates a category under the default root;
 *   2. creates a product in it (price, in stock, catalog and search, a tier price) and uploads its image;
 *   3. the storefront's category page lists it after the save's automatic partial sync (Sync now is never pressed);
 *   4. edits its price, and the storefront's product page shows the new one;
 *   5. creates a CMS page holding the trade-account form (inserted with "Insert form", seen in the preview), and a
 *      guest submits that form on the storefront page;
 *   6. switches the access gate's mode, reads the confirmation's counts, cancels: nothing changed;
 *   7. reloads the console and is still signed in;
 *   8. finds each of these writes in the audit log, with before and after; the cancelled switch left none.
 * A failed step screenshots the open pages into a temporary folder and prints its path; the steps after it are
 * skipped, except after a failed storefront check (3, 4), which nothing later builds on.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { hasChromium, launchChromium, openVisit, type Visit } from "../helpers/browser.ts";
import { type Demo, demoRun, startDemo } from "../helpers/demo.ts";

const T = { timeout: 20_000 };
/** how long the storefront is given to follow a save (the partial sync runs in the background) */
const SYNC = { timeout: 20_000, intervals: [500, 1000] };

let dir: string | undefined;
let demo: Demo;
let browser: Browser;
let backend: string;
let store: string;
let consoleV: Visit;
const visits: Visit[] = [];

const stamp = Date.now().toString(36);
const category = { name: `Walk Tools ${stamp}`, id: 0, urlPath: "" };
const product = { name: `Walk Wrench ${stamp}`, sku: `WALK-${stamp}`.toUpperCase(), id: 0, urlKey: "", price: 24.99, newPrice: 21.5 };
const cmsIdentifier = `walk-apply-${stamp}`;
let cmsPageId = 0;
let imagePath: string;
/** full syncs (Sync now) the backend had asked of the worker when the walk began */
let fullSyncsAtStart = 0;

/** the syncs of one path (`/sync` full, `/sync/products` partial, ...) the backend asked of the worker, from its log */
const syncsRequested = (syncPath: string) =>
  fs
    .readFileSync(path.join(demo.varDir, "logs", "backend.log"), "utf8")
    .split("\n")
    .filter((l) => l.includes('"storefront sync requested"') && l.includes(`"path":"${syncPath}"`)).length;

const money = (n: number) => new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" }).format(n);

async function rest(pathname: string, init: { method?: string; json?: unknown; bearer?: string } = {}) {
  const headers: Record<string, string> = { accept: "application/json" };
  if (init.json !== undefined) headers["content-type"] = "application/json";
  if (init.bearer) headers.authorization = `Bearer ${init.bearer}`;
  const res = await fetch(new URL(pathname, backend), {
    method: init.method ?? "GET",
    headers,
    body: init.json === undefined ? undefined : JSON.stringify(init.json),
  });
  return { status: res.status, body: (await res.json()) as any };
}

async function adminGraphql(query: string, variables: Record<string, unknown> = {}) {
  const token = (await rest("/api/rest/v2/auth/admin-token", { method: "POST", json: demo.credentials.admin })).body.token as string;
  const r = (await rest("/graphql", { method: "POST", json: { query, variables }, bearer: token })).body;
  expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
  return r.data;
}

/** the access gate's mode at the default scope, as the admin API reads it */
async function gateMode(): Promise<string | null> {
  const data = await adminGraphql(
    `query { configSettings(scope: default, scopeId: 0) { __typename ... on ConfigSettingsSuccess { data { fields { path value effectiveValue } } } } }`,
  );
  const fields = (data.configSettings.data as { fields: { path: string; value: string | null; effectiveValue: string | null }[] }[]).flatMap((s) => s.fields);
  const mode = fields.find((f) => f.path === "b2b_access/mode");
  expect(mode, "the access gate's mode setting").toBeDefined();
  return mode!.effectiveValue ?? mode!.value;
}

/** the products a guest is listed, and those of them with a price (what the storefront reads for guests) */
async function guestListing() {
  let listed = 0;
  let priced = 0;
  for (let page = 1; ; page++) {
    const r = await rest(`/api/rest/v2/products?itemsPerPage=100&page=${page}`);
    listed = r.body.totalItems;
    priced += (r.body.member as { price: unknown }[]).filter((p) => p.price != null).length;
    if (page * 100 >= listed) break;
  }
  return { listed, priced };
}

const auditCount = async (filter: Record<string, unknown>) =>
  (await adminGraphql(`query($f: AuditLogFilter) { auditLog(filter: $f, page: 1, pageSize: 1) { totalCount } }`, { f: filter })).auditLog.totalCount as number;

async function open(origin: string, viewport = { width: 1280, height: 900 }): Promise<Visit> {
  const v = await openVisit(browser, { origin, timeout: 20_000, contextOptions: { viewport }, alsoAllow: ["about:"] });
  visits.push(v);
  return v;
}

const clean = (v: Visit, name: string) => {
  expect(v.foreign, `${name}: requests to other origins`).toEqual([]);
  expect(v.problems, `${name}: CSP violations or page errors`).toEqual([]);
};

/** a console screen by its nav link, once its heading shows */
async function nav(page: Page, label: string) {
  await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: label, exact: true }).click();
  await page.getByRole("region", { name: label }).getByRole("heading", { level: 1 }).waitFor();
}

/** the text of a storefront page, loaded afresh */
async function storefrontText(page: Page, pathname: string): Promise<string> {
  const res = await page.goto(new URL(pathname, store).href);
  if (!res || res.status() >= 400) return `HTTP ${res?.status()}`;
  return page.locator("main").innerText();
}

/** the first failed step the later ones build on */
let failed: string | undefined;
/**
 * A step: skipped after a failed one. A `leaf` step (the storefront's view of a save) is one nothing later builds
 * on: its failure skips no other step.
 */
function step(name: string, fn: () => Promise<void>, opts: { leaf?: boolean } = {}) {
  it(name, async (ctx) => {
    if (failed) ctx.skip(`after the failed step "${failed}"`);
    try {
      await fn();
    } catch (e) {
      if (!opts.leaf) failed ??= name;
      const out = fs.mkdtempSync(path.join(os.tmpdir(), "b2b-walk-failure-"));
      for (const [i, v] of visits.entries()) {
        if (v.page.isClosed()) continue;
        await v.page.screenshot({ path: path.join(out, `page${i}.png`), fullPage: true }).catch(() => undefined);
      }
      console.error(`walk: step "${name}" failed; screenshots in ${out}; the demo's logs in ${path.join(demo.varDir, "logs")}`);
      throw e;
    }
  });
}

describe.runIf(hasChromium && demoRun)("the merchant's catalogue and content, from the console to the storefront", { timeout: 40_000 }, () => {
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "b2b-walk-"));
    imagePath = path.join(dir, "walk-wrench.png");
    await sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 30, g: 110, b: 200 } } })
      .png()
      .toFile(imagePath);
    demo = await startDemo(dir);
    backend = demo.url("Backend");
    store = demo.url("Storefront");
    browser = await launchChromium();
    fullSyncsAtStart = syncsRequested("/sync");
  }, 150_000);

  afterAll(async () => {
    await browser?.close();
    if (demo) {
      await demo.stop();
      demo.kill();
    }
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  }, 30_000);

  step("1. the merchant signs in and creates a category under the default root", async () => {
    consoleV = await open(new URL(backend).origin, { width: 1440, height: 900 });
    const { page } = consoleV;
    await page.goto(demo.url("Console"));
    await page.getByLabel("Username").fill(demo.credentials.admin.username);
    await page.getByLabel("Password").fill(demo.credentials.admin.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.getByRole("heading", { name: "Dashboard" }).waitFor();
    await nav(page, "Categories");
    const tree = page.getByRole("tree", { name: "Categories" });
    // the default root: the first category under the Root Catalog
    const root = tree.locator('[role="treeitem"][aria-level="2"]').first();
    await root.locator(":scope > .node").click();
    const rootName = (await page.locator("#category-heading").innerText()).replace(/\s*#\d+$/, "");
    const child = page.getByRole("form", { name: `New subcategory of ${rootName}` });
    await child.getByLabel("Name").fill(category.name);
    await child.getByRole("button", { name: "Create subcategory" }).click();
    await page.getByRole("heading", { name: new RegExp(`^${category.name}`) }).waitFor();
    category.id = Number(/#(\d+)$/.exec(await page.locator("#category-heading").innerText())![1]);
    category.urlPath = (
      await page
        .getByRole("region", { name: new RegExp(`^${category.name}`) })
        .locator(".mono")
        .innerText()
    ).replace(/^\//, "");
    expect(category.id).toBeGreaterThan(0);
    expect(category.urlPath).toMatch(/^[a-z0-9-]+(\/[a-z0-9-]+)*$/);
    clean(consoleV, "category");
  });

  step("2. creates a product in it with a tier price, and uploads its image", async () => {
    const { page } = consoleV;
    await nav(page, "Products");
    await page.getByRole("button", { name: "New product" }).click();
    await page.getByRole("heading", { name: "New product", level: 1 }).waitFor();
    await page.getByLabel("Name", { exact: true }).fill(product.name);
    await page.getByLabel("SKU", { exact: true }).fill(product.sku);
    // a label around a select is named with the select's choice too ("Status Enabled")
    const editor = page.getByRole("form", { name: "New product" });
    await editor.getByRole("combobox", { name: /^Status/ }).selectOption({ label: "Enabled" });
    await editor.getByRole("combobox", { name: /^Visibility/ }).selectOption({ label: "Catalog, search" });
    await page.getByLabel("Price", { exact: true }).fill(String(product.price));
    await page.getByLabel("Quantity", { exact: true }).fill("40");
    await page.getByLabel("In stock", { exact: true }).check();
    await page.getByRole("button", { name: "Add to tier prices" }).click();
    const tiers = page.getByRole("table", { name: "Tier prices" });
    await tiers.getByLabel("Quantity 1").fill("5");
    await tiers.getByLabel("Price 1").fill("19.99");
    await page.getByRole("button", { name: "Add to categories" }).click();
    await page.getByLabel("Category 1").selectOption(String(category.id));
    await page.getByRole("button", { name: "Create product" }).click();
    await page.getByRole("heading", { name: `${product.name} (${product.sku})`, level: 1 }).waitFor();
    product.id = Number(/\/products\/(\d+)$/.exec(new URL(page.url()).pathname)![1]);
    product.urlKey = await page.getByLabel("URL key (empty: made from the name)").inputValue();
    expect(product.urlKey).not.toBe("");

    // the images panel: a PNG on the file input
    const images = page.getByRole("region", { name: "Images" });
    await images.locator('input[type="file"]').setInputFiles(imagePath);
    await images.getByText("1 image uploaded.").waitFor();
    await images.locator("ol.image-list > li").first().waitFor();
    expect(await images.locator("ol.image-list > li").count()).toBe(1);
    clean(consoleV, "product");
  });

  step(
    "3. without Sync now, the storefront's category page lists the product after the automatic partial sync",
    async () => {
      const v = await open(new URL(store).origin);
      await expect.poll(() => storefrontText(v.page, `/${category.urlPath}`), SYNC).toContain(product.name);
      const card = v.page.locator("li.card").filter({ hasText: product.name });
      expect(await card.locator("a.name").getAttribute("href")).toBe(`/p/${product.urlKey}`);
      // no full sync since the start: the saves' own partial syncs carried it
      expect(syncsRequested("/sync")).toBe(fullSyncsAtStart);
      // (the worker answers after its writes; the backend logs that answer a moment later)
      await expect.poll(() => syncsRequested("/sync/categories"), T).toBeGreaterThan(0);
      await expect.poll(() => syncsRequested("/sync/products"), T).toBeGreaterThan(0);
      clean(v, "category page");
    },
    { leaf: true },
  );

  step(
    "4. edits the price in the console, and the storefront's product page shows the new one",
    async () => {
      const { page } = consoleV;
      await page.getByLabel("Price", { exact: true }).fill(String(product.newPrice));
      await page.getByRole("button", { name: "Save product" }).click();
      await page.getByRole("status").filter({ hasText: "Saved." }).waitFor();
      clean(consoleV, "price edit");
      const v = await open(new URL(store).origin);
      const shownPrice = async () => {
        await storefrontText(v.page, `/p/${product.urlKey}`);
        return v.page
          .locator("[data-price]")
          .first()
          .innerText({ timeout: 1_000 })
          .catch(() => "no price shown");
      };
      await expect.poll(shownPrice, SYNC).toBe(money(product.newPrice));
      expect(await v.page.locator("h1").innerText()).toBe(product.name);
      clean(v, "product page");
    },
    { leaf: true },
  );

  step("5. a CMS page with the trade-account form, previewed, saved; a guest submits the form on the storefront", async () => {
    const { page } = consoleV;
    await nav(page, "Content");
    await page.getByRole("button", { name: "New page" }).click();
    await page.getByRole("heading", { name: "New page" }).waitFor();
    await page.getByLabel("Title", { exact: true }).fill("Apply for a trade account");
    await page.getByLabel("URL key (identifier)").fill(cmsIdentifier);
    const active = page.getByLabel("Active (shown on the storefront)");
    await active.check();
    // no store view ticked: every store view
    await page.getByText("None ticked: shown in every store view.").waitFor();
    const content = page.getByRole("textbox", { name: "Content", exact: true });
    await content.fill("<p>Trade accounts: apply below.</p>\n");
    await content.press("ControlOrMeta+End");
    const formChoice = page.getByLabel("Custom form");
    const tradeOption = formChoice.locator("option").filter({ hasText: "(trade-account)" });
    await tradeOption.waitFor({ state: "attached" });
    await formChoice.selectOption((await tradeOption.getAttribute("value"))!);
    await page.getByRole("button", { name: "Insert form" }).click();
    await expect.poll(() => content.inputValue(), T).toContain('{{block type="customforms/form" form_code="trade-account"}}');
    // the preview shows the form as the storefront renders it
    const preview = page.frameLocator('iframe[title="Preview of the content"]');
    await preview.locator("form.b2b-form input[name='fields[email]']").waitFor(T);
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await page.getByRole("heading", { name: `Edit page ${cmsIdentifier}` }).waitFor();
    cmsPageId = Number(/\/content\/pages\/(\d+)$/.exec(new URL(page.url()).pathname)![1]);

    // the storefront page, once the page's partial sync carried it
    const minFill = Number((await rest("/api/rest/v2/b2b/forms/config")).body.minFillSeconds ?? 3);
    const v = await open(new URL(store).origin, { width: 390, height: 844 });
    const g = v.page;
    await expect.poll(async () => (await storefrontText(g, `/${cmsIdentifier}`)) && g.locator("form.custom-form").count(), SYNC).toBe(1);
    const rendered = Date.now();
    expect(await g.locator("main").innerText()).toContain("Trade accounts: apply below.");
    const email = `walk-${stamp}@walk-builders.example`;
    await g.fill("#form-trade-account-company", "Walk Builders");
    await g.fill("#form-trade-account-firstName", "Wal");
    await g.fill("#form-trade-account-lastName", "Ker");
    await g.fill("#form-trade-account-email", email);
    await g.selectOption("#form-trade-account-country", "US");
    await g.fill("#form-trade-account-password", "walk-password-1");
    // a person takes longer than the form's minimum fill time
    const early = (minFill + 0.5) * 1000 - (Date.now() - rendered);
    if (early > 0) await g.waitForTimeout(early);
    await g.locator("form.custom-form button").click();
    await expect.poll(() => g.locator("main [role=status]").innerText(), T).toContain("We review trade applications");
    const r = await adminGraphql(`query($email: String) { tradeApplications(filter: { email: $email }) { totalCount } }`, { email });
    expect(r.tradeApplications.totalCount).toBe(1);
    clean(v, "CMS page form");
    clean(consoleV, "CMS page editor");
  });

  let configEntries = 0;
  step("6. the access gate's mode: the confirmation counts what guests lose; Cancel changes nothing", async () => {
    const { page } = consoleV;
    const modeBefore = await gateMode();
    const listingBefore = await guestListing();
    configEntries = await auditCount({ entityType: "config" });
    await nav(page, "Settings");
    const section = page.getByRole("region", { name: /^Access gate/ });
    const field = section.getByLabel("Mode", { exact: true });
    await field.waitFor();
    expect(await field.inputValue()).toBe(modeBefore);
    const other = modeBefore === "rules" ? "basic" : "rules";
    await field.selectOption(other);
    await section.getByRole("button", { name: /^Save Access gate/ }).click();
    const dialog = page.getByRole("dialog", { name: "Save Access gate?" });
    await dialog.waitFor();
    const counts = await dialog.locator("td[data-count]").allInnerTexts();
    expect(counts.length).toBeGreaterThan(0);
    for (const c of counts) expect(c.trim()).toMatch(/^\d+$/);
    const guests = dialog.locator('tr[data-group="0"]');
    // a row per store the switch reaches (the demo has two)
    expect(await guests.count()).toBeGreaterThanOrEqual(1);
    expect(await dialog.innerText()).toMatch(/guests/i);
    console.log(`walk: ${modeBefore} → ${other} would change for guests: ${(await guests.first().innerText()).replace(/\s+/g, " ")}`);
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await dialog.waitFor({ state: "detached" });
    expect(await gateMode()).toBe(modeBefore);
    expect(await guestListing()).toEqual(listingBefore);
    clean(consoleV, "gate mode");
  });

  step("7. a reload keeps the merchant signed in", async () => {
    const { page } = consoleV;
    await nav(page, "Dashboard");
    await page.reload();
    await page.getByRole("heading", { name: "Dashboard" }).waitFor();
    expect(await page.getByLabel("Username").count()).toBe(0);
    expect(await page.getByRole("button", { name: "Sign in" }).count()).toBe(0);
    clean(consoleV, "reload");
  });

  step("8. the audit log holds each write with before and after; the cancelled switch left none", async () => {
    const { page } = consoleV;
    /** the record's history, one entry opened: its changed fields as [field, before, after] */
    const entry = async (entityType: string, entityId: number, operation: string) => {
      await page.goto(`${backend.replace(/\/$/, "")}/admin/audit-log?entityType=${entityType}&entityId=${entityId}`);
      await page.getByRole("heading", { name: "Audit log" }).waitFor();
      const grid = page.getByRole("table", { name: /Audit entries/ });
      const details = grid.getByRole("button", { name: new RegExp(`^Details of entry (\\d+), ${operation} of ${entityType} ${entityId}$`) }).first();
      await details.waitFor();
      const id = /entry (\d+)/.exec((await details.getAttribute("aria-label")) ?? (await details.innerText()))?.[1];
      await details.click();
      const changes = page.getByRole("table", { name: id ? `Changed fields of entry #${id}` : /^Changed fields of entry/ });
      await changes.waitFor();
      const rows = await changes
        .locator("tbody tr")
        .evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll("th, td")].map((c) => (c as HTMLElement).innerText)));
      return new Map(rows.map(([field, before, after]) => [field!, { before: before!, after: after! }]));
    };

    const cat = await entry("category", category.id, "categoryCreate");
    expect(cat.get("name")).toEqual({ before: "—", after: category.name });

    const created = await entry("product", product.id, "productCreate");
    expect(created.get("sku")).toEqual({ before: "—", after: product.sku });
    expect(Number(created.get("price")?.after)).toBe(product.price);
    expect(created.get("inStock")?.after).toBe("true");
    expect(created.get("visibility")?.after).toBe("4");
    expect(JSON.parse(created.get("tierPrices")?.after ?? "[]")).toEqual([expect.objectContaining({ qty: 5, price: 19.99 })]);
    expect(JSON.parse(created.get("categories")?.after ?? "[]")).toEqual([expect.objectContaining({ categoryId: category.id })]);

    const upload = await entry("product", product.id, "admin_product_image_upload");
    expect(upload.size).toBeGreaterThan(0);
    const [image] = [...upload.values()];
    expect(image!.after).not.toBe(image!.before);

    const priced = await entry("product", product.id, "productUpdate");
    const price = priced.get("price");
    expect(price, "the price change").toBeDefined();
    expect([Number(price!.before), Number(price!.after)]).toEqual([product.price, product.newPrice]);

    const cms = await entry("cms_page", cmsPageId, "cmsPageCreate");
    expect(cms.get("identifier")).toEqual({ before: "—", after: cmsIdentifier });
    expect(cms.get("content")?.after).toContain('data-maho-form="trade-account"');

    // the cancelled mode switch wrote nothing, so recorded nothing
    expect(await auditCount({ entityType: "config" })).toBe(configEntries);
    clean(consoleV, "audit log");
  });
});
