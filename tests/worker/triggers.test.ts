/**
 * Backend -> worker triggers (src/core/storefront-sync.ts): a product or category save asks for a partial
 * sync, the cron schedule and the admin's storefrontSyncNow for a full one; failures are retried with
 * backoff and an admin save never waits for the worker. The worker here is a recording peer on loopback.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../helpers/server.ts";

interface Call {
  path: string;
  body: { secret?: string; ids?: number[] };
  at: number;
}
const calls: Call[] = [];
/** the next call to this path fails */
let failPath = "";
let holdMs = 0;
let peer: http.Server;
let server: TestServer;

const until = async <T>(f: () => T | undefined, ms = 10_000): Promise<T> => {
  const end = Date.now() + ms;
  for (;;) {
    const v = f();
    if (v !== undefined) return v;
    if (Date.now() > end) throw new Error("condition not met in time");
    await new Promise((r) => setTimeout(r, 20));
  }
};

beforeAll(async () => {
  peer = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    calls.push({ path: req.url ?? "", body: JSON.parse(Buffer.concat(chunks).toString() || "{}"), at: Date.now() });
    if (failPath && req.url === failPath) {
      failPath = "";
      res.writeHead(502).end("{}");
      return;
    }
    if (holdMs) await new Promise((r) => setTimeout(r, holdMs));
    res.writeHead(200, { "content-type": "application/json" }).end('{"success":true}');
  });
  await new Promise<void>((r) => peer.listen(0, "127.0.0.1", r));
  const url = `http://127.0.0.1:${(peer.address() as AddressInfo).port}`;
  server = await startTestServer({
    settings: { storefrontUrl: url, syncSecret: "trigger-secret-123456", storefrontSync: { cron: "* * * * * *", baseDelayMs: 20, batchMs: 20 } },
  });
});

afterAll(async () => {
  await server?.close();
  await new Promise((r) => peer?.close(r));
});

it("the cron schedule asks for full syncs with the secret", async () => {
  const c = await until(() => calls.find((x) => x.path === "/sync"));
  expect(c.body.secret).toBe("trigger-secret-123456");
});

it("a product save asks for a partial sync of that product, retried after a failure, without holding the save", async () => {
  const token = await server.adminToken();
  const { body } = await server.json("/api/rest/v2/products?itemsPerPage=1");
  const id = body.member[0].id as number;
  failPath = "/sync/products";
  holdMs = 1500;
  const started = Date.now();
  const r = await server.gql(`mutation($id:Int!){productUpdate(id:$id,input:{name:"Trigger test"}){__typename}}`, { id }, { token });
  expect(r.errors).toBeUndefined();
  expect(Date.now() - started).toBeLessThan(1500);
  const tries = await until(() => {
    const t = calls.filter((x) => x.path === "/sync/products");
    return t.length >= 2 ? t : undefined;
  });
  expect(tries[0]!.body).toEqual({ ids: [id], secret: "trigger-secret-123456" });
  expect(tries[1]!.body.ids).toEqual([id]);
  holdMs = 0;
});

it("a category save asks for a category sync; storefrontSyncNow answers at once", async () => {
  const token = await server.adminToken();
  const r = await server.gql(`mutation{categoryCreate(name:"Trigger cat",parentId:2){__typename}}`, {}, { token });
  expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
  await until(() => calls.find((x) => x.path === "/sync/categories"));
  holdMs = 2000;
  const before = calls.length;
  const started = Date.now();
  const now = await server.gql(`mutation{storefrontSyncNow{__typename ... on StorefrontSyncNowSuccess{data}}}`, {}, { token });
  expect(now.errors).toBeUndefined();
  expect(Date.now() - started).toBeLessThan(2000);
  await until(() => (calls.length > before ? true : undefined));
  holdMs = 0;
  // without an admin token the mutation is refused
  const anon = await server.gql(`mutation{storefrontSyncNow{__typename}}`);
  expect(anon.errors?.length).toBeGreaterThan(0);
});
