/**
 * The overdue job: open on-account invoices past their due date become `overdue` (the company admin gets one
 * reminder mail per invoice, queued in the outbox in the same transaction), and a company with an invoice overdue
 * for `holdAfterDays` (its store's setting; 0: never) goes on credit hold with an `update` ledger row. Every step is
 * a conditional update (`WHERE status = 'open'`, `WHERE NOT onHold`) whose count says whether this run made the
 * change, so every instance may run the job at once: each invoice turns overdue, and mails, once.
 */
import { Cron } from "croner";
import type { App } from "../../core/kernel.ts";
import { createContext, type RequestContext } from "../../core/context.ts";
import { amountText } from "../../core/money.ts";
import { dbOf, withTransaction } from "../../core/unit-of-work.ts";
import { storeName } from "../../sales/order-mails.ts";
import { CREDIT_TEMPLATES, type CreditConfig, type CreditModule } from "./config.ts";
import { actorOf, appendEntry } from "./ledger.ts";
import { dueOf } from "./invoices.ts";
import { termsLabel } from "./terms.ts";

const DAY_MS = 86_400_000;
const BATCH = 200;

export interface OverdueRun {
  /** invoices this run turned overdue (each with its reminder queued) */
  overdue: number;
  /** companies this run put on credit hold */
  held: number;
}

const systemContext = (app: App) => createContext(app, { headers: { get: () => null }, ip: "" });

/** one run at `now` (a test passes its own) */
export async function runCreditOverdue(app: App, m: CreditModule, now: Date = new Date()): Promise<OverdueRun> {
  const ctx = await systemContext(app);
  const config = new Map<number, Promise<CreditConfig>>();
  const configOf = (storeId: number) => {
    const known = config.get(storeId);
    if (known) return known;
    const c = m.configForStore(storeId);
    config.set(storeId, c);
    return c;
  };
  const run: OverdueRun = { overdue: 0, held: 0 };
  let after = 0;
  for (;;) {
    const due = await app.db.creditInvoice.findMany({
      where: { status: "open", dueAt: { lt: now }, invoiceId: { gt: after } },
      orderBy: { invoiceId: "asc" },
      take: BATCH,
    });
    for (const inv of due) {
      const company = await app.db.company.findUnique({ where: { id: inv.companyId }, select: { storeId: true } });
      if (!company || !(await configOf(company.storeId)).enabled) continue;
      if (await markOverdue(ctx, inv.invoiceId, now)) run.overdue++;
    }
    if (due.length < BATCH) break;
    after = due[due.length - 1]!.invoiceId;
  }
  // holds: the companies not on hold with an invoice overdue long enough for their store's setting
  const late = await app.db.creditInvoice.findMany({ where: { status: "overdue" }, select: { companyId: true, dueAt: true }, orderBy: { dueAt: "asc" } });
  const oldest = new Map<number, Date>();
  for (const l of late) if (!oldest.has(l.companyId)) oldest.set(l.companyId, l.dueAt);
  const open = await app.db.companyCredit.findMany({ where: { companyId: { in: [...oldest.keys()] }, onHold: false }, select: { companyId: true } });
  for (const { companyId } of open) {
    const company = await app.db.company.findUnique({ where: { id: companyId }, select: { storeId: true } });
    if (!company) continue;
    const c = await configOf(company.storeId);
    if (!c.enabled || c.holdAfterDays <= 0) continue;
    const days = Math.floor((now.getTime() - oldest.get(companyId)!.getTime()) / DAY_MS);
    if (days < c.holdAfterDays) continue;
    if (await hold(ctx, companyId, `An invoice is ${days} days overdue`)) run.held++;
  }
  return run;
}

/** open -> overdue, and its reminder, when this call made the change */
async function markOverdue(ctx: RequestContext, invoiceId: number, now: Date): Promise<boolean> {
  return withTransaction(ctx, async (tx) => {
    const db = dbOf(tx);
    const r = await db.creditInvoice.updateMany({ where: { invoiceId, status: "open" }, data: { status: "overdue", overdueAt: now, remindedAt: now } });
    if (r.count !== 1) return false;
    const inv = await db.creditInvoice.findUniqueOrThrow({ where: { invoiceId } });
    const company = await db.company.findUnique({ where: { id: inv.companyId } });
    const admin = company ? await db.customer.findUnique({ where: { id: company.adminCustomerId } }) : null;
    const [core, order, credit] = await Promise.all([
      db.invoice.findUnique({ where: { id: invoiceId }, select: { incrementId: true } }),
      db.order.findUnique({ where: { id: inv.orderId }, select: { incrementId: true, currency: true } }),
      db.companyCredit.findUnique({ where: { companyId: inv.companyId }, select: { terms: true, currency: true } }),
    ]);
    if (!company || !admin) return true;
    const currency = order?.currency ?? credit?.currency ?? "USD";
    await tx.app.mail.enqueue(tx, {
      to: admin.email,
      storeId: company.storeId,
      template: CREDIT_TEMPLATES.overdue,
      vars: {
        customer: { firstName: admin.firstName, lastName: admin.lastName, email: admin.email },
        company: { id: company.id, name: company.name },
        invoice: {
          incrementId: core?.incrementId ?? String(invoiceId),
          orderIncrementId: order?.incrementId ?? "",
          due: amountText(dueOf(inv), currency),
          currency,
          dueAt: inv.dueAt.toISOString().slice(0, 10),
          terms: termsLabel(credit?.terms ?? "net30"),
        },
        store: { name: await storeName(tx, company.storeId) },
      },
    });
    return true;
  });
}

/** not on hold -> on hold, with its ledger row, when this call made the change */
async function hold(ctx: RequestContext, companyId: number, reason: string): Promise<boolean> {
  return withTransaction(ctx, async (tx) => {
    const db = dbOf(tx);
    const r = await db.companyCredit.updateMany({ where: { companyId, onHold: false }, data: { onHold: true, holdReason: reason } });
    if (r.count !== 1) return false;
    await appendEntry(db, actorOf(null), { companyId, kind: "update", amount: 0, note: JSON.stringify({ onHold: true, holdReason: reason }) });
    return true;
  });
}

/** the schedule (the default scope's `overdueCron`, read at start; empty: off); returns its stop */
export function startCreditOverdue(app: App, m: CreditModule): () => Promise<void> {
  const log = app.logger.child({ component: "credit-overdue" });
  let running: Promise<unknown> | null = null;
  let cron: Cron | null = null;
  let stopped = false;
  const begin = async () => {
    const stores = await app.stores();
    const expr = (await m.configForStore(stores.default.id)).overdueCron.trim();
    if (!expr || stopped) return;
    cron = new Cron(expr, { protect: true }, async () => {
      running = runCreditOverdue(app, m).then(
        (r) => (r.overdue || r.held ? log.info(r, "credit invoices marked overdue") : undefined),
        (err) => log.error({ err }, "credit overdue run failed"),
      );
      await running;
      running = null;
    });
  };
  const started = begin().catch((err) => log.error({ err }, "credit overdue schedule not started"));
  return async () => {
    stopped = true;
    await started;
    cron?.stop();
    await running;
  };
}
