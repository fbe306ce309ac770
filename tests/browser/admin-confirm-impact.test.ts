/**
 * The console asks before a click changes what shoppers see, in Chromium against a real server: switching the
 * access gate from Rules to Basic mode on the Settings screen opens a dialog with the server's counts per customer
 * group (guests' lost prices as the dry run answered them); Cancel writes nothing (the mode, the audit log and the
 * guests' listing stay as they were); Confirm saves, and guests then see what the dialog said. A change shoppers do
 * not see saves without a dialog; two fields that change nothing alone but hide every price together are asked about
 * as one change. The dialog passes axe-core.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { axeCheck, hasChromium, launchChromium, openVisit, signInToConsole } from "../helpers/browser.ts";
import { startTestServer, type TestServer } from "../helpers/server.ts";
import access from "../../src/modules/access-gate/index.ts";

let server: TestServer;
let browser: Browser;
const check = axeCheck();

beforeAll(async () => {
  server = await startTestServer({ modules: [access as never] });
  if (hasChromium) browser = await launchChromium();
}, 90_000);
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** the guests' listing as the storefront reads it: products listed, and those with a price */
async function guestListing() {
  let listed = 0;
  let priced = 0;
  for (let page = 1; ; page++) {
    const r = await server.json(`/api/rest/v2/products?itemsPerPage=100&page=${page}`);
    listed = r.body.totalItems;
    priced += (r.body.member as { price: unknown }[]).filter((p) => p.price != null).length;
    if (page * 100 >= listed) break;
  }
  return { listed, priced };
}
const mode = async () => (await server.app.db.configValue.findFirst({ where: { path: "b2b_access/mode", scope: "default" } }))?.value;

describe.skipIf(!hasChromium)("the console confirms what a change does to shoppers", { timeout: 90_000 }, () => {
  it("Rules → Basic mode: the counts in the dialog, Cancel changes nothing, Confirm saves what it said", async () => {
    const before = await guestListing();
    const audits = await server.app.db.auditEntry.count();
    const v = await openVisit(browser, { origin: server.url, timeout: 20_000, alsoAllow: ["about:"] });
    await signInToConsole(v.page, server.url, { screen: "/settings" });
    const section = v.page.getByRole("region", { name: /^Access gate/ });
    const field = section.getByLabel("Mode", { exact: true });
    await field.waitFor();
    expect(await field.inputValue()).toBe("rules");

    await field.selectOption("basic");
    await section.getByRole("button", { name: /^Save Access gate/ }).click();
    const dialog = v.page.getByRole("dialog", { name: "Save Access gate?" });
    await dialog.waitFor();
    // a row per store the switch reaches (the seed's default and au) and group
    const guests = dialog.locator('tr[data-group="0"][data-store="default"]');
    expect(await dialog.locator('tr[data-group="0"][data-store="au"]').count()).toBe(1);
    const lose = Number(await guests.locator('td[data-count="losePrice"]').innerText());
    expect(lose).toBeGreaterThan(0);
    expect(await dialog.innerText()).toContain(`guests at default, au: ${lose} products lose their price`);
    await check(v, "impact confirmation");
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await dialog.waitFor({ state: "detached" });
    expect(await mode()).toBe("rules");
    expect(await server.app.db.auditEntry.count()).toBe(audits);
    expect(await guestListing()).toEqual(before);

    // asked again, and confirmed: saved, and guests see what the dialog counted
    await section.getByRole("button", { name: /^Save Access gate/ }).click();
    await dialog.waitFor();
    const after = (await guests.locator("td").last().innerText()).match(/^(\d+) of (\d+)/)!;
    await dialog.getByRole("button", { name: "Confirm and save" }).click();
    await v.page.getByRole("status").filter({ hasText: "Saved: Mode." }).waitFor();
    expect(await mode()).toBe("basic");
    expect(await guestListing()).toEqual({ listed: Number(after[2]), priced: Number(after[1]) });

    // a message shoppers read but no count changes for: saved at once
    await section.getByLabel("Hidden price message (guests)", { exact: true }).fill("Sign in to see trade prices");
    await section.getByRole("button", { name: /^Save Access gate/ }).click();
    await v.page.getByRole("status").filter({ hasText: "Saved: Hidden price message (guests)." }).waitFor();
    expect(await dialog.count()).toBe(0);

    // the gate off and prices shown: switching it on AND hiding prices in one save is previewed as one change
    // (each alone changes no count, together guests lose every price) and asked about
    await server.app.config.set("b2b_access/enabled", "0");
    await server.app.config.set("b2b_access/hidePrice", "0");
    const shown = await guestListing();
    await v.page.reload();
    await section.getByRole("switch", { name: "Enabled", exact: true }).check();
    await section.getByRole("switch", { name: "Hide prices", exact: true }).check();
    await section.getByRole("button", { name: /^Save Access gate/ }).click();
    await dialog.waitFor();
    expect(Number(await guests.locator('td[data-count="losePrice"]').innerText())).toBe(shown.priced);
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await dialog.waitFor({ state: "detached" });
    expect(await guestListing()).toEqual(shown);
    await v.page.context().close();
  });
});
