/**
 * The mail outbox. `mail.enqueue(ctx, message)` writes a row through `dbOf(ctx)`, i.e. inside the
 * caller's transaction: the mail exists exactly when the change that caused it committed. A dispatcher
 * on every instance delivers pending rows after commit:
 *
 * - claim: a conditional UPDATE sets a lease (owner, until) on a row that is pending, due and not leased;
 *   only one instance's UPDATE matches, so several instances never send one row at the same time;
 * - send, then mark `sent` with a second conditional UPDATE (still pending and still ours): once;
 * - a failure releases the lease and schedules the next attempt with exponential backoff
 *   (backoffMs * 2^(attempts-1), at most maxBackoffMs); after maxAttempts the row is `failed`;
 * - a crash after commit leaves the row pending (or leased until its lease runs out): the next
 *   dispatcher, on any instance, delivers it. Every row carries one Message-ID, so the one window no
 *   outbox can close (the SMTP peer accepted the message, the process died before marking it sent)
 *   repeats a message a receiver can recognise.
 */
import { randomUUID } from "node:crypto";
import os from "node:os";
import type { Logger } from "pino";
import type { Db } from "../db/client.ts";
import type { RequestContext } from "../context.ts";
import { afterCommit, dbOf } from "../unit-of-work.ts";
import { SEND_TIMEOUT_MS, type MailTransport } from "./transport.ts";
import type { MailTemplates } from "./templates.ts";
import { ProblemError } from "../errors.ts";

export interface MailMessage {
  to: string | string[];
  /** the store whose template versions apply and that the row is filed under (default: the context's) */
  storeId?: number;
  /** "Name <address>", an address, or {name, address}; default: the MAIL_FROM setting */
  from?: string | { name?: string; address: string };
  /** either a template id (rendered now, with `vars`) ... */
  template?: string;
  vars?: Record<string, unknown>;
  /** ... or the content itself */
  subject?: string;
  text?: string;
  html?: string | null;
  /**
   * "now" (default): the dispatcher is woken once the transaction commits; "later": not woken (the caller
   * wakes it, e.g. after its answer, else the next poll on any instance sends it); "never": the row is
   * written like any message but never sent (`suppressed`), for a request whose work must look the same
   * whether or not it mails
   */
  dispatch?: "now" | "later" | "never";
}

export interface DispatcherOptions {
  /** how often an idle dispatcher looks for due rows (ms) */
  pollMs: number;
  /** how long a claim holds a row (ms); longer than a send may take */
  leaseMs: number;
  /** first retry delay (ms), doubled per attempt */
  backoffMs: number;
  maxBackoffMs: number;
  maxAttempts: number;
  /** rows claimed per round */
  batch: number;
  /** test seam: runs after a row is claimed and before it is sent */
  onClaimed?: (row: { id: number }) => void | Promise<void>;
}

export const DEFAULT_DISPATCHER_OPTIONS: DispatcherOptions = {
  pollMs: 2_000,
  leaseMs: SEND_TIMEOUT_MS * 3,
  backoffMs: 30_000,
  maxBackoffMs: 6 * 3_600_000,
  maxAttempts: 10,
  batch: 20,
};

const formatFrom = (f: MailMessage["from"], fallback: string) => {
  if (!f) return fallback;
  if (typeof f === "string") return f;
  return f.name ? `"${f.name.replace(/["\\\r\n]/g, "")}" <${f.address}>` : f.address;
};

export class MailService {
  readonly dispatcher: OutboxDispatcher;

  constructor(
    readonly db: Db,
    readonly templates: MailTemplates,
    readonly transport: MailTransport,
    private readonly defaults: { from: string },
    logger: Logger,
    options: Partial<DispatcherOptions> = {},
  ) {
    this.dispatcher = new OutboxDispatcher(db, transport, logger, options);
  }

