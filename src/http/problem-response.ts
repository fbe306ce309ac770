import type { Context } from "hono";
import type { ProblemError } from "../core/errors.ts";

/** a problem-details response: the problem's headers, never cached, `Connection: close` after an unread oversized body */
export function problemResponse(c: Context, e: ProblemError) {
  for (const [k, v] of Object.entries(e.headers ?? {})) c.header(k, v);
  // the rest of an oversized body is never read: the connection cannot be reused
  if (e.status === 413) c.header("Connection", "close");
  // an error is about this request: no cache keeps it
  c.header("Cache-Control", "no-store");
  return c.body(JSON.stringify(e.toJSON()), e.status as 400, { "Content-Type": "application/problem+json" });
}
