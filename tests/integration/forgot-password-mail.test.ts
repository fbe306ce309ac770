/**
 * A forgot-password mail survives the instance dying right after it answered, and the answer takes as long for an
 * email without an account. A real backend process killed with SIGKILL, a real SMTP peer, real database.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createServer } from "../../src/server.ts";
import { openDb } from "../../src/core/db/client.ts";
import { resolveDbTarget } from "../../src/core/db/url.ts";
import { copyTemplate } from "../helpers/db-template.ts";
import { startTestServer, TEST_JWT_PRIVATE_KEY, type TestServer } from "../helpers/server.ts";
import { startSmtpPeer, type SmtpPeer } from "../modules/approval/smtp-peer.ts";

let smtp: SmtpPeer;
beforeAll(async () => {
  smtp = await startSmtpPeer();
});
afterAll(async () => smtp?.close());

const V2 = "/api/rest/v2";
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};

describe("a forgot-password mail survives the instance dying once it answered", () => {
  it("killed with SIGKILL the moment its answer arrives, the instance leaves the mail committed; a restarted one sends it and the link works", async () => {
    const db = await copyTemplate(inject("dbTemplate"));
    const varDir = fs.mkdtempSync(path.join(os.tmpdir(), "b2b-forgot-crash-"));
    const child = spawn(process.execPath, ["--import", "tsx", path.join(import.meta.dirname, "forgot-crash-child.ts"), db.url, smtp.url, varDir], {
      stdio: ["ignore", "pipe", "inherit"],
    });
    const exited = new Promise<string | null>((r) => child.on("exit", (_code, signal) => r(signal)));
    try {
      const url = await new Promise<string>((resolve, reject) => {
        let buf = "";
        child.stdout!.setEncoding("utf8").on("data", (d: string) => {
          buf += d;
          const line = buf.split("\n").find((l) => l.startsWith("{"));
          if (line) resolve((JSON.parse(line) as { url: string }).url);
        });
        child.on("exit", () => reject(new Error("the child exited before listening")));
      });
      const email = "jane@example.com";
      const answer = await fetch(`${url}${V2}/customers/password/forgot`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email }),
      });
      child.kill("SIGKILL");
      expect(answer.status).toBe(200);
      expect(await exited).toBe("SIGKILL");
      const check = openDb(resolveDbTarget(db.url));
      expect(await check.db.mailOutbox.findFirst({ where: { toAddress: email }, select: { status: true } })).toEqual({ status: "pending" });
      await check.close();

      const restarted = await createServer({
        modules: [],
        dbHandle: openDb(resolveDbTarget(db.url)),
        logger: pino({ level: "silent" }),
        settings: { databaseUrl: db.url, varDir, smtpUrl: smtp.url, redisUrl: undefined, jwtPrivateKey: TEST_JWT_PRIVATE_KEY, mailOutbox: { pollMs: 100 } },
      });
      try {
        const mail = await smtp.next((m) => m.to.includes(email));
        const token = decodeURIComponent(/token=([A-Za-z0-9_-]+)/.exec(mail.text)![1]!);
        const running = await restarted.listen(0, "127.0.0.1");
        const reset = await fetch(`${running.url}${V2}/customers/password/reset`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ email, resetToken: token, newPassword: "after-the-crash-1" }),
        });
        expect(reset.status).toBe(200);
        await running.close();
      } finally {
        await restarted.app.close().catch(() => {});
      }
    } finally {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
      await exited;
      await db.drop();
      fs.rmSync(varDir, { recursive: true, force: true });
    }
  });

  it("known and unknown emails do the same writes inside the request (medians of interleaved requests reported)", async () => {
    const s: TestServer = await startTestServer({ settings: { smtpUrl: smtp.url } });
    try {
      const n = 40;
      await s.app.db.customer.createMany({
        data: Array.from({ length: n }, (_, i) => ({ storeId: 1, email: `timing-${i}@example.com`, passwordHash: "x", firstName: "T", lastName: String(i) })),
      });
      const time = async (email: string) => {
        const t0 = performance.now();
        const r = await s.fetch(`${V2}/customers/password/forgot`, { method: "POST", json: { email } });
        await r.arrayBuffer();
        expect(r.status).toBe(200);
        return performance.now() - t0;
      };
      const tokensBefore = await s.app.db.customerPasswordToken.count();
      // warm both paths
      await time("warm-known@example.com");
      await time("timing-warm@example.com");
      const known: number[] = [];
      const unknown: number[] = [];
      // in random order: a fixed pattern lines up with periodic background work (measured: it swaps which side looks slower)
      const order = [...Array.from({ length: n }, (_, i) => [true, i] as const), ...Array.from({ length: n }, (_, i) => [false, i] as const)].sort(
        () => Math.random() - 0.5,
      );
      for (const [isKnown, i] of order) {
        if (isKnown) known.push(await time(`timing-${i}@example.com`));
        else unknown.push(await time(`nobody-${i}@example.com`));
      }
      const [k, u] = [median(known), median(unknown)];
      console.log(`forgot-password median known ${k.toFixed(2)} ms, unknown ${u.toFixed(2)} ms (n=${n} each)`);
      // the medians are reported, not asserted (a loaded machine must not fail a test); what makes them equal is
      // asserted instead: both paths do the same writes inside the request, a token row and an outbox row each
      expect(await s.app.db.customerPasswordToken.count()).toBe(tokensBefore + 2 * n + 2);
      expect(await s.app.db.mailOutbox.count({ where: { toAddress: { startsWith: "timing-" } } })).toBe(n + 1);
      expect(await s.app.db.mailOutbox.count({ where: { toAddress: { startsWith: "nobody-" } } })).toBe(n);
      expect(await s.app.db.mailOutbox.count({ where: { toAddress: { startsWith: "timing-" }, status: "pending" } })).toBeGreaterThan(0);
      expect(await s.app.db.mailOutbox.count({ where: { toAddress: { startsWith: "nobody-" }, status: { not: "suppressed" } } })).toBe(0);
    } finally {
      await s.close();
    }
  });
});
