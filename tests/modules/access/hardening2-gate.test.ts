/**
 * Hardening, round two, the access gate: what `accessRulesImport` refuses (issue 17, item 16) and the
 * storefront's hidden-price fields (issue 18, item 7).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import access from "../../../src/modules/access-gate/index.ts";
import { startTestServer, type TestServer } from "../../helpers/server.ts";
import { adminGql, deleteAllRules, setConfig } from "./helpers.ts";

let s: TestServer;

beforeAll(async () => {
  s = await startTestServer({ modules: [access as never] });
  await deleteAllRules(s);
  await setConfig(s, { enabled: "1", mode: "rules" });
});
afterAll(async () => {
  await s?.close();
});

const IMPORT = `mutation($j: JSON!, $c: Boolean) { accessRulesImport(json: $j, confirmCatchAll: $c) { __typename
  ... on AccessRulesImportSuccess { data { id name hidePrice customerGroupIds } } ... on Problem { code message errors { field code } } } }`;
const importRules = async (json: unknown, confirmCatchAll?: boolean) => (await adminGql(s, IMPORT, { j: json, c: confirmCatchAll })).accessRulesImport;
const ruleCount = async () => (await adminGql(s, `{ accessRules { totalCount } }`)).accessRules.totalCount as number;

describe("hardening 2: item 16 — accessRulesImport never creates a catch-all rule by accident", () => {
  it("item 16: `{}` is refused (no action), so is a rule without a scope, and a catch-all needs confirmCatchAll", async () => {
    const before = await ruleCount();
    expect(await importRules({})).toMatchObject({ __typename: "Problem", code: "no_action", errors: [{ field: "rules.0", code: "no_action" }] });
    expect(await importRules({ hide_price: 0 })).toMatchObject({ __typename: "Problem", code: "no_action" });
    expect(await importRules({ hide_price: 1 })).toMatchObject({ __typename: "Problem", code: "no_scope", errors: [{ field: "rules.0", code: "no_scope" }] });
    // an action and a scope, but it matches every product: only with the confirmation
    const catchAll = { name: "all prices from guests", hide_price: 1, customer_group_ids: [0] };
    expect(await importRules(catchAll)).toMatchObject({
      __typename: "Problem",
      code: "catch_all_unconfirmed",
      errors: [{ field: "rules.0.conditions", code: "catch_all_unconfirmed" }],
    });
    expect(await importRules({ ...catchAll, conditions: { type: "catalogrule/rule_condition_combine", conditions: [] } })).toMatchObject({
      code: "catch_all_unconfirmed",
    });
    // all or nothing: a good rule beside a refused one is not imported either
    const good = {
      name: "one sku",
      hide_price: 1,
      customer_group_ids: "0",
      conditions: { type: "catalogrule/rule_condition_combine", conditions: [{ type: "catalogrule/rule_condition_product", attribute: "sku", operator: "==", value: "NOPE-9" }] },
    };
    expect(await importRules([good, {}])).toMatchObject({ code: "no_action", errors: [{ field: "rules.1" }] });
    expect(await ruleCount()).toBe(before);
    // nothing was hidden meanwhile: a guest still sees prices
    const listing = await s.json("/api/rest/v2/products?itemsPerPage=5");
    expect(listing.body.member.some((p: { price: number | null }) => p.price !== null)).toBe(true);

    const ok = await importRules([good]);
    expect(ok).toMatchObject({ __typename: "AccessRulesImportSuccess", data: [{ name: "one sku", hidePrice: true, customerGroupIds: [0] }] });
    const confirmed = await importRules({ ...catchAll, is_active: 1 }, true);
    expect(confirmed).toMatchObject({ __typename: "AccessRulesImportSuccess", data: [{ name: "all prices from guests", hidePrice: true }] });
    // an inactive catch-all changes nothing until an admin enables it: no confirmation needed
    expect(await importRules({ ...catchAll, is_active: 0 })).toMatchObject({ __typename: "AccessRulesImportSuccess" });
    expect(await ruleCount()).toBe(before + 3);
    await deleteAllRules(s);
  });
});
