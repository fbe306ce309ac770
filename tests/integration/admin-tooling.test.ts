/**
 * With production settings (NODE_ENV=production and a DATABASE_URL, as settingsFromEnv
 * defines it) introspection and field suggestions answer an admin token only.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient } from "graphql-ws";
import WebSocket from "ws";
import { startTestServer, type TestServer } from "../helpers/server.ts";
import { TEST_CUSTOMER_PASSWORD } from "../helpers/db-template.ts";
import { settingsFromEnv } from "../../src/core/settings.ts";

const SCHEMA = "{ __schema { queryType { name } } }";
const TYPO = "{ storeConfg { storeCode } }";

let s: TestServer;
let tokens: { admin: string; customer: string };
beforeAll(async () => {
  const production = settingsFromEnv({ NODE_ENV: "production", DATABASE_URL: "postgresql://db.internal/b2b" });
  expect(production.graphqlIntrospection).toBe(false);
  s = await startTestServer({ settings: { graphqlIntrospection: production.graphqlIntrospection } });
  tokens = { admin: await s.adminToken(), customer: await s.customerToken("jane@example.com", TEST_CUSTOMER_PASSWORD) };
}, 60_000);
afterAll(() => s?.close());

const post = async (query: string, authorization?: string) => {
  const res = await s.fetch("/graphql", { method: "POST", json: { query }, headers: authorization ? { authorization } : {} });
  return (await res.json()) as { data?: any; errors?: { message: string }[] };
};
const basic = () => `Basic ${Buffer.from(s.apiUser.join(":")).toString("base64")}`;

describe("GraphQL admin tooling in production", () => {
  it("__schema answers an admin token; a guest, a customer and the API user are refused", async () => {
    // the admin first: Yoga caches validation results, and the others must not be served the admin's
    const admin = await post(SCHEMA, `Bearer ${tokens.admin}`);
    expect(admin.errors).toBeUndefined();
    expect(admin.data).toEqual({ __schema: { queryType: { name: "Query" } } });
    for (const [who, auth] of [
      ["guest", undefined],
      ["customer", `Bearer ${tokens.customer}`],
      ["API user", basic()],
    ] as const) {
      const r = await post(SCHEMA, auth);
      expect(r.data, who).toBeUndefined();
      expect(r.errors?.[0]?.message, who).toMatch(/introspection/i);
    }
    // and the admin still after them
    expect((await post(SCHEMA, `Bearer ${tokens.admin}`)).data?.__schema.queryType.name).toBe("Query");
  });

  it("field suggestions for the admin only", async () => {
    const admin = await post(TYPO, `Bearer ${tokens.admin}`);
    expect(admin.errors?.[0]?.message).toMatch(/did you mean "storeConfig"/i);
    for (const auth of [undefined, `Bearer ${tokens.customer}`, basic()]) {
      const r = await post(TYPO, auth);
      expect(r.errors?.[0]?.message).toMatch(/Cannot query field "storeConfg"/);
      expect(r.errors?.[0]?.message).not.toMatch(/did you mean|storeConfig/i);
    }
    expect((await post(TYPO, `Bearer ${tokens.admin}`)).errors?.[0]?.message).toMatch(/did you mean/i);
  });

  it("over the WebSocket too: the admin's connection may introspect, a guest's may not", async () => {
    const run = async (connectionParams: Record<string, string>) => {
      const client = createClient({ url: `${s.url.replace("http", "ws")}/graphql`, webSocketImpl: WebSocket, connectionParams, retryAttempts: 0 });
      try {
        return await new Promise<{ data?: any; errors?: readonly { message: string }[] }>((resolve, reject) => {
          let result: { data?: any; errors?: readonly { message: string }[] } = {};
          client.subscribe(
            { query: SCHEMA },
            { next: (v) => (result = v as never), error: (e) => (Array.isArray(e) ? resolve({ errors: e }) : reject(e)), complete: () => resolve(result) },
          );
        });
      } finally {
        await client.dispose();
      }
    };
    expect((await run({ authorization: `Bearer ${tokens.admin}` })).data?.__schema.queryType.name).toBe("Query");
    const guest = await run({});
    expect(guest.data).toBeUndefined();
    expect(guest.errors?.[0]?.message).toMatch(/introspection/i);
  });
});
