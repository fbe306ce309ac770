/**
 * REST under /api/rest/v2/b2b/company: the caller's company credit and its on-account invoices (customer token, a
 * member with credit.view; the company admin always), the same functions as the GraphQL fields (schema.ts).
 * Errors: 401 without a token; 404 `not_found` for a caller without a company, `module_disabled` while off; 403
 * `permission_denied`.
 */
import { z } from "zod";
import { gridPagingArgs } from "../../core/api/paging.ts";
import { defineRoute, type RestRoute } from "../../core/routes.ts";
import type { CreditModule } from "./config.ts";
import { invoiceStatus } from "./schema.ts";
import { creditDto, creditInvoices, INVOICE_STATUSES, viewerCompany } from "./view.ts";

const BASE = "/api/rest/v2/b2b/company";
const responses = (what: string) => ({
  200: what,
  401: "login_required",
  403: "permission_denied (credit.view)",
  404: "not_found (no company), module_disabled",
});

export function creditRoutes(m: CreditModule): RestRoute[] {
  return [
    defineRoute({
      id: "b2b_company_credit",
      method: "GET",
      path: `${BASE}/credit`,
      tag: "company",
      summary:
        "The caller's company credit: {limit, balance, available, currency, terms, onHold, history: [...]} with the ledger newest first (page, pageSize)",
      query: z.object({ page: z.coerce.number().int().min(1).optional(), pageSize: z.coerce.number().int().min(1).max(100).optional() }),
      responses: responses("the credit"),
      handler: async (ctx, req) => {
        const v = await viewerCompany(ctx, m);
        return creditDto(ctx, v.companyId, ctx.store.currency, gridPagingArgs(req.query));
      },
    }),
    defineRoute({
      id: "b2b_company_invoices",
      method: "GET",
      path: `${BASE}/invoices`,
      tag: "company",
      summary: `The caller's company's on-account invoices with due dates, oldest first, and PDF links for the caller's own orders; status: ${INVOICE_STATUSES.join(" | ")} (default unpaid)`,
      query: z.object({ status: z.enum(INVOICE_STATUSES).optional() }),
      responses: responses("{items: [invoice], totalCount}"),
      handler: async (ctx, req) => {
        const v = await viewerCompany(ctx, m);
        const items = await creditInvoices(ctx, v.companyId, invoiceStatus(req.query.status), v.customerId);
        return { items, totalCount: items.length };
      },
    }),
  ];
}
