/**
 * Confirmations where one click changes what shoppers see: `dryRun: true` on configValueSet and the access rule
 * writes answers the server-computed impact and writes nothing (no config row, no rule, no audit entry, no
 * announcement); the real write then shows guests on the storefront exactly the counts the dry run gave, and is
 * audited in its transaction. Every dry run replayed as a guest, a customer and the API user is refused.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import access from "../../../src/modules/access-gate/index.ts";
import { startTestServer, type TestServer } from "../../helpers/server.ts";
import { refused, replay, type Op } from "../../helpers/graphql-replay.ts";
import { adminGql, customer, setConfig } from "./helpers.ts";

let s: TestServer;

beforeAll(async () => {
  s = await startTestServer({ modules: [access as never] });
});
afterAll(async () => {
  await s?.close();
});

const IMPACT_FIELDS = `storeCode storeCodes loginWall empty summary modules { code enabled }
  groups { storeCode groupId groupName losePrice gainPrice disappear reappear becomeUnpurchasable becomePurchasable before { listed priced purchasable } after { listed priced purchasable } }`;
const IMPACT = `impact { ${IMPACT_FIELDS} }`;
const CONFIG_IMPACT = `query ConfigImpact($values: [ConfigValueInput!]!) {
  configImpact(values: $values) { __typename ... on ConfigImpactSuccess { data { ${IMPACT_FIELDS} } } ... on Problem { code message } } }`;
const CONFIG_SET = `mutation ConfigSet($path: String!, $value: String, $dryRun: Boolean) {
  configValueSet(path: $path, value: $value, dryRun: $dryRun) { __typename ... on ConfigValueSetSuccess { data ${IMPACT} } ... on Problem { code message } } }`;
const RULE_ENABLE = `mutation RuleEnable($id: Int!, $enabled: Boolean!, $dryRun: Boolean) {
  accessRuleSetEnabled(id: $id, enabled: $enabled, dryRun: $dryRun) { __typename ... on AccessRuleSetEnabledSuccess { data { id isActive } ${IMPACT} } ... on Problem { code message } } }`;
const RULE_CREATE = `mutation RuleCreate($input: AccessRuleInput!, $dryRun: Boolean) {
  accessRuleCreate(input: $input, dryRun: $dryRun) { __typename ... on AccessRuleCreateSuccess { data { id name } ${IMPACT} } ... on Problem { code message } } }`;

interface View {
  listed: number;
  priced: number;
}
interface GroupImpact {
  storeCode: string;
  groupId: number;
  losePrice: number;
  gainPrice: number;
  disappear: number;
  reappear: number;
  before: View;
  after: View;
}

/** what a guest sees in the storefront's own listing: the products listed, those with a price, and their SKUs */
async function guestListing(): Promise<View & { skus: string[] }> {
  const skus: string[] = [];
  let priced = 0;
  let total = 0;
  for (let page = 1; ; page++) {
    const r = await s.json(`/api/rest/v2/products?itemsPerPage=100&page=${page}`);
    expect(r.status).toBe(200);
    total = r.body.totalItems;
    for (const p of r.body.member as { sku: string; price: unknown }[]) {
      skus.push(p.sku);
      if (p.price !== null && p.price !== undefined) priced++;
    }
    if (page * 100 >= total) break;
  }
  return { listed: total, priced, skus: skus.sort() };
}

const guests = (impact: { groups: GroupImpact[] }) => impact.groups.find((g) => g.groupId === 0);
const auditCount = () => s.app.db.auditEntry.count();

/** resolves true when the config or catalogue change is announced within `ms` */
function announced(ms: number): Promise<boolean> {
  const sub = s.app.pubsub.subscribe("catalogChanged") as AsyncIterator<unknown>;
  return Promise.race([sub.next().then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), ms))]).finally(() => void sub.return?.());
}

