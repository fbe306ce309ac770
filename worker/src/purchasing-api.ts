/**
 * The backend's purchasing control as the worker's pages read it, always with the visitor's own token: purchase
 * orders and approval rules (`/api/rest/v2/b2b/purchase-orders`, `/api/rest/v2/b2b/approval-rules`) and the company's
 * credit (`/api/rest/v2/b2b/company/credit`, `/api/rest/v2/b2b/company/invoices`). The backend decides who sees and
 * acts on what; the pages leave out the links and forms the caller cannot use.
 */
import type { StoreConfig } from "./layout.ts";
import { holds, type MyCompany } from "./company-api.ts";

export const PO_API = "/api/rest/v2/b2b/purchase-orders";
export const RULES_API = "/api/rest/v2/b2b/approval-rules";
export const CREDIT_API = "/api/rest/v2/b2b/company/credit";
export const INVOICES_API = "/api/rest/v2/b2b/company/invoices";

export const PO_PATH = "/account/purchase-orders";
export const RULES_PATH = "/account/approval-rules";
export const CREDIT_PATH = "/account/credit";
/** a purchase order's or a rule's id as the pages take it in their paths */
export const RECORD_ID = /^\d{1,12}$/;

// the company permission codes the pages read (src/modules/purchasing/permissions.ts, src/modules/credit/permissions.ts)
export const APPROVE = "purchase_orders.approve";
export const VIEW_SUBORDINATES = "purchase_orders.view.subordinates";
export const VIEW_COMPANY = "purchase_orders.view.company";
export const MANAGE_RULES = "approval_rules.manage";
export const VIEW_CREDIT = "credit.view";

export type PoStatus = "approval_required" | "approved" | "order_placed" | "order_failed" | "rejected" | "canceled";
export type PoAction = "approve" | "reject" | "cancel" | "comment";

export interface PoPerson {
  customerId?: number;
  name?: string | null;
  email?: string | null;
}

export interface PoStep {
  position: number;
  kind: "role" | "manager" | "admin" | string;
  role?: string | null;
  required: number;
  approvals: number;
  status: string;
  /** who approved: names, or people with when and whether as the company admin */
  approvedBy?: (string | (PoPerson & { actorName?: string; asCompanyAdmin?: boolean; at?: string; createdAt?: string }))[];
  /** the rule that asked for the step */
  rule?: string | null;
  /** who approves it, in words (e.g. "the company admin (the buyer has no manager)") */
  approver?: string | null;
}

export interface PoEvent {
  id?: number;
  kind: string;
  actorName?: string | null;
  actorKind?: string | null;
  asCompanyAdmin?: boolean;
  note?: string | null;
  createdAt?: string;
}

export interface PurchaseOrder {
  id: number;
  number: string;
  status: PoStatus | string;
  createdAt?: string;
  buyer?: PoPerson | null;
  currency?: string;
  subtotal?: string | number;
  shipping?: string | number;
  grandTotal?: string | number;
  paymentMethod?: string;
  paymentMethodTitle?: string | null;
  poNumber?: string | null;
  invoiceEmail?: string | null;
  items?: { sku: string; name: string; qty: number; price: string | number; rowTotal: string | number }[];
  addresses?: { shipping?: unknown; billing?: unknown } | null;
  shippingMethod?: string | null;
  orderIncrementId?: string | null;
  failureReason?: string | null;
  approvalFlow?: PoStep[];
  events?: PoEvent[];
  availableActions?: (PoAction | string)[];
}

export interface ApprovalRule {
  id: number;
  name: string;
  source: string;
  priority?: number;
  isActive?: boolean;
  updatedAt?: string;
}

/** a checker diagnostic of the rules language (dsl/src/diagnostics.ts) */
export interface RuleDiagnostic {
  severity?: string;
  code?: string;
  message: string;
  line?: number;
  column?: number;
  hint?: string;
}

export interface CreditEntry {
  id?: number;
  kind: string;
  amount: string | number;
  balanceAfter?: string | number;
  limitAfter?: string | number;
  reference?: string | null;
  actorName?: string | null;
  note?: string | null;
  createdAt?: string;
  orderIncrementId?: string | null;
}

export interface CompanyCreditAnswer {
  limit: string | number;
  balance: string | number;
  available: string | number;
  currency?: string;
  terms?: string;
  termsLabel?: string;
  onHold?: boolean;
  holdReason?: string | null;
  allowExceed?: boolean;
  history?: CreditEntry[];
  historyTotal?: number;
}

export interface CreditInvoice {
  id?: number;
  invoiceId?: number;
  incrementId?: string | null;
  orderIncrementId?: string | null;
  orderId?: number;
  amount: string | number;
  paid?: string | number;
  due?: string | number;
  dueAt?: string | null;
  dueDate?: string | null;
  status: string;
  createdAt?: string;
  pdfUrl?: string | null;
}

/** a module the storefront's config lists (sync: B2B_MODULES) and the store has on */
export function moduleOn(cfg: StoreConfig, code: string): boolean {
  const p = (cfg.extensions?.b2bPlugins ?? []).find((x) => x.code === `b2b-${code}`);
  return !!p && p.config?.enabled !== false;
}

/** the purchasing and credit pages a member of a company may open, in menu order */
export function purchasingSections(cfg: StoreConfig, c: MyCompany | null): [string, string][] {
  if (!c) return [];
  const out: [string, string][] = [];
  if (moduleOn(cfg, "purchasing")) {
    out.push([PO_PATH, "Purchase orders"]);
    if (holds(c, MANAGE_RULES)) out.push([RULES_PATH, "Approval rules"]);
  }
  if (moduleOn(cfg, "credit") && holds(c, VIEW_CREDIT)) out.push([CREDIT_PATH, "Company credit"]);
  return out;
}

export const PO_STATUS_LABEL: Record<string, string> = {
  approval_required: "Awaiting approval",
  approved: "Approved",
  order_placed: "Order placed",
  order_failed: "Order failed",
  rejected: "Rejected",
  canceled: "Canceled",
};

export const STEP_STATUS_LABEL: Record<string, string> = { pending: "Waiting", approved: "Approved", rejected: "Rejected", skipped: "Skipped" };

export const TERMS_LABEL: Record<string, string> = {
  net0: "Due on receipt",
  net7: "Net 7 days",
  net15: "Net 15 days",
  net30: "Net 30 days",
  net45: "Net 45 days",
  net60: "Net 60 days",
  net90: "Net 90 days",
  eom: "End of the following month",
};
