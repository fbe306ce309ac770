/**
 * Custom forms: accepted submissions per second through the whole pipeline (size caps, honeypot, render
 * token and fill time, per-IP limit, validation, transaction with the row and the in-transaction event),
 * against a bare insert of the same row with the same client, measured in the same run and process.
 * The HTTP figure (the REST facade, one connection per worker) is printed beside it for scale. A render token is
 * good for one submission, so every submission carries a fresh one, as a real client's does (one per render).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pino from "pino";
import { BENCH_SECONDS, type BenchResult, load, seededDatabase, size, table } from "./lib.ts";
import { openDb } from "../src/core/db/client.ts";
import { resolveDbTarget } from "../src/core/db/url.ts";

const WORKERS = Number(process.env.BENCH_FORMS_WORKERS ?? size(4, 2));

interface Loop {
  lat: number[];
  errors: number;
  seconds: number;
  next: number;
}
const newLoop = (): Loop => ({ lat: [], errors: 0, seconds: 0, next: 0 });

/** runs `step` in WORKERS concurrent loops for `seconds`, adding to `acc` */
async function closedLoop(acc: Loop, seconds: number, step: (worker: number, i: number) => Promise<unknown>): Promise<void> {
  const end = performance.now() + seconds * 1000;
  const { lat } = acc;
  await Promise.all(
    Array.from({ length: WORKERS }, async (_, w) => {
      while (performance.now() < end) {
        const i = acc.next++;
        const t = performance.now();
        try {
          await step(w, i);
          lat.push(performance.now() - t);
        } catch {
          acc.errors++;
        }
      }
    }),
  );
  acc.seconds += seconds;
}
const summary = (l: Loop) => {
  l.lat.sort((a, b) => a - b);
  return { perSecond: l.lat.length / l.seconds, p50: l.lat[Math.floor(l.lat.length / 2)] ?? Number.NaN, errors: l.errors };
};

export async function benchForms(): Promise<BenchResult> {
  const db = await seededDatabase(size(200, 100));
  const h = openDb(resolveDbTarget(db.url));
  // the demo contact form without recipients (mail is the outbox's job, measured elsewhere); a limit the loop never meets
  await h.db.customForm.update({ where: { code: "contact" }, data: { recipients: "" } });
  await h.db.configValue.create({ data: { path: "b2b_forms/rateLimitPerHour", value: "100000" } });
  await h.close();

  const { createApp } = await import("../src/app.ts");
  const { settingsFromEnv } = await import("../src/core/settings.ts");
  const { createContext } = await import("../src/core/context.ts");
  const { createServer } = await import("../src/server.ts");
  const forms = (await import("../src/modules/custom-forms/index.ts")).default;
  const { formsKey, signRenderToken } = await import("../src/modules/custom-forms/tokens.ts");
  const varDir = fs.mkdtempSync(path.join(os.tmpdir(), "b2b-bench-var-"));
  const logger = pino({ level: "silent" });
  const app = await createApp({ ...settingsFromEnv(), varDir }, { modules: [forms as never], dbHandle: openDb(resolveDbTarget(db.url)), logger });
  const svc = app.modules.service("forms")!;
  const key = await formsKey(app);
  // what rendering the form hands the client: a token of its own, issued a minute ago (past the minimum fill time)
  const renderToken = () => signRenderToken(key, "contact", Math.floor(Date.now() / 1000) - 60);
  const form = await app.db.customForm.findUniqueOrThrow({ where: { code: "contact" } });
  const payload = (w: number, i: number) => ({
    name: `Bench ${w}-${i}`,
    email: `bench${w}.${i}@example.com`,
    topic: "order",
    message: "Where is my order? ".repeat(5),
  });
  const ctxFor = (w: number, i: number) => createContext(app, { headers: { get: () => null }, ip: `10.9.${w}.${i % 250}` });

  // warm both paths
  for (let i = 0; i < 50; i++) {
    const r = await svc.submit(await ctxFor(9, i), { formCode: "contact", payload: payload(9, i), renderToken: renderToken() });
    if (r.status !== "ok") throw new Error(`warm-up submission refused: ${JSON.stringify(r)}`);
  }
  // alternating rounds, so that drift (WAL checkpoints, other load on the machine) hits both paths alike
  const bareLoop = newLoop();
  const pipelineLoop = newLoop();
  const bareStep = async (w: number, i: number) => {
    const values = payload(w, i);
    await app.db.customFormSubmission.create({
      data: { formId: form.id, formCode: form.code, storeId: 1, payload: JSON.stringify(values), secrets: "{}", ip: `10.9.${w}.${i % 250}` },
    });
  };
  const pipelineStep = async (w: number, i: number) => {
    const r = await svc.submit(await ctxFor(w, i), { formCode: "contact", payload: payload(w, i), renderToken: renderToken() });
    if (r.status !== "ok") throw new Error("refused");
  };
  const ROUNDS = 5;
  for (let r = 0; r < ROUNDS; r++) {
    await closedLoop(bareLoop, BENCH_SECONDS / ROUNDS, bareStep);
    await closedLoop(pipelineLoop, BENCH_SECONDS / ROUNDS, pipelineStep);
  }
  const bare = summary(bareLoop);
  const pipeline = summary(pipelineLoop);
  // with an observer of customforms_submission_saved (trade registration's case): the row and the event share a transaction
  const observedLoop = newLoop();
  const off = app.events.on("customforms_submission_saved", () => {});
  for (let r = 0; r < ROUNDS; r++) await closedLoop(observedLoop, BENCH_SECONDS / ROUNDS, pipelineStep);
  off();
  const observed = summary(observedLoop);
  await app.close();

  // through HTTP, for scale (the same pipeline behind the REST facade)
  const server = await (await createServer({ modules: [forms as never], dbHandle: openDb(resolveDbTarget(db.url)), logger, settings: { varDir } })).listen(
    0,
    "127.0.0.1",
  );
  const http = await load({
    url: `${server.url}/api/rest/v2/custom-form-submissions`,
    method: "POST",
    headers: { "content-type": "application/json" },
    body: () => JSON.stringify({ formCode: "contact", payload: payload(0, 0), renderToken: renderToken() }),
    connections: WORKERS,
  });
  await server.close();
  fs.rmSync(varDir, { recursive: true, force: true });
  fs.rmSync(db.dir, { recursive: true, force: true });

  console.log(`\ncustom forms (SQLite, ${WORKERS} concurrent loops, ${BENCH_SECONDS} s each)`);
  table([
    ["path", "per second", "p50 ms", "errors", "ratio"],
    ["bare insert of the same row", bare.perSecond.toFixed(0), bare.p50.toFixed(2), bare.errors, "1"],
    ["full pipeline (in process)", pipeline.perSecond.toFixed(0), pipeline.p50.toFixed(2), pipeline.errors, (pipeline.perSecond / bare.perSecond).toFixed(2)],
    [
      "full pipeline, an observer in the transaction",
      observed.perSecond.toFixed(0),
      observed.p50.toFixed(2),
      observed.errors,
      (observed.perSecond / bare.perSecond).toFixed(2),
    ],
    ["full pipeline over HTTP (POST /custom-form-submissions)", http.rps.toFixed(0), "-", http.errors, (http.rps / bare.perSecond).toFixed(2)],
  ]);
  return {
    ratios: { pipeline: pipeline.perSecond / bare.perSecond, observed: observed.perSecond / bare.perSecond, http: http.rps / bare.perSecond },
    errors: { bare: bare.errors, pipeline: pipeline.errors, observed: observed.errors, http: http.errors },
  };
}
