/**
 * Approval subscriptions re-check the admin before each event. A real graphql-ws socket of a second admin receives
 * applicants' data; once that admin is deactivated (or loses the `customers` scope) the next event is not delivered
 * and the stream completes.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient } from "graphql-ws";
import WebSocket from "ws";
import { waitForServerSubscribe } from "../../helpers/subscriptions.ts";
import { startTestServer, type TestServer } from "../../helpers/server.ts";
import { hashPassword } from "../../../src/core/auth/password.ts";
import forms from "../../../src/modules/custom-forms/index.ts";
import approval from "../../../src/modules/customer-approval/index.ts";
import registration from "../../../src/modules/trade-registration/index.ts";
import { submitTrade, tradePayload } from "../registration/helpers.ts";

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ modules: [forms as never, approval as never, registration as never] });
});
afterAll(async () => {
  await s?.close();
});

let seq = 0;
const uniqueEmail = (tag: string) => `${tag}-${process.pid}-${++seq}@sub.example`;

async function secondAdmin(scopes: string) {
  const username = `watcher-${process.pid}-${++seq}`;
  const row = await s.app.db.adminUser.create({ data: { username, passwordHash: await hashPassword("watcher-pass-1"), scopes } });
  const r = await s.json("/api/rest/v2/auth/admin-token", { method: "POST", json: { username, password: "watcher-pass-1" } });
  expect(r.status).toBe(200);
  return { id: row.id, token: r.body.token as string };
}

/** every email the subscription delivers, and a promise that settles when the stream ends */
function watch(token: string, query: string, pick: (d: any) => string) {
  const client = createClient({
    url: `${s.url.replace("http", "ws")}/graphql`,
    webSocketImpl: WebSocket,
    lazy: false,
    connectionParams: { authorization: `Bearer ${token}` },
  });
  const seen: string[] = [];
  const waiters: { email: string; resolve: () => void }[] = [];
  const events = client.iterate<any>({ query });
  const ended = (async () => {
    for await (const e of events) {
      if (!e.data) continue;
      const email = pick(e.data);
      seen.push(email);
      for (const w of waiters.filter((x) => x.email === email)) w.resolve();
    }
  })();
  const got = (email: string) => (seen.includes(email) ? Promise.resolve() : new Promise<void>((resolve) => waiters.push({ email, resolve })));
  return { seen, ended, got, close: () => client.dispose() };
}

const within = <T>(p: Promise<T>, ms: number, what: string) =>
  Promise.race([p, new Promise<never>((_, rej) => setTimeout(() => rej(new Error(`${what}: not within ${ms} ms`)), ms))]);

describe("approval subscriptions re-check authorisation on each event", () => {
  for (const [what, revoke] of [
    ["deactivated", (id: number) => s.app.db.adminUser.update({ where: { id }, data: { isActive: false } })],
    ["stripped of the customers scope", (id: number) => s.app.db.adminUser.update({ where: { id }, data: { scopes: "catalog" } })],
  ] as const) {
    it(`an admin's socket gets no applicant's data once the admin is ${what}; the stream completes`, async () => {
      const watcher = await secondAdmin("customers");
      // one at a time: the helper patches the pub/sub for one topic
      const subscribed = waitForServerSubscribe(s, "customerPendingAdded");
      const pending = watch(watcher.token, "subscription { customerPendingAdded { email firstName lastName } }", (d) => d.customerPendingAdded.email);
      await subscribed;
      const subscribedTrade = waitForServerSubscribe(s, "tradeApplicationAdded");
      const trade = watch(watcher.token, "subscription { tradeApplicationAdded { email payload } }", (d) => d.tradeApplicationAdded.email);
      await subscribedTrade;
      try {
        const before = uniqueEmail("before");
        expect((await submitTrade(s, tradePayload(before, "trade-secret-99"))).status).toBe(201);
        await within(Promise.all([pending.got(before), trade.got(before)]), 2000, "the event before revoking");

        await revoke(watcher.id);
        const after = uniqueEmail("after");
        expect((await submitTrade(s, tradePayload(after, "trade-secret-99"))).status).toBe(201);
        // the next event ends both streams instead of being delivered
        await within(Promise.all([pending.ended, trade.ended]), 2000, "the streams' end");
        expect(pending.seen).toEqual([before]);
        expect(trade.seen).toEqual([before]);
      } finally {
        await pending.close();
        await trade.close();
      }
    });
  }
});
