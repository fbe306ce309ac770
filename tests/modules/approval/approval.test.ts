/**
 * Customer approval over HTTP: the real server on a loopback port, a real database (a fresh copy of the
 * seeded template; PostgreSQL when TEST_DATABASE_URL is set) and a real SMTP peer (smtp-server).
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pino from "pino";
import { inject } from "vitest";
import { createClient } from "graphql-ws";
import WebSocket from "ws";
import { print } from "graphql";
import { waitForServerSubscribe } from "../../helpers/subscriptions.ts";
import { startTestServer, TEST_JWT_PRIVATE_KEY, type TestServer } from "../../helpers/server.ts";
import { copyTemplate, TEST_CUSTOMER_PASSWORD } from "../../helpers/db-template.ts";
import { startSmtpPeer, type SmtpPeer } from "./smtp-peer.ts";
import approval from "../../../src/modules/customer-approval/index.ts";
import { createServer } from "../../../src/server.ts";
import { openDb } from "../../../src/core/db/client.ts";
import { createContext } from "../../../src/core/context.ts";
import { withTransaction } from "../../../src/core/unit-of-work.ts";
import { resolveDbTarget } from "../../../src/core/db/url.ts";
import {
  CustomerApproveDocument,
  CustomerApproveManyDocument,
  CustomerDeclineDocument,
  CustomerDeclineManyDocument,
  CustomerApprovalHistoryDocument,
  CustomerPendingAddedDocument,
  CustomerApprovalDecidedDocument,
  PendingCustomersDocument,
} from "../../../src/modules/customer-approval/generated/graphql.ts";

let s: TestServer;
let smtp: SmtpPeer;
let admin: string;
const FAST_OUTBOX = { pollMs: 100, backoffMs: 50, leaseMs: 30_000 };

beforeAll(async () => {
  smtp = await startSmtpPeer();
  s = await startTestServer({ modules: [approval as never], settings: { smtpUrl: smtp.url, mailOutbox: FAST_OUTBOX } });
  admin = await s.adminToken();
});
afterAll(async () => {
  await s?.close();
  await smtp?.close();
});

let seq = 0;
const uniqueEmail = (tag: string) => `${tag}-${process.pid}-${++seq}@applicant.example`;
const register = (email: string, server = s) =>
  server.json("/api/rest/v2/customers", { method: "POST", json: { email, password: "long-enough-1", firstName: "Ann", lastName: "Applicant" } });
const login = (email: string, password = "long-enough-1", server = s) => server.json("/api/rest/v2/auth/token", { method: "POST", json: { email, password } });
const gql = async <T>(doc: { loc?: unknown } & object, variables: Record<string, unknown>, token = admin) => {
  const r = await s.gql<T>(print(doc as never), variables, { token });
  if (r.errors?.length) throw new Error(JSON.stringify(r.errors));
  return r.data!;
};
const setConfig = async (key: string, value: string | null) => {
  const r = await s.gql(
    `mutation($p: String!, $v: String) { configValueSet(path: $p, value: $v) { __typename ... on Problem { code errors { field message } } } }`,
    { p: `b2b_approval/${key}`, v: value },
    { token: admin },
  );
  return (r.data as { configValueSet: { __typename: string; code?: string } }).configValueSet;
};
const idOf = async (email: string) => (await s.app.db.customer.findFirstOrThrow({ where: { email } })).id;

describe("customer approval", () => {
  it("discovery answers {enabled, requireApproval, blockedLoginMessage}; notifyEmails is validated", async () => {
    const r = await s.json("/api/rest/v2/b2b/approval/config");
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ enabled: true, requireApproval: true, blockedLoginMessage: expect.any(String) });
    const manifest = (await s.json("/api/rest/v2/store-config")).body.extensions.b2bPlugins;
    expect(manifest.map((p: { code: string }) => p.code)).toContain("b2b-approval");
    const bad = await setConfig("notifyEmails", "sales@example.com, not-an-address");
    expect(bad).toMatchObject({ __typename: "Problem", code: "invalid" });
    expect((await setConfig("noSuchSetting", "1"))?.code).toBe("invalid");
  });

  it("registration with requireApproval: the account starts pending, its history records it, the notify addresses get a notice", async () => {
    const email = uniqueEmail("pending");
    const r = await register(email);
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({ email, isApproved: false, approvalStatus: "pending" });
    const notice = await smtp.next((m) => m.to.includes("sales@example.com") && m.subject.includes(email));
    expect(notice.subject).toBe(`New account awaiting approval: ${email}`);
    expect(notice.from).toBe("sales@example.com");
    const grid = await gql<{ pendingCustomers: { totalCount: number; items: { email: string }[] } }>(PendingCustomersDocument, { filter: { email } });
    expect(grid.pendingCustomers).toMatchObject({ totalCount: 1, items: [{ email }] });
    const hist = await gql<{ customerApprovalHistory: unknown[] }>(CustomerApprovalHistoryDocument, { customerId: r.body.id });
    expect(hist.customerApprovalHistory).toEqual([expect.objectContaining({ fromStatus: null, toStatus: "pending", adminId: null, note: "registration" })]);
  });

  it("registration without requireApproval: the account is active and logs in", async () => {
    expect(await setConfig("requireApproval", "0")).toMatchObject({ __typename: "ConfigValueSetSuccess" });
    try {
      const email = uniqueEmail("direct");
      const r = await register(email);
      expect(r.body).toMatchObject({ isApproved: true, approvalStatus: "active" });
      expect((await login(email)).status).toBe(200);
      expect(await s.app.db.approvalTransition.count({ where: { customerId: r.body.id } })).toBe(0);
    } finally {
      await setConfig("requireApproval", "1");
    }
  });

  it("token refusal with the configured message: 403 account_pending for pending, 403 account_rejected for rejected", async () => {
    await setConfig("blockedLoginMessage", "Hang tight: we review trade accounts within a day.");
    try {
      const p = await login("pending@example.com", TEST_CUSTOMER_PASSWORD);
      expect(p.status).toBe(403);
      expect(p.body).toMatchObject({
        code: "account_pending",
        detail: "Hang tight: we review trade accounts within a day.",
        message: "Hang tight: we review trade accounts within a day.",
      });
      expect(p.body.token).toBeUndefined();
      const r = await login("rejected@example.com", TEST_CUSTOMER_PASSWORD);
      expect(r.status).toBe(403);
      expect(r.body.code).toBe("account_rejected");
      // a wrong password still learns nothing about the account's state
      expect((await login("pending@example.com", "wrong-password")).status).toBe(401);
    } finally {
      await setConfig("blockedLoginMessage", null);
    }
  });

  it("approve -> login works and the approval mail arrives at the SMTP peer", async () => {
    const email = uniqueEmail("approve");
    const id = (await register(email)).body.id as number;
    expect((await login(email)).status).toBe(403);
    const r = await gql<{ customerApprove: { __typename: string; data: { approvalStatus: string; isApproved: boolean } } }>(CustomerApproveDocument, {
      id,
      note: "Welcome <aboard> & thanks",
    });
    expect(r.customerApprove).toMatchObject({ __typename: "CustomerApproveSuccess", data: { approvalStatus: "active", isApproved: true } });
    expect((await login(email)).status).toBe(200);
    const mail = await smtp.next((m) => m.to.includes(email));
    expect(mail.subject).toBe("Your Acme Trade Supply account is approved");
    expect(mail.from).toBe("sales@example.com");
    expect(mail.text).toContain("Note from our team: Welcome <aboard> & thanks");
    // the HTML part escapes what it is given
    expect(mail.raw).toContain("Welcome &lt;aboard&gt; &amp; thanks");
    // marked sent once the peer has accepted it
    const row = await vi.waitFor(async () => {
      const r = await s.app.db.mailOutbox.findFirstOrThrow({ where: { toAddress: email } });
      expect(r.status).toBe("sent");
      return r;
    });
    expect(row).toMatchObject({ attempts: 1, templateId: "b2b_approval_approved" });
    expect(mail.messageId).toContain(`outbox-${row.id}-`);
    // approving again is refused: the customer is already active
    const again = await gql<{ customerApprove: { __typename: string; code: string } }>(CustomerApproveDocument, { id });
    expect(again.customerApprove).toMatchObject({ __typename: "Problem", code: "invalid_transition" });
  });

  it("the outbox retries a refused delivery with exponential backoff and sends it once", async () => {
    const email = uniqueEmail("retry");
    const id = (await register(email)).body.id as number;
    smtp.refuse(email, 2);
    await gql(CustomerApproveDocument, { id });
    await smtp.next((m) => m.to.includes(email));
    const row = await vi.waitFor(async () => {
      const r = await s.app.db.mailOutbox.findFirstOrThrow({ where: { toAddress: email } });
      expect(r.status).toBe("sent");
      return r;
    });
    expect(row.attempts).toBe(3);
    expect(smtp.refused.filter((a) => a === email)).toHaveLength(2);
    expect(smtp.received.filter((m) => m.to.includes(email))).toHaveLength(1);
    // the waits double: 50 ms after the first failure, 100 ms after the second
    expect(row.sentAt!.getTime() - row.createdAt.getTime()).toBeGreaterThanOrEqual(150);
  });

  it("templates: an admin's version (per store over the shipped default) is used, variables escaped in HTML; a broken one is refused", async () => {
    const set = `mutation($id: String!, $subject: String!, $text: String!, $html: String) { mailTemplateSet(id: $id, subject: $subject, text: $text, html: $html) { __typename ... on MailTemplateSetSuccess { data { id owner overridden } } ... on Problem { code errors { code } } } }`;
    const broken = await s.gql(set, { id: "b2b_approval_rejected", subject: "x {{#open}}", text: "t" }, { token: admin });
    expect((broken.data as any).mailTemplateSet).toMatchObject({ __typename: "Problem", code: "invalid", errors: [{ code: "template_syntax" }] });
    const ok = await s.gql(
      set,
      { id: "b2b_approval_rejected", subject: "Sorry, {{customer.firstName}}", text: "No: {{note}}", html: "<b>{{note}}</b>" },
      { token: admin },
    );
    expect((ok.data as any).mailTemplateSet).toMatchObject({
      __typename: "MailTemplateSetSuccess",
      data: { id: "b2b_approval_rejected", owner: "approval", overridden: true },
    });
    try {
      const email = uniqueEmail("tpl");
      const id = (await register(email)).body.id as number;
      await gql(CustomerDeclineDocument, { id, note: "<script>x</script>" });
      const mail = await smtp.next((m) => m.to.includes(email));
      expect(mail.subject).toBe("Sorry, Ann");
      expect(mail.text).toContain("No: <script>x</script>");
      expect(mail.raw).toContain("<b>&lt;script&gt;x&lt;&#x2F;script&gt;</b>");
      const list = await s.gql(`{ mailTemplates { id owner overridden } }`, {}, { token: admin });
      expect((list.data as any).mailTemplates).toEqual(
        expect.arrayContaining([
          { id: "b2b_approval_approved", owner: "approval", overridden: false },
          { id: "b2b_approval_rejected", owner: "approval", overridden: true },
        ]),
      );
    } finally {
      await s.gql(`mutation { mailTemplateReset(id: "b2b_approval_rejected") }`, {}, { token: admin });
    }
  });

  it("without SMTP_URL the outbox writes .eml files under var/mail/", async () => {
    const local = await startTestServer({ modules: [approval as never], settings: { mailOutbox: FAST_OUTBOX } });
    try {
      const email = uniqueEmail("eml");
      expect((await register(email, local)).status).toBe(201);
      const dir = path.join(local.app.settings.varDir, "mail");
      const file = await vi.waitFor(() => {
        const f = fs.existsSync(dir) ? fs.readdirSync(dir).find((n) => n.endsWith(".eml")) : undefined;
        expect(f).toBeDefined();
        return f!;
      });
      const eml = fs.readFileSync(path.join(dir, file), "utf8");
      expect(eml).toContain(`Subject: New account awaiting approval: ${email}`);
      expect(eml).toMatch(/^To: sales@example\.com/m);
    } finally {
      await local.close();
    }
  });

  it("decline keeps the record and mails the customer", async () => {
    const email = uniqueEmail("decline");
    const id = (await register(email)).body.id as number;
    const r = await gql<{ customerDecline: { __typename: string; data: { approvalStatus: string } } }>(CustomerDeclineDocument, {
      id,
      note: "no trade reference",
    });
    expect(r.customerDecline).toMatchObject({ __typename: "CustomerDeclineSuccess", data: { approvalStatus: "rejected" } });
    const row = await s.app.db.customer.findUniqueOrThrow({ where: { id } });
    expect(row).toMatchObject({ email, approvalStatus: "rejected", isApproved: false, groupId: 1 });
    const mail = await smtp.next((m) => m.to.includes(email));
    expect(mail.subject).toBe("Your Acme Trade Supply account application");
    expect(mail.text).toContain("no trade reference");
    const l = await login(email);
    expect(l).toMatchObject({ status: 403, body: { code: "account_rejected" } });
  });

  it("both flips: rejected -> active and active -> rejected, each transition recorded with admin, time and note", async () => {
    const id = await idOf("rejected@example.com");
    const a = await gql<{ customerApprove: { __typename: string } }>(CustomerApproveDocument, { id, note: "reference checked" });
    expect(a.customerApprove.__typename).toBe("CustomerApproveSuccess");
    expect((await login("rejected@example.com", TEST_CUSTOMER_PASSWORD)).status).toBe(200);
    const d = await gql<{ customerDecline: { __typename: string } }>(CustomerDeclineDocument, { id, note: "account closed" });
    expect(d.customerDecline.__typename).toBe("CustomerDeclineSuccess");
    expect((await login("rejected@example.com", TEST_CUSTOMER_PASSWORD)).status).toBe(403);
    const h = (
      await gql<{ customerApprovalHistory: { fromStatus: string | null; toStatus: string; adminUsername: string; note: string; createdAt: string }[] }>(
        CustomerApprovalHistoryDocument,
        { customerId: id },
      )
    ).customerApprovalHistory;
    expect(h.map((t) => [t.fromStatus, t.toStatus])).toEqual([
      [null, "pending"],
      ["pending", "rejected"],
      ["rejected", "active"],
      ["active", "rejected"],
    ]);
    expect(h.slice(2)).toEqual([
      expect.objectContaining({ adminUsername: "admin", note: "reference checked" }),
      expect.objectContaining({ adminUsername: "admin", note: "account closed" }),
    ]);
    expect(Number.isNaN(Date.parse(h[3]!.createdAt))).toBe(false);
    await smtp.next((m) => m.to.includes("rejected@example.com") && m.subject.includes("application"));
  });

  it("two admins deciding at once: one decision, one transition, one mail", async () => {
    const email = uniqueEmail("race");
    const id = (await register(email)).body.id as number;
    const results = await Promise.all([
      gql<{ customerApprove: { __typename: string; code?: string } }>(CustomerApproveDocument, { id }),
      gql<{ customerApprove: { __typename: string; code?: string } }>(CustomerApproveDocument, { id }),
    ]);
    const kinds = results.map((r) => r.customerApprove.__typename).sort();
    expect(kinds).toEqual(["CustomerApproveSuccess", "Problem"]);
    expect(["invalid_transition", "conflict"]).toContain(results.find((r) => r.customerApprove.__typename === "Problem")!.customerApprove.code);
    expect(await s.app.db.approvalTransition.count({ where: { customerId: id, toStatus: "active" } })).toBe(1);
    expect(await s.app.db.mailOutbox.count({ where: { toAddress: email } })).toBe(1);
  });

  it("mass decisions answer per id: the record, or a typed problem", async () => {
    const a = (await register(uniqueEmail("mass"))).body.id as number;
    const b = (await register(uniqueEmail("mass"))).body.id as number;
    const r = await gql<{ customerApproveMany: { id: number; result: { __typename: string; code?: string } }[] }>(CustomerApproveManyDocument, {
      ids: [a, b, 999999, await idOf("jane@example.com")],
    });
    expect(r.customerApproveMany.map((x) => [x.id, x.result.__typename, x.result.code ?? null])).toEqual([
      [a, "ApprovalMassItemSuccess", null],
      [b, "ApprovalMassItemSuccess", null],
      [999999, "Problem", "not_found"],
      [await idOf("jane@example.com"), "Problem", "invalid_transition"],
    ]);
    const d = await gql<{ customerDeclineMany: { result: { __typename: string } }[] }>(CustomerDeclineManyDocument, { ids: [a] });
    expect(d.customerDeclineMany[0]!.result.__typename).toBe("ApprovalMassItemSuccess");
    // no approve/decline path for a customer or a guest
    const asGuest = await s.gql(print(CustomerApproveDocument), { id: b });
    expect(asGuest.errors?.[0]?.extensions?.code).toBe("login_required");
  });

  it("an old token stops working after a flip to rejected; the customer keeps no cart and gets no group prices", async () => {
    const token = (await login("trade@example.com", TEST_CUSTOMER_PASSWORD)).body.token as string;
    const product = await s.app.db.tierPrice.findFirstOrThrow({
      where: { groupId: 2, qty: 1, product: { type: "simple", status: 1 } },
      include: { product: true },
    });
    await s.app.db.product.update({ where: { id: product.productId }, data: { stockQty: 1000, inStock: true } });
    expect((await s.json("/api/rest/v2/cart/items", { method: "POST", json: { sku: product.product.sku, qty: 1 }, token })).status).toBe(200);
    const id = await idOf("trade@example.com");
    await gql(CustomerDeclineDocument, { id, note: "flip" });
    for (const p of ["/api/rest/v2/products?itemsPerPage=1", "/api/rest/v2/cart", "/api/rest/v2/customers/me"]) {
      const r = await s.json(p, { token });
      expect(r.status).toBe(401);
      expect(r.body.code).toBe("account_rejected");
    }
    expect(await s.app.db.cart.count({ where: { customerId: id, status: "active" } })).toBe(0);
    // approved again, the same token works and starts a new cart
    await gql(CustomerApproveDocument, { id });
    expect((await s.json("/api/rest/v2/customers/me", { token })).status).toBe(200);
  });

  it("unit of work: a rollback drops the decision, its transition, its outbox mail and its after-commit alert together", async () => {
    const id = await idOf("pending@example.com");
    const ctx = {
      ...(await createContext(s.app, { headers: { get: () => null }, ip: "127.0.0.1" })),
      caller: { kind: "admin" as const, adminId: 1, scopes: ["*"] },
    };
    const outboxBefore = await s.app.db.mailOutbox.count();
    const published: unknown[] = [];
    const off = s.app.events.on("b2b_approval_decided", (p) => void published.push(p));
    try {
      await expect(
        withTransaction(ctx, async (tx) => {
          await s.app.modules.service("approval")!.approve(tx, id, "joins the outer transaction");
          expect(await s.app.modules.service("approval")!.status(tx, id)).toBe("active");
          throw new Error("the caller's own change failed");
        }),
      ).rejects.toThrow("the caller's own change failed");
      expect((await s.app.db.customer.findUniqueOrThrow({ where: { id } })).approvalStatus).toBe("pending");
      expect(await s.app.db.approvalTransition.count({ where: { customerId: id, note: "joins the outer transaction" } })).toBe(0);
      expect(await s.app.db.mailOutbox.count()).toBe(outboxBefore);
      expect(published).toEqual([]);
      // per store: the module's service says whether it is on
      expect(await s.app.modules.service("approval")!.isEnabled(1)).toBe(true);
    } finally {
      off();
    }
  });

  it("a graphql-ws subscriber receives customerPendingAdded within a second", async () => {
    const subscribed = waitForServerSubscribe(s, "customerPendingAdded");
    const client = createClient({
      url: `${s.url.replace("http", "ws")}/graphql`,
      webSocketImpl: WebSocket,
      lazy: false,
      connectionParams: { authorization: `Bearer ${admin}` },
    });
    const email = uniqueEmail("live");
    try {
      const events = client.iterate<{ customerPendingAdded: { email: string; approvalStatus: string } }>({ query: print(CustomerPendingAddedDocument) });
      const received = (async () => {
        for await (const e of events) if (e.data?.customerPendingAdded.email === email) return e.data.customerPendingAdded;
        throw new Error("subscription ended");
      })();
      await subscribed;
      const r = await register(email);
      expect(r.status).toBe(201);
      const committedAt = performance.now();
      const got = await Promise.race([received, new Promise<never>((_, rej) => setTimeout(() => rej(new Error("no event within 1 s")), 1000))]);
      expect(got).toMatchObject({ email, approvalStatus: "pending" });
      expect(performance.now() - committedAt).toBeLessThan(1000);
      await events.return?.();
    } finally {
      await client.dispose();
    }
  });

  it.skipIf(!process.env.TEST_REDIS_URL)("across instances: a subscriber on another instance receives customerApprovalDecided through Redis", async () => {
    const other = await createServer({
      modules: [approval as never],
      dbHandle: openDb(resolveDbTarget(s.app.settings.databaseUrl!)),
      logger: pino({ level: "silent" }),
      settings: { ...s.app.settings },
    });
    const b = await other.listen(0, "127.0.0.1");
    const client = createClient({
      url: `${b.url.replace("http", "ws")}/graphql`,
      webSocketImpl: WebSocket,
      lazy: false,
      connectionParams: { authorization: `Bearer ${admin}` },
    });
    try {
      const email = uniqueEmail("cross");
      const id = (await register(email)).body.id as number;
      const subscribed = waitForServerSubscribe({ app: b.app } as TestServer, "customerApprovalDecided");
      const events = client.iterate<{ customerApprovalDecided: { customer: { email: string }; transition: { toStatus: string } } }>({
        query: print(CustomerApprovalDecidedDocument),
      });
      const received = (async () => {
        for await (const e of events) if (e.data?.customerApprovalDecided.customer.email === email) return e.data.customerApprovalDecided;
        throw new Error("subscription ended");
      })();
      await subscribed;
      await gql(CustomerApproveDocument, { id });
      expect(await received).toMatchObject({ customer: { email }, transition: { toStatus: "active" } });
      await events.return?.();
    } finally {
      await client.dispose();
      await b.close();
    }
  });

  it("a non-admin subscribe is refused", async () => {
    const customer = (await login("jane@example.com", TEST_CUSTOMER_PASSWORD)).body.token as string;
    for (const [params, code] of [
      [{ authorization: `Bearer ${customer}` }, "forbidden"],
      [{}, "login_required"],
    ] as const) {
      const client = createClient({ url: `${s.url.replace("http", "ws")}/graphql`, webSocketImpl: WebSocket, connectionParams: params });
      try {
        const it = client.iterate({ query: print(CustomerPendingAddedDocument) });
        const first = await it.next().then(
          (v) => ({ value: v.value as { errors?: { extensions?: { code?: string } }[] } }),
          (e: unknown) => ({ value: { errors: (Array.isArray(e) ? e : [e]) as { extensions?: { code?: string } }[] } }),
        );
        expect(first.value.errors?.[0]?.extensions?.code).toBe(code);
      } finally {
        await client.dispose();
      }
    }
  });

  it("with the module switched off, the core still starts and registration makes active customers", async () => {
    await setConfig("enabled", "0");
    try {
      expect((await s.json("/api/rest/v2/b2b/approval/config")).body).toEqual({ enabled: false });
      const email = uniqueEmail("off");
      expect((await register(email)).body).toMatchObject({ isApproved: true, approvalStatus: "active" });
      expect((await login(email)).status).toBe(200);
      // the flag is kept but not enforced
      expect((await login("pending@example.com", TEST_CUSTOMER_PASSWORD)).status).toBe(200);
      const d = await gql<{ customerApprove: { __typename: string; code: string } }>(CustomerApproveDocument, { id: await idOf("pending@example.com") });
      expect(d.customerApprove).toMatchObject({ __typename: "Problem", code: "module_disabled" });
    } finally {
      await setConfig("enabled", "1");
    }
  });

  it("with the module not installed, the core still starts and registration makes active customers", async () => {
    const bare = await startTestServer({ settings: { smtpUrl: smtp.url } });
    try {
      expect((await bare.json("/api/rest/v2/b2b/approval/config")).status).toBe(404);
      expect(bare.app.modules.service("approval")).toBeUndefined();
      const email = uniqueEmail("bare");
      expect((await register(email, bare)).body).toMatchObject({ isApproved: true, approvalStatus: "active" });
      expect((await login(email, "long-enough-1", bare)).status).toBe(200);
      expect((await bare.gql("{ pendingCustomers { totalCount } }", {}, { token: await bare.adminToken() })).errors?.[0]?.message).toMatch(
        /Cannot query field/,
      );
    } finally {
      await bare.close();
    }
  });

  it("a crash injected between commit and delivery delivers exactly one mail after restart", async () => {
    const db = await copyTemplate(inject("dbTemplate"));
    const varDir = fs.mkdtempSync(path.join(os.tmpdir(), "b2b-crash-"));
    const leaseMs = 1500;
    try {
      const handle = openDb(resolveDbTarget(db.url));
      const customerId = (await handle.db.customer.findFirstOrThrow({ where: { email: "pending@example.com" } })).id;
      await handle.close();
      // 1. the child approves (decision + outbox row commit together), claims the mail and is killed
      const child = spawn(
        process.execPath,
        ["--import", "tsx", path.join(import.meta.dirname, "crash-child.ts"), db.url, smtp.url, varDir, String(customerId), String(leaseMs)],
        { stdio: ["ignore", "ignore", "inherit"] },
      );
      const exit = await new Promise<{ code: number | null; signal: string | null }>((r) => child.on("exit", (code, signal) => r({ code, signal })));
      expect(exit.signal).toBe("SIGKILL");
      const check = openDb(resolveDbTarget(db.url));
      const row = await check.db.mailOutbox.findFirstOrThrow({ where: { toAddress: "pending@example.com" } });
      expect(row).toMatchObject({ status: "pending", attempts: 0 });
      expect(row.leaseOwner).not.toBeNull();
      expect((await check.db.customer.findUniqueOrThrow({ where: { id: customerId } })).approvalStatus).toBe("active");
      await check.close();
      expect(smtp.received.filter((m) => m.messageId.includes(`outbox-${row.id}-${row.messageKey}`))).toHaveLength(0);
      // 2. restart: a new instance delivers it once the dead instance's lease has run out
      const restarted = await createServer({
        modules: [approval as never],
        dbHandle: openDb(resolveDbTarget(db.url)),
        logger: pino({ level: "silent" }),
        settings: {
          databaseUrl: db.url,
          varDir,
          smtpUrl: smtp.url,
          redisUrl: undefined,
          jwtPrivateKey: TEST_JWT_PRIVATE_KEY,
          mailOutbox: { pollMs: 100, leaseMs },
        },
      });
      try {
        const mine = (m: { messageId: string }) => m.messageId.includes(`outbox-${row.id}-${row.messageKey}`);
        await smtp.next(mine);
        await restarted.app.mail.dispatcher.stop();
        // another pass finds nothing left to send
        restarted.app.mail.dispatcher.start();
        await vi.waitFor(async () => expect((await restarted.app.db.mailOutbox.findUniqueOrThrow({ where: { id: row.id } })).status).toBe("sent"));
        await restarted.app.mail.dispatcher.stop();
        expect(await new OutboxProbe(restarted.app).runOnce()).toBe(0);
        expect(smtp.received.filter(mine)).toHaveLength(1);
        expect(await restarted.app.db.mailOutbox.findUniqueOrThrow({ where: { id: row.id } })).toMatchObject({ status: "sent", attempts: 1 });
      } finally {
        await restarted.app.close();
      }
    } finally {
      await db.drop();
      fs.rmSync(varDir, { recursive: true, force: true });
    }
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)("two dispatchers on one database (PostgreSQL run) never send a row twice", async () => {
    const db = await copyTemplate(inject("dbTemplate"));
    const handles = [openDb(resolveDbTarget(db.url)), openDb(resolveDbTarget(db.url))];
    try {
      const rows = 60;
      await handles[0]!.db.mailOutbox.createMany({
        data: Array.from({ length: rows }, (_, i) => ({
          toAddress: `r${i}@example.com`,
          fromAddress: "x@example.com",
          subject: `m${i}`,
          textBody: "t",
          messageKey: `k${i}`,
        })),
      });
      const sent: { by: number; to: string }[] = [];
      const { OutboxDispatcher } = await import("../../../src/core/mail/outbox.ts");
      const dispatchers = handles.map(
        (h, by) =>
          new OutboxDispatcher(
            h.db,
            {
              kind: "smtp",
              // yields between claim and mark so the two instances interleave
              send: async (m) => {
                await new Promise((r) => setImmediate(r));
                sent.push({ by, to: m.to[0]! });
                return { messageId: m.messageId };
              },
              close: () => {},
            },
            pino({ level: "silent" }),
            { batch: 5 },
          ),
      );
      const counts = await Promise.all(dispatchers.map((d) => d.runOnce()));
      expect(counts[0]! + counts[1]!).toBe(rows);
      expect(new Set(sent.map((x) => x.to)).size).toBe(rows);
      expect(sent).toHaveLength(rows);
      expect(await handles[0]!.db.mailOutbox.count({ where: { status: "sent", attempts: 1 } })).toBe(rows);
    } finally {
      for (const h of handles) await h.close();
      await db.drop();
    }
  });
});

describe("the outbox with a slow mail peer", () => {
  it("a round's rows whose send could outlast its lease go back unsent: two dispatchers never send a row twice", async () => {
    const db = await copyTemplate(inject("dbTemplate"));
    const handles = [openDb(resolveDbTarget(db.url)), openDb(resolveDbTarget(db.url))];
    try {
      const rows = 10;
      await handles[0]!.db.mailOutbox.createMany({
        data: Array.from({ length: rows }, (_, i) => ({
          toAddress: `slow${i}@example.com`,
          fromAddress: "x@example.com",
          subject: `m${i}`,
          textBody: "t",
          messageKey: `s${i}`,
        })),
      });
      const sent: string[] = [];
      const { OutboxDispatcher } = await import("../../../src/core/mail/outbox.ts");
      // a lease shorter than one round of sends: before, the round's later rows outlived their lease while waiting,
      // and the other dispatcher claimed and sent them too
      const dispatchers = handles.map(
        (h) =>
          new OutboxDispatcher(
            h.db,
            {
              kind: "smtp",
              send: async (m) => {
                await new Promise((r) => setTimeout(r, 150));
                sent.push(m.to[0]!);
                return { messageId: m.messageId };
              },
              close: () => {},
            },
            pino({ level: "silent" }),
            { batch: 20, leaseMs: 400 },
          ),
      );
      const until = Date.now() + 20_000;
      const drain = async (d: (typeof dispatchers)[number]) => {
        while ((await handles[0]!.db.mailOutbox.count({ where: { status: "pending" } })) > 0 && Date.now() < until) {
          await d.runOnce();
          await new Promise((r) => setTimeout(r, 20));
        }
      };
      await Promise.all(dispatchers.map(drain));
      expect(sent.toSorted()).toEqual(Array.from({ length: rows }, (_, i) => `slow${i}@example.com`).toSorted());
      expect(await handles[0]!.db.mailOutbox.count({ where: { status: "sent", attempts: 1 } })).toBe(rows);
    } finally {
      for (const h of handles) await h.close();
      await db.drop();
    }
  });
});

/** a dispatcher pass outside the app's own timer */
class OutboxProbe {
  constructor(private readonly app: TestServer["app"]) {}
  async runOnce() {
    const { OutboxDispatcher } = await import("../../../src/core/mail/outbox.ts");
    return new OutboxDispatcher(this.app.db, this.app.mail.transport, this.app.logger).runOnce();
  }
}
