/**
 * Contract of the customer-side Maho routes: zod schemas written from Maho's API resources (MahoCommerce/maho
 * 26.7: Customer/Api/Customer.php and Address.php, Sales/Api/Order.php, OrderItem.php, OrderPrices.php,
 * Wishlist/Api/WishlistItem.php, Newsletter/Api/NewsletterSubscription.php, the token endpoint's answer), each
 * validated against a real answer of the running server. Required fields and their types are what count;
 * extra fields of ours are allowed. A drift of either side fails here.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { startTestServer, type TestServer } from "../helpers/server.ts";

const V2 = "/api/rest/v2";
const int = z.number().int();
const num = z.number();
const str = z.string();
const collection = <T extends z.ZodType>(item: T) => z.object({ member: z.array(item), totalItems: int.min(0) });

/** Customer/Api/Address.php */
const Address = z.object({
  id: int,
  customerId: int.nullable(),
  firstName: str,
  lastName: str,
  firstname: str,
  lastname: str,
  company: str.nullable(),
  street: z.array(str),
  city: str,
  region: str.nullable(),
  regionId: int.nullable(),
  postcode: str,
  countryId: str.length(2),
  telephone: str,
  isDefaultBilling: z.boolean().nullable(),
  isDefaultShipping: z.boolean().nullable(),
});
/** an order's addresses: Address::fromOrderAddress (no customer link, no default flags; Maho's firstname/lastname) */
const OrderAddress = Address.omit({ id: true, customerId: true, isDefaultBilling: true, isDefaultShipping: true }).extend({ firstname: str, lastname: str });

/** Customer/Api/Customer.php (readable fields) */
const Customer = z.object({
  id: int,
  email: str.email(),
  firstName: str.nullable(),
  lastName: str.nullable(),
  fullName: str.nullable(),
  isSubscribed: z.boolean(),
  groupId: int,
  defaultBillingAddress: Address.nullable(),
  defaultShippingAddress: Address.nullable(),
  addresses: z.array(Address),
  createdAt: str.nullable(),
  updatedAt: str.nullable(),
});

/** Sales/Api/OrderItem.php */
const OrderItem = z.object({
  id: int.nullable(),
  sku: str,
  name: str,
  qty: num,
  qtyOrdered: num,
  qtyShipped: num,
  qtyRefunded: num,
  qtyCanceled: num,
  price: num,
  priceInclTax: num,
  rowTotal: num,
  rowTotalInclTax: num,
  discountAmount: num.nullable(),
  discountPercent: num.nullable(),
  taxAmount: num.nullable(),
  taxPercent: num.nullable(),
  productId: int.nullable(),
  productType: str.nullable(),
  parentItemId: int.nullable(),
  thumbnailUrl: str.nullable(),
});
/** Sales/Api/OrderPrices.php */
const OrderPrices = z.object({
  subtotal: num,
  subtotalInclTax: num,
  discountAmount: num.nullable(),
  shippingAmount: num.nullable(),
  shippingAmountInclTax: num.nullable(),
  taxAmount: num,
  grandTotal: num,
  totalPaid: num,
  totalRefunded: num,
  totalDue: num,
  giftcardAmount: num.nullable(),
});
/** Sales/Api/Order.php, the same for a customer's order as for a guest's (no shipments or status history are recorded yet) */
const Order = z.object({
  id: int,
  incrementId: str,
  customerId: int.nullable(),
  customerEmail: str.nullable(),
  customerFirstname: str.nullable(),
  customerLastname: str.nullable(),
  status: str,
  state: str,
  items: z.array(OrderItem),
  billingAddress: OrderAddress.nullable(),
  shippingAddress: OrderAddress.nullable(),
  prices: OrderPrices,
  paymentMethod: str.nullable(),
  paymentMethodTitle: str.nullable(),
  shippingMethod: str.nullable(),
  shippingDescription: str.nullable(),
  couponCode: str.nullable(),
  storeId: int,
  currency: str.length(3),
  totalItemCount: int,
  totalQtyOrdered: num,
  accessToken: str.nullable(),
  createdAt: str.nullable(),
  updatedAt: str.nullable(),
  statusHistory: z.array(z.unknown()),
  shipments: z.array(z.unknown()),
});

/** Wishlist/Api/WishlistItem.php */
const WishlistItem = z.object({
  id: int,
  productId: int.nullable(),
  productName: str.nullable(),
  productSku: str.nullable(),
  productPrice: num.nullable(),
  productImageUrl: str.nullable(),
  productUrl: str.nullable(),
  productType: str.nullable(),
  qty: int,
  description: str.nullable(),
  addedAt: str.nullable(),
  inStock: z.boolean(),
});

/** Newsletter/Api/NewsletterSubscription.php */
const NewsletterSubscription = z.object({
  email: str.nullable(),
  customerId: int.nullable(),
  status: str,
  isSubscribed: z.boolean(),
  message: str.nullable(),
  confirmationRequired: z.boolean(),
});

/** the token endpoint: Maho's names beside the OAuth-style ones */
const Token = z.object({
  token: str,
  tokenType: z.literal("Bearer"),
  expiresIn: int.positive(),
  cartItemsQty: num.min(0),
  customer: z.object({ id: int, email: str, firstName: str.nullable(), lastName: str.nullable() }),
  cartMaskedId: str.nullable(),
});

/** forgot/reset answer a Customer DTO carrying only the email */
const EmailOnly = z.object({ email: str.email() });

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => s?.close());