describe("dry runs answer the impact and write nothing; the real write matches it", () => {
  it("Rules → Basic mode: the dry run's counts are what guests see on the storefront after the write", async () => {
    const before = await guestListing();
    const audits = await auditCount();
    const quiet = announced(400);
    const dry = (await adminGql(s, CONFIG_SET, { path: "b2b_access/mode", value: "basic", dryRun: true })).configValueSet;
    expect(dry.__typename).toBe("ConfigValueSetSuccess");
    expect(await quiet).toBe(false);
    expect(dry.data).toBe(true);
    const g = guests(dry.impact)!;
    expect(g, dry.impact.summary).toBeDefined();
    // the dry run's "before" is the storefront as it is
    expect(g.before).toMatchObject({ listed: before.listed, priced: before.priced });
    expect(g.losePrice).toBeGreaterThan(0);
    expect(dry.impact.empty).toBe(false);
    // the seed has two stores (default, au): a default-scope switch counts both, the same counts said once
    expect(dry.impact.storeCodes).toEqual(["default", "au"]);
    expect(dry.impact.summary).toContain(`guests at default, au: ${g.losePrice} products lose their price`);
    // nothing written: the mode, the audit log, the storefront
    expect((await s.app.db.configValue.findFirst({ where: { path: "b2b_access/mode", scope: "default" } }))?.value).toBe("rules");
    expect(await auditCount()).toBe(audits);
    expect(await guestListing()).toEqual(before);

    const heard = announced(5000);
    const real = (await adminGql(s, CONFIG_SET, { path: "b2b_access/mode", value: "basic" })).configValueSet;
    expect(real).toMatchObject({ __typename: "ConfigValueSetSuccess", data: true, impact: null });
    expect(await heard).toBe(true);
    const after = await guestListing();
    expect(g.after).toMatchObject({ listed: after.listed, priced: after.priced });
    // what moved: products that stay listed lose their price, those the rules hid come back (without one)
    expect(after.listed - before.listed).toBe(g.reappear - g.disappear);
    const entry = await s.app.db.auditEntry.findFirstOrThrow({ where: { entityType: "config", entityId: "b2b_access/mode@default" }, orderBy: { id: "desc" } });
    expect(entry).toMatchObject({ operation: "configValueSet", actorKind: "admin" });
    expect(JSON.parse(entry.before!)).toMatchObject({ value: "rules" });
    expect(JSON.parse(entry.after!)).toMatchObject({ value: "basic" });
  });

  it("a path shoppers do not see has an empty impact; a module switch names the module", async () => {
    const msg = (await adminGql(s, CONFIG_SET, { path: "b2b_access/hiddenPriceMessage", value: "Sign in for prices", dryRun: true })).configValueSet;
    expect(msg.impact).toMatchObject({ empty: true, groups: [], loginWall: null, modules: [], summary: "" });
    const off = (await adminGql(s, CONFIG_SET, { path: "b2b_access/enabled", value: "0", dryRun: true })).configValueSet;
    expect(off.impact.modules).toEqual([{ code: "access", enabled: false }]);
    expect(guests(off.impact)?.gainPrice).toBeGreaterThan(0);
    expect(off.impact.summary).toMatch(/^the Access gate module is switched off; guests at default, au: \d+ products show their price again/);
    const wall = (await adminGql(s, CONFIG_SET, { path: "b2b_access/requireLogin", value: "1", dryRun: true })).configValueSet;
    expect(wall.impact).toMatchObject({ loginWall: "on", groups: [] });
    expect((await s.app.db.configValue.findFirst({ where: { path: "b2b_access/enabled", scope: "default" } }))?.value).toBe("1");
  });

  it("a rule change's dry run counts, rolls back, and the real write is audited", async () => {
    await adminGql(s, CONFIG_SET, { path: "b2b_access/mode", value: "rules" });
    const before = await guestListing();
    const hiding = await s.app.db.accessRule.findFirstOrThrow({ where: { hideListing: true, isActive: true }, orderBy: { priority: "asc" } });
    const audits = await auditCount();
    const dry = (await adminGql(s, RULE_ENABLE, { id: hiding.id, enabled: false, dryRun: true })).accessRuleSetEnabled;
    expect(dry.data).toEqual({ id: hiding.id, isActive: false });
    const g = guests(dry.impact)!;
    expect(g.reappear).toBeGreaterThan(0);
    expect(g.before.listed).toBe(before.listed);
    expect((await s.app.db.accessRule.findUniqueOrThrow({ where: { id: hiding.id } })).isActive).toBe(true);
    expect(await s.app.db.productTag.count({ where: { tag: `access:rule:${hiding.id}` } })).toBeGreaterThan(0);
    expect(await auditCount()).toBe(audits);
    expect(await guestListing()).toEqual(before);

    // a created rule rolls back too: no row is left
    const rules = await s.app.db.accessRule.count();
    const created = (
      await adminGql(s, RULE_CREATE, {
        input: { name: "Hide WH- from guests", isActive: true, priority: 1, customerGroupIds: [0], source: 'sku contains "WH-"', hideListing: true },
        dryRun: true,
      })
    ).accessRuleCreate;
    expect(created.__typename).toBe("AccessRuleCreateSuccess");
    expect(guests(created.impact)?.disappear).toBeGreaterThan(0);
    expect(await s.app.db.accessRule.count()).toBe(rules);

    const real = (await adminGql(s, RULE_ENABLE, { id: hiding.id, enabled: false })).accessRuleSetEnabled;
    expect(real.impact).toBeNull();
    const after = await guestListing();
    expect(after.listed).toBe(g.after.listed);
    expect(after.listed - before.listed).toBe(g.reappear - g.disappear);
    const entry = await s.app.db.auditEntry.findFirstOrThrow({ where: { entityType: "access_rule", entityId: String(hiding.id) }, orderBy: { id: "desc" } });
    expect(entry.operation).toBe("accessRuleSetEnabled");
    expect(JSON.parse(entry.before!)).toMatchObject({ isActive: true });
    expect(JSON.parse(entry.after!)).toMatchObject({ isActive: false });
  });
});

