/** A real SMTP peer on a loopback port (smtp-server): collects what the outbox delivers. */
import { SMTPServer } from "smtp-server";
import type { AddressInfo } from "node:net";

export interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  messageId: string;
  raw: string;
  /** the decoded text part (quoted-printable undone) */
  text: string;
}

export interface SmtpPeer {
  url: string;
  received: ReceivedMail[];
  /** the next `times` deliveries to `address` are refused with a temporary error (451) */
  refuse(address: string, times: number): void;
  /** how many deliveries were refused so far */
  refused: string[];
  /** resolves with the first message (already received or to come) that matches */
  next(match: (m: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

const header = (raw: string, name: string) => {
  const head = raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, " ");
  return new RegExp(`^${name}:\\s*(.*)$`, "im").exec(head)?.[1]?.trim() ?? "";
};
const decodeQp = (s: string) => s.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, h) => String.fromCharCode(parseInt(h, 16)));

export async function startSmtpPeer(): Promise<SmtpPeer> {
  const received: ReceivedMail[] = [];
  const refusals = new Map<string, number>();
  const refused: string[] = [];
  const waiters: { match: (m: ReceivedMail) => boolean; resolve: (m: ReceivedMail) => void }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onRcptTo(address, _session, callback) {
      const left = refusals.get(address.address) ?? 0;
      if (left > 0) {
        refusals.set(address.address, left - 1);
        refused.push(address.address);
        const err = Object.assign(new Error("Mailbox busy, try again later"), { responseCode: 451 });
        return callback(err);
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        const body = raw
          .split(/\r?\n\r?\n/)
          .slice(1)
          .join("\n\n");
        const mail: ReceivedMail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          subject: header(raw, "Subject"),
          messageId: header(raw, "Message-ID"),
          raw,
          text: decodeQp(body),
        };
        received.push(mail);
        for (const w of [...waiters]) {
          if (w.match(mail)) {
            waiters.splice(waiters.indexOf(w), 1);
            w.resolve(mail);
          }
        }
        callback();
      });
    },
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", () => r()));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refused,
    refuse: (address, times) => void refusals.set(address, times),
    next(match, timeoutMs = 15_000) {
      const found = received.find(match);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const w = {
          match,
          resolve: (m: ReceivedMail) => {
            clearTimeout(t);
            resolve(m);
          },
        };
        const t = setTimeout(() => {
          waiters.splice(waiters.indexOf(w), 1);
          reject(new Error(`no matching mail within ${timeoutMs} ms; received: ${received.map((m) => `${m.to} ${m.subject}`).join(" | ")}`));
        }, timeoutMs);
        waiters.push(w);
      });
    },
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
