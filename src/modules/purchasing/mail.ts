/**
 * The purchase orders' mails (core outbox, queued in the caller's transaction; templates admins may override in
 * Mail templates): approval needed (to the current step's approvers), approved and rejected (to the buyer), and
 * the order placed from a purchase order (to the buyer).
 */
import type { RequestContext } from "../../core/context.ts";
import type { MailTemplateDefinition } from "../../core/mail/templates.ts";

export const PO_TEMPLATES = {
  approvalNeeded: "b2b_purchasing_approval_needed",
  approved: "b2b_purchasing_approved",
  rejected: "b2b_purchasing_rejected",
  orderPlaced: "b2b_purchasing_order_placed",
} as const;

const variables = [
  "recipient.name",
  "po.number",
  "po.grandTotal",
  "po.status",
  "buyer.name",
  "buyer.email",
  "actor.name",
  "note",
  "orderIncrementId",
  "store.name",
];
const sample = {
  recipient: { name: "Tom O'Neil" },
  po: { number: "PO00000042", grandTotal: "1,250.00 USD", status: "approval_required" },
  buyer: { name: "Bea Buyer", email: "bea@example.com" },
  actor: { name: "Tom O'Neil" },
  note: "Within this quarter's budget",
  orderIncrementId: "100000123",
  store: { name: "Acme Trade Supply" },
};

const mail = (description: string, subject: string, lines: string[]): MailTemplateDefinition => ({
  description,
  variables,
  sample,
  subject,
  text: `Hello {{recipient.name}},\n\n${lines.join("\n")}\n{{#note}}\nNote: {{note}}\n{{/note}}\n`,
  html: `<p>Hello {{recipient.name}},</p>${lines.map((l) => `<p>${l}</p>`).join("")}{{#note}}<p>Note: {{note}}</p>{{/note}}`,
});

export const purchasingMailTemplates: Record<string, MailTemplateDefinition> = {
  [PO_TEMPLATES.approvalNeeded]: mail("to the approvers of a purchase order's current step", "Purchase order {{po.number}} awaits your approval", [
    "{{buyer.name}} ({{buyer.email}}) placed purchase order {{po.number}} for {{po.grandTotal}} at {{store.name}}. It awaits your approval.",
  ]),
  [PO_TEMPLATES.approved]: mail("to the buyer when every step of their purchase order is approved", "Purchase order {{po.number}} is approved", [
    "your purchase order {{po.number}} for {{po.grandTotal}} was approved by {{actor.name}}.",
  ]),
  [PO_TEMPLATES.rejected]: mail("to the buyer when their purchase order is rejected", "Purchase order {{po.number}} was rejected", [
    "your purchase order {{po.number}} for {{po.grandTotal}} was rejected by {{actor.name}}. Nothing was ordered.",
  ]),
  [PO_TEMPLATES.orderPlaced]: mail(
    "to the buyer when the order of their approved purchase order is placed",
    "Order {{orderIncrementId}} placed from {{po.number}}",
    ["the order {{orderIncrementId}} was placed from your purchase order {{po.number}} for {{po.grandTotal}}, at its prices."],
  ),
};

export async function queuePoMail(
  ctx: RequestContext,
  message: { to: string; storeId: number; template: string; vars: Record<string, unknown> },
): Promise<void> {
  const storeName = (await ctx.app.config.get("general/store_information/name", message.storeId)) ?? "";
  await ctx.app.mail.enqueue(ctx, {
    to: message.to,
    storeId: message.storeId,
    template: message.template,
    vars: { store: { name: storeName }, ...message.vars },
  });
}
