/**
 * Company credit in GraphQL. Storefront (a company member with credit.view, the company admin always):
 * `companyCredit` (limit, balance, available, terms, hold, history newest first) and `companyInvoices` (on-account
 * invoices with due dates). Admin (scope `companies`): `adminCompanyCredit`, `companyCreditSet` and
 * `companyCreditReimburse`, each mutation answering its object or a `Problem`. The REST routes (rest.ts) call the
 * same functions.
 */
import { audited } from "../../core/audit/declare.ts";
import { gridPagingArgs } from "../../core/api/paging.ts";
import { ProblemError } from "../../core/errors.ts";
import type { RequestContext } from "../../core/context.ts";
import type { Builder } from "../../core/schema-builder.ts";
import { type ReimburseResult, reimburse, setCredit } from "./admin.ts";
import type { CreditModule } from "./config.ts";
import { type CreditDto, type CreditInvoiceDto, creditDto, creditInvoices, INVOICE_STATUSES, type LedgerDto, viewerCompany } from "./view.ts";
import { TERMS } from "./terms.ts";

const problem = () => ({ types: [ProblemError], directResult: true });
const scope = { admin: "companies" } as const;

/** the credit as the merchant answers it: any company, 404 for none */
async function adminCredit(ctx: RequestContext, companyId: number, paging: { page: number; pageSize: number }): Promise<CreditDto | null> {
  if (!Number.isSafeInteger(companyId) || companyId < 1 || companyId > 2_147_483_647) return null;
  const company = await ctx.app.db.company.findUnique({ where: { id: companyId }, select: { storeId: true } });
  if (!company) return null;
  const currency = (await ctx.app.stores()).all.find((s) => s.id === company.storeId)?.currency ?? ctx.store.currency;
  return creditDto(ctx, companyId, currency, paging);
}

