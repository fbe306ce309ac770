/**
 * The merchant's side of company credit: set a company's credit (the first time an `allocation` row, after that an
 * `update` row naming what changed), record a payment (a `reimbursement` row that pays invoices), read a company's
 * credit with its history and invoices. Every write is one transaction with its ledger row.
 */
import { z } from "zod";
import type { RequestContext } from "../../core/context.ts";
import { parseInput } from "../../core/api/input.ts";
import { recordAudit } from "../../core/audit/record.ts";
import { ProblemError } from "../../core/errors.ts";
import { compare, currencyDigits, hasCurrencyPrecision, money } from "../../core/money.ts";
import { type DbClient, dbOf, withTransaction } from "../../core/unit-of-work.ts";
import type { CompanyCredit } from "../../generated/prisma/client.ts";
import { isUniqueViolation } from "../../customer/service.ts";
import { actorOf, appendEntry } from "./ledger.ts";
import { payInvoices } from "./invoices.ts";
import { TERMS } from "./terms.ts";

const MAX_AMOUNT = 1e12;
const amountField = z.number().finite().min(0).max(MAX_AMOUNT);

export const creditSetInput = z.object({
  limit: amountField.optional(),
  allowExceed: z.boolean().optional(),
  onHold: z.boolean().optional(),
  holdReason: z.string().trim().max(255).optional(),
  terms: z.enum(TERMS).optional(),
  payOnAccount: z.boolean().optional(),
  purchaseOrder: z.boolean().optional(),
});
export type CreditSetInput = z.infer<typeof creditSetInput>;

export const reimburseInput = z.object({
  companyId: z.number().int().positive(),
  amount: z.number().finite().positive().max(MAX_AMOUNT),
  reference: z.string().trim().max(255).default(""),
  invoiceIds: z.array(z.number().int().positive()).max(100).default([]),
});

export const companyNotFound = () => new ProblemError(404, "not_found", "No such company");

async function companyOf(db: DbClient, companyId: number) {
  if (!Number.isSafeInteger(companyId) || companyId < 1 || companyId > 2_147_483_647) throw companyNotFound();
  const c = await db.company.findUnique({ where: { id: companyId }, select: { id: true, storeId: true } });
  if (!c) throw companyNotFound();
  return c;
}

async function currencyOfStore(ctx: RequestContext, storeId: number): Promise<string> {
  return (await ctx.app.stores()).all.find((s) => s.id === storeId)?.currency ?? ctx.store.currency;
}

const SETTINGS = ["creditLimit", "allowExceed", "onHold", "holdReason", "terms", "payOnAccount", "purchaseOrder"] as const;

/** sets a company's credit (only the fields given); the first call allocates it */
export async function setCredit(ctx: RequestContext, companyId: number, raw: unknown): Promise<CompanyCredit> {
  const input = parseInput(creditSetInput, raw);
  try {
    return await writeCredit(ctx, companyId, input);
  } catch (e) {
    // two first settings at once: one allocated it; the other is an update of what it made
    if (isUniqueViolation(e)) return writeCredit(ctx, companyId, input);
    throw e;
  }
}

