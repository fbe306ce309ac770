/**
 * Maho's documented `POST /api/rest/v2/auth/forgot-password` and
 * `/auth/reset-password` beside the customer routes, and a reset link that leads to the storefront worker's reset
 * page when STOREFRONT_URL is set. Real server, real seeded database, a real SMTP peer.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../helpers/server.ts";
import { TEST_CUSTOMER_PASSWORD } from "../helpers/db-template.ts";
import { startSmtpPeer, type SmtpPeer } from "../modules/approval/smtp-peer.ts";

const STOREFRONT = "https://shop.example.test";
let smtp: SmtpPeer;
let server: TestServer;

beforeAll(async () => {
  smtp = await startSmtpPeer();
  server = await startTestServer({ settings: { smtpUrl: smtp.url, storefrontUrl: STOREFRONT, mailOutbox: { pollMs: 100 } } });
}, 60_000);
afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

const linkOf = (text: string) => /(https?:\/\/\S+reset-password\?\S+)/.exec(text)?.[1] ?? "";

describe("Maho's /auth/forgot-password and /auth/reset-password", () => {
  it("forgot answers the same for an unknown email; the mailed link opens the storefront's reset page; reset takes Maho's {email, token, password}; the token works once", async () => {
    const email = "jane@example.com";
    const known = await server.json("/api/rest/v2/auth/forgot-password", { method: "POST", json: { email } });
    expect(known.status, JSON.stringify(known.body)).toBe(200);
    const unknown = await server.json("/api/rest/v2/auth/forgot-password", { method: "POST", json: { email: "nobody-here@example.com" } });
    expect(unknown.status).toBe(200);
    // the same words whether or not there is an account
    expect(unknown.body.message).toBe(known.body.message);
    expect(Object.keys(unknown.body).sort()).toEqual(Object.keys(known.body).sort());

    const mail = await smtp.next((m) => m.to.includes(email), 60_000);
    const link = new URL(linkOf(mail.text));
    expect(`${link.origin}${link.pathname}`).toBe(`${STOREFRONT}/account/reset-password`);
    expect(link.searchParams.get("email")).toBe(email);
    const token = link.searchParams.get("token")!;
    expect(token.length).toBeGreaterThan(20);

    const reset = await server.json("/api/rest/v2/auth/reset-password", { method: "POST", json: { email, token, password: "a-brand-new-password" } });
    expect(reset.status, JSON.stringify(reset.body)).toBe(200);
    expect(reset.body).toMatchObject({ status: "ok", email });
    expect((await server.json("/api/rest/v2/auth/token", { method: "POST", json: { email, password: "a-brand-new-password" } })).status).toBe(200);
    expect((await server.json("/api/rest/v2/auth/token", { method: "POST", json: { email, password: TEST_CUSTOMER_PASSWORD } })).status).toBe(401);

    const again = await server.json("/api/rest/v2/auth/reset-password", { method: "POST", json: { email, token, password: "yet-another-password" } });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ status: 400, code: "invalid_token" });
    expect(again.headers.get("content-type")).toContain("application/problem+json");
  }, 90_000);
});
