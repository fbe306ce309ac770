/**
 * No client body is ever a 500. Every write route of the committed OpenAPI document that takes
 * a body is sent, on a server with every module installed: an unknown field beside a valid body, null for each
 * optional field, and wrong types for each field (two at the top level, one a level into declared objects). Path
 * parameters name real rows (a fresh guest cart with a line for each request, the customer's address, cart line,
 * a form's code). Every answer must be below 500, and every 4xx a problem details body.
 */
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { discoverModules } from "../../src/core/modules.ts";
import { TEST_CUSTOMER_PASSWORD } from "../helpers/db-template.ts";
import { startTestServer, type TestServer } from "../helpers/server.ts";

type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  minLength?: number;
  minimum?: number;
  exclusiveMinimum?: number;
  minItems?: number;
  default?: unknown;
};
interface WriteRoute {
  method: string;
  path: string;
  schema: Schema;
}

const doc = JSON.parse(readFileSync(new URL("../../schema/openapi.json", import.meta.url), "utf8")) as {
  paths: Record<string, Record<string, { operationId: string; requestBody?: { content: Record<string, { schema: Schema }> } }>>;
};
const WRITES = Object.entries(doc.paths).flatMap(([path, ops]) =>
  Object.entries(ops)
    // JSON bodies: the uploads (product images, the product CSV import) are files with refusals of their own
    .filter(([m, op]) => ["post", "put", "patch", "delete"].includes(m) && op.requestBody?.content["application/json"])
    .map(([m, op]) => ({ method: m.toUpperCase(), path, operationId: op.operationId, schema: op.requestBody!.content["application/json"]!.schema })),
);
/** an alias (the worker's /api/... paths, Maho's second name) runs its route's handler on the same body schema: walked once, as its route */
const ROUTES: WriteRoute[] = WRITES.filter((r) => !r.operationId.includes("_alias_"));

let s: TestServer;
let token: string;
let sku: string;
let addressId: number;
let formCode: string;
let customerEmail: string;

beforeAll(async () => {
  s = await startTestServer({ modules: await discoverModules(null) });
  const db = s.app.db;
  const p = await db.product.findFirstOrThrow({
    where: { type: "simple", status: 1, visibility: 4, customOptions: { none: { required: true } } },
    orderBy: { id: "asc" },
  });
  await db.product.update({ where: { id: p.id }, data: { stockQty: 100_000, inStock: true } });
  sku = p.sku;
  const c = await db.customer.findFirstOrThrow({ where: { approvalStatus: "active", isApproved: true }, orderBy: { id: "asc" } });
  customerEmail = c.email;
  token = await s.customerToken(c.email, TEST_CUSTOMER_PASSWORD);
  const a = await s.json("/api/rest/v2/customers/me/addresses", {
    method: "POST",
    token,
    json: { firstName: "Walk", lastName: "Er", street: ["1 Walk St"], city: "Sydney", postcode: "2000", countryId: "AU", telephone: "0200" },
  });
  expect(a.status).toBe(201);
  addressId = a.body.id;
  formCode = (await db.customForm.findFirstOrThrow({ where: { isActive: true }, orderBy: { id: "asc" } })).code;
});
afterAll(async () => s?.close());

const WALK_ADDRESS = { firstName: "Walk", lastName: "Er", street: ["1 Walk St"], city: "Sydney", postcode: "2000", countryId: "AU", telephone: "0200" };

/** plausible values by field name, where a schema alone cannot say what a valid one is */
const hint = (name: string): unknown => {
  const n = name.toLowerCase();
  if (n === "sku") return sku;
  if (n === "email" || n.endsWith("email")) return customerEmail;
  if (n === "countryid" || n === "country") return "AU";
  if (n === "paymentmethod") return "checkmo";
  if (n === "shippingmethod" || n === "method") return "flatrate_flatrate";
  if (n.includes("password")) return "walk-password-1";
  if (n === "street") return ["1 Walk St", "Unit 2"];
  if (n === "formcode") return formCode;
  if (n === "storefrontorigin") return "https://shop.example.com";
  if (n === "qty") return 1;
  if (n === "shippingaddress" || n === "billingaddress" || n === "address") return { ...WALK_ADDRESS };
  return undefined;
};

function sample(schema: Schema, name = ""): unknown {
  const h = hint(name);
  if (h !== undefined) return h;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const branch = schema.anyOf ?? schema.oneOf;
  if (branch) return sample(branch.find((b) => b.type !== "null") ?? branch[0]!, name);
  if (schema.allOf?.length) return sample(schema.allOf[0]!, name);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== "null") : schema.type;
  switch (type) {
    case "string":
      return schema.format === "email" ? customerEmail : "x".repeat(Math.max(schema.minLength ?? 1, 3));
    case "integer":
    case "number":
      return schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : (schema.minimum ?? 1);
    case "boolean":
      return false;
    case "array":
      return schema.minItems ? [sample(schema.items ?? {}, name)] : [];
    case "object":
      return Object.fromEntries((schema.required ?? []).map((k) => [k, sample(schema.properties?.[k] ?? {}, k)]));
    default:
      return "x";
  }
}

