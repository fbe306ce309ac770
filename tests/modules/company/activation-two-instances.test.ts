/**
 * Company accounts on two instances of one deployment (issue 30, the first acceptance bullet): a company's status
 * changed on A is what B applies to the member's very next request: blocked, the cart write on B is 403
 * company_blocked and login on B works; rejected, the member's token on B stops and a new login on B is refused;
 * approved again, everything works on B. A new company group set on A prices the member on B in it at once.
 * Runs with TEST_DATABASE_URL and TEST_REDIS_URL (PostgreSQL + Redis), like tests/integration/scale-out.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import company from "../../../src/modules/company/index.ts";
import { changeCompanyStatus, type StatusAction } from "../../../src/modules/company/status.ts";
import { standingChanged, type CompanyModule } from "../../../src/modules/company/service.ts";
import { createContext, type RequestContext } from "../../../src/core/context.ts";
import { dbOf, withTransaction } from "../../../src/core/unit-of-work.ts";
import { startTestServer, type TestServer } from "../../helpers/server.ts";
import { TEST_CUSTOMER_PASSWORD } from "../../helpers/db-template.ts";

const scaleOut = Boolean(process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL);
const V2 = "/api/rest/v2";
const ADDRESS = { firstName: "Bea", lastName: "Buyer", street: ["1 Harbour St"], city: "Sydney", postcode: "2000", countryId: "AU", telephone: "02" };

let a: TestServer;
let b: TestServer;
let northwind: number;
let sku: string;
let productId: number;

async function adminCtx(server: TestServer): Promise<RequestContext> {
  const base = await createContext(server.app, { headers: { get: () => null }, ip: "127.0.0.1" });
  return { ...base, caller: { kind: "admin", adminId: 1, username: "admin", scopes: ["*"] } };
}
const moduleOf = (server: TestServer) => server.app.modules.installed.find((x) => x.definition.code === "company") as unknown as CompanyModule;
/** on A */
const setStatus = async (action: StatusAction, reason = "") => changeCompanyStatus(await adminCtx(a), moduleOf(a), northwind, action, reason);
const setGroup = async (customerGroupId: number) =>
  withTransaction(await adminCtx(a), async (tx) => {
    await dbOf(tx).company.update({ where: { id: northwind }, data: { customerGroupId } });
    await standingChanged(tx);
  });

const login = (s: TestServer, email: string) => s.json(`${V2}/auth/token`, { method: "POST", json: { email, password: TEST_CUSTOMER_PASSWORD } });
const tokenOn = async (s: TestServer, email: string) => {
  const r = await login(s, email);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.token as string;
};
const addOn = (s: TestServer, token: string) => s.json(`${V2}/cart/items`, { method: "POST", token, json: { sku, qty: 1 } });
const priceOn = async (s: TestServer, token: string) => (await s.json(`${V2}/products/${productId}`, { token })).body.finalPrice as number;

describe.skipIf(!scaleOut)("company activation policy on two instances (PostgreSQL + Redis)", () => {
  beforeAll(async () => {
    a = await startTestServer({ modules: [company as never] });
    b = await startTestServer({ modules: [company as never], shareDbWith: a });
    northwind = (await a.app.db.company.findFirstOrThrow({ where: { name: "Northwind Trading" } })).id;
    const tier = await a.app.db.tierPrice.findFirstOrThrow({
      where: {
        groupId: 2,
        qty: 1,
        product: { type: "simple", status: 1, visibility: 4, inStock: true, stockQty: { gt: 100 }, customOptions: { none: {} } },
      },
      include: { product: true },
    });
    sku = tier.product.sku;
    productId = tier.productId;
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it("block, reject and approve on A apply to the member's next request on B", async () => {
    const token = await tokenOn(b, "buyer@example.com");
    // B has checked and remembered the token
    expect((await b.json(`${V2}/customers/me`, { token })).status).toBe(200);
    expect((await addOn(b, token)).status).toBe(200);

    await setStatus("block", "Credit check");
    const blocked = await addOn(b, token);
    expect(blocked.status).toBe(403);
    expect(blocked.body.code).toBe("company_blocked");
    const placeBlocked = await b.json(`${V2}/checkout/place-order`, { method: "POST", token, json: { paymentMethod: "checkmo", shippingAddress: ADDRESS } });
    expect(placeBlocked.body.code).toBe("company_blocked");
    expect((await login(b, "buyer@example.com")).status).toBe(200);

    await setStatus("reject", "Not a trade business");
    const stopped = await b.json(`${V2}/customers/me`, { token });
    expect(stopped.status).toBe(401);
    expect(stopped.body.code).toBe("company_rejected");
    const refused = await login(b, "buyer@example.com");
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe("company_rejected");

    await setStatus("approve");
    expect((await b.json(`${V2}/customers/me`, { token })).status).toBe(200);
    expect((await addOn(b, token)).status).toBe(200);
    const placed = await b.json(`${V2}/checkout/place-order`, { method: "POST", token, json: { paymentMethod: "checkmo", shippingAddress: ADDRESS } });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const order = await b.app.db.order.findFirstOrThrow({ where: { incrementId: placed.body.incrementId } });
    expect(await b.app.db.companyOrder.findUnique({ where: { orderId: order.id } })).toMatchObject({ companyId: northwind });
  });

  it("a new company group set on A prices the member on B in it on the next request", async () => {
    const buyer = await tokenOn(b, "buyer@example.com");
    const retail = await tokenOn(b, "retail@example.com");
    const wholesale = await priceOn(b, buyer);
    expect(wholesale).toBeLessThan(await priceOn(b, retail));
    await setGroup(3);
    try {
      expect(await priceOn(b, buyer)).toBe(await priceOn(b, retail));
      expect((await b.json(`${V2}/customers/me`, { token: buyer })).body.groupId).toBe(3);
    } finally {
      await setGroup(2);
    }
    expect(await priceOn(b, buyer)).toBe(wholesale);
  });
});