  /**
   * Queues a message in the caller's transaction (renders a template now, for the context's store);
   * the dispatcher is woken once the transaction has committed. Returns the outbox row id.
   */
  async enqueue(ctx: RequestContext, message: MailMessage): Promise<number> {
    const to = (Array.isArray(message.to) ? message.to : message.to.split(",")).map((s) => s.trim()).filter(Boolean);
    if (!to.length) throw new Error("mail.enqueue: no recipient");
    const db = dbOf(ctx);
    let content: { subject: string; text: string; html: string | null };
    const storeId = message.storeId ?? ctx.store.id;
    if (message.template) content = await this.templates.render(db, message.template, storeId, message.vars ?? {});
    else content = { subject: message.subject ?? "", text: message.text ?? "", html: message.html ?? null };
    const row = await db.mailOutbox.create({
      data: {
        storeId,
        toAddress: to.join(", "),
        fromAddress: formatFrom(message.from, this.defaults.from),
        subject: content.subject,
        textBody: content.text,
        htmlBody: content.html,
        templateId: message.template ?? null,
        messageKey: randomUUID(),
        ...(message.dispatch === "never" ? { status: "suppressed" } : {}),
      },
      select: { id: true },
    });
    if ((message.dispatch ?? "now") === "now") await afterCommit(ctx, () => this.dispatcher.kick());
    return row.id;
  }

  /**
   * A `failed` row back to `pending`, due now, with its attempts and last error reset (the dispatcher is woken
   * after the caller's transaction). Only failed rows: a `suppressed` row was written so that a request looks the
   * same whether or not it mails (e.g. to an address that has no account) and is never to be sent; a pending or
   * sent row has nothing to requeue. Answers the row, or a ProblemError (404 not_found, 409 not_requeueable).
   */
  async requeue(ctx: RequestContext, id: number) {
    const db = dbOf(ctx);
    const r = await db.mailOutbox.updateMany({
      where: { id, status: "failed" },
      data: { status: "pending", attempts: 0, nextAttemptAt: new Date(), lastError: null, leaseOwner: null, leaseUntil: null },
    });
    const row = await db.mailOutbox.findUnique({ where: { id } });
    if (!row) throw new ProblemError(404, "not_found", `No outbox message ${id}`);
    if (r.count !== 1) {
      throw new ProblemError(409, "not_requeueable", `Message ${id} is ${row.status}: only failed messages are requeued`, {
        errors: [{ field: "ids", code: `status_${row.status}`, message: `the message is ${row.status}` }],
      });
    }
    await afterCommit(ctx, () => this.dispatcher.kick());
    return row;
  }
}