/** two values of another type than the field takes */
const wrongTypes = (valid: unknown): unknown[] =>
  valid !== null && typeof valid === "object"
    ? ["not-an-object", 12345]
    : typeof valid === "string"
      ? [12345, { wrong: [1] }]
      : ["not-a-number", { wrong: [1] }];

/** the variants of one route's body: [what, body] */
function variants(schema: Schema): [string, unknown][] {
  const base = sample(schema) as Record<string, unknown>;
  const out: [string, unknown][] = [["unknown field", { ...base, zzUnknownField: { nested: true } }]];
  const walk = (props: Record<string, Schema>, required: string[], at: string[], set: (field: string, v: unknown) => unknown) => {
    for (const [field, fs] of Object.entries(props)) {
      const where = [...at, field].join(".");
      const valid = sample(fs, field);
      if (!required.includes(field)) out.push([`${where}: null`, set(field, null)]);
      // one level in, one wrong type per field keeps the walk short (each place-order variant is a whole checkout)
      for (const w of wrongTypes(valid).slice(0, at.length ? 1 : 2)) out.push([`${where}: ${JSON.stringify(w)}`, set(field, w)]);
      const inner = (fs.anyOf ?? fs.oneOf)?.find((b) => b.properties) ?? fs;
      if (at.length === 0 && inner.properties) {
        const innerBase = sample(inner, field) as Record<string, unknown>;
        walk(inner.properties, inner.required ?? [], [field], (f, v) => set(field, { ...innerBase, [f]: v }));
      }
    }
  };
  walk(schema.properties ?? {}, schema.required ?? [], [], (f, v) => ({ ...base, [f]: v }));
  return out;
}

/** a body with its required fields and every optional field a hint names (a body a client would send) */
function hintedSample(schema: Schema, name = ""): unknown {
  const props = schema.properties;
  if (!props || hint(name) !== undefined) return sample(schema, name);
  const required = schema.required ?? [];
  return Object.fromEntries(
    Object.entries(props)
      .filter(([k]) => required.includes(k) || hint(k) !== undefined)
      .map(([k, fs]) => [k, hintedSample(fs, k)]),
  );
}

/** per optional field (top level and one level into declared objects): [what, the body without it, the body with null for it] */
function nullCases(schema: Schema): [string, unknown, unknown][] {
  const base = hintedSample(schema) as Record<string, unknown>;
  const out: [string, unknown, unknown][] = [];
  const without = (o: Record<string, unknown>, k: string) => Object.fromEntries(Object.entries(o).filter(([f]) => f !== k));
  for (const [field, fs] of Object.entries(schema.properties ?? {})) {
    if (!(schema.required ?? []).includes(field)) out.push([field, without(base, field), { ...base, [field]: null }]);
    const inner = (fs.anyOf ?? fs.oneOf)?.find((b) => b.properties) ?? fs;
    if (!inner.properties) continue;
    const innerBase = (base[field] ?? hintedSample(inner, field)) as Record<string, unknown>;
    for (const f of Object.keys(inner.properties).filter((f) => !(inner.required ?? []).includes(f)))
      out.push([`${field}.${f}`, { ...base, [field]: without(innerBase, f) }, { ...base, [field]: { ...innerBase, [f]: null } }]);
  }
  return out;
}

const customerRoute = (path: string) => /\/customers\/me|\/api\/(rest\/v2\/)?cart\b|\/checkout\//.test(path);

/** a fresh guest cart holding one line: [maskedId, itemId] */
async function guestCart(): Promise<[string, number]> {
  const c = await s.json("/api/rest/v2/guest-carts", { method: "POST" });
  const r = await s.json(`/api/rest/v2/guest-carts/${c.body.maskedId}/items`, { method: "POST", json: { sku, qty: 1 } });
  return [c.body.maskedId, r.body.items[0].id];
}

/** the route's path with its parameters filled by real rows (the customer's cart holds a line) */
async function concretePath(route: WriteRoute): Promise<string> {
  let path = route.path;
  if (path.includes("{maskedId}")) {
    const [maskedId, itemId] = await guestCart();
    path = path.replace("{maskedId}", maskedId).replace("{itemId}", String(itemId));
  }
  if (/\/cart\/items\/\{id\}|\/checkout\/place-order/.test(path)) {
    const cart = await s.json("/api/rest/v2/cart/items", { method: "POST", token, json: { sku, qty: 1 } });
    const line = cart.body.items?.find((i: { sku: string }) => i.sku === sku);
    path = path.replace("/cart/items/{id}", `/cart/items/${line?.id ?? 1}`);
  }
  return path.replace("/addresses/{id}", `/addresses/${addressId}`).replace("{code}", formCode);
}

