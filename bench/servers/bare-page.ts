/**
 * Baselines of the listing bench: a bare node:http server answering one JSON page, either serialised per
 * request (BENCH_MODE=stringify: what a serialiser costs) or as the same bytes each time (bytes: the limit).
 */
import "../../src/core/production-env.ts";
import fs from "node:fs";
import http from "node:http";

const text = fs.readFileSync(process.env.BENCH_PAGE_FILE!, "utf8");
const page = JSON.parse(text) as unknown;
const bytes = Buffer.from(text);
const stringify = process.env.BENCH_MODE === "stringify";
const server = http.createServer((_req, res) => {
  const body = stringify ? JSON.stringify(page) : bytes;
  res.writeHead(200, { "content-type": "application/json", "content-length": Buffer.byteLength(body) });
  res.end(body);
});
server.listen(0, "127.0.0.1", () => {
  const addr = server.address() as { port: number };
  process.send?.({ ready: true, url: `http://127.0.0.1:${addr.port}` });
});
