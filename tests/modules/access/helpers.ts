/** Helpers of the access gate's tests: config writes, rule writes, price walks. */
import { expect } from "vitest";
import type { TestServer } from "../../helpers/server.ts";
import { TEST_CUSTOMER_PASSWORD } from "../../helpers/db-template.ts";

export const PRICE_KEYS = new Set(["price", "finalPrice", "specialPrice", "minimalPrice", "msrp", "giftcardMinAmount", "giftcardMaxAmount"]);

/** every price-bearing value anywhere in a JSON document (paths), for the whole-JSON walk */
export function pricesIn(v: unknown, path = "$", out: string[] = []): string[] {
  if (Array.isArray(v)) {
    for (const [i, x] of v.entries()) pricesIn(x, `${path}[${i}]`, out);
  } else if (v && typeof v === "object") {
    for (const [k, x] of Object.entries(v)) {
      if (PRICE_KEYS.has(k) && x !== null && x !== undefined) out.push(`${path}.${k}=${JSON.stringify(x)}`);
      else if ((k === "tierPrices" || k === "giftcardAmounts") && Array.isArray(x) && x.length) out.push(`${path}.${k}`);
      else pricesIn(x, `${path}.${k}`, out);
    }
  }
  return out;
}

export async function setConfig(s: TestServer, values: Record<string, string | null>, store?: number) {
  const token = await s.adminToken();
  for (const [k, v] of Object.entries(values)) {
    const r = await s.gql(
      `mutation($p: String!, $v: String, $scope: ConfigScope, $id: Int) { configValueSet(path: $p, value: $v, scope: $scope, scopeId: $id) { __typename ... on Problem { code message errors { field code message } } } }`,
      { p: `b2b_access/${k}`, v, scope: store ? "store" : "default", id: store ?? 0 },
      { token },
    );
    expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
    const res = (r.data as { configValueSet: { __typename: string } }).configValueSet;
    if (res.__typename === "Problem") return res as unknown as { code: string; message: string; errors: { field: string; code: string; message: string }[] };
  }
  return null;
}

export const BASIC_OFF: Record<string, string> = {
  enabled: "1",
  mode: "basic",
  requireLogin: "0",
  hidePrice: "1",
  blockPurchase: "1",
  byCustomerGroup: "0",
  customerGroups: "",
  byCategory: "0",
  categoryIds: "",
};

export const customer = (s: TestServer, email: string) => s.customerToken(email, TEST_CUSTOMER_PASSWORD);

export const RULE_FIELDS = `id name isActive priority customerGroupIds storeCodes countries source conditions legacy scopeCategoryIds productIds hideListing hidePrice blockPurchase redirectCms enforcement message`;

export async function adminGql<T = any>(s: TestServer, query: string, variables?: Record<string, unknown>): Promise<T> {
  const r = await s.gql(query, variables, { token: await s.adminToken() });
  expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
  return r.data as T;
}

/**
 * creates a rule; fails the test on a Problem. A fixture: it confirms a rule that matches every product (the
 * confirmation itself is tested in catch-all-rules.test.ts)
 */
export async function createRule(s: TestServer, input: Record<string, unknown>): Promise<{ id: number } & Record<string, any>> {
  const d = await adminGql(
    s,
    `mutation($i: AccessRuleInput!) { accessRuleCreate(input: $i, confirmCatchAll: true) { __typename ... on AccessRuleCreateSuccess { data { ${RULE_FIELDS} } } ... on Problem { code message errors { field code message } } } }`,
    { i: input },
  );
  const r = d.accessRuleCreate;
  expect(r.__typename, JSON.stringify(r)).toBe("AccessRuleCreateSuccess");
  return r.data;
}

export async function deleteAllRules(s: TestServer) {
  const d = await adminGql(s, `{ accessRules(pageSize: 100) { items { id } } }`);
  for (const { id } of d.accessRules.items) {
    await adminGql(s, `mutation($id: Int!) { accessRuleDelete(id: $id) { __typename } }`, { id });
  }
}

/** a product (id, sku) in a category or one of its descendants, and one outside it */
export async function productIn(s: TestServer, categoryId: number): Promise<{ id: number; sku: string; categoryIds: number[] }> {
  const p = await s.app.db.product.findFirst({
    where: { status: 1, visibility: 4, type: "simple", inStock: true, stockQty: { gt: 5 }, categories: { some: { categoryId } } },
    select: { id: true, sku: true, categories: { select: { categoryId: true } } },
    orderBy: { id: "asc" },
  });
  expect(p).toBeTruthy();
  return { id: p!.id, sku: p!.sku, categoryIds: p!.categories.map((c) => c.categoryId) };
}
export async function productOutside(s: TestServer, categoryIds: number[]): Promise<{ id: number; sku: string }> {
  const p = await s.app.db.product.findFirst({
    where: {
      status: 1,
      visibility: 4,
      type: "simple",
      inStock: true,
      stockQty: { gt: 5 },
      categories: { none: { categoryId: { in: categoryIds } } },
      sku: { not: { startsWith: "WH-" } },
    },
    select: { id: true, sku: true },
    orderBy: { id: "asc" },
  });
  expect(p).toBeTruthy();
  return p!;
}
