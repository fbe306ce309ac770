/** The mail that delivers a gift card's code (queued when the order that bought it is paid). */
export const GIFTCARD_DELIVERY_TEMPLATE = "giftcard_delivery";

export const giftcardMailTemplates = {
  [GIFTCARD_DELIVERY_TEMPLATE]: {
    description: "to a gift card's recipient (else its buyer) once the order that bought it is paid",
    variables: ["card.code", "card.amount", "card.currency", "card.recipientName", "card.senderName", "card.message", "store.name", "order.incrementId"],
    sample: {
      card: { code: "GC-7K3M-Q9XP", amount: "50.00", currency: "EUR", recipientName: "Alex", senderName: "Jane", message: "Happy birthday!" },
      store: { name: "Smith & Sons Trade" },
      order: { incrementId: "100000042" },
    },
    subject: "Your {{store.name}} gift card",
    text: 'Hello{{#card.recipientName}} {{card.recipientName}}{{/card.recipientName}},\n\n{{#card.senderName}}{{card.senderName}} sends you{{/card.senderName}}{{^card.senderName}}Here is{{/card.senderName}} a gift card of {{card.amount}} {{card.currency}} for {{store.name}}.\n{{#card.message}}\n"{{card.message}}"\n\n{{/card.message}}Your code: {{card.code}}\nEnter it in the cart to pay with it.\n',
    html: "<p>Hello{{#card.recipientName}} {{card.recipientName}}{{/card.recipientName}},</p><p>{{#card.senderName}}{{card.senderName}} sends you{{/card.senderName}}{{^card.senderName}}Here is{{/card.senderName}} a gift card of {{card.amount}} {{card.currency}} for {{store.name}}.</p>{{#card.message}}<blockquote>{{card.message}}</blockquote>{{/card.message}}<p>Your code: <strong>{{card.code}}</strong></p><p>Enter it in the cart to pay with it.</p>",
  },
};
