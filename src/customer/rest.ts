import { defineRoute, idParam, respond, type RestRoute } from "../core/routes.ts";
import {
  RestCustomerCreateDocument,
  RestMeDocument,
  RestCustomerUpdateDocument,
  RestAddressCreateDocument,
  RestAddressUpdateDocument,
  RestAddressDeleteDocument,
} from "../generated/rest/graphql.ts";
import { ProblemError } from "../core/errors.ts";
import { registerInput, updateInput, addressInput, addressPatch } from "./service.ts";
import { customerAccountRoutes } from "./account-rest.ts";

export function customerRoutes(): RestRoute[] {
  return [
    defineRoute({
      id: "customers_create",
      method: "POST",
      path: "/api/rest/v2/customers",
      tag: "customers",
      summary: "Register a customer in the store's default group (email, password of 8+ characters, names, optional address)",
      body: registerInput,
      exemptFromLoginWall: true,
      aliases: [{ path: "/api/customers" }],
      responses: { 201: "the customer", 409: "email_taken", 422: "invalid fields (password policy)" },
      handler: async (_ctx, req) => respond({ status: 201, body: await req.runData(RestCustomerCreateDocument, { input: req.body }, "customerCreate") }),
    }),
    {
      id: "customers_me",
      method: "GET",
      path: "/api/rest/v2/customers/me",
      tag: "customers",
      summary: "The logged-in customer with addresses",
      responses: { 200: "the customer", 401: "login_required" },
      handler: async (ctx, req) => (await req.run(ctx, RestMeDocument, {})).me,
    },
    defineRoute({
      id: "customers_me_update",
      method: "PATCH",
      path: "/api/rest/v2/customers/me",
      tag: "customers",
      summary:
        "Change the logged-in customer's names, email or password; fields left out keep their values (PUT as Maho: the resource's read-only fields are ignored)",
      body: updateInput,
      aliases: [{ method: "PUT", path: "/api/rest/v2/customers/me" }],
      responses: { 200: "the customer", 401: "login_required", 409: "email_taken", 422: "invalid fields" },
      handler: async (_ctx, req) => req.runData(RestCustomerUpdateDocument, { input: req.body }, "customerUpdate"),
    }),
    {
      id: "customers_me_addresses",
      method: "GET",
      path: "/api/rest/v2/customers/me/addresses",
      tag: "customers",
      summary: "The logged-in customer's addresses",
      handler: async (ctx, req) => {
        const addresses = (await req.run(ctx, RestMeDocument, {})).me.addresses;
        return { member: addresses, totalItems: addresses.length };
      },
    },
    {
      id: "customers_me_address",
      method: "GET",
      path: "/api/rest/v2/customers/me/addresses/:id",
      tag: "customers",
      summary: "One of the logged-in customer's addresses",
      responses: { 200: "the address", 404: "not_found" },
      handler: async (ctx, req) => {
        const id = idParam(req.params.id);
        const found = (await req.run(ctx, RestMeDocument, {})).me.addresses.find((a) => a.id === id);
        if (!found) throw new ProblemError(404, "not_found", "Address not found");
        return found;
      },
    },
    defineRoute({
      id: "customers_me_addresses_create",
      method: "POST",
      path: "/api/rest/v2/customers/me/addresses",
      tag: "customers",
      summary: "Add an address",
      body: addressInput,
      responses: { 201: "the address", 422: "invalid fields" },
      handler: async (_ctx, req) => respond({ status: 201, body: await req.runData(RestAddressCreateDocument, { input: req.body }, "customerAddressCreate") }),
    }),
    defineRoute({
      id: "customers_me_addresses_update",
      method: "PATCH",
      path: "/api/rest/v2/customers/me/addresses/:id",
      tag: "customers",
      summary: "Change an address; fields left out keep their values (PUT as Maho: id and customerId are ignored)",
      body: addressPatch,
      aliases: [{ method: "PUT", path: "/api/rest/v2/customers/me/addresses/:id" }],
      handler: async (_ctx, req) => await req.runData(RestAddressUpdateDocument, { id: idParam(req.params.id), input: req.body }, "customerAddressUpdate"),
    }),
    {
      id: "customers_me_addresses_delete",
      method: "DELETE",
      path: "/api/rest/v2/customers/me/addresses/:id",
      tag: "customers",
      summary: "Delete an address",
      responses: { 204: "deleted", 404: "not_found" },
      handler: async (_ctx, req) => {
        await req.runResult(RestAddressDeleteDocument, { id: idParam(req.params.id) }, "customerAddressDelete");
        return respond({ status: 204 });
      },
    },
    ...customerAccountRoutes(),
  ];
}
