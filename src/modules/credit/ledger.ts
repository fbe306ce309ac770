/**
 * The credit ledger: every change to a company's credit is one appended CreditLedgerEntry, written in the same
 * transaction as the balance it moves, so the balance is always the exact sum of the company's rows. The balance
 * moves by one atomic UPDATE (`balance = balance + x`, never a value read and written back): concurrent writers on
 * any number of instances add up. A purchase's UPDATE is also the credit check (held or over the available credit:
 * nothing matches), so two orders at once can never overdraw. Amounts are stored to 4 decimals (round(..., 4) keeps
 * SQLite's arithmetic on the stored scale; PostgreSQL's numeric is exact). `updatedAt` says when the settings last
 * changed, not the balance.
 */
import type { RequestContext } from "../../core/context.ts";
import { ProblemError } from "../../core/errors.ts";
import { money, type MoneyInput, roundStored } from "../../core/money.ts";
import type { DbClient } from "../../core/unit-of-work.ts";
import type { CompanyCredit, CreditLedgerEntry } from "../../generated/prisma/client.ts";

export type LedgerKind = "allocation" | "update" | "purchase" | "reimbursement" | "refund" | "revert";

export interface Actor {
  actorKind: "customer" | "admin" | "system";
  actorId: number | null;
  actorName: string;
}

export function actorOf(ctx: RequestContext | null): Actor {
  const c = ctx?.caller;
  if (c?.kind === "admin") return { actorKind: "admin", actorId: c.adminId, actorName: c.username ?? `admin #${c.adminId}` };
  if (c?.kind === "customer") return { actorKind: "customer", actorId: c.customerId, actorName: c.email };
  if (c?.kind === "api_user") return { actorKind: "admin", actorId: null, actorName: c.username };
  return { actorKind: "system", actorId: null, actorName: "" };
}

export interface Entry {
  companyId: number;
  kind: LedgerKind;
  /** what the row adds to the balance owed: > 0 purchase, < 0 reimbursement, refund, revert, 0 allocation and update */
  amount: MoneyInput;
  reference?: string;
  orderId?: number | null;
  note?: string;
}

/** the balance moved by `amount` (atomically), unless `purchase` and the credit does not cover it */
async function moveBalance(db: DbClient, companyId: number, amount: string, purchase: boolean): Promise<boolean> {
  const n = purchase
    ? await db.$executeRaw`UPDATE "CompanyCredit" SET "balance" = round("balance" + CAST(${amount} AS DECIMAL), 4)
        WHERE "companyId" = ${companyId} AND NOT "onHold" AND ("allowExceed" OR round("creditLimit" - "balance" - CAST(${amount} AS DECIMAL), 4) >= 0)`
    : await db.$executeRaw`UPDATE "CompanyCredit" SET "balance" = round("balance" + CAST(${amount} AS DECIMAL), 4)
        WHERE "companyId" = ${companyId}`;
  return n === 1;
}

/**
 * Appends a row and moves the balance by its amount, in the caller's transaction (`db`). A purchase the credit does
 * not cover (hold, or over the available credit without allowExceed) writes nothing and throws 422 `invalid` on the
 * field paymentMethod (code credit_hold / credit_limit).
 */
export async function appendEntry(db: DbClient, actor: Actor, e: Entry): Promise<{ entry: CreditLedgerEntry; credit: CompanyCredit }> {
  const amount = roundStored(e.amount).toFixed();
  const moved = money(amount).isZero() ? true : await moveBalance(db, e.companyId, amount, e.kind === "purchase");
  // read after the UPDATE: on PostgreSQL its row lock is held until the commit, so this is the balance this row made
  const credit = await db.companyCredit.findUnique({ where: { companyId: e.companyId } });
  if (!moved || !credit) throw creditRefused(credit);
  const entry = await db.creditLedgerEntry.create({
    data: {
      companyId: e.companyId,
      kind: e.kind,
      amount,
      balanceAfter: credit.balance,
      limitAfter: credit.creditLimit,
      reference: (e.reference ?? "").slice(0, 255),
      orderId: e.orderId ?? null,
      note: (e.note ?? "").slice(0, 1000),
      ...actor,
    },
  });
  return { entry, credit };
}

/** the place-order refusal of Pay on Account: held, or not enough available credit */
export function creditRefused(credit: Pick<CompanyCredit, "onHold"> | null): ProblemError {
  const held = !!credit?.onHold;
  const message = held ? "The company's credit is on hold: choose another payment method" : "The order exceeds the company's available credit";
  return new ProblemError(422, "invalid", message, { errors: [{ field: "paymentMethod", code: held ? "credit_hold" : "credit_limit", message }] });
}
