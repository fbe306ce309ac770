/**
 * Payment capture for offline methods (there is no invoicing yet): an admin marks an order paid. Its status
 * becomes `processing`, the gift cards it bought (issued `pending`, unable to pay) become `active`, and each
 * card's code is mailed through the outbox to its recipient, else the buyer, in the same transaction: a card is
 * spendable exactly when its mail is queued, and never before its order is paid.
 */
import { z } from "zod";
import type { RequestContext } from "../core/context.ts";
import { ProblemError } from "../core/errors.ts";
import { currencyDigits, round } from "../core/money.ts";
import { dbOf, withTransaction } from "../core/unit-of-work.ts";
import { toOrderDto, type OrderDto } from "./order-dto.ts";
import { GIFTCARD_DELIVERY_TEMPLATE } from "./giftcard-mail.ts";

/** the recipient's address when it is one (it was typed into the cart unchecked), else the buyer's */
const deliverTo = (recipient: string | null, buyer: string) => (recipient && z.string().email().max(254).safeParse(recipient).success ? recipient : buyer);

const orderNotFound = () => new ProblemError(404, "order_not_found", "No order with that number");

/** marks a pending order paid and delivers the gift cards it bought; 409 when it is not pending */
export async function captureOrderPayment(ctx: RequestContext, incrementId: string): Promise<OrderDto> {
  if (!incrementId || incrementId.length > 32) throw orderNotFound();
  const found = await ctx.app.db.order.findUnique({ where: { incrementId }, select: { storeId: true } });
  if (!found) throw orderNotFound();
  const storeName =
    (await ctx.app.config.get("general/store_information/name", found.storeId)) ?? (await ctx.app.stores()).all.find((s) => s.id === found.storeId)?.name ?? "";
  return withTransaction(ctx, async (tx) => {
    const db = dbOf(tx);
    // the status flips once: a second capture (or a concurrent one) matches nothing
    const flipped = await db.order.updateMany({ where: { incrementId, status: "pending" }, data: { status: "processing", paidAt: new Date() } });
    if (flipped.count === 0) throw new ProblemError(409, "order_not_pending", "Only a pending order can be marked paid");
    const order = await db.order.findUniqueOrThrow({ where: { incrementId }, include: { items: { orderBy: { id: "asc" } } } });
    const cards = await db.giftcardAccount.findMany({ where: { orderId: order.id, state: "pending" }, orderBy: { id: "asc" } });
    await db.giftcardAccount.updateMany({ where: { orderId: order.id, state: "pending" }, data: { state: "active" } });
    for (const card of cards) {
      await ctx.app.mail.enqueue(tx, {
        to: deliverTo(card.recipientEmail, order.customerEmail),
        storeId: order.storeId,
        template: GIFTCARD_DELIVERY_TEMPLATE,
        vars: {
          card: {
            code: card.code,
            amount: round(card.initialAmount, card.currency).toFixed(currencyDigits(card.currency)),
            currency: card.currency,
            recipientName: card.recipientName,
            senderName: card.senderName,
            message: card.message,
          },
          store: { name: storeName },
          order: { incrementId: order.incrementId },
        },
      });
    }
    const issuedGiftcards = await db.giftcardAccount.findMany({ where: { orderId: order.id } });
    return toOrderDto({ ...order, issuedGiftcards });
  });
}
