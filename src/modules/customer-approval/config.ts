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
  enabled: z.boolean().meta({ title: "Enabled", description: "switches customer approval on for this scope" }),
  /** new registrations start pending (off: only accounts other modules make pending, e.g. trade applications) */
  requireApproval: z
    .boolean()
    .meta({ title: "New registrations need approval", description: "off: only accounts other modules make pending (e.g. trade applications)" }),
  /** what a pending customer is told at login */
  blockedLoginMessage: z
    .string()
    .min(1)
    .max(1000)
    .meta({ title: "Pending login message", description: "what a pending customer is told at login", input: "text" }),
  /** what a rejected customer is told at login */
  rejectedLoginMessage: z
    .string()
    .min(1)
    .max(1000)
    .meta({ title: "Rejected login message", description: "what a rejected customer is told at login", input: "text" }),
  /** comma-separated addresses told about each new pending account */
  notifyEmails: emailList.meta({ title: "Notify addresses", description: "comma-separated addresses told about each new pending account" }),
  /** sender of the module's mail (default: the store's name and MAIL_FROM) */
  senderName: z.string().max(255).meta({ title: "Sender name", description: "empty: the store's name" }),
  senderEmail: z.union([z.literal(""), z.email()]).meta({ title: "Sender address", description: "empty: MAIL_FROM" }),
  approvedTemplate: z.string().min(1).max(64).meta({ title: "Approved mail template", description: "the mail template id sent on approval" }),
  rejectedTemplate: z.string().min(1).max(64).meta({ title: "Rejected mail template", description: "the mail template id sent on decline" }),
  pendingNoticeTemplate: z
    .string()
    .min(1)
    .max(64)
    .meta({ title: "Pending notice mail template", description: "the mail template id sent to the notify addresses" }),
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
