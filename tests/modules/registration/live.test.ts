/**
 * Trade registration's live alerts over graphql-ws: tradeApplicationAdded after the submission commits,
 * tradeApplicationDecided after a decision, the admin scope checked at subscribe time, and (PostgreSQL +
 * Redis: TEST_DATABASE_URL, TEST_REDIS_URL) a subscriber on one instance seeing a submission made on another.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient, type Client } from "graphql-ws";
import WebSocket from "ws";
import { waitForServerSubscribe } from "../../helpers/subscriptions.ts";
import { startTestServer, type TestServer } from "../../helpers/server.ts";
import { TEST_CUSTOMER_PASSWORD } from "../../helpers/db-template.ts";
import forms from "../../../src/modules/custom-forms/index.ts";
import approval from "../../../src/modules/customer-approval/index.ts";
import registration from "../../../src/modules/trade-registration/index.ts";
import { applicationsOf, decideApp, submitTrade, tradePayload } from "./helpers.ts";

const MODULES = [forms as never, approval as never, registration as never];
const ADDED = "subscription { tradeApplicationAdded { id email status formCode } }";
const DECIDED = "subscription { tradeApplicationDecided { customerGroupId application { id email status } } }";
const scaleOut = Boolean(process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL);

let s: TestServer;
let admin: string;
beforeAll(async () => {
  s = await startTestServer({ modules: MODULES });
  admin = await s.adminToken();
});
afterAll(async () => {
  await s?.close();
});

let seq = 0;
const uniqueEmail = (tag: string) => `${tag}-${process.pid}-${++seq}@live.example`;
const wsClient = (server: TestServer, params: Record<string, unknown>) =>
  createClient({ url: `${server.url.replace("http", "ws")}/graphql`, webSocketImpl: WebSocket, lazy: false, connectionParams: params });

/** the first event whose email matches, within `ms` of `since()` being called */
async function firstFor<T>(client: Client, query: string, pick: (d: any) => { email: string } & T, email: string) {
  const events = client.iterate<any>({ query });
  const received = (async () => {
    for await (const e of events) {
      const v = e.data ? pick(e.data) : null;
      if (v?.email === email) return v;
    }
    throw new Error("subscription ended");
  })();
  return { received, stop: () => events.return?.() };
}

const within = <T>(p: Promise<T>, ms: number) =>
  Promise.race([p, new Promise<never>((_, rej) => setTimeout(() => rej(new Error(`no event within ${ms} ms`)), ms))]);

describe("trade registration live alerts", () => {
  it("a graphql-ws admin subscriber sees tradeApplicationAdded within a second of the submission, then tradeApplicationDecided", async () => {
    const client = wsClient(s, { authorization: `Bearer ${admin}` });
    const email = uniqueEmail("live");
    try {
      const subscribed = waitForServerSubscribe(s, "tradeApplicationAdded");
      const added = await firstFor(client, ADDED, (d) => d.tradeApplicationAdded, email);
      await subscribed;
      expect((await submitTrade(s, tradePayload(email, "trade-secret-99"))).status).toBe(201);
      const committedAt = performance.now();
      const got = await within(added.received, 1000);
      expect(got).toMatchObject({ email, status: "pending", formCode: "trade-account" });
      expect(performance.now() - committedAt).toBeLessThan(1000);
      await added.stop();

      const subscribedDecided = waitForServerSubscribe(s, "tradeApplicationDecided");
      const decided = await firstFor(
        client,
        DECIDED,
        (d) => ({ ...d.tradeApplicationDecided.application, group: d.tradeApplicationDecided.customerGroupId }),
        email,
      );
      await subscribedDecided;
      const [app] = await applicationsOf(s, admin, email);
      await decideApp(s, admin, "tradeApplicationApprove", app.id);
      expect(await within(decided.received, 1000)).toMatchObject({ email, status: "approved", group: 2 });
      await decided.stop();
    } finally {
      await client.dispose();
    }
  });

  it("a non-admin subscriber is refused (customer: forbidden, anonymous: login_required)", async () => {
    const customer = (await s.json("/api/rest/v2/auth/token", { method: "POST", json: { email: "jane@example.com", password: TEST_CUSTOMER_PASSWORD } })).body
      .token as string;
    for (const [params, code] of [
      [{ authorization: `Bearer ${customer}` }, "forbidden"],
      [{}, "login_required"],
    ] as const) {
      for (const query of [ADDED, DECIDED]) {
        const client = wsClient(s, params);
        try {
          const it = client.iterate({ query });
          const first = await it.next().then(
            (v) => ({ value: v.value as { errors?: { extensions?: { code?: string } }[] } }),
            (e: unknown) => ({ value: { errors: (Array.isArray(e) ? e : [e]) as { extensions?: { code?: string } }[] } }),
          );
          expect(first.value.errors?.[0]?.extensions?.code).toBe(code);
        } finally {
          await client.dispose();
        }
      }
    }
  });
});

describe.runIf(scaleOut)("trade registration live alerts across two instances (PostgreSQL + Redis)", () => {
  let b: TestServer;
  beforeAll(async () => {
    b = await startTestServer({ modules: MODULES, shareDbWith: s });
  }, 120_000);
  afterAll(async () => {
    await b?.close();
  });

  it("the subscriber on one instance sees the submission made on the other", async () => {
    const client = wsClient(b, { authorization: `Bearer ${admin}` });
    const email = uniqueEmail("cross");
    try {
      const subscribed = waitForServerSubscribe(b, "tradeApplicationAdded");
      const added = await firstFor(client, ADDED, (d) => d.tradeApplicationAdded, email);
      await subscribed;
      expect((await submitTrade(s, tradePayload(email, "trade-secret-99"))).status).toBe(201);
      expect(await within(added.received, 2000)).toMatchObject({ email, status: "pending" });
      await added.stop();
    } finally {
      await client.dispose();
    }
  });
});