function valid<T extends z.ZodType>(schema: T, r: { status: number; body: unknown }, status = 200): z.output<T> {
  expect(r.status, JSON.stringify(r.body)).toBe(status);
  const parsed = schema.safeParse(r.body);
  expect(parsed.success ? [] : parsed.error.issues).toEqual([]);
  return parsed.data as z.output<T>;
}

describe("Maho customer contract", () => {
  it("every customer-side Maho route answers Maho's resource shape", async () => {
    const email = `contract-${Date.now()}@example.com`;
    const password = "contract-password-1";
    valid(Customer, await s.json(`${V2}/customers`, { method: "POST", json: { email, password, firstName: "Con", lastName: "Tract" } }), 201);
    const product = await s.app.db.product.findFirstOrThrow({ where: { type: "simple", status: 1, visibility: 4, inStock: true, stockQty: { gt: 10 } } });
    const guest = await s.json(`${V2}/cart/items`, { method: "POST", json: { sku: product.sku, qty: 1 } });
    const login = valid(Token, await s.json(`${V2}/auth/token`, { method: "POST", json: { email, password, maskedId: guest.headers.get("x-cart-id") } }));
    const token = login.token;

    // addresses
    const address = {
      firstName: "Con",
      lastName: "Tract",
      street: ["1 Contract Rd", "Level 2"],
      city: "Sydney",
      countryId: "AU",
      postcode: "2000",
      telephone: "02",
      isDefaultBilling: true,
    };
    const a = valid(Address, await s.json(`${V2}/customers/me/addresses`, { method: "POST", token, json: address }), 201);
    valid(collection(Address), await s.json(`${V2}/customers/me/addresses`, { token }));
    valid(Address, await s.json(`${V2}/customers/me/addresses/${a.id}`, { token }));
    valid(Address, await s.json(`${V2}/customers/me/addresses/${a.id}`, { method: "PUT", token, json: { ...a, city: "Newcastle" } }));
    valid(Customer, await s.json(`${V2}/customers/me`, { token }));
    valid(Customer, await s.json(`${V2}/customers/me`, { method: "PUT", token, json: { firstName: "Connie" } }));

    // orders
    const placed = await s.json(`${V2}/checkout/place-order`, { method: "POST", token, json: { paymentMethod: "checkmo", shippingAddress: address } });
    expect(placed.status).toBe(201);
    const orders = valid(collection(Order), await s.json(`${V2}/customers/me/orders`, { token }));
    expect(orders.member).toHaveLength(1);
    valid(Order, await s.json(`${V2}/customers/me/orders/${placed.body.incrementId}`, { token }));

    // wishlist
    const w = valid(WishlistItem, await s.json(`${V2}/customers/me/wishlist`, { method: "POST", token, json: { productId: product.id } }), 201);
    valid(collection(WishlistItem), await s.json(`${V2}/customers/me/wishlist`, { token }));
    expect((await s.fetch(`${V2}/customers/me/wishlist/${w.id}`, { method: "DELETE", token })).status).toBe(204);

    // newsletter
    valid(NewsletterSubscription, await s.json(`${V2}/newsletter/subscribe`, { method: "POST", json: { email } }));

    // passwords (the change last: it ends the token)
    valid(EmailOnly, await s.json(`${V2}/customers/password/forgot`, { method: "POST", json: { email } }));
    valid(EmailOnly, await s.json(`${V2}/customers/forgot-password`, { method: "POST", json: { email } }));
    const secret = "contract-reset-token-0123456789";
    const { createHash } = await import("node:crypto");
    const customer = await s.app.db.customer.findFirstOrThrow({ where: { email } });
    await s.app.db.customerPasswordToken.create({
      data: { customerId: customer.id, tokenHash: createHash("sha256").update(secret).digest("hex"), expiresAt: new Date(Date.now() + 60_000) },
    });
    valid(
      EmailOnly,
      await s.json(`${V2}/customers/reset-password`, { method: "POST", json: { email, resetToken: secret, newPassword: "contract-password-2" } }),
    );
    const fresh = valid(Token, await s.json(`${V2}/auth/token`, { method: "POST", json: { email, password: "contract-password-2" } }));
    valid(
      Customer,
      await s.json(`${V2}/customers/me/password`, {
        method: "POST",
        token: fresh.token,
        json: { currentPassword: "contract-password-2", newPassword: "contract-password-3" },
      }),
    );
  });

  it("every route above is in the OpenAPI document", async () => {
    const doc = (await s.json("/api/rest/v2/openapi.json")).body as { paths: Record<string, Record<string, unknown>> };
    const expected: [string, string][] = [
      ["put", "/api/rest/v2/customers/me"],
      ["get", "/api/rest/v2/customers/me/addresses/{id}"],
      ["put", "/api/rest/v2/customers/me/addresses/{id}"],
      ["get", "/api/rest/v2/customers/me/orders"],
      ["get", "/api/rest/v2/customers/me/orders/{incrementId}"],
      ["post", "/api/rest/v2/customers/me/password"],
      ["post", "/api/rest/v2/customers/password/forgot"],
      ["post", "/api/rest/v2/customers/forgot-password"],
      ["post", "/api/rest/v2/customers/password/reset"],
      ["post", "/api/rest/v2/customers/reset-password"],
      ["get", "/api/rest/v2/customers/me/wishlist"],
      ["post", "/api/rest/v2/customers/me/wishlist"],
      ["delete", "/api/rest/v2/customers/me/wishlist/{id}"],
      ["post", "/api/rest/v2/newsletter/subscribe"],
    ];
    for (const [method, path] of expected) expect(doc.paths[path]?.[method], `${method} ${path}`).toBeDefined();
  });
});
