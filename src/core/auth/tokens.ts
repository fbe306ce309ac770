import { createHash, randomUUID } from "node:crypto";
import { SignJWT, jwtVerify, errors as joseErrors } from "jose";
import { LRUCache } from "lru-cache";
import { JWT_ALG, type SigningKeys } from "./keys.ts";

export const CUSTOMER_AUDIENCE = "b2b-trade:customer";
export const ADMIN_AUDIENCE = "b2b-trade:admin";
const ISSUER = "b2b-trade";

export interface CustomerClaims {
  customerId: number;
  /** the store the token was issued in: it is refused in any other */
  storeId: number;
  /** the customer's token generation when it was issued: a password or email change raises it */
  generation: number;
  /** the token's own id (jti): the token that changes the password or email is kept by it */
  tokenId?: string;
}
export interface AdminClaims {
  adminId: number;
  scopes: string[];
  /** the admin's session generation when it was issued: "sign out everywhere" and a password change raise it */
  generation: number;
  /** the console session (core/auth/admin-sessions.ts) it was renewed from; absent for an API client's token */
  sessionId?: number;
}

type Verified = { kind: "customer"; claims: CustomerClaims; expiresAt: Date } | { kind: "admin"; claims: AdminClaims; expiresAt: Date };

export class TokenService {
  /**
   * Tokens whose signature and claims were checked, by a hash of the token (never the token itself), until they
   * expire: the same bytes under the same key verify the same way, and an ECDSA check was a tenth of a cached
   * listing's time. What can change (a password change, a logout, an admin's deactivation) is read from the
   * database on every request, as before.
   */
  private readonly verified = new LRUCache<string, { result: Verified; expiresMs: number }>({ max: 20_000 });

  constructor(
    private readonly keys: SigningKeys,
    private readonly ttlSeconds: { customer: number; admin: number },
  ) {}

  get customerTtl() {
    return this.ttlSeconds.customer;
  }
  get adminTtl() {
    return this.ttlSeconds.admin;
  }

  signCustomer(c: CustomerClaims): Promise<string> {
    return new SignJWT({ customer_id: c.customerId, store_id: c.storeId, gen: c.generation })
      .setProtectedHeader({ alg: JWT_ALG, kid: this.keys.kid, typ: "JWT" })
      .setSubject(String(c.customerId))
      .setJti(c.tokenId ?? randomUUID())
      .setAudience(CUSTOMER_AUDIENCE)
      .setIssuer(ISSUER)
      .setIssuedAt()
      .setExpirationTime(`${this.ttlSeconds.customer}s`)
      .sign(this.keys.privateKey);
  }

  /** `ttlSeconds`: shorter than the API token's for the console's renewed tokens */
  signAdmin(a: AdminClaims, ttlSeconds = this.ttlSeconds.admin): Promise<string> {
    return new SignJWT({ admin_id: a.adminId, scopes: a.scopes, gen: a.generation, ...(a.sessionId ? { sid: a.sessionId } : {}) })
      .setProtectedHeader({ alg: JWT_ALG, kid: this.keys.kid, typ: "JWT" })
      .setSubject(`admin:${a.adminId}`)
      .setAudience(ADMIN_AUDIENCE)
      .setIssuer(ISSUER)
      .setIssuedAt()
      .setExpirationTime(`${ttlSeconds}s`)
      .sign(this.keys.privateKey);
  }

  /**
   * Returns the claims and the expiry, or null for any invalid token (bad signature, alg none, expired or no
   * expiry, wrong audience). A verified token is remembered by its SHA-256 until it expires, so its next request
   * skips the signature check (revocation is still read per request by the caller).
   */
  async verify(token: string): Promise<Verified | null> {
    const key = createHash("sha256").update(token).digest("base64");
    const known = this.verified.get(key);
    if (known) {
      if (Date.now() < known.expiresMs) return known.result;
      this.verified.delete(key);
    }
    const verified = await this.verifySignature(token);
    if (!verified) return null;
    if (verified.kind === "admin") Object.freeze(verified.claims.scopes);
    Object.freeze(verified.claims);
    Object.freeze(verified);
    this.verified.set(key, { result: verified, expiresMs: verified.expiresAt.getTime() });
    return verified;
  }

  private async verifySignature(token: string): Promise<Verified | null> {
    try {
      const { payload } = await jwtVerify(token, this.keys.publicKey, {
        algorithms: [JWT_ALG],
        issuer: ISSUER,
        audience: [CUSTOMER_AUDIENCE, ADMIN_AUDIENCE],
        // a token that never expires is refused even when its signature is good
        requiredClaims: ["exp", "iat"],
      });
      const aud = Array.isArray(payload.aud) ? payload.aud[0] : payload.aud;
      const expiresAt = new Date((payload.exp as number) * 1000);
      if (aud === CUSTOMER_AUDIENCE && typeof payload.customer_id === "number" && typeof payload.store_id === "number" && typeof payload.gen === "number") {
        const tokenId = typeof payload.jti === "string" ? payload.jti : undefined;
        return { kind: "customer", claims: { customerId: payload.customer_id, storeId: payload.store_id, generation: payload.gen, tokenId }, expiresAt };
      }
      if (aud === ADMIN_AUDIENCE && typeof payload.admin_id === "number" && Array.isArray(payload.scopes)) {
        // a token issued before generations existed counts as generation 0
        const generation = typeof payload.gen === "number" ? payload.gen : 0;
        const sessionId = typeof payload.sid === "number" ? payload.sid : undefined;
        return { kind: "admin", claims: { adminId: payload.admin_id, scopes: payload.scopes.map(String), generation, sessionId }, expiresAt };
      }
      return null;
    } catch (e) {
      if (e instanceof joseErrors.JOSEError) return null;
      throw e;
    }
  }
}
