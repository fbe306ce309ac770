/**
 * The sales domain: what an order is (its answer shape, its lines' options, its totals), the payment and shipping
 * methods, the customer's orders and invoices, the guest's order by token, payment capture, and the sales admin
 * (cart price rules, gift card accounts). Cart (checkout writes orders) builds on it; it builds on customer.
 */
import { defineDomain } from "../core/modules.ts";
import { registerSalesSchema } from "./schema.ts";
import { registerCustomerOrdersField } from "./admin-customer-orders.ts";
import { customerOrderRoutes } from "./order-rest.ts";
import { customerInvoiceRoutes } from "./invoice-rest.ts";
import { mahoOrderRoutes } from "./maho-order-rest.ts";
import { adminOrderRoutes } from "./admin-orders-rest.ts";
import { documentPdfRoutes } from "./document-pdf-rest.ts";
import { giftcardMailTemplates } from "./giftcard-mail.ts";
import { orderMailTemplates } from "./order-mails.ts";
import { paymentSettings } from "./payment-settings.ts";
import { salesHooks } from "./hooks.ts";

export default defineDomain({
  code: "sales",
  label: "Orders, payment and shipping methods",
  requires: ["catalog", "customer", "media"],
  schema: (builder, _domain, types) => {
    registerSalesSchema(builder);
    registerCustomerOrdersField(builder, types);
  },
  routes: () => [...customerOrderRoutes(), ...customerInvoiceRoutes(), ...mahoOrderRoutes(), ...adminOrderRoutes(), ...documentPdfRoutes()],
  mailTemplates: { ...giftcardMailTemplates, ...orderMailTemplates },
  settings: paymentSettings,
  events: salesHooks,
});
