import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../helpers/server.ts";
import { AUDITED } from "../../src/core/audit/declare.ts";
import { discoverModules } from "../../src/core/modules.ts";

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ modules: await discoverModules(null) });
});
afterAll(async () => {
  await s?.close();
});

describe("probe", () => {
  it("lists", () => {
    const m = s.schema.getMutationType()!;
    for (const [name, f] of Object.entries(m.getFields())) {
      const opts = (f.extensions as any)?.pothosOptions ?? {};
      console.log("MUT", name, JSON.stringify(opts.authScopes ?? null), (f.extensions as any)?.[AUDITED] ?? "-");
    }
    expect(1).toBe(1);
  });
});
