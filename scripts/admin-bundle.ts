/**
 * The admin console's bundle (admin/dist, git-ignored): is it there, and was it built from the sources as they
 * are now? A stamp (admin/dist/.source-hash) holds the hash of admin/'s sources and package-lock.json at build
 * time; comparing it costs one walk of admin/src. `buildAdminBundle` runs Vite's JS API (imported only then,
 * so a machine without Vite can still ask whether a bundle exists).
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { projectRoot } from "../src/core/db/url.ts";

export const ADMIN_ROOT = path.join(projectRoot(), "admin");
export const ADMIN_DIST = path.join(ADMIN_ROOT, "dist");
const STAMP = ".source-hash";

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const e of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    if (e.name === "dist" || e.name === "node_modules" || e.name.startsWith(".")) continue;
    const p = path.join(dir, e.name);
    if (e.isDirectory()) sourceFiles(p, out);
    else out.push(p);
  }
  return out;
}

export function adminSourceHash(): string {
  const h = createHash("sha256");
  const files = [...sourceFiles(ADMIN_ROOT), path.join(projectRoot(), "package-lock.json")];
  for (const f of files) {
    h.update(path.relative(projectRoot(), f));
    h.update("\0");
    h.update(fs.existsSync(f) ? fs.readFileSync(f) : "");
    h.update("\0");
  }
  return h.digest("hex");
}

export type BundleState = "fresh" | "stale" | "missing";

export function adminBundleState(): BundleState {
  const stamp = path.join(ADMIN_DIST, STAMP);
  if (!fs.existsSync(path.join(ADMIN_DIST, "index.html")) || !fs.existsSync(stamp)) return "missing";
  return fs.readFileSync(stamp, "utf8").trim() === adminSourceHash() ? "fresh" : "stale";
}

/**
 * Builds into a fresh folder beside dist and swaps it in, so a running backend never serves half a bundle.
 * Answers false (and says why) when Vite is not installed.
 */
export async function buildAdminBundle(log: (s: string) => void = (s) => process.stdout.write(`${s}\n`)): Promise<boolean> {
  let vite: typeof import("vite");
  try {
    vite = await import("vite");
  } catch {
    log("admin console: Vite is not installed, the bundle was not built (the backend answers 503 at /admin)");
    return false;
  }
  const hash = adminSourceHash();
  const started = performance.now();
  const tmp = path.join(ADMIN_ROOT, `.dist-${process.pid}-${Date.now()}`);
  try {
    await vite.build({ configFile: path.join(ADMIN_ROOT, "vite.config.ts"), build: { outDir: tmp, emptyOutDir: true } });
    fs.writeFileSync(path.join(tmp, STAMP), hash);
    const old = path.join(ADMIN_ROOT, `.dist-old-${process.pid}`);
    try {
      if (fs.existsSync(ADMIN_DIST)) fs.renameSync(ADMIN_DIST, old);
      fs.renameSync(tmp, ADMIN_DIST);
    } catch (e) {
      // another build (a second test run, npm start) swapped its own in first: fine when it is of these sources
      if (adminBundleState() !== "fresh") throw e;
    } finally {
      fs.rmSync(old, { recursive: true, force: true });
    }
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
  log(`admin console: built admin/dist in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return true;
}

/** builds when the bundle is missing or stale; answers the state it leaves */
export async function ensureAdminBundle(log?: (s: string) => void): Promise<BundleState> {
  const state = adminBundleState();
  if (state === "fresh") return state;
  return (await buildAdminBundle(log)) ? "fresh" : state;
}
