/** The invitation mails (templates admins may override): to an existing customer, and to a new account made by the invitation. */
import type { MailTemplateDefinition } from "../../core/mail/templates.ts";
import { COMPANY_TEMPLATES } from "./config.ts";

const variables = [
  "customer.firstName",
  "customer.lastName",
  "customer.email",
  "company.name",
  "inviter.firstName",
  "inviter.lastName",
  "store.name",
  "acceptLink",
  "expiresHours",
];
const sample = {
  customer: { firstName: "Bea", lastName: "Buyer", email: "bea@example.com" },
  company: { id: 7, name: "Smith & Sons Ltd" },
  inviter: { firstName: "Tom", lastName: "Trader", email: "tom@example.com" },
  store: { name: "Acme Trade Supply" },
  acceptLink: "https://shop.example.com/company/invitation?token=sample",
  expiresHours: 72,
};

export const invitationMailTemplates: Record<string, MailTemplateDefinition> = {
  [COMPANY_TEMPLATES.invitationExisting]: {
    description: "to an existing customer invited into a company: a link to accept the invitation",
    variables,
    sample,
    subject: "{{inviter.firstName}} invites you to {{company.name}} at {{store.name}}",
    text: "Hello {{customer.firstName}},\n\n{{inviter.firstName}} {{inviter.lastName}} invites you to order for {{company.name}} at {{store.name}}.\nAccept the invitation here (the link works once, for {{expiresHours}} hours): {{acceptLink}}\n\nIf you do not want to join, ignore this mail.\n",
    html: '<p>Hello {{customer.firstName}},</p><p>{{inviter.firstName}} {{inviter.lastName}} invites you to order for {{company.name}} at {{store.name}}.</p><p><a href="{{acceptLink}}">Accept the invitation</a> (the link works once, for {{expiresHours}} hours).</p><p>If you do not want to join, ignore this mail.</p>',
  },
  [COMPANY_TEMPLATES.invitationNewAccount]: {
    description: "to a new account made by a company invitation: a link to join and choose a password (no password is ever mailed)",
    variables,
    sample,
    subject: "Your account for {{company.name}} at {{store.name}}",
    text: "Hello {{customer.firstName}},\n\n{{inviter.firstName}} {{inviter.lastName}} opened an account for {{customer.email}} to order for {{company.name}} at {{store.name}}.\nJoin and choose your password here (the link works once, for {{expiresHours}} hours): {{acceptLink}}\n\nIf you do not expect this, ignore this mail.\n",
    html: '<p>Hello {{customer.firstName}},</p><p>{{inviter.firstName}} {{inviter.lastName}} opened an account for {{customer.email}} to order for {{company.name}} at {{store.name}}.</p><p><a href="{{acceptLink}}">Join and choose your password</a> (the link works once, for {{expiresHours}} hours).</p><p>If you do not expect this, ignore this mail.</p>',
  },
};
