/**
 * The visitor's address on calls the worker makes for a browser. The backend believes it only when signed
 * with the shared SYNC_SECRET (its src/http/client-ip.ts): `X-Client-IP` and
 * `X-Client-IP-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<address>")>`. Without a usable
 * secret only `X-Forwarded-For` goes out, which a backend believes only from a TRUSTED_PROXIES peer.
 */
import type { Context } from "hono";
import type { AppEnv } from "./env.ts";
import { secretConfigured } from "./secret.ts";

/** Cloudflare sets CF-Connecting-IP itself (a visitor cannot choose it) */
function visitorIp(c: Context<AppEnv>): string | undefined {
  return c.req.header("cf-connecting-ip") ?? c.req.header("x-real-ip") ?? undefined;
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
