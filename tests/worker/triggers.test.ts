/**
 * Backend -> worker triggers (src/core/storefront-sync.ts): a product, category or CMS page save asks for a
 * partial sync naming what was saved, many saves at once make one call, the cron schedule and the admin's
 * storefrontSyncNow ask for a full one; failures are retried with backoff and an admin save never waits for the
 * worker; each call is recorded (StorefrontSyncRun, what the Storefront screen lists). The worker here is a
 * recording peer on loopback.
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
    settings: { storefrontUrl: url, syncSecret: "trigger-secret-123456", storefrontSync: { cron: "* * * * * *", baseDelayMs: 20, batchMs: 500 } },
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
  const r = await server.gql(`mutation{categoryCreate(name:"Trigger cat",parentId:2){__typename ...on CategoryCreateSuccess{data{id}}}}`, {}, { token });
  expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
  const id = (r.data as { categoryCreate: { data?: { id: number } } }).categoryCreate.data?.id;
  const call = await until(() => calls.find((x) => x.path === "/sync/categories"));
  expect(call.body.ids).toEqual([id]);
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

/** the recorded runs of a path after a run id, oldest first, once none of them is in flight */
async function runsOf(path: string, afterId: number) {
  const end = Date.now() + 10_000;
  for (;;) {
    const rows = await server.app.db.storefrontSyncRun.findMany({ where: { path, id: { gt: afterId } }, orderBy: { id: "asc" } });
    if (rows.length && rows.every((r) => r.outcome !== "pending")) return rows;
    if (Date.now() > end) throw new Error(`no finished run of ${path}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}
const lastRunId = async () => (await server.app.db.storefrontSyncRun.findFirst({ orderBy: { id: "desc" }, select: { id: true } }))?.id ?? 0;

it("a CMS page save (announced as the content domain announces it) asks for a partial CMS sync naming that page", async () => {
  const after = await lastRunId();
  const from = calls.length;
  await server.app.pubsub.publish("catalogChanged", { entity: "cms_page", ids: ["7"], at: new Date().toISOString() });
  const call = await until(() => calls.slice(from).find((x) => x.path === "/sync/cms-pages"));
  expect(call.body).toEqual({ ids: [7], secret: "trigger-secret-123456" });
  const [run] = await runsOf("/sync/cms-pages", after);
  expect(run).toMatchObject({ trigger: "change", kind: "partial", itemCount: 1, outcome: "accepted", attempts: 1 });
});

it("many saves at once (concurrent product saves and a mass change of many ids) make one partial product sync", async () => {
  const token = await server.adminToken();
  const products = await server.app.db.product.findMany({ where: { status: 1 }, orderBy: { id: "asc" }, take: 40, select: { id: true } });
  const saved = products.slice(0, 5).map((p) => p.id);
  const mass = products.slice(5).map((p) => p.id);
  const after = await lastRunId();
  const from = calls.length;
  const answers = await Promise.all([
    ...saved.map((id, i) => server.gql(`mutation($id:Int!,$n:String!){productUpdate(id:$id,input:{name:$n}){__typename}}`, { id, n: `Batch ${i}` }, { token })),
    // what a mass action or an import announces: one change naming many products
    (async () => {
      await server.app.pubsub.publish("catalogChanged", { entity: "product", ids: mass.map(String), at: new Date().toISOString() });
      return { errors: undefined };
    })(),
  ]);
  for (const a of answers) expect(a.errors).toBeUndefined();
  const first = await until(() => calls.slice(from).find((x) => x.path === "/sync/products"));
  // nothing else follows for this batch
  await new Promise((r) => setTimeout(r, 1000));
  const productCalls = calls.slice(from).filter((x) => x.path === "/sync/products");
  expect(productCalls).toHaveLength(1);
  expect([...first.body.ids!].sort((a, b) => a - b)).toEqual([...saved, ...mass].sort((a, b) => a - b));
  const runs = await runsOf("/sync/products", after);
  expect(runs.map((r) => ({ trigger: r.trigger, kind: r.kind, itemCount: r.itemCount, outcome: r.outcome }))).toEqual([
    { trigger: "change", kind: "partial", itemCount: saved.length + mass.length, outcome: "accepted" },
  ]);
});

it("more ids than the worker takes in one call make one partial sync of every product", async () => {
  const from = calls.length;
  const ids = Array.from({ length: 1200 }, (_, i) => String(i + 1));
  await server.app.pubsub.publish("catalogChanged", { entity: "product", ids, at: new Date().toISOString() });
  const call = await until(() => calls.slice(from).find((x) => x.path === "/sync/products"));
  expect(call.body).toEqual({ secret: "trigger-secret-123456" });
});
