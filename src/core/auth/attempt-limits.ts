/**
 * Budgets for credential attempts of every kind, on the shared counters (memory, or Redis across
 * instances). An attempt that needs a password hash first reserves a point from each budget (per client
 * address, per address and principal, per principal), so a burst cannot outrun the counters; a success
 * gives the points back, so the budgets count failures. A credential that verified a moment ago
 * (`VerifiedCredentials`) passes without hashing and is never refused by a budget. API users' secrets are
 * checked with a keyed hash of microseconds (api-secrets.ts) before any budget: only a wrong one spends a point
 * (`countFailedAttempt`), so guessers on the same address, or anywhere, cannot lock the storefront's API user out.
 */
import type { RequestContext } from "../context.ts";
import type { RateLimits } from "../rate-limit.ts";
import { ProblemError } from "../errors.ts";
import type { CredentialKind, VerifiedCredentials } from "./verified-credentials.ts";

interface Budget {
  points: number;
  seconds: number;
}
interface AttemptBudgets {
  perIp: Budget;
  perIpPrincipal: Budget;
  /** much higher: only many addresses together reach it */
  perPrincipal: Budget;
}

export const ATTEMPT_LIMITS: Record<CredentialKind, AttemptBudgets> & { registrationsPerIp: Budget } = {
  /** customer logins and the current password of a password or email change */
  customer: { perIp: { points: 20, seconds: 60 }, perIpPrincipal: { points: 5, seconds: 60 }, perPrincipal: { points: 50, seconds: 60 } },
  admin: { perIp: { points: 20, seconds: 60 }, perIpPrincipal: { points: 5, seconds: 60 }, perPrincipal: { points: 50, seconds: 60 } },
  /** HTTP Basic (API users) */
  api_user: { perIp: { points: 20, seconds: 60 }, perIpPrincipal: { points: 10, seconds: 60 }, perPrincipal: { points: 50, seconds: 60 } },
  /** account registration */
  registrationsPerIp: { points: 10, seconds: 600 },
};

export interface CredentialAttempt {
  kind: CredentialKind;
  /** the account as the client named it (`storeId:email`, an admin or API user name) */
  principal: string;
  secret: string;
  /** reads the account's stored hash: null when there is no usable account (unknown, disabled) */
  storedHash: () => Promise<string | null | undefined>;
  ip: string;
}

/**
 * true when the secret is the account's. 429 when a budget is spent (before the account is even read,
 * so a refused burst costs counters only), unless the same credential is being verified right now and
 * succeeds; 503 when too many hashes are queued already.
 */
export async function checkCredential(app: { limits: RateLimits; credentials: VerifiedCredentials }, a: CredentialAttempt): Promise<boolean> {
  const { credentials } = app;
  let stored: string | null | undefined;
  if (credentials.mayBeRemembered(a.kind, a.principal, a.secret)) {
    stored = (await a.storedHash()) || null;
    if (stored && credentials.remembered(a.kind, a.principal, a.secret, stored)) return true;
  }
  let refusal: ProblemError | undefined;
  let reserved: (() => Promise<void>) | undefined;
  try {
    reserved = await reserveAttempt(app.limits, a.kind, a.ip || "unknown", a.principal);
  } catch (e) {
    if (!(e instanceof ProblemError) || e.status !== 429) throw e;
    refusal = e;
  }
  const joined = credentials.pending(a.kind, a.principal, a.secret);
  if (refusal && !joined) throw refusal;
  let ok: boolean;
  try {
    if (joined) ok = await joined;
    else {
      if (stored === undefined) stored = (await a.storedHash()) || null;
      if (!stored) credentials.forget(a.kind, a.principal);
      ok = await credentials.verify(a.kind, a.principal, a.secret, stored, a.ip || "unknown");
    }
  } catch (e) {
    // not checked (hashing busy, or the account could not be read): the attempt costs nothing
    await reserved?.();
    throw e;
  }
  if (ok) {
    await reserved?.();
    return true;
  }
  if (refusal) throw refusal;
  return false;
}

/**
 * A wrong secret checked without a password hash (an API user's keyed secret, auth/api-secrets.ts): one point
 * from each budget, kept; 429 once one is spent. The right secret never comes here, so it is never refused.
 */
export async function countFailedAttempt(limits: RateLimits, kind: CredentialKind, ip: string, principal: string): Promise<void> {
  await reserveAttempt(limits, kind, ip || "unknown", principal);
}

/** a loader that runs once however often it is asked (an account row read by checkCredential and its caller) */
export function once<T>(load: () => Promise<T>): () => Promise<T> {
  let p: Promise<T> | undefined;
  return () => (p ??= load());
}

const DETAIL = {
  ip: "Too many failed sign-in attempts from this address; try again later",
  ipPrincipal: "Too many failed sign-in attempts for this account from this address; try again later",
  principal: "Too many failed sign-in attempts for this account; try again later",
};

/** one point from each budget, in order; a refusal gives back what was taken. Returns the refund. */
async function reserveAttempt(limits: RateLimits, kind: CredentialKind, ip: string, principal: string): Promise<() => Promise<void>> {
  const b = ATTEMPT_LIMITS[kind];
  const steps: [string, string, Budget, string][] = [
    [`${kind}-fail-ip`, ip, b.perIp, DETAIL.ip],
    [`${kind}-fail-ip-principal`, `${ip}|${principal}`, b.perIpPrincipal, DETAIL.ipPrincipal],
    [`${kind}-fail-principal`, principal, b.perPrincipal, DETAIL.principal],
  ];
  const taken: typeof steps = [];
  const refund = async () => {
    await Promise.all(taken.splice(0).map(([name, key, { points, seconds }]) => limits.refund(name, key, points, seconds)));
  };
  try {
    for (const step of steps) {
      const [name, key, { points, seconds }, detail] = step;
      await limits.consume(name, key, points, seconds, detail);
      taken.push(step);
    }
  } catch (e) {
    await refund();
    throw e;
  }
  return refund;
}

export async function limitRegistration(ctx: RequestContext) {
  const { points, seconds } = ATTEMPT_LIMITS.registrationsPerIp;
  await ctx.app.limits.consume("register-ip", ctx.ip || "unknown", points, seconds, "Too many accounts created from this address; try again later");
}