describe("a preview counts every value together, at every store the write reaches", () => {
  it("the gate switched on AND prices hidden in one save: each alone hides nothing, together every guest price", async () => {
    // the gate off, Basic mode with guests gated but neither prices nor purchase blocked
    expect(
      await setConfig(s, { enabled: "0", mode: "basic", hidePrice: "0", blockPurchase: "0", byCustomerGroup: "1", customerGroups: "0", byCategory: "0" }),
    ).toBeNull();
    const listing = await guestListing();
    expect(listing.priced).toBeGreaterThan(0);
    const alone = async (path: string, value: string) =>
      (await adminGql(s, CONFIG_SET, { path: `b2b_access/${path}`, value, dryRun: true })).configValueSet.impact as { groups: GroupImpact[] };
    expect((await alone("enabled", "1")).groups).toEqual([]);
    expect((await alone("hidePrice", "1")).groups).toEqual([]);

    const audits = await auditCount();
    const values = [
      { path: "b2b_access/enabled", value: "1" },
      { path: "b2b_access/hidePrice", value: "1" },
    ];
    const both = (await adminGql(s, CONFIG_IMPACT, { values })).configImpact;
    expect(both.__typename).toBe("ConfigImpactSuccess");
    const g = guests(both.data)!;
    expect(g, both.data.summary).toBeDefined();
    expect(g.losePrice).toBe(listing.priced);
    expect(both.data.modules).toEqual([{ code: "access", enabled: true }]);
    expect(both.data.summary).toContain(`guests at default, au: ${listing.priced} products lose their price`);
    // nothing written
    expect((await s.app.db.configValue.findFirst({ where: { path: "b2b_access/enabled", scope: "default" } }))?.value).toBe("0");
    expect(await auditCount()).toBe(audits);
    expect(await guestListing()).toEqual(listing);

    // saved as previewed: guests see what it counted
    expect(await setConfig(s, { enabled: "1", hidePrice: "1" })).toBeNull();
    expect((await guestListing()).priced).toBe(g.after.priced);
    // a value refused as configValueSet refuses it
    const bad = (await adminGql(s, CONFIG_IMPACT, { values: [{ path: "b2b_access/mode", value: "nope" }] })).configImpact;
    expect(bad.__typename).toBe("Problem");
    expect(
      await setConfig(s, { mode: "rules", hidePrice: null, blockPurchase: null, byCustomerGroup: null, customerGroups: null, byCategory: null }),
    ).toBeNull();
  });

  it("a rule limited to another store (au) previews that store's counts; a default-scope switch counts every store", async () => {
    const rules = await s.app.db.accessRule.count();
    const created = (
      await adminGql(s, RULE_CREATE, {
        input: {
          name: "Hide WH- at au",
          isActive: true,
          priority: 1,
          customerGroupIds: [0],
          storeCodes: ["au"],
          source: 'sku contains "WH-"',
          hideListing: true,
        },
        dryRun: true,
      })
    ).accessRuleCreate;
    expect(created.__typename).toBe("AccessRuleCreateSuccess");
    expect(created.impact.empty).toBe(false);
    expect(created.impact.storeCode).toBe("au");
    expect(created.impact.storeCodes).toEqual(["default", "au"]);
    const rows = created.impact.groups as GroupImpact[];
    expect(rows.every((r) => r.storeCode === "au")).toBe(true);
    expect(guests(created.impact)?.disappear).toBeGreaterThan(0);
    expect(created.impact.summary).toMatch(/^guests at au: \d+ products? disappears? from listings/);
    expect(await s.app.db.accessRule.count()).toBe(rules);

    // the mode switched at the default scope reaches both stores: a row per store for guests
    const mode = (await adminGql(s, CONFIG_SET, { path: "b2b_access/mode", value: "basic", dryRun: true })).configValueSet.impact;
    const guestRows = (mode.groups as GroupImpact[]).filter((r) => r.groupId === 0);
    expect(guestRows.map((r) => r.storeCode)).toEqual(["default", "au"]);
    // the same switch at the au store alone counts that store only
    const au = await s.app.db.store.findUniqueOrThrow({ where: { code: "au" } });
    const atStore = (await adminGql(s, CONFIG_IMPACT, { values: [{ path: "b2b_access/mode", value: "basic", scope: "store", scopeId: au.id }] })).configImpact;
    expect(atStore.data.storeCodes).toEqual(["au"]);
    expect(atStore.data.groups.length).toBeGreaterThan(0);
    expect((atStore.data.groups as GroupImpact[]).every((r) => r.storeCode === "au")).toBe(true);
  });
});