export class OutboxDispatcher {
  readonly owner = `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  readonly options: DispatcherOptions;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = true;
  /** set by stop(): a round in progress ends after the row it is sending */
  private closing = false;

  constructor(
    private readonly db: Db,
    private readonly transport: MailTransport,
    private readonly logger: Logger,
    options: Partial<DispatcherOptions> = {},
  ) {
    this.options = { ...DEFAULT_DISPATCHER_OPTIONS, ...options };
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.closing = false;
    this.kick();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.closing = true;
    clearTimeout(this.timer);
    await this.running;
  }

  /** look for due rows now (after a commit that queued mail); a round already running goes again */
  kick(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    clearTimeout(this.timer);
    this.running = this.loop().finally(() => {
      this.running = undefined;
      if (!this.stopped) this.timer = setTimeout(() => this.kick(), this.options.pollMs);
    });
  }

  /** one pass over the due rows; returns how many were sent (tests and tools call it directly) */
  async runOnce(): Promise<number> {
    let sent = 0;
    for (;;) {
      const now = new Date();
      const due = await this.db.mailOutbox.findMany({
        where: { status: "pending", nextAttemptAt: { lte: now }, OR: [{ leaseUntil: null }, { leaseUntil: { lt: now } }] },
        orderBy: { id: "asc" },
        take: this.options.batch,
        select: { id: true },
      });
      if (!due.length) return sent;
      const claimedAt = Date.now();
      const claimed = await this.claim(due.map((r) => r.id));
      const delivered: Delivered[] = [];
      let cut = false;
      try {
        for (const [n, row] of claimed.entries()) {
          if (this.closing) {
            await this.release(claimed.slice(n).map((r) => r.id));
            return sent + delivered.length;
          }
          // a slow peer: a row whose send might outlast the round's lease goes back, to be claimed again at once
          // (never the round's first row, so that every round sends one)
          if (n > 0 && Date.now() - claimedAt > this.options.leaseMs - SEND_TIMEOUT_MS - 5_000) {
            await this.release(claimed.slice(n).map((r) => r.id));
            cut = true;
            break;
          }
          const d = await this.deliver(row);
          if (d) delivered.push(d);
          // a slow peer: what was sent is marked well before the round's lease runs out
          if (Date.now() - claimedAt > this.options.leaseMs / 3) {
            sent += delivered.length;
            await this.markSent(delivered.splice(0));
          }
        }
      } finally {
        await this.markSent(delivered);
      }
      sent += delivered.length;
      if (!cut && (!claimed.length || due.length < this.options.batch)) return sent;
    }
  }

  private async loop() {
    do {
      this.again = false;
      try {
        await this.runOnce();
      } catch (err) {
        this.logger.error({ err }, "mail outbox round failed");
      }
    } while (this.again && !this.stopped);
  }

  /**
   * The conditional UPDATE that makes this instance the only sender of the rows it matches (one statement for a
   * round's rows); answers the rows claimed, by id.
   */
  private async claim(ids: number[]) {
    const now = new Date();
    const rows = await this.db.mailOutbox.updateManyAndReturn({
      where: { id: { in: ids }, status: "pending", nextAttemptAt: { lte: now }, OR: [{ leaseUntil: null }, { leaseUntil: { lt: now } }] },
      data: { leaseOwner: this.owner, leaseUntil: new Date(now.getTime() + this.options.leaseMs) },
    });
    return rows.toSorted((a, b) => a.id - b.id);
  }

  /** rows claimed but not sent (the dispatcher stops): due again at once, for any instance */
  private async release(ids: number[]) {
    if (ids.length) await this.db.mailOutbox.updateMany({ where: { id: { in: ids }, leaseOwner: this.owner }, data: { leaseOwner: null, leaseUntil: null } });
  }

  /**
   * The round's sent rows marked `sent`, each still pending and still ours, in one transaction: one commit for the
   * round instead of one per mail (on SQLite each commit waits for the disk, and every order queues a mail). A crash
   * before it leaves the round's rows leased: they are sent again, with their Message-IDs, once the lease runs out.
   */
  private async markSent(delivered: Delivered[]) {
    if (!delivered.length) return;
    const counts = await this.db.$transaction(
      delivered.map(({ id, messageId }) =>
        this.db.mailOutbox.updateMany({
          where: { id, status: "pending", leaseOwner: this.owner },
          data: { status: "sent", sentAt: new Date(), messageId, attempts: { increment: 1 }, leaseOwner: null, leaseUntil: null, lastError: null },
        }),
      ),
    );
    for (const [n, r] of counts.entries()) if (r.count !== 1) this.logger.warn({ outboxId: delivered[n]!.id }, "mail sent after this instance's lease ran out");
  }

  /** sends one claimed row: what to mark sent, or null after recording the failure */
  private async deliver(row: Awaited<ReturnType<OutboxDispatcher["claim"]>>[number]): Promise<Delivered | null> {
    const mine = { id: row.id, status: "pending", leaseOwner: this.owner };
    try {
      await this.options.onClaimed?.(row);
      const messageId = `<outbox-${row.id}-${row.messageKey}@b2b-trade>`;
      const info = await withTimeout(
        this.transport.send({
          from: row.fromAddress,
          to: row.toAddress.split(",").map((s) => s.trim()),
          subject: row.subject,
          text: row.textBody,
          html: row.htmlBody,
          messageId,
        }),
        SEND_TIMEOUT_MS + 5_000,
      );
      return { id: row.id, messageId: info.messageId };
    } catch (err) {
      const attempts = row.attempts + 1;
      const failed = attempts >= this.options.maxAttempts;
      const delay = Math.min(this.options.backoffMs * 2 ** (attempts - 1), this.options.maxBackoffMs);
      await this.db.mailOutbox.updateMany({
        where: mine,
        data: {
          attempts,
          status: failed ? "failed" : "pending",
          nextAttemptAt: new Date(Date.now() + delay),
          lastError: String((err as Error)?.message ?? err).slice(0, 1000),
          leaseOwner: null,
          leaseUntil: null,
        },
      });
      this.logger.warn({ err, outboxId: row.id, attempts, failed }, failed ? "mail given up" : "mail delivery failed; will retry");
      return null;
    }
  }
}

/** a row the transport accepted, waiting to be marked sent */
interface Delivered {
  id: number;
  messageId: string;
}

function withTimeout<T>(p: Promise<T>, ms: number): Promise<T> {
  let t: NodeJS.Timeout;
  return Promise.race([p, new Promise<T>((_, reject) => (t = setTimeout(() => reject(new Error(`mail send timed out after ${ms} ms`)), ms)))]).finally(() =>
    clearTimeout(t),
  );
}
