/** A company's statuses and the status actions each allows (the server decides; this keeps the buttons honest). */

export const COMPANY_STATUSES = ["pending", "active", "blocked", "rejected"] as const;
export type CompanyStatus = (typeof COMPANY_STATUSES)[number];
export type StatusAction = "approve" | "reject" | "block" | "unblock";

const ALLOWED: Record<CompanyStatus, StatusAction[]> = {
  pending: ["approve", "reject"],
  active: ["block", "reject"],
  blocked: ["unblock", "reject"],
  rejected: ["approve"],
};

export const actionsFrom = (status: string): StatusAction[] => ALLOWED[status as CompanyStatus] ?? [];

/** reject and block carry a reason the company admin is mailed */
export const needsReason = (a: StatusAction) => a === "reject" || a === "block";

export const ACTION_LABEL: Record<StatusAction, string> = { approve: "Approve", reject: "Reject", block: "Block", unblock: "Unblock" };

/** what the action does, said in the confirmation */
export const ACTION_EFFECT: Record<StatusAction, string> = {
  approve: "The company becomes active: its members sign in and buy at the company's group prices.",
  reject: "The company is rejected: its members cannot sign in, and their open sessions end on their next request.",
  block: "The company is blocked: its members may sign in and browse, but every cart change and order is refused.",
  unblock: "The company becomes active again: its members may change carts and place orders.",
};

export const STATUS_AFTER: Record<StatusAction, CompanyStatus> = { approve: "active", reject: "rejected", block: "blocked", unblock: "active" };
