/**
 * The acceptance race over two instances of one deployment (PostgreSQL + Redis: TEST_DATABASE_URL, TEST_REDIS_URL):
 * 20 buyers place on-account orders at once, alternately on each instance, against an available credit for 7: the
 * one conditional UPDATE of the balance places exactly 7; the ledger's rows sum to the balance; refund and cancels
 * restore it.
 */
import { afterAll, beforeAll, describe, it } from "vitest";
import type { TestServer } from "../../helpers/server.ts";
import { raceOnAccount, startCreditServer } from "./helpers.ts";

const scaleOut = Boolean(process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL);

describe.runIf(scaleOut)("company credit across two instances", () => {
  let a: TestServer;
  let b: TestServer;
  beforeAll(async () => {
    a = await startCreditServer();
    b = await startCreditServer({ shareDbWith: a });
  }, 120_000);
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it("20 simultaneous on-account orders over two instances against credit for 7 place exactly 7", async () => {
    await raceOnAccount([a, b], 20, 7);
  }, 180_000);
});
