/**
 * Where the outbox delivers: nodemailer SMTP when SMTP_URL is set, otherwise one `.eml` file per message
 * under var/mail/ so that a new user can read what would have been sent.
 */
import fs from "node:fs";
import path from "node:path";
import nodemailer from "nodemailer";

export interface OutgoingMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html?: string | null;
  /** stable per outbox row: a receiver can recognise a repeat */
  messageId: string;
}

export interface MailTransport {
  readonly kind: "smtp" | "file";
  send(mail: OutgoingMail): Promise<{ messageId: string }>;
  close(): void;
}

/** a send that takes longer than this fails (and is retried), so a lease always outlives a send */
export const SEND_TIMEOUT_MS = 20_000;

export function createMailTransport(opts: { smtpUrl?: string; varDir: string }): MailTransport {
  if (opts.smtpUrl) {
    const t = nodemailer.createTransport(opts.smtpUrl, {});
    // nodemailer reads options from the URL; the timeouts are ours
    Object.assign((t as unknown as { options: Record<string, unknown> }).options, {
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: SEND_TIMEOUT_MS,
    });
    return {
      kind: "smtp",
      async send(m) {
        const info = await t.sendMail({ from: m.from, to: m.to, subject: m.subject, text: m.text, html: m.html ?? undefined, messageId: m.messageId });
        return { messageId: info.messageId ?? m.messageId };
      },
      close: () => t.close(),
    };
  }
  const dir = path.join(opts.varDir, "mail");
  const t = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    kind: "file",
    async send(m) {
      const info = (await t.sendMail({ from: m.from, to: m.to, subject: m.subject, text: m.text, html: m.html ?? undefined, messageId: m.messageId })) as {
        message: Buffer;
      };
      fs.mkdirSync(dir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, "-")}-${m.messageId.replace(/[^A-Za-z0-9.-]+/g, "_")}.eml`;
      // written under a temporary name and renamed: a reader never sees half a message
      const tmp = path.join(dir, `.${name}.tmp`);
      fs.writeFileSync(tmp, info.message);
      fs.renameSync(tmp, path.join(dir, name));
      return { messageId: m.messageId };
    },
    close: () => t.close(),
  };
}
