/**
 * What Cloudflare's edge does for `npm run worker`: a loopback front that hands each request to Miniflare with
 * CF-Connecting-IP set to the socket's peer address, whatever the client sent (and without the client's
 * X-Real-IP / X-Forwarded-For), so the worker may trust the header (TRUST_CF_CONNECTING_IP=1) as on Cloudflare.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";

const DROPPED = new Set(["cf-connecting-ip", "x-real-ip", "x-forwarded-for", "true-client-ip", "cf-ew-via", "mf-cf-blob"]);

export function peerAddress(socketAddress: string | undefined): string {
  const a = socketAddress ?? "";
  return a.startsWith("::ffff:") ? a.slice(7) : a;
}

/** listens on host:port and forwards to `target` (Miniflare's URL); resolves to the front's URL and a close() */
export async function startWorkerFront(target: string, host: string, port: number): Promise<{ url: string; close(): Promise<void> }> {
  const to = new URL(target);
  const server = http.createServer((req, res) => {
    const headers: http.OutgoingHttpHeaders = {};
    for (const [k, v] of Object.entries(req.headers)) if (!DROPPED.has(k)) headers[k] = v;
    headers["cf-connecting-ip"] = peerAddress(req.socket.remoteAddress);
    const out = http.request({ host: to.hostname, port: to.port, method: req.method, path: req.url, headers }, (r) => {
      res.writeHead(r.statusCode ?? 502, r.rawHeaders);
      r.pipe(res);
    });
    out.on("error", () => {
      if (!res.headersSent) res.writeHead(502, { "content-type": "text/plain" });
      res.end("worker unavailable");
    });
    req.pipe(out);
  });
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `http://${host.includes(":") ? `[${host}]` : host}:${bound}/`,
    // idle keep-alive sockets (a browser's) would hold close() open
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
