/**
 * A CMS page made in the console and used on the storefront, in Chromium against a real server and the storefront
 * worker (Miniflare): from the Forms screen's embed tab, "Create a page with this form" opens the Content screen's
 * page editor with the trade-account form's directive; the merchant adds HTML with an `<img onerror>` and a script,
 * the sandboxed preview shows the embedded form, Save stores the page sanitised; the save's partial CMS sync
 * (no "Sync now") carries the page to the worker, where a guest submits the form and the submission is accepted.
 * No script from the content runs in the console or on the storefront. Each console step passes axe-core.
 */
import { describe, expect, it } from "vitest";
import { axeCheck, hasChromium, openVisit, screenshotDir, signInToConsole } from "../helpers/browser.ts";
import type { TestKV } from "../worker/harness.ts";
import { useStorefront } from "./storefront-harness.ts";

const SHOTS = screenshotDir("ADMIN_SCREENSHOTS", "admin-shots-");
const T = { timeout: 15_000 };
const sf = useStorefront();
const check = axeCheck({ token: true, screenshots: { dir: SHOTS, prefix: "admin-content-" } });
const HOSTILE = '<p>Apply below.</p><img src="/media/none.png" alt="" onerror="window.__pwned = 1"><script>window.__pwned = 2</script>';

describe.skipIf(!hasChromium)("a CMS page with a custom form, from the console to the storefront", { timeout: 120_000 }, () => {
  it("created from the form's embed tab, previewed with the form, saved sanitised, synced, and its form submits on the storefront", async () => {
    const s = sf.server;
    const form = await s.app.db.customForm.findUniqueOrThrow({ where: { code: "trade-account" } });
    const v = await openVisit(sf.browser, {
      origin: s.url,
      timeout: 30_000,
      contextOptions: { viewport: { width: 1280, height: 900 } },
      recordAnonymousGraphql: true,
    });
    const page = v.page;
    await signInToConsole(page, s.url, { screen: `/forms/${form.id}/embed` });
    await page.getByRole("button", { name: "Create a page with this form" }).click();
    await page.getByRole("heading", { name: "New page" }).waitFor();
    expect(await page.getByLabel("Title", { exact: true }).inputValue()).toBe(form.title);
    const content = page.getByRole("textbox", { name: "Content", exact: true });
    expect(await content.inputValue()).toContain('{{block type="customforms/form" form_code="trade-account"}}');
    await page.getByLabel("URL key (identifier)").fill("apply-for-trade");
    await content.fill(`${await content.inputValue()}${HOSTILE}`);

    // the preview: the form as the storefront renders it, in a frame where nothing runs
    const preview = page.frameLocator('iframe[title="Preview of the content"]');
    await preview.locator("form.b2b-form input[name='fields[email]']").waitFor(T);
    expect(await page.locator("iframe.content-preview").getAttribute("sandbox")).toBe("");
    await check(v, "page-editor");

    await page.getByRole("button", { name: "Save" }).click();
    await page.getByRole("heading", { name: "Edit page apply-for-trade" }).waitFor();
    const saved = await s.app.db.cmsPage.findFirstOrThrow({ where: { identifier: "apply-for-trade" } });
    expect(saved.content).toContain('<div data-maho-form="trade-account"></div>');
    expect(saved.content).not.toMatch(/onerror|<script|__pwned/);
    expect(await page.getByRole("textbox", { name: "Content", exact: true }).inputValue()).toBe(saved.content);
    expect(await page.getByRole("link", { name: "History" }).getAttribute("href")).toBe(`/admin/audit-log?entityType=cms_page&entityId=${saved.id}`);
    expect(await s.app.db.auditEntry.count({ where: { entityType: "cms_page", entityId: String(saved.id), operation: "cmsPageCreate" } })).toBe(1);
    await check(v, "page-saved");

    // the grid lists it; the console ran no script of the content
    await page.getByRole("link", { name: "Pages" }).click();
    await page.getByRole("cell", { name: "apply-for-trade", exact: true }).waitFor();
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(v.problems).toEqual([]);

    // the save's own partial CMS sync carried it to the worker's KV
    await expect
      .poll(() => s.app.db.storefrontSyncRun.count({ where: { path: "/sync/cms-pages", trigger: "change", outcome: "accepted" } }), T)
      .toBeGreaterThan(0);
    const kv = (await sf.mf.getKVNamespace("KV")) as unknown as TestKV;
    await expect.poll(async () => (await kv.get("default:cms:apply-for-trade")) !== null, T).toBe(true);
    await v.context.close();

    // a guest submits the form on the storefront page
    const guest = await sf.browser.newContext({ viewport: { width: 390, height: 844 } });
    const g = await guest.newPage();
    g.setDefaultTimeout(30_000);
    const before = await s.app.db.customFormSubmission.count({ where: { formCode: "trade-account" } });
    await g.goto(`${sf.url}/apply-for-trade`);
    const rendered = Date.now();
    const f = g.locator("form.custom-form");
    await f.waitFor();
    expect(await g.locator("main").innerText()).toContain("Apply below.");
    await g.fill("#form-trade-account-company", "Acme Builders");
    await g.fill("#form-trade-account-firstName", "Page");
    await g.fill("#form-trade-account-lastName", "Made");
    await g.fill("#form-trade-account-email", `page-made-${Date.now()}@example.com`);
    await g.selectOption("#form-trade-account-country", "US");
    await g.fill("#form-trade-account-password", "a-good-password");
    // a person takes longer than the form's minimum fill time
    const early = 3_500 - (Date.now() - rendered);
    if (early > 0) await g.waitForTimeout(early);
    await f.locator("button").click();
    await expect.poll(() => g.locator("main [role=status]").innerText(), T).toContain("We review trade applications");
    expect(await s.app.db.customFormSubmission.count({ where: { formCode: "trade-account" } })).toBe(before + 1);
    expect(await g.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
    await guest.close();
  });
});
