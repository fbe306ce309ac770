/**
 * The admin console's sessions. A sign-in starts a session family (`AdminSession`) and gives the browser a refresh
 * token in an HttpOnly cookie on the console's path (admin-console-session routes); the console keeps only a
 * short-lived access token (ADMIN_SESSION_TOKEN_TTL seconds) in memory and renews it with the cookie.
 *
 * - A refresh token is `<row id>.<32 random bytes, base64url>`; only the SHA-256 of the random part is stored, and
 *   it is compared in constant time with the row the id names.
 * - Each renewal rotates it: the presented token is marked used (a conditional update, so two instances cannot
 *   both accept it) and a new one is issued. A token presented again after its rotation ends the whole family
 *   (its thief and its owner are both signed out) and answers 401.
 * - A family ends by sign-out, after ADMIN_SESSION_IDLE_MINUTES without a renewal, ADMIN_SESSION_MAX_HOURS after
 *   its sign-in, when its admin is deactivated, by a password change (every family but the one that changed it)
 *   and by "sign out everywhere". The last two also raise `AdminUser.sessionGeneration`: access tokens carry the
 *   generation they were issued under and context.ts refuses an earlier one, so they stop at once.
 *
 * All state is in the database: any instance renews any session.
 */
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import type { AdminUser } from "../../generated/prisma/client.ts";
import type { RequestContext } from "../context.ts";
import { ProblemError } from "../errors.ts";
import { dbOf, type DbClient, withTransaction } from "../unit-of-work.ts";
import { recordAudit, type AuditActor } from "../audit/record.ts";
import { adminScopes, authenticateAdmin } from "./login.ts";

export const REFRESH_COOKIE = "b2b_admin_refresh";
/** the console's path: the cookie is sent to nothing else */
export const CONSOLE_PATH = "/admin";

export type SessionEndReason = "sign_out" | "sign_out_everywhere" | "password_change" | "reuse" | "idle" | "absolute" | "admin_inactive";

/** what the console gets on a sign-in or a renewal (the refresh token goes in the cookie, never here) */
export interface ConsoleSessionAnswer {
  token: string;
  token_type: "Bearer";
  expires_in: number;
  scopes: string[];
  username: string;
  /** the console signs out after this many seconds without the merchant's activity */
  idle_seconds: number;
  /** seconds until the session's absolute end (a new sign-in is needed then) */
  session_expires_in: number;
}

export interface IssuedSession {
  answer: ConsoleSessionAnswer;
  /** the refresh cookie's value and lifetime */
  refreshToken: string;
  refreshMaxAge: number;
}

const SECRET_BYTES = 32;
const SECRET_FORMAT = /^[A-Za-z0-9_-]{43}$/;
/** ended or expired families are deleted (with their tokens) a week later, at the admin's next sign-in */
const KEEP_ENDED_MS = 7 * 24 * 3600_000;

const hashOf = (secret: string) => createHash("sha256").update(secret).digest();
const DUMMY_HASH = hashOf("no such refresh token");

const ended = (detail = "The console session ended: sign in again") => new ProblemError(401, "session_ended", detail);

function parseRefreshToken(value: string | undefined): { id: number; secret: string } | null {
  if (!value) return null;
  const dot = value.indexOf(".");
  const id = Number(value.slice(0, dot));
  const secret = value.slice(dot + 1);
  if (dot < 1 || !Number.isSafeInteger(id) || id < 1 || !SECRET_FORMAT.test(secret)) return null;
  return { id, secret };
}

async function mintRefreshToken(db: DbClient, sessionId: number): Promise<string> {
  const secret = randomBytes(SECRET_BYTES).toString("base64url");
  const row = await db.adminSessionToken.create({ data: { sessionId, secretHash: hashOf(secret).toString("base64url") } });
  return `${row.id}.${secret}`;
}

/** the token row a refresh cookie names, when its secret matches (compared in constant time), with its family */
async function presentedToken(db: DbClient, cookie: string | undefined) {
  const parsed = parseRefreshToken(cookie);
  if (!parsed) return null;
  const row = await db.adminSessionToken.findUnique({ where: { id: parsed.id }, include: { session: true } });
  const stored = row ? Buffer.from(row.secretHash, "base64url") : DUMMY_HASH;
  const given = hashOf(parsed.secret);
  const same = stored.length === given.length && timingSafeEqual(stored, given);
  return row && same ? row : null;
}

