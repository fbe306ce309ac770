/**
 * Work a request starts and does not wait for, so that it never shows in the answer or its timing (e.g. the
 * forgotten-password mail, whose cost would tell whether an account exists). It starts a moment after the HTTP
 * answer has gone out (the server says when, `answerSentWhen`; without a server, after the handler returns):
 * measured with curl, work started at once after the answer still delayed that answer's arrival by its own
 * cost (the process is busy with it, and with the outbox dispatch its commit wakes), a short wait did not.
 * A failure is logged with the request id, never lost silently; `app.close()` waits for what is still running.
 */
import type { App } from "./kernel.ts";
import type { RequestContext } from "./context.ts";

const running = new WeakMap<App, Set<Promise<void>>>();
const SENT = "core:answer-sent";
const START_AFTER_MS = 100;

/** the server's promise that this request's answer has been written (or the client went away) */
export function answerSentWhen(ctx: RequestContext, sent: Promise<void>): void {
  ctx.memo.set(SENT, sent);
}

/** the task gets a copy of the context with a memo of its own: no transaction or loader of the request leaks into it */
export function runAfterAnswer(ctx: RequestContext, label: string, task: (ctx: RequestContext) => Promise<unknown>): void {
  const tasks = running.get(ctx.app) ?? new Set<Promise<void>>();
  running.set(ctx.app, tasks);
  const sent = (ctx.memo.get(SENT) as Promise<void> | undefined) ?? Promise.resolve();
  const p: Promise<void> = sent
    .then(() => new Promise<void>((r) => setTimeout(r, START_AFTER_MS)))
    .then(() => task({ ...ctx, memo: new Map() }))
    .then(
      () => undefined,
      (err: unknown) => ctx.app.logger.error({ err, requestId: ctx.requestId, task: label }, "work after the answer failed"),
    )
    .finally(() => tasks.delete(p));
  tasks.add(p);
}

/** resolves once the work started so far (and any it started in turn) has finished */
export async function afterAnswerSettled(app: App): Promise<void> {
  const set = running.get(app);
  while (set?.size) await Promise.allSettled([...set]);
}
