/**
 * The console's Categories screen in Chromium against a real server: the tree read with the keyboard (arrows,
 * Home/End, type-ahead) and rearranged with it (Alt+Up reorders, Alt+Right indents, Alt+Left outdents) and with
 * the mouse (drag onto a category), then a category renamed and disabled, a subcategory created and a product
 * placed in it with a position, each reaching the database; axe-clean, no CSP problem, no other origin.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Locator } from "playwright-core";
import { axeCheck, hasChromium, launchChromium, openVisit, signInToConsole } from "../helpers/browser.ts";
import { startTestServer, type TestServer } from "../helpers/server.ts";

let server: TestServer;
let browser: Browser;
const check = axeCheck({ token: true });

beforeAll(async () => {
  server = await startTestServer();
  if (hasChromium) browser = await launchChromium();
}, 90_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe.skipIf(!hasChromium)("the Categories screen", { timeout: 90_000 }, () => {
  it("reads and rearranges the tree with the keyboard and the mouse, edits a category and places a product in it", async () => {
    const token = await server.adminToken();
    const db = server.app.db;
    const [top1, top2] = await db.category.findMany({ where: { level: 2 }, orderBy: { position: "asc" }, take: 2 });
    const make = async (name: string) =>
      (
        await server.gql(
          `mutation($n:String!,$p:Int){categoryCreate(name:$n,parentId:$p){...on CategoryCreateSuccess{data{id}}}}`,
          { n: name, p: top1!.id },
          { token },
        )
      ).data.categoryCreate.data.id as number;
    const alpha = await make("Alpha");
    const beta = await make("Beta");
    const row = (id: number) => db.category.findUniqueOrThrow({ where: { id } });

    const v = await openVisit(browser, { origin: server.url, timeout: 20_000, recordAnonymousGraphql: true });
    const page = v.page;
    await signInToConsole(page, server.url, { screen: `/categories/${alpha}` });
    await page.getByRole("heading", { name: "Categories" }).waitFor();
    const tree = page.getByRole("tree", { name: "Categories" });
    const item = (id: number) => tree.locator(`[role="treeitem"][data-id="${id}"]`);
    const node = (id: number): Locator => item(id).locator(":scope > .node");
    await page.getByRole("heading", { name: /Alpha/ }).waitFor();
    await expect.poll(() => item(alpha).getAttribute("aria-selected")).toBe("true");
    await check(v, "categories: tree and panel");
    const focusedId = () => page.evaluate(() => document.activeElement?.getAttribute("data-id"));

    // reading: arrows, Home/End, type-ahead
    await node(alpha).click();
    await expect.poll(focusedId).toBe(String(alpha));
    await page.keyboard.press("ArrowDown");
    await expect.poll(focusedId).toBe(String(beta));
    await page.keyboard.press("Home");
    await expect.poll(focusedId).toBe("1");
    await page.keyboard.press("End");
    await expect.poll(focusedId).not.toBe("1");
    await node(alpha).click();
    await page.keyboard.type("Be");
    await expect.poll(focusedId).toBe(String(beta));
    await page.keyboard.press("ArrowLeft");
    await expect.poll(focusedId).toBe(String(top1!.id));
    await page.keyboard.press("ArrowLeft");
    await expect.poll(() => item(top1!.id).getAttribute("aria-expanded")).toBe("false");
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => item(top1!.id).getAttribute("aria-expanded")).toBe("true");
    await page.keyboard.press("ArrowRight");
    const first = await db.category.findFirstOrThrow({ where: { parentId: top1!.id }, orderBy: [{ position: "asc" }, { id: "asc" }] });
    await expect.poll(focusedId).toBe(String(first.id));

    // moving with the keyboard: Beta above Alpha, Alpha into Beta, and out again
    await node(beta).click();
    await page.keyboard.press("Alt+ArrowUp");
    await expect.poll(async () => (await row(beta)).position < (await row(alpha)).position).toBe(true);
    await expect.poll(focusedId).toBe(String(beta));
    // the tree shows the new order before the next move
    const posInSet = async (id: number) => Number(await item(id).getAttribute("aria-posinset"));
    await expect.poll(async () => (await posInSet(beta)) < (await posInSet(alpha))).toBe(true);
    await node(alpha).click();
    await page.keyboard.press("Alt+ArrowRight");
    await expect.poll(async () => (await row(alpha)).parentId).toBe(beta);
    // the tree shows it (the next move starts from the tree as it is now)
    await item(beta).locator(`[data-id="${alpha}"]`).waitFor();
    await page.getByRole("status").filter({ hasText: "Alpha moved into Beta" }).waitFor({ state: "attached" });
    await expect.poll(focusedId).toBe(String(alpha));
    await page.keyboard.press("Alt+ArrowLeft");
    await expect.poll(async () => (await row(alpha)).parentId).toBe(top1!.id);
    await item(top1!.id).locator(`:scope > [role="group"] > [data-id="${alpha}"]`).waitFor();
    expect((await row(alpha)).urlPath).toBe(`${top1!.urlPath}/alpha`);

    // moving with the mouse: Alpha dropped onto the middle of the second top category
    await node(alpha).dragTo(node(top2!.id));
    await expect.poll(async () => (await row(alpha)).parentId).toBe(top2!.id);
    expect(await row(alpha)).toMatchObject({ urlPath: `${top2!.urlPath}/alpha`, level: 3 });

    // the panel: rename and disable, a subcategory, a product with its position
    await node(alpha).click();
    const panel = page.getByRole("form", { name: "Edit category Alpha" });
    await panel.getByLabel("Name").fill("Alpha Prime");
    await panel.getByLabel("Enabled").uncheck();
    await panel.getByRole("button", { name: "Save" }).click();
    await page.getByText("Saved.").waitFor();
    expect(await row(alpha)).toMatchObject({ name: "Alpha Prime", isActive: false });
    expect(await page.getByRole("link", { name: "History" }).getAttribute("href")).toBe(`/admin/audit-log?entityType=category&entityId=${alpha}`);
    await expect.poll(() => node(alpha).textContent()).toContain("(disabled)");

    const child = page.getByRole("form", { name: "New subcategory of Alpha Prime" });
    await child.getByLabel("Name").fill("Gamma");
    await child.getByRole("button", { name: "Create subcategory" }).click();
    await expect.poll(() => db.category.count({ where: { name: "Gamma", parentId: alpha } })).toBe(1);

    await node(alpha).click();
    await page.getByRole("heading", { name: /Alpha Prime/ }).waitFor();
    const product = await db.product.findFirstOrThrow({ where: { status: 1 }, select: { id: true, sku: true } });
    const add = page.getByRole("form", { name: "Add a product" });
    await add.getByLabel("Product ID").fill(String(product.id));
    await add.getByLabel("Position").fill("3");
    await add.getByRole("button", { name: "Add" }).click();
    await page.getByRole("button", { name: "Save products" }).click();
    await page.getByText("Products saved.").waitFor();
    const placed = () => db.productCategory.findUnique({ where: { productId_categoryId: { productId: product.id, categoryId: alpha } } });
    expect((await placed())?.position).toBe(3);
    await page.getByLabel(`Position of ${product.sku}`).fill("7");
    await page.getByRole("button", { name: "Save products" }).click();
    await expect.poll(async () => (await placed())?.position).toBe(7);
    await check(v, "categories: after the edits");
    await v.context.close();
  });
});
