/**
 * API users' secrets: long random strings that a machine sends with every request (the storefront worker's
 * syncs), so they are stored the way API keys are, with a keyed hash that costs microseconds rather than a
 * password hash: HMAC-SHA256 under a server-side key, compared in constant time. The right secret is then
 * checked on every request and never refused by a budget; only the wrong attempts are counted
 * (context.ts, attempt-limits.ts).
 *
 * The key is derived (HKDF-SHA256) from the token signing key, which every instance of a deployment shares
 * already (JWT_PRIVATE_KEY, or var/jwt-private.pem in one process), unless API_USER_SECRET_KEY gives one of
 * its own (at least 32 bytes, hex or base64). Stored form:
 *
 *     hmac-sha256$<key id>$<mac>#<scrypt hash of the same secret>
 *
 * The key id names the key the MAC was made under. The scrypt hash beside it is the way back when the key
 * changes (a new JWT key, API_USER_SECRET_KEY set later): such a row, and a row written before this form
 * (a bare scrypt hash), is verified once the slow way, under the password budgets, and stored keyed again.
 */
import { createHash, createHmac, hkdfSync, KeyObject, randomBytes, timingSafeEqual } from "node:crypto";
import type { SigningKeys } from "./keys.ts";
import { hashPassword } from "./password.ts";

const PREFIX = "hmac-sha256$";

export type KeyedCheck =
  /** the row holds a MAC under this key: `ok` is the answer, cheap, whatever the secret */
  | { keyed: true; ok: boolean }
  /** no MAC under this key (a scrypt hash, or a MAC under another key): `slow` is the password hash to verify */
  | { keyed: false; slow: string };

export class ApiSecrets {
  readonly keyId: string;
  private readonly dummy: Buffer;

  constructor(private readonly key: Buffer) {
    if (key.length < 32) throw new Error("the API user secret key must have at least 32 bytes");
    this.keyId = createHash("sha256").update("api-user-secret-key\0").update(key).digest().subarray(0, 9).toString("base64url");
    this.dummy = this.mac(randomBytes(24).toString("base64url"));
  }

  mac(secret: string): Buffer {
    return createHmac("sha256", this.key).update(secret.normalize("NFKC")).digest();
  }

  /** the stored form of a secret (the scrypt hash beside the MAC costs one password hash, once) */
  async hash(secret: string): Promise<string> {
    return this.stored(secret, await hashPassword(secret));
  }

  /** the stored form with the scrypt hash `slow` already made */
  stored(secret: string, slow: string): string {
    return `${PREFIX}${this.keyId}$${this.mac(secret).toString("base64url")}#${slow}`;
  }

  /**
   * checks `secret` against a row's stored form. `stored` null (no such user, or inactive): compares against
   * a dummy MAC so the answer takes as long, and is false.
   */
  check(secret: string, stored: string | null | undefined): KeyedCheck {
    const mac = this.mac(secret);
    if (!stored) {
      timingSafeEqual(mac, this.dummy);
      return { keyed: true, ok: false };
    }
    if (!stored.startsWith(PREFIX)) return { keyed: false, slow: stored };
    const hash = stored.indexOf("#");
    const [keyId = "", want = ""] = stored.slice(PREFIX.length, hash < 0 ? undefined : hash).split("$");
    const slow = hash < 0 ? "" : stored.slice(hash + 1);
    if (keyId !== this.keyId) return { keyed: false, slow };
    const expected = Buffer.from(want, "base64url");
    return { keyed: true, ok: expected.length === mac.length && timingSafeEqual(expected, mac) };
  }
}

/** `API_USER_SECRET_KEY` (hex or base64, at least 32 bytes), else a key derived from the token signing key */
export function apiSecretsFrom(keys: Pick<SigningKeys, "privateKey">, configured?: string): ApiSecrets {
  if (configured) {
    const v = configured.trim();
    const key = /^[0-9a-f]+$/i.test(v) && v.length % 2 === 0 ? Buffer.from(v, "hex") : Buffer.from(v, "base64");
    if (key.length < 32) throw new Error("API_USER_SECRET_KEY must hold at least 32 bytes (64 hex digits, or base64)");
    return new ApiSecrets(key);
  }
  const der = KeyObject.from(keys.privateKey).export({ type: "pkcs8", format: "der" });
  return new ApiSecrets(Buffer.from(hkdfSync("sha256", der, Buffer.alloc(0), "b2b-trade api user secrets v1", 32)));
}

const memo = new WeakMap<object, ApiSecrets>();
/** one per app (its signing key and settings) */
export function apiSecretsOf(app: { keys: Pick<SigningKeys, "privateKey">; settings: { apiUserSecretKey?: string } }): ApiSecrets {
  let s = memo.get(app);
  if (!s) {
    s = apiSecretsFrom(app.keys, app.settings.apiUserSecretKey);
    memo.set(app, s);
  }
  return s;
}
