/**
 * The codes sales issues and looks up: a cart price rule's coupon code (upper-case; typed in any case), and a gift
 * card's code of 16 characters from an alphabet without look-alikes (80 random bits), shown in groups of four.
 */
import { randomInt } from "node:crypto";

export const normaliseCouponCode = (raw: string) => raw.trim().toUpperCase();

const ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

export function newGiftcardCode(): string {
  const chars = Array.from({ length: 16 }, () => ALPHABET[randomInt(ALPHABET.length)]!);
  return [0, 4, 8, 12].map((i) => chars.slice(i, i + 4).join("")).join("-");
}

/** the stored form of what a customer typed, or null when it cannot be a code */
export function normaliseGiftcardCode(raw: string): string | null {
  const s = raw.toUpperCase().replace(/[\s-]/g, "");
  if (!/^[A-Z0-9]{16}$/.test(s)) return null;
  return `${s.slice(0, 4)}-${s.slice(4, 8)}-${s.slice(8, 12)}-${s.slice(12)}`;
}