function writeCredit(ctx: RequestContext, companyId: number, input: CreditSetInput): Promise<CompanyCredit> {
  return withTransaction(ctx, async (tx) => {
    const db = dbOf(tx);
    const company = await companyOf(db, companyId);
    const before = await db.companyCredit.findUnique({ where: { companyId } });
    const currency = before?.currency ?? (await currencyOfStore(tx, company.storeId));
    if (input.limit !== undefined && !hasCurrencyPrecision(input.limit, currency))
      throw new ProblemError(422, "invalid", "The limit has more decimals than the currency", {
        errors: [{ field: "limit", code: "invalid_amount", message: `at most ${currencyDigits(currency)} decimals` }],
      });
    const data = {
      ...(input.limit !== undefined ? { creditLimit: money(input.limit).toFixed() } : {}),
      ...(input.allowExceed !== undefined ? { allowExceed: input.allowExceed } : {}),
      ...(input.onHold !== undefined ? { onHold: input.onHold, ...(input.onHold ? {} : { holdReason: "" }) } : {}),
      ...(input.holdReason !== undefined ? { holdReason: input.holdReason } : {}),
      ...(input.terms !== undefined ? { terms: input.terms } : {}),
      ...(input.payOnAccount !== undefined ? { payOnAccount: input.payOnAccount } : {}),
      ...(input.purchaseOrder !== undefined ? { purchaseOrder: input.purchaseOrder } : {}),
    };
    const after = before
      ? await db.companyCredit.update({ where: { companyId }, data })
      : await db.companyCredit.create({ data: { companyId, currency, ...data } });
    const changed = Object.fromEntries(
      SETTINGS.filter((k) => String(before?.[k] ?? "") !== String(after[k])).map((k) => [k, k === "creditLimit" ? after[k].toString() : after[k]]),
    );
    await appendEntry(db, actorOf(tx), {
      companyId,
      kind: before ? "update" : "allocation",
      amount: 0,
      note: JSON.stringify(changed),
    });
    const saved = await db.companyCredit.findUniqueOrThrow({ where: { companyId } });
    await recordAudit(db, tx, { operation: "companyCreditSet", entityType: "company_credit", entityId: companyId, before, after: saved });
    return saved;
  });
}

export interface ReimburseResult {
  credit: CompanyCredit;
  entryId: number;
  payments: { invoiceId: number; amount: string; fullyPaid: boolean }[];
}

/** records a payment: the balance owed goes down by the amount, which pays the named invoices, then the oldest */
export function reimburse(ctx: RequestContext, raw: unknown): Promise<ReimburseResult> {
  const input = parseInput(reimburseInput, raw);
  return withTransaction(ctx, async (tx) => {
    const db = dbOf(tx);
    await companyOf(db, input.companyId);
    const credit = await db.companyCredit.findUnique({ where: { companyId: input.companyId } });
    if (!credit)
      throw new ProblemError(422, "invalid", "The company has no credit yet: set its credit first", {
        errors: [{ field: "companyId", code: "no_credit", message: "no credit allocated" }],
      });
    if (!hasCurrencyPrecision(input.amount, credit.currency))
      throw new ProblemError(422, "invalid", "The amount has more decimals than the currency", {
        errors: [{ field: "amount", code: "invalid_amount", message: `at most ${currencyDigits(credit.currency)} decimals` }],
      });
    if (input.invoiceIds.length) {
      const mine = await db.creditInvoice.count({ where: { companyId: input.companyId, invoiceId: { in: input.invoiceIds } } });
      if (mine !== new Set(input.invoiceIds).size)
        throw new ProblemError(422, "invalid", "An invoice is not an on-account invoice of this company", {
          errors: [{ field: "invoiceIds", code: "not_found", message: "not an on-account invoice of this company" }],
        });
    }
    const amount = money(input.amount);
    const { entry } = await appendEntry(db, actorOf(tx), {
      companyId: input.companyId,
      kind: "reimbursement",
      amount: amount.negated(),
      reference: input.reference,
    });
    const paid = await payInvoices(tx, db, input.companyId, amount, input.invoiceIds);
    const after = await db.companyCredit.findUniqueOrThrow({ where: { companyId: input.companyId } });
    await recordAudit(db, tx, {
      operation: "companyCreditReimburse",
      entityType: "company_credit",
      entityId: input.companyId,
      before: { balance: credit.balance },
      after: { balance: after.balance, reference: input.reference, invoicesPaid: paid.filter((p) => p.fullyPaid).map((p) => p.invoiceId) },
    });
    return {
      credit: after,
      entryId: entry.id,
      payments: paid.map((p) => ({ invoiceId: p.invoiceId, amount: p.paid.toFixed(), fullyPaid: p.fullyPaid })),
    };
  });
}

/** available = limit - balance (never below zero in the answer) */
export const availableOf = (c: Pick<CompanyCredit, "creditLimit" | "balance">) => {
  const a = money(c.creditLimit).minus(money(c.balance));
  return compare(a, 0) < 0 ? money(0) : a;
};
