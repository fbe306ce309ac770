/**
 * Builds the admin console (admin/ -> admin/dist) with Vite. `--if-stale` skips a bundle already built from the
 * current sources. Run by `npm ci` (postinstall) and `npm run build:admin`; `npm start` and the test setup call
 * ensureAdminBundle themselves. Never fails an install: without Vite it says so and exits 0.
 */
import { adminBundleState, buildAdminBundle } from "./admin-bundle.ts";

if (process.argv.includes("--if-stale") && adminBundleState() === "fresh") {
  console.log("admin console: admin/dist is up to date");
} else {
  const built = await buildAdminBundle().catch((e: Error) => {
    console.error(`admin console: the build failed: ${e.message}`);
    return null;
  });
  if (built === null && !process.argv.includes("--tolerant")) process.exit(1);
}
