/** Settings of company accounts: scoped config under b2b_company/<key>. */
import { z } from "zod";

const message = (title: string, description: string) => z.string().min(1).max(1000).meta({ title, description, input: "text" });

export const companyConfigSchema = z.object({
  enabled: z.boolean().meta({ title: "Enabled", description: "switches company accounts on for this scope" }),
  createFromApplications: z.boolean().meta({
    title: "Trade applications create companies",
    description: "a trade application opens a pending company with the applicant as its admin; approving it activates the company",
  }),
  companyNameFieldKey: z
    .string()
    .min(1)
    .max(64)
    .meta({ title: "Company name form field", description: "the key of the registration form's field that names the company" }),
  pendingMessage: message("Pending company message", "what a member of a company awaiting approval is told at login"),
  rejectedMessage: message("Rejected company message", "what a member of a rejected company is told at login"),
  blockedMessage: message("Blocked company message", "what a member of a blocked company is told when a cart write or an order is refused"),
  inactiveMessage: message("Inactive member message", "what a deactivated member is told at login"),
  invitationTtlHours: z
    .number()
    .int()
    .min(1)
    .max(24 * 30)
    .meta({ title: "Invitation lifetime (hours)", description: "how long an invitation's link works" }),
  /** sender of the module's mail (default: the store's name and MAIL_FROM) */
  senderName: z.string().max(255).meta({ title: "Sender name", description: "empty: the store's name" }),
  senderEmail: z.union([z.literal(""), z.email()]).meta({ title: "Sender address", description: "empty: MAIL_FROM" }),
});
export type CompanyConfig = z.infer<typeof companyConfigSchema>;

export const companyDefaults: CompanyConfig = {
  enabled: false,
  createFromApplications: true,
  companyNameFieldKey: "company",
  pendingMessage: "Your company account is awaiting approval. You will receive an email once it has been reviewed.",
  rejectedMessage: "Your company account was not approved. Please contact us for details.",
  blockedMessage: "Your company account is on hold: you can browse, but ordering is paused. Please contact us.",
  inactiveMessage: "Your user account in your company has been deactivated. Please contact your company administrator.",
  invitationTtlHours: 72,
  senderName: "",
  senderEmail: "",
};

/** the mail template ids this module ships (texts in mail-invitation.ts and mail-status.ts) */
export const COMPANY_TEMPLATES = {
  /** to a new account made by an invitation: join and set a password */
  invitationNewAccount: "b2b_company_invitation_new",
  /** to an existing customer without a company: accept the invitation */
  invitationExisting: "b2b_company_invitation_existing",
  /** to a new company admin made by the merchant (companyCreate with a new customer): set a password */
  adminWelcome: "b2b_company_admin_welcome",
  approved: "b2b_company_approved",
  rejected: "b2b_company_rejected",
  blocked: "b2b_company_blocked",
  unblocked: "b2b_company_unblocked",
} as const;
