/**
 * Money: every amount is a decimal (decimal.js, the library behind Prisma's `Decimal` columns), never a float
 * (docs/architecture.md#money). Amounts are stored with 4 decimals (Magento's decimal(20,4)) and rounded
 * half-up to the currency's minor unit where Magento rounds: a line's unit price and row total, a discount,
 * shipping, tax, what a gift card pays, the totals. Answers stay numbers: `amount()` rounds and converts once,
 * at the edge; a number read back (`money(27.68)`) is the decimal it prints as, so no float noise enters.
 */
import { Decimal as DecimalJs } from "decimal.js";

/** decimal.js configured for money: 34 significant digits, half-up (ROUND_HALF_UP: 1.005 -> 1.01, -1.005 -> -1.01) */
export const Decimal = DecimalJs.clone({ precision: 34, rounding: DecimalJs.ROUND_HALF_UP, toExpNeg: -21, toExpPos: 21 });
export type Money = DecimalJs;

/** what an amount may come as: a number (read as the decimal it prints as), a decimal string, a Decimal (ours or Prisma's) */
export type MoneyInput = number | string | DecimalJs.Value | { toFixed(): string };

/** the decimals the columns keep (Decimal(20,4)): unit prices of B2B price lists may need sub-cent precision */
export const STORED_DECIMALS = 4;

export const ZERO: Money = new Decimal(0);

/** an amount as a Decimal; a non-finite number or a malformed string throws */
export function money(v: MoneyInput): Money {
  if (v instanceof Decimal) return v;
  if (typeof v === "number" || typeof v === "string") return new Decimal(v);
  // Prisma's Decimal is decimal.js from its own bundle: decimal.js copies any instance of itself
  return new Decimal(v as DecimalJs.Value);
}

const digitsCache = new Map<string, number>();

/** the currency's minor unit: 2 for USD/EUR/GBP, 0 for JPY/KRW, 3 for BHD/KWD (ISO 4217, as Intl knows it) */
export function currencyDigits(currency: string): number {
  let d = digitsCache.get(currency);
  if (d === undefined) {
    try {
      d = new Intl.NumberFormat("en", { style: "currency", currency }).resolvedOptions().maximumFractionDigits ?? 2;
    } catch {
      d = 2; // not an ISO currency code: cents
    }
    digitsCache.set(currency, d);
  }
  return d;
}

/** rounded half-up to the currency's minor unit */
export function round(v: MoneyInput, currency: string): Money {
  return money(v).toDecimalPlaces(currencyDigits(currency), Decimal.ROUND_HALF_UP);
}

/** rounded half-up to the stored precision (4 decimals) */
export function roundStored(v: MoneyInput): Money {
  return money(v).toDecimalPlaces(STORED_DECIMALS, Decimal.ROUND_HALF_UP);
}

/** the answer's number: rounded half-up to the currency's minor unit, then converted (exact: at most 34 digits, shown as printed) */
export function amount(v: MoneyInput, currency: string): number;
export function amount(v: MoneyInput | null, currency: string): number | null;
export function amount(v: MoneyInput | null, currency: string): number | null {
  return v === null ? null : round(v, currency).toNumber();
}

/** the amount as text with all the currency's decimals (27.50, 1200), for mails and messages */
export const amountText = (v: MoneyInput, currency: string): string => round(v, currency).toFixed(currencyDigits(currency));

/** an amount as a number, unrounded (e.g. a stored unit price with 4 decimals); for answers use `amount` */
export const toNumber = (v: MoneyInput): number => money(v).toNumber();

export const add = (a: MoneyInput, b: MoneyInput): Money => money(a).plus(money(b));
export const sub = (a: MoneyInput, b: MoneyInput): Money => money(a).minus(money(b));
/** an amount times a quantity or factor (exact) */
export const mul = (a: MoneyInput, factor: MoneyInput): Money => money(a).times(money(factor));

/** the sum of the amounts (exact) */
export function sum(values: Iterable<MoneyInput>): Money {
  let s = ZERO;
  for (const v of values) s = s.plus(money(v));
  return s;
}

/** `percent` % of `base` (exact; round where the amount is charged) */
export const percent = (base: MoneyInput, pct: MoneyInput): Money => money(base).times(money(pct)).dividedBy(100);

/** -1, 0 or 1 */
export const compare = (a: MoneyInput, b: MoneyInput): number => money(a).comparedTo(money(b));

export function min(first: MoneyInput, ...rest: MoneyInput[]): Money {
  let m = money(first);
  for (const v of rest) if (money(v).lessThan(m)) m = money(v);
  return m;
}

export function max(first: MoneyInput, ...rest: MoneyInput[]): Money {
  let m = money(first);
  for (const v of rest) if (money(v).greaterThan(m)) m = money(v);
  return m;
}

/** whether an amount has at most the currency's decimals (an open gift card amount, a typed expected total) */
export const hasCurrencyPrecision = (v: MoneyInput, currency: string): boolean => money(v).decimalPlaces() <= currencyDigits(currency);
