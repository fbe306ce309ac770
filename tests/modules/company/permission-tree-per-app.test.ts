/**
 * The permission tree belongs to an app: two servers in one process, one with requisition lists (which adds its
 * `lists` group) and one without, each answer their own tree, their admin holds their own codes, and a role may
 * hold a code only where the tree has it. The suite runs test files in shared processes, so one file's app must
 * never show another's groups.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../helpers/server.ts";
import company from "../../../src/modules/company/index.ts";
import requisition from "../../../src/modules/requisition/index.ts";
import { login, REST } from "./self-service-helpers.ts";

let plain: TestServer;
let withLists: TestServer;

beforeAll(async () => {
  // the one with lists first: a process-global tree would then show `lists` to the plain one too
  withLists = await startTestServer({ modules: [company as never, requisition as never] });
  plain = await startTestServer({ modules: [company as never] });
});
afterAll(async () => {
  await Promise.all([plain?.close(), withLists?.close()]);
});

const groupCodes = (tree: { code: string }[]) => tree.map((g) => g.code);

describe("the permission tree per app", () => {
  it("each server answers its own tree over REST and GraphQL, and its admin holds its own codes", async () => {
    const [plainAdmin, listsAdmin] = await Promise.all([login(plain, "trade@example.com"), login(withLists, "trade@example.com")]);

    const p = await plain.json(`${REST}/permissions`, { token: plainAdmin });
    const l = await withLists.json(`${REST}/permissions`, { token: listsAdmin });
    expect(p.status).toBe(200);
    expect(groupCodes(p.body)).toEqual(["company", "orders"]);
    expect(groupCodes(l.body)).toEqual(["company", "orders", "lists"]);

    const q = "{ companyPermissions { code children { code } } }";
    const pg = await plain.gql<{ companyPermissions: { code: string }[] }>(q, {}, { token: plainAdmin });
    const lg = await withLists.gql<{ companyPermissions: { code: string }[] }>(q, {}, { token: listsAdmin });
    expect(groupCodes(pg.data!.companyPermissions)).toEqual(["company", "orders"]);
    expect(groupCodes(lg.data!.companyPermissions)).toEqual(["company", "orders", "lists"]);

    const pc = (await plain.json(REST, { token: plainAdmin })).body.permissions as string[];
    const lc = (await withLists.json(REST, { token: listsAdmin })).body.permissions as string[];
    expect(pc).toContain("orders.place");
    expect(pc).not.toContain("lists.manage");
    expect(lc).toEqual(expect.arrayContaining(["orders.place", "lists.manage", "lists.view.company"]));
  });

  it("a role may be given a list code only on the server whose tree has it", async () => {
    const [plainAdmin, listsAdmin] = await Promise.all([login(plain, "trade@example.com"), login(withLists, "trade@example.com")]);
    const json = { name: "List keeper", permissions: ["lists.manage", "orders.place"] };

    const refused = await plain.json(`${REST}/roles`, { method: "POST", token: plainAdmin, json });
    expect(refused.status).toBe(422);
    expect(refused.body.errors[0]).toMatchObject({ field: "permissions", code: "unknown_permission" });

    const made = await withLists.json(`${REST}/roles`, { method: "POST", token: listsAdmin, json });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ name: "List keeper", permissions: ["lists.manage", "orders.place"] });
  });
});