export function registerCreditSchema(builder: Builder, m: CreditModule): void {
  const Entry = builder.objectRef<LedgerDto>("CompanyCreditLedgerEntry").implement({
    description: "one change to a company's credit, appended and never rewritten",
    fields: (t) => ({
      id: t.exposeInt("id"),
      kind: t.exposeString("kind", { description: "allocation | update | purchase | reimbursement | refund | revert" }),
      amount: t.exposeFloat("amount", { description: "what the row added to the balance owed (a purchase > 0; a reimbursement, refund, revert < 0)" }),
      balanceAfter: t.exposeFloat("balanceAfter"),
      limitAfter: t.exposeFloat("limitAfter"),
      reference: t.exposeString("reference", { description: "the order's number, or the payment's reference" }),
      orderId: t.exposeInt("orderId", { nullable: true }),
      actorKind: t.exposeString("actorKind", { description: "customer | admin | system" }),
      actorName: t.exposeString("actorName"),
      note: t.exposeString("note", { description: "JSON of the settings an allocation or update changed" }),
      createdAt: t.exposeString("createdAt"),
    }),
  });
  const Credit = builder.objectRef<CreditDto>("CompanyCredit").implement({
    description: "a company's credit: its limit, what it owes (balance, the sum of its ledger rows), what is left, its terms",
    fields: (t) => ({
      companyId: t.exposeInt("companyId"),
      limit: t.exposeFloat("limit"),
      balance: t.exposeFloat("balance", { description: "what the company owes (negative: paid in advance)" }),
      available: t.exposeFloat("available", { description: "limit - balance, at least 0" }),
      currency: t.exposeString("currency"),
      terms: t.exposeString("terms", { description: "net0 | net7 | net15 | net30 | net45 | net60 | net90 | eom (end of the following month)" }),
      termsLabel: t.exposeString("termsLabel"),
      allowExceed: t.exposeBoolean("allowExceed"),
      onHold: t.exposeBoolean("onHold"),
      holdReason: t.exposeString("holdReason"),
      payOnAccount: t.exposeBoolean("payOnAccount", { description: "the merchant offers Pay on Account to this company" }),
      purchaseOrder: t.exposeBoolean("purchaseOrder", { description: "the merchant offers Purchase Order to this company" }),
      history: t.expose("history", { type: [Entry], description: "the ledger, newest first (the page asked)" }),
      historyTotal: t.exposeInt("historyTotal"),
    }),
  });
  const Invoice = builder.objectRef<CreditInvoiceDto>("CompanyCreditInvoice").implement({
    description: "an on-account invoice: its due date from the company's terms, what is paid of it",
    fields: (t) => ({
      invoiceId: t.exposeInt("invoiceId"),
      incrementId: t.exposeString("incrementId"),
      orderId: t.exposeInt("orderId"),
      orderIncrementId: t.exposeString("orderIncrementId"),
      amount: t.exposeFloat("amount"),
      paid: t.exposeFloat("paid"),
      due: t.exposeFloat("due", { description: "what is left to pay" }),
      currency: t.exposeString("currency"),
      dueAt: t.exposeString("dueAt"),
      status: t.exposeString("status", { description: "open | overdue | paid" }),
      createdAt: t.exposeString("createdAt"),
      pdfUrl: t.exposeString("pdfUrl", {
        nullable: true,
        description: "the PDF: the buyer's route for the caller's own orders (null for a colleague's), the admin's route in adminCompanyCredit",
      }),
    }),
  });
  const InvoicePage = builder.objectRef<{ items: CreditInvoiceDto[]; totalCount: number }>("CompanyCreditInvoicePage").implement({
    fields: (t) => ({ items: t.expose("items", { type: [Invoice] }), totalCount: t.exposeInt("totalCount") }),
  });
  const AdminCredit = builder.objectRef<{ credit: CreditDto; invoices: CreditInvoiceDto[] }>("AdminCompanyCredit").implement({
    description: "a company's credit with its history page and every on-account invoice (admin)",
    fields: (t) => ({ credit: t.expose("credit", { type: Credit }), invoices: t.expose("invoices", { type: [Invoice] }) }),
  });
  const Payment = builder.objectRef<ReimburseResult["payments"][number]>("CompanyCreditInvoicePayment").implement({
    fields: (t) => ({
      invoiceId: t.exposeInt("invoiceId"),
      amount: t.exposeString("amount", { description: "what this payment paid of the invoice (a decimal string)" }),
      fullyPaid: t.exposeBoolean("fullyPaid"),
    }),
  });
  const Reimbursement = builder
    .objectRef<{ credit: CreditDto; entryId: number; payments: ReimburseResult["payments"] }>("CompanyCreditReimbursement")
    .implement({
      description: "a recorded payment: the credit after it, its ledger row, what it paid of which invoices",
      fields: (t) => ({
        credit: t.expose("credit", { type: Credit }),
        entryId: t.exposeInt("entryId"),
        payments: t.expose("payments", { type: [Payment] }),
      }),
    });
  const Terms = builder.enumType("CompanyCreditTerms", { values: TERMS });
  const SetInput = builder.inputType("CompanyCreditInput", {
    description: "only the fields given change",
    fields: (t) => ({
      limit: t.float(),
      allowExceed: t.boolean(),
      onHold: t.boolean({ description: "false also clears the hold reason" }),
      holdReason: t.string(),
      terms: t.field({ type: Terms }),
      payOnAccount: t.boolean(),
      purchaseOrder: t.boolean(),
    }),
  });

  builder.queryFields((t) => ({
    companyCredit: t.field({
      type: Credit,
      description: "the caller's company's credit (credit.view; the company admin always), the history newest first",
      authScopes: { customer: true },
      errors: problem(),
      args: { page: t.arg.int(), pageSize: t.arg.int() },
      resolve: async (_r, a, { ctx }) => {
        const v = await viewerCompany(ctx, m);
        return creditDto(ctx, v.companyId, ctx.store.currency, gridPagingArgs(a));
      },
    }),
    companyInvoices: t.field({
      type: InvoicePage,
      description: `the caller's company's on-account invoices (credit.view), oldest first; status: ${INVOICE_STATUSES.join(" | ")} (default unpaid: open and overdue)`,
      authScopes: { customer: true },
      errors: problem(),
      args: { status: t.arg.string({ defaultValue: "unpaid" }) },
      resolve: async (_r, a, { ctx }) => {
        const v = await viewerCompany(ctx, m);
        const items = await creditInvoices(ctx, v.companyId, invoiceStatus(a.status), v.customerId);
        return { items, totalCount: items.length };
      },
    }),
    adminCompanyCredit: t.field({
      type: AdminCredit,
      nullable: true,
      description: "a company's credit, its history page (newest first) and its on-account invoices (admin); null when there is no such company",
      authScopes: scope,
      args: { companyId: t.arg.int({ required: true }), page: t.arg.int(), pageSize: t.arg.int() },
      resolve: async (_r, a, { ctx }) => {
        const credit = await adminCredit(ctx, a.companyId, gridPagingArgs(a));
        return credit ? { credit, invoices: await creditInvoices(ctx, a.companyId, "all", "admin") } : null;
      },
    }),
  }));

  builder.mutationFields((t) => ({
    companyCreditSet: t.field({
      type: Credit,
      description: "sets a company's credit, only the fields given (the first time an allocation row, then update rows)",
      authScopes: scope,
      extensions: audited("company_credit"),
      errors: problem(),
      args: { companyId: t.arg.int({ required: true }), input: t.arg({ type: SetInput, required: true }) },
      resolve: async (_r, { companyId, input }, { ctx }) => {
        const given = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== null && v !== undefined));
        await setCredit(ctx, companyId, given);
        return (await adminCredit(ctx, companyId, { page: 1, pageSize: 20 }))!;
      },
    }),
    companyCreditReimburse: t.field({
      type: Reimbursement,
      description:
        "records a payment: a reimbursement row; it pays the invoices named first, then the others oldest first (an invoice paid in full is captured)",
      authScopes: scope,
      extensions: audited("company_credit"),
      errors: problem(),
      args: {
        companyId: t.arg.int({ required: true }),
        amount: t.arg.float({ required: true }),
        reference: t.arg.string(),
        invoiceIds: t.arg.intList(),
      },
      resolve: async (_r, a, { ctx }) => {
        const r = await reimburse(ctx, { companyId: a.companyId, amount: a.amount, reference: a.reference ?? "", invoiceIds: a.invoiceIds ?? [] });
        return { credit: (await adminCredit(ctx, a.companyId, { page: 1, pageSize: 20 }))!, entryId: r.entryId, payments: r.payments };
      },
    }),
  }));
}

/** a status filter of the invoice lists (an unknown one: 422) */
export function invoiceStatus(s: string | null | undefined): string {
  const v = s ?? "unpaid";
  if ((INVOICE_STATUSES as readonly string[]).includes(v)) return v;
  throw new ProblemError(422, "invalid", "Unknown invoice status", {
    errors: [{ field: "status", code: "invalid_enum", message: INVOICE_STATUSES.join(", ") }],
  });
}
