/**
 * The catch-all confirmation of access rule writes is decided on what a rule matches over the catalogue, not on how
 * its condition tree is spelt.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import access from "../../../src/modules/access-gate/index.ts";
import { startTestServer, type TestServer } from "../../helpers/server.ts";
import { adminGql, customer, deleteAllRules, setConfig } from "./helpers.ts";

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ modules: [access as never] });
  await deleteAllRules(s);
  await setConfig(s, { enabled: "1", mode: "rules" });
});
afterAll(async () => {
  await s?.close();
});

const COMBINE = "catalogrule/rule_condition_combine";
const never = { type: "catalogrule/rule_condition_product", attribute: "sku", operator: "==", value: "NO-SUCH-SKU-H3" };
const IMPORT = `mutation($j: JSON!, $c: Boolean) { accessRulesImport(json: $j, confirmCatchAll: $c) { __typename
  ... on AccessRulesImportSuccess { data { id name } } ... on Problem { code status errors { field code } } } }`;
const importRules = async (json: unknown, c?: boolean) => (await adminGql(s, IMPORT, { j: json, c })).accessRulesImport;
const CREATE = `mutation($i: AccessRuleInput!, $c: Boolean) { accessRuleCreate(input: $i, confirmCatchAll: $c) { __typename
  ... on AccessRuleCreateSuccess { data { id isActive } } ... on Problem { code status errors { field code } } } }`;
const create = async (i: Record<string, unknown>, c?: boolean) => (await adminGql(s, CREATE, { i, c })).accessRuleCreate;
const ruleCount = async () => (await adminGql(s, `{ accessRules { totalCount } }`)).accessRules.totalCount as number;
/** how many of the first products retail (group 3) sees a price for */
async function pricesForRetail(): Promise<number> {
  const r = await s.json("/api/rest/v2/products?itemsPerPage=20", { token: await customer(s, "retail@example.com") });
  expect(r.status).toBe(200);
  return r.body.member.filter((p: { price: number | null }) => p.price !== null).length;
}

describe("catch-all access rules need confirmCatchAll whatever their tree's spelling", () => {
  it("accessRulesImport refuses a nested empty combine, an `all are false` over a never-true condition and a condition every product meets", async () => {
    const before = await ruleCount();
    const shown = await pricesForRetail();
    expect(shown).toBeGreaterThan(0);
    const base = { name: "sneaky", hide_price: 1, customer_group_ids: [3] };
    const trees = {
      nestedEmpty: { type: COMBINE, conditions: [{ type: COMBINE, aggregator: "all", value: "1", conditions: [] }] },
      allFalseOfNever: { type: COMBINE, aggregator: "all", value: "0", conditions: [never] },
      anyOfEmptyAndNever: { type: COMBINE, aggregator: "any", value: "1", conditions: [never, { type: COMBINE, conditions: [] }] },
      priceNotNegative: { type: COMBINE, conditions: [{ type: "catalogrule/rule_condition_product", attribute: "price", operator: ">=", value: "0" }] },
    };
    for (const [label, conditions] of Object.entries(trees)) {
      const r = await importRules({ ...base, name: label, conditions });
      expect(r, label).toMatchObject({ __typename: "Problem", code: "catch_all_unconfirmed", status: 422, errors: [{ field: "rules.0.conditions" }] });
    }
    expect(await ruleCount()).toBe(before);
    expect(await pricesForRetail()).toBe(shown);

    // narrow rules still import without the confirmation; a catch-all with it
    const ok = await importRules({ ...base, name: "one sku", conditions: { type: COMBINE, conditions: [never] } });
    expect(ok.__typename).toBe("AccessRulesImportSuccess");
    expect(await pricesForRetail()).toBe(shown);
    expect((await importRules({ ...base, name: "confirmed", conditions: trees.nestedEmpty }, true)).__typename).toBe("AccessRulesImportSuccess");
    expect(await pricesForRetail()).toBe(0);
    await deleteAllRules(s);
  });

  it("accessRuleCreate, accessRuleUpdate and accessRuleSetEnabled ask for the same confirmation", async () => {
    const before = await ruleCount();
    for (const source of ["", 'sku != "NO-SUCH-SKU-H3"', "price >= 0"]) {
      expect(await create({ name: "all", hidePrice: true, customerGroupIds: [3], source }), source).toMatchObject({
        __typename: "Problem",
        code: "catch_all_unconfirmed",
        errors: [{ field: "conditions" }],
      });
    }
    expect(await create({ name: "legacy, no categories", hidePrice: true, customerGroupIds: [3] })).toMatchObject({ code: "catch_all_unconfirmed" });
    expect(await ruleCount()).toBe(before);

    const narrow = await create({ name: "narrow", hidePrice: true, customerGroupIds: [3], source: 'sku == "NO-SUCH-SKU-H3"' });
    expect(narrow.__typename).toBe("AccessRuleCreateSuccess");
    const UPDATE = `mutation($id: Int!, $c: Boolean) { accessRuleUpdate(id: $id, input: {source: "not (sku == \\"NO-SUCH-SKU-H3\\")"}, confirmCatchAll: $c) { __typename ... on Problem { code } } }`;
    expect((await adminGql(s, UPDATE, { id: narrow.data.id })).accessRuleUpdate).toMatchObject({ code: "catch_all_unconfirmed" });
    expect(await pricesForRetail()).toBeGreaterThan(0);

    const inactive = await create({ name: "off", isActive: false, hidePrice: true, customerGroupIds: [3], source: "" });
    expect(inactive.__typename).toBe("AccessRuleCreateSuccess");
    const ENABLE = `mutation($id: Int!, $c: Boolean) { accessRuleSetEnabled(id: $id, enabled: true, confirmCatchAll: $c) { __typename ... on Problem { code } ... on AccessRuleSetEnabledSuccess { data { isActive } } } }`;
    expect((await adminGql(s, ENABLE, { id: inactive.data.id })).accessRuleSetEnabled).toMatchObject({ code: "catch_all_unconfirmed" });
    expect(await pricesForRetail()).toBeGreaterThan(0);
    expect((await adminGql(s, ENABLE, { id: inactive.data.id, c: true })).accessRuleSetEnabled).toMatchObject({ data: { isActive: true } });
    expect(await pricesForRetail()).toBe(0);
    await deleteAllRules(s);
  });
});
