/**
 * A call to action's URL (store config and a rule's own) is a same-site path or an http(s) URL without credentials,
 * checked by one validator (src/core/safe-link.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import access from "../../../src/modules/access-gate/index.ts";
import { isSafeLink } from "../../../src/core/safe-link.ts";
import { safeReturnPath } from "../../../src/modules/custom-forms/routes.ts";
import { startTestServer, type TestServer } from "../../helpers/server.ts";
import { adminGql, createRule, deleteAllRules, setConfig } from "./helpers.ts";

const BAD = [
  "/\\evil.com",
  "/%2F%2Fevil.com",
  "/%2f%5Cevil.com",
  "/%252F%252Fevil.com",
  "/path\\to",
  "https://user:pw@evil.com",
  "https://shop.example@evil.com/",
  "https://@evil.com",
  "https:\\\\evil.com",
  "//evil.com",
  "///evil.com",
  "/\t/evil.com",
  "/a\u0000b",
  "/a b",
  "https:evil.com",
  "https:/evil.com",
  "http://",
  "javascript:alert(1)",
  "trade account",
];
const GOOD = ["/trade-account", "/trade?x=1#y", "/customer/account/login", "https://example.com/trade-desk", "http://shop.example:8080/a@b?c=%2F"];

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ modules: [access as never] });
  await deleteAllRules(s);
  await setConfig(s, { enabled: "1", mode: "rules" });
});
afterAll(async () => {
  await s?.close();
});

describe("call-to-action URLs are no open redirect", () => {
  it("the validator refuses what a browser could resolve to another host, and every link it accepts stays on the site or names its host plainly", () => {
    for (const v of BAD) expect(isSafeLink(v), JSON.stringify(v)).toBe(false);
    for (const v of GOOD) expect(isSafeLink(v), v).toBe(true);
    for (const v of [...BAD, ...GOOD].filter(isSafeLink)) {
      const u = new URL(v, "https://shop.example/");
      if (v.startsWith("/")) expect(u.origin).toBe("https://shop.example");
      expect(u.username + u.password).toBe("");
    }
    // the forms' return path uses the same check: anything else goes home
    expect(safeReturnPath("/%2F%2Fevil.com")).toBe("/");
    expect(safeReturnPath("/\\evil.com")).toBe("/");
    expect(safeReturnPath("/contact?sent=1")).toBe("/contact?sent=1");
  });

  it("configValueSet of both store settings refuses each bad value with 422 invalid and keeps the good ones", async () => {
    for (const key of ["hiddenPriceCtaUrl", "hiddenPriceCtaUrlCustomer"]) {
      for (const v of BAD) expect(await setConfig(s, { [key]: v }), `${key}=${JSON.stringify(v)}`).toMatchObject({ code: "invalid" });
      for (const v of GOOD) expect(await setConfig(s, { [key]: v }), `${key}=${v}`).toBeNull();
    }
  });

  it("accessRuleCreate and accessRuleUpdate refuse them on the rule's ctaUrl", async () => {
    const CREATE = `mutation($i: AccessRuleInput!) { accessRuleCreate(input: $i) { __typename ... on Problem { code status errors { field } } } }`;
    const base = { name: "cta", hidePrice: true, customerGroupIds: [0], source: 'sku == "NO-SUCH-SKU-H3"' };
    for (const v of BAD) {
      expect((await adminGql(s, CREATE, { i: { ...base, ctaUrl: v } })).accessRuleCreate, JSON.stringify(v)).toMatchObject({
        __typename: "Problem",
        code: "invalid",
        status: 422,
        errors: [{ field: "ctaUrl" }],
      });
    }
    const rule = await createRule(s, { ...base, ctaUrl: "/trade-account" });
    const UPDATE = `mutation($id: Int!, $u: String) { accessRuleUpdate(id: $id, input: {ctaUrl: $u}) { __typename ... on Problem { code } } }`;
    for (const v of BAD) expect((await adminGql(s, UPDATE, { id: rule.id, u: v })).accessRuleUpdate, JSON.stringify(v)).toMatchObject({ code: "invalid" });
    expect((await adminGql(s, UPDATE, { id: rule.id, u: "https://example.com/trade-desk" })).accessRuleUpdate.__typename).toBe("AccessRuleUpdateSuccess");
    await deleteAllRules(s);
  });
});
