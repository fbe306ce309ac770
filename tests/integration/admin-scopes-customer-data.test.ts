/**
 * Customer data behind the customers scope, wherever another screen reaches it: a mail's body (it may hold a
 * one-use set-password or reset link) and explaining the access gate for a customer (their email, group, store
 * and cart country). A catalog or config admin alone gets neither.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "../../src/core/auth/password.ts";
import { startTestServer, type TestServer } from "../helpers/server.ts";
import { discoverModules } from "../../src/core/modules.ts";

let s: TestServer;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  s = await startTestServer({ modules: await discoverModules(null) });
  for (const scopes of ["config", "config,customers", "catalog", "catalog,customers"]) {
    const username = `scoped-${scopes.replace(",", "-")}`;
    await s.app.db.adminUser.create({ data: { username, passwordHash: await hashPassword("scoped-password-1"), scopes } });
    const r = await s.json("/api/rest/v2/auth/admin-token", { method: "POST", json: { username, password: "scoped-password-1" } });
    expect(r.status).toBe(200);
    tokens[scopes] = r.body.token;
  }
});
afterAll(() => s?.close());

describe("customer data needs the customers scope", () => {
  it("a mail's body: config alone reads the outbox row but not its body; config with customers reads both", async () => {
    const row = await s.app.db.mailOutbox.create({
      data: {
        toAddress: "victim@example.com",
        fromAddress: "shop@example.com",
        subject: "Reset your password",
        textBody: "https://shop.example/account/reset-password?token=secret",
        messageKey: `scopes-${Date.now()}`,
        status: "suppressed",
      },
    });
    const q = `query($id: Int!) { mailOutboxMessage(id: $id) { id subject textBody } }`;
    const configOnly = await s.gql(q, { id: row.id }, { token: tokens.config });
    expect(configOnly.data?.mailOutboxMessage ?? null).toBeNull();
    expect(JSON.stringify(configOnly.errors)).not.toContain("token=secret");
    const head = await s.gql(`query($id: Int!) { mailOutboxMessage(id: $id) { id subject } }`, { id: row.id }, { token: tokens.config });
    expect(head.data?.mailOutboxMessage).toEqual({ id: row.id, subject: "Reset your password" });
    const both = await s.gql(q, { id: row.id }, { token: tokens["config,customers"] });
    expect(both.errors).toBeUndefined();
    expect(both.data?.mailOutboxMessage?.textBody).toContain("token=secret");
  });

  it("explain for a customer: refused to a catalog admin alone (no email, group or country leaks), answered with customers too; by group stays catalog's", async () => {
    const product = await s.app.db.product.findFirstOrThrow({ where: { status: 1 }, orderBy: { id: "asc" } });
    const q = `query($p: Int!, $c: String, $g: Int) { accessExplain(productId: $p, customer: $c, groupId: $g) { summary } }`;
    const refused = await s.gql(q, { p: product.id, c: "trade@example.com" }, { token: tokens.catalog });
    expect(refused.data?.accessExplain ?? null).toBeNull();
    expect(JSON.stringify(refused)).not.toContain('trade@example.com","group');
    const byGroup = await s.gql(q, { p: product.id, g: 2 }, { token: tokens.catalog });
    expect(byGroup.errors).toBeUndefined();
    const allowed = await s.gql(q, { p: product.id, c: "trade@example.com" }, { token: tokens["catalog,customers"] });
    expect(allowed.errors).toBeUndefined();
    expect(allowed.data?.accessExplain?.summary).toEqual(expect.any(String));
  });
});
