/**
 * The on-account race on one instance (SQLite, or PostgreSQL when TEST_DATABASE_URL is set): 20 buyers of one company
 * place Pay on Account orders at once against an available credit for 7: exactly 7 are placed, the ledger's rows sum
 * to the balance, and cancels and a refund give the credit back. tests/modules/credit/scale-out.test.ts runs it over
 * two instances.
 */
import { afterAll, beforeAll, describe, it } from "vitest";
import type { TestServer } from "../../helpers/server.ts";
import { raceOnAccount, startCreditServer } from "./helpers.ts";

let s: TestServer;

beforeAll(async () => {
  s = await startCreditServer();
}, 60_000);
afterAll(async () => {
  await s?.close();
});

describe("Pay on Account never overdraws", () => {
  it("20 simultaneous on-account orders against credit for 7 place exactly 7", async () => {
    await raceOnAccount([s], 20, 7);
  }, 120_000);
});
