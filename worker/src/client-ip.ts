/**
 * The visitor's address on calls the worker makes for a browser. The backend believes it only when signed
 * with the shared SYNC_SECRET (its src/http/client-ip.ts): `X-Client-IP` and
 * `X-Client-IP-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<address>")>`. Without a usable
 * secret only `X-Forwarded-For` goes out, which a backend believes only from a TRUSTED_PROXIES peer.
 */
import type { Context } from "hono";
import type { AppEnv } from "./env.ts";
import { secretConfigured } from "./secret.ts";

/**
 * On Cloudflare (TRUST_CF_CONNECTING_IP=1, wrangler.toml) the edge sets CF-Connecting-IP itself, whatever the
 * visitor sent. Anywhere else (Miniflare) the header is the client's own unless something in front replaces
 * it (`npm run worker` does: scripts/worker-front.ts), so without the variable no address is forwarded and
 * the backend counts every visitor as the worker: one shared budget, never one a visitor can rotate.
 * X-Real-IP and X-Forwarded-For are the client's own everywhere and never read.
 */
function visitorIp(c: Context<AppEnv>): string | undefined {
  return c.env.TRUST_CF_CONNECTING_IP === "1" ? c.req.header("cf-connecting-ip") : undefined;
}

const keys = new Map<string, Promise<CryptoKey>>();
const hmacKey = (secret: string) => {
  let k = keys.get(secret);
  if (!k) {
    k = crypto.subtle.importKey("raw", new TextEncoder().encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
    keys.set(secret, k);
  }
  return k;
};

export async function forwardVisitorIp(c: Context<AppEnv>, headers: Headers): Promise<void> {
  const ip = visitorIp(c)?.trim();
  if (!ip || ip.length > 64) return;
  headers.set("x-forwarded-for", ip);
  const secret = c.env.SYNC_SECRET;
  if (!secretConfigured(secret)) return;
  const t = Math.floor(Date.now() / 1000);
  const mac = new Uint8Array(await crypto.subtle.sign("HMAC", await hmacKey(secret), new TextEncoder().encode(`${t}.${ip}`)));
  headers.set("x-client-ip", ip);
  headers.set("x-client-ip-signature", `t=${t},v1=${Array.from(mac, (b) => b.toString(16).padStart(2, "0")).join("")}`);
}

/** the visitor's address when the runtime vouches for it (TRUST_CF_CONNECTING_IP), for the worker's own per-visitor shares */
export const trustedVisitorIp = (c: Context<AppEnv>): string | undefined => visitorIp(c)?.trim() || undefined;
