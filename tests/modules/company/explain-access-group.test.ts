/**
 * The access gate's explain tool asks for a customer as their requests are judged: a company member in the
 * company's group (derived by the token check), not the group on their customer row.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import access from "../../../src/modules/access-gate/index.ts";
import company from "../../../src/modules/company/index.ts";
import { startTestServer, type TestServer } from "../../helpers/server.ts";

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ modules: [access as never, company as never] });
}, 60_000);
afterAll(async () => s?.close());

it("explains a member of an active company in the company's group, a pending company's admin in their own", async () => {
  const product = await s.app.db.product.findFirstOrThrow({ where: { status: 1 }, select: { id: true } });
  const q = `query($p: Int!, $c: String) { accessExplain(productId: $p, customer: $c) { caller { customerEmail groupId } } }`;
  const explain = async (c: string) => {
    const r = await s.gql(q, { p: product.id, c }, { token: await s.adminToken() });
    expect(r.errors).toBeUndefined();
    return (r.data as any).accessExplain.caller;
  };
  expect((await s.app.db.customer.findFirstOrThrow({ where: { email: "buyer@example.com" } })).groupId).toBe(1);
  expect(await explain("buyer@example.com")).toEqual({ customerEmail: "buyer@example.com", groupId: 2 });
  expect(await explain("contoso@example.com")).toEqual({ customerEmail: "contoso@example.com", groupId: 1 });
  expect(await explain("jane@example.com")).toEqual({ customerEmail: "jane@example.com", groupId: 1 });
});
