/**
 * Security of the core (see docs/security.md): tokens bound to their store, limits on wrong credentials and on
 * WebSockets, credential changes, CORS, password hashing, subscriptions' config paths, introspection. Each test
 * failed on the code before its fix. Real server on a loopback port, real database.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import WebSocket from "ws";
import { createClient } from "graphql-ws";
import { SignJWT } from "jose";
import { startTestServer, type TestServer } from "../helpers/server.ts";
import { TEST_CUSTOMER_PASSWORD } from "../helpers/db-template.ts";
import { hashPassword, SCRYPT_PARAMS, scryptParams, verifyPassword } from "../../src/core/auth/password.ts";
import { ATTEMPT_LIMITS } from "../../src/core/auth/attempt-limits.ts";
import { MAX_BODY_BYTES } from "../../src/server.ts";

let s: TestServer;
const ALLOWED_ORIGIN = "https://shop.example.com";
beforeAll(async () => {
  s = await startTestServer({ settings: { corsOrigins: [ALLOWED_ORIGIN], wsMaxConnectionsPerIp: 3 } });
});
afterAll(async () => s?.close());

const login = (email: string, password = TEST_CUSTOMER_PASSWORD, headers: Record<string, string> = {}) =>
  s.json("/api/rest/v2/auth/token", { method: "POST", json: { email, password }, headers });
const basic = (user: string, secret: string) => `Basic ${Buffer.from(`${user}:${secret}`).toString("base64")}`;
const wsUrl = () => `${s.url.replace("http", "ws")}/graphql`;

/** a raw graphql-transport-ws socket: resolves with the close code and reason */
function rawSocket(ip: string) {
  const socket = new WebSocket(wsUrl(), "graphql-transport-ws", { headers: { "x-forwarded-for": ip } });
  const closed = new Promise<{ code: number; reason: string }>((resolve) => socket.on("close", (code, reason) => resolve({ code, reason: String(reason) })));
  const opened = new Promise<void>((resolve, reject) => {
    socket.on("open", () => resolve());
    socket.on("unexpected-response", (_req, res) => reject(Object.assign(new Error(`upgrade refused: ${res.statusCode}`), { status: res.statusCode })));
    socket.on("error", () => {});
  });
  const messages: any[] = [];
  socket.on("message", (d) => messages.push(JSON.parse(String(d))));
  return { socket, opened, closed, messages };
}