/** ends families (every open one of the admin, or one): returns how many ended */
export async function endAdminSessions(
  db: DbClient,
  where: { adminId: number; sessionId?: number; exceptSessionId?: number },
  reason: SessionEndReason,
): Promise<number> {
  const r = await db.adminSession.updateMany({
    where: {
      adminId: where.adminId,
      endedAt: null,
      ...(where.sessionId !== undefined ? { id: where.sessionId } : {}),
      ...(where.exceptSessionId !== undefined ? { id: { not: where.exceptSessionId } } : {}),
    },
    data: { endedAt: new Date(), endedReason: reason },
  });
  return r.count;
}

/**
 * A password change (the console's mutation, the CLI): the new hash, the generation raised (every access token
 * issued before is refused), every other session ended; recorded in the audit log (the hash masked). In `db`,
 * the caller's transaction.
 */
export async function changeAdminPassword(
  db: DbClient,
  who: RequestContext | AuditActor,
  admin: Pick<AdminUser, "id" | "passwordHash" | "sessionGeneration">,
  passwordHash: string,
  o: { operation: string; keepSessionId?: number },
): Promise<{ endedSessions: number }> {
  await db.adminUser.update({ where: { id: admin.id }, data: { passwordHash, sessionGeneration: { increment: 1 } } });
  const endedSessions = await endAdminSessions(db, { adminId: admin.id, exceptSessionId: o.keepSessionId }, "password_change");
  await recordAudit(db, who, {
    operation: o.operation,
    entityType: "admin_user",
    entityId: admin.id,
    before: { passwordHash: admin.passwordHash, sessionGeneration: admin.sessionGeneration },
    after: { passwordHash, sessionGeneration: admin.sessionGeneration + 1, endedSessions },
  });
  return { endedSessions };
}

async function answerFor(ctx: RequestContext, admin: AdminUser, session: { id: number; absoluteExpiresAt: Date }, now: Date): Promise<ConsoleSessionAnswer> {
  const cfg = ctx.app.settings.adminSession;
  const untilEnd = Math.max(0, Math.floor((session.absoluteExpiresAt.getTime() - now.getTime()) / 1000));
  // never past the session's own end
  const ttl = Math.max(1, Math.min(cfg.accessTtlSeconds, ctx.app.tokens.adminTtl, untilEnd));
  const scopes = adminScopes(admin);
  const token = await ctx.app.tokens.signAdmin({ adminId: admin.id, scopes, generation: admin.sessionGeneration, sessionId: session.id }, ttl);
  return {
    token,
    token_type: "Bearer",
    expires_in: ttl,
    scopes,
    username: admin.username,
    idle_seconds: cfg.idleMinutes * 60,
    session_expires_in: untilEnd,
  };
}

const minutes = (n: number) => n * 60_000;

/** a console sign-in: the password checked (attempt limits), a new family and its first refresh token */
export async function startAdminSession(ctx: RequestContext, body: { username: string; password: string }): Promise<IssuedSession> {
  const admin = await authenticateAdmin(ctx, body);
  const cfg = ctx.app.settings.adminSession;
  const now = new Date();
  const absoluteExpiresAt = new Date(now.getTime() + minutes(cfg.maxMinutes));
  return withTransaction(ctx, async (tx) => {
    const db = dbOf(tx);
    const old = new Date(now.getTime() - KEEP_ENDED_MS);
    const gone = { adminId: admin.id, OR: [{ endedAt: { lt: old } }, { absoluteExpiresAt: { lt: old } }] };
    await db.adminSessionToken.deleteMany({ where: { session: gone } });
    await db.adminSession.deleteMany({ where: gone });
    const session = await db.adminSession.create({
      data: {
        adminId: admin.id,
        lastUsedAt: now,
        idleExpiresAt: new Date(Math.min(now.getTime() + minutes(cfg.idleMinutes), absoluteExpiresAt.getTime())),
        absoluteExpiresAt,
        ip: ctx.ip || null,
        userAgent: ctx.header("user-agent")?.slice(0, 255) ?? null,
      },
    });
    const refreshToken = await mintRefreshToken(db, session.id);
    const answer = await answerFor(ctx, admin, session, now);
    return { answer, refreshToken, refreshMaxAge: answer.session_expires_in };
  });
}

/**
 * The family a refresh cookie belongs to, checked (not rotated): 401 when the cookie names no token, a token of
 * an ended family, or one used already (then the family ends: reuse), when the idle or absolute limit passed
 * (ended with that reason) or the admin was deactivated.
 */
