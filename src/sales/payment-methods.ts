/**
 * Payment methods a cart may use: the offline ones, each switched by `payment/<code>/active` (on unless set to 0)
 * and titled by `payment/<code>/title`; pay on account needs a customer. Purchase order and pay on account are
 * for the customer groups of `payment/<code>/customer_groups` (payment-settings.ts; the trade group by default).
 * A cart with nothing to pay (gift cards cover it) takes Maho's `free` method and only that.
 */
import type { RequestContext } from "../core/context.ts";
import { ProblemError } from "../core/errors.ts";
import { methodAllowsGroup } from "./payment-settings.ts";

export const OFFLINE_METHODS = ["checkmo", "purchaseorder", "payonaccount"] as const;
export const FREE_METHOD = "free";
/** every method code place-order accepts; `free` is for orders gift cards pay in full */
export const PAYMENT_METHODS = [...OFFLINE_METHODS, FREE_METHOD] as const;

export const PAYMENT_TITLES: Record<string, string> = {
  checkmo: "Check / Money order",
  purchaseorder: "Purchase Order",
  payonaccount: "Pay on Account",
  free: "No Payment Information Required",
};

export interface PaymentMethodDto {
  code: string;
  title: string;
}

export async function paymentMethodsFor(ctx: RequestContext, grandTotal: number): Promise<PaymentMethodDto[]> {
  const title = async (code: string) => (await ctx.app.config.get(`payment/${code}/title`, ctx.store.id)) || PAYMENT_TITLES[code]!;
  if (grandTotal <= 0) return [{ code: FREE_METHOD, title: await title(FREE_METHOD) }];
  const out: PaymentMethodDto[] = [];
  for (const code of OFFLINE_METHODS) {
    if (code === "payonaccount" && ctx.caller.kind !== "customer") continue;
    const active = (await ctx.app.config.get(`payment/${code}/active`, ctx.store.id)) ?? "1";
    if (active === "0" || active === "false") continue;
    if (!(await methodAllowsGroup(ctx.app.config, ctx.store.id, code, ctx.groupId))) continue;
    // a module may withhold it from this caller (company credit, per-company methods)
    const result = { isAvailable: true };
    await ctx.app.events.dispatch("payment_method_is_active", { ctx, method: code, grandTotal: String(grandTotal), result });
    if (!result.isAvailable) continue;
    out.push({ code, title: await title(code) });
  }
  return out;
}

/**
 * What a payment method does with the storefront's `paymentData` at place-order (Maho hands it to the method). The
 * offline methods take nothing from it, so they ignore it; a gateway would verify its token here.
 */
type PaymentDataHandler = (data: Readonly<Record<string, unknown>> | null) => void;
const ignore: PaymentDataHandler = () => {};
const PAYMENT_DATA_HANDLERS: Record<(typeof PAYMENT_METHODS)[number], PaymentDataHandler> = {
  checkmo: ignore,
  purchaseorder: ignore,
  payonaccount: ignore,
  free: ignore,
};

export function handPaymentData(method: string, data: Readonly<Record<string, unknown>> | null): void {
  PAYMENT_DATA_HANDLERS[method as keyof typeof PAYMENT_DATA_HANDLERS]?.(data);
}

/**
 * 422 unless `method` is one of `methods` (what paymentMethodsFor answered for the order's total; place-order reads
 * them before its transaction and checks inside it, on the total it computed there)
 */
export function checkPaymentMethod(methods: PaymentMethodDto[], method: string, grandTotal: number, notForGroup = false): void {
  if (methods.some((m) => m.code === method)) return;
  const detail =
    grandTotal <= 0
      ? "Nothing is left to pay: use the payment method free"
      : method === FREE_METHOD
        ? "The free method is only for orders with nothing to pay"
        : notForGroup
          ? `Payment method ${method} is not available to your customer group`
          : `Payment method ${method} is not available`;
  const code = notForGroup && grandTotal > 0 ? "customer_group" : "unavailable";
  throw new ProblemError(422, "invalid", detail, {
    errors: [{ field: "paymentMethod", code, message: `choose one of: ${methods.map((m) => m.code).join(", ")}` }],
  });
}
