/**
 * The console's session against a real server: sign-in gives a short-lived admin token and an HttpOnly,
 * SameSite=Strict refresh cookie on /admin (Secure except on a loopback host); each renewal rotates it, and a
 * rotated one presented again ends the whole family; the idle and absolute limits, sign-out, "sign out
 * everywhere" (every admin token issued before refused at once), the admin's password change (GraphQL and the CLI's
 * way) ending the other sessions, recorded in the audit log without the password; CSRF refusals; and the new
 * admin mutation refused to a guest, a customer and the API user.
 */
import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../helpers/server.ts";
import { TEST_ADMIN_PASSWORD, TEST_CUSTOMER_PASSWORD } from "../helpers/db-template.ts";
import { refused, replay } from "../helpers/graphql-replay.ts";
import { changeAdminPassword, REFRESH_COOKIE } from "../../src/core/auth/admin-sessions.ts";
import { hashPassword } from "../../src/core/auth/password.ts";
import type { DbClient } from "../../src/core/unit-of-work.ts";

let s: TestServer;
let seq = 0;

beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => {
  await s?.close();
});

/** a second admin of the test's own, with the test admin's password */
async function newAdmin() {
  const admin = await s.app.db.adminUser.findUniqueOrThrow({ where: { username: "admin" } });
  return s.app.db.adminUser.create({
    data: { username: `console-${process.pid}-${++seq}`, email: `c${seq}@example.com`, passwordHash: admin.passwordHash, scopes: "*" },
  });
}

const cookieOf = (res: { headers: Headers }) => {
  const set = res.headers.getSetCookie().find((c) => c.startsWith(`${REFRESH_COOKIE}=`));
  return set ? { header: set, value: set.slice(REFRESH_COOKIE.length + 1).split(";")[0]! } : undefined;
};

const post = (path: string, o: { cookie?: string; json?: unknown; headers?: Record<string, string> } = {}) =>
  s.json(path, {
    method: "POST",
    json: o.json ?? {},
    headers: { ...(o.cookie ? { cookie: `${REFRESH_COOKIE}=${o.cookie}` } : {}), ...o.headers },
  });

async function signIn(username: string, password = TEST_ADMIN_PASSWORD) {
  const r = await post("/admin/session", { json: { username, password } });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return { token: r.body.token as string, cookie: cookieOf(r)!.value, body: r.body, res: r };
}
const refresh = (cookie: string) => post("/admin/session/refresh", { cookie });
const whoAmI = async (token: string) =>
  (await s.gql<{ adminSession: { username: string } }>("{ adminSession { username } }", {}, { token })).data?.adminSession ?? null;
/** the code a token is refused with at /graphql (its context is refused before any field runs) */
const refusal = async (token: string) => (await s.json("/graphql", { method: "POST", json: { query: "{ adminSession { username } }" }, token })).body.code;
const family = async (cookie: string) =>
  s.app.db.adminSessionToken.findUniqueOrThrow({ where: { id: Number(cookie.split(".")[0]) }, include: { session: true } });

