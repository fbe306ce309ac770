/** The admin's own session: who is logged in, with which scopes, and until when the token is good. */
import type { Builder } from "../core/schema-builder.ts";
import { ProblemError } from "../core/errors.ts";

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
}
