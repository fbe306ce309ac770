/**
 * The access gate: what `accessRulesImport` refuses (a catch-all rule by accident) and the storefront's
 * hidden-price fields (who is asked to log in, who to apply for a trade account).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import access from "../../../src/modules/access-gate/index.ts";
import { startTestServer, type TestServer } from "../../helpers/server.ts";
import { adminGql, createRule, customer, deleteAllRules, productOutside, setConfig } from "./helpers.ts";

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

describe("accessRulesImport never creates a catch-all rule by accident", () => {
  it("`{}` is refused (no action), so is a rule without a scope, and a catch-all needs confirmCatchAll", async () => {
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
      conditions: {
        type: "catalogrule/rule_condition_combine",
        conditions: [{ type: "catalogrule/rule_condition_product", attribute: "sku", operator: "==", value: "NOPE-9" }],
      },
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

describe("the storefront's hidden-price fields: callerIsGuest and hiddenPriceCta", () => {
  const b2b = async (id: number, token?: string) => {
    const r = await s.json(`/api/rest/v2/products/${id}`, { token });
    expect(r.status).toBe(200);
    return { price: r.body.price as number | null, ...(r.body.extensions.b2bAccess as Record<string, unknown>) } as Record<string, unknown> & {
      price: number | null;
    };
  };

  it("a guest is asked to log in, a logged-in General customer to apply for a trade account (never to log in), per-rule overrides win", async () => {
    const p = await productOutside(s, []);
    const rule = await createRule(s, { name: "trade prices", hidePrice: true, customerGroupIds: [0, 1], source: `sku == "${p.sku}"` });
    const jane = await customer(s, "jane@example.com"); // General (group 1)
    const trade = await customer(s, "trade@example.com"); // Wholesale (group 2): the rule does not apply

    // the demo seed's values
    expect(await b2b(p.id)).toMatchObject({
      price: null,
      callerIsGuest: true,
      hiddenPriceMessage: "Log in with a trade account to see prices",
      hiddenPriceCta: { label: "Log in for trade prices", href: "/customer/account/login" },
    });
    expect(await b2b(p.id, jane)).toMatchObject({
      price: null,
      callerIsGuest: false,
      hiddenPriceMessage: "Trade prices are for approved trade accounts",
      hiddenPriceCta: { label: "Apply for a trade account", href: "/trade-account" },
    });
    const shown = await b2b(p.id, trade);
    expect(shown).toMatchObject({ callerIsGuest: false, hiddenPriceCta: null });
    expect(shown.price).toBeGreaterThan(0);

    // the same through GraphQL's typed fields
    const q = `query($id: Int!) { product(id: $id) { callerIsGuest hiddenPriceMessage hiddenPriceCta { label href } } }`;
    expect((await s.gql(q, { id: p.id }, { token: jane })).data?.product).toEqual({
      callerIsGuest: false,
      hiddenPriceMessage: "Trade prices are for approved trade accounts",
      hiddenPriceCta: { label: "Apply for a trade account", href: "/trade-account" },
    });

    // the store's settings: another page for guests; a URL that is neither a path nor http(s) is refused
    expect(await setConfig(s, { hiddenPriceCtaUrl: "/login-for-prices" })).toBeNull();
    expect((await b2b(p.id)).hiddenPriceCta).toEqual({ label: "Log in for trade prices", href: "/login-for-prices" });
    for (const bad of ["javascript:alert(1)", "//evil.example.com", "trade account"]) {
      expect(await setConfig(s, { hiddenPriceCtaUrlCustomer: bad })).toMatchObject({ code: "invalid" });
    }

    // Rules mode: the deciding rule's own call to action and message, for whoever it applies to
    const up = await adminGql(
      s,
      `mutation($id: Int!) { accessRuleUpdate(id: $id, input: {ctaLabel: "Call our trade desk", ctaUrl: "https://example.com/trade-desk", message: "Trade desk pricing"}) { __typename ... on AccessRuleUpdateSuccess { data { ctaLabel ctaUrl } } } }`,
      { id: rule.id },
    );
    expect(up.accessRuleUpdate.data).toEqual({ ctaLabel: "Call our trade desk", ctaUrl: "https://example.com/trade-desk" });
    for (const token of [undefined, jane]) {
      expect(await b2b(p.id, token)).toMatchObject({
        hiddenPriceMessage: "Trade desk pricing",
        hiddenPriceCta: { label: "Call our trade desk", href: "https://example.com/trade-desk" },
      });
    }
    const badRule = await adminGql(
      s,
      `mutation($id: Int!) { accessRuleUpdate(id: $id, input: {ctaUrl: "javascript:alert(1)"}) { __typename ... on Problem { code } } }`,
      { id: rule.id },
    );
    expect(badRule.accessRuleUpdate).toEqual({ __typename: "Problem", code: "invalid" });
    await setConfig(s, { hiddenPriceCtaUrl: null });
    await deleteAllRules(s);
  });

  it("Basic mode gives a logged-in customer the customer's call to action too", async () => {
    const p = await productOutside(s, []);
    await setConfig(s, { mode: "basic", byCustomerGroup: "1", customerGroups: "0,1", byCategory: "0", hidePrice: "1" });
    try {
      const jane = await customer(s, "jane@example.com");
      expect(await b2b(p.id, jane)).toMatchObject({
        price: null,
        callerIsGuest: false,
        hiddenPriceCta: { label: "Apply for a trade account", href: "/trade-account" },
      });
      expect(await b2b(p.id)).toMatchObject({ price: null, callerIsGuest: true, hiddenPriceCta: { label: "Log in for trade prices" } });
    } finally {
      await setConfig(s, { mode: "rules" });
    }
  });
});
