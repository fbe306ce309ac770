import type { IncomingMessage, ServerResponse } from "node:http";
import { ProblemError } from "../core/errors.ts";

/** every request body (REST, GraphQL) and every WebSocket message is limited to this */
export const MAX_BODY_BYTES = 1024 * 1024;

/** how long, and how many bytes, an answer sent before its request body ended waits for the rest (then the socket goes) */
export const LINGER_MS = 10_000;
export const LINGER_BYTES = 64 * 1024 * 1024;

/** reads a body, refusing more than MAX_BODY_BYTES even without (or with a lying) Content-Length */
export async function readBodyLimited(req: Request): Promise<string> {
  return Buffer.from(await readBytesLimited(req, MAX_BODY_BYTES)).toString("utf8");
}

/** reads a body's bytes, refusing more than `maxBytes` (413) even without (or with a lying) Content-Length */
export async function readBytesLimited(req: Request, maxBytes: number): Promise<Uint8Array> {
  if (!req.body) return new Uint8Array(0);
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      // the rest of the body is discarded after the answer (closeAfterAnswer), not cut off
      reader.releaseLock();
      throw bodyTooLarge(maxBytes);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

export const bodyTooLarge = (maxBytes: number) => new ProblemError(413, "payload_too_large", `Request bodies are limited to ${maxBytes} bytes`);

/**
 * A request body as a stream cut at `maxBytes` (a route with its own limit, e.g. a CSV upload): past it the stream
 * errors with a 413 `payload_too_large`, whatever Content-Length said; an empty body is an empty stream.
 */
export function limitedStream(req: Request, maxBytes: number): ReadableStream<Uint8Array> {
  let size = 0;
  const limit = new TransformStream<Uint8Array, Uint8Array>({
    transform(chunk, controller) {
      size += chunk.byteLength;
      if (size > maxBytes) controller.error(new ProblemError(413, "payload_too_large", `This upload is limited to ${maxBytes} bytes`));
      else controller.enqueue(chunk);
    },
  });
  return req.body ? req.body.pipeThrough(limit) : new ReadableStream({ start: (c) => c.close() });
}

/**
 * An answer given before the request's body has all arrived (a 413, a 401 before the body was read): the client
 * must read it whole. Closing at once, with the client's bytes still unread, resets the connection, and a reset
 * can destroy the answer on the client before it is read (a slow or chunked sender saw a reset for its 413). So
 * the answer says `Connection: close`; once it is written the socket half-closes (FIN) and keeps reading and
 * discarding what the client still sends, until the client ends too, or LINGER_MS, or LINGER_BYTES (a
 * "lingering close"). A request whose body arrived whole keeps its connection.
 */
export function closeAfterAnswer(incoming: IncomingMessage, outgoing: ServerResponse): void {
  if (incoming.complete || outgoing.headersSent) return;
  outgoing.setHeader("Connection", "close");
  const socket = incoming.socket as IncomingMessage["socket"] & { destroySoon?: () => void };
  if (!socket || socket.destroyed) return;
  let lingering = false;
  // node calls destroySoon once an answer with Connection: close is written (as does @hono/node-server's drain)
  socket.destroySoon = () => {
    if (lingering) return;
    lingering = true;
    socket.end();
    let discarded = 0;
    const timer = setTimeout(() => socket.destroy(), LINGER_MS);
    timer.unref();
    socket.once("close", () => clearTimeout(timer));
    // whoever read the body (a web stream, paused when its queue filled) reads no more: the rest goes nowhere
    incoming.removeAllListeners("data");
    incoming.on("data", (chunk: Buffer) => {
      discarded += chunk.length;
      if (discarded > LINGER_BYTES) socket.destroy();
    });
    incoming.resume();
  };
}
