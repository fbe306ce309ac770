/**
 * Two instances of one deployment on one database (issue 33: each company's rule set compiled to one function,
 * coherent across instances): a rule written through one instance decides the very next order placed through the
 * other, whether it was made, changed or deleted, with no wait; an instance keeps one compiled set per company.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import company from "../../../src/modules/company/index.ts";
import purchasing from "../../../src/modules/purchasing/index.ts";
import { keptRuleSets } from "../../../src/modules/purchasing/rule-set.ts";
import { startTestServer, type TestServer } from "../../helpers/server.ts";
import { B2B, createRule, fillCart, login, placeRest, startWorld, type World } from "./helpers.ts";

let a: World;
let b: World;
let second: TestServer;
let admin: string;
let buyer: string;

beforeAll(async () => {
  a = await startWorld();
  second = await startTestServer({
    modules: [company as never, purchasing as never],
    shareDbWith: a.s,
    settings: { storefrontUrl: "https://shop.example.test" },
  });
  b = { ...a, s: second };
  [admin, buyer] = await Promise.all([login(a.s, "trade@example.com"), login(a.s, "buyer@example.com")]);
});
afterAll(async () => {
  await second?.close();
  await a?.s.close();
});

describe("rules across instances", () => {
  it("made, changed and deleted through one instance: the other's next order follows at once", async () => {
    const made = await createRule(a.s, admin, 'approval "Bulk" when order.qty > 4 then approve by admin');
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    await fillCart(b, buyer, 5);
    expect((await placeRest(b, buyer)).status).toBe(202);
    expect(keptRuleSets(second.app)).toBe(1);

    const changed = await a.s.json(`${B2B}/approval-rules/${made.body.id}`, {
      method: "PATCH",
      token: admin,
      json: { source: 'approval "Bulk" when order.qty > 10 then approve by admin' },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    await fillCart(b, buyer, 5);
    expect((await placeRest(b, buyer)).status).toBe(201);
    await fillCart(b, buyer, 11);
    expect((await placeRest(b, buyer)).status).toBe(202);

    expect((await a.s.json(`${B2B}/approval-rules/${made.body.id}`, { method: "DELETE", token: admin })).status).toBe(200);
    await fillCart(b, buyer, 11);
    expect((await placeRest(b, buyer)).status).toBe(201);
    expect(keptRuleSets(second.app)).toBe(1);
  });
});
