/**
 * Every Maho REST v2 route this backend answers (issue 12), listed once: each is in the OpenAPI document with its
 * method, so removing or renaming one is caught here. The shapes of their answers are checked against zod schemas
 * written from Maho's resources in the other files of this folder (cart, customer, catalogue).
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const MAHO_ROUTES = [
  // guest carts (Checkout/Api/Cart.php), guest orders (Sales/Api/Order.php)
  "POST /guest-carts",
  "GET /guest-carts/{maskedId}",
  "POST /guest-carts/{maskedId}/items",
  "PUT /guest-carts/{maskedId}/items/{itemId}",
  "DELETE /guest-carts/{maskedId}/items/{itemId}",
  "PUT /guest-carts/{maskedId}/coupon",
  "DELETE /guest-carts/{maskedId}/coupon",
  "POST /guest-carts/{maskedId}/giftcards",
  "DELETE /guest-carts/{maskedId}/giftcards/{code}",
  "GET /guest-carts/{maskedId}/totals",
  "GET /guest-carts/{maskedId}/shipping-methods",
  "POST /guest-carts/{maskedId}/shipping-methods",
  "GET /guest-carts/{maskedId}/payment-methods",
  "POST /guest-carts/{maskedId}/place-order",
  "GET /guest-orders/{incrementId}",
  "GET /orders/{incrementId}/details",
  // custom forms (the storefront's plugins/custom-forms/controller.js)
  "GET /custom-forms/{code}",
  "POST /custom-forms/{code}/submissions",
  // contact (Contacts/Api/ContactForm.php), through the custom forms pipeline
  "GET /contact/config",
  "POST /contact",
  // customers (Customer/Api), orders, wishlist, newsletter
  "POST /auth/token",
  "POST /auth/forgot-password",
  "POST /auth/reset-password",
  "GET /customers/me",
  "PUT /customers/me",
  "GET /customers/me/addresses",
  "POST /customers/me/addresses",
  "PUT /customers/me/addresses/{id}",
  "DELETE /customers/me/addresses/{id}",
  "GET /customers/me/orders",
  "GET /customers/me/orders/{incrementId}",
  "GET /customers/me/orders/{orderId}/invoices",
  "POST /customers/me/password",
  "POST /customers/password/forgot",
  "POST /customers/password/reset",
  "GET /customers/me/wishlist",
  "POST /customers/me/wishlist",
  "DELETE /customers/me/wishlist/{id}",
  "POST /newsletter/subscribe",
  "POST /newsletter/unsubscribe",
  // catalogue and content (Catalog/Api, Cms/Api, Blog/Api, Core/Api)
  "GET /store-config",
  "GET /countries",
  "GET /categories",
  "GET /categories/{id}",
  "GET /products",
  "GET /products/{id}",
  "GET /layered-filters",
  "GET /cms-pages",
  "GET /cms-blocks",
  "GET /blog-posts",
  "GET /blog-categories",
  "GET /url-resolver",
  "GET /custom-forms/{code}",
] as const;

const doc = JSON.parse(readFileSync(new URL("../../schema/openapi.json", import.meta.url), "utf8")) as { paths: Record<string, Record<string, unknown>> };

describe("Maho routes in the OpenAPI document", () => {
  it.each(MAHO_ROUTES)("%s", (route) => {
    const [method, path] = route.split(" ") as [string, string];
    const item = doc.paths[`/api/rest/v2${path}`];
    expect(item, `${path} is not in the OpenAPI document`).toBeDefined();
    expect(Object.keys(item!), `${path} has no ${method}`).toContain(method.toLowerCase());
  });
});

type Props = Record<string, unknown>;
const bodyProps = (path: string, method: string): Props =>
  ((doc.paths[`/api/rest/v2${path}`]?.[method] as { requestBody?: { content: Record<string, { schema: { properties?: Props } }> } })?.requestBody?.content[
    "application/json"
  ]?.schema.properties ?? {}) as Props;

describe("the fields Maho clients send are in the OpenAPI document", () => {
  it.each([
    ["post", "/guest-carts/{maskedId}/place-order"],
    ["post", "/checkout/place-order"],
  ])("%s %s takes paymentData (object or null) and storefrontOrigin", (method, path) => {
    const props = bodyProps(path, method);
    expect(Object.keys(props)).toEqual(expect.arrayContaining(["paymentData", "storefrontOrigin"]));
    expect(JSON.stringify(props.paymentData)).toContain('"null"');
  });

  it.each([
    ["post", "/customers/me/addresses"],
    ["put", "/customers/me/addresses/{id}"],
    ["patch", "/customers/me/addresses/{id}"],
  ])("%s %s takes Maho's firstname/lastname beside firstName/lastName", (method, path) => {
    expect(Object.keys(bodyProps(path, method))).toEqual(expect.arrayContaining(["firstName", "lastName", "firstname", "lastname"]));
  });
});

describe("the contact post takes the fields Maho's contact form sends", () => {
  it("POST /contact takes name, email, comment, telephone, captchaToken (and renderToken)", () => {
    expect(Object.keys(bodyProps("/contact", "post"))).toEqual(
      expect.arrayContaining(["name", "email", "comment", "telephone", "captchaToken", "renderToken"]),
    );
  });
});