async function liveFamily(ctx: RequestContext, cookie: string | undefined, now: Date) {
  const db = ctx.app.db;
  const token = await presentedToken(db, cookie);
  if (!token) throw ended("No console session: sign in");
  const s = token.session;
  if (s.endedAt) throw ended();
  const end = async (reason: SessionEndReason, detail: string) => {
    await endAdminSessions(db, { adminId: s.adminId, sessionId: s.id }, reason);
    return ended(detail);
  };
  if (token.usedAt) {
    ctx.app.logger.warn(
      { requestId: ctx.requestId, adminId: s.adminId, sessionId: s.id, ip: ctx.ip },
      "a rotated admin refresh token was presented again: the session ended",
    );
    throw await end("reuse", "This sign-in was used from elsewhere (a refresh token presented twice); the session ended: sign in again");
  }
  if (now >= s.absoluteExpiresAt) throw await end("absolute", "The console session reached its time limit: sign in again");
  if (now >= s.idleExpiresAt) throw await end("idle", "The console session ended after a period without activity: sign in again");
  const admin = await db.adminUser.findUnique({ where: { id: s.adminId } });
  if (!admin?.isActive) throw await end("admin_inactive", "The admin account is no longer active");
  return { token, session: s, admin };
}

/** a renewal: the refresh token rotated, the idle deadline moved, a new access token */
export async function renewAdminSession(ctx: RequestContext, cookie: string | undefined): Promise<IssuedSession> {
  const now = new Date();
  const { token, session, admin } = await liveFamily(ctx, cookie, now);
  const cfg = ctx.app.settings.adminSession;
  const rotated = await withTransaction(ctx, async (tx) => {
    const db = dbOf(tx);
    // taken once only, whichever instance asks first
    const taken = await db.adminSessionToken.updateMany({ where: { id: token.id, usedAt: null }, data: { usedAt: now } });
    if (taken.count !== 1) return null;
    const idleExpiresAt = new Date(Math.min(now.getTime() + minutes(cfg.idleMinutes), session.absoluteExpiresAt.getTime()));
    const live = await db.adminSession.updateMany({ where: { id: session.id, endedAt: null }, data: { lastUsedAt: now, idleExpiresAt } });
    if (live.count !== 1) return null;
    return mintRefreshToken(db, session.id);
  });
  if (!rotated) {
    // the same token renewed twice at once: a reuse like any other
    await endAdminSessions(ctx.app.db, { adminId: admin.id, sessionId: session.id }, "reuse");
    throw ended("This sign-in was used from elsewhere (a refresh token presented twice); the session ended: sign in again");
  }
  const answer = await answerFor(ctx, admin, session, now);
  return { answer, refreshToken: rotated, refreshMaxAge: answer.session_expires_in };
}

/** sign-out: the cookie's family ends (whatever state its token is in); nothing to end is not an error */
export async function endAdminSession(ctx: RequestContext, cookie: string | undefined): Promise<void> {
  const token = await presentedToken(ctx.app.db, cookie);
  if (token && !token.session.endedAt) await endAdminSessions(ctx.app.db, { adminId: token.session.adminId, sessionId: token.sessionId }, "sign_out");
}

/**
 * "Sign out everywhere", from a live console session: every family of its admin ends and the generation rises,
 * so every access token issued to the admin (consoles, API clients) is refused at once. Recorded in the audit log.
 */
export async function endAdminSessionsEverywhere(ctx: RequestContext, cookie: string | undefined): Promise<{ endedSessions: number }> {
  const { admin, session } = await liveFamily(ctx, cookie, new Date());
  const asAdmin: RequestContext = {
    ...ctx,
    caller: { kind: "admin", adminId: admin.id, username: admin.username, scopes: adminScopes(admin), sessionId: session.id },
  };
  return withTransaction(asAdmin, async (tx) => {
    const db = dbOf(tx);
    await db.adminUser.update({ where: { id: admin.id }, data: { sessionGeneration: { increment: 1 } } });
    const endedSessions = await endAdminSessions(db, { adminId: admin.id }, "sign_out_everywhere");
    await recordAudit(db, tx, {
      operation: "adminSessionSignOutEverywhere",
      entityType: "admin_user",
      entityId: admin.id,
      before: { sessionGeneration: admin.sessionGeneration },
      after: { sessionGeneration: admin.sessionGeneration + 1, endedSessions },
    });
    return { endedSessions };
  });
}
