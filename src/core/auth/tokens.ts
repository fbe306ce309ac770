import { randomUUID } from "node:crypto";
import { SignJWT, jwtVerify, errors as joseErrors } from "jose";
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
}

export class TokenService {
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

  signAdmin(a: AdminClaims): Promise<string> {
    return new SignJWT({ admin_id: a.adminId, scopes: a.scopes })
      .setProtectedHeader({ alg: JWT_ALG, kid: this.keys.kid, typ: "JWT" })
      .setSubject(`admin:${a.adminId}`)
      .setAudience(ADMIN_AUDIENCE)
      .setIssuer(ISSUER)
      .setIssuedAt()
      .setExpirationTime(`${this.ttlSeconds.admin}s`)
      .sign(this.keys.privateKey);
  }

  /**
   * Returns the claims and the expiry, or null for any invalid token (bad signature, alg none, expired or no
   * expiry, wrong audience).
   */
  async verify(
    token: string,
  ): Promise<{ kind: "customer"; claims: CustomerClaims; expiresAt: Date } | { kind: "admin"; claims: AdminClaims; expiresAt: Date } | null> {
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
        return { kind: "admin", claims: { adminId: payload.admin_id, scopes: payload.scopes.map(String) }, expiresAt };
      }
      return null;
    } catch (e) {
      if (e instanceof joseErrors.JOSEError) return null;
      throw e;
    }
  }
}
