/**
 * Catalogue API throughput: the 100-product REST listing and the same GraphQL query, against a bare Yoga
 * endpoint returning a constant, all measured in this run (ratios are what to compare across machines).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { type BenchResult, load, seededDatabase, size, startServer, table } from "./lib.ts";

export async function benchCatalog(): Promise<BenchResult> {
  const products = size(1000, 100);
  const db = await seededDatabase(products);
  const varDir = fs.mkdtempSync(path.join(os.tmpdir(), "b2b-bench-var-"));
  const app = await startServer("bench/servers/app-server.ts", { BENCH_DATABASE_URL: db.url, BENCH_VAR_DIR: varDir });
  const bare = await startServer("bench/servers/bare-yoga.ts");
  try {
    const gqlBody = (q: string) => JSON.stringify({ query: q });
    const fields = fs.readFileSync("schema/rest/catalog.graphql", "utf8");
    const listing = `${fields.slice(0, fields.indexOf("query RestProducts"))} query { products(itemsPerPage: 100) { member { ...ProductFields } totalItems page itemsPerPage } }`;
    const json = { "content-type": "application/json" };
    // warm-up
    await fetch(`${app.url}/api/rest/v2/products?itemsPerPage=100`);
    const baseline = await load({ url: `${bare.url}/graphql`, method: "POST", body: gqlBody("{ ping }"), headers: json });
    const rest = await load({ url: `${app.url}/api/rest/v2/products?itemsPerPage=100` });
    const gql = await load({ url: `${app.url}/graphql`, method: "POST", body: gqlBody(listing), headers: json });
    const one = await load({ url: `${app.url}/api/rest/v2/products?itemsPerPage=1` });
    console.log(`\n## Catalogue API (${products.toLocaleString("en")}-product SQLite catalogue, 10 connections)`);
    table([
      ["endpoint", "req/s", "p99 ms", "errors", "ratio to bare Yoga"],
      ["bare Yoga { ping }", baseline.rps.toFixed(0), baseline.p99, baseline.errors, "1.000"],
      ["REST products?itemsPerPage=100", rest.rps.toFixed(0), rest.p99, rest.errors, (rest.rps / baseline.rps).toFixed(3)],
      ["GraphQL products(itemsPerPage: 100)", gql.rps.toFixed(0), gql.p99, gql.errors, (gql.rps / baseline.rps).toFixed(3)],
      ["REST products?itemsPerPage=1", one.rps.toFixed(0), one.p99, one.errors, (one.rps / baseline.rps).toFixed(3)],
    ]);
    console.log(`REST/GraphQL ratio for the same 100-product page: ${(rest.rps / gql.rps).toFixed(2)}`);
    return {
      ratios: { rest100: rest.rps / baseline.rps, graphql100: gql.rps / baseline.rps, rest1: one.rps / baseline.rps },
      errors: { baseline: baseline.errors, rest100: rest.errors, graphql100: gql.errors, rest1: one.errors },
    };
  } finally {
    app.child.kill();
    bare.child.kill();
    fs.rmSync(db.dir, { recursive: true, force: true });
    fs.rmSync(varDir, { recursive: true, force: true });
  }
}
