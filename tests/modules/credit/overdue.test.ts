/**
 * The overdue job, run with a given "now" as the schedule would run it: an open on-account invoice past its due date
 * becomes overdue and its company admin gets one reminder through the outbox (two runs at once, as on two instances,
 * still make one change and one mail); once an invoice is `holdAfterDays` overdue the company goes on credit hold
 * (a system `update` row; Pay on Account is no longer offered). A payment in full takes the invoice out of the job.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { InstalledModule } from "../../../src/core/modules.ts";
import { runCreditOverdue } from "../../../src/modules/credit/overdue.ts";
import type { CreditConfig } from "../../../src/modules/credit/config.ts";
import type { TestServer } from "../../helpers/server.ts";
import {
  buyableSku,
  cartWith,
  expectLedgerSums,
  methodsOf,
  type Northwind,
  northwind,
  placeOrder,
  reimburse,
  setConfig,
  setCredit,
  startCreditServer,
} from "./helpers.ts";

let s: TestServer;
let sku: string;
let nw: Northwind;
let m: InstalledModule<CreditConfig>;
const DAY = 86_400_000;
const TEMPLATE = "b2b_credit_invoice_overdue";

beforeAll(async () => {
  s = await startCreditServer();
  sku = await buyableSku(s);
  nw = await northwind(s);
  m = s.app.modules.installed.find((x) => x.definition.code === "credit") as unknown as InstalledModule<CreditConfig>;
  await setConfig(s, "b2b_credit/holdAfterDays", "10");
  await setConfig(s, "b2b_credit/invoiceAtOrder", "1");
  await setCredit(s, nw.companyId, { limit: 10_000, terms: "net7" });
}, 60_000);
afterAll(async () => {
  await s?.close();
});

describe("the overdue job", () => {
  it("marks overdue after the due date, mails one reminder, holds after N days overdue", async () => {
    const cart = await cartWith(s, nw.buyerToken, sku, 1);
    const r = await placeOrder(s, nw.buyerToken, cart.masked);
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    const order = await s.app.db.order.findFirstOrThrow({ where: { incrementId: r.body.incrementId } });
    const inv = await s.app.db.creditInvoice.findFirstOrThrow({ where: { orderId: order.id } });
    const made = inv.createdAt.getTime();
    expect(inv.dueAt.getTime()).toBe(made + 7 * DAY);
    const mails = () => s.app.db.mailOutbox.findMany({ where: { templateId: TEMPLATE } });

    // before the due date: nothing
    expect(await runCreditOverdue(s.app, m, new Date(made + 6 * DAY))).toEqual({ overdue: 0, held: 0 });
    expect((await s.app.db.creditInvoice.findUniqueOrThrow({ where: { invoiceId: inv.invoiceId } })).status).toBe("open");

    // a day past it, two runs at once (two instances): one change, one reminder to the company admin
    const at = new Date(made + 8 * DAY);
    const runs = await Promise.all([runCreditOverdue(s.app, m, at), runCreditOverdue(s.app, m, at)]);
    expect(runs.reduce((n, x) => n + x.overdue, 0)).toBe(1);
    const after = await s.app.db.creditInvoice.findUniqueOrThrow({ where: { invoiceId: inv.invoiceId } });
    expect(after).toMatchObject({ status: "overdue" });
    expect(after.overdueAt?.getTime()).toBe(at.getTime());
    const sent = await mails();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ toAddress: "trade@example.com" });
    expect(sent[0]!.subject).toContain("is overdue");
    expect(sent[0]!.textBody).toContain(order.incrementId);
    // one day overdue, hold after 10: no hold yet; a later run changes nothing and mails nothing
    expect((await s.app.db.companyCredit.findUniqueOrThrow({ where: { companyId: nw.companyId } })).onHold).toBe(false);
    expect(await runCreditOverdue(s.app, m, new Date(made + 9 * DAY))).toEqual({ overdue: 0, held: 0 });
    expect(await mails()).toHaveLength(1);

    // ten days overdue: on hold, once, with a system row; Pay on Account no longer offered
    const late = new Date(made + 17 * DAY + 1000);
    const holds = await Promise.all([runCreditOverdue(s.app, m, late), runCreditOverdue(s.app, m, late)]);
    expect(holds.reduce((n, x) => n + x.held, 0)).toBe(1);
    const credit = await s.app.db.companyCredit.findUniqueOrThrow({ where: { companyId: nw.companyId } });
    expect(credit.onHold).toBe(true);
    expect(credit.holdReason).toContain("10 days overdue");
    const { rows } = await expectLedgerSums(s, nw.companyId);
    expect(rows.at(-1)).toMatchObject({ kind: "update", actorKind: "system" });
    const next = await cartWith(s, nw.buyerToken, sku, 1);
    expect(await methodsOf(s, nw.buyerToken, next.masked)).not.toContain("payonaccount");

    // paid in full: the invoice is paid, and the job leaves it alone
    const pay = await reimburse(s, nw.companyId, cart.grandTotal, "LATE-1");
    expect(pay.payments).toEqual([expect.objectContaining({ invoiceId: inv.invoiceId, fullyPaid: true })]);
    expect((await s.app.db.creditInvoice.findUniqueOrThrow({ where: { invoiceId: inv.invoiceId } })).status).toBe("paid");
    expect(await runCreditOverdue(s.app, m, new Date(made + 40 * DAY))).toEqual({ overdue: 0, held: 0 });
  });

  it("holdAfterDays 0 never holds; the module off for the store: the job leaves its invoices alone", async () => {
    await setCredit(s, nw.companyId, { onHold: false });
    await setConfig(s, "b2b_credit/holdAfterDays", "0");
    const cart = await cartWith(s, nw.buyerToken, sku, 1);
    const r = await placeOrder(s, nw.buyerToken, cart.masked);
    expect(r.status, JSON.stringify(r.body)).toBe(201);
    const order = await s.app.db.order.findFirstOrThrow({ where: { incrementId: r.body.incrementId } });
    const inv = await s.app.db.creditInvoice.findFirstOrThrow({ where: { orderId: order.id } });
    await setConfig(s, "b2b_credit/enabled", "0");
    expect(await runCreditOverdue(s.app, m, new Date(inv.dueAt.getTime() + 100 * DAY))).toEqual({ overdue: 0, held: 0 });
    await setConfig(s, "b2b_credit/enabled", "1");
    expect(await runCreditOverdue(s.app, m, new Date(inv.dueAt.getTime() + 100 * DAY))).toEqual({ overdue: 1, held: 0 });
    expect((await s.app.db.companyCredit.findUniqueOrThrow({ where: { companyId: nw.companyId } })).onHold).toBe(false);
  });
});
