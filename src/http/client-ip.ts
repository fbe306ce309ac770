/**
 * The client address, one function for every route (logins, registration, forms, forgot-password, order
 * lookups, WebSocket): the visitor's address that a trusted storefront signed, else the forwarded client
 * when the socket peer is a configured trusted proxy, else the socket peer.
 *
 * A storefront proves itself with the shared SYNC_SECRET: `X-Client-IP: <address>` and
 * `X-Client-IP-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<address>")>`, accepted for
 * SIGNATURE_WINDOW_SECONDS either side of now. Anything unsigned, badly signed, stale or not an address is
 * ignored, whoever sends it.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { isIP } from "node:net";

export const CLIENT_IP_HEADER = "x-client-ip";
export const CLIENT_IP_SIGNATURE_HEADER = "x-client-ip-signature";
export const SIGNATURE_WINDOW_SECONDS = 60;
/** a shorter secret is not used for signatures (a guessable key would let anyone pick their address) */
export const MIN_SIGNING_SECRET_LENGTH = 16;

export interface ClientIpOptions {
  trustedProxies: readonly string[];
  /** the storefront's shared secret (SYNC_SECRET); unset: signed addresses are ignored */
  signingSecret?: string;
  /** unix seconds (tests) */
  now?: number;
}

type HeaderOf = (name: string) => string | string[] | undefined | null;

export function clientIp(peer: string, header: HeaderOf, opts: ClientIpOptions): string {
  const signed = signedClientIp(one(header(CLIENT_IP_HEADER)), one(header(CLIENT_IP_SIGNATURE_HEADER)), opts.signingSecret, opts.now);
  if (signed) return signed;
  const trusted = opts.trustedProxies;
  const forwardedFor = one(header("x-forwarded-for"));
  if (trusted.length && trusted.includes(peer) && forwardedFor) {
    const hops = forwardedFor
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean);
    // the right-most hop that is not itself a trusted proxy
    for (let i = hops.length - 1; i >= 0; i--) if (!trusted.includes(hops[i]!)) return hops[i]!;
  }
  return peer;
}

const one = (v: string | string[] | undefined | null) => (Array.isArray(v) ? v[0] : (v ?? undefined));

export function clientIpSignature(secret: string, ip: string, t: number): string {
  return `t=${t},v1=${createHmac("sha256", secret).update(`${t}.${ip}`).digest("hex")}`;
}

function signedClientIp(ip: string | undefined, signature: string | undefined, secret: string | undefined, now = Math.floor(Date.now() / 1000)) {
  if (!ip || !signature || !secret || secret.length < MIN_SIGNING_SECRET_LENGTH) return null;
  const address = ip.trim();
  if (address.length > 64 || isIP(address) === 0) return null;
  const m = /^t=(\d{1,12}),v1=([0-9a-f]{64})$/.exec(signature.trim());
  if (!m) return null;
  const t = Number(m[1]);
  if (Math.abs(now - t) > SIGNATURE_WINDOW_SECONDS) return null;
  const expected = Buffer.from(clientIpSignature(secret, address, t).slice(-64), "hex");
  return timingSafeEqual(expected, Buffer.from(m[2]!, "hex")) ? address : null;
}
