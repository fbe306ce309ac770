/**
 * Budgets for credential attempts of every kind, per principal and per client address, on the shared
 * counters (memory, or Redis across instances). A refused attempt costs a counter read, never a hash.
 */
import type { RequestContext } from "../context.ts";
import type { App } from "../app.ts";

export const ATTEMPT_LIMITS = {
  /** customer and admin logins: every attempt counts */
  loginPerIp: { points: 20, seconds: 60 },
  loginPerPrincipal: { points: 5, seconds: 60 },
  /** HTTP Basic (API users): only failed attempts count, since every API call carries the secret */
  basicFailuresPerIp: { points: 20, seconds: 60 },
  basicFailuresPerUser: { points: 10, seconds: 60 },
  /** account registration */
  registrationsPerIp: { points: 10, seconds: 600 },
} as const;

type Limits = App["limits"];

export async function limitLoginAttempt(ctx: RequestContext, kind: "login" | "admin-login" | "password-confirm", principal: string) {
  const { loginPerIp: ip, loginPerPrincipal: who } = ATTEMPT_LIMITS;
  await ctx.app.limits.consume(`${kind}-ip`, ctx.ip || "unknown", ip.points, ip.seconds, "Too many login attempts from this address; try again later");
  await ctx.app.limits.consume(`${kind}-principal`, principal, who.points, who.seconds, "Too many login attempts for this account; try again later");
}

export async function limitRegistration(ctx: RequestContext) {
  const { points, seconds } = ATTEMPT_LIMITS.registrationsPerIp;
  await ctx.app.limits.consume("register-ip", ctx.ip || "unknown", points, seconds, "Too many accounts created from this address; try again later");
}

/** refuses (429) an address or API user whose failure budget is spent, before the secret is hashed */
export async function refuseSpentBasicBudget(limits: Limits, ip: string, username: string) {
  const { basicFailuresPerIp: byIp, basicFailuresPerUser: byUser } = ATTEMPT_LIMITS;
  await limits.refuseWhenSpent(
    "basic-fail-ip",
    ip || "unknown",
    byIp.points,
    byIp.seconds,
    "Too many failed API credentials from this address; try again later",
  );
  await limits.refuseWhenSpent("basic-fail-user", username, byUser.points, byUser.seconds, "Too many failed attempts for this API user; try again later");
}

export async function countBasicFailure(limits: Limits, ip: string, username: string) {
  const { basicFailuresPerIp: byIp, basicFailuresPerUser: byUser } = ATTEMPT_LIMITS;
  await limits.spend("basic-fail-ip", ip || "unknown", byIp.points, byIp.seconds);
  await limits.spend("basic-fail-user", username, byUser.points, byUser.seconds);
}
