/**
 * Gift card accounts paying for carts (their codes: sales/codes.ts). A code is looked up by its normalised form (case, spaces and dashes do not matter); any code
 * that cannot pay (unknown, used, disabled, other currency) is refused with the same answer, so an attempt
 * learns nothing beyond "invalid". Balances change only with a compare-and-set on the balance read.
 */
import { ProblemError } from "../core/errors.ts";
import type { Db } from "../core/db/client.ts";
import { amount, compare, type MoneyInput, min, money, max, round, sub, ZERO } from "../core/money.ts";
import type { GiftcardAccount } from "../generated/prisma/client.ts";
import { normaliseGiftcardCode } from "../sales/codes.ts";

export const giftcardInvalid = (field = "code") =>
  new ProblemError(422, "invalid", "This gift card code is not valid", { errors: [{ field, code: "invalid", message: "not a usable gift card code" }] });

/** the account a code names when it can pay in this currency, else null */
export async function usableGiftcard(db: Pick<Db, "giftcardAccount">, raw: string, currency: string): Promise<GiftcardAccount | null> {
  const code = normaliseGiftcardCode(raw);
  if (!code) return null;
  const a = await db.giftcardAccount.findUnique({ where: { code } });
  return a && a.state === "active" && compare(a.balance, 0) > 0 && a.currency === currency ? a : null;
}

export const parseCodes = (json: string): string[] => {
  try {
    const v = JSON.parse(json) as unknown;
    return Array.isArray(v) ? v.filter((c): c is string => typeof c === "string") : [];
  } catch {
    return [];
  }
};

export interface AppliedGiftcard {
  code: string;
  /** what it pays of this cart or order */
  amount: number;
  /** its balance before this cart */
  balance: number;
}

/** each card in order pays up to its balance, never beyond what remains to pay */
export function spreadGiftcards(cards: { code: string; balance: number }[], due: MoneyInput, currency: string): AppliedGiftcard[] {
  let left = round(max(0, due), currency);
  return cards.map((c) => {
    const pays = round(min(left, c.balance), currency);
    left = left.minus(pays);
    return { code: c.code, amount: amount(pays, currency), balance: c.balance };
  });
}

/**
 * Spends `amount` of a card inside checkout's transaction, on the balance as read in it: a concurrent order that
 * spent it first changes the balance, so this update matches nothing and the order fails (409) instead of
 * spending the same money twice.
 */
export async function redeemGiftcard(tx: Pick<Db, "giftcardAccount">, code: string, spend: MoneyInput): Promise<void> {
  if (money(spend).lessThanOrEqualTo(ZERO)) return;
  const a = await tx.giftcardAccount.findUnique({ where: { code } });
  if (a?.state !== "active" || compare(a.balance, spend) < 0) throw giftcardSpent();
  // exact: the balance keeps what the column holds (4 decimals), less what the card paid (in the currency's unit)
  const balance = sub(a.balance, spend);
  const r = await tx.giftcardAccount.updateMany({
    where: { id: a.id, balance: a.balance, state: "active" },
    data: { balance: balance.toFixed(), state: balance.lessThanOrEqualTo(ZERO) ? "used" : "active" },
  });
  if (r.count === 0) throw giftcardSpent();
}

/** 409: an applied card cannot pay what the cart showed (spent by another order meanwhile, or disabled) */
export const giftcardSpent = () =>
  new ProblemError(
    409,
    "giftcard_balance_changed",
    "An applied gift card no longer has the balance the cart showed: review the cart (remove a spent card) and try again",
    {
      errors: [{ field: "giftcards", code: "balance_changed", message: "its balance no longer covers the amount" }],
    },
  );

/** sender, recipient and message of a gift card line (Maho's add-to-cart names) */
export function giftcardPeople(options: Record<string, unknown>) {
  const s = (k: string) => (typeof options[k] === "string" && options[k] ? (options[k] as string).slice(0, 1000) : null);
  return {
    senderName: s("giftcardSenderName"),
    senderEmail: s("giftcardSenderEmail"),
    recipientName: s("giftcardRecipientName"),
    recipientEmail: s("giftcardRecipientEmail"),
    message: s("giftcardMessage"),
  };
}
