/** The credit codes of the company permission tree (the company admin holds every code). */
import { ProblemError } from "../../core/errors.ts";
import type { PermissionNode } from "../company/permissions.ts";

export const PAY_ON_ACCOUNT = "payment.on_account";
export const VIEW_CREDIT = "credit.view";

export const CREDIT_PERMISSIONS: PermissionNode = {
  code: "payment",
  label: "Payment and credit",
  children: [
    { code: PAY_ON_ACCOUNT, label: "Pay on account (with the company's credit)" },
    { code: VIEW_CREDIT, label: "View the company's credit, its history and open invoices" },
  ],
};

/** 403 for a member whose role lacks `code` (the company module's answer for its own codes) */
export const permissionDenied = (code: string) =>
  new ProblemError(403, "permission_denied", `Your role in your company does not allow this (${code})`, {
    errors: [{ field: "permission", code: "permission_denied", message: code }],
  });
