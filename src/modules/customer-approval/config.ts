/** Settings of customer approval: scoped config under b2b_approval/<key>. */
import { z } from "zod";

const emailList = z
  .string()
  .max(4000)
  .refine(
    (v) =>
      v
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean)
        .every((e) => z.email().safeParse(e).success),
    "a comma-separated list of email addresses",
  );

export const approvalConfigSchema = z.object({
  enabled: z.boolean(),
  /** new registrations start pending (off: only accounts other modules make pending, e.g. trade applications) */
  requireApproval: z.boolean(),
  /** what a pending customer is told at login */
  blockedLoginMessage: z.string().min(1).max(1000),
  /** what a rejected customer is told at login */
  rejectedLoginMessage: z.string().min(1).max(1000),
  /** comma-separated addresses told about each new pending account */
  notifyEmails: emailList,
  /** sender of the module's mail (default: the store's name and MAIL_FROM) */
  senderName: z.string().max(255),
  senderEmail: z.union([z.literal(""), z.email()]),
  approvedTemplate: z.string().min(1).max(64),
  rejectedTemplate: z.string().min(1).max(64),
  pendingNoticeTemplate: z.string().min(1).max(64),
});
export type ApprovalConfig = z.infer<typeof approvalConfigSchema>;

export const APPROVAL_TEMPLATES = {
  approved: "b2b_approval_approved",
  rejected: "b2b_approval_rejected",
  pendingNotice: "b2b_approval_pending_notice",
} as const;

export const approvalDefaults: ApprovalConfig = {
  enabled: false,
  requireApproval: true,
  blockedLoginMessage: "Your account is awaiting approval. You will receive an email once it has been reviewed.",
  rejectedLoginMessage: "Your account application was not approved. Please contact us for details.",
  notifyEmails: "",
  senderName: "",
  senderEmail: "",
  approvedTemplate: APPROVAL_TEMPLATES.approved,
  rejectedTemplate: APPROVAL_TEMPLATES.rejected,
  pendingNoticeTemplate: APPROVAL_TEMPLATES.pendingNotice,
};

export const notifyList = (c: ApprovalConfig) =>
  c.notifyEmails
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);

/** the mail templates this module ships; admins override them (mailTemplateSet) */
export const approvalMailTemplates = {
  [APPROVAL_TEMPLATES.approved]: {
    description: "to the customer when an admin approves the account",
    variables: ["customer.firstName", "customer.lastName", "customer.email", "store.name", "note"],
    sample: {
      customer: { id: 42, firstName: "Jane", lastName: "O'Brien", email: "jane@example.com" },
      store: { name: "Smith & Sons Trade" },
      note: "Your account manager is Sam.",
    },
    subject: "Your {{store.name}} account is approved",
    text: "Hello {{customer.firstName}},\n\nyour account {{customer.email}} at {{store.name}} has been approved. You can log in now.\n{{#note}}\nNote from our team: {{note}}\n{{/note}}\n",
    html: "<p>Hello {{customer.firstName}},</p><p>your account {{customer.email}} at {{store.name}} has been approved. You can log in now.</p>{{#note}}<p>Note from our team: {{note}}</p>{{/note}}",
  },
  [APPROVAL_TEMPLATES.rejected]: {
    description: "to the customer when an admin declines the account",
    variables: ["customer.firstName", "customer.lastName", "customer.email", "store.name", "note"],
    sample: {
      customer: { id: 42, firstName: "Jane", lastName: "O'Brien", email: "jane@example.com" },
      store: { name: "Smith & Sons Trade" },
      note: "We only open accounts for registered businesses.",
    },
    subject: "Your {{store.name}} account application",
    text: "Hello {{customer.firstName}},\n\nwe are sorry: your account application at {{store.name}} was not approved.\n{{#note}}\nNote from our team: {{note}}\n{{/note}}\n",
    html: "<p>Hello {{customer.firstName}},</p><p>we are sorry: your account application at {{store.name}} was not approved.</p>{{#note}}<p>Note from our team: {{note}}</p>{{/note}}",
  },
  [APPROVAL_TEMPLATES.pendingNotice]: {
    description: "to the notify addresses when a new account awaits approval",
    variables: ["customer.id", "customer.firstName", "customer.lastName", "customer.email", "store.name"],
    sample: { customer: { id: 42, firstName: "Jane", lastName: "O'Brien", email: "jane@example.com" }, store: { name: "Smith & Sons Trade" } },
    subject: "New account awaiting approval: {{customer.email}}",
    text: "A new customer account at {{store.name}} awaits approval:\n\n{{customer.firstName}} {{customer.lastName}} <{{customer.email}}> (id {{customer.id}})\n",
    html: "<p>A new customer account at {{store.name}} awaits approval:</p><p>{{customer.firstName}} {{customer.lastName}} &lt;{{customer.email}}&gt; (id {{customer.id}})</p>",
  },
};