describe("dry runs are the admin's", () => {
  it("each replayed as a guest, a customer and the API user is refused and writes nothing", async () => {
    const rule = await s.app.db.accessRule.findFirstOrThrow({ orderBy: { id: "asc" } });
    const ops: Op[] = [
      { kind: "http", query: CONFIG_SET, variables: { path: "b2b_access/mode", value: "basic", dryRun: true } },
      { kind: "http", query: CONFIG_IMPACT, variables: { values: [{ path: "b2b_access/mode", value: "basic" }] } },
      { kind: "http", query: RULE_ENABLE, variables: { id: rule.id, enabled: !rule.isActive, dryRun: true } },
      { kind: "http", query: RULE_CREATE, variables: { input: { name: "x", customerGroupIds: [0], source: "", hidePrice: true }, dryRun: true } },
    ];
    const callers: [string, string | undefined][] = [
      ["guest", undefined],
      ["customer", `Bearer ${await customer(s, "jane@example.com")}`],
      ["api user", `Basic ${Buffer.from(s.apiUser.join(":")).toString("base64")}`],
    ];
    const audits = await auditCount();
    for (const op of ops)
      for (const [who, auth] of callers) {
        const a = await replay(s.url, op, auth);
        expect(refused(a), `${who}: ${JSON.stringify(a)}`).toBe(true);
      }
    expect(await auditCount()).toBe(audits);
  });
});
