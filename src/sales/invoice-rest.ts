import { respond, type RestRoute } from "../core/routes.ts";
import { RestCustomerOrderInvoicesDocument } from "../generated/rest/graphql.ts";

export function customerInvoiceRoutes(): RestRoute[] {
  return [
    {
      id: "customers_me_order_invoices",
      method: "GET",
      path: "/api/rest/v2/customers/me/orders/:orderId/invoices",
      tag: "customers",
      summary:
        "The invoices of one of the logged-in customer's orders, named by its id (Maho's) or increment id: Maho's Invoice {id, incrementId, orderId, grandTotal, currency, state, stateName, pdfUrl (the relative URL of its PDF), createdAt}. An order is invoiced once, when the admin's orderPaymentCapture marks it paid; until then the collection is empty. {member, totalItems}, and the same list as `invoices` (what the public Maho storefront reads)",
      responses: { 200: "{member, totalItems, invoices}", 401: "login_required", 404: "not_found (another customer's order, a guest order, an unknown id)" },
      handler: async (ctx, req) => {
        const page = (await req.run(ctx, RestCustomerOrderInvoicesDocument, { orderId: req.params.orderId ?? "" })).customerOrderInvoices;
        return respond({ body: { ...page, invoices: page.member } });
      },
    },
  ];
}
