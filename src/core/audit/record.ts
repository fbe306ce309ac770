/**
 * The audit log's one writer. Every admin write records what it changed with `recordAudit(db, ctx, …)`,
 * where `db` is the transaction of the write itself: the entry commits with the change or not at all.
 *
 *   await recordAudit(tx, ctx, { operation: "productUpdate", entityType: "product", entityId: id, before, after });
 *
 * `before`/`after` are plain snapshots of the record (null for a create's before or a delete's after);
 * only the fields that differ are kept, and secrets (passwords, secrets, tokens, hashes, keys) are masked.
 */
import type { RequestContext } from "../context.ts";
import type { DbClient } from "../unit-of-work.ts";
import { isSecretConfigPath } from "../config-fields.ts";

export type AuditSnapshot = Record<string, unknown> | null | undefined;

export interface AuditChange {
  /** the operation as the caller named it: a GraphQL mutation's name, a REST route's id, a CLI command */
  operation: string;
  /** snake_case record type: product, category, cms_page, cms_block, config, access_rule, order, customer, … */
  entityType: string;
  entityId: string | number;
  before?: AuditSnapshot;
  after?: AuditSnapshot;
}

/** who wrote, when not a request: a CLI command or the system itself (a scheduled job) */
export interface AuditActor {
  kind: "cli" | "system";
  name: string;
}

export const MASK = "••••";
const SECRET_KEY = /(password|secret|token|hash|apikey|api_key|privatekey|private_key|credential)/i;

/** JSON-safe copy: dates as ISO strings, decimals as strings, secrets masked, undefined dropped */
export function auditValue(v: unknown, key = "", mask = true): unknown {
  if (mask && key && SECRET_KEY.test(key) && v !== null && v !== undefined && v !== "") return MASK;
  if (v === null || v === undefined) return v ?? null;
  if (v instanceof Date) return v.toISOString();
  if (typeof v === "bigint") return v.toString();
  if (Array.isArray(v)) return v.map((x) => auditValue(x, "", mask));
  if (typeof v === "object") {
    // Prisma's and our Decimal both print exactly
    if (typeof (v as { toFixed?: unknown }).toFixed === "function" && typeof (v as { isFinite?: unknown }).isFinite === "function") return String(v);
    const out: Record<string, unknown> = {};
    for (const [k, x] of Object.entries(v as Record<string, unknown>)) if (x !== undefined) out[k] = auditValue(x, k, mask);
    return out;
  }
  return v;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** the fields of before and after that differ (all of them when one side is absent) */
export function auditDiff(before: AuditSnapshot, after: AuditSnapshot): { before: Record<string, unknown> | null; after: Record<string, unknown> | null } {
  const b = before ? (auditValue(before) as Record<string, unknown>) : null;
  const a = after ? (auditValue(after) as Record<string, unknown>) : null;
  if (!b || !a) return { before: b, after: a };
  // compared unmasked, so that a changed secret shows (masked on both sides)
  const rawB = auditValue(before, "", false) as Record<string, unknown>;
  const rawA = auditValue(after, "", false) as Record<string, unknown>;
  const keys = new Set([...Object.keys(b), ...Object.keys(a)]);
  const db: Record<string, unknown> = {};
  const da: Record<string, unknown> = {};
  for (const k of keys) {
    // the row's own timestamp moves with every write: it is the entry's time already
    if (k === "updatedAt" || same(rawB[k], rawA[k])) continue;
    if (k in b) db[k] = b[k];
    if (k in a) da[k] = a[k];
  }
  return { before: db, after: da };
}

function actorOf(who: RequestContext | AuditActor) {
  if ("kind" in who) return { actorKind: who.kind, actorName: who.name, adminId: null, apiUserId: null, ip: null, requestId: null };
  const c = who.caller;
  const base = { ip: who.ip || null, requestId: who.requestId };
  if (c.kind === "admin") return { ...base, actorKind: "admin", adminId: c.adminId, apiUserId: null, actorName: c.username ?? `admin #${c.adminId}` };
  if (c.kind === "api_user") return { ...base, actorKind: "api_user", adminId: null, apiUserId: c.apiUserId, actorName: c.username };
  return { ...base, actorKind: c.kind, adminId: null, apiUserId: null, actorName: c.kind === "customer" ? c.email : "guest" };
}

/** Records one change in `db` (the write's own transaction). A change that changed nothing is not recorded. */
export async function recordAudit(db: DbClient, who: RequestContext | AuditActor, change: AuditChange): Promise<void> {
  if (change.entityType === "config" && "app" in who) change = maskSecretConfig(who, change);
  const { before, after } = auditDiff(change.before, change.after);
  if (before && after && Object.keys(after).length === 0 && Object.keys(before).length === 0) return;
  await db.auditEntry.create({
    data: {
      ...actorOf(who),
      operation: change.operation,
      entityType: change.entityType,
      entityId: String(change.entityId),
      before: before ? JSON.stringify(before) : null,
      after: after ? JSON.stringify(after) : null,
    },
  });
}

/** a config value whose field is a secret (e.g. a captcha secret) is kept as `secretValue`, which is masked like any secret */
function maskSecretConfig(ctx: RequestContext, change: AuditChange): AuditChange {
  const path = (change.after ?? change.before)?.path;
  if (typeof path !== "string" || !isSecretConfigPath(ctx.app, path)) return change;
  const hide = (s: AuditSnapshot) => {
    if (!s || !("value" in s)) return s;
    const { value, ...rest } = s;
    return { ...rest, secretValue: value };
  };
  return { ...change, before: hide(change.before), after: hide(change.after) };
}