const MAHO_FORM_ROUTE = /^\/api\/rest\/v2\/custom-forms\/\{code\}\/submissions$/;

describe("never a 500 for a client's body", () => {
  it("walks every REST write route with a body: unknown fields, nulls and wrong types answer 2xx or a 4xx problem, never 5xx", async () => {
    expect(WRITES.length).toBeGreaterThan(35);
    expect(ROUTES.length).toBeGreaterThan(25);
    const failures: string[] = [];
    let sent = 0;
    for (const route of ROUTES) {
      for (const [what, body] of variants(route.schema)) {
        const path = await concretePath(route);
        const r = await s.fetch(path, { method: route.method, json: body, token: customerRoute(path) ? token : undefined });
        sent++;
        const text = await r.text();
        if (r.status >= 500) failures.push(`${route.method} ${route.path} [${what}] -> ${r.status} ${text.slice(0, 200)}`);
        else if (r.status >= 400 && r.status !== 429 && MAHO_FORM_ROUTE.test(route.path)) {
          // Maho's form client reads its own shape on this route (docs/custom-forms.md), not problem details
          const answer = JSON.parse(text) as { status?: string; message?: string };
          if (!answer.status || !answer.message)
            failures.push(`${route.method} ${route.path} [${what}] -> ${r.status} without Maho's form answer: ${text.slice(0, 200)}`);
        } else if (r.status >= 400 && r.status !== 429) {
          const problem = JSON.parse(text) as { status?: number; code?: string; detail?: string };
          if (!r.headers.get("content-type")?.includes("application/problem+json") || problem.status !== r.status || !problem.code || !problem.detail)
            failures.push(`${route.method} ${route.path} [${what}] -> ${r.status} without problem details: ${text.slice(0, 200)}`);
        }
      }
    }
    console.info(`item 2 walk: ${WRITES.length} write routes with a body (${ROUTES.length} handlers), ${sent} requests, ${failures.length} failures`);
    expect(failures).toEqual([]);
  }, 120_000);

  it("GraphQL: a variable its input type cannot take is the client's error, not a masked unexpected one", async () => {
    const query = "mutation($m: String!, $i: MahoPlaceOrderInput!) { guestCartPlaceOrder(maskedId: $m, input: $i) { __typename } }";
    for (const input of [{ paymentMethod: "checkmo", zzUnknownField: 1 }, { paymentMethod: 12345 }]) {
      const r = await s.gql(query, { m: "x", i: input });
      expect(r.errors?.[0]?.message).toMatch(/^Variable "\$i" got invalid value/);
    }
  });
});

describe("a null for an optional field means the field is absent, on every REST route", () => {
  it("every optional field sent as null answers 2xx where the same body without the field does; a null for a required field is 422 (or the route's 400) on it", async () => {
    const failures: string[] = [];
    const compared: string[] = [];
    const send = async (route: WriteRoute, body: unknown) => {
      const path = await concretePath(route);
      const r = await s.fetch(path, { method: route.method, json: body, token: customerRoute(path) ? token : undefined });
      return { status: r.status, text: await r.text() };
    };
    for (const route of ROUTES) {
      for (const [field, absent, withNull] of nullCases(route.schema)) {
        const a = await send(route, absent);
        if (a.status >= 300) continue;
        compared.push(`${route.method} ${route.path} ${field}`);
        const n = await send(route, withNull);
        if (n.status >= 300) failures.push(`${route.method} ${route.path} [${field}: null] -> ${n.status} (without it: ${a.status}) ${n.text.slice(0, 240)}`);
      }
      const base = hintedSample(route.schema) as Record<string, unknown>;
      for (const field of route.schema.required ?? []) {
        const n = await send(route, { ...base, [field]: null });
        const answer = n.status === 422 || n.status === 400 ? (JSON.parse(n.text) as { errors?: { field: string }[] | Record<string, string> }) : {};
        // problem details list field errors; Maho's form route answers them as {key: message}
        const named = Array.isArray(answer.errors) ? answer.errors.some((e) => e.field === field) : Object.hasOwn(answer.errors ?? {}, field);
        if (!named) failures.push(`${route.method} ${route.path} [required ${field}: null] -> ${n.status} ${n.text.slice(0, 240)}`);
      }
    }
    console.info(`item 1: ${compared.length} optional fields compared (null against absent), ${failures.length} failures`);
    for (const f of ["storefrontOrigin", "billingAddress", "shippingMethod", "email", "paymentData", "guestEmail", "orderNote"])
      expect(compared).toContain(`POST /api/rest/v2/guest-carts/{maskedId}/place-order ${f}`);
    expect(compared.length).toBeGreaterThan(40);
    expect(failures).toEqual([]);
  }, 120_000);
});
