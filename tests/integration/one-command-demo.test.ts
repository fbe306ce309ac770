/**
 * `npm start` runs the whole demo (backend + storefront worker, first sync,
 * URLs) and stops both on SIGINT. Started as a user does (npm, the package's "start" script), on free ports and a
 * temp VAR_DIR (tests/helpers/demo.ts): it waits for the printed URLs, fetches each, and after a SIGINT to the
 * process group both processes have exited within 10 s and nothing listens on either port.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { alive, type Demo, demoRun, groupListeningPorts, listening, startDemo } from "../helpers/demo.ts";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "b2b-start-"));
let demo: Demo | undefined;
afterAll(() => {
  demo?.kill();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe.runIf(demoRun)("one command runs the whole demo", { timeout: 120_000 }, () => {
  it("npm start serves the backend and the synced storefront, prints the URLs, and SIGINT stops both within 10 s", async () => {
    demo = await startDemo(dir);
    const { port, workerPort, url } = demo;
    const out = demo.out();
    const backend = url("Backend");
    expect(backend).toBe(`http://127.0.0.1:${port}/`);
    expect(url("Storefront")).toBe(`http://127.0.0.1:${workerPort}/`);
    expect(url("Console")).toBe(`${backend}admin/`);
    expect(url("GraphiQL")).toBe(`${backend}graphql`);
    expect(url("OpenAPI")).toBe(`${backend}api/rest/v2/openapi.json`);
    // not a TTY: a plain line per sync step, and the demo credentials of the fresh database
    expect(out).toMatch(/First sync 6\/6: categories \(\d+\)/);
    expect(out).toMatch(/^admin\s+admin \/ \S+/m);
    expect(out).toMatch(/^API user\s+storefront \/ \S+/m);

    // every printed URL answers (a browser's Accept: GraphiQL answers its page to it)
    const printed = demo.urls();
    expect(printed.map(([label]) => label)).toEqual(["Storefront", "Backend", "Console", "GraphiQL", "OpenAPI"]);
    for (const [label, u] of printed) {
      const res = await fetch(u, { headers: { accept: "text/html,application/json;q=0.9" } });
      expect(res.status, `${label} ${u}`).toBe(200);
      await res.body?.cancel();
    }

    const home = await fetch(backend);
    expect(home.headers.get("content-security-policy")).toMatch(/default-src 'none'/);
    const page = await home.text();
    for (const href of ["/admin/", "/graphql", "/api/rest/v2/openapi.json", "/api/rest/v2/b2b/access/config", url("Storefront")])
      expect(page).toContain(`href="${href}"`);
    // the admin console's bundle, built by npm ci or by npm start itself
    const consolePage = await fetch(url("Console"));
    expect(consolePage.headers.get("content-security-policy")).toMatch(/script-src 'self'/);
    const script = /<script[^>]+src="([^"]+)"/.exec(await consolePage.text())?.[1];
    expect(script).toMatch(/^\/admin\/assets\//);
    expect((await fetch(new URL(script!, backend))).status).toBe(200);
    const graphiql = await fetch(url("GraphiQL"), { headers: { accept: "text/html" } });
    expect(await graphiql.text()).toMatch(/graphiql/i);
    const openapi = await fetch(url("OpenAPI"));
    expect(((await openapi.json()) as { openapi: string }).openapi).toMatch(/^3\.1/);
    const store = await fetch(url("Storefront"));
    expect(await store.text()).toContain("Acme Trade Supply");

    // every socket the group listens on (the two servers and workerd's own), to be closed after the SIGINT
    const sockets = groupListeningPorts(demo.child.pid!) ?? [port, workerPort];
    expect(sockets).toEqual(expect.arrayContaining([port, workerPort]));

    const { end, stoppedMs, left } = await demo.stop();
    expect(left).toBe(0);
    // npm itself got the SIGINT too: it ends by that signal once its script has exited (the script exits 0)
    expect(end === "timeout" ? end : end.code === 0 || end.signal === "SIGINT").toBe(true);
    expect(stoppedMs).toBeLessThan(10_000);
    for (const pid of demo.pids) expect(alive(pid), `pid ${pid}`).toBe(false);
    for (const p of sockets) expect(await listening(p), `port ${p}`).toBe(false);
    console.log(`npm start: ready in ${demo.readyMs} ms, stopped in ${stoppedMs} ms; ports closed: ${sockets.join(", ")}`);
  });
});