describe("the console's session", () => {
  it("signs in with a short-lived token and an HttpOnly, SameSite=Strict cookie on /admin; only a hash is stored", async () => {
    const a = await newAdmin();
    const { token, cookie, body, res } = await signIn(a.username);
    expect(body).toMatchObject({ token_type: "Bearer", expires_in: 300, username: a.username, idle_seconds: 1800, scopes: ["*"] });
    expect(body.session_expires_in).toBeGreaterThan(11 * 3600);
    expect(JSON.stringify(body)).not.toContain(cookie);
    const header = cookieOf(res)!.header;
    expect(header).toMatch(/; Path=\/admin;/);
    expect(header).toMatch(/; HttpOnly/);
    expect(header).toMatch(/; SameSite=Strict/);
    // 127.0.0.1 is a loopback host: plain HTTP, so not Secure
    expect(header).not.toMatch(/Secure/);
    expect(Number(/Max-Age=(\d+)/.exec(header)![1])).toBe(body.session_expires_in);
    expect(await whoAmI(token)).toEqual({ username: a.username });
    const row = await family(cookie);
    expect(row.secretHash).not.toContain(cookie.split(".")[1]);
    expect(row.session).toMatchObject({ adminId: a.id, endedAt: null });

    // any other host (behind a TLS proxy): Secure
    const secure = await new Promise<string>((resolve, reject) => {
      const u = new URL(s.url);
      const req = http.request(
        {
          host: u.hostname,
          port: u.port,
          path: "/admin/session",
          method: "POST",
          headers: { host: "console.example.com", "content-type": "application/json" },
        },
        (r) => {
          r.resume();
          resolve(String(r.headers["set-cookie"] ?? ""));
        },
      );
      req.on("error", reject);
      req.end(JSON.stringify({ username: a.username, password: TEST_ADMIN_PASSWORD }));
    });
    expect(secure).toMatch(/HttpOnly; SameSite=Strict; Secure/);
    // API clients keep their token route, without a cookie
    const api = await s.fetch("/api/rest/v2/auth/admin-token", { method: "POST", json: { username: a.username, password: TEST_ADMIN_PASSWORD } });
    expect(api.status).toBe(200);
    expect(api.headers.getSetCookie()).toEqual([]);
  });

  it("rotates the refresh token on each renewal; a rotated one presented again ends the whole family", async () => {
    const a = await newAdmin();
    const first = await signIn(a.username);
    const r1 = await refresh(first.cookie);
    expect(r1.status).toBe(200);
    const second = cookieOf(r1)!.value;
    expect(second).not.toBe(first.cookie);
    expect(await whoAmI(r1.body.token)).toEqual({ username: a.username });
    const r2 = await refresh(second);
    expect(r2.status).toBe(200);
    const third = cookieOf(r2)!.value;

    // the first token again (stolen, replayed): 401, the cookie dropped, and the family's newest token is dead too
    const replayed = await refresh(first.cookie);
    expect(replayed.status).toBe(401);
    expect(replayed.body.code).toBe("session_ended");
    expect(cookieOf(replayed)!.header).toMatch(/Max-Age=0/);
    expect((await family(third)).session.endedReason).toBe("reuse");
    expect((await refresh(third)).status).toBe(401);

    // the same token renewed twice at once: one may win, the family ends either way
    const other = await signIn(a.username);
    const both = await Promise.all([refresh(other.cookie), refresh(other.cookie)]);
    expect(both.map((r) => r.status)).toContain(401);
    expect((await family(other.cookie)).session.endedReason).toBe("reuse");
    // a cookie that names no token, or a wrong secret for a real one
    expect((await refresh("garbage")).status).toBe(401);
    expect((await refresh(`${other.cookie.split(".")[0]}.${"A".repeat(43)}`)).status).toBe(401);
  });

  it("ends at the idle limit and at the absolute limit", async () => {
    const a = await newAdmin();
    const idle = await signIn(a.username);
    const r = await refresh(idle.cookie);
    expect(r.status).toBe(200);
    const renewed = await family(cookieOf(r)!.value);
    // a renewal moves the idle deadline to its own time + ADMIN_SESSION_IDLE_MINUTES
    expect(renewed.session.idleExpiresAt.getTime() - renewed.session.lastUsedAt.getTime()).toBe(30 * 60_000);
    await s.app.db.adminSession.update({ where: { id: renewed.sessionId }, data: { idleExpiresAt: new Date(Date.now() - 1000) } });
    const late = await refresh(cookieOf(r)!.value);
    expect(late.status).toBe(401);
    expect((await family(cookieOf(r)!.value)).session.endedReason).toBe("idle");

    const old = await signIn(a.username);
    await s.app.db.adminSession.update({ where: { id: (await family(old.cookie)).sessionId }, data: { absoluteExpiresAt: new Date(Date.now() - 1000) } });
    expect((await refresh(old.cookie)).status).toBe(401);
    expect((await family(old.cookie)).session.endedReason).toBe("absolute");
  });

  it("sign-out ends the family and drops the cookie", async () => {
    const a = await newAdmin();
    const { cookie } = await signIn(a.username);
    const out = await post("/admin/session/sign-out", { cookie });
    expect(out.status).toBe(204);
    expect(cookieOf(out)!.header).toMatch(/Max-Age=0/);
    expect((await family(cookie)).session.endedReason).toBe("sign_out");
    expect((await refresh(cookie)).status).toBe(401);
    // nothing to end: still 204
    expect((await post("/admin/session/sign-out")).status).toBe(204);
  });

  it("sign out everywhere ends every session of the admin and refuses its access tokens at once", async () => {
    const a = await newAdmin();
    const one = await signIn(a.username);
    const two = await signIn(a.username);
    const api = (await s.json("/api/rest/v2/auth/admin-token", { method: "POST", json: { username: a.username, password: TEST_ADMIN_PASSWORD } })).body
      .token as string;
    const bystander = await newAdmin();
    const theirs = await signIn(bystander.username);
    expect(await whoAmI(api)).not.toBeNull();

    const r = await post("/admin/session/sign-out-everywhere", { cookie: one.cookie });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body).toEqual({ endedSessions: 2 });
    for (const t of [one.token, two.token, api]) expect(await refusal(t)).toBe("invalid_token");
    expect((await refresh(two.cookie)).status).toBe(401);
    expect((await family(two.cookie)).session.endedReason).toBe("sign_out_everywhere");
    // another admin is untouched
    expect(await whoAmI(theirs.token)).toEqual({ username: bystander.username });
    expect((await refresh(theirs.cookie)).status).toBe(200);
    // a new sign-in works at once
    const again = await signIn(a.username);
    expect(await whoAmI(again.token)).toEqual({ username: a.username });
    const entry = await s.app.db.auditEntry.findFirstOrThrow({ where: { operation: "adminSessionSignOutEverywhere", entityId: String(a.id) } });
    expect(entry).toMatchObject({ actorKind: "admin", adminId: a.id, entityType: "admin_user" });
    // a cookie of an ended session cannot sign anyone out everywhere
    expect((await post("/admin/session/sign-out-everywhere", { cookie: two.cookie })).status).toBe(401);
  });

  it("a password change ends the admin's other sessions and earlier tokens; the audit entry masks the password", async () => {
    const a = await newAdmin();
    const mine = await signIn(a.username);
    const other = await signIn(a.username);
    const change = `mutation ($c: String!, $n: String!) { adminPasswordChange(currentPassword: $c, newPassword: $n) {
      __typename ... on AdminPasswordChangeSuccess { data { endedSessions } } ... on Problem { code errors { field code } } } }`;
    const wrong = await s.gql(change, { c: "not-the-password", n: "a-new-long-password" }, { token: mine.token });
    expect(wrong.data.adminPasswordChange).toMatchObject({ __typename: "Problem", code: "invalid", errors: [{ field: "currentPassword" }] });
    const short = await s.gql(change, { c: TEST_ADMIN_PASSWORD, n: "short" }, { token: mine.token });
    expect(short.data.adminPasswordChange).toMatchObject({ __typename: "Problem", errors: [{ field: "newPassword" }] });

    const ok = await s.gql(change, { c: TEST_ADMIN_PASSWORD, n: "a-new-long-password" }, { token: mine.token });
    expect(ok.data.adminPasswordChange, JSON.stringify(ok)).toEqual({ __typename: "AdminPasswordChangeSuccess", data: { endedSessions: 1 } });
    // the other session is over; this one renews (its token was refused like every earlier one)
    expect((await refresh(other.cookie)).status).toBe(401);
    expect((await family(other.cookie)).session.endedReason).toBe("password_change");
    expect(await refusal(mine.token)).toBe("invalid_token");
    const renewed = await refresh(mine.cookie);
    expect(renewed.status).toBe(200);
    expect(await whoAmI(renewed.body.token)).toEqual({ username: a.username });
    // the new password signs in, the old one no more
    expect((await post("/admin/session", { json: { username: a.username, password: TEST_ADMIN_PASSWORD } })).status).toBe(401);
    await signIn(a.username, "a-new-long-password");
    const entry = await s.app.db.auditEntry.findFirstOrThrow({ where: { operation: "adminPasswordChange", entityId: String(a.id) } });
    expect(entry).toMatchObject({ actorKind: "admin", adminId: a.id, entityType: "admin_user" });
    expect(JSON.parse(entry.after!)).toEqual({ passwordHash: "••••", sessionGeneration: 1, endedSessions: 1 });
    expect(`${entry.before}${entry.after}`).not.toMatch(/scrypt|a-new-long-password/);

    // the CLI's way (scripts/admin-create.ts --reset-password): every session ends, recorded as the CLI
    const cli = await signIn(a.username, "a-new-long-password");
    const row = await s.app.db.adminUser.findUniqueOrThrow({ where: { id: a.id } });
    const hash = await hashPassword("the-cli-made-this-one");
    const r = await s.app.db.$transaction((tx) =>
      changeAdminPassword(tx as DbClient, { kind: "cli", name: "admin:create" }, row, hash, { operation: "adminPasswordChange" }),
    );
    expect(r.endedSessions).toBeGreaterThanOrEqual(2);
    expect((await refresh(cli.cookie)).status).toBe(401);
    expect(
      (await s.app.db.auditEntry.findFirstOrThrow({ where: { operation: "adminPasswordChange", actorKind: "cli", entityId: String(a.id) } })).actorName,
    ).toBe("admin:create");
  });

  it("refuses cross-site requests and bodies that are not JSON; adminPasswordChange is refused to a guest, a customer and the API user", async () => {
    const a = await newAdmin();
    const { cookie } = await signIn(a.username);
    const form = await s.fetch("/admin/session/refresh", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", cookie: `${REFRESH_COOKIE}=${cookie}` },
      body: "",
    });
    expect(form.status).toBe(415);
    const plain = await s.fetch("/admin/session/sign-out-everywhere", {
      method: "POST",
      headers: { "content-type": "text/plain", cookie: `${REFRESH_COOKIE}=${cookie}` },
      body: "{}",
    });
    expect(plain.status).toBe(415);
    const foreign = await post("/admin/session/refresh", { cookie, headers: { origin: "https://evil.example" } });
    expect(foreign.status).toBe(403);
    const site = await post("/admin/session/sign-out", { cookie, headers: { "sec-fetch-site": "cross-site" } });
    expect(site.status).toBe(403);
    // none of them touched the session
    expect((await family(cookie)).session.endedAt).toBeNull();
    expect((await refresh(cookie)).status).toBe(200);

    const customer = await s.customerToken("jane@example.com", TEST_CUSTOMER_PASSWORD);
    const op = {
      kind: "http" as const,
      operationName: "AdminPasswordChange",
      query: "mutation AdminPasswordChange($c: String!, $n: String!) { adminPasswordChange(currentPassword: $c, newPassword: $n) { __typename } }",
      variables: { c: TEST_ADMIN_PASSWORD, n: "replayed-new-password" },
    };
    for (const authorization of [undefined, `Bearer ${customer}`, `Basic ${Buffer.from(s.apiUser.join(":")).toString("base64")}`]) {
      const answer = await replay(s.url, op, authorization);
      expect(refused(answer), JSON.stringify(answer)).toBe(true);
    }
  });
});
