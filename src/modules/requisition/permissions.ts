/** The requisition lists' permission codes in the company permission tree (the company admin holds both). */
import type { PermissionNode } from "../company/permissions.ts";

export const LIST_VIEW_COMPANY = "lists.view.company";
export const LIST_MANAGE = "lists.manage";

export const LIST_PERMISSIONS: PermissionNode = {
  code: "lists",
  label: "Requisition lists",
  children: [
    { code: LIST_VIEW_COMPANY, label: "See the lists shared with the company" },
    { code: LIST_MANAGE, label: "Edit shared lists and share their own" },
  ],
};
