/** The internal endpoints' shared secret: docs/storefront-worker.md, the internal endpoints. */
import type { Context } from "hono";
import type { AppEnv } from "./env.ts";
import { problem } from "./http.ts";

/** well-known placeholder values (documentation, templates, examples) that never count as a secret */
const PLACEHOLDERS = new Set([
  "changeme",
  "change-me",
  "change_me",
  "secret",
  "your-secret",
  "your_secret",
  "your-sync-secret",
  "sync_secret",
  "sync-secret",
  "placeholder",
  "replace-me",
  "replace_me",
  "todo",
  "xxx",
  "example",
  "password",
  "test",
  "<sync_secret>",
]);

export function secretConfigured(secret: string | undefined): secret is string {
  if (!secret) return false;
  const s = secret.trim().toLowerCase();
  return s.length > 0 && !PLACEHOLDERS.has(s) && !/^x+$/.test(s);
}

/** constant-time equality: both sides are hashed to 32 bytes, then every byte is compared */
export async function secretEquals(given: unknown, expected: string): Promise<boolean> {
  const enc = new TextEncoder();
  const [a, b] = await Promise.all([
    crypto.subtle.digest("SHA-256", enc.encode(typeof given === "string" ? given : "")),
    crypto.subtle.digest("SHA-256", enc.encode(expected)),
  ]);
  const x = new Uint8Array(a);
  const y = new Uint8Array(b);
  let diff = typeof given === "string" ? 0 : 1;
  for (let i = 0; i < 32; i++) diff |= (x[i] ?? 0) ^ (y[i] ?? 0);
  return diff === 0;
}

export const MAX_INTERNAL_BODY = 1024 * 1024;

/**
 * Checks an internal call and returns its JSON body, or the refusal to send:
 * 503 without a usable secret, 403 over plain HTTP, 413/400/415 for a bad body, 401 for a wrong secret.
 */
export async function internalBody(c: Context<AppEnv>): Promise<{ body: Record<string, unknown> } | { refusal: Response }> {
  if (!secretConfigured(c.env.SYNC_SECRET)) {
    return { refusal: problem(503, "not_configured", "SYNC_SECRET is not set: the internal endpoints are disabled") };
  }
  const url = new URL(c.req.url);
  const proto = c.req.header("x-forwarded-proto") ?? url.protocol.replace(":", "");
  if (proto !== "https" && c.env.ALLOW_HTTP !== "1") {
    return { refusal: problem(403, "https_required", "Internal endpoints are served over HTTPS only") };
  }
  const body = await readJsonBody(c.req.raw, MAX_INTERNAL_BODY);
  if ("refusal" in body) return body;
  const value = body.json;
  const secret = value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>).secret : undefined;
  if (!(await secretEquals(secret, c.env.SYNC_SECRET))) return { refusal: problem(401, "unauthorized", "Missing or wrong secret") };
  return { body: value as Record<string, unknown> };
}

/** reads a JSON body of at most `limit` bytes (streamed: a lying Content-Length does not get past) */
export async function readJsonBody(req: Request, limit: number): Promise<{ json: unknown } | { refusal: Response }> {
  const raw = await readLimited(req, limit);
  if (raw === null) return { refusal: problem(413, "payload_too_large", `Request bodies are limited to ${limit} bytes`) };
  if (raw.byteLength === 0) return { json: {} };
  try {
    return { json: JSON.parse(new TextDecoder().decode(raw)) };
  } catch {
    return { refusal: problem(400, "malformed_json", "The body is not valid JSON") };
  }
}

/** the body bytes, or null when it exceeds `limit` */
export async function readLimited(req: Request, limit: number): Promise<Uint8Array<ArrayBuffer> | null> {
  const declared = Number(req.headers.get("content-length") ?? "0");
  if (declared > limit) return null;
  if (!req.body) return new Uint8Array(0);
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const out = new Uint8Array(size);
  let at = 0;
  for (const ch of chunks) {
    out.set(ch, at);
    at += ch.byteLength;
  }
  return out;
}
