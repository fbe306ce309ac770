import { ProblemError } from "../core/errors.ts";

/** every request body (REST, GraphQL) and every WebSocket message is limited to this */
export const MAX_BODY_BYTES = 1024 * 1024;

/** reads a body, refusing more than MAX_BODY_BYTES even without (or with a lying) Content-Length */
export async function readBodyLimited(req: Request): Promise<string> {
  if (!req.body) return "";
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_BODY_BYTES) {
      await reader.cancel();
      throw new ProblemError(413, "payload_too_large", `Request bodies are limited to ${MAX_BODY_BYTES} bytes`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}
