/**
 * The admin's own session: who is logged in, with which scopes, and until when the token is good; and the admin's
 * own password change, which ends the admin's other sessions (core/auth/admin-sessions.ts).
 */
import { z } from "zod";
import type { Builder } from "../core/schema-builder.ts";
import { ProblemError } from "../core/errors.ts";
import { audited } from "../core/audit/declare.ts";
import { parseInput } from "../core/api/input.ts";
import { dbOf, withTransaction } from "../core/unit-of-work.ts";
import { checkCredential } from "../core/auth/attempt-limits.ts";
import { hashPassword, MIN_ADMIN_PASSWORD_LENGTH } from "../core/auth/password.ts";
import { changeAdminPassword } from "../core/auth/admin-sessions.ts";

const passwordChangeInput = z.object({
  currentPassword: z.string().min(1).max(1024),
  newPassword: z.string().min(MIN_ADMIN_PASSWORD_LENGTH, `at least ${MIN_ADMIN_PASSWORD_LENGTH} characters`).max(1024),
});

interface AdminSessionDto {
  adminId: number;
  username: string;
  email: string;
  scopes: string[];
  expiresAt: Date | null;
  serverTime: Date;
}

export function registerAdminSessionSchema(builder: Builder) {
  const Session = builder.objectRef<AdminSessionDto>("AdminSession").implement({
    description: "the calling admin and its token (a console warns before expiresAt and logs in again)",
    fields: (t) => ({
      adminId: t.exposeInt("adminId"),
      username: t.exposeString("username"),
      email: t.exposeString("email"),
      scopes: t.exposeStringList("scopes", { description: 'the admin\'s scopes as stored now ("*" = every scope)' }),
      expiresAt: t.expose("expiresAt", { type: "DateTime", nullable: true, description: "when the token expires" }),
      serverTime: t.expose("serverTime", { type: "DateTime", description: "the server's clock, so a client can allow for its own skew" }),
    }),
  });
  builder.queryFields((t) => ({
    adminSession: t.field({
      type: Session,
      description: "the calling admin (any admin token), its scopes and its token's expiry",
      authScopes: { admin: true },
      resolve: async (_r, _a, { ctx }) => {
        if (ctx.caller.kind !== "admin") throw new ProblemError(403, "forbidden", "Not an admin");
        const row = await ctx.app.db.adminUser.findUnique({ where: { id: ctx.caller.adminId }, select: { id: true, username: true, email: true } });
        if (!row) throw new ProblemError(401, "invalid_token", "The admin account no longer exists");
        return {
          adminId: row.id,
          username: row.username,
          email: row.email,
          scopes: ctx.caller.scopes,
          expiresAt: ctx.caller.tokenExpiresAt ?? null,
          serverTime: new Date(),
        };
      },
    }),
  }));

  const PasswordChanged = builder.objectRef<{ endedSessions: number }>("AdminPasswordChanged").implement({
    description: "the password changed: the admin's other sessions ended, and every admin token issued before is refused (renew yours)",
    fields: (t) => ({ endedSessions: t.exposeInt("endedSessions", { description: "the console sessions ended (all but the caller's)" }) }),
  });
  builder.mutationFields((t) => ({
    adminPasswordChange: t.field({
      type: PasswordChanged,
      description:
        "the calling admin's own password (any admin): the current one checked within the sign-in attempt limits; ends the admin's other console sessions and refuses every admin token issued before (the console renews its own)",
      authScopes: { admin: true },
      extensions: audited("admin_user"),
      errors: { types: [ProblemError] },
      args: { currentPassword: t.arg.string({ required: true }), newPassword: t.arg.string({ required: true }) },
      resolve: async (_r, args, { ctx }) => {
        if (ctx.caller.kind !== "admin") throw new ProblemError(403, "forbidden", "Not an admin");
        const caller = ctx.caller;
        const a = parseInput(passwordChangeInput, args);
        const admin = await ctx.app.db.adminUser.findUnique({ where: { id: caller.adminId } });
        if (!admin?.isActive) throw new ProblemError(401, "invalid_token", "The admin account no longer exists");
        const ok = await checkCredential(ctx.app, {
          kind: "admin",
          principal: admin.username,
          secret: a.currentPassword,
          storedHash: async () => admin.passwordHash,
          ip: ctx.ip,
        });
        if (!ok) {
          throw new ProblemError(422, "invalid", "The current password is not right", {
            errors: [{ field: "currentPassword", code: "wrong_password", message: "not the current password" }],
          });
        }
        if (a.newPassword === a.currentPassword) {
          throw new ProblemError(422, "invalid", "The new password is the current one", {
            errors: [{ field: "newPassword", code: "unchanged", message: "choose a password other than the current one" }],
          });
        }
        const passwordHash = await hashPassword(a.newPassword);
        const r = await withTransaction(ctx, async (tx) => {
          // changed meanwhile (another tab, the CLI): this change was made against a password that is gone
          const now = await dbOf(tx).adminUser.findUnique({ where: { id: admin.id }, select: { passwordHash: true } });
          if (now?.passwordHash !== admin.passwordHash) throw new ProblemError(409, "conflict", "The password changed meanwhile: sign in again");
          return changeAdminPassword(dbOf(tx), tx, admin, passwordHash, { operation: "adminPasswordChange", keepSessionId: caller.sessionId });
        });
        ctx.app.credentials.forget("admin", admin.username);
        return r;
      },
    }),
  }));
}
