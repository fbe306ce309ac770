/** The real server on a given database, for load tests driven from another process. */
import "../../src/core/production-env.ts";
import fs from "node:fs";
import { Session } from "node:inspector/promises";
import pino from "pino";
import { createServer } from "../../src/server.ts";
import { openDb } from "../../src/core/db/client.ts";
import { resolveDbTarget } from "../../src/core/db/url.ts";
import { discoverModules } from "../../src/core/modules.ts";
import { settingsFromEnv } from "../../src/core/settings.ts";

const url = process.env.BENCH_DATABASE_URL!;
const handle = openDb(resolveDbTarget(url));
const server = await createServer({
  // B2B_MODULES ("" = none) and RESPONSE_CACHE are read as in production
  modules: await discoverModules(settingsFromEnv().modules),
  dbHandle: handle,
  logger: pino({ level: "silent" }),
  settings: { varDir: process.env.BENCH_VAR_DIR!, databaseUrl: url },
});
const running = await server.listen(0, "127.0.0.1");
process.send?.({ ready: true, url: running.url });

// CPU profiles of chosen windows (bench/profile-listing.ts): {profile: "start"}, then {profile: "stop", file}
let session: Session | undefined;
process.on("message", async (m: { profile?: "start" | "stop"; file?: string }) => {
  if (m.profile === "start") {
    session = new Session();
    session.connect();
    await session.post("Profiler.enable");
    await session.post("Profiler.setSamplingInterval", { interval: 200 });
    await session.post("Profiler.start");
    process.send?.({ profiling: true });
  } else if (m.profile === "stop" && session) {
    const { profile } = await session.post("Profiler.stop");
    fs.writeFileSync(m.file!, JSON.stringify(profile));
    session.disconnect();
    session = undefined;
    process.send?.({ profiled: m.file });
  }
});