describe("the core's security guarantees", () => {
  it("a customer token works only in the store it was issued for", async () => {
    const token = (await login("jane@example.com")).body.token as string;
    expect((await s.json("/api/rest/v2/customers/me", { token })).status).toBe(200);
    const sku = (await s.json("/api/rest/v2/products?itemsPerPage=1")).body.member[0].sku;
    const au = { "x-store-code": "au" };
    const me = await s.json("/api/rest/v2/customers/me", { token, headers: au });
    expect(me.status).toBe(401);
    expect(me.body.code).toBe("invalid_token");
    const cart = await s.json("/api/rest/v2/cart/items", { method: "POST", token, headers: au, json: { sku, qty: 1 } });
    expect(cart.status).toBe(401);
    expect(cart.body.code).toBe("invalid_token");
    const order = await s.json("/api/rest/v2/checkout/place-order", { method: "POST", token, headers: au, json: { paymentMethod: "checkmo" } });
    expect(order.status).toBe(401);
    expect(await s.app.db.order.count({ where: { storeId: 2 } })).toBe(0);
  });

  it("failed HTTP Basic attempts are limited per API user and per address, and a refused attempt costs no hashing", async () => {
    const [user, secret] = s.apiUser;
    const { points } = ATTEMPT_LIMITS.api_user.perPrincipal;
    // the storefront verified a moment ago (as its sync does all the time)
    expect((await s.fetch("/api/rest/v2/products?itemsPerPage=1", { headers: { authorization: basic(user, secret) } })).status).toBe(200);
    // wrong secrets from many addresses: the user's budget runs out (a few at a time: the hashing queue is small)
    for (let i = 0; i < points; i += 10) {
      const batch = await Promise.all(
        Array.from({ length: 10 }, (_, j) => s.fetch("/api/rest/v2/products?itemsPerPage=1", { headers: { authorization: basic(user, `wrong-${i + j}`) } })),
      );
      expect(batch.map((r) => r.status)).toEqual(Array(10).fill(401));
    }
    const spent = await s.fetch("/api/rest/v2/products?itemsPerPage=1", { headers: { authorization: basic(user, "wrong-again") } });
    expect(spent.status).toBe(429);
    expect(Number(spent.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await spent.json()).code).toBe("rate_limited");
    // the credential that verified is never refused by the user's budget (credential-limits-and-changes.test.ts) ...
    expect((await s.fetch("/api/rest/v2/products?itemsPerPage=1", { headers: { authorization: basic(user, secret) } })).status).toBe(200);
    // ... nor on an instance that has not seen it verify (a restart): API users' secrets are keyed and checked
    // on every request, only the wrong ones are limited (api-user-keyed-secrets.test.ts)
    s.app.credentials.clear();
    expect((await s.fetch("/api/rest/v2/products?itemsPerPage=1", { headers: { authorization: basic(user, secret) } })).status).toBe(200);

    // one address spraying made-up users is refused too
    const ip = "10.77.0.1";
    const byIp = ATTEMPT_LIMITS.api_user.perIp.points;
    for (let i = 0; i < byIp; i++) {
      const r = await s.fetch("/api/rest/v2/products?itemsPerPage=1", { headers: { authorization: basic(`nobody-${i}`, "x"), "x-forwarded-for": ip } });
      expect(r.status).toBe(401);
    }
    // refused attempts never reach scrypt: twenty of them take less time than ten verifications (measured
    // here, at the server's own cost, in the same run)
    const stored = await hashPassword("y");
    const verifyStarted = performance.now();
    for (let i = 0; i < 3; i++) await verifyPassword("x", stored);
    const oneHash = (performance.now() - verifyStarted) / 3;
    const started = performance.now();
    for (let i = 0; i < 20; i++) {
      const r = await s.fetch("/api/rest/v2/products?itemsPerPage=1", { headers: { authorization: basic(`other-${i}`, "x"), "x-forwarded-for": ip } });
      expect(r.status).toBe(429);
    }
    expect(performance.now() - started).toBeLessThan(oneHash * 10);
  });

  it("WebSocket messages are capped at the body limit, connections are bounded per address, a silent socket is closed", async () => {
    // a message over the HTTP body limit closes the socket (1009) without being buffered whole
    const big = rawSocket("10.33.0.1");
    await big.opened;
    big.socket.send(JSON.stringify({ type: "connection_init", payload: { pad: "x".repeat(MAX_BODY_BYTES + 10) } }));
    expect((await big.closed).code).toBe(1009);

    // connections per address: the fourth is refused at the upgrade with 429
    const held = [rawSocket("10.33.0.2"), rawSocket("10.33.0.2"), rawSocket("10.33.0.2")];
    await Promise.all(held.map((h) => h.opened));
    for (const h of held) h.socket.send(JSON.stringify({ type: "connection_init" }));
    const fourth = rawSocket("10.33.0.2");
    await expect(fourth.opened).rejects.toMatchObject({ status: 429 });
    // another address is not affected
    const other = rawSocket("10.33.0.3");
    await other.opened;
    other.socket.close();
    for (const h of held) h.socket.close();
    await Promise.all(held.map((h) => h.closed));
    const again = rawSocket("10.33.0.2");
    await again.opened;

    // no connection_init in time: closed with 4408
    const silent = await again.closed;
    expect(silent.code).toBe(4408);
  });

  it("changing the email or password needs the current password and ends every earlier token but the caller's", async () => {
    const email = `item4-${Date.now()}@example.com`;
    expect(
      (await s.json("/api/rest/v2/customers", { method: "POST", json: { email, password: "first-password-1", firstName: "I", lastName: "Four" } })).status,
    ).toBe(201);
    const t1 = (await login(email, "first-password-1")).body.token as string;
    const t2 = (await login(email, "first-password-1")).body.token as string;

    const withoutCurrent = await s.json("/api/rest/v2/customers/me", { method: "PATCH", token: t1, json: { password: "second-password-2" } });
    expect(withoutCurrent.status).toBe(422);
    expect(withoutCurrent.body.errors).toEqual([expect.objectContaining({ field: "currentPassword" })]);
    const wrongCurrent = await s.json("/api/rest/v2/customers/me", {
      method: "PATCH",
      token: t1,
      json: { email: "taken@example.com", currentPassword: "not-it" },
    });
    expect(wrongCurrent.status).toBe(422);
    expect(wrongCurrent.body.errors[0]).toMatchObject({ field: "currentPassword", code: "incorrect" });
    // names alone need no password and keep the tokens
    expect((await s.json("/api/rest/v2/customers/me", { method: "PATCH", token: t1, json: { firstName: "Ida" } })).status).toBe(200);
    expect((await s.json("/api/rest/v2/customers/me", { token: t2 })).status).toBe(200);

    const changed = await s.json("/api/rest/v2/customers/me", {
      method: "PATCH",
      token: t1,
      json: { password: "second-password-2", currentPassword: "first-password-1" },
    });
    expect(changed.status).toBe(200);
    // the token that made the change stays good (credential-limits-and-changes.test.ts), every other one ends
    expect((await s.json("/api/rest/v2/customers/me", { token: t1 })).status).toBe(200);
    const r = await s.json("/api/rest/v2/customers/me", { token: t2 });
    expect(r.status).toBe(401);
    expect(r.body.code).toBe("invalid_token");
    expect((await login(email, "first-password-1")).status).toBe(401);
    const t3 = (await login(email, "second-password-2")).body.token as string;

    // an email change likewise (GraphQL path)
    const newEmail = `item4b-${Date.now()}@example.com`;
    const gql = await s.gql(
      `mutation($i: CustomerUpdateInput!) { customerUpdate(input: $i) { __typename ... on CustomerUpdateSuccess { data { email } } } }`,
      { i: { email: newEmail, currentPassword: "second-password-2" } },
      { token: t3 },
    );
    expect(gql.data?.customerUpdate).toEqual({ __typename: "CustomerUpdateSuccess", data: { email: newEmail } });
    expect((await s.json("/api/rest/v2/customers/me", { token: t3 })).status).toBe(200);
    expect((await s.json("/api/rest/v2/customers/me", { token: t1 })).status).toBe(401);
    expect((await login(newEmail, "second-password-2")).status).toBe(200);
  });

  it("CORS is closed but for CORS_ORIGINS, preflight is answered, and a form post cannot run a mutation", async () => {
    for (const path of ["/graphql", "/api/rest/v2/cart/items"]) {
      const ok = await s.fetch(path, {
        method: "OPTIONS",
        headers: { origin: ALLOWED_ORIGIN, "access-control-request-method": "POST", "access-control-request-headers": "content-type, authorization" },
      });
      expect(ok.status).toBe(204);
      expect(ok.headers.get("access-control-allow-origin")).toBe(ALLOWED_ORIGIN);
      expect(ok.headers.get("access-control-allow-headers")).toContain("authorization");
      expect(ok.headers.get("access-control-allow-credentials")).toBeNull();
      const evil = await s.fetch(path, { method: "OPTIONS", headers: { origin: "https://evil.example", "access-control-request-method": "POST" } });
      expect(evil.headers.get("access-control-allow-origin")).toBeNull();
    }
    const fromEvil = await s.fetch("/graphql", {
      method: "POST",
      headers: { origin: "https://evil.example" },
      json: { query: "{ storeConfig { storeCode } }" },
    });
    expect(fromEvil.headers.get("access-control-allow-origin")).toBeNull();
    const fromShop = await s.fetch("/api/rest/v2/products?itemsPerPage=1", { headers: { origin: ALLOWED_ORIGIN } });
    expect(fromShop.headers.get("access-control-allow-origin")).toBe(ALLOWED_ORIGIN);
    expect(fromShop.headers.get("vary")).toContain("Origin");

    // CSRF: a cross-site form post (urlencoded or text/plain) never runs a mutation
    const email = `csrf-${Date.now()}@example.com`;
    const mutation = `mutation { customerCreate(input: {email: "${email}", password: "csrf-password-1", firstName: "C", lastName: "S"}) { __typename } }`;
    const form = await s.fetch("/graphql", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: "https://evil.example" },
      body: new URLSearchParams({ query: mutation }).toString(),
    });
    expect(form.status).toBe(403);
    const plain = await s.fetch("/graphql", { method: "POST", headers: { "content-type": "text/plain" }, body: JSON.stringify({ query: mutation }) });
    expect(plain.status).toBe(403);
    expect(await s.app.db.customer.count({ where: { email } })).toBe(0);
    // a JSON post (preflighted in a browser) runs as before
    expect((await s.gql(mutation)).data?.customerCreate.__typename).toBe("CustomerCreateSuccess");
  });

  it("with no CORS_ORIGINS no origin is allowed", async () => {
    const closed = await startTestServer();
    try {
      const r = await closed.fetch("/graphql", { method: "OPTIONS", headers: { origin: ALLOWED_ORIGIN, "access-control-request-method": "POST" } });
      expect(r.status).toBe(204);
      expect(r.headers.get("access-control-allow-origin")).toBeNull();
      const g = await closed.fetch("/graphql", { method: "POST", headers: { origin: ALLOWED_ORIGIN }, json: { query: "{ storeConfig { storeCode } }" } });
      expect(g.status).toBe(200);
      expect(g.headers.get("access-control-allow-origin")).toBeNull();
    } finally {
      await closed.close();
    }
  });

  it("scrypt at OWASP's minimum, and an older hash is upgraded at the next login", async () => {
    // the default, and no deployment may go below it (only a test run may, for speed)
    expect(scryptParams({})).toEqual({ N: 2 ** 17, r: 8, p: 1 });
    expect(scryptParams({ NODE_ENV: "production", PASSWORD_SCRYPT_LOG_N: "18" })).toEqual({ N: 2 ** 18, r: 8, p: 1 });
    expect(() => scryptParams({ NODE_ENV: "production", PASSWORD_SCRYPT_LOG_N: "14" })).toThrow(/from 17/);
    const h = await hashPassword("anything-at-all");
    expect(h.split("$").slice(0, 4)).toEqual(["scrypt", String(SCRYPT_PARAMS.N), "8", "1"]);
    // a hash of a lower cost, as rows made before this change hold (N=2^14 then; 2^10 here, below the suite's cost)
    const { scryptSync, randomBytes } = await import("node:crypto");
    const salt = randomBytes(16);
    const old = [
      "scrypt",
      1024,
      8,
      1,
      salt.toString("base64url"),
      scryptSync("old-cost-password", salt, 32, { N: 1024, r: 8, p: 1 }).toString("base64url"),
    ].join("$");
    await s.app.db.customer.update({ where: { storeId_email: { storeId: 1, email: "retail@example.com" } }, data: { passwordHash: old } });
    expect((await login("retail@example.com", "old-cost-password")).status).toBe(200);
    const row = await s.app.db.customer.findUniqueOrThrow({ where: { storeId_email: { storeId: 1, email: "retail@example.com" } } });
    expect(row.passwordHash.split("$")[1]).toBe(String(SCRYPT_PARAMS.N));
    expect((await login("retail@example.com", "old-cost-password")).status).toBe(200);
  });

  it("registration is rate-limited per address", async () => {
    const ip = "10.71.0.1";
    const { points } = ATTEMPT_LIMITS.registrationsPerIp;
    const statuses: number[] = [];
    for (let i = 0; i <= points; i++) {
      const r = await s.fetch("/api/rest/v2/customers", {
        method: "POST",
        headers: { "x-forwarded-for": ip },
        json: { email: `reg-${i}-${Date.now()}@example.com`, password: "long-enough-1", firstName: "R", lastName: "L" },
      });
      statuses.push(r.status);
    }
    expect(statuses.slice(0, points).every((st) => st === 201)).toBe(true);
    expect(statuses[points]).toBe(429);
    // another address still registers
    expect(
      (
        await s.fetch("/api/rest/v2/customers", {
          method: "POST",
          json: { email: `reg-other-${Date.now()}@example.com`, password: "long-enough-1", firstName: "R", lastName: "L" },
        })
      ).status,
    ).toBe(201);
  });

  it("the public catalogChanged subscription carries no config paths; admins with the config scope get them", async () => {
    const admin = await s.adminToken();
    const anon = createClient({ url: wsUrl(), webSocketImpl: WebSocket, lazy: false });
    const adm = createClient({ url: wsUrl(), webSocketImpl: WebSocket, lazy: false, connectionParams: { authorization: `Bearer ${admin}` } });
    const anonSub = anon.iterate({ query: "subscription { catalogChanged { entity ids } }" });
    const admSub = adm.iterate({ query: "subscription { catalogChanged { entity ids } }" });
    const anonSeen: any[] = [];
    const admSeen: any[] = [];
    const pump = (it: AsyncIterableIterator<any>, into: any[]) =>
      (async () => {
        for await (const v of it) into.push(v.data.catalogChanged);
      })();
    const done = [pump(anonSub, anonSeen), pump(admSub, admSeen)];
    try {
      // publish a config change then a category change until both subscribers have seen the category
      await vi.waitFor(
        async () => {
          await s.gql(`mutation { configValueSet(path: "design/head/default_title", value: "t${Math.random()}") { __typename } }`, {}, { token: admin });
          await s.gql(`mutation { categoryCreate(name: "Sub ${Math.random().toString(36).slice(2)}") { __typename } }`, {}, { token: admin });
          expect(anonSeen.some((c) => c.entity === "category") && admSeen.some((c) => c.entity === "config")).toBe(true);
        },
        { timeout: 10_000, interval: 100 },
      );
    } finally {
      await anonSub.return?.();
      await admSub.return?.();
      await anon.dispose();
      await adm.dispose();
      await Promise.allSettled(done);
    }
    expect(anonSeen.every((c) => c.entity !== "config")).toBe(true);
    expect(admSeen.find((c) => c.entity === "config").ids).toEqual(["design/head/default_title"]);
  });

  it("a token without exp is refused", async () => {
    const customer = await s.app.db.customer.findUniqueOrThrow({ where: { storeId_email: { storeId: 1, email: "trade@example.com" } } });
    const forever = await new SignJWT({ customer_id: customer.id, store_id: 1, gen: customer.tokenGeneration })
      .setProtectedHeader({ alg: "ES256", kid: s.app.keys.kid })
      .setAudience("b2b-trade:customer")
      .setIssuer("b2b-trade")
      .setIssuedAt()
      .sign(s.app.keys.privateKey);
    const r = await s.json("/api/rest/v2/customers/me", { token: forever });
    expect(r.status).toBe(401);
    expect(r.body.code).toBe("invalid_token");
  });

  it("deactivating an API user takes effect on the next request", async () => {
    const secret = "second-api-user-secret";
    await s.app.db.apiUser.create({ data: { username: "item7-api", secretHash: await hashPassword(secret) } });
    const auth = basic("item7-api", secret);
    expect((await s.fetch("/api/rest/v2/products?itemsPerPage=1", { headers: { authorization: auth } })).status).toBe(200);
    expect((await s.fetch("/api/rest/v2/products?itemsPerPage=1", { headers: { authorization: auth } })).status).toBe(200);
    await s.app.db.apiUser.update({ where: { username: "item7-api" }, data: { isActive: false } });
    expect((await s.fetch("/api/rest/v2/products?itemsPerPage=1", { headers: { authorization: auth } })).status).toBe(401);
  });

  it("introspection and field suggestions follow GRAPHQL_INTROSPECTION", async () => {
    const on = await s.gql("{ __schema { queryType { name } } }");
    expect(on.data).toEqual({ __schema: { queryType: { name: "Query" } } });
    const closed = await startTestServer({ settings: { graphqlIntrospection: false } });
    try {
      const off = await closed.gql("{ __schema { queryType { name } } }");
      expect(off.data).toBeUndefined();
      expect(off.errors?.[0]?.message).toMatch(/introspection/i);
      const typo = await closed.gql("{ storeConfg { storeCode } }");
      expect(typo.errors?.[0]?.message).not.toMatch(/did you mean/i);
      const typoOn = await s.gql("{ storeConfg { storeCode } }");
      expect(typoOn.errors?.[0]?.message).toMatch(/did you mean/i);
    } finally {
      await closed.close();
    }
  });
});
