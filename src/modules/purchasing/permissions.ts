/** The purchasing codes of the company permission tree (the company admin holds every code). */
import type { PermissionNode } from "../company/permissions.ts";

export const APPROVE = "purchase_orders.approve";
export const AUTOAPPROVE = "purchase_orders.autoapprove";
export const VIEW_SUBORDINATES = "purchase_orders.view.subordinates";
export const VIEW_COMPANY = "purchase_orders.view.company";
export const MANAGE_RULES = "approval_rules.manage";

export const PURCHASING_PERMISSIONS: PermissionNode = {
  code: "purchasing",
  label: "Purchase orders and approvals",
  children: [
    { code: VIEW_SUBORDINATES, label: "View the purchase orders of the users who report to them" },
    { code: VIEW_COMPANY, label: "View all the company's purchase orders" },
    { code: APPROVE, label: "Approve purchase orders their role or their reports are named for" },
    { code: AUTOAPPROVE, label: "Place orders without approval rules (purchase orders approve themselves)" },
    { code: MANAGE_RULES, label: "Manage the company's approval rules and spending limits" },
  ],
};
