/**
 * A process that crashes between commit and delivery: it approves a customer (the decision and its mail
 * commit together), and its outbox dispatcher kills the process (SIGKILL) right after it claims the row,
 * before anything reaches the SMTP peer.
 * usage: node --import tsx crash-child.ts <databaseUrl> <smtpUrl> <varDir> <customerId> <leaseMs>
 */
import { generateKeyPairSync } from "node:crypto";
import pino from "pino";
import { createServer } from "../../../src/server.ts";
import { createContext } from "../../../src/core/context.ts";
import { openDb } from "../../../src/core/db/client.ts";
import { resolveDbTarget } from "../../../src/core/db/url.ts";
import approval from "../../../src/modules/customer-approval/index.ts";

const [databaseUrl, smtpUrl, varDir, customerId, leaseMs] = process.argv.slice(2) as [string, string, string, string, string];
const server = await createServer({
  modules: [approval as never],
  dbHandle: openDb(resolveDbTarget(databaseUrl)),
  logger: pino({ level: "silent" }),
  settings: {
    databaseUrl,
    varDir,
    smtpUrl,
    redisUrl: undefined,
    // a PostgreSQL deployment needs a configured signing key (this process issues no token)
    jwtPrivateKey: generateKeyPairSync("ec", { namedCurve: "P-256" }).privateKey.export({ type: "pkcs8", format: "pem" }).toString(),
    mailOutbox: { pollMs: 60_000, leaseMs: Number(leaseMs), onClaimed: () => void process.kill(process.pid, "SIGKILL") },
  },
});
const guest = await createContext(server.app, { headers: { get: () => null }, ip: "127.0.0.1" });
const admin = { ...guest, caller: { kind: "admin" as const, adminId: 1, scopes: ["*"] } };
await server.app.modules.service("approval")!.approve(admin, Number(customerId), "approved just before the crash");
// not reached: the dispatcher, woken after the commit, kills the process once it has claimed the mail
await new Promise((r) => setTimeout(r, 30_000));
console.error("crash-child: the dispatcher never claimed the row");
process.exit(3);
