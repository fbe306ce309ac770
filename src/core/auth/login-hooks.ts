import type { RequestContext } from "../context.ts";
import { mergeGuestCart } from "../../cart/service.ts";

/** Run after a successful customer login; may return the customer's cart masked id. */
export type LoginHook = (ctx: RequestContext, customerId: number, guestMaskedId: string | undefined) => Promise<string | null | undefined>;
export const loginHooks: LoginHook[] = [mergeGuestCart];
