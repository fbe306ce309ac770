/**
 * Signed values the client carries back: the render token (an HMAC of form code and issue time, so the
 * minimum fill time cannot be faked) and the post-redirect-get flash (messages and entered values shown
 * once after the browser route redirects; short-lived, no server session). The key is derived from the
 * deployment's token signing key, which every instance shares.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { exportPKCS8 } from "jose";
import type { App } from "../../core/kernel.ts";

/** a render token older than this is expired */
export const RENDER_TOKEN_TTL_SECONDS = 24 * 3600;
/** a flash older than this shows nothing */
export const FLASH_TTL_SECONDS = 600;

const keys = new WeakMap<App, Promise<Buffer>>();
export function formsKey(app: App): Promise<Buffer> {
  let k = keys.get(app);
  if (!k) {
    k = exportPKCS8(app.keys.privateKey).then((pem) => deriveFormsKey(pem));
    keys.set(app, k);
  }
  return k;
}
export const deriveFormsKey = (privateKeyPem: string) => createHash("sha256").update("b2b-forms-hmac\0").update(privateKeyPem).digest();

const mac = (key: Buffer, purpose: string, data: string) => createHmac("sha256", key).update(`${purpose}\0${data}`).digest("base64url");
const same = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/** `<issued-at>.<nonce>.<HMAC(code, issued-at, nonce)>`: the nonce names the token, which is good for one submission */
export function signRenderToken(key: Buffer, formCode: string, issuedAtSeconds: number, nonce = randomBytes(16).toString("base64url")): string {
  return `${issuedAtSeconds}.${nonce}.${mac(key, "render", `${formCode}\0${issuedAtSeconds}\0${nonce}`)}`;
}

export type RenderTokenCheck =
  | { ok: true; ageSeconds: number; id: string; expiresAt: Date }
  | { ok: false; reason: "invalid_token" | "expired_token" | "too_fast" };

export function checkRenderToken(key: Buffer, formCode: string, token: string | undefined, minFillSeconds: number, nowMs = Date.now()): RenderTokenCheck {
  const m = /^(\d{1,12})\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/.exec(token ?? "");
  if (!m) return { ok: false, reason: "invalid_token" };
  const issuedAt = Number(m[1]);
  const nonce = m[2]!;
  if (!same(m[3]!, mac(key, "render", `${formCode}\0${issuedAt}\0${nonce}`))) return { ok: false, reason: "invalid_token" };
  const age = nowMs / 1000 - issuedAt;
  if (age > RENDER_TOKEN_TTL_SECONDS || age < -60) return { ok: false, reason: "expired_token" };
  if (age < minFillSeconds) return { ok: false, reason: "too_fast" };
  return { ok: true, ageSeconds: age, id: nonce, expiresAt: new Date((issuedAt + RENDER_TOKEN_TTL_SECONDS) * 1000) };
}

export interface Flash {
  form: string;
  ok: boolean;
  message: string;
  errors: { field: string; message: string }[];
  values: Record<string, string | string[]>;
}

export function signFlash(key: Buffer, flash: Flash, nowMs = Date.now()): string {
  const body = Buffer.from(JSON.stringify({ ...flash, t: Math.floor(nowMs / 1000) })).toString("base64url");
  return `${body}.${mac(key, "flash", body)}`;
}

export function readFlash(key: Buffer, token: string | null | undefined, nowMs = Date.now()): Flash | null {
  if (!token || token.length > 16_384) return null;
  const [body, sig, extra] = token.split(".");
  if (!body || !sig || extra !== undefined || !same(sig, mac(key, "flash", body))) return null;
  try {
    const f = JSON.parse(Buffer.from(body, "base64url").toString("utf8")) as Flash & { t: number };
    if (typeof f.t !== "number" || nowMs / 1000 - f.t > FLASH_TTL_SECONDS) return null;
    return f;
  } catch {
    return null;
  }
}
