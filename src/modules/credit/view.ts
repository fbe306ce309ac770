/**
 * What a company member with `credit.view` (the company admin always) and the merchant see of a company's credit:
 * the credit with its available amount, the ledger newest first, the on-account invoices with their due dates. A
 * caller without a company answers 404 `not_found`, a member without the permission 403 `permission_denied`; a
 * company without credit yet answers a zero limit with the store's currency.
 */
import type { RequestContext } from "../../core/context.ts";
import { ProblemError } from "../../core/errors.ts";
import { amount } from "../../core/money.ts";
import { requireCustomer } from "../../customer/caller.ts";
import type { CompanyCredit, CreditInvoice, CreditLedgerEntry } from "../../generated/prisma/client.ts";
import { adminDocumentPdfUrl, customerInvoicePdfUrl } from "../../sales/pdf/urls.ts";
import { availableOf } from "./admin.ts";
import { dueOf, UNPAID } from "./invoices.ts";
import type { CreditModule } from "./config.ts";
import { permissionDenied, VIEW_CREDIT } from "./permissions.ts";
import { termsLabel } from "./terms.ts";

export interface LedgerDto {
  id: number;
  kind: string;
  amount: number;
  balanceAfter: number;
  limitAfter: number;
  reference: string;
  orderId: number | null;
  actorKind: string;
  actorName: string;
  note: string;
  createdAt: string;
}

export interface CreditDto {
  companyId: number;
  limit: number;
  balance: number;
  available: number;
  currency: string;
  terms: string;
  termsLabel: string;
  allowExceed: boolean;
  onHold: boolean;
  holdReason: string;
  payOnAccount: boolean;
  purchaseOrder: boolean;
  history: LedgerDto[];
  historyTotal: number;
}

export interface CreditInvoiceDto {
  invoiceId: number;
  incrementId: string;
  orderId: number;
  orderIncrementId: string;
  amount: number;
  paid: number;
  due: number;
  currency: string;
  dueAt: string;
  status: string;
  createdAt: string;
  /** the PDF: the buyer's route for an order the caller placed (null for a colleague's), the admin's for the merchant */
  pdfUrl: string | null;
}

const toLedgerDto = (e: CreditLedgerEntry, currency: string): LedgerDto => ({
  id: e.id,
  kind: e.kind,
  amount: amount(e.amount, currency),
  balanceAfter: amount(e.balanceAfter, currency),
  limitAfter: amount(e.limitAfter, currency),
  reference: e.reference,
  orderId: e.orderId,
  actorKind: e.actorKind,
  actorName: e.actorName,
  note: e.note,
  createdAt: e.createdAt.toISOString(),
});

export async function creditDto(
  ctx: RequestContext,
  companyId: number,
  currencyIfNone: string,
  paging: { page: number; pageSize: number },
): Promise<CreditDto> {
  const db = ctx.app.db;
  const c: CompanyCredit | null = await db.companyCredit.findUnique({ where: { companyId } });
  const currency = c?.currency ?? currencyIfNone;
  const [rows, total] = await Promise.all([
    db.creditLedgerEntry.findMany({
      where: { companyId },
      orderBy: { id: "desc" },
      skip: (paging.page - 1) * paging.pageSize,
      take: paging.pageSize,
    }),
    db.creditLedgerEntry.count({ where: { companyId } }),
  ]);
  return {
    companyId,
    limit: amount(c?.creditLimit ?? 0, currency),
    balance: amount(c?.balance ?? 0, currency),
    available: amount(c ? availableOf(c) : 0, currency),
    currency,
    terms: c?.terms ?? "net30",
    termsLabel: termsLabel(c?.terms ?? "net30"),
    allowExceed: c?.allowExceed ?? false,
    onHold: c?.onHold ?? false,
    holdReason: c?.holdReason ?? "",
    payOnAccount: c?.payOnAccount ?? false,
    purchaseOrder: c?.purchaseOrder ?? true,
    history: rows.map((r) => toLedgerDto(r, currency)),
    historyTotal: total,
  };
}

/** a company's on-account invoices (`status`: open | overdue | paid | unpaid (open and overdue) | all), oldest first */
export async function creditInvoices(ctx: RequestContext, companyId: number, status: string, viewer: number | "admin"): Promise<CreditInvoiceDto[]> {
  const db = ctx.app.db;
  const statuses = status === "all" ? undefined : status === "unpaid" ? UNPAID : [status];
  const rows: CreditInvoice[] = await db.creditInvoice.findMany({
    where: { companyId, ...(statuses ? { status: { in: statuses } } : {}) },
    orderBy: [{ createdAt: "asc" }, { invoiceId: "asc" }],
    take: 500,
  });
  const [invoices, orders] = await Promise.all([
    db.invoice.findMany({ where: { id: { in: rows.map((r) => r.invoiceId) } }, select: { id: true, incrementId: true } }),
    db.order.findMany({ where: { id: { in: rows.map((r) => r.orderId) } }, select: { id: true, incrementId: true, currency: true, customerId: true } }),
  ]);
  const inc = new Map(invoices.map((i) => [i.id, i.incrementId]));
  const ord = new Map(orders.map((o) => [o.id, o]));
  return rows.map((r) => {
    const o = ord.get(r.orderId);
    const currency = o?.currency ?? "USD";
    return {
      invoiceId: r.invoiceId,
      incrementId: inc.get(r.invoiceId) ?? "",
      orderId: r.orderId,
      orderIncrementId: o?.incrementId ?? "",
      amount: amount(r.amount, currency),
      paid: amount(r.paid, currency),
      due: amount(dueOf(r), currency),
      currency,
      dueAt: r.dueAt.toISOString(),
      status: r.status,
      createdAt: r.createdAt.toISOString(),
      pdfUrl:
        viewer === "admin"
          ? adminDocumentPdfUrl(r.orderId, "invoice", r.invoiceId)
          : o?.customerId === viewer
            ? customerInvoicePdfUrl(r.orderId, r.invoiceId)
            : null,
    };
  });
}

export const moduleDisabled = () => new ProblemError(404, "module_disabled", "Company credit is switched off");

/** the caller's company, when they may see its credit (the module on, a member who may sign in, credit.view) */
export async function viewerCompany(ctx: RequestContext, m: CreditModule): Promise<{ companyId: number; customerId: number }> {
  const customerId = requireCustomer(ctx);
  if (!(await m.config(ctx)).enabled) throw moduleDisabled();
  const company = m.dependency("company");
  if (!company) throw moduleDisabled();
  const mm = await company.callerMembership(ctx);
  if (!mm?.decision.signIn) throw new ProblemError(404, "not_found", "No such company");
  if (!mm.permissions.has(VIEW_CREDIT)) throw permissionDenied(VIEW_CREDIT);
  return { companyId: mm.company.id, customerId };
}

export const INVOICE_STATUSES = ["unpaid", "open", "overdue", "paid", "all"] as const;
