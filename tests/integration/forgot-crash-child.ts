/**
 * A backend process for the forgot-password crash test: it serves on a loopback port (printed as one JSON
 * line) and is killed with SIGKILL by the test the moment an answer arrives.
 * usage: node --import tsx forgot-crash-child.ts <databaseUrl> <smtpUrl> <varDir>
 */
import { generateKeyPairSync } from "node:crypto";
import pino from "pino";
import { createServer } from "../../src/server.ts";
import { openDb } from "../../src/core/db/client.ts";
import { resolveDbTarget } from "../../src/core/db/url.ts";

const [databaseUrl, smtpUrl, varDir] = process.argv.slice(2) as [string, string, string];
const server = await createServer({
  modules: [],
  dbHandle: openDb(resolveDbTarget(databaseUrl)),
  logger: pino({ level: "silent" }),
  settings: {
    databaseUrl,
    varDir,
    smtpUrl,
    redisUrl: undefined,
    jwtPrivateKey: generateKeyPairSync("ec", { namedCurve: "P-256" }).privateKey.export({ type: "pkcs8", format: "pem" }).toString(),
    mailOutbox: { pollMs: 60_000 },
  },
});
const running = await server.listen(0, "127.0.0.1");
console.log(JSON.stringify({ url: running.url }));
