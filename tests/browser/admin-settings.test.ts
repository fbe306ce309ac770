/**
 * The console's Settings, Mail templates and Mail outbox screens in Chromium (playwright-core)
 * against a real server and a real SMTP peer. A module setting changed at a store view is that view's own and
 * leaves the Default scope inheriting; "Use inherited" removes it; a value the module refuses shows its problem
 * on the field. A template edit updates the server-rendered preview (HTML in a sandboxed srcdoc frame that runs
 * no script, the text beside it); a template that does not parse shows its problem on its field. A message the
 * mail server refused fails for real and is requeued from the grid, then delivered. Every screen passes axe-core
 * (no serious or critical violation), breaks no CSP rule and asks no other origin for anything.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { axeCheck, hasChromium, launchChromium, openVisit, signInToConsole, type Visit } from "../helpers/browser.ts";
import { startTestServer, type TestServer } from "../helpers/server.ts";
import { startSmtpPeer, type SmtpPeer } from "../modules/approval/smtp-peer.ts";
import access from "../../src/modules/access-gate/index.ts";
import approval from "../../src/modules/customer-approval/index.ts";
import forms from "../../src/modules/custom-forms/index.ts";
import registration from "../../src/modules/trade-registration/index.ts";

let server: TestServer;
let smtp: SmtpPeer;
let browser: Browser;

const open = () => openVisit(browser, { origin: server.url, timeout: 20_000, alsoAllow: ["about:"] });

const check = axeCheck();

const signIn = (v: Visit, screen: string) => signInToConsole(v.page, server.url, { screen });

beforeAll(async () => {
  smtp = await startSmtpPeer();
  // one attempt per message: a refusal by the mail server fails the message for real
  server = await startTestServer({
    modules: [access as never, approval as never, forms as never, registration as never],
    settings: { smtpUrl: smtp.url, mailOutbox: { maxAttempts: 1, pollMs: 50 } },
  });
  if (hasChromium) browser = await launchChromium();
}, 90_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  await smtp?.close();
});

describe.skipIf(!hasChromium)("settings, mail templates and the mail outbox in the console", { timeout: 90_000 }, () => {
  it("changes module settings at a store view (Default keeps its own), shows a refused value on its field, and goes back to the inherited value", async () => {
    const token = await server.adminToken();
    const stored = async (p: string) =>
      (
        (await server.gql(`{ configValues(prefix: "${p}") { path scope scopeId value } }`, {}, { token })).data.configValues as {
          path: string;
          scope: string;
          scopeId: number;
          value: string;
        }[]
      )
        .filter((r) => r.path === p)
        .map((r) => `${r.scope}:${r.scopeId}=${r.value}`);
    const v = await open();
    await signIn(v, "/settings");
    await v.page.getByRole("heading", { name: "Settings", exact: true }).waitFor();
    const message = v.page.getByLabel("Hidden price message (guests)", { exact: true });
    const source = v.page.locator("#setting-b2b_access-hiddenPriceMessage-source");
    // Default: the seeded value is set there
    await message.waitFor();
    expect(await message.inputValue()).toBe("Log in with a trade account to see prices");
    expect(await source.innerText()).toContain("Without this value: Log in to see prices (from the shipped default)");
    await check(v, "settings: default scope");

    // the Australian store view inherits it, and sets its own
    await v.page.getByLabel("Scope").selectOption({ label: "Store view: Acme Trade Supply AU (au)" });
    await source.filter({ hasText: "Inherited from Default: Log in with a trade account to see prices" }).waitFor();
    await message.fill("Trade prices for Australian accounts");
    await v.page.getByRole("group", { name: "Gated customer groups" }).getByRole("checkbox", { name: "Retailer" }).check();
    await v.page.getByRole("button", { name: /^Save Access gate/ }).click();
    await v.page.getByRole("status").filter({ hasText: "Saved: Hidden price message (guests), Gated customer groups." }).waitFor();
    await source.filter({ hasText: "Without this value: Log in with a trade account to see prices (from Default)" }).waitFor();
    expect(await stored("b2b_access/hiddenPriceMessage")).toEqual([
      "default:0=Log in with a trade account to see prices",
      "store:2=Trade prices for Australian accounts",
    ]);
    // the inherited NOT LOGGED IN (the shipped default) and the Retailer group just checked
    expect(await stored("b2b_access/customerGroups")).toEqual(["store:2=0,3"]);
    await check(v, "settings: store scope saved");

    // a value the module refuses: its message on its field, the section's other change saved
    await v.page.getByLabel("Minimum fill time (seconds)", { exact: true }).fill("7");
    await v.page.getByLabel("Captcha verify URL", { exact: true }).fill("not a url");
    await v.page.getByRole("button", { name: /^Save Custom forms/ }).click();
    const urlError = v.page.locator("#setting-b2b_forms-captchaVerifyUrl-error");
    await urlError.waitFor();
    expect(await v.page.getByLabel("Captcha verify URL", { exact: true }).getAttribute("aria-invalid")).toBe("true");
    await v.page.getByRole("status").filter({ hasText: "Saved: Minimum fill time (seconds)." }).waitFor();
    expect(await stored("b2b_forms/minFillSeconds")).toEqual(["store:2=7"]);
    expect(await stored("b2b_forms/captchaVerifyUrl")).toEqual([]);
    await check(v, "settings: a refused value");

    // Default still has its own value: the store view's does not leak upwards
    await v.page.getByLabel("Scope").selectOption({ label: "Default (every store view)" });
    await source.filter({ hasText: "Without this value: Log in to see prices" }).waitFor();
    expect(await message.inputValue()).toBe("Log in with a trade account to see prices");
    expect(await v.page.locator("#setting-b2b_forms-minFillSeconds-source").innerText()).toContain("Inherited from the shipped default: 3");

    // back at the store view: use the inherited value again
    await v.page.getByLabel("Scope").selectOption({ label: "Store view: Acme Trade Supply AU (au)" });
    await v.page.getByRole("button", { name: "Use inherited for Hidden price message (guests)" }).click();
    await source.filter({ hasText: "Inherited from Default: Log in with a trade account to see prices" }).waitFor();
    expect(await message.inputValue()).toBe("Log in with a trade account to see prices");
    expect(await stored("b2b_access/hiddenPriceMessage")).toEqual(["default:0=Log in with a trade account to see prices"]);
    await check(v, "settings: inherited again");
    await v.page.context().close();
  });

  it("edits a mail template with a live preview: the sandboxed HTML and the text update, a template that does not parse shows its problem, save and reset", async () => {
    const v = await open();
    await signIn(v, "/mail-templates");
    await v.page.getByRole("heading", { name: "Mail templates" }).waitFor();
    await v.page.getByRole("button", { name: "Edit customer_password_reset" }).click();
    const subject = v.page.getByTestId("preview-subject");
    // the shipped template rendered with its sample data by the server
    await subject.filter({ hasText: "Reset your Smith & Sons Trade password" }).waitFor();
    await v.page.frameLocator("iframe.preview-html").getByRole("link", { name: "Choose a new password" }).waitFor();
    await check(v, "mail templates: editor");

    await v.page.getByLabel("Subject", { exact: true }).fill("Hello {{customer.firstName}} from {{store.name}}");
    await subject.filter({ hasText: "Hello Jane from Smith & Sons Trade" }).waitFor();
    await v.page.getByLabel("Text version").fill("Dear {{customer.firstName}} {{customer.lastName}}, your link: {{resetLink}}");
    await v.page.getByTestId("preview-text").filter({ hasText: "Dear Jane O'Brien, your link: https://shop.example.com/" }).waitFor();
    // the HTML part: values escaped by the server, shown in a frame that runs no script
    v.expected.push(/tracker\.example.*img-src/);
    await v.page
      .getByLabel("HTML version")
      .fill(
        '<h1 id="greeting" style="color: rgb(200, 0, 0)">Hi {{customer.firstName}}</h1><p>{{store.name}}</p>' +
          '<img alt="" src="https://tracker.example/pixel.png"><script>parent.document.title = "pwned"; document.title = "ran"</script>',
      );
    const frame = v.page.frameLocator("iframe.preview-html");
    await frame.locator("#greeting", { hasText: "Hi Jane" }).waitFor();
    expect(await frame.locator("p").innerText()).toBe("Smith & Sons Trade");
    // the mail's inline style applies (the CSP's style-src-attr); its remote image is refused by the CSP the frame inherits, never asked for
    expect(await frame.locator("#greeting").evaluate((el) => getComputedStyle(el).color)).toBe("rgb(200, 0, 0)");
    await expect.poll(() => v.refused.length, { timeout: 10_000 }).toBeGreaterThan(0);
    expect(v.foreign).toEqual([]);
    const iframe = v.page.locator("iframe.preview-html");
    expect(await iframe.getAttribute("sandbox")).toBe("");
    expect(await v.page.title()).not.toBe("pwned");
    const frameTitle = await v.page
      .frames()
      .find((f) => f !== v.page.mainFrame())!
      .title();
    expect(frameTitle).not.toBe("ran");
    await v.page.getByLabel("HTML version").fill('<h1 id="greeting">Hi {{customer.firstName}}</h1><p>{{store.name}}</p>');
    await expect.poll(() => frame.locator("img").count()).toBe(0);

    // a section that is never closed: the server's parser names the part
    await v.page.getByLabel("Text version").fill("Dear {{#customer}}{{firstName}}");
    const textField = v.page.getByLabel("Text version");
    await v.page.locator("#template-text[aria-invalid=true]").waitFor();
    expect(await v.page.locator("#template-text-error").innerText()).toMatch(/Unclosed section/i);
    expect(await textField.getAttribute("aria-describedby")).toContain("template-text-error");
    await v.page
      .getByRole("region", { name: "Preview with sample data" })
      .getByRole("alert")
      .filter({ hasText: /Unclosed section/i })
      .waitFor();
    // saving it is refused with the same problem on the field
    await v.page.getByRole("button", { name: "Save", exact: true }).click();
    await v.page.getByRole("alert").filter({ hasText: "Not saved" }).waitFor();
    await check(v, "mail templates: a template that does not parse");

    await textField.fill("Dear {{customer.firstName}}: {{resetLink}}");
    await v.page.getByTestId("preview-text").filter({ hasText: "Dear Jane: https://" }).waitFor();
    await v.page.getByRole("button", { name: "Save", exact: true }).click();
    await v.page.getByRole("status").filter({ hasText: "Saved for Default" }).waitFor();
    const row = v.page.getByRole("row").filter({ hasText: "customer_password_reset" });
    await row.getByText("edited for this scope").waitFor();
    const saved = await server.gql("{ mailTemplates(storeId: 0) { id overridden subject text } }", {}, { token: await server.adminToken() });
    expect(saved.data.mailTemplates.find((t: { id: string }) => t.id === "customer_password_reset")).toMatchObject({
      overridden: true,
      subject: "Hello {{customer.firstName}} from {{store.name}}",
      text: "Dear {{customer.firstName}}: {{resetLink}}",
    });

    // a store view without its own version sends the Default scope's: the editor starts from it
    await v.page.getByLabel("Scope").selectOption({ label: "Store view: Acme Trade Supply AU (au)" });
    await row.getByText("inherited from Default").waitFor();
    await v.page.getByRole("heading", { name: "customer_password_reset for Acme Trade Supply AU" }).waitFor();
    expect(await v.page.getByLabel("Subject", { exact: true }).inputValue()).toBe("Hello {{customer.firstName}} from {{store.name}}");
    await subject.filter({ hasText: "Hello Jane from Smith & Sons Trade" }).waitFor();
    await v.page.getByLabel("Scope").selectOption({ label: "Default (every store)" });
    await row.getByText("edited for this scope").waitFor();

    await v.page.getByRole("button", { name: "Use the inherited version" }).click();
    await row.getByText("inherited").waitFor();
    await subject.filter({ hasText: "Reset your Smith & Sons Trade password" }).waitFor();
    expect(await v.page.getByLabel("Subject", { exact: true }).inputValue()).toBe("Reset your {{store.name}} password");
    await check(v, "mail templates: reset");
    await v.page.context().close();
  });

  it("a message the mail server refused fails for real; the outbox shows why, requeues it with a result per row, and it is delivered", async () => {
    const token = await server.adminToken();
    smtp.refuse("jane@example.com", 1);
    const forgot = await server.json("/api/rest/v2/customers/password/forgot", { method: "POST", json: { email: "jane@example.com" } });
    expect(forgot.status).toBeLessThan(300);
    // the dispatcher's one attempt meets the refusal: the row is failed
    let failed: { id: number; lastError: string }[] = [];
    const deadline = Date.now() + 30_000;
    while (!failed.length && Date.now() < deadline) {
      const r = await server.gql('{ mailOutbox(filter: {status: [failed], to: "jane@example.com"}) { items { id lastError } } }', {}, { token });
      failed = r.data.mailOutbox.items;
      if (!failed.length) await new Promise((res) => setTimeout(res, 100));
    }
    expect(failed.length, "a failed outbox row").toBe(1);
    const id = failed[0]!.id;
    expect(smtp.refused).toContain("jane@example.com");

    const v = await open();
    await signIn(v, "/mail-outbox");
    await v.page.getByRole("heading", { name: "Mail outbox" }).waitFor();
    for (const s of ["pending", "sent", "suppressed"]) await v.page.getByRole("checkbox", { name: s, exact: true }).uncheck();
    await v.page.getByRole("button", { name: "Apply filters" }).click();
    const grid = v.page.getByRole("table", { name: /Outbox messages/ });
    const row = grid.getByRole("row").filter({ hasText: `jane@example.com` });
    await row.getByText("failed").waitFor();
    await row.getByRole("button", { name: /Details of/ }).click();
    const detail = v.page.getByRole("complementary", { name: `Message #${id}` });
    await detail.waitFor();
    expect(await detail.innerText()).toContain("Mailbox busy");
    await check(v, "mail outbox: failed row");

    await row.getByRole("checkbox").check();
    await v.page.getByRole("button", { name: "Requeue selected (1)" }).click();
    const results = v.page.getByRole("region", { name: "Results" });
    await results.filter({ hasText: "1 done" }).waitFor();
    expect(await results.innerText()).toContain(`#${id} to jane@example.com: done`);
    // the dispatcher is woken and the mail server accepts it this time
    const mail = await smtp.next((m) => m.to.includes("jane@example.com"), 30_000);
    expect(mail.to).toEqual(["jane@example.com"]);
    await v.page.getByRole("checkbox", { name: "sent", exact: true }).check();
    await v.page.getByRole("button", { name: "Apply filters" }).click();
    await grid
      .getByRole("row")
      .filter({ hasText: String(id) })
      .getByText("sent", { exact: true })
      .waitFor();
    await check(v, "mail outbox: requeued");

    // a sent row is refused, with the reason on its line
    const sentRow = grid.getByRole("row").filter({ hasText: String(id) });
    await sentRow.getByRole("checkbox").check();
    await v.page.getByRole("button", { name: "Requeue selected (1)" }).click();
    await results.filter({ hasText: "0 done, 1 refused" }).waitFor();
    expect(await results.innerText()).toContain("only failed messages are requeued");
    await v.page.context().close();
  });
});
