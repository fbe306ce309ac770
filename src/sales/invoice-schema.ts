/** GraphQL: a customer order's invoices in Maho's Invoice shape (src/sales/invoices.ts). */
import type { Builder } from "../core/schema-builder.ts";
import { customerOrderInvoices, type InvoiceDto } from "./invoices.ts";

export function registerInvoiceSchema(builder: Builder) {
  const Invoice = builder.objectRef<InvoiceDto>("Invoice").implement({
    description: "an order's invoice as Maho's Invoice resource: the order's payment capture",
    fields: (t) => ({
      id: t.exposeInt("id"),
      incrementId: t.exposeString("incrementId"),
      orderId: t.exposeInt("orderId"),
      grandTotal: t.exposeFloat("grandTotal"),
      currency: t.exposeString("currency"),
      state: t.exposeInt("state", { description: "1 open, 2 paid, 3 canceled" }),
      stateName: t.exposeString("stateName"),
      pdfUrl: t.exposeString("pdfUrl", { nullable: true, description: "the relative URL of its PDF (the customer's token downloads it)" }),
      createdAt: t.exposeString("createdAt"),
    }),
  });
  const InvoicePage = builder.objectRef<{ member: InvoiceDto[]; totalItems: number }>("InvoicePage").implement({
    fields: (t) => ({ member: t.expose("member", { type: [Invoice] }), totalItems: t.exposeInt("totalItems") }),
  });
  builder.queryFields((t) => ({
    customerOrderInvoices: t.field({
      type: InvoicePage,
      authScopes: { customer: true },
      description: "the invoices of one of the logged-in customer's orders (by id or increment id); empty until the order is paid",
      args: { orderId: t.arg.string({ required: true }) },
      resolve: (_r, { orderId }, { ctx }) => customerOrderInvoices(ctx, orderId),
    }),
  }));
}
